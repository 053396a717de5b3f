import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { envelopeTexts, type EnvelopeResponse, type UserDto } from '@mt/shared';
import { useSession } from '@/lib/session-store';
import { tripFixture } from '../../testing/trip-fixture';
import { paymentPlanFixture } from '../../testing/payment-plan-fixture';
import { TripEnvelope } from './trip-envelope';

const traveller: UserDto = {
  id: 2,
  name: 'Tess',
  email: 'tess@example.com',
  user_type: 'traveller',
  userType: 'traveller',
  companyName: null,
  profile_image: null,
  created_at: '2025-01-01T00:00:00.000Z',
};
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const NOW = new Date('2026-03-05T09:00:00Z');

function renderEnvelope(body: EnvelopeResponse, trip = tripFixture({ id: 7 })) {
  vi.mocked(fetch).mockResolvedValueOnce(json(body));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <TripEnvelope trip={trip} now={NOW} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  useSession.getState().setSession(traveller, 'tok-t');
  vi.stubGlobal('fetch', vi.fn<typeof fetch>());
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().clear();
});

describe('TripEnvelope', () => {
  it('shows the opened clues, keeps the others sealed with their date, and counts down to the next', async () => {
    renderEnvelope({
      stages: [
        { key: 'weather', unlocks_at: '2026-03-01T00:00:00.000Z', unlocked: true, content: { min_c: 18, max_c: 30, rain_chance_percent: 20, note: null } },
        { key: 'packing', unlocks_at: '2026-03-05T00:00:00.000Z', unlocked: true, content: { items: ['Binoculars'] } },
        { key: 'region', unlocks_at: '2026-03-08T00:00:00.000Z', unlocked: false, content: null },
        { key: 'destination', unlocks_at: '2026-03-12T00:00:00.000Z', unlocked: false, content: null },
      ],
    });
    const envelope = await screen.findByRole('region', { name: 'Your envelope' });
    expect(within(envelope).getByRole('listitem', { name: 'The weather' })).toHaveTextContent('18–30 °C');
    expect(within(envelope).getByRole('listitem', { name: 'What to pack' })).toHaveTextContent('Binoculars');
    expect(within(envelope).getByRole('listitem', { name: 'The region: Sealed' })).toHaveTextContent('Opens on Sunday, 8 March 2026');
    expect(within(envelope).getByRole('status')).toHaveTextContent('The region opens in 3 days');
    const [input] = vi.mocked(fetch).mock.calls[0]!;
    expect(input instanceof Request ? input.url : String(input)).toContain('/api/trips/7/envelope');
  });

  it('leaves out clues that never opened once the trip is revealed', async () => {
    renderEnvelope({
      stages: [
        { key: 'weather', unlocks_at: '2026-02-01T00:00:00.000Z', unlocked: false, content: null },
        { key: 'packing', unlocks_at: '2026-02-05T00:00:00.000Z', unlocked: false, content: null },
        { key: 'region', unlocks_at: '2026-02-08T00:00:00.000Z', unlocked: true, content: { region: 'Eastern Africa' } },
        { key: 'destination', unlocks_at: '2026-02-12T00:00:00.000Z', unlocked: true, content: { name: 'Salt and Sails', destination: 'Somewhere, Far' } },
      ],
    });
    const envelope = await screen.findByRole('region', { name: 'Your envelope' });
    expect(within(envelope).getAllByRole('listitem').map((li) => li.getAttribute('aria-label'))).toEqual(['The region', 'The destination']);
    expect(within(envelope).getByRole('status')).toHaveTextContent('Every clue is open');
  });

  it('says the next clue waits for the balance while it is overdue, instead of counting down', async () => {
    renderEnvelope(
      {
        stages: [
          { key: 'weather', unlocks_at: '2026-03-01T00:00:00.000Z', unlocked: false, content: null },
          { key: 'packing', unlocks_at: '2026-03-05T00:00:00.000Z', unlocked: false, content: null },
          { key: 'region', unlocks_at: '2026-03-08T00:00:00.000Z', unlocked: false, content: null },
          { key: 'destination', unlocks_at: '2026-03-12T00:00:00.000Z', unlocked: false, content: null },
        ],
      },
      tripFixture({ id: 7, payment_plan: paymentPlanFixture({ balance_overdue: true }) }),
    );
    const envelope = await screen.findByRole('region', { name: 'Your envelope' });
    expect(within(envelope).getByRole('status')).toHaveTextContent(envelopeTexts.heldByBalance);
  });
});
