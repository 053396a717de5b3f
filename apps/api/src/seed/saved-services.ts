import type { Tx } from '../db/client';
import { savedServices } from '../db/schema';
import type { SeededService } from './services';
import { daysFrom, must } from './util';

/** A traveller's hearts (issue 22): service keys, newest saved first, each `daysAgo` when it was saved. */
export interface DemoSaved {
  traveller: string;
  services: { service: string; daysAgo: number }[];
}

/**
 * Amina signs in first and waits for her honeymoon proposal, so the admin's create-trip view opens on her
 * saved services; two are no longer listed and stay out of sight (the shark dive is paused, the mokoro
 * collective's subscription has lapsed) until they are listed again. Lars waits too,
 * with two; Sipho's saved Kenyan walk sits in a country his preference excludes, so the view shows both marks.
 */
export const DEMO_SAVED_SERVICES: DemoSaved[] = [
  {
    traveller: 'amina',
    services: [
      { service: 'dhow-cruise', daysAgo: 1 },
      { service: 'tarangire-camp', daysAgo: 3 },
      { service: 'zambezi-lodge', daysAgo: 4 },
      { service: 'mokoro', daysAgo: 12 },
      { service: 'shark-cage', daysAgo: 20 },
      { service: 'serengeti-safari', daysAgo: 30 },
    ],
  },
  {
    traveller: 'lars',
    services: [
      { service: 'atlas-trek', daysAgo: 2 },
      { service: 'table-mountain-hike', daysAgo: 5 },
    ],
  },
  {
    traveller: 'sipho',
    services: [
      { service: 'helicopter', daysAgo: 1 },
      { service: 'kibera-walk', daysAgo: 6 },
    ],
  },
];

export async function insertSavedServices(
  tx: Tx,
  list: DemoSaved[],
  ctx: { now: Date; users: Map<string, number>; services: Map<string, SeededService> },
): Promise<void> {
  const rows = list.flatMap(({ traveller, services }) =>
    services.map(({ service, daysAgo }) => ({
      userId: must(ctx.users, traveller, 'traveller'),
      serviceId: must(ctx.services, service, 'service').id,
      createdAt: daysFrom(ctx.now, -daysAgo),
    })),
  );
  if (rows.length) await tx.insert(savedServices).values(rows);
}
