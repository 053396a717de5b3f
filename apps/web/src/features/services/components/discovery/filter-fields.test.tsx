import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { DEFAULT_EXCHANGE_RATES, type ExchangeRates } from '@mt/shared';
import { ExchangeRatesContext, useDisplayCurrency } from '@/lib/display-currency';
import { FilterFields } from './filter-fields';

const renderFields = (rates: ExchangeRates | null = DEFAULT_EXCHANGE_RATES) =>
  render(
    <ExchangeRatesContext value={rates}>
      <FilterFields values={{}} onChange={vi.fn()} idPrefix="t" />
    </ExchangeRatesContext>,
  );
const priceOptions = (label: string) => within(screen.getByLabelText(label)).getAllByRole('option').map((o) => o.textContent);

beforeEach(() => useDisplayCurrency.setState({ chosen: null }));

describe('the price filter’s labels (issue 22)', () => {
  it('are the USD ranges in USD, the default', () => {
    renderFields();
    expect(priceOptions('Price (USD)')).toEqual(['Any price', '$0 – $100', '$100 – $500', '$500 – $1,000', '$1,000+']);
  });

  it('show the USD bounds converted to the chosen currency, lower ones rounded down and upper ones up, the USD range after them', () => {
    useDisplayCurrency.setState({ chosen: 'EUR' });
    renderFields();
    // $100 = €91.49, $500 = €457.45, $1,000 = €914.89.
    expect(priceOptions('Price (EUR)')).toEqual([
      'Any price',
      '€0 – €92 ($0 – $100)',
      '€91 – €460 ($100 – $500)',
      '€450 – €920 ($500 – $1,000)',
      '€910+ ($1,000+)',
    ]);
  });

  it('keep the values the server filters on, and stay in USD without a rate table', () => {
    useDisplayCurrency.setState({ chosen: 'KES' });
    const { unmount } = renderFields();
    expect(within(screen.getByLabelText('Price (KES)')).getAllByRole('option').map((o) => (o as HTMLOptionElement).value)).toEqual(['', '0-100', '100-500', '500-1000', '1000+']);
    expect(priceOptions('Price (KES)')[2]).toBe('KES\u00a012,000 – KES\u00a065,000 ($100 – $500)');
    unmount();
    renderFields(null);
    expect(priceOptions('Price (USD)')[1]).toBe('$0 – $100');
  });
});
