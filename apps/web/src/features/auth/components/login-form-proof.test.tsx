import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LOGIN_CHALLENGE_PATH, authTexts, loginGuardTexts } from '@mt/shared';
import { useSession } from '@/lib/session-store';
import { jsonResponse, renderAuthPage, sentBody, stubFetch, userOf } from '../testing/render-auth-page';
import LoginPage from '../pages/login-page';

// The widget module registers a web component and a worker; jsdom has neither, the events are what matter here.
vi.mock('@/components/altcha/load-altcha', () => ({}));

const askedForProof = () => jsonResponse(428, { message: loginGuardTexts.proofRequired, errors: { proof: [loginGuardTexts.proofRequired] } });
const widget = () => document.querySelector('altcha-widget') as HTMLElement | null;
const solve = (payload: string) =>
  act(() => void widget()!.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified', payload } })));

async function signIn() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret-pass');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

beforeEach(() => useSession.setState({ user: null, token: null }));
afterEach(() => vi.unstubAllGlobals());

describe('the sign-in form’s proof of work (issue 21)', () => {
  it('shows no widget until the server asks for it', async () => {
    stubFetch(jsonResponse(401, { message: authTexts.invalidCredentials }));
    renderAuthPage('/login', LoginPage);
    await signIn();
    expect(await screen.findByText(authTexts.invalidCredentials)).toBeInTheDocument();
    expect(screen.queryByText(loginGuardTexts.proofLabel)).toBeNull();
    expect(widget()).toBeNull();
  });

  it('shows the widget on 428 and, once solved, signs in again with the same details and the proof', async () => {
    const fetchMock = stubFetch(askedForProof(), jsonResponse(200, { message: 'ok', user: userOf('traveller'), token: 'tok-1' }));
    renderAuthPage('/login', LoginPage);
    await signIn();
    expect(await screen.findByText(loginGuardTexts.proofRequired)).toBeInTheDocument();
    await waitFor(() => expect(widget()).not.toBeNull());
    expect(widget()!.getAttribute('challenge')).toBe(LOGIN_CHALLENGE_PATH);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sentBody(fetchMock, 0)).toEqual({ email: 'ada@example.com', password: 'secret-pass' });

    solve('solved-payload');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(sentBody(fetchMock, 1)).toEqual({ email: 'ada@example.com', password: 'secret-pass', proof: 'solved-payload' });
    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard/traveller');
    expect(useSession.getState().token).toBe('tok-1');
  });

  it('uses a proof once: after a wrong password the widget starts over and the next try needs a new one', async () => {
    const fetchMock = stubFetch(askedForProof(), jsonResponse(401, { message: authTexts.invalidCredentials }), askedForProof());
    renderAuthPage('/login', LoginPage);
    await signIn();
    await waitFor(() => expect(widget()).not.toBeNull());
    const reset = vi.fn();
    (widget() as HTMLElement & { reset?: () => void }).reset = reset;
    solve('first-proof');
    expect(await screen.findByText(authTexts.invalidCredentials)).toBeInTheDocument();
    expect(reset).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    expect(sentBody(fetchMock, 2)).not.toHaveProperty('proof');
  });
});
