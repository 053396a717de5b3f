import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PROPOSAL_TEASER_MAX, adminTripResponseSchema, proposalTexts, tripsResponseSchema } from '@mt/shared';
import { preferences, trips } from '../../db/schema';
import { bearer, buildTestApp, type TestApp } from '../../test/app';
import { createAdmin, createTraveller, type Person } from '../../test/factories';
import { type makeService } from '../services/testing/catalogue-fixtures';
import { bookableServices, PROPOSAL_CONTENT, submitPreference } from './testing/journey';

/** Issue 18 section 1: the proposal says what is bought (nights, inclusions, teaser) without naming the place. */
describe('proposal contents', () => {
  let t: TestApp;
  let admin: Person;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await createAdmin(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  async function attempt(payload: Record<string, unknown>, serviceOverrides: Parameters<typeof makeService>[2] = {}) {
    const traveller = await createTraveller(t.app);
    const { services } = await bookableServices(t.app, 1, serviceOverrides);
    const preferenceId = await submitPreference(t.app, traveller.token, { interests: ['culture', 'foodie'], budget_range: '2000-3500', duration: '7-10' });
    const body = { preference_id: preferenceId, service_ids: [services[0]!.id], total_price: 25_000, ...PROPOSAL_CONTENT, ...payload };
    const res = await t.app.inject({ method: 'POST', url: '/api/trips', headers: bearer(admin.token), payload: body });
    return { res, traveller, preferenceId, serviceName: services[0]!.name };
  }
  const tripsOf = (preferenceId: number) => t.db.select().from(trips).where(eq(trips.preferenceId, preferenceId));

  it('records nights, inclusions and teaser, and shows them to the traveller with their own preferences', async () => {
    const { res, traveller, serviceName } = await attempt({ destination: 'Fès, Morocco' });
    expect(res.statusCode).toBe(201);
    const { trip } = adminTripResponseSchema.parse(res.json());
    expect(trip).toMatchObject({ ...PROPOSAL_CONTENT, revision: 1, revised_at: null, changes: [], proposal_answer: null });

    const list = tripsResponseSchema.strict().parse((await t.app.inject({ method: 'GET', url: '/api/trips', headers: bearer(traveller.token) })).json());
    expect(list.upcomingTrip).toMatchObject({
      id: trip.id,
      ...PROPOSAL_CONTENT,
      revision: 1,
      changes: [],
      proposal_answer: null,
      preference: { budget_range: '2000-3500', duration: '7-10', interests: ['culture', 'foodie'], notes: null },
    });
    const json = JSON.stringify(list);
    for (const secret of ['Fès', 'Morocco', serviceName, 'Arusha']) expect(json).not.toContain(secret);
  });

  it.each([
    ['no nights', { nights: undefined }, 'nights', proposalTexts.nightsRequired],
    ['zero nights', { nights: 0 }, 'nights', proposalTexts.nightsRequired],
    ['fractional nights', { nights: 2.5 }, 'nights', proposalTexts.nightsRequired],
    ['no inclusions', { inclusions: undefined }, 'inclusions', undefined],
    ['no accommodation style', { inclusions: { ...PROPOSAL_CONTENT.inclusions, accommodation_style: '  ' } }, 'inclusions.accommodation_style', proposalTexts.accommodationRequired],
    ['negative guided activities', { inclusions: { ...PROPOSAL_CONTENT.inclusions, guided_activities: -1 } }, 'inclusions.guided_activities', proposalTexts.guidedActivitiesInvalid],
    ['transfers not a yes/no', { inclusions: { ...PROPOSAL_CONTENT.inclusions, airport_transfers: 'yes' } }, 'inclusions.airport_transfers', undefined],
    ['no teaser', { teaser: undefined }, 'teaser', proposalTexts.teaserRequired],
    ['a teaser too long', { teaser: 'x'.repeat(PROPOSAL_TEASER_MAX + 1) }, 'teaser', proposalTexts.teaserTooLong(PROPOSAL_TEASER_MAX)],
  ] as [string, Record<string, unknown>, string, string | undefined][])('answers %s with 400 on that field and writes nothing', async (_label, change, field, message) => {
    const { res, preferenceId } = await attempt(change);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors ?? {})).toContain(field);
    if (message) expect(res.json().errors[field]).toContain(message);
    expect(await tripsOf(preferenceId)).toHaveLength(0);
  });

  it('takes a teaser of exactly 280 characters', async () => {
    expect((await attempt({ teaser: 'y'.repeat(PROPOSAL_TEASER_MAX) })).res.statusCode).toBe(201);
  });

  it.each([
    ['the destination as given', { destination: 'Marrakech', teaser: 'Three nights in Marrakech await.' }, 'teaser', 'marrakech'],
    ['a part of it, in capitals', { destination: 'Essaouira, Morocco', teaser: 'Wind, waves and the best of MOROCCO.' }, 'teaser', 'morocco'],
    ['it without its accents', { destination: 'Fès el Bali', teaser: 'Lose yourself in fes el bali.' }, 'teaser', 'fes el bali'],
    ['it with accents the destination lacks', { destination: 'Fes', teaser: 'Tanneries of Fès at sunrise.' }, 'teaser', 'fes'],
    ['the destination defaulted from the services', { teaser: 'Base camp: Arusha.' }, 'teaser', 'arusha'],
    ['it in the accommodation style', { destination: 'Zanzibar', inclusions: { ...PROPOSAL_CONTENT.inclusions, accommodation_style: 'A Zanzibar beach hut' } }, 'inclusions.accommodation_style', 'zanzibar'],
    ['it in the meals', { destination: 'Zanzibar', inclusions: { ...PROPOSAL_CONTENT.inclusions, meals: 'zanzibar spice tour lunch' } }, 'inclusions.meals', 'zanzibar'],
  ] as [string, Record<string, unknown>, string, string][])('refuses a proposal whose text names %s (400) and writes nothing', async (_label, change, field, term) => {
    const { res, preferenceId } = await attempt(change);
    expect(res.statusCode).toBe(400);
    const names = { teaser: 'teaser', 'inclusions.accommodation_style': 'accommodation style', 'inclusions.meals': 'meals description' } as Record<string, string>;
    expect(res.json().message).toBe(proposalTexts.namesDestination(names[field]!, term));
    expect(res.json().errors[field]).toEqual([res.json().message]);
    expect(await tripsOf(preferenceId)).toHaveLength(0);
    expect((await t.db.select().from(preferences).where(eq(preferences.id, preferenceId)))[0]!.status).toBe('new');
  });

  it('matches whole words only, and ignores parts shorter than three letters', async () => {
    const { res } = await attempt({ destination: 'Nile, EG', teaser: 'Nothing senile about this pace; egrets at dawn.' });
    expect(res.statusCode).toBe(201);
  });
});
