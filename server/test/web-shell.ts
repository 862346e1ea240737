import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A minimal built web app, so tests can read the server-rendered head of pages. */
export function webShell(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'velvet-dist-'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>Velvet</title><meta name="description" content="Shell text" /></head><body><div id="root"></div></body></html>',
  );
  return dist;
}
