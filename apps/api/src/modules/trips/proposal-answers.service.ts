import { proposalTexts, type TravellerTrip } from '@mt/shared';
import type { Tx } from '../../db/client';
import { conflict } from '../../lib/errors';
import { adminEmails } from '../mail/admin-emails';
import { queueMail } from '../mail/mail.service';
import { proposalEmails } from '../mail/traveller-emails';
import { findAdminAccounts } from '../users/users.service';
import type { TripDeps } from './admin-trips.service';
import { moveTrip } from './move-trip';
import { setPreferenceAnswer } from './proposal.repository';
import { lockOwnTrip, type TripContext } from './trip-context.service';
import { settlePaymentsForCancellation } from './trip-payments.service';
import { travellerTripDto } from './traveller-trips.service';
import { updateTrip } from './trips.repository';

/**
 * A proposal may be answered while it waits for its payment: pending_confirmation and not paid. Once
 * paid (confirmed) or cancelled the answer is 409, the same as for a paid trip's revision.
 */
function assertAnswerable(ctx: TripContext): void {
  if (ctx.trip.status !== 'pending_confirmation' || ctx.trip.paymentStatus === 'paid') throw conflict(proposalTexts.notAnswerable);
}

/** Runs `answer` on the traveller's own locked trip, then returns the trip as the traveller sees it. */
async function answerProposal(deps: TripDeps, travellerId: number, tripId: number, answer: (tx: Tx, ctx: TripContext) => Promise<void>): Promise<TravellerTrip> {
  await deps.db.transaction(async (tx) => {
    const ctx = await lockOwnTrip(tx, travellerId, tripId);
    assertAnswerable(ctx);
    await answer(tx, ctx);
  });
  deps.mail.kick();
  return travellerTripDto(deps.db, travellerId, tripId);
}

/**
 * POST /api/trips/{id}/change-request. The preference shows `changes_requested` with the message
 * to the admins, who are e-mailed. A second request replaces the first (the latest is what the
 * next revision answers); the proposal stays payable as it is meanwhile.
 */
export function requestProposalChanges(deps: TripDeps, travellerId: number, tripId: number, message: string): Promise<TravellerTrip> {
  return answerProposal(deps, travellerId, tripId, async (tx, ctx) => {
    await setPreferenceAnswer(tx, ctx.preference.id, 'changes_requested', message);
    const admins = await findAdminAccounts(tx);
    const facts = { tripId, preferenceId: ctx.preference.id, travellerName: ctx.traveller.name, message };
    await queueMail(tx, admins.map((a) => adminEmails.changesRequested(a, facts, deps.config.publicUrl)));
  });
}

/**
 * POST /api/trips/{id}/decline. The trip moves to cancelled first (the lifecycle gate), then any open
 * payment intent is cancelled at the provider so nothing can be charged; the preference is `declined`
 * with the reason for the admins. A declined trip is a cancelled trip: it may be rebooked later.
 */
export function declineProposal(deps: TripDeps, travellerId: number, tripId: number, reason: string): Promise<TravellerTrip> {
  return answerProposal(deps, travellerId, tripId, async (tx, ctx) => {
    await moveTrip(tx, ctx, 'cancelled');
    await settlePaymentsForCancellation(tx, deps.payments, ctx);
    await updateTrip(tx, ctx.trip.id, { paymentStatus: 'na' });
    await setPreferenceAnswer(tx, ctx.preference.id, 'declined', reason);
    const admins = await findAdminAccounts(tx);
    const facts = { tripId, preferenceId: ctx.preference.id, travellerName: ctx.traveller.name, reason };
    await queueMail(tx, [
      proposalEmails.proposalDeclined(ctx.traveller, { tripId }, deps.config.publicUrl),
      ...admins.map((a) => adminEmails.proposalDeclined(a, facts, deps.config.publicUrl)),
    ]);
  });
}
