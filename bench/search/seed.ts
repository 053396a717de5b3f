/**
 * Bulk catalogue for the search benchmark, generated inside the database with generate_series so a
 * million rows take minutes, not hours. Word frequencies are chosen on purpose:
 * - "safari" is in 60 % of descriptions (the common word, more than half);
 * - each name joins an adjective, one of 60 places and a kind (a place word is in ~1.7 % of names);
 * - each description holds one of ~65,000 generated words (a rare word: ~15 rows per million).
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

/** Services g in [from, to]: varied names, places, prices in three currencies, 5 % inactive (chosen so no place is all inactive). */
export async function seedServices(exec: Exec, from: number, to: number, partnerCount: number): Promise<void> {
  const kind = `(g * 7) % ${KINDS.length}`;
  await exec(`INSERT INTO services (partner_id, name, type, description, location_details, base_price_minor, currency,
      pricing_description, is_active, is_featured, created_at)
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
      now() - make_interval(secs => ${to} - g)
    FROM generate_series(${from}, ${to}) g
    JOIN partners p ON p.slug = 'bench-company-' || (1 + g % ${partnerCount})`);
}
