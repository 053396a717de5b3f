import type { ReactNode } from 'react';

/**
 * Where the featured services snippet goes (spec 1 route map: "featured services snippet"). The
 * snippet belongs to another feature, and features don't import each other, so app/ passes it in
 * through HomePage's `featuredServices` prop. Nothing is rendered until then.
 */
export function FeaturedServicesSlot({ children }: { children?: ReactNode }) {
  if (!children) return null;
  return <div data-slot="featured-services">{children}</div>;
}
