/**
 * Where the server's time goes under load on one endpoint: starts `serve.ts` with V8's sampling profiler
 * (`--cpu-prof`), drives the endpoint with autocannon, stops the server and prints a summary of the
 * profile — time by package or source file, the functions with the most self time, and the inclusive
 * time of the app's own functions. The `.cpuprofile` stays in bench/.data/profiles/ for Chrome DevTools.
 *
 *   DATABASE_URL=postgres://…/velvet_bench npx tsx bench/profile.ts --endpoint 'escort/normal?page_size=100'
 *   npx tsx bench/profile.ts --embedded --no-cache --endpoint escort/search --duration 15
 *
 * The database must already hold the bench adverts (`npm run bench` or `bench/generate.ts` loads them).
 */
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseGenerateArgs } from './generate.ts';
import { endpoints } from './endpoints.ts';
import { benchServerEnv, pinCores, runLoad, startServer } from './http.ts';
import { openBenchApp, sampleData } from './plans.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const argv = process.argv.slice(2);
const value = (name: string, fallback: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1]! : fallback;
};

type CallFrame = { functionName: string; url: string; lineNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; hitCount: number; children?: number[] };
type Profile = { nodes: ProfileNode[]; startTime: number; endTime: number; samples: number[] };

/** A frame's area: the npm package, the repository file, Node's internals or V8's own buckets. */
function area(frame: CallFrame): string {
  if (!frame.url) return frame.functionName.startsWith('(') ? frame.functionName : '(native)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(frame.url);
  if (pkg) return pkg[1]!;
  if (frame.url.startsWith('node:')) return 'node internals';
  const repo = frame.url.replace(/^file:\/\//, '');
  return path.relative(path.resolve(here, '..'), repo);
}

const label = (frame: CallFrame) =>
  `${frame.functionName || '(anonymous)'} ${area(frame)}:${frame.lineNumber + 1}`;

export function summariseProfile(profile: Profile, top = 25) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const totalHits = profile.nodes.reduce((sum, n) => sum + n.hitCount, 0) || 1;
  const ms = (hits: number) => ((profile.endTime - profile.startTime) / 1000) * (hits / totalHits);
  const self = new Map<string, number>();
  const areas = new Map<string, number>();
  const inclusive = new Map<string, number>();
  // Inclusive time counts a function once per sample even when it recurses.
  const walk = (node: ProfileNode, stack: Map<string, number>): number => {
    const key = label(node.callFrame);
    self.set(key, (self.get(key) ?? 0) + node.hitCount);
    const a = area(node.callFrame);
    areas.set(a, (areas.get(a) ?? 0) + node.hitCount);
    stack.set(key, (stack.get(key) ?? 0) + 1);
    let hits = node.hitCount;
    for (const child of node.children ?? []) hits += walk(byId.get(child)!, stack);
    const depth = stack.get(key)! - 1;
    if (depth === 0) {
      stack.delete(key);
      inclusive.set(key, (inclusive.get(key) ?? 0) + hits);
    } else stack.set(key, depth);
    return hits;
  };
  walk(profile.nodes[0]!, new Map());
  const rank = (m: Map<string, number>, filter: (key: string) => boolean = () => true) =>
    [...m]
      .filter(([k]) => filter(k))
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([key, hits]) => ({ key, ms: Math.round(ms(hits)), share: hits / totalHits }));
  const own = (key: string) => / (server|contract|bench)\//.test(key);
  return {
    seconds: (profile.endTime - profile.startTime) / 1e6,
    byArea: rank(areas),
    bySelf: rank(self),
    appInclusive: rank(inclusive, own),
  };
}

function printSummary(summary: ReturnType<typeof summariseProfile>) {
  const print = (title: string, rows: { key: string; ms: number; share: number }[]) => {
    console.log(`\n${title}`);
    for (const r of rows)
      console.log(`  ${(r.share * 100).toFixed(1).padStart(5)} %  ${String(r.ms).padStart(6)} ms  ${r.key}`);
  };
  print('Time by area (self time of its frames)', summary.byArea);
  print('Functions by self time', summary.bySelf);
  print("The app's own functions by inclusive time", summary.appInclusive);
}

async function main() {
  // --summary FILE: summarise a profile written before.
  if (argv.includes('--summary')) {
    const file = value('summary', '');
    return printSummary(summariseProfile(JSON.parse(readFileSync(file, 'utf8')) as Profile));
  }
  const target = parseGenerateArgs(argv);
  const name = value('endpoint', 'escort/normal?page_size=100');
  const seconds = Number(value('duration', '10'));
  const connections = Number(value('connections', '50'));
  const port = Number(value('port', process.env.BENCH_PORT ?? '3701'));
  const noCache = argv.includes('--no-cache');
  const bench = await openBenchApp({ DATABASE_URL: target.url, pgliteDir: target.dataDir });
  const endpoint = await sampleData(bench)
    .then((sample) => endpoints(sample).find((e) => e.name === name))
    .finally(() => bench.close());
  if (!endpoint) throw new Error(`no endpoint named ${name} (see bench/endpoints.ts)`);
  const dir = path.join(here, '.data', 'profiles', `${Date.now()}`);
  mkdirSync(dir, { recursive: true });
  const pinning = pinCores();
  const server = await startServer(benchServerEnv(port, target, noCache), pinning?.server, [
    '--cpu-prof',
    `--cpu-prof-dir=${dir}`,
  ]);
  let load;
  try {
    load = await runLoad(server.port, endpoint, { connections, seconds, warmupSeconds: 3 });
  } finally {
    await server.stop();
  }
  // The server writes a profile per thread when it exits (tsx's module loader has one of its own): the
  // main thread is the one whose samples are mostly not idle.
  const files = readdirSync(dir).filter((f) => f.endsWith('.cpuprofile'));
  const profiles = files.map((f) => ({
    file: path.join(dir, f),
    profile: JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as Profile,
  }));
  const busy = (p: Profile) =>
    p.nodes.reduce((sum, n) => sum + (n.callFrame.functionName === '(idle)' ? 0 : n.hitCount), 0);
  const main = profiles.sort((a, b) => busy(b.profile) - busy(a.profile))[0];
  if (!main) throw new Error(`no profile written in ${dir}`);
  const summary = summariseProfile(main.profile);
  console.log(
    `${name}${noCache ? ' (caches off)' : ''}: ${load.reqPerSec} req/s, p99 ${load.p99} ms, ${load.bytesPerRequest} bytes, load average ${os.loadavg()[0]!.toFixed(2)}; profile of ${summary.seconds.toFixed(1)} s: ${path.relative(process.cwd(), main.file)}`,
  );
  printSummary(summary);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
