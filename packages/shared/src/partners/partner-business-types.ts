/** The partner's own business type at registration (spec 1 section 9); distinct from service types. */
export const PARTNER_BUSINESS_TYPES = [
  'accommodation',
  'tours',
  'transport',
  'excursion',
  'community',
  'freelancer',
  'other',
] as const;
export type PartnerBusinessType = (typeof PARTNER_BUSINESS_TYPES)[number];

export const partnerBusinessTypeLabels: Record<PartnerBusinessType, string> = {
  accommodation: 'Accommodation',
  tours: 'Tours',
  transport: 'Transport',
  excursion: 'Excursions',
  community: 'Community Experiences',
  freelancer: 'Freelance Guide',
  other: 'Other',
};
