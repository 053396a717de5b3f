import { eq, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../db/client';
import { users } from '../db/schema';
import { hashPassword } from '../lib/passwords';
import type { MediaStore } from '../modules/media/media-store';
import { DEMO_BLOG_POSTS, insertBlogPosts, type DemoBlogPost } from './blog';
import { DEMO_CONTACT_MESSAGES, insertContactMessages, type DemoContactMessage } from './contact';
import { generateDemoImages, removeDemoImages } from './images';
import { DEMO_JOURNEYS, type DemoJourney } from './journeys';
import { DEMO_ADMIN, DEMO_PARTNERS, DEMO_TRAVELLERS, insertPeople, type DemoPartner, type DemoPerson } from './people';
import { DEMO_PLANS, DEMO_SETTINGS, insertPlans, insertSettings, type DemoPlan } from './plans';
import { DEMO_SAVED_SERVICES, insertSavedServices, type DemoSaved } from './saved-services';
import { DEMO_SERVICES, insertServices, type DemoService } from './services';
import { DEMO_STORIES, insertStories, type DemoStory } from './stories';
import { insertJourneys } from './trips';
import { CANCELLED_JOURNEYS } from './traveller-cancellation';
import { FIT_JOURNEYS } from './preferences-that-fit';
import { ENVELOPE_JOURNEYS, insertEnvelopes } from './envelopes';
import { END_DATE_JOURNEYS } from './trip-end-dates';
import { DEMO_SERVICE_EDITS, MODERATION_ITINERARIES, MODERATION_JOURNEYS, insertServiceEdits, type DemoServiceEdit } from './moderation';
import { DEMO_TRIP_THREADS, insertTripThreads, type DemoThread } from './trip-threads';
import { DEMO_ITINERARIES, insertItineraries, type DemoItinerary } from './itineraries';
import { type DemoImages } from './util';

/** Every demo account signs in with this password (printed at start; never used when NODE_ENV=production). */
export const DEMO_PASSWORD = 'mystery-demo-2026';

export interface DemoDataset {
  plans: DemoPlan[];
  settings: Record<string, unknown>;
  admin: DemoPerson;
  travellers: DemoPerson[];
  partners: DemoPartner[];
  services: DemoService[];
  journeys: DemoJourney[];
  stories: DemoStory[];
  blogPosts: DemoBlogPost[];
  contactMessages: DemoContactMessage[];
  tripThreads: DemoThread[];
  /** The trip companion's itineraries (issue 19 section 3); optional so a smaller dataset may leave them out. */
  itineraries?: DemoItinerary[];
  /** Admin edits in services' histories (issue 22); optional like the itineraries. */
  serviceEdits?: DemoServiceEdit[];
  /** Travellers' saved services (issue 22); optional like the itineraries. */
  savedServices?: DemoSaved[];
}

export const DEMO_DATASET: DemoDataset = {
  plans: DEMO_PLANS,
  settings: DEMO_SETTINGS,
  admin: DEMO_ADMIN,
  travellers: DEMO_TRAVELLERS,
  partners: DEMO_PARTNERS,
  services: DEMO_SERVICES,
  journeys: [...DEMO_JOURNEYS, ...CANCELLED_JOURNEYS, ...FIT_JOURNEYS, ...ENVELOPE_JOURNEYS, ...END_DATE_JOURNEYS, ...MODERATION_JOURNEYS],
  stories: DEMO_STORIES,
  blogPosts: DEMO_BLOG_POSTS,
  contactMessages: DEMO_CONTACT_MESSAGES,
  tripThreads: DEMO_TRIP_THREADS,
  itineraries: [...DEMO_ITINERARIES, ...MODERATION_ITINERARIES],
  serviceEdits: DEMO_SERVICE_EDITS,
  savedServices: DEMO_SAVED_SERVICES,
};

export interface DemoAccount {
  role: 'admin' | 'traveller' | 'partner';
  email: string;
  name: string;
  /** Partners only. */
  company?: string;
}

export function demoAccounts(data: DemoDataset = DEMO_DATASET): DemoAccount[] {
  return [
    { role: 'admin', email: data.admin.email, name: data.admin.name },
    ...data.travellers.map((t) => ({ role: 'traveller' as const, email: t.email, name: t.name })),
    ...data.partners.map((p) => ({ role: 'partner' as const, email: p.email, name: p.name, company: p.companyName })),
  ];
}

export interface InsertDemoInput {
  images: DemoImages;
  passwordHash: string;
  dataset?: DemoDataset;
  now?: Date;
}

/** Every row of the demo, through one transaction handle: a failure anywhere leaves nothing behind. */
export async function insertDemoData(tx: Tx, input: InsertDemoInput): Promise<void> {
  const data = input.dataset ?? DEMO_DATASET;
  const now = input.now ?? new Date();
  const { images, passwordHash } = input;
  const plans = await insertPlans(tx, data.plans);
  await insertSettings(tx, data.settings);
  const people = await insertPeople(tx, data, { now, passwordHash, images, plans });
  const services = await insertServices(tx, data.services, { now, images, partners: people.partners });
  await insertSavedServices(tx, data.savedServices ?? [], { now, users: people.users, services });
  const tripIds = await insertJourneys(tx, data.journeys, { now, users: people.users, partners: people.partners, services, adminKey: data.admin.key });
  await insertServiceEdits(tx, data.serviceEdits ?? [], { now, users: people.users, services, adminKey: data.admin.key });
  await insertEnvelopes(tx, tripIds, now);
  await insertTripThreads(tx, data.tripThreads, {
    now,
    users: people.users,
    trips: tripIds,
    travellers: new Map(data.journeys.map((j) => [j.key, j.traveller])),
    adminKey: data.admin.key,
  });
  await insertItineraries(tx, data.itineraries ?? [], { now, trips: tripIds, journeys: data.journeys, services });
  const persons = new Map([data.admin, ...data.travellers, ...data.partners].map((p) => [p.key, p]));
  await insertStories(tx, data.stories, { now, images, users: people.users, people: persons });
  await insertBlogPosts(tx, data.blogPosts, { now, images });
  await insertContactMessages(tx, data.contactMessages, { now });
}

/** Fastify's logger fits; tests pass a silent one. */
export interface SeedLog {
  info(msg: string): void;
}

export interface SeedOptions {
  db: Db;
  media: MediaStore;
  log: SeedLog;
  dataset?: DemoDataset;
  now?: Date;
}

export interface SeedResult {
  seeded: boolean;
  accounts: DemoAccount[];
  ms?: number;
}

/** Any instance that seeds takes this lock first, so two instances starting together seed once. */
const SEED_LOCK_ID = 727_002;

/**
 * "Empty" means no traveller or partner yet: an operator may create their own admin with
 * `npm run create-admin` before the first start and still get the demo.
 */
async function hasAccounts(db: DbOrTx): Promise<boolean> {
  const rows = await db.select({ one: sql<number>`1` }).from(users).where(ne(users.userType, 'admin')).limit(1);
  return rows.length > 0;
}

/**
 * Fills an empty database with a living demo. Does nothing once a traveller or partner exists, so it is safe to call at
 * every start. Images are rendered first; then every row goes in inside one transaction.
 */
export async function seedDemoData({ db, media, log, dataset = DEMO_DATASET, now = new Date() }: SeedOptions): Promise<SeedResult> {
  if (await hasAccounts(db)) return { seeded: false, accounts: [] };
  const startedAt = performance.now();
  log.info('Empty database: seeding demo data');
  const [images, passwordHash] = await Promise.all([
    generateDemoImages(media, {
      partners: dataset.partners,
      travellers: dataset.travellers,
      services: dataset.services,
      stories: dataset.stories,
      blog: dataset.blogPosts,
    }),
    hashPassword(DEMO_PASSWORD),
  ]);
  let seeded = false;
  try {
    seeded = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
      // Another instance may have seeded (or someone registered) while the images were rendering.
      if (await hasAccounts(tx)) return false;
      await insertDemoData(tx, { images, passwordHash, dataset, now });
      return true;
    });
  } catch (err) {
    await removeDemoImages(media, images);
    throw err;
  }
  if (!seeded) {
    await removeDemoImages(media, images);
    return { seeded: false, accounts: [] };
  }
  const ms = Math.round(performance.now() - startedAt);
  log.info(`Demo data seeded in ${ms} ms (${images.keys.length} images)`);
  return { seeded: true, accounts: demoAccounts(dataset), ms };
}

/** Cheap check at start: is the demo admin still there (for a one-line reminder)? */
export async function demoAdminExists(db: Db, dataset: DemoDataset = DEMO_DATASET): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.email, dataset.admin.email.toLowerCase())).limit(1);
  return rows.length > 0;
}

/** The block printed when the seed ran: every demo account and the one password. */
export function formatDemoAccounts(accounts: DemoAccount[], password = DEMO_PASSWORD): string {
  const width = Math.max(...accounts.map((a) => a.email.length), 20);
  const line = '='.repeat(width + 48);
  const rows = accounts.map((a) => `  ${a.role.padEnd(10)} ${a.email.padEnd(width)}  ${a.company ? `${a.name} (${a.company})` : a.name}`);
  return [
    line,
    '  Demo data created. Sign in with any of these accounts:',
    '',
    ...rows,
    '',
    `  Password for every demo account: ${password}`,
    '  (Demo seeding is off when NODE_ENV=production; set SEED_DEMO=false to skip it.)',
    line,
  ].join('\n');
}
