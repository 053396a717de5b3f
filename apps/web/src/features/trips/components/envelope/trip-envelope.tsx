import { CloudSun, Lock, Map as MapIcon, MapPin, Backpack, type LucideIcon } from 'lucide-react';
import { envelopeTexts, type EnvelopeStage, type EnvelopeStageView, type TravellerTrip } from '@mt/shared';
import { Spinner } from '@/components/ui/spinner';
import { useEnvelope } from '../../api/envelope';
import { countdownText, daysUntil, longDate } from '../../utils/format';

const ICONS: Record<EnvelopeStage, LucideIcon> = { weather: CloudSun, packing: Backpack, region: MapIcon, destination: MapPin };

/**
 * The envelope (issue 19 section 2), the dashboard's centrepiece for a paid trip: opened clues show
 * their content, sealed ones only when they open, and the next opening counts down. The opening
 * animation runs only under motion-safe (and the accessibility widget's reduce-motion stops it too).
 */
export function TripEnvelope({ trip, now }: { trip: TravellerTrip; now?: Date }) {
  const envelope = useEnvelope(trip.id);
  if (envelope.isPending) return <Spinner label="Loading your envelope…" />;
  if (envelope.isError) return null;
  // Once revealed, clues that never opened (a trip revealed early or before the envelope) are left out.
  const revealed = envelope.data.stages.some((s) => s.key === 'destination' && s.unlocked);
  const stages = revealed ? envelope.data.stages.filter((s) => s.unlocked) : envelope.data.stages;
  const next = stages.find((s) => !s.unlocked);
  const nextDate = next?.unlocks_at.slice(0, 10);
  return (
    <section aria-labelledby={`envelope-title-${trip.id}`} className="rounded-2xl bg-gradient-to-br from-sand-50 to-white p-4 ring-1 ring-sand-200 sm:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h4 id={`envelope-title-${trip.id}`} className="text-base font-semibold text-slate-900">
          {envelopeTexts.title}
        </h4>
        <p className="text-sm text-slate-700" role="status">
          {next && trip.payment_plan.balance_overdue
            ? envelopeTexts.heldByBalance
            : next && nextDate
              ? envelopeTexts.nextIn(envelopeTexts.stageTitle[next.key], daysUntil(nextDate, now) > 0 ? countdownText(daysUntil(nextDate, now)) : envelopeTexts.soon)
              : envelopeTexts.allOpen}
        </p>
      </div>
      <p className="mt-1 text-sm text-slate-600">{envelopeTexts.intro}</p>
      <ol className="mt-4 grid gap-3 sm:grid-cols-2 [perspective:800px]">
        {stages.map((stage) => (
          <StageCard key={stage.key} stage={stage} now={now} />
        ))}
      </ol>
    </section>
  );
}

function StageCard({ stage, now }: { stage: EnvelopeStageView; now?: Date }) {
  const Icon = ICONS[stage.key];
  const title = envelopeTexts.stageTitle[stage.key];
  if (!stage.unlocked) {
    return (
      <li aria-label={`${title}: ${envelopeTexts.sealed}`} className="flex items-start gap-3 rounded-xl border border-dashed border-slate-300 bg-slate-50 p-4">
        <Lock className="mt-0.5 size-5 text-slate-500" aria-hidden />
        <div>
          <p className="text-sm font-medium text-slate-700">{title}</p>
          <p className="text-sm text-slate-600">
            {envelopeTexts.sealed} · {daysUntil(stage.unlocks_at.slice(0, 10), now) > 0 ? envelopeTexts.opensOn(longDate(stage.unlocks_at.slice(0, 10))) : envelopeTexts.opensSoon}
          </p>
        </div>
      </li>
    );
  }
  return (
    <li aria-label={title} className="flex items-start gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-sand-200 motion-safe:animate-envelope-open">
      <Icon className="mt-0.5 size-5 text-sand-500" aria-hidden />
      <div className="min-w-0">
        <p className="text-sm font-medium text-slate-700">{title}</p>
        <StageContent stage={stage} />
      </div>
    </li>
  );
}

function StageContent({ stage }: { stage: EnvelopeStageView }) {
  if (stage.key === 'weather' && stage.content) {
    return (
      <div className="text-slate-900">
        <p className="text-lg font-semibold">{envelopeTexts.weatherBand(stage.content.min_c, stage.content.max_c)}</p>
        <p className="text-sm">{envelopeTexts.rainChance(stage.content.rain_chance_percent)}</p>
        {stage.content.note && <p className="mt-1 text-sm text-slate-600">{stage.content.note}</p>}
      </div>
    );
  }
  if (stage.key === 'packing' && stage.content) {
    return (
      <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-slate-900">
        {stage.content.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    );
  }
  if (stage.key === 'region' && stage.content) return <p className="text-lg font-semibold text-slate-900">{stage.content.region}</p>;
  if (stage.key === 'destination' && stage.content) {
    return (
      <p className="text-lg font-semibold text-slate-900">
        {stage.content.destination ?? stage.content.name}
        {stage.content.destination && <span className="block text-sm font-normal text-slate-600">{stage.content.name}</span>}
      </p>
    );
  }
  return null;
}
