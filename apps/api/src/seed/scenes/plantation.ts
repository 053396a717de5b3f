import type { SceneDrawer } from './drawer';
import { bush, palm } from './flora';
import { Batch } from './batch';
import { H, W } from './light';
import { between, n } from './random';
import { land, sky } from './sky';

/** A Zanzibar spice farm: coconut palms over clove and nutmeg trees, cloves drying red-brown on mats. */
export const plantation: SceneDrawer = {
  times: ['day', 'golden'],
  draw(s) {
    const parts = [sky(s, 0.55), land(s, 0.55, 20, s.tone('#4f8a4a', 0.6), 4)];
    for (let i = 0; i < 5; i++) parts.push(palm(s.r, between(s.r, 0, 1) * W, 0.62 * H, between(s.r, 220, 320), s.tone('#2f5a2a', 0.45)));
    parts.push(land(s, 0.64, 14, s.tone('#6a9a3e', 0.3), 5));
    for (let i = 0; i < 6; i++) {
      const buds = new Batch();
      const x = between(s.r, 0, 1) * W;
      const y = between(s.r, 0.68, 0.74) * H;
      parts.push(`<rect x="${n(x - 6)}" y="${n(y - 60)}" width="12" height="60" fill="${s.tone('#5a3a22', 0.2)}"/>`, bush(x, y - 40, between(s.r, 120, 170), s.tone('#2e6b33', 0.2)));
      for (let k = 0; k < 8; k++) buds.circle(s.tone('#d2463a', 0.1), x + between(s.r, -50, 50), y - between(s.r, 60, 110), 5);
      parts.push(buds.svg());
    }
    parts.push(land(s, 0.8, 10, s.tone('#b8935a', 0.05), 3));
    for (let i = 0; i < 3; i++) {
      const x = between(s.r, 0.05, 0.8) * W;
      const y = between(s.r, 0.86, 0.93) * H;
      parts.push(`<path d="M${n(x)} ${n(y)} l200 -10 l40 40 l-210 12 Z" fill="${s.tone('#d9c08a', 0)}"/>`);
      const cloves = new Batch();
      for (let k = 0; k < 30; k++) cloves.rect('#8a3a22', x + 20 + s.r() * 200, y + 4 + s.r() * 28, 6, 4);
      parts.push(cloves.svg());
    }
    return parts.join('');
  },
};
