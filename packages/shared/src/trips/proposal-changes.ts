import { formatMoney } from '../money/money';
import type { ProposalChange } from './proposal.schemas';
import { proposalTexts as t } from './proposal.texts';

function value(change: ProposalChange, v: ProposalChange['from'], currency: string): string {
  if (v === null) return '—';
  if (typeof v === 'boolean') return v ? t.yes : t.no;
  if (change.field === 'total_price' && typeof v === 'number') return formatMoney(v, currency);
  return String(v);
}

/**
 * One line of "what changed" for the dashboard and the traveller's e-mail: "Price: NOK 25,000.00 →
 * NOK 22,000.00". A new teaser is shown whole on the card, so its line only says it changed.
 */
export function describeProposalChange(change: ProposalChange, currency = 'NOK'): string {
  const label = t.changeLabels[change.field];
  if (change.field === 'teaser') return `${label}: rewritten`;
  return `${label}: ${value(change, change.from, currency)} → ${value(change, change.to, currency)}`;
}
