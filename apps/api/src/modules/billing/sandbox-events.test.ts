import { afterEach, describe, expect, it, vi } from 'vitest';
import { sandboxEvent, sandboxId } from './sandbox-events';

/** The sandbox's ids and the Stripe-shaped events its outcomes travel as. */
describe('sandbox events', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('names an object with its prefix and 24 random hex digits', () => {
    const a = sandboxId('sandbox_pi');
    expect(a).toMatch(/^sandbox_pi_[0-9a-f]{24}$/);
    expect(sandboxId('sandbox_pi')).not.toBe(a);
  });

  it('makes an event with a fresh id, or the key’s id, stamped with the whole second it was made in', () => {
    // 999 ms into the second: Stripe's `created` is whole seconds, never a second ahead.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(Date.UTC(2031, 4, 6, 7, 8, 9, 999)));
    const created = Date.UTC(2031, 4, 6, 7, 8, 9) / 1000;
    const fresh = sandboxEvent('payment_intent.succeeded', { id: 'sandbox_pi_1' });
    expect(fresh).toEqual({ id: expect.stringMatching(/^sandbox_evt_[0-9a-f]{24}$/) as string, type: 'payment_intent.succeeded', created, data: { object: { id: 'sandbox_pi_1' } } });
    expect(sandboxEvent('payment_intent.succeeded', { id: 'sandbox_pi_1' }).id).not.toBe(fresh.id);
    // A keyed outcome (a checkout completes once) has the same id each time, so it is applied once.
    expect(sandboxEvent('checkout.session.completed', {}, 'cs_1_completed')).toEqual({ id: 'sandbox_evt_cs_1_completed', type: 'checkout.session.completed', created, data: { object: {} } });
  });
});
