import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describeImage, publicPartnerTexts, serviceTexts, type PublicPartnerResponse, type ServiceDto } from '@mt/shared';
import { PublicPartnerView } from './public-partner-page';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const partner: PublicPartnerResponse['partner'] = {
  company_name: 'Serengeti Horizon Safaris',
  company_description: 'Family-run safari operator from Arusha.',
  logo_url: null,
  logo: null,
  service_type: 'tours',
  city: 'Arusha',
  country: 'Tanzania',
  website_url: 'https://serengeti.example.com',
  slug: 'serengeti-horizon-safaris',
};

const service = (overrides: Partial<ServiceDto>): ServiceDto => ({
  id: 1,
  name: 'Crater Day Trip',
  type: 'tour',
  description: 'Down into the crater at dawn.',
  location_details: 'Ngorongoro, Tanzania',
  country: 'TZ',
  base_price: 394.8,
  currency: 'USD',
  pricing_description: 'per person',
  is_active: true,
  image_url: null,
  image: null,
  avg_rating: 4.25,
  review_count: 4,
  partner_name: partner.company_name,
  partner_slug: partner.slug,
  partner_website_url: partner.website_url,
  company_name: partner.company_name,
  is_featured: false,
  pin_to_homepage: false,
  homepage_sort_order: 999,
  created_at: '2025-01-01T00:00:00.000Z',
  duration_hours: null,
  group_size_min: null,
  group_size_max: null,
  availability: [],
  ...overrides,
});

function setup(respond: () => Promise<Response>, path = `/partners/${partner.slug}`) {
  const fetchMock = vi.fn<typeof fetch>(respond);
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [{ path: '/partners/:slug', element: <PublicPartnerView renderAction={(s) => <button type="button">Add {s.name}</button>} /> }],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('Public partner page', () => {
  it('shows a loading skeleton, then the header and the services in USD', async () => {
    let answer!: (r: Response) => void;
    const fetchMock = setup(() => new Promise<Response>((r) => (answer = r)));
    expect(screen.getByRole('status')).toHaveTextContent('Loading partner profile');
    expect(String(fetchMock.mock.calls[0]![0])).toContain('/api/public/partners/serengeti-horizon-safaris');
    answer(
      json(200, {
        status: 'success',
        partner,
        services: [
          service({ type: 'accommodation', duration_hours: 24, group_size_min: 1, group_size_max: 4, availability: [{ from: '2031-06-01', until: '2031-10-31' }] }),
          service({ id: 2, name: 'Ask Us', base_price: null, avg_rating: null, review_count: 0 }),
        ],
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: partner.company_name })).toBeInTheDocument();
    expect(screen.getByText('Family-run safari operator from Arusha.')).toBeInTheDocument();
    expect(screen.getByText('Tours')).toBeInTheDocument();
    expect(screen.getByText('Arusha, Tanzania')).toBeInTheDocument();
    const website = screen.getByRole('link', { name: /Visit Website/ });
    expect(website).toHaveAttribute('href', 'https://serengeti.example.com');
    expect(website).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(screen.getByRole('heading', { level: 2, name: publicPartnerTexts.servicesOffered })).toBeInTheDocument();

    const [priced, unpriced] = screen.getAllByRole('article');
    expect(priced).toHaveTextContent('$394.80 per person');
    expect(priced).toHaveTextContent('4.3');
    expect(priced).toHaveTextContent('(4 reviews)');
    expect(within(priced!).getByRole('button', { name: 'Add Crater Day Trip' })).toBeInTheDocument();
    // Issue 22: length, group size and season when said, nothing when not.
    expect(within(priced!).getByText('1 night · 1–4 people · 1 Jun – 31 Oct 2031')).toBeInTheDocument();
    expect(unpriced).not.toHaveTextContent(/night|people/);
    expect(unpriced).toHaveTextContent(serviceTexts.contactForPricing);
    expect(unpriced).toHaveTextContent(serviceTexts.noRatingsYet);
    expect(document.title).toContain(partner.company_name);
  });

  it('fetches the first row of service pictures at once and the rest lazily, all from the stored widths', async () => {
    const withImage = (id: number) => {
      const image_url = `/uploads/services/s${id}-1280x800.webp`;
      return service({ id, name: `Trip ${id}`, image_url, image: describeImage(image_url) });
    };
    const logo_url = '/uploads/logos/l-400x400.webp';
    setup(async () => json(200, { status: 'success', partner: { ...partner, logo_url, logo: describeImage(logo_url) }, services: [1, 2, 3, 4].map(withImage) }));
    const logo = await screen.findByRole('img', { name: `${partner.company_name} logo` });
    expect(logo).toHaveAttribute('srcset', expect.stringContaining('/uploads/logos/l-400x400-320w.webp 320w'));
    expect(logo).toHaveAttribute('sizes', '96px');
    const pictures = screen.getAllByRole('article').map((card) => card.querySelector('img')!);
    for (const img of pictures) {
      expect(img).toHaveAttribute('srcset', expect.stringContaining('-320w.webp 320w'));
      expect(img).toHaveAttribute('sizes', expect.stringContaining('(min-width: 1024px) 33vw'));
      expect(img).toHaveAttribute('width', '1280');
      expect(img).toHaveAttribute('height', '800');
    }
    // Only the first is asked for at once: on a phone the others are below it, and would compete with it.
    expect(pictures.map((img) => img.getAttribute('fetchpriority'))).toEqual(['high', null, null, null]);
    expect(pictures.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy', 'lazy']);
  });

  it("shows 'No Services Available' for a partner without services", async () => {
    setup(async () => json(200, { status: 'success', partner, services: [] }));
    expect(await screen.findByRole('heading', { name: publicPartnerTexts.noServicesTitle })).toBeInTheDocument();
    expect(screen.getByText(publicPartnerTexts.noServicesBody)).toBeInTheDocument();
  });

  it("shows 'Partner Not Found' for a 404, with a way home", async () => {
    setup(async () => json(404, { message: 'Partner not found.' }), '/partners/no-such-partner');
    expect(await screen.findByRole('heading', { level: 1, name: publicPartnerTexts.notFoundTitle })).toBeInTheDocument();
    expect(screen.getByText(publicPartnerTexts.notFoundBody)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: publicPartnerTexts.backHome })).toHaveAttribute('href', '/');
  });

  it("shows 'Error Loading Partner Profile' with the server's message and a link home", async () => {
    setup(async () => json(503, { message: 'The database is not answering.' }));
    expect(await screen.findByText('The database is not answering.')).toBeInTheDocument();
    expect(screen.getAllByText(publicPartnerTexts.errorTitle).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: publicPartnerTexts.backHome })).toHaveAttribute('href', '/');
  });

  it('names the status when the server answers without a message', async () => {
    setup(async () => new Response('bad gateway', { status: 502 }));
    expect(await screen.findByText(publicPartnerTexts.fetchFailed(502))).toBeInTheDocument();
  });
});
