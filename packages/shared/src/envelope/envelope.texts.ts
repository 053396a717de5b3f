import type { EnvelopeStage } from './envelope.schemas';

/** The envelope's words, for the dashboard, the admin editor and the e-mails (issue 19 section 2). */
export const envelopeTexts = {
  title: 'Your envelope',
  intro: 'Clues to your mystery trip open one at a time as departure nears.',
  stageTitle: { weather: 'The weather', packing: 'What to pack', region: 'The region', destination: 'The destination' } satisfies Record<EnvelopeStage, string>,
  sealed: 'Sealed',
  opensOn: (date: string) => `Opens on ${date}`,
  /** `countdown` reads "in 3 days", "tomorrow" or "soon". */
  nextIn: (what: string, countdown: string) => `${what} opens ${countdown}`,
  soon: 'soon',
  opensSoon: 'Opens soon',
  weatherBand: (min: number, max: number) => `${min}–${max} °C`,
  rainChance: (percent: number) => `${percent}% chance of rain`,
  openStage: (stage: string) => `Open: ${stage}`,
  allOpen: 'Every clue is open. Have a wonderful trip!',
  /** A trip whose balance is overdue opens no stage (issue 19 section 2). */
  heldByBalance: 'Your next clue opens once the balance is paid.',
  // Admin editor.
  editorTitle: 'Envelope',
  editorIntro: 'Write the clues the traveller reads before the reveal. A stage opens only once written; never name the place.',
  saved: 'Envelope saved.',
  stageOpenedLocked: (stage: string) => `The ${stage} stage has already opened; the traveller has read it.`,
  tripClosed: 'A cancelled or completed trip has no envelope to write.',
  namesThePlace: 'The clues must not name the destination, a country, a service or a partner.',
  missing: (stages: string) => `Due but not written: ${stages}. It opens as soon as you write it.`,
  daysOrder: 'Stages must open in order: weather days ≥ packing days ≥ region days ≥ reveal days.',
  // E-mails: each names only what its stage shows.
  mailSubject: { weather: 'A first clue: the weather on your mystery trip', packing: 'A new clue: what to pack', region: 'A new clue: the region of your mystery trip' } satisfies Record<
    Exclude<EnvelopeStage, 'destination'>,
    string
  >,
} as const;
