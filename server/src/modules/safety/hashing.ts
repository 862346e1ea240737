import { PHOTO_MATCH_DISTANCE } from '@velvet/contract';

/**
 * 64-bit perceptual hashes as the database keeps them: a signed bigint (PostgreSQL has no unsigned one)
 * and four 16-bit bands. Two hashes within PHOTO_MATCH_DISTANCE bits differ in at most
 * floor(PHOTO_MATCH_DISTANCE / 4) bits in at least one band (pigeonhole), so a lookup asks each band's
 * index for every value within that many bits of the photo's own band: all candidates, and few others.
 */
const BAND_COUNT = 4;
const BAND_BITS = 16;
const BAND_RADIUS = Math.floor(PHOTO_MATCH_DISTANCE / BAND_COUNT);

export const HEX_HASH = /^[0-9a-f]{16}$/i;

export type BandedHash = { hash: bigint; band0: number; band1: number; band2: number; band3: number };

/** A 16-hex-digit hash as stored: the signed bigint of its bits and its four bands (band0 = highest bits). */
export function bandedHash(hex: string): BandedHash {
  if (!HEX_HASH.test(hex)) throw new Error(`not a 64-bit hex hash: ${hex}`);
  const unsigned = BigInt(`0x${hex}`);
  const band = (i: number) => Number((unsigned >> BigInt((BAND_COUNT - 1 - i) * BAND_BITS)) & 0xffffn);
  return {
    hash: BigInt.asIntN(64, unsigned),
    band0: band(0),
    band1: band(1),
    band2: band(2),
    band3: band(3),
  };
}

/** The hex form of a stored (signed) hash. */
export const hexOf = (hash: bigint) => BigInt.asUintN(64, hash).toString(16).padStart(16, '0');

/** Every 16-bit value within BAND_RADIUS bits of `band` (itself included): what one band's index is asked. */
export function bandNeighbours(band: number): number[] {
  const out = [band];
  // Each set of up to BAND_RADIUS bits once: bits are flipped in increasing order.
  const flip = (value: number, fromBit: number, left: number) => {
    for (let bit = fromBit; bit < BAND_BITS; bit++) {
      const flipped = value ^ (1 << bit);
      out.push(flipped);
      if (left > 1) flip(flipped, bit + 1, left - 1);
    }
  };
  if (BAND_RADIUS > 0) flip(band, 0, BAND_RADIUS);
  return out;
}
