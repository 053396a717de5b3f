import type { WrittenStage } from '@mt/shared';
import { envelopeEmails } from '../mail/envelope-emails';
import { queueMail } from '../mail/mail.service';
import type { MailMessage } from '../mail/mailer';
import { readEnvelopeDays } from '../settings/settings.service';
import type { TripDeps } from './admin-trips.service';
import { findEnvelope, findEnvelopeCandidates, findOpenings, insertOpening, type EnvelopeRow } from './envelope.repository';
import { dueStages, isWritten, mayOpenStages } from './envelope-rules';
import { lockTripContext, type TripContext } from './trips.repository';

function mailOf(stage: WrittenStage, ctx: TripContext, envelope: EnvelopeRow, publicUrl: string): MailMessage {
  if (stage === 'weather') return envelopeEmails.weather(ctx.traveller, envelope.weather!, publicUrl);
  if (stage === 'packing') return envelopeEmails.packing(ctx.traveller, envelope.packing!, publicUrl);
  return envelopeEmails.region(ctx.traveller, { region: envelope.region! }, publicUrl);
}

/**
 * The envelope job (jobs/open-envelope-stages.job.ts): opens each due, written stage of paid trips in
 * a live status, records when, and queues one e-mail per opening. Each trip in its own transaction under
 * its row lock, like the reveal. A stage not written yet waits (docs/decisions/0019). Answers what opened.
 */
export async function openDueEnvelopeStages(deps: TripDeps, now: Date): Promise<{ tripId: number; stage: WrittenStage }[]> {
  const days = await readEnvelopeDays(deps.db);
  const day = now.toISOString().slice(0, 10);
  const candidates = await findEnvelopeCandidates(deps.db, day, days);
  const opened: { tripId: number; stage: WrittenStage }[] = [];
  for (const id of candidates) {
    const done = await deps.db.transaction(async (tx) => {
      const ctx = await lockTripContext(tx, id);
      if (!ctx || !mayOpenStages(ctx.trip, day)) return [];
      const [envelope, openings] = await Promise.all([findEnvelope(tx, id), findOpenings(tx, id)]);
      const stages = dueStages(ctx.preference.departureDate, days, day, new Set(openings.keys())).filter((s) => isWritten(envelope, s));
      const mails: MailMessage[] = [];
      for (const stage of stages) {
        if (await insertOpening(tx, id, stage, now)) mails.push(mailOf(stage, ctx, envelope!, deps.config.publicUrl));
      }
      await queueMail(tx, mails);
      return stages.map((stage) => ({ tripId: id, stage }));
    });
    opened.push(...done);
  }
  if (opened.length) deps.mail.kick();
  return opened;
}
