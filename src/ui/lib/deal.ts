// Dealing characters at random from a seed (shown, so the table can deal the same again), and the names
// of earlier games' players (remembered in localStorage for the new-game form). Not a rule: a convenience.

import { dealFrom } from '../../engine/rng.ts';

/** `count` different ids from `pool`, the same for the same seed. */
export function deal(pool: readonly string[], count: number, seed: number): string[] {
  return dealFrom(pool, count, seed);
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
