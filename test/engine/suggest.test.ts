// What the table is offered first: the answers to the question the game waits on, and the seats a card reaches.
import { describe, expect, it } from 'vitest';
import { abilityOptions, createGame, promptOptions, step, suggestTargets } from '../../src/engine/index.ts';
import type { Entry, Setup, State } from '../../src/engine/index.ts';

import { playFrom, playOn } from './play.ts';
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

const play = (entries: Entry[]): State => playFrom(setup, entries);

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

  it('an empty hand is offered no card to answer with: only what is in play and taking the hit', () => {
    const state = play([
      { type: 'set', player: 'Bob', hand: 0 },
      { type: 'draw' },
      { type: 'play', card: 'bang', target: 'Bob' },
    ]);
    expect(promptOptions(state).map((o) => o.label)).toEqual(['Jourdonnais draw!', 'Take the hit']);
    for (const option of promptOptions(state)) expect(step(state, option.entry).flags).toEqual([]);
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

  it('a General Store offers no way out: each player picks one of the revealed cards', () => {
    const state = play([{ type: 'draw' }, { type: 'play', card: 'general-store' }]);
    expect(state.prompts[0]).toMatchObject({ type: 'general-store', player: 'Ann' });
    expect(promptOptions(state)).toEqual([]);
  });

  it('Calamity Janet is offered her BANG! as a Missed! and her Missed! as a BANG!, and the engine accepts them', () => {
    const janet = (entries: Entry[]): State =>
      playFrom(
        {
          ...setup,
          players: setup.players.map((p) => (p.name === 'Bob' ? { ...p, character: 'calamity-janet' } : p)),
        },
        entries,
      );
    const shot = janet([{ type: 'draw' }, { type: 'play', card: 'bang', target: 'Bob' }]);
    const asMissed = promptOptions(shot).find((o) => o.via === 'calamity-janet');
    expect(asMissed?.entry).toEqual({ type: 'respond', player: 'Bob', card: 'bang' });
    if (asMissed) expect(step(shot, asMissed.entry).flags).toEqual([]);
    const indians = janet([{ type: 'draw' }, { type: 'play', card: 'indians' }]);
    const janetsTurn = indians.prompts.findIndex((p) => p.player === 'Bob');
    expect(janetsTurn).toBe(0);
    const asBang = promptOptions(indians).find((o) => o.via === 'calamity-janet');
    expect(asBang?.entry).toEqual({ type: 'respond', player: 'Bob', card: 'missed' });
    if (asBang) expect(step(indians, asBang.entry).flags).toEqual([]);
  });

  it('The Reverend: a lethal hit offers no Beer, for no Beer may be played', () => {
    const hn: Setup = { ...setup, expansions: ['base', 'high-noon'], events: 'high-noon' };
    const state = playOn(
      step(createGame(hn), { type: 'reveal-event', card: 'the-reverend', force: true }).state,
      [
        { type: 'set', player: 'Cid', life: 1 },
        { type: 'draw' },
        { type: 'play', card: 'schofield' },
        { type: 'play', card: 'bang', target: 'Cid' },
        { type: 'pass', player: 'Cid' },
      ],
    );
    expect(promptOptions(state).map((o) => o.label)).toEqual(['No Beer: out of the game']);
  });

  it('The Sermon: in a Duel he started, the player in turn is not offered a BANG!', () => {
    const hn: Setup = { ...setup, expansions: ['base', 'high-noon'], events: 'high-noon' };
    const state = playOn(
      step(createGame(hn), { type: 'reveal-event', card: 'the-sermon', force: true }).state,
      [
        { type: 'draw' },
        { type: 'play', card: 'duel', target: 'Cid' },
        { type: 'respond', player: 'Cid', card: 'bang' },
      ],
    );
    expect(state.prompts[0]?.player).toBe('Ann');
    expect(promptOptions(state).map((o) => o.label)).not.toContain('BANG!');
  });

  it('with two players left, a lethal hit offers no Beer: only an ability that is not one (Sid Ketchum)', () => {
    const three: Setup = {
      players: [
        { name: 'Ann', character: 'kit-carlson', role: 'outlaw' },
        { name: 'Bob', character: 'sid-ketchum', role: 'deputy' },
        { name: 'Cid', character: 'el-gringo', role: 'renegade' },
      ],
      expansions: ['base'],
      events: null,
      seed: 1,
    };
    const dying = playFrom(three, [
      { type: 'set', player: 'Ann', life: 1 },
      { type: 'set', player: 'Bob', life: 1 },
      { type: 'draw' },
      { type: 'play', card: 'bang', target: 'Ann' },
      { type: 'pass', player: 'Ann' },
      { type: 'pass', player: 'Ann' },
      { type: 'discard', count: 7 },
      { type: 'end-turn' },
      { type: 'draw' },
      { type: 'set', player: 'Bob', hand: 3 },
      { type: 'play', card: 'bang', target: 'Bob' },
      { type: 'pass', player: 'Bob' },
    ]);
    expect(dying.prompts[0]).toMatchObject({ type: 'dying', player: 'Bob' });
    const labels = promptOptions(dying).map((o) => o.label);
    expect(labels).not.toContain('Beer');
    expect(abilityOptions(dying).map((o) => o.entry)).toContainEqual({
      type: 'use',
      player: 'Bob',
      ability: 'sid-ketchum',
    });
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

  it('Jail is never offered for the Sheriff, nor for a player already in Jail', () => {
    const bobs = play([
      { type: 'draw' },
      { type: 'discard', count: 2 },
      { type: 'end-turn' },
      { type: 'draw' },
    ]);
    const before = suggestTargets(bobs, 'jail');
    expect(before.filter((t) => t.ok).map((t) => t.name)).toEqual(['Cid', 'Dee']);
    expect(before.find((t) => t.name === 'Ann')?.ok).toBe(false);
    const jailed = playOn(bobs, [{ type: 'play', card: 'jail', target: 'Cid' }]);
    expect(
      suggestTargets(jailed, 'jail')
        .filter((t) => t.ok)
        .map((t) => t.name),
    ).toEqual(['Dee']);
  });

  it('Panic! and Cat Balou are not offered for a player with no card, in hand or in play', () => {
    const state = play([{ type: 'set', player: 'Bob', hand: 0 }, { type: 'draw' }]);
    expect(suggestTargets(state, 'panic').find((t) => t.name === 'Bob')?.ok).toBe(false);
    expect(suggestTargets(state, 'panic').find((t) => t.name === 'Dee')?.ok).toBe(true);
    expect(suggestTargets(state, 'cat-balou').find((t) => t.name === 'Bob')?.ok).toBe(false);
    expect(step(state, { type: 'play', card: 'cat-balou', target: 'Bob' }).flags.map((f) => f.code)).toEqual([
      'empty-hand',
    ]);
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

  it('Hangover: no character is offered an ability, for all characters lose them', () => {
    const hn: Setup = {
      ...withCharacters('sid-ketchum'),
      expansions: ['base', 'high-noon'],
      events: 'high-noon',
    };
    const up = step(createGame(hn), { type: 'reveal-event', card: 'hangover', force: true }).state;
    const hurt = step(up, { type: 'set', player: 'Bob', life: 2 }).state;
    expect(hurt.event).toBe('hangover');
    expect(abilityOptions(hurt)).toEqual([]);
  });

  it('a role reveal offers by name the roles the game still has: not the Sheriff known, nor a Deputy with four', () => {
    const state = play([
      { type: 'set', player: 'Cid', life: 1 },
      { type: 'draw' },
      { type: 'play', card: 'schofield' },
      { type: 'play', card: 'bang', target: 'Cid' },
      { type: 'pass', player: 'Cid' },
      { type: 'pass', player: 'Cid' },
    ]);
    expect(promptOptions(state).map((o) => o.label)).toEqual(['Outlaw', 'Renegade']);
    for (const option of promptOptions(state)) expect(step(state, option.entry).flags).toEqual([]);
  });
});

describe('Dodge City abilities offered', () => {
  const dc = (characters: string[]): Setup => ({
    players: ['Ann', 'Bob', 'Cid', 'Dee'].map((name, i) => ({
      name,
      character: characters[i] ?? 'kit-carlson',
      ...(i === 0 ? { role: 'sheriff' as const } : {}),
    })),
    expansions: ['base', 'dodge-city'],
    events: null,
    seed: 1,
  });
  const accepted = (state: State, entry: Entry) => step(state, entry).accepted;

  it('Elena Fuente is offered every card of the game as a Missed!, and the engine accepts each', () => {
    const state = playFrom(dc(['kit-carlson', 'elena-fuente']), [
      { type: 'draw' },
      { type: 'play', card: 'bang', target: 'Bob' },
    ]);
    const options = promptOptions(state, ['base', 'dodge-city']);
    const viaElena = options.filter((o) => o.via === 'elena-fuente');
    const cards = viaElena.map((o) => (o.entry.type === 'respond' ? o.entry.card : ''));
    expect(cards).toContain('beer');
    expect(cards).toContain('whisky');
    expect(cards).not.toContain('missed');
    for (const o of viaElena) expect(accepted(state, o.entry), JSON.stringify(o.entry)).toBe(true);
    // Kit Carlson in her place is offered only the real answers.
    const plain = playFrom(dc([]), [{ type: 'draw' }, { type: 'play', card: 'bang', target: 'Bob' }]);
    expect(promptOptions(plain, ['base', 'dodge-city']).some((o) => o.via)).toBe(false);
  });

  it('Doc Holyday is offered his BANG! at each player in reach, once a turn', () => {
    const state = playFrom(dc(['doc-holyday']), [{ type: 'draw' }]);
    const doc = abilityOptions(state).filter(
      (o) => o.entry.type === 'use' && o.entry.ability === 'doc-holyday',
    );
    expect(doc.map((o) => (o.entry.type === 'use' ? o.entry.target : ''))).toEqual(['Bob', 'Dee']);
    const first = doc[0];
    if (!first) throw new Error('no offer');
    const after = playFrom(dc(['doc-holyday']), [{ type: 'draw' }, first.entry]);
    expect(after.prompts[0]).toMatchObject({ type: 'answer-bang', player: 'Bob', card: 'doc-holyday' });
    const answered = playFrom(dc(['doc-holyday']), [
      { type: 'draw' },
      first.entry,
      { type: 'pass', player: 'Bob' },
    ]);
    expect(
      abilityOptions(answered).some((o) => o.entry.type === 'use' && o.entry.ability === 'doc-holyday'),
    ).toBe(false);
  });

  it('José Delgado is offered his trade in his phase 2, and the engine accepts it with or without the card', () => {
    const before = playFrom(dc(['jose-delgado']), []);
    expect(
      abilityOptions(before).some((o) => o.entry.type === 'use' && o.entry.ability === 'jose-delgado'),
    ).toBe(false);
    const state = playFrom(dc(['jose-delgado']), [{ type: 'draw' }]);
    const jose = abilityOptions(state).find(
      (o) => o.entry.type === 'use' && o.entry.ability === 'jose-delgado',
    );
    expect(jose?.entry).toEqual({ type: 'use', player: 'Ann', ability: 'jose-delgado' });
    if (jose?.entry.type !== 'use') throw new Error('no offer');
    expect(accepted(state, jose.entry)).toBe(true);
    expect(accepted(state, { ...jose.entry, card: 'mustang' })).toBe(true);
    expect(accepted(state, { ...jose.entry, card: 'beer' })).toBe(false);
  });

  it('José Delgado is not offered a third trade in a turn (2nd edition), the 1st edition has no limit', () => {
    const twice: Entry[] = [
      { type: 'draw' },
      { type: 'use', player: 'Ann', ability: 'jose-delgado', card: 'mustang' },
      { type: 'use', player: 'Ann', ability: 'jose-delgado', card: 'barrel' },
    ];
    const offered = (state: State) =>
      abilityOptions(state).some((o) => o.entry.type === 'use' && o.entry.ability === 'jose-delgado');
    expect(offered(playFrom(dc(['jose-delgado']), twice))).toBe(false);
    const first = { ...dc(['jose-delgado']), editions: { 'jose-delgado': 1 as const } };
    expect(offered(playFrom(first, twice))).toBe(true);
  });

  it('Vera Custer is offered each living other player before drawing, then the copied ability', () => {
    const s = dc(['vera-custer', 'chuck-wengam', 'jourdonnais']);
    const start = playFrom(s, []);
    const vera = abilityOptions(start).filter(
      (o) => o.entry.type === 'use' && o.entry.ability === 'vera-custer',
    );
    expect(vera.map((o) => (o.entry.type === 'use' ? o.entry.target : ''))).toEqual(['Bob', 'Cid', 'Dee']);
    // After drawing, or once chosen, she is no longer offered a choice.
    expect(
      abilityOptions(playFrom(s, [{ type: 'draw' }])).some(
        (o) => o.entry.type === 'use' && o.entry.ability === 'vera-custer',
      ),
    ).toBe(false);
    const copied = playFrom(s, [
      { type: 'use', player: 'Ann', ability: 'vera-custer', target: 'Bob' },
      { type: 'draw' },
    ]);
    const chuck = abilityOptions(copied).find(
      (o) => o.entry.type === 'use' && o.entry.ability === 'chuck-wengam' && o.entry.player === 'Ann',
    );
    expect(chuck).toBeDefined();
    // Copying Jourdonnais gives her his Barrel against a BANG!.
    const jour = playFrom(s, [
      { type: 'use', player: 'Ann', ability: 'vera-custer', target: 'Cid' },
      { type: 'draw' },
      { type: 'discard', player: 'Ann', count: 2 },
      { type: 'end-turn' },
      { type: 'draw' },
      { type: 'play', card: 'bang', target: 'Ann' },
    ]);
    expect(promptOptions(jour, ['base', 'dodge-city']).map((o) => o.entry)).toContainEqual({
      type: 'use',
      player: 'Ann',
      ability: 'jourdonnais',
    });
  });
});

describe('Dodge City green cards offered', () => {
  const setup = (events: boolean): Setup => ({
    players: ['Ann', 'Bob', 'Cid', 'Dee'].map((name, i) => ({
      name,
      character: 'kit-carlson',
      ...(i === 0 ? { role: 'sheriff' as const } : {}),
    })),
    expansions: events ? ['base', 'dodge-city', 'high-noon'] : ['base', 'dodge-city'],
    events: events ? 'high-noon' : null,
    seed: 1,
  });
  /** Ann places Canteen, Can Can and Knife; a round later (Bob with no hand) she has drawn again. */
  const placed = (event?: string): Entry[] => [
    { type: 'set', player: 'Ann', hand: 3 },
    { type: 'draw' },
    { type: 'play', card: 'canteen' },
    { type: 'play', card: 'can-can' },
    { type: 'play', card: 'knife' },
    { type: 'end-turn' },
    ...['Bob', 'Cid', 'Dee'].flatMap((player): Entry[] => [
      { type: 'set', player, hand: 0 },
      { type: 'draw' },
      { type: 'end-turn' },
    ]),
    ...(event ? [{ type: 'reveal-event' as const, card: event }] : []),
    { type: 'set', player: 'Bob', hand: 0 },
    { type: 'draw' },
  ];
  const green = (state: State) =>
    abilityOptions(state).filter((o) => o.entry.type === 'use' && o.entry.card !== undefined);

  it('each offer is one the engine accepts: no Canteen at full life, no empty hand to take from', () => {
    const state = playFrom(setup(false), placed());
    const offers = green(state);
    for (const o of offers) expect(step(state, o.entry).flags, JSON.stringify(o.entry)).toEqual([]);
    const labels = offers.map((o) => o.label);
    expect(labels).not.toContain('Canteen');
    expect(labels).toContain('Knife → Bob');
    const canCan = offers.flatMap((o) =>
      o.entry.type === 'use' && o.entry.card === 'can-can' ? [`${o.entry.target}:${o.entry.targetCard}`] : [],
    );
    expect(canCan).toEqual(['Dee:hand', 'Cid:hand']);
    const hurt = playOn(state, [{ type: 'set', player: 'Ann', life: 4 }]);
    expect(green(hurt).map((o) => o.label)).toContain('Canteen');
  });

  it('Apache Kid is not offered as the target of a green card of diamonds, its sign known', () => {
    const withApache: Setup = {
      ...setup(false),
      players: setup(false).players.map((p) => (p.name === 'Bob' ? { ...p, character: 'apache-kid' } : p)),
    };
    const targets = (sign?: string) => {
      const entries = placed().map((e) =>
        e.type === 'play' && e.card === 'can-can'
          ? { ...e, card: 'conestoga', ...(sign ? { sign } : {}) }
          : e,
      );
      const state = playOn(playFrom(withApache, entries), [{ type: 'set', player: 'Bob', hand: 2 }]);
      return green(state).flatMap((o) =>
        o.entry.type === 'use' && o.entry.card === 'conestoga' ? [o.entry.target] : [],
      );
    };
    expect(targets('9D')).not.toContain('Bob');
    expect(targets('9D')).toContain('Cid');
    expect(targets()).toContain('Bob');
  });

  it('Lasso: the cards in play have no effect, so no green card is offered', () => {
    const state = playFrom(setup(true), placed('lasso'));
    expect(state.event).toBe('lasso');
    expect(green(state)).toEqual([]);
  });
});
