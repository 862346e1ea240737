import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';

/** The ten recovery codes, shown once right after switching on: copy, download, then gone. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation('security');
  const heading = useRef<HTMLHeadingElement>(null);
  // The setup form that had focus is gone: put it on what replaced it.
  useEffect(() => heading.current?.focus(), []);
  const text = `${codes.join('\n')}\n`;

  function download() {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'velvet-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  }

  return (
    <div className="flex flex-col gap-3" data-testid="recovery-codes">
      <h4 ref={heading} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
        {t('twoFactor.recoveryTitle')}
      </h4>
      <p role="status" className="text-sm text-champagne-300">
        {t('twoFactor.recoveryIntro')}
      </p>
      <ol className="grid grid-cols-1 gap-2 rounded-lg border border-night-600 bg-night-950 p-3 font-mono text-sm text-mist-100 min-[420px]:grid-cols-2">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button
          variant="secondary"
          onClick={() =>
            void navigator.clipboard.writeText(text).then(() => toast.success(t('twoFactor.copied')))
          }
        >
          {t('twoFactor.copyCodes')}
        </Button>
        <Button variant="secondary" onClick={download}>
          {t('twoFactor.download')}
        </Button>
        <Button onClick={onDone}>{t('twoFactor.done')}</Button>
      </div>
    </div>
  );
}
