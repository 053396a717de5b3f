import { CreditCard, Gift, Handshake, ListChecks } from 'lucide-react';
import { Container } from '@/components/ui/container';
import { SectionHeading } from './section-heading';

const STEPS = [
  {
    Icon: ListChecks,
    title: 'Share your preferences',
    body: 'Budget, travel dates, group size and the things you love – wildlife, culture, food, beaches or city life.',
  },
  {
    Icon: Handshake,
    title: 'We craft your trip',
    body: 'Our team builds an itinerary with vetted local partners: places to stay, transport, guides and experiences.',
  },
  {
    Icon: CreditCard,
    title: 'Pay securely',
    body: 'Review the proposal and its price, then pay by card through our encrypted, PCI DSS compliant payment provider.',
  },
  {
    Icon: Gift,
    title: 'The big reveal',
    body: 'Your destination is revealed shortly before departure, with everything you need to pack and get going.',
  },
];

export function HowItWorksSection() {
  return (
    <section aria-labelledby="how-it-works-title" className="py-16 sm:py-20">
      <Container>
        <SectionHeading id="how-it-works-title" title="How It Works">
          Four steps from “surprise me” to stepping off the plane.
        </SectionHeading>
        <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map(({ Icon, title, body }, i) => (
            <li key={title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <div className="flex items-center gap-3">
                <span className="inline-flex size-10 items-center justify-center rounded-full bg-brand-100 text-brand-800">
                  <Icon className="size-5" aria-hidden />
                </span>
                <span className="text-sm font-semibold text-brand-800">Step {i + 1}</span>
              </div>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-slate-700">{body}</p>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}
