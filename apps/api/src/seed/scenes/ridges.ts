import type { SceneDrawer } from './drawer';
import { bush } from './flora';
import { H, W, type Scene } from './light';
import { between, n } from './random';
import { land, sky } from './sky';

/** An Amazigh village: flat-roofed earth houses stacked up a slope. */
function village(s: Scene, x: number, y: number): string {
  let out = '';
  for (let i = 0; i < 14; i++) {
    const w = between(s.r, 50, 90);
    const h = between(s.r, 40, 70);
    const hx = x + between(s.r, -220, 220);
    const hy = y - i * 8 + between(s.r, -10, 10);
    out += `<rect x="${n(hx)}" y="${n(hy - h)}" width="${n(w)}" height="${n(h)}" fill="${s.tone('#b9784a', 0.25)}"/><rect x="${n(hx + w * 0.3)}" y="${n(hy - h * 0.7)}" width="6" height="9" fill="#2a1a12"/>`;
  }
  return out;
}

/** The High Atlas: ridge behind ridge, the highest with snow, a village and walnut trees on the near slope. */
export const ridges: SceneDrawer = {
  times: ['day', 'golden', 'dawn'],
  draw(s) {
    const parts = [sky(s, 0.5)];
    // The snowy crest: a jagged line whose top is painted white.
    let crest = `M0 ${n(0.36 * H)}`;
    for (let x = 60; x <= W; x += 60) crest += ` L${x} ${n(between(s.r, 0.12, 0.34) * H)}`;
    parts.push(`<path d="${crest} V${H} H0 Z" fill="${s.tone('#8a8fa3', 0.8)}"/>`);
    // Snow above the snow line only: the same outline, clipped to the top of the picture.
    parts.push(`<clipPath id="snowline"><rect width="${W}" height="${n(0.26 * H)}"/></clipPath><path d="${crest} V${H} H0 Z" fill="#ffffff" fill-opacity="0.9" clip-path="url(#snowline)"/>`);
    parts.push(land(s, 0.42, 70, s.tone('#9a7a62', 0.6), 3), land(s, 0.52, 60, s.tone('#a0674a', 0.4), 4), land(s, 0.64, 50, s.tone('#8a5a3c', 0.2), 3));
    parts.push(village(s, between(s.r, 0.25, 0.75) * W, 0.7 * H));
    parts.push(land(s, 0.8, 30, s.tone('#6b7a3a', 0.05), 4));
    for (let i = 0; i < 4; i++) parts.push(bush(between(s.r, 0, 1) * W, between(s.r, 0.84, 1) * H, between(s.r, 110, 180), s.tone('#3c5a2a', 0)));
    return parts.join('');
  },
};
