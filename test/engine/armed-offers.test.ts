// Armed & Dangerous buttons: the Dangerous objects a player can pay for now, Tumbleweed on any draw!, and where
// the Bomb may go. Each offered entry is one the engine accepts as it stands.
import { describe, expect, it } from 'vitest';
import { abilityOptions, promptOptions, step } from '../../src/engine/index.ts';
import type { Entry, Setup, State } from '../../src/engine/index.ts';
import { playFrom } from './play.ts';

const setup: Setup = {
  players: ['Ann', 'Bob', 'Cid', 'Dee'].map((name, i) => ({
    name,
    character: 'sid-ketchum',
    ...(i === 0 ? { role: 'sheriff' as const } : {}),
  })),
  expansions: ['base', 'armed-and-dangerous'],
  events: null,
  seed: 1,
};

const play = (entries: Entry[]): State => playFrom(setup, entries);

const labels = (state: State): string[] => abilityOptions(state).map((o) => o.label);

describe('Armed & Dangerous offers', () => {
  it('offers the objects the player in turn can pay for, and stops when the tokens run short', () => {
    const state = play([{ type: 'draw' }, { type: 'play', card: 'ace-up-the-sleeve' }]);
    expect(labels(state)).toContain('Ace up the Sleeve');
    const used = play([
      { type: 'draw' },
      { type: 'play', card: 'ace-up-the-sleeve' },
      { type: 'use', player: 'Ann', card: 'ace-up-the-sleeve' },
    ]);
    // 1 token left, the card costs 2.
    expect(labels(used)).not.toContain('Ace up the Sleeve');
  });

  it('offers Lock Pick at every other player holding cards, and each offer is accepted', () => {
    const state = play([{ type: 'draw' }, { type: 'play', card: 'lock-pick' }]);
    const picks = abilityOptions(state).filter((o) => o.label.startsWith('Lock Pick'));
    expect(picks.map((o) => o.label)).toEqual(['Lock Pick → Bob', 'Lock Pick → Cid', 'Lock Pick → Dee']);
    for (const o of picks) expect(step(state, o.entry).accepted).toBe(true);
  });

  it('offers Tumbleweed to its holder on anyone’s draw!, out of turn', () => {
    const state = play([
      { type: 'draw' },
      { type: 'play', card: 'tumbleweed' },
      { type: 'play', card: 'jail', target: 'Bob' },
      { type: 'end-turn' },
    ]);
    const offer = abilityOptions(state).find((o) => o.label.startsWith('Tumbleweed'));
    expect(offer?.entry).toEqual({ type: 'use', player: 'Ann', card: 'tumbleweed' });
    expect(offer && step(state, offer.entry).accepted).toBe(true);
  });

  it('after a ♥ the Bomb is offered to every other player', () => {
    const state = play([
      { type: 'draw' },
      { type: 'play', card: 'bomb', target: 'Bob' },
      { type: 'discard', count: 1 },
      { type: 'end-turn' },
      { type: 'reveal', sign: 'QH' },
    ]);
    const options = promptOptions(state, setup.expansions);
    expect(options.map((o) => o.label)).toEqual(['Bomb → Ann', 'Bomb → Cid', 'Bomb → Dee']);
    expect(options.every((o) => step(state, o.entry).accepted)).toBe(true);
  });

  it('offers Crate against a shot by its own name', () => {
    const state = play([
      { type: 'draw' },
      { type: 'play', card: 'crate' },
      { type: 'discard', count: 1 },
      { type: 'end-turn' },
      { type: 'draw' },
      { type: 'play', card: 'bang', target: 'Ann' },
    ]);
    const crate = promptOptions(state, setup.expansions).find((o) => o.label === 'Crate');
    expect(crate?.entry).toEqual({ type: 'use', player: 'Ann', card: 'crate' });
  });
});
