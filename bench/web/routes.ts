/** The routes of the table, fixed. */
const FIXED_ROUTES = ['/', '/service-discovery', '/stories', '/login'];

async function getJson(url: string): Promise<unknown> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`GET ${url}: HTTP ${res.status}`);
  return res.json();
}

/** The first public partner's page: the first partner named by the public catalogue (service discovery's search). */
async function partnerRoute(base: string): Promise<string> {
  const body = (await getJson(`${base}/api/services/search`)) as { services?: { partner_slug: string | null }[] };
  const slug = body.services?.find((s) => s.partner_slug)?.partner_slug;
  if (!slug) throw new Error('no public partner to measure: GET /api/services/search names none');
  return `/partners/${slug}`;
}

/** The first published blog post. */
async function blogPostRoute(base: string): Promise<string> {
  const body = (await getJson(`${base}/api/blog`)) as { data?: { posts?: { slug: string }[] } };
  const slug = body.data?.posts?.[0]?.slug;
  if (!slug) throw new Error('no published blog post to measure: GET /api/blog lists none');
  return `/blog/${slug}`;
}

/** The four fixed routes, then one partner page and one blog post as the running server has them. */
export async function routesToMeasure(base: string): Promise<string[]> {
  return [...FIXED_ROUTES, await partnerRoute(base), await blogPostRoute(base)];
}
