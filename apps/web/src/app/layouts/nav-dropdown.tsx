import { ChevronDown } from 'lucide-react';
import { Link } from 'react-router';
import { DisclosureMenu, disclosureLinkClass } from '@/components/ui/disclosure-menu';
import type { NavMenu } from './nav-items';

/** One menu of the bar: a disclosure of the menu's links. */
export function NavDropdown({ menu }: { menu: NavMenu }) {
  return (
    <DisclosureMenu
      label={
        <>
          {menu.label}
          <ChevronDown className="size-4" aria-hidden />
        </>
      }
      buttonClassName="inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      {menu.items.map((item) => (
        <li key={item.to}>
          <Link to={item.to} className={disclosureLinkClass}>
            {item.label}
          </Link>
        </li>
      ))}
    </DisclosureMenu>
  );
}
