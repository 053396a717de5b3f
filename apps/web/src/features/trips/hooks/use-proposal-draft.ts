import { useState } from 'react';
import type { AdminService, CreateTripInput } from '@mt/shared';
import { followsEstimate, nextTotalInput, parseTotal, suggestedTotal } from '../utils/proposal-pricing';

/**
 * The proposal being put together on the create-trip view: the chosen services (each once), the total
 * (auto-filled by the rules of utils/proposal-pricing.ts, editable) and the destination and name that
 * stay hidden from the traveller until the reveal.
 */
export function useProposalDraft(travellerCount: number) {
  const [selected, setSelected] = useState<AdminService[]>([]);
  const [total, setTotal] = useState<{ input: string; lastAuto: string | null }>({ input: '', lastAuto: null });
  const [destination, setDestination] = useState('');
  const [name, setName] = useState('');

  const reprice = (next: AdminService[]) => {
    setSelected(next);
    setTotal((cur) => {
      const input = nextTotalInput(cur.input, cur.lastAuto, suggestedTotal(next, travellerCount));
      return { input, lastAuto: followsEstimate(cur.input, cur.lastAuto) ? input : cur.lastAuto };
    });
  };

  return {
    selected,
    selectedIds: new Set(selected.map((s) => s.id)),
    add: (service: AdminService) => {
      // Spec 3 section 5: a service already chosen cannot be added again.
      if (!selected.some((s) => s.id === service.id)) reprice([...selected, service]);
    },
    remove: (id: number) => reprice(selected.filter((s) => s.id !== id)),
    totalInput: total.input,
    setTotalInput: (input: string) => setTotal((cur) => ({ ...cur, input })),
    destination,
    setDestination,
    name,
    setName,
    toRequest: (preferenceId: number): CreateTripInput => ({
      preference_id: preferenceId,
      service_ids: selected.map((s) => s.id),
      total_price: parseTotal(total.input) ?? 0,
      currency: 'NOK',
      ...(destination.trim() ? { destination: destination.trim() } : {}),
      ...(name.trim() ? { name: name.trim() } : {}),
    }),
  };
}

export type ProposalDraft = ReturnType<typeof useProposalDraft>;
