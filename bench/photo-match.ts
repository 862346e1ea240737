/**
 * How well the copied-photo screen tells copies from other photos, measured on the pictures Velvet really
 * holds in development and tests: every picture of the demo catalogue (its generated artwork, rasterised as
 * the seed does) and the journeys' photos (e2e/photos.ts, at the sizes the journeys upload).
 *
 * - false matches: every pair of distinct pictures, each compared both ways as the screen compares a new photo
 *   with a kept one (its probes against the other's kept hashes, within PHOTO_MATCH_DISTANCE bits);
 * - true matches: copies of a sample of them made as server/test/photo-copies.ts makes them (mirrored, turned,
 *   framed, cropped, scaled, recoloured…), each compared with its original.
 *
 *   npx tsx bench/photo-match.ts [--demo-adverts 60] [--journey-photos 150] [--originals 40]
 *
 * Prints the rates, the closest distance between distinct pictures and the farthest of each kind of copy,
 * and writes them to bench/results/.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { PHOTO_MATCH_DISTANCE } from '@velvet/contract';
import { png } from '../e2e/photos.ts';
import { hashUpload, rasterizeTrustedSvg } from '../server/src/adapters/images.ts';
import { planDemoCatalogue } from '../server/src/seed/demo/demo-catalogue.ts';
import { PHOTO_COPIES } from '../server/test/photo-copies.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const JOURNEY_PHOTOS = arg('journey-photos', 150);
const DEMO_ADVERTS = arg('demo-adverts', 60);
const ORIGINALS = arg('originals', 40);

type Hashes = { probes: [number, number][]; turns: [number, number][]; kept: [number, number][] };
type Picture = { name: string; group: string; input: Buffer; hashes: Hashes };

const split = (hex: string): [number, number] => [
  Number.parseInt(hex.slice(0, 8), 16),
  Number.parseInt(hex.slice(8), 16),
];
const bits32 = (v: number) => {
  v -= (v >>> 1) & 0x55555555;
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
};
/** Which of a photo's hashes a probe or kept hash is (photoFingerprint's order). */
const probeKind = (i: number) => (i === 0 ? 'plain' : i === 1 ? 'whole' : 'centre');
const keptKind = (i: number) => (i === 0 ? 'plain' : i === 1 ? 'whole' : 'part');
/** Kept variants a turned probe is compared with (repo.ts WHOLE_VARIANTS). */
const WHOLE_VARIANTS = 1;
const byPair: Record<string, Record<string, number>> = { copies: {}, different: {} };

/**
 * The smallest distance between a probe of `fresh` and a kept hash of `kept`: what the screen's lookup
 * finds. Tallies which kinds of hashes met under `tally` when they match.
 */
function closest(fresh: Hashes, kept: Hashes, tally?: 'copies' | 'different'): number {
  let best = 64;
  let pair = '';
  for (const [p, [a, b]] of fresh.probes.entries())
    for (const [k, [c, d]] of kept.kept.entries()) {
      const distance = bits32(a ^ c) + bits32(b ^ d);
      if (distance < best) [best, pair] = [distance, `${probeKind(p)} ~ ${keptKind(k)}`];
    }
  for (const [a, b] of fresh.turns)
    for (const [k, [c, d]] of kept.kept.slice(0, WHOLE_VARIANTS + 1).entries()) {
      const distance = bits32(a ^ c) + bits32(b ^ d);
      if (distance < best) [best, pair] = [distance, `turn ~ ${keptKind(k)}`];
    }
  if (tally && best <= PHOTO_MATCH_DISTANCE) byPair[tally]![pair] = (byPair[tally]![pair] ?? 0) + 1;
  return best;
}

const hashTimes: number[] = [];
async function hashed(input: Buffer): Promise<Hashes> {
  const started = performance.now();
  const h = await hashUpload(input);
  hashTimes.push(performance.now() - started);
  if (h.plain) throw new Error('a bench picture is plain');
  return { probes: h.probes.map(split), turns: h.turns.map(split), kept: h.kept.map(split) };
}

console.log('hashing the demo catalogue’s pictures and the journeys’ photos…');
const pictures: Picture[] = [];
for (const [a, advert] of planDemoCatalogue().slice(0, DEMO_ADVERTS).entries()) {
  for (const [i, image] of advert.images.entries()) {
    const input = await rasterizeTrustedSvg(image.svg);
    pictures.push({ name: `demo ${a + 1}/${i}`, group: `demo ${a + 1}`, input, hashes: await hashed(input) });
  }
}
const demoCount = pictures.length;
const journeySizes = [
  [640, 480],
  [320, 240],
  [480, 640],
] as const;
for (let i = 0; i < JOURNEY_PHOTOS; i++) {
  const [w, h] = journeySizes[i % journeySizes.length]!;
  const input = png(w, h, i + 1);
  pictures.push({ name: `journey ${i + 1}`, group: `journey ${i + 1}`, input, hashes: await hashed(input) });
}

// ─── False matches: distinct pictures ─────────────────────────────────────────
let pairs = 0;
let crossAdvertPairs = 0;
const falseMatches: string[] = [];
let crossAdvertFalse = 0;
const nearest: number[] = [];
for (let i = 0; i < pictures.length; i++) {
  for (let j = i + 1; j < pictures.length; j++) {
    const a = pictures[i]!;
    const b = pictures[j]!;
    const distance = Math.min(
      closest(a.hashes, b.hashes, 'different'),
      closest(b.hashes, a.hashes, 'different'),
    );
    pairs++;
    nearest.push(distance);
    const crossAdvert = a.group !== b.group;
    if (crossAdvert) crossAdvertPairs++;
    if (distance <= PHOTO_MATCH_DISTANCE) {
      falseMatches.push(`${a.name} ~ ${b.name} (${distance})`);
      if (crossAdvert) crossAdvertFalse++;
    }
  }
}
nearest.sort((x, y) => x - y);

// ─── True matches: copies of a sample ─────────────────────────────────────────
const step = Math.max(1, Math.floor(pictures.length / ORIGINALS));
const originals = pictures.filter((_, i) => i % step === 0).slice(0, ORIGINALS);
const copies: Record<string, { caught: number; of: number; farthest: number; missed: string[] }> = {};
for (const [how, copy] of Object.entries(PHOTO_COPIES)) {
  const tally = { caught: 0, of: 0, farthest: 0, missed: [] as string[] };
  for (const original of originals) {
    const distance = closest(await hashed(await copy(original.input)), original.hashes, 'copies');
    tally.of++;
    tally.farthest = Math.max(tally.farthest, distance);
    if (distance <= PHOTO_MATCH_DISTANCE) tally.caught++;
    else tally.missed.push(`${original.name} (${distance})`);
  }
  copies[how] = tally;
  console.log(`${how}: ${tally.caught}/${tally.of} caught, farthest ${tally.farthest}`);
}
const caught = Object.values(copies).reduce((n, c) => n + c.caught, 0);
const made = Object.values(copies).reduce((n, c) => n + c.of, 0);

const pct = (n: number, of: number) => `${((100 * n) / of).toFixed(n === 0 || n === of ? 0 : 3)} %`;
const median = [...hashTimes].sort((x, y) => x - y)[Math.floor(hashTimes.length / 2)]!;
const result = {
  match_distance: PHOTO_MATCH_DISTANCE,
  pictures: { demo: demoCount, journeys: JOURNEY_PHOTOS },
  false_matches: {
    pairs,
    matched: falseMatches.length,
    rate: pct(falseMatches.length, pairs),
    pairs_of_different_adverts: crossAdvertPairs,
    matched_of_different_adverts: crossAdvertFalse,
    closest_distances: nearest.slice(0, 10),
    examples: falseMatches.slice(0, 20),
  },
  true_matches: {
    copies: made,
    caught,
    rate: pct(caught, made),
    originals: originals.length,
    by_copy: copies,
  },
  matched_by: byPair,
  hashing_ms_median: +median.toFixed(1),
  load: os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' '),
};
console.log(JSON.stringify(result, null, 2));
mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
writeFileSync(
  new URL(
    `./results/${new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19)}-photo-match.json`,
    import.meta.url,
  ),
  `${JSON.stringify(result, null, 2)}\n`,
);
