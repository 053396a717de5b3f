import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import * as shared from '@mt/shared';
import { addDays } from '@mt/shared';
import { buildApp } from '../../app';
import { outboxEmails } from '../../db/schema';
import { bearer, buildTestApp, type TestApp } from '../../test/app';
import { createAdmin, createTraveller, type Person } from '../../test/factories';
import { makePartner, makeService } from '../services/testing/catalogue-fixtures';
import { ENVELOPE_JOB } from '../../jobs/open-envelope-stages.job';
import { REVEAL_JOB } from '../../jobs/reveal-trips.job';
import { confirmCard, inDays, makePlan, PROPOSAL_CONTENT, startPayment, submitPreference } from './testing/journey';

/**
 * Nothing leaks before the reveal (issue 19 section 2, point 4): at each point of the envelope's
 * calendar, every GET a traveller can call under /api/trips and /api/users/me (taken from the shared
 * endpoint contracts, so a new route is walked too), every e-mail queued to them and the dashboard's
 * HTML name none of the trip's secrets; the region only once its own stage has opened.
 */
const SECRETS = {
  destination: 'Swakopmund Dunes',
  name: 'Quillback Coast Escape',
  services: ['Zephyrine Dune Lodge', 'Marrowind Sandboarding'],
  partner: 'Oxbloom Expeditions',
  locations: ['Swakopmund', 'Walvis Bay'],
  country: 'Namibia',
};
const REGION = 'Southern Africa';
const secretWords = [SECRETS.destination, SECRETS.name, ...SECRETS.services, SECRETS.partner, ...SECRETS.locations, SECRETS.country];

const INDEX = `<!doctype html><html lang="en"><head><title>Mystery Trips</title><meta property="og:title" content="Mystery Trips" /></head><body><div id="root"></div></body></html>`;

let now = new Date();
const clock = { now: () => now };
let t: TestApp;
let web: FastifyInstance;
let dist: string;
let traveller: Person;
let admin: Person;
let tripId: number;
const DEPARTURE = inDays(40);
const at = (daysBefore: number) => new Date(`${addDays(DEPARTURE, -daysBefore)}T12:00:00.000Z`);

/** Every GET endpoint a traveller can reach under /trips or /users/me, from the shared contracts. */
function travellerGets(): { path: string }[] {
  const found: { path: string }[] = [];
  for (const [key, group] of Object.entries(shared)) {
    if (!key.endsWith('Endpoints') || typeof group !== 'object' || group === null) continue;
    for (const e of Object.values(group as Record<string, { method?: string; path?: string }>)) {
      if (e?.method === 'GET' && typeof e.path === 'string' && /^\/(trips|users\/me)(\/|$)/.test(e.path)) found.push({ path: e.path });
    }
  }
  return found;
}

async function everythingTheTravellerSees(): Promise<{ where: string; text: string }[]> {
  const seen: { where: string; text: string }[] = [];
  for (const { path: p } of travellerGets()) {
    const url = `/api${p.replace(':id', String(tripId))}`;
    // A route with another parameter needs a value here: fail loudly rather than skip it.
    expect(url, `unhandled path parameter in ${p}`).not.toMatch(/:/);
    const res = await t.app.inject({ method: 'GET', url, headers: bearer(traveller.token) });
    seen.push({ where: `GET ${url} (${res.statusCode})`, text: `${JSON.stringify(res.headers)}\n${res.body}` });
  }
  for (const m of await t.db.select().from(outboxEmails).where(eq(outboxEmails.to, traveller.email))) {
    seen.push({ where: `e-mail "${m.subject}"`, text: `${m.subject}\n${m.body}` });
  }
  const html = await web.inject({ method: 'GET', url: shared.paths.travellerDashboard });
  seen.push({ where: 'dashboard HTML', text: html.body });
  return seen;
}

async function expectNoLeak(allowRegion: boolean) {
  const forbidden = allowRegion ? secretWords : [...secretWords, REGION];
  for (const { where, text } of await everythingTheTravellerSees()) {
    for (const word of forbidden) expect(text.toLowerCase(), `${where} names "${word}"`).not.toContain(word.toLowerCase());
  }
}

async function moveTo(date: Date) {
  now = date;
  await t.app.scheduler.runNow(ENVELOPE_JOB);
  await t.app.scheduler.runNow(REVEAL_JOB);
}

beforeAll(async () => {
  now = at(30);
  t = await buildTestApp({ clock, freshDatabase: true });
  dist = mkdtempSync(path.join(tmpdir(), 'mt-envelope-dist-'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  web = await buildApp({ config: { ...t.config, webDistDir: dist }, database: t.database, serveWeb: true, clock });

  admin = await createAdmin(t.app);
  traveller = await createTraveller(t.app);
  const plan = await makePlan(t.app);
  const partner = await makePartner(t.app, 'active', { subscriptionPlanId: plan.id, companyName: SECRETS.partner });
  const services = [];
  for (const [i, name] of SECRETS.services.entries()) {
    services.push(await makeService(t.db, partner.id, { name, locationDetails: `${SECRETS.locations[i]}, ${SECRETS.country}`, country: 'NA' }));
  }
  const preferenceId = await submitPreference(t.app, traveller.token, { departure_date: DEPARTURE });
  const proposal = await t.app.inject({
    method: 'POST',
    url: '/api/trips',
    headers: bearer(admin.token),
    payload: { preference_id: preferenceId, service_ids: services.map((s) => s.id), total_price: 5000, currency: 'NOK', name: SECRETS.name, destination: SECRETS.destination, ...PROPOSAL_CONTENT },
  });
  expect(proposal.statusCode, proposal.body).toBe(201);
  tripId = proposal.json().trip.id;
  const paid = await confirmCard(t.app, await startPayment(t.app, traveller.token, tripId));
  expect(paid.json().status).toBe('succeeded');
  const written = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/trips/${tripId}/envelope`,
    headers: bearer(admin.token),
    payload: { weather: { min_c: 16, max_c: 27, rain_chance_percent: 5, note: 'Fog in the mornings.' }, packing: { items: ['A windproof jacket', 'Sand-proof bag'] }, region: REGION },
  });
  expect(written.statusCode, written.body).toBe(200);
  // The suggestion reads the services' country: the admin sees the region, the traveller does not.
  expect(written.json().suggested.region).toBe(REGION);
});

afterAll(async () => {
  await web?.close();
  await t?.close();
  if (dist) rmSync(dist, { recursive: true, force: true });
});

describe('nothing leaks before the destination stage', () => {
  it('walks every traveller GET under /trips and /users/me, including the envelope', () => {
    const paths = travellerGets().map((r) => r.path);
    expect(paths).toEqual(expect.arrayContaining(['/trips', '/trips/:id/details', '/trips/:id/envelope', '/trips/:id/messages', '/trips/:id/calendar.ics', '/trips/:id/cancellation']));
  });

  it('before the weather stage', async () => {
    await moveTo(at(20));
    await expectNoLeak(false);
  });

  it('after the weather stage', async () => {
    await moveTo(at(14));
    await expectNoLeak(false);
  });

  it('after the packing stage', async () => {
    await moveTo(at(10));
    await expectNoLeak(false);
  });

  it('after the region stage: the region may appear, nothing else', async () => {
    await moveTo(at(7));
    const envelope = await t.app.inject({ method: 'GET', url: `/api/trips/${tripId}/envelope`, headers: bearer(traveller.token) });
    expect(envelope.json().stages.find((s: { key: string }) => s.key === 'region').content).toEqual({ region: REGION });
    await expectNoLeak(true);
  });

  it('the walk can fail: after the reveal the destination shows', async () => {
    await moveTo(at(3));
    const seen = (await everythingTheTravellerSees()).map((s) => s.text.toLowerCase()).join('\n');
    expect(seen).toContain(SECRETS.destination.toLowerCase());
  });
});
