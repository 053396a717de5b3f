import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { emailVerificationTexts as texts } from '@mt/shared';
import { useSession } from '@/lib/session-store';
import { jsonResponse, renderAuthPage, sentBody, sentPath, stubFetch, userOf } from '../testing/render-auth-page';
import VerifyEmailPage from './verify-email-page';

const TOKEN = 'abcDEF123_-abcDEF123_-abcDEF123_-abcDEF123_';
const renderPage = (search = `?token=${TOKEN}`) =>
  renderAuthPage('/verify-email', () => (
    <StrictMode>
      <VerifyEmailPage />
    </StrictMode>
  ), `/verify-email${search}`);
const verified = (userId = 1) => jsonResponse(200, { message: texts.verified, user_id: userId, email_verified: true });
const refused = () => jsonResponse(400, { message: texts.linkInvalid, errors: { token: [texts.linkInvalid] } });

afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().clear();
});

describe('VerifyEmailPage', () => {
  it('sends the token once and, signed in as its owner, updates the stored user and links to the dashboard', async () => {
    const fetchMock = stubFetch(verified(1));
    useSession.getState().setSession(userOf('partner', { id: 1, email_verified: false }), 'tok-1');
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: texts.pageTitle })).toBeInTheDocument();
    expect(await screen.findByText(texts.verified)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sentPath(fetchMock)).toBe('/api/auth/verify-email');
    expect(sentBody(fetchMock)).toEqual({ token: TOKEN });
    expect(screen.getByRole('link', { name: texts.toDashboard })).toHaveAttribute('href', '/partner-dashboard');
    expect(useSession.getState().user?.email_verified).toBe(true);
  });

  it('signed out: confirms and offers to sign in', async () => {
    stubFetch(verified(7));
    renderPage();
    expect(await screen.findByText(texts.verified)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: texts.toLogin })).toHaveAttribute('href', '/login');
  });

  it("does not mark another account's stored user as confirmed", async () => {
    stubFetch(verified(99));
    useSession.getState().setSession(userOf('traveller', { id: 1, email_verified: false }), 'tok-1');
    renderPage();
    expect(await screen.findByText(texts.verified)).toBeInTheDocument();
    expect(useSession.getState().user?.email_verified).toBe(false);
  });

  it('explains a refused link and offers a new one to a signed-in user who still needs it', async () => {
    stubFetch(refused());
    useSession.getState().setSession(userOf('traveller', { email_verified: false }), 'tok-1');
    renderPage();
    expect(await screen.findByText(texts.linkInvalid)).toBeInTheDocument();
    expect(screen.getByText(texts.failedHelpSignedIn)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: texts.resend })).toBeInTheDocument();
  });

  it('tells a signed-in user whose address is confirmed that all is well, with the dashboard link', async () => {
    stubFetch(refused());
    useSession.getState().setSession(userOf('traveller', { email_verified: true }), 'tok-1');
    renderPage();
    expect(await screen.findByText(texts.linkInvalid)).toBeInTheDocument();
    expect(screen.getByText(texts.alreadyVerified)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: texts.toDashboard })).toHaveAttribute('href', '/dashboard/traveller');
    expect(screen.queryByRole('button', { name: texts.resend })).toBeNull();
  });

  it('explains a refused link to a visitor and sends them to sign in', async () => {
    stubFetch(refused());
    renderPage();
    expect(await screen.findByText(texts.linkInvalid)).toBeInTheDocument();
    expect(screen.getByText(texts.failedHelpSignedOut)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: texts.toLogin })).toHaveAttribute('href', '/login');
  });

  it('says so when the address has no token, without calling the server', () => {
    const fetchMock = stubFetch();
    renderPage('');
    expect(screen.getByText(texts.linkMissing)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
