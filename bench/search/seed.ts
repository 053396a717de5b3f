/**
 * Bulk catalogue for the search benchmark, generated inside the database with generate_series so a
 * million rows take minutes, not hours. Word frequencies are chosen on purpose:
 * - "safari" is in 60 % of descriptions (the common word, more than half);
 * - each name joins an adjective, one of 60 places and a kind (a place word is in ~1.7 % of names);
 * - each description holds one of ~65,000 generated words (a rare word: ~15 rows per million).
 * Lengths, capacities and seasons follow each kind of service (serviceFacts).
 */
export type Exec = (statement: string) => Promise<unknown>;

const ADJECTIVES = ['Golden', 'Hidden', 'Wild', 'Royal', 'Misty', 'Silent', 'Ancient', 'Grand', 'Little', 'Secret', 'Sunset', 'Riverside', 'Highland', 'Coastal', 'Desert', 'Emerald', 'Savanna', 'Crimson', 'Starlit', 'Rustic'];
export const PLACES = ['Serengeti', 'Ngorongoro', 'Zanzibar', 'Kilimanjaro', 'Okavango', 'Kruger', 'Etosha', 'Sossusvlei', 'Marrakech', 'Fes', 'Chefchaouen', 'Merzouga', 'Luxor', 'Aswan', 'Giza', 'Dahab', 'Lalibela', 'Gondar', 'Axum', 'Simien', 'Bwindi', 'Kigali', 'Volcanoes', 'Nyungwe', 'Masai', 'Amboseli', 'Tsavo', 'Lamu', 'Diani', 'Nairobi', 'Arusha', 'Moshi', 'Tarangire', 'Selous', 'Ruaha', 'Livingstone', 'Victoria', 'Zambezi', 'Hwange', 'Matobo', 'Chobe', 'Makgadikgadi', 'Kalahari', 'Namib', 'Swakopmund', 'Cape', 'Stellenbosch', 'Drakensberg', 'Durban', 'Madikwe', 'Pilanesberg', 'Mozambique', 'Bazaruto', 'Tofo', 'Malawi', 'Nyika', 'Liwonde', 'Madagascar', 'Andasibe', 'Seychelles'];
const KINDS: [string, string][] = [['Lodge', 'accommodation'], ['Tented Camp', 'accommodation'], ['Game Drive', 'tour'], ['Walking Tour', 'tour'], ['Trek', 'activity'], ['Canoe Trip', 'activity'], ['Transfer', 'transport'], ['Shuttle', 'transport'], ['Guide', 'guide'], ['Tracker', 'guide'], ['Supper', 'food'], ['Cooking Class', 'food'], ['Spa', 'other']];
const SYL_A = ['ka', 'zu', 'mo', 'ri', 'ta', 'ne', 'bo', 'li', 'sa', 'vu', 'de', 'go', 'pa', 'fi', 'hu', 'je', 'ko', 'lu', 'ma', 'ni', 'or', 'pe', 'qu', 'ru', 'si', 'to', 'ub', 'vi', 'wa', 'xe', 'ya', 'zo', 'an', 'el', 'im', 'on', 'ur'];
const SYL_B = ['bar', 'cen', 'dor', 'fal', 'gim', 'hol', 'jen', 'kor', 'lam', 'mir', 'nok', 'pel', 'ras', 'sil', 'tun', 'vor', 'wen', 'yal', 'zim', 'bek', 'dun', 'fen', 'gal', 'hin', 'jor', 'kal', 'lin', 'mun', 'nar', 'pim', 'rul', 'sen', 'tor', 'ven', 'wal', 'yen', 'zor', 'bri', 'cro', 'dre', 'fro'];
const SYL_C = ['ia', 'ola', 'ene', 'uta', 'ani', 'osi', 'eko', 'ira', 'umba', 'ela', 'aro', 'ise', 'ogo', 'ami', 'eru', 'ino', 'asa', 'ode', 'ule', 'ika', 'ore', 'ava', 'ezi', 'oma', 'une', 'ilo', 'ata', 'eni', 'obo', 'usi', 'ale', 'eto', 'ipa', 'onu', 'ure', 'ayo', 'eve', 'ipi', 'oto', 'uva', 'aze', 'ebo', 'ifa'];

/** The generated rare word of row g (the same formula as the SQL below). */
export function rareWordOf(g: number): string {
  return SYL_A[g % SYL_A.length]! + SYL_B[Math.floor(g / SYL_A.length) % SYL_B.length]! + SYL_C[Math.floor(g / (SYL_A.length * SYL_B.length)) % SYL_C.length]!;
}

const arr = (xs: string[]) => `ARRAY[${xs.map((x) => `'${x.replace(/'/g, "''")}'`).join(',')}]`;
const pick = (xs: string[], expr: string) => `(${arr(xs)})[1 + (${expr}) % ${xs.length}]`;

/** Partners (90 % active or trialing, the rest past due or canceled) and their user accounts. */
export async function seedPartners(exec: Exec, count: number): Promise<void> {
  await exec(`INSERT INTO users (name, email, password_hash, user_type)
    SELECT 'Bench Partner ' || g, 'bench.partner.' || g || '@example.com', 'x', 'partner' FROM generate_series(1, ${count}) g`);
  await exec(`INSERT INTO partners (user_id, company_name, contact_name, slug, service_type, subscription_status, city, country)
    SELECT u.id, 'Bench Company ' || g, 'Bench Partner ' || g, 'bench-company-' || g, 'tours',
      (ARRAY['active','active','active','active','active','active','trialing','trialing','trialing','past_due','canceled'])[1 + g % 11],
      'Arusha', 'Tanzania'
    FROM generate_series(1, ${count}) g JOIN users u ON u.email = 'bench.partner.' || g || '@example.com'`);
}

/**
 * A service's length, capacity and season from its kind (`k`, the index in KINDS) and three numbers of
 * 0-999 drawn from g (`u1`..`u5`), as SQL over `g` and `h` (serviceDraws):
 * - duration_hours: a lodge is priced per night and says no length 4 times in 10, else a stay of 1-10
 *   nights; game drives, treks, canoe trips and guides are mostly hours, some multi-day (a trek often 5-9
 *   days, one in ten 15-30; guides up to three weeks); walks, transfers, suppers, classes and the spa are hours. About 8 % of all services
 *   (those from before the fields existed) say neither length nor capacity.
 * - group_size_min/max: most from 1 (a fifth from 2, a few from 4), up to a size typical of the kind
 *   (spa 1-2, private guides 2-8, shuttles 14-40).
 * - availability: 55 % all year; the rest one season ending between 120 days ago and 480 days ahead.
 * The duration options then hold about 67 / 9 / 7 / 3 % of services (1-3 / 4-7 / 8-14 / 15+ days; 14 % say
 * no length), the group size options 90 / 76 / 63 / 35 % (1-2 / 3-5 / 6-10 / 10+), and a date 90 days ahead
 * 82 %: 8-14 days, 6-10 people from 90 days ahead together about 4 %.
 */
function serviceFacts() {
  const hours = (min: number, span: number) => `(${min} + h.u1 % ${span})`;
  const days = (min: number, span: number) => `24 * (${min} + h.u1 % ${span})`;
  const duration = `CASE
      WHEN h.u3 < 80 THEN NULL
      WHEN h.k IN (0, 1) THEN CASE WHEN h.u1 < 400 THEN NULL ELSE ${days(1, 10)} END
      WHEN h.k = 2 THEN CASE WHEN h.u1 < 550 THEN ${hours(3, 6)} WHEN h.u1 < 850 THEN ${days(2, 6)} WHEN h.u1 < 940 THEN ${days(8, 7)} ELSE ${days(15, 7)} END
      WHEN h.k = 4 THEN CASE WHEN h.u1 < 300 THEN ${hours(4, 7)} WHEN h.u1 < 800 THEN ${days(5, 5)} WHEN h.u1 < 900 THEN ${days(10, 5)} ELSE ${days(15, 16)} END
      WHEN h.k = 5 THEN CASE WHEN h.u1 < 700 THEN ${hours(2, 5)} ELSE ${days(2, 3)} END
      WHEN h.k IN (8, 9) THEN CASE WHEN h.u1 < 600 THEN ${hours(4, 7)} ELSE ${days(1, 21)} END
      WHEN h.k IN (6, 7) THEN ${hours(1, 10)}
      WHEN h.k = 12 THEN ${hours(1, 3)}
      ELSE ${hours(2, 4)}
    END`;
  // Largest group per kind (KINDS order), one of a few typical sizes.
  const largest: number[][] = [[2, 2, 4, 6, 8, 12, 20], [2, 4, 6, 8, 12, 16], [4, 6, 6, 7, 8, 12], [8, 10, 12, 15, 20], [6, 8, 10, 12, 16], [2, 4, 6, 8], [3, 4, 7, 14], [14, 20, 30, 40], [2, 4, 6, 8], [2, 4, 6], [10, 20, 30, 40], [6, 8, 10, 12], [1, 2]];
  const max = `CASE h.k ${largest.map((sizes, k) => `WHEN ${k} THEN (ARRAY[${sizes.join(',')}])[1 + h.u2 % ${sizes.length}]`).join(' ')} END`;
  const min = `CASE WHEN h.u2 % 33 = 0 THEN 4 WHEN h.u2 % 5 = 0 THEN 2 ELSE 1 END`;
  const until = `(current_date + (h.u4 % 600 - 120))`;
  return {
    columns: 'duration_hours, group_size_min, group_size_max, availability, available_until',
    values: `${duration},
      CASE WHEN h.u3 < 80 THEN NULL ELSE LEAST(${min}, ${max}) END,
      CASE WHEN h.u3 < 80 THEN NULL ELSE ${max} END,
      CASE WHEN h.u5 < 550 THEN '[]'::jsonb
        ELSE jsonb_build_array(jsonb_build_object('from', (${until} - (60 + h.u2 % 240))::text, 'until', ${until}::text)) END,
      CASE WHEN h.u5 < 550 THEN NULL ELSE ${until} END`,
  };
}

/**
 * The kind and the numbers serviceFacts draws from, per g. Hashed, not `g * m % 1000` like the names: that
 * keeps g's remainder by 5, which already decides whether the description says "safari", and the facts then
 * followed the common word.
 */
const serviceDraws = (kind: string) => {
  const draw = (salt: number) => `((hashint4(g + ${salt})::bigint + 2147483648) % 1000)::int`;
  return `CROSS JOIN LATERAL (SELECT ${kind} AS k, ${draw(0)} AS u1, ${draw(1_000_003)} AS u2, ${draw(2_000_003)} AS u3, ${draw(3_000_017)} AS u4, ${draw(4_000_037)} AS u5) h`;
};

/** Services g in [from, to]: varied names, places, prices in three currencies, 5 % inactive (chosen so no place is all inactive). */
export async function seedServices(exec: Exec, from: number, to: number, partnerCount: number): Promise<void> {
  const kind = `(g * 7) % ${KINDS.length}`;
  const facts = serviceFacts();
  await exec(`INSERT INTO services (partner_id, name, type, description, location_details, base_price_minor, currency,
      pricing_description, is_active, is_featured, created_at, ${facts.columns})
    SELECT p.id,
      ${pick(ADJECTIVES, 'g * 13')} || ' ' || ${pick(PLACES, 'g * 31')} || ' ' || ${pick(KINDS.map((k) => k[0]), kind)},
      ${pick(KINDS.map((k) => k[1]), kind)},
      CASE WHEN g % 5 < 3 THEN 'A classic safari day with ' ELSE 'A quiet day with ' END
        || 'guides who know the ' || ${pick(PLACES, 'g * 17')} || ' area, near ' || ${pick(SYL_A, 'g')} || ${pick(SYL_B, `g / ${SYL_A.length}`)} || ${pick(SYL_C, `g / ${SYL_A.length * SYL_B.length}`)}
        || ', with lunch, water and park fees included.',
      ${pick(PLACES, 'g * 31')} || ', Africa',
      CASE WHEN g % 50 = 0 THEN NULL ELSE 2000 + (g::bigint * 7919) % 2000000 END,
      (ARRAY['NOK','NOK','NOK','NOK','NOK','NOK','NOK','USD','USD','EUR'])[1 + g % 10],
      'per person', g % 20 <> 7, g % 97 = 3,
      now() - make_interval(secs => ${to} - g),
      ${facts.values}
    FROM generate_series(${from}, ${to}) g
    ${serviceDraws(kind)}
    JOIN partners p ON p.slug = 'bench-company-' || (1 + g % ${partnerCount})`);
}
