/**
 * What stands in for the site on the first load, until the page's code is in: an empty screen-tall box,
 * so nothing is drawn that would move when the page comes in (no layout shift).
 */
export function PageLoadingFallback() {
  return <div className="min-h-dvh" aria-busy="true" />;
}
