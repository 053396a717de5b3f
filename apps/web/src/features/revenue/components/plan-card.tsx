import { formatMaxServices, formatMoney, revenueTexts, type AdminPlan } from '@mt/shared';
import { Button } from '@/components/ui/button';

/** One plan: price (read-only), commission, service limit and how many partners are on it. */
export function PlanCard({ plan, onEdit }: { plan: AdminPlan; onEdit(plan: AdminPlan): void }) {
  return (
    <article className="flex flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <div className="flex items-start justify-between gap-2">
        <h4 className="text-lg font-semibold text-slate-900">{plan.name}</h4>
        {!plan.is_active && <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800">{revenueTexts.inactive}</span>}
      </div>
      <p className="mt-1 text-2xl font-bold text-slate-900">
        {formatMoney(plan.price, plan.currency)}
        <span className="text-sm font-normal text-slate-600"> / {plan.interval}</span>
      </p>
      <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
        <dt className="text-slate-700">{revenueTexts.commission}</dt>
        <dd className="text-right font-semibold text-slate-900">{plan.commission_rate}%</dd>
        <dt className="text-slate-700">{revenueTexts.maxServices}</dt>
        <dd className="text-right font-semibold text-slate-900">{formatMaxServices(plan.max_services)}</dd>
      </dl>
      <p className="mt-2 text-xs text-slate-600">{revenueTexts.partnersOnPlan(plan.partner_count)}</p>
      <Button variant="secondary" size="sm" className="mt-4 self-start" onClick={() => onEdit(plan)} aria-label={`${revenueTexts.editPlan}: ${plan.name}`}>
        {revenueTexts.editPlan}
      </Button>
    </article>
  );
}
