/**
 * `npm run drill:cluster`: the cluster of cluster.ts under a bounded mixed load through HAProxy while its
 * parts fall over in turn — a rolling restart of every instance, kill -9 of one, Redis stopped, the replica
 * stopped, the mail server stopped — then one table of targets; the exit code is 1 when one is missed.
 *
 * The load: a fixed number of virtual visitors, each request from a loopback address of its own (see
 * http.ts), doing what the site's visitors and advertisers do: searches, detail pages (API and rendered),
 * view beacons, bookings, profile updates, and registrations with photos that go on through the emailed
 * code to paying the welcome package with the local provider.
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '../../server/src/db/schema.ts';
import type { Db } from '../../server/src/db/client.ts';
import { jpegWithGps, multipart, registrationForm } from '../../server/test/requests.ts';
import { FACTORY_PASSWORD, makeAdvertiser } from '../../server/test/factories.ts';
import { ADMIN, startCluster, type Cluster } from './cluster.ts';
import { closeAgents, json, request, type Answer } from './http.ts';

const basePort = Number(process.env.CLUSTER_PORT ?? 4650);
const pgPort = Number(process.env.CLUSTER_PG_PORT ?? 5442);
const VISITORS = Number(process.env.DRILL_VISITORS ?? 6);
const OUTAGE_MS = 20_000;
const KILL_GRACE_MS = 2_000;
const PROPAGATION_MS = 1_000;

const startedAt = Date.now();
const log = (line: string) => console.log(`[drill ${((Date.now() - startedAt) / 1000).toFixed(0)}s] ${line}`);

type Sample = { kind: string; start: number; end: number; status: number; failed: boolean; error?: string };
/** The first words of a failed answer: HAProxy's own 502/503 pages differ from the app's JSON. */
const said = (answer: Answer) =>
  answer.body
    .toString('utf8')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 60);
type Phase = { name: string; start: number; end: number; killAt?: number };

const samples: Sample[] = [];
const phases: Phase[] = [];
let loadStart = 0;
const now = () => performance.now() - loadStart;

// Every virtual visitor's request comes from an address of its own: 127.0.1.1 … 127.0.250.250.
let addressCounter = 0;
const freshAddress = () => {
  addressCounter += 1;
  return `127.0.${1 + (Math.floor(addressCounter / 250) % 250)}.${1 + (addressCounter % 250)}`;
};

let cluster: Cluster;
/** The running cluster, for the signal handlers and the last resort below. */
const live: { cluster?: Cluster } = {};

/** One request through HAProxy, recorded: a failure is no answer at all or a 5xx. */
async function hit(
  kind: string,
  path: string,
  options: Parameters<typeof request>[2] = {},
  base = cluster.url,
): Promise<Answer | null> {
  const start = now();
  try {
    const answer = await request(base, path, { from: freshAddress(), ...options });
    const failed = answer.status >= 500;
    samples.push({
      kind,
      start,
      end: now(),
      status: answer.status,
      failed,
      ...(failed ? { error: said(answer) } : {}),
    });
    return answer;
  } catch (error) {
    samples.push({ kind, start, end: now(), status: 0, failed: true, error: (error as Error).message });
    return null;
  }
}

const ok = (answer: Answer | null) => !!answer && answer.status >= 200 && answer.status < 300;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const jsonBody = (body: unknown) => ({
  body: JSON.stringify(body),
  headers: { 'content-type': 'application/json' },
});

// What the load wrote and was told succeeded: each must be in the database afterwards.
const acknowledged = {
  registrations: [] as string[],
  bookings: [] as string[],
  payments: [] as string[],
  profiles: new Map<number, string>(),
};
/** Every profile text sent, answered or not: one the client never heard back about may still be saved. */
const attemptedAbout = new Map<number, string[]>();

type Advert = { id: number; guid: string; email: string };
const adverts: Advert[] = [];
/** Adverts the load never touches: operators hide or delete them (their bookings would go with them). */
const targets: Advert[] = [];
let photos: Buffer[] = [];
const tokens = new Map<number, string>();
const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;

async function signIn(email: string, password: string): Promise<string | null> {
  const answer = await hit('sign-in', '/api/auth/login', {
    method: 'POST',
    ...jsonBody({ email, password, is_user: 0 }),
  });
  return ok(answer) ? json<{ data: { token: string } }>(answer!).data.token : null;
}

async function search() {
  const city = pick(['', 'København', 'Aarhus', 'Odense']);
  await hit(
    'search',
    `/api/escort/search?page=${1 + Math.floor(Math.random() * 3)}&page_size=9&address=${encodeURIComponent(city)}`,
  );
}
async function detail() {
  await hit('detail', `/api/escort/getById/${pick(adverts).guid}`);
}
async function detailPage() {
  await hit('detail page', `/details?guid=${pick(adverts).guid}`, { headers: { accept: 'text/html' } });
}
async function beacon() {
  await hit('beacon', `/api/stats/${pick(adverts).guid}`, {
    method: 'POST',
    ...jsonBody({ type: 'view' }),
    headers: { 'content-type': 'application/json', 'user-agent': 'Mozilla/5.0 (drill) Firefox/130.0' },
  });
}
async function booking() {
  const marker = `drill-${randomUUID()}`;
  const answer = await hit('booking', '/api/booking', {
    method: 'POST',
    ...jsonBody({
      guid: pick(adverts).guid,
      first_name: 'Drill',
      last_name: marker,
      contact_number: '+45 20 30 40 50',
      email: `${marker}@example.dk`,
      age: 30,
      details: 'A booking made by the cluster drill.',
    }),
  });
  if (ok(answer)) acknowledged.bookings.push(marker);
}
/** One advertiser's profile change; each advertiser is changed by one visitor at a time. */
const updating = new Set<number>();
async function profileUpdate() {
  const advert = pick(adverts);
  if (updating.has(advert.id)) return search();
  updating.add(advert.id);
  try {
    let token = tokens.get(advert.id);
    if (!token) {
      token = (await signIn(advert.email, FACTORY_PASSWORD)) ?? undefined;
      if (!token) return;
      tokens.set(advert.id, token);
    }
    const about = `<p>Updated by the drill ${randomUUID()}</p>`;
    attemptedAbout.set(advert.id, [...(attemptedAbout.get(advert.id) ?? []), about]);
    const body = await multipart({ about });
    const answer = await hit('profile update', '/api/escort/update-profile', {
      method: 'POST',
      body: body.payload,
      headers: { ...body.headers, ...bearer(token) },
    });
    if (ok(answer)) acknowledged.profiles.set(advert.id, about);
  } finally {
    updating.delete(advert.id);
  }
}

/** Registration with two photos, the emailed code, and the welcome package paid with the local provider. */
let journeys = 0;
async function registration() {
  journeys += 1;
  try {
    const form = registrationForm({ email: `drill-${randomUUID()}@example.dk` });
    const body = await multipart(form, [
      { name: 'main_image', data: photos[0]!, filename: 'main.jpg', type: 'image/jpeg' },
      { name: 'images[0]', data: photos[1]!, filename: 'a.jpg', type: 'image/jpeg' },
    ]);
    const registered = await hit('registration', '/api/auth/register', {
      method: 'POST',
      body: body.payload,
      headers: body.headers,
      timeoutMs: 120_000,
    });
    if (!ok(registered)) return;
    acknowledged.registrations.push(form.email);
    const code = await emailedCode(form.email, loadEndsAt + 60_000);
    if (!code) return;
    const verified = await hit('verify code', '/api/auth/verify-otp', {
      method: 'POST',
      ...jsonBody({ email: form.email, otp: code, type: 0, is_user: 0 }),
    });
    if (!ok(verified)) return;
    const token = json<{ data: { token: string } }>(verified!).data.token;
    const order = await hit('payment', '/api/admin/paypal/create-registration-payment', {
      method: 'POST',
      ...jsonBody({}),
      headers: { 'content-type': 'application/json', ...bearer(token) },
    });
    if (!ok(order)) return;
    const orderId = json<{ data: { order_id: string } }>(order!).data.order_id;
    const approved = await hit('payment', `/dev/checkout/${orderId}/approve`, {
      method: 'POST',
      body: '',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    if (approved?.status !== 303) return;
    const captured = await hit('payment', '/api/admin/paypal/capture-registration-payment', {
      method: 'POST',
      ...jsonBody({ token: orderId }),
      headers: { 'content-type': 'application/json', ...bearer(token) },
    });
    if (ok(captured)) acknowledged.payments.push(orderId);
  } finally {
    journeys -= 1;
  }
}

async function emailedCode(to: string, deadline: number): Promise<string | null> {
  while (now() < deadline) {
    const message = cluster.smtp.to(to).at(-1);
    // The code stands on a line of its own in the text part.
    const code = message && /^(\d{5})\r?$/m.exec(message.raw)?.[1];
    if (code) return code;
    await sleep(250);
  }
  return null;
}

let loadEndsAt = Number.POSITIVE_INFINITY;
async function visitor() {
  while (now() < loadEndsAt) {
    const r = Math.random();
    if (r < 0.3) await search();
    else if (r < 0.52) await detail();
    else if (r < 0.62) await detailPage();
    else if (r < 0.77) await beacon();
    else if (r < 0.85) await booking();
    else if (r < 0.93) await profileUpdate();
    else if (journeys < 2) void registration();
    else await search();
  }
}

// ---- the checks made while the load runs ----

type Check = { name: string; value: string; target: string; pass: boolean };
const checks: Check[] = [];

/** An owner's edit through one instance, then how long until the other two show it (each asked directly). */
const propagation: number[] = [];
async function editPropagates() {
  const [writer, ...readers] = cluster.instances;
  const advert = pick(adverts);
  const token = await signIn(advert.email, FACTORY_PASSWORD);
  if (!token) return;
  // Every instance has the advert in its answer cache first.
  for (const instance of cluster.instances) await request(instance.url, `/api/escort/getById/${advert.guid}`);
  const name = `Edited ${randomUUID().slice(0, 8)}`;
  const body = await multipart({ name });
  const written = await request(writer!.url, '/api/escort/update-profile', {
    method: 'POST',
    from: freshAddress(),
    body: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
  if (written.status !== 200) throw new Error(`edit answered ${written.status}: ${written.body.toString()}`);
  const wrote = performance.now();
  // When the first read that shows the change was sent: how long the old answer was still served, apart
  // from how long a busy machine takes to answer.
  const seen = await Promise.all(
    readers.map(async (reader) => {
      while (performance.now() - wrote < 10_000) {
        const sent = performance.now();
        const answer = await request(reader.url, `/api/escort/getById/${advert.guid}`);
        if (answer.body.toString().includes(name)) return Math.max(0, sent - wrote);
        await sleep(20);
      }
      return Number.POSITIVE_INFINITY;
    }),
  );
  propagation.push(Math.max(...seen));
}

/** An operator hides an advert; once the write has returned, no instance may serve it again. */
const staleServed: string[] = [];
let hideChecks = 0;
let adminToken: string | null = null;
async function hiddenStaysHidden(action: 'suspend' | 'delete') {
  adminToken ??= await signIn(ADMIN.email, ADMIN.password);
  if (!adminToken) throw new Error('the operator could not sign in');
  const advert = targets.pop()!;
  // Warm every instance's cache, and HAProxy's way to each.
  for (const instance of cluster.instances) await request(instance.url, `/api/escort/getById/${advert.guid}`);
  const written =
    action === 'suspend'
      ? await request(cluster.url, `/api/admin/adverts/${advert.id}/suspend`, {
          method: 'POST',
          from: freshAddress(),
          ...jsonBody({ reason: 'Hidden by the cluster drill' }),
          headers: { 'content-type': 'application/json', ...bearer(adminToken) },
        })
      : await request(cluster.url, `/api/admin/adverts/${advert.id}`, {
          method: 'DELETE',
          from: freshAddress(),
          headers: bearer(adminToken),
        });
  if (written.status !== 200)
    throw new Error(`${action} answered ${written.status}: ${written.body.toString()}`);
  hideChecks += 1;
  // At once and for the next second, from every instance and through HAProxy.
  const until = performance.now() + 1000;
  while (performance.now() < until) {
    for (const base of [...cluster.instances.map((i) => i.url), cluster.url]) {
      const answer = await request(base, `/api/escort/getById/${advert.guid}`);
      if (answer.status === 200) staleServed.push(`${action} ${advert.guid} served by ${base}`);
    }
  }
}

/**
 * 21 sign-ins from one address through HAProxy, all at once (round robin: every instance answers some; one
 * after another they could outlast the one-minute window on a busy machine, since each costs a hash).
 */
async function signInLimit(): Promise<{ refused: number; statuses: number[] }> {
  const from = freshAddress();
  const statuses = await Promise.all(
    Array.from({ length: 21 }, async () => {
      const answer = await request(cluster.url, '/api/auth/login', {
        method: 'POST',
        from,
        ...jsonBody({ email: `nobody-${randomUUID()}@example.dk`, password: 'not the password', is_user: 0 }),
      });
      return answer.status;
    }),
  );
  return { refused: statuses.filter((status) => status === 429).length, statuses };
}

/** Replica figures from every instance's /metrics. */
const lagSeen: { seconds: number[]; bytes: number[]; downSeen: boolean } = {
  seconds: [],
  bytes: [],
  downSeen: false,
};
async function scrapeLag() {
  for (const instance of cluster.instances) {
    try {
      const text = (await request(instance.url, '/metrics', { timeoutMs: 5000 })).body.toString();
      const value = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1]);
      const up = value('velvet_db_replica_up');
      if (up === 0) lagSeen.downSeen = true;
      const seconds = value('velvet_db_replica_lag_seconds');
      const bytes = value('velvet_db_replica_lag_bytes');
      if (up === 1 && Number.isFinite(seconds)) lagSeen.seconds.push(seconds);
      if (up === 1 && Number.isFinite(bytes)) lagSeen.bytes.push(bytes);
    } catch {
      // an instance restarting
    }
  }
}

async function phase(name: string, run: (phase: Phase) => Promise<void>) {
  const current: Phase = { name, start: now(), end: 0 };
  phases.push(current);
  log(`${name}…`);
  await run(current);
  current.end = now();
}

async function waitForBackends(count: number) {
  const deadline = performance.now() + 60_000;
  while ((await cluster.backendsUp()) < count) {
    if (performance.now() > deadline) throw new Error(`HAProxy never saw ${count} instances up`);
    await sleep(100);
  }
}

async function main() {
  cluster = await startCluster({ basePort, pgPort, seedDemo: false, log });
  live.cluster = cluster;
  const pool = new pg.Pool({ connectionString: cluster.databaseUrl, max: 4 });
  try {
    const db = drizzle(pool, { schema }) as unknown as Db;
    log('seeding 80 adverts and making the photos…');
    const cities = [
      { city: 'København K', zipCode: '1050', latitude: 55.68, longitude: 12.58 },
      { city: 'Aarhus C', zipCode: '8000', latitude: 56.15, longitude: 10.2 },
      { city: 'Odense C', zipCode: '5000', latitude: 55.4, longitude: 10.39 },
    ];
    for (let i = 0; i < 80; i++) {
      const row = await makeAdvertiser(db, { name: `Drill advert ${i + 1}`, ...cities[i % 3]! });
      (i < 70 ? adverts : targets).push({ id: row.id, guid: row.guid, email: row.email });
    }
    photos = [await jpegWithGps(), await jpegWithGps(640, 480)];

    const scrapes = setInterval(() => void scrapeLag(), 1000);
    loadStart = performance.now();
    loadEndsAt = Number.POSITIVE_INFINITY;
    const load = Array.from({ length: VISITORS }, () => visitor());

    await phase('warm-up', async () => {
      await sleep(3000);
      await editPropagates();
      await hiddenStaysHidden('suspend');
    });
    // The shared limit in a steady cluster: an instance that has just started can see a Redis command time
    // out while it warms up (its event loop busy), and then counts on its own for a few seconds by design.
    const limit = await signInLimit();
    await phase('rolling restart', async () => {
      for (const instance of cluster.instances) {
        await instance.stop();
        await instance.start();
        await waitForBackends(cluster.instances.length);
      }
      await editPropagates();
      await hiddenStaysHidden('delete');
    });
    await phase('kill -9 of app2', async (current) => {
      await sleep(1000);
      current.killAt = now();
      await cluster.instances[1]!.kill();
      await sleep(3000);
      await cluster.instances[1]!.start();
      await waitForBackends(cluster.instances.length);
    });
    await phase('Redis stopped 20 s', async () => {
      await cluster.redis.stop();
      await sleep(OUTAGE_MS);
      await cluster.redis.start();
      // The instances reconnect within their retry interval (at most 5 s).
      await sleep(5000);
    });
    await phase('replica stopped 20 s', async () => {
      await cluster.replica.stop();
      const back = performance.now() + OUTAGE_MS;
      await hiddenStaysHidden('suspend');
      await sleep(Math.max(0, back - performance.now()));
      await cluster.replica.start();
      await sleep(2000);
    });
    await phase('SMTP stopped 20 s', async () => {
      await cluster.smtp.stop();
      await sleep(OUTAGE_MS);
      await cluster.smtp.start();
      await editPropagates();
      await hiddenStaysHidden('delete');
    });
    loadEndsAt = now();
    await Promise.all(load);
    clearInterval(scrapes);
    const loadSeconds = now() / 1000;
    log('load done; waiting for the outbox to empty…');

    // Every email: the outbox retries after 10 s and 30 s, so what failed while SMTP was down is sent soon;
    // what the killed instance had claimed comes back when its 150 s lease ends, about as long after the kill.
    const outboxDeadline = performance.now() + 120_000;
    let pending = 0;
    for (;;) {
      const { rows } = await pool.query<{ n: number }>(
        `select count(*)::int as n from outbox where status = 'pending'`,
      );
      pending = rows[0]!.n;
      if (pending === 0 || performance.now() > outboxDeadline) break;
      await sleep(1000);
    }
    const { rows: sentRows } = await pool.query<{ id: number; created: string }>(
      // floor, as the driver's Date keeps whole milliseconds: a cast would round half of them up.
      `select id, floor(extract(epoch from created_at) * 1000)::bigint::text as created from outbox where status = 'sent'`,
    );
    const byMessageId = new Map<string, number>();
    for (const message of cluster.smtp.messages) {
      byMessageId.set(message.messageId, (byMessageId.get(message.messageId) ?? 0) + 1);
    }
    const duplicates = [...byMessageId.values()].filter((n) => n > 1).length;
    const missing = sentRows.filter(
      (row) => !byMessageId.has(`<outbox-${row.id}-${row.created}@velvet>`),
    ).length;

    // Every acknowledged write is in the database.
    const count = async (sql: string, values: unknown[]) =>
      (await pool.query<{ n: number }>(sql, values)).rows[0]!.n;
    const lostRegistrations =
      acknowledged.registrations.length -
      (await count('select count(*)::int as n from advertisers where email = any($1)', [
        acknowledged.registrations,
      ]));
    const lostBookings =
      acknowledged.bookings.length -
      (await count('select count(*)::int as n from booking_requests where last_name = any($1)', [
        acknowledged.bookings,
      ]));
    const lostPayments =
      acknowledged.payments.length -
      (await count(
        `select count(*)::int as n from payments where provider_order_id = any($1) and status = 'completed'`,
        [acknowledged.payments],
      ));
    let lostProfiles = 0;
    for (const [id, about] of acknowledged.profiles) {
      const { rows } = await pool.query<{ about: string }>('select about from advertisers where id = $1', [
        id,
      ]);
      // Saved is the last acknowledged text, or one sent after it whose answer never arrived.
      const sent = attemptedAbout.get(id) ?? [];
      const later = sent.slice(sent.indexOf(about));
      if (!rows[0] || !later.includes(rows[0].about)) lostProfiles += 1;
    }

    // ---- the table ----
    const failuresIn = (p: Phase, from = p.start, to = p.end) =>
      samples.filter((s) => s.failed && s.end >= from && s.end <= to);
    const phaseOf = (name: string) => phases.find((p) => p.name.startsWith(name))!;
    const rolling = phaseOf('rolling');
    const kill = phaseOf('kill');
    const killAt = kill.killAt!;
    const killFailures = failuresIn(kill);
    const lateKillFailures = killFailures.filter((s) => s.end > killAt + KILL_GRACE_MS);
    const add = (name: string, value: string, target: string, pass: boolean) =>
      checks.push({ name, value, target, pass });

    add(
      'failed requests during the rolling restart',
      String(failuresIn(rolling).length),
      '0',
      failuresIn(rolling).length === 0,
    );
    add(
      'failed requests after kill -9, past the first 2 s',
      `${lateKillFailures.length} (${killFailures.length} in all)`,
      '0',
      lateKillFailures.length === 0,
    );
    for (const name of ['Redis', 'replica', 'SMTP']) {
      const p = phaseOf(name);
      const failed = failuresIn(p).length;
      add(`failed requests while ${p.name}`, String(failed), '0', failed === 0);
    }
    const lost = lostRegistrations + lostBookings + lostPayments + lostProfiles;
    add(
      'lost writes (answered 2xx, not in the database)',
      `${lost} of ${acknowledged.registrations.length} registrations, ${acknowledged.bookings.length} bookings, ${acknowledged.payments.length} payments, ${acknowledged.profiles.size} profiles`,
      '0',
      lost === 0,
    );
    add(
      'emails sent exactly once',
      `${sentRows.length} sent, ${duplicates} twice, ${missing} missing, ${pending} still pending`,
      'no duplicate, none missing or pending',
      duplicates === 0 && missing === 0 && pending === 0 && sentRows.length > 0,
    );
    const slowest = Math.max(...propagation);
    add(
      'an edit through app1 shown by app2 and app3 (slowest)',
      `${Number.isFinite(slowest) ? Math.round(slowest) : 'never'} ms (${propagation.length} edits)`,
      `≤ ${PROPAGATION_MS} ms`,
      propagation.length > 0 && slowest <= PROPAGATION_MS,
    );
    add(
      '21 sign-ins from one address at once, any instance',
      `${limit.refused} refused (${limit.statuses.join(' ')})`,
      'exactly 1 refused (429)',
      limit.refused === 1,
    );
    const maxLag = lagSeen.seconds.length ? Math.max(...lagSeen.seconds) : Number.NaN;
    const maxLagBytes = lagSeen.bytes.length ? Math.max(...lagSeen.bytes) : Number.NaN;
    add(
      'replica lag in /metrics (max seen; replica_up 0 while stopped)',
      `${lagSeen.seconds.length} readings, max ${maxLag.toFixed(3)} s / ${maxLagBytes} bytes; down seen: ${lagSeen.downSeen ? 'yes' : 'no'}`,
      'readings present, down seen',
      lagSeen.seconds.length > 0 && lagSeen.downSeen,
    );
    add(
      'hidden or deleted advert served after the write returned',
      `${staleServed.length} of ${hideChecks} writes`,
      '0',
      staleServed.length === 0 && hideChecks > 0,
    );

    const byKind = new Map<string, { n: number; failed: number; other: number }>();
    for (const s of samples) {
      const entry = byKind.get(s.kind) ?? { n: 0, failed: 0, other: 0 };
      entry.n += 1;
      if (s.failed) entry.failed += 1;
      else if (s.status >= 400) entry.other += 1;
      byKind.set(s.kind, entry);
    }
    const [load1, load5] = os.loadavg();
    console.log(
      `\nCluster drill: ${samples.length} requests in ${loadSeconds.toFixed(0)} s from ${VISITORS} visitors through HAProxy ` +
        `(load average ${load1!.toFixed(2)} / ${load5!.toFixed(2)}, ${os.cpus().length} cores)`,
    );
    console.log(
      `requests: ${[...byKind].map(([kind, e]) => `${kind} ${e.n}${e.failed ? ` (${e.failed} failed)` : ''}${e.other ? ` (${e.other} 4xx)` : ''}`).join(', ')}`,
    );
    console.log(
      `phases: ${phases.map((p) => `${p.name} ${(p.start / 1000).toFixed(1)}–${(p.end / 1000).toFixed(1)} s`).join('; ')}\n`,
    );
    const width = Math.max(...checks.map((c) => c.name.length));
    const valueWidth = Math.max(...checks.map((c) => c.value.length));
    console.log(`| ${'target'.padEnd(width)} | ${'measured'.padEnd(valueWidth)} | goal | result |`);
    console.log(`| ${'-'.repeat(width)} | ${'-'.repeat(valueWidth)} | --- | --- |`);
    for (const c of checks) {
      console.log(
        `| ${c.name.padEnd(width)} | ${c.value.padEnd(valueWidth)} | ${c.target} | ${c.pass ? 'pass' : 'MISS'} |`,
      );
    }
    const failedSamples = samples.filter((s) => s.failed);
    if (failedSamples.length) {
      console.log('\nfailed requests (time in s, kind, status or error):');
      for (const s of failedSamples.slice(0, 30)) {
        console.log(`  ${(s.end / 1000).toFixed(2)} ${s.kind} ${s.status || ''} ${s.error ?? ''}`);
      }
    }
    if (staleServed.length) console.log(`\nstale answers: ${staleServed.slice(0, 10).join('; ')}`);
    process.exitCode = checks.every((c) => c.pass) ? 0 : 1;
  } finally {
    closeAgents();
    await pool.end();
    await cluster.stop();
  }
}

// Ctrl-C or a CI timeout: every part is stopped before we go.
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    log(`${signal}: stopping the cluster…`);
    void (live.cluster?.stop() ?? Promise.resolve()).finally(() => process.exit(1));
  });
}

try {
  await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
  await live.cluster?.stop();
}
process.exit(process.exitCode ?? 0);
