import type { ImageAsset } from '@velvet/contract';

/** Where stored files are served: the media storage answers it (local disk or object storage). */
type MediaUrls = { url: (key: string) => string };

/**
 * URL conventions for stored media. An image's WebP variants live at `${storageKey}/${width}.webp`;
 * a video at `${storageKey}/video.${ext}` (its key is stored whole in `storageKey` + mime).
 */
export type ImageRow = {
  storageKey: string;
  variants: number[];
  width: number | null;
  height: number | null;
};

export const imageVariantKey = (storageKey: string, width: number) => `${storageKey}/${width}.webp`;

/** The variant a card shows by default: the first at least 640 px wide, else the largest. */
function defaultWidth(variants: number[]): number | undefined {
  return variants.find((w) => w >= 640) ?? variants.at(-1);
}

/** A `main_image`-style path: relative to the site root, no leading slash. */
export function imagePath(storage: MediaUrls, row: ImageRow): string | null {
  const width = defaultWidth(row.variants);
  if (width === undefined) return null;
  return storage.url(imageVariantKey(row.storageKey, width)).replace(/^\//, '');
}

export function imageAsset(storage: MediaUrls, row: ImageRow): ImageAsset | null {
  const width = defaultWidth(row.variants);
  if (width === undefined) return null;
  return {
    src: storage.url(imageVariantKey(row.storageKey, width)),
    srcset: row.variants.map((w) => `${storage.url(imageVariantKey(row.storageKey, w))} ${w}w`).join(', '),
    width: row.width,
    height: row.height,
  };
}

/** Public path of a stored video (relative, like images). */
export function videoPath(storage: MediaUrls, storageKey: string): string {
  return storage.url(storageKey).replace(/^\//, '');
}
