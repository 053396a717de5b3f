import { paths } from '@mt/shared';
export type ShareTarget = 'Facebook' | 'Twitter' | 'WhatsApp' | 'Email';

/**
 * The story's absolute address, so a shared link works outside this site. The server's first paint of a page
 * (entry-server.tsx) has no window: a site-relative link there, until the browser renders the page.
 */
export const storyUrl = (id: number, origin = typeof window === 'undefined' ? '' : window.location.origin) => `${origin}${paths.story.to({ id })}`;

export function shareLinks(url: string, title: string): Record<ShareTarget, string> {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return {
    Facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    Twitter: `https://twitter.com/intent/tweet?url=${u}&text=${t}`,
    WhatsApp: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
    Email: `mailto:?subject=${t}&body=${encodeURIComponent(`I thought you would enjoy this traveller story: ${url}`)}`,
  };
}
