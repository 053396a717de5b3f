import { Bed, Binoculars, Bus, Compass, Utensils, Users } from 'lucide-react';
import { Container } from '@/components/ui/container';

// The kinds of partner that make up a trip. Static until partner logos are curated by the team.
const PARTNER_TYPES = [
  { Icon: Bed, label: 'Lodges & camps' },
  { Icon: Binoculars, label: 'Safari operators' },
  { Icon: Bus, label: 'Transport' },
  { Icon: Compass, label: 'Local guides' },
  { Icon: Utensils, label: 'Food & dining' },
  { Icon: Users, label: 'Community experiences' },
];

export function PartnersStrip() {
  return (
    <section aria-labelledby="partners-strip-title" className="border-y border-slate-200 py-10">
      <Container>
        <h2 id="partners-strip-title" className="text-center text-sm font-semibold uppercase tracking-wide text-slate-700">
          Trips built with local partners
        </h2>
        <ul className="mt-6 flex flex-wrap justify-center gap-3">
          {PARTNER_TYPES.map(({ Icon, label }) => (
            <li key={label} className="inline-flex items-center gap-2 rounded-full bg-slate-100 px-4 py-2 text-sm font-medium text-slate-800">
              <Icon className="size-4 text-brand-700" aria-hidden />
              {label}
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
