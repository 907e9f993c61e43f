// A card played with the effect of another (`"as"`): the core asks the cards in play, the character and the event
// whether they allow it; the card leaves the hand and the other card's rule acts. A test-only blue card, the
// Trick Holster (any card as a BANG!, once a turn, outside the limit), stands in for the expansions' cards.
import { describe, expect, it } from 'vitest';
import { createGame, decide, register, step } from '../../src/engine/index.ts';
import type { Entry, Expansion, ExpansionId, Setup, State } from '../../src/engine/index.ts';

const TRICKS = 'tricks' as ExpansionId;
const tricks: Expansion = {
  id: TRICKS,
  catalogue: {
    cards: [
      {
        id: 'trick-holster',
        en: 'Trick Holster',
        names: { cs: 'Trikové pouzdro', zhHant: '花式槍套', zhHans: '花式枪套' },
        kind: 'blue',
        copies: '3C',
        expansion: TRICKS,
      },
    ],
  },
  cards: [
    {
      id: 'trick-holster',
      grantsAs: ({ as, answering }) =>
        as.id === 'bang' && !answering ? { by: 'trick-holster', once: true, outsideLimit: true } : null,
    },
  ],
};
register(tricks);

const setup: Setup = {
  players: [
    { name: 'Ann', character: 'kit-carlson', role: 'sheriff' },
    { name: 'Bob', character: 'kit-carlson' },
    { name: 'Cid', character: 'calamity-janet' },
  ],
  expansions: ['base', TRICKS],
  events: null,
  seed: 3,
};

function play(entries: Entry[], from = createGame(setup)): State {
  return entries.reduce((s, e) => {
    const r = step(s, e);
    if (!r.accepted) throw new Error(`${JSON.stringify(e)}: ${r.flags.map((f) => f.code).join()}`);
    return r.state;
  }, from);
}

const codes = (state: State, entry: Entry) => {
  const d = decide(state, entry);
  return d.ok ? d.flags.map((f) => f.code) : [d.error.path];
};

describe('a card played as another ("as")', () => {
  it('is flagged when nothing allows it, and changes nothing', () => {
    const s = play([{ type: 'draw' }]);
    expect(codes(s, { type: 'play', card: 'beer', as: 'bang', target: 'Bob' })).toEqual(['cannot-play-as']);
  });

  it('leaves the hand and acts as the other card when a card in play allows it', () => {
    const s = play([{ type: 'draw' }, { type: 'play', card: 'trick-holster' }]);
    const after = play([{ type: 'play', card: 'beer', as: 'bang', target: 'Bob' }], s);
    expect(after.players[0]?.hand).toBe((s.players[0]?.hand ?? 0) - 1);
    expect(after.prompts[0]).toMatchObject({ type: 'answer-bang', player: 'Bob', card: 'bang' });
    // Outside the limit: the turn's own BANG! is still there, once the shot is taken.
    const hit = play([{ type: 'pass', player: 'Bob' }], after);
    expect(hit.players[1]?.life).toBe(3);
    expect(codes(hit, { type: 'play', card: 'bang', target: 'Bob' })).toEqual([]);
  });

  it('is counted once a turn when the grant says so', () => {
    const s = play([
      { type: 'draw' },
      { type: 'play', card: 'trick-holster' },
      { type: 'play', card: 'beer', as: 'bang', target: 'Bob' },
      { type: 'pass', player: 'Bob' },
    ]);
    expect(codes(s, { type: 'play', card: 'panic', as: 'bang', target: 'Bob' })).toEqual(['ability-limit']);
  });

  it('names an unknown card as an error of the entry', () => {
    const s = play([{ type: 'draw' }]);
    expect(codes(s, { type: 'play', card: 'beer', as: 'no-such-card' })).toEqual(['as']);
  });

  it("takes Calamity Janet's Missed! as a BANG! whether or not the table says so", () => {
    const janet = {
      ...setup,
      players: [
        { name: 'Ann', character: 'calamity-janet', role: 'sheriff' as const },
        ...setup.players.slice(1),
      ],
    };
    const s = play([{ type: 'draw' }], createGame(janet));
    expect(codes(s, { type: 'play', card: 'missed', as: 'bang', target: 'Bob' })).toEqual([]);
    expect(codes(s, { type: 'play', card: 'beer', as: 'bang', target: 'Bob' })).toEqual(['cannot-play-as']);
  });
});
