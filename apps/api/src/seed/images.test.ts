import { describe, expect, it } from 'vitest';
import { sceneSvg } from './images';

describe('demo scene pictures', () => {
  it('carry no caption, since every screen crops them and prints the title beside them', () => {
    const svg = sceneSvg({ kind: 'savanna', seed: 'Following the Great Migration' });
    expect(svg).not.toContain('<text');
    expect(svg).not.toContain('Following the Great Migration');
  });

  it('draw the same picture for the same seed and another for another seed', () => {
    expect(sceneSvg({ kind: 'coast', seed: 'a' })).toBe(sceneSvg({ kind: 'coast', seed: 'a' }));
    expect(sceneSvg({ kind: 'coast', seed: 'a' })).not.toBe(sceneSvg({ kind: 'coast', seed: 'b' }));
  });
});
