import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authTexts, passwordPolicyTexts, passwordResetTexts } from '@mt/shared';
import { useSession } from '@/lib/session-store';
import { jsonResponse, renderAuthPage, sentBody, sentPath, stubFetch, userOf } from '../testing/render-auth-page';
import ForgotPasswordPage from './forgot-password-page';
import ResetPasswordPage from './reset-password-page';

beforeEach(() => useSession.setState({ user: null, token: null }));
afterEach(() => vi.unstubAllGlobals());

describe('ForgotPasswordPage', () => {
  it('sends the address and shows the same answer, whatever the server knows', async () => {
    const fetchMock = stubFetch(jsonResponse(200, { message: passwordResetTexts.forgotSent }));
    renderAuthPage('/forgot-password', ForgotPasswordPage);
    expect(screen.getByRole('heading', { level: 1, name: passwordResetTexts.forgotTitle })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), ' Ada@Example.com ');
    await userEvent.click(screen.getByRole('button', { name: passwordResetTexts.forgotSubmit }));
    expect(await screen.findByText(passwordResetTexts.forgotSent)).toBeInTheDocument();
    expect(sentPath(fetchMock)).toBe('/api/auth/forgot-password');
    expect(sentBody(fetchMock)).toEqual({ email: 'ada@example.com' });
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
  });

  it('checks the address before sending, and shows a rate limit', async () => {
    const fetchMock = stubFetch(jsonResponse(429, { message: passwordResetTexts.tooManyRequests }));
    renderAuthPage('/forgot-password', ForgotPasswordPage);
    await userEvent.click(screen.getByRole('button', { name: passwordResetTexts.forgotSubmit }));
    expect(await screen.findByText('Email is required.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: passwordResetTexts.forgotSubmit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(passwordResetTexts.tooManyRequests);
  });
});

describe('ResetPasswordPage', () => {
  const fill = async (password: string, confirm = password) => {
    await userEvent.type(screen.getByLabelText(passwordResetTexts.newPassword), password);
    await userEvent.type(screen.getByLabelText(passwordResetTexts.confirmNewPassword), confirm);
    await userEvent.click(screen.getByRole('button', { name: passwordResetTexts.resetSubmit }));
  };

  it('sends the token of the link with the new password, forgets a stored session and links to sign in', async () => {
    useSession.getState().setSession(userOf('traveller'), 'old-token');
    const fetchMock = stubFetch(jsonResponse(200, { message: passwordResetTexts.resetDone }));
    renderAuthPage('/reset-password', ResetPasswordPage, '/reset-password?token=abc_DEF-123');
    await fill('a long new secret');
    expect(await screen.findByText(passwordResetTexts.resetDone)).toBeInTheDocument();
    expect(sentPath(fetchMock)).toBe('/api/auth/reset-password');
    expect(sentBody(fetchMock)).toEqual({ token: 'abc_DEF-123', password: 'a long new secret' });
    expect(screen.getByRole('link', { name: passwordResetTexts.goToLogin })).toHaveAttribute('href', '/login');
    expect(useSession.getState().token).toBeNull();
  });

  it('shows the strength hint and refuses mismatched passwords locally', async () => {
    const fetchMock = stubFetch();
    renderAuthPage('/reset-password', ResetPasswordPage, '/reset-password?token=t');
    await userEvent.type(screen.getByLabelText(passwordResetTexts.newPassword), 'short');
    expect(screen.getByText(passwordPolicyTexts.tooShortWhy, { exact: false })).toHaveTextContent(`${passwordPolicyTexts.strengthLabel}: ${passwordPolicyTexts.weak}`);
    await userEvent.type(screen.getByLabelText(passwordResetTexts.newPassword), ' and Much-longer 42');
    expect(screen.getByText(passwordPolicyTexts.strongWhy, { exact: false })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(passwordResetTexts.confirmNewPassword), 'different');
    await userEvent.click(screen.getByRole('button', { name: passwordResetTexts.resetSubmit }));
    expect(await screen.findByText(authTexts.passwordsMismatch)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('puts a refused password under the field', async () => {
    stubFetch(jsonResponse(400, { message: passwordPolicyTexts.common, errors: { password: [passwordPolicyTexts.common] } }));
    renderAuthPage('/reset-password', ResetPasswordPage, '/reset-password?token=t');
    await fill('password123');
    expect(await screen.findByText(passwordPolicyTexts.common)).toBeInTheDocument();
    expect(screen.queryByRole('alert', { name: /reset/i })).not.toBeInTheDocument();
  });

  it('explains a used or expired link and offers a new one', async () => {
    stubFetch(jsonResponse(400, { message: passwordResetTexts.tokenInvalid, errors: { token: [passwordResetTexts.tokenInvalid] } }));
    renderAuthPage('/reset-password', ResetPasswordPage, '/reset-password?token=old');
    await fill('a long new secret');
    expect(await screen.findByText(passwordResetTexts.tokenInvalid, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: passwordResetTexts.askAgain })).toHaveAttribute('href', '/forgot-password');
  });

  it('without a token in the address, says so and shows no form', () => {
    stubFetch();
    renderAuthPage('/reset-password', ResetPasswordPage);
    expect(screen.getByText(passwordResetTexts.tokenMissing, { exact: false })).toBeInTheDocument();
    expect(screen.queryByLabelText(passwordResetTexts.newPassword)).not.toBeInTheDocument();
  });
});
