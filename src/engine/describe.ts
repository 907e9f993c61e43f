// Plain-language log lines: "Ann plays BANG! (A♠) at Bob — distance 2, Schofield reaches 2".
import type { Entry, State, Suit, UseEntry } from './types.ts';
import { eventName } from './rules/events/flag.ts';
import { catalogue } from './catalogue/index.ts';
import { findPlayer } from './seat.ts';
import { formatSign } from './sign.ts';
import { distance, reach, weaponName } from './distance.ts';
import { tokenNote } from './rules/armed/describe.ts';
import { correctionList } from './rules/armed/correct.ts';
import { spotName } from './rules/armed/tokens.ts';

function cardName(id: string, sign?: string): string {
  const name = catalogue.card(id)?.name.en ?? id;
  return sign ? `${name} (${formatSign(sign)})` : name;
}

function who(state: State, name: string | undefined): string {
  return (name && findPlayer(state, name)?.name) ?? name ?? state.turn.player;
}

const SUITS: Record<Suit, string> = { H: '♥', D: '♦', C: '♣', S: '♠' };

/** What an event action names: Ricochet's card, Peyote's guess, Handcuffs' suit, New Identity's character,
 *  the card Law of the West shows. */
function eventNote(entry: UseEntry): string {
  if (!entry.event) return '';
  const parts = [
    entry.targetCard && entry.targetCard !== 'hand' ? `'s ${cardName(entry.targetCard)}` : '',
    entry.guess ? `: ${entry.guess}` : '',
    entry.suit ? `: ${SUITS[entry.suit]}` : '',
    entry.character ? `: ${catalogue.character(entry.character)?.name.en ?? entry.character}` : '',
    entry.card ? `: ${cardName(entry.card, entry.sign)}` : entry.sign ? ` (${formatSign(entry.sign)})` : '',
  ];
  return parts.join('');
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
      // Several targets (Arrow, Quick Shot upgraded): the ones not named as `target`.
      const more = (entry.targets ?? []).filter((n) => n.toLowerCase() !== entry.target?.toLowerCase());
      if (more.length > 0)
        line += `${entry.target ? ',' : ' at'} ${more.map((n) => who(before, n)).join(', ')}`;
      if (
        actor &&
        target &&
        target.alive &&
        actor !== target &&
        catalogue.card(entry.card)?.target === 'reach'
      ) {
        line += ` — distance ${distance(before, actor, target)}, ${weaponName(actor)} reaches ${reach(actor)}`;
      }
      return line + tokenNote(entry) + forced;
    }
    case 'respond':
      return `${who(before, entry.player)} answers with ${cardName(entry.card, entry.sign)}${tokenNote(entry)}${forced}`;
    case 'pass': {
      const top = before.prompts[0];
      const what =
        top?.type === 'dying'
          ? 'is out'
          : top?.type === 'answer-bang'
            ? 'takes the hit'
            : top?.type === 'russian-roulette'
              ? 'has no Missed! and loses 2 life'
              : top?.type === 'ricochet'
                ? `has no Missed!: ${cardName(top.targetCard ?? '?')} is discarded`
                : 'passes';
      return `${who(before, entry.player)} ${what}${forced}`;
    }
    case 'discard':
      return `${who(before, entry.player)} discards ${entry.count}${tokenNote(entry)}${forced}`;
    case 'end-turn':
      return `${before.turn.player} ends the turn${forced}`;
    case 'reveal-role':
      return `${who(before, entry.player)} is revealed: ${catalogue.roleName(entry.role).en}${forced}`;
    case 'set': {
      const parts = [
        entry.life !== undefined ? `life ${entry.life}` : '',
        entry.hand !== undefined ? `hand ${entry.hand}` : '',
        // Armed & Dangerous: "2 Load tokens on the character, 0 on Bandolier".
        ...correctionList(entry).map(
          (c, i) =>
            `${c.tokens}${i === 0 ? ' Load tokens' : ''} on ${c.card === 'character' ? 'the character' : spotName(c.card)}`,
        ),
      ].filter(Boolean);
      return `Correction: ${who(before, entry.player)} ${parts.join(', ') || 'unchanged'}`;
    }
    case 'use': {
      // Vera Custer's choice reads as what the table sees: whose ability she takes.
      if (entry.ability === 'vera-custer' && entry.target) {
        const copied = findPlayer(before, entry.target);
        const name = copied ? (catalogue.character(copied.character)?.name.en ?? copied.character) : '?';
        return `${who(before, entry.player)} (Vera Custer) takes ${entry.target}'s ability: ${name}${forced}`;
      }
      const what = entry.event
        ? eventName(entry.event)
        : entry.ability
          ? (catalogue.character(entry.ability)?.name.en ?? entry.ability)
          : entry.card
            ? cardName(entry.card)
            : '?';
      // An ability aimed at a card in play names it (Pat Brennan's card, Frankie Canton's token source).
      const aimed = entry.ability && !entry.event && entry.targetCard && entry.targetCard !== 'hand';
      const of = aimed
        ? `'s ${entry.targetCard === 'character' ? 'character' : cardName(entry.targetCard ?? '')}`
        : '';
      const at = entry.target ? ` at ${entry.target}${of}` : '';
      return `${who(before, entry.player)} uses ${what}${at}${eventNote(entry)}${tokenNote(entry)}${forced}`;
    }
    case 'reveal-event': {
      // Marshal drew it from its seeded deck: the log names the card it took.
      const card = entry.card ?? before.eventDeck?.[0];
      return `Event: ${card ? eventName(card) : 'the next card'}${forced}`;
    }
    case 'reveal':
      return `draw!: ${entry.pick ?? entry.sign ?? entry.signs?.join(' ') ?? '?'}${forced}`;
    case 'pick':
      return `${who(before, entry.player)} picks ${cardName(entry.card)}${forced}`;
  }
}
