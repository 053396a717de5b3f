import type { PaymentStatus, TripStatus } from './trip-status';

/**
 * The trip lifecycle of DESIGN.md section 4 as data, so the server enforces it and the web app shows
 * the same buttons. Statuses reached by other paths (payment, reveal, the traveller's completion
 * request) are listed in TRIP_TRANSITIONS too: every path checks the same table.
 */
export const TRIP_TRANSITIONS: Record<TripStatus, readonly TripStatus[]> = {
  // Payment (webhook or sandbox) confirms; anyone may cancel before that.
  pending_confirmation: ['confirmed', 'cancelled'],
  // Reveal (job or admin), the traveller's completion request, the admin's completion, cancellation.
  confirmed: ['revealed', 'pending_completion', 'completed', 'cancelled'],
  revealed: ['pending_completion', 'completed', 'cancelled'],
  pending_completion: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
};

export const canTransition = (from: TripStatus, to: TripStatus) => TRIP_TRANSITIONS[from].includes(to);

/**
 * Targets an admin may choose with PUT /api/admin/trips/{id}/status. 'confirmed' only comes from a
 * successful payment, and a proposal cannot be re-opened: both answer 409.
 */
export const ADMIN_STATUS_TARGETS = ['revealed', 'completed', 'cancelled'] as const satisfies readonly TripStatus[];

/** Trips that are still ahead of (or during) travel; the rest belong to the history. */
export const ACTIVE_TRIP_STATUSES = ['pending_confirmation', 'confirmed', 'revealed', 'pending_completion'] as const satisfies readonly TripStatus[];
export const isActiveTrip = (status: TripStatus) => (ACTIVE_TRIP_STATUSES as readonly TripStatus[]).includes(status);

interface TripState {
  status: TripStatus;
  payment_status: PaymentStatus;
}

/**
 * Spec 1 section 4: Pay Now while the payment is pending, needs action or failed (and the trip still
 * waits for it); and the balance of a trip its deposit confirmed (docs/decisions/0013).
 */
export const PAYABLE_PAYMENT_STATUSES = ['pending', 'requires_action', 'failed'] as const satisfies readonly PaymentStatus[];
export const canPay = (t: TripState) =>
  (t.status === 'pending_confirmation' && (PAYABLE_PAYMENT_STATUSES as readonly PaymentStatus[]).includes(t.payment_status)) ||
  (t.status === 'confirmed' && t.payment_status === 'deposit_paid');

/**
 * Only a fully paid trip is revealed, completed or reviewed (DESIGN.md, second round): a deposit
 * confirms a trip but the traveller learns where they go once the balance is in.
 */
export const isFullyPaid = (t: { payment_status: PaymentStatus }) => t.payment_status === 'paid';

/** Spec 1 section 4: Mark as Completed when confirmed or revealed and paid. */
export const canTravellerComplete = (t: TripState) => (t.status === 'confirmed' || t.status === 'revealed') && isFullyPaid(t);

/**
 * Reviews come from travellers who know what they did: paid, and completed, or revealed (or awaiting
 * completion) from the trip's end date on (issue 19 section 4); `today` is the UTC day of the server's clock.
 */
export const REVIEWABLE_TRIP_STATUSES = ['revealed', 'pending_completion', 'completed'] as const satisfies readonly TripStatus[];
export const canReview = (t: TripState & { return_date: string }, today: string) =>
  (REVIEWABLE_TRIP_STATUSES as readonly TripStatus[]).includes(t.status) && isFullyPaid(t) && (t.status === 'completed' || today >= t.return_date);

/** DESIGN.md section 4: a completed or cancelled trip may be rebooked. */
export const canRebook = (t: { status: TripStatus }) => t.status === 'completed' || t.status === 'cancelled';

/** Spec 1 section 2: the payment badge shows unless the payment is settled (paid) or not applicable. */
export const showsPaymentBadge = (t: { payment_status: PaymentStatus }) => t.payment_status !== 'paid' && t.payment_status !== 'na';

/** Spec 3: Mark as Completed for confirmed, revealed and pending_completion trips (the table's moves to completed). */
export const canAdminComplete = (status: TripStatus) => canTransition(status, 'completed');
/** Spec 3: Mark as Cancelled for any trip that is not completed or cancelled. */
export const canAdminCancel = (status: TripStatus) => canTransition(status, 'cancelled');
/** DESIGN.md section 4: an admin may reveal a confirmed (paid) trip before the scheduler does. */
export const canAdminReveal = (status: TripStatus) => canTransition(status, 'revealed');
/** Completed and cancelled trips are final: no status action is offered (spec 3). */
export const isFinalTripStatus = (status: TripStatus) => TRIP_TRANSITIONS[status].length === 0;
/** Whether the admin's Update Status may choose `to` for a trip in `from` (what the server accepts). */
export const canAdminSetStatus = (from: TripStatus, to: TripStatus) =>
  (ADMIN_STATUS_TARGETS as readonly TripStatus[]).includes(to) && canTransition(from, to);
