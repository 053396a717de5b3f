import type { createPreferenceSchema, PreferenceDto } from '@mt/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { travellerEmails, type Recipient } from '../mail/traveller-emails';
import { toPreferenceDto } from './preference.mapper';
import { findPlanServices, insertPreferenceWithMail } from './preferences.repository';
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
  const mail = [travellerEmails.preferenceReceived(traveller, { departureDate: input.departure_date, travellerCount: input.traveller_count }, deps.config.publicUrl)];
  // The row and its 'preference received' mail commit together; the mail is sent after.
  const row = await insertPreferenceWithMail(
    db,
    {
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
    },
    mail,
  );
  deps.mail.kick();
  return toPreferenceDto(row);
}
