import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../lib/page-meta';
import { SearchSection } from './components/search-section';

/**
 * Adverts, every advert: the home page's filter bar, a sort (validated first, newest, nearest)
 * and 24 cards a page with the shared pager — not one 12 000 px page of 60 cards on a phone.
 */
export default function AdvertsPage() {
  const { t } = useTranslation('catalogue');
  usePageMeta(t('meta.advertsTitle'), t('meta.advertsDescription'));
  return (
    <div className="container-page py-10 sm:py-14">
      <SearchSection variant="page" />
    </div>
  );
}
