import HomePage from '@/features/home/pages/home-page';
import { partWhenVisible } from '@/lib/part-when-visible';

// Below the hero: the service cards' code (the catalogue group) loads as the snippet comes into view.
const FeaturedServices = partWhenVisible(() => import('./home-featured-services').then((m) => m.default));

/** / : the home page with the featured services snippet composed in (features don't import each other). */
export default function HomeRoute() {
  return <HomePage featuredServices={<FeaturedServices />} />;
}
