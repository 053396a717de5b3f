import type { SceneDrawer } from './drawer';
import { Batch } from './batch';
import { H, W } from './light';
import { between, n, pick } from './random';
import { land, sky } from './sky';

const TIN = ['#9a5b3c', '#7f8a91', '#b5703f', '#6d7f8c', '#a24b32', '#8c8c7a'];
const MUD = ['#a8876a', '#8f7a66', '#b59a7a', '#6f8aa0', '#c7b59a', '#7a9a7a'];
/** Bo-Kaap's famous facades: bright pink, lime, turquoise, yellow, under flat parapet roofs. */
const BOKAAP = ['#ff6fa5', '#9be15d', '#2ec4b6', '#ffd23f', '#7b6cf6', '#ff9f1c'];

/**
 * A hillside of houses, rows stepping down towards the viewer. Bo-Kaap (the title says so) gets its bright flat-
 * roofed facades under Signal Hill; elsewhere (Kibera) mud and painted walls under rusted tin.
 */
export const houses: SceneDrawer = {
  times: ['day', 'golden', 'dawn'],
  draw(s, seed) {
    const bokaap = /bo-kaap|cape/i.test(seed);
    const WALLS = bokaap ? BOKAAP : MUD;
    const ROOFS = bokaap ? ['#f4efe6', '#e9e2d4'] : TIN;
    const parts = [sky(s, 0.45), land(s, bokaap ? 0.3 : 0.36, bokaap ? 160 : 40, s.tone(bokaap ? '#7c7a5e' : '#7a8a5a', 0.7), bokaap ? 2 : 3)];
    const shapes = new Batch();
    let lines = '';
    for (let row = 0; row < 6; row++) {
      const y = (0.42 + row * 0.1) * H;
      const size = 46 + row * 20;
      const depth = 0.6 - row * 0.1;
      let x = between(s.r, -size, 0);
      while (x < W) {
        const w = size * between(s.r, 1.1, 1.8);
        shapes.rect(s.tone(pick(s.r, WALLS), depth), x, y, w, size);
        if (bokaap) {
          // A flat roof behind a white parapet, tall sash windows.
          shapes.rect(s.tone(pick(s.r, ROOFS), depth), x - 3, y - size * 0.12, w + 6, size * 0.12);
          shapes.rect('#2a2f3a', x + w * 0.18, y + size * 0.3, size * 0.22, size * 0.4).rect('#2a2f3a', x + w * 0.62, y + size * 0.3, size * 0.22, size * 0.4);
        } else {
          shapes.path(s.tone(pick(s.r, ROOFS), depth), `M${n(x - 4)} ${n(y + 2)}L${n(x + w * 0.1)} ${n(y - size * 0.3)}L${n(x + w + 4)} ${n(y - size * 0.22)}L${n(x + w + 4)} ${n(y + 2)}Z`);
          // Corrugation lines on the tin.
          lines += `M${n(x + w * 0.3)} ${n(y - size * 0.25)}v${n(size * 0.25)}M${n(x + w * 0.6)} ${n(y - size * 0.24)}v${n(size * 0.24)}`;
          if (s.r() < 0.4) shapes.rect('#2a1d16', x + w * 0.4, y + size * 0.35, size * 0.3, size * 0.65);
        }
        x += w + between(s.r, 2, 10);
      }
    }
    parts.push(shapes.svg());
    if (lines) parts.push(`<path d="${lines}" stroke="#000" stroke-width="1.5" stroke-opacity="0.15"/>`);
    return parts.join('');
  },
};
