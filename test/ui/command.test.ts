// The command bar reads what the table types: cards and players in any shipped language, answers to the
// question on top, draw!s and the turn's bookkeeping. It judges no rule: it only builds the entry.
import { describe, expect, test } from 'vitest';
import { catalogue, promptOptions } from '../../src/engine/index.ts';
import type { Entry, Prompt } from '../../src/engine/types.ts';
import { complete, parseCommand, usableNow, type CommandContext } from '../../src/ui/lib/command.ts';
import { BOB_PUTS_A_BARREL, playFrom } from '../engine/play.ts';

const cards = catalogue.cards.filter((c) => c.expansion === 'base');
const table = (
  prompt: Prompt | null = null,
  answers: string[] = [],
  usable: string[] = [],
): CommandContext => ({
  players: ['Ann', 'Bob', 'Carl', 'Bea'],
  prompt,
  answers,
  cards,
  turnPlayer: 'Ann',
  usable,
});
const entry = (text: string, ctx = table()) => {
  const result = parseCommand(text, ctx);
  if (!result.ok) throw new Error(`${text}: ${result.error.code}`);
  return result.command.kind === 'entry' ? result.command.entry : result.command;
};
const error = (text: string, ctx = table()) => {
  const result = parseCommand(text, ctx);
  return result.ok ? null : result.error.code;
};

describe('Brawl: a card of each other player', () => {
  const dodgeCity = { ...table(), cards: catalogue.cards };
  test("\"brawl bob barrel carl hand js\": Bob's Barrel, a card from Carl's hand (the others' too), its sign", () => {
    expect(entry('brawl bob barrel carl hand js', dodgeCity)).toEqual({
      type: 'play',
      card: 'brawl',
      sign: 'JS',
      targetCards: [{ player: 'Bob', card: 'barrel' }],
    });
    expect(entry('brawl', dodgeCity)).toEqual({ type: 'play', card: 'brawl' });
    expect(entry('斗殴 bea mustang bob dynamite', dodgeCity)).toEqual({
      type: 'play',
      card: 'brawl',
      targetCards: [
        { player: 'Bea', card: 'mustang' },
        { player: 'Bob', card: 'dynamite' },
      ],
    });
  });
  test('a word that is no player, or one player too many letters short, is said', () => {
    expect(error('brawl zed barrel', dodgeCity)).toBe('unknown-player');
    expect(error('brawl b barrel', dodgeCity)).toBe('ambiguous-player');
  });
});

describe('playing a card', () => {
  test('"bang bob" plays BANG! at Bob', () => {
    expect(entry('bang bob')).toEqual({ type: 'play', card: 'bang', target: 'Bob' });
  });
  test('a sign may follow, as one word or two', () => {
    expect(entry('bang bob as')).toEqual({ type: 'play', card: 'bang', target: 'Bob', sign: 'AS' });
    expect(entry('schofield k ♠')).toEqual({ type: 'play', card: 'schofield', sign: 'KS' });
  });
  test('"panic bob hand" takes a card from the hand; "cat balou carl barrel" one in play', () => {
    expect(entry('panic bob hand')).toEqual({
      type: 'play',
      card: 'panic',
      target: 'Bob',
      targetCard: 'hand',
    });
    expect(entry('cat balou carl barrel')).toEqual({
      type: 'play',
      card: 'cat-balou',
      target: 'Carl',
      targetCard: 'barrel',
    });
  });
  test('the Czech table names: "pivo" is a Beer, "kulomet" a Gatling, "panika bob" Panic! at Bob', () => {
    expect(entry('pivo')).toEqual({ type: 'play', card: 'beer' });
    expect(entry('kulomet')).toEqual({ type: 'play', card: 'gatling' });
    expect(entry('panika bob')).toMatchObject({ type: 'play', card: 'panic', target: 'Bob' });
  });
  test('card names in Czech and Chinese, without diacritics and punctuation', () => {
    expect(entry('hokynarstvi')).toEqual({ type: 'play', card: 'general-store' });
    expect(entry('砰 bob')).toEqual({ type: 'play', card: 'bang', target: 'Bob' });
    expect(entry('恐慌 carl 手牌')).toEqual({
      type: 'play',
      card: 'panic',
      target: 'Carl',
      targetCard: 'hand',
    });
    expect(entry('啤酒')).toEqual({ type: 'play', card: 'beer' });
  });
  test('a card name may be begun: "sch" is Schofield', () => {
    expect(entry('sch')).toEqual({ type: 'play', card: 'schofield' });
  });
  test('players are found by the start of their name, and an unclear start is said', () => {
    expect(entry('bang car')).toEqual({ type: 'play', card: 'bang', target: 'Carl' });
    expect(error('bang b')).toBe('ambiguous-player');
    expect(error('bang zed')).toBe('unknown-player');
  });
});

describe('answering', () => {
  const bang: Prompt = { type: 'answer-bang', player: 'Bob', from: 'Ann', card: 'bang', needed: 1 };
  test('"missed" answers the BANG! for the player asked', () => {
    expect(entry('missed', table(bang, ['missed']))).toEqual({
      type: 'respond',
      player: 'Bob',
      card: 'missed',
    });
    expect(entry('失手', table(bang, ['missed']))).toEqual({
      type: 'respond',
      player: 'Bob',
      card: 'missed',
    });
  });
  test('"pass" takes the hit', () => {
    expect(entry('pass', table(bang))).toEqual({ type: 'pass', player: 'Bob' });
    expect(error('pass')).toBe('no-prompt');
  });
  test('"beer" on a lethal hit answers it', () => {
    const dying: Prompt = { type: 'dying', player: 'Bob', needed: 1 };
    expect(entry('beer', table(dying, ['beer']))).toEqual({ type: 'respond', player: 'Bob', card: 'beer' });
  });
  test('at the General Store a card is picked', () => {
    const store: Prompt = { type: 'general-store', player: 'Carl', needed: 3 };
    expect(entry('beer', table(store))).toEqual({ type: 'pick', player: 'Carl', card: 'beer' });
    expect(entry('pick volcanic', table(store))).toEqual({ type: 'pick', player: 'Carl', card: 'volcanic' });
  });
  test('a role reveal takes the role in any language', () => {
    const reveal: Prompt = { type: 'reveal-role', player: 'Bob' };
    expect(entry('outlaw', table(reveal))).toEqual({ type: 'reveal-role', player: 'Bob', role: 'outlaw' });
    expect(entry('role zlocinec', table(reveal))).toEqual({
      type: 'reveal-role',
      player: 'Bob',
      role: 'outlaw',
    });
  });
  test('"use barrel" draws for the Barrel of the player asked', () => {
    expect(entry('use barrel', table(bang))).toEqual({ type: 'use', player: 'Bob', card: 'barrel' });
  });
});

describe('draw! and the turn', () => {
  test('"reveal qh", "reveal 10♥", and Lucky Duke\'s two cards', () => {
    expect(entry('reveal qh')).toEqual({ type: 'reveal', sign: 'QH' });
    expect(entry('reveal 10♥')).toEqual({ type: 'reveal', sign: '10H' });
    expect(entry('reveal q h')).toEqual({ type: 'reveal', sign: 'QH' });
    expect(entry('reveal 2s qh pick qh')).toEqual({ type: 'reveal', signs: ['2S', 'QH'], pick: 'QH' });
    expect(error('reveal')).toBe('needs-sign');
    expect(error('reveal zz')).toBe('bad-sign');
  });
  test('draw, draw from a player or the discard pile, discard, end, undo, redo', () => {
    expect(entry('draw')).toEqual({ type: 'draw' });
    expect(entry('draw bob')).toEqual({ type: 'draw', from: 'Bob' });
    expect(entry('draw discard')).toEqual({ type: 'draw', from: 'discard' });
    expect(entry('discard 2')).toEqual({ type: 'discard', count: 2 });
    expect(error('discard')).toBe('needs-number');
    expect(entry('end')).toEqual({ type: 'end-turn' });
    expect(entry('konec')).toEqual({ type: 'end-turn' });
    expect(entry('reshuffle')).toEqual({ type: 'reshuffle' });
    expect(entry('洗牌')).toEqual({ type: 'reshuffle' });
    expect(entry('undo')).toEqual({ kind: 'undo' });
    expect(entry('redo')).toEqual({ kind: 'redo' });
  });
  test('"?" searches the rulings; nonsense is named', () => {
    expect(entry('? barrel')).toEqual({ kind: 'search', query: 'barrel' });
    expect(error('xyzzy')).toBe('unknown-word');
    expect(error('  ')).toBe('empty');
  });
});

describe('completion', () => {
  test('the first word completes to commands and cards in the table language', () => {
    const labels = complete('pa', table(), 'en').map((c) => c.label);
    expect(labels).toContain('Panic!');
    expect(labels).toContain('pass');
    expect(complete('啤', table(), 'zhHant').map((c) => c.label)).toContain('啤酒');
  });
  test('after "use", only what the engine offers to use now, in the table language', () => {
    const offered = table(null, [], ['barrel', 'sid-ketchum', 'hard-liquor']);
    expect(complete('use ', offered, 'en').map((c) => c.label)).toEqual([
      'Barrel',
      'Sid Ketchum',
      'Hard Liquor',
    ]);
    expect(complete('use b', offered, 'en').map((c) => c.value)).toEqual(['use Barrel ']);
    expect(complete('use ', offered, 'zhHans').map((c) => c.label)).toContain('啤酒桶');
    // Nothing to use: no card is suggested (there used to be every card of the game).
    expect(complete('use ', table(), 'en')).toEqual([]);
  });
  test("what the engine offers against a BANG! at Bob, who has a Barrel, is Bob's Barrel", () => {
    const players = ['Ann', 'Bob', 'Cid', 'Dee'].map((name) => ({ name, character: 'kit-carlson' }));
    const entries: Entry[] = [...BOB_PUTS_A_BARREL, { type: 'play', card: 'bang', target: 'Bob' }];
    const state = playFrom({ players, expansions: ['base'], events: null, seed: 1 }, entries);
    const usable = usableNow(promptOptions(state));
    expect(usable).toEqual(['barrel']);
    expect(complete('use ', table(null, [], usable), 'en').map((c) => c.label)).toEqual(['Barrel']);
  });
  test('after a card, players; after a taking card and a player, "hand"', () => {
    expect(complete('bang b', table(), 'en').map((c) => c.value)).toEqual(['bang Bob ', 'bang Bea ']);
    expect(complete('panic bob ', table(), 'en').map((c) => c.label)).toContain('hand');
  });
});

describe('actions an event grants', () => {
  test('"Ann peyote red" guesses the colour; "Ann handcuffs hearts" names a suit', () => {
    expect(entry('Ann peyote red')).toEqual({ type: 'use', player: 'Ann', event: 'peyote', guess: 'red' });
    expect(entry('ann peyote černá')).toEqual({
      type: 'use',
      player: 'Ann',
      event: 'peyote',
      guess: 'black',
    });
    expect(entry('Ann handcuffs hearts')).toEqual({
      type: 'use',
      player: 'Ann',
      event: 'handcuffs',
      suit: 'H',
    });
    expect(entry('Ann handcuffs ♠')).toMatchObject({ event: 'handcuffs', suit: 'S' });
  });
  test('"Ann new identity Slab the Killer" takes the character', () => {
    expect(entry('Ann new identity Slab the Killer')).toEqual({
      type: 'use',
      player: 'Ann',
      event: 'new-identity',
      character: 'slab-the-killer',
    });
  });
  test('"Ann law of the west Beer" shows the second card drawn, with its sign if typed', () => {
    expect(entry('Ann law of the west Beer')).toEqual({
      type: 'use',
      player: 'Ann',
      event: 'law-of-the-west',
      card: 'beer',
    });
    expect(entry('Ann law of the west bang qh')).toMatchObject({ card: 'bang', sign: 'QH' });
  });
  test('targets: Blood Brothers at a player, Ricochet at a card of his', () => {
    expect(entry('Bob blood brothers Carl')).toEqual({
      type: 'use',
      player: 'Bob',
      event: 'blood-brothers',
      target: 'Carl',
    });
    expect(entry('Ann ricochet Bob barrel')).toEqual({
      type: 'use',
      player: 'Ann',
      event: 'ricochet',
      target: 'Bob',
      targetCard: 'barrel',
    });
  });
  test('"use hard liquor" is the turn player\'s; a player name alone still plays a card', () => {
    expect(entry('use hard liquor')).toEqual({ type: 'use', player: 'Ann', event: 'hard-liquor' });
    expect(entry('bang bob')).toEqual({ type: 'play', card: 'bang', target: 'Bob' });
    expect(error('Ann peyote purple')).toBe('extra-words');
  });
});

describe('odds', () => {
  test('"odds barrel" asks for the odds of a card, "odds jourdonnais" of a character', () => {
    expect(entry('odds barrel')).toEqual({ kind: 'odds', source: 'barrel' });
    expect(entry('odds jourdonnais')).toEqual({ kind: 'odds', source: 'jourdonnais' });
    expect(entry('šance dynamit')).toEqual({ kind: 'odds', source: 'dynamite' });
    expect(error('odds')).toBe('unknown-word');
  });
});
