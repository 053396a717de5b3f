import { Link } from 'react-router';
import { paths } from '@mt/shared';
import { Container } from '@/components/ui/container';
import { LinkButton } from '@/components/ui/link-button';

export function PartnerCtaSection() {
  return (
    <section aria-labelledby="partner-cta-title" className="py-16 sm:py-20">
      <Container>
        <div className="rounded-2xl bg-brand-900 px-6 py-12 text-center text-white sm:px-12">
          <h2 id="partner-cta-title" className="text-3xl font-bold tracking-tight">
            Run a lodge, tour or transport business?
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-50">
            List your services and become part of trips planned for curious travellers. Choose a subscription plan, keep control
            of your listings and get paid for every completed trip.
          </p>
          <div className="mt-8 flex flex-wrap items-center justify-center gap-4">
            <LinkButton to={paths.partnerRegister} variant="light" size="lg">
              Become a Partner
            </LinkButton>
            <Link
              to={paths.pricing}
              className="rounded font-semibold text-white underline underline-offset-4 hover:text-brand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              See how pricing works
            </Link>
          </div>
        </div>
      </Container>
    </section>
  );
}
