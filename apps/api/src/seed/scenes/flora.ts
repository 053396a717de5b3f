import { ellipseD } from './batch';
import { between, n, type Random } from './random';

/** Trees drawn standing on (x, y) and `h` pixels tall, in one flat colour: silhouettes read at card size. */

export function acacia(r: Random, x: number, y: number, h: number, fill: string): string {
  const w = h * between(r, 1.1, 1.6);
  const top = y - h * 0.8;
  const lean = h * between(r, -0.12, 0.12);
  const t = h * 0.045;
  return `<g fill="${fill}"><path d="M${n(x - t)} ${n(y)} L${n(x + lean - t * 0.5)} ${n(top + h * 0.12)} L${n(x + lean - w * 0.28)} ${n(top)} L${n(x + lean - w * 0.24)} ${n(top - 2)} L${n(x + lean)} ${n(top + h * 0.08)} L${n(x + lean + w * 0.26)} ${n(top - 2)} L${n(x + lean + w * 0.3)} ${n(top)} L${n(x + lean + t * 0.5)} ${n(top + h * 0.14)} L${n(x + t)} ${n(y)} Z"/>`
    + `<path d="${ellipseD(x + lean, top - h * 0.04, w * 0.5, h * 0.09)}${ellipseD(x + lean + w * 0.12, top - h * 0.12, w * 0.3, h * 0.07)}"/></g>`;
}

export function baobab(r: Random, x: number, y: number, h: number, fill: string): string {
  const tw = h * between(r, 0.18, 0.26);
  const crown = y - h * 0.72;
  const branches = [-0.9, -0.45, 0, 0.45, 0.9]
    .map((f) => {
      const bx = x + f * tw * 1.6;
      const by = crown - h * between(r, 0.12, 0.28);
      return `<path d="M${n(x + f * tw * 0.3)} ${n(crown + 4)} Q${n(x + f * tw)} ${n(crown - h * 0.05)} ${n(bx)} ${n(by)}" stroke="${fill}" stroke-width="${n(h * 0.035)}" stroke-linecap="round" fill="none"/>`;
    })
    .join('');
  return `<path d="M${n(x - tw * 0.75)} ${n(y)} Q${n(x - tw * 0.5)} ${n(crown + h * 0.25)} ${n(x - tw * 0.35)} ${n(crown)} L${n(x + tw * 0.35)} ${n(crown)} Q${n(x + tw * 0.5)} ${n(crown + h * 0.25)} ${n(x + tw * 0.75)} ${n(y)} Z" fill="${fill}"/>${branches}`;
}

export function palm(r: Random, x: number, y: number, h: number, fill: string): string {
  const bend = h * between(r, -0.25, 0.25);
  const tx = x + bend;
  const ty = y - h;
  const fronds = [-2.6, -2.0, -1.2, -0.5, 0.2, 0.9]
    .map((a) => {
      const len = h * between(r, 0.3, 0.42);
      const ex = tx + Math.cos(a) * len;
      const ey = ty + Math.sin(a) * len * 0.5 + len * 0.35;
      return `<path d="M${n(tx)} ${n(ty)} Q${n(tx + Math.cos(a) * len * 0.5)} ${n(ty - len * 0.25)} ${n(ex)} ${n(ey)} Q${n(tx + Math.cos(a) * len * 0.45)} ${n(ty - len * 0.08)} ${n(tx)} ${n(ty + 4)} Z"/>`;
    })
    .join('');
  return `<g fill="${fill}"><path d="M${n(x - h * 0.02)} ${n(y)} Q${n(x + bend * 0.2)} ${n(y - h * 0.6)} ${n(tx)} ${n(ty)} Q${n(x + bend * 0.2 + h * 0.03)} ${n(y - h * 0.6)} ${n(x + h * 0.02)} ${n(y)} Z"/>${fronds}</g>`;
}

/** The 900-year-old dead camel thorns of Deadvlei: bare, twisted, black against the dunes. */
export function deadTree(r: Random, x: number, y: number, h: number, fill: string): string {
  const limb = (x0: number, y0: number, len: number, angle: number, width: number, depth: number): string => {
    const x1 = x0 + Math.cos(angle) * len;
    const y1 = y0 - Math.sin(angle) * len;
    const self = `<path d="M${n(x0)} ${n(y0)} L${n(x1)} ${n(y1)}" stroke-width="${n(width)}"/>`;
    if (depth === 0) return self;
    return self + limb(x1, y1, len * 0.7, angle + between(r, 0.3, 0.7), width * 0.6, depth - 1) + limb(x1, y1, len * 0.7, angle - between(r, 0.3, 0.7), width * 0.6, depth - 1);
  };
  return `<g stroke="${fill}" stroke-linecap="round" fill="none">${limb(x, y, h * 0.4, Math.PI / 2 + between(r, -0.2, 0.2), h * 0.06, 3)}</g>`;
}

/** A rounded shrub or rainforest crown. */
export function bush(x: number, y: number, w: number, fill: string): string {
  return `<path d="${ellipseD(x, y - w * 0.25, w * 0.5, w * 0.3)}${ellipseD(x - w * 0.28, y - w * 0.15, w * 0.3, w * 0.22)}${ellipseD(x + w * 0.3, y - w * 0.17, w * 0.32, w * 0.2)}" fill="${fill}"/>`;
}

/** Tufts of grass or papyrus along a line. */
export function reeds(r: Random, x0: number, x1: number, y: number, h: number, stroke: string, heads = false): string {
  let d = '';
  let heads_ = '';
  for (let x = x0; x < x1; x += between(r, 6, 16)) {
    const th = h * between(r, 0.5, 1);
    const lean = between(r, -0.25, 0.25) * th;
    d += `M${n(x)} ${n(y)} Q${n(x + lean * 0.3)} ${n(y - th * 0.6)} ${n(x + lean)} ${n(y - th)} `;
    if (heads) heads_ += ellipseD(x + lean, y - th, h * 0.08, h * 0.08);
  }
  return `<path d="${d}" stroke="${stroke}" stroke-width="${n(Math.max(1.5, h * 0.03))}" fill="none"/>${heads ? `<path d="${heads_}" fill="${stroke}"/>` : ''}`;
}
