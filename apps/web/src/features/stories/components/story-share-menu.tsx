import { Share2 } from 'lucide-react';
import { DisclosureMenu, disclosureLinkClass } from '@/components/ui/disclosure-menu';
import { shareLinks, storyUrl, type ShareTarget } from '../utils/share-links';

const TARGETS: ShareTarget[] = ['Facebook', 'Twitter', 'WhatsApp', 'Email'];

/** Share menu of spec 2: the share links of a story, behind one button. */
export function StoryShareMenu({ id, title }: { id: number; title: string }) {
  const links = shareLinks(storyUrl(id), title);
  return (
    <DisclosureMenu
      align="end"
      buttonLabel={`Share “${title}”`}
      label={
        <>
          <Share2 className="size-4" aria-hidden />
          Share
        </>
      }
      buttonClassName="inline-flex items-center gap-1 rounded-md px-2 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      {TARGETS.map((target) => (
        <li key={target}>
          <a href={links[target]} target={target === 'Email' ? undefined : '_blank'} rel="noopener noreferrer" className={disclosureLinkClass}>
            {target}
          </a>
        </li>
      ))}
    </DisclosureMenu>
  );
}
