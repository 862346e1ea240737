import { SEXES, type GeoPlace, type RegistrationFieldsInput } from '@velvet/contract';
import { lazy, useId, useRef, useState, type ReactNode } from 'react';
import { ClientOnly } from '../../../components/client-only';
import {
  Controller,
  useController,
  useFormContext,
  type FieldError,
  type FieldValues,
  type Path,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldMessages, SelectField, TextField, WholeNumberField } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { messagesLoaded, tMessage } from '../../../lib/i18n';
import { lookupPostcode } from '../api/postcode';
import { errorText } from '../form-errors';
import { AddressCombobox } from './address-combobox';
import { InterestCheckboxes } from './interest-checkboxes';
import { PhoneCodeSelect } from './phone-code-select';

/** The fields the registration form and the dashboard share; both forms hold them under these names. */
export type ProfileValues = Pick<
  RegistrationFieldsInput,
  | 'name'
  | 'phone_code'
  | 'phone_number'
  | 'phone_country_code'
  | 'zip_code'
  | 'address'
  | 'show_street_address'
  | 'city'
  | 'state'
  | 'country'
  | 'latitude'
  | 'longitude'
  | 'age'
  | 'height'
  | 'weight'
  | 'burst'
  | 'about'
  | 'eye_color'
  | 'hair_color'
  | 'sex'
  | 'user_interests'
>;

// Tiptap and ProseMirror are most of this page's weight: the rest of the form need not wait for them.
const RichTextEditor = lazy(() =>
  import('../../../components/rich-text-editor').then((module) => ({ default: module.RichTextEditor })),
);

/** A ZIP code complete enough to look up (Danish codes have four digits). */
const LOOKUP_ZIP = /^\d{4}$/;

/** A form error's message key, translated. */
export function useFieldError() {
  const {
    formState: { errors },
  } = useFormContext();
  return (name: string): string | undefined => errorText(errors[name] as FieldError | undefined);
}

/** A field's registration and its error's text together, from the surrounding form: `{...field('city')}`. */
export function useFieldProps<T extends FieldValues>() {
  const { register } = useFormContext<T>();
  const fieldError = useFieldError();
  return (name: Path<T>) => ({ ...register(name), error: fieldError(name) });
}

/**
 * "Show my street address": off by default, so visitors see postcode and town only. The explanation
 * sits next to the box because the choice is about the advertiser's safety.
 */
function StreetAddressSwitch() {
  const { t } = useTranslation('accounts');
  const { register } = useFormContext<ProfileValues>();
  const hintId = useId();
  return (
    <div className="flex flex-col gap-1 sm:col-span-2">
      <label className="flex cursor-pointer items-start gap-3 text-sm text-mist-100">
        <input
          type="checkbox"
          className="mt-0.5 h-5 w-5 shrink-0 accent-rose-400"
          aria-describedby={hintId}
          {...register('show_street_address')}
        />
        <span>{t('address.showStreet')}</span>
      </label>
      <p id={hintId} className="ml-8 text-sm text-mist-400">
        {t('address.showStreetHint')}
      </p>
    </div>
  );
}

/** "About" in the rich text editor, its code loaded when `until` says; a labelled spinner stands in till then. */
function AboutField({ until }: { until: 'hydrated' | 'interaction' }) {
  const { t } = useTranslation('accounts');
  const { field } = useController<ProfileValues, 'about'>({ name: 'about' });
  const fieldError = useFieldError();
  return (
    <div className="sm:col-span-2">
      <ClientOnly
        until={until}
        fallback={
          <div className="flex flex-col gap-1.5">
            <span className="text-sm font-medium text-mist-300">{t('fields.about')}</span>
            <div className="flex min-h-50 items-center justify-center rounded-lg border border-night-600 bg-night-950">
              <Spinner label={t('editor.loading')} />
            </div>
          </div>
        }
      >
        <RichTextEditor
          label={t('fields.about')}
          value={String(field.value ?? '')}
          onChange={field.onChange}
          error={fieldError('about')}
          hint={t('editor.hint')}
        />
      </ClientOnly>
    </div>
  );
}

/** The services offered, ticked in the list of interests. */
function InterestsField() {
  const { field } = useController<ProfileValues, 'user_interests'>({ name: 'user_interests' });
  const fieldError = useFieldError();
  return (
    <div className="sm:col-span-2">
      <InterestCheckboxes
        value={Array.isArray(field.value) ? field.value.map(Number) : []}
        onChange={field.onChange}
        error={fieldError('user_interests')}
      />
    </div>
  );
}

/**
 * Every advert field in the form's order: name, (email), phone, ZIP, address, city, country, age,
 * hair colour, height, burst, eye colour, sex, weight, (passwords), about and interests. The page
 * supplies what differs between registration and dashboard through the slots.
 */
export function ProfileFields({
  afterName,
  beforeAbout,
  editorUntil = 'hydrated',
}: {
  afterName?: ReactNode;
  beforeAbout?: ReactNode;
  /** When the rich text editor's code loads: with the page, or (a public form) at the first interaction. */
  editorUntil?: 'hydrated' | 'interaction';
}) {
  const { t } = useTranslation('accounts');
  const { register, control, setValue } = useFormContext<ProfileValues>();
  const fieldError = useFieldError();
  const field = useFieldProps<ProfileValues>();
  const [zipWarning, setZipWarning] = useState(false);
  const [zipBusy, setZipBusy] = useState(false);
  const lastLookup = useRef<string>('');
  const zipAtFocus = useRef<string>('');
  const phoneId = useId();
  const phoneError = fieldError('phone_number');

  const fill = (place: GeoPlace, withAddress: boolean) => {
    const options = { shouldDirty: true, shouldValidate: false } as const;
    if (withAddress) {
      setValue('address', place.address, options);
      setValue('zip_code', place.zip_code, options);
      lastLookup.current = place.zip_code;
    }
    setValue('city', place.city, options);
    setValue('state', place.state, options);
    setValue('country', place.country, options);
    setValue('latitude', place.latitude, options);
    setValue('longitude', place.longitude, options);
  };

  // A changed ZIP is geocoded; no result blanks the place fields and shows the warning.
  async function lookUp(zip: string) {
    const code = zip.trim();
    if (!code || code === lastLookup.current) return;
    lastLookup.current = code;
    setZipBusy(true);
    try {
      const [place] = await Promise.all([lookupPostcode(code), messagesLoaded()]);
      if (lastLookup.current !== code) return;
      if (place) {
        fill(place, false);
        setZipWarning(false);
      } else {
        const options = { shouldDirty: true } as const;
        setValue('city', '', options);
        setValue('state', '', options);
        setValue('country', '', options);
        setValue('latitude', null, options);
        setValue('longitude', null, options);
        setZipWarning(true);
      }
    } catch {
      // Geocoding failures are only logged; the fields stay as typed, so nothing the advertiser wrote is
      // lost.
      lastLookup.current = '';
      console.warn('ZIP lookup failed');
    } finally {
      setZipBusy(false);
    }
  }

  const zip = register('zip_code', {
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      if (LOOKUP_ZIP.test(event.target.value.trim())) void lookUp(event.target.value);
    },
    onBlur: (event: React.FocusEvent<HTMLInputElement>) => {
      if (event.target.value !== zipAtFocus.current) void lookUp(event.target.value);
    },
  });

  return (
    <>
      <TextField label={t('fields.name')} autoComplete="name" {...field('name')} />
      {afterName}
      <fieldset className="flex flex-col gap-1.5">
        <legend className="mb-1.5 text-sm font-medium text-mist-300">{t('fields.phone')}</legend>
        <div className="flex gap-2">
          <Controller
            control={control}
            name="phone_code"
            render={({ field }) => (
              <PhoneCodeSelect
                value={String(field.value ?? '')}
                onChange={(code, country) => {
                  field.onChange(code);
                  setValue('phone_country_code', country, { shouldDirty: true });
                }}
                error={fieldError('phone_code')}
              />
            )}
          />
          <div className="flex flex-1 flex-col gap-1.5">
            <input
              id={phoneId}
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              aria-label={t('fields.phoneNumber')}
              placeholder={t('placeholders.phone')}
              aria-invalid={phoneError ? true : undefined}
              aria-describedby={phoneError ? `${phoneId}-error` : undefined}
              className="w-full rounded-lg border border-night-600 bg-night-950 px-3 py-2.5 text-mist-100 placeholder:text-mist-400 focus:border-rose-400 aria-[invalid=true]:border-red-400"
              {...register('phone_number')}
            />
            <FieldMessages id={phoneId} error={phoneError} />
          </div>
        </div>
      </fieldset>
      <div className="flex flex-col gap-1.5">
        <TextField
          label={t('fields.zipCode')}
          inputMode="numeric"
          autoComplete="postal-code"
          error={fieldError('zip_code')}
          hint={zipBusy ? t('address.lookingUp') : t('address.zipHint')}
          {...zip}
          onFocus={(event) => {
            zipAtFocus.current = event.target.value;
          }}
        />
        <div aria-live="polite">
          {zipWarning && (
            <p className="rounded-lg border border-champagne-400/40 bg-champagne-400/10 px-3 py-2 text-sm text-champagne-300">
              {tMessage('accounts.zip_lookup_failed')}
            </p>
          )}
        </div>
      </div>
      <Controller
        control={control}
        name="address"
        render={({ field }) => (
          <AddressCombobox
            label={t('fields.address')}
            name={field.name}
            ref={field.ref}
            value={String(field.value ?? '')}
            onChange={field.onChange}
            onBlur={field.onBlur}
            onSelect={(place) => {
              fill(place, true);
              setZipWarning(false);
            }}
            error={fieldError('address')}
          />
        )}
      />
      <StreetAddressSwitch />
      <TextField label={t('fields.city')} autoComplete="address-level2" {...field('city')} />
      <TextField label={t('fields.country')} autoComplete="country-name" {...field('country')} />
      <input type="hidden" {...register('state')} />
      <input type="hidden" {...register('latitude')} />
      <input type="hidden" {...register('longitude')} />
      <WholeNumberField label={t('fields.age')} min={18} max={99} {...field('age')} />
      <TextField label={t('fields.hairColor')} {...field('hair_color')} />
      <WholeNumberField label={t('fields.height')} min={100} max={250} {...field('height')} />
      <TextField label={t('fields.burst')} {...field('burst')} />
      <TextField label={t('fields.eyeColor')} {...field('eye_color')} />
      <SelectField
        label={t('fields.sex')}
        {...field('sex')}
        placeholder={t('sex.select')}
        options={SEXES.map((sex) => ({ value: sex, label: t(`sex.${sex}`) }))}
      />
      <WholeNumberField label={t('fields.weight')} min={30} max={300} {...field('weight')} />
      {beforeAbout}
      <AboutField until={editorUntil} />
      <InterestsField />
    </>
  );
}
