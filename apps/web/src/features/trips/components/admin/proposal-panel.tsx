import type { FormEvent } from 'react';
import { X } from 'lucide-react';
import { adminTripTexts as t, formatMoney } from '@mt/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { Panel } from '@/components/ui/panel';
import type { ProposalDraft } from '../../hooks/use-proposal-draft';
import { baseCostPerTraveller, canCreateProposal, parseTotal, suggestedTotal, travellersOf } from '../../utils/proposal-pricing';
import { ProposalContentFields } from './proposal-content-fields';
import { ServicePrice } from './service-price';

interface ProposalPanelProps {
  draft: ProposalDraft;
  travellerCount: number;
  busy: boolean;
  error: string | null;
  onSubmit(): void;
  /** The revise form's words instead of Create Trip Proposal / Creating... */
  submitLabel?: string;
  busyLabel?: string;
}

/** Spec 3 "Trip Summary and Pricing": selected services with Remove, the estimate, the total and Create Trip Proposal. */
export function ProposalPanel({ draft, travellerCount, busy, error, onSubmit, submitLabel = t.createProposal, busyLabel = t.creating }: ProposalPanelProps) {
  const travellers = travellersOf(travellerCount);
  const totalInvalid = draft.totalInput.trim() !== '' && parseTotal(draft.totalInput) === null;
  const enabled = canCreateProposal({ selectedCount: draft.selected.length, totalInput: draft.totalInput, busy }) && draft.contentReady;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (enabled) onSubmit();
  };

  return (
    <Panel title={t.tripSummaryPricing}>
      <form onSubmit={submit} className="space-y-5" noValidate>
        <section aria-label={t.selectedServices}>
          <h3 className="mb-2 text-sm font-semibold text-slate-800">
            {t.selectedServices} ({draft.selected.length})
          </h3>
          {draft.selected.length === 0 ? (
            <p className="rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-700">{t.noServicesSelected}</p>
          ) : (
            <ul className="divide-y divide-slate-200 rounded-lg ring-1 ring-slate-200">
              {draft.selected.map((s) => (
                <li key={s.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-start sm:justify-between sm:gap-3">
                  <div className="min-w-0">
                    <p className="font-medium text-slate-900">{s.name}</p>
                    <p className="text-xs text-slate-600">{s.company_name}</p>
                  </div>
                  <div className="flex shrink-0 items-center justify-between gap-2 text-sm sm:text-right">
                    <ServicePrice basePrice={s.base_price} currency={s.currency} basePriceNok={s.base_price_nok} />
                    <Button size="sm" variant="ghost" onClick={() => draft.remove(s.id)} aria-label={t.removeService(s.name)}>
                      <X className="size-4" aria-hidden />
                      {t.remove}
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>

        <div className="rounded-lg bg-slate-50 p-4" aria-live="polite">
          <p className="text-sm font-medium text-slate-700">{t.estimatedBaseCost}</p>
          <p className="text-2xl font-bold leading-tight text-slate-900" data-testid="estimated-base-cost">
            {formatMoney(baseCostPerTraveller(draft.selected), 'NOK')} <span className="whitespace-nowrap text-sm font-normal text-slate-600">{t.perTraveller}</span>
          </p>
          <p className="text-sm text-slate-700" data-testid="estimated-total">
            {t.timesTravellers(travellers, formatMoney(suggestedTotal(draft.selected, travellers), 'NOK'))}
          </p>
          <p className="mt-1 text-xs text-slate-600">{t.estimateNote}</p>
        </div>

        <TextField
          label={t.totalPrice}
          hint={t.totalPriceHint}
          error={totalInvalid ? t.totalPriceInvalid : undefined}
          type="number"
          inputMode="decimal"
          min="0.01"
          step="0.01"
          value={draft.totalInput}
          onChange={(e) => draft.setTotalInput(e.target.value)}
        />
        <TextField label={t.destinationField} hint={t.destinationHint} maxLength={150} value={draft.destination} onChange={(e) => draft.setDestination(e.target.value)} />
        <TextField label={t.tripNameField} hint={t.tripNameHint} maxLength={150} value={draft.name} onChange={(e) => draft.setName(e.target.value)} />
        <ProposalContentFields value={draft.content} errors={draft.contentErrors} onChange={draft.setContent} />

        {error && <Alert tone="error">{error}</Alert>}
        <Button type="submit" size="lg" className="w-full" disabled={!enabled} loading={busy}>
          {busy ? busyLabel : submitLabel}
        </Button>
      </form>
    </Panel>
  );
}
