/** Texts of the deposit-and-balance plan (issue 18 section 2): checkout, dashboard, admin and server. */
export const paymentPlanTexts = {
  choiceLegend: 'How would you like to pay?',
  depositOption: (deposit: string) => `Pay the deposit of ${deposit} now`,
  depositOptionHint: (percent: number, balance: string, dueDate: string) => `${percent} % now; the balance of ${balance} is due by ${dueDate}.`,
  fullOption: (total: string) => `Pay in full: ${total}`,
  fullOptionHint: 'Nothing more to pay later.',
  balanceOption: (balance: string) => `Pay the balance: ${balance}`,
  payBalance: 'Pay Balance',
  depositOffer: (percent: number, deposit: string, dueDate: string) =>
    `You can confirm this trip with a ${percent} % deposit of ${deposit}; the rest is due by ${dueDate}.`,
  depositPaid: (balance: string, dueDate: string) => `Deposit paid — balance ${balance} due ${dueDate}`,
  depositPaidRevealNote: 'Your destination is revealed once the balance is paid.',
  paidInFull: (total: string) => `Paid in full: ${total}. Nothing more to pay.`,
  balanceOverdue: 'Balance overdue',
  balanceOverdueBody: (balance: string, dueDate: string) =>
    `The balance of ${balance} was due on ${dueDate}. Please pay it now: your destination is revealed only once the trip is fully paid.`,
  revealAfterPayment: 'after payment',
  revealAfterBalance: 'after the balance',
  // Server messages.
  depositNotOffered: 'A deposit is not offered for this trip (its departure is too close, or deposits are off). Please pay the full price.',
  balanceWithoutDeposit: 'There is no balance to pay: no deposit has been paid for this trip.',
  depositAlreadyPaid: 'The deposit is paid; what is left to pay is the balance.',
  revealNeedsFullPayment: 'Only a fully paid trip can be revealed: its balance is not paid yet.',
  completeNeedsFullPayment: 'Only a fully paid trip can be completed: its balance is not paid yet.',
} as const;
