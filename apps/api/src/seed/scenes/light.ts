import { mix, tint } from './colour';
import { between, pick, type Random } from './random';

/** Every scene is drawn on this canvas; the SVG's viewBox scales it to the size asked for. */
export const W = 1200;
export const H = 800;

export type TimeOfDay = 'dawn' | 'day' | 'golden' | 'dusk' | 'night';

interface Light {
  /** Sky gradient, top to horizon. */
  sky: [string, string, string];
  /** What far layers fade into. */
  haze: string;
  /** What near layers darken towards, and how far (dusk and night turn the foreground into silhouettes). */
  shadow: string;
  dark: number;
  sun: string;
  /** Sun height as a share of the canvas height. */
  sunY: [number, number];
}

const LIGHTS: Record<TimeOfDay, Light> = {
  dawn: { sky: ['#6b7fb3', '#e9a9a4', '#ffdcae'], haze: '#f3c8b4', shadow: '#3a2d4a', dark: 0.3, sun: '#fff0cf', sunY: [0.42, 0.5] },
  day: { sky: ['#4f9ad8', '#9fcdf0', '#e4f1f7'], haze: '#cfe3ee', shadow: '#1d2b22', dark: 0.05, sun: '#fffbe8', sunY: [0.1, 0.2] },
  golden: { sky: ['#e9925a', '#f6c27a', '#fde6b2'], haze: '#f4cf9c', shadow: '#3b2414', dark: 0.2, sun: '#fff4d1', sunY: [0.3, 0.42] },
  dusk: { sky: ['#2d2a5c', '#c25a78', '#f7a35c'], haze: '#d98a78', shadow: '#1c1426', dark: 0.62, sun: '#ffd27a', sunY: [0.48, 0.56] },
  night: { sky: ['#081029', '#16244f', '#2f4277'], haze: '#34467a', shadow: '#05070f', dark: 0.72, sun: '#f4f1de', sunY: [0.12, 0.22] },
};

const WORDS: [RegExp, TimeOfDay][] = [
  [/sunrise|dawn|first light/i, 'dawn'],
  [/sunset|sundowner|dusk/i, 'dusk'],
  [/night|evening|supper|stars/i, 'night'],
];

/** The light a scene is drawn in: the title's own words first ("Sunset Dhow Cruise"), else one the kind allows. */
export function timeOf(seed: string, r: Random, allowed: readonly TimeOfDay[]): TimeOfDay {
  const said = WORDS.find(([re]) => re.test(seed))?.[1];
  const chosen = pick(r, allowed);
  return said ?? chosen;
}

export interface Scene {
  r: Random;
  time: TimeOfDay;
  light: Light;
  sun: { x: number; y: number; r: number };
  /** Degrees of hue shift for this picture, so two scenes of one kind never share a palette. */
  hue: number;
  /** A land colour at `depth` 0 (foreground) to 1 (horizon), tinted, hazed and shaded for the time of day. */
  tone(base: string, depth: number): string;
}

export function makeScene(r: Random, time: TimeOfDay): Scene {
  const light = LIGHTS[time];
  const hue = between(r, -14, 14);
  const sun = { x: between(r, 0.12, 0.88) * W, y: between(r, ...light.sunY) * H, r: between(r, 0.055, 0.085) * H };
  return {
    r,
    time,
    light,
    sun,
    hue,
    tone: (base, depth) => tint(mix(mix(base, light.haze, depth * 0.6), light.shadow, light.dark * (1 - depth * 0.55)), hue),
  };
}
