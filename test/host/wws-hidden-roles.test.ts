// Helena Zontero deals the roles of the living again (the Sheriff's aside): from her draw! on, no table the host
// gives (the live one the main view, the display and the phones get; any earlier moment looked back at; after a
// restart rebuilt from the store) and no statistics' story shows a role the table had turned up before.
import { describe, expect, it } from 'vitest';
import type { Entry, Setup } from '../../src/engine/index.ts';
import { startHost } from './helpers.ts';
import { showTable } from '../engine/play.ts';

const setup: Setup = showTable('paul-regret');

const entries: Entry[] = [
  { type: 'reveal-role', player: 'Bob', role: 'outlaw' },
  { type: 'reveal-role', player: 'Cid', role: 'renegade' },
  { type: 'draw' },
  { type: 'play', card: 'stagecoach' },
  { type: 'reveal-event', deck: 'wild-west-show', card: 'helena-zontero' },
  { type: 'reveal', sign: 'KD' },
  { type: 'discard', count: 3 },
  { type: 'end-turn' },
  { type: 'draw' },
];
/** The seq of Helena's draw! (1-based): every table from it on is after the new deal. */
const DEALT = 6;

const roles = (players: readonly { name: string; role: string | null }[]) =>
  Object.fromEntries(players.map((p) => [p.name, p.role]));
const AFTER = { Ann: 'sheriff', Bob: null, Cid: null, Dee: null };

describe('Helena Zontero keeps hidden roles hidden on every table the host gives', () => {
  it('the live table, every moment after her looked back at, and the story show no old role', async () => {
    const host = startHost();
    const { id } = await host.ask('newGame', { setup });
    for (const entry of entries) {
      const r = await host.ask('enter', { gameId: id, entry });
      expect(r.flags, JSON.stringify(entry)).toEqual([]);
    }
    expect(roles((await host.ask('stateAt', { gameId: id, seq: DEALT - 1 })).players)).toMatchObject({
      Bob: 'outlaw',
      Cid: 'renegade',
    });
    for (let seq = DEALT; seq <= entries.length; seq++) {
      expect(roles((await host.ask('stateAt', { gameId: id, seq })).players), `after entry ${seq}`).toEqual(
        AFTER,
      );
    }
    const live = await host.ask('state', { gameId: id });
    expect(roles(live.view.players)).toEqual(AFTER);
    expect(roles((await host.ask('gameStory', { gameId: id })).players)).toEqual(AFTER);
    // Rebuilt from the stored entries, as after a restart: the same.
    await host.ask('rebuildGame', { gameId: id });
    expect(roles((await host.ask('state', { gameId: id })).view.players)).toEqual(AFTER);
  }, 60_000);
});
