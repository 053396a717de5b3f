import type { SceneDrawer } from './drawer';
import { H, W } from './light';
import { between, n } from './random';
import { land, sky } from './sky';

/** The Cape Winelands: rows of vines running to a white-gabled Cape Dutch homestead under blue mountains. */
export const vineyard: SceneDrawer = {
  times: ['golden', 'day'],
  draw(s) {
    const horizon = 0.5 * H;
    const parts = [sky(s, 0.5), land(s, 0.36, 120, s.tone('#5a6a8a', 0.85), 3), land(s, 0.46, 40, s.tone('#6a7a5a', 0.6), 4)];
    parts.push(`<rect x="0" y="${n(horizon)}" width="${W}" height="${n(H - horizon)}" fill="${s.tone('#9aa050', 0.3)}"/>`);
    // The homestead with its curved central gable.
    const hx = between(s.r, 0.2, 0.6) * W;
    parts.push(`<rect x="${n(hx)}" y="${n(horizon - 40)}" width="220" height="46" fill="#f6f2ea"/><rect x="${n(hx)}" y="${n(horizon - 58)}" width="220" height="20" fill="${s.tone('#4a4a3a', 0.3)}"/><path d="M${n(hx + 80)} ${n(horizon - 40)} Q${n(hx + 80)} ${n(horizon - 90)} ${n(hx + 110)} ${n(horizon - 96)} Q${n(hx + 140)} ${n(horizon - 90)} ${n(hx + 140)} ${n(horizon - 40)} Z" fill="#f6f2ea"/>`);
    // Vine rows converging to a point on the horizon.
    const vx = hx + 110;
    const vine = s.tone('#3f6a2a', 0.15);
    for (let i = -12; i <= 12; i++) {
      const bx = W / 2 + i * 110;
      parts.push(`<path d="M${n(vx + i * 6)} ${n(horizon + 4)} L${n(bx - 18)} ${H} L${n(bx + 18)} ${H} Z" fill="${vine}"/>`);
    }
    for (let i = 0; i < 16; i++) parts.push(`<circle cx="${n(between(s.r, 0, 1) * W)}" cy="${n(between(s.r, 0.8, 1) * H)}" r="7" fill="${s.tone('#5a2a4a', 0)}"/>`);
    return parts.join('');
  },
};
