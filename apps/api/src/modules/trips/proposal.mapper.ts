import { proposalAnswerOf, type TravellerTrip } from '@mt/shared';
import type { ProposalRevisionRow } from './proposal.repository';
import type { PreferenceRow, TripRow } from './trips.repository';

/** The proposal fields a trip carries for both the traveller and the admin (issue 18). */
export function proposalFields(trip: TripRow, preference: PreferenceRow, latest: ProposalRevisionRow | undefined) {
  return {
    nights: trip.nights,
    inclusions: trip.inclusions,
    teaser: trip.teaser,
    revision: latest?.revision ?? 1,
    revised_at: latest?.createdAt.toISOString() ?? null,
    changes: latest?.changes ?? [],
    proposal_answer: proposalAnswerOf(preference.status, preference.answerMessage, preference.answeredAt),
  } satisfies Partial<TravellerTrip>;
}
