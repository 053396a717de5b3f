// @ts-check
/**
 * Mutation testing of the rule files (docs/decisions/0009-mutation-testing.md). Not part of `npm test`
 * or CI: `npm run test:mutation` runs every group below, one Stryker run after another;
 * `npm run test:mutation -- search reviews` runs the groups named.
 *
 * Each group mutates a few files and runs only the test files written for them, so a mutant counts as
 * killed only by the tests meant to guard that rule (and a run stays minutes, not hours). Stryker loads
 * this file with MUTATION_GROUP set; run directly (`node stryker.config.mjs`), it loops over the groups.
 *
 * Read a survivor with "0 tests" by hand: a mutant that crashes a module while it is imported can be
 * reported as survived.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** @type {Record<string, { mutate: string[]; testFiles: string[]; concurrency?: number }>} */
export const groups = {
  // The pure trip rules both sides share: the lifecycle table and dates, and issue 18's money rules
  // (the payment plan, the cancellation quote, the postponement rules).
  'trip-rules': {
    mutate: [
      'packages/shared/src/trips/trip-lifecycle.ts',
      'packages/shared/src/trips/trip-dates.ts',
      'packages/shared/src/trips/payment-plan.ts',
      'packages/shared/src/trips/cancellation-quote.ts',
      'packages/shared/src/trips/postpone-trip.ts',
    ],
    testFiles: [
      'packages/shared/src/trips/trip-lifecycle.test.ts',
      'packages/shared/src/trips/payment-plan.test.ts',
      'packages/shared/src/trips/cancellation-quote.test.ts',
      'packages/shared/src/trips/postpone-trip.test.ts',
    ],
  },
  money: {
    mutate: ['packages/shared/src/money/*.ts', '!packages/shared/src/money/*.test.ts'],
    testFiles: ['packages/shared/src/money/*.test.ts'],
  },
  'sandbox-cards': {
    mutate: ['packages/shared/src/payments/sandbox-cards.ts'],
    testFiles: ['packages/shared/src/payments/sandbox-cards.test.ts'],
  },
  // Conversions, and the exchange rates they read (their cache moved from lib/currency to settings).
  currency: {
    mutate: ['apps/api/src/lib/currency.ts', 'apps/api/src/modules/settings/exchange-rates.service.ts'],
    testFiles: ['apps/api/src/lib/currency*.test.ts', 'apps/api/src/modules/settings/exchange-rates*.test.ts'],
  },
  search: {
    mutate: ['apps/api/src/modules/search/search-filters.sql.ts'],
    testFiles: ['apps/api/src/modules/search/search-filters*.test.ts'],
  },
  reviews: {
    mutate: ['apps/api/src/modules/reviews/reviews.service.ts'],
    testFiles: ['apps/api/src/modules/reviews/*.test.ts'],
  },
  // The trips services' rules: proposal, status changes, the traveller's reads, completion and rebooking.
  trips: {
    mutate: [
      'apps/api/src/modules/trips/admin-trips.service.ts',
      'apps/api/src/modules/trips/traveller-trips.service.ts',
      'apps/api/src/modules/trips/rebook.service.ts',
      'apps/api/src/modules/trips/move-trip.ts',
      'apps/api/src/modules/trips/trip-transitions.ts',
      'apps/api/src/modules/trips/trip-pricing.ts',
    ],
    testFiles: [
      'apps/api/src/modules/trips/admin-trip*.test.ts',
      'apps/api/src/modules/trips/traveller-trips*.test.ts',
      'apps/api/src/modules/trips/trip-lifecycle-gate.test.ts',
      'apps/api/src/modules/trips/trip-rules.test.ts',
      'apps/api/src/modules/trips/trip-pricing.test.ts',
      // A cancellation settles the trip's payments (trip-transitions.ts → trip-payments.service.ts).
      'apps/api/src/modules/trips/trip-payments.test.ts',
    ],
  },
  // A trip's card payment: its charge and its settlement on cancellation, and the provider's events for it.
  // Split from `trips` (the same module) to keep each run short; tested through billing's payment tests.
  // Issue 18: trip-charge-succeeded.ts, what a succeeded charge (full, deposit, balance) does to its trip.
  'trip-payments': {
    mutate: [
      'apps/api/src/modules/trips/trip-payments.service.ts',
      'apps/api/src/modules/trips/trip-payment-events.ts',
      'apps/api/src/modules/trips/trip-charge-succeeded.ts',
    ],
    testFiles: [
      'apps/api/src/modules/trips/trip-payment*.test.ts',
      'apps/api/src/modules/trips/trip-deposits*.test.ts',
      'apps/api/src/modules/billing/sandbox-payments.test.ts',
      'apps/api/src/modules/billing/stripe-payments.test.ts',
    ],
  },
  // Issue 18's money rules after a charge: refunds (the admin's and the traveller's cancellation, with the
  // kept money split over the lines) and postponements (the fee's success applies or refunds it). Split
  // from `trip-payments` so that neither run takes much over half an hour on the shared machine.
  'trip-refunds': {
    mutate: [
      'apps/api/src/modules/trips/trip-refunds.ts',
      'apps/api/src/modules/trips/traveller-cancel.service.ts',
      'apps/api/src/modules/trips/postponement-fee-succeeded.ts',
      'apps/api/src/modules/trips/postponement-apply.ts',
    ],
    testFiles: [
      'apps/api/src/modules/trips/traveller-cancel*.test.ts',
      'apps/api/src/modules/trips/cancellation-money.test.ts',
      'apps/api/src/modules/trips/postpone-trip*.test.ts',
      // The admin's cancellation refunds every charge (trip-transitions.ts → trip-refunds.ts).
      'apps/api/src/modules/trips/trip-payments.test.ts',
      'apps/api/src/modules/trips/trip-refunds.test.ts',
    ],
  },
  // Billing: the one door for provider events, the payments ledger (payments-ledger.service.ts only
  // re-exports its repository), the sandbox provider with its card outcomes and the events it makes of
  // them, and the 502 a provider failure becomes.
  payments: {
    mutate: [
      'apps/api/src/modules/billing/sandbox.service.ts',
      'apps/api/src/modules/billing/sandbox-provider.ts',
      'apps/api/src/modules/billing/sandbox-events.ts',
      'apps/api/src/modules/billing/provider-events.ts',
      'apps/api/src/modules/billing/payments-ledger.repository.ts',
      'apps/api/src/modules/billing/with-provider.ts',
    ],
    // trip-payments.test.ts: the ledger's count of a trip's payments names the next intent's idempotency key.
    testFiles: ['apps/api/src/modules/billing/*.test.ts', 'apps/api/src/modules/trips/trip-payments.test.ts'],
  },
  // The Stripe adapter: its own tests (no database), and every test that reaches it through the fake
  // api.stripe.com (billing/testing/fake-stripe.ts): trip payments and deposits, subscriptions and their webhooks.
  stripe: {
    mutate: ['apps/api/src/modules/billing/stripe-provider.ts'],
    testFiles: [
      'apps/api/src/modules/billing/stripe-provider.test.ts',
      'apps/api/src/modules/billing/stripe-payments.test.ts',
      'apps/api/src/modules/trips/trip-payments.test.ts',
      'apps/api/src/modules/trips/trip-deposits-stripe.test.ts',
      'apps/api/src/modules/subscriptions/stripe-subscriptions.test.ts',
      'apps/api/src/modules/subscriptions/subscription-webhooks.test.ts',
    ],
  },
};

const REPORTS = 'reports/mutation';

/** @param {string} name */
function configFor(name) {
  const group = groups[name];
  if (!group) throw new Error(`stryker.config.mjs: MUTATION_GROUP must be one of ${Object.keys(groups).join(', ')} (or run npm run test:mutation)`);
  /** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
  const config = {
    testRunner: 'vitest',
    // The group's test files only, each in its own project (vitest.mutation.config.mjs). Not Stryker's
    // `testFiles` option: with it, Stryker 9.6 activates a mutant of module-level code after the module
    // has loaded, and reports it survived (stryker-js issue 6144).
    vitest: { configFile: 'vitest.mutation.config.mjs', related: false },
    // `@mt/shared` is a workspace link: a copy of the tree in a sandbox would still import the originals.
    inPlace: true,
    // Vitest does not type-check, so no file needs Stryker's `// @ts-nocheck`: in place, only the mutated
    // files are rewritten (and restored after). Commit nothing while a run is on.
    disableTypeChecks: false,
    mutate: group.mutate,
    coverageAnalysis: 'perTest',
    // The machine is shared, and every API test runner clones a database of its own.
    concurrency: group.concurrency ?? 1,
    reporters: ['clear-text', 'progress', 'html', 'json'],
    htmlReporter: { fileName: `${REPORTS}/${name}.html` },
    jsonReporter: { fileName: `${REPORTS}/${name}.json` },
    thresholds: { high: 90, low: 80, break: null },
    tempDirName: '.stryker-tmp',
  };
  return config;
}

/** Mutation score per file of a group's JSON report: detected / (detected + undetected), as Stryker counts. */
function scoresOf(name) {
  const file = `${REPORTS}/${name}.json`;
  if (!existsSync(file)) return [];
  /** @type {{ files: Record<string, { mutants: { status: string }[] }> }} */
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return Object.entries(report.files).map(([path, { mutants }]) => {
    const count = (/** @type {string[]} */ ...statuses) => mutants.filter((m) => statuses.includes(m.status)).length;
    const detected = count('Killed', 'Timeout');
    const survived = count('Survived', 'NoCoverage');
    return { path, detected, survived, score: detected + survived === 0 ? 100 : (100 * detected) / (detected + survived) };
  });
}

function runGroups(names) {
  const stryker = fileURLToPath(new URL('./node_modules/.bin/stryker', import.meta.url));
  const started = Date.now();
  const summary = [];
  for (const name of names) {
    configFor(name); // fails early on an unknown name
    const t0 = Date.now();
    const run = spawnSync(stryker, ['run', fileURLToPath(import.meta.url)], { stdio: 'inherit', env: { ...process.env, MUTATION_GROUP: name } });
    if (run.status !== 0) process.exit(run.status ?? 1);
    summary.push(...scoresOf(name).map((s) => ({ group: name, ...s, seconds: Math.round((Date.now() - t0) / 1000) })));
  }
  console.log('\nMutation score per file:');
  for (const s of summary) console.log(`  ${s.score.toFixed(1).padStart(5)} %  ${String(s.survived).padStart(3)} survived  ${s.path}  (${s.group}, ${s.seconds} s)`);
  console.log(`Total ${Math.round((Date.now() - started) / 1000)} s`);
}

const runDirectly = process.argv[1] === fileURLToPath(import.meta.url);
if (runDirectly) runGroups(process.argv.length > 2 ? process.argv.slice(2) : Object.keys(groups));

export default runDirectly ? {} : configFor(process.env.MUTATION_GROUP ?? '');
