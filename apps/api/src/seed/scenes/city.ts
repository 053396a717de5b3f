import type { SceneDrawer } from './drawer';
import { acacia } from './flora';
import { H, W } from './light';
import { between, n } from './random';
import { land, sky } from './sky';

/** A modern African skyline (Nairobi's towers, the round conference tower among them) over a green park edge. */
export const city: SceneDrawer = {
  times: ['dusk', 'golden', 'day', 'night'],
  draw(s) {
    const ground = 0.7 * H;
    const lit = s.time === 'dusk' || s.time === 'night';
    const parts = [sky(s, 0.66)];
    let x = between(s.r, -40, 0);
    let allWindows = '';
    while (x < W) {
      const w = between(s.r, 50, 110);
      const h = between(s.r, 90, 330) * (Math.abs(x - W / 2) < 260 ? 1.2 : 0.8);
      const fill = s.tone(s.r() < 0.5 ? '#5a6b7e' : '#7d8795', 0.45);
      parts.push(`<rect x="${n(x)}" y="${n(ground - h)}" width="${n(w)}" height="${n(h)}" fill="${fill}"/>`);
      // Windows: a few rows lit at dusk, glinting by day.
      let windows = '';
      for (let wy = ground - h + 14; wy < ground - 12; wy += 22) {
        for (let wx = x + 8; wx < x + w - 12; wx += 16) if (s.r() < 0.45) windows += `M${n(wx)} ${n(wy)} h8 v10 h-8 Z `;
      }
      allWindows += windows;
      x += w + between(s.r, 2, 14);
    }
    parts.push(`<path d="${allWindows}" fill="${lit ? '#ffd98a' : '#dfe9f2'}" fill-opacity="${lit ? 0.9 : 0.5}"/>`);
    // The round tower with its saucer top.
    const tx = between(s.r, 0.3, 0.7) * W;
    parts.push(`<rect x="${n(tx - 28)}" y="${n(ground - 380)}" width="56" height="380" fill="${s.tone('#b0654a', 0.35)}"/><ellipse cx="${n(tx)}" cy="${n(ground - 384)}" rx="52" ry="16" fill="${s.tone('#8a4b38', 0.35)}"/>`);
    parts.push(land(s, 0.74, 16, s.tone('#5f7d3a', 0.1), 5));
    for (let i = 0; i < 3; i++) parts.push(acacia(s.r, between(s.r, 0, 1) * W, between(s.r, 0.82, 0.95) * H, between(s.r, 120, 200), s.tone('#2b3a1c', 0)));
    return parts.join('');
  },
};
