/**
 * Screenshots for people to look at (e2e/artifacts/screens-*.png), desktop and mobile. Nothing is
 * asserted beyond "the page rendered its heading".
 */
import { beforeAll, describe, it } from 'vitest';
import { createApi, type Session } from './support/api';
import { useBrowser, waitForPath, type NewPageOptions } from './support/browser';
import { openAndSettle } from './support/public-pages';
import { artifactName, saveScreenshot } from './support/screenshots';

const api = createApi();
const browser = useBrowser();
const sessions: Record<'traveller' | 'partner' | 'admin', Session | null> = { traveller: null, partner: null, admin: null };

beforeAll(async () => {
  sessions.traveller = await api.registerTraveller({ name: 'Zawadi Mwangi' });
  sessions.partner = await api.registerPartner({ companyName: 'Serengeti Sunrise Lodges', name: 'Juma Ali' });
  sessions.admin = await api.admin();
});

const SHOTS: { path: string; as?: keyof typeof sessions }[] = [
  { path: '/' },
  { path: '/pricing' },
  { path: '/login' },
  { path: '/register' },
  { path: '/partner-register' },
  { path: '/dashboard/traveller', as: 'traveller' },
  { path: '/partner-dashboard', as: 'partner' },
  { path: '/admin/dashboard', as: 'admin' },
  { path: '/under-development' },
];

describe.each([
  ['desktop', {}],
  ['mobile', { mobile: true }],
] as const)('screenshots (%s)', (kind, options: NewPageOptions) => {
  it.for(SHOTS.map((s) => [s.path, s.as] as const))('%s', async ([path, as]) => {
    const page = await browser.newPage({ ...options, ...(as ? { session: sessions[as]! } : {}) });
    await openAndSettle(page, path);
    await waitForPath(page, path);
    await saveScreenshot(page, artifactName('screens', kind, path === '/' ? 'home' : path));
  });
});
