import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';

/** A titled message with one OK button: the site's error and success dialogs. */
export function MessageDialog({
  open,
  onClose,
  title,
  message,
  tone = 'error',
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  message: string;
  tone?: 'error' | 'success' | 'warning';
}) {
  const { t } = useTranslation('accounts');
  const accent =
    tone === 'error' ? 'text-red-300' : tone === 'success' ? 'text-emerald-300' : 'text-champagne-300';
  return (
    <Dialog open={open} onClose={onClose} title={<span className={accent}>{title}</span>}>
      <p className="text-mist-300">{message}</p>
      <div className="mt-6 flex justify-end">
        <Button onClick={onClose} autoFocus>
          {t('ok')}
        </Button>
      </div>
    </Dialog>
  );
}
