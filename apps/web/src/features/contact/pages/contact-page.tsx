import { Link } from 'react-router';
import { Clock, Handshake, Map as MapIcon } from 'lucide-react';
import { contactTexts, paths } from '@mt/shared';
import { Container } from '@/components/ui/container';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ContactForm } from '../components/contact-form';

const reasons = [
  { Icon: MapIcon, title: 'Planning a trip', body: 'Questions about budgets, dates, groups or what a mystery trip includes.' },
  { Icon: Handshake, title: 'Becoming a partner', body: 'Lodges, guides and operators who would like to list their services.' },
  { Icon: Clock, title: 'When we answer', body: 'We reply by email, usually within two working days.' },
];

/** /contact: the public contact form (spec 3 section 2). */
export default function ContactPage() {
  useDocumentTitle(contactTexts.pageTitle);
  return (
    <Container className="py-10 sm:py-14">
      <div className="grid gap-10 lg:grid-cols-[1fr_20rem]">
        <div className="space-y-6">
          <header className="space-y-2">
            <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{contactTexts.pageTitle}</h1>
            <p className="text-lg text-slate-700">{contactTexts.pageSubtitle}</p>
          </header>
          <section aria-label="Contact form" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
            <ContactForm />
          </section>
        </div>
        <aside aria-label="About contacting us" className="space-y-4">
          {reasons.map(({ Icon, title, body }) => (
            <div key={title} className="flex gap-3 rounded-xl bg-brand-50 p-4">
              <Icon className="mt-0.5 size-5 shrink-0 text-brand-800" aria-hidden />
              <div>
                <h2 className="font-semibold text-slate-900">{title}</h2>
                <p className="text-sm text-slate-700">{body}</p>
              </div>
            </div>
          ))}
          <p className="text-sm text-slate-700">
            Prices and payments are explained on our <Link to={paths.pricing} className="font-medium text-brand-800 underline">pricing page</Link>.
          </p>
        </aside>
      </div>
    </Container>
  );
}
