import type { Random } from './random.ts';

/**
 * Generated abstract artwork for the demo adverts: never photos of people. Soft glowing shapes, silk-like
 * ribbons and fine gold lines on a deep plum ground, in the site's plum / rose / champagne palette. Each
 * picture is an SVG string built from a seeded random source, rasterised and then stored through the
 * same image pipeline as uploads.
 */

export const ARTWORK_WIDTH = 960;
export const ARTWORK_HEIGHT = 1200;

const GROUNDS = [
  ['#12070f', '#2a0f24', '#4a1a3c'],
  ['#160912', '#331230', '#5b2149'],
  ['#0f0a14', '#241234', '#43204f'],
  ['#1a0a10', '#3a1424', '#642640'],
] as const;
const GLOWS = ['#c9587c', '#e07a98', '#f2a7b8', '#a2416e', '#7a2e5c', '#d46a6a', '#b0508f'] as const;
const GOLDS = ['#d4a64a', '#e9c77b', '#f5deb0', '#c8935a'] as const;

/** One advert's colour mood, shared by its main picture and its gallery. */
export type Mood = { ground: readonly string[]; glows: string[]; gold: string; angle: number };

export function pickMood(random: Random): Mood {
  return {
    ground: random.pick(GROUNDS),
    // Now and then a warm champagne light among the rose ones.
    glows: [...random.sample(GLOWS, 3), ...(random.chance(0.4) ? ['#e9b86a'] : [])],
    gold: random.pick(GOLDS),
    angle: random.int(0, 359),
  };
}

const f = (n: number) => n.toFixed(1);

/** A flowing ribbon across the canvas: a band between two wavy cubic curves. */
function ribbon(random: Random, w: number, h: number): { edge: string; band: string } {
  const y0 = random.float(0.15, 0.85) * h;
  const y1 = random.float(0.15, 0.85) * h;
  const c1 = [random.float(0.2, 0.45) * w, y0 + random.float(-0.45, 0.45) * h];
  const c2 = [random.float(0.55, 0.8) * w, y1 + random.float(-0.45, 0.45) * h];
  const thickness = random.float(30, 140);
  const edge = `M ${f(-60)} ${f(y0)} C ${f(c1[0]!)} ${f(c1[1]!)}, ${f(c2[0]!)} ${f(c2[1]!)}, ${f(w + 60)} ${f(y1)}`;
  const back = `L ${f(w + 60)} ${f(y1 + thickness)} C ${f(c2[0]!)} ${f(c2[1]! + thickness * 1.6)}, ${f(c1[0]!)} ${f(c1[1]! + thickness * 0.6)}, ${f(-60)} ${f(y0 + thickness)} Z`;
  return { edge, band: `${edge} ${back}` };
}

export function artworkSvg(
  random: Random,
  mood: Mood,
  width = ARTWORK_WIDTH,
  height = ARTWORK_HEIGHT,
): string {
  const defs: string[] = [];
  const layers: string[] = [];
  const rad = (mood.angle * Math.PI) / 180;
  const [x1, y1, x2, y2] = [
    0.5 - Math.cos(rad) / 2,
    0.5 - Math.sin(rad) / 2,
    0.5 + Math.cos(rad) / 2,
    0.5 + Math.sin(rad) / 2,
  ];
  defs.push(
    `<linearGradient id="ground" x1="${x1.toFixed(3)}" y1="${y1.toFixed(3)}" x2="${x2.toFixed(3)}" y2="${y2.toFixed(3)}">` +
      mood.ground
        .map((c, i) => `<stop offset="${i / (mood.ground.length - 1)}" stop-color="${c}"/>`)
        .join('') +
      '</linearGradient>',
  );
  layers.push(`<rect width="${width}" height="${height}" fill="url(#ground)"/>`);

  // Soft glows: radial gradients fading to nothing read as out-of-focus light without any blur filter.
  const glowCount = random.int(3, 5);
  for (let i = 0; i < glowCount; i++) {
    const colour = mood.glows[i % mood.glows.length]!;
    const opacity = random.float(0.45, 0.85);
    defs.push(
      `<radialGradient id="g${i}"><stop offset="0" stop-color="${colour}" stop-opacity="${opacity.toFixed(2)}"/>` +
        `<stop offset="0.45" stop-color="${colour}" stop-opacity="${(opacity * 0.45).toFixed(2)}"/>` +
        `<stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`,
    );
    const r = random.float(0.25, 0.6) * width;
    layers.push(
      `<ellipse cx="${f(random.float(-0.1, 1.1) * width)}" cy="${f(random.float(0, 1) * height)}" rx="${f(r)}" ry="${f(r * random.float(0.7, 1.3))}" fill="url(#g${i})"/>`,
    );
  }

  // Bokeh: overlapping translucent discs of light.
  if (random.chance(0.45)) {
    const discs = random.int(8, 18);
    for (let i = 0; i < discs; i++) {
      const colour = random.chance(0.3) ? random.pick(GOLDS) : random.pick(mood.glows);
      layers.push(
        `<circle cx="${f(random.float(0, width))}" cy="${f(random.float(0, height))}" r="${f(random.float(18, 90))}" fill="${colour}" fill-opacity="${random.float(0.06, 0.2).toFixed(2)}"/>`,
      );
    }
  }

  // Silk ribbons, each with a fine gold edge.
  const ribbonCount = random.int(1, 3);
  for (let i = 0; i < ribbonCount; i++) {
    const { edge, band } = ribbon(random, width, height);
    const colour = random.pick(mood.glows);
    defs.push(
      `<linearGradient id="r${i}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${colour}" stop-opacity="0"/>` +
        `<stop offset="0.5" stop-color="${colour}" stop-opacity="${random.float(0.25, 0.5).toFixed(2)}"/>` +
        `<stop offset="1" stop-color="${colour}" stop-opacity="0.05"/></linearGradient>`,
    );
    layers.push(`<path d="${band}" fill="url(#r${i})"/>`);
    layers.push(
      `<path d="${edge}" fill="none" stroke="${mood.gold}" stroke-width="${f(random.float(1, 2.5))}" stroke-opacity="0.55"/>`,
    );
  }

  // A few thin gold rings or arcs, like light caught on jewellery.
  const ringCount = random.int(0, 3);
  const cx = random.float(0.2, 0.8) * width;
  const cy = random.float(0.2, 0.8) * height;
  for (let i = 0; i < ringCount; i++) {
    const r = random.float(60, 320);
    const dash = random.chance(0.5)
      ? ` stroke-dasharray="${f(r * random.float(1, 3))} ${f(r * random.float(0.5, 2))}"`
      : '';
    layers.push(
      `<circle cx="${f(cx + random.float(-40, 40))}" cy="${f(cy + random.float(-40, 40))}" r="${f(r)}" fill="none" stroke="${mood.gold}" stroke-width="${f(random.float(0.8, 2))}" stroke-opacity="${random.float(0.25, 0.6).toFixed(2)}"${dash}/>`,
    );
  }

  // Scattered sparkles.
  const sparkles = random.int(6, 24);
  for (let i = 0; i < sparkles; i++) {
    layers.push(
      `<circle cx="${f(random.float(0, width))}" cy="${f(random.float(0, height))}" r="${f(random.float(1, 3.2))}" fill="${random.pick(GOLDS)}" fill-opacity="${random.float(0.3, 0.85).toFixed(2)}"/>`,
    );
  }

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs.join('')}</defs>${layers.join('')}</svg>`;
}
