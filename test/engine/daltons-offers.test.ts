// The Daltons: when the event comes up, each player with blue cards in front of them discards one. The pad
// offers each of those discards, for that turn only, until the player has made one.
import { describe, expect, it } from 'vitest';
import { abilityOptions, step } from '../../src/engine/index.ts';
import type { Setup, State } from '../../src/engine/index.ts';
import { eventTable, playFrom, playOn, turn } from './play.ts';

const setup: Setup = eventTable('high-noon');

// Ann puts a Barrel and a Scope in play, Bob a Mustang; Cid and Dee have nothing blue.
const blueCards = playFrom(setup, [
  ...turn({ type: 'play', card: 'barrel' }, { type: 'play', card: 'scope' }),
  ...turn({ type: 'play', card: 'mustang' }, { type: 'discard', count: 1 }),
  ...turn({ type: 'discard', count: 2 }),
  ...turn({ type: 'discard', count: 2 }),
]);

const daltons = (state: State) =>
  abilityOptions(state)
    .map((o) => o.entry)
    .filter((e) => e.type === 'use' && e.event === 'the-daltons');

describe('The Daltons', () => {
  it('offers each blue card of each player once the event is revealed, and each offer is accepted', () => {
    expect(daltons(blueCards)).toEqual([]);
    const revealed = playOn(blueCards, [{ type: 'reveal-event', card: 'the-daltons' }]);
    const offered = daltons(revealed);
    expect(offered).toEqual([
      { type: 'use', player: 'Ann', event: 'the-daltons', card: 'barrel' },
      { type: 'use', player: 'Ann', event: 'the-daltons', card: 'scope' },
      { type: 'use', player: 'Bob', event: 'the-daltons', card: 'mustang' },
    ]);
    for (const entry of offered) expect(step(revealed, entry).flags).toEqual([]);
    // Once Ann has discarded her Scope, only Bob is still asked; once he has, nobody.
    const ann = playOn(revealed, [{ type: 'use', player: 'Ann', event: 'the-daltons', card: 'scope' }]);
    expect(daltons(ann)).toEqual([{ type: 'use', player: 'Bob', event: 'the-daltons', card: 'mustang' }]);
    const both = playOn(ann, [{ type: 'use', player: 'Bob', event: 'the-daltons', card: 'mustang' }]);
    expect(daltons(both)).toEqual([]);
    expect(both.players.find((p) => p.name === 'Ann')?.inPlay.map((c) => c.card)).toEqual(['barrel']);
    // The next turn, the event still in force asks nothing more.
    const later = playOn(revealed, turn({ type: 'discard', count: 2 }));
    expect(later.event).toBe('the-daltons');
    expect(daltons(later)).toEqual([]);
  });

  it("are offered before the Sheriff's Dynamite draw!, which is made only if the Dynamite stays", () => {
    const dynamite = playFrom(setup, [
      ...turn({ type: 'play', card: 'dynamite' }, { type: 'discard', count: 1 }),
      ...turn({ type: 'discard', count: 2 }),
      ...turn({ type: 'discard', count: 2 }),
      ...turn({ type: 'discard', count: 2 }),
      { type: 'reveal-event', card: 'the-daltons' },
    ]);
    expect(dynamite.prompts).toMatchObject([{ type: 'draw-check', player: 'Ann', card: 'dynamite' }]);
    expect(daltons(dynamite)).toEqual([
      { type: 'use', player: 'Ann', event: 'the-daltons', card: 'dynamite' },
    ]);
    const gone = playOn(dynamite, [{ type: 'use', player: 'Ann', event: 'the-daltons', card: 'dynamite' }]);
    expect(gone.prompts).toEqual([]);
  });

  it('offers a Dangerous (orange) card as a blue one, and not a green card', () => {
    const armed: Setup = { ...setup, expansions: ['base', 'high-noon', 'dodge-city', 'armed-and-dangerous'] };
    // Ann puts a Bandolier (orange) in play, Bob a Bible (green).
    const cards = playFrom(armed, [
      ...turn({ type: 'play', card: 'bandolier' }, { type: 'discard', count: 1 }),
      ...turn({ type: 'play', card: 'bible' }, { type: 'discard', count: 1 }),
      ...turn({ type: 'discard', count: 2 }),
      ...turn({ type: 'discard', count: 2 }),
    ]);
    const revealed = playOn(cards, [{ type: 'reveal-event', card: 'the-daltons' }]);
    expect(daltons(revealed)).toEqual([
      { type: 'use', player: 'Ann', event: 'the-daltons', card: 'bandolier' },
    ]);
  });
});
