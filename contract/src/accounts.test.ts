import { describe, expect, it } from 'vitest';
import {
  loginBody,
  registrationFields,
  registrationMedia,
  resetPasswordBody,
  verifyOtpBody,
} from './accounts.ts';
import { profileUpdateFields, updateFeaturedBody } from './profile.ts';
import { translate } from './messages/index.ts';

const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.map(String).join('.'), i.message]));

/** Each named field's error, read in English, is the text given. */
function expectEnglish(errors: Record<string, string>, texts: Record<string, string>) {
  for (const [field, text] of Object.entries(texts))
    expect(translate('en', errors[field]!), field).toBe(text);
}

const valid = {
  name: 'Sofie',
  email: 'Sofie@Example.dk',
  password: 'velvet-Sommer-2026',
  confirmPassword: 'velvet-Sommer-2026',
  phone_number: '20 30 40 50',
  zip_code: '2100',
  country: 'Denmark',
  age: '27',
  height: '170',
  burst: '75C',
  eye_color: 'Green',
  hair_color: 'Brown',
  sex: 'Woman',
  consent_adult: 'true',
  consent_independent: 'on',
  consent_terms: true,
};

describe('registration fields', () => {
  it('accepts a complete form as multipart strings, with the Danish defaults', () => {
    const result = registrationFields.parse({
      ...valid,
      user_interests: '[3, 1, 3]',
      latitude: '',
      weight: '',
    });
    expect(result).toMatchObject({
      email: 'sofie@example.dk',
      phone_code: '+45',
      phone_country_code: 'dk',
      age: 27,
      height: 170,
      weight: null,
      latitude: null,
      user_interests: [3, 1],
      consent_terms: true,
    });
  });

  it('carries one catalogue key per missing field, each with its English text', () => {
    const errors = issues(registrationFields.safeParse({}));
    expectEnglish(errors, {
      sex: 'Sex is required.',
      name: 'Name is required',
      email: 'Email is required',
      password: 'Password is required',
      confirmPassword: 'Confirm Password is required',
      phone_number: 'Phone Number is required',
      hair_color: 'Hair Color is required',
      zip_code: 'ZIP Code is required',
      eye_color: 'Eye color is required',
      age: 'Age is required',
      height: 'Height is required',
      burst: 'Bust is required',
      country: 'Zip code field is not valid.',
    });
    expect(errors.consent_adult).toBe('accounts.consent_adult_required');
  });

  it('checks formats: email TLD, matching passwords, adult age, whole height, password length', () => {
    const errors = issues(
      registrationFields.safeParse({
        ...valid,
        email: 'a@b.c',
        confirmPassword: 'nope',
        age: '17',
        height: '170.5',
        password: 'short',
        consent_adult: 'false',
      }),
    );
    expectEnglish(errors, {
      email: 'Invalid email format (e.g., name@example.com).',
      confirmPassword: 'Passwords must match.',
    });
    expect(errors).toMatchObject({
      age: 'accounts.age_range',
      height: 'accounts.height_integer',
      password: 'accounts.password_min',
      consent_adult: 'accounts.consent_adult_required',
    });
    expect(issues(registrationFields.safeParse({ ...valid, age: '100' })).age).toBe('accounts.age_range');
  });

  it('requires a main image and at least one image', () => {
    const errors = issues(registrationMedia.safeParse({ main_image: 0, images: 0, videos: 0 }));
    expect(translate('en', errors.main_image!)).toBe('Main Image is required');
    expect(translate('en', errors.images!)).toBe('Image is required');
  });
});

describe('other account bodies', () => {
  it('login needs email and password', () => {
    const errors = issues(loginBody.safeParse({}));
    expect(errors).toEqual({ email: 'accounts.email_required', password: 'accounts.password_required' });
  });

  it('codes are exactly five digits of type 0 or 1', () => {
    expect(verifyOtpBody.safeParse({ email: 'a@b.dk', otp: '01234', type: 0 }).success).toBe(true);
    const errors = issues(verifyOtpBody.safeParse({ email: 'a@b.dk', otp: '123456', type: 2 }));
    expect(errors).toEqual({ otp: 'accounts.otp_invalid', type: 'accounts.otp_type_invalid' });
  });

  it('a reset needs matching passwords and a verified code', () => {
    const errors = issues(
      resetPasswordBody.safeParse({ email: 'a@b.dk', password: 'abcdefgh1', new_password: 'abcdefgh2' }),
    );
    expect(translate('en', errors.new_password!)).toBe('Passwords do not match!');
    expect(errors.reset_token).toBe('accounts.reset_grant_required');
  });

  it('profile updates keep their texts and ignore ids', () => {
    const result = profileUpdateFields.safeParse({ id: 9, email: 'x@y.dk', name: 'Ok' });
    expect(result.success && result.data).toEqual({ name: 'Ok' });
    const errors = issues(
      profileUpdateFields.safeParse({
        name: '',
        phone_code: '',
        height: 'x',
        new_password: 'short',
        new_password_confirmation: 'other',
        current_password: 'x',
      }),
    );
    expectEnglish(errors, {
      name: 'Name is required.',
      phone_code: 'Phone code is required.',
      height: 'Height is required or must be an integer.',
      new_password: 'The new password must be at least 8 characters.',
      new_password_confirmation: 'Passwords do not match',
    });
  });

  it('featured days are whole numbers from 0', () => {
    expect(updateFeaturedBody.parse({ days: '7' })).toEqual({ days: 7 });
    expect(translate('en', issues(updateFeaturedBody.safeParse({ days: -1 })).days!)).toBe(
      'Failed to update days. Please try again.',
    );
  });
});
