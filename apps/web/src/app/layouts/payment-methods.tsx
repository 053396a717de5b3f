import { CreditCard, Globe, Landmark, Lock, ShieldCheck, Smartphone, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { PAYMENT_METHODS, paymentTrustTexts } from '@mt/shared';

/** Text badges rather than brand logos: no external images, and readable in every contrast mode. */
function Badge({ children }: { children: ReactNode }) {
  return <li className="rounded border border-slate-600 bg-slate-800 px-2 py-0.5 text-xs font-medium text-slate-100">{children}</li>;
}

function Row({ icon, label, items }: { icon: ReactNode; label: string; items: readonly string[] }) {
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
    </div>
  );
}

const icon = 'size-4 shrink-0';

export function PaymentMethods() {
  return (
    <section aria-labelledby="payment-methods-title" className="space-y-3">
      <h2 id="payment-methods-title" className="text-sm font-semibold uppercase tracking-wide text-white">
        Payment methods
      </h2>
      <Row icon={<CreditCard className={icon} aria-hidden />} label="Cards" items={PAYMENT_METHODS.cardBrands} />
      <Row icon={<Wallet className={icon} aria-hidden />} label="Wallets" items={PAYMENT_METHODS.wallets} />
      <Row icon={<Smartphone className={icon} aria-hidden />} label="Mobile money" items={PAYMENT_METHODS.mobileMoney} />
      <Row icon={<Landmark className={icon} aria-hidden />} label="Bank" items={[PAYMENT_METHODS.bankTransfer]} />
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-200">
        <li className="inline-flex items-center gap-1">
          <CreditCard className={icon} aria-hidden />
          {paymentTrustTexts.cardProvider}
        </li>
        <li className="inline-flex items-center gap-1">
          <ShieldCheck className={icon} aria-hidden />
          {paymentTrustTexts.paymentsProvider}
        </li>
        <li className="inline-flex items-center gap-1">
          <Lock className={icon} aria-hidden />
          {paymentTrustTexts.ssl}
        </li>
        <li className="inline-flex items-center gap-1">
          <ShieldCheck className={icon} aria-hidden />
          {paymentTrustTexts.pci}
        </li>
        <li className="inline-flex items-center gap-1">
          <Globe className={icon} aria-hidden />
          {paymentTrustTexts.currencies}
        </li>
      </ul>
    </section>
  );
}
