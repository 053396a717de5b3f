import type { SceneDrawer } from './drawer';
import { acacia } from './flora';
import { H, W, type Scene } from './light';
import { between, n } from './random';
import { land, sky } from './sky';

/** A minibus or Land Cruiser seen from behind-ish: body, windows, wheels. */
const vehicle = (s: Scene, x: number, y: number, w: number) =>
  `<rect x="${n(x)}" y="${n(y - w * 0.5)}" width="${n(w)}" height="${n(w * 0.42)}" rx="${n(w * 0.08)}" fill="${s.tone('#e9e4d6', 0.1)}"/><rect x="${n(x + w * 0.08)}" y="${n(y - w * 0.44)}" width="${n(w * 0.84)}" height="${n(w * 0.16)}" fill="${s.tone('#2b3440', 0.1)}"/><rect x="${n(x + w * 0.05)}" y="${n(y - w * 0.1)}" width="${n(w * 0.18)}" height="${n(w * 0.14)}" rx="4" fill="#1b1b1b"/><rect x="${n(x + w * 0.77)}" y="${n(y - w * 0.1)}" width="${n(w * 0.18)}" height="${n(w * 0.14)}" rx="4" fill="#1b1b1b"/><rect x="${n(x + w * 0.08)}" y="${n(y - w * 0.2)}" width="${n(w * 0.1)}" height="${n(w * 0.05)}" fill="#d9534f"/><rect x="${n(x + w * 0.82)}" y="${n(y - w * 0.2)}" width="${n(w * 0.1)}" height="${n(w * 0.05)}" fill="#d9534f"/>`;

/**
 * A road running to the horizon with the transfer vehicle on it. The title sets the land: the gravel plains
 * of the Namib (Windhoek, Swakopmund), or green highlands with Kilimanjaro behind.
 */
export const road: SceneDrawer = {
  times: ['day', 'golden', 'dawn'],
  draw(s, seed) {
    const desert = /namib|windhoek|swakop|desert/i.test(seed);
    const horizon = 0.58 * H;
    const parts = [sky(s, 0.58)];
    if (/kilimanjaro|moshi|arusha/i.test(seed)) {
      const cx = between(s.r, 0.55, 0.8) * W;
      parts.push(`<path d="M${n(cx - 360)} ${n(horizon)} Q${n(cx - 150)} ${n(horizon - 60)} ${n(cx - 70)} ${n(horizon - 190)} L${n(cx + 80)} ${n(horizon - 192)} Q${n(cx + 160)} ${n(horizon - 60)} ${n(cx + 380)} ${n(horizon)} Z" fill="${s.tone('#7a8496', 0.75)}"/><path d="M${n(cx - 72)} ${n(horizon - 188)} L${n(cx + 80)} ${n(horizon - 190)} L${n(cx + 100)} ${n(horizon - 160)} L${n(cx - 95)} ${n(horizon - 158)} Z" fill="#ffffff"/>`);
    }
    parts.push(land(s, 0.56, desert ? 40 : 20, s.tone(desert ? '#c08a5a' : '#7a9a5a', 0.7), 3));
    parts.push(`<rect x="0" y="${n(horizon)}" width="${W}" height="${n(H - horizon)}" fill="${s.tone(desert ? '#d9b88a' : '#8fb35a', 0.3)}"/>`);
    const vx = W * between(s.r, 0.45, 0.55);
    parts.push(`<path d="M${n(vx - 10)} ${n(horizon)} L${n(vx + 10)} ${n(horizon)} L${n(W * 0.78)} ${H} L${n(W * 0.22)} ${H} Z" fill="${s.tone(desert ? '#b39a7a' : '#4d4d52', 0.1)}"/>`);
    if (!desert) parts.push(`<path d="M${n(vx)} ${n(horizon + 4)} L${n(W * 0.5)} ${H}" stroke="#fff7d6" stroke-width="8" stroke-dasharray="40 34"/>`);
    for (let i = 0; i < 4; i++) {
      const x = s.r() < 0.5 ? between(s.r, 0, 0.25) * W : between(s.r, 0.75, 1) * W;
      const y = between(s.r, 0.62, 0.9) * H;
      parts.push(desert
        ? `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(y / 30)}" ry="${n(y / 80)}" fill="${s.tone('#6a6a3a', 0.2)}"/>`
        : acacia(s.r, x, y, (y - horizon) * 0.9, s.tone('#2f3f1f', 0.1)));
    }
    parts.push(vehicle(s, W * 0.44, 0.86 * H, 170));
    return parts.join('');
  },
};
