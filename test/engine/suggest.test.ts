// What the table is offered first: the answers to the question the game waits on, and the seats a card reaches.
import { describe, expect, it } from 'vitest';
import { abilityOptions, createGame, promptOptions, step, suggestTargets } from '../../src/engine/index.ts';
import type { Entry, Setup, State } from '../../src/engine/index.ts';

const setup: Setup = {
  players: [
    { name: 'Ann', character: 'kit-carlson', role: 'sheriff' },
    { name: 'Bob', character: 'jourdonnais' },
    { name: 'Cid', character: 'el-gringo' },
    { name: 'Dee', character: 'suzy-lafayette' },
  ],
  expansions: ['base'],
  events: null,
  seed: 1,
};

function play(entries: Entry[]): State {
  return entries.reduce((state, entry) => {
    const r = step(state, entry);
    if (!r.accepted) throw new Error(`${JSON.stringify(entry)}: ${r.flags.map((f) => f.code).join()}`);
    return r.state;
  }, createGame(setup));
}

describe('prompt answers', () => {
  it('a BANG! offers Missed!, the character’s built-in Barrel, and taking the hit', () => {
    const state = play([{ type: 'draw' }, { type: 'play', card: 'bang', target: 'Bob' }]);
    expect(promptOptions(state).map((o) => o.label)).toEqual([
      'Missed!',
      'Jourdonnais draw!',
      'Take the hit',
    ]);
    expect(promptOptions(state)[1]?.entry).toEqual({ type: 'use', player: 'Bob', ability: 'jourdonnais' });
  });

  it('a Barrel already tried against this shot is not offered again', () => {
    const state = play([
      { type: 'draw' },
      { type: 'play', card: 'bang', target: 'Bob' },
      { type: 'use', player: 'Bob', ability: 'jourdonnais' },
      { type: 'reveal', sign: '2S' },
    ]);
    expect(promptOptions(state).map((o) => o.label)).toEqual(['Missed!', 'Take the hit']);
  });

  it('every answer offered is one the engine accepts', () => {
    const state = play([{ type: 'draw' }, { type: 'play', card: 'bang', target: 'Bob' }]);
    for (const option of promptOptions(state)) expect(step(state, option.entry).flags).toEqual([]);
  });

  it('a lethal hit offers Beer or going out', () => {
    const state = play([
      { type: 'set', player: 'Cid', life: 1 },
      { type: 'draw' },
      { type: 'play', card: 'schofield' },
      { type: 'play', card: 'bang', target: 'Cid' },
      { type: 'pass', player: 'Cid' },
    ]);
    expect(promptOptions(state).map((o) => o.label)).toEqual(['Beer', 'No Beer: out of the game']);
  });

  it('nothing to answer, nothing offered', () => {
    expect(promptOptions(createGame(setup))).toEqual([]);
  });
});

describe('targets', () => {
  it('a BANG! offers the seats in reach first, the others after', () => {
    const state = play([{ type: 'draw' }]);
    const targets = suggestTargets(state, 'bang');
    expect(targets.map((t) => [t.name, t.ok, t.distance])).toEqual([
      ['Bob', true, 1],
      ['Dee', true, 1],
      ['Cid', false, 2],
    ]);
  });

  it('a Schofield brings the far seat into reach', () => {
    const state = play([{ type: 'draw' }, { type: 'play', card: 'schofield' }]);
    expect(suggestTargets(state, 'bang').every((t) => t.ok)).toBe(true);
  });

  it('a card without a target offers no seat as right', () => {
    const state = play([{ type: 'draw' }]);
    expect(suggestTargets(state, 'stagecoach').some((t) => t.ok)).toBe(false);
  });
});

describe('abilities offered', () => {
  const withCharacters = (bob: string): Setup => ({
    ...setup,
    players: setup.players.map((p) => (p.name === 'Bob' ? { ...p, character: bob } : p)),
  });

  it('Jesse Jones is offered a draw from each other hand, and the engine accepts it', () => {
    let state = createGame(withCharacters('jesse-jones'));
    for (const entry of [{ type: 'draw' }, { type: 'discard', count: 2 }, { type: 'end-turn' }] as Entry[]) {
      state = step(state, entry).state;
    }
    const offers = abilityOptions(state);
    expect(offers.map((o) => o.label)).toEqual([
      "Draw, the first card from Ann's hand",
      "Draw, the first card from Cid's hand",
      "Draw, the first card from Dee's hand",
    ]);
    const fromCid = offers[1];
    if (!fromCid) throw new Error('no offer to draw from Cid');
    const r = step(state, fromCid.entry);
    expect(r.accepted).toBe(true);
    expect(r.state.players.find((p) => p.name === 'Cid')?.hand).toBe(2);
  });

  it('Sid Ketchum is offered his trade only when it would heal him', () => {
    const healthy = createGame(withCharacters('sid-ketchum'));
    expect(abilityOptions(healthy)).toEqual([]);
    const hurt = step(healthy, { type: 'set', player: 'Bob', life: 2 }).state;
    expect(abilityOptions(hurt).map((o) => o.entry)).toEqual([
      { type: 'use', player: 'Bob', ability: 'sid-ketchum' },
    ]);
  });

  it('a role reveal offers the four roles by name', () => {
    const state = play([
      { type: 'set', player: 'Cid', life: 1 },
      { type: 'draw' },
      { type: 'play', card: 'schofield' },
      { type: 'play', card: 'bang', target: 'Cid' },
      { type: 'pass', player: 'Cid' },
      { type: 'pass', player: 'Cid' },
    ]);
    expect(promptOptions(state).map((o) => o.label)).toEqual(['Sheriff', 'Deputy', 'Outlaw', 'Renegade']);
  });
});
