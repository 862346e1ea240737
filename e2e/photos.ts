import { crc32, deflateSync } from 'node:zlib';

/**
 * A real PNG photo (a random pattern of light and dark squares over a faint colour gradient), so the server's
 * image pipeline has something to re-encode. Each call draws a picture of its own: the server holds back
 * an advert whose photo copies another account's (perceptual hashes within 10 of 64 bits). The squares
 * carry the picture: with 6 × 6 of them under a strong gradient, 18 of 44 850 pairs of 300 photos came
 * within 10 bits and a journey's advert was now and then held as a copy; with 12 × 12 over a faint
 * gradient, none of 179 700 pairs of 600 did (the closest 14 bits apart).
 */
export function png(width: number, height: number, seed: number): Buffer {
  const GRID = 12;
  const squares = Array.from({ length: GRID * GRID }, () => Math.floor(Math.random() * 256));
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) {
      const square = squares[Math.floor((y * GRID) / height) * GRID + Math.floor((x * GRID) / width)]!;
      rows[row + 1 + x * 3] = (square * 15 + ((x + seed * 40) % 256)) >> 4;
      rows[row + 2 + x * 3] = (square * 15 + ((y + seed * 70) % 256)) >> 4;
      rows[row + 3 + x * 3] = (square * 15 + ((x + y + seed * 90) % 256)) >> 4;
    }
  }
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
