import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { FEATURED_SKELETON_COUNT, featuredSnippetTexts } from '@mt/shared';
import { serviceFixture } from '../testing/service-fixture';
import { FeaturedServicesSnippet } from './featured-services-snippet';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function setup(respond: () => Promise<Response>) {
  const fetchMock = vi.fn<typeof fetch>(respond);
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <FeaturedServicesSnippet renderAction={(s) => <button type="button">Add {s.name}</button>} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { fetchMock, ...view };
}

afterEach(() => vi.unstubAllGlobals());

describe('Home page featured snippet', () => {
  it('shows three skeleton cards while loading, then the pinned services from the home page call', async () => {
    let answer!: (r: Response) => void;
    const { fetchMock } = setup(() => new Promise<Response>((r) => (answer = r)));
    expect(screen.getAllByTestId('service-card-skeleton')).toHaveLength(FEATURED_SKELETON_COUNT);
    expect(String(fetchMock.mock.calls[0]![0])).toContain('/api/public/homepage-featured-services');
    answer(json(200, { services: [serviceFixture({ name: 'Pinned One' }), serviceFixture({ name: 'Pinned Two' })] }));
    expect(await screen.findByRole('heading', { name: 'Pinned One' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pinned Two' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Pinned One' })).toBeInTheDocument();
    expect(screen.queryByTestId('service-card-skeleton')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: featuredSnippetTexts.snippetTitle })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: featuredSnippetTexts.snippetSeeAll })).toHaveAttribute('href', '/featured-services');
  });

  it('hides itself entirely once it knows nothing is pinned', async () => {
    let answer!: (r: Response) => void;
    const { container } = setup(() => new Promise<Response>((r) => (answer = r)));
    expect(container).not.toBeEmptyDOMElement();
    answer(json(200, { services: [] }));
    await vi.waitFor(() => expect(container).toBeEmptyDOMElement());
  });

  it('says why when the services cannot be loaded', async () => {
    setup(async () => json(503, { message: 'Service temporarily unavailable.' }));
    expect(await screen.findByText('Service temporarily unavailable.')).toBeInTheDocument();
  });
});
