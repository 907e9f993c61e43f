// The engine's only randomness: a seeded generator (mulberry32), so the same seed always deals the same.
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` different items of `pool` in a shuffled order, the same for the same seed. */
export function dealFrom<T>(pool: readonly T[], count: number, seed: number): T[] {
  const next = seededRandom(seed);
  const deck = [...pool];
  for (let i = deck.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [deck[i], deck[j]] = [deck[j] as T, deck[i] as T];
  }
  return deck.slice(0, count);
}
