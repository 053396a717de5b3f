import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InitialEntry } from 'react-router';
import { savedServicesAnswerTexts, saveHeartTexts, savedServicesTexts, type ServiceDto, type UserDto } from '@mt/shared';
import { useSession } from '@/lib/session-store';
import { adminUser, jsonResponse, renderWithProviders, routeFetch } from '@/test/render';
import { Toaster } from '@/components/ui/toaster';
import { isolateToasts } from '@/test/toaster';
import { serviceFixture } from '../testing/service-fixture';
import { ServicesGrid } from './services-grid';

const traveller: UserDto = { ...adminUser, id: 7, name: 'Amina Traveller', email: 'amina@example.com', user_type: 'traveller', userType: 'traveller' };
const partner: UserDto = { ...adminUser, id: 8, name: 'Baraka', user_type: 'partner', userType: 'partner', companyName: 'Baraka Tours' };

const dhow = serviceFixture({ name: 'Sunset Dhow' });
const safari = serviceFixture({ name: 'Mara Safari' });

function renderGrid(path: InitialEntry = '/service-discovery?search=dhow') {
  return renderWithProviders(
    <>
      <ServicesGrid services={[dhow, safari]} />
      <Toaster />
    </>,
    { path },
  );
}

const heart = (name: string) => screen.findByRole('button', { name: new RegExp(`^(Save|Remove) ${name}`) });
const savedList = (services: ServiceDto[]) => jsonResponse(200, { services });

/** A promise the test settles when it wants the server to answer. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

isolateToasts();

describe('the heart on a service card', () => {
  // A traveller's heart is loaded on use: fetched once here, so no test waits for the first transform.
  beforeAll(async () => {
    await import('./traveller-heart');
  });
  afterEach(() => {
    useSession.getState().clear();
    vi.unstubAllGlobals();
  });

  it('asks a guest to sign in, then comes back to the same page', async () => {
    const fetchMock = routeFetch({});
    const { router } = renderGrid();
    const button = await heart('Sunset Dhow');
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(button).toHaveAccessibleName(saveHeartTexts.save('Sunset Dhow'));
    await userEvent.click(button);
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(`/login?redirect=${encodeURIComponent('/service-discovery?search=dhow')}`);
    // The press goes with it, to be completed once they are back signed in (decision 0041).
    expect(router.state.location.state).toEqual({ save: dhow.id });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  describe('a guest’s press, completed after sign-in (decision 0041)', () => {
    /** The completion waits for the list, the save and the list again: room for a machine under load. */
    const slow = { timeout: 5000 };
    /** The page the sign-in page returns to, with the press it hands back. */
    const back = (state: unknown) => ({ pathname: '/service-discovery', search: '?search=dhow', state });
    const putCalls = (fetchMock: ReturnType<typeof routeFetch>) => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');

    it('saves that service once for a traveller, shows it pressed, says so and drops the press', async () => {
      useSession.getState().setSession(traveller, 'tok');
      let saved: ServiceDto[] = [];
      const fetchMock = routeFetch({
        'GET /api/users/me/saved-services': () => savedList(saved),
        [`PUT /api/users/me/saved-services/${dhow.id}`]: () => ((saved = [dhow]), jsonResponse(200, { service_id: dhow.id, saved_at: '2026-01-01T00:00:00.000Z' })),
      });
      const { router } = renderGrid(back({ save: dhow.id }));
      expect(await screen.findByText(savedServicesTexts.saved('Sunset Dhow'), undefined, slow)).toBeInTheDocument();
      expect(await heart('Sunset Dhow')).toHaveAttribute('aria-pressed', 'true');
      expect(await heart('Mara Safari')).toHaveAttribute('aria-pressed', 'false');
      expect(putCalls(fetchMock)).toHaveLength(1);
      expect(String(putCalls(fetchMock)[0]![0])).toMatch(new RegExp(`/api/users/me/saved-services/${dhow.id}$`));
      // The press is dropped from the page's entry, on the same page: a reload or a return saves nothing again.
      expect(router.state.location.state).toBeNull();
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/service-discovery?search=dhow');
      await waitFor(() => expect(fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === 'GET')).toHaveLength(2), slow);
      expect(putCalls(fetchMock)).toHaveLength(1);
    });

    it('saves once even when the service has two hearts on the page', async () => {
      useSession.getState().setSession(traveller, 'tok');
      let saved: ServiceDto[] = [];
      const fetchMock = routeFetch({
        'GET /api/users/me/saved-services': () => savedList(saved),
        [`PUT /api/users/me/saved-services/${dhow.id}`]: () => ((saved = [dhow]), jsonResponse(200, { service_id: dhow.id, saved_at: '2026-01-01T00:00:00.000Z' })),
      });
      renderWithProviders(
        <>
          <ServicesGrid services={[dhow]} />
          <ServicesGrid services={[dhow, safari]} />
        </>,
        { path: back({ save: dhow.id }) },
      );
      await waitFor(() => expect(screen.getAllByRole('button', { name: saveHeartTexts.remove('Sunset Dhow') })).toHaveLength(2), slow);
      await waitFor(() => expect(fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === 'GET')).toHaveLength(2), slow);
      expect(putCalls(fetchMock)).toHaveLength(1);
    });

    it.each([
      ['a partner', partner],
      ['an admin', adminUser],
    ])('saves nothing for %s, and shows no error', async (_role, user) => {
      useSession.getState().setSession(user, 'tok');
      const fetchMock = routeFetch({});
      renderGrid(back({ save: dhow.id }));
      expect(screen.getAllByRole('article')).toHaveLength(2);
      await import('./traveller-heart');
      expect(fetchMock).not.toHaveBeenCalled();
      expect(screen.queryByRole('alert')).toBeNull();
    });

    it.each([
      ['another service’s press', { save: 999_999 }],
      ['a state that is not a press', { save: '7' }],
      ['no state', null],
    ])('saves nothing on %s', async (_label, state) => {
      useSession.getState().setSession(traveller, 'tok');
      const fetchMock = routeFetch({ 'GET /api/users/me/saved-services': () => savedList([]) });
      renderGrid(back(state));
      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1), slow);
      expect(await heart('Sunset Dhow')).toHaveAttribute('aria-pressed', 'false');
      expect(putCalls(fetchMock)).toHaveLength(0);
    });
  });

  it.each([
    ['a partner', partner],
    ['an admin', adminUser],
  ])('is not shown to %s, who has nothing to save', (_role, user) => {
    useSession.getState().setSession(user, 'tok');
    const fetchMock = routeFetch({});
    renderGrid();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /Save|from saved/ })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a traveller’s saved services pressed, from one call for every card', async () => {
    useSession.getState().setSession(traveller, 'tok');
    const fetchMock = routeFetch({ 'GET /api/users/me/saved-services': savedList([safari]) });
    renderGrid();
    await waitFor(async () => expect(await heart('Mara Safari')).toHaveAttribute('aria-pressed', 'true'));
    expect(await heart('Mara Safari')).toHaveAccessibleName(saveHeartTexts.remove('Mara Safari'));
    expect(await heart('Sunset Dhow')).toHaveAttribute('aria-pressed', 'false');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('saves at once, before the server answers, then keeps it', async () => {
    useSession.getState().setSession(traveller, 'tok');
    const answer = deferred<Response>();
    let saved: ServiceDto[] = [];
    const fetchMock = routeFetch({
      'GET /api/users/me/saved-services': () => savedList(saved),
      [`PUT /api/users/me/saved-services/${dhow.id}`]: () => answer.promise,
    });
    renderGrid();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await userEvent.click(await heart('Sunset Dhow'));
    expect(await heart('Sunset Dhow')).toHaveAttribute('aria-pressed', 'true');
    saved = [dhow];
    answer.resolve(jsonResponse(200, { service_id: dhow.id, saved_at: '2026-01-01T00:00:00.000Z' }));
    expect(await screen.findByText(savedServicesTexts.saved('Sunset Dhow'))).toBeInTheDocument();
    // The list is read again once the change is answered, and agrees.
    await waitFor(() => expect(fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === 'GET')).toHaveLength(2));
    expect(await heart('Sunset Dhow')).toHaveAttribute('aria-pressed', 'true');
    expect(fetchMock.mock.calls.some(([input, init]) => init?.method === 'PUT' && String(input).endsWith(`/api/users/me/saved-services/${dhow.id}`))).toBe(true);
  });

  it('puts the heart back and says why when the server refuses the save', async () => {
    useSession.getState().setSession(traveller, 'tok');
    const answer = deferred<Response>();
    routeFetch({
      'GET /api/users/me/saved-services': () => savedList([]),
      [`PUT /api/users/me/saved-services/${dhow.id}`]: () => answer.promise,
    });
    renderGrid();
    const button = await heart('Sunset Dhow');
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
    await userEvent.click(button);
    expect(await heart('Sunset Dhow')).toHaveAttribute('aria-pressed', 'true');
    answer.resolve(jsonResponse(409, { message: savedServicesAnswerTexts.limitReached }));
    expect(await screen.findByText(savedServicesAnswerTexts.limitReached)).toBeInTheDocument();
    expect(await heart('Sunset Dhow')).toHaveAttribute('aria-pressed', 'false');
  });

  it('removes at once and, if the server fails, shows it saved again with the fallback message', async () => {
    useSession.getState().setSession(traveller, 'tok');
    const answer = deferred<Response>();
    routeFetch({
      'GET /api/users/me/saved-services': () => savedList([safari]),
      [`DELETE /api/users/me/saved-services/${safari.id}`]: () => answer.promise,
    });
    renderGrid();
    await waitFor(async () => expect(await heart('Mara Safari')).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.click(await heart('Mara Safari'));
    expect(await heart('Mara Safari')).toHaveAttribute('aria-pressed', 'false');
    answer.resolve(new Response('bad gateway', { status: 502 }));
    expect(await screen.findByText(savedServicesTexts.removeFailed('Mara Safari'))).toBeInTheDocument();
    expect(await heart('Mara Safari')).toHaveAttribute('aria-pressed', 'true');
  });

  it('offers Undo after a removal, which saves it again', async () => {
    useSession.getState().setSession(traveller, 'tok');
    let saved = [safari];
    const fetchMock = routeFetch({
      'GET /api/users/me/saved-services': () => savedList(saved),
      [`DELETE /api/users/me/saved-services/${safari.id}`]: () => ((saved = []), jsonResponse(204, null)),
      [`PUT /api/users/me/saved-services/${safari.id}`]: () => ((saved = [safari]), jsonResponse(200, { service_id: safari.id, saved_at: '2026-01-01T00:00:00.000Z' })),
    });
    renderGrid();
    await waitFor(async () => expect(await heart('Mara Safari')).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.click(await heart('Mara Safari'));
    const toast = (await screen.findByText(savedServicesTexts.removed('Mara Safari'))).closest('li')!;
    fireEvent.click(within(toast).getByRole('button', { name: savedServicesTexts.undo }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    await waitFor(async () => expect(await heart('Mara Safari')).toHaveAttribute('aria-pressed', 'true'));
  });
});
