import { n } from './random';

/** An ellipse as path data, so several can share one path element. */
export const ellipseD = (cx: number, cy: number, rx: number, ry: number) =>
  `M${n(cx - rx)} ${n(cy)}a${n(rx)} ${n(ry)} 0 1 0 ${n(2 * rx)} 0a${n(rx)} ${n(ry)} 0 1 0 ${n(-2 * rx)} 0Z`;

/**
 * Collects many small same-coloured shapes (windows, stars, cloves, house walls) into one path per colour.
 * librsvg renders one path with 200 sub-paths much faster than 200 elements, and the seed renders every
 * demo picture at each fresh start.
 */
export class Batch {
  private readonly paths = new Map<string, string[]>();

  private add(fill: string, d: string): this {
    const list = this.paths.get(fill) ?? [];
    list.push(d);
    this.paths.set(fill, list);
    return this;
  }

  rect(fill: string, x: number, y: number, w: number, h: number): this {
    return this.add(fill, `M${n(x)} ${n(y)}h${n(w)}v${n(h)}h${n(-w)}Z`);
  }

  circle(fill: string, cx: number, cy: number, r: number): this {
    return this.add(fill, `M${n(cx - r)} ${n(cy)}a${n(r)} ${n(r)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r)} 0 1 0 ${n(-2 * r)} 0Z`);
  }

  ellipse(fill: string, cx: number, cy: number, rx: number, ry: number): this {
    return this.add(fill, ellipseD(cx, cy, rx, ry));
  }

  path(fill: string, d: string): this {
    return this.add(fill, d);
  }

  /** The shapes in the order their colours were first used, `extra` attributes on each path. */
  svg(extra = ''): string {
    return [...this.paths].map(([fill, ds]) => `<path d="${ds.join('')}" fill="${fill}"${extra}/>`).join('');
  }
}
