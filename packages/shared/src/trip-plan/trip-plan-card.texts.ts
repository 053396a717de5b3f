/**
 * The trip plan's texts that a service card needs (Add to Trip Plan, the plan's store): apart from the plan
 * page's, as every page with a card loads them (issue 22 freed these bytes for the currency picker).
 */
export const tripPlanCardTexts = {
  planFull: 'You can only add up to 3 services to your trip plan. Please remove a service first.',
  addToPlan: 'Add to Trip Plan',
  inPlan: 'In Trip Plan',
  added: (name: string) => `${name} was added to your trip plan.`,
  viewPlan: 'View plan',
  defaultPartnerName: 'Partner',
} as const;
