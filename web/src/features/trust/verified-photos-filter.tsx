import { useTranslation } from 'react-i18next';
import { FilterCheckbox } from '../../components/ui/filter-checkbox';

/** The home filter's "Verified photos" checkbox: only adverts whose photos an operator has verified. */
export function VerifiedPhotosFilter(props: { checked: boolean; onChange: (checked: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <FilterCheckbox name="verified" accent="accent-sky-300" mark="border border-sky-300" {...props}>
      {t('verifiedPhotos')}
    </FilterCheckbox>
  );
}
