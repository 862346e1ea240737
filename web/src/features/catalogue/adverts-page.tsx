import { NORMAL_PAGE_SIZE_MAX } from '@velvet/contract/limits';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../components/ui/pager';
import { usePageMeta } from '../../lib/page-meta';
import { useNormalAdverts } from './api/normal-adverts';
import { AdvertGrid } from './components/advert-grid';
import { SectionHeading } from './components/section-heading';
import { pageFrom, useUrlState } from './use-url-state';

/** SPEC §2 Adverts: "Choose Your Partners", escort/normal with the spec's page size of 100. */
export default function AdvertsPage() {
  const { t } = useTranslation('catalogue');
  usePageMeta(t('meta.advertsTitle'), t('meta.advertsDescription'));
  const [params, update] = useUrlState();
  const page = pageFrom(params, 'page');
  const adverts = useNormalAdverts(page, NORMAL_PAGE_SIZE_MAX);
  const pagination = adverts.data?.pagination;

  useEffect(() => {
    if (adverts.isError) console.error('normal adverts:', adverts.error);
  }, [adverts.isError, adverts.error]);

  return (
    <div className="container-page py-10 sm:py-14">
      <SectionHeading as="h1" title={t('adverts.title')} subtitle={t('adverts.subtitle')} />
      <AdvertGrid
        label={t('adverts.title')}
        adverts={adverts.data?.escorts}
        isPending={adverts.isPending}
        isFetching={adverts.isFetching}
        isError={adverts.isError}
        onRetry={() => void adverts.refetch()}
        empty={t('adverts.empty')}
        priorityFirst
        dense
        skeletons={9}
      />
      {pagination && pagination.total_pages > 1 && (
        <Pager
          page={Math.min(page, pagination.total_pages)}
          totalPages={pagination.total_pages}
          loading={adverts.isFetching}
          onChange={(next) => {
            update({ page: next === 1 ? null : next });
            window.scrollTo({ top: 0, behavior: 'smooth' });
          }}
        />
      )}
    </div>
  );
}
