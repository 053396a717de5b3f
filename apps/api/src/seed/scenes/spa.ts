import type { SceneDrawer } from './drawer';
import { H, W } from './light';
import { between, n } from './random';
import { mist } from './sky';

/** Inside a hammam: a dome pierced with star-shaped skylights, beams of light through the steam, a marble basin. */
export const spa: SceneDrawer = {
  times: ['day', 'golden'],
  draw(s) {
    const wall = s.tone('#d9b99a', 0.2);
    const parts = [`<defs><linearGradient id="mist" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="0.5" stop-color="#fff" stop-opacity="1"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient></defs>`];
    parts.push(`<rect width="${W}" height="${H}" fill="${wall}"/>`);
    parts.push(`<path d="M0 ${n(0.55 * H)} Q0 0 ${W / 2} 0 Q${W} 0 ${W} ${n(0.55 * H)} Z" fill="${s.tone('#c49a78', 0.2)}"/>`);
    const stars: [number, number][] = [];
    for (let i = 0; i < 9; i++) stars.push([between(s.r, 0.15, 0.85) * W, between(s.r, 0.06, 0.3) * H]);
    for (const [x, y] of stars) {
      parts.push(`<path d="M${n(x)} ${n(y - 14)} L${n(x + 4)} ${n(y - 4)} L${n(x + 14)} ${n(y)} L${n(x + 4)} ${n(y + 4)} L${n(x)} ${n(y + 14)} L${n(x - 4)} ${n(y + 4)} L${n(x - 14)} ${n(y)} L${n(x - 4)} ${n(y - 4)} Z" fill="#fff8e1"/>`);
      parts.push(`<path d="M${n(x - 8)} ${n(y)} L${n(x + 8)} ${n(y)} L${n(x + 60)} ${n(0.85 * H)} L${n(x - 60)} ${n(0.85 * H)} Z" fill="#fff8e1" fill-opacity="0.12"/>`);
    }
    // Tadelakt walls with a row of niches, then the warm marble floor and basin.
    for (let i = 0; i < 5; i++) parts.push(`<path d="M${n(80 + i * 240)} ${n(0.75 * H)} V${n(0.6 * H)} A50 50 0 0 1 ${n(180 + i * 240)} ${n(0.6 * H)} V${n(0.75 * H)} Z" fill="${s.tone('#a9795a', 0.1)}"/>`);
    parts.push(`<rect x="0" y="${n(0.75 * H)}" width="${W}" height="${n(0.25 * H)}" fill="${s.tone('#e9e0d2', 0.1)}"/>`);
    parts.push(`<ellipse cx="${W / 2}" cy="${n(0.88 * H)}" rx="260" ry="50" fill="${s.tone('#b8c7c4', 0.1)}"/><ellipse cx="${W / 2}" cy="${n(0.87 * H)}" rx="220" ry="34" fill="${s.tone('#7fb8b4', 0.1)}"/>`);
    parts.push(mist(0.45, 0.45, 0.55), mist(0.7, 0.3, 0.4));
    return parts.join('');
  },
};
