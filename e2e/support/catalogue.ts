/** Catalogue helpers for journeys: what the search API answers, and the service cards on a page. */
import type { Page } from 'playwright-core';
import type { Api } from './api';

export interface CatalogueService {
  id: number;
  name: string;
  type: string;
  company_name: string;
  partner_slug: string | null;
}
interface SearchAnswer {
  services: CatalogueService[];
  total: number;
  totalPages: number;
}

/** GET /api/services/search as a visitor: the truth the page is checked against. */
export async function searchApi(api: Api, query: Record<string, string>): Promise<SearchAnswer> {
  const qs = new URLSearchParams({ limit: '12', ...query });
  return (await api.request<SearchAnswer>('GET', `/services/search?${qs}`, { expect: 200 })).body;
}

/** Every listed service (the demo catalogue is small: a few pages of 50). */
export async function allListedServices(api: Api): Promise<CatalogueService[]> {
  const all: CatalogueService[] = [];
  for (let page = 1; ; page++) {
    const body = await searchApi(api, { limit: '50', page: String(page), sortBy: 'newest' });
    all.push(...body.services);
    if (page >= body.totalPages) return all;
  }
}

/** The partner with the most listed services: its page can fill a trip plan and still have one to spare. */
export async function busiestPartner(api: Api): Promise<{ slug: string; companyName: string; services: CatalogueService[] }> {
  const byPartner = new Map<string, CatalogueService[]>();
  for (const s of await allListedServices(api)) {
    if (s.partner_slug) byPartner.set(s.partner_slug, [...(byPartner.get(s.partner_slug) ?? []), s]);
  }
  const [slug, services] = [...byPartner.entries()].sort((a, b) => b[1].length - a[1].length)[0] ?? [];
  if (!slug || !services || services.length < 4) {
    throw new Error('The journey needs a partner with at least 4 listed services; the demo seed has none.');
  }
  return { slug, companyName: services[0]!.company_name, services };
}

/** The names of the service cards shown in the results, in order. */
export const resultNames = async (page: Page) =>
  (await page.getByRole('region', { name: 'Results' }).getByRole('article').getByRole('heading').allTextContents()).map((n) => n.trim());

