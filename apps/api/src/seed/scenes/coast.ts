import type { SceneDrawer } from './drawer';
import { palm } from './flora';
import { H, W, type Scene } from './light';
import { between, n } from './random';
import { sky } from './sky';

/** A dhow: a low wooden hull and the big curved lateen sail on a slanting yard. */
export function dhow(s: Scene, x: number, y: number, size: number, left: boolean): string {
  const f = left ? -1 : 1;
  const hull = `<path d="M${n(x - size * 0.55 * f)} ${n(y - size * 0.12)} L${n(x + size * 0.6 * f)} ${n(y - size * 0.16)} L${n(x + size * 0.42 * f)} ${n(y)} L${n(x - size * 0.4 * f)} ${n(y)} Z" fill="${s.tone('#3a2414', 0.1)}"/>`;
  const sail = `<path d="M${n(x - size * 0.45 * f)} ${n(y - size * 0.2)} L${n(x + size * 0.35 * f)} ${n(y - size * 1.15)} Q${n(x + size * 0.25 * f)} ${n(y - size * 0.5)} ${n(x + size * 0.3 * f)} ${n(y - size * 0.2)} Z" fill="${s.tone('#f4ead6', 0.15)}"/>`;
  const mast = `<path d="M${n(x)} ${n(y - size * 0.12)} L${n(x + size * 0.05 * f)} ${n(y - size * 0.75)}" stroke="${s.tone('#3a2414', 0.1)}" stroke-width="${n(size * 0.03)}"/>`;
  return hull + mast + sail;
}

/** The Indian Ocean from the beach: sea, sun on the water, a dhow under sail, a palm leaning in. */
export const coast: SceneDrawer = {
  times: ['dusk', 'golden', 'day'],
  draw(s) {
    const horizon = between(s.r, 0.52, 0.6) * H;
    const sea = s.tone('#1f7a8c', 0.4);
    const parts = [sky(s, horizon / H), `<rect x="0" y="${n(horizon)}" width="${W}" height="${n(H - horizon)}" fill="${sea}"/>`];
    // Glitter of the sun on the water, in short strokes under it.
    for (let i = 0; i < 14; i++) {
      const y = horizon + 8 + i * 14;
      const w = 30 + i * 9 + s.r() * 30;
      parts.push(`<rect x="${n(s.sun.x - w / 2 + (s.r() - 0.5) * 30)}" y="${n(y)}" width="${n(w)}" height="3" fill="${s.light.sun}" fill-opacity="${n(0.6 - i * 0.03)}"/>`);
    }
    parts.push(dhow(s, between(s.r, 0.25, 0.75) * W, horizon + between(s.r, 60, 110), between(s.r, 150, 230), s.r() < 0.5));
    if (s.r() < 0.5) parts.push(dhow(s, between(s.r, 0.1, 0.9) * W, horizon + 18, 50, s.r() < 0.5));
    const beach = `<path d="M0 ${n(0.82 * H)} Q${n(W * 0.5)} ${n(0.76 * H)} ${W} ${n(0.86 * H)} V${H} H0 Z" fill="${s.tone('#f0dcae', 0.1)}"/>`;
    const foam = `<path d="M0 ${n(0.82 * H)} Q${n(W * 0.5)} ${n(0.76 * H)} ${W} ${n(0.86 * H)}" stroke="#ffffff" stroke-width="5" fill="none" stroke-opacity="0.7"/>`;
    parts.push(beach, foam, palm(s.r, between(s.r, 0.02, 0.12) * W, H + 10, between(s.r, 420, 520), s.tone('#1f2a1a', 0)));
    return parts.join('');
  },
};
