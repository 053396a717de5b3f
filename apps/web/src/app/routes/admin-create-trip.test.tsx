import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { paths, savedServicesTexts } from '@mt/shared';
import { adminPreferenceFixture, adminServiceFixture } from '@/features/trips/testing/admin-fixtures';
import { jsonResponse, routeFetch, signInAsAdmin, testQueryClient } from '@/test/render';
import AdminCreateTrip from './admin-create-trip';

beforeEach(() => signInAsAdmin());
afterEach(() => vi.unstubAllGlobals());

function renderRoute(preferenceId: number) {
  const router = createMemoryRouter([{ path: paths.adminCreateTrip.pattern, element: <AdminCreateTrip /> }], {
    initialEntries: [paths.adminCreateTrip.to({ preferenceId })],
  });
  render(
    <QueryClientProvider client={testQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('/admin/create-trip/{preferenceId} with the traveller’s saved services (issue 22)', () => {
  it('asks for the saved ids of that preference and lists those services first, marked', async () => {
    const fetchMock = routeFetch({
      'GET /api/admin/preferences/41': jsonResponse(200, { preference: adminPreferenceFixture({ id: 41, preference_id: 41, status: 'new' }) }),
      'GET /api/admin/services': jsonResponse(200, {
        services: [adminServiceFixture(1, { name: 'Arusha Transfer' }), adminServiceFixture(2, { name: 'Serengeti Camp' }), adminServiceFixture(3, { name: 'Zanzibar Dhow' })],
      }),
      'GET /api/admin/preferences/41/saved-services': jsonResponse(200, { service_ids: [3] }),
    });
    renderRoute(41);
    const list = await screen.findByRole('list', { name: /Available Services/i });
    const first = within(list).getAllByRole('listitem')[0]!;
    expect(first).toHaveTextContent('Zanzibar Dhow');
    expect(within(first).getByText(savedServicesTexts.savedByTraveller)).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([input]) => new URL(String(input)).pathname)).toContain('/api/admin/preferences/41/saved-services');
  });

  it('does not ask for them when the preference no longer waits for a proposal', async () => {
    const fetchMock = routeFetch({
      'GET /api/admin/preferences/42': jsonResponse(200, { preference: adminPreferenceFixture({ id: 42, preference_id: 42, status: 'declined', associated_trip: null }) }),
      'GET /api/admin/trips/by-preference/42': jsonResponse(404, { message: 'none' }),
    });
    renderRoute(42);
    const called = () => fetchMock.mock.calls.map(([input]) => new URL(String(input)).pathname);
    // The view has read the preference and shows its trip instead of the picker.
    await waitFor(() => expect(called()).toContain('/api/admin/trips/by-preference/42'));
    expect(called()).not.toContain('/api/admin/preferences/42/saved-services');
    expect(screen.queryByRole('list', { name: /Available Services/i })).toBeNull();
  });
});
