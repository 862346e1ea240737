import nodemailer, { type Transporter } from 'nodemailer';
import { and, asc, desc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { OTP_TTL_SECONDS, type Language } from '@velvet/contract';
import type { Db } from '../db/client.ts';
import { outbox } from '../db/schema.ts';
import { withUnsubscribeLink, type RenderedEmail } from '../emails/layout.ts';
import { isSuppressed, type EmailSuppression } from '../lib/email-suppression.ts';

type OutgoingEmail = RenderedEmail & {
  to: string;
  template: string;
  lang: Language;
  /** The body holds a one-time code: it is blanked once delivered over SMTP. */
  carriesCode?: boolean;
  /**
   * The body holds what the sender keeps nowhere else (a check-in's note): blanked once delivered over SMTP
   * or failed for good, but, unlike a code, worth delivering late.
   */
  privateBody?: boolean;
  /**
   * To someone who is not an account holder (an emergency contact, a reporter, a follower): the email
   * carries a one-click "never email me again" link (RFC 8058 `List-Unsubscribe` and
   * `List-Unsubscribe-Post` headers, and a line in the body), and is never sent to an address on the
   * suppression list (its row is `suppressed`). Account mail (codes, receipts, notices) goes to the
   * owner who asked for it by registering and carries neither.
   */
  toNonAccountHolder?: boolean;
};

/** Anything drizzle can write and read through: the app's database or an open transaction. */
export type OutboxWriter = Pick<Db, 'insert' | 'select'>;

type Logger = {
  info: (obj: object, msg: string) => void;
  warn?: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
};

/** How long to wait before each retry: 10 s, 30 s, 2 min, 10 min, 1 h — then the message is failed. */
const DEFAULT_BACKOFF_MS: readonly number[] = [10_000, 30_000, 120_000, 600_000, 3_600_000];

export type MailWorkerOptions = {
  /** How often the worker looks for due messages when nobody wakes it (default 5 s). */
  pollMs?: number;
  /** Wait before retry n (n = 1…); one attempt more than its length, then `failed`. */
  backoffMs?: readonly number[];
  /** Messages claimed per query (default 10). */
  batchSize?: number;
  /**
   * How long a claim holds (default 150 s). A send starts only while more than its limit (sendTimeoutMs)
   * plus 10 s of the lease is left (see deliverDue), so twice that is enough; a crashed instance's claims
   * free themselves when it runs out, and the shorter it is the sooner their mail goes out.
   */
  leaseMs?: number;
  /** SMTP timeouts: short, so a stalled server costs the worker seconds, never a request. */
  smtp?: { connectionMs?: number; greetingMs?: number; socketMs?: number };
  /**
   * The most one message may take over SMTP (default 60 s): a server trickling its replies slips past
   * the socket timeout, not past this.
   */
  sendTimeoutMs?: number;
  /** How long `stop()` lets a message in flight finish before abandoning it (default 5 s). */
  stopGraceMs?: number;
  logger?: Logger;
};

export interface Mailer {
  /**
   * Writes an email to the outbox through `tx`, so it is committed with the change it reports (or
   * not at all). Call `wake()` after the commit to deliver it at once rather than at the next poll.
   */
  enqueue(tx: OutboxWriter, email: OutgoingEmail): Promise<number>;
  /** `enqueue` on the database itself (no business write to join), then `wake`. */
  send(email: OutgoingEmail): Promise<void>;
  /** Asks the worker for a pass now (it polls anyway). */
  wake(): void;
  /** Starts the delivery worker; the app does it when it is ready. */
  start(options?: MailWorkerOptions): void;
  /** Stops the worker: the pass in flight finishes, claims not yet tried are given back. */
  stop(): Promise<void>;
  /** One delivery pass (claim, send, record); resolves with the number of messages tried. */
  deliverDue(): Promise<number>;
  /** What this instance's worker has done since it was created. */
  stats(): { sent: number; retried: number; failed: number };
  close(): Promise<void>;
}

/**
 * What stays of a private email (a one-time code, a check-in alert's note) once it has left over SMTP.
 * We blank it rather than encrypt it: a delivered body has no further use to us, a blank one cannot
 * leak with a backup or a stolen key, and nothing has to be rotated. The row keeps who, when and which
 * template for operators.
 */
export const REDACTED_TEXT = '[private content removed after delivery]';
const REDACTED_HTML = `<p>${REDACTED_TEXT}</p>`;

type Claimed = {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  template: string;
  carriesCode: boolean;
  privateBody: boolean;
  suppressionHash: string | null;
  listUnsubscribe: string | null;
  attempts: number;
  createdAt: Date;
  lockedUntil: Date | null;
};

const errorText = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').slice(0, 500);

/**
 * The outbox and its delivery worker. Every email is a row first — written in the transaction of
 * the business change where there is one — and a worker delivers it: over SMTP when `SMTP_URL` is
 * set, otherwise to the console (dev outbox, listed at /dev/mail). Requests never wait on SMTP.
 *
 * Several instances may run the worker on one database: a pass claims due rows with
 * `FOR UPDATE SKIP LOCKED` and stamps a lease (`locked_until`), so no two instances take the same
 * row, and a crashed instance's rows come back when its lease runs out. A failed attempt is
 * recorded and retried after the next backoff step; after the last one the row is `failed` and
 * operators can retry it from the back-office.
 */
export function createMailer(options: {
  db: Db;
  smtpUrl?: string | undefined;
  from: string;
  logger: Logger;
  suppression: EmailSuppression;
}): Mailer {
  const { db } = options;
  const defaults: Required<Omit<MailWorkerOptions, 'smtp' | 'logger'>> = {
    pollMs: 5_000,
    backoffMs: DEFAULT_BACKOFF_MS,
    batchSize: 10,
    leaseMs: 150_000,
    sendTimeoutMs: 60_000,
    stopGraceMs: 5_000,
  };
  let settings = defaults;
  let abort = new AbortController();
  let logger: Logger = options.logger;
  let transport: Transporter | null = null;
  let running = false;
  let timer: NodeJS.Timeout | undefined;
  let timerDue = 0;
  let pass: Promise<void> | undefined;
  let again = false;
  let stopping = false;
  const stats = { sent: 0, retried: 0, failed: 0 };

  const makeTransport = (smtp: MailWorkerOptions['smtp'] = {}) =>
    options.smtpUrl
      ? nodemailer.createTransport({
          url: options.smtpUrl,
          connectionTimeout: smtp.connectionMs ?? 5_000,
          greetingTimeout: smtp.greetingMs ?? 5_000,
          socketTimeout: smtp.socketMs ?? 15_000,
        } as Parameters<typeof nodemailer.createTransport>[0])
      : null;

  async function claim(): Promise<Claimed[]> {
    const due = db
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        and(
          eq(outbox.status, 'pending'),
          lte(outbox.nextAttemptAt, sql`now()`),
          or(isNull(outbox.lockedUntil), lt(outbox.lockedUntil, sql`now()`)),
        ),
      )
      .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
      .limit(settings.batchSize)
      .for('update', { skipLocked: true });
    return db
      .update(outbox)
      .set({
        // Whole milliseconds: the claim is matched again by this value, and a JS Date holds no finer.
        lockedUntil: sql`date_trunc('milliseconds', now() + make_interval(secs => ${settings.leaseMs / 1000}))`,
        attempts: sql`${outbox.attempts} + 1`,
      })
      .where(inArray(outbox.id, due))
      .returning({
        id: outbox.id,
        to: outbox.to,
        subject: outbox.subject,
        text: outbox.text,
        html: outbox.html,
        template: outbox.template,
        carriesCode: outbox.carriesCode,
        privateBody: outbox.privateBody,
        suppressionHash: outbox.suppressionHash,
        listUnsubscribe: outbox.listUnsubscribe,
        attempts: outbox.attempts,
        createdAt: outbox.createdAt,
        lockedUntil: outbox.lockedUntil,
      });
  }

  /** Only the holder of the claim records the outcome; a row whose lease ran out is someone else's. */
  const ours = (row: Claimed) =>
    and(
      eq(outbox.id, row.id),
      row.lockedUntil ? eq(outbox.lockedUntil, row.lockedUntil) : isNull(outbox.lockedUntil),
    );

  const redacted = { text: REDACTED_TEXT, html: REDACTED_HTML };

  async function deliver(row: Claimed): Promise<void> {
    // A code lives 10 minutes: delivered later it only confuses, so it is dropped, not sent.
    if (row.carriesCode && Date.now() - row.createdAt.getTime() > OTP_TTL_SECONDS * 1000) {
      await db
        .update(outbox)
        .set({ status: 'failed', lockedUntil: null, lastError: 'code expired before delivery', ...redacted })
        .where(ours(row));
      return;
    }
    // Listed after the email was queued: still never sent.
    if (row.suppressionHash && (await isSuppressed(db, row.suppressionHash))) {
      await db.update(outbox).set({ status: 'suppressed', lockedUntil: null }).where(ours(row));
      return;
    }
    try {
      if (transport) {
        await transport.sendMail({
          from: options.from,
          to: row.to,
          subject: row.subject,
          text: row.text,
          html: row.html,
          // One id per outbox row: a receiver can recognise a message we had to send again.
          messageId: `<outbox-${row.id}-${row.createdAt.getTime()}@velvet>`,
          // RFC 8058 one-click unsubscribe: the receiving mail service POSTs to the URL for the reader.
          ...(row.listUnsubscribe
            ? {
                headers: {
                  'List-Unsubscribe': `<${row.listUnsubscribe}>`,
                  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
                },
              }
            : {}),
          signal: AbortSignal.any([abort.signal, AbortSignal.timeout(settings.sendTimeoutMs)]),
        } as Parameters<Transporter['sendMail']>[0]);
      } else {
        // Dev outbox: the whole text goes to the console so a developer can read one-time codes.
        console.log(`\n──── dev outbox: to ${row.to} — ${row.subject}\n${row.text}\n────\n`);
      }
    } catch (error) {
      const last = row.attempts > settings.backoffMs.length;
      const wait = settings.backoffMs[row.attempts - 1] ?? 0;
      stats[last ? 'failed' : 'retried']++;
      // A retry to come is a warning; the last attempt failing needs an operator (/admin/mail).
      const log = last || !logger.warn ? logger.error : logger.warn;
      log.call(
        logger,
        { err: error, outboxId: row.id, template: row.template, attempt: row.attempts, final: last },
        last ? 'email delivery failed for good' : 'email delivery failed, will retry',
      );
      await db
        .update(outbox)
        .set(
          last
            ? {
                status: 'failed',
                lockedUntil: null,
                lastError: errorText(error),
                ...(row.carriesCode || row.privateBody ? redacted : {}),
              }
            : {
                lockedUntil: null,
                lastError: errorText(error),
                nextAttemptAt: sql`now() + make_interval(secs => ${wait / 1000})`,
              },
        )
        .where(ours(row));
      return;
    }
    stats.sent++;
    await db
      .update(outbox)
      .set({
        status: 'sent',
        sentAt: new Date(),
        lockedUntil: null,
        lastError: null,
        // Only SMTP delivery blanks a code: the dev outbox exists so developers can read it.
        ...((row.carriesCode || row.privateBody) && transport ? redacted : {}),
      })
      .where(ours(row));
  }

  async function deliverDue(): Promise<number> {
    const claimedAt = Date.now();
    const rows = await claim();
    for (const [i, row] of rows.entries()) {
      // Stopping, or too little of the lease left for one more send: give the rest back untried,
      // so no other instance can take a row while we are still sending it.
      const leaseLeft = claimedAt + settings.leaseMs - Date.now();
      if (stopping || leaseLeft < Math.min(settings.sendTimeoutMs + 10_000, settings.leaseMs / 2)) {
        await release(rows.slice(i));
        break;
      }
      await deliver(row);
    }
    return rows.length;
  }

  async function release(rows: Claimed[]) {
    for (const row of rows)
      await db
        .update(outbox)
        .set({ lockedUntil: null, attempts: sql`${outbox.attempts} - 1` })
        .where(ours(row));
  }

  /**
   * Runs a pass in `ms`, unless one is already due sooner: a pass that ends sets the next poll, and that
   * must not put back the pass a wake asked for meanwhile (a mail queued while the pass ran waited for
   * the next poll, 5 s later). performance.now(): tests move the Date clock.
   */
  function schedule(ms: number) {
    if (!running) return;
    const due = performance.now() + ms;
    if (timer && timerDue <= due) return;
    clearTimeout(timer);
    timerDue = due;
    timer = setTimeout(() => {
      timer = undefined;
      runPass();
    }, ms);
    timer.unref?.();
  }

  function runPass() {
    if (!running) return;
    if (pass) {
      again = true;
      return;
    }
    pass = (async () => {
      try {
        // A full batch means more may be due: keep going until a pass comes back short.
        while (running && (await deliverDue()) >= settings.batchSize);
      } catch (error) {
        logger.error({ err: error }, 'outbox pass failed');
      }
    })().finally(() => {
      pass = undefined;
      if (again) {
        again = false;
        schedule(0);
      } else schedule(settings.pollMs);
    });
  }

  return {
    async enqueue(tx, given) {
      let email: OutgoingEmail = given;
      let listing: { suppressionHash: string; listUnsubscribe: string } | undefined;
      let suppressed = false;
      if (given.toNonAccountHolder) {
        const url = options.suppression.url(given.to, given.lang);
        email = { ...given, ...withUnsubscribeLink(given, url) };
        listing = { suppressionHash: options.suppression.hash(given.to), listUnsubscribe: url };
        suppressed = await isSuppressed(tx, listing.suppressionHash);
      }
      const [row] = await tx
        .insert(outbox)
        .values({
          to: email.to,
          subject: email.subject,
          text: email.text,
          html: email.html,
          template: email.template,
          lang: email.lang,
          carriesCode: email.carriesCode ?? false,
          privateBody: email.privateBody ?? false,
          ...listing,
          // Already listed: kept as a record that it was not sent, never delivered.
          ...(suppressed ? { status: 'suppressed' as const } : {}),
        })
        .returning({ id: outbox.id });
      return row!.id;
    },
    async send(email) {
      await this.enqueue(db, email);
      this.wake();
    },
    wake() {
      if (running) schedule(0);
    },
    start(workerOptions = {}) {
      if (running) return;
      const { smtp, logger: given, ...rest } = workerOptions;
      settings = { ...defaults, ...rest };
      abort = new AbortController();
      if (given) logger = given;
      transport = makeTransport(smtp);
      running = true;
      stopping = false;
      schedule(0);
    },
    async stop() {
      stopping = true;
      running = false;
      clearTimeout(timer);
      timer = undefined;
      // The message in flight may finish; one stuck on a stalled server is abandoned (and retried).
      const grace = new Promise((resolve) => setTimeout(resolve, settings.stopGraceMs).unref());
      if (pass && (await Promise.race([pass.then(() => true), grace])) !== true) abort.abort();
      await pass;
      transport?.close();
      transport = null;
    },
    deliverDue: async () => {
      transport ??= makeTransport();
      return deliverDue();
    },
    stats: () => ({ ...stats }),
    async close() {
      await this.stop();
    },
  };
}

export async function listOutbox(db: Db, limit = 100) {
  return db.select().from(outbox).orderBy(desc(outbox.id)).limit(limit);
}
