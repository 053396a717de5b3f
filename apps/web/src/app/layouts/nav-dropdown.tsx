import { DropdownMenu } from 'radix-ui';
import { ChevronDown } from 'lucide-react';
import { Link } from 'react-router';
import type { NavMenu } from './nav-items';

/** One menu of the bar: Radix gives the menu-button pattern (arrow keys, Escape, focus return). */
export function NavDropdown({ menu }: { menu: NavMenu }) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700 data-[state=open]:bg-slate-100">
        {menu.label}
        <ChevronDown className="size-4" aria-hidden />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={6}
          className="z-50 min-w-48 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
        >
          {menu.items.map((item) => (
            <DropdownMenu.Item key={item.to} asChild>
              <Link
                to={item.to}
                className="block rounded-md px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900"
              >
                {item.label}
              </Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
