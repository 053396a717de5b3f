import { paths } from '@mt/shared';
/** The three menus of the navigation bar (spec 1 section 2, "Layout"); desktop and mobile share them. */
export interface NavLinkItem {
  label: string;
  to: string;
}

export interface NavMenu {
  label: string;
  items: NavLinkItem[];
}

export const NAV_MENUS: NavMenu[] = [
  {
    label: 'Explore',
    items: [
      { label: 'Featured Services', to: paths.featuredServices },
      { label: 'All Services', to: paths.serviceDiscovery },
      { label: 'Traveller Stories', to: paths.stories },
      { label: 'Plan Your Trip', to: paths.planTrip },
    ],
  },
  {
    label: 'Resources',
    items: [
      { label: 'Blog', to: paths.blog },
      { label: 'Pricing', to: paths.pricing },
      { label: 'Contact', to: paths.contact },
    ],
  },
  {
    label: 'About',
    items: [
      { label: 'About Us', to: paths.about },
      { label: 'Terms of Service', to: paths.terms },
      { label: 'Partner Terms', to: paths.partnerTerms },
      { label: 'Privacy Policy', to: paths.privacyPolicy },
    ],
  },
];

export const DISCOVER_LINK: NavLinkItem = { label: 'My Discoveries', to: paths.discover };

export const GUEST_LINKS: NavLinkItem[] = [
  { label: 'Login', to: paths.login },
  { label: 'Register as Traveller', to: paths.register },
  { label: 'Register as Partner', to: paths.partnerRegister },
];

export const LEGAL_LINKS: NavLinkItem[] = [
  { label: 'Terms of Service', to: paths.terms },
  { label: 'Partner Terms', to: paths.partnerTerms },
  { label: 'Privacy Policy', to: paths.privacyPolicy },
];
