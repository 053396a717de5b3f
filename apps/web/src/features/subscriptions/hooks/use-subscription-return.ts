import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { SUBSCRIPTION_RETURN_FLAGS, subscriptionTexts } from '@mt/shared';

export type SubscriptionReturn = { tone: 'success' | 'info'; message: string };

/**
 * On return from checkout, `subscription_success=true` or `subscription_cancel=true` is reported once and
 * the query is cleared (spec 2 section 2), so a reload does not repeat the message.
 */
export function useSubscriptionReturn(onReturn: (result: SubscriptionReturn) => void) {
  const [params, setParams] = useSearchParams();
  const handled = useRef(false);
  const success = params.get(SUBSCRIPTION_RETURN_FLAGS.success) === 'true';
  const cancel = params.get(SUBSCRIPTION_RETURN_FLAGS.cancel) === 'true';
  const present = params.has(SUBSCRIPTION_RETURN_FLAGS.success) || params.has(SUBSCRIPTION_RETURN_FLAGS.cancel);

  useEffect(() => {
    if (!present) {
      handled.current = false;
      return;
    }
    if (handled.current) return;
    handled.current = true;
    if (success) onReturn({ tone: 'success', message: subscriptionTexts.activated });
    else if (cancel) onReturn({ tone: 'info', message: subscriptionTexts.cancelled });
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete(SUBSCRIPTION_RETURN_FLAGS.success);
        next.delete(SUBSCRIPTION_RETURN_FLAGS.cancel);
        return next;
      },
      { replace: true },
    );
  }, [present, success, cancel, onReturn, setParams]);
}
