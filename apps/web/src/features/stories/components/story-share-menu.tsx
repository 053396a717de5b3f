import { DropdownMenu } from 'radix-ui';
import { Share2 } from 'lucide-react';
import { shareLinks, storyUrl, type ShareTarget } from '../utils/share-links';

const TARGETS: ShareTarget[] = ['Facebook', 'Twitter', 'WhatsApp', 'Email'];

/** Share menu of spec 2 (Radix menu button: arrow keys, Escape, focus return). */
export function StoryShareMenu({ id, title }: { id: number; title: string }) {
  const links = shareLinks(storyUrl(id), title);
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className="inline-flex items-center gap-1 rounded-md px-2 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700"
        aria-label={`Share “${title}”`}
      >
        <Share2 className="size-4" aria-hidden />
        Share
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className="z-50 min-w-40 rounded-lg border border-slate-200 bg-white p-1 shadow-lg">
          {TARGETS.map((target) => (
            <DropdownMenu.Item key={target} asChild>
              <a
                href={links[target]}
                target={target === 'Email' ? undefined : '_blank'}
                rel="noopener noreferrer"
                className="block rounded-md px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900"
              >
                {target}
              </a>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
