import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminTexts } from '@mt/shared';
import { jsonResponse, renderWithProviders, routeFetch, signInAsAdmin } from '@/test/render';
import AdminDashboard from './admin-dashboard';

const empty = (key: string) => jsonResponse(200, key === 'list' ? { messages: [], pagination: { currentPage: 1, totalPages: 1, totalMessages: 4, limit: 1 } } : {});

beforeEach(() => {
  signInAsAdmin();
  routeFetch({
    'GET /api/admin/contact-messages': empty('list'),
    'GET /api/admin/platform-stats': jsonResponse(200, { status: 'success', stats: { totalPartners: 8, activeSubscriptionPartners: 6, totalTravellers: 5 } }),
    'GET /api/admin/earnings/summary': jsonResponse(200, { summary: { totalRevenue: 123456.5, completedTrips: 3, averageRevenuePerTrip: 41152.17, currency: 'NOK' } }),
    'GET /api/admin/stats/user-registration-trends': jsonResponse(200, { status: 'success', trends: [] }),
    'GET /api/admin/stats/revenue-trends': jsonResponse(200, { status: 'success', currency: 'USD', trends: [] }),
    'GET /api/admin/preferences': jsonResponse(200, { preferences: [] }),
    'GET /api/admin/services': jsonResponse(200, { services: [] }),
    'GET /api/admin/settings': jsonResponse(200, { maintenance_mode: false, reveal_days_before_departure: 3 }),
    'GET /api/admin/partners-list': jsonResponse(200, { status: 'success', partners: [] }),
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('AdminDashboard', () => {
  it('has the phase-1 tabs, the inbox link with the new count, and opens on the overview', async () => {
    renderWithProviders(<AdminDashboard />, { path: '/admin/dashboard' });
    expect(screen.getByRole('heading', { level: 1, name: adminTexts.dashboardTitle })).toBeInTheDocument();
    const tabs = within(screen.getByRole('tablist')).getAllByRole('tab').map((t) => t.textContent);
    expect(tabs).toEqual(['Overview', 'Partners', 'Services', 'Commission', 'Blog']);
    const inbox = screen.getByRole('link', { name: /Contact Messages/ });
    expect(inbox).toHaveAttribute('href', '/admin/contact-messages');
    expect(screen.getByRole('link', { name: 'Trips Management' })).toHaveAttribute('href', '/admin/trips');
    expect(await within(inbox).findByText('4')).toBeInTheDocument();
    expect(await screen.findByText('NOK 123,456.50')).toBeInTheDocument();
    expect(screen.getByText(adminTexts.totalPartners).nextSibling).toHaveTextContent('8');
    expect(screen.getByText(adminTexts.noRegistrationData)).toBeInTheDocument();
    expect(screen.getByText(adminTexts.noRevenueData)).toBeInTheDocument();
    expect(screen.getByText(adminTexts.noPreferenceData)).toBeInTheDocument();
    expect(screen.getByText(adminTexts.noServiceData)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Site Settings' })).toBeInTheDocument();
  });

  it('keeps the open tab in the URL', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(<AdminDashboard />, { path: '/admin/dashboard' });
    await user.click(screen.getByRole('tab', { name: 'Partners' }));
    expect(router.state.location.search).toBe('?tab=partners');
    expect(await screen.findByText(adminTexts.noPartnersTitle)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Overview' }));
    expect(router.state.location.search).toBe('');
  });

  it('opens the tab a link asks for', async () => {
    renderWithProviders(<AdminDashboard />, { path: '/admin/dashboard?tab=services' });
    expect(screen.getByRole('tab', { name: 'Services' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText(adminTexts.noServicesTitle)).toBeInTheDocument();
  });
});
