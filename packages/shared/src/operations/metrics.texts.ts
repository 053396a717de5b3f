/** What /api/metrics answers a scraper it refuses (operators read it, not travellers). */
export const metricsTexts = {
  refused: 'Metrics are open from this machine or with the METRICS_TOKEN bearer token.',
} as const;
