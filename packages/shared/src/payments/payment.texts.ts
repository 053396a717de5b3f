/** Payment texts (spec 1 sections 2, 4 and 8) and the card messages Stripe shows for its test cards. */
export const paymentTexts = {
  modalTitle: 'Complete Your Payment',
  payButton: (amount: string) => `Pay ${amount}`,
  processing: 'Processing...',
  testMode: 'Test mode',
  testModeHint: 'No real money moves. Use 4242 4242 4242 4242 with any future date and any CVC.',
  success: 'Payment successful! Your trip is confirmed.',
  // Spec 1 section 8 (client fallbacks and messages).
  initFailed: (status: number) => `Failed to initialize payment (HTTP ${status})`,
  missingClientSecret: 'Missing client_secret from server response.',
  couldNotInitiate: 'Could not initiate payment process.',
  stripeConfigMissing: 'Stripe configuration is missing.',
  setupFailed: (reason: string) => `Payment setup failed: ${reason}`,
  couldNotDisplay: 'Could not display payment form.',
  notReady: 'Payment system not ready.',
  unexpected: 'An unexpected error occurred.',
  processFailed: 'Failed to process payment. Please try again.',
  requiresAction: 'Please complete the authentication with your bank to finish the payment.',
  status: (status: string) => `Payment status: ${status}`,
  // 3-D Secure step of the sandbox.
  authenticateTitle: 'Confirm this payment with your bank',
  authenticateBody: 'Your bank asks you to confirm this payment (3-D Secure). In test mode you choose the outcome.',
  authenticateApprove: 'Complete authentication',
  authenticateFail: 'Fail authentication',
  // /payment-confirmation (spec 1 section 2).
  confirmation: {
    succeeded: { title: 'Payment Successful!', body: 'Thank you! Your payment was received and your mystery trip is confirmed. We have sent you an email.' },
    processing: { title: 'Payment Processing', body: 'Your payment is being processed. We will email you as soon as it is confirmed.' },
    failed: { title: 'Payment Failed', body: 'Your payment did not go through. No money was taken. Please try again from your dashboard.' },
    unknown: { title: 'Payment Status Unknown', body: 'We could not tell the status of your payment. Please check your dashboard, or contact us if you were charged.' },
  },
  returnToDashboard: 'Return to Dashboard',
  // Admin dashboard: payments that did not match (docs/decisions/0034).
  discrepancies: {
    title: 'Payments that did not match their charge',
    intro: 'The provider reported these payments as succeeded for another amount or currency than the charge asked. Nothing was confirmed: refund or settle each one by hand, then mark it resolved.',
    line: (t: { tripId: number; tripName: string; expected: string; received: string; providerPaymentId: string; date: string }) =>
      `Trip #${t.tripId} (${t.tripName}): expected ${t.expected}, received ${t.received}. Payment ${t.providerPaymentId}, ${t.date}.`,
    receivedUnknown: 'an unknown amount',
    resolve: 'Mark resolved',
    resolving: 'Saving...',
    resolved: 'Marked as resolved.',
  },
  // Server messages.
  discrepancyNotFound: 'Payment discrepancy not found.',
  invalidClientSecret: 'This payment could not be found.',
  sandboxOnly: 'The sandbox is only available when Stripe is not configured.',
  stripeNotConfigured: 'Stripe webhooks are not configured on this server.',
  signatureInvalid: 'Invalid webhook signature.',
  eventMalformed: 'The webhook body is not an event (it needs an id, a type and data.object).',
  providerUnavailable: 'The payment provider could not be reached. Please try again in a moment.',
  notAwaitingAuthentication: 'This payment is not waiting for authentication.',
  paymentUnderway: 'A payment for this trip is being processed. Please wait a moment and check your dashboard.',
} as const;

/** Stripe's messages for its declines (https://docs.stripe.com/testing), used by the sandbox. */
export const cardMessages = {
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  expired: 'Your card has expired.',
  incorrectCvc: "Your card's security code is incorrect.",
  authenticationFailed: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  incorrectNumber: 'Your card number is incorrect.',
  notTestCard: 'Your card was declined. Your request was in test mode, but used a non test card.',
  numberIncomplete: 'Your card number is incomplete.',
  expiryIncomplete: "Your card's expiration date is incomplete.",
  expiryInPast: "Your card's expiration year is in the past.",
  cvcIncomplete: "Your card's security code is incomplete.",
} as const;
