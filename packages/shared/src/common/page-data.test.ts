import { describe, expect, it } from 'vitest';
import { pageApiCalls } from './page-api-calls';
import { pageDataKey } from './page-data';

describe('pageDataKey', () => {
  it('spells a call one way, whatever the order of its query', () => {
    expect(pageDataKey('/api/stories?page=1&b=2')).toBe('/api/stories?b=2&page=1');
    expect(pageDataKey('/api/blog/first')).toBe('/api/blog/first');
  });
});

describe('pageApiCalls', () => {
  it('names the first public call of each landing page without a query', () => {
    expect(pageApiCalls('/')).toEqual(['/api/public/homepage-featured-services']);
    expect(pageApiCalls('/service-discovery')).toEqual(['/api/services/search?limit=12']);
    expect(pageApiCalls('/stories')).toEqual(['/api/stories?limit=9&page=1']);
    expect(pageApiCalls('/partners/spice-island')).toEqual(['/api/public/partners/spice-island']);
    expect(pageApiCalls('/blog/first-safari/')).toEqual(['/api/blog/first-safari']);
  });

  it('names nothing for a filtered list, another page, or an address that is not a plain slug', () => {
    expect(pageApiCalls('/stories', '?tripType=Adventure')).toEqual([]);
    for (const path of ['/about', '/login', '/partners/', '/partners/a/b', '/blog/..%2Fadmin', '/blog/x?y', '/partners/UPPER', '/blog/a%20b']) {
      expect(pageApiCalls(path), path).toEqual([]);
    }
  });
});
