import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { AltchaWidget } from '@/components/altcha/altcha-widget';
import type { BotCheckHandle } from './bot-check-types';
import { HostedCaptcha } from './hosted-captcha';
import { forgetHostedCaptchas } from './load-hosted-captcha';

// The widget module registers a web component and a worker; jsdom has neither, the events are what matter here.
vi.mock('@/components/altcha/load-altcha', () => ({}));

afterEach(() => {
  forgetHostedCaptchas();
  document.head.querySelectorAll('script').forEach((s) => s.remove());
});

describe('AltchaWidget', () => {
  it('points the widget at the challenge URL and passes on only a verified payload', async () => {
    const onToken = vi.fn();
    const ref = createRef<BotCheckHandle>();
    const { container } = render(<AltchaWidget ref={ref} challengeUrl="/api/public/contact/challenge" onToken={onToken} />);
    await waitFor(() => expect(container.querySelector('altcha-widget')).not.toBeNull());
    const el = container.querySelector('altcha-widget') as HTMLElement & { reset?: () => void };
    expect(el.getAttribute('challenge')).toBe('/api/public/contact/challenge');
    const fire = (state: string, payload?: string) => act(() => void el.dispatchEvent(new CustomEvent('statechange', { detail: { state, payload } })));
    fire('verifying');
    expect(onToken).toHaveBeenLastCalledWith(null);
    fire('verified', 'base64-payload');
    expect(onToken).toHaveBeenLastCalledWith('base64-payload');
    fire('expired', 'base64-payload');
    expect(onToken).toHaveBeenLastCalledWith(null);
    el.reset = vi.fn();
    act(() => ref.current!.reset());
    expect(el.reset).toHaveBeenCalledTimes(1);
    expect(onToken).toHaveBeenLastCalledWith(null);
  });
});

describe.each([
  ['recaptcha', 'grecaptcha', 'https://www.google.com/recaptcha/api.js?render=explicit'],
  ['turnstile', 'turnstile', 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit'],
] as const)('HostedCaptcha with %s', (provider, global, src) => {
  it('loads the script once, renders with the site key, passes tokens on and resets', async () => {
    const api = { render: vi.fn(() => 'widget-7'), reset: vi.fn() };
    const onToken = vi.fn();
    const ref = createRef<BotCheckHandle>();
    render(<HostedCaptcha ref={ref} provider={provider} siteKey="site-key-1" onToken={onToken} />);
    const script = document.head.querySelector('script')!;
    expect(script.src).toBe(`${src}&onload=__mt_${provider}_onload`);
    // The provider's script defines its API, then calls the onload function named in its URL.
    const w = window as unknown as Record<string, unknown>;
    w[global] = api;
    act(() => (w[`__mt_${provider}_onload`] as () => void)());
    await waitFor(() => expect(api.render).toHaveBeenCalledTimes(1));
    const [container, options] = api.render.mock.calls[0] as unknown as [HTMLElement, Record<string, (t?: string) => void>];
    expect(container).toBe(screen.getByTestId(`${provider}-widget`));
    expect(options.sitekey).toBe('site-key-1');
    act(() => options.callback!('provider-token'));
    expect(onToken).toHaveBeenLastCalledWith('provider-token');
    act(() => options['expired-callback']!());
    expect(onToken).toHaveBeenLastCalledWith(null);
    act(() => ref.current!.reset());
    expect(api.reset).toHaveBeenCalledWith('widget-7');
    delete w[global];
  });

  it('says so when the script cannot be loaded', async () => {
    render(<HostedCaptcha provider={provider} siteKey="k" onToken={vi.fn()} />);
    act(() => void document.head.querySelector('script')!.dispatchEvent(new Event('error')));
    expect(await screen.findByRole('alert')).toHaveTextContent('The bot check could not be loaded.');
  });
});
