import { describe, expect, it } from 'vitest';
import { blockFromDrag, hits, MIN_BLOCK, moveBlock, resizeBlock } from './mask-blocks';

const size = { width: 400, height: 300 };

describe('mask blocks', () => {
  it('a drag either way draws the same block, clipped to the photo', () => {
    expect(blockFromDrag('rect', { x: 50, y: 40 }, { x: 10, y: 10 }, size)).toEqual({
      shape: 'rect',
      x: 10,
      y: 10,
      w: 40,
      h: 30,
    });
    expect(blockFromDrag('ellipse', { x: 380, y: 280 }, { x: 999, y: -5 }, size)).toEqual({
      shape: 'ellipse',
      x: 380,
      y: 0,
      w: 20,
      h: 280,
    });
  });

  it('moving and resizing keep the whole block inside the photo, and a block never shrinks to nothing', () => {
    const block = { shape: 'rect' as const, x: 350, y: 250, w: 40, h: 40 };
    expect(moveBlock(block, 100, 100, size)).toMatchObject({ x: 360, y: 260 });
    expect(moveBlock(block, -1000, 0, size)).toMatchObject({ x: 0, y: 250 });
    expect(resizeBlock(block, 100, 100, size)).toMatchObject({ w: 50, h: 50 });
    expect(resizeBlock(block, -100, -100, size)).toMatchObject({ w: MIN_BLOCK, h: MIN_BLOCK });
  });

  it('a point hits a rectangle anywhere inside it, and an ellipse only inside its curve', () => {
    const rect = { shape: 'rect' as const, x: 0, y: 0, w: 100, h: 100 };
    const ellipse = { ...rect, shape: 'ellipse' as const };
    expect(hits(rect, { x: 2, y: 2 })).toBe(true);
    expect(hits(ellipse, { x: 2, y: 2 })).toBe(false);
    expect(hits(ellipse, { x: 50, y: 50 })).toBe(true);
    expect(hits(rect, { x: 101, y: 50 })).toBe(false);
  });
});
