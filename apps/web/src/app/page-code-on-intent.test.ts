import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter } from 'react-router';
import { loadPageCodeOnIntent } from './page-code-on-intent';

function setup() {
  const pricing = vi.fn(async () => ({ Component: () => null }));
  const story = vi.fn(async () => ({ Component: () => null }));
  const router = createMemoryRouter([
    { path: '/', Component: () => null },
    { path: '/pricing', lazy: pricing },
    { path: '/stories/:id', lazy: story },
  ]);
  const root = document.implementation.createHTMLDocument();
  loadPageCodeOnIntent(router, root);
  const link = (href: string, attributes: Record<string, string> = {}) => {
    const a = root.createElement('a');
    a.href = new URL(href, location.origin).href;
    for (const [name, value] of Object.entries(attributes)) a.setAttribute(name, value);
    a.append(root.createElement('span'));
    root.body.append(a);
    return a;
  };
  return { pricing, story, link, router };
}

const intent = (target: Element, type = 'pointerover') => target.dispatchEvent(new Event(type, { bubbles: true }));

describe('loadPageCodeOnIntent', () => {
  afterEach(() => vi.restoreAllMocks());

  it('loads the code of the page a link leads to on a pointer, a finger or focus on it, once', () => {
    const { pricing, story, link } = setup();
    const toPricing = link('/pricing');
    intent(toPricing.firstElementChild!);
    intent(toPricing, 'touchstart');
    intent(link('/pricing?x=1'), 'focusin');
    expect(pricing).toHaveBeenCalledOnce();
    intent(link('/stories/42'), 'touchstart');
    expect(story).toHaveBeenCalledOnce();
  });

  it('leaves links to other sites, to new tabs and to unknown pages alone', () => {
    const { pricing, story, link } = setup();
    intent(link('https://example.org/pricing'));
    intent(link('/pricing', { target: '_blank' }));
    intent(link('/nowhere'));
    expect(pricing).not.toHaveBeenCalled();
    expect(story).not.toHaveBeenCalled();
  });

  it('tries again on the next intent when the code could not be fetched', async () => {
    const { pricing, link } = setup();
    pricing.mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    intent(link('/pricing'));
    await new Promise((r) => setTimeout(r, 0));
    intent(link('/pricing'));
    expect(pricing).toHaveBeenCalledTimes(2);
  });
});
