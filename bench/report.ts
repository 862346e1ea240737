/** How a bench run describes itself: the machine, the commit and the table of HTTP results. */
import { execSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Interleaved } from './http.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

export const machine = () => ({
  cpus: os.cpus().length,
  cpuModel: os.cpus()[0]?.model ?? 'unknown',
  memoryGiB: Math.round(os.totalmem() / 2 ** 30),
  loadAverage: os.loadavg().map((x) => Math.round(x * 100) / 100),
  node: process.version,
});

export function commit(): string {
  try {
    return execSync('git rev-parse --short HEAD', { cwd: here, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return 'unknown';
  }
}

export const fmt = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '-');

/** Medians of the runs; "spread" is the lowest and highest share of the ceiling among them. */
export function printTable(rows: Interleaved[]) {
  const head = [
    'endpoint',
    'urls',
    'req/s',
    'vs ceiling',
    'spread',
    'p50 ms',
    'p99 ms',
    'p99 vs ceil',
    'max ms',
    'bytes',
    'errors',
    'load',
  ];
  const pct = (x: number) => fmt(x * 100, 0);
  const body = rows.map((r) => [
    r.name,
    String(r.urls),
    String(r.reqPerSec),
    `${pct(r.ratio)} %`,
    `${pct(r.ratioMin)}–${pct(r.ratioMax)} %`,
    fmt(r.p50),
    fmt(r.p99),
    `${fmt(r.p99Ratio, 2)}×`,
    fmt(r.max, 0),
    String(r.bytesPerRequest),
    String(r.errors + r.non2xx),
    fmt(r.loadAverage, 1),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(line(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const b of body) console.log(line(b));
}
