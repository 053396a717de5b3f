import type { SceneDrawer } from './drawer';
import { Batch } from './batch';
import { acacia, palm } from './flora';
import { H, W, type Scene } from './light';
import { between, n } from './random';
import { land, sky } from './sky';

/** Marrakech from a roof terrace: flat pink-ochre roofs, the Koutoubia minaret, palms, the Atlas behind. */
function medina(s: Scene): string {
  const parts = [sky(s, 0.6), land(s, 0.5, 60, s.tone('#9aa0b8', 0.85), 3)];
  const mx = between(s.r, 0.55, 0.8) * W;
  const ochre = s.tone('#c8795a', 0.4);
  parts.push(`<rect x="${n(mx - 40)}" y="${n(0.18 * H)}" width="80" height="${n(0.5 * H)}" fill="${ochre}"/><rect x="${n(mx - 22)}" y="${n(0.11 * H)}" width="44" height="${n(0.08 * H)}" fill="${ochre}"/><path d="M${n(mx)} ${n(0.06 * H)} V${n(0.11 * H)}" stroke="#e8c27a" stroke-width="5"/>`);
  const roofs = new Batch();
  for (let row = 0; row < 4; row++) {
    for (let x = between(s.r, -80, 0); x < W; x += between(s.r, 90, 160)) {
      const h = between(s.r, 60, 120) + row * 30;
      roofs.rect(s.tone(row % 2 ? '#d98e6a' : '#c47450', 0.4 - row * 0.1), x, (0.6 + row * 0.1) * H - h * 0.4, between(s.r, 90, 170), h);
      if (s.r() < 0.4) roofs.rect('#5a2e20', x + 20, (0.6 + row * 0.1) * H - h * 0.2, 14, 22);
    }
  }
  parts.push(roofs.svg());
  for (let i = 0; i < 3; i++) parts.push(palm(s.r, between(s.r, 0, 1) * W, H, between(s.r, 380, 480), s.tone('#2a3a1e', 0)));
  return parts.join('');
}

/**
 * A city: a modern African skyline (Nairobi's towers, the round conference tower among them) over a green
 * park edge, or the Marrakech medina when the title names it.
 */
export const city: SceneDrawer = {
  times: ['dusk', 'golden', 'day', 'night'],
  draw(s, seed) {
    if (/marrakech|medina/i.test(seed)) return medina(s);
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
