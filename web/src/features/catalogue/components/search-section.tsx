import { AGE_BUCKETS, SEXES } from '@velvet/contract/limits';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../../components/ui/field';
import { Pager } from '../../../components/ui/pager';
import { useInterests } from '../api/interests';
import { useSearchAdverts, type SearchFilters } from '../api/search-adverts';
import { EMPTY_PAGINATION } from '../api/types';
import { pageFrom, useUrlState } from '../use-url-state';
import { AvailableNowFilter } from '../../availability/available-now-filter';
import { AdvertGrid } from './advert-grid';
import { SectionHeading } from './section-heading';

/** SPEC §5 age options: the 35 label sends 30 (the 30–44 bucket). */
const AGE_OPTIONS = AGE_BUCKETS.map(({ value }) => ({ value, label: value === 30 ? 35 : value }));
const TYPING_DELAY_MS = 400;

/** Home filter: sex, service, age and place, results 3/2/1 columns with the SPEC pager. */
export function SearchSection() {
  const { t, i18n } = useTranslation('catalogue');
  const [params, update] = useUrlState();
  const filters: SearchFilters = {
    sex: params.get('sex') ?? '',
    age: params.get('age') ?? '',
    interests: params.get('service') ?? '',
    address: params.get('q') ?? '',
    availableNow: params.get('now') === '1',
  };
  const page = pageFrom(params, 'page');
  const search = useSearchAdverts(filters, page);
  const interests = useInterests();
  const [place, setPlace] = useState(filters.address);

  // Typing waits for a pause before searching; a filter change always goes back to page 1 (DESIGN §5).
  useEffect(() => {
    if (place.trim() === filters.address) return;
    const timer = setTimeout(() => update({ q: place.trim(), page: null }), TYPING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [place, filters.address, update]);

  // Back/forward or "clear" changed the address: show what is searched, not what was typed before.
  useEffect(() => {
    setPlace((typed) => (typed.trim() === filters.address ? typed : filters.address));
  }, [filters.address]);

  const setFilter = (key: 'sex' | 'age' | 'service', value: string) => update({ [key]: value, page: null });
  const pagination = search.data?.pagination ?? EMPTY_PAGINATION;
  const anyFilter = Boolean(
    filters.sex || filters.age || filters.interests || filters.address || filters.availableNow,
  );

  useEffect(() => {
    // SPEC §8: a failed search is logged and the results stay as they were.
    if (search.isError) console.error('search adverts:', search.error);
  }, [search.isError, search.error]);

  return (
    <section aria-labelledby="search-title" id="search" className="scroll-mt-20">
      <SectionHeading id="search-title" title={t('filter.title')} subtitle={t('filter.subtitle')} />
      <form
        role="search"
        aria-labelledby="search-title"
        onSubmit={(event) => {
          event.preventDefault();
          update({ q: place.trim(), page: null });
        }}
        className="mb-8 grid grid-cols-1 gap-4 rounded-2xl border border-night-700 bg-night-800/70 p-4 sm:grid-cols-2 sm:p-6 lg:grid-cols-4"
      >
        <SelectField
          label={t('filter.sex')}
          value={filters.sex}
          onChange={(e) => setFilter('sex', e.target.value)}
          name="sex"
        >
          <option value="">{t('filter.selectSex')}</option>
          {SEXES.map((sex) => (
            <option key={sex} value={sex}>
              {t(`filter.sexes.${sex}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('filter.service')}
          value={filters.interests}
          onChange={(e) => setFilter('service', e.target.value)}
          name="service"
        >
          <option value="">{t('filter.allServices')}</option>
          {interests.data?.map((interest) => (
            <option key={interest.id} value={String(interest.id)}>
              {i18n.language === 'da' ? interest.name_da : interest.name_en}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('filter.age')}
          value={filters.age}
          onChange={(e) => setFilter('age', e.target.value)}
          name="age"
        >
          <option value="">{t('filter.allAges')}</option>
          {AGE_OPTIONS.map(({ value, label }) => (
            <option key={value} value={String(value)}>
              {label}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('filter.place')}
          type="search"
          name="q"
          value={place}
          onChange={(e) => setPlace(e.target.value)}
          placeholder={t('filter.placePlaceholder')}
          autoComplete="postal-code"
          enterKeyHint="search"
        />
        <AvailableNowFilter
          checked={filters.availableNow === true}
          onChange={(checked) => update({ now: checked ? '1' : null, page: null })}
        />
      </form>
      <div className="mb-4 flex min-h-6 items-center justify-between gap-4 text-sm text-mist-400">
        <p aria-live="polite">{search.data ? t('filter.results', { count: pagination.total }) : ''}</p>
        {anyFilter && (
          <button
            type="button"
            className="min-h-11 rounded-full px-3 text-rose-300 underline-offset-4 hover:underline"
            onClick={() => {
              setPlace('');
              update({ sex: null, age: null, service: null, q: null, now: null, page: null });
            }}
          >
            {t('filter.clear')}
          </button>
        )}
      </div>
      <AdvertGrid
        label={t('filter.title')}
        adverts={search.data?.escorts}
        isPending={search.isPending}
        isFetching={search.isFetching}
        isError={search.isError}
        onRetry={() => void search.refetch()}
        empty={
          <>
            <p className="text-lg text-mist-100">{t('filter.noResults')}</p>
            <p className="mt-1 text-sm text-mist-400">{t('filter.noResultsHint')}</p>
          </>
        }
      />
      {pagination.total > 0 && (
        <Pager
          page={Math.min(page, pagination.total_pages)}
          totalPages={pagination.total_pages}
          loading={search.isFetching}
          onChange={(next) => update({ page: next === 1 ? null : next })}
        />
      )}
    </section>
  );
}
