import type { DemoNeeds } from './preferences-that-fit';
import type { BUDGET_RANGES, DURATIONS, Inclusions, INTERESTS, PaymentStatus, PreferenceStatus, TripStatus } from '@mt/shared';

export interface DemoReview {
  rating: number;
  comments: string;
  daysAgo: number;
  services: { service: string; rating: number; comments: string }[];
  /** Hidden by the admin `daysAgo` days ago with this reason (issue 22): it counts in no rating. */
  hidden?: { reason: string; daysAgo: number };
}

export interface DemoTrip {
  name: string;
  destination: string;
  status: TripStatus;
  paymentStatus: PaymentStatus;
  /** Service keys; demo trips use NOK-priced services so totals need no conversion. */
  services: string[];
  createdDaysAgo: number;
  paidDaysAgo?: number;
  revealedDaysAgo?: number;
  completedDaysAgo?: number;
  /** Journey key of the trip this one rebooks. */
  rebookOf?: string;
  /**
   * A trip confirmed by its deposit (payment status deposit_paid, docs/decisions/0013): the deposit's
   * share of the price and when the balance is due, relative to today (negative: overdue).
   */
  deposit?: { percent: number; balanceDueInDays: number; reminded?: boolean };
  review?: DemoReview;
  /** Cancelled by the traveller `daysAgo` days ago at the default tiers (seed/traveller-cancellation.ts, docs/decisions/0015). */
  cancelledByTraveller?: { daysAgo: number };
  /** What the traveller is told before paying (issue 18): nothing here names the place. */
  nights: number;
  inclusions: Inclusions;
  teaser: string;
  /**
   * Postponed once by the traveller (docs/decisions/0016): the departure it had, in days from today,
   * and when the fee (a postponement_fee charge in the ledger) was paid and the dates moved.
   */
  postponed?: { fromInDays: number; daysAgo: number; feeMinor: number };
  /** A postponement asked for `daysAgo` days ago to `toInDays` from today, its fee not paid yet (seed/pending-postponement.ts). */
  postponementPending?: { toInDays: number; daysAgo: number; feeMinor: number };
  /** A revised proposal: what it was before (version 1) and the change request the revision answered. */
  revisedFrom?: { services: string[]; nights: number; daysAgo: number; answeredRequest: string };
}

/** A traveller's preference and, once the admin has proposed one, its trip. */
export interface DemoJourney {
  key: string;
  traveller: string;
  budget: (typeof BUDGET_RANGES)[number];
  duration: (typeof DURATIONS)[number];
  travellers: number;
  /** Departure relative to today (negative: already travelled). */
  departInDays: number;
  interests: (typeof INTERESTS)[number][];
  notes?: string;
  status: PreferenceStatus;
  createdDaysAgo: number;
  trip?: DemoTrip;
  /** The traveller's change request or reason for declining (preference changes_requested / declined). */
  answer?: { message: string; daysAgo: number };
  /** Home city, flights, needs and excluded countries (issue 19, seed/preferences-that-fit.ts). */
  needs?: DemoNeeds;
}

const camp = (style: string, guided: number, meals: string, transfers = true, flights = false): Inclusions => ({
  accommodation_style: style,
  guided_activities: guided,
  airport_transfers: transfers,
  flights_included: flights,
  meals,
});

export const DEMO_JOURNEYS: DemoJourney[] = [
  {
    key: 'amina-honeymoon', traveller: 'amina', budget: '2000-3500', duration: '7-10', travellers: 2, departInDays: 60,
    interests: ['wildlife', 'relaxation'], status: 'new', createdDaysAgo: 2,
    notes: 'Our first anniversary. We would love a few days on a beach at the end, and no early flights please.',
  },
  {
    key: 'lars-solo', traveller: 'lars', budget: '1000-2000', duration: '5-7', travellers: 1, departInDays: 45,
    interests: ['adventure', 'culture'], status: 'new', createdDaysAgo: 1, notes: 'Happy to hike all day. Vegetarian.',
  },
  {
    // Issue 21: Tendai joined yesterday and has not confirmed the address: the admin sees "Not verified" on it.
    key: 'tendai-first', traveller: 'tendai', budget: '1000-2000', duration: '3-5', travellers: 1, departInDays: 50,
    interests: ['culture', 'foodie'], status: 'new', createdDaysAgo: 0, notes: 'My first trip abroad. I love street food.',
  },
  {
    // A revised proposal: Chloé asked for fewer nights and no desert night, the admin revised it.
    key: 'chloe-morocco', traveller: 'chloe', budget: '3500-5000', duration: '7-10', travellers: 2, departInDays: 75,
    interests: ['culture', 'foodie', 'city'], status: 'trip_created', createdDaysAgo: 6, notes: 'Travelling with my mother, who loves markets and cooking.',
    trip: {
      name: 'Spices, Souks and Mountain Air', destination: 'Marrakech and the High Atlas, Morocco', status: 'pending_confirmation',
      paymentStatus: 'pending', services: ['atlas-trek', 'medina-food', 'hammam'], createdDaysAgo: 3,
      nights: 7, inclusions: camp('a boutique guesthouse around a courtyard, then a mountain lodge', 3, 'breakfast daily, a cooking class and two dinners'),
      teaser: 'Copper lanterns, cinnamon in the air and a cooking lesson with a family who has fed travellers for generations. Then cool mountain mornings.',
      revisedFrom: { services: ['atlas-trek', 'medina-food', 'hammam', 'sahara-camp'], nights: 9, daysAgo: 1, answeredRequest: 'Could it be a bit shorter? My mother would rather skip the long drive to the desert.' },
    },
  },
  {
    // Declined: Chloé's first idea for the autumn, before she chose to travel with her mother.
    key: 'chloe-falls', traveller: 'chloe', budget: '3500-5000', duration: '5-7', travellers: 1, departInDays: 95,
    interests: ['wildlife', 'relaxation'], status: 'declined', createdDaysAgo: 14,
    answer: { message: 'It looks wonderful, but I am travelling with my mother this year and she would prefer cities and markets.', daysAgo: 9 },
    trip: {
      name: 'Mist and Thunder', destination: 'Livingstone, Zambia', status: 'cancelled', paymentStatus: 'na',
      services: ['zambezi-lodge', 'devils-pool'], createdDaysAgo: 11,
      nights: 5, inclusions: camp('a riverside lodge with hippos for neighbours', 2, 'breakfast and dinner daily'),
      teaser: 'Swim at the very edge of a roaring curtain of water, then watch the sun go down over a wide, slow river.',
    },
  },
  {
    // Changes requested: Lars wants more hiking than the proposal has; the admin is revising it.
    key: 'lars-summit', traveller: 'lars', budget: '1000-2000', duration: '5-7', travellers: 1, departInDays: 38,
    interests: ['adventure'], status: 'changes_requested', createdDaysAgo: 8, notes: 'Vegetarian. As little time in a car as possible.',
    answer: { message: 'Looks great, but could one driving day become a full-day hike instead? I am vegetarian, please tell the kitchens.', daysAgo: 1 },
    trip: {
      name: 'Summit at Sunrise', destination: 'Cape Town, South Africa', status: 'pending_confirmation', paymentStatus: 'pending',
      services: ['table-mountain-hike', 'peninsula-tour'], createdDaysAgo: 5,
      nights: 6, inclusions: camp('a small guesthouse on a hillside', 2, 'breakfast daily'),
      teaser: 'Start the day above the clouds with a city waking up below, then follow a coastline where penguins outnumber people.',
    },
  },
  {
    // Deposit paid, balance due later: the dashboard shows the balance, its due date and Pay Balance.
    key: 'lars-namib', traveller: 'lars', budget: '2000-3500', duration: '7-10', travellers: 2, departInDays: 110,
    interests: ['adventure', 'relaxation'], status: 'confirmed', createdDaysAgo: 12, notes: 'Bringing my brother. Big skies, little traffic.',
    trip: {
      name: 'Where the Dunes Meet the Sea', destination: 'Sossusvlei and Swakopmund, Namibia', status: 'confirmed', paymentStatus: 'deposit_paid',
      services: ['sossusvlei-guide', 'coastal-drive'], createdDaysAgo: 10, paidDaysAgo: 8, deposit: { percent: 20, balanceDueInDays: 65 },
      // Yesterday Lars asked to move it 30 days later (balance due then in 95 days) and has not paid the fee yet.
      postponementPending: { toInDays: 140, daysAgo: 1, feeMinor: 100_000 },
      nights: 8, inclusions: camp('a desert lodge under dark skies, then a seaside guesthouse', 3, 'breakfast daily and three dinners'),
      teaser: 'Climb a ridge of red sand before sunrise, then follow a lonely road to where the fog rolls in from a cold ocean.',
    },
  },
  {
    // Balance overdue: confirmed by its deposit, not revealed until the balance is paid.
    key: 'chloe-okavango', traveller: 'chloe', budget: '3500-5000', duration: '5-7', travellers: 2, departInDays: 32,
    interests: ['wildlife', 'relaxation'], status: 'confirmed', createdDaysAgo: 80,
    trip: {
      name: 'Channels of the Delta', destination: 'Okavango Delta, Botswana', status: 'confirmed', paymentStatus: 'deposit_paid',
      services: ['mokoro'], createdDaysAgo: 75, paidDaysAgo: 74, deposit: { percent: 20, balanceDueInDays: -13, reminded: true },
      nights: 5, inclusions: camp('a tented camp on an island of palms', 4, 'all meals'),
      teaser: 'Glide through reed channels in a dugout canoe, with elephants wading past and nothing but birdsong for company.',
    },
  },
  {
    // Postponed: paid in full, then moved once for the fee; the dashboard says "Departure moved from …".
    key: 'sipho-winelands', traveller: 'sipho', budget: '2000-3500', duration: '5-7', travellers: 2, departInDays: 95,
    interests: ['foodie', 'relaxation'], status: 'confirmed', createdDaysAgo: 32, notes: 'Work moved our holiday once already; we like long lunches.',
    trip: {
      name: 'Vines and Two Oceans', destination: 'Stellenbosch and Cape Town, South Africa', status: 'confirmed', paymentStatus: 'paid',
      services: ['bokaap-suites', 'winelands-lunch', 'peninsula-tour'], createdDaysAgo: 30, paidDaysAgo: 28,
      // Five days ago the departure was 45 days away (≥ 28) and the new date 100 days away (28 days to 18 months).
      postponed: { fromInDays: 40, daysAgo: 5, feeMinor: 100_000 },
      nights: 6, inclusions: camp('a boutique suite in a colourful old quarter', 2, 'breakfast daily and a long tasting lunch'),
      teaser: 'Slow lunches among the vines, a colourful old quarter to come home to, and a drive to where two oceans meet.',
    },
  },
  {
    key: 'kwame-falls', traveller: 'kwame', budget: '2000-3500', duration: '5-7', travellers: 2, departInDays: 21,
    interests: ['wildlife', 'adventure'], status: 'confirmed', createdDaysAgo: 20,
    trip: {
      name: 'The Smoke That Thunders', destination: 'Livingstone, Zambia', status: 'confirmed', paymentStatus: 'paid',
      services: ['falls-shuttle', 'devils-pool', 'zambezi-lodge'], createdDaysAgo: 16, paidDaysAgo: 15,
      nights: 5, inclusions: camp('a riverside lodge', 2, 'breakfast daily'),
      teaser: 'Feel the spray before you see it. A swim at the edge of something enormous, and sundowners on a wide, slow river.',
    },
  },
  {
    key: 'ingrid-zanzibar', traveller: 'ingrid', budget: '1000-2000', duration: '5-7', travellers: 2, departInDays: 2,
    interests: ['culture', 'relaxation'], status: 'confirmed', createdDaysAgo: 35,
    trip: {
      name: 'Salt, Sails and Cloves', destination: 'Stone Town, Zanzibar, Tanzania', status: 'revealed', paymentStatus: 'paid',
      services: ['dhow-cruise', 'spice-farm', 'forodhani'], createdDaysAgo: 30, paidDaysAgo: 29, revealedDaysAgo: 1,
      nights: 5, inclusions: camp('a restored merchant house', 3, 'breakfast daily and a night-market dinner'),
      teaser: 'Sails at sunset, cloves on the breeze and the best street food you will eat this year.',
    },
  },
  {
    key: 'amina-cape', traveller: 'amina', budget: '3500-5000', duration: '5-7', travellers: 2, departInDays: -12,
    interests: ['foodie', 'city', 'relaxation'], status: 'confirmed', createdDaysAgo: 50,
    trip: {
      name: 'Where Two Oceans Meet', destination: 'Cape Town, South Africa', status: 'pending_completion', paymentStatus: 'paid',
      services: ['bokaap-suites', 'peninsula-tour', 'winelands-lunch'], createdDaysAgo: 45, paidDaysAgo: 44, revealedDaysAgo: 15,
      nights: 5, inclusions: camp('a colourful city suite', 2, 'breakfast daily and a long wine-country lunch'),
      teaser: 'Two oceans, one mountain and a lunch that lasts all afternoon.',
    },
  },
  {
    key: 'amina-serengeti', traveller: 'amina', budget: '5000+', duration: '7-10', travellers: 2, departInDays: -70,
    interests: ['wildlife', 'adventure'], status: 'completed', createdDaysAgo: 120,
    trip: {
      name: 'Thunder on the Plains', destination: 'Serengeti and Ngorongoro, Tanzania', status: 'completed', paymentStatus: 'paid',
      services: ['serengeti-safari', 'ngorongoro', 'arusha-transfer'], createdDaysAgo: 115, paidDaysAgo: 114, revealedDaysAgo: 73, completedDaysAgo: 58,
      nights: 8, inclusions: camp('a mobile tented camp that follows the herds', 4, 'all meals', true, false),
      teaser: 'A million hooves on the move and a crater where every animal seems to live.',
      review: {
        rating: 5, daysAgo: 56,
        comments: 'We had no idea where we were going until three days before, and it was the best surprise of our lives. Joseph found the river crossing on day two.',
        services: [
          { service: 'serengeti-safari', rating: 5, comments: 'Tens of thousands of wildebeest around the car. Unforgettable.' },
          { service: 'ngorongoro', rating: 5, comments: 'Saw a black rhino within the first hour.' },
          { service: 'arusha-transfer', rating: 4, comments: 'On time and friendly, the SIM card was a nice touch.' },
        ],
      },
    },
  },
  {
    key: 'lars-arusha', traveller: 'lars', budget: '1000-2000', duration: '3-5', travellers: 1, departInDays: 30,
    interests: ['wildlife', 'adventure'], status: 'cancelled', createdDaysAgo: 28, notes: 'A long weekend around a work trip to Arusha.',
    trip: {
      name: 'Crater Rim Weekend', destination: 'Arusha and Ngorongoro, Tanzania', status: 'cancelled', paymentStatus: 'refunded',
      services: ['ngorongoro', 'arusha-guide'], createdDaysAgo: 25, paidDaysAgo: 24,
      nights: 3, inclusions: camp('a lodge on a crater rim', 2, 'breakfast and dinner'),
      teaser: 'A long weekend on the rim of an ancient volcano.',
    },
  },
  {
    key: 'kwame-sahara', traveller: 'kwame', budget: '2000-3500', duration: '5-7', travellers: 2, departInDays: -130,
    interests: ['adventure', 'culture'], status: 'completed', createdDaysAgo: 170,
    trip: {
      name: 'Sand and Stars', destination: 'Merzouga and Marrakech, Morocco', status: 'completed', paymentStatus: 'paid',
      services: ['sahara-camp', 'medina-food'], createdDaysAgo: 165, paidDaysAgo: 163, revealedDaysAgo: 133, completedDaysAgo: 121,
      nights: 6, inclusions: camp('a riad, then a desert camp', 2, 'breakfast daily and three dinners'),
      teaser: 'Dunes at dawn, alleys at dusk, and a night sky you will not forget.',
      review: {
        rating: 4, daysAgo: 119,
        comments: 'The desert camp was magical. The drive over the Atlas is long, bring a good book, but the dunes at sunset make up for it.',
        services: [
          { service: 'sahara-camp', rating: 5, comments: 'Best night sky I have ever seen.' },
          { service: 'medina-food', rating: 4, comments: 'Delicious, a little rushed at the end.' },
        ],
      },
    },
  },
  {
    key: 'ingrid-tarangire', traveller: 'ingrid', budget: '3500-5000', duration: '7-10', travellers: 2, departInDays: -200,
    interests: ['wildlife', 'relaxation'], status: 'completed', createdDaysAgo: 250,
    trip: {
      name: 'Among the Baobabs', destination: 'Tarangire, Tanzania', status: 'completed', paymentStatus: 'paid',
      services: ['tarangire-camp', 'arusha-guide'], createdDaysAgo: 245, paidDaysAgo: 244, revealedDaysAgo: 203, completedDaysAgo: 190,
      nights: 8, inclusions: camp('a tented camp among baobabs', 3, 'all meals'),
      teaser: 'Giant trees, elephant families every afternoon and a guide who knows every bird call.',
      review: {
        rating: 4, daysAgo: 188,
        comments: 'Elephants every single afternoon. Our guide knew every bird call. We are already planning to go back.',
        services: [
          { service: 'tarangire-camp', rating: 4, comments: 'Lovely tents; the shower was lukewarm one evening.' },
          { service: 'arusha-guide', rating: 5, comments: 'Patient, funny and incredibly knowledgeable.' },
        ],
      },
    },
  },
  {
    // Ingrid loved Tarangire so much that she rebooked it: same services at today's prices.
    key: 'ingrid-tarangire-again', traveller: 'ingrid', budget: '3500-5000', duration: '7-10', travellers: 2, departInDays: 75,
    interests: ['wildlife', 'relaxation'], status: 'trip_created', createdDaysAgo: 4,
    trip: {
      name: 'Among the Baobabs', destination: 'Tarangire, Tanzania', status: 'pending_confirmation', paymentStatus: 'pending',
      services: ['tarangire-camp', 'arusha-guide'], createdDaysAgo: 4, rebookOf: 'ingrid-tarangire',
      nights: 8, inclusions: camp('a tented camp among baobabs', 3, 'all meals'),
      teaser: 'Giant trees, elephant families every afternoon and a guide who knows every bird call.',
    },
  },
];
