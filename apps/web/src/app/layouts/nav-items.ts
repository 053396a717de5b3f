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
      { label: 'Featured Services', to: '/featured-services' },
      { label: 'All Services', to: '/service-discovery' },
      { label: 'Traveller Stories', to: '/stories' },
      { label: 'Plan Your Trip', to: '/plan-trip' },
    ],
  },
  {
    label: 'Resources',
    items: [
      { label: 'Blog', to: '/blog' },
      { label: 'Pricing', to: '/pricing' },
      { label: 'Contact', to: '/contact' },
    ],
  },
  {
    label: 'About',
    items: [
      { label: 'About Us', to: '/about' },
      { label: 'Terms of Service', to: '/terms' },
      { label: 'Partner Terms', to: '/partner-terms' },
      { label: 'Privacy Policy', to: '/privacy-policy' },
    ],
  },
];

export const DISCOVER_LINK: NavLinkItem = { label: 'My Discoveries', to: '/discover' };

export const GUEST_LINKS: NavLinkItem[] = [
  { label: 'Login', to: '/login' },
  { label: 'Register as Traveller', to: '/register' },
  { label: 'Register as Partner', to: '/partner-register' },
];

export const LEGAL_LINKS: NavLinkItem[] = [
  { label: 'Terms of Service', to: '/terms' },
  { label: 'Partner Terms', to: '/partner-terms' },
  { label: 'Privacy Policy', to: '/privacy-policy' },
];
