/**
 * What a proposal says about its destination (docs/decisions/0021): a surprise, unless it rebooks a
 * trip the traveller has already been told about; then it names the place they know.
 */
export const rebookingTexts = {
  proposalIntro: 'Your mystery trip is planned. Accept it to pay and confirm; the destination stays a surprise until the reveal.',
  knownProposalIntro: (destination: string) => `Your trip back to ${destination} is planned, with the same services as before. Accept it to pay and confirm.`,
} as const;
