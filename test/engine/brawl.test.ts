// Brawl (Dodge City): every other player discards a card, the one the Brawl's player picks: a card from his hand
// (at random) or one he has in play. Before, Marshal always took a hand card, and a card in play had to be corrected.
import { describe, expect, test } from 'vitest';
import * as v from 'valibot';
import { step } from '../../src/engine/index.ts';
import type { Entry, PlayerState, Setup, State } from '../../src/engine/index.ts';
import { describeEntry } from '../../src/engine/describe.ts';
import { EntrySchema } from '../../src/host/schema.ts';
import { BOB_PUTS_A_BARREL, playFrom, playOn } from './play.ts';

const setup: Setup = {
  players: [
    { name: 'Ann', character: 'kit-carlson', role: 'sheriff' },
    { name: 'Bob', character: 'kit-carlson' },
    { name: 'Cid', character: 'kit-carlson' },
    { name: 'Dee', character: 'kit-carlson' },
  ],
  expansions: ['base', 'dodge-city'],
  events: null,
  seed: 1,
};

/** Cid's turn, after his draw; Bob has a Barrel in play. */
const cidDrew = playFrom(setup, BOB_PUTS_A_BARREL);
const seat = (state: State, name: string): PlayerState => {
  const found = state.players.find((p) => p.name === name);
  if (!found) throw new Error(`no ${name}`);
  return found;
};

describe('Brawl', () => {
  test('Bob discards the Barrel Cid picks; Dee and Ann a card from the hand', () => {
    const after = playOn(cidDrew, [
      { type: 'play', card: 'brawl', targetCards: [{ player: 'Bob', card: 'barrel' }] },
    ]);
    expect(seat(after, 'Bob').inPlay.map((c) => c.card)).toEqual([]);
    expect(seat(after, 'Bob').hand).toBe(seat(cidDrew, 'Bob').hand);
    expect(seat(after, 'Ann').hand).toBe(seat(cidDrew, 'Ann').hand - 1);
    expect(seat(after, 'Dee').hand).toBe(seat(cidDrew, 'Dee').hand - 1);
    // Brawl and the other card it is played with.
    expect(seat(after, 'Cid').hand).toBe(seat(cidDrew, 'Cid').hand - 2);
  });

  test('no pick: each discards from the hand, the Barrel stays', () => {
    const after = playOn(cidDrew, [{ type: 'play', card: 'brawl' }]);
    expect(seat(after, 'Bob').inPlay.map((c) => c.card)).toEqual(['barrel']);
    expect(seat(after, 'Bob').hand).toBe(seat(cidDrew, 'Bob').hand - 1);
  });

  test('the log says what went from whom, from the next player on', () => {
    const entry: Entry = { type: 'play', card: 'brawl', targetCards: [{ player: 'bob', card: 'barrel' }] };
    const r = step(cidDrew, entry);
    expect(r.accepted).toBe(true);
    expect(describeEntry(cidDrew, entry, r.events)).toBe(
      "Cid plays Brawl — discards a card from Dee's hand — discards a card from Ann's hand — discards Bob's Barrel",
    );
  });

  test('a player with no card in hand but one in play: Marshal asks which (flagged), and takes the one named', () => {
    const emptyHand = playOn(cidDrew, [{ type: 'set', player: 'Bob', hand: 0 }]);
    const unnamed = step(emptyHand, { type: 'play', card: 'brawl' });
    expect(unnamed.accepted).toBe(false);
    expect(unnamed.flags.map((f) => [f.code, f.params])).toContainEqual([
      'empty-hand',
      { player: 'Bob', hand: 0, needed: 1 },
    ]);
    const named = playOn(emptyHand, [
      { type: 'play', card: 'brawl', targetCards: [{ player: 'Bob', card: 'barrel' }] },
    ]);
    expect(seat(named, 'Bob').inPlay).toEqual([]);
  });

  test('a card he does not have, himself, or nobody at the table: flagged, nothing changes', () => {
    const cases: [Entry, string][] = [
      [{ type: 'play', card: 'brawl', targetCards: [{ player: 'Dee', card: 'barrel' }] }, 'not-in-play'],
      [{ type: 'play', card: 'brawl', targetCards: [{ player: 'Cid', card: 'hand' }] }, 'self-target'],
      [{ type: 'play', card: 'brawl', targetCards: [{ player: 'Zed', card: 'hand' }] }, 'no-such-player'],
    ];
    for (const [entry, code] of cases) {
      const r = step(cidDrew, entry);
      expect(r.accepted, code).toBe(false);
      expect(r.state).toBe(cidDrew);
      expect(r.flags.map((f) => f.code)).toContain(code);
    }
  });

  test('the host reads the picks; a malformed one is refused', () => {
    const ok = v.safeParse(EntrySchema, {
      type: 'play',
      card: 'brawl',
      targetCards: [{ player: 'Bob', card: 'barrel' }],
    });
    expect(ok.success).toBe(true);
    for (const targetCards of [
      [],
      [{ player: 'Bob' }],
      [{ player: 'Bob', card: 'Barrel!' }],
      { Bob: 'barrel' },
    ]) {
      expect(v.safeParse(EntrySchema, { type: 'play', card: 'brawl', targetCards }).success).toBe(false);
    }
  });
});
