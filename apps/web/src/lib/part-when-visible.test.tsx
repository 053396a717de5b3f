// @fresh-modules: releaseWaitingParts loads every part the module has registered, those of earlier files too.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { useState } from 'react';
import { partWhenVisible, releaseWaitingParts } from './part-when-visible';

/** An IntersectionObserver the test drives: `show()` tells every observer its element came into view. */
class FakeObserver {
  static all: FakeObserver[] = [];
  readonly elements: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe(element: Element) {
    this.elements.push(element);
  }
  disconnect() {
    this.elements.length = 0;
  }
  static show() {
    for (const o of FakeObserver.all) {
      const entries = o.elements.map((target) => ({ target, isIntersecting: true }) as unknown as IntersectionObserverEntry);
      if (entries.length) o.callback(entries, o as unknown as IntersectionObserver);
    }
  }
}

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((c) => c + 1)}>
      {label} {count}
    </button>
  );
}


/** The markup React's server render gives a part: its wrapper, and the Suspense boundary around it. */
const SERVER_MARKUP = '<div class="box"><!--$--><button type="button">Likes<!-- --> <!-- -->0</button><!--/$--></div>';

describe('partWhenVisible', () => {
  beforeEach(() => {
    FakeObserver.all = [];
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });

  it('loads at once and renders the part when the browser renders the page itself', async () => {
    const load = vi.fn(async () => Counter);
    const Part = partWhenVisible(load);
    render(<Part label="Likes" className="box" />);
    expect(await screen.findByRole('button', { name: 'Likes 0' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledOnce();
    expect(screen.getByRole('button').parentElement).toHaveClass('box');
  });

  it('over a server paint, keeps the markup without loading its code until the part comes into view, then takes it over', async () => {
    const load = vi.fn(async () => Counter);
    const Part = partWhenVisible(load);
    const container = document.createElement('div');
    container.innerHTML = SERVER_MARKUP;
    document.body.append(container);
    let root!: Root;
    await act(async () => {
      root = hydrateRoot(container, <Part label="Likes" className="box" />);
    });
    await act(async () => new Promise((r) => setTimeout(r, 20)));
    expect(load).not.toHaveBeenCalled();
    const painted = screen.getByRole('button', { name: 'Likes 0' });

    await act(async () => FakeObserver.show());
    expect(load).toHaveBeenCalledOnce();
    // Taken over, not drawn again: the same element now answers clicks.
    await act(async () => new Promise((r) => setTimeout(r, 0)));
    fireEvent.click(painted);
    expect(screen.getByRole('button')).toBe(painted);
    expect(painted).toHaveTextContent('Likes 1');
    act(() => root.unmount());
  });

  it('holds a click that lands on the part before React has it, and makes it again once the part is taken over', async () => {
    let resolve!: (c: typeof Counter) => void;
    const load = vi.fn(() => new Promise<typeof Counter>((r) => (resolve = r)));
    const Part = partWhenVisible(load);
    const container = document.createElement('div');
    container.innerHTML = SERVER_MARKUP;
    document.body.append(container);
    let root!: Root;
    await act(async () => {
      root = hydrateRoot(container, <Part label="Likes" className="box" />);
    });
    const painted = screen.getByRole('button', { name: 'Likes 0' });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    painted.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    await act(async () => undefined);
    expect(load).toHaveBeenCalledOnce();
    expect(painted).toHaveTextContent('Likes 0');
    await act(async () => resolve(Counter));
    await act(async () => new Promise((r) => setTimeout(r, 0)));
    expect(screen.getByRole('button')).toBe(painted);
    expect(painted).toHaveTextContent('Likes 1');
    act(() => root.unmount());
  });

  it('loads a waiting part when the visitor moves on (releaseWaitingParts), seen or not', async () => {
    const load = vi.fn(async () => Counter);
    const Part = partWhenVisible(load);
    const container = document.createElement('div');
    container.innerHTML = SERVER_MARKUP;
    document.body.append(container);
    let root!: Root;
    await act(async () => {
      root = hydrateRoot(container, <Part label="Likes" className="box" />);
    });
    expect(load).not.toHaveBeenCalled();
    await act(async () => releaseWaitingParts());
    expect(load).toHaveBeenCalledOnce();
    act(() => root.unmount());
  });
});
