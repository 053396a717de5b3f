import type { SceneDrawer } from './drawer';
import { deadTree } from './flora';
import { H, W, type Scene } from './light';
import { between, n } from './random';
import { sky } from './sky';

/** One red Namib dune: a sharp crest line, the sunlit face and the shadow face either side of it. */
function dune(s: Scene, peakX: number, peakY: number, baseY: number, width: number, depth: number): string {
  const lit = s.tone('#e2682e', depth);
  const shade = s.tone('#8e2f18', depth);
  const left = peakX - width;
  const right = peakX + width * between(s.r, 0.8, 1.3);
  const crestX = peakX + width * 0.35;
  return `<path d="M${n(left)} ${n(baseY)} Q${n(peakX - width * 0.4)} ${n(peakY + (baseY - peakY) * 0.2)} ${n(peakX)} ${n(peakY)} Q${n(crestX)} ${n(peakY + (baseY - peakY) * 0.45)} ${n(right)} ${n(baseY)} Z" fill="${lit}"/>`
    + `<path d="M${n(peakX)} ${n(peakY)} Q${n(crestX)} ${n(peakY + (baseY - peakY) * 0.45)} ${n(right)} ${n(baseY)} L${n(peakX + width * 0.05)} ${n(baseY)} Q${n(peakX + width * 0.02)} ${n(peakY + (baseY - peakY) * 0.5)} ${n(peakX)} ${n(peakY)} Z" fill="${shade}"/>`;
}

/** Sossusvlei: towering red dunes and the white clay pan of Deadvlei with its black dead trees. */
export const dunes: SceneDrawer = {
  times: ['dawn', 'golden', 'day'],
  draw(s) {
    const parts = [sky(s, 0.55)];
    parts.push(dune(s, between(s.r, 0.1, 0.4) * W, between(s.r, 0.3, 0.38) * H, 0.66 * H, 420, 0.6));
    parts.push(dune(s, between(s.r, 0.55, 0.9) * W, between(s.r, 0.18, 0.28) * H, 0.7 * H, 520, 0.3));
    parts.push(dune(s, between(s.r, 0.0, 0.25) * W, between(s.r, 0.48, 0.54) * H, 0.72 * H, 300, 0.15));
    parts.push(`<rect x="0" y="${n(0.7 * H)}" width="${W}" height="${n(0.3 * H)}" fill="${s.tone('#e8ddc8', 0.1)}"/>`);
    parts.push(`<path d="M0 ${n(0.8 * H)} L${W} ${n(0.76 * H)}" stroke="${s.tone('#cfc0a4', 0.1)}" stroke-width="3" stroke-opacity="0.7"/>`);
    const trees = Math.floor(between(s.r, 2, 5));
    for (let i = 0; i < trees; i++) {
      const x = ((i + between(s.r, 0.2, 0.8)) / trees) * W;
      const y = between(s.r, 0.76, 0.95) * H;
      parts.push(deadTree(s.r, x, y, between(s.r, 90, 170) * (y / H), '#1d130e'));
      parts.push(`<ellipse cx="${n(x + 30)}" cy="${n(y + 2)}" rx="40" ry="4" fill="#b9a98c" fill-opacity="0.6"/>`);
    }
    return parts.join('');
  },
};
