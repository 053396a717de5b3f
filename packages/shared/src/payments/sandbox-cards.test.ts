import { describe, expect, it } from 'vitest';
import { cardMessages } from './payment.texts';
import { passesLuhn, SANDBOX_TEST_CARDS, sandboxCardFieldErrors, sandboxCardOutcome } from './sandbox-cards';

describe('sandbox test cards', () => {
  // Stripe's codes: the web app and the payment rows quote them, so each card's code matters as much as its message.
  it.each([
    ['4242 4242 4242 4242', { kind: 'succeed' }],
    ['4000 0000 0000 0002', { kind: 'decline', code: 'card_declined', message: cardMessages.declined }],
    ['4000 0000 0000 9995', { kind: 'decline', code: 'insufficient_funds', message: cardMessages.insufficientFunds }],
    ['4000 0000 0000 0069', { kind: 'decline', code: 'expired_card', message: cardMessages.expired }],
    ['4000 0000 0000 0127', { kind: 'decline', code: 'incorrect_cvc', message: cardMessages.incorrectCvc }],
    ['4000 0025 0000 3155', { kind: 'authenticate' }],
    ['4000-0027-6000-3184', { kind: 'authenticate' }],
    ['4242 4242 4242 4241', { kind: 'decline', code: 'incorrect_number', message: cardMessages.incorrectNumber }],
    ['5555 5555 5555 4444', { kind: 'decline', code: 'card_declined', message: cardMessages.notTestCard }],
  ])('%s', (card, expected) => {
    expect(sandboxCardOutcome(card)).toEqual(expected);
  });

  it('covers every test card of the table above', () => {
    expect(Object.keys(SANDBOX_TEST_CARDS).sort()).toEqual(
      ['4242424242424242', '4000000000000002', '4000000000009995', '4000000000000069', '4000000000000127', '4000002500003155', '4000002760003184'].sort(),
    );
  });

  it('checks Luhn on 12 to 19 digits only', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4242424242424243')).toBe(false);
    expect(passesLuhn('424242424242')).toBe(true);
    expect(passesLuhn('4242424242424242428')).toBe(true);
    // Luhn-valid, but one digit too short or too long for a card number.
    expect(passesLuhn('42424242420')).toBe(false);
    expect(passesLuhn('42424242424242424242')).toBe(false);
    expect(passesLuhn('4242 4242 4242 4242')).toBe(false);
  });

  it('checks the fields like Elements does', () => {
    const now = new Date('2026-06-15T00:00:00Z');
    expect(sandboxCardFieldErrors({ cardNumber: '4242 4242 4242 4242', expiry: '06/26', cvc: '123' }, now)).toEqual({});
    expect(sandboxCardFieldErrors({ cardNumber: '4242', expiry: '05/26', cvc: '1' }, now)).toEqual({
      cardNumber: cardMessages.numberIncomplete,
      expiry: cardMessages.expiryInPast,
      cvc: cardMessages.cvcIncomplete,
    });
    expect(sandboxCardFieldErrors({ cardNumber: '4242424242424242', expiry: '13/30', cvc: '1234' }, now).expiry).toBe(cardMessages.expiryIncomplete);
  });

  it('takes 12 to 19 digits as a card number, spaces and dashes aside', () => {
    const numberError = (cardNumber: string) => sandboxCardFieldErrors({ cardNumber, expiry: '12/30', cvc: '123' }).cardNumber;
    expect(numberError('4242-4242-4242')).toBeUndefined();
    expect(numberError('4242 4242 4242 4242 424')).toBeUndefined();
    expect(numberError('4242 4242 4242 4242 4242')).toBe(cardMessages.numberIncomplete);
    expect(numberError('x4242 4242 4242 4242')).toBe(cardMessages.numberIncomplete);
  });

  it('takes an expiry as MM/YY with months 01 to 12, spaces allowed around the parts', () => {
    const now = new Date('2026-06-15T00:00:00Z');
    const expiryError = (expiry: string) => sandboxCardFieldErrors({ cardNumber: '4242424242424242', expiry, cvc: '123' }, now).expiry;
    for (const fine of ['01/30', '12/30', ' 12/30 ', '12 / 30']) expect(expiryError(fine), fine).toBeUndefined();
    for (const bad of ['00/30', '13/30', '1/30', '112/30', '12/301', '12-30', 'soon', '']) expect(expiryError(bad), bad).toBe(cardMessages.expiryIncomplete);
  });

  it('refuses an expiry before this month, by year and then by month', () => {
    const now = new Date('2026-06-15T00:00:00Z');
    const expiryError = (expiry: string) => sandboxCardFieldErrors({ cardNumber: '4242424242424242', expiry, cvc: '123' }, now).expiry;
    expect(expiryError('12/25')).toBe(cardMessages.expiryInPast);
    expect(expiryError('05/26')).toBe(cardMessages.expiryInPast);
    expect(expiryError('06/26')).toBeUndefined();
    // An earlier month of a later year is in the future.
    expect(expiryError('05/27')).toBeUndefined();
  });

  it('takes a security code of 3 or 4 digits', () => {
    const cvcError = (cvc: string) => sandboxCardFieldErrors({ cardNumber: '4242424242424242', expiry: '12/30', cvc }).cvc;
    for (const fine of ['123', '1234', ' 123 ']) expect(cvcError(fine), fine).toBeUndefined();
    for (const bad of ['12', '12345', 'a123', '123a', '']) expect(cvcError(bad), bad).toBe(cardMessages.cvcIncomplete);
  });
});
