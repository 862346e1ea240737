import { zodResolver } from '@hookform/resolvers/zod';
import {
  DEFAULT_PHONE_CODE,
  DEFAULT_PHONE_COUNTRY_CODE,
  MAX_KEPT_IMAGES,
  PROFILE_TEXT_FIELDS,
  profileUpdateFields,
  withoutUnchangedEmpty,
  type OwnProfile,
  type ProfileUpdateFields,
  type ProfileUpdateFieldsInput,
} from '@velvet/contract';
import { useId, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { SubmitButton } from '../../../components/ui/button';
import { mediaUrl } from '../../../lib/api';
import { tMessage } from '../../../lib/i18n';
import { setSession } from '../../../lib/session';
import { useUpdateProfile } from '../api/update-profile';
import { applyServerErrors, fieldProps, focusFirstInvalid } from '../form-errors';
import { ImagesPicker, MainImagePicker, VideosPicker, type StoredMedia } from './media-pickers';
import { MessageDialog } from './message-dialog';
import { PasswordField } from '../../../components/ui/password-field';
import { ProfileFields } from './profile-fields';
import { MediaSection, ProfileSection } from './profile-sections';
import { TitledSection } from '../../../components/ui/titled-section';

const FORM_FIELDS = Object.keys(profileUpdateFields.shape);

const asText = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/**
 * One gallery of the editor (images or videos): the stored media the advertiser keeps and the ones taken
 * out, the files newly chosen, and `picker`, what a gallery picker takes to show and change them.
 */
function useGallery(storedPaths: string[]) {
  const [kept, setKept] = useState(storedPaths);
  const [files, setFiles] = useState<File[]>([]);
  return {
    kept,
    deleted: storedPaths.filter((path) => !kept.includes(path)),
    files,
    picker: {
      files,
      onChange: setFiles,
      stored: kept.map((path): StoredMedia => ({ path, url: mediaUrl(path) ?? path })),
      onRemoveStored: (path: string) => setKept((paths) => paths.filter((p) => p !== path)),
    },
  };
}

function defaultsFrom(user: OwnProfile): ProfileUpdateFieldsInput {
  return {
    name: user.name,
    phone_code: user.phone_code || DEFAULT_PHONE_CODE,
    phone_number: user.phone_number,
    phone_country_code: user.phone_country_code || DEFAULT_PHONE_COUNTRY_CODE,
    zip_code: user.zip_code,
    address: user.address,
    show_street_address: user.show_street_address,
    city: user.city,
    state: user.state,
    country: user.country,
    latitude: user.latitude,
    longitude: user.longitude,
    age: asText(user.age),
    height: asText(user.height),
    weight: asText(user.weight),
    burst: user.burst,
    about: user.about,
    eye_color: user.eye_color,
    hair_color: user.hair_color,
    sex: (user.sex ?? '') as ProfileUpdateFieldsInput['sex'],
    user_interests: user.user_interest.map((item) => item.interest_id),
    current_password: '',
    new_password: '',
    new_password_confirmation: '',
  };
}

/** Builds the `escort/update-profile` multipart body from the validated form and the media state. */
function profileFormData(
  fields: ProfileUpdateFields,
  media: {
    mainImage: File | null;
    keptImages: string[];
    deletedImages: string[];
    newImages: File[];
    keptVideos: string[];
    deletedVideos: string[];
    newVideos: File[];
  },
): FormData {
  const body = new FormData();
  // Text fields are sent only when filled (empty ones are left out, so they keep their stored value).
  for (const key of PROFILE_TEXT_FIELDS) {
    const value = fields[key];
    if (value !== undefined && value !== null && String(value).trim() !== '') body.append(key, String(value));
  }
  body.append('is_user', '0');
  // A switch is always sent: unticking it is a change too.
  body.append('show_street_address', String(fields.show_street_address ?? false));
  // The about text may be cleared on purpose, so it is always sent.
  body.append('about', fields.about ?? '');
  body.append('user_interests', JSON.stringify(fields.user_interests ?? []));
  body.append('existing_images', JSON.stringify(media.keptImages));
  body.append('deleted_files', JSON.stringify(media.deletedImages));
  body.append('existing_videos', JSON.stringify(media.keptVideos));
  body.append('deleted_video_files', JSON.stringify(media.deletedVideos));
  if (media.mainImage) body.append('main_image', media.mainImage);
  media.newImages.forEach((file, i) => body.append(`images[${i}]`, file));
  media.newVideos.forEach((file, i) => body.append(`videos[${i}]`, file));
  if (fields.new_password) {
    body.append('current_password', fields.current_password ?? '');
    body.append('new_password', fields.new_password);
    body.append('new_password_confirmation', fields.new_password_confirmation ?? '');
  }
  return body;
}

/** Every profile field with the registration's rules, media management and the password change. */
export function ProfileEditor({ user, onSaved }: { user: OwnProfile; onSaved: (message: string) => void }) {
  const { t } = useTranslation('accounts');
  const id = useId();
  const form = useForm<ProfileUpdateFieldsInput, unknown, ProfileUpdateFields>({
    // A bust size the advert never had may stay empty; emptying one it had is still refused.
    resolver: (values, context, options) =>
      zodResolver(profileUpdateFields)(withoutUnchangedEmpty(values, user), context, options),
    defaultValues: defaultsFrom(user),
  });
  const [mainImage, setMainImage] = useState<File | null>(null);
  const images = useGallery(user.images);
  const videos = useGallery(user.videos);
  const [mediaErrors, setMediaErrors] = useState<Record<string, string | undefined>>({});
  const [failed, setFailed] = useState<string | null>(null);
  const update = useUpdateProfile(String(user.id));
  const formRef = useRef<HTMLFormElement>(null);

  function submit(fields: ProfileUpdateFields) {
    if (images.kept.length > MAX_KEPT_IMAGES) {
      setMediaErrors({ images: tMessage('accounts.too_many_kept_images') });
      toast.error(tMessage('accounts.update_failed'));
      return;
    }
    setMediaErrors({});
    const body = profileFormData(fields, {
      mainImage,
      keptImages: images.kept,
      deletedImages: images.deleted,
      newImages: images.files,
      keptVideos: videos.kept,
      deletedVideos: videos.deleted,
      newVideos: videos.files,
    });
    update.mutate(body, {
      onSuccess: (message) => {
        if (fields.name) setSession({ name: fields.name });
        onSaved(message || tMessage('accounts.profile_updated'));
      },
      onError: (error) => {
        const rest = applyServerErrors(error, form.setError, FORM_FIELDS);
        setMediaErrors({
          main_image: rest.main_image,
          images: rest.images ?? rest.existing_images ?? rest.deleted_files,
          videos: rest.videos ?? rest.existing_videos ?? rest.deleted_video_files,
        });
        setFailed(error.message);
        focusFirstInvalid(formRef.current);
      },
    });
  }

  return (
    <FormProvider {...form}>
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) =>
          void form.handleSubmit(submit, () => toast.error(tMessage('accounts.update_failed')))(event)
        }
        className="flex flex-col gap-8"
      >
        <ProfileSection id={`${id}-details`} title={t('dashboard.details')}>
          <ProfileFields
            afterName={
              <div className="flex flex-col gap-1.5">
                <span className="text-sm font-medium text-mist-300">{t('fields.email')}</span>
                <p className="rounded-lg border border-night-700 bg-night-900 px-3 py-2.5 text-mist-300">
                  {user.email}
                </p>
              </div>
            }
          />
        </ProfileSection>
        <MediaSection id={`${id}-media`}>
          <MainImagePicker
            label={t('fields.mainImageReplace')}
            file={mainImage}
            onChange={setMainImage}
            stored={mediaUrl(user.main_image)}
            error={mediaErrors.main_image}
          />
          <ImagesPicker {...images.picker} error={mediaErrors.images} />
          {images.kept.length > MAX_KEPT_IMAGES && (
            <p role="status" className="text-sm text-champagne-300">
              {t('media.keepAtMost', { max: MAX_KEPT_IMAGES, count: images.kept.length })}
            </p>
          )}
          <VideosPicker {...videos.picker} error={mediaErrors.videos} />
        </MediaSection>
        <TitledSection id={`${id}-password`} title={t('dashboard.passwordTitle')}>
          <p className="mb-4 mt-1 text-sm text-mist-300">{t('dashboard.passwordIntro')}</p>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
            <PasswordField
              label={t('fields.currentPassword')}
              autoComplete="current-password"
              {...fieldProps(form, 'current_password')}
            />
            <PasswordField
              label={t('fields.newPassword')}
              autoComplete="new-password"
              {...fieldProps(form, 'new_password')}
            />
            <PasswordField
              label={t('fields.confirmNewPassword')}
              autoComplete="new-password"
              {...fieldProps(form, 'new_password_confirmation')}
            />
          </div>
        </TitledSection>
        <div className="sticky bottom-0 z-10 -mx-4 flex justify-end border-t border-night-700 bg-night-900/95 px-4 py-3 backdrop-blur sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:p-0">
          <SubmitButton
            className="w-full sm:w-auto sm:min-w-48"
            pending={update.isPending}
            pendingLabel={t('dashboard.updating')}
          >
            {t('dashboard.update')}
          </SubmitButton>
        </div>
      </form>
      <MessageDialog
        open={failed !== null}
        title={tMessage('accounts.update_failed')}
        message={failed ?? ''}
        onClose={() => setFailed(null)}
      />
    </FormProvider>
  );
}
