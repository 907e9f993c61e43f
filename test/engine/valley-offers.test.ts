// What the host offers for The Valley of Shadows: the cards the player in turn may play as another, Aim's pairing,
// Fanning's legal second targets, the Ghost's eliminated seats, Saved! from the other seats, Bandidos' discard.
import { describe, expect, it } from 'vitest';
import { createGame, step, tableOffers } from '../../src/engine/index.ts';
import type { Entry, Setup, State } from '../../src/engine/index.ts';

const setup = (first: string, five = false): Setup => ({
  players: [
    { name: 'Ann', character: first, role: 'sheriff' },
    { name: 'Bob', character: 'kit-carlson' },
    { name: 'Cid', character: 'kit-carlson' },
    { name: 'Dee', character: 'kit-carlson' },
    ...(five ? [{ name: 'Eve', character: 'kit-carlson' }] : []),
  ],
  expansions: ['base', 'valley-of-shadows'],
  events: null,
  seed: 5,
});

function play(s: Setup, entries: Entry[]): State {
  return entries.reduce((state, e) => {
    const r = step(state, e);
    if (!r.accepted) throw new Error(`${JSON.stringify(e)}: ${r.flags.map((f) => f.code).join()}`);
    return r.state;
  }, createGame(s));
}

describe('the Valley of Shadows offers', () => {
  it('with a Lemat in play any card may be played as a BANG!', () => {
    const s = setup('kit-carlson');
    const before = play(s, [{ type: 'draw' }]);
    expect(tableOffers(before, s).playAs).toEqual([]);
    const armed = play(s, [{ type: 'draw' }, { type: 'play', card: 'lemat' }]);
    expect(tableOffers(armed, s).playAs).toContainEqual({ as: 'bang', by: 'lemat', cards: '*' });
  });

  it("Black Flower's clubs card as a BANG! once, and Der Spot-Burst Ringer's BANG! card as a Gatling", () => {
    const flower = setup('black-flower');
    const f = play(flower, [{ type: 'draw' }]);
    expect(tableOffers(f, flower).playAs).toEqual([
      { as: 'bang', by: 'black-flower', cards: '*', suit: 'C' },
    ]);
    const used = play(flower, [
      { type: 'draw' },
      { type: 'play', card: 'missed', sign: 'KC', as: 'bang', target: 'Bob' },
      { type: 'pass', player: 'Bob' },
    ]);
    expect(tableOffers(used, flower).playAs).toEqual([]);
    const ringer = setup('der-spot-burst-ringer');
    const r = play(ringer, [{ type: 'draw' }]);
    expect(tableOffers(r, ringer).playAs).toEqual([
      { as: 'gatling', by: 'der-spot-burst-ringer', cards: ['bang'] },
    ]);
  });

  it("pairs a BANG! card with Aim, and gives Fanning's second targets only among the legal ones", () => {
    const s = setup('kit-carlson', true);
    const o = tableOffers(play(s, [{ type: 'draw' }]), s);
    expect(o.pairs).toEqual({ bang: ['aim'] });
    // Five seats: Bob's neighbours are Ann (the player: never) and Cid.
    expect(o.secondTargets.fanning?.Bob).toEqual(['Cid']);
    expect(o.secondTargets.fanning?.Cid?.sort()).toEqual(['Bob', 'Dee']);
  });

  it('offers the Ghost the eliminated seats', () => {
    const s = setup('kit-carlson');
    const state = play(s, [
      { type: 'set', player: 'Bob', life: 1 },
      { type: 'draw' },
      { type: 'play', card: 'bang', target: 'Bob' },
      { type: 'pass', player: 'Bob' },
      { type: 'pass', player: 'Bob' },
      { type: 'reveal-role', player: 'Bob', role: 'outlaw' },
    ]);
    expect(tableOffers(state, s).cardTargets.ghost).toEqual([{ name: 'Bob', ok: true, distance: 0 }]);
  });

  it("offers Saved! on another player's question from every other seat, and Bandidos' discard", () => {
    const s = setup('kit-carlson');
    const shot = play(s, [{ type: 'draw' }, { type: 'play', card: 'bang', target: 'Bob' }]);
    const saves = tableOffers(shot, s).answers.filter(
      (o) => o.entry.type === 'respond' && o.entry.card === 'saved',
    );
    expect(saves.map((o) => o.entry)).toContainEqual({
      type: 'respond',
      player: 'Cid',
      card: 'saved',
      target: 'Bob',
      from: 'deck',
    });
    expect(saves.every((o) => o.entry.type === 'respond' && o.entry.player !== 'Bob')).toBe(true);
    // Bob holding no card may still be saved by another player's.
    const empty = play(s, [
      { type: 'set', player: 'Bob', hand: 0 },
      { type: 'draw' },
      { type: 'play', card: 'bang', target: 'Bob' },
    ]);
    expect(tableOffers(empty, s).answers.map((o) => o.entry)).toContainEqual({
      type: 'respond',
      player: 'Dee',
      card: 'saved',
      target: 'Bob',
      from: 'deck',
    });
    const band = play(s, [{ type: 'draw' }, { type: 'play', card: 'bandidos' }]);
    expect(tableOffers(band, s).answers.map((o) => o.entry)).toContainEqual({
      type: 'discard',
      player: 'Bob',
      count: 2,
    });
  });

  it('offers Escape (Mick Defender: a Missed!) to the target right after a Panic! or Cat Balou, not later', () => {
    const s = setup('kit-carlson');
    const escapes = (state: State) =>
      tableOffers(state, s)
        .abilities.map((o) => o.entry)
        .filter((e) => e.type === 'respond');
    const panic = play(s, [{ type: 'draw' }, { type: 'play', card: 'panic', target: 'Bob' }]);
    expect(escapes(panic)).toEqual([{ type: 'respond', player: 'Bob', card: 'escape' }]);
    const later = play(s, [
      { type: 'draw' },
      { type: 'play', card: 'panic', target: 'Bob' },
      { type: 'play', card: 'cat-balou', target: 'Cid' },
    ]);
    expect(escapes(later)).toEqual([{ type: 'respond', player: 'Cid', card: 'escape' }]);
    const mick: Setup = {
      ...s,
      players: s.players.map((p) => (p.name === 'Bob' ? { ...p, character: 'mick-defender' } : p)),
    };
    const m = play(mick, [{ type: 'draw' }, { type: 'play', card: 'panic', target: 'Bob' }]);
    expect(
      tableOffers(m, mick)
        .abilities.map((o) => o.entry)
        .filter((e) => e.type === 'respond'),
    ).toEqual([{ type: 'respond', player: 'Bob', card: 'missed' }]);
  });
});
