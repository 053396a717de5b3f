import { formatMoney, type PaymentProviderName, type PublicSettings } from '@mt/shared';
import { Spinner } from '@/components/ui/spinner';
import { SandboxCardForm } from './sandbox-card-form';
import { StripeCardForm } from './stripe-card-form';

/** A charge the server already started (a postponement fee): what the card form needs to confirm it. */
export interface StartedCharge {
  clientSecret: string;
  provider: PaymentProviderName;
  amount: number;
  currency: string;
}

interface CardStepProps {
  charge: StartedCharge;
  settings: Pick<PublicSettings, 'payments_mode' | 'stripe_publishable_key'> | undefined;
  onSucceeded(): void;
}

/**
 * The card step alone, for a charge started elsewhere than POST /pay: Stripe's Payment Element or the
 * sandbox's card form, by the provider the server answered (the payment modal's choice, in one place).
 */
export function CardStep({ charge, settings, onSucceeded }: CardStepProps) {
  const amountLabel = formatMoney(charge.amount, charge.currency);
  if (!settings) return <Spinner label="Preparing your payment…" />;
  if (charge.provider === 'stripe' || settings.payments_mode === 'stripe') {
    return <StripeCardForm publishableKey={settings.stripe_publishable_key} clientSecret={charge.clientSecret} amountLabel={amountLabel} onSucceeded={onSucceeded} />;
  }
  return <SandboxCardForm key={charge.clientSecret} clientSecret={charge.clientSecret} amountLabel={amountLabel} onSucceeded={onSucceeded} />;
}
