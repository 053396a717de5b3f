import { Link } from 'react-router';
import { SITE_NAME } from '@mt/shared';
import { Container } from '@/components/ui/container';
import { LEGAL_LINKS } from './nav-items';
import { PaymentMethods } from './payment-methods';

// Read once per page load; a tab left open across New Year is not worth a timer.
const YEAR = new Date().getFullYear();

/** The footer's links and notes (site-footer.tsx loads them when they come near the screen). */
export default function SiteFooterContent() {
  return (
    <>
      <Container className="grid gap-8 py-10 md:grid-cols-[1fr_2fr]">
        <div className="space-y-4">
          <p className="text-lg font-bold text-white">{SITE_NAME}</p>
          <nav aria-label="Legal">
            <ul className="space-y-2 text-sm">
              {LEGAL_LINKS.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className="rounded text-slate-100 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <PaymentMethods />
      </Container>
      <div className="border-t border-slate-700">
        <Container className="py-4 text-sm text-slate-300">
          <p>
            © {YEAR} {SITE_NAME}. All rights reserved.
          </p>
        </Container>
      </div>
    </>
  );
}
