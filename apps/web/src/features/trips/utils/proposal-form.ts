import { namedDestinationTerm, proposalContentSchema, proposalTexts, type AdminTrip, type ProposalContent } from '@mt/shared';

/** The proposal's contents as the admin's form holds them (numbers as typed). */
export interface ContentForm {
  nights: string;
  accommodation_style: string;
  guided_activities: string;
  airport_transfers: boolean;
  flights_included: boolean;
  meals: string;
  teaser: string;
}

export const emptyContentForm = (): ContentForm => ({
  nights: '',
  accommodation_style: '',
  guided_activities: '0',
  airport_transfers: false,
  flights_included: false,
  meals: '',
  teaser: '',
});

/** A trip's contents as the revise form starts (older trips without contents start empty). */
export function contentFormOf(trip: Pick<AdminTrip, 'nights' | 'inclusions' | 'teaser'>): ContentForm {
  const i = trip.inclusions;
  return {
    nights: trip.nights === null ? '' : String(trip.nights),
    accommodation_style: i?.accommodation_style ?? '',
    guided_activities: String(i?.guided_activities ?? 0),
    airport_transfers: i?.airport_transfers ?? false,
    flights_included: i?.flights_included ?? false,
    meals: i?.meals ?? '',
    teaser: trip.teaser ?? '',
  };
}

const wholeNumber = (s: string) => (/^\d+$/.test(s.trim()) ? Number(s.trim()) : Number.NaN);

const toInput = (f: ContentForm) => ({
  nights: wholeNumber(f.nights),
  inclusions: {
    accommodation_style: f.accommodation_style,
    guided_activities: wholeNumber(f.guided_activities),
    airport_transfers: f.airport_transfers,
    flights_included: f.flights_included,
    meals: f.meals,
  },
  teaser: f.teaser,
});

/** The contents to send, or null while the form is incomplete (the server checks the same schema). */
export function parseContentForm(f: ContentForm): ProposalContent | null {
  const parsed = proposalContentSchema.safeParse(toInput(f));
  return parsed.success ? parsed.data : null;
}

export type ContentErrors = Partial<Record<'nights' | 'guided_activities' | 'teaser' | 'accommodation_style' | 'meals', string>>;

/**
 * Errors to show beside fields the admin has typed in (empty fields only block the submit), and the
 * server's rule ahead of it: a traveller-facing text that names the destination typed above.
 */
export function contentErrors(f: ContentForm, destination: string): ContentErrors {
  const errors: ContentErrors = {};
  const parsed = proposalContentSchema.safeParse(toInput(f));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[issue.path.length - 1]) as keyof ContentErrors;
      const typed = key === 'nights' || key === 'guided_activities' ? f[key].trim() !== '' : key in f && String(f[key as keyof ContentForm]).trim() !== '';
      if (typed && !errors[key]) errors[key] = issue.message;
    }
  }
  for (const key of ['teaser', 'accommodation_style', 'meals'] as const) {
    const term = namedDestinationTerm(f[key], destination);
    if (term && !errors[key]) errors[key] = proposalTexts.namesDestination(proposalTexts.fieldNames[key], term);
  }
  return errors;
}
