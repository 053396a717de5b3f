import { forwardRef, useEffect, useImperativeHandle, useLayoutEffect, useRef, useState } from 'react';
import type { AltchaWidgetElement } from 'altcha/types/generic';
import { contactTexts } from '@mt/shared';
import { Spinner } from '@/components/ui/spinner';

/** What a form needs from the widget: the answer as it changes, and a way to start over. */
export interface AltchaWidgetProps {
  /** The server's challenge address (the contact form's, or the sign-in's). */
  challengeUrl: string;
  /** The solved payload, or null when there is none (not solved, expired, reset). */
  onToken(token: string | null): void;
}

export interface AltchaHandle {
  reset(): void;
}

/** The widget's script is fetched with the page that shows it (contact, a sign-in asked for proof), not with every page. */
let loading: Promise<unknown> | null = null;
const loadAltcha = () => (loading ??= import('./load-altcha'));

interface StateChange {
  state: string;
  payload?: string | null;
}

/**
 * ALTCHA's self-hosted proof of work: the visitor ticks the box, the browser solves the server's
 * challenge in a worker, and the widget hands over a payload (the contact form's recaptchaToken, the
 * sign-in's proof). Shared by both forms, so it lives outside the features.
 */
export const AltchaWidget = forwardRef<AltchaHandle, AltchaWidgetProps>(function AltchaWidget(
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
