import type { SubscriptionPlanDto } from '@mt/shared';
import type { Db } from '../../db/client';
import { toPlanDto } from './plan.mapper';
import { findActivePlans } from './subscriptions.repository';

export async function listPlans(db: Db): Promise<SubscriptionPlanDto[]> {
  return (await findActivePlans(db)).map(toPlanDto);
}
