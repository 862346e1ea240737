import Flag from 'lucide-react/icons/flag';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportReceipt } from '@velvet/contract';
import { Dialog } from '../../components/ui/dialog';

// The form (react-hook-form, zod and the contract's schema) is needed only once the dialog opens: the
// advert page loads without it, and pointing at or focusing the button fetches it ahead of the click.
const loadForm = () => import('./report-form');
const ReportForm = lazy(() => loadForm().then((m) => ({ default: m.ReportForm })));
const Receipt = lazy(() => loadForm().then((m) => ({ default: m.Receipt })));

function ReportAdvertButtonInner({ guid }: { guid: string }) {
  const { t } = useTranslation('safety');
  const [open, setOpen] = useState(false);
  const [receipt, setReceipt] = useState<ReportReceipt | null>(null);
  const close = () => {
    setOpen(false);
    setReceipt(null);
  };
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        onPointerEnter={() => void loadForm()}
        onFocus={() => void loadForm()}
        aria-haspopup="dialog"
        className="inline-flex min-h-11 items-center gap-2 rounded-full px-3 py-2 text-sm text-mist-400 underline-offset-4 hover:text-rose-300 hover:underline"
      >
        <Flag aria-hidden="true" className="h-4 w-4" />
        {t('report.button')}
      </button>
      <Dialog open={open} onClose={close} title={receipt ? t('receipt.title') : t('report.title')}>
        <Suspense fallback={<p aria-busy="true">{t('common:loading')}</p>}>
          {receipt ? (
            <Receipt receipt={receipt} onClose={close} />
          ) : (
            <ReportForm guid={guid} onDone={setReceipt} />
          )}
        </Suspense>
      </Dialog>
    </>
  );
}

/**
 * "Report this advert" on the advert page: opens a dialog with reason, details and an
 * optional email; anonymous by design. Its strings are their own small namespace (safety), and the
 * button waits for them on its own instead of holding back the advert page.
 */
export function ReportAdvertButton({ guid }: { guid: string }) {
  return (
    <Suspense fallback={null}>
      <ReportAdvertButtonInner guid={guid} />
    </Suspense>
  );
}
