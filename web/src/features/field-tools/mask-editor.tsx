import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Spinner } from '../../components/ui/spinner';
import {
  blockFromDrag,
  hits,
  keyStep,
  MAX_BLOCKS,
  MIN_BLOCK,
  moveBlock,
  paintBlocks,
  resizeBlock,
  type Block,
  type BlockShape,
  type Size,
} from './mask-blocks';

/** A photo is painted at most this wide or high: the server keeps less, and a phone's memory is finite. */
const MAX_SIDE = 4096;
const JPEG_QUALITY = 0.92;

type Drag =
  | { kind: 'draw'; from: { x: number; y: number }; to: { x: number; y: number } }
  | { kind: 'move'; index: number; from: { x: number; y: number }; start: Block };

/** The photo's copy with the blocks painted in, as a JPEG file named after the original. */
async function paintedFile(image: HTMLImageElement, size: Size, blocks: readonly Block[], name: string) {
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const ctx = canvas.getContext('2d')!;
  ctx.drawImage(image, 0, 0, size.width, size.height);
  paintBlocks(ctx, blocks);
  const blob = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY),
  );
  if (!blob) throw new Error('The browser could not encode the masked photo.');
  return new File([blob], `${name.replace(/\.[^.]*$/, '')}-masked.jpg`, { type: 'image/jpeg' });
}

/**
 * Covers parts of a photo with solid blocks before it is sent. A drag (mouse, pen or finger) draws a
 * rectangle or an ellipse, or moves the block it starts on; the keyboard adds a block, and the arrow keys
 * move the chosen one (with Shift, resize it). "Use this photo" hands back the painted copy, which then
 * replaces the original in the form: the original is never sent. Loaded only when opened.
 */
export default function MaskEditor({
  file,
  onDone,
  onCancel,
}: {
  file: File;
  onDone: (masked: File) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('field-tools');
  const url = useMemo(() => URL.createObjectURL(file), [file]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [image, setImage] = useState<{ element: HTMLImageElement; size: Size } | null>(null);
  const [failed, setFailed] = useState(false);
  const [blocks, setBlocks] = useState<Block[]>([]);
  const [history, setHistory] = useState<Block[][]>([]);
  const [selected, setSelected] = useState<number | null>(null);
  const [shape, setShape] = useState<BlockShape>('rect');
  const [drag, setDrag] = useState<Drag | null>(null);
  const [saving, setSaving] = useState(false);
  const [note, setNote] = useState('');

  useEffect(() => {
    let live = true;
    const element = new Image();
    element.src = url;
    element
      .decode()
      .then(() => {
        if (!live) return;
        const scale = Math.min(1, MAX_SIDE / Math.max(element.naturalWidth, element.naturalHeight));
        setImage({
          element,
          size: {
            width: Math.round(element.naturalWidth * scale),
            height: Math.round(element.naturalHeight * scale),
          },
        });
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [url]);

  // What the advertiser sees: the photo, the blocks (the one being drawn too) and the chosen one outlined.
  const shown = useMemo(() => {
    if (!image || drag?.kind !== 'draw') return blocks;
    return [...blocks, blockFromDrag(shape, drag.from, drag.to, image.size)];
  }, [blocks, drag, image, shape]);
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || !image) return;
    const ctx = canvas.getContext('2d')!;
    ctx.drawImage(image.element, 0, 0, image.size.width, image.size.height);
    paintBlocks(ctx, shown);
    const chosen = selected === null ? undefined : shown[selected];
    if (chosen) {
      ctx.strokeStyle = '#fb7185';
      ctx.lineWidth = Math.max(2, keyStep(image.size) / 2);
      ctx.setLineDash([ctx.lineWidth * 3, ctx.lineWidth * 2]);
      ctx.strokeRect(chosen.x, chosen.y, chosen.w, chosen.h);
      ctx.setLineDash([]);
    }
  }, [image, shown, selected]);

  /** Every change is one step Undo takes back. */
  const change = (next: Block[], select: number | null = selected) => {
    setHistory((h) => [...h, blocks]);
    setBlocks(next);
    setSelected(select);
  };
  const undo = () => {
    const previous = history.at(-1);
    if (!previous) return;
    setHistory((h) => h.slice(0, -1));
    setBlocks(previous);
    setSelected(previous.length ? previous.length - 1 : null);
  };
  const full = blocks.length >= MAX_BLOCKS;

  function toPhoto(event: PointerEvent<HTMLCanvasElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    const size = image!.size;
    return {
      x: ((event.clientX - box.left) / box.width) * size.width,
      y: ((event.clientY - box.top) / box.height) * size.height,
    };
  }

  function onPointerDown(event: PointerEvent<HTMLCanvasElement>) {
    if (!image) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    event.currentTarget.focus();
    const at = toPhoto(event);
    const index = blocks.findLastIndex((block) => hits(block, at));
    if (index >= 0) {
      setSelected(index);
      setDrag({ kind: 'move', index, from: at, start: blocks[index]! });
    } else if (full) {
      setNote(t('mask.full', { max: MAX_BLOCKS }));
    } else {
      setDrag({ kind: 'draw', from: at, to: at });
    }
  }

  function onPointerMove(event: PointerEvent<HTMLCanvasElement>) {
    if (!drag || !image) return;
    const at = toPhoto(event);
    if (drag.kind === 'draw') setDrag({ ...drag, to: at });
    else
      setBlocks((current) =>
        current.map((block, i) =>
          i === drag.index
            ? moveBlock(drag.start, at.x - drag.from.x, at.y - drag.from.y, image.size)
            : block,
        ),
      );
  }

  function onPointerUp() {
    if (!drag || !image) return;
    setDrag(null);
    if (drag.kind === 'draw') {
      const block = blockFromDrag(shape, drag.from, drag.to, image.size);
      if (block.w >= MIN_BLOCK && block.h >= MIN_BLOCK) change([...blocks, block], blocks.length);
    } else {
      const moved = blocks[drag.index]!;
      if (moved.x !== drag.start.x || moved.y !== drag.start.y)
        setHistory((h) => [...h, blocks.map((b, i) => (i === drag.index ? drag.start : b))]);
    }
  }

  function addBlock() {
    if (!image) return;
    if (full) return setNote(t('mask.full', { max: MAX_BLOCKS }));
    const { width, height } = image.size;
    const side = Math.round(Math.min(width, height) / 4);
    change(
      [...blocks, { shape, x: (width - side) / 2, y: (height - side) / 2, w: side, h: side }],
      blocks.length,
    );
    canvasRef.current?.focus();
  }

  const ARROWS: Record<string, [number, number]> = {
    ArrowLeft: [-1, 0],
    ArrowRight: [1, 0],
    ArrowUp: [0, -1],
    ArrowDown: [0, 1],
  };
  function onKeyDown(event: KeyboardEvent<HTMLCanvasElement>) {
    if (!image) return;
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'z') {
      event.preventDefault();
      return undo();
    }
    const chosen = selected === null ? undefined : blocks[selected];
    if (!chosen) return;
    const arrow = ARROWS[event.key];
    if (arrow) {
      event.preventDefault();
      const step = keyStep(image.size) * (event.altKey ? 1 : 5);
      const [dx, dy] = [arrow[0] * step, arrow[1] * step];
      const next = event.shiftKey
        ? resizeBlock(chosen, dx, dy, image.size)
        : moveBlock(chosen, dx, dy, image.size);
      change(blocks.map((b, i) => (i === selected ? next : b)));
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      change(
        blocks.filter((_, i) => i !== selected),
        blocks.length > 1 ? 0 : null,
      );
    }
  }

  async function apply() {
    if (!image) return;
    setSaving(true);
    try {
      onDone(await paintedFile(image.element, image.size, blocks, file.name));
    } catch {
      setNote(t('mask.failed'));
      setSaving(false);
    }
  }

  const describe = (block: Block, i: number) => t(`mask.block.${block.shape}`, { n: i + 1 });

  return (
    <Dialog open onClose={onCancel} title={t('mask.title')} className="w-[min(96vw,56rem)]">
      <p className="mb-3 text-sm text-mist-300">{t('mask.hint')}</p>
      {failed ? (
        <p role="alert" className="text-red-300">
          {t('mask.unreadable')}
        </p>
      ) : !image ? (
        <Spinner label={t('mask.loading')} />
      ) : (
        <div className="flex flex-col gap-3">
          <fieldset className="flex flex-wrap items-center gap-4 text-sm">
            <legend className="sr-only">{t('mask.shape')}</legend>
            {(['rect', 'ellipse'] as const).map((value) => (
              <label key={value} className="flex min-h-11 items-center gap-2">
                <input
                  type="radio"
                  name="mask-shape"
                  value={value}
                  checked={shape === value}
                  onChange={() => setShape(value)}
                  className="h-5 w-5 accent-rose-400"
                />
                {t(`mask.shapes.${value}`)}
              </label>
            ))}
          </fieldset>
          <canvas
            ref={canvasRef}
            width={image.size.width}
            height={image.size.height}
            tabIndex={0}
            role="img"
            aria-label={t('mask.canvas', { count: blocks.length })}
            aria-describedby="mask-keys"
            data-testid="mask-canvas"
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={() => setDrag(null)}
            onKeyDown={onKeyDown}
            // touch-action none: a finger draws instead of scrolling the page.
            className="mx-auto max-h-[60vh] w-auto max-w-full touch-none cursor-crosshair rounded-lg outline-offset-2 focus-visible:outline-2 focus-visible:outline-rose-400"
          />
          <p id="mask-keys" className="text-xs text-mist-400">
            {t('mask.keys')}
          </p>
          {blocks.length > 0 && (
            <ul aria-label={t('mask.blocks')} className="flex flex-wrap gap-2">
              {blocks.map((block, i) => (
                <li key={i}>
                  <button
                    type="button"
                    aria-pressed={selected === i}
                    onClick={() => {
                      setSelected(i);
                      canvasRef.current?.focus();
                    }}
                    className={`min-h-11 rounded-full border px-3 text-sm ${selected === i ? 'border-rose-400 bg-rose-400/15 text-rose-200' : 'border-night-600 text-mist-200'}`}
                  >
                    {describe(block, i)}
                  </button>
                </li>
              ))}
            </ul>
          )}
          <p role="status" className="text-sm text-champagne-300">
            {note}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={addBlock} disabled={full}>
              {t('mask.add')}
            </Button>
            <Button variant="secondary" onClick={undo} disabled={history.length === 0}>
              {t('mask.undo')}
            </Button>
            <Button variant="ghost" onClick={onCancel}>
              {t('mask.cancel')}
            </Button>
            <Button onClick={() => void apply()} disabled={blocks.length === 0 || saving}>
              {saving && <Spinner />}
              {t('mask.apply')}
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
