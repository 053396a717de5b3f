/**
 * The data set of `npm run bench:cluster` (issue 23 section 3): 5,000 services of 500 partners (the search
 * benchmark's generator, bench/search/seed.ts), 20,000 travellers, 50,000 trips with their preferences,
 * services, envelopes and message threads, 2,000 stories with likes and comments, 40 blog posts and an
 * admin. Generated inside the database with generate_series, after the product's own migrations (database.ts).
 * Every bench account has one password (BENCH_PASSWORD), so sessions.ts signs in through the API.
 */
import { PLACES, seedPartners, seedServices, type Exec } from '../search/seed';

export const SIZES = { partners: 500, services: 5_000, travellers: 20_000, trips: 50_000, stories: 2_000, blogPosts: 40 } as const;
/** Preferences waiting for a trip, besides the 50,000 that have one (an admin's queue). */
const OPEN_PREFERENCES = 5_000;
export const BENCH_PASSWORD = 'bench-cluster-password-2026';
export const travellerEmail = (n: number) => `bench.traveller.${n}@example.com`;
export const partnerEmail = (n: number) => `bench.partner.${n}@example.com`;

const FIRST = ['Amara', 'Jonas', 'Ingrid', 'Kofi', 'Lena', 'Mateo', 'Nadia', 'Oskar', 'Priya', 'Sipho', 'Tariq', 'Yara', 'Emil', 'Freya', 'Hassan', 'Ines', 'Kari', 'Leila', 'Magnus', 'Zawadi'];
const LAST = ['Berg', 'Okafor', 'Hansen', 'Mensah', 'Silva', 'Johansen', 'Ndlovu', 'Larsen', 'Haddad', 'Kariuki', 'Nilsen', 'Dube', 'Moreau', 'Eriksen', 'Banda', 'Lund'];
const arr = (xs: readonly string[]) => `ARRAY[${xs.map((x) => `'${x.replace(/'/g, "''")}'`).join(',')}]`;
const pick = (xs: readonly string[], expr: string) => `(${arr(xs)})[1 + ((${expr}) % ${xs.length})]`;
/** A number in 0..999 drawn from an integer expression, stable across runs. */
const draw = (expr: string, salt: number) => `((hashint4((${expr})::int + ${salt})::bigint + 2147483648) % 1000)::int`;
const quote = (s: string) => `'${s.replace(/'/g, "''")}'`;

/** The counts the bench needs, read back: seeded when they all match SIZES. */
export async function seededSizes(exec: Exec): Promise<Record<'services' | 'travellers' | 'trips' | 'stories', number>> {
  const result = (await exec(`SELECT
      (SELECT count(*)::int FROM services) AS services,
      (SELECT count(*)::int FROM users WHERE user_type = 'traveller') AS travellers,
      (SELECT count(*)::int FROM trips) AS trips,
      (SELECT count(*)::int FROM stories) AS stories`)) as { rows: Record<'services' | 'travellers' | 'trips' | 'stories', number>[] };
  const row = result.rows[0]!;
  return { services: Number(row.services), travellers: Number(row.travellers), trips: Number(row.trips), stories: Number(row.stories) };
}

export function isSeeded(sizes: Awaited<ReturnType<typeof seededSizes>>): boolean {
  return sizes.services === SIZES.services && sizes.travellers === SIZES.travellers && sizes.trips === SIZES.trips && sizes.stories === SIZES.stories;
}

/** Seeds an empty, migrated database; `log` reports each step. Statements run in order on one connection (temp tables). */
export async function seedCluster(exec: Exec, passwordHash: string, log: (msg: string) => void): Promise<void> {
  const step = async (what: string, statements: string[]) => {
    const t0 = Date.now();
    for (const s of statements) await exec(s);
    log(`seed: ${what} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  };
  const hash = quote(passwordHash);

  const t0 = Date.now();
  await seedPartners(exec, SIZES.partners);
  await seedServices(exec, 1, SIZES.services, SIZES.partners);
  log(`seed: ${SIZES.partners} partners and ${SIZES.services} services (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  await step('partner accounts verified, services analysed', [
    `UPDATE users SET password_hash = ${hash}, email_verified_at = now() - interval '200 days' WHERE user_type = 'partner'`,
    'ANALYZE services',
    'ANALYZE partners',
  ]);

  await step(`${SIZES.travellers} travellers and an admin`, [
    `INSERT INTO users (name, email, password_hash, user_type, email_verified_at, last_sign_in_at, created_at)
      SELECT ${pick(FIRST, 'g * 7')} || ' ' || ${pick(LAST, 'g * 13 + g / 20')}, 'bench.traveller.' || g || '@example.com', ${hash}, 'traveller',
        CASE WHEN g % 10 = 0 THEN NULL ELSE now() - make_interval(days => g % 700) END,
        now() - make_interval(hours => g % 2000),
        now() - make_interval(days => 1 + g % 900)
      FROM generate_series(1, ${SIZES.travellers}) g`,
    `INSERT INTO users (name, email, password_hash, user_type, email_verified_at)
      VALUES ('Bench Admin', 'bench.admin@example.com', ${hash}, 'admin', now())`,
    `CREATE TEMP TABLE bench_travellers AS
      SELECT row_number() OVER (ORDER BY id)::int AS n, id FROM users WHERE user_type = 'traveller'`,
    'CREATE UNIQUE INDEX ON bench_travellers (n)',
    `CREATE TEMP TABLE bench_services AS SELECT row_number() OVER (ORDER BY id)::int AS n, id, base_price_minor, currency FROM services`,
    'CREATE UNIQUE INDEX ON bench_services (n)',
  ]);

  // Trip g (1..50,000) belongs to traveller 1 + a hash of g: from none to a handful each, 2.5 on average.
  // Its state: 15 % awaiting the traveller's answer, 30 % confirmed (a third of them revealed), 45 % completed,
  // 10 % cancelled. Departures: ahead for open trips (a revealed one within 10 days), behind for completed ones.
  const tripState = (g: string) => `CASE WHEN ${draw(g, 11)} < 150 THEN 'trip_created' WHEN ${draw(g, 11)} < 450 THEN 'confirmed'
      WHEN ${draw(g, 11)} < 900 THEN 'completed' ELSE 'cancelled' END`;
  await step(`${SIZES.trips + OPEN_PREFERENCES} preferences`, [
    `INSERT INTO preferences (traveller_id, budget_range, duration, traveller_count, departure_date, interests, notes, status,
        home_city, flights_included, created_at)
      SELECT bt.id,
        ${pick(['500-1000', '1000-2000', '2000-3500', '3500-5000', '5000+'], draw('g', 1))},
        ${pick(['3-5', '5-7', '7-10', '10-14', '14+'], draw('g', 2))},
        1 + ${draw('g', 3)} % 6,
        CASE s.state
          WHEN 'completed' THEN current_date - (30 + ${draw('g', 4)} % 700)
          WHEN 'cancelled' THEN current_date + (${draw('g', 4)} % 400 - 100)
          WHEN 'confirmed' THEN current_date + CASE WHEN ${draw('g', 5)} < 333 THEN 1 + ${draw('g', 4)} % 10 ELSE 15 + ${draw('g', 4)} % 300 END
          ELSE current_date + (20 + ${draw('g', 4)} % 300) END,
        (ARRAY[${pick(['wildlife', 'culture', 'adventure', 'relaxation', 'foodie', 'city'], draw('g', 6))},
               ${pick(['culture', 'adventure', 'relaxation', 'foodie', 'city', 'wildlife'], draw('g', 7))}])::text[],
        CASE WHEN g % 4 = 0 THEN 'We love early mornings and quiet places; one of us is vegetarian.' END,
        s.state, ${pick(['Oslo', 'Bergen', 'London', 'Berlin', 'Nairobi', 'Cape Town', 'Stockholm'], 'g')}, g % 3 = 0,
        now() - make_interval(days => 1 + ${draw('g', 8)} % 800)
      FROM generate_series(1, ${SIZES.trips + OPEN_PREFERENCES}) g
      CROSS JOIN LATERAL (SELECT CASE WHEN g > ${SIZES.trips} THEN 'new' ELSE ${tripState('g')} END AS state) s
      JOIN bench_travellers bt ON bt.n = 1 + ((hashint4(g)::bigint + 2147483648) % ${SIZES.travellers})`,
    'ANALYZE preferences',
  ]);

  const place = pick(PLACES, 'p.id * 31');
  await step(`${SIZES.trips} trips`, [
    `INSERT INTO trips (preference_id, traveller_id, name, destination, status, payment_status, total_price_minor, currency,
        revealed_at, completed_at, nights, teaser, deposit_minor, kept_minor, created_at, updated_at)
      SELECT p.id, p.traveller_id, 'Mystery trip to ' || ${place}, ${place} || ', Africa',
        x.status, x.payment,
        (40000 + (p.id * 7919) % 400000) * 100, 'NOK',
        CASE WHEN x.status IN ('revealed', 'completed') THEN p.departure_date - 7 END,
        CASE WHEN x.status = 'completed' THEN p.departure_date + 10 END,
        3 + p.id % 12, 'Warm evenings, long views and a guide who knows every track.',
        CASE WHEN x.payment = 'deposit_paid' THEN (40000 + (p.id * 7919) % 400000) * 30 END,
        CASE WHEN x.status = 'cancelled' AND p.id % 2 = 0 THEN (40000 + (p.id * 7919) % 400000) * 30 END,
        p.created_at + interval '2 days', p.created_at + interval '3 days'
      FROM preferences p
      CROSS JOIN LATERAL (SELECT
        CASE p.status WHEN 'trip_created' THEN 'pending_confirmation'
          WHEN 'confirmed' THEN CASE WHEN p.departure_date <= current_date + 10 THEN 'revealed' ELSE 'confirmed' END
          ELSE p.status END AS status,
        CASE p.status WHEN 'trip_created' THEN 'pending' WHEN 'cancelled' THEN CASE WHEN p.id % 2 = 0 THEN 'partially_refunded' ELSE 'refunded' END
          WHEN 'confirmed' THEN CASE WHEN p.id % 3 = 0 THEN 'deposit_paid' ELSE 'paid' END ELSE 'paid' END AS payment) x
      WHERE p.status <> 'new'`,
    'ANALYZE trips',
  ]);

  // One to three services per trip, at the service's price (or a made-up one for a service without), 20 % commission.
  await step('trip services', [
    `INSERT INTO trip_services (trip_id, service_id, unit_price_minor, currency, commission_rate)
      SELECT t.id, s.id, coalesce(s.base_price_minor, 150000), s.currency, 20
      FROM trips t
      CROSS JOIN LATERAL generate_series(0, t.id % 3) j
      JOIN bench_services s ON s.n = 1 + ((hashint4(t.id::int)::bigint + 2147483648 + j * 1237) % ${SIZES.services})`,
    'ANALYZE trip_services',
  ]);

  // Envelopes for confirmed and revealed trips, the weather stage opened for those leaving within 30 days.
  await step('envelopes', [
    `INSERT INTO trip_envelopes (trip_id, weather, packing, region)
      SELECT t.id,
        jsonb_build_object('min_c', 9 + t.id % 6, 'max_c', 24 + t.id % 8, 'rain_chance_percent', t.id % 40, 'note', 'Dry and warm by day, cool at night.'),
        jsonb_build_object('items', jsonb_build_array('Light layers', 'A warm fleece', 'Sun hat', 'Binoculars')),
        ${pick(['Eastern Africa', 'Southern Africa', 'Northern Africa', 'Western Africa', 'Middle Africa'], 't.id')}
      FROM trips t WHERE t.status IN ('confirmed', 'revealed')`,
    `INSERT INTO trip_envelope_openings (trip_id, stage, opened_at)
      SELECT t.id, 'weather', now() - interval '1 day' FROM trips t JOIN preferences p ON p.id = t.preference_id
      WHERE t.status IN ('confirmed', 'revealed') AND p.departure_date <= current_date + 30`,
  ]);

  // A thread on 40 % of trips: two to six messages, traveller and team in turn.
  await step('trip messages', [
    `INSERT INTO trip_messages (trip_id, author_id, author_role, body, created_at)
      SELECT t.id, CASE WHEN k % 2 = 0 THEN t.traveller_id ELSE (SELECT id FROM users WHERE email = 'bench.admin@example.com') END,
        CASE WHEN k % 2 = 0 THEN 'traveller' ELSE 'team' END,
        CASE WHEN k % 2 = 0 THEN 'Could we have a later start on the second day? We arrive on a night flight.'
             ELSE 'Of course: we have moved the first game drive to the afternoon. Anything else, just ask.' END,
        t.created_at + make_interval(hours => k::int * 5)
      FROM trips t CROSS JOIN LATERAL generate_series(0, 1 + t.id % 5) k
      WHERE t.id % 5 < 2`,
    `INSERT INTO trip_threads (trip_id, traveller_read_id, team_read_id)
      SELECT trip_id, max(id), max(id) FROM trip_messages GROUP BY trip_id`,
    'ANALYZE trip_messages',
  ]);

  const storyTypes = ['Adventure', 'Relaxation', 'Cultural', 'Family', 'Romantic'];
  await step(`${SIZES.stories} stories with likes and comments`, [
    `INSERT INTO stories (user_id, title, destination, trip_date, trip_type, content, highlights, rating, traveler_name, created_at, updated_at)
      SELECT bt.id, ${pick(['Ten days that', 'The morning we', 'How a mystery trip', 'What nobody told us about', 'Our week in'], 'g')} || ' ' || ${pick(PLACES, 'g * 17')},
        ${pick(PLACES, 'g * 17')}, current_date - (20 + g % 600), ${pick(storyTypes, 'g')},
        repeat('We did not know where we were going until the envelope opened. The guide met us at dawn and the plains were gold. ', 3 + g % 6),
        ARRAY['Sunrise drive', 'Dinner under the stars'], 3 + g % 3, u.name,
        now() - make_interval(hours => g * 7), now() - make_interval(hours => g * 7)
      FROM generate_series(1, ${SIZES.stories}) g
      JOIN bench_travellers bt ON bt.n = 1 + ((g::bigint * 7919) % ${SIZES.travellers})
      JOIN users u ON u.id = bt.id`,
    `INSERT INTO story_likes (story_id, user_id, created_at)
      SELECT s.id, bt.id, s.created_at + make_interval(hours => k::int)
      FROM stories s CROSS JOIN LATERAL generate_series(1, s.id % 20) k
      JOIN bench_travellers bt ON bt.n = 1 + ((s.id * 104729 + k * 7919) % ${SIZES.travellers})
      ON CONFLICT DO NOTHING`,
    `INSERT INTO story_comments (story_id, user_id, content, created_at)
      SELECT s.id, bt.id, ${pick(['What a trip! Which month did you go?', 'This is exactly what we hope for next year.', 'Lovely photos and a lovely story.', 'Did you need a warm jacket at night?'], 's.id + k')},
        s.created_at + make_interval(hours => k::int * 3)
      FROM stories s CROSS JOIN LATERAL generate_series(1, s.id % 6) k
      JOIN bench_travellers bt ON bt.n = 1 + ((s.id * 15485863 + k * 104729) % ${SIZES.travellers})`,
    'ANALYZE stories',
    'ANALYZE story_likes',
    'ANALYZE story_comments',
  ]);

  await step(`${SIZES.blogPosts} blog posts`, [
    `INSERT INTO blog_posts (slug, title, category, excerpt, content, status, created_at, updated_at)
      SELECT 'bench-post-' || g, ${pick(['Packing for', 'When to visit', 'A first safari in', 'Eating well in', 'Slow travel through'], 'g')} || ' ' || ${pick(PLACES, 'g * 7')} || ' ' || g,
        ${pick(['Travel Tips', 'Destinations', 'Lifestyle', 'Guides'], 'g')},
        'What we have learnt from hundreds of trips, in a few minutes of reading.',
        repeat('## A heading\n\nA paragraph of advice with a [link](https://example.com) and some **bold** words. ', 20),
        CASE WHEN g % 10 = 0 THEN 'draft' ELSE 'published' END,
        now() - make_interval(days => g * 3), now() - make_interval(days => g * 3)
      FROM generate_series(1, ${SIZES.blogPosts}) g`,
    'DROP TABLE bench_travellers',
    'DROP TABLE bench_services',
    'VACUUM ANALYZE',
  ]);
}
