/**
 * A proposal from its first reading to a fully paid trip (issue 18, "Tests and done"), in the browser
 * with the sandbox provider: the traveller reads what is included and asks for changes, the admin sees
 * the request in the Preferences tab and revises the proposal, the traveller sees what changed, pays
 * the deposit with 4242 and then the balance, postpones the trip (paying the booking terms' fee with
 * 4242) and finally cancels it at the quoted refund, computed here from the trip's own cancellation
 * table. The trip's thread is used by both sides on the way.
 *
 * One `describe`, one named step per `it`, sharing the journey's state: a new step is appended after
 * `travellerCancels`. Once a step fails, the following ones are skipped: they would only fail for the
 * same reason.
 */
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import {
  BUDGET_LABELS,
  DURATION_LABELS,
  INTEREST_LABELS,
  adminPreferenceTexts,
  adminTripTexts,
  balanceDueDateOf,
  cancelTripTexts,
  decimalToMinor,
  depositMinorOf,
  describeProposalChange,
  formatMoney,
  minorToDecimal,
  paymentPlanTexts,
  paymentTexts,
  postponeTexts,
  proposalTexts,
  quoteCancellation,
  tripMessageTexts,
  tripTexts,
  type BookingTerms,
  type CancellationTier,
  type PaymentPlan,
  type Postponement,
  type PaymentStatus,
  type ProposalChange,
  type TripStatus,
} from '@mt/shared';
import { createApi, type Account } from './support/api';
import { useBrowser, waitForPath, type NewPageOptions } from './support/browser';
import { saveScreenshot } from './support/screenshots';
import { PROPOSAL_CONTENT, bookableServiceIds, dateInDays, payWithCard, proposeTripWith, submitPreferenceByApi } from './support/trips';
import { button, field } from './support/ui';
import { journeySteps } from './support/journey-steps';

const api = createApi();
const browser = useBrowser();

const CARD = '4242 4242 4242 4242';
const CURRENCY = 'NOK';
const FIRST_PRICE = 24_500;
const REVISED_PRICE = 22_000;
const REVISED_NIGHTS = PROPOSAL_CONTENT.nights - 1;
// Far enough for a deposit (beyond the balance due days) and for the later steps' postponement.
const DEPARTURE_IN_DAYS = 120;
// The postponement moves the trip earlier (allowed, decision 0016): 45 days ahead is past the 28-day
// lead and, with the demo's table, in a tier that refunds part and keeps part (checked, not assumed).
const NEW_DEPARTURE_IN_DAYS = 45;
const PHONE = { mobile: true, viewport: { width: 390, height: 844 } } as const;

const QUESTION = 'Do we need visas for this trip? We both travel on Norwegian passports.';
const ANSWER = 'No visa needed for Norwegian passports on this trip. We will send a packing list with the reveal.';
const CHANGE_REQUEST = 'Could it be a bit cheaper, even if it means one night less?';
const POSTPONE_NOTE = 'We had to move the trip to an earlier date and paid the postponement fee. Does that work for everyone?';
const POSTPONE_REPLY = 'Yes, that works: we have the new date and plan everything around it.';

/** What every step knows of the journey so far. */
interface Journey {
  traveller: Account;
  preferenceId: number;
  tripId: number;
  departureDate: string;
  terms: { deposit_percent: number; balance_due_days: number };
  /** Set by the postponement: the departure before it. */
  postponedFrom?: string;
}
let journey: Journey | undefined;
const state = (): Journey => {
  if (!journey) throw new Error('the journey has not started: the first step did not run');
  return journey;
};

interface TravellerTripView {
  id: number;
  status: TripStatus;
  payment_status: PaymentStatus;
  total_price: number;
  departure_date: string;
  payment_plan: PaymentPlan;
  postponement: Postponement;
  cancellation_tiers: CancellationTier[];
  refunded_amount: number;
  kept_amount: number | null;
}

// ---- What the traveller should see, computed from the booking terms (never typed in by hand). ----

const money = (amount: number) => formatMoney(amount, CURRENCY);
const minor = (amount: number) => decimalToMinor(amount, CURRENCY);
const decimal = (amountMinor: number) => minorToDecimal(amountMinor, CURRENCY);
/** As the web app writes a calendar date ('12 Mar 2027'), the same day in every time zone. */
const calendarDate = (isoDate: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));

/** As the dashboard writes a departure ('Saturday, 14 March 2026', the web's longDate). */
const longDate = (isoDate: string) =>
  new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));

function expectedPlan(total: number) {
  const { terms, departureDate } = state();
  const depositMinor = depositMinorOf(minor(total), terms.deposit_percent);
  return {
    deposit: decimal(depositMinor),
    balance: decimal(minor(total) - depositMinor),
    dueDate: calendarDate(balanceDueDateOf(departureDate, terms.balance_due_days)),
  };
}

// ---- Pages ----

async function travellerTrip(): Promise<TravellerTripView> {
  const { body } = await api.request<{ upcomingTrip: TravellerTripView | null; pastTrips: TravellerTripView[] }>('GET', '/trips', { token: state().traveller.token });
  const trip = [...(body.upcomingTrip ? [body.upcomingTrip] : []), ...body.pastTrips].find((t) => t.id === state().tripId);
  if (!trip) throw new Error(`the traveller's trips do not include trip #${state().tripId}`);
  return trip;
}

/** The public booking terms, as the pricing page and the dialogs read them. */
async function bookingTerms(): Promise<BookingTerms> {
  return (await api.request<BookingTerms>('GET', '/settings/booking-terms', { expect: 200 })).body;
}

/** The traveller's dashboard, opened on the trip's card. */
async function travellerDashboard(options: Omit<NewPageOptions, 'session'> = {}) {
  const { traveller, tripId } = state();
  const page = await browser.newPage({ ...options, session: traveller });
  await page.goto('/dashboard/traveller');
  const card = page.getByRole('article', { name: `Trip #${tripId}` });
  await card.getByRole('heading', { name: `Trip #${tripId}` }).waitFor();
  return { page, card };
}

const threadDialog = (page: Page) => page.getByRole('dialog', { name: tripMessageTexts.threadTitle(state().tripId) });
const paymentDialog = (page: Page) => page.getByRole('dialog', { name: paymentTexts.modalTitle });

/** The admin's trip page, where the thread and the proposal panel are. */
async function adminTripPage() {
  const page = await browser.newPage({ session: await api.admin() });
  await page.goto(`/admin/trip/${state().tripId}`);
  await page.getByRole('heading', { name: adminTripTexts.tripHeading(state().tripId) }).first().waitFor();
  return page;
}

// ---- Steps ----

/** The admin proposes a trip for a new traveller's preference, through the API as the other journeys do. */
async function proposalIsMade() {
  const traveller = await api.registerTraveller();
  const departureDate = dateInDays(DEPARTURE_IN_DAYS);
  const preferenceId = await submitPreferenceByApi(api, traveller, departureDate);
  const tripId = await proposeTripWith(api, preferenceId, await bookableServiceIds(api), FIRST_PRICE);
  const settings = await api.getSettings();
  const terms = { deposit_percent: Number(settings.deposit_percent), balance_due_days: Number(settings.balance_due_days) };
  // The deposit is part of this journey: the demo's terms must offer one this far ahead.
  expect(terms.deposit_percent).toBeGreaterThan(0);
  expect(terms.balance_due_days).toBeLessThan(DEPARTURE_IN_DAYS);
  journey = { traveller, preferenceId, tripId, departureDate, terms };
}

/** The traveller reads what is included beside their own preferences, and asks the team a question. */
async function travellerReadsProposalAndAsks() {
  const { tripId } = state();
  const { page, card } = await travellerDashboard();
  const proposal = card.getByRole('region', { name: proposalTexts.proposalTitle });
  await proposal.getByText(PROPOSAL_CONTENT.teaser).waitFor();

  const included = proposal.getByRole('region', { name: proposalTexts.whatsIncluded });
  const { inclusions } = PROPOSAL_CONTENT;
  for (const line of [
    proposalTexts.nights(PROPOSAL_CONTENT.nights),
    proposalTexts.accommodation(inclusions.accommodation_style),
    proposalTexts.guidedActivities(inclusions.guided_activities),
    proposalTexts.meals(inclusions.meals),
    inclusions.airport_transfers ? proposalTexts.transfersIncluded : proposalTexts.transfersNotIncluded,
    inclusions.flights_included ? proposalTexts.flightsIncluded : proposalTexts.flightsNotIncluded,
  ]) {
    await included.getByText(line, { exact: true }).waitFor();
  }
  // What they asked for (submitPreferenceByApi's preference), beside the proposal.
  const mine = proposal.getByRole('region', { name: proposalTexts.yourPreferences });
  await mine.getByText(BUDGET_LABELS['2000-3500'], { exact: true }).waitFor();
  await mine.getByText(DURATION_LABELS['5-7'], { exact: true }).waitFor();
  await mine.getByText(`${INTEREST_LABELS.wildlife}, ${INTEREST_LABELS.culture}`, { exact: true }).waitFor();

  // The price and the deposit it can be confirmed with, before any payment.
  await card.getByText(money(FIRST_PRICE), { exact: true }).waitFor();
  const plan = expectedPlan(FIRST_PRICE);
  await card.getByText(paymentPlanTexts.depositOffer(state().terms.deposit_percent, money(plan.deposit), plan.dueDate), { exact: true }).waitFor();
  expect(await proposal.getByRole('button').allTextContents()).toEqual([proposalTexts.acceptAndPay, proposalTexts.requestChanges, proposalTexts.decline]);
  await saveScreenshot(page, 'proposal-journey-proposal-desktop');

  // A question for the team, in the trip's thread.
  await card.getByRole('button', { name: tripMessageTexts.open(tripId), exact: true }).click();
  const thread = threadDialog(page);
  await thread.getByText(tripMessageTexts.empty).waitFor();
  await field(thread, tripMessageTexts.label).fill(QUESTION);
  await button(thread, tripMessageTexts.send).click();
  await thread.getByText(QUESTION).waitFor();
  await expect.poll(() => field(thread, tripMessageTexts.label).inputValue()).toBe('');
  await page.keyboard.press('Escape');
  await thread.waitFor({ state: 'detached' });
}

/** The traveller asks for changes with a message; the card says the team is revising. */
async function travellerRequestsChanges() {
  const { card, page } = await travellerDashboard();
  await button(card, proposalTexts.requestChanges).click();
  const dialog = page.getByRole('dialog', { name: proposalTexts.changeRequestTitle });
  const send = button(dialog, proposalTexts.sendRequest);
  expect(await send.isDisabled()).toBe(true);
  await field(dialog, proposalTexts.changeRequestLabel).pressSequentially(CHANGE_REQUEST);
  await send.click();
  await dialog.waitFor({ state: 'detached' });
  await card.getByText(proposalTexts.changesRequestedTitle).waitFor();
  await card.getByText(CHANGE_REQUEST).waitFor();
  // The proposal as it stands can still be accepted while the team revises.
  await button(card, proposalTexts.acceptAndPay).waitFor();
}

/**
 * The admin finds the request in the Preferences tab, answers the question on the trip page, and
 * revises the proposal: a lower price and one night less.
 */
async function teamAnswersAndRevises() {
  const { traveller, tripId } = state();
  const page = await browser.newPage({ session: await api.admin() });
  await page.goto('/admin/dashboard?tab=preferences');
  await field(page, adminPreferenceTexts.searchLabel).fill(traveller.email);
  const row = page.getByRole('row').filter({ hasText: traveller.email });
  await row.getByText(adminPreferenceTexts.statuses.changes_requested, { exact: true }).waitFor();
  await row.getByText(`“${CHANGE_REQUEST}”`).waitFor();
  await row.getByText(adminPreferenceTexts.tripLabel(tripId)).waitFor();
  await saveScreenshot(page, 'proposal-journey-admin-preferences');

  const trip = await adminTripPage();
  const thread = trip.getByRole('region', { name: tripMessageTexts.title });
  await thread.getByText(QUESTION).waitFor();
  await field(thread, tripMessageTexts.label).fill(ANSWER);
  await button(thread, tripMessageTexts.send).click();
  await thread.getByText(ANSWER).waitFor();

  await trip.getByRole('link', { name: proposalTexts.reviseProposal }).click();
  await waitForPath(trip, `/admin/trip/${tripId}/revise`);
  await trip.getByText(CHANGE_REQUEST).waitFor();
  const total = field(trip, adminTripTexts.totalPrice);
  // The form starts from the proposal as it is.
  await expect.poll(() => total.inputValue()).toBe(FIRST_PRICE.toFixed(2));
  await total.fill(String(REVISED_PRICE));
  await field(trip, proposalTexts.nightsField).fill(String(REVISED_NIGHTS));
  await button(trip, proposalTexts.saveRevision).click();
  await waitForPath(trip, `/admin/trip/${tripId}`);
  await trip.getByText(proposalTexts.revisionSaved(tripId, 2)).waitFor();
}

/** The traveller sees the new version and what changed, and the team's answer behind the unread badge. */
async function travellerSeesRevisionAndAnswer() {
  const { tripId } = state();
  const { page, card } = await travellerDashboard();
  const changed = card.getByRole('region', { name: proposalTexts.whatChanged });
  await changed.getByText(proposalTexts.revisedTitle(2)).waitFor();
  const expected: ProposalChange[] = [
    { field: 'total_price', from: FIRST_PRICE, to: REVISED_PRICE },
    { field: 'nights', from: PROPOSAL_CONTENT.nights, to: REVISED_NIGHTS },
  ];
  expect((await changed.getByRole('listitem').allTextContents()).sort()).toEqual(expected.map((c) => describeProposalChange(c, CURRENCY)).sort());
  await card.getByText(money(REVISED_PRICE), { exact: true }).first().waitFor();
  const included = card.getByRole('region', { name: proposalTexts.whatsIncluded });
  await included.getByText(proposalTexts.nights(REVISED_NIGHTS), { exact: true }).waitFor();
  // The request was answered by the revision.
  expect(await card.getByText(proposalTexts.changesRequestedTitle).count()).toBe(0);
  const plan = expectedPlan(REVISED_PRICE);
  await card.getByText(paymentPlanTexts.depositOffer(state().terms.deposit_percent, money(plan.deposit), plan.dueDate), { exact: true }).waitFor();
  await saveScreenshot(page, 'proposal-journey-revised-desktop');

  const withBadge = card.getByRole('button', { name: `${tripMessageTexts.open(tripId)}, ${tripMessageTexts.unread(1)}`, exact: true });
  await withBadge.click();
  const thread = threadDialog(page);
  await thread.getByText(ANSWER).waitFor();
  await thread.getByText(tripMessageTexts.teamName, { exact: false }).waitFor();
  await thread.getByText(QUESTION).waitFor();
  await saveScreenshot(page, 'proposal-journey-thread-desktop');
  await page.keyboard.press('Escape');
  // Read: the badge is gone.
  await card.getByRole('button', { name: tripMessageTexts.open(tripId), exact: true }).waitFor();
}

/** Accept & Pay, choose the deposit, pay it with 4242: the trip is confirmed with its balance and due date. */
async function travellerPaysDeposit() {
  const { card, page } = await travellerDashboard();
  const plan = expectedPlan(REVISED_PRICE);
  await button(card, proposalTexts.acceptAndPay).click();
  const dialog = paymentDialog(page);
  const choice = dialog.getByRole('group', { name: paymentPlanTexts.choiceLegend });
  const full = choice.getByRole('radio', { name: paymentPlanTexts.fullOption(money(REVISED_PRICE)), exact: true });
  const deposit = choice.getByRole('radio', { name: paymentPlanTexts.depositOption(money(plan.deposit)), exact: true });
  // What is due next is the full price; the deposit is the traveller's choice.
  await expect.poll(() => full.isChecked()).toBe(true);
  await button(dialog, paymentTexts.payButton(money(REVISED_PRICE))).waitFor();
  await saveScreenshot(page, 'proposal-journey-payment-modal-desktop');
  await deposit.check();
  await button(dialog, paymentTexts.payButton(money(plan.deposit))).waitFor();
  await payWithCard(page, CARD);
  await dialog.getByText(paymentTexts.success).waitFor();
  await dialog.waitFor({ state: 'detached' });

  await card.getByText(paymentPlanTexts.depositPaid(money(plan.balance), plan.dueDate), { exact: true }).waitFor();
  await card.getByText(paymentPlanTexts.depositPaidRevealNote).waitFor();
  await button(card, paymentPlanTexts.payBalance).waitFor();
  expect(await card.getByText(paymentPlanTexts.balanceOverdue, { exact: true }).count()).toBe(0);
  const trip = await travellerTrip();
  expect({ status: trip.status, payment_status: trip.payment_status, amount_paid: trip.payment_plan.amount_paid }).toEqual({
    status: 'confirmed',
    payment_status: 'deposit_paid',
    amount_paid: plan.deposit,
  });
}

/** Pay Balance offers the balance alone; once paid the trip is paid in full. */
async function travellerPaysBalance() {
  const { card, page } = await travellerDashboard();
  const plan = expectedPlan(REVISED_PRICE);
  await button(card, paymentPlanTexts.payBalance).click();
  const dialog = paymentDialog(page);
  await button(dialog, paymentTexts.payButton(money(plan.balance))).waitFor();
  // Only the balance can be paid now: no choice to make, and the modal says it is the balance.
  await dialog.getByText(paymentPlanTexts.balanceOption(money(plan.balance)), { exact: true }).waitFor();
  expect(await dialog.getByRole('radio').count()).toBe(0);
  await payWithCard(page, CARD);
  await dialog.getByText(paymentTexts.success).waitFor();
  await dialog.waitFor({ state: 'detached' });

  await card.getByText(paymentPlanTexts.paidInFull(money(REVISED_PRICE)), { exact: true }).waitFor();
  expect(await button(card, paymentPlanTexts.payBalance).count()).toBe(0);
  expect(await card.getByText(paymentPlanTexts.depositPaid(money(plan.balance), plan.dueDate)).count()).toBe(0);
  const trip = await travellerTrip();
  expect({ status: trip.status, payment_status: trip.payment_status, amount_paid: trip.payment_plan.amount_paid }).toEqual({
    status: 'confirmed',
    payment_status: 'paid',
    amount_paid: REVISED_PRICE,
  });
}

const postponeDialog = (page: Page) => page.getByRole('dialog', { name: postponeTexts.dialogTitle });
const cancelDialog = (page: Page) => page.getByRole('dialog', { name: cancelTripTexts.dialogTitle(state().tripId) });

/**
 * Opens "Postpone trip" on the dashboard, checks the dialog against the trip's postponement block and
 * the booking terms' fee, and types the new date. Nothing is sent yet.
 */
async function openPostponeDialog(options: Omit<NewPageOptions, 'session'>, newDate: string, fee: string) {
  const { page, card } = await travellerDashboard(options);
  const { postponement, departure_date } = await travellerTrip();
  await card.getByText(`${postponeTexts.offer} ${postponeTexts.terms(fee)}`, { exact: true }).waitFor();
  await button(card, postponeTexts.action).click();
  const dialog = postponeDialog(page);
  await dialog.getByText(`Trip #${state().tripId} · departs ${longDate(departure_date)}`, { exact: true }).waitFor();
  await dialog.getByText(postponeTexts.terms(fee), { exact: false }).waitFor();
  const date = field(dialog, postponeTexts.dateLabel);
  // The input is bounded as the server will check it.
  expect({ min: await date.getAttribute('min'), max: await date.getAttribute('max') }).toEqual({ min: postponement.earliest_date, max: postponement.latest_date });
  await dialog.getByText(postponeTexts.dateHint(longDate(postponement.earliest_date), longDate(postponement.latest_date)), { exact: true }).waitFor();
  const confirm = button(dialog, postponeTexts.confirm(fee));
  expect(await confirm.isDisabled()).toBe(true);
  await date.fill(newDate);
  await expect.poll(() => confirm.isDisabled()).toBe(false);
  return { page, card, dialog, confirm };
}

/**
 * The traveller moves the departure with "Postpone trip": the fee is the booking terms' one, paid with
 * 4242 inside the dialog; the dashboard then shows the new departure and where it was moved from. The
 * thread tells the team, and the admin answers from the trips view's unread badge.
 */
async function travellerPostpones() {
  const { tripId, departureDate } = state();
  const terms = await bookingTerms();
  expect(terms.postponement_fee).toBeGreaterThan(0);
  const fee = money(terms.postponement_fee);
  const newDate = dateInDays(NEW_DEPARTURE_IN_DAYS);
  const before = await travellerTrip();
  expect(before.departure_date).toBe(departureDate);
  expect(before.postponement).toMatchObject({ allowed: true, reason: null, fee: terms.postponement_fee, postponed_from: null, pending: null });
  // The chosen date lies within what the dialog allows.
  expect(newDate >= before.postponement.earliest_date && newDate <= before.postponement.latest_date).toBe(true);

  // On a phone first, only to look at it: the dialog is closed without sending anything.
  const phone = await openPostponeDialog(PHONE, newDate, fee);
  await saveScreenshot(phone.page, 'proposal-journey-postpone-dialog-mobile');
  await button(phone.dialog, postponeTexts.keep).click();
  await phone.dialog.waitFor({ state: 'detached' });
  expect((await travellerTrip()).postponement.pending).toBeNull();

  const { page, card, dialog, confirm } = await openPostponeDialog({}, newDate, fee);
  await saveScreenshot(page, 'proposal-journey-postpone-dialog-desktop');
  await confirm.click();
  await dialog.getByText(postponeTexts.feeStarted(longDate(newDate)), { exact: true }).waitFor();
  // Nothing moved before the fee is paid.
  expect((await travellerTrip()).departure_date).toBe(departureDate);
  await dialog.getByText(paymentTexts.testMode, { exact: true }).waitFor();
  await field(dialog, 'Card number').fill(CARD);
  await field(dialog, 'Expiry (MM / YY)').fill('12 / 40');
  await field(dialog, 'CVC').fill('123');
  await saveScreenshot(page, 'proposal-journey-postpone-fee-desktop');
  await button(dialog, paymentTexts.payButton(fee)).click();
  await dialog.getByText(postponeTexts.paid, { exact: true }).waitFor();
  await dialog.waitFor({ state: 'detached' });

  await card.getByText(postponeTexts.postponedFrom(longDate(departureDate)), { exact: true }).waitFor();
  await card.getByText(longDate(newDate), { exact: true }).first().waitFor();
  // Once only: no second postponement is offered.
  expect(await button(card, postponeTexts.action).count()).toBe(0);
  await saveScreenshot(page, 'proposal-journey-postponed-desktop');

  const after = await travellerTrip();
  expect({ departure_date: after.departure_date, postponed_from: after.postponement.postponed_from, pending: after.postponement.pending }).toEqual({
    departure_date: newDate,
    postponed_from: departureDate,
    pending: null,
  });
  expect(after.postponement.allowed).toBe(false);
  expect(after.postponement.reason).toBe(postponeTexts.alreadyPostponed(departureDate));
  // The fee is a ledger charge of its own, not part of the price: what was paid for the trip is unchanged,
  // nothing is due, and nothing was refunded.
  expect({ status: after.status, payment_status: after.payment_status, amount_paid: after.payment_plan.amount_paid, amount_due: after.payment_plan.amount_due, refunded: after.refunded_amount }).toEqual({
    status: 'confirmed',
    payment_status: 'paid',
    amount_paid: REVISED_PRICE,
    amount_due: 0,
    refunded: 0,
  });
  // A second request is refused by the server as well, and starts no charge.
  const again = await api.request<{ message: string }>('POST', `/trips/${tripId}/postpone`, {
    token: state().traveller.token,
    body: { departure_date: dateInDays(NEW_DEPARTURE_IN_DAYS + 7) },
    expect: 409,
  });
  expect(again.body.message).toBe(postponeTexts.alreadyPostponed(departureDate));
  journey = { ...state(), departureDate: newDate, postponedFrom: departureDate };

  // The traveller tells the team in the thread; the admin sees the unread badge in the trips view and answers.
  await card.getByRole('button', { name: tripMessageTexts.open(tripId), exact: true }).click();
  const thread = threadDialog(page);
  await field(thread, tripMessageTexts.label).fill(POSTPONE_NOTE);
  await button(thread, tripMessageTexts.send).click();
  await thread.getByText(POSTPONE_NOTE).waitFor();
  await page.keyboard.press('Escape');
  await thread.waitFor({ state: 'detached' });

  const admin = await browser.newPage({ session: await api.admin() });
  await admin.goto('/admin/trips');
  const row = admin.getByRole('row').filter({ hasText: `#${tripId}` });
  await row.getByText(tripMessageTexts.unread(1)).waitFor();
  await row.getByRole('link', { name: adminTripTexts.viewTrip(tripId) }).click();
  await waitForPath(admin, `/admin/trip/${tripId}`);
  const adminThread = admin.getByRole('region', { name: tripMessageTexts.title });
  await adminThread.getByText(POSTPONE_NOTE).waitFor();
  await field(adminThread, tripMessageTexts.label).fill(POSTPONE_REPLY);
  await button(adminThread, tripMessageTexts.send).click();
  await adminThread.getByText(POSTPONE_REPLY).waitFor();
}

/** Opens "Cancel trip" and checks the quote against the one computed here. Nothing is sent yet. */
async function openCancelDialog(options: Omit<NewPageOptions, 'session'>, expected: ReturnType<typeof expectedCancellation>) {
  const { page, card } = await travellerDashboard(options);
  await button(card, cancelTripTexts.cancelTrip).click();
  const dialog = cancelDialog(page);
  const confirm = button(dialog, cancelTripTexts.confirm(expected.refund, CURRENCY));
  await confirm.waitFor();
  const amounts = dialog.getByRole('definition');
  expect(await amounts.allTextContents()).toEqual([money(expected.refund), money(expected.fee)]);
  await dialog.getByText(cancelTripTexts.daysBefore(expected.days), { exact: true }).waitFor();
  await dialog.getByText(expected.label, { exact: false }).waitFor();
  const applies = dialog.getByRole('row').filter({ hasText: cancelTripTexts.tierApplies });
  expect(await applies.count()).toBe(1);
  return { page, card, dialog, confirm };
}

/**
 * What cancelling today gives back, by the shared rule (decision 0014) on the trip's own table
 * (agreed at its first charge), the days before the NEW departure and what was paid for the trip.
 */
function expectedCancellation(trip: TravellerTripView) {
  const { terms, departureDate } = state();
  const quote = quoteCancellation({
    tiers: trip.cancellation_tiers,
    totalMinor: minor(REVISED_PRICE),
    // The deposit paid in this journey, by the terms it was paid under.
    depositMinor: depositMinorOf(minor(REVISED_PRICE), terms.deposit_percent),
    paidMinor: minor(REVISED_PRICE),
    currency: CURRENCY,
    departureDate,
    today: dateInDays(0),
  });
  return { refund: decimal(quote.refundMinor), fee: decimal(quote.feeMinor), days: quote.days_before_departure, label: quote.tier.label };
}

/**
 * The traveller reads the quote, confirms with the button naming the refund, and sees the trip
 * cancelled with what was refunded and kept; the admin's trip page shows both amounts too.
 */
async function travellerCancels() {
  const { tripId } = state();
  const trip = await travellerTrip();
  expect(trip.departure_date).toBe(state().departureDate);
  expect(trip.cancellation_tiers.length).toBeGreaterThan(0);
  const expected = expectedCancellation(trip);
  expect(expected.days).toBe(NEW_DEPARTURE_IN_DAYS);
  // The date was chosen so that this tier both refunds and keeps something: a partial refund.
  expect(expected.refund).toBeGreaterThan(0);
  expect(expected.fee).toBeGreaterThan(0);

  const phone = await openCancelDialog(PHONE, expected);
  await saveScreenshot(phone.page, 'proposal-journey-cancel-dialog-mobile');
  await button(phone.dialog, cancelTripTexts.keep).click();
  await phone.dialog.waitFor({ state: 'detached' });
  expect((await travellerTrip()).status).toBe('confirmed');

  const { page, dialog, confirm } = await openCancelDialog({}, expected);
  // The team's answer about the postponement is waiting behind the unread badge; read first.
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  const card = page.getByRole('article', { name: `Trip #${tripId}` });
  await card.getByRole('button', { name: `${tripMessageTexts.open(tripId)}, ${tripMessageTexts.unread(1)}`, exact: true }).click();
  const thread = threadDialog(page);
  await thread.getByText(POSTPONE_REPLY).waitFor();
  await page.keyboard.press('Escape');
  await thread.waitFor({ state: 'detached' });

  await button(card, cancelTripTexts.cancelTrip).click();
  await confirm.waitFor();
  await field(dialog, cancelTripTexts.reasonLabel).fill('A family matter keeps us at home, sadly.');
  await saveScreenshot(page, 'proposal-journey-cancel-dialog-desktop');
  await confirm.click();
  await dialog.getByText(cancelTripTexts.cancelled(expected.refund, expected.fee, CURRENCY), { exact: true }).waitFor();
  await saveScreenshot(page, 'proposal-journey-cancelled-dialog-desktop');
  // The dialog's own Close under the message (the corner × is named Close too).
  await button(dialog, 'Close').filter({ hasText: 'Close' }).click();
  await dialog.waitFor({ state: 'detached' });

  // The trip has left "Your next adventure" for the travel history, with what was refunded and kept.
  const outcome = [cancelTripTexts.refundedNote(expected.refund, CURRENCY), cancelTripTexts.keptNote(expected.fee, CURRENCY)].join(' · ');
  await card.waitFor({ state: 'detached' });
  for (const options of [{}, PHONE]) {
    const view = await browser.newPage({ ...options, session: state().traveller });
    await view.goto('/dashboard/traveller');
    const history = view.getByRole('region', { name: tripTexts.travelHistory });
    const row = history.getByRole('row').filter({ hasText: `#${tripId}` });
    await row.getByText(outcome, { exact: true }).waitFor();
    await row.getByText('Cancelled', { exact: true }).first().waitFor();
    await saveScreenshot(view, `proposal-journey-cancelled-${options === PHONE ? 'mobile' : 'desktop'}`);
  }

  const after = await travellerTrip();
  expect({ status: after.status, payment_status: after.payment_status, refunded_amount: after.refunded_amount, kept_amount: after.kept_amount }).toEqual({
    status: 'cancelled',
    payment_status: 'partially_refunded',
    refunded_amount: expected.refund,
    kept_amount: expected.fee,
  });

  const admin = await adminTripPage();
  const summary = admin.getByText(cancelTripTexts.refundedNote(expected.refund, CURRENCY), { exact: true }).first();
  await summary.waitFor();
  await admin.getByText(cancelTripTexts.keptNote(expected.fee, CURRENCY), { exact: true }).first().waitFor();
  await saveScreenshot(admin, 'proposal-journey-cancelled-admin-desktop');
}

describe('a proposal from first reading to fully paid, postponed and cancelled (issue 18)', () => {
  const step = journeySteps();

  step('the admin proposes a trip', proposalIsMade);
  step('the traveller reads what is included and asks a question', travellerReadsProposalAndAsks);
  step('the traveller requests changes with a message', travellerRequestsChanges);
  step('the admin sees the request, answers the question and revises the proposal', teamAnswersAndRevises);
  step('the traveller sees the revision, what changed and the answer', travellerSeesRevisionAndAnswer);
  step('the traveller pays the deposit with 4242 and sees the balance and its due date', travellerPaysDeposit);
  step('the traveller pays the balance and the trip is paid in full', travellerPaysBalance);
  step('the traveller postpones with the fee paid by card; the team hears of it in the thread', travellerPostpones);
  step('the traveller cancels at the quoted refund; both sides see what was refunded and kept', travellerCancels);
});
