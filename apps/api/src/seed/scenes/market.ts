import type { SceneDrawer } from './drawer';
import { H, W, type Scene } from './light';
import { between, n, pick } from './random';
import { mist, sky } from './sky';

const AWNINGS = ['#c0392b', '#e67e22', '#f1c40f', '#16a085', '#8e44ad', '#2980b9'];

/** One stall: an awning, a glowing counter and smoke from the grill. */
function stall(s: Scene, x: number, y: number, w: number): string {
  const awning = s.tone(pick(s.r, AWNINGS), 0.1);
  return `<rect x="${n(x)}" y="${n(y - w * 0.9)}" width="6" height="${n(w * 0.9)}" fill="#1a120d"/><rect x="${n(x + w - 6)}" y="${n(y - w * 0.9)}" width="6" height="${n(w * 0.9)}" fill="#1a120d"/>`
    + `<path d="M${n(x - 10)} ${n(y - w * 0.75)} L${n(x + w * 0.1)} ${n(y - w * 0.95)} L${n(x + w * 0.9)} ${n(y - w * 0.95)} L${n(x + w + 10)} ${n(y - w * 0.75)} Z" fill="${awning}"/>`
    + `<rect x="${n(x)}" y="${n(y - w * 0.3)}" width="${n(w)}" height="${n(w * 0.3)}" fill="${s.tone('#6a4030', 0.1)}"/><rect x="${n(x + 8)}" y="${n(y - w * 0.36)}" width="${n(w - 16)}" height="10" fill="#ffb347"/>`
    + `<circle cx="${n(x + w / 2)}" cy="${n(y - w * 0.6)}" r="${n(w * 0.07)}" fill="#ffe29a"/>`;
}

/**
 * A food market after dark: a row of lit stalls, smoke and people between them. The title sets the backdrop:
 * the sea behind Forodhani's waterfront, or a minaret over the Marrakech square.
 */
export const market: SceneDrawer = {
  times: ['night', 'dusk'],
  draw(s, seed) {
    const parts = [sky(s, 0.55)];
    const waterfront = /forodhani|seafood|waterfront|zanzibar/i.test(seed);
    if (waterfront) {
      parts.push(`<rect x="0" y="${n(0.5 * H)}" width="${W}" height="${n(0.2 * H)}" fill="${s.tone('#1f4a6a', 0.5)}"/>`);
      for (let i = 0; i < 10; i++) parts.push(`<rect x="${n(s.r() * W)}" y="${n(between(s.r, 0.52, 0.66) * H)}" width="${n(between(s.r, 20, 60))}" height="3" fill="#ffd27a" fill-opacity="0.5"/>`);
    } else {
      const mx = between(s.r, 0.15, 0.85) * W;
      parts.push(`<rect x="0" y="${n(0.46 * H)}" width="${W}" height="${n(0.3 * H)}" fill="${s.tone('#a0583a', 0.5)}"/><rect x="${n(mx - 34)}" y="${n(0.12 * H)}" width="68" height="${n(0.36 * H)}" fill="${s.tone('#b8704a', 0.5)}"/><rect x="${n(mx - 18)}" y="${n(0.06 * H)}" width="36" height="${n(0.07 * H)}" fill="${s.tone('#b8704a', 0.5)}"/><path d="M${n(mx)} ${n(0.02 * H)} V${n(0.06 * H)}" stroke="#e8c27a" stroke-width="4"/>`);
    }
    // By the sea the stalls stand in a short row under the gardens' trees; in the square they fill the view.
    const ground = waterfront ? 0.72 : 0.68;
    parts.push(`<rect x="0" y="${n(ground * H)}" width="${W}" height="${n((1 - ground) * H)}" fill="${s.tone(waterfront ? '#6a6a5a' : '#5a4536', 0.1)}"/>`);
    let x = waterfront ? between(s.r, 0.2, 0.4) * W : between(s.r, -60, 0);
    const end = waterfront ? x + 3 * 260 : W;
    while (x < end) {
      const w = between(s.r, 170, 230) * (waterfront ? 1.15 : 1);
      parts.push(stall(s, x, (waterfront ? 0.86 : 0.82) * H, w));
      x += w + between(s.r, 20, 50);
    }
    if (waterfront) for (let i = 0; i < 2; i++) parts.push(`<path d="M${n(i ? W * 0.92 : W * 0.06)} ${H} V${n(0.3 * H)}" stroke="#0f0b08" stroke-width="18"/>`, `<ellipse cx="${n(i ? W * 0.92 : W * 0.06)}" cy="${n(0.3 * H)}" rx="170" ry="90" fill="#0f140c"/>`);
    parts.push(mist(0.35, 0.3, 0.35));
    // People in front of the stalls: simple figures.
    for (let i = 0; i < 9; i++) {
      const px = s.r() * W;
      const h = between(s.r, 120, 170);
      parts.push(`<path d="M${n(px - h * 0.12)} ${H} L${n(px - h * 0.1)} ${n(H - h * 0.75)} Q${n(px)} ${n(H - h * 0.85)} ${n(px + h * 0.1)} ${n(H - h * 0.75)} L${n(px + h * 0.12)} ${H} Z" fill="#140d0a"/><circle cx="${n(px)}" cy="${n(H - h * 0.88)}" r="${n(h * 0.09)}" fill="#140d0a"/>`);
    }
    return parts.join('');
  },
};
