import { useMutation } from '@tanstack/react-query';
import type { RegistrationFields } from '@velvet/contract';
import { api } from '../../../lib/api';

export type RegistrationFiles = { mainImage: File; images: File[]; videos: File[] };

/**
 * The multipart body of `auth/register`: field names as the server reads them, files as images[i]/videos[i].
 */
export function registrationFormData(fields: RegistrationFields, files: RegistrationFiles): FormData {
  const body = new FormData();
  const { user_interests, latitude, longitude, consent_adult, consent_independent, consent_terms, ...text } =
    fields;
  // Every listed field is sent, an unknown one (weight) as blank.
  for (const [key, value] of Object.entries(text))
    body.append(key, value === undefined || value === null ? '' : String(value));
  body.set('is_user', '0');
  body.append('latitude', latitude === null ? '' : String(latitude));
  body.append('longitude', longitude === null ? '' : String(longitude));
  body.append('user_interests', JSON.stringify(user_interests));
  body.append('consent_adult', String(consent_adult));
  body.append('consent_independent', String(consent_independent));
  body.append('consent_terms', String(consent_terms));
  body.append('main_image', files.mainImage);
  files.images.forEach((file, i) => body.append(`images[${i}]`, file));
  files.videos.forEach((file, i) => body.append(`videos[${i}]`, file));
  return body;
}

/** POST auth/register — creates the advertiser, mails the type-0 code and answers `data.id`. */
async function register(input: { fields: RegistrationFields; files: RegistrationFiles }): Promise<number> {
  const response = await api<{ id: number }>('auth/register', {
    method: 'POST',
    body: registrationFormData(input.fields, input.files),
    auth: false,
  });
  return response.data.id;
}

export const useRegister = () => useMutation({ mutationFn: register });
