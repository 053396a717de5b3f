export type HostedCaptchaProvider = 'recaptcha' | 'turnstile';

export interface HostedCaptchaOptions {
  sitekey: string;
  callback(token: string): void;
  'expired-callback'(): void;
  'error-callback'(): void;
}

/** The part of `grecaptcha` and `turnstile` we use: the two APIs have the same shape. */
export interface HostedCaptchaApi {
  render(container: HTMLElement, options: HostedCaptchaOptions): string | number;
  reset(widgetId: string | number): void;
}

const PROVIDERS: Record<HostedCaptchaProvider, { src: string; global: 'grecaptcha' | 'turnstile' }> = {
  recaptcha: { src: 'https://www.google.com/recaptcha/api.js?render=explicit', global: 'grecaptcha' },
  turnstile: { src: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit', global: 'turnstile' },
};

const ONLOAD = (provider: HostedCaptchaProvider) => `__mt_${provider}_onload`;
const loads = new Map<HostedCaptchaProvider, Promise<HostedCaptchaApi>>();

type CaptchaWindow = Window & Record<string, unknown>;

/**
 * Adds the provider's script once per page and resolves when its API is usable: the script calls the
 * `onload` function named in its URL (api.js finishes loading before the API itself is ready).
 */
export function loadHostedCaptcha(provider: HostedCaptchaProvider): Promise<HostedCaptchaApi> {
  const known = loads.get(provider);
  if (known) return known;
  const { src, global } = PROVIDERS[provider];
  const w = window as unknown as CaptchaWindow;
  const promise = new Promise<HostedCaptchaApi>((resolve, reject) => {
    w[ONLOAD(provider)] = () => resolve(w[global] as HostedCaptchaApi);
    const script = document.createElement('script');
    script.src = `${src}&onload=${ONLOAD(provider)}`;
    script.async = true;
    script.defer = true;
    script.onerror = () => {
      loads.delete(provider);
      reject(new Error(`${provider} could not be loaded`));
    };
    document.head.appendChild(script);
  });
  loads.set(provider, promise);
  return promise;
}

/** Tests only: forget loaded scripts. */
export function forgetHostedCaptchas() {
  loads.clear();
}
