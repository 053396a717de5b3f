/**
 * Legal constants (spec 3 section 9). The Terms, Partner Terms, Privacy Policy and the pricing page
 * quote these values, so a change here changes every page that states them.
 */
export const LEGAL_CURRENCY = 'USD';
/** Our total liability to a traveller under the Terms of Service. */
export const LIABILITY_CAP_USD = 100;
/** Notice we give before changes to the terms or policies take effect. */
export const CHANGE_NOTICE_DAYS = 30;
/** Minimum age to hold an account or book a trip; the service is not aimed at anyone younger. */
export const MINIMUM_AGE = 18;
/** A partner's liability is at most the lower of this many months of commission ... */
export const PARTNER_LIABILITY_COMMISSION_MONTHS = 12;
/** ... or this amount. */
export const PARTNER_LIABILITY_CAP_USD = 100;

/** ISO date shown as "Last updated" on the legal pages. */
export const LEGAL_LAST_UPDATED = '2026-11-22';

/** The company that operates the platform and controls personal data (named in the privacy contact block). */
export const OPERATING_COMPANY = {
  name: 'Mystery Trips AS',
  city: 'Oslo',
  country: 'Norway',
  privacyEmail: 'privacy@mysterytrips.example',
} as const;

/** "USD 1,600": legal and pricing texts spell the currency code rather than a symbol. */
export const formatLegalAmount = (amount: number, currency: string = LEGAL_CURRENCY): string =>
  `${currency} ${new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(amount)}`;
