import type { SceneDrawer } from './drawer';
import { animal } from './fauna';
import { palm, reeds } from './flora';
import { H, W, type Scene } from './light';
import { between, n } from './random';
import { sky } from './sky';

/** A thatched chalet on stilts at the water's edge. */
function chalet(s: Scene, x: number, y: number, w: number): string {
  const wood = s.tone('#5a3c26', 0.15);
  const thatch = s.tone('#b08a4a', 0.15);
  const window = s.time === 'dusk' ? '#ffcf73' : s.tone('#2a1d14', 0.1);
  return [0.1, 0.9].map((f) => `<rect x="${n(x + w * f - 4)}" y="${n(y)}" width="8" height="${n(w * 0.5)}" fill="${wood}"/>`).join('')
    + `<rect x="${n(x)}" y="${n(y - w * 0.35)}" width="${n(w)}" height="${n(w * 0.35)}" fill="${wood}"/><rect x="${n(x + w * 0.3)}" y="${n(y - w * 0.28)}" width="${n(w * 0.4)}" height="${n(w * 0.2)}" fill="${window}"/>`
    + `<path d="M${n(x - w * 0.15)} ${n(y - w * 0.3)} L${n(x + w * 0.5)} ${n(y - w * 0.85)} L${n(x + w * 1.15)} ${n(y - w * 0.3)} Z" fill="${thatch}"/>`;
}

/** The upper Zambezi: a broad calm river, chalets on stilts, hippos in the shallows, the falls' spray far off. */
export const riverLodge: SceneDrawer = {
  times: ['golden', 'dusk', 'dawn'],
  draw(s) {
    const bank = 0.52 * H;
    const parts = [sky(s, 0.52)];
    // The spray column of the falls on the horizon.
    const sx = between(s.r, 0.6, 0.9) * W;
    parts.push(`<ellipse cx="${n(sx)}" cy="${n(bank - 70)}" rx="60" ry="90" fill="#ffffff" fill-opacity="0.4"/><ellipse cx="${n(sx + 20)}" cy="${n(bank - 150)}" rx="45" ry="70" fill="#ffffff" fill-opacity="0.3"/>`);
    parts.push(`<rect x="0" y="${n(bank - 20)}" width="${W}" height="26" fill="${s.tone('#3d5a32', 0.8)}"/>`);
    parts.push(`<rect x="0" y="${n(bank)}" width="${W}" height="${n(H - bank)}" fill="${s.tone('#5f8a9a', 0.45)}"/>`);
        const hx = between(s.r, 0.45, 0.8) * W;
    for (let i = 0; i < 4; i++) parts.push(animal('hippo', hx + i * 100, 0.66 * H + (i % 2) * 20, 90, s.tone('#3d3434', 0.3), s.r() < 0.5));
    // The near bank with the chalets and palms.
    parts.push(`<path d="M0 ${n(0.72 * H)} L${n(W * 0.42)} ${n(0.78 * H)} L${n(W * 0.5)} ${H} L0 ${H} Z" fill="${s.tone('#4a5a2a', 0.05)}"/>`);
    parts.push(chalet(s, W * 0.05, 0.8 * H, 200), chalet(s, W * 0.28, 0.82 * H, 150));
    parts.push(palm(s.r, W * 0.02, H, 520, s.tone('#24361c', 0)));
    parts.push(reeds(s.r, W * 0.35, W * 0.6, H, 90, s.tone('#4a6a2a', 0)));
    return parts.join('');
  },
};
