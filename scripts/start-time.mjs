#!/usr/bin/env node
// How long `npm start` takes to answer on a database that already exists: starts it RUNS times (default 3)
// against DATA_DIR (default a fresh temporary folder, filled by a first untimed start), measures from the
// spawn of `npm start` to the first 200 from /api/ready, stops it with SIGTERM, and prints the median.
//
//   PORT=4150 node scripts/start-time.mjs            # the target: a second start answers within 3 s
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const port = process.env.PORT ?? '4150';
const runs = Number(process.env.RUNS ?? 3);
const ownDir = !process.env.DATA_DIR;
const dataDir = process.env.DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'velvet-start-'));

async function startOnce() {
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: root,
    env: { ...process.env, PORT: port, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/ready`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  const seconds = (performance.now() - started) / 1000;
  child.kill('SIGTERM');
  await exited;
  return seconds;
}

try {
  console.log(`first start (builds if needed, creates the database): ${(await startOnce()).toFixed(2)} s`);
  const times = [];
  for (let i = 0; i < runs; i++) times.push(await startOnce());
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  console.log(
    `second start, ${runs} runs: ${times.map((t) => t.toFixed(2)).join(' s, ')} s; median ${median.toFixed(2)} s ` +
      `(load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}, ${os.availableParallelism()} cores)`,
  );
} finally {
  if (ownDir) rmSync(dataDir, { recursive: true, force: true });
}
