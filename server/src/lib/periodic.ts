import { databaseOutage, driverMessage } from '../db/errors.ts';

type TaskLog = { error: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void };

/**
 * Runs `task` every `intervalMs` (and at once with `runAtStart`), one run at a time: a run still going
 * when the next is due is not doubled. A failed run is logged as `failure` and the next runs as usual; a
 * run the database was away for is a warning in the driver's words (no stack, no statement's values), as
 * a request's 503 is.
 * The timers never keep the process alive; `stop()` cancels them and waits for a run in progress.
 */
export function runPeriodically(
  task: () => Promise<void>,
  options: { intervalMs: number; runAtStart?: boolean; log: TaskLog; failure: string },
): { stop: () => Promise<void> } {
  let running: Promise<void> | undefined;
  let stopped = false;
  const run = () => {
    if (running || stopped) return;
    running = task()
      .catch((error: unknown) => {
        if (databaseOutage(error)) {
          options.log.warn({ error: driverMessage(error) }, `${options.failure}: database unavailable`);
        } else options.log.error({ err: error }, options.failure);
      })
      .finally(() => {
        running = undefined;
      });
  };
  const first = options.runAtStart ? setTimeout(run, 0) : undefined;
  const timer = setInterval(run, options.intervalMs);
  first?.unref();
  timer.unref();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
