/** First focusable element: lets keyboard users jump past the navigation (WCAG 2.4.1). */
export function SkipLink({ targetId }: { targetId: string }) {
  return (
    <a
      href={`#${targetId}`}
      className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[70] focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:text-sm focus:font-semibold focus:text-brand-900 focus:shadow-lg focus:outline-2 focus:outline-brand-700"
    >
      Skip to main content
    </a>
  );
}
