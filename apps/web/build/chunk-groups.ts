/** A module id with forward slashes, so one rule works on every system. */
const slashed = (id: string) => id.replace(/\\/g, '/');

/**
 * Takes a module whose path, from the repository's root, is one of `paths` or lies under one ending in '/'.
 * Exact paths rather than patterns: a unit test checks each still names a file, so a rename cannot quietly
 * split the group again.
 */
const anyOf = (paths: readonly string[]) => (id: string) => {
  const file = slashed(id);
  return paths.some((p) => (p.endsWith('/') ? file.includes(`/${p}`) : file.endsWith(`/${p}`)));
};

const icons = (...names: string[]) => names.map((n) => `node_modules/lucide-react/dist/esm/icons/${n}.mjs`);

/** What every page runs on: the libraries, in one file rather than a dozen small ones shared between routes. */
export const FRAMEWORK = /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|clsx|zustand)[\\/]/;

/**
 * Small modules the app's shell needs and most public pages share (icons, the button, pictures). In a group
 * of their own, so the shell does not import a page group below; otherwise the bundler splits them into a
 * file each, and a page paid a request (with its headers, ~0.5 KB) for every 300-byte icon (issue 20).
 */
export const SHELL_SHARED = [
  'node_modules/lucide-react/dist/esm/Icon.mjs',
  'node_modules/lucide-react/dist/esm/context.mjs',
  'node_modules/lucide-react/dist/esm/createLucideIcon.mjs',
  'node_modules/lucide-react/dist/esm/shared/',
  ...icons('loader-circle', 'check', 'plus', 'external-link', 'image-off', 'map-pin', 'star'),
  // Icons the top of the home page shares with a part that loads later (the cards, the footer): in a group of
  // their own they would pull that part's file in at once.
  ...icons('sparkles', 'handshake', 'credit-card'),
  // The cards' heart (issue 22), which the stories' like button draws too: one more file for both pages otherwise.
  ...icons('heart'),
  'apps/web/src/lib/cn.ts',
  'apps/web/src/lib/toast.ts',
  'apps/web/src/lib/image-src.ts',
  // The notice boxes: the catalogue shows one with its results, and without its fields (it has none at first).
  'apps/web/src/components/ui/alert.tsx',
  ...icons('circle-alert', 'circle-check', 'info'),
  // Read by the shell's stores; a file of their own otherwise, once a lazy part of the bar shares them.
  'apps/web/src/lib/browser-render-hint.ts',
  'packages/shared/src/common/page-data.ts',
  // The header's currency picker and the store it shares with the cards' prices (issue 22); the price
  // formatting stays with the cards below.
  'packages/shared/src/money/display-currency.ts',
  'apps/web/src/lib/display-currency.ts',
  'apps/web/src/components/ui/button.tsx',
  'apps/web/src/components/ui/link-button.tsx',
  'apps/web/src/components/ui/responsive-image.tsx',
  'packages/shared/src/common/paths.ts',
  'packages/shared/src/services/service-types.ts',
  // The API's base path: the entry's client and the Logout's server call (loaded on use) share it; a file of
  // its own otherwise, one more request on every page.
  'packages/shared/src/common/api.ts',
];

/**
 * The service cards and what they need: the home page, the catalogue, featured services and partner pages. Only
 * what is listed (the group does not take the listed modules' imports): the cards' heart reads the session and
 * loads a traveller's part with `import()`, and taking those would take the entry's own modules (the session,
 * Vite's preload helper) into this file, which every page would then load (issue 22).
 */
export const CATALOGUE = [
  'apps/web/src/app/routes/catalogue-actions.tsx',
  'apps/web/src/features/services/components/services-grid.tsx',
  'apps/web/src/features/services/components/service-card.tsx',
  'apps/web/src/features/services/components/service-card-skeleton.tsx',
  'apps/web/src/features/services/components/service-rating.tsx',
  'apps/web/src/features/services/components/expandable-text.tsx',
  'apps/web/src/features/services/components/save-heart.tsx',
  'apps/web/src/features/trip-plan/store/trip-plan-store.ts',
  'apps/web/src/features/trip-plan/components/add-to-plan-button.tsx',
  'apps/web/src/features/trip-plan/index.ts',
  // The cards' price and its conversion; the filter labels' and the trip plan's sums go with their pages.
  'packages/shared/src/money/money.ts',
  'packages/shared/src/money/display-money.ts',
  'apps/web/src/components/ui/shown-price.tsx',
  'packages/shared/src/services/service.constants.ts',
  'packages/shared/src/services/service-place.ts',
  'packages/shared/src/services/save-heart.texts.ts',
  // The cards' texts and the plan store's constants, apart from the pages' own texts (issue 22).
  'packages/shared/src/services/service-card.texts.ts',
  'packages/shared/src/trip-plan/trip-plan.constants.ts',
  'packages/shared/src/trip-plan/trip-plan-card.texts.ts',
  // The country names a card's place needs; the regions and the pickers' lists go with the pages using them.
  'packages/shared/src/geography/african-country-names.ts',
  // The cards' line of length, group size and season (issue 22).
  'packages/shared/src/services/service-facts.format.ts',
];

/** Form parts of the sign-in page, the stories' filters and the catalogue's (and of most forms behind them). */
export const FORMS = ['apps/web/src/components/ui/form-field.tsx', 'apps/web/src/components/ui/password-field.tsx'];

/** The sign-in and registration pages' shared parts, apart from the forms group that the catalogue also loads. */
export const AUTH = [
  'apps/web/src/features/auth/components/auth-card.tsx',
  'packages/shared/src/auth/auth.texts.ts',
  'packages/shared/src/auth/auth.endpoints.ts',
];

/** What a paged, searchable list needs: the catalogue, and the lists of the dashboards (in the catalogue's file). */
export const LISTS = [
  'apps/web/src/components/ui/page-numbers.ts',
  'apps/web/src/lib/use-debounced-value.ts',
  'apps/web/src/lib/use-timed-value.ts',
  // The empty result's icon goes with the empty state, which loads when a search finds nothing.
  ...icons('search'),
];

/** The page numbers, apart: the catalogue loads them only when its foot comes into view (part-when-visible.tsx). */
export const PAGINATION = ['apps/web/src/components/ui/pagination.tsx', ...icons('chevron-first', 'chevron-last', 'chevron-left', 'chevron-right')];

/** The footer's content, which every page loads as it comes into view (app/layouts/site-footer.tsx). */
export const FOOTER = [
  'apps/web/src/app/layouts/site-footer-content.tsx',
  'apps/web/src/app/layouts/payment-methods.tsx',
  'packages/shared/src/static-pages/payment-methods.ts',
  ...icons('wallet', 'shield-check', 'flask-conical', 'globe', 'lock'),
];

/** Rolldown's code-splitting groups (vite.config.ts): a module goes to the group of highest priority that takes it. */
export const chunkGroups: { name: string; test: (id: string) => boolean; priority: number; includeDependenciesRecursively?: boolean }[] = [
  { name: 'framework', test: (id) => FRAMEWORK.test(id), priority: 3 },
  { name: 'shell-shared', test: anyOf(SHELL_SHARED), priority: 2 },
  // The lists' helpers go with the cards: the catalogue needs both, and one file less is ~0.5 KB of headers less.
  { name: 'catalogue', test: anyOf([...CATALOGUE, ...LISTS]), priority: 1, includeDependenciesRecursively: false },
  { name: 'forms', test: anyOf(FORMS), priority: 1 },
  { name: 'auth', test: anyOf(AUTH), priority: 1 },
  { name: 'pagination', test: anyOf(PAGINATION), priority: 1 },
  // Only what is listed: the footer uses the shell's own modules (the API client, the session), which must stay
  // in the entry, not follow the footer into a file that loads later.
  { name: 'footer', test: anyOf(FOOTER), priority: 1, includeDependenciesRecursively: false },
];
