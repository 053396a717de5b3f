import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PARTNER_BUSINESS_TYPES, authTexts, partnerBusinessTypeLabels } from '@mt/shared';
import { useSession } from '@/lib/session-store';
import { jsonResponse, renderAuthPage, sentBody, sentPath, stubFetch, userOf } from '../testing/render-auth-page';
import PartnerRegisterPage from './partner-register-page';

const valid = {
  'Company Name': 'Savanna Lodge',
  'Contact Name': 'Kofi Mensah',
  Email: 'kofi@savanna.example',
  Phone: '+254 700 123456',
  'Website URL (optional)': '',
  'Logo URL (optional)': '',
  Password: 'long-enough',
  'Confirm Password': 'long-enough',
};

async function fillAndSubmit(overrides: Partial<typeof valid> = {}, { agree = true, serviceType = 'tours' } = {}) {
  const user = userEvent.setup();
  for (const [label, value] of Object.entries({ ...valid, ...overrides })) {
    if (value) await user.type(screen.getByLabelText(label), value);
  }
  if (serviceType) await user.selectOptions(screen.getByLabelText('Service Type'), serviceType);
  if (agree) await user.click(screen.getByLabelText('I agree to the Partner Terms and Conditions'));
  await user.click(screen.getByRole('button', { name: 'Register as Partner' }));
}

const renderPage = () => renderAuthPage('/partner-register', PartnerRegisterPage);

beforeEach(() => useSession.setState({ user: null, token: null }));
afterEach(() => vi.unstubAllGlobals());

describe('PartnerRegisterPage', () => {
  it('shows the form of spec 1 with the seven service types', () => {
    stubFetch();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Become a Partner' })).toBeInTheDocument();
    for (const label of Object.keys(valid)) expect(screen.getByLabelText(label)).toBeInTheDocument();
    expect(screen.getByLabelText('Phone')).toHaveAttribute('type', 'tel');
    expect(screen.getByLabelText('Company Name')).toHaveAttribute('autocomplete', 'organization');
    const options = within(screen.getByLabelText('Service Type')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Select a service type',
      ...PARTNER_BUSINESS_TYPES.map((t) => partnerBusinessTypeLabels[t]),
    ]);
    expect(options[0]).toHaveValue('');
    expect(screen.getByRole('link', { name: 'Partner Terms and Conditions' })).toHaveAttribute('href', '/partner-terms');
  });

  it('requires the partner terms', async () => {
    const fetchMock = stubFetch();
    renderPage();
    await fillAndSubmit({}, { agree: false });
    expect(await screen.findByText('You must agree to the partner terms and conditions.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('requires company, contact, phone and service type', async () => {
    const fetchMock = stubFetch();
    renderPage();
    await fillAndSubmit({ 'Company Name': '', 'Contact Name': '', Phone: '' }, { serviceType: '' });
    expect(await screen.findByText(authTexts.companyRequired)).toBeInTheDocument();
    expect(screen.getByText(authTexts.contactRequired)).toBeInTheDocument();
    expect(screen.getByText(authTexts.phoneRequired)).toBeInTheDocument();
    expect(screen.getByText(authTexts.serviceTypeRequired)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['mismatched passwords', { 'Confirm Password': 'different-1' }, 'Passwords do not match.'],
    ['a short password', { Password: 'short', 'Confirm Password': 'short' }, 'Password must be at least 8 characters long.'],
    ['a bad website', { 'Website URL (optional)': 'savanna' }, 'Please enter a valid URL (starting with http:// or https://).'],
    ['a bad logo URL', { 'Logo URL (optional)': 'ftp://x' }, 'Please enter a valid URL (starting with http:// or https://).'],
  ] as const)('refuses %s', async (_case, overrides, message) => {
    stubFetch();
    renderPage();
    await fillAndSubmit(overrides);
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('sends the partner registration, stores the session and opens the partner dashboard', async () => {
    const partner = userOf('partner', { companyName: 'Savanna Lodge' });
    const fetchMock = stubFetch(jsonResponse(201, { message: 'ok', user: partner, token: 'tok-p' }));
    renderPage();
    await fillAndSubmit({ 'Website URL (optional)': 'https://savanna.example' }, { serviceType: 'community' });
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/partner-dashboard$/);
    expect(sentPath(fetchMock)).toBe('/api/auth/partner-register');
    expect(sentBody(fetchMock)).toEqual({
      companyName: 'Savanna Lodge',
      name: 'Kofi Mensah',
      email: 'kofi@savanna.example',
      phone: '+254 700 123456',
      website_url: 'https://savanna.example',
      logo_url: null,
      serviceType: 'community',
      password: 'long-enough',
    });
    expect(useSession.getState()).toMatchObject({ token: 'tok-p', user: { companyName: 'Savanna Lodge' } });
  });

  it("shows the server's message, else the partner fallback", async () => {
    stubFetch(jsonResponse(409, { message: authTexts.emailTaken }));
    renderPage();
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent(authTexts.emailTaken);
  });

  it('falls back to the partner text when the server says nothing', async () => {
    stubFetch(new Response('gateway down', { status: 502 }));
    renderPage();
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Registration failed. Please try again later.');
  });

  it('shows the busy text while registering', async () => {
    stubFetch(() => new Promise<Response>(() => {}));
    renderPage();
    await fillAndSubmit();
    expect(await screen.findByRole('button', { name: 'Registering...' })).toBeDisabled();
  });
});
