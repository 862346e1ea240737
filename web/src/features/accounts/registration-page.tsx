import {
  DEFAULT_PHONE_CODE,
  DEFAULT_PHONE_COUNTRY_CODE,
  OTP_RESEND_LOCK_SECONDS,
} from '@velvet/contract/limits';
import type { RegistrationFields, RegistrationFieldsInput } from '@velvet/contract';
import { useRef, useState } from 'react';
import { FormProvider, useForm, useFormContext, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { StartedFieldset } from '../../components/client-only';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import { SubmitButton } from '../../components/ui/button';
import { TextLink } from '../../components/ui/text-link';
import { tMessage } from '../../lib/i18n';
import { lazyZodResolver } from '../../lib/lazy-resolver';
import { usePageMeta } from '../../lib/page-meta';
import { setSession } from '../../lib/session';
import { useRegister } from './api/register';
import { ImagesPicker, MainImagePicker, VideosPicker } from './components/media-pickers';
import { EmailField } from './components/email-field';
import { PasswordField } from '../../components/ui/password-field';
import { ProfileFields, useFieldError, useFieldProps } from './components/profile-fields';
import { MediaSection, ProfileSection } from './components/profile-sections';
import { applyServerErrors, focusFirstInvalid } from './form-errors';
import { useScreeningChoices } from '../field-tools';
import { SelectField, TextAreaField } from '../../components/ui/field';
import { TitledSection } from '../../components/ui/titled-section';

// The schemas (and zod) load with the first interaction: the page's first load carries none of them.
const contract = () => import('./registration-schemas');
const resolver = lazyZodResolver(() => contract().then((m) => m.registrationFields));

const useFormContextTyped = () => useFormContext<RegistrationFieldsInput>();

type FileErrors = Partial<Record<'main_image' | 'images' | 'videos', string>>;

const defaults = {
  name: '',
  email: '',
  password: '',
  confirmPassword: '',
  phone_code: DEFAULT_PHONE_CODE,
  phone_number: '',
  phone_country_code: DEFAULT_PHONE_COUNTRY_CODE,
  zip_code: '',
  address: '',
  city: '',
  state: '',
  country: '',
  latitude: null,
  longitude: null,
  age: '',
  height: '',
  weight: '',
  burst: '',
  about: '',
  eye_color: '',
  hair_color: '',
  // The select starts on "Select…": an empty value the schema reports as 'Sex is required.'
  sex: '' as RegistrationFieldsInput['sex'],
  is_user: 0,
  user_interests: [],
  screening: 'none',
  deposit_policy: '',
  consent_adult: false,
  consent_independent: false,
  show_street_address: false,
  consent_terms: false,
} satisfies Required<RegistrationFieldsInput>;

// Every field of the form (the defaults name them all): a server error for one of them is shown beside it.
const FORM_FIELDS = Object.keys(defaults);

/** "Create advert": every field, validated on submit, multipart to `auth/register`. */
export default function RegistrationPage() {
  const { t } = useTranslation('accounts');
  usePageMeta(`${t('registration.title')} — Velvet`, t('registration.intro'));
  const navigate = useNavigate();
  const location = useLocation();
  const prefillName = (location.state as { name?: string } | null)?.name ?? '';

  const form = useForm<RegistrationFieldsInput, unknown, RegistrationFields>({
    resolver,
    defaultValues: { ...defaults, name: prefillName },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // Focus goes to the first invalid field in reading order, files and consents included (below).
    shouldFocusError: false,
  });
  const [mainImage, setMainImage] = useState<File | null>(null);
  const [images, setImages] = useState<File[]>([]);
  const [videos, setVideos] = useState<File[]>([]);
  const [fileErrors, setFileErrors] = useState<FileErrors>({});
  const registerMutation = useRegister();
  const formRef = useRef<HTMLFormElement>(null);

  /** "At least one image" and "Main image" — checked beside the text fields. */
  async function checkFiles(): Promise<boolean> {
    const { registrationMedia } = await contract();
    const result = registrationMedia.safeParse({
      main_image: mainImage ? 1 : 0,
      images: images.length,
      videos: videos.length,
    });
    const errors: FileErrors = {};
    if (!result.success) {
      for (const issue of result.error.issues) {
        const field = issue.path[0] as keyof FileErrors;
        errors[field] ??= tMessage(issue.message);
      }
    }
    setFileErrors(errors);
    return result.success;
  }

  async function onInvalid(errors: FieldErrors<RegistrationFieldsInput>) {
    await checkFiles();
    focusFirstInvalid(formRef.current);
    // An empty country means the ZIP lookup failed — that toast alone, and stop.
    if (errors.country) toast.error(tMessage('accounts.zip_field_invalid'));
    else toast.error(tMessage('accounts.all_fields_required'));
  }

  async function onValid(fields: RegistrationFields) {
    if (!(await checkFiles()) || !mainImage) {
      focusFirstInvalid(formRef.current);
      toast.error(tMessage('accounts.all_fields_required'));
      return;
    }
    registerMutation.mutate(
      { fields, files: { mainImage, images, videos } },
      {
        onSuccess: (id) => {
          setSession({ userId: String(id) });
          // The code was just sent: Resend waits out the server's lock from the start.
          void navigate(`/otpscreen/${encodeURIComponent(fields.email)}`, {
            state: { resendLockedUntil: Date.now() + OTP_RESEND_LOCK_SECONDS * 1000 },
          });
        },
        onError: (error) => {
          const rest = applyServerErrors(error, form.setError, FORM_FIELDS);
          setFileErrors({ main_image: rest.main_image, images: rest.images, videos: rest.videos });
          // The refused field may be far up the page (a photo, the email): take the advertiser there.
          focusFirstInvalid(formRef.current);
          toast.error(error.message || tMessage('accounts.registration_failed'));
        },
      },
    );
  }

  const pending = registerMutation.isPending;
  return (
    <div className="container-page max-w-4xl py-8 sm:py-12">
      <header className="mb-8">
        <h1 className="text-3xl sm:text-4xl">{t('registration.title')}</h1>
        <p className="mt-2 text-mist-300">{t('registration.intro')}</p>
        <p className="mt-2 text-sm text-mist-400">
          {t('registration.haveAccount')} <TextLink to="/login">{t('registration.signIn')}</TextLink>
        </p>
      </header>
      <FormProvider {...form}>
        <form
          ref={formRef}
          noValidate
          onSubmit={(event) => void form.handleSubmit(onValid, onInvalid)(event)}
          className="flex flex-col gap-8"
        >
          <StartedFieldset>
            <ProfileSection id="reg-profile" title={t('registration.profileSection')}>
              <ProfileFields
                afterName={<AccountEmailField />}
                beforeAbout={<PasswordFields />}
                editorUntil="interaction"
              />
            </ProfileSection>
            <MediaSection id="reg-media">
              <MainImagePicker
                file={mainImage}
                onChange={(file) => {
                  setMainImage(file);
                  if (file) setFileErrors((errors) => ({ ...errors, main_image: undefined }));
                }}
                error={fileErrors.main_image}
              />
              <ImagesPicker
                files={images}
                onChange={(files) => {
                  setImages(files);
                  if (files.length) setFileErrors((errors) => ({ ...errors, images: undefined }));
                }}
                error={fileErrors.images}
              />
              <VideosPicker files={videos} onChange={setVideos} error={fileErrors.videos} />
            </MediaSection>
            <ScreeningSection />
            <Consents />
            <div className="flex flex-col items-stretch gap-3 sm:flex-row sm:items-center sm:justify-end">
              <SubmitButton
                className="sm:min-w-48"
                pending={pending}
                pendingLabel={t('registration.creating')}
              >
                {t('registration.create')}
              </SubmitButton>
            </div>
          </StartedFieldset>
        </form>
      </FormProvider>
    </div>
  );
}

function AccountEmailField() {
  const field = useFieldProps<RegistrationFieldsInput>();
  return <EmailField {...field('email')} />;
}

function PasswordFields() {
  const { t } = useTranslation('accounts');
  const field = useFieldProps<RegistrationFieldsInput>();
  return (
    <>
      <PasswordField
        label={t('fields.password')}
        autoComplete="new-password"
        hint={t('password.rules')}
        {...field('password')}
      />
      <PasswordField
        label={t('fields.confirmPassword')}
        autoComplete="new-password"
        {...field('confirmPassword')}
      />
    </>
  );
}

/** What screening a client goes through and the deposit terms: optional, said up front on the advert. */
function ScreeningSection() {
  const choices = useScreeningChoices();
  const field = useFieldProps<RegistrationFieldsInput>();
  return (
    <TitledSection title={choices.title}>
      <div className="mt-4 flex flex-col gap-4">
        <SelectField
          label={choices.screeningLabel}
          options={choices.options}
          className="sm:max-w-sm"
          {...field('screening')}
        />
        <TextAreaField label={choices.depositLabel} hint={choices.depositHint} {...field('deposit_policy')} />
        <p className="text-sm text-champagne-300">{choices.warning}</p>
      </div>
    </TitledSection>
  );
}

function Consents() {
  const { t } = useTranslation('accounts');
  const fieldError = useFieldError();
  const { register } = useFormContextTyped();
  const items = [
    { name: 'consent_adult', label: t('consents.adult') },
    { name: 'consent_independent', label: t('consents.independent') },
  ] as const;
  const termsError = fieldError('consent_terms');
  return (
    <fieldset className="rounded-2xl border border-night-700 bg-night-800/60 p-4 sm:p-6">
      <legend className="px-1 text-xl font-[family-name:var(--font-display)]">{t('consents.title')}</legend>
      <div className="mt-2 flex flex-col gap-3">
        {items.map((item) => {
          const error = fieldError(item.name);
          return (
            <div key={item.name}>
              <label className="flex cursor-pointer items-start gap-3 text-sm text-mist-100">
                <input
                  type="checkbox"
                  className="mt-0.5 h-5 w-5 shrink-0 accent-rose-400"
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${item.name}-error` : undefined}
                  {...register(item.name)}
                />
                <span>{item.label}</span>
              </label>
              {error && (
                <p id={`${item.name}-error`} role="alert" className="ml-8 mt-1 text-sm text-red-300">
                  {error}
                </p>
              )}
            </div>
          );
        })}
        <div>
          <label className="flex cursor-pointer items-start gap-3 text-sm text-mist-100">
            <input
              type="checkbox"
              className="mt-0.5 h-5 w-5 shrink-0 accent-rose-400"
              aria-invalid={termsError ? true : undefined}
              aria-describedby={termsError ? 'consent_terms-error' : undefined}
              {...register('consent_terms')}
            />
            <span>
              {t('consents.termsBefore')} {/* A new tab: following the link must not lose what was typed. */}
              <a
                href="/terms"
                target="_blank"
                rel="noopener"
                className="text-rose-300 underline hover:text-rose-400"
              >
                {t('consents.termsLink')}
              </a>
            </span>
          </label>
          {termsError && (
            <p id="consent_terms-error" role="alert" className="ml-8 mt-1 text-sm text-red-300">
              {termsError}
            </p>
          )}
        </div>
      </div>
    </fieldset>
  );
}
