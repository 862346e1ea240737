import { describe, expect, it } from 'vitest';
import { change } from './stats-panel';

describe('change against the previous period', () => {
  it('is a whole percent, and nothing when there is nothing to compare with', () => {
    expect(change(15, 10)).toBe(50);
    expect(change(5, 10)).toBe(-50);
    expect(change(10, 10)).toBe(0);
    expect(change(1, 3)).toBe(-67);
    expect(change(4, 0)).toBeNull();
  });
});
