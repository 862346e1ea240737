/**
 * `npm run bench:inp` — responsiveness budgets. Runs the phone taps of e2e/tests/responsiveness.spec.ts
 * (Interaction to Next Paint by web-vitals, CPU slowed 4×) --runs times each against one journey server,
 * takes the median per tap and moment, compares it with bench/budget.json's `inp` and exits 1 on a miss.
 * One tap on a shared two-core machine swings by 2×: a median of several is what a gate can hold.
 *
 * Options: --runs N (default 3). Environment: E2E_PORT (default 3900). The web app must be built
 * (the root script does it). The summary goes to bench/results/<time>-inp.json.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const e2e = path.resolve(here, '../e2e');
const argv = process.argv.slice(2);
const runsAt = argv.indexOf('--runs');
const runs = runsAt >= 0 ? Number(argv[runsAt + 1]) : 3;
const { inp: budget } = JSON.parse(readFileSync(path.join(here, 'budget.json'), 'utf8'));
const lines = path.join(e2e, 'output/inp.jsonl');

rmSync(lines, { force: true });
const loadBefore = os.loadavg();
const playwright = spawnSync(
  'npx',
  ['playwright', 'test', '--project=responsiveness', `--repeat-each=${runs}`, '--retries=0'],
  { cwd: e2e, stdio: 'inherit', env: { ...process.env, E2E_MAIN_SERVER_ONLY: '1' } },
);
let measured = [];
try {
  measured = readFileSync(lines, 'utf8').trim().split('\n').map(JSON.parse);
} catch {
  // no tap measured: reported below
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const groups = new Map();
for (const m of measured) {
  const key = `${m.interaction} (${m.moment})`;
  groups.set(key, [...(groups.get(key) ?? []), m]);
}
const results = [...groups].map(([tap, samples]) => {
  const values = samples.map((s) => s.inpMs);
  const medianMs = median(values);
  const gate = samples[0].moment === 'settled' ? budget.settledMs : budget.whileHydratingMs;
  return { tap, values, medianMs, gate, miss: !(medianMs <= gate), overTarget: medianMs > budget.targetMs };
});

console.log(
  `\nINP on a phone, CPU slowed ${budget.cpuSlowdown}×, median of ${runs} (target ${budget.targetMs} ms)`,
);
for (const r of results) {
  console.log(
    `${String(r.medianMs).padStart(5)} ms  ${r.tap.padEnd(40)} runs ${r.values.join(' / ')}  gate ${r.gate} ms  ${r.miss ? 'MISS' : r.overTarget ? 'within the gate, over the target' : 'ok'}`,
  );
}
const incomplete = playwright.status !== 0 || results.length === 0;
if (incomplete) console.log('Some taps failed to do their work or could not be measured (see above).');
const failed = incomplete || results.some((r) => r.miss);

const dir = path.join(here, 'results');
mkdirSync(dir, { recursive: true });
const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19)}-inp.json`);
writeFileSync(
  file,
  `${JSON.stringify({ finishedAt: new Date().toISOString(), loadAverage: { before: loadBefore, after: os.loadavg() }, runs, budget, results, measured }, null, 2)}\n`,
);
console.log(
  `\n${failed ? 'Responsiveness misses its budget.' : 'Every tap is within budget.'} Summary: ${path.relative(process.cwd(), file)}`,
);
process.exitCode = failed ? 1 : 0;
