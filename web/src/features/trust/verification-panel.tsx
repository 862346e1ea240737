import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import { Button } from '../../components/ui/button';
import { FileInput } from '../../components/ui/file-input';
import { ErrorMessage } from '../../components/ui/field';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api';
import { useVerification, useVerificationActions } from './api/verification';
import { VerifiedPhotosBadge } from './verified-photos-badge';
import { ReviewTime } from './review-time';
import { LoadState, loadStateWords } from '../../components/ui/load-state';
import { TitledSection } from '../../components/ui/titled-section';

/**
 * Dashboard: ask for photo verification. The site shows a one-time word; the advertiser sends a selfie
 * holding it written on paper; an operator compares it with the advert's photos. The selfie is never
 * public: only its owner and the operators see it, through signed links.
 */
export function VerificationPanel() {
  const { t } = useTranslation('trust');
  const state = useVerification(true);
  const { word, selfie } = useVerificationActions();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const photoId = useId();
  const data = state.data;
  const busy = word.isPending || selfie.isPending;
  const fail = (failure: unknown) =>
    setError(
      failure instanceof ApiError ? (failure.errors.photo?.[0] ?? failure.message) : t('verify.failed'),
    );

  const askWord = () => {
    setError('');
    word.mutate(undefined, { onSuccess: (answer) => toast.success(answer.message), onError: fail });
  };
  const send = (event: FormEvent) => {
    event.preventDefault();
    setError('');
    if (!file) {
      setError(t('verify.choosePhoto'));
      input.current?.focus();
      return;
    }
    selfie.mutate(file, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        setFile(null);
      },
      onError: fail,
    });
  };

  return (
    <TitledSection
      title={t('verify.title')}
      aside={<VerifiedPhotosBadge verified={data?.photo_verified ?? false} />}
      aria-busy={state.isPending}
      data-testid="verification-panel"
    >
      <p className="mt-1 text-sm text-mist-400">{t('verify.intro')}</p>
      <ReviewTime className="mt-1 text-sm text-mist-400" />
      <LoadState query={state} {...loadStateWords(t, 'verify')} className="mt-4" />
      {data && (
        <div className="mt-4 flex flex-col gap-4" aria-live="polite">
          {data.status === 'approved' && <p className="text-sm text-sky-200">{t('verify.approved')}</p>}
          {data.status === 'pending' && (
            <p className="rounded-xl border border-champagne-400/50 bg-champagne-400/10 p-3 text-sm text-champagne-200">
              {t('verify.pending')}
            </p>
          )}
          {data.status === 'rejected' && (
            <p role="alert" className="rounded-xl border border-red-400/60 bg-red-950/40 p-3 text-sm">
              {t('verify.rejected', { reason: data.reason ?? '' })}
            </p>
          )}
          {(data.status === 'none' || data.status === 'rejected') && (
            <div>
              <Button onClick={askWord} disabled={busy}>
                {word.isPending && <Spinner />}
                {t('verify.askWord')}
              </Button>
            </div>
          )}
          {data.status === 'word_issued' && data.word && (
            <form onSubmit={send} className="flex flex-col gap-4">
              <div className="rounded-xl border border-sky-300/50 bg-night-950/60 p-4 text-center">
                <p className="text-sm text-mist-300">{t('verify.yourWord')}</p>
                <p
                  data-testid="verification-word"
                  className="mt-1 font-mono text-3xl font-bold tracking-wider text-sky-200"
                >
                  {data.word}
                </p>
              </div>
              <ol className="list-decimal space-y-1 pl-5 text-sm text-mist-300">
                <li>{t('verify.step1')}</li>
                <li>{t('verify.step2')}</li>
                <li>{t('verify.step3')}</li>
              </ol>
              <div className="flex flex-col gap-1.5">
                <span id={`${photoId}-title`} className="text-sm font-medium text-mist-200">
                  {t('verify.photoLabel')}
                </span>
                <FileInput
                  ref={input}
                  id={photoId}
                  name="photo"
                  accept="image/jpeg,image/png,image/webp,image/heic,image/heif"
                  aria-labelledby={`${photoId}-title`}
                  buttonText={t('verify.pickPhoto')}
                  status={file ? file.name : t('verify.noPhoto')}
                  onChange={(e) => setFile(e.target.files?.[0] ?? null)}
                />
              </div>
              <div className="flex flex-wrap gap-3">
                <Button type="submit" disabled={busy}>
                  {selfie.isPending && <Spinner />}
                  {t('verify.send')}
                </Button>
                <Button variant="secondary" onClick={askWord} disabled={busy}>
                  {t('verify.newWord')}
                </Button>
              </div>
            </form>
          )}
          {data.selfie && data.status !== 'word_issued' && (
            <figure className="w-32">
              <img
                src={data.selfie.src}
                alt={t('verify.selfieAlt')}
                className="aspect-[4/5] w-full rounded-xl object-cover"
              />
              <figcaption className="mt-1 text-xs text-mist-400">{t('verify.private')}</figcaption>
            </figure>
          )}
          <ErrorMessage message={error} />
        </div>
      )}
    </TitledSection>
  );
}
