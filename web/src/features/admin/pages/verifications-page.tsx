import { useTranslation } from 'react-i18next';
import { ADMIN_VERIFICATION_FILTERS, type AdminVerification } from '@velvet/contract';
import { useFormat } from '../../../lib/format';
import { useVerifications } from '../api/list-verifications';
import { AdminList, StatusTabs, useStatusList } from '../components/admin-list';
import { ApproveOrReject, QueueCard } from '../components/queue-card';
import { PageHeader, Pill } from '../components/ui';
import { QueueImage, ReviewPhotos } from '../../trust';

function VerificationCard({ item }: { item: AdminVerification }) {
  const { t } = useTranslation('trust');
  const f = useFormat();
  return (
    <QueueCard
      advert={{ id: item.advertiser_id, name: item.name, city: item.city }}
      state={
        <Pill tone={item.status === 'approved' ? 'good' : item.status === 'rejected' ? 'bad' : 'warn'}>
          {t(`status.${item.status}`)}
        </Pill>
      }
      time={item.submitted_at && t('admin.sent', { date: f.dateTime(item.submitted_at) })}
      decision={
        item.status === 'pending' && (
          <ApproveOrReject
            queue="verifications"
            id={item.advertiser_id}
            approveLabel={t('admin.approveVerification')}
            approveTitle={t('admin.approveVerificationTitle', { name: item.name })}
            approveText={t('admin.approveVerificationText')}
            rejectTitle={t('admin.rejectVerificationTitle', { name: item.name })}
          />
        )
      }
    >
      <p className="mt-2 text-sm text-mist-300">
        {t('admin.wordToFind')}{' '}
        <strong data-testid="verification-word" className="font-mono text-lg text-champagne-300">
          {item.word}
        </strong>
      </p>
      {item.reason && (
        <p className="mt-1 text-sm text-mist-300">{t('admin.reasonWas', { reason: item.reason })}</p>
      )}
      <div className="mt-3 grid gap-4 md:grid-cols-[minmax(0,16rem)_1fr]">
        <figure>
          <figcaption className="mb-1 text-xs font-semibold uppercase tracking-wide text-mist-400">
            {t('admin.selfie')}
          </figcaption>
          {item.selfie ? (
            <QueueImage asset={item.selfie} alt={t('admin.selfieAlt', { name: item.name })} />
          ) : (
            <p className="text-sm text-mist-400">{t('admin.noSelfie')}</p>
          )}
        </figure>
        <div>
          <p className="mb-1 text-xs font-semibold uppercase tracking-wide text-mist-400">
            {t('admin.advertPhotos')}
          </p>
          <ReviewPhotos photos={item.photos} name={item.name} markUnreviewed={false} />
        </div>
      </div>
    </QueueCard>
  );
}

/** /admin/verifications: selfies holding their word beside the advert's photos, oldest first. */
export function AdminVerificationsPage() {
  const { t } = useTranslation('trust');
  const list = useStatusList(ADMIN_VERIFICATION_FILTERS, useVerifications);
  return (
    <>
      <PageHeader title={t('admin.verificationsTitle')} description={t('admin.verificationsDescription')} />
      <StatusTabs list={list} statuses={ADMIN_VERIFICATION_FILTERS} label={(s) => t(`status.${s}`)} />
      <AdminList list={list} items={list.result.data?.verifications} empty={t('admin.verificationsEmpty')}>
        {(item) => <VerificationCard key={item.advertiser_id} item={item} />}
      </AdminList>
    </>
  );
}
