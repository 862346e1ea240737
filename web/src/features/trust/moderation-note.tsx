import { useTranslation } from 'react-i18next';
import { usePublicConfig } from './api/review';
import { ReviewTime } from './review-time';

/** /about: what this site's review before publishing does, as the running server is configured. */
export function ModerationNote() {
  const { t } = useTranslation('trust');
  const config = usePublicConfig();
  if (!config.data) return null;
  return (
    <section aria-labelledby="moderation-title" className="container-page max-w-3xl pt-14">
      <h2 id="moderation-title" className="text-center text-2xl text-mist-100">
        {t('about.title')}
      </h2>
      <p data-testid="moderation-note" className="mt-3 text-center text-mist-300">
        {config.data.moderation === 'pre' ? t('about.pre') : t('about.post')}
      </p>
      <ReviewTime className="mt-3 text-center text-mist-300" />
      <p className="mt-3 text-center text-mist-300">{t('about.verified')}</p>
    </section>
  );
}
