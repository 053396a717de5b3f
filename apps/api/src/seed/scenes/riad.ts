import type { SceneDrawer } from './drawer';
import { bush } from './flora';
import { H, W } from './light';
import { between, n } from './random';

/** A Marrakech riad courtyard: horseshoe arches, zellige tiles, a fountain and an orange tree in the middle. */
export const riad: SceneDrawer = {
  times: ['day', 'golden', 'dusk'],
  draw(s) {
    const wall = s.tone('#e3a87a', 0.2);
    const deep = s.tone('#7a3b2a', 0.1);
    const tile = [s.tone('#1f6f78', 0.1), s.tone('#f2e6cf', 0.1), s.tone('#2c4a7c', 0.1)];
    const parts = [`<rect width="${W}" height="${H}" fill="${wall}"/>`, `<rect width="${W}" height="90" fill="${s.tone(s.light.sky[0], 0.2)}"/>`];
    // Three storeys of arches around the courtyard.
    const arch = (x: number, y: number, w: number, h: number) =>
      `<path d="M${n(x)} ${n(y + h)} V${n(y + w * 0.5)} A${n(w * 0.55)} ${n(w * 0.6)} 0 1 1 ${n(x + w)} ${n(y + w * 0.5)} V${n(y + h)} Z" fill="${deep}"/>`;
    const count = Math.floor(between(s.r, 3, 5));
    const w = W / count;
    for (let i = 0; i < count; i++) parts.push(arch(i * w + w * 0.18, 150, w * 0.64, 300));
    for (let i = 0; i < count * 2; i++) parts.push(`<rect x="${n(i * (W / (count * 2)) + 20)}" y="110" width="${n(W / (count * 2) - 40)}" height="26" fill="${deep}" fill-opacity="0.6"/>`);
    // Zellige dado: a band of small diamond tiles.
    for (let x = 0; x < W; x += 30) {
      for (let row = 0; row < 3; row++) parts.push(`<path d="M${x + 15} ${470 + row * 30} l15 15 l-15 15 l-15 -15 Z" fill="${tile[(x / 30 + row) % 3] ?? deep}"/>`);
    }
    // Floor, fountain, orange tree.
    parts.push(`<rect x="0" y="560" width="${W}" height="${H - 560}" fill="${s.tone('#efe3cc', 0.1)}"/>`);
    parts.push(`<ellipse cx="${W / 2}" cy="690" rx="240" ry="60" fill="${tile[0]}"/><ellipse cx="${W / 2}" cy="682" rx="200" ry="44" fill="${s.tone('#7cc4cf', 0.1)}"/><rect x="${W / 2 - 12}" y="600" width="24" height="80" fill="${tile[1]}"/><ellipse cx="${W / 2}" cy="600" rx="46" ry="12" fill="${tile[1]}"/>`);
    const tx = between(s.r, 0.12, 0.25) * W;
    parts.push(`<rect x="${n(tx - 10)}" y="480" width="20" height="200" fill="#5a3a22"/>`, bush(tx, 520, 260, s.tone('#2f6b36', 0.05)));
    for (let i = 0; i < 14; i++) parts.push(`<circle cx="${n(tx + between(s.r, -110, 110))}" cy="${n(between(s.r, 380, 500))}" r="9" fill="#f39c12"/>`);
    return parts.join('');
  },
};
