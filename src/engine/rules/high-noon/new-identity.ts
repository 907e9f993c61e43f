// New Identity: at the start of his turn a player may switch to the character card he counts his bullets with
// (the second one dealt) and restart with 2 life. Entry: `use` with `"event":"new-identity","character":ID`.
// Marshal does not know which character was dealt second: the table checks that.
import type { EventRule } from '../../hooks.ts';
import { flag } from '../../flags.ts';
import { catalogue } from '../../catalogue/index.ts';
import { turnChecks } from '../../entries/checks.ts';
import { eventFlag } from '../../event-flag.ts';

const ID = 'new-identity';
const LIFE = 2;

export const newIdentity: EventRule = {
  id: ID,
  use(ctx) {
    const { state, player, entry } = ctx;
    ctx.flags.push(...turnChecks(state, player));
    if (state.turn.phase !== 'draw') ctx.flags.push(flag('already-drawn', { player: player.name }));
    const character = entry.character ? catalogue.character(entry.character) : undefined;
    if (!character) {
      ctx.flags.push(eventFlag('event-needs-character', ID, { player: player.name }));
      return;
    }
    if (character.id === player.character) {
      ctx.flags.push(eventFlag('event-same-character', ID, { player: player.name, character: character.id }));
    }
    const holder = state.players.find(
      (p) => p.alive && p.name !== player.name && p.character === character.id,
    );
    if (holder) {
      ctx.flags.push(
        eventFlag('event-character-taken', ID, { character: character.id, holder: holder.name }),
      );
    }
    if ((state.turn.used ?? []).includes(ID)) {
      ctx.flags.push(flag('ability-limit', { player: player.name, ability: ID, times: 1, limit: 1 }));
    }
    // Unverified in a rule text: the new maximum is the new character's life (+1 for the Sheriff).
    const maxLife = character.life + (player.role === 'sheriff' ? 1 : 0);
    ctx.events.push(
      { type: 'AbilityUsed', player: player.name, what: ID },
      { type: 'CharacterChanged', player: player.name, character: character.id, life: LIFE, maxLife },
    );
  },
};
