import { decimalToMinor, describeProposalChange, proposalTexts, type AdminTrip, type reviseProposalSchema } from '@mt/shared';
import type { z } from 'zod';
import type { Tx } from '../../db/client';
import { badRequest, conflict } from '../../lib/errors';
import type { PaymentProvider } from '../billing/payment-provider';
import { listOpenPayments, setPaymentStatus } from '../billing/payments-ledger.service';
import { withProvider } from '../billing/with-provider';
import { queueMail } from '../mail/mail.service';
import { proposalEmails } from '../mail/traveller-emails';
import { getExchangeRates } from '../settings/exchange-rates.service';
import { getTripForAdmin, type TripDeps } from './admin-trips.service';
import { proposalChanges, type ProposalSnapshot } from './proposal-changes';
import { assertProposalKeepsSecret, proposalColumns } from './proposal-content';
import { deleteTripServiceLines, findLatestRevisions, insertRevision } from './proposal.repository';
import { assertFound } from './trip-access';
import { tripServiceIds } from './trip-context.service';
import { defaultNaming, priceServicesInNok } from './trip-pricing';
import { assertNoExcludedCountry } from './excluded-countries';
import { insertTripServices, lockTripContext, setPreferenceStatus, updateTrip } from './trips.repository';

type ReviseInput = z.output<typeof reviseProposalSchema>;

/**
 * Every open intent of the trip is cancelled at the provider before the proposal changes, so a card
 * form still open on the old proposal can never charge it (the sandbox refuses a cancelled intent,
 * Stripe too). /pay then makes a fresh intent for the new price.
 */
async function cancelOpenIntents(tx: Tx, provider: PaymentProvider, tripId: number): Promise<void> {
  for (const open of await listOpenPayments(tx, tripId)) {
    if (open.provider !== provider.name) continue;
    await withProvider(() => provider.cancelPaymentIntent(open.providerPaymentId));
    await setPaymentStatus(tx, open.id, 'canceled');
  }
}

/**
 * PUT /api/admin/trips/{id}/proposal (issue 18). While the proposal is unpaid the admin may change its
 * services, price and contents. Each revision that the traveller can see is numbered and recorded
 * with a traveller-safe list of what changed, sets the preference back to `trip_created` (answering
 * a change request) and e-mails the traveller. A change of the hidden name or destination alone is
 * saved without a revision: the traveller sees no difference.
 */
export async function reviseProposal(deps: TripDeps, tripId: number, input: ReviseInput): Promise<AdminTrip> {
  const rates = await getExchangeRates(deps.db);
  const revised = await deps.db.transaction(async (tx) => {
    const ctx = await lockTripContext(tx, tripId);
    assertFound(ctx);
    const { trip, preference } = ctx;
    if (trip.status !== 'pending_confirmation' || trip.paymentStatus === 'paid') throw conflict(proposalTexts.notRevisable);

    const priced = await priceServicesInNok(tx, input.service_ids, rates);
    await assertNoExcludedCountry(tx, input.service_ids, preference.excludedCountries);
    const destination = input.destination ?? trip.destination ?? defaultNaming(priced).destination;
    assertProposalKeepsSecret(input, destination);

    const oldServiceIds = await tripServiceIds(tx, trip.id);
    const before: ProposalSnapshot = { ...trip, serviceIds: oldServiceIds };
    const after: ProposalSnapshot = { ...proposalColumns(input), totalPriceMinor: decimalToMinor(input.total_price, 'NOK'), currency: 'NOK', serviceIds: input.service_ids };
    const changes = proposalChanges(before, after);
    const naming = { name: input.name ?? trip.name, destination };
    if (!changes.length && naming.name === trip.name && naming.destination === trip.destination) throw badRequest(proposalTexts.nothingChanged);

    await cancelOpenIntents(tx, deps.payments, trip.id);
    if (changes.some((c) => c.field === 'services')) {
      await deleteTripServiceLines(tx, trip.id);
      await insertTripServices(
        tx,
        priced.map((p) => ({ tripId: trip.id, serviceId: p.serviceId, unitPriceMinor: p.unitPriceMinor, currency: 'NOK', commissionRate: p.commissionRate })),
      );
    }
    await updateTrip(tx, trip.id, { ...naming, ...proposalColumns(input), totalPriceMinor: after.totalPriceMinor, paymentStatus: 'pending' });
    if (!changes.length) return false;

    const revision = (((await findLatestRevisions(tx, [trip.id])).get(trip.id)?.revision ?? 1) + 1);
    const answered = preference.status === 'changes_requested' ? preference.answerMessage : null;
    await insertRevision(tx, { tripId: trip.id, revision, changes, answeredRequest: answered });
    await setPreferenceStatus(tx, preference.id, 'trip_created');
    await queueMail(tx, [
      proposalEmails.proposalRevised(ctx.traveller, { tripId: trip.id, revision, changes: changes.map((c) => describeProposalChange(c)) }, deps.config.publicUrl),
    ]);
    return true;
  });
  if (revised) deps.mail.kick();
  return getTripForAdmin(deps.db, tripId);
}
