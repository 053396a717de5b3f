import { BedDouble, Bus, Compass, Moon, Plane, Utensils } from 'lucide-react';
import type { ReactNode } from 'react';
import { proposalTexts as t, type Inclusions } from '@mt/shared';

function Line({ icon, children, muted = false }: { icon: ReactNode; children: ReactNode; muted?: boolean }) {
  return (
    <li className={`flex items-start gap-2 text-sm ${muted ? 'text-slate-600' : 'text-slate-900'}`}>
      <span className="mt-0.5 shrink-0 text-violet-700" aria-hidden>
        {icon}
      </span>
      <span>{children}</span>
    </li>
  );
}

/** "What's included" (issue 18): what is bought, in words that name no place. */
export function InclusionsList({ nights, inclusions, title = t.whatsIncluded }: { nights: number | null; inclusions: Inclusions | null; title?: string }) {
  if (nights === null && inclusions === null) return null;
  const icon = 'size-4';
  return (
    <section aria-label={title}>
      <h4 className="mb-2 text-sm font-semibold text-slate-800">{title}</h4>
      <ul className="space-y-1.5">
        {nights !== null && <Line icon={<Moon className={icon} />}>{t.nights(nights)}</Line>}
        {inclusions && (
          <>
            <Line icon={<BedDouble className={icon} />}>{t.accommodation(inclusions.accommodation_style)}</Line>
            <Line icon={<Compass className={icon} />}>{t.guidedActivities(inclusions.guided_activities)}</Line>
            <Line icon={<Utensils className={icon} />}>{t.meals(inclusions.meals)}</Line>
            <Line icon={<Bus className={icon} />} muted={!inclusions.airport_transfers}>
              {inclusions.airport_transfers ? t.transfersIncluded : t.transfersNotIncluded}
            </Line>
            <Line icon={<Plane className={icon} />} muted={!inclusions.flights_included}>
              {inclusions.flights_included ? t.flightsIncluded : t.flightsNotIncluded}
            </Line>
          </>
        )}
      </ul>
    </section>
  );
}
