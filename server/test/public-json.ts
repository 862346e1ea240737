import { expect } from 'vitest';

/** Keys that must never appear in a public response (docs/product.md#privacy). */
const PRIVATE_KEYS =
  /^(email|password|password_hash|passwordHash|confirmPassword|token|token_hash|tokenHash|search_text|searchText|suspended_reason|suspendedReason)$/i;

/**
 * Walks a public JSON answer and fails on any private key, and on coordinates with more than two
 * decimals (public coordinates are rounded to about 1 km).
 */
export function expectNoPrivateFields(json: unknown, where = '$'): void {
  if (Array.isArray(json)) {
    json.forEach((item, i) => expectNoPrivateFields(item, `${where}[${i}]`));
    return;
  }
  if (json === null || typeof json !== 'object') return;
  for (const [key, value] of Object.entries(json)) {
    expect(PRIVATE_KEYS.test(key), `private key ${where}.${key}`).toBe(false);
    if (
      (key === 'latitude' || key === 'longitude' || key === 'lat' || key === 'lng') &&
      typeof value === 'number'
    ) {
      expect(Math.round(value * 100) / 100, `${where}.${key} rounded`).toBe(value);
    }
    expectNoPrivateFields(value, `${where}.${key}`);
  }
}
