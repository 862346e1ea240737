/**
 * Solid blocks over a photo, in the photo's own pixels. Blocks are painted opaque, never blurred: a blur can
 * be reversed, a solid block cannot, and what is sent is the painted copy, so the covered pixels never
 * leave the device.
 */
export type BlockShape = 'rect' | 'ellipse';
export type Block = { shape: BlockShape; x: number; y: number; w: number; h: number };
export type Size = { width: number; height: number };

/** At least ten per photo, as advertisers asked; more would only hide the photo. */
export const MAX_BLOCKS = 30;
/** A drag shorter than this (in photo pixels) is a tap, not a block. */
export const MIN_BLOCK = 4;
const BLOCK_COLOUR = '#000000';

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** The block a drag from `a` to `b` draws, whichever way it went, kept inside the photo. */
export function blockFromDrag(
  shape: BlockShape,
  a: { x: number; y: number },
  b: { x: number; y: number },
  size: Size,
): Block {
  const x1 = clamp(Math.min(a.x, b.x), 0, size.width);
  const y1 = clamp(Math.min(a.y, b.y), 0, size.height);
  const x2 = clamp(Math.max(a.x, b.x), 0, size.width);
  const y2 = clamp(Math.max(a.y, b.y), 0, size.height);
  return { shape, x: x1, y: y1, w: x2 - x1, h: y2 - y1 };
}

/** The block moved by `dx`, `dy`, its whole self still inside the photo. */
export function moveBlock(block: Block, dx: number, dy: number, size: Size): Block {
  return {
    ...block,
    x: clamp(block.x + dx, 0, size.width - block.w),
    y: clamp(block.y + dy, 0, size.height - block.h),
  };
}

/** The block grown or shrunk by `dw`, `dh` from its top-left corner, at least MIN_BLOCK and inside the photo. */
export function resizeBlock(block: Block, dw: number, dh: number, size: Size): Block {
  return {
    ...block,
    w: clamp(block.w + dw, MIN_BLOCK, size.width - block.x),
    h: clamp(block.h + dh, MIN_BLOCK, size.height - block.y),
  };
}

/** Whether a point is on the block (inside the ellipse for an ellipse). */
export function hits(block: Block, p: { x: number; y: number }): boolean {
  if (block.shape === 'rect')
    return p.x >= block.x && p.x <= block.x + block.w && p.y >= block.y && p.y <= block.y + block.h;
  const rx = block.w / 2;
  const ry = block.h / 2;
  if (rx === 0 || ry === 0) return false;
  const nx = (p.x - (block.x + rx)) / rx;
  const ny = (p.y - (block.y + ry)) / ry;
  return nx * nx + ny * ny <= 1;
}

/** Paints the blocks opaque over whatever the context holds. */
export function paintBlocks(ctx: CanvasRenderingContext2D, blocks: readonly Block[]) {
  ctx.fillStyle = BLOCK_COLOUR;
  for (const block of blocks) {
    ctx.beginPath();
    if (block.shape === 'rect') ctx.rect(block.x, block.y, block.w, block.h);
    else
      ctx.ellipse(block.x + block.w / 2, block.y + block.h / 2, block.w / 2, block.h / 2, 0, 0, 2 * Math.PI);
    ctx.fill();
  }
}

/** A keyboard step: 1 % of the photo's shorter side, at least one pixel. */
export const keyStep = (size: Size) => Math.max(1, Math.round(Math.min(size.width, size.height) / 100));
