import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InitialEntry } from 'react-router';
import { authTexts, type UserType } from '@mt/shared';
import { useSession } from '@/lib/session-store';
import { jsonResponse, renderAuthPage, sentBody, sentPath, stubFetch, userOf } from '../testing/render-auth-page';
import LoginPage from './login-page';

const renderLogin = (entry: InitialEntry = '/login') => renderAuthPage('/login', LoginPage, entry);

async function signIn(email = 'Ada@Example.com', password = 'secret-pass') {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  return user;
}
const location = () => screen.findByTestId('location');

beforeEach(() => useSession.setState({ user: null, token: null }));
afterEach(() => vi.unstubAllGlobals());

describe('LoginPage', () => {
  it('shows the form of spec 1', () => {
    stubFetch();
    renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByLabelText('Remember me')).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: /traveller account/i })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: /register as a partner/i })).toHaveAttribute('href', '/partner-register');
  });

  it('validates before calling the server', async () => {
    const fetchMock = stubFetch();
    renderLogin();
    await signIn('', '');
    expect(await screen.findByText('Email is required.')).toBeInTheDocument();
    expect(screen.getByText('Password is required.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('puts the focus on the first wrong field, and clears a message once the field is corrected', async () => {
    stubFetch();
    renderLogin();
    const user = userEvent.setup();
    await signIn('', 'secret-pass');
    expect(await screen.findByText('Email is required.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Password is required.')).toBeNull();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await waitFor(() => expect(screen.queryByText('Email is required.')).toBeNull());
    expect(screen.queryByText('Please enter a valid email address.')).toBeNull();
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
  });

  it("shows the server's message", async () => {
    stubFetch(jsonResponse(401, { message: authTexts.invalidCredentials }));
    renderLogin();
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(authTexts.invalidCredentials);
    expect(useSession.getState().token).toBeNull();
  });

  it('shows the fallback text on a 500 without a body', async () => {
    stubFetch(new Response(null, { status: 500 }));
    renderLogin();
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed. Please check your credentials.');
  });

  it("shows the server's message when rate limited", async () => {
    stubFetch(jsonResponse(429, { message: authTexts.tooManyAttempts }));
    renderLogin();
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(authTexts.tooManyAttempts);
  });

  it('shows the busy text while signing in', async () => {
    stubFetch(() => new Promise<Response>(() => {}));
    renderLogin();
    await signIn();
    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
  });

  it('sends only email and password, stores the session and honours a safe redirect', async () => {
    const fetchMock = stubFetch(jsonResponse(200, { message: 'ok', user: userOf('traveller'), token: 'tok-1' }));
    renderLogin(`/login?redirect=${encodeURIComponent('/discover?step=2')}`);
    await signIn();
    expect(await location()).toHaveTextContent('/discover?step=2');
    expect(sentPath(fetchMock)).toBe('/api/auth/login');
    expect(sentBody(fetchMock)).toEqual({ email: 'ada@example.com', password: 'secret-pass' });
    expect(useSession.getState()).toMatchObject({ token: 'tok-1', user: { userType: 'traveller' } });
    expect(localStorage.getItem('token')).toBe('tok-1');
  });

  it.each<[UserType, object | null]>([
    ['traveller', { save: 42 }],
    ['partner', null],
    ['admin', null],
  ])('signed in as a %s, hands the page a guest’s heart press as %j (a traveller only, decision 0041)', async (role, expected) => {
    stubFetch(jsonResponse(200, { message: 'ok', user: userOf(role), token: 'tok-1' }));
    const router = renderLogin({ pathname: '/login', search: `?redirect=${encodeURIComponent('/service-discovery?search=dhow')}`, state: { save: 42 } });
    await signIn();
    expect(await location()).toHaveTextContent('/service-discovery?search=dhow');
    expect(router.state.location.state).toEqual(expected);
  });

  it('sends a guest who has no account to registration with the way back and the heart press (decision 0041)', async () => {
    const router = renderLogin({ pathname: '/login', search: `?redirect=${encodeURIComponent('/service-discovery?search=dhow')}`, state: { save: 42 } });
    await userEvent.setup().click(screen.getByRole('link', { name: 'Create a traveller account' }));
    expect(router.state.location.pathname).toBe('/register');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/service-discovery?search=dhow');
    expect(router.state.location.state).toEqual({ save: 42 });
  });

  it.each(['//evil.com', 'https://evil.com', '/login?redirect=%2F', 'dashboard'])('ignores the unsafe redirect %s', async (redirect) => {
    stubFetch(jsonResponse(200, { message: 'ok', user: userOf('traveller'), token: 'tok-1' }));
    renderLogin(`/login?redirect=${encodeURIComponent(redirect)}`);
    await signIn();
    expect(await location()).toHaveTextContent(/^\/dashboard\/traveller$/);
  });

  it.each<[UserType, string]>([
    ['traveller', '/dashboard/traveller'],
    ['partner', '/partner-dashboard'],
    ['admin', '/admin/dashboard'],
  ])('sends a %s to %s', async (role, path) => {
    stubFetch(jsonResponse(200, { message: 'ok', user: userOf(role), token: 'tok-1' }));
    renderLogin();
    await signIn();
    expect(await location()).toHaveTextContent(new RegExp(`^${path}$`));
  });

  it('remembers the email only when "Remember me" is checked', async () => {
    stubFetch(jsonResponse(200, { message: 'ok', user: userOf('traveller'), token: 'tok-1' }));
    renderLogin();
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Remember me'));
    await signIn();
    await location();
    expect(localStorage.getItem('rememberedEmail')).toBe('ada@example.com');
  });

  it('prefills a remembered email and forgets it when unchecked', async () => {
    localStorage.setItem('rememberedEmail', 'ada@example.com');
    stubFetch(jsonResponse(200, { message: 'ok', user: userOf('traveller'), token: 'tok-1' }));
    renderLogin();
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('Remember me')).toBeChecked();
    await userEvent.click(screen.getByLabelText('Remember me'));
    await signIn('', 'secret-pass');
    await location();
    expect(localStorage.getItem('rememberedEmail')).toBeNull();
    // The session is stored in localStorage either way (spec 1 section 3).
    expect(localStorage.getItem('token')).toBe('tok-1');
  });
});
