import { Sparkles } from 'lucide-react';
import { paths } from '@mt/shared';
import { Container } from '@/components/ui/container';
import { LinkButton } from '@/components/ui/link-button';

/**
 * The collage drawn by scripts/generate-hero-image.ts (decision 0024). Only wide screens load it: the source
 * is restricted to them, and phones, where the headline is the largest paint, fall back to this 1x1 GIF that
 * costs no request.
 */
const HERO_SRCSET = '/hero/hero-560.webp 560w, /hero/hero-1040.webp 1040w';
const NO_IMAGE = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

export function HeroSection() {
  return (
    <section aria-labelledby="hero-title" className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
      <Container className="py-16 sm:py-24 lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,0.85fr)] lg:items-center lg:gap-12">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium">
            <Sparkles className="size-4" aria-hidden />
            Surprise trips across Africa
          </p>
          <h1 id="hero-title" className="mt-4 max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">
            Your next adventure in Africa, kept secret until you’re almost there
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-brand-50">
            Tell us your budget, dates and what you love. We plan a trip with trusted local partners – lodges, safari operators,
            drivers and guides – and reveal the destination shortly before you leave.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <LinkButton to={paths.discover} variant="light" size="lg">
              Plan a Mystery Trip
            </LinkButton>
            <LinkButton to={paths.serviceDiscovery} variant="outlineLight" size="lg">
              Explore Services
            </LinkButton>
          </div>
        </div>
        {/* Decorative: the text beside it says what the pictures show (savanna, coast, dunes). */}
        <picture className="hidden lg:block">
          <source media="(min-width: 1024px)" type="image/webp" srcSet={HERO_SRCSET} sizes="(min-width: 1280px) 480px, 40vw" />
          <img src={NO_IMAGE} alt="" width={1040} height={920} fetchPriority="high" className="h-auto w-full drop-shadow-xl" />
        </picture>
      </Container>
    </section>
  );
}
