import { HeartHandshake, Leaf, LifeBuoy, MapPinned, ShieldCheck, Users } from 'lucide-react';
import { Container } from '@/components/ui/container';
import { SectionHeading } from './section-heading';

const REASONS = [
  {
    Icon: MapPinned,
    title: 'Planned around you',
    body: 'No package tours: every itinerary starts from your budget, dates and interests.',
  },
  {
    Icon: Users,
    title: 'Trusted local partners',
    body: 'Lodges, safari operators, drivers and guides who know their region and are reviewed by travellers.',
  },
  {
    Icon: ShieldCheck,
    title: 'Secure payments',
    body: 'Card payments are encrypted and handled by a PCI DSS compliant provider; we never see your card number.',
  },
  {
    Icon: HeartHandshake,
    title: 'Surprise without the stress',
    body: 'You know your dates, budget and what to pack. Only the destination stays a secret until shortly before departure.',
  },
  {
    Icon: Leaf,
    title: 'Responsible travel',
    body: 'Most of what you pay goes to local businesses, and we favour partners who look after their communities and wildlife.',
  },
  {
    Icon: LifeBuoy,
    title: 'Support along the way',
    body: 'Questions before or during the trip? Our team is a message away.',
  },
];

export function WhyChooseSection() {
  return (
    <section aria-labelledby="why-choose-title" className="bg-sand-50 py-16 sm:py-20">
      <Container>
        <SectionHeading id="why-choose-title" title="Why Choose Mystery Trips">
          The thrill of the unknown, with the care of people who know Africa.
        </SectionHeading>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {REASONS.map(({ Icon, title, body }) => (
            <li key={title} className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <Icon className="size-8 text-brand-700" aria-hidden />
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-slate-700">{body}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
