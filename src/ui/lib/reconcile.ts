// Every snapshot arrives as fresh objects, though an entry changes a few numbers of it. The game is kept as
// raw state (not proxied), so Svelte sees a change wherever an object is new: keeping the old object wherever
// its content is the same lets only the parts that changed re-render.

/**
 * `next`, with every part that equals the same part of `prev` (by position, deeply) replaced by `prev`'s
 * object: `prev` itself when nothing changed. Both are JSON values, as they come from the host.
 */
export function keepUnchanged<T>(prev: unknown, next: T): T {
  if (prev === next) return next;
  if (typeof prev !== 'object' || typeof next !== 'object' || prev === null || next === null) return next;
  if (Array.isArray(next)) {
    if (!Array.isArray(prev)) return next;
    let same = prev.length === next.length;
    const merged = next.map((item: unknown, i) => {
      const kept = i < prev.length ? keepUnchanged(prev[i], item) : item;
      if (kept !== prev[i]) same = false;
      return kept;
    });
    return (same ? prev : merged) as T;
  }
  if (Array.isArray(prev)) return next;
  const before = prev as Record<string, unknown>;
  const after = next as Record<string, unknown>;
  const keys = Object.keys(after);
  let same = keys.length === Object.keys(before).length;
  const merged: Record<string, unknown> = {};
  for (const key of keys) {
    const kept = Object.hasOwn(before, key) ? keepUnchanged(before[key], after[key]) : after[key];
    if (kept !== before[key]) same = false;
    merged[key] = kept;
  }
  return (same ? prev : merged) as T;
}

/**
 * Log lines by their number rather than their place (the window moves by one line per entry): a line that
 * is still the same keeps its object.
 */
export function keepUnchangedLines<L extends { seq: number }>(known: Iterable<L>, next: readonly L[]): L[] {
  const bySeq = new Map<number, L>();
  for (const line of known) bySeq.set(line.seq, line);
  return next.map((line) => keepUnchanged(bySeq.get(line.seq), line));
}
