#!/usr/bin/env node
// `npm install` runs this (the server workspace's `prepare`: npm shows a workspace script's output only if it
// fails, so an install stays quiet). It does ahead what the first `npm start` would otherwise do while its
// visitor waits: builds what is missing (scripts/run.mjs --build-only), then makes the migrated empty
// database and the demo pictures (server/src/cli/prepare.ts). None of it is needed: when anything here
// fails, `npm start` builds and makes what is missing as before, so this never fails an install.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** Runs a node script with its output kept, and tells whether it succeeded. */
function step(script, args = []) {
  const result = spawnSync(process.execPath, [script, ...args], { cwd: root, encoding: 'utf8' });
  if (result.status === 0) return true;
  console.error(
    `${path.relative(root, script)} did not finish; npm start will do it.\n${result.stdout}${result.stderr}`,
  );
  return false;
}

try {
  // Installed without the dev dependencies (--omit=dev) there is nothing to build with.
  const resolve = createRequire(path.join(root, 'package.json')).resolve;
  resolve('esbuild');
  resolve('vite');
} catch {
  process.exit(0);
}

if (step(path.join(root, 'scripts/run.mjs'), ['--build-only']))
  step(path.join(root, 'server/dist/cli/prepare.js'));
