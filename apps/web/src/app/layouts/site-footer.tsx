import { partWhenVisible } from '@/lib/part-when-visible';

// Below the fold on every page: its code (the payment badges, the legal links) loads as it comes into view.
const SiteFooterContent = partWhenVisible(() => import('./site-footer-content').then((m) => m.default));

export function SiteFooter() {
  return (
    <footer className="mt-auto bg-slate-900 text-slate-200">
      <SiteFooterContent />
    </footer>
  );
}
