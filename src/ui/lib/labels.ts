// Button labels for the engine's offers (prompt answers, abilities) in the table's language. The engine
// decides what is offered; this only names it.
import type { PromptOption } from '../../engine/index.ts';
import { formatSign } from '../../engine/sign.ts';
import type { Entry, Prompt, Suit, UseEntry } from '../../engine/types.ts';
import type { LogLine } from '../../host/contract.ts';
import { cardName, characterName, eventCardName, i18n, logText, roleName } from '../i18n/index.svelte.ts';
import { cardKind } from './cards.ts';
import { tokenOfferLabel } from './tokens.ts';
import { goldRush } from './gold-rush.svelte.ts';

const DODGE_CITY_USES = new Set(['chuck-wengam', 'doc-holyday', 'jose-delgado', 'pat-brennan']);

export function offerLabel(option: PromptOption, prompt: Prompt | null): string {
  const t = i18n.t;
  const entry = option.entry;
  // Ms. Abigail's answer says what it does: the card is ignored.
  if (entry.type === 'use' && entry.ability === 'ms-abigail')
    return t.abigailIgnores({ name: characterName('ms-abigail') });
  // Armed & Dangerous's abilities name their tokens' spots (Bass Greeves, Red Ringo, Frankie Canton).
  const armed = tokenOfferLabel(entry);
  if (armed) return armed;
  const gold = goldRush.parts?.offerLabel(entry);
  if (gold) return gold;
  switch (entry.type) {
    case 'reveal-role':
      return roleName(entry.role);
    case 'respond':
      return cardName(entry.card);
    case 'use':
      if (entry.event) return eventUseLabel(entry);
      if (entry.ability === 'sid-ketchum') return t.sidKetchum({ name: entry.player });
      // Doc Holyday and José Delgado say what they cost and give, not only who they are.
      if (entry.ability === 'doc-holyday' && entry.target)
        return t.docHolyday({ name: characterName('doc-holyday'), target: entry.target });
      if (entry.ability === 'jose-delgado') return t.joseDelgado({ name: characterName('jose-delgado') });
      // Uncle Will's ability is a General Store, not a draw!.
      if (entry.ability === 'uncle-will')
        return t.uncleWill({ name: characterName('uncle-will'), store: cardName('general-store') });
      // A green or Dangerous (orange) card, or a Dodge City ability: its name, and whom it is aimed at.
      if (
        (entry.card && ['green', 'orange'].includes(cardKind(entry.card))) ||
        DODGE_CITY_USES.has(entry.ability ?? '')
      ) {
        const name = entry.card ? cardName(entry.card) : characterName(entry.ability ?? '');
        return entry.target ? `${name} → ${entry.target}` : name;
      }
      if (entry.card) return t.drawUse({ name: cardName(entry.card) });
      if (entry.ability) return t.drawUse({ name: characterName(entry.ability) });
      return option.label;
    case 'pass':
      if (prompt?.type === 'dying') return t.noBeer;
      if (prompt?.type === 'duel' || prompt?.type === 'indians' || prompt?.type === 'bandidos')
        return t.loseLife;
      // Ricochet: the aimed card goes, not a life; Russian Roulette: 2 lives.
      if (prompt?.type === 'ricochet')
        return t.ricochetDecline({ missed: cardName('missed'), card: cardName(prompt.targetCard ?? '') });
      if (prompt?.type === 'russian-roulette') return t.rouletteDecline({ missed: cardName('missed') });
      if (prompt?.type === 'may-ignore') return t.letItTakeEffect;
      if (prompt?.type === 'dorothy-rage') return t.showsHand;
      if (prompt?.type === 'poker') return t.takeNone;
      return t.takeHit;
    case 'play':
      // Dorothy Rage's order carried out: the card, at whom it was ordered.
      if (prompt?.type === 'dorothy-rage')
        return `${cardName(entry.card)}${entry.target ? ` → ${entry.target}` : ''}`;
      return option.label;
    case 'discard':
      return t.discardN({ n: entry.count });
    case 'draw':
      // Evelyn Shebang: one card fewer for each player she shoots.
      if (entry.targets?.length) return `${t.draw} · ${cardName('bang')} → ${entry.targets.join(', ')}`;
      if (entry.from === 'discard') return t.drawFromDiscard;
      if (entry.from) return t.drawFrom({ name: entry.from });
      return t.draw;
    default:
      return option.label;
  }
}

const SUIT_SYMBOL: Record<Suit, string> = { H: '♥', D: '♦', C: '♣', S: '♠' };

/** An action the event in force grants, in the table's language: "Peyote: červená", "Handcuffs: ♥",
 *  "Ricochet → Bob: Barrel". */
function eventUseLabel(entry: UseEntry): string {
  const t = i18n.t;
  const name = eventCardName(entry.event ?? '');
  // The Daltons: each player discards one of their own blue cards ("The Daltons → Bob: Barrel").
  if (entry.event === 'the-daltons' && entry.card)
    return `${name} → ${entry.player}: ${cardName(entry.card)}`;
  const what = [
    entry.guess ? (entry.guess === 'red' ? t.guessRed : t.guessBlack) : '',
    entry.suit ? SUIT_SYMBOL[entry.suit] : '',
    entry.event === 'law-of-the-west' && !entry.card ? t.lawShowCard : '',
    entry.card ? cardName(entry.card) : '',
    entry.character ? characterName(entry.character) : '',
  ].filter(Boolean);
  const aimed = entry.target
    ? ` → ${entry.target}${entry.targetCard && entry.targetCard !== 'hand' ? `: ${cardName(entry.targetCard)}` : ''}`
    : '';
  return `${name}${what.length ? `: ${what.join(' ')}` : ''}${aimed}`;
}

/** A move in a few language-neutral words ("Ann: Panic! → Bob"), for the flag dialog's headline. */
export function moveLine(entry: Entry, turnPlayer: string): string {
  const t = i18n.t;
  const who = ('player' in entry && entry.player) || turnPlayer;
  const sign = 'sign' in entry && entry.sign ? ` ${formatSign(entry.sign)}` : '';
  switch (entry.type) {
    case 'buy':
    case 'remove':
      return `${who}: ${cardName(entry.card)}${entry.target ? ` → ${entry.target}` : ''}`;
    case 'shop':
      return `${cardName(entry.card)}`;
    case 'play': {
      const taken = entry.targetCard && entry.targetCard !== 'hand' ? ` (${cardName(entry.targetCard)})` : '';
      return `${who}: ${cardName(entry.card)}${sign}${entry.target ? ` → ${entry.target}${taken}` : ''}`;
    }
    case 'respond':
    case 'pick':
      return `${who}: ${cardName(entry.card)}${sign}`;
    case 'draw':
      return `${who}: ${entry.from === 'discard' ? t.drawFromDiscard : entry.from ? t.drawFrom({ name: entry.from }) : t.draw}${sign}`;
    case 'discard':
      return `${who}: ${t.discardN({ n: entry.count })}`;
    case 'end-turn':
      return `${turnPlayer}: ${t.endTurn}`;
    case 'reshuffle':
      return t.reshuffle;
    case 'pass':
      return `${who}: ${t.takeHit}`;
    case 'use': {
      if (entry.event) return `${who}: ${eventUseLabel(entry)}`;
      const what = entry.event
        ? eventCardName(entry.event)
        : entry.ability
          ? characterName(entry.ability)
          : cardName(entry.card ?? '');
      return `${who}: ${what}${entry.target ? ` → ${entry.target}` : ''}`;
    }
    case 'reveal-event':
      // Named by no player (the log line reads "Event: Thirst" in English): "Událost: Žízeň". Without a
      // card Marshal took the next one of its deck.
      return `${entry.deck ? t.expansionNames[entry.deck] : t.event}: ${entry.card ? eventCardName(entry.card) : t.letMarshalDraw}`;
    case 'reveal':
      return `${(entry.signs ?? [entry.sign ?? '']).map(formatSign).join(' ')}${entry.pick ? ` → ${formatSign(entry.pick)}` : ''}`;
    case 'reveal-role':
      return `${who}: ${roleName(entry.role)}`;
    case 'set':
      return `${who}: ✎ ${[entry.life !== undefined ? `${t.life} ${entry.life}` : '', entry.hand !== undefined ? `${t.hand} ${entry.hand}` : ''].filter(Boolean).join(', ')}`;
  }
}

/** A log line in the table's language. A line kept before lines had parts is said from its entry in a few
 *  neutral words, its actor being whichever player the stored text starts with (the longest such name). */
export function logLineText(line: LogLine, players: readonly string[]): string {
  return logText(line, () => {
    const actor = players
      .filter((p) => line.text.startsWith(`${p} `) || line.text.startsWith(`${p}:`))
      .sort((a, b) => b.length - a.length)[0];
    return moveLine(line.entry, actor ?? '');
  });
}
