import type { AdvertDetail } from '@velvet/contract';

/** The routes of one advert. */
export const detailsPath = (guid: string) => `/details?guid=${encodeURIComponent(guid)}`;
export const bookingPath = (guid: string) => `/bookAnAppointment?guid=${encodeURIComponent(guid)}`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The guid of `?guid=`, or '' when it cannot name an advert (no need to ask the server). */
export function guidFrom(params: URLSearchParams): string {
  const raw = params.get('guid')?.trim() ?? '';
  return UUID.test(raw) ? raw : '';
}

/** wa.me wants the full international number as digits only; null when there is no number. */
export function whatsappUrl(advert: Pick<AdvertDetail, 'phone_code' | 'phone_number'>): string | null {
  if (!advert.phone_number.replace(/\D/g, '')) return null;
  return `https://wa.me/${`${advert.phone_code}${advert.phone_number}`.replace(/\D/g, '')}`;
}

/** Words of an HTML text, for the "Read more" threshold (LONG_ABOUT_WORDS). */
export function wordCount(html: string): number {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
}

/** "url 320w, url 640w" → the sizes a lightbox may choose from, heights from the photo's ratio. */
export function parseSrcset(srcset: string, ratio: number): { src: string; width: number; height: number }[] {
  return srcset.split(',').flatMap((part) => {
    const [src, width] = part.trim().split(/\s+/);
    const w = Number.parseInt(width ?? '', 10);
    return src && w > 0 ? [{ src, width: w, height: Math.round(w * ratio) }] : [];
  });
}
