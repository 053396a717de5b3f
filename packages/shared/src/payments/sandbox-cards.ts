import { cardMessages } from './payment.texts';

/**
 * Stripe's test cards as the sandbox provider treats them (issue 4): what a confirmation does with
 * each number. Any other number that passes the Luhn check is refused like Stripe's test mode
 * refuses a real card.
 */
export type SandboxCardOutcome =
  | { kind: 'succeed' }
  | { kind: 'decline'; code: string; message: string }
  | { kind: 'authenticate' };

export const SANDBOX_TEST_CARDS: Record<string, SandboxCardOutcome> = {
  '4242424242424242': { kind: 'succeed' },
  '4000000000000002': { kind: 'decline', code: 'card_declined', message: cardMessages.declined },
  '4000000000009995': { kind: 'decline', code: 'insufficient_funds', message: cardMessages.insufficientFunds },
  '4000000000000069': { kind: 'decline', code: 'expired_card', message: cardMessages.expired },
  '4000000000000127': { kind: 'decline', code: 'incorrect_cvc', message: cardMessages.incorrectCvc },
  '4000002500003155': { kind: 'authenticate' },
  '4000002760003184': { kind: 'authenticate' },
};

export const normaliseCardNumber = (raw: string) => raw.replace(/[\s-]/g, '');

export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function sandboxCardOutcome(cardNumber: string): SandboxCardOutcome {
  const digits = normaliseCardNumber(cardNumber);
  const known = SANDBOX_TEST_CARDS[digits];
  if (known) return known;
  if (!passesLuhn(digits)) return { kind: 'decline', code: 'incorrect_number', message: cardMessages.incorrectNumber };
  return { kind: 'decline', code: 'card_declined', message: cardMessages.notTestCard };
}

/** Field checks Stripe Elements does in the browser before anything is sent; the sandbox does the same on both sides. */
export function sandboxCardFieldErrors(input: { cardNumber: string; expiry: string; cvc: string }, now = new Date()): Partial<Record<'cardNumber' | 'expiry' | 'cvc', string>> {
  const errors: Partial<Record<'cardNumber' | 'expiry' | 'cvc', string>> = {};
  if (!/^\d{12,19}$/.test(normaliseCardNumber(input.cardNumber))) errors.cardNumber = cardMessages.numberIncomplete;
  const m = input.expiry.trim().match(/^(\d{2})\s*\/\s*(\d{2})$/);
  if (!m || Number(m[1]) < 1 || Number(m[1]) > 12) errors.expiry = cardMessages.expiryIncomplete;
  else {
    const year = 2000 + Number(m[2]);
    const month = Number(m[1]);
    const thisYear = now.getUTCFullYear();
    if (year < thisYear || (year === thisYear && month < now.getUTCMonth() + 1)) errors.expiry = cardMessages.expiryInPast;
  }
  if (!/^\d{3,4}$/.test(input.cvc.trim())) errors.cvc = cardMessages.cvcIncomplete;
  return errors;
}
