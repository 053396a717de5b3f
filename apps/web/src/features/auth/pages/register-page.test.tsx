import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authTexts } from '@mt/shared';
import { useSession } from '@/lib/session-store';
import { jsonResponse, renderAuthPage, sentBody, sentPath, stubFetch, userOf } from '../testing/render-auth-page';
import RegisterPage from './register-page';

const valid = {
  'Full Name': 'Ada Traveller',
  Email: 'ada@example.com',
  Password: 'long-enough',
  'Confirm Password': 'long-enough',
  'Avatar URL (optional)': '',
};

async function fillAndSubmit(overrides: Partial<typeof valid> = {}, { agree = true } = {}) {
  const user = userEvent.setup();
  for (const [label, value] of Object.entries({ ...valid, ...overrides })) {
    if (value) await user.type(screen.getByLabelText(label), value);
  }
  if (agree) await user.click(screen.getByLabelText('I agree to the Terms and Conditions'));
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
}

beforeEach(() => useSession.setState({ user: null, token: null }));
afterEach(() => vi.unstubAllGlobals());

describe('RegisterPage', () => {
  it('shows the form of spec 1', () => {
    stubFetch();
    renderAuthPage('/register', RegisterPage);
    expect(screen.getByRole('heading', { level: 1, name: 'Create Your Traveller Account' })).toBeInTheDocument();
    for (const label of Object.keys(valid)) expect(screen.getByLabelText(label)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('href', '/terms');
  });

  it.each([
    ['mismatched passwords', { 'Confirm Password': 'different-1' }, true, 'Passwords do not match.'],
    ['terms not agreed', {}, false, 'You must agree to the terms and conditions.'],
    ['a short password', { Password: 'short', 'Confirm Password': 'short' }, true, 'Password must be at least 8 characters long.'],
    ['a bad email', { Email: 'ada@' }, true, 'Please enter a valid email address.'],
    ['a bad avatar URL', { 'Avatar URL (optional)': 'not a url' }, true, 'Please enter a valid URL (starting with http:// or https://).'],
  ] as const)('refuses %s', async (_case, overrides, agree, message) => {
    const fetchMock = stubFetch();
    renderAuthPage('/register', RegisterPage);
    await fillAndSubmit(overrides, { agree });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('requires a name', async () => {
    stubFetch();
    renderAuthPage('/register', RegisterPage);
    await fillAndSubmit({ 'Full Name': '' });
    expect(await screen.findByText(authTexts.nameRequired)).toBeInTheDocument();
  });

  it("shows the server's message for a taken email", async () => {
    stubFetch(jsonResponse(409, { message: authTexts.emailTaken }));
    renderAuthPage('/register', RegisterPage);
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent(authTexts.emailTaken);
    expect(useSession.getState().token).toBeNull();
  });

  it('shows the fallback text when the server says nothing', async () => {
    stubFetch(new Response(null, { status: 500 }));
    renderAuthPage('/register', RegisterPage);
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Registration failed. Please try again.');
  });

  it("puts the server's per-field messages under the fields", async () => {
    stubFetch(jsonResponse(400, { message: 'Email is not allowed.', errors: { email: ['Email is not allowed.'] } }));
    renderAuthPage('/register', RegisterPage);
    await fillAndSubmit();
    expect(await screen.findByLabelText('Email')).toHaveAccessibleDescription('Email is not allowed.');
  });

  it('shows the busy text while creating the account', async () => {
    stubFetch(() => new Promise<Response>(() => {}));
    renderAuthPage('/register', RegisterPage);
    await fillAndSubmit();
    expect(await screen.findByRole('button', { name: 'Creating account...' })).toBeDisabled();
  });

  it('sends the registration data, stores the session and opens the traveller dashboard', async () => {
    const fetchMock = stubFetch(jsonResponse(201, { message: 'ok', user: userOf('traveller'), token: 'tok-1' }));
    renderAuthPage('/register', RegisterPage);
    await fillAndSubmit({ 'Avatar URL (optional)': 'https://img.example.com/ada.png' });
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/dashboard\/traveller$/);
    expect(sentPath(fetchMock)).toBe('/api/auth/register');
    expect(sentBody(fetchMock)).toEqual({
      name: 'Ada Traveller',
      email: 'ada@example.com',
      password: 'long-enough',
      avatar_url: 'https://img.example.com/ada.png',
    });
    expect(useSession.getState().token).toBe('tok-1');
  });

  it('goes back where a guest came from, with their heart press, when sign-in sent them here (decision 0041)', async () => {
    stubFetch(jsonResponse(201, { message: 'ok', user: userOf('traveller'), token: 'tok-1' }));
    const router = renderAuthPage('/register', RegisterPage, {
      pathname: '/register',
      search: `?redirect=${encodeURIComponent('/service-discovery?search=dhow')}`,
      state: { save: 42 },
    });
    await fillAndSubmit();
    expect(await screen.findByTestId('location')).toHaveTextContent('/service-discovery?search=dhow');
    expect(router.state.location.state).toEqual({ save: 42 });
  });

  it('ignores an unsafe way back and opens the dashboard', async () => {
    stubFetch(jsonResponse(201, { message: 'ok', user: userOf('traveller'), token: 'tok-1' }));
    renderAuthPage('/register', RegisterPage, `/register?redirect=${encodeURIComponent('//evil.com')}`);
    await fillAndSubmit();
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/dashboard\/traveller$/);
  });

  it('sends a missing avatar as null', async () => {
    const fetchMock = stubFetch(jsonResponse(201, { message: 'ok', user: userOf('traveller'), token: 'tok-1' }));
    renderAuthPage('/register', RegisterPage);
    await fillAndSubmit();
    await screen.findByTestId('location');
    expect(sentBody(fetchMock).avatar_url).toBeNull();
  });
});
