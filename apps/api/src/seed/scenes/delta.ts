import type { SceneDrawer } from './drawer';
import { palm, reeds } from './flora';
import { H, W, type Scene } from './light';
import { between, n } from './random';
import { sky } from './sky';

/** A mokoro: the long dugout with a poler standing at the stern. */
const mokoro = (s: Scene, x: number, y: number, w: number) => {
  const c = s.tone('#2a1d14', 0.1);
  return `<path d="M${n(x - w / 2)} ${n(y - 10)} Q${n(x)} ${n(y + 14)} ${n(x + w / 2)} ${n(y - 10)} Z" fill="${c}"/><path d="M${n(x + w * 0.3)} ${n(y - 12)} L${n(x + w * 0.32)} ${n(y - w * 0.45)} L${n(x + w * 0.38)} ${n(y - w * 0.45)} L${n(x + w * 0.38)} ${n(y - 12)} Z" fill="${c}"/><circle cx="${n(x + w * 0.35)}" cy="${n(y - w * 0.5)}" r="${n(w * 0.05)}" fill="${c}"/><path d="M${n(x + w * 0.22)} ${n(y + 30)} L${n(x + w * 0.48)} ${n(y - w * 0.62)}" stroke="${c}" stroke-width="4"/><circle cx="${n(x - w * 0.1)}" cy="${n(y - 22)}" r="12" fill="${c}"/>`;
};

/** The Okavango: a still channel through papyrus, a palm island behind, water lilies, a mokoro gliding. */
export const delta: SceneDrawer = {
  times: ['golden', 'dawn', 'day', 'dusk'],
  draw(s) {
    const water = 0.56 * H;
    const parts = [sky(s, 0.56)];
    const ix = between(s.r, 0.2, 0.8) * W;
    parts.push(`<ellipse cx="${n(ix)}" cy="${n(water)}" rx="300" ry="40" fill="${s.tone('#4a6a3a', 0.7)}"/>`);
    for (let i = 0; i < 4; i++) parts.push(palm(s.r, ix + between(s.r, -220, 220), water, between(s.r, 140, 220), s.tone('#34502c', 0.7)));
    parts.push(`<rect x="0" y="${n(water)}" width="${W}" height="${n(H - water)}" fill="${s.tone('#6f9aa8', 0.35)}"/>`);
    parts.push(`<rect x="0" y="${n(water)}" width="${W}" height="4" fill="#ffffff" fill-opacity="0.4"/>`);
    // Papyrus banks either side of the channel, with their round heads.
    parts.push(reeds(s.r, 0, W * 0.3, 0.72 * H, 170, s.tone('#5a7a2a', 0.25), true));
    parts.push(reeds(s.r, W * 0.72, W, 0.7 * H, 150, s.tone('#5a7a2a', 0.3), true));
    for (let i = 0; i < 12; i++) {
      const x = between(s.r, 0.2, 0.8) * W;
      const y = between(s.r, 0.78, 0.97) * H;
      parts.push(`<ellipse cx="${n(x)}" cy="${n(y)}" rx="26" ry="8" fill="${s.tone('#3f7a3a', 0.1)}"/>`);
      if (s.r() < 0.4) parts.push(`<circle cx="${n(x + 6)}" cy="${n(y - 6)}" r="7" fill="#f3f0ff"/>`);
    }
    parts.push(mokoro(s, between(s.r, 0.4, 0.6) * W, 0.72 * H, 320));
    return parts.join('');
  },
};
