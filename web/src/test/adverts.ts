import type { AdvertCard, AdvertDetail, ImageAsset } from '@velvet/contract';

/** A photo as the server describes it: WebP variants at three widths. */
const photoAsset = (id: string): ImageAsset => ({
  src: `/media/img/${id}/640.webp`,
  srcset: `/media/img/${id}/320.webp 320w, /media/img/${id}/640.webp 640w, /media/img/${id}/1280.webp 1280w`,
  width: 1280,
  height: 1600,
});

let next = 1;

/** A public advert card in the shape `escort/*` lists answer with. */
export function advertCard(overrides: Partial<AdvertCard> = {}): AdvertCard {
  const n = next++;
  return {
    id: n,
    guid: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    name: `Advert ${n}`,
    age: 30,
    sex: 'Woman',
    city: 'Aarhus C',
    address: '',
    zip_code: '8000',
    main_image: `media/img/card${n}/640.webp`,
    main_image_asset: photoAsset(`card${n}`),
    user_package: null,
    featured: false,
    available_until: null,
    photo_verified: false,
    age_checked: false,
    visiting: null,
    duo: null,
    ...overrides,
  };
}

/** A public advert as `escort/details` answers: a main photo, `extraPhotos` more and `videoCount` videos. */
export function advertDetail({
  extraPhotos = 2,
  videoCount = 0,
  ...overrides
}: Partial<AdvertDetail> & { extraPhotos?: number; videoCount?: number } = {}): AdvertDetail {
  const card = advertCard(overrides);
  const extra = Array.from({ length: extraPhotos }, (_, i) => `${card.guid}-p${i + 1}`);
  return {
    ...card,
    phone_code: '+45',
    phone_number: '22334455',
    phone_country_code: 'dk',
    state: '',
    country: 'Denmark',
    latitude: 56.16,
    longitude: 10.21,
    height: 170,
    weight: 60,
    burst: '80C',
    about: '<p>Calm and discreet.</p>',
    eye_color: 'Brown',
    hair_color: 'Black',
    rates: [],
    hours: null,
    screening: 'none',
    deposit_policy: null,
    tours: [],
    is_user: 0,
    images: [card.main_image!, ...extra.map((id) => `media/img/${id}/640.webp`)],
    image_assets: [card.main_image_asset!, ...extra.map(photoAsset)],
    videos: Array.from({ length: videoCount }, (_, i) => `media/vid/${card.guid}-v${i + 1}.mp4`),
    user_interest: [],
    ...overrides,
  };
}
