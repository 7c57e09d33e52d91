/**
 * A small seeded pseudo-random generator for the demo league. Every demo install
 * must hold the same league, so nothing here may use Math.random. Each part of
 * the seeder takes its own stream (seeded by a label), so changing how one part
 * draws numbers does not reshuffle the others.
 */
export interface Random {
  /** uniform in [0, 1) */
  next(): number;
  /** an integer in [min, max], both inclusive */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** roughly normal (sum of uniforms), for attendance and the like */
  normal(mean: number, deviation: number): number;
  /**
   * Up to `count` distinct items, drawn without replacement with chances in
   * proportion to their weights, in the order drawn (Efraimidis-Spirakis keys).
   */
  weightedSample<T>(items: readonly T[], weight: (item: T) => number, count: number): T[];
  shuffle<T>(items: readonly T[]): T[];
}

export function seededRandom(label: string): Random {
  const next = mulberry32(hashLabel(label));
  const random: Random = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability) => next() < probability,
    pick: (items) => items[Math.floor(next() * items.length)]!,
    normal: (mean, deviation) => mean + deviation * (next() + next() + next() + next() - 2) * Math.sqrt(3),
    weightedSample(items, weight, count) {
      const keyed: { item: (typeof items)[number]; key: number }[] = [];
      for (const item of items) {
        const w = weight(item);
        // 1 - next() is in (0, 1], so the key is well defined; a larger key draws earlier.
        if (w > 0) keyed.push({ item, key: Math.log(1 - next()) / w });
      }
      keyed.sort((a, b) => b.key - a.key);
      return keyed.slice(0, count).map((entry) => entry.item);
    },
    shuffle: (items) => random.weightedSample(items, () => 1, items.length),
  };
  return random;
}

/** mulberry32: 32-bit state, good enough spread for demo data, and tiny. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** FNV-1a over the label, so a stream's seed is stable and readable in code. */
function hashLabel(label: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < label.length; i++) {
    hash ^= label.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
