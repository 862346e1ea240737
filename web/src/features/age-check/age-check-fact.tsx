import type { AgeCheckResult } from '@velvet/contract';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format';

/** The back office's line on an account's latest age check: the answer, who gave it, when. */
export function AgeCheckFact({ result }: { result: AgeCheckResult | null }) {
  const { t } = useTranslation('age-check');
  const { dateTime } = useFormat();
  const words = result && { issuer: result.issuer, date: dateTime(result.checked_at) };
  return (
    <div className="mt-4">
      <h3 className="mb-1 text-base">{t('admin.title')}</h3>
      <p
        data-testid="admin-age-check"
        className={`text-sm ${!words ? 'text-mist-400' : result?.adult ? 'text-emerald-200' : 'text-red-300'}`}
      >
        {!words ? t('admin.none') : result?.adult ? t('admin.adult', words) : t('admin.notAdult', words)}
      </p>
    </div>
  );
}

/** The review queue's note that an age check already answered the age part of the review. */
export function AgeReviewedNote({ checked }: { checked: boolean }) {
  const { t } = useTranslation('age-check');
  if (!checked) return null;
  return (
    <p data-testid="review-age-checked" className="mt-2 text-sm text-emerald-200">
      {t('admin.reviewDone')}
    </p>
  );
}
