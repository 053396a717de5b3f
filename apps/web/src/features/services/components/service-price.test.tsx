import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { DEFAULT_EXCHANGE_RATES, type ExchangeRates, type ServiceDto } from '@mt/shared';
import { ExchangeRatesContext, useDisplayCurrency } from '@/lib/display-currency';
import { serviceFixture } from '../testing/service-fixture';
import { ServiceCard } from './service-card';

// A public list quotes USD and carries the partner's own price (1 NOK = 0.094 USD = 0.086 EUR).
const listed = (overrides: Partial<ServiceDto> = {}) =>
  serviceFixture({ base_price: 94, currency: 'USD', listed_price: { amount: 1000, currency: 'NOK' }, pricing_description: 'per person', ...overrides });

const renderCard = (service: ServiceDto, rates: ExchangeRates | null = DEFAULT_EXCHANGE_RATES) => {
  render(
    <ExchangeRatesContext value={rates}>
      <MemoryRouter>
        <ServiceCard service={service} />
      </MemoryRouter>
    </ExchangeRatesContext>,
  );
  return screen.getByRole('article');
};

beforeEach(() => useDisplayCurrency.setState({ chosen: null }));

// The matchers read the no-break space after a currency code as a space.
describe('a card’s price in the visitor’s currency (issue 22)', () => {
  it('shows the estimate in the chosen currency, with the listed price in small print', () => {
    useDisplayCurrency.setState({ chosen: 'EUR' });
    const card = renderCard(listed());
    expect(card).toHaveTextContent(`From ≈ €86 · NOK 1,000.00 per person`);
    const small = screen.getByText('· NOK 1,000.00');
    expect(small).toHaveClass('text-xs');
    expect(screen.getByText('≈ €86')).toHaveClass('font-bold');
  });

  it('shows USD by default, rounded to whole dollars, the listed price still in small print', () => {
    expect(renderCard(listed())).toHaveTextContent(`From ≈ $94 · NOK 1,000.00 per person`);
  });

  it('shows the listed price alone, exact, when it is in the chosen currency', () => {
    useDisplayCurrency.setState({ chosen: 'NOK' });
    const card = renderCard(listed());
    expect(card).toHaveTextContent(`From NOK 1,000.00 per person`);
    expect(card).not.toHaveTextContent('≈');
  });

  it('shows the listed price, not a guess, without a rate table or a rate', () => {
    useDisplayCurrency.setState({ chosen: 'EUR' });
    const card = renderCard(listed(), null);
    expect(card).toHaveTextContent(`From NOK 1,000.00 per person`);
    expect(card).not.toHaveTextContent('≈');
  });

  it('converts a price the list quotes in its own currency (USD), with it in small print', () => {
    useDisplayCurrency.setState({ chosen: 'KES' });
    // $150 = NOK 1,595.74... = KES 19,308.51...
    expect(renderCard(serviceFixture({ base_price: 150, currency: 'USD', pricing_description: null }))).toHaveTextContent(`From ≈ KES 19,309 · $150.00`);
  });

  it('says "Contact for pricing" for a service without a price, whatever the currency', () => {
    useDisplayCurrency.setState({ chosen: 'EUR' });
    expect(renderCard(serviceFixture({ base_price: null }))).toHaveTextContent('Contact for pricing');
  });
});
