/**
 * The synthetic catalogue generate.ts loads: adverts made from synthetic-words.ts, each with media rows
 * (keys only, no files), interests and package periods, sent in batches of arrays through `unnest`.
 */
import { hashPassword } from '../server/src/lib/passwords.ts';
import { searchDocument } from '../server/src/lib/text.ts';
import { createRandom } from '../server/src/seed/demo/random.ts';
import type { RawClient } from './raw-client.ts';
import {
  ABOUT,
  age,
  BURST,
  EYES,
  FIRST_NAMES,
  HAIR,
  SEXES,
  STREETS,
  type Postcode,
} from './synthetic-words.ts';

export const BENCH_EMAIL_DOMAIN = 'bench.velvet.invalid';
const BENCH_PASSWORD = 'bench password 42';

const DAY = 86_400_000;

export async function loadAdverts(
  client: RawClient,
  options: { adverts: number; batchSize?: number | undefined },
  postcodes: Postcode[],
  interestIds: number[],
  log: (line: string) => void,
) {
  const cumulative: number[] = [];
  let total = 0;
  for (const p of postcodes) cumulative.push((total += p.weight));
  const pickPostcode = (x: number) => {
    const target = x * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! < target) lo = mid + 1;
      else hi = mid;
    }
    return postcodes[lo]!;
  };
  const r = createRandom(options.adverts);
  // One real argon2 hash shared by every bench account (hashing a million passwords would take hours).
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const now = Date.now();
  const batchSize = options.batchSize ?? 5000;
  let nextReport = now + 10_000;

  for (let start = 0; start < options.adverts; start += batchSize) {
    const n = Math.min(batchSize, options.adverts - start);
    const cols: Record<string, unknown[]> = {
      name: [],
      email: [],
      password_hash: [],
      phone_number: [],
      zip_code: [],
      address: [],
      city: [],
      country: [],
      state: [],
      latitude: [],
      longitude: [],
      age: [],
      height: [],
      weight: [],
      burst: [],
      about: [],
      eye_color: [],
      hair_color: [],
      sex: [],
      search_text: [],
      email_verified_at: [],
      activated_at: [],
      suspended_at: [],
      package_until: [],
      featured_until: [],
      photo_verified_at: [],
      created_at: [],
      updated_at: [],
    };
    const extras: {
      validated: boolean;
      expiredAt: Date | null;
      untilAt: Date | null;
      video: boolean;
      interests: number[];
    }[] = [];
    for (let k = 0; k < n; k++) {
      const i = start + k;
      const pc = pickPostcode(r.next());
      const address = `${r.pick(STREETS)} ${r.int(1, 180)}`;
      const created = new Date(now - r.int(1, 720) * DAY);
      const updated = new Date(Math.min(now - 60_000, created.getTime() + r.int(0, 400) * DAY));
      const verified = r.chance(0.98);
      const activated = verified && r.chance(0.96);
      const suspended = activated && r.chance(0.01);
      const validated = activated && r.chance(0.38);
      const expired = activated && !validated && r.chance(0.25);
      const untilAt = validated
        ? new Date(now + r.int(1, 60) * DAY)
        : expired
          ? new Date(now - r.int(1, 200) * DAY)
          : null;
      const featured = validated && r.chance(0.03);
      const picks = new Set<number>();
      const howMany = r.int(1, Math.min(5, interestIds.length));
      while (picks.size < howMany) picks.add(r.pick(interestIds));
      cols.name!.push(`${r.pick(FIRST_NAMES)} ${i}`);
      cols.email!.push(`advert-${i}@${BENCH_EMAIL_DOMAIN}`);
      cols.password_hash!.push(passwordHash);
      cols.phone_number!.push(String(20_000_000 + ((i * 7919) % 79_999_999)));
      cols.zip_code!.push(pc.zip);
      cols.address!.push(address);
      cols.city!.push(pc.city);
      cols.country!.push('Denmark');
      cols.state!.push('');
      // Within about 2 km of the postcode's centre, so adverts of one town are not all on one point.
      cols.latitude!.push(Math.round((pc.lat + (r.next() - 0.5) * 0.036) * 1e6) / 1e6);
      cols.longitude!.push(Math.round((pc.lng + (r.next() - 0.5) * 0.06) * 1e6) / 1e6);
      cols.age!.push(age(r));
      cols.height!.push(r.int(155, 195));
      cols.weight!.push(r.int(48, 95));
      cols.burst!.push(r.pick(BURST));
      cols.about!.push(r.pick(ABOUT));
      cols.eye_color!.push(r.pick(EYES));
      cols.hair_color!.push(r.pick(HAIR));
      cols.sex!.push(r.pick(SEXES));
      cols.search_text!.push(searchDocument(pc.city, address, pc.zip));
      cols.email_verified_at!.push(verified ? created : null);
      cols.activated_at!.push(activated ? created : null);
      cols.suspended_at!.push(suspended ? updated : null);
      cols.package_until!.push(untilAt);
      cols.featured_until!.push(featured ? new Date(now + r.int(1, 20) * DAY) : null);
      // About one advert in twelve has had its photos verified by an operator.
      cols.photo_verified_at!.push(r.chance(0.08) ? updated : null);
      cols.created_at!.push(created);
      cols.updated_at!.push(updated);
      extras.push({
        validated,
        expiredAt: expired ? untilAt : null,
        untilAt,
        video: r.chance(0.15),
        interests: [...picks],
      });
    }

    const types: Record<string, string> = {
      latitude: 'float8',
      longitude: 'float8',
      age: 'int4',
      height: 'int4',
      weight: 'int4',
      email_verified_at: 'timestamptz',
      activated_at: 'timestamptz',
      suspended_at: 'timestamptz',
      package_until: 'timestamptz',
      featured_until: 'timestamptz',
      photo_verified_at: 'timestamptz',
      created_at: 'timestamptz',
      updated_at: 'timestamptz',
    };
    const names = Object.keys(cols);
    const { rows: inserted } = await client.query(
      `insert into advertisers (${names.join(', ')})
       select * from unnest(${names.map((c, idx) => `$${idx + 1}::${types[c] ?? 'text'}[]`).join(', ')})
       returning id, email`,
      names.map((c) => cols[c]),
    );
    const idOf = new Map(
      inserted.map((row) => [
        Number(String(row.email).slice(7, String(row.email).indexOf('@'))),
        Number(row.id),
      ]),
    );

    const m = {
      advertiser_id: [] as number[],
      kind: [] as string[],
      storage_key: [] as string[],
      mime: [] as string[],
      width: [] as (number | null)[],
      height: [] as (number | null)[],
      variants: [] as string[],
      duration_seconds: [] as (number | null)[],
      bytes: [] as number[],
      position: [] as number[],
    };
    const ai = { advertiser_id: [] as number[], interest_id: [] as number[] };
    const ap = {
      advertiser_id: [] as number[],
      package_id: [] as number[],
      starts_at: [] as Date[],
      ends_at: [] as Date[],
    };
    extras.forEach((extra, k) => {
      const i = start + k;
      const id = idOf.get(i)!;
      const hex = i.toString(16).padStart(8, '0');
      const addImage = (kind: 'main' | 'image', position: number) => {
        m.advertiser_id.push(id);
        m.kind.push(kind);
        m.storage_key.push(`img/${hex.slice(-2)}/bench-${hex}-${position}`);
        m.mime.push('image/webp');
        m.width.push(1280);
        m.height.push(1600);
        m.variants.push('[320,640,960,1280]');
        m.duration_seconds.push(null);
        m.bytes.push(180_000);
        m.position.push(position);
      };
      addImage('main', 0);
      for (let p = 1; p <= 4; p++) addImage('image', p);
      if (extra.video) {
        m.advertiser_id.push(id);
        m.kind.push('video');
        m.storage_key.push(`vid/${hex.slice(-2)}/bench-${hex}/video.mp4`);
        m.mime.push('video/mp4');
        m.width.push(null);
        m.height.push(null);
        m.variants.push('[]');
        m.duration_seconds.push(24);
        m.bytes.push(6_000_000);
        m.position.push(5);
      }
      for (const interest of extra.interests) {
        ai.advertiser_id.push(id);
        ai.interest_id.push(interest);
      }
      if (extra.untilAt) {
        // As the payments service records it: a period per paid package, package_until = end of the last.
        ap.advertiser_id.push(id);
        ap.package_id.push(extra.validated ? 1 : 15);
        ap.ends_at.push(extra.untilAt);
        ap.starts_at.push(new Date(extra.untilAt.getTime() - (extra.validated ? 30 : 60) * DAY));
      }
    });
    await client.query(
      `insert into media (advertiser_id, kind, storage_key, mime, width, height, variants, duration_seconds, bytes, position)
       select a, k, s, mi, w, h, v::jsonb, d, b, p
         from unnest($1::int4[], $2::text[], $3::text[], $4::text[], $5::int4[], $6::int4[], $7::text[], $8::float8[], $9::int4[], $10::int4[])
           as t(a, k, s, mi, w, h, v, d, b, p)`,
      [
        m.advertiser_id,
        m.kind,
        m.storage_key,
        m.mime,
        m.width,
        m.height,
        m.variants,
        m.duration_seconds,
        m.bytes,
        m.position,
      ],
    );
    await client.query(
      'insert into advertiser_interests (advertiser_id, interest_id) select * from unnest($1::int4[], $2::int4[])',
      [ai.advertiser_id, ai.interest_id],
    );
    if (ap.advertiser_id.length) {
      await client.query(
        'insert into advertiser_packages (advertiser_id, package_id, starts_at, ends_at) select * from unnest($1::int4[], $2::int4[], $3::timestamptz[], $4::timestamptz[])',
        [ap.advertiser_id, ap.package_id, ap.starts_at, ap.ends_at],
      );
    }
    if (Date.now() > nextReport) {
      log(`  ${start + n} / ${options.adverts} adverts`);
      nextReport = Date.now() + 10_000;
    }
  }
}
