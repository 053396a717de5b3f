import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { passwordPolicyTexts } from '@mt/shared';
import { PasswordStrengthHint } from './password-strength-hint';

describe('PasswordStrengthHint', () => {
  const level = () => document.querySelector('[data-strength]')?.getAttribute('data-strength');

  it('shows nothing for an empty field', () => {
    const { container } = render(<PasswordStrengthHint password="" />);
    expect(container).toBeEmptyDOMElement();
  });

  it.each([
    ['abc', 'weak', passwordPolicyTexts.tooShortWhy],
    ['aaaaaaaaaa', 'weak', passwordPolicyTexts.repetitiveWhy],
    ['sunnyday', 'fair', passwordPolicyTexts.fewKindsWhy],
    ['Sunny-Day-42', 'strong', passwordPolicyTexts.strongWhy],
    ['a long passphrase here', 'strong', passwordPolicyTexts.strongWhy],
  ])('rates %s as %s and says why', (password, expected, why) => {
    render(<PasswordStrengthHint password={password} />);
    expect(level()).toBe(expected);
    expect(screen.getByText(why, { exact: false })).toBeInTheDocument();
  });

  it('calls the owner’s own e-mail or name weak', () => {
    render(<PasswordStrengthHint password="Ada Lovelace" owner={{ name: 'ada lovelace', email: 'ada@example.com' }} />);
    expect(level()).toBe('weak');
    expect(screen.getByText(passwordPolicyTexts.personalWhy, { exact: false })).toBeInTheDocument();
  });
});
