#!/usr/bin/env node
// How long `npm start` takes to answer on a database that already exists: starts it RUNS times (default 3)
// against DATA_DIR (default a fresh temporary folder, filled by a first untimed start), measures from the
// spawn of `npm start` to the first 200 from /api/ready, stops it with SIGTERM, and prints the median.
//
//   PORT=4150 node scripts/start-time.mjs            # the target: a second start answers within 3 s
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const port = process.env.PORT ?? '4150';
const runs = Number(process.env.RUNS ?? 3);
const ownDir = !process.env.DATA_DIR;
const dataDir = process.env.DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'velvet-start-'));

/**
 * CPU seconds (user + system) the process tree under `pid` has used so far, from /proc (Linux). On a busy
 * machine the wall time mostly measures waiting for a core; the CPU time is what the start itself costs.
 */
function cpuSeconds(pid) {
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number));
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) for (const [p, pp] of rows) if (pp === tree[i]) tree.push(p);
  const ticks = tree.reduce((sum, p) => {
    try {
      const fields = readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1].split(' ');
      return sum + Number(fields[11]) + Number(fields[12]);
    } catch {
      return sum;
    }
  }, 0);
  return ticks / 100;
}

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
  const cpu = cpuSeconds(child.pid);
  child.kill('SIGTERM');
  await exited;
  return { seconds, cpu };
}

try {
  const first = await startOnce();
  console.log(`first start (builds if needed, creates the database): ${first.seconds.toFixed(2)} s`);
  const times = [];
  for (let i = 0; i < runs; i++) times.push(await startOnce());
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const wall = times.map((t) => t.seconds);
  const cpu = times.map((t) => t.cpu);
  console.log(
    `second start, ${runs} runs: ${wall.map((t) => t.toFixed(2)).join(' s, ')} s; median ${median(wall).toFixed(2)} s ` +
      `wall, ${median(cpu).toFixed(2)} s CPU ` +
      `(load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}, ${os.availableParallelism()} cores)`,
  );
} finally {
  if (ownDir) rmSync(dataDir, { recursive: true, force: true });
}
