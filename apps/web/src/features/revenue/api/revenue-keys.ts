export const revenueKeys = {
  all: ['revenue'] as const,
  summary: ['revenue', 'summary'] as const,
  plans: ['revenue', 'plans'] as const,
  topPartners: (limit: number) => ['revenue', 'top-partners', limit] as const,
};
