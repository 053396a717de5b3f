import { useState } from 'react';
import type { AdminService, CreateTripInput, ProposalContent, ReviseProposalInput } from '@mt/shared';
import { followsEstimate, nextTotalInput, parseTotal, suggestedTotal } from '../utils/proposal-pricing';
import { contentErrors, emptyContentForm, parseContentForm, type ContentForm } from '../utils/proposal-form';

/** Where a revision starts: the proposal as it is (the price counts as typed, so it is never auto-filled over). */
export interface DraftStart {
  selected: AdminService[];
  totalInput: string;
  destination: string;
  name: string;
  content: ContentForm;
}

/**
 * The proposal being put together on the create-trip view (or revised): the chosen services (each
 * once), the total (auto-filled by the rules of utils/proposal-pricing.ts, editable), the contents the
 * traveller sees (issue 18), and the destination and name that stay hidden until the reveal.
 */
export function useProposalDraft(travellerCount: number, start?: DraftStart) {
  const [selected, setSelected] = useState<AdminService[]>(start?.selected ?? []);
  const [total, setTotal] = useState<{ input: string; lastAuto: string | null }>({ input: start?.totalInput ?? '', lastAuto: null });
  const [destination, setDestination] = useState(start?.destination ?? '');
  const [name, setName] = useState(start?.name ?? '');
  const [content, setContent] = useState<ContentForm>(start?.content ?? emptyContentForm());

  const reprice = (next: AdminService[]) => {
    setSelected(next);
    setTotal((cur) => {
      const input = nextTotalInput(cur.input, cur.lastAuto, suggestedTotal(next, travellerCount));
      return { input, lastAuto: followsEstimate(cur.input, cur.lastAuto) ? input : cur.lastAuto };
    });
  };
  const parsedContent: ProposalContent | null = parseContentForm(content);
  const common = () => ({
    service_ids: selected.map((s) => s.id),
    total_price: parseTotal(total.input) ?? 0,
    currency: 'NOK' as const,
    ...(destination.trim() ? { destination: destination.trim() } : {}),
    ...(name.trim() ? { name: name.trim() } : {}),
    ...parsedContent!,
  });

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
    content,
    setContent,
    contentErrors: contentErrors(content, destination),
    /** Complete and naming no destination the admin typed: the submit may go. */
    contentReady: parsedContent !== null && Object.keys(contentErrors(content, destination)).length === 0,
    toRequest: (preferenceId: number): CreateTripInput => ({ preference_id: preferenceId, ...common() }),
    toRevision: (): ReviseProposalInput => common(),
  };
}

export type ProposalDraft = ReturnType<typeof useProposalDraft>;
