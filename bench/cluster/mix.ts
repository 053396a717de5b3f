/**
 * What the load asks for (issue 23 section 3): 70 % public reads, 20 % signed-in reads, 10 % writes, each
 * drawn at random by weight, with the headers a browser sends (guests' pages painted by the server; answers
 * compressed). Every request is a valid one that succeeds: writes stay within the product's per-user limits
 * (20 comments and 30 trip messages per user in 10 minutes: the mix counts them per person over the whole
 * run and writes something else for someone at the limit), and say which status they expect.
 */
import { PLACES } from '../search/seed';
import type { Fixtures } from './database';
import type { BenchRequest, RequestClass } from './load';
import type { Sessions, Traveller } from './sessions';

const BROWSER = { 'accept-encoding': 'gzip, deflate, br', 'accept-language': 'en-GB,en;q=0.9', 'user-agent': 'Mozilla/5.0 (bench:cluster)' };
const PAGE = { ...BROWSER, accept: 'text/html,application/xhtml+xml,application/xhtml+xml;q=0.9,*/*;q=0.8' };
const API = { ...BROWSER, accept: 'application/json' };

/** Per person over the run, one below the product's limits (STORY_RATE_LIMITS.comment, tripMessagesPerUser). */
export const COMMENT_BUDGET = 19;
export const MESSAGE_BUDGET = 29;

type Make = () => BenchRequest;
interface Entry {
  cls: RequestClass;
  weight: number;
  make: Make;
}

const any = <T>(xs: readonly T[]): T => xs[Math.floor(Math.random() * xs.length)]!;
const dayAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export interface Mix {
  next(): BenchRequest;
  /** Writes that went elsewhere because their author had used the budget. */
  redirected: { comments: number; messages: number };
  describe(): string;
}

/**
 * `only`: 'trips' (signed-in GET /api/trips), or part of the name of the requests to make ('/stories/:id (page)'),
 * drawn by their weights among themselves: what one kind of request costs each part (the CPU table).
 */
export function buildMix(fixtures: Fixtures, sessions: Sessions, only: string | null = null): Mix {
  const get = (cls: RequestClass, name: string, path: string, headers: Record<string, string> = API): BenchRequest => ({ cls, name, method: 'GET', path, headers, expect: 200 });
  const auth = (token: string) => ({ ...API, authorization: `Bearer ${token}` });
  const traveller = (): Traveller => any(sessions.travellers);
  const withTrips = sessions.travellers.filter((t) => t.tripIds.length > 0);
  const search = (q: string) => get('public', 'GET /api/services/search', `/api/services/search${q ? `?${q}` : ''}`);

  const tripsOf = (): BenchRequest => get('signed-in', 'GET /api/trips', '/api/trips', auth(traveller().token));
  if (only === 'trips') {
    return { next: tripsOf, redirected: { comments: 0, messages: 0 }, describe: () => 'signed-in GET /api/trips only (BENCH_ONLY=trips)' };
  }

  const comments = new Map<string, number>();
  const messages = new Map<string, number>();
  const liked = new Set<string>();
  const redirected = { comments: 0, messages: 0 };

  const like = (t: Traveller): BenchRequest => {
    const story = any(fixtures.storyIds);
    const key = `${t.token} ${story}`;
    const action = liked.has(key) ? 'unlike' : 'like';
    return {
      cls: 'write',
      name: 'POST /api/stories/:id/like',
      method: 'POST',
      path: `/api/stories/${story}/like`,
      headers: auth(t.token),
      body: JSON.stringify({ action }),
      expect: 200,
      done: (status) => {
        if (status !== 200) return;
        if (action === 'like') liked.add(key);
        else liked.delete(key);
      },
    };
  };
  const preference = (t: Traveller): BenchRequest => ({
    cls: 'write',
    name: 'POST /api/preferences',
    method: 'POST',
    path: '/api/preferences',
    headers: auth(t.token),
    body: JSON.stringify({
      budget_range: any(['1000-2000', '2000-3500', '3500-5000']),
      duration: any(['5-7', '7-10', '10-14']),
      traveller_count: 1 + Math.floor(Math.random() * 4),
      departure_date: dayAhead(30 + Math.floor(Math.random() * 300)),
      interests: [any(['wildlife', 'culture', 'adventure']), any(['relaxation', 'foodie', 'city'])],
      notes: 'We would love a quiet lodge and an early game drive.',
    }),
    expect: 201,
  });
  const comment = (): BenchRequest => {
    const t = traveller();
    const used = comments.get(t.token) ?? 0;
    if (used >= COMMENT_BUDGET) {
      redirected.comments++;
      return like(t);
    }
    comments.set(t.token, used + 1);
    return {
      cls: 'write',
      name: 'POST /api/stories/:id/comments',
      method: 'POST',
      path: `/api/stories/${any(fixtures.storyIds)}/comments`,
      headers: auth(t.token),
      body: JSON.stringify({ content: any(['What a trip! Which month did you go?', 'We are going next spring, thank you for this.', 'Lovely story.']) }),
      expect: 201,
    };
  };
  const message = (): BenchRequest => {
    const t = any(withTrips);
    const used = messages.get(t.token) ?? 0;
    if (used >= MESSAGE_BUDGET) {
      redirected.messages++;
      return preference(t);
    }
    messages.set(t.token, used + 1);
    return {
      cls: 'write',
      name: 'POST /api/trips/:id/messages',
      method: 'POST',
      path: `/api/trips/${any(t.tripIds)}/messages`,
      headers: auth(t.token),
      body: JSON.stringify({ body: 'Is there anything we should book ourselves before we leave?' }),
      expect: 201,
    };
  };
  const story = () => any(fixtures.storyIds);
  const partner = () => any(fixtures.partnerSlugs);

  // Weights in halves of a percent (200 in all).
  const entries: Entry[] = [
    // Public reads: 70 %.
    { cls: 'public', weight: 28, make: () => get('public', 'GET / (home page)', '/', PAGE) },
    { cls: 'public', weight: 6, make: () => search('') },
    { cls: 'public', weight: 8, make: () => search(`search=${encodeURIComponent(any(PLACES).toLowerCase())}`) },
    { cls: 'public', weight: 6, make: () => search('search=safari&sortBy=price-low') },
    { cls: 'public', weight: 6, make: () => search(`search=${encodeURIComponent(`${any(PLACES).toLowerCase()} lodge`)}&serviceType=accommodation&priceRange=100-500`) },
    { cls: 'public', weight: 4, make: () => search(`duration=1-3&groupSize=3-5&availableFrom=${dayAhead(60)}`) },
    { cls: 'public', weight: 4, make: () => search('search=serengtti') },
    { cls: 'public', weight: 2, make: () => search('page=2&sortBy=newest') },
    { cls: 'public', weight: 10, make: () => get('public', 'GET /service-discovery (page)', '/service-discovery', PAGE) },
    { cls: 'public', weight: 8, make: () => get('public', 'GET /api/public/featured-services', '/api/public/featured-services') },
    { cls: 'public', weight: 6, make: () => get('public', 'GET /api/public/homepage-featured-services', '/api/public/homepage-featured-services') },
    { cls: 'public', weight: 10, make: () => get('public', 'GET /partners/:slug (page)', `/partners/${partner()}`, PAGE) },
    { cls: 'public', weight: 8, make: () => get('public', 'GET /api/public/partners/:slug', `/api/public/partners/${partner()}`) },
    { cls: 'public', weight: 8, make: () => get('public', 'GET /stories/:id (page)', `/stories/${story()}`, PAGE) },
    { cls: 'public', weight: 6, make: () => get('public', 'GET /api/stories/:id', `/api/stories/${story()}`) },
    { cls: 'public', weight: 4, make: () => get('public', 'GET /api/stories/:id/comments', `/api/stories/${story()}/comments`) },
    { cls: 'public', weight: 4, make: () => get('public', 'GET /api/stories', `/api/stories?page=${1 + Math.floor(Math.random() * 5)}`) },
    { cls: 'public', weight: 6, make: () => get('public', 'GET /blog/:slug (page)', `/blog/${any(fixtures.blogSlugs)}`, PAGE) },
    { cls: 'public', weight: 4, make: () => get('public', 'GET /api/blog', '/api/blog') },
    { cls: 'public', weight: 2, make: () => get('public', 'GET /api/blog/:slug', `/api/blog/${any(fixtures.blogSlugs)}`) },
    // Signed-in reads: 20 %.
    { cls: 'signed-in', weight: 16, make: tripsOf },
    { cls: 'signed-in', weight: 6, make: () => { const t = any(withTrips); return get('signed-in', 'GET /api/trips/:id/envelope', `/api/trips/${any(t.tripIds)}/envelope`, auth(t.token)); } },
    { cls: 'signed-in', weight: 6, make: () => { const t = any(withTrips); return get('signed-in', 'GET /api/trips/:id/messages', `/api/trips/${any(t.tripIds)}/messages`, auth(t.token)); } },
    { cls: 'signed-in', weight: 4, make: () => get('signed-in', 'GET /api/partners/me/earnings', '/api/partners/me/earnings', auth(any(sessions.partners))) },
    { cls: 'signed-in', weight: 4, make: () => get('signed-in', 'GET /api/partners/me/bookings', '/api/partners/me/bookings', auth(any(sessions.partners))) },
    { cls: 'signed-in', weight: 4, make: () => get('signed-in', 'GET /api/partners/me/service-popularity', '/api/partners/me/service-popularity', auth(any(sessions.partners))) },
    // Writes: 10 %.
    { cls: 'write', weight: 5, make: () => preference(traveller()) },
    { cls: 'write', weight: 5, make: () => like(traveller()) },
    { cls: 'write', weight: 5, make: comment },
    { cls: 'write', weight: 5, make: message },
  ];
  const all = entries.reduce((n, e) => n + e.weight, 0);
  const shares = (cls: RequestClass) => entries.filter((e) => e.cls === cls).reduce((n, e) => n + e.weight, 0) / all;
  if (all !== 200 || Math.abs(shares('public') - 0.7) > 1e-9 || Math.abs(shares('signed-in') - 0.2) > 1e-9) {
    throw new Error(`the mix's weights add up to ${all}, public ${shares('public')}, signed-in ${shares('signed-in')}`);
  }
  // An entry's name is its request's: one made to read it (a comment so made counts against its author's budget).
  const chosen = only === null ? entries : entries.filter((e) => e.make().name.includes(only));
  if (chosen.length === 0) throw new Error(`BENCH_ONLY=${only}: no request's name holds it`);
  const names = only === null ? [] : [...new Set(chosen.map((e) => e.make().name))];
  const total = chosen.reduce((n, e) => n + e.weight, 0);
  const cumulative: number[] = [];
  chosen.reduce((n, e) => (cumulative.push(n + e.weight), n + e.weight), 0);
  return {
    next: () => {
      const r = Math.random() * total;
      let i = 0;
      while (cumulative[i]! <= r) i++;
      return chosen[i]!.make();
    },
    redirected,
    describe: () =>
      only !== null
        ? `only ${names.join(', ')} (BENCH_ONLY=${only})`
        : '70 % public reads (home, search variants, service discovery and featured services, partner, story and blog pages and their API), 20 % signed-in reads (trips, envelope, messages, partner insights), 10 % writes (preferences, likes, comments, messages)',
  };
}
