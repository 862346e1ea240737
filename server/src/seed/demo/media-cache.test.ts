import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { createLocalStorage } from '../../adapters/storage.ts';
import { artworkSvg, pickMood } from './artwork.ts';
import { demoImageStore, prepareDemoPicture } from './media-cache.ts';
import { createRandom } from './random.ts';

const scratch = mkdtempSync(path.join(tmpdir(), 'velvet-demo-media-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

it('processes a demo picture once and copies it into every later storage under a fresh key', async () => {
  const random = createRandom(7);
  const svg = artworkSvg(random, pickMood(random), 320, 400);
  const cache = path.join(scratch, 'cache');
  const [first, second] = [path.join(scratch, 'a'), path.join(scratch, 'b')];

  const made = await demoImageStore(createLocalStorage(first), cache)(svg);
  expect(readdirSync(cache)).toHaveLength(1);
  const copied = await demoImageStore(createLocalStorage(second), cache)(svg);

  expect(copied.storageKey).not.toBe(made.storageKey);
  expect({ ...copied, storageKey: '' }).toEqual({ ...made, storageKey: '' });
  for (const width of made.variants) {
    const file = (root: string, key: string) => readFileSync(path.join(root, `${key}/${width}.webp`));
    expect(file(second, copied.storageKey).equals(file(first, made.storageKey))).toBe(true);
  }
});

it('makes a picture ahead into the cache, which a later store copies instead of processing it again', async () => {
  const random = createRandom(11);
  const svg = artworkSvg(random, pickMood(random), 320, 400);
  const cache = path.join(scratch, 'ahead');

  expect(await prepareDemoPicture(svg, cache)).toBe(true);
  expect(await prepareDemoPicture(svg, cache)).toBe(false);
  const [entry] = readdirSync(cache);
  const kept = JSON.parse(readFileSync(path.join(cache, entry!, 'image.json'), 'utf8')) as {
    variants: number[];
  };

  const stored = await demoImageStore(createLocalStorage(path.join(scratch, 'c')), cache)(svg);
  expect(readdirSync(cache)).toEqual([entry]);
  expect(stored.variants).toEqual(kept.variants);
  for (const width of kept.variants) {
    const copy = readFileSync(path.join(scratch, 'c', `${stored.storageKey}/${width}.webp`));
    expect(copy.equals(readFileSync(path.join(cache, entry!, `${width}.webp`)))).toBe(true);
  }
});
