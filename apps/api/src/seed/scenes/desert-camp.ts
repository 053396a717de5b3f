import type { SceneDrawer } from './drawer';
import { animal } from './fauna';
import { H, W, type Scene } from './light';
import { between, n } from './random';
import { land, sky } from './sky';

/** A Berber camp tent: a low dark ridge tent with an opening. */
const tent = (s: Scene, x: number, y: number, w: number) =>
  `<path d="M${n(x)} ${n(y)} L${n(x + w * 0.15)} ${n(y - w * 0.4)} L${n(x + w * 0.85)} ${n(y - w * 0.45)} L${n(x + w)} ${n(y)} Z" fill="${s.tone('#3a2418', 0.1)}"/><path d="M${n(x + w * 0.42)} ${n(y)} L${n(x + w * 0.5)} ${n(y - w * 0.25)} L${n(x + w * 0.58)} ${n(y)} Z" fill="${s.time === 'night' || s.time === 'dusk' ? '#ffc266' : '#1a0f0a'}"/>`;

/** Erg Chebbi: soft golden-orange Saharan dunes, a camel caravan on a crest and a camp of tents below. */
export const desertCamp: SceneDrawer = {
  times: ['dusk', 'night', 'golden'],
  draw(s) {
    const parts = [sky(s, 0.6), land(s, 0.5, 90, s.tone('#d98b43', 0.7), 2), land(s, 0.6, 70, s.tone('#e9a253', 0.35), 3)];
    const crestY = 0.58 * H;
    const x0 = between(s.r, 0.1, 0.5) * W;
    const left = s.r() < 0.5;
    for (let i = 0; i < 5; i++) {
      const x = x0 + i * 105;
      parts.push(animal('camel', x, crestY + i * 5, 110, s.tone('#20140c', 0.25), left));
      if (i % 2 === 0) parts.push(animal('rider', x, crestY + i * 5, 110, s.tone('#20140c', 0.25), left));
    }
    parts.push(land(s, 0.74, 40, s.tone('#d07a36', 0.1), 3));
    const tx = between(s.r, 0.45, 0.75) * W;
    for (let i = 0; i < 3; i++) parts.push(tent(s, tx + i * 120, 0.86 * H + i * 8, 110));
    return parts.join('');
  },
};
