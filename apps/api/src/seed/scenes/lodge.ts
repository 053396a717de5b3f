import type { SceneDrawer } from './drawer';
import { animal } from './fauna';
import { baobab } from './flora';
import { H, W, type Scene } from './light';
import { between, n } from './random';
import { land, sky } from './sky';

/** A safari tent on a raised deck: canvas roof, a lit doorway at dusk, stilts. */
function tent(s: Scene, x: number, y: number, w: number): string {
  const canvas = s.tone('#d8c9a3', 0.15);
  const frame = s.tone('#4a3322', 0.1);
  const lit = s.time === 'dusk' || s.time === 'night' ? '#ffcf73' : s.tone('#3a2a1c', 0.1);
  return `<rect x="${n(x - w * 0.05)}" y="${n(y)}" width="${n(w * 1.1)}" height="10" fill="${frame}"/>`
    + [0.05, 0.5, 0.95].map((f) => `<rect x="${n(x + w * f - 4)}" y="${n(y)}" width="8" height="${n(w * 0.45)}" fill="${frame}"/>`).join('')
    + `<path d="M${n(x)} ${n(y)} L${n(x + w * 0.1)} ${n(y - w * 0.45)} L${n(x + w * 0.9)} ${n(y - w * 0.45)} L${n(x + w)} ${n(y)} Z" fill="${canvas}"/>`
    + `<path d="M${n(x - w * 0.08)} ${n(y - w * 0.36)} L${n(x + w * 0.5)} ${n(y - w * 0.62)} L${n(x + w * 1.08)} ${n(y - w * 0.36)} Z" fill="${s.tone('#b8a27a', 0.15)}"/>`
    + `<rect x="${n(x + w * 0.38)}" y="${n(y - w * 0.32)}" width="${n(w * 0.24)}" height="${n(w * 0.32)}" fill="${lit}"/>`;
}

/** A tented camp among baobabs, elephants coming down to the river in the afternoon. */
export const lodge: SceneDrawer = {
  times: ['golden', 'dusk', 'day'],
  draw(s) {
    const parts = [sky(s, 0.6), land(s, 0.58, 20, s.tone('#8f8a5a', 0.85), 3)];
    parts.push(`<path d="M0 ${n(0.68 * H)} Q${n(W * 0.5)} ${n(0.64 * H)} ${W} ${n(0.7 * H)} L${W} ${n(0.76 * H)} Q${n(W * 0.5)} ${n(0.72 * H)} 0 ${n(0.76 * H)} Z" fill="${s.tone('#6fa3b0', 0.4)}"/>`);
    const ex = between(s.r, 0.1, 0.5) * W;
    for (let i = 0; i < 3; i++) parts.push(animal('elephant', ex + i * 120, 0.69 * H, i === 1 ? 60 : 95, s.tone('#3a3430', 0.45), s.r() < 0.5));
    parts.push(land(s, 0.66, 30, s.tone('#a98c52', 0.6), 3));
    parts.push(land(s, 0.78, 12, s.tone('#8a7440', 0.2), 4));
    const bx = between(s.r, 0.05, 0.3) * W;
    parts.push(baobab(s.r, bx, 0.9 * H, between(s.r, 380, 460), s.tone('#5b4a3e', 0.1)));
    if (s.r() < 0.7) parts.push(baobab(s.r, between(s.r, 0.8, 0.95) * W, 0.84 * H, between(s.r, 220, 300), s.tone('#62503f', 0.3)));
    const tx = between(s.r, 0.35, 0.55) * W;
    parts.push(tent(s, tx, 0.74 * H, 200), tent(s, tx + 260, 0.76 * H, 150));
    return parts.join('');
  },
};
