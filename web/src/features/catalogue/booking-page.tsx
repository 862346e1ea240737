import Check from 'lucide-react/icons/check';
import { zodResolver } from '@hookform/resolvers/zod';
import { BOOKING_DURATIONS, BOOKING_MAX_DAYS_AHEAD, bookingBody, type BookingBody } from '@velvet/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { PageSpinner } from '../../components/ui/spinner';
import { SelectField, TextAreaField, TextField, WholeNumberField } from '../../components/ui/field';
import { FormCard, FormCardSubmit } from '../../components/ui/form-card';
import { NotFoundMessage } from '../../components/ui/not-found-message';
import { ApiError, serverFieldErrors } from '../../lib/api';
import { tMessage } from '../../lib/i18n';
import { usePageMeta } from '../../lib/page-meta';
import { useAdvert } from './api/advert';
import { useCreateBooking } from './api/create-booking';
import { advertAlt } from './components/advert-card';
import { detailsPath, guidFrom } from './advert-links';
import { AdvertImage } from './components/advert-image';
import { Eyebrow } from '../../components/ui/eyebrow';

/** Every field as the inputs hold it (text); the contract's schema turns age into a number. */
type FormValues = Record<Exclude<keyof BookingBody, 'age'>, string> & { age: string };

const EMPTY: Omit<FormValues, 'guid'> = {
  first_name: '',
  last_name: '',
  contact_number: '',
  email: '',
  address: '',
  address2: '',
  country: 'Denmark',
  city: '',
  postal_code: '',
  age: '',
  details: '',
  visit: 'incall',
  preferred_at: '',
  duration_minutes: '',
};

/** "2026-11-24T18:30" in the visitor's own time zone, as a datetime-local input holds it. */
function localInputValue(at: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** The booking form, validated with the contract's schema here and again on the server. */
export default function BookingPage() {
  const { t } = useTranslation('catalogue');
  const [params] = useSearchParams();
  const guid = guidFrom(params);
  const advert = useAdvert(guid);
  const [done, setDone] = useState<{ name: string } | null>(null);
  usePageMeta(
    advert.data ? t('meta.bookingWithTitle', { name: advert.data.name }) : t('meta.bookingTitle'),
    t('meta.bookingDescription'),
  );

  const unavailable =
    guid === '' ||
    (advert.error instanceof ApiError && advert.error.status >= 400 && advert.error.status < 500);
  if (unavailable) {
    return (
      <NotFoundMessage
        title={t('booking.noGuidTitle')}
        text={guid === '' ? t('booking.noGuidText') : t('booking.notFoundText')}
        to="/Adverts"
        action={t('booking.browse')}
        gap="gap-5"
      />
    );
  }
  if (advert.isPending) return <PageSpinner />;

  const name = advert.data?.name ?? '';
  return (
    <div className="container-page max-w-3xl py-10 sm:py-14">
      {done ? (
        <div
          role="status"
          className="flex flex-col items-center gap-4 rounded-2xl border border-night-700 bg-night-800/70 px-6 py-12 text-center"
        >
          <span
            aria-hidden="true"
            className="flex h-14 w-14 items-center justify-center rounded-full bg-rose-400/15 text-rose-300"
          >
            <Check className="h-7 w-7" />
          </span>
          <h1 className="text-3xl">{t('booking.doneTitle')}</h1>
          <p className="max-w-md text-mist-300">{t('booking.doneText', { name: done.name, advert: name })}</p>
          <div className="flex flex-wrap justify-center gap-3">
            <ButtonLink to={detailsPath(guid)}>{t('booking.backToAdvert', { name })}</ButtonLink>
            <ButtonLink to="/Adverts" variant="secondary">
              {t('booking.moreAdverts')}
            </ButtonLink>
          </div>
        </div>
      ) : (
        <>
          <header className="mb-8 flex flex-col items-center text-center">
            {advert.data && (
              <Link
                to={detailsPath(guid)}
                className="mb-4 block h-20 w-20 overflow-hidden rounded-full border-2 border-rose-400/60 bg-night-800"
              >
                <AdvertImage
                  asset={advert.data.main_image_asset}
                  path={advert.data.main_image}
                  alt={advertAlt(t, advert.data.name, advert.data.city)}
                  sizes="80px"
                  priority
                />
              </Link>
            )}
            <Eyebrow>{t('booking.title')}</Eyebrow>
            <h1 className="mt-2 text-3xl sm:text-4xl">
              {name ? t('booking.with', { name }) : t('booking.title')}
            </h1>
            <p className="mx-auto mt-3 max-w-xl text-mist-400">{t('booking.intro')}</p>
          </header>
          <BookingForm guid={guid} onDone={(firstName) => setDone({ name: firstName })} />
        </>
      )}
    </div>
  );
}

function BookingForm({ guid, onDone }: { guid: string; onDone: (firstName: string) => void }) {
  const { t } = useTranslation('catalogue');
  const create = useCreateBooking();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    watch,
    formState: { errors },
  } = useForm<FormValues>({
    defaultValues: { ...EMPTY, guid },
    // The schema's messages are catalogue ids, shown through tMessage below.
    resolver: zodResolver(bookingBody) as never,
  });
  const error = (field: keyof FormValues) => {
    const message = errors[field]?.message;
    return message ? tMessage(message) : undefined;
  };
  const field = (name: keyof FormValues) => ({ ...register(name), error: error(name) });
  const optional = (label: string) => (
    <>
      {label} <span className="font-normal text-mist-400">({t('booking.optional')})</span>
    </>
  );

  const outcall = watch('visit') === 'outcall';
  // Bounds of the time picker, fixed when the form opens (the server checks them again on send).
  const [bounds] = useState(() => {
    const now = new Date();
    return {
      min: localInputValue(now),
      max: localInputValue(new Date(now.getTime() + BOOKING_MAX_DAYS_AHEAD * 86_400_000)),
    };
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await create.mutateAsync(bookingBody.parse(values));
      onDone(values.first_name.trim());
      window.scrollTo({ top: 0, behavior: 'smooth' });
    } catch (failure) {
      const placed = serverFieldErrors(failure, EMPTY);
      for (const [field, message] of placed) setError(field, { message });
      if (placed[0]) setFocus(placed[0][0]);
      setError('root', { message: failure instanceof Error ? failure.message : t('booking.failed') });
    }
  });

  return (
    <FormCard onSubmit={onSubmit} className="sm:grid-cols-2 sm:p-8">
      <input type="hidden" {...register('guid')} />
      <TextField label={t('booking.firstName')} autoComplete="given-name" required {...field('first_name')} />
      <TextField label={t('booking.lastName')} autoComplete="family-name" required {...field('last_name')} />
      <TextField
        label={t('booking.contactNumber')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        required
        {...field('contact_number')}
      />
      <TextField label={t('booking.email')} type="email" autoComplete="email" required {...field('email')} />
      <TextField
        label={optional(t('booking.when'))}
        type="datetime-local"
        min={bounds.min}
        max={bounds.max}
        hint={t('booking.whenHint')}
        {...field('preferred_at')}
      />
      <SelectField
        label={optional(t('booking.duration'))}
        {...field('duration_minutes')}
        placeholder={t('booking.durationAny')}
        options={BOOKING_DURATIONS.map((minutes) => ({
          value: String(minutes),
          label: t('booking.minutes', { count: minutes }),
        }))}
      />
      <fieldset className="flex flex-col gap-2 sm:col-span-2">
        <legend className="mb-1 text-sm font-medium text-mist-300">{t('booking.visit')}</legend>
        {(['incall', 'outcall'] as const).map((visit) => (
          <label key={visit} className="flex min-h-11 cursor-pointer items-center gap-3 text-mist-100">
            <input type="radio" value={visit} className="h-5 w-5 accent-rose-400" {...register('visit')} />
            {t(`booking.${visit}`)}
          </label>
        ))}
        <p className="text-sm text-mist-400">{t('booking.outcallHint')}</p>
      </fieldset>
      {outcall && (
        <>
          <TextField
            label={t('booking.address')}
            className="sm:col-span-2"
            autoComplete="address-line1"
            required
            {...field('address')}
          />
          <TextField
            label={optional(t('booking.address2'))}
            className="sm:col-span-2"
            autoComplete="address-line2"
            {...field('address2')}
          />
          <TextField
            label={t('booking.postalCode')}
            autoComplete="postal-code"
            inputMode="numeric"
            required
            {...field('postal_code')}
          />
          <TextField label={t('booking.city')} autoComplete="address-level2" required {...field('city')} />
          <TextField
            label={optional(t('booking.country'))}
            autoComplete="country-name"
            {...field('country')}
          />
        </>
      )}
      <WholeNumberField label={t('booking.age')} min={18} max={120} required {...field('age')} />
      <TextAreaField
        label={optional(t('booking.details'))}
        className="sm:col-span-2"
        rows={5}
        placeholder={t('booking.detailsPlaceholder')}
        {...field('details')}
      />
      {errors.root?.message && (
        <p
          role="alert"
          className="rounded-lg border border-red-400/40 bg-red-400/10 px-4 py-3 text-sm text-red-200 sm:col-span-2"
        >
          {errors.root.message}
        </p>
      )}
      <FormCardSubmit
        className="w-full sm:w-auto sm:px-10"
        pending={create.isPending}
        label={t('booking.submit')}
      />
    </FormCard>
  );
}
