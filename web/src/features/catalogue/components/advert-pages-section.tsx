import { useEffect, useRef, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../components/ui/pager';
import { EMPTY_PAGINATION, type AdvertList } from '../api/types';
import { useFocusOnPageChange, useUrlState } from '../../../lib/url-state';
import { AdvertGrid } from './advert-grid';
import { SectionHeading } from './section-heading';

/**
 * A home section's page of cards, kept in the address under `pageKey` (page 1 leaves it out); the
 * section's heading takes the focus when the page changes.
 */
export function useSectionPage(pageKey: string) {
  const { page, update } = useUrlState({ pageKey });
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnPageChange(heading, page);
  const goTo = (next: number) => update({ [pageKey]: next === 1 ? null : next });
  return { page, heading, goTo };
}

/**
 * A home section of advert cards in pages: its heading and subtitle (`{name}.title`, `{name}.subtitle`),
 * `children` between heading and cards, the cards of `adverts` (or `{name}.empty`) and the pager.
 */
export function AdvertPagesSection({
  name,
  pages,
  adverts,
  showDistance = false,
  children,
}: {
  name: 'nearby' | 'partners';
  pages: ReturnType<typeof useSectionPage>;
  adverts: UseQueryResult<AdvertList>;
  showDistance?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('catalogue');
  const pagination = adverts.data?.pagination ?? EMPTY_PAGINATION;

  useEffect(() => {
    if (adverts.isError) console.error(`${name} adverts:`, adverts.error);
  }, [name, adverts.isError, adverts.error]);

  return (
    <section aria-labelledby={`${name}-title`}>
      <SectionHeading
        headingRef={pages.heading}
        id={`${name}-title`}
        title={t(`${name}.title`)}
        subtitle={t(`${name}.subtitle`)}
      />
      {children}
      <AdvertGrid
        label={t(`${name}.title`)}
        adverts={adverts.data?.escorts}
        isPending={adverts.isPending}
        isFetching={adverts.isFetching}
        isError={adverts.isError}
        onRetry={() => void adverts.refetch()}
        empty={t(`${name}.empty`)}
        showDistance={showDistance}
      />
      {pagination.total > 0 && (
        <Pager
          page={Math.min(pages.page, pagination.total_pages)}
          totalPages={pagination.total_pages}
          loading={adverts.isFetching}
          onChange={pages.goTo}
        />
      )}
    </section>
  );
}
