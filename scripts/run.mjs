#!/usr/bin/env node
// `node scripts/run.mjs <entry> [args…]` runs a compiled server entry (dist/<entry>.js: main, cli/…) with plain
// node, building first only what is missing or older than its sources: a second start costs a few file stats.
//
// It stays the one process between npm and the server: SIGINT, SIGTERM and SIGHUP are passed on to the
// server, and it exits when the server has, with its code. npm passes those signals to the script's shell,
// so package.json `exec`s this file: nothing is left between npm and us that could die and orphan the server.
//
// WEB_DIST set means the web app is built and placed by someone else: only the server is checked then.
// `node scripts/run.mjs --build-only` builds what is stale for `main` and runs nothing (npm run cluster).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { constants } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const serverDir = path.join(root, 'server');
const buildOnly = process.argv[2] === '--build-only';
const [entry = 'main', ...args] = buildOnly ? [] : process.argv.slice(2);

/** Newest modification time (ms) among files under the given paths; test files do not count. */
function newest(paths) {
  let latest = 0;
  const visit = (p) => {
    let stat;
    try {
      stat = statSync(p);
    } catch {
      return;
    }
    if (stat.isDirectory()) {
      for (const name of readdirSync(p)) if (name !== 'node_modules') visit(path.join(p, name));
    } else if (!/\.test\.tsx?$/.test(p)) {
      latest = Math.max(latest, stat.mtimeMs);
    }
  };
  for (const p of paths) visit(p);
  return latest;
}

const builtAt = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);
const shared = ['contract/src', 'contract/package.json'].map((p) => path.join(root, p));

// Every `npm install` rewrites package-lock.json, most often unchanged (and after its own prepare step has
// built): so the dependencies count as changed when the lock's content differs from the one a build here
// was made with, kept beside that build; a build made elsewhere (npm run build) goes by the file's date.
const lockFile = path.join(root, 'package-lock.json');
const lockHash = () => createHash('sha256').update(readFileSync(lockFile)).digest('hex');
const lockStamp = (target) => path.join(path.dirname(target.output), '.package-lock.sha256');
function dependenciesChanged(target, built) {
  if (builtAt(lockFile) <= built) return false;
  const stamp = lockStamp(target);
  return !existsSync(stamp) || readFileSync(stamp, 'utf8') !== lockHash();
}

const targets = [
  {
    name: 'server',
    output: path.join(serverDir, 'dist', `${entry}.js`),
    sources: [...shared, ...['src', 'build.mjs', 'package.json'].map((p) => path.join(serverDir, p))],
    wanted: true,
  },
  {
    name: 'web',
    output: path.join(root, 'web', 'dist', 'index.html'),
    sources: [
      ...shared,
      ...['src', 'public', 'index.html', 'vite.config.ts', 'package.json'].map((p) =>
        path.join(root, 'web', p),
      ),
    ],
    wanted: entry === 'main' && !process.env.WEB_DIST,
  },
];

let current; // the child running now (a build or the server)
let stopping; // the signal that asked us to stop
const lastForwarded = {};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    stopping = signal;
    if (!current || current.exitCode !== null) process.exit(128 + constants.signals[signal]);
    // One Ctrl-C in a terminal reaches us twice (from the terminal and relayed by npm): pass it on once. A
    // second one a moment later is meant, and tells the server to stop waiting for requests in flight.
    const now = Date.now();
    if (now - (lastForwarded[signal] ?? 0) < 1000) return;
    lastForwarded[signal] = now;
    current.kill(signal);
  });
}

function run(command, commandArgs, options) {
  return new Promise((resolve) => {
    current = spawn(command, commandArgs, { stdio: 'inherit', ...options });
    current.on('exit', (code, signal) => resolve({ code, signal }));
    current.on('error', (error) => {
      console.error(`could not run ${command}: ${error.message}`);
      resolve({ code: 1, signal: null });
    });
  });
}

for (const target of targets.filter((t) => t.wanted)) {
  const built = builtAt(target.output);
  if (built && built >= newest(target.sources) && !dependenciesChanged(target, built)) continue;
  console.log(built ? `The ${target.name} sources changed: building…` : `Building the ${target.name}…`);
  const lockBefore = lockHash();
  const npm = process.env.npm_execpath;
  const { code } = npm
    ? await run(process.execPath, [npm, 'run', 'build', '-w', target.name], { cwd: root })
    : await run('npm', ['run', 'build', '-w', target.name], { cwd: root });
  if (stopping) process.exit(1);
  if (code !== 0) {
    console.error(`Building the ${target.name} failed (exit code ${code}).`);
    process.exit(code ?? 1);
  }
  writeFileSync(lockStamp(target), lockBefore);
}

if (buildOnly) process.exit(0);

const { code, signal } = await run(
  process.execPath,
  ['--enable-source-maps', path.join(serverDir, 'dist', `${entry}.js`), ...args],
  {
    // The server's relative paths (DATA_DIR=./data) are those of the server folder, as with `npm start -w server`.
    cwd: serverDir,
    // Its own process group: a terminal's Ctrl-C reaches it only through us, once (see above).
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit'],
  },
);
process.exit(code ?? (signal ? 128 + constants.signals[signal] : 1));
