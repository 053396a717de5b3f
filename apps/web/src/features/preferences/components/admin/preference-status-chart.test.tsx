import { cloneElement, type ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type * as Recharts from 'recharts';
import { adminTexts } from '@mt/shared';
import { jsonResponse, renderWithProviders, routeFetch, signInAsAdmin } from '@/test/render';
import { PreferenceStatusChart } from './preference-status-chart';

// jsdom lays nothing out, so the responsive container would measure 0×0 and draw nothing: give the chart a size.
vi.mock('recharts', async (importOriginal) => ({
  ...(await importOriginal<typeof Recharts>()),
  ResponsiveContainer: ({ children }: { children: ReactElement<{ width?: number; height?: number }> }) => cloneElement(children, { width: 400, height: 256 }),
}));

beforeEach(() => signInAsAdmin());
afterEach(() => vi.unstubAllGlobals());

const statuses = ['new', 'new', 'new', 'trip_created', 'completed', 'completed', 'completed', 'completed'];

describe('PreferenceStatusChart', () => {
  it('labels each slice with its count and percent, and gives screen readers the same as a table', async () => {
    routeFetch({ 'GET /api/admin/preferences': jsonResponse(200, { preferences: statuses.map((status) => ({ status })) }) });
    const { container } = renderWithProviders(<PreferenceStatusChart />);
    const table = await screen.findByRole('table', { name: adminTexts.preferenceStatusOverview });
    expect(within(table).getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual(['New3 (37.5%)', 'Trip Created1 (12.5%)', 'Completed4 (50.0%)']);
    const labels = [...container.querySelectorAll('svg text')].map((t) => t.textContent);
    expect(labels).toEqual(expect.arrayContaining(['3 (37.5%)', '1 (12.5%)', '4 (50.0%)']));
    // The drawing is hidden from screen readers, so nothing in it may take keyboard focus.
    expect(container.querySelector('[aria-hidden="true"] [tabindex]:not([tabindex="-1"])')).toBeNull();
  });
});
