/**
 * What stands in for a page while its code arrives on the first load. It takes the page's room, so the
 * footer below is out of view and does not jump when the page comes in (no layout shift).
 */
export function PageLoadingFallback() {
  return <div className="min-h-dvh" aria-busy="true" />;
}
