// Plain-language log lines: "Ann plays BANG! (A♠) at Bob — distance 2, Schofield reaches 2".
import type { Entry, State } from './types.ts';
import { eventName } from './rules/events/flag.ts';
import { catalogue } from './catalogue/index.ts';
import { findPlayer } from './seat.ts';
import { formatSign } from './sign.ts';
import { distance, reach, weaponName } from './distance.ts';

function cardName(id: string, sign?: string): string {
  const name = catalogue.card(id)?.name.en ?? id;
  return sign ? `${name} (${formatSign(sign)})` : name;
}

function who(state: State, name: string | undefined): string {
  return (name && findPlayer(state, name)?.name) ?? name ?? state.turn.player;
}

export function describeEntry(before: State, entry: Entry): string {
  const forced = entry.force ? ' (accepted despite a flag)' : '';
  switch (entry.type) {
    case 'draw':
      return `${who(before, entry.player)} draws${forced}`;
    case 'play': {
      const actorName = who(before, entry.player);
      let line = `${actorName} plays ${cardName(entry.card, entry.sign)}`;
      const actor = findPlayer(before, actorName);
      const target = entry.target ? findPlayer(before, entry.target) : undefined;
      if (entry.target) line += ` at ${target?.name ?? entry.target}`;
      if (
        actor &&
        target &&
        target.alive &&
        actor !== target &&
        catalogue.card(entry.card)?.target === 'reach'
      ) {
        line += ` — distance ${distance(before, actor, target)}, ${weaponName(actor)} reaches ${reach(actor)}`;
      }
      return line + forced;
    }
    case 'respond':
      return `${who(before, entry.player)} answers with ${cardName(entry.card, entry.sign)}${forced}`;
    case 'pass': {
      const top = before.prompts[0];
      const what =
        top?.type === 'dying' ? 'is out' : top?.type === 'answer-bang' ? 'takes the hit' : 'passes';
      return `${who(before, entry.player)} ${what}${forced}`;
    }
    case 'discard':
      return `${who(before, entry.player)} discards ${entry.count}${forced}`;
    case 'end-turn':
      return `${before.turn.player} ends the turn${forced}`;
    case 'reveal-role':
      return `${who(before, entry.player)} is revealed: ${catalogue.roleName(entry.role).en}${forced}`;
    case 'set': {
      const parts = [
        entry.life !== undefined ? `life ${entry.life}` : '',
        entry.hand !== undefined ? `hand ${entry.hand}` : '',
      ].filter(Boolean);
      return `Correction: ${who(before, entry.player)} ${parts.join(', ') || 'unchanged'}`;
    }
    case 'use': {
      const what = entry.event
        ? eventName(entry.event)
        : entry.ability
          ? (catalogue.character(entry.ability)?.name.en ?? entry.ability)
          : entry.card
            ? cardName(entry.card)
            : '?';
      const at = entry.target ? ` at ${entry.target}` : '';
      return `${who(before, entry.player)} uses ${what}${at}${forced}`;
    }
    case 'reveal-event':
      return `Event: ${entry.card ? eventName(entry.card) : 'the next card'}${forced}`;
    case 'reveal':
      return `draw!: ${entry.pick ?? entry.sign ?? entry.signs?.join(' ') ?? '?'}${forced}`;
    case 'pick':
      return `${who(before, entry.player)} picks ${cardName(entry.card)}${forced}`;
  }
}
