import { describe, expect, it } from 'vitest';
import { cardMessages } from './payment.texts';
import { passesLuhn, sandboxCardFieldErrors, sandboxCardOutcome } from './sandbox-cards';

describe('sandbox test cards', () => {
  it.each([
    ['4242 4242 4242 4242', { kind: 'succeed' }],
    ['4000 0000 0000 0002', { kind: 'decline', message: cardMessages.declined }],
    ['4000 0000 0000 9995', { kind: 'decline', message: cardMessages.insufficientFunds }],
    ['4000 0000 0000 0069', { kind: 'decline', message: cardMessages.expired }],
    ['4000 0000 0000 0127', { kind: 'decline', message: cardMessages.incorrectCvc }],
    ['4000 0025 0000 3155', { kind: 'authenticate' }],
    ['4000-0027-6000-3184', { kind: 'authenticate' }],
    ['4242 4242 4242 4241', { kind: 'decline', message: cardMessages.incorrectNumber }],
    ['5555 5555 5555 4444', { kind: 'decline', message: cardMessages.notTestCard }],
  ])('%s', (card, expected) => {
    expect(sandboxCardOutcome(card)).toMatchObject(expected);
  });

  it('checks Luhn and the fields like Elements does', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4242424242424243')).toBe(false);
    const now = new Date('2026-06-15T00:00:00Z');
    expect(sandboxCardFieldErrors({ cardNumber: '4242 4242 4242 4242', expiry: '06/26', cvc: '123' }, now)).toEqual({});
    expect(sandboxCardFieldErrors({ cardNumber: '4242', expiry: '05/26', cvc: '1' }, now)).toEqual({
      cardNumber: cardMessages.numberIncomplete,
      expiry: cardMessages.expiryInPast,
      cvc: cardMessages.cvcIncomplete,
    });
    expect(sandboxCardFieldErrors({ cardNumber: '4242424242424242', expiry: '13/30', cvc: '1234' }, now).expiry).toBe(cardMessages.expiryIncomplete);
  });
});
