import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestTexts, SEARCH_TEXT_MAX, searchInputTexts, type ServiceSearchResponse } from '@mt/shared';
import { buildTestApp, type TestApp } from '../../test/app';
import { makePartner, makeService, uniqueWord } from '../services/testing/catalogue-fixtures';
import { typoWords } from './search.service';

// Hostile and malformed input: every answer is a 200 or a 400 with a message, never a 500.
describe('GET /api/services/search with bad input', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    const partner = await makePartner(t.app, 'active');
    await makeService(t.db, partner.id, { name: `O'Reilly "Quoted" Lodge ${uniqueWord()}`, description: 'Back\\slash and 100% café 🦁 lions.' });
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (qs: string) => t.app.inject({ method: 'GET', url: `/api/services/search?${qs}` });

  it.each([
    ['page=0', searchInputTexts.badPage],
    ['page=-1', searchInputTexts.badPage],
    ['page=1.5', searchInputTexts.badPage],
    ['page=abc', searchInputTexts.badPage],
    ['page=1001', searchInputTexts.badPage],
    ['page=1&page=2', searchInputTexts.badPage],
    ['limit=0', searchInputTexts.badLimit],
    ['limit=51', searchInputTexts.badLimit],
    ['limit=10000', searchInputTexts.badLimit],
    ['sortBy=cheapest', searchInputTexts.badSort],
    ['sortBy=id;DROP TABLE services', searchInputTexts.badSort],
    ['priceRange=-5', searchInputTexts.badPriceRange],
    ['priceRange=-100-0', searchInputTexts.badPriceRange],
    ['priceRange=0-99999', searchInputTexts.badPriceRange],
    ['minRating=5', searchInputTexts.badMinRating],
    ['minRating=-1', searchInputTexts.badMinRating],
    ['serviceType=tours,spaceships', searchInputTexts.badServiceType],
    ['serviceType=tour', searchInputTexts.badServiceType],
    ['duration=2-3', searchInputTexts.badDuration],
    ['groupSize=0', searchInputTexts.badGroupSize],
    ['availableFrom=2020-01-01', searchInputTexts.pastDate],
    ['availableFrom=2030-02-30', searchInputTexts.badDate],
    ['availableFrom=tomorrow', searchInputTexts.badDate],
    ['availableFrom=99999-01-01', searchInputTexts.badDate],
    [`search=${'a'.repeat(SEARCH_TEXT_MAX + 1)}`, searchInputTexts.searchTooLong],
    [`search=${'x'.repeat(5000)}`, searchInputTexts.searchTooLong],
    [`location=${'y'.repeat(101)}`, searchInputTexts.locationTooLong],
    ['search=a&search=b', searchInputTexts.searchTooLong],
  ])('%s answers 400 with a message', async (qs, message) => {
    const res = await get(qs);
    expect(res.statusCode).toBe(400);
    const body = res.json<{ message: string; errors: Record<string, string[]> }>();
    expect(body.message).toBe(message);
    expect(Object.keys(body.errors).length).toBeGreaterThan(0);
  });

  it.each([
    `'; DROP TABLE services; --`,
    `" OR 1=1 --`,
    `"unclosed quote`,
    `back\\slash \\\\ \\' \\"`,
    `-- or - | & ! ( ) : * <-> <2>`,
    `%_%_%`,
    `🦁🦒🐘`,
    `lions 🦁`,
    `café`,
    `ctl\u0001\u001f`,
    `the and of`,
    `${'ab '.repeat(66)}`,
    `Ω≈ç√∫˜µ≤≥÷ 田中さん ﷽ ‮rtl`,
  ])('search %j answers 200 with a well-formed body', async (text) => {
    const res = await get(new URLSearchParams({ search: text, location: text.slice(0, 100) }).toString());
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<ServiceSearchResponse>();
    expect(Array.isArray(body.services)).toBe(true);
    expect(body.total).toBeGreaterThanOrEqual(0);
  });

  it('refuses a NUL character in the search or the place with 400, as everywhere (issue 21)', async () => {
    for (const query of [{ search: '\u0000nul' }, { location: 'Arusha\u0000' }] as Record<string, string>[]) {
      const res = await get(new URLSearchParams(query).toString());
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toBe(requestTexts.nulCharacter);
    }
  });

  it('still finds the service by a word that sits between quotes and apostrophes', async () => {
    const res = await get(new URLSearchParams({ search: `"quoted" o'reilly` }).toString());
    expect(res.json<ServiceSearchResponse>().total).toBe(1);
  });

  it('treats empty parameters as absent, as a browser form sends them', async () => {
    const res = await get('search=&serviceType=&priceRange=&location=&minRating=&availableFrom=&duration=&groupSize=&sortBy=&page=&limit=');
    expect(res.statusCode).toBe(200);
  });

  it('picks at most five distinct words of three or more letters for the typo fallback', () => {
    expect(typoWords('a Serengtti of, safari SAFARI 🦁 lodge camp river tent')).toEqual(['serengtti', 'safari', 'lodge', 'camp', 'river']);
    expect(typoWords('🦁 !! ab')).toEqual([]);
  });
});
