import { forwardRef, useEffect, useImperativeHandle, useLayoutEffect, useRef, useState } from 'react';
import type { AltchaWidgetElement } from 'altcha/types/generic';
import { contactTexts } from '@mt/shared';
import { Spinner } from '@/components/ui/spinner';
import type { BotCheckHandle, BotCheckWidgetProps } from './bot-check-types';

/** The widget's script is fetched with the contact page, not with every page of the site. */
let loading: Promise<unknown> | null = null;
const loadAltcha = () => (loading ??= import('./load-altcha'));

interface StateChange {
  state: string;
  payload?: string | null;
}

/**
 * ALTCHA's self-hosted proof of work: the visitor ticks the box, the browser solves the server's
 * challenge in a worker, and the widget hands over a payload, which travels as recaptchaToken.
 */
export const AltchaWidget = forwardRef<BotCheckHandle, BotCheckWidgetProps & { challengeUrl: string }>(function AltchaWidget(
  { challengeUrl, onToken },
  ref,
) {
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  const widget = useRef<AltchaWidgetElement>(null);
  const onTokenRef = useRef(onToken);
  useEffect(() => {
    onTokenRef.current = onToken;
  }, [onToken]);

  useEffect(() => {
    let live = true;
    loadAltcha().then(
      () => live && setReady(true),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);

  // Attached as the element is committed (a layout effect), not in a later passive effect: an event the
  // widget fires in between would otherwise be lost (a test that fired at once failed under load).
  useLayoutEffect(() => {
    const el = widget.current;
    if (!ready || !el) return;
    const onState = (event: Event) => {
      const { state, payload } = (event as CustomEvent<StateChange>).detail;
      // Only a verified state carries a usable answer; expiry, errors and resets clear it.
      onTokenRef.current(state === 'verified' && payload ? payload : null);
    };
    el.addEventListener('statechange', onState);
    return () => el.removeEventListener('statechange', onState);
  }, [ready]);

  useImperativeHandle(ref, () => ({
    reset: () => {
      widget.current?.reset?.();
      onTokenRef.current(null);
    },
  }));

  if (failed) return <p role="alert" className="text-sm text-red-700">{contactTexts.botCheckUnavailable}</p>;
  if (!ready) return <Spinner label={contactTexts.botCheckLoading} />;
  return <altcha-widget ref={widget} challenge={challengeUrl} name="altcha" language="en" />;
});
