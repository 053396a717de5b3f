import type { SceneDrawer } from './drawer';
import { animal } from './fauna';
import { H, W } from './light';
import { between, n } from './random';
import { sky } from './sky';

/**
 * The Cape coast: a rugged headland with its lighthouse over the Atlantic, granite boulders and penguins on the
 * beach, or (a shark dive in the title) the dive boat and its cage out at sea.
 */
export const cape: SceneDrawer = {
  times: ['day', 'golden', 'dawn'],
  draw(s, seed) {
    const horizon = 0.58 * H;
    const cliff = s.tone('#6f6a4f', 0.45);
    const hx = between(s.r, 0.55, 0.75) * W;
    const headland = `<path d="M${n(hx - 380)} ${n(horizon + 20)} L${n(hx - 240)} ${n(horizon - 90)} L${n(hx - 120)} ${n(horizon - 150)} L${n(hx)} ${n(horizon - 200)} L${n(hx + 60)} ${n(horizon - 190)} L${n(hx + 200)} ${n(horizon - 60)} L${W} ${n(horizon - 40)} L${W} ${n(horizon + 40)} Z" fill="${cliff}"/>`;
    const light = `<rect x="${n(hx + 10)}" y="${n(horizon - 250)}" width="22" height="56" fill="#f5f1e6"/><rect x="${n(hx + 6)}" y="${n(horizon - 262)}" width="30" height="14" fill="#c0392b"/>`;
    const sea = `<rect x="0" y="${n(horizon)}" width="${W}" height="${n(H - horizon)}" fill="${s.tone('#2d6f96', 0.35)}"/>`;
    const waves = Array.from({ length: 8 }, () => `<path d="M${n(s.r() * W)} ${n(between(s.r, 0.62, 0.74) * H)} q30 -8 60 0" stroke="#ffffff" stroke-width="3" fill="none" stroke-opacity="0.6"/>`).join('');
    const sand = `<path d="M0 ${n(0.78 * H)} Q${n(W * 0.6)} ${n(0.74 * H)} ${W} ${n(0.8 * H)} V${H} H0 Z" fill="${s.tone('#ece0c2', 0.08)}"/>`;
    const boulders = Array.from({ length: 5 }, () => {
      const bx = between(s.r, 0, 1) * W;
      const bw = between(s.r, 90, 200);
      return `<ellipse cx="${n(bx)}" cy="${n(0.8 * H)}" rx="${n(bw)}" ry="${n(bw * 0.55)}" fill="${s.tone('#8d8479', 0.1)}"/><ellipse cx="${n(bx - bw * 0.2)}" cy="${n(0.8 * H - bw * 0.2)}" rx="${n(bw * 0.5)}" ry="${n(bw * 0.2)}" fill="#ffffff" fill-opacity="0.12"/>`;
    }).join('');
    const px = between(s.r, 0.2, 0.6) * W;
    const penguins = Array.from({ length: 6 }, (_, i) => {
      const x = px + i * between(s.r, 46, 70);
      const y = 0.9 * H + between(s.r, -10, 20);
      return animal('penguin', x, y, 100, '#1c1f24', s.r() < 0.5) + `<ellipse cx="${n(x + 24)}" cy="${n(y - 30)}" rx="8" ry="22" fill="#f4f4f0"/>`;
    }).join('');
    // Gansbaai's shark cage dive: out at sea by the boat instead of on the penguin beach.
    if (/shark|cage|dive/i.test(seed)) {
      const bx = between(s.r, 0.2, 0.5) * W;
      const boat = `<path d="M${n(bx)} ${n(0.7 * H)} L${n(bx + 380)} ${n(0.7 * H)} L${n(bx + 340)} ${n(0.78 * H)} L${n(bx + 30)} ${n(0.78 * H)} Z" fill="${s.tone('#eef0f2', 0.1)}"/><rect x="${n(bx + 80)}" y="${n(0.62 * H)}" width="140" height="${n(0.08 * H)}" fill="${s.tone('#2d3e50', 0.1)}"/><rect x="${n(bx + 150)}" y="${n(0.76 * H)}" width="110" height="70" fill="none" stroke="#9aa5ad" stroke-width="6"/>`;
      const fins = Array.from({ length: 2 }, () => {
        const fx = between(s.r, 0.1, 0.9) * W;
        const fy = between(s.r, 0.84, 0.95) * H;
        return `<path d="M${n(fx)} ${n(fy)} Q${n(fx + 20)} ${n(fy - 40)} ${n(fx + 40)} ${n(fy - 70)} Q${n(fx + 44)} ${n(fy - 30)} ${n(fx + 70)} ${n(fy)} Z" fill="#3a4650"/>`;
      }).join('');
      return [sky(s, 0.58), headland, light, `<rect x="0" y="${n(horizon)}" width="${W}" height="${n(H - horizon)}" fill="${s.tone('#2d6f96', 0.35)}"/>`, waves, boat, fins].join('');
    }
    return [sky(s, 0.58), headland, light, sea, waves, sand, boulders, penguins].join('');
  },
};
