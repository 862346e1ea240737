import sharp, { type Sharp } from 'sharp';

/**
 * The ways a photo is copied that the copied-photo screen must see through, made with sharp as someone
 * taking another advertiser's photo would make them with any editor. Each answers a JPEG, as a phone sends.
 */
type Copy = (original: Buffer) => Promise<Buffer>;

const jpeg = (image: Sharp) => image.jpeg({ quality: 85 }).toBuffer();

async function size(original: Buffer) {
  const { width, height } = await sharp(original).metadata();
  return { width: width!, height: height! };
}

/** Cuts `share` of the width and of the height away: from the right and bottom, or as much from each side. */
function cropped(share: number, where: 'corner' | 'centre'): Copy {
  return async (original) => {
    const { width, height } = await size(original);
    const keepWidth = Math.round(width * (1 - share));
    const keepHeight = Math.round(height * (1 - share));
    const left = where === 'centre' ? Math.round((width - keepWidth) / 2) : 0;
    const top = where === 'centre' ? Math.round((height - keepHeight) / 2) : 0;
    return jpeg(sharp(original).extract({ left, top, width: keepWidth, height: keepHeight }));
  };
}

export const PHOTO_COPIES: Record<string, Copy> = {
  resized: async (original) => jpeg(sharp(original).resize((await size(original)).width * 0.6)),
  recoloured: (original) => jpeg(sharp(original).modulate({ hue: 40, saturation: 1.3, brightness: 1.1 })),
  'cropped 3 %': cropped(0.03, 'corner'),
  'scaled to 25 %': async (original) => jpeg(sharp(original).resize((await size(original)).width / 4)),
  greyscale: (original) => jpeg(sharp(original).greyscale()),
  mirrored: (original) => jpeg(sharp(original).flop()),
  'turned 90°': (original) => jpeg(sharp(original).rotate(90)),
  'turned 4°': (original) => jpeg(sharp(original).rotate(4)),
  'turned −4° on white': (original) => jpeg(sharp(original).rotate(-4, { background: '#ffffff' })),
  'framed 40 px': (original) =>
    jpeg(sharp(original).extend({ top: 40, bottom: 40, left: 40, right: 40, background: '#ffffff' })),
  'framed 40 px black': (original) =>
    jpeg(sharp(original).extend({ top: 40, bottom: 40, left: 40, right: 40, background: '#000000' })),
  'cropped 15 % (corner)': cropped(0.15, 'corner'),
  'cropped 15 % (centre)': cropped(0.15, 'centre'),
};
