// Dealing characters at random from a seed (shown, so the table can deal the same again), and the names
// of earlier games' players (remembered in localStorage for the new-game form). Not a rule: a convenience.

/** mulberry32: a small, good-enough seeded generator. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` different ids from `pool`, the same for the same seed. */
export function deal(pool: readonly string[], count: number, seed: number): string[] {
  const next = random(seed);
  const deck = [...pool];
  for (let i = deck.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [deck[i], deck[j]] = [deck[j] as string, deck[i] as string];
  }
  return deck.slice(0, count);
}

export function newSeed(): number {
  return Math.floor(Math.random() * 1_000_000);
}

const NAMES_KEY = 'marshal.playerNames';

export function rememberedNames(storage: Storage | undefined = globalThis.localStorage): string[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(NAMES_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((n): n is string => typeof n === 'string') : [];
  } catch {
    return [];
  }
}

/** The names just played first, then the earlier ones; at most 40. */
export function rememberNames(names: string[], storage: Storage | undefined = globalThis.localStorage): void {
  const seen = new Set<string>();
  const all = [...names, ...rememberedNames(storage)].filter((n) => {
    const key = n.trim().toLowerCase();
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  storage?.setItem(NAMES_KEY, JSON.stringify(all.slice(0, 40)));
}
