// Armed & Dangerous buttons: the Dangerous objects a player can pay for now, Tumbleweed on any draw!, and where
// the Bomb may go. Each offered entry is one the engine accepts as it stands.
import { describe, expect, it } from 'vitest';
import { abilityOptions, promptOptions, step, tableOffers, view } from '../../src/engine/index.ts';
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

  it('does not offer Tumbleweed in Belle Star’s turn to another player: his cards in play have no effect', () => {
    const belle: Setup = {
      ...setup,
      players: setup.players.map((p) => (p.name === 'Bob' ? { ...p, character: 'belle-star' } : p)),
      expansions: ['base', 'dodge-city', 'armed-and-dangerous'],
    };
    const state = playFrom(belle, [
      { type: 'draw' },
      { type: 'play', card: 'tumbleweed' },
      { type: 'play', card: 'jail', target: 'Bob' },
      { type: 'end-turn' },
    ]);
    expect(step(state, { type: 'use', player: 'Ann', card: 'tumbleweed' }).accepted).toBe(false);
    expect(abilityOptions(state).filter((o) => o.label.startsWith('Tumbleweed'))).toEqual([]);
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

  it('says how many more tokens each spot has room for: a card holding 4 takes none, the supply limits all', () => {
    // The Bandolier enters with 3, the Barrel's +1 fills it.
    const full = play([
      { type: 'draw' },
      { type: 'play', card: 'bandolier' },
      { type: 'play', card: 'barrel', load: 'bandolier' },
    ]);
    const annOf = (state: State) => state.players.find((p) => p.name === 'Ann');
    const tokens = annOf(full)?.tokens ?? 0;
    expect(view(full).tokenSpots?.Ann).toEqual([
      { card: 'bandolier', tokens: 4, room: 0 },
      { card: 'character', tokens, room: 4 - tokens },
    ]);
    // Why a full card is not offered: a token loaded there is lost; on the character it lands.
    const onCard = step(full, { type: 'play', card: 'mustang', load: 'bandolier' });
    expect(annOf(onCard.state)?.inPlay.find((c) => c.card === 'bandolier')?.tokens).toBe(4);
    expect(onCard.state.supply).toBe(full.supply);
    const onCharacter = step(full, { type: 'play', card: 'mustang', load: 'character' });
    expect(annOf(onCharacter.state)?.tokens).toBe(tokens + 1);
    // One token left in the supply: no spot has room for more than that one, and none without it.
    expect(view({ ...full, supply: 1 }).tokenSpots?.Ann?.map((s) => s.room)).toEqual([0, 1]);
    expect(view({ ...full, supply: 0 }).tokenSpots?.Ann?.map((s) => s.room)).toEqual([0, 0]);
  });

  it('says what playing a card earns and where: a blue weapon never loads the Dangerous weapon it replaces', () => {
    const armed = play([{ type: 'draw' }, { type: 'play', card: 'big-fifty' }]);
    const loads = tableOffers(armed, setup).loads;
    // The Big Fifty goes as the Winchester comes in: only the character can take the Winchester's +1.
    expect(loads?.winchester).toEqual({ count: 1, spots: ['character'] });
    // A Barrel replaces nothing; Reloading earns 3.
    expect(loads?.barrel).toEqual({ count: 1, spots: ['big-fifty', 'character'] });
    expect(loads?.reloading?.count).toBe(3);
    // No brown card but Reloading earns anything.
    expect(loads?.bang).toBeUndefined();
    // Why: the +1 put on the Big Fifty is flagged, on the character it lands.
    const onWeapon = step(armed, { type: 'play', card: 'winchester', load: 'big-fifty' });
    expect(onWeapon.flags.map((f) => f.code)).toContain('token-source');
    const onCharacter = step(armed, { type: 'play', card: 'winchester', load: 'character' });
    expect(onCharacter.flags).toEqual([]);
    expect(
      tableOffers(playFrom({ ...setup, expansions: ['base'] }, [{ type: 'draw' }]), setup).loads,
    ).toBeNull();
  });

  it('lists no token spots in a game without Load tokens', () => {
    const base = playFrom({ ...setup, expansions: ['base'] }, [{ type: 'draw' }]);
    expect(view(base).tokenSpots).toBeNull();
  });

  it('counts the cards forced out in phase 3 from the hand limit, Sean Mallory’s 10 included', () => {
    const sean = playFrom(
      {
        ...setup,
        expansions: ['base', 'dodge-city', 'armed-and-dangerous'],
        players: setup.players.map((p, i) => (i === 0 ? { ...p, character: 'sean-mallory' } : p)),
      },
      [{ type: 'draw' }, { type: 'set', player: 'Ann', hand: 9 }],
    );
    // Sean Mallory keeps up to 10 cards: 9 force nothing out.
    expect(view(sean).forcedDiscards).toBe(0);
    const over = playFrom({ ...setup }, [{ type: 'draw' }, { type: 'set', player: 'Ann', hand: 9 }]);
    // Anyone else keeps as many as their life points.
    const life = over.players.find((p) => p.name === 'Ann')?.life ?? 0;
    expect(view(over).forcedDiscards).toBe(9 - life);
  });
});

describe('Frankie Canton', () => {
  const frankie: Setup = {
    ...setup,
    players: setup.players.map((p) => (p.name === 'Ann' ? { ...p, character: 'frankie-canton' } : p)),
  };

  it('is offered a token from his own Dangerous card, as the rules allow, and the engine accepts it', () => {
    const state = playFrom(frankie, [{ type: 'draw' }, { type: 'play', card: 'tumbleweed' }]);
    const own = abilityOptions(state).find((o) => o.label === "Ann: take a Load token from Ann's Tumbleweed");
    expect(own?.entry).toEqual({
      type: 'use',
      player: 'Ann',
      ability: 'frankie-canton',
      target: 'Ann',
      targetCard: 'tumbleweed',
    });
    const taken = own && step(state, own.entry);
    expect(taken?.accepted).toBe(true);
    expect(taken?.flags).toEqual([]);
    expect(taken?.state.players[0]?.tokens).toBe(1);
    // Never from his own character: the token is there already.
    expect(labels(state)).not.toContain('Ann: take a Load token from Ann');
  });
});
