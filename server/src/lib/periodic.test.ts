import { describe, expect, it } from 'vitest';
import { runPeriodically } from './periodic.ts';

/** Runs one pass of `task` and returns what it logged, by level. */
async function onePass(task: () => Promise<void>) {
  const lines: string[] = [];
  const log = {
    error: (obj: object, msg: string) => void lines.push(`error ${msg} ${JSON.stringify(obj)}`),
    warn: (obj: object, msg: string) => void lines.push(`warn ${msg} ${JSON.stringify(obj)}`),
  };
  const run = runPeriodically(task, { intervalMs: 60_000, runAtStart: true, log, failure: 'pass failed' });
  const deadline = Date.now() + 5000;
  while (lines.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
  await run.stop();
  return lines;
}

describe('a periodic task', () => {
  it('logs a pass the database was away for as a warning with the driver words only', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const lines = await onePass(async () => {
      throw new Error('Failed query: rollback\nparams: secret', { cause: refused });
    });
    expect(lines).toEqual([
      'warn pass failed: database unavailable {"error":"connect ECONNREFUSED 127.0.0.1:5432"}',
    ]);
  });

  it('logs any other failure as an error with its stack', async () => {
    const lines = await onePass(async () => {
      throw new Error('a bug');
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^error pass failed /);
  });
});
