import { DESTINATION_FREE_FIELDS, namedDestinationTerm, proposalTexts, type ProposalContent } from '@mt/shared';
import { badRequest } from '../../lib/errors';
import type { TripRow } from './trips.repository';

/**
 * DESIGN.md: nothing that names the destination reaches a traveller before the reveal. The teaser and
 * the inclusions' free texts are shown before payment, so each is checked against the destination
 * (as given, or as defaulted from the services): 400 with the field's own error.
 */
export function assertProposalKeepsSecret(content: ProposalContent, destination: string | null): void {
  const texts = { teaser: content.teaser, accommodation_style: content.inclusions.accommodation_style, meals: content.inclusions.meals };
  const errors: Record<string, string[]> = {};
  for (const field of DESTINATION_FREE_FIELDS) {
    const term = namedDestinationTerm(texts[field], destination);
    if (term) errors[field === 'teaser' ? 'teaser' : `inclusions.${field}`] = [proposalTexts.namesDestination(proposalTexts.fieldNames[field], term)];
  }
  const first = Object.values(errors)[0];
  if (first) throw badRequest(first[0]!, errors);
}

/** The trip columns of a proposal's contents. */
export const proposalColumns = (content: ProposalContent): Pick<TripRow, 'nights' | 'inclusions' | 'teaser'> => ({
  nights: content.nights,
  inclusions: content.inclusions,
  teaser: content.teaser,
});
