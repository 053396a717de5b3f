import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EXTERNAL_REVIEW_SITE_URL, reviewTexts as t, type UserDto } from '@mt/shared';
import { useSession } from '@/lib/session-store';
import { ReviewForm } from './review-form';
import { ReviewModal } from './review-modal';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const traveller: UserDto = { id: 3, name: 'Ada', email: 'ada@example.com', user_type: 'traveller', userType: 'traveller', companyName: null, profile_image: null, created_at: '2025-01-01T00:00:00.000Z' };
const services = [
  { id: 11, name: 'Dhow Cruise', type: 'tour', company_name: 'Spice Island' },
  { id: 12, name: 'Stone Town Walk', type: 'guide', company_name: 'Spice Island' },
];
const wrap = (ui: React.ReactNode) => {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
};

describe('ReviewForm', () => {
  beforeEach(() => useSession.getState().setSession(traveller, 'tok'));
  afterEach(() => vi.unstubAllGlobals());

  it('needs an overall rating before it can be sent, and links the external review site', async () => {
    wrap(<ReviewForm tripId={5} services={services} onSubmitted={vi.fn()} />);
    expect(screen.getByRole('button', { name: t.submit })).toBeDisabled();
    expect(screen.getByText(t.overallRequired)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Share on Tripadvisor/ })).toHaveAttribute('href', EXTERNAL_REVIEW_SITE_URL);
    expect(screen.getByRole('link', { name: /Share on Tripadvisor/ })).toHaveAttribute('target', '_blank');
    await userEvent.click(within(screen.getByRole('group', { name: t.overallLabel })).getByLabelText('4 stars'));
    expect(screen.getByRole('button', { name: t.submit })).toBeEnabled();
  });

  it('sends the overall rating and only the rated services', async () => {
    const fetchMock = vi.fn().mockResolvedValue(json(201, { message: t.success, review: {} }));
    vi.stubGlobal('fetch', fetchMock);
    const onSubmitted = vi.fn();
    wrap(<ReviewForm tripId={5} services={services} onSubmitted={onSubmitted} />);
    const user = userEvent.setup();
    await user.click(within(screen.getByRole('group', { name: t.overallLabel })).getByLabelText('5 stars'));
    await user.type(screen.getByLabelText(t.commentsLabel), 'Magical');
    await user.click(within(screen.getByRole('group', { name: 'Rating for Dhow Cruise' })).getByLabelText('3 stars'));
    await user.type(screen.getByLabelText('Comments on Dhow Cruise'), 'Windy');
    await user.type(screen.getByLabelText('Comments on Stone Town Walk'), 'Not rated, not sent');
    await user.click(screen.getByRole('button', { name: t.submit }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as [URL, RequestInit];
    expect(url.pathname).toBe('/api/trips/5/reviews');
    expect(JSON.parse(init.body as string)).toEqual({ overallRating: 5, comments: 'Magical', serviceReviews: [{ serviceId: 11, rating: 3, comments: 'Windy' }] });
  });

  it.each([
    [json(409, { message: t.alreadyReviewed }), t.alreadyReviewed],
    [new Response('<html>nope</html>', { status: 404 }), t.nonJson],
    [new Response('<html>ok</html>', { status: 200 }), t.nonJson],
  ])('shows the error of a failed submit', async (response, message) => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(response));
    wrap(<ReviewForm tripId={5} services={[]} onSubmitted={vi.fn()} />);
    await userEvent.click(within(screen.getByRole('group', { name: t.overallLabel })).getByLabelText('2 stars'));
    await userEvent.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('says so when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    wrap(<ReviewForm tripId={5} services={[]} onSubmitted={vi.fn()} />);
    await userEvent.click(within(screen.getByRole('group', { name: t.overallLabel })).getByLabelText('2 stars'));
    await userEvent.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(t.genericError)).toBeInTheDocument();
  });
});

describe('ReviewModal', () => {
  beforeEach(() => useSession.getState().setSession(traveller, 'tok'));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  async function submitOnce() {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(json(201, { message: t.success, review: {} })));
    await userEvent.click(within(screen.getByRole('group', { name: t.overallLabel })).getByLabelText('5 stars'));
    await userEvent.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(t.success)).toBeInTheDocument();
  }

  it('thanks the traveller and closes 2 s later', async () => {
    const onClose = vi.fn();
    wrap(<ReviewModal tripId={5} services={services} askToComplete={false} onClose={onClose} onMarkComplete={vi.fn()} />);
    await submitOnce();
    expect(onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(onClose).toHaveBeenCalled(), { timeout: 3000 });
  });

  it("in the 'Review First' flow asks whether to mark the trip completed", async () => {
    const onMarkComplete = vi.fn();
    wrap(<ReviewModal tripId={5} services={services} askToComplete onClose={vi.fn()} onMarkComplete={onMarkComplete} />);
    await submitOnce();
    expect(screen.getByText(t.askMarkComplete)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t.markCompleteYes }));
    expect(onMarkComplete).toHaveBeenCalled();
  });
});
