// Helena Zontero deals the living players' roles again (the Sheriff's aside): a role the table had turned up is
// unknown again everywhere Marshal shows one — the table's view (the display and the phones get it), the state
// a replay gives, the statistics — until it is turned up anew. No table after her shows an old role.
import { describe, expect, it } from 'vitest';
import { createGame, step, view } from '../../src/engine/index.ts';
import type { Entry, Setup, State } from '../../src/engine/index.ts';
import { showTable } from './play.ts';
import { summarize } from '../../src/stats/summarize.ts';

const setup: Setup = showTable('paul-regret');

function play(entries: Entry[]): State[] {
  let state = createGame(setup);
  const states = [state];
  for (const entry of entries) {
    const r = step(state, entry);
    expect(r.accepted, JSON.stringify(entry)).toBe(true);
    state = r.state;
    states.push(state);
  }
  return states;
}

const revealed: Entry[] = [
  { type: 'reveal-role', player: 'Bob', role: 'outlaw' },
  { type: 'reveal-role', player: 'Cid', role: 'renegade' },
  { type: 'draw' },
  { type: 'play', card: 'stagecoach' },
  { type: 'reveal-event', deck: 'wild-west-show', card: 'helena-zontero' },
];

describe('Helena Zontero keeps hidden roles hidden', () => {
  it('on hearts, no table after her shows a role turned up before; the Sheriff stays known', () => {
    const states = play([
      ...revealed,
      { type: 'reveal' as const, sign: 'QH' },
      { type: 'discard', count: 3 },
      { type: 'end-turn' },
    ]);
    expect(view(states[2] as State).players.find((p) => p.name === 'Cid')?.role).toBe('renegade');
    for (const state of states.slice(6)) {
      const seen = view(state).players.map((p) => [p.name, p.role]);
      expect(seen).toEqual([
        ['Ann', 'sheriff'],
        ['Bob', null],
        ['Cid', null],
        ['Dee', null],
      ]);
      // A replay from JSON (the store's snapshot) holds no old role either.
      expect(JSON.stringify(state)).not.toMatch(/"role":"(outlaw|renegade)"/);
      // The statistics read only what Marshal knows.
      const facts = summarize(setup, [], state);
      expect(facts.players.map((p) => p.role)).toEqual(['sheriff', null, null, null]);
    }
  });

  it('a role turned up again after her is known again', () => {
    const states = play([
      ...revealed,
      { type: 'reveal', sign: 'QD' },
      { type: 'reveal-role', player: 'Bob', role: 'renegade' },
    ]);
    expect(view(states.at(-1) as State).players.find((p) => p.name === 'Bob')?.role).toBe('renegade');
  });

  it('on spades the roles stay as they were', () => {
    const states = play([...revealed, { type: 'reveal', sign: 'QS' }]);
    const roles = view(states.at(-1) as State).players.map((p) => p.role);
    expect(roles).toEqual(['sheriff', 'outlaw', 'renegade', null]);
  });
});
