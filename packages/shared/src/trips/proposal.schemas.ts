import { z } from 'zod';
import { proposalTexts as t } from './proposal.texts';

/** Limits of the proposal's contents and the traveller's answers (issue 18 section 1). */
export const PROPOSAL_NIGHTS_MAX = 60;
export const PROPOSAL_TEASER_MAX = 280;
export const PROPOSAL_TEXT_MAX = 200;
export const GUIDED_ACTIVITIES_MAX = 50;
export const PROPOSAL_ANSWER_MAX = 2000;

/** What the traveller is told the trip includes, without naming a place. */
export const inclusionsSchema = z.object({
  accommodation_style: z.string({ error: t.accommodationRequired }).trim().min(1, t.accommodationRequired).max(PROPOSAL_TEXT_MAX),
  guided_activities: z.number({ error: t.guidedActivitiesInvalid }).int(t.guidedActivitiesInvalid).min(0, t.guidedActivitiesInvalid).max(GUIDED_ACTIVITIES_MAX),
  airport_transfers: z.boolean(),
  flights_included: z.boolean(),
  meals: z.string({ error: t.mealsRequired }).trim().min(1, t.mealsRequired).max(PROPOSAL_TEXT_MAX),
});
export type Inclusions = z.infer<typeof inclusionsSchema>;

/** The contents every proposal carries besides services and price (required on create and revise). */
export const proposalContentSchema = z.object({
  nights: z.number({ error: t.nightsRequired }).int(t.nightsRequired).min(1, t.nightsRequired).max(PROPOSAL_NIGHTS_MAX, t.nightsTooMany(PROPOSAL_NIGHTS_MAX)),
  inclusions: inclusionsSchema,
  teaser: z.string({ error: t.teaserRequired }).trim().min(1, t.teaserRequired).max(PROPOSAL_TEASER_MAX, t.teaserTooLong(PROPOSAL_TEASER_MAX)),
});
export type ProposalContent = z.infer<typeof proposalContentSchema>;

/** Traveller-facing free texts that must not name the destination (checked by the server). */
export const DESTINATION_FREE_FIELDS = ['teaser', 'accommodation_style', 'meals'] as const;

/**
 * One line of "what changed" in a revision, safe for the traveller: numbers, yes/no and the
 * traveller-facing texts, never a service's name (services are counted).
 */
export const PROPOSAL_CHANGE_FIELDS = [
  'total_price',
  'nights',
  'services',
  'accommodation_style',
  'guided_activities',
  'airport_transfers',
  'flights_included',
  'meals',
  'teaser',
] as const;
export const proposalChangeSchema = z.object({
  field: z.enum(PROPOSAL_CHANGE_FIELDS),
  from: z.union([z.string(), z.number(), z.boolean()]).nullable(),
  to: z.union([z.string(), z.number(), z.boolean()]).nullable(),
});
export type ProposalChange = z.infer<typeof proposalChangeSchema>;

const answerText = (required: string) =>
  z.string({ error: required }).trim().min(1, required).max(PROPOSAL_ANSWER_MAX, t.messageTooLong(PROPOSAL_ANSWER_MAX));

/** POST /api/trips/{id}/change-request and /decline. */
export const changeRequestSchema = z.object({ message: answerText(t.messageRequired) });
export const declineProposalSchema = z.object({ reason: answerText(t.reasonRequired) });
export type ChangeRequestInput = z.infer<typeof changeRequestSchema>;
export type DeclineProposalInput = z.infer<typeof declineProposalSchema>;

/** The traveller's latest answer to a proposal, while it stands (changes requested, or declined). */
export const proposalAnswerSchema = z.object({
  kind: z.enum(['changes_requested', 'declined']),
  message: z.string(),
  answered_at: z.string(),
});
export type ProposalAnswer = z.infer<typeof proposalAnswerSchema>;

/** The revision fields a trip carries: 1 until revised; `changes` are the latest revision's. */
export const proposalRevisionFieldsSchema = z.object({
  revision: z.number().int(),
  revised_at: z.string().nullable(),
  changes: z.array(proposalChangeSchema),
});

/** The answer while it stands: the preference's status says which kind, the stored message is its latest. */
export function proposalAnswerOf(status: string, message: string | null, answeredAt: Date | null): ProposalAnswer | null {
  if (status !== 'changes_requested' && status !== 'declined') return null;
  if (message === null || answeredAt === null) return null;
  return { kind: status, message, answered_at: answeredAt.toISOString() };
}
