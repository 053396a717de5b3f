import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminTexts, emailVerificationTexts, type AdminPartner } from '@mt/shared';
import { jsonResponse, renderWithProviders, routeFetch, signInAsAdmin } from '@/test/render';
import { PartnersTab } from './partners-tab';

const partner = (id: number, over: Partial<AdminPartner> = {}): AdminPartner => ({
  id,
  company_name: `Company ${id}`,
  contact_name: `Contact ${id}`,
  contact_email: `c${id}@example.com`,
  email_verified: true,
  website_url: null,
  slug: `company-${id}`,
  subscription_status: 'active',
  plan_name: 'Growth',
  created_at: new Date(Date.UTC(2026, 0, id)).toISOString(),
  ...over,
});

beforeEach(() => signInAsAdmin());
afterEach(() => vi.unstubAllGlobals());

describe('PartnersTab', () => {
  it('lists partners newest first, searches, and shows details with N/A fallbacks', async () => {
    routeFetch({
      'GET /api/admin/partners-list': jsonResponse(200, {
        status: 'success',
        partners: [partner(1), partner(2, { company_name: 'Okavango Mokoro', subscription_status: null, plan_name: null, slug: null, contact_name: '' })],
      }),
    });
    const user = userEvent.setup();
    renderWithProviders(<PartnersTab />);
    const table = await screen.findByRole('table', { name: 'Partners' });
    const firstCells = () => within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[0]!.lastElementChild!.textContent); // the value, after the mobile label
    expect(firstCells()).toEqual(['Okavango Mokoro', 'Company 1']);
    await user.click(within(table).getByRole('button', { name: `${adminTexts.viewDetails}: Okavango Mokoro` }));
    const dialog = await screen.findByRole('dialog', { name: adminTexts.partnerDetails });
    expect(within(dialog).getAllByText(adminTexts.notAvailable)).toHaveLength(4);
    await user.keyboard('{Escape}');
    await user.type(screen.getByLabelText('Search partners'), 'okav');
    // One header row and the one partner left, once the 300 ms debounce has passed.
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2));
    expect(within(screen.getByRole('table')).getByText('Okavango Mokoro')).toBeInTheDocument();
  });

  it('shows whether each partner confirmed their e-mail address (issue 21)', async () => {
    routeFetch({
      'GET /api/admin/partners-list': jsonResponse(200, { status: 'success', partners: [partner(1), partner(2, { email_verified: false })] }),
    });
    renderWithProviders(<PartnersTab />);
    const table = await screen.findByRole('table', { name: 'Partners' });
    const row = (name: string) => within(table).getByText(name).closest('tr')!;
    expect(within(row('Company 1')).getByText(emailVerificationTexts.verifiedBadge)).toBeInTheDocument();
    expect(within(row('Company 2')).getByText(emailVerificationTexts.unverifiedBadge)).toBeInTheDocument();
  });

  it('says when there are no partners, and when a search finds none', async () => {
    routeFetch({ 'GET /api/admin/partners-list': jsonResponse(200, { status: 'success', partners: [] }) });
    renderWithProviders(<PartnersTab />);
    expect(await screen.findByText(adminTexts.noPartnersTitle)).toBeInTheDocument();
  });

  it('words the empty state for a search that finds nobody', async () => {
    routeFetch({ 'GET /api/admin/partners-list': jsonResponse(200, { status: 'success', partners: [partner(1)] }) });
    const user = userEvent.setup();
    renderWithProviders(<PartnersTab />);
    await screen.findByRole('table');
    await user.type(screen.getByLabelText('Search partners'), 'zzz');
    expect(await screen.findByText(adminTexts.noPartnersFoundTitle)).toBeInTheDocument();
    expect(screen.getByText(adminTexts.noPartnersFoundBody)).toBeInTheDocument();
  });

  it('shows the server message when the list fails, with a retry', async () => {
    routeFetch({ 'GET /api/admin/partners-list': jsonResponse(403, { message: 'You do not have permission.' }) });
    renderWithProviders(<PartnersTab />);
    expect(await screen.findByText('You do not have permission.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: adminTexts.retry })).toBeInTheDocument();
  });
});
