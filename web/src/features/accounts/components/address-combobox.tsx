import type { GeoPlace } from '@velvet/contract';
import { forwardRef, useEffect, useId, useState, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { useSuggestPlaces } from '../api/suggest-places';
import { FieldMessages } from '../../../components/ui/field';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'onSelect' | 'value' | 'onChange'> & {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** A suggestion was chosen: the form fills address, city, state, country, ZIP and coordinates. */
  onSelect: (place: GeoPlace) => void;
  error?: string | undefined;
};

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * The address field with suggestions (the "maps autocomplete"), following the ARIA 1.2 combobox
 * pattern: arrows move through the list, Enter picks, Escape closes; the count is announced.
 */
export const AddressCombobox = forwardRef<HTMLInputElement, Props>(function AddressCombobox(
  { label, value, onChange, onSelect, error, id, onBlur, ...props },
  ref,
) {
  const { t } = useTranslation('accounts');
  const auto = useId();
  const fieldId = id ?? auto;
  const listId = `${fieldId}-list`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const query = useDebounced(value, 250);
  const suggestions = useSuggestPlaces(open ? query : '');
  const places = open && query.trim().length >= 2 ? (suggestions.data ?? []) : [];
  const expanded = open && places.length > 0;

  function choose(place: GeoPlace) {
    onSelect(place);
    setOpen(false);
    setActive(-1);
  }

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={fieldId} className="text-sm font-medium text-mist-300">
        {label}
      </label>
      <div className="relative">
        <input
          ref={ref}
          id={fieldId}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${fieldId}-error` : `${fieldId}-hint`}
          value={value}
          onChange={(event) => {
            onChange(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown') {
              event.preventDefault();
              setOpen(true);
              if (places.length) setActive((i) => (i + 1) % places.length);
            } else if (event.key === 'ArrowUp') {
              event.preventDefault();
              if (places.length) setActive((i) => (i <= 0 ? places.length - 1 : i - 1));
            } else if (event.key === 'Enter' && expanded && active >= 0 && places[active]) {
              event.preventDefault();
              choose(places[active]);
            } else if (event.key === 'Escape' && open) {
              event.preventDefault();
              setOpen(false);
              setActive(-1);
            }
          }}
          onBlur={(event) => {
            // A click on an option lands after blur: close a moment later.
            window.setTimeout(() => setOpen(false), 150);
            onBlur?.(event);
          }}
          className="w-full rounded-lg border border-night-600 bg-night-950 px-3 py-2.5 text-mist-100 placeholder:text-mist-400 focus:border-rose-400 aria-[invalid=true]:border-red-400"
          {...props}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label={t('address.suggestions')}
          hidden={!expanded}
          className="absolute left-0 right-0 top-full z-30 mt-1 max-h-64 overflow-auto rounded-lg border border-night-600 bg-night-800 py-1 shadow-xl"
        >
          {places.map((place, index) => (
            <li
              key={`${place.label}-${index}`}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(place)}
              className="cursor-pointer px-3 py-2.5 text-sm text-mist-100 hover:bg-white/10 aria-selected:bg-rose-400 aria-selected:text-night-950"
            >
              {place.label}
            </li>
          ))}
        </ul>
      </div>
      <p id={`${fieldId}-hint`} className={error ? 'sr-only' : 'text-xs text-mist-400'}>
        {t('address.hint')}
      </p>
      <p className="sr-only" aria-live="polite">
        {open && query.trim().length >= 2 && suggestions.isSuccess
          ? t('address.count', { count: places.length })
          : ''}
      </p>
      <FieldMessages id={fieldId} error={error} />
    </div>
  );
});
