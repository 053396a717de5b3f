import { randomBytes } from 'node:crypto';
import type { ProviderEvent } from './payment-provider';

/** An id in the sandbox's style: Stripe's prefix for the kind of object, then 24 random hex digits. */
export const sandboxId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/**
 * A sandbox outcome as the Stripe event it stands for, so it takes exactly the path of a webhook.
 * `key` makes the id deterministic where an outcome must apply once (a checkout completes once).
 */
export function sandboxEvent(type: string, object: Record<string, unknown>, key?: string): ProviderEvent {
  return { id: key ? `sandbox_evt_${key}` : sandboxId('sandbox_evt'), type, created: Math.floor(Date.now() / 1000), data: { object } };
}
