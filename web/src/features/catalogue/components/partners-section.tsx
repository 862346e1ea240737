import { SEARCH_PAGE_SIZE } from '@velvet/contract/limits';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner';
import { useNormalAdverts } from '../api/normal-adverts';
import { AdvertPagesSection, useSectionPage } from './advert-pages-section';

/** Home "Choose Your Partners": escort/normal in pages of 9 with its own pager and spinner. */
export function PartnersSection() {
  const { t } = useTranslation('catalogue');
  const pages = useSectionPage('partners');
  const normal = useNormalAdverts(pages.page, SEARCH_PAGE_SIZE);
  return (
    <AdvertPagesSection name="partners" pages={pages} adverts={normal}>
      {/* A fixed-height slot: the spinner comes and goes without moving the cards. */}
      <div className="-mt-4 mb-4 flex h-6 justify-center">
        {normal.isFetching && <Spinner label={t('list.loading')} />}
      </div>
    </AdvertPagesSection>
  );
}
