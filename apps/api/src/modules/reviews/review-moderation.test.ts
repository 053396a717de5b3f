import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  REVIEW_HIDDEN_REASON_MAX,
  adminReviewTexts,
  reviewVisibilityResponseSchema,
  tripReviewsResponseSchema,
  type ServiceDto,
} from '@mt/shared';
import { outboxEmails, serviceReviews, tripReviews } from '../../db/schema';
import { bearer, buildTestApp, type TestApp } from '../../test/app';
import { createAdmin, createPartner, createTraveller, type Person } from '../../test/factories';
import { addRatings, makePartner, makeService, uniqueWord, type TestPartner } from '../services/testing/catalogue-fixtures';

describe('review moderation: PUT /api/admin/reviews/:id/visibility (issue 22)', () => {
  let t: TestApp;
  let admin: Person;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await createAdmin(t.app, { name: 'Nadia Moderator' });
  });
  afterAll(async () => {
    await t.close();
  });

  const put = (id: number | string, payload: unknown, token: string | null = admin.token) =>
    t.app.inject({ method: 'PUT', url: `/api/admin/reviews/${id}/visibility`, headers: token ? bearer(token) : {}, payload: payload as object });
  const hide = async (id: number, reason: string) => {
    const res = await put(id, { hidden: true, reason });
    expect(res.statusCode).toBe(200);
    return reviewVisibilityResponseSchema.strict().parse(res.json());
  };
  const show = async (id: number) => {
    const res = await put(id, { hidden: false });
    expect(res.statusCode).toBe(200);
    return reviewVisibilityResponseSchema.parse(res.json());
  };
  const mailTo = (email: string) => t.db.select().from(outboxEmails).where(eq(outboxEmails.to, email));
  const stateOf = async (reviewId: number) => {
    const [review] = await t.db.select().from(tripReviews).where(eq(tripReviews.id, reviewId));
    const lines = await t.db.select({ hidden: serviceReviews.hidden }).from(serviceReviews).where(eq(serviceReviews.reviewId, reviewId));
    return { review: review!, lines: lines.map((l) => l.hidden) };
  };

  /** A listed, featured service on a partner page, found by a word of its own, rated 5 and 1 (two authors). */
  async function ratedService() {
    const partner = await makePartner(t.app, 'active');
    const word = uniqueWord();
    const service = await makeService(t.db, partner.id, { name: `Moderated ${word} Safari`, isFeatured: true });
    const kind = await addRatings(t.app, service.id, [5]);
    const abusive = await addRatings(t.app, service.id, [1]);
    return { partner, word, service, kindReview: kind.reviewIds[0]!, abusiveReview: abusive.reviewIds[0]!, author: abusive.traveller };
  }

  /** The service's rating in every public place that shows or filters by it. */
  async function publicRatings(partner: TestPartner, serviceId: number, word: string) {
    const pick = (list: ServiceDto[]) => {
      const s = list.find((x) => x.id === serviceId);
      return s && { avg: s.avg_rating, count: s.review_count };
    };
    const featured = (await t.app.inject({ method: 'GET', url: '/api/public/featured-services' })).json<{ services: ServiceDto[] }>().services;
    const page = (await t.app.inject({ method: 'GET', url: `/api/public/partners/${partner.slug}` })).json<{ services: ServiceDto[] }>().services;
    const search = (await t.app.inject({ method: 'GET', url: `/api/services/search?search=${word}` })).json<{ services: ServiceDto[] }>().services;
    const minRating4 = (await t.app.inject({ method: 'GET', url: `/api/services/search?search=${word}&minRating=4` })).json<{ services: ServiceDto[] }>().services;
    return { featured: pick(featured), partnerPage: pick(page), search: pick(search), inMinRating4: minRating4.some((s) => s.id === serviceId) };
  }

  it('refuses guests (401), travellers and partners (403), unknown reviews (404) and malformed ids (400)', async () => {
    const { kindReview } = await ratedService();
    const traveller = await createTraveller(t.app);
    const partnerPerson = await createPartner(t.app);
    const body = { hidden: true, reason: 'Abusive language.' };
    expect((await put(kindReview, body, null)).statusCode).toBe(401);
    expect((await put(kindReview, body, traveller.token)).statusCode).toBe(403);
    expect((await put(kindReview, body, partnerPerson.token)).statusCode).toBe(403);
    const missing = await put(9_000_000_000, body);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: adminReviewTexts.reviewNotFound });
    expect((await put('abc', body)).statusCode).toBe(400);
    expect((await stateOf(kindReview)).review.hiddenAt).toBeNull();
  });

  it('needs a reason of 1 to 500 characters (trimmed) to hide, and a boolean hidden', async () => {
    const { kindReview } = await ratedService();
    const refused = async (payload: unknown, field: string, message: string) => {
      const res = await put(kindReview, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message, errors: { [field]: [message] } });
    };
    await refused({ hidden: true }, 'reason', adminReviewTexts.reasonRequired);
    await refused({ hidden: true, reason: '   \n ' }, 'reason', adminReviewTexts.reasonRequired);
    await refused({ hidden: true, reason: 'x'.repeat(REVIEW_HIDDEN_REASON_MAX + 1) }, 'reason', adminReviewTexts.reasonTooLong(REVIEW_HIDDEN_REASON_MAX));
    await refused({ hidden: true, reason: 42 }, 'reason', adminReviewTexts.reasonRequired);
    await refused({ hidden: 'yes', reason: 'Spam.' }, 'hidden', adminReviewTexts.hiddenInvalid);
    await refused({ reason: 'Spam.' }, 'hidden', adminReviewTexts.hiddenInvalid);
    expect((await stateOf(kindReview)).review.hiddenAt).toBeNull();
    // 500 characters once trimmed is enough, and is stored trimmed.
    const longest = 'r'.repeat(REVIEW_HIDDEN_REASON_MAX);
    const answer = await hide(kindReview, `  ${longest}  `);
    expect(answer.review).toMatchObject({ hidden: true, hiddenReason: longest });
  });

  it('takes a hidden review out of every rating and public list at once, and puts it back when shown again', async () => {
    const { partner, word, service, abusiveReview } = await ratedService();
    const both = { avg: 3, count: 2 };
    expect(await publicRatings(partner, service.id, word)).toEqual({ featured: both, partnerPage: both, search: both, inMinRating4: false });

    const answer = await hide(abusiveReview, 'Insults the guide by name.');
    expect(answer.message).toBe(adminReviewTexts.hiddenDone(answer.review.tripId));
    const kindOnly = { avg: 5, count: 1 };
    expect(await publicRatings(partner, service.id, word)).toEqual({ featured: kindOnly, partnerPage: kindOnly, search: kindOnly, inMinRating4: true });

    await show(abusiveReview);
    expect(await publicRatings(partner, service.id, word)).toEqual({ featured: both, partnerPage: both, search: both, inMinRating4: false });
  });

  it('sorts by rating without hidden reviews', async () => {
    const word = uniqueWord();
    const partner = await makePartner(t.app, 'active');
    const a = await makeService(t.db, partner.id, { name: `Sorted ${word} Alpha` });
    const b = await makeService(t.db, partner.id, { name: `Sorted ${word} Bravo` });
    await addRatings(t.app, a.id, [4]);
    await addRatings(t.app, b.id, [5]);
    const bLow = (await addRatings(t.app, b.id, [1])).reviewIds[0]!;
    const order = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/services/search?search=${word}&sortBy=rating` })).json<{ services: ServiceDto[] }>().services.map((s) => s.id);
    // B averages 3 below A's 4 with both its reviews, and 5 above it once its 1 is hidden.
    expect(await order()).toEqual([a.id, b.id]);
    await hide(bLow, 'Written about another trip.');
    expect(await order()).toEqual([b.id, a.id]);
  });

  it("e-mails the author the reason, shows the state in the admin's list, and keeps the service reviews in step", async () => {
    const { abusiveReview, author } = await ratedService();
    const answer = await hide(abusiveReview, '  Contains a phone number and insults.  ');
    expect(answer.review).toMatchObject({ id: abusiveReview, hidden: true, hiddenReason: 'Contains a phone number and insults.' });
    expect(answer.review.hiddenAt).not.toBeNull();
    const state = await stateOf(abusiveReview);
    expect(state.review).toMatchObject({ hiddenReason: 'Contains a phone number and insults.', hiddenBy: admin.user.id });
    expect(state.lines).toEqual([true]);

    const mail = await mailTo(author.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe(`Your review of trip #${answer.review.tripId} is no longer shown`);
    expect(mail[0]!.body).toContain('Contains a phone number and insults.');

    const list = tripReviewsResponseSchema.parse((await t.app.inject({ method: 'GET', url: '/api/admin/trip-reviews', headers: bearer(admin.token) })).json()).reviews;
    expect(list.find((r) => r.id === abusiveReview)).toMatchObject({ hidden: true, hiddenReason: 'Contains a phone number and insults.' });

    const shown = await show(abusiveReview);
    expect(shown.review).toMatchObject({ hidden: false, hiddenReason: null, hiddenAt: null });
    expect(shown.message).toBe(adminReviewTexts.shownDone(shown.review.tripId));
    expect(await stateOf(abusiveReview)).toMatchObject({ review: { hiddenAt: null, hiddenReason: null, hiddenBy: null }, lines: [false] });
    expect(await mailTo(author.email)).toHaveLength(1);
  });

  it('is idempotent: the same request twice changes nothing more and mails once; a new reason is kept and sent', async () => {
    const { abusiveReview, author } = await ratedService();
    const first = await hide(abusiveReview, 'Spam.');
    const again = await hide(abusiveReview, 'Spam.');
    expect(again.review).toEqual(first.review);
    expect(await mailTo(author.email)).toHaveLength(1);

    const reworded = await hide(abusiveReview, 'Advertises another company.');
    expect(reworded.review).toMatchObject({ hidden: true, hiddenReason: 'Advertises another company.', hiddenAt: first.review.hiddenAt });
    const mail = await mailTo(author.email);
    expect(mail).toHaveLength(2);
    expect(mail.some((m) => m.body.includes('Advertises another company.'))).toBe(true);

    await show(abusiveReview);
    const twice = await show(abusiveReview);
    expect(twice.review).toMatchObject({ hidden: false, hiddenReason: null });
    expect(await stateOf(abusiveReview)).toMatchObject({ lines: [false] });
    expect(await mailTo(author.email)).toHaveLength(2);
  });
});
