// Greygory Deck's two drawn characters as one rule: what `combinedAbility` makes of two character rules.
import { describe, expect, it } from 'vitest';
import '../../src/engine/index.ts';
import { characterRules } from '../../src/engine/registry.ts';
import { combinedAbility } from '../../src/engine/rules/wild-west-show/greygory-deck.ts';
import type { CharacterRule } from '../../src/engine/hooks.ts';

const rule = (id: string): CharacterRule => {
  const r = characterRules.get(id);
  if (!r) throw new Error(id);
  return r;
};

describe('combinedAbility', () => {
  it('keeps both passives, the stronger number of each', () => {
    const both = combinedAbility('greygory-deck', [rule('slab-the-killer'), rule('paul-regret')]);
    expect(both.id).toBe('greygory-deck');
    expect(both.passive).toEqual({ missedNeeded: 2, seenFrom: 1 });
    const sight = combinedAbility('greygory-deck', [
      { id: 'a', passive: { sees: -1, drawCount: 3 } },
      { id: 'b', passive: { sees: -2, drawCount: 2, unlimitedBang: true } },
    ]);
    expect(sight.passive).toEqual({ sees: -2, drawCount: 3, unlimitedBang: true });
  });

  it('merges cards played and answered as others, and joins the cards never played', () => {
    const both = combinedAbility('greygory-deck', [rule('calamity-janet'), rule('big-spencer')]);
    expect(both.playsAs).toEqual({ missed: 'bang' });
    expect(both.answersAs).toEqual({ bang: 'missed', missed: 'bang' });
    expect(both.neverPlays).toEqual(['missed']);
    expect(both.passive).toBeUndefined();
  });

  it('calls the hooks that act for both and joins their events', () => {
    const calls: string[] = [];
    const both = combinedAbility('x', [
      { id: 'a', settle: () => (calls.push('a'), [{ type: 'PromptClosed' }]) },
      { id: 'b', settle: () => (calls.push('b'), [{ type: 'PromptClosed' }]) },
    ]);
    expect(both.settle?.({} as never, {} as never, [])).toHaveLength(2);
    expect(calls).toEqual(['a', 'b']);
  });
});
