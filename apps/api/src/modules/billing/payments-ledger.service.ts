/**
 * The payments ledger as other modules see it (trips records and settles its charges here). The
 * repository stays private to billing; this file is the door to it, so the queries live in one place.
 */
export {
  countTripPayments,
  findPaymentByIntentId,
  insertPayment,
  insertRefund,
  listOpenPayments,
  lockPaymentByProviderId,
  OPEN_PAYMENT_STATUSES,
  lockSucceededPayments,
  paidMinorByTrip,
  paidMinorOfTrip,
  refundedMinorByTrip,
  refundedMinorOfTrip,
  refundedMinorOf,
  setPaymentStatus,
  type PaymentRow,
  type RefundRow,
} from './payments-ledger.repository';
export { insertPaymentDiscrepancy, type PaymentDiscrepancyInsert } from './payment-discrepancies.repository';
