/**
 * A tiny seeded PRNG (mulberry32) so that the dataset is the same on every
 * run, in every environment. Never use Math.random in mocks/data.
 */
export type Rng = {
  /** Float in [0, 1). */
  next(): number;
  /** Integer in [min, max] (both inclusive). */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items (order of first appearance in a shuffle). */
  sample<T>(items: readonly T[], count: number): T[];
  chance(probability: number): boolean;
  /** Float in [min, max). */
  float(min: number, max: number): number;
};

export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[int(0, items.length - 1)] as T;
  };
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = int(0, i);
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy.slice(0, Math.min(count, copy.length));
  };
  return {
    next,
    int,
    pick,
    sample,
    chance: (p) => next() < p,
    float: (min, max) => min + next() * (max - min),
  };
}

/** Lowercase, accents stripped: how the mock API compares names. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** 'Clínica del Sol' -> 'clinicadelsol' (for fictional domains and e-mails). */
export function slug(text: string): string {
  return fold(text).replace(/[^a-z0-9]+/g, '');
}

export function round(value: number, decimals = 6): number {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
}
