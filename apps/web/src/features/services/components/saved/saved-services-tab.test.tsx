import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths, savedServicesTexts as t, type UserDto } from '@mt/shared';
import { Toaster } from '@/components/ui/toaster';
import { useSession } from '@/lib/session-store';
import { adminUser, jsonResponse, renderWithProviders, routeFetch } from '@/test/render';
import { isolateToasts } from '@/test/toaster';
import { serviceFixture } from '../../testing/service-fixture';
import { SavedServicesTab } from './saved-services-tab';

const traveller: UserDto = { ...adminUser, id: 9, name: 'Amina', user_type: 'traveller', userType: 'traveller' };

isolateToasts();

describe('the traveller dashboard’s Saved tab', () => {
  beforeAll(async () => {
    await import('../traveller-heart');
  });
  afterEach(() => {
    useSession.getState().clear();
    vi.unstubAllGlobals();
  });

  const renderTab = () =>
    renderWithProviders(
      <>
        <SavedServicesTab renderAction={(s) => <button type="button">Add {s.name} to plan</button>} />
        <Toaster />
      </>,
      { path: paths.travellerDashboard },
    );

  it('lists the saved services as cards in the server’s order, each with its heart pressed and the app’s action', async () => {
    useSession.getState().setSession(traveller, 'tok');
    const newest = serviceFixture({ name: 'Okavango Mokoro' });
    const older = serviceFixture({ name: 'Table Mountain Hike' });
    routeFetch({ 'GET /api/users/me/saved-services': jsonResponse(200, { services: [newest, older] }) });
    renderTab();
    expect(screen.getByRole('heading', { level: 2, name: t.title })).toBeInTheDocument();
    const cards = await screen.findAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual(['Okavango Mokoro', 'Table Mountain Hike']);
    await waitFor(() => expect(within(cards[0]!).getByRole('button', { name: `Remove Okavango Mokoro from saved` })).toHaveAttribute('aria-pressed', 'true'));
    expect(within(cards[1]!).getByRole('button', { name: 'Add Table Mountain Hike to plan' })).toBeInTheDocument();
  });

  it('takes a card away when its heart is pressed, and offers Undo', async () => {
    useSession.getState().setSession(traveller, 'tok');
    const kept = serviceFixture({ name: 'Kept Lodge' });
    const gone = serviceFixture({ name: 'Gone Lodge' });
    let saved = [kept, gone];
    routeFetch({
      'GET /api/users/me/saved-services': () => jsonResponse(200, { services: saved }),
      [`DELETE /api/users/me/saved-services/${gone.id}`]: () => ((saved = [kept]), jsonResponse(204, null)),
    });
    renderTab();
    const heart = await screen.findByRole('button', { name: 'Remove Gone Lodge from saved' });
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.click(heart);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(screen.queryByText('Gone Lodge')).toBeNull();
    const toast = (await screen.findByText(t.removed('Gone Lodge'))).closest('li')!;
    expect(within(toast).getByRole('button', { name: t.undo })).toBeInTheDocument();
  });

  it('with nothing saved, says so and leads to the catalogue', async () => {
    useSession.getState().setSession(traveller, 'tok');
    routeFetch({ 'GET /api/users/me/saved-services': jsonResponse(200, { services: [] }) });
    renderTab();
    expect(await screen.findByRole('heading', { name: t.emptyTitle })).toBeInTheDocument();
    expect(screen.getByText(t.emptyBody)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.emptyAction })).toHaveAttribute('href', paths.serviceDiscovery);
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('shows a load failure with a retry that reads the list again', async () => {
    useSession.getState().setSession(traveller, 'tok');
    let fail = true;
    const fetchMock = routeFetch({
      'GET /api/users/me/saved-services': () => (fail ? jsonResponse(500, { message: 'Something broke.' }) : jsonResponse(200, { services: [serviceFixture({ name: 'Back Again' })] })),
    });
    renderTab();
    expect(await screen.findByText(t.loadFailed)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Back Again' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
