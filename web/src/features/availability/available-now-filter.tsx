import { useTranslation } from 'react-i18next';
import { FilterCheckbox } from '../../components/ui/filter-checkbox';

/** The home filter's "Available now" checkbox: only adverts whose advertiser is available now. */
export function AvailableNowFilter(props: { checked: boolean; onChange: (checked: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <FilterCheckbox
      name="now"
      accent="accent-emerald-400"
      mark="bg-emerald-400"
      className="sm:col-span-2 lg:col-span-4"
      {...props}
    >
      {t('availableNow')}
    </FilterCheckbox>
  );
}
