/** What app/ may combine with other features: the button for a service card's action slot. */
export { AddToPlanButton } from './components/add-to-plan-button';
export type { PlanServiceInput } from './store/trip-plan-store';
