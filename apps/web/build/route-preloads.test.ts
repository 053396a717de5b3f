import { describe, expect, it } from 'vitest';
import { listRoutePreloads } from './route-preloads';

const ROOT = '/repo/apps/web';
const chunk = (fileName: string, imports: string[] = [], facade: string | null = null, isEntry = false) => ({
  type: 'chunk' as const,
  fileName,
  imports,
  isEntry,
  facadeModuleId: facade ? `${ROOT}/${facade}` : null,
});

// The shape of a real build: the entry and the framework it imports, a page that imports a shared chunk,
// which itself imports the framework and an icon.
const bundle = [
  chunk('assets/index-E1.js', ['assets/framework-F1.js'], 'src/main.tsx', true),
  chunk('assets/framework-F1.js'),
  chunk('assets/home-H1.js', ['assets/grid-G1.js', 'assets/framework-F1.js'], 'src/app/routes/home.tsx'),
  chunk('assets/grid-G1.js', ['assets/framework-F1.js', 'assets/star-S1.js']),
  chunk('assets/star-S1.js'),
  chunk('assets/login-L1.js', ['assets/star-S1.js'], 'src/features/auth/pages/login-page.tsx'),
];

describe('listRoutePreloads', () => {
  it("lists a page's chunk and everything under it, less what the entry already loads", () => {
    const list = listRoutePreloads(
      [
        { pattern: '/', module: 'src/app/routes/home.tsx' },
        { pattern: '/login', module: 'src/features/auth/pages/login-page.tsx' },
      ],
      bundle,
      ROOT,
    );
    expect(list).toEqual([
      { pattern: '/', files: ['/assets/home-H1.js', '/assets/grid-G1.js', '/assets/star-S1.js'] },
      { pattern: '/login', files: ['/assets/login-L1.js', '/assets/star-S1.js'] },
    ]);
  });

  it('fails the build for a page whose module is not in it (renamed or moved)', () => {
    expect(() => listRoutePreloads([{ pattern: '/gone', module: 'src/app/routes/gone.tsx' }], bundle, ROOT)).toThrow(/gone\.tsx/);
  });
});
