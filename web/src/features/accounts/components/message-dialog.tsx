import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog, type DialogState } from '../../../components/ui/dialog';

type Message = { title: string; message: string };

/** A MessageDialog's `open`, `title` and `message` for a message kept in state, null while none shows. */
export const showing = (shown: Message | null) => ({
  open: shown !== null,
  title: shown?.title ?? '',
  message: shown?.message ?? '',
});

/** A titled message with one OK button: the site's error and success dialogs. */
export function MessageDialog({
  open,
  onClose,
  title,
  message,
  tone = 'error',
}: DialogState & Message & { tone?: 'error' | 'success' | 'warning' }) {
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
