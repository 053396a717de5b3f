/** Where the trip plan lives (spec 2 route map). */
export const PLAN_TRIP_PATH = '/plan-trip';
