import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { emailVerificationTexts as texts } from '@mt/shared';
import { useSession } from '@/lib/session-store';
import { jsonResponse, sentPath, stubFetch, userOf } from '../testing/render-auth-page';
import { EmailVerificationBanner } from './email-verification-banner';

const renderBanner = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <EmailVerificationBanner />
    </QueryClientProvider>,
  );
const signInAs = (email_verified: boolean | undefined) =>
  useSession.getState().setSession(userOf('traveller', { email: 'ada@example.com', email_verified }), 'tok-1');
const resendButton = () => screen.getByRole('button', { name: texts.resend });

afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().clear();
});

describe('EmailVerificationBanner', () => {
  it('is shown only to a user whose address is not confirmed (a stored user without the field counts as confirmed)', () => {
    signInAs(true);
    const { unmount } = renderBanner();
    expect(screen.queryByText(texts.bannerTitle)).toBeNull();
    unmount();
    signInAs(undefined);
    renderBanner().unmount();
    expect(screen.queryByText(texts.bannerTitle)).toBeNull();
    signInAs(false);
    renderBanner();
    expect(screen.getByText(texts.bannerTitle)).toBeInTheDocument();
    expect(screen.getByText(texts.bannerBody('ada@example.com', 'traveller'))).toBeInTheDocument();
  });

  it('sends a new link and says so', async () => {
    const fetchMock = stubFetch(jsonResponse(200, { message: texts.resent, email_verified: false }));
    signInAs(false);
    renderBanner();
    await userEvent.click(resendButton());
    expect(await screen.findByText(texts.resent)).toBeInTheDocument();
    expect(sentPath(fetchMock)).toBe('/api/auth/resend-verification');
    expect(fetchMock.mock.calls[0]![1]!.headers).toMatchObject({ authorization: 'Bearer tok-1' });
  });

  it("shows the server's message when asked too often, and a fallback when the server fails", async () => {
    stubFetch(jsonResponse(429, { message: texts.resendTooSoon }), new Response(null, { status: 500 }));
    signInAs(false);
    renderBanner();
    await userEvent.click(resendButton());
    expect(await screen.findByText(texts.resendTooSoon)).toBeInTheDocument();
    await userEvent.click(resendButton());
    expect(await screen.findByText(texts.resendFailed)).toBeInTheDocument();
  });

  it('goes away when the server says the address is already confirmed', async () => {
    stubFetch(jsonResponse(200, { message: texts.alreadyVerified, email_verified: true }));
    signInAs(false);
    renderBanner();
    await userEvent.click(resendButton());
    await vi.waitFor(() => expect(screen.queryByText(texts.bannerTitle)).toBeNull());
    expect(useSession.getState().user?.email_verified).toBe(true);
  });
});
