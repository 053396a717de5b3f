// Apart from the mapping: the plan's store is on every page with a service card, the mapping only on the plan's.
/** Spec 1 section 9: at most 3 services, default group size 2, minimum 1. */
export const TRIP_PLAN_MAX_ITEMS = 3;
export const TRIP_PLAN_DEFAULT_GROUP_SIZE = 2;
export const TRIP_PLAN_MIN_GROUP_SIZE = 1;
/** Spec: "persists in browser storage under a versioned key (v1)". */
export const TRIP_PLAN_STORAGE_KEY = 'trip-plan-v1';
