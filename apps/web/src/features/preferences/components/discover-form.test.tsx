import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { preferenceTexts as t, type UserDto } from '@mt/shared';
import { useSession } from '@/lib/session-store';
import { DiscoverForm } from './discover-form';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const traveller: UserDto = { id: 3, name: 'Ada', email: 'ada@example.com', user_type: 'traveller', userType: 'traveller', companyName: null, profile_image: null, created_at: '2025-01-01T00:00:00.000Z' };
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

function renderForm(onSubmitted = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <DiscoverForm onSubmitted={onSubmitted} />
    </QueryClientProvider>,
  );
  return onSubmitted;
}

async function fillValid() {
  const user = userEvent.setup();
  await user.selectOptions(screen.getByLabelText('Budget (per person)'), '2000-3500');
  await user.selectOptions(screen.getByLabelText('Trip duration'), '7-10');
  fireEvent.change(screen.getByLabelText('Number of travellers'), { target: { value: '3' } });
  fireEvent.change(screen.getByLabelText('Departure date'), { target: { value: inDays(30) } });
  await user.click(screen.getByLabelText('Wildlife'));
  await user.click(screen.getByLabelText('Foodie'));
  await user.type(screen.getByLabelText('Notes (optional)'), 'No early flights');
  return user;
}

describe('DiscoverForm', () => {
  beforeEach(() => useSession.getState().setSession(traveller, 'token-1'));
  afterEach(() => vi.unstubAllGlobals());

  it('shows every option of spec 1 section 9', () => {
    renderForm();
    const budget = screen.getByLabelText('Budget (per person)') as HTMLSelectElement;
    expect([...budget.options].map((o) => o.value)).toEqual(['', '500-1000', '1000-2000', '2000-3500', '3500-5000', '5000+']);
    const duration = screen.getByLabelText('Trip duration') as HTMLSelectElement;
    expect([...duration.options].map((o) => o.value)).toEqual(['', '3-5', '5-7', '7-10', '10-14', '14+']);
    for (const name of ['Adventure', 'Culture', 'Relaxation', 'Foodie', 'Wildlife', 'City']) expect(screen.getByLabelText(name)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.submit })).toBeInTheDocument();
  });

  it('refuses an empty form with each field’s message and sends nothing', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderForm();
    fireEvent.change(screen.getByLabelText('Number of travellers'), { target: { value: '0' } });
    await userEvent.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(t.interestsRequired)).toBeInTheDocument();
    expect(screen.getByText(t.budgetRequired)).toBeInTheDocument();
    expect(screen.getByText(t.durationRequired)).toBeInTheDocument();
    expect(screen.getByText(t.departureRequired)).toBeInTheDocument();
    expect(screen.getByText(t.travellerCountMin)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the preference, shows Submitting..., clears the form and reports success', async () => {
    let resolve!: (r: Response) => void;
    const fetchMock = vi.fn(() => new Promise<Response>((r) => (resolve = r)));
    vi.stubGlobal('fetch', fetchMock);
    const onSubmitted = renderForm();
    const user = await fillValid();
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByRole('button', { name: t.submitting })).toBeDisabled();
    const [, init] = fetchMock.mock.calls[0] as unknown as [URL, RequestInit];
    expect(JSON.parse(init.body as string)).toEqual({
      budget_range: '2000-3500',
      duration: '7-10',
      traveller_count: 3,
      departure_date: inDays(30),
      interests: ['foodie', 'wildlife'],
      notes: 'No early flights',
      home_city: null,
      flights_included: null,
      accessibility_needs: null,
      dietary_needs: null,
      excluded_countries: [],
    });
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer token-1');
    resolve(json(201, { message: t.submitted, preference: {} }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    expect((screen.getByLabelText('Budget (per person)') as HTMLSelectElement).value).toBe('');
    expect(screen.getByLabelText('Wildlife')).not.toBeChecked();
  });

  it('shows the server message, then the HTTP fallback', async () => {
    const fetchMock = vi.fn().mockResolvedValueOnce(json(400, { message: t.departureInPast })).mockResolvedValueOnce(new Response('oops', { status: 502 }));
    vi.stubGlobal('fetch', fetchMock);
    renderForm();
    const user = await fillValid();
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(t.departureInPast)).toBeInTheDocument();
    expect(screen.getByText(t.submitError)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText('HTTP error! status: 502')).toBeInTheDocument();
  });

  it('says a sign-in is needed when there is no token', async () => {
    useSession.getState().clear();
    vi.stubGlobal('fetch', vi.fn());
    renderForm();
    const user = await fillValid();
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(t.mustBeLoggedIn)).toBeInTheDocument();
  });
});
