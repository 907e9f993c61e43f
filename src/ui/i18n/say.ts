// The table's words without the reactive locale: what a log line says in a given language. Kept apart from
// index.svelte.ts so the sentences can be checked by plain unit tests. Flags are said by src/i18n.
import type { Suit } from '../../engine/types.ts';
import type { LogPart, Spot } from '../../engine/index.ts';
import { catalogue, type Locale } from '../../engine/catalogue/index.ts';
import { formatSign } from '../../engine/sign.ts';
import type { Params } from './en.ts';
import { LOG_WORDS, MESSAGES } from './tables.ts';

export { sayFlag, sayName } from '../../i18n/say-flag.ts';

export { MESSAGES };

type Say = (p: Params) => string;

const SUITS: Record<Suit, string> = { H: '♥', D: '♦', C: '♣', S: '♠' };

/** A card's name as the object of a sentence ("hraje Dvouhlavňovku"): the same as its name where the language
 *  does not change it. */
export function objectName(id: string, locale: Locale): string {
  const name = catalogue.card(id)?.name[locale] ?? id;
  return locale === 'en' ? name : (LOG_WORDS[locale]?.object?.[id] ?? name);
}

/**
 * A log line in the given language, from the parts the engine stored with it. English is the engine's own line
 * (the host stores it); for lines stored without parts the caller falls back to the entry.
 */
export function sayLine(parts: readonly LogPart[], locale: Exclude<Locale, 'en'>): string {
  const w = LOG_WORDS[locale];
  // The page switches to a language only once its words are loaded (index.svelte.ts): a missing table is a bug.
  if (!w) throw new Error(`the ${locale} words are not loaded`);
  const named = (id: string): string =>
    (catalogue.card(id) ?? catalogue.character(id) ?? catalogue.event(id))?.name[locale] ?? id;
  const card = (id: string, sign?: string): string =>
    sign ? `${named(id)} (${formatSign(sign)})` : named(id);
  /** A card as the object of the sentence. */
  const object = (id: string, sign?: string): string => {
    const name = w.object?.[id] ?? named(id);
    return sign ? `${name} (${formatSign(sign)})` : name;
  };
  const list = (spots: readonly Spot[], onCard: Say, onCharacter: Say): string =>
    spots
      .map((s) =>
        s.card === 'character'
          ? onCharacter({ count: s.count })
          : onCard({ count: s.count, card: named(s.card) }),
      )
      .join(w.comma);
  const missed = named('missed');

  const say = (part: LogPart): string => {
    switch (part.code) {
      case 'draw': {
        if (!part.shown) return w.draw({ player: part.player });
        const facts = { player: part.player, lost: 0, to: '', at: '', tokens: 0 };
        const said = part.means
          ? w.drawn[part.means][part.good ? 'good' : 'bad'](facts)
          : part.good
            ? w.succeeds
            : w.fails;
        return (
          w.drawShowing({ player: part.player, sign: formatSign(part.shown) }) + w.outcome({ text: said })
        );
      }
      case 'play': {
        const p = {
          player: part.player,
          card: object(part.card, part.sign),
          targets: part.targets.join(w.comma),
        };
        return part.targets.length > 0 ? w.playAt(p) : w.play(p);
      }
      case 'distance':
        return w.distance({
          distance: part.distance,
          weapon: part.weapon ? named(part.weapon) : w.colt,
          reach: part.reach,
        });
      case 'respond':
        return w.respond({ player: part.player, card: card(part.card, part.sign) });
      case 'pass':
        return w.pass[part.outcome]({
          player: part.player,
          card: part.card ? named(part.card) : '?',
          missed,
          duel: named('duel'),
        });
      case 'discard':
        return w.discard({ player: part.player, count: part.count });
      case 'end-turn':
        return w.endTurn({ player: part.player });
      case 'reshuffle':
        return w.reshuffle;
      case 'set-aside':
        return w.setAside({ sign: formatSign(part.sign) });
      case 'reveal-role':
        return w.revealRole({ player: part.player, role: catalogue.roleName(part.role)[locale] });
      case 'set': {
        const changes = [
          ...(part.life !== undefined ? [w.life({ n: part.life })] : []),
          ...(part.hand !== undefined ? [w.hand({ n: part.hand })] : []),
          ...(part.tokens.length > 0 ? [w.tokens({ list: list(part.tokens, w.atCard, w.atCharacter) })] : []),
        ];
        return w.correction({ player: part.player, changes: changes.join(w.comma) || w.unchanged });
      }
      case 'ignores':
        return w.ignores({ player: part.player, ability: named(part.ability), card: named(part.card) });
      case 'vera':
        return w.vera({
          player: part.player,
          target: part.target,
          character: part.character ? named(part.character) : '?',
        });
      case 'use': {
        const what = part.event
          ? w.eventUsed({ name: named(part.event) })
          : part.ability
            ? w.ability({ name: named(part.ability) })
            : object(part.card ?? '?');
        const aimed = part.aimedAt ?? part.eventCard;
        const target =
          part.target && aimed
            ? aimed === 'character'
              ? w.characterOf({ player: part.target })
              : w.cardOf({ player: part.target, card: named(aimed) })
            : part.target
              ? w.aimedPlayer({ player: part.target })
              : '';
        const guess = part.guess ? MESSAGES[locale][part.guess === 'red' ? 'guessRed' : 'guessBlack'] : '';
        const note = [
          !part.target && part.eventCard ? `${w.colon}${named(part.eventCard)}` : '',
          guess ? `${w.colon}${guess}` : '',
          part.suit ? `${w.colon}${SUITS[part.suit]}` : '',
          part.character ? `${w.colon}${named(part.character)}` : '',
          part.shown
            ? `${w.colon}${card(part.shown, part.sign)}`
            : part.sign
              ? ` (${formatSign(part.sign)})`
              : '',
        ].join('');
        const right =
          part.right === undefined
            ? ''
            : w.outcome({ text: w.drawn.guess[part.right ? 'good' : 'bad']({ player: part.player }) });
        return (
          (target ? w.useAt({ player: part.player, what, target }) : w.use({ player: part.player, what })) +
          note +
          right
        );
      }
      case 'reveal-event':
        return w.event({ card: part.card ? named(part.card) : w.nextEvent });
      case 'reveal':
        return w.reveal({ signs: part.signs.split(' ').map(formatSign).join(' ') });
      case 'drew': {
        const [a, b] = part.signs;
        const shown =
          a && b
            ? w.twoSigns({ a: formatSign(a), b: formatSign(b), pick: formatSign(part.sign) })
            : formatSign(part.sign);
        const as = part.countsAs
          ? w.countsAs({ suit: SUITS[part.countsAs.suit], event: named(part.countsAs.event) })
          : '';
        const params = {
          player: part.player,
          shown: shown + as,
          card: named(part.source),
          what: named(part.source),
        };
        const head = part.kind === 'card' ? w.drewCard(params) : w.drewOther(params);
        const facts = {
          player: part.player,
          lost: part.lost ?? 0,
          to: part.to ?? '',
          at: part.at ?? '',
          tokens: part.tokens ?? 0,
        };
        const said = part.means
          ? w.drawn[part.means][part.good ? 'good' : 'bad'](facts)
          : part.good
            ? w.succeeds
            : w.fails;
        return head + w.outcome({ text: said });
      }
      case 'took': {
        const what =
          part.card === 'hand'
            ? w.fromHand({ player: part.player })
            : w.ofPlayer({ player: part.player, card: object(part.card) });
        const back = part.tokens ? w.tokensBack({ n: part.tokens }) : '';
        return (part.kept ? w.takes({ what }) : w.discards({ what })) + back;
      }
      case 'discarded':
        return w.discardedBy({
          what: w.ofPlayer({ player: part.player, card: object(part.card) }),
          ability: named(part.ability),
        });
      case 'reward':
        return part.role
          ? w.reward({ player: part.player, count: part.count, role: catalogue.roleName(part.role)[locale] })
          : w.rewardAny({ player: part.player, count: part.count });
      case 'penalty':
        return w.penalty({ player: part.player, role: catalogue.roleName('deputy')[locale] });
      case 'no-effect':
        return part.why === 'two-left'
          ? w.noEffectTwoLeft
          : w.noEffectFullLife({ player: part.player, life: part.life ?? '?', maxLife: part.maxLife ?? '?' });
      case 'pick':
        return w.pick({ player: part.player, card: object(part.card) });
      case 'tokens': {
        const notes = [
          ...(part.spend.length > 0 ? [w.pays({ list: list(part.spend, w.fromCard, w.fromCharacter) })] : []),
          ...(part.load.length > 0 ? [w.loads({ list: list(part.load, w.onCard, w.onCharacter) })] : []),
        ];
        return w.notes({ list: notes.join('; ') });
      }
      case 'forced':
        return w.forced;
    }
  };
  return parts.map(say).join('');
}
