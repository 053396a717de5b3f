import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { contactTexts } from '@mt/shared';
import type { BotCheckHandle, BotCheckWidgetProps } from './bot-check-types';
import { loadHostedCaptcha, type HostedCaptchaProvider } from './load-hosted-captcha';

/**
 * reCAPTCHA (v2 checkbox) or Cloudflare Turnstile, when the server is configured with their keys.
 * Both render explicitly into a container and share the same callbacks and reset.
 */
export const HostedCaptcha = forwardRef<BotCheckHandle, BotCheckWidgetProps & { provider: HostedCaptchaProvider; siteKey: string }>(
  function HostedCaptcha({ provider, siteKey, onToken }, ref) {
    const container = useRef<HTMLDivElement>(null);
    const widgetId = useRef<string | number | null>(null);
    const api = useRef<Awaited<ReturnType<typeof loadHostedCaptcha>> | null>(null);
    const [failed, setFailed] = useState(false);
    const onTokenRef = useRef(onToken);
    useEffect(() => {
      onTokenRef.current = onToken;
    }, [onToken]);

    useEffect(() => {
      let live = true;
      loadHostedCaptcha(provider).then(
        (loaded) => {
          if (!live || !container.current) return;
          api.current = loaded;
          widgetId.current = loaded.render(container.current, {
            sitekey: siteKey,
            callback: (token: string) => onTokenRef.current(token),
            'expired-callback': () => onTokenRef.current(null),
            'error-callback': () => onTokenRef.current(null),
          });
        },
        () => live && setFailed(true),
      );
      return () => {
        live = false;
      };
    }, [provider, siteKey]);

    useImperativeHandle(ref, () => ({
      reset: () => {
        if (api.current && widgetId.current !== null) api.current.reset(widgetId.current);
        onTokenRef.current(null);
      },
    }));

    if (failed) return <p role="alert" className="text-sm text-red-700">{contactTexts.botCheckUnavailable}</p>;
    return <div ref={container} data-testid={`${provider}-widget`} />;
  },
);
