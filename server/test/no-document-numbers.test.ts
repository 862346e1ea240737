import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Comments state the rule in the code's own words ("5 digits is short: the per-code cap of 5 tries
 * makes it safe"), or link to a section of docs/product.md. A pointer to a document that is not in
 * the repository ("SPEC §5", "DESIGN §6", "STYLE §5", "issue 7") tells a newcomer nothing, so this
 * test fails on one, in comments and test titles alike.
 */

const root = path.resolve(import.meta.dirname, '../..');
const SCANNED = ['server/src', 'server/test', 'web/src', 'contract/src', 'e2e', 'bench', 'scripts'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'output', 'test-results', 'results']);
const EXTENSIONS = /\.(ts|tsx|mts|mjs|js|css|json|md|html)$/;
const FORBIDDEN = [/\b(SPEC|DESIGN|STYLE)\b/, /\bissues? #?\d/i];

/** This file names the patterns it forbids. */
const SELF = 'server/test/no-document-numbers.test.ts';

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) yield* files(rel);
    } else if (EXTENSIONS.test(entry.name)) {
      yield rel;
    }
  }
}

describe('comments state rules, not document numbers', () => {
  it('no source file cites SPEC §n, DESIGN §n, STYLE §n or issue n', () => {
    const found: string[] = [];
    let scanned = 0;
    for (const dir of SCANNED) {
      for (const file of files(dir)) {
        if (file === SELF) continue;
        scanned++;
        readFileSync(path.join(root, file), 'utf8')
          .split('\n')
          .forEach((line, i) => {
            if (FORBIDDEN.some((re) => re.test(line))) found.push(`${file}:${i + 1}: ${line.trim()}`);
          });
      }
    }
    expect(scanned).toBeGreaterThan(300);
    expect(found, 'state the rule itself, or link to a section of docs/product.md').toEqual([]);
  });
});
