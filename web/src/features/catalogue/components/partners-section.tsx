import { SEARCH_PAGE_SIZE } from '@velvet/contract/limits';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../components/ui/pager';
import { Spinner } from '../../../components/ui/spinner';
import { useNormalAdverts } from '../api/normal-adverts';
import { EMPTY_PAGINATION } from '../api/types';
import { useFocusOnPageChange, useUrlState } from '../../../lib/url-state';
import { AdvertGrid } from './advert-grid';
import { SectionHeading } from './section-heading';

/** Home "Choose Your Partners": escort/normal in pages of 9 with its own pager and spinner. */
export function PartnersSection() {
  const { t } = useTranslation('catalogue');
  const { page, update } = useUrlState({ pageKey: 'partners' });
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnPageChange(heading, page);
  const normal = useNormalAdverts(page, SEARCH_PAGE_SIZE);
  const pagination = normal.data?.pagination ?? EMPTY_PAGINATION;

  useEffect(() => {
    if (normal.isError) console.error('normal adverts:', normal.error);
  }, [normal.isError, normal.error]);

  return (
    <section aria-labelledby="partners-title">
      <SectionHeading
        headingRef={heading}
        id="partners-title"
        title={t('partners.title')}
        subtitle={t('partners.subtitle')}
      />
      {/* A fixed-height slot: the spinner comes and goes without moving the cards. */}
      <div className="-mt-4 mb-4 flex h-6 justify-center">
        {normal.isFetching && <Spinner label={t('list.loading')} />}
      </div>
      <AdvertGrid
        label={t('partners.title')}
        adverts={normal.data?.escorts}
        isPending={normal.isPending}
        isFetching={normal.isFetching}
        isError={normal.isError}
        onRetry={() => void normal.refetch()}
        empty={t('partners.empty')}
      />
      {pagination.total > 0 && (
        <Pager
          page={Math.min(page, pagination.total_pages)}
          totalPages={pagination.total_pages}
          loading={normal.isFetching}
          onChange={(next) => update({ partners: next === 1 ? null : next })}
        />
      )}
    </section>
  );
}
