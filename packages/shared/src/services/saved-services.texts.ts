import { paths } from '../common/paths';

/** At most this many saved services per traveller (decision 0038): a wish list, not a copy of the catalogue. */
export const SAVED_SERVICES_MAX = 200;

/** Where the traveller dashboard's Saved tab is (the dashboard keeps its open tab in `?tab=`). */
export const SAVED_TAB_ID = 'saved';
export const SAVED_TAB_PATH = `${paths.travellerDashboard}?tab=${SAVED_TAB_ID}`;

/** The traveller's saved services: the heart's answers, the dashboard's Saved tab and the admin's hint. */
export const savedServicesTexts = {
  saved: (name: string) => `Saved ${name}.`,
  removed: (name: string) => `Removed ${name} from saved.`,
  undo: 'Undo',
  viewSaved: 'View saved',
  saveFailed: (name: string) => `Could not save ${name}. Please try again.`,
  removeFailed: (name: string) => `Could not remove ${name}. Please try again.`,
  tripsTab: 'My trips',
  tab: 'Saved',
  tabCount: (n: number) => `${n} saved`,
  title: 'Saved services',
  intro: 'The services you saved with the heart. When we plan your next mystery trip, we look at these first, and the destination stays a surprise.',
  emptyTitle: 'Nothing saved yet',
  emptyBody: 'Press the heart on any service you love, and it will wait for you here.',
  emptyAction: 'Explore services',
  loadFailed: 'Could not load your saved services.',
  // The admin's create-trip view (spec 3): the traveller's hint list, without spoiling the surprise.
  savedByTraveller: 'Saved by the traveller',
  savedCount: (n: number) => `${n} saved by the traveller, shown first`,
  savedLoadFailed: 'Could not load the services the traveller saved; the list is in its usual order.',
} as const;
