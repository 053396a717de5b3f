import type { createPreferenceSchema, PreferenceDto } from '@mt/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { queueMail } from '../mail/mail.service';
import { travellerEmails, type Recipient } from '../mail/traveller-emails';
import { toPreferenceDto } from './preference.mapper';
import { findPlanServices, insertPreference } from './preferences.repository';
import { getExchangeRates } from '../settings/exchange-rates.service';
import { planBudgetRange, planNotes } from './plan-budget';

type CreatePreference = z.output<typeof createPreferenceSchema>;

export interface PreferenceDeps {
  db: Db;
  mail: { kick(): void };
  config: { publicUrl: string };
}

/**
 * Stores a traveller's preference (status 'new'). A request from the trip plan names its services:
 * the budget then comes from their prices when none was given, and the notes list them.
 */
export async function createPreference(deps: PreferenceDeps, traveller: Recipient & { id: number }, input: CreatePreference): Promise<PreferenceDto> {
  const { db } = deps;
  const ids = [...new Set(input.service_ids ?? [])];
  const planServices = await findPlanServices(db, ids);
  const budgetRange = input.budget_range ?? planBudgetRange(planServices, await getExchangeRates(db));
  // The row and its 'preference received' mail commit together; the mail is sent after commit.
  const row = await db.transaction(async (tx) => {
    const inserted = await insertPreference(tx, {
      travellerId: traveller.id,
      budgetRange,
      duration: input.duration,
      travellerCount: input.traveller_count,
      departureDate: input.departure_date,
      interests: input.interests,
      notes: planNotes(input.notes, planServices, ids),
      status: 'new',
      homeCity: input.home_city,
      flightsIncluded: input.flights_included,
      accessibilityNeeds: input.accessibility_needs,
      dietaryNeeds: input.dietary_needs,
      excludedCountries: input.excluded_countries,
    });
    await queueMail(tx, [
      travellerEmails.preferenceReceived(traveller, { departureDate: inserted.departureDate, travellerCount: inserted.travellerCount }, deps.config.publicUrl),
    ]);
    return inserted;
  });
  deps.mail.kick();
  return toPreferenceDto(row);
}
