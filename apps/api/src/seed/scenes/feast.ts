import type { SceneDrawer } from './drawer';
import { H, W, type Scene } from './light';
import { between, n } from './random';

/** A tagine: a cone lid on a wide glazed dish. */
const tagine = (s: Scene, x: number, y: number, w: number, colour: string) =>
  `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(w * 0.6)}" ry="${n(w * 0.14)}" fill="${colour}"/><path d="M${n(x - w * 0.42)} ${n(y - 4)} Q${n(x - w * 0.1)} ${n(y - w * 0.3)} ${n(x)} ${n(y - w * 0.75)} Q${n(x + w * 0.1)} ${n(y - w * 0.3)} ${n(x + w * 0.42)} ${n(y - 4)} Z" fill="${s.tone('#b5523b', 0.1)}"/><circle cx="${n(x)}" cy="${n(y - w * 0.76)}" r="${n(w * 0.05)}" fill="${colour}"/>`;

/** A long table under string lights at dusk: plates, tagines, glasses, bread. */
export const feast: SceneDrawer = {
  times: ['dusk', 'night', 'golden'],
  draw(s) {
    const parts = [`<rect width="${W}" height="${H}" fill="${s.tone('#3a2230', 0.4)}"/>`, `<rect width="${W}" height="${n(H * 0.4)}" fill="${s.tone(s.light.sky[1], 0.3)}" fill-opacity="0.6"/>`];
    // String lights swinging between two posts.
    let bulbs = '';
    for (let k = 0; k < 2; k++) {
      const y0 = 70 + k * 60;
      parts.push(`<path d="M0 ${y0} Q${W / 2} ${y0 + 110} ${W} ${y0}" stroke="#2a1a14" stroke-width="3" fill="none"/>`);
      for (let i = 1; i < 16; i++) {
        const t = i / 16;
        bulbs += `<circle cx="${n(t * W)}" cy="${n(y0 + 4 * 110 * t * (1 - t) * 0.5 * 2 + 8)}" r="9" fill="#ffd27a"/>`;
      }
    }
    parts.push(bulbs);
    // The table seen along its length: cloth, then dishes in rows getting larger towards us.
    parts.push(`<path d="M${W * 0.3} ${n(0.45 * H)} L${W * 0.7} ${n(0.45 * H)} L${W * 1.05} ${H} L${-W * 0.05} ${H} Z" fill="${s.tone('#f1e4c8', 0.05)}"/>`);
    const glaze = ['#2c6e8f', '#e0a93b', '#3c8a5a', '#c0462e'];
    for (let row = 0; row < 4; row++) {
      const y = (0.52 + row * 0.13) * H;
      const spread = W * (0.22 + row * 0.11);
      for (const side of [-1, 1]) {
        const x = W / 2 + side * spread * between(s.r, 0.7, 0.9);
        parts.push(`<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(40 + row * 22)}" ry="${n(10 + row * 6)}" fill="#fbf7ef"/><ellipse cx="${n(x)}" cy="${n(y - 2)}" rx="${n(24 + row * 12)}" ry="${n(6 + row * 3)}" fill="${s.tone('#c0643a', 0.05)}"/>`);
      }
      parts.push(tagine(s, W / 2 + between(s.r, -40, 40), y + 10, 70 + row * 30, s.tone(glaze[row % 4] ?? '#2c6e8f', 0)));
      parts.push(`<rect x="${n(W / 2 + spread * 0.45)}" y="${n(y - 40 - row * 12)}" width="${n(10 + row * 4)}" height="${n(34 + row * 14)}" fill="#fff3d6" fill-opacity="0.6"/>`);
    }
    return parts.join('');
  },
};
