import { n } from './random';

/**
 * Animal silhouettes, each drawn once facing right with its feet on y = 0 and about 100 units tall, then placed
 * with a transform. Flat shapes on purpose: at card size a clean outline reads better than detail.
 */
const SHAPES = {
  giraffe:
    'M6 -52 Q4 -62 16 -63 L46 -70 L60 -108 Q62 -113 68 -111 L80 -103 L79 -98 L70 -100 L58 -62 Q56 -52 52 -50 L51 0 L47 0 L46 -47 L44 0 L40 0 L39 -48 L18 -46 L17 0 L13 0 L12 -46 L10 0 L6 0 Z M6 -56 L0 -34 L2 -34 Z M64 -112 L63 -120 L65 -120 L67 -112 Z',
  elephant:
    'M8 -30 Q4 -62 34 -66 Q60 -70 70 -58 Q84 -56 86 -40 Q88 -20 80 -4 L75 -4 Q80 -22 76 -34 Q74 -28 70 -26 L68 0 L58 0 L57 -22 L40 -22 L38 0 L28 0 L27 -22 Q20 -22 18 -20 L18 0 L9 0 Z M8 -44 L2 -22 L4 -22 Z',
  wildebeest:
    'M6 -34 Q8 -46 22 -46 L44 -44 Q52 -46 56 -38 L62 -22 L58 -20 L50 -30 L46 -26 L46 0 L43 0 L42 -24 L36 -24 L35 0 L32 0 L30 -26 L16 -26 L15 0 L12 0 L11 -26 L9 -26 L8 0 L5 0 Z M52 -44 Q56 -52 60 -48 L56 -44 Z',
  zebra:
    'M6 -40 Q8 -52 24 -52 L42 -50 L54 -66 Q58 -70 62 -64 L64 -58 L56 -46 L50 -36 L48 0 L45 0 L44 -32 L38 -32 L37 0 L34 0 L32 -32 L16 -32 L15 0 L12 0 L11 -32 L9 -32 L8 0 L5 0 Z M6 -46 L1 -28 L3 -28 Z',
  camel:
    'M4 -50 Q6 -64 18 -66 Q28 -82 38 -66 Q44 -62 48 -60 L60 -82 Q62 -92 72 -90 L78 -86 L76 -82 L68 -82 L58 -56 Q56 -48 50 -46 L50 0 L46 0 L44 -42 L40 0 L36 0 L36 -44 L18 -44 L17 0 L13 0 L12 -42 L9 0 L5 0 Z',
  rider: 'M28 -70 L32 -92 Q34 -100 40 -96 L38 -72 Z M33 -100 A5 5 0 1 1 33.1 -100 Z',
  flamingo:
    'M30 -62 Q18 -60 16 -70 Q20 -80 32 -76 Q42 -70 40 -60 L36 -52 L35 0 L34 0 L34 -50 L33 -50 L32 0 L31 0 Z M40 -60 Q46 -80 44 -96 Q44 -104 50 -104 L56 -100 L54 -96 L50 -98 Q48 -82 42 -60 Z',
  hippo: 'M0 0 Q2 -16 20 -18 Q34 -20 44 -14 Q54 -16 60 -10 L60 0 Z M42 -16 A3 3 0 1 1 42.1 -16 Z',
  gorilla:
    'M12 0 Q2 -10 8 -32 Q6 -52 22 -62 Q28 -76 40 -74 Q52 -72 52 -60 Q64 -52 64 -36 L70 -4 Q70 0 64 0 L58 -22 L54 0 L44 0 L42 -16 L30 -16 L28 0 Z',
  penguin: 'M10 0 Q2 -20 8 -40 Q10 -56 18 -58 Q24 -58 26 -52 L32 -50 L26 -46 Q30 -22 24 0 Z',
} as const;

export type Animal = keyof typeof SHAPES;

/** Scale factors need three decimals, not one. */
const k = (v: number) => Math.round(v * 1000) / 1000;

/** One animal standing at (x, y), `h` pixels tall, facing left when `left`. */
export function animal(kind: Animal, x: number, y: number, h: number, fill: string, left = false): string {
  const s = h / 100;
  return `<path transform="translate(${n(x)} ${n(y)}) scale(${k(left ? -s : s)} ${k(s)})" d="${SHAPES[kind]}" fill="${fill}"/>`;
}

/** A loose line of birds, drawn as small "v" strokes. */
export function birds(x: number, y: number, count: number, size: number, stroke: string, r: () => number): string {
  let d = '';
  for (let i = 0; i < count; i++) {
    const bx = x + i * size * 2.2 + r() * size * 2;
    const by = y + (r() - 0.5) * size * 3;
    d += `M${n(bx - size)} ${n(by - size * 0.4)} Q${n(bx - size * 0.4)} ${n(by - size * 0.6)} ${n(bx)} ${n(by)} Q${n(bx + size * 0.4)} ${n(by - size * 0.6)} ${n(bx + size)} ${n(by - size * 0.4)} `;
  }
  return `<path d="${d}" stroke="${stroke}" stroke-width="${n(Math.max(1.5, size * 0.18))}" fill="none" stroke-linecap="round"/>`;
}
