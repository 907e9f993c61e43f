// docs/extending.md's worked example: an expansion registered from the test, its card and character played
// through decide and apply like any other, the core untouched.
import { describe, expect, it } from 'vitest';
import { catalogue, createGame, decide, refereed, register, step, view } from '../../src/engine/index.ts';
import type { Entry, ExpansionId, Setup, State } from '../../src/engine/index.ts';
import { EXAMPLE, example } from './example-expansion/index.ts';

register(example);

const setup: Setup = {
  players: [
    { name: 'Ann', character: 'ezra-flint', role: 'sheriff' },
    { name: 'Bob', character: 'kit-carlson' },
    { name: 'Cid', character: 'kit-carlson' },
    { name: 'Dee', character: 'kit-carlson' },
    { name: 'Eve', character: 'kit-carlson' },
  ],
  expansions: ['base', EXAMPLE],
  events: null,
  seed: 1,
};

function play(entries: Entry[]): State {
  return entries.reduce((s, e) => {
    const r = step(s, e);
    if (!r.accepted) throw new Error(`${JSON.stringify(e)}: ${r.flags.map((f) => f.code).join()}`);
    return r.state;
  }, createGame(setup));
}

describe('an expansion that registers', () => {
  it('its card and character join the catalogue, in every language, and are refereed', () => {
    expect(catalogue.card('hip-flask')?.name.cs).toBe('Placatka');
    expect(catalogue.character('ezra-flint')?.life).toBe(4);
    expect(refereed('hip-flask') && refereed('ezra-flint')).toBe(true);
  });

  it("its character's passive changes distances through the core (Ezra sees Cid, two seats away, at 1)", () => {
    const table = view(createGame(setup));
    expect(table.distances.Ann?.Cid).toBe(1);
    expect(table.distances.Cid?.Ann).toBe(2);
  });

  it('its card is played through decide and apply: 1 life back after a hit', () => {
    const hurt = play([{ type: 'set', player: 'Ann', life: 3 }, { type: 'draw' }]);
    const r = step(hurt, { type: 'play', card: 'hip-flask', sign: '7H' });
    expect(r.accepted).toBe(true);
    expect(r.state.players[0]).toMatchObject({ life: 4, hand: 6 });
  });

  it('its card flags what its rule forbids: no Hip Flask at full life', () => {
    const full = play([{ type: 'draw' }]);
    const d = decide(full, { type: 'play', card: 'hip-flask' });
    expect(d.ok && d.flags.map((f) => f.code)).toEqual(['life-full']);
  });

  it('a sign the card does not have is flagged by the core from the card’s data', () => {
    const d = decide(play([{ type: 'set', player: 'Ann', life: 3 }, { type: 'draw' }]), {
      type: 'play',
      card: 'hip-flask',
      sign: 'AS',
    });
    expect(d.ok && d.flags.map((f) => f.code)).toEqual(['no-such-card']);
  });

  it('an expansion may not take over a card another one referees', () => {
    const thief = { id: 'thief' as ExpansionId, cards: [{ id: 'bang' }] };
    expect(() => register(thief)).toThrow(/"bang" is already base's/);
  });
});
