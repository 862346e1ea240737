import type { AdvertRate, OpeningHours, Screening, Sex } from '@velvet/contract';
import { advertisers } from '../db/schema.ts';

/**
 * The advertiser's profile: one column set and one mapper for every view of it — the public advert,
 * the owner's own profile, the operators' view — and one way back from the form's fields to the
 * columns, for the registration's insert and the profile update. What each view may show is still its
 * own business: the public one rounds the coordinates, sanitises the about text and shows the street
 * only when the advertiser chose to (adverts/serialize.ts).
 */
export const profileColumns = {
  phoneCode: advertisers.phoneCode,
  phoneNumber: advertisers.phoneNumber,
  phoneCountryCode: advertisers.phoneCountryCode,
  zipCode: advertisers.zipCode,
  address: advertisers.address,
  showStreetAddress: advertisers.showStreetAddress,
  city: advertisers.city,
  state: advertisers.state,
  country: advertisers.country,
  latitude: advertisers.latitude,
  longitude: advertisers.longitude,
  age: advertisers.age,
  height: advertisers.height,
  weight: advertisers.weight,
  burst: advertisers.burst,
  about: advertisers.about,
  eyeColor: advertisers.eyeColor,
  hairColor: advertisers.hairColor,
  sex: advertisers.sex,
  rates: advertisers.rates,
  hours: advertisers.hours,
  screening: advertisers.screening,
  depositPolicy: advertisers.depositPolicy,
};

/** Where the account stands: verified, paid, suspended, and until when its package and featuring run. */
export const accountStateColumns = {
  emailVerifiedAt: advertisers.emailVerifiedAt,
  activatedAt: advertisers.activatedAt,
  suspendedAt: advertisers.suspendedAt,
  suspendedReason: advertisers.suspendedReason,
  packageUntil: advertisers.packageUntil,
  featuredUntil: advertisers.featuredUntil,
};

export type ProfileRow = {
  phoneCode: string;
  phoneNumber: string;
  phoneCountryCode: string;
  zipCode: string;
  address: string;
  showStreetAddress: boolean;
  city: string;
  state: string;
  country: string;
  latitude: number | null;
  longitude: number | null;
  age: number | null;
  height: number | null;
  weight: number | null;
  burst: string;
  about: string;
  eyeColor: string;
  hairColor: string;
  sex: Sex | null;
  rates: AdvertRate[];
  hours: OpeningHours | null;
  screening: Screening;
  depositPolicy: string | null;
};

/** The profile's facts as the API names them, as stored (exact coordinates, about as saved). */
export function profileFacts(row: Omit<ProfileRow, 'zipCode' | 'address' | 'showStreetAddress' | 'city'>) {
  return {
    phone_code: row.phoneCode,
    phone_number: row.phoneNumber,
    phone_country_code: row.phoneCountryCode,
    state: row.state,
    country: row.country,
    latitude: row.latitude,
    longitude: row.longitude,
    age: row.age,
    height: row.height,
    weight: row.weight,
    burst: row.burst,
    about: row.about,
    eye_color: row.eyeColor,
    hair_color: row.hairColor,
    sex: row.sex,
    rates: row.rates,
    hours: row.hours,
    screening: row.screening,
    deposit_policy: row.depositPolicy,
  };
}

/** Where the advertiser is, as the API names it: only the owner and operators see it whole. */
export function profileLocation(row: Pick<ProfileRow, 'zipCode' | 'address' | 'showStreetAddress' | 'city'>) {
  return {
    zip_code: row.zipCode,
    address: row.address,
    city: row.city,
    show_street_address: row.showStreetAddress,
  };
}

/** The form's profile fields (already validated) as they arrive from registration or an update. */
export type ProfileFields = ReturnType<typeof profileFacts> & ReturnType<typeof profileLocation>;

/** Form fields → columns, for the insert and the update; fields left out stay out (an update keeps them). */
export function profileValues(fields: {
  [K in keyof ProfileFields]?: ProfileFields[K] | undefined;
}): Partial<ProfileRow> {
  const values: { [K in keyof ProfileRow]: ProfileRow[K] | undefined } = {
    phoneCode: fields.phone_code,
    phoneNumber: fields.phone_number,
    phoneCountryCode: fields.phone_country_code,
    zipCode: fields.zip_code,
    address: fields.address,
    showStreetAddress: fields.show_street_address,
    city: fields.city,
    state: fields.state,
    country: fields.country,
    latitude: fields.latitude,
    longitude: fields.longitude,
    age: fields.age,
    height: fields.height,
    weight: fields.weight,
    burst: fields.burst,
    about: fields.about,
    eyeColor: fields.eye_color,
    hairColor: fields.hair_color,
    sex: fields.sex,
    rates: fields.rates,
    hours: fields.hours,
    screening: fields.screening,
    depositPolicy: fields.deposit_policy,
  };
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<ProfileRow>;
}
