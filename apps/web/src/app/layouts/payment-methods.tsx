import { CreditCard, FlaskConical, Globe, Lock, ShieldCheck, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { acceptedPaymentMethods, paymentTrustTexts } from '@mt/shared';
import { usePublicSettings } from '@/features/settings/api/get-public-settings';

/** Text badges rather than brand logos: no external images, and readable in every contrast mode. */
function Badge({ children }: { children: ReactNode }) {
  return <li className="rounded border border-slate-600 bg-slate-800 px-2 py-0.5 text-xs font-medium text-slate-100">{children}</li>;
}

function Row({ icon, label, items, note }: { icon: ReactNode; label: string; items: readonly string[]; note?: string }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="inline-flex items-center gap-1.5 text-sm text-slate-200">
        {icon}
        {label}:
      </span>
      <ul className="flex flex-wrap gap-1.5" aria-label={label}>
        {items.map((item) => (
          <Badge key={item}>{item}</Badge>
        ))}
      </ul>
      {note && <span className="text-xs text-slate-300">({note})</span>}
    </div>
  );
}

const icon = 'size-4 shrink-0';

/**
 * Only what checkout takes (issue 18 section 5): cards, and with Stripe the wallets its Payment
 * Element offers where the device supports them. The sandbox says it is a test mode.
 */
export function PaymentMethods() {
  const mode = usePublicSettings().data?.payments_mode ?? 'sandbox';
  const methods = acceptedPaymentMethods(mode);
  return (
    <section aria-labelledby="payment-methods-title" className="space-y-3">
      <h2 id="payment-methods-title" className="text-sm font-semibold uppercase tracking-wide text-white">
        Payment methods
      </h2>
      <Row icon={<CreditCard className={icon} aria-hidden />} label="Cards" items={methods.cards} />
      {methods.wallets.length > 0 && <Row icon={<Wallet className={icon} aria-hidden />} label="Wallets" items={methods.wallets} note={paymentTrustTexts.walletsNote} />}
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-200">
        <li className="inline-flex items-center gap-1">
          {mode === 'stripe' ? <ShieldCheck className={icon} aria-hidden /> : <FlaskConical className={icon} aria-hidden />}
          {mode === 'stripe' ? paymentTrustTexts.stripe : paymentTrustTexts.sandbox}
        </li>
        <li className="inline-flex items-center gap-1">
          <Lock className={icon} aria-hidden />
          {paymentTrustTexts.ssl}
        </li>
        {mode === 'stripe' && (
          <li className="inline-flex items-center gap-1">
            <ShieldCheck className={icon} aria-hidden />
            {paymentTrustTexts.pci}
          </li>
        )}
        <li className="inline-flex items-center gap-1">
          <Globe className={icon} aria-hidden />
          {paymentTrustTexts.currency}
        </li>
      </ul>
    </section>
  );
}
