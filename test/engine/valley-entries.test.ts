// The host's schema takes The Valley of Shadows's entry fields and refuses malformed ones before the engine sees
// them: `as` and `with` (cards), Evelyn Shebang's draw `targets`, Saved!'s `target` and `from`.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { EntrySchema } from '../../src/host/schema.ts';

const ok = (entry: unknown) => v.safeParse(EntrySchema, entry).success;

describe('the Valley of Shadows entries at the boundary', () => {
  it('takes a card played as another or with another, and Evelyn Shebang’s shots instead of drawing', () => {
    expect(ok({ type: 'play', card: 'beer', as: 'bang', target: 'Bob' })).toBe(true);
    expect(ok({ type: 'respond', player: 'Bob', card: 'bang', as: 'missed' })).toBe(true);
    expect(ok({ type: 'play', card: 'bang', with: 'aim', target: 'Bob' })).toBe(true);
    expect(ok({ type: 'draw', targets: ['Bob', 'Dee'] })).toBe(true);
  });

  it('takes Saved! on another player, from the deck or his hand, and nothing else', () => {
    expect(ok({ type: 'respond', player: 'Cid', card: 'saved', target: 'Bob', from: 'deck' })).toBe(true);
    expect(ok({ type: 'respond', player: 'Cid', card: 'saved', target: 'Bob', from: 'hand' })).toBe(true);
    expect(ok({ type: 'respond', player: 'Cid', card: 'saved', target: 'Bob', from: 'pile' })).toBe(false);
  });

  it('refuses an `as` or `with` that is no card id, and a draw aimed at nobody', () => {
    expect(ok({ type: 'play', card: 'beer', as: 'BANG!' })).toBe(false);
    expect(ok({ type: 'play', card: 'bang', with: 42 })).toBe(false);
    expect(ok({ type: 'draw', targets: [''] })).toBe(false);
  });
});
