import { decimalToMinor, minorToDecimal, tripDates, tripTexts, type AdminTrip, type TripStatus } from '@mt/shared';
import type { z } from 'zod';
import type { createTripSchema } from '@mt/shared';
import type { Db } from '../../db/client';
import { getExchangeRates } from '../settings/exchange-rates.service';
import { conflict, notFound } from '../../lib/errors';
import type { MailMessage } from '../mail/mailer';
import { queueMail } from '../mail/mail.service';
import { travellerEmails } from '../mail/traveller-emails';
import type { PaymentProvider } from '../billing/payment-provider';
import {
  countRebookingDescendants,
  findAdminTrip,
  findAdminTripByPreference,
  listAdminTrips,
  lockPreferenceWithTraveller,
  type AdminTripRow,
} from './admin-trips.repository';
import { assertFound } from './trip-access';
import { planContext } from './payment-plan.mapper';
import { toAdminTrip } from './trip.mapper';
import { defaultNaming, priceServicesInNok } from './trip-pricing';
import { assertNoExcludedCountry } from './excluded-countries';
import { unreadTravellerMessages } from './trip-messages.repository';
import { readRevealDays } from '../settings/settings.service';
import { findLatestRevisions } from './proposal.repository';
import { findPendingPostponements } from './postponements.repository';
import { assertProposalKeepsSecret, proposalColumns } from './proposal-content';
import { assertAdminTarget, cancelTrip, completeTrip, revealTrip, type TransitionEnv } from './trip-transitions';
import { findRebookedTo, findTripServicesDetailed, insertTrip, insertTripServices, lockTripContext, setPreferenceStatus } from './trips.repository';

export interface TripDeps {
  db: Db;
  payments: PaymentProvider;
  mail: { kick(): void };
  config: { publicUrl: string };
}

async function toDtos(db: Db, rows: AdminTripRow[]): Promise<AdminTrip[]> {
  const ids = rows.map((r) => r.trip.id);
  const [revealDays, rebookedTo, unread, revisions, plan, postponements] = await Promise.all([
    readRevealDays(db),
    findRebookedTo(db, ids),
    unreadTravellerMessages(db, ids),
    findLatestRevisions(db, ids),
    planContext(db, ids),
    findPendingPostponements(db, ids),
  ]);
  return rows.map((r) =>
    toAdminTrip(
      {
        ...r,
        rebookedTo: rebookedTo.get(r.trip.id) ?? [],
        unreadMessages: unread.get(r.trip.id) ?? 0,
        latestRevision: revisions.get(r.trip.id),
        pendingPostponement: postponements.get(r.trip.id),
      },
      revealDays,
      plan,
    ),
  );
}

/** Trips with unread traveller messages first (issue 18 section 4), each group in the repository's order. */
export async function listTripsForAdmin(db: Db, filter: { original_trip_id?: number }): Promise<AdminTrip[]> {
  const trips = await toDtos(db, await listAdminTrips(db, { originalTripId: filter.original_trip_id }));
  return [...trips.filter((t) => t.unread_messages > 0), ...trips.filter((t) => t.unread_messages === 0)];
}

export async function getTripForAdmin(db: Db, tripId: number): Promise<AdminTrip> {
  const row = await findAdminTrip(db, tripId);
  if (!row) throw notFound(tripTexts.tripNotFound);
  return (await toDtos(db, [row]))[0]!;
}

export async function getTripByPreference(db: Db, preferenceId: number): Promise<AdminTrip> {
  const row = await findAdminTripByPreference(db, preferenceId);
  if (!row) throw notFound(tripTexts.tripNotFound);
  return (await toDtos(db, [row]))[0]!;
}

export async function rebookingsInfo(db: Db, tripId: number) {
  if (!(await findAdminTrip(db, tripId))) throw notFound(tripTexts.tripNotFound);
  const count = await countRebookingDescendants(db, tripId);
  return { hasRebookings: count > 0, rebookingCount: count };
}

/** GET /api/trips/{tripId}/services (admin): the services with the money snapshotted at proposal time. */
export async function tripServicesForAdmin(db: Db, tripId: number) {
  if (!(await findAdminTrip(db, tripId))) throw notFound(tripTexts.tripNotFound);
  return (await findTripServicesDetailed(db, tripId)).map(({ line, service, partner }) => ({
    id: service.id,
    name: service.name,
    type: service.type,
    company_name: partner.companyName,
    partner_slug: partner.slug,
    partner_website_url: partner.websiteUrl,
    location_details: service.locationDetails,
    unit_price: minorToDecimal(line.unitPriceMinor, line.currency),
    currency: line.currency,
    commission_rate: Number(line.commissionRate),
    partner_payout: line.partnerPayoutMinor === null ? null : minorToDecimal(line.partnerPayoutMinor, line.currency),
  }));
}

/**
 * POST /api/trips (admin): the proposal. The preference row is locked and must still be 'new', so two
 * admins (or a double click) create one trip; the unique index on trips.preference_id backs that up.
 */
export async function createTripProposal(deps: TripDeps, input: z.output<typeof createTripSchema>): Promise<AdminTrip> {
  const rates = await getExchangeRates(deps.db);
  const tripId = await deps.db.transaction(async (tx) => {
    const found = await lockPreferenceWithTraveller(tx, input.preference_id);
    if (!found) throw notFound(tripTexts.preferenceNotFound);
    if (found.preference.status !== 'new') throw conflict(tripTexts.preferenceHasTrip);
    const priced = await priceServicesInNok(tx, input.service_ids, rates);
    await assertNoExcludedCountry(tx, input.service_ids, found.preference.excludedCountries);
    const naming = defaultNaming(priced);
    const destination = input.destination ?? naming.destination;
    assertProposalKeepsSecret(input, destination);
    const trip = await insertTrip(tx, {
      preferenceId: found.preference.id,
      travellerId: found.preference.travellerId,
      name: input.name ?? naming.name,
      destination,
      ...proposalColumns(input),
      paymentStatus: 'pending',
      totalPriceMinor: decimalToMinor(input.total_price, 'NOK'),
      currency: 'NOK',
    });
    await insertTripServices(
      tx,
      priced.map((p) => ({ tripId: trip.id, serviceId: p.serviceId, unitPriceMinor: p.unitPriceMinor, currency: 'NOK', commissionRate: p.commissionRate })),
    );
    await setPreferenceStatus(tx, found.preference.id, 'trip_created');
    const dates = tripDates(found.preference.departureDate, found.preference.duration, 0, trip.nights);
    await queueMail(tx, [
      travellerEmails.proposalReady(found.traveller, { tripId: trip.id, total: input.total_price, currency: 'NOK', departureDate: dates.departure_date }, deps.config.publicUrl),
    ]);
    return trip.id;
  });
  deps.mail.kick();
  return getTripForAdmin(deps.db, tripId);
}

type Transition = (env: TransitionEnv, ctx: Parameters<typeof revealTrip>[1]) => Promise<MailMessage>;
const TRANSITIONS: Partial<Record<TripStatus, Transition>> = { revealed: revealTrip, completed: completeTrip, cancelled: cancelTrip };

/**
 * PUT /api/admin/trips/{id}/status. The row lock makes a double click wait and then answer 409 ('already
 * completed'), so payouts and refunds happen once. `rule` refuses with the admin's own messages first;
 * a target without a transition here, or a move the lifecycle table lacks (moveTrip), answers 409 too.
 */
export async function changeTripStatus(deps: TripDeps, tripId: number, target: TripStatus, rule = assertAdminTarget): Promise<AdminTrip> {
  await deps.db.transaction(async (tx) => {
    const ctx = await lockTripContext(tx, tripId);
    assertFound(ctx);
    rule(ctx.trip.status, target);
    const run = TRANSITIONS[target];
    if (!run) throw conflict(tripTexts.invalidTransition(ctx.trip.status, target));
    const mail = await run({ tx, publicUrl: deps.config.publicUrl, payments: deps.payments }, ctx);
    await queueMail(tx, [mail]);
  });
  deps.mail.kick();
  return getTripForAdmin(deps.db, tripId);
}

/** PUT /api/admin/trips/{id}/reveal: an admin reveals a confirmed trip early. */
export function revealTripNow(deps: TripDeps, tripId: number): Promise<AdminTrip> {
  return changeTripStatus(deps, tripId, 'revealed', (from) => {
    if (from === 'revealed') throw conflict(tripTexts.alreadyInStatus('revealed'));
    if (from !== 'confirmed') throw conflict(tripTexts.revealOnlyConfirmed);
  });
}
