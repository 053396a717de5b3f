import { describe, expect, it } from 'vitest';
import { addressGroup, answerGroup, isAtAny, isAtOrUnder, pageGroup, urlGroups } from './public-changes';

describe('isAtOrUnder', () => {
  it('holds the address itself, with a query, and what is under it', () => {
    for (const url of ['/stories', '/stories?page=2', '/stories/4', '/stories/4?x=/y', '/stories/']) expect(isAtOrUnder(url, '/stories')).toBe(true);
  });

  it('does not hold a longer name, a parent or a neighbour', () => {
    for (const url of ['/storiesx', '/storie', '/', '/blog/stories', '/stories-old/4', '/storie?s']) expect(isAtOrUnder(url, '/stories')).toBe(false);
  });

  it("an address ending in '?' holds that page with any query, not those under it", () => {
    for (const url of ['/stories', '/stories?page=2', '/stories?']) expect(isAtOrUnder(url, '/stories?')).toBe(true);
    for (const url of ['/stories/4', '/storiesx', '/storie', '/', '/stories/?page=2']) expect(isAtOrUnder(url, '/stories?')).toBe(false);
    expect(isAtAny('/stories/4/comments', ['/stories?', '/stories/4'])).toBe(true);
    expect(isAtAny('/stories/5', ['/stories?', '/stories/4'])).toBe(false);
  });

  it("'/' holds only the home page, with or without a query", () => {
    expect(isAtOrUnder('/', '/')).toBe(true);
    expect(isAtOrUnder('/?ref=x', '/')).toBe(true);
    expect(isAtOrUnder('/stories', '/')).toBe(false);
  });

  it('a URL is in the group of an address exactly when it is at that address (the caches find keys by group)', () => {
    const urls = ['/', '/?ref=x', '/stories', '/stories?page=2', '/stories/', '/stories/4', '/stories/4?x=/y', '/stories/4/comments', '/stories/45', '/storiesx', '/blog/stories', '/api/stories/4', '/api/stories?page=1'];
    const addresses = ['/', '/stories', '/stories?', '/stories/4', '/stories/4?', '/blog', '/api/stories', '/api/stories?', '/api/stories/4'];
    for (const url of urls) for (const address of addresses) expect(urlGroups(url).includes(addressGroup(address)), `${url} at ${address}`).toBe(isAtOrUnder(url, address));
  });
});

describe('what an address drops: pages, API answers, or both', () => {
  it('a page address drops the page and its answers; an address under /api/ the answers alone', () => {
    expect([pageGroup('/stories/4'), answerGroup('/stories/4')]).toEqual(['/stories/4', '/api/stories/4']);
    expect([pageGroup('/stories?'), answerGroup('/stories?')]).toEqual(['=/stories', '=/api/stories']);
    expect([pageGroup('/api/stories/4'), answerGroup('/api/stories/4')]).toEqual([null, '/api/stories/4']);
  });

  it("'page:' before an address drops its pages alone, the answers kept a second are left to expire", () => {
    expect([pageGroup('page:/stories?'), answerGroup('page:/stories?')]).toEqual(['=/stories', null]);
    expect([pageGroup('page:/stories/4'), answerGroup('page:/stories/4')]).toEqual(['/stories/4', null]);
    // A path holds no space: the cache bus carries a drop's addresses apart by spaces.
    expect(isAtAny('/stories', ['page:/stories?'])).toBe(false);
  });
});
