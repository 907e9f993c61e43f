// Ms. Abigail may ignore a brown card of rank J–A aimed at her alone. Panic! and Cat Balou take effect in the
// entry that plays them: aimed at her, what they would take waits for her answer.
import { describe, expect, it } from 'vitest';
import { logParts, promptOptions, sayParts, step } from '../../src/engine/index.ts';
import type { Entry, Setup, State } from '../../src/engine/index.ts';
import { sayLine } from '../../src/ui/i18n/say.ts';
import { playFrom, playOn, turn } from './play.ts';

const setup: Setup = {
  players: [
    { name: 'Ann', character: 'kit-carlson', role: 'sheriff' },
    { name: 'Bob', character: 'ms-abigail' },
    { name: 'Cid', character: 'kit-carlson' },
    { name: 'Dee', character: 'kit-carlson' },
  ],
  expansions: ['base', 'armed-and-dangerous'],
  events: null,
  seed: 1,
};

const drawn = playFrom(setup, [{ type: 'draw' }]);
const hand = (state: State, name: string) => state.players.find((p) => p.name === name)?.hand;
const panicQH: Entry = { type: 'play', card: 'panic', sign: 'QH', target: 'Bob' };

describe('Ms. Abigail and a card that takes at once', () => {
  it('a Q♥ Panic! waits for her: ignored, she keeps her card and Ann has spent hers', () => {
    const asked = playOn(drawn, [panicQH]);
    expect(asked.prompts[0]).toMatchObject({ type: 'may-ignore', player: 'Bob', from: 'Ann', card: 'panic' });
    expect(hand(asked, 'Bob')).toBe(hand(drawn, 'Bob'));
    expect(promptOptions(asked).map((o) => o.label)).toEqual([
      'Bob: Ms. Abigail ignores it',
      'Let it take effect',
    ]);
    const ignore: Entry = { type: 'use', player: 'Bob', ability: 'ms-abigail' };
    const ignored = step(asked, ignore);
    const said = logParts(asked, ignore, ignored.events);
    expect(sayParts(said)).toBe('Bob (Ms. Abigail) ignores Panic!');
    expect(sayLine(said, 'cs')).toMatch(/^Bob \(.+\) přehlíží kartu .+$/);
    expect(sayLine(said, 'zhHans')).toMatch(/^Bob（.+）忽略 .+$/);
    expect(ignored.accepted).toBe(true);
    expect(ignored.flags).toEqual([]);
    expect(ignored.state.prompts).toEqual([]);
    expect(hand(ignored.state, 'Bob')).toBe(hand(drawn, 'Bob'));
    expect(hand(ignored.state, 'Ann')).toBe((hand(drawn, 'Ann') ?? 0) - 1);
  });

  it('let take effect, the Panic! takes a card from her hand, and the line says so', () => {
    const asked = playOn(drawn, [panicQH]);
    const pass: Entry = { type: 'pass', player: 'Bob' };
    const r = step(asked, pass);
    expect(r.accepted).toBe(true);
    expect(r.state.prompts).toEqual([]);
    expect(hand(r.state, 'Bob')).toBe((hand(drawn, 'Bob') ?? 0) - 1);
    expect(hand(r.state, 'Ann')).toBe(hand(drawn, 'Ann'));
    const parts = logParts(asked, pass, r.events);
    expect(sayParts(parts)).toBe("Bob lets Panic! take effect — takes a card from Bob's hand");
    expect(sayLine(parts, 'cs')).toMatch(/^Bob nechává kartu .+ působit — /);
    expect(sayLine(parts, 'zhHant')).toMatch(/^Bob 讓 .+ 生效——/);
  });

  it('a Panic! of rank 8 takes at once: she has nothing to ignore', () => {
    const r = step(drawn, { ...panicQH, sign: '8D' });
    expect(r.accepted).toBe(true);
    expect(r.state.prompts).toEqual([]);
    expect(hand(r.state, 'Bob')).toBe((hand(drawn, 'Bob') ?? 0) - 1);
  });

  it('a Panic! entered without its sign waits too: it has J–A copies, and the table says which it was', () => {
    const r = step(drawn, { type: 'play', card: 'panic', target: 'Bob' });
    expect(r.state.prompts[0]?.type).toBe('may-ignore');
  });

  it('a K♥ Cat Balou at her card in play: let take effect, the card is discarded', () => {
    const barrel = playFrom(setup, [
      ...turn({ type: 'discard', count: 2 }),
      ...turn({ type: 'play', card: 'barrel' }, { type: 'discard', count: 1 }),
      ...turn({ type: 'discard', count: 2 }),
      ...turn({ type: 'discard', count: 2 }),
      { type: 'draw' },
    ]);
    const asked = playOn(barrel, [
      { type: 'play', card: 'cat-balou', sign: 'KH', target: 'Bob', targetCard: 'barrel' },
    ]);
    expect(asked.prompts[0]).toMatchObject({ type: 'may-ignore', targetCard: 'barrel' });
    expect(asked.players[1]?.inPlay.map((c) => c.card)).toEqual(['barrel']);
    const let_ = playOn(asked, [{ type: 'pass', player: 'Bob' }]);
    expect(let_.players[1]?.inPlay).toEqual([]);
  });

  it('a Missed! is no answer to it', () => {
    const asked = playOn(drawn, [panicQH]);
    const r = step(asked, { type: 'respond', player: 'Bob', card: 'missed' });
    expect(r.accepted).toBe(false);
    expect(r.flags.length).toBeGreaterThan(0);
  });
});
