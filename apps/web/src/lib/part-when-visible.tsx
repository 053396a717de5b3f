import { lazy, memo, Suspense, useEffect, useRef, type ComponentType } from 'react';

/** Imports the part's module and gives its component. */
type Loader<P> = () => Promise<ComponentType<P>>;

/** How far below the screen a part starts loading, so it is usually ready when it scrolls in. */
const LOOK_AHEAD = '300px 0px';

const releases = new Set<() => void>();
const serverLoads: Promise<unknown>[] = [];

/**
 * Loads every part that is still waiting. The app calls it when the address changes: a part React has not
 * taken over cannot follow a change of page or of its props, and React would wait for its code (a
 * transition that never ends, for a part that is never seen).
 */
export function releaseWaitingParts() {
  for (const release of releases) release();
}

/** The server's render (entry-server.tsx) has every part's code before it paints: a part is never left out. */
export function loadAllPartsForServer(): Promise<unknown> {
  return Promise.all(serverLoads);
}

/**
 * A part of a page nobody sees at first (below the fold on a phone, or hidden at this screen width), whose code
 * is fetched and run only once it comes near the screen (issue 20: a phone's first load and its main thread).
 *
 * On a page the server painted, the part's markup is there from the start; React leaves it as it is (a
 * Suspense boundary waiting for its code) and takes it over when it scrolls near. A click on it meanwhile is
 * held and made again once it is taken over.
 * On a page the browser renders, the part loads at once. The part's code must not be imported statically
 * anywhere else, or there is nothing to defer.
 *
 * `className` styles the element that is watched, which wraps the part.
 */
export function partWhenVisible<P extends object>(load: Loader<P>): ComponentType<P & { className?: string }> {
  let loaded: { default: ComponentType<P> } | undefined;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const start = () => {
    releases.delete(release);
    release();
  };
  releases.add(release);
  const loadOnce = released.then(load).then((component) => (loaded = { default: component }));
  // A thenable that answers at once when the code is in: React then renders the part in the same pass.
  const Part = lazy(() => (loaded ? { then: (resolve: (m: { default: ComponentType<P> }) => void) => resolve(loaded!) } : loadOnce) as Promise<{ default: ComponentType<P> }>);
  if (import.meta.env.SSR) {
    serverLoads.push(loadOnce);
    start();
  }

  /** Shown only when the browser renders the part itself (not over a server paint): then it loads at once. */
  function LoadNow() {
    useEffect(start, []);
    return null;
  }

  function WhenVisible({ className, ...props }: P & { className?: string }) {
    const ref = useRef<HTMLDivElement>(null);
    useEffect(() => {
      const element = ref.current;
      if (loaded || !element) return;
      if (typeof IntersectionObserver === 'undefined') return start();
      const observer = new IntersectionObserver((entries) => {
        if (entries.some((entry) => entry.isIntersecting)) start();
      }, { rootMargin: LOOK_AHEAD });
      observer.observe(element);
      // A part whose code cannot be fetched fails where React renders it (the route's error page); not here too.
      const ignoreFailure = () => undefined;
      void loadOnce.then(() => observer.disconnect(), ignoreFailure);
      // A click that lands on the part before React has it (a fast scroll, a keyboard) would do nothing (React
      // stops it), or follow a link by a full page load: it is held, before React's own listener on the root sees
      // it, and made again once the part's code is in. React has resolved the part by then (its own callback on
      // loadOnce came first), so it takes the part over for that click.
      const hold = (event: MouseEvent) => {
        const target = event.target;
        if (loaded || !(target instanceof HTMLElement) || !element.contains(target)) return;
        event.preventDefault();
        event.stopPropagation();
        start();
        void loadOnce.then(() => {
          if (target.isConnected) target.click();
        }, ignoreFailure);
      };
      const page = element.ownerDocument;
      page.addEventListener('click', hold, true);
      return () => {
        observer.disconnect();
        page.removeEventListener('click', hold, true);
      };
    }, []);
    return (
      <div ref={ref} className={className}>
        <Suspense fallback={<LoadNow />}>
          <Part {...(props as P)} />
        </Suspense>
      </div>
    );
  }
  // A new render of a part React has not taken over would make it drop the server's markup: only new props may.
  return memo(WhenVisible) as unknown as ComponentType<P & { className?: string }>;
}
