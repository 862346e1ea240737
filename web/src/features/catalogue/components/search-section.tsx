import { AGE_BUCKETS, SEARCH_SORTS, SEXES } from '@velvet/contract/limits';
import { useEffect, useRef, useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { StartedFieldset } from '../../../components/client-only';
import { SelectField, TextField, type SelectOption } from '../../../components/ui/field';
import { FilterCheckbox } from '../../../components/ui/filter-checkbox';
import { localized } from '../../../lib/locale';
import { Pager } from '../../../components/ui/pager';
import { useInterests } from '../api/interests';
import { searchFiltersFrom, sortFrom, useSearchAdverts } from '../api/search-adverts';
import { EMPTY_PAGINATION } from '../api/types';
import { useFocusOnPageChange, useUrlState } from '../../../lib/url-state';
import { AvailableNowFilter } from '../../availability';
import { VerifiedPhotosFilter } from '../../trust';
import { LocationNote, useVisitorLocation } from './nearby-section';
import { AdvertGrid } from './advert-grid';
import { SectionHeading } from './section-heading';
import { useYoungSite } from './young-site';

/** Age options: the 35 label sends 30 (the 30–44 bucket). */
const AGE_OPTIONS = AGE_BUCKETS.map(({ value }) => ({ value, label: value === 30 ? 35 : value }));
const TYPING_DELAY_MS = 400;
/**
 * The filter bar and its results: sex, service, age and place, with the site's pager. On the home page
 * 3/2/1 columns of 9; on /Adverts (`variant="page"`) also a sort, 24 a page and up to 5 columns.
 */
export function SearchSection({ variant = 'home' }: { variant?: 'home' | 'page' }) {
  const { t, i18n } = useTranslation('catalogue');
  const { params, page, update } = useUrlState();
  const onPage = variant === 'page';
  const sort = sortFrom(params, variant);
  const located = useVisitorLocation();
  const filters = searchFiltersFrom(params, variant, sort === 'nearest' ? located.point : null);
  const search = useSearchAdverts(filters, page);
  const site = useYoungSite();
  const interests = useInterests();
  const [place, setPlace] = useState(filters.address);
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnPageChange(heading, page);
  // One history entry per typed search, however many pauses the typing had.
  const typing = useRef(false);
  // The text a pause searched for: when it reaches the address the field may hold more keystrokes already.
  const searched = useRef<string | null>(null);

  // Typing waits for a pause before searching; a filter change always goes back to page 1.
  useEffect(() => {
    if (place.trim() === filters.address) return;
    const timer = setTimeout(() => {
      searched.current = place.trim();
      update({ q: searched.current, page: null }, { replace: typing.current });
      typing.current = true;
    }, TYPING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [place, filters.address, update]);

  // Back/forward or "clear" changed the address: show what is searched, not what was typed before. The
  // typing's own search arriving is not such a change: on a slow phone it lands after the next keystroke,
  // which the field keeps.
  useEffect(() => {
    const own = searched.current === filters.address;
    searched.current = null;
    if (own) return;
    setPlace((typed) => (typed.trim() === filters.address ? typed : filters.address));
  }, [filters.address]);

  const setFilter = (
    key: 'sex' | 'age' | 'service' | 'sort' | 'now' | 'open' | 'verified' | 'duo',
    value: string | null,
  ) => {
    typing.current = false;
    update({ [key]: value, page: null });
  };
  /** One of the bar's selects: `name` is both its form field and its key in the address. */
  const filterSelect = (
    name: 'sex' | 'service' | 'age',
    value: ComponentProps<'select'>['value'],
    placeholder: string,
    options: SelectOption[] | undefined,
  ) => (
    <SelectField
      label={t(`filter.${name}`)}
      value={value}
      onChange={(e) => setFilter(name, e.target.value)}
      name={name}
      placeholder={placeholder}
      options={options}
    />
  );
  const pagination = search.data?.pagination ?? EMPTY_PAGINATION;
  const anyFilter = Boolean(
    filters.sex ||
    filters.age ||
    filters.interests ||
    filters.address ||
    filters.availableNow ||
    filters.openNow ||
    filters.photoVerified ||
    filters.duo,
  );

  useEffect(() => {
    // A failed search is logged and the results stay as they were: an error box would hide results still
    // worth reading.
    if (search.isError) console.error('search adverts:', search.error);
  }, [search.isError, search.error]);

  return (
    <section aria-labelledby="search-title" id="search" className="scroll-mt-20">
      <SectionHeading
        headingRef={heading}
        id="search-title"
        as={onPage ? 'h1' : 'h2'}
        title={onPage ? t('adverts.title') : t('filter.title')}
        subtitle={onPage ? t('adverts.subtitle') : t('filter.subtitle')}
      />
      <form
        role="search"
        aria-labelledby="search-title"
        onSubmit={(event) => {
          event.preventDefault();
          update({ q: place.trim(), page: null });
        }}
        className={`mb-8 grid grid-cols-1 gap-4 rounded-2xl border border-night-700 bg-night-800/70 p-4 sm:grid-cols-2 sm:p-6 ${onPage ? 'lg:grid-cols-5' : 'lg:grid-cols-4'}`}
      >
        <StartedFieldset>
          {filterSelect(
            'sex',
            filters.sex,
            t('filter.selectSex'),
            SEXES.map((sex) => ({ value: sex, label: t(`filter.sexes.${sex}`) })),
          )}
          {filterSelect(
            'service',
            filters.interests,
            t('filter.allServices'),
            interests.data?.map((interest) => ({
              value: String(interest.id),
              label: localized(interest, 'name', i18n.language),
            })),
          )}
          {filterSelect('age', filters.age, t('filter.allAges'), AGE_OPTIONS)}
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
          <div className="flex flex-wrap gap-x-8 sm:col-span-2 lg:col-span-4">
            <AvailableNowFilter
              checked={filters.availableNow === true}
              onChange={(checked) => setFilter('now', checked ? '1' : null)}
            />
            <FilterCheckbox
              name="open"
              accent="accent-champagne-300"
              mark="bg-champagne-300"
              checked={filters.openNow === true}
              onChange={(checked) => setFilter('open', checked ? '1' : null)}
            >
              {t('filter.openNow')}
            </FilterCheckbox>
            <VerifiedPhotosFilter
              checked={filters.photoVerified === true}
              onChange={(checked) => setFilter('verified', checked ? '1' : null)}
            />
            <FilterCheckbox
              name="duo"
              accent="accent-rose-400"
              mark="bg-rose-400"
              checked={filters.duo === true}
              onChange={(checked) => setFilter('duo', checked ? '1' : null)}
            >
              {t('filter.duo')}
            </FilterCheckbox>
          </div>
          {onPage && (
            <SelectField
              label={t('filter.sort')}
              value={sort}
              onChange={(e) => setFilter('sort', e.target.value === 'validated' ? '' : e.target.value)}
              name="sort"
              options={SEARCH_SORTS.map((value) => ({ value, label: t(`filter.sorts.${value}`) }))}
            />
          )}
        </StartedFieldset>
      </form>
      {onPage && sort === 'nearest' && <LocationNote located={located} />}
      {!onPage && site.allInTopRow && !anyFilter ? (
        // A young site's every advert is in the row at the top: the unfiltered list would only repeat it.
        <p data-testid="all-above" className="text-center text-sm text-mist-300">
          {t('filter.allAbove', { count: site.total })}
        </p>
      ) : (
        <>
          <div className="mb-4 flex min-h-6 items-center justify-between gap-4 text-sm text-mist-400">
            <p aria-live="polite">{search.data ? t('filter.results', { count: pagination.total }) : ''}</p>
            {anyFilter && (
              <button
                type="button"
                className="min-h-11 rounded-full px-3 text-rose-300 underline-offset-4 hover:underline"
                onClick={() => {
                  setPlace('');
                  typing.current = false;
                  update({ sex: null, age: null, service: null, q: null, now: null, sort: null, page: null });
                }}
              >
                {t('filter.clear')}
              </button>
            )}
          </div>
          <AdvertGrid
            label={onPage ? t('adverts.title') : t('filter.title')}
            dense={onPage}
            priorityFirst={onPage}
            skeletons={onPage ? 12 : 6}
            adverts={search.data?.escorts}
            isPending={search.isPending}
            isFetching={search.isFetching}
            isError={search.isError}
            onRetry={() => void search.refetch()}
            empty={
              // Nothing matches what the visitor chose, or there is nothing yet at all: each says its own.
              anyFilter ? (
                <>
                  <p className="text-lg text-mist-100">{t('filter.noResults')}</p>
                  <p className="mt-1 text-sm text-mist-400">{t('filter.noResultsHint')}</p>
                </>
              ) : (
                <>
                  <p className="text-lg text-mist-100">{t('filter.noAdvertsYet')}</p>
                  <p className="mt-1 text-sm text-mist-400">{t('filter.noAdvertsYetHint')}</p>
                </>
              )
            }
          />
          {pagination.total > 0 && (
            <Pager
              page={Math.min(page, pagination.total_pages)}
              totalPages={pagination.total_pages}
              loading={search.isFetching}
              onChange={(next) => {
                typing.current = false;
                update({ page: next === 1 ? null : next });
              }}
            />
          )}
        </>
      )}
    </section>
  );
}
