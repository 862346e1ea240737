import { PROFILE_TEXT_FIELDS, registrationFields } from '@velvet/contract';
import { describe, expect, it } from 'vitest';
import { registrationFormData } from './register';

const file = (name: string, type: string) => new File([new Uint8Array([1, 2, 3])], name, { type });

describe('registrationFormData', () => {
  const fields = registrationFields.parse({
    name: 'Maja',
    email: 'Maja@Example.dk',
    password: 'long-enough-1',
    confirmPassword: 'long-enough-1',
    phone_number: '12 34 56 78',
    zip_code: '2100',
    country: 'Denmark',
    latitude: null,
    longitude: null,
    age: '29',
    height: '170',
    burst: '75C',
    eye_color: 'Green',
    hair_color: 'Brown',
    sex: 'Woman',
    user_interests: [3, 5],
    consent_adult: true,
    consent_independent: true,
    consent_terms: true,
  });
  const body = registrationFormData(fields, {
    mainImage: file('main.jpg', 'image/jpeg'),
    images: [file('a.jpg', 'image/jpeg'), file('b.jpg', 'image/jpeg')],
    videos: [file('v.webm', 'video/webm')],
  });

  it('carries every field name auth/register reads', () => {
    for (const name of [
      ...PROFILE_TEXT_FIELDS,
      'user_interests',
      'email',
      'password',
      'confirmPassword',
      'about',
      'is_user',
      'main_image',
    ]) {
      expect(body.has(name), name).toBe(true);
    }
  });

  it('numbers the images and videos and encodes interests as JSON', () => {
    expect((body.get('images[0]') as File).name).toBe('a.jpg');
    expect((body.get('images[1]') as File).name).toBe('b.jpg');
    expect((body.get('videos[0]') as File).name).toBe('v.webm');
    expect(body.get('user_interests')).toBe('[3,5]');
    expect(body.get('is_user')).toBe('0');
  });

  it('sends the defaults and blank coordinates when the ZIP lookup found nothing', () => {
    expect(body.get('phone_code')).toBe('+45');
    expect(body.get('phone_country_code')).toBe('dk');
    expect(body.get('latitude')).toBe('');
    expect(body.get('email')).toBe('maja@example.dk');
  });
});
