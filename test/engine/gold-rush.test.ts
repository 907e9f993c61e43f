// Gold Rush as data and at the boundary: the 24 equipment cards and 8 characters as the catalogue has them, the
// shop entries as the host's schema reads them, a setup's shop, and a correction of nuggets in the log.
import { describe, expect, it } from 'vitest';
import {
  apply,
  catalogue,
  checkSetup,
  createGame,
  logParts,
  step,
  tableOffers,
  unrefereed,
} from '../../src/engine/index.ts';
import { playOn } from './play.ts';
import type { Entry, GameEvent, Setup } from '../../src/engine/index.ts';
import { sayParts } from '../../src/engine/describe.ts';
import { EntrySchema, parseWith } from '../../src/host/schema.ts';
import { ZH_OWN_TRANSLATION } from '../../src/engine/catalogue/gold-rush-names.ts';

const setup: Setup = {
  players: [
    { name: 'Ann', character: 'dutch-will', role: 'sheriff' },
    { name: 'Bob', character: 'madam-yto' },
    { name: 'Cid', character: 'simeon-picos' },
    { name: 'Dee', character: 'don-bell' },
  ],
  expansions: ['base', 'gold-rush'],
  events: null,
  seed: 3,
};

describe('Gold Rush in the catalogue', () => {
  const equipment = catalogue.cards.filter((c) => c.equipment);

  it('24 equipment cards: 13 brown, 11 black, with their costs, and no sign (never in a draw!)', () => {
    const count = (kind: string) =>
      equipment.filter((c) => c.kind === kind).reduce((n, c) => n + (c.equipment?.count ?? 0), 0);
    expect(count('brown')).toBe(13);
    expect(count('black')).toBe(11);
    expect(equipment.every((c) => c.copies.length === 0 && c.expansion === 'gold-rush')).toBe(true);
    const cost = Object.fromEntries(equipment.map((c) => [c.id, c.equipment?.cost]));
    expect(cost).toMatchObject({ shot: 1, 'gold-rush-card': 5, 'union-pacific': 4, pickaxe: 4, rucksack: 3 });
    expect(catalogue.card('wanted')?.kind).toBe('black');
  });

  it('8 characters of 4 life, all refereed, and every card and character named in the four languages', () => {
    const characters = catalogue.characters.filter((c) => c.expansion === 'gold-rush');
    expect(characters.map((c) => c.life)).toEqual([4, 4, 4, 4, 4, 4, 4, 4]);
    expect(unrefereed(setup)).toEqual([]);
    expect(catalogue.card('gun-belt')?.name).toEqual({
      en: 'Gun Belt',
      cs: 'Nábojový pás',
      zhHant: '槍帶',
      zhHans: '枪带',
    });
    // The Chinese names are Marshal's own, marked as such; the Italian names are searchable aliases.
    expect(ZH_OWN_TRANSLATION).toContain('gun-belt');
    expect(catalogue.card('gun-belt')?.aliases).toContain('Cinturone');
  });

  it('the equipment card Gold Rush and the High Noon event share their names, not their ids', () => {
    expect(catalogue.card('gold-rush-card')?.name.en).toBe(catalogue.event('gold-rush')?.name.en);
    expect(catalogue.card('gold-rush-card')?.name.cs).toBe(catalogue.event('gold-rush')?.name.cs);
    expect(catalogue.card('gold-rush')).toBeUndefined();
  });
});

describe('Gold Rush at the boundary', () => {
  it('the shop entries take only equipment; `gold-rush` in them is the card', () => {
    const buy = parseWith(EntrySchema, { type: 'buy', card: 'gold-rush' });
    expect(buy).toEqual({ ok: true, value: { type: 'buy', card: 'gold-rush-card' } });
    expect(parseWith(EntrySchema, { type: 'remove', target: 'Bob', card: 'wanted', cost: 3 }).ok).toBe(true);
    expect(parseWith(EntrySchema, { type: 'buy', card: 'shot', cost: -1 }).ok).toBe(false);
    expect(parseWith(EntrySchema, { type: 'buy', card: 'bottle', as: 'missed' }).ok).toBe(false);
    // Rhum: up to 6 cards flipped (Lucky Duke with Horseshoe).
    const six = { type: 'reveal', signs: ['2H', '3H', '4H', '5H', '6H', '7H'] };
    expect(parseWith(EntrySchema, six).ok).toBe(true);
  });

  it("a setup's shop: three equipment cards of Gold Rush, no more copies than the box", () => {
    expect(checkSetup({ ...setup, shop: ['shot', 'shot', 'shot'] })).toBeNull();
    expect(checkSetup({ ...setup, shop: ['gun-belt', 'gun-belt', 'shot'] })?.message).toContain('holds 1');
    expect(checkSetup({ ...setup, shop: ['bang', 'shot', 'shot'] })?.message).toContain('not a Gold Rush');
    expect(checkSetup({ ...setup, expansions: ['base'], shop: ['shot', 'bottle', 'rhum'] })?.path).toBe(
      'setup.shop',
    );
    expect(createGame({ ...setup, shop: ['rhum', 'bottle', 'calumet'] }).shop).toEqual([
      'rhum',
      'bottle',
      'calumet',
    ]);
  });

  it('a new game: no nuggets, no equipment, three cards in the shop; none of it without Gold Rush', () => {
    const game = createGame(setup);
    expect(game.players.map((p) => [p.nuggets, p.equipment])).toEqual(Array(4).fill([0, []]));
    expect(game.shop).toHaveLength(3);
    const plain = createGame({
      ...setup,
      expansions: ['base'],
      players: setup.players.map((p) => ({ ...p, character: 'willy-the-kid' })),
    });
    expect(plain.shop).toBeUndefined();
    expect(plain.players[0]).not.toHaveProperty('nuggets');
  });

  it('a correction of nuggets is in the log line', () => {
    const parts = logParts(createGame(setup), { type: 'set', player: 'Ann', nuggets: 3 });
    expect(parts[0]).toMatchObject({ code: 'set', player: 'Ann', nuggets: 3 });
    expect(sayParts(parts)).toContain('3 nuggets');
  });
});

describe('the equipment deck', () => {
  it('used cards go face up under the deck; once one would show on top they are shuffled into a new deck', () => {
    const game = createGame(setup);
    const deck = (game.ext?.['gold-rush'] as { deck: string[] }).deck;
    expect(deck).toHaveLength(21);
    const change = (c: Record<string, string | number | null>): GameEvent => ({
      type: 'ExpansionChanged',
      expansion: 'gold-rush',
      change: c,
    });
    // The whole face-down deck taken (Josh McCloud, again and again), then a used Shot put under it.
    const emptied = apply(game, [
      ...deck.map((card) => change({ kind: 'deck-taken', card })),
      change({ kind: 'under', card: 'shot' }),
    ]);
    expect(emptied.ext?.['gold-rush']).toMatchObject({ deck: ['shot'], under: [] });
    // The next refill turns it up.
    const refilled = apply(emptied, [
      change({ kind: 'shop-taken', slot: 1 }),
      change({ kind: 'shop-filled', slot: 1, card: null }),
    ]);
    expect(refilled.shop?.[1]).toBe('shot');
  });
});

describe('Rucksack among the answers to a lethal hit', () => {
  const facing = (nuggets: number) =>
    playOn(createGame({ ...setup, shop: ['rucksack', 'shot', 'bottle'] }), [
      { type: 'draw' },
      { type: 'set', player: 'Ann', nuggets: 3 + nuggets },
      { type: 'buy', card: 'rucksack', refill: 'boots' },
      { type: 'discard', count: 1 },
      { type: 'end-turn' },
      { type: 'draw' },
      { type: 'set', player: 'Ann', life: 1 },
      { type: 'play', card: 'bang', target: 'Ann' },
      { type: 'pass', player: 'Ann' },
    ]);
  const rucksack = { type: 'use', player: 'Ann', card: 'rucksack' };

  it('offered to its holder while he can pay 2 nuggets, and taken as it stands', () => {
    const state = facing(2);
    expect(state.prompts[0]).toMatchObject({ type: 'dying', player: 'Ann' });
    const answers = tableOffers(state, state.setup).answers.map((o) => o.entry);
    expect(answers).toContainEqual(rucksack);
    const r = step(state, rucksack as Entry);
    expect(r.flags).toEqual([]);
    expect(r.state.players[0]).toMatchObject({ life: 1, alive: true, nuggets: 0 });
  });

  it('not offered with 1 nugget', () => {
    const state = facing(1);
    expect(tableOffers(state, state.setup).answers.map((o) => o.entry)).not.toContainEqual(rucksack);
  });
});
