import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paymentTexts } from '@mt/shared';
import PaymentConfirmationPage from './payment-confirmation-page';

const open = (search: string) =>
  render(<RouterProvider router={createMemoryRouter([{ path: '/payment-confirmation', element: <PaymentConfirmationPage /> }], { initialEntries: [`/payment-confirmation${search}`] })} />);

describe('PaymentConfirmationPage', () => {
  it.each([
    ['?redirect_status=succeeded', paymentTexts.confirmation.succeeded],
    ['?redirect_status=processing', paymentTexts.confirmation.processing],
    ['?redirect_status=failed', paymentTexts.confirmation.failed],
    ['?redirect_status=requires_payment_method', paymentTexts.confirmation.unknown],
    ['', paymentTexts.confirmation.unknown],
  ])('%s shows its title and message', (search, text) => {
    open(search);
    expect(screen.getByRole('heading', { level: 1, name: text.title })).toBeInTheDocument();
    expect(screen.getByText(text.body)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: paymentTexts.returnToDashboard })).toHaveAttribute('href', '/dashboard/traveller');
  });
});
