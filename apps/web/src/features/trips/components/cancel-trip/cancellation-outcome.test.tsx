import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cancelTripTexts as t } from '@mt/shared';
import { CancellationOutcome } from './cancellation-outcome';

/** The DOM matchers collapse the no-break space formatMoney puts after the currency. */
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('CancellationOutcome', () => {
  it('names what was refunded and what was kept, each amount kept whole on its line', () => {
    const { container } = render(<CancellationOutcome trip={{ status: 'cancelled', refunded_amount: 11_000, kept_amount: 11_000, currency: 'NOK' }} />);
    expect(plain(container.textContent ?? '')).toBe(plain(`${t.refundedNote(11_000, 'NOK')} · ${t.keptNote(11_000, 'NOK')}`));
    // A phone's narrow column must not break between 'Kept' and its amount.
    for (const part of [t.refundedNote(11_000, 'NOK'), t.keptNote(11_000, 'NOK')]) {
      expect(screen.getByText(plain(part))).toHaveClass('whitespace-nowrap');
    }
  });

  it('shows only the refund when nothing was kept, and nothing on a trip that is not cancelled', () => {
    const { container, rerender } = render(<CancellationOutcome trip={{ status: 'cancelled', refunded_amount: 500, kept_amount: null, currency: 'NOK' }} />);
    expect(plain(container.textContent ?? '')).toBe(plain(t.refundedNote(500, 'NOK')));
    rerender(<CancellationOutcome trip={{ status: 'confirmed', refunded_amount: 500, kept_amount: null, currency: 'NOK' }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
