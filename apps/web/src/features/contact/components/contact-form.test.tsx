import { forwardRef, useImperativeHandle } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contactTexts, fieldTexts } from '@mt/shared';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { ContactForm } from './contact-form';

// The real widgets need a browser's workers or a provider's script; the e2e journey solves the real one.
const resetSpy = vi.fn();
vi.mock('./bot-check/bot-check-field', () => ({
  BotCheckField: forwardRef<{ reset(): void }, { onToken(token: string | null): void }>(function FakeBotCheck({ onToken }, ref) {
    useImperativeHandle(ref, () => ({
      reset: () => {
        resetSpy();
        onToken(null);
      },
    }));
    return (
      <button type="button" onClick={() => onToken('solved-token')}>
        Solve bot check
      </button>
    );
  }),
}));

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
beforeEach(() => {
  resetSpy.mockClear();
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(contactTexts.name), 'Fatima Diallo');
  await user.type(screen.getByLabelText(contactTexts.email), 'fatima@example.com');
  await user.type(screen.getByLabelText(contactTexts.subject), 'Group trip');
  await user.type(screen.getByLabelText(contactTexts.message), 'Eight friends, one surprise.');
}
const sendButton = () => screen.getByRole('button', { name: contactTexts.send });

describe('ContactForm', () => {
  it('asks for every field before sending anything', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ContactForm />);
    await user.click(sendButton());
    expect(await screen.findByText(contactTexts.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(fieldTexts.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(contactTexts.subjectRequired)).toBeInTheDocument();
    expect(screen.getByText(contactTexts.messageRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText(contactTexts.email), 'not-an-email');
    await user.click(sendButton());
    expect(await screen.findByText(fieldTexts.emailInvalid)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses to send until the bot check is solved, in a red banner', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ContactForm />);
    await fill(user);
    await user.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(contactTexts.botCheckRequired);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the fields with the answer as recaptchaToken, shows Sending..., then the server message in green, and starts over', async () => {
    let answer!: (r: Response) => void;
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    renderWithProviders(<ContactForm />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Solve bot check' }));
    await user.click(sendButton());
    expect(await screen.findByRole('button', { name: contactTexts.sending })).toBeDisabled();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(new URL(String(url)).pathname).toBe('/api/public/contact');
    expect(JSON.parse(String(init!.body))).toEqual({
      name: 'Fatima Diallo',
      email: 'fatima@example.com',
      subject: 'Group trip',
      message: 'Eight friends, one surprise.',
      recaptchaToken: 'solved-token',
    });
    answer(jsonResponse(201, { message: 'Thanks, we will write back soon.' }));
    const banner = await screen.findByRole('status');
    expect(banner).toHaveTextContent('Thanks, we will write back soon.');
    expect(banner).toHaveClass('bg-green-50');
    expect(resetSpy).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText(contactTexts.name)).toHaveValue('');
    // The answer was used: a second message needs a new one.
    await fill(user);
    await user.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(contactTexts.botCheckRequired);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('shows the server refusal in red, marks the field, keeps the text and resets the bot check', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(400, { message: contactTexts.botCheckReplayed, errors: { recaptchaToken: [contactTexts.botCheckReplayed] } }));
    const user = userEvent.setup();
    renderWithProviders(<ContactForm />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Solve bot check' }));
    await user.click(sendButton());
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent(contactTexts.botCheckReplayed);
    expect(banner).toHaveClass('bg-red-50');
    expect(resetSpy).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText(contactTexts.subject)).toHaveValue('Group trip');
  });

  it.each([
    ['a server error without a message', () => Promise.resolve(new Response('oops', { status: 500 })), contactTexts.sendFailed],
    ['no connection', () => Promise.reject(new TypeError('Failed to fetch')), contactTexts.genericError],
  ])('falls back to the spec text for %s', async (_label, reply, text) => {
    fetchMock.mockImplementationOnce(reply);
    const user = userEvent.setup();
    renderWithProviders(<ContactForm />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Solve bot check' }));
    await user.click(sendButton());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(text));
    expect(resetSpy).toHaveBeenCalledTimes(1);
  });
});
