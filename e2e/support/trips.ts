/** Trip lifecycle steps an admin takes, through the API (the admin screens come with the admin area). */
import type { Page } from 'playwright-core';
import type { Api, Session } from './api';
import { button, field } from './ui';

interface ServiceCard {
  id: number;
  currency: string;
  base_price: number | null;
}

/** YYYY-MM-DD `days` from today (UTC), always a valid departure date. */
export const dateInDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Two bookable demo services (featured services belong to partners with an active subscription). */
export async function bookableServiceIds(api: Api, count = 2): Promise<number[]> {
  const { body } = await api.request<{ services: ServiceCard[] }>('GET', '/public/featured-services');
  const ids = body.services.filter((s) => s.base_price !== null).map((s) => s.id);
  if (ids.length < count) throw new Error(`the demo has only ${ids.length} featured priced services`);
  return ids.slice(0, count);
}

export async function submitPreferenceByApi(api: Api, traveller: Session, departureDate = dateInDays(20)): Promise<number> {
  const { body } = await api.request<{ preference: { id: number } }>('POST', '/preferences', {
    token: traveller.token,
    body: { budget_range: '2000-3500', duration: '5-7', traveller_count: 2, departure_date: departureDate, interests: ['wildlife', 'culture'] },
    expect: 201,
  });
  return body.preference.id;
}

export async function preferenceIdOf(api: Api, email: string): Promise<number> {
  const { token } = await api.admin();
  const { body } = await api.request<{ preferences: { id: number; traveller_email: string; status: string }[] }>('GET', '/admin/preferences', { token });
  const mine = body.preferences.find((p) => p.traveller_email === email && p.status === 'new');
  if (!mine) throw new Error(`no new preference for ${email}`);
  return mine.id;
}

export async function proposeTrip(api: Api, preferenceId: number, totalPrice = 24_500): Promise<number> {
  return proposeTripWith(api, preferenceId, await bookableServiceIds(api), totalPrice);
}

/** What every proposal tells the traveller (issue 18), naming no place. */
export const PROPOSAL_CONTENT = {
  nights: 6,
  inclusions: { accommodation_style: 'tented camp and a boutique riad', guided_activities: 3, airport_transfers: true, flights_included: false, meals: 'breakfast daily, three dinners' },
  teaser: 'Dunes at dawn, spice-scented alleys at dusk, and a guide who knows every shortcut.',
};

/** The admin's proposal (POST /api/trips) with the given services, in NOK. */
export async function proposeTripWith(api: Api, preferenceId: number, serviceIds: number[], totalPrice: number): Promise<number> {
  const { token } = await api.admin();
  const { body } = await api.request<{ trip: { id: number } }>('POST', '/trips', {
    token,
    body: { preference_id: preferenceId, service_ids: serviceIds, total_price: totalPrice, currency: 'NOK', ...PROPOSAL_CONTENT },
    expect: 201,
  });
  return body.trip.id;
}

export async function adminSetStatus(api: Api, tripId: number, status: string): Promise<void> {
  const { token } = await api.admin();
  await api.request('PUT', `/admin/trips/${tripId}/status`, { token, body: { status }, expect: 200 });
}

export async function adminReveal(api: Api, tripId: number): Promise<void> {
  const { token } = await api.admin();
  await api.request('PUT', `/admin/trips/${tripId}/reveal`, { token, expect: 200 });
}

/** Fills the sandbox card form of the open payment modal and presses Pay. */
export async function payWithCard(page: Page, card: string) {
  const dialog = page.getByRole('dialog', { name: 'Complete Your Payment' });
  await dialog.getByText('Test mode', { exact: true }).waitFor();
  await field(dialog, 'Card number').fill(card);
  await field(dialog, 'Expiry (MM / YY)').fill('12 / 40');
  await field(dialog, 'CVC').fill('123');
  await dialog.getByRole('button', { name: /^Pay / }).click();
  return dialog;
}

export const openPayment = (page: Page) => button(page, 'Accept & Pay').first().click();

/** Pays a proposal through the sandbox API, as the card form would (for tests that need a paid trip quickly). */
export async function payByApi(api: Api, traveller: Session, tripId: number): Promise<void> {
  const { body } = await api.request<{ clientSecret: string }>('POST', `/trips/${tripId}/pay`, { token: traveller.token, expect: 200 });
  const paid = await api.request<{ status: string }>('POST', '/payments/sandbox/confirm', {
    body: { clientSecret: body.clientSecret, cardNumber: '4242424242424242', expiry: '12/40', cvc: '123' },
    expect: 200,
  });
  if (paid.body.status !== 'succeeded') throw new Error(`sandbox payment ended ${paid.body.status}`);
}
