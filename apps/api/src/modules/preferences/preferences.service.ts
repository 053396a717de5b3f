import type { createPreferenceSchema, PreferenceDto } from '@mt/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { toPreferenceDto } from './preference.mapper';
import { findPlanServices, insertPreference } from './preferences.repository';
import { planBudgetRange, planNotes, readExchangeRates } from './plan-budget';

type CreatePreference = z.output<typeof createPreferenceSchema>;

/**
 * Stores a traveller's preference (status 'new'). A request from the trip plan names its services:
 * the budget then comes from their prices when none was given, and the notes list them.
 */
export async function createPreference(db: Db, travellerId: number, input: CreatePreference): Promise<PreferenceDto> {
  const ids = [...new Set(input.service_ids ?? [])];
  const planServices = await findPlanServices(db, ids);
  const budgetRange = input.budget_range ?? planBudgetRange(planServices, await readExchangeRates(db));
  const row = await insertPreference(db, {
    travellerId,
    budgetRange,
    duration: input.duration,
    travellerCount: input.traveller_count,
    departureDate: input.departure_date,
    interests: input.interests,
    notes: planNotes(input.notes, planServices, ids),
    status: 'new',
  });
  return toPreferenceDto(row);
}
