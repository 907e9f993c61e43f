// The log says in plain words what the table entered, naming what the players see.
import { describe, expect, test } from 'vitest';
import { apply, createGame, decide, describeEntry, type Entry, type State } from '../../src/engine/index.ts';

function play(state: State, entries: Entry[]): State {
  let s = state;
  for (const e of entries) {
    const d = decide(s, e);
    if (!d.ok) throw new Error(d.error.message);
    s = apply(s, d.events);
  }
  return s;
}

describe('log lines', () => {
  const game = createGame({
    players: [
      { name: 'Ann', character: 'vera-custer', role: 'sheriff' },
      { name: 'Bob', character: 'slab-the-killer' },
      { name: 'Cid', character: 'paul-regret' },
      { name: 'Dee', character: 'el-gringo' },
    ],
    expansions: ['base', 'dodge-city'],
    events: 'high-noon',
    seed: 3,
  });

  test("Vera Custer's choice names the ability she takes", () => {
    const line = describeEntry(game, { type: 'use', player: 'Ann', ability: 'vera-custer', target: 'Bob' });
    expect(line).toBe("Ann (Vera Custer) takes Bob's ability: Slab the Killer");
  });

  test('an event Marshal draws itself is named in the log', () => {
    const second = play(game, [
      { type: 'draw' },
      { type: 'end-turn' },
      ...['Bob', 'Cid', 'Dee'].flatMap((): Entry[] => [{ type: 'draw' }, { type: 'end-turn' }]),
    ]);
    const next = second.eventDeck?.[0];
    expect(next).toBeDefined();
    const line = describeEntry(second, { type: 'reveal-event' });
    expect(line).not.toContain('the next card');
    expect(line).toMatch(/^Event: /);
  });
});
