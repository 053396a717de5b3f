import type { SceneDrawer } from './drawer';
import { acacia } from './flora';
import { H, W } from './light';
import { between, n } from './random';
import { land, sky } from './sky';

/** Kilimanjaro: one broad, gently sloped volcano with a flat snow-capped summit above a belt of cloud. */
export const mountain: SceneDrawer = {
  times: ['dawn', 'day', 'golden'],
  draw(s) {
    const cx = between(s.r, 0.35, 0.65) * W;
    const top = between(s.r, 0.16, 0.22) * H;
    const base = 0.62 * H;
    const rock = s.tone('#5d6473', 0.55);
    const snow = s.tone('#ffffff', 0.1);
    const cone = `<path d="M${n(cx - 620)} ${n(base)} Q${n(cx - 300)} ${n(base - 80)} ${n(cx - 140)} ${n(top + 10)} L${n(cx + 150)} ${n(top + 6)} Q${n(cx + 320)} ${n(base - 90)} ${n(cx + 640)} ${n(base)} Z" fill="${rock}"/>`;
    // The glaciers: a flat cap with tongues reaching down the slope.
    let cap = `M${n(cx - 150)} ${n(top + 12)} L${n(cx + 158)} ${n(top + 8)} L${n(cx + 190)} ${n(top + 40)}`;
    for (let x = cx + 170; x > cx - 190; x -= 40) cap += ` L${n(x)} ${n(top + between(s.r, 30, 80))} L${n(x - 20)} ${n(top + between(s.r, 20, 40))}`;
    const parts = [sky(s, 0.62), cone, `<path d="${cap} Z" fill="${snow}"/>`];
    for (let i = 0; i < 6; i++) parts.push(`<ellipse cx="${n(between(s.r, 0, 1) * W)}" cy="${n(between(s.r, 0.44, 0.52) * H)}" rx="${n(between(s.r, 120, 260))}" ry="${n(between(s.r, 18, 34))}" fill="#ffffff" fill-opacity="0.6"/>`);
    parts.push(land(s, 0.64, 14, s.tone('#9a9a5a', 0.45), 4), land(s, 0.78, 20, s.tone('#6f7a3a', 0.1), 5));
    for (let i = 0; i < 3; i++) parts.push(acacia(s.r, between(s.r, 0, 1) * W, between(s.r, 0.8, 0.98) * H, between(s.r, 110, 200), s.tone('#2e3a1a', 0)));
    return parts.join('');
  },
};
