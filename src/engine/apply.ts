// Folds events into state. Never decides anything: every rule was checked by decide().
import type { GameEvent, PlayerState, State } from './types.ts';
import { isFinale } from './catalogue/events.ts';
import { moveTokens, tokensOut } from './load-tokens.ts';
import { discardPileAfter, phaseOneFromPile } from './discard-pile.ts';
import { pileAfter } from './draw-pile.ts';
import { expansions } from './registry.ts';

function updatePlayer(state: State, name: string, change: (p: PlayerState) => PlayerState): State {
  return { ...state, players: state.players.map((p) => (p.name === name ? change(p) : p)) };
}

/** Only the living hold cards, lose or gain life: an accepted override never gives the dead anything. */
function updateLiving(state: State, name: string, change: (p: PlayerState) => PlayerState): State {
  return updatePlayer(state, name, (p) => (p.alive ? change(p) : p));
}

function applyOne(state: State, e: GameEvent): State {
  switch (e.type) {
    case 'CardsDrawn':
      return updateLiving(state, e.player, (p) => ({ ...p, hand: p.hand + e.count }));
    case 'CardsLeftHand':
      return updateLiving(state, e.player, (p) => ({ ...p, hand: Math.max(0, p.hand - e.count) }));
    case 'PhaseChanged':
      return { ...state, turn: { ...state.turn, phase: e.phase } };
    case 'BangCounted':
      return { ...state, turn: { ...state.turn, bangs: state.turn.bangs + 1 } };
    case 'CardPlaced':
      return updateLiving(state, e.player, (p) => ({
        ...p,
        inPlay: [...p.inPlay, { card: e.card, sign: e.sign, tokens: 0, placedTurn: state.turn.number }],
      }));
    case 'CardRemoved':
      // A card leaving play takes no Load token with it: they go back to the supply.
      return updatePlayer(tokensOut(state, e.player, e.card), e.player, (p) => {
        const at = p.inPlay.findIndex((c) => c.card === e.card);
        return at < 0 ? p : { ...p, inPlay: p.inPlay.filter((_, i) => i !== at) };
      });
    case 'PromptOpened':
      return { ...state, prompts: [e.prompt, ...state.prompts] };
    case 'PromptAnswered': {
      const [top, ...rest] = state.prompts;
      return top ? { ...state, prompts: [{ ...top, needed: e.needed }, ...rest] } : state;
    }
    case 'AnswerSourceUsed': {
      const [top, ...rest] = state.prompts;
      return top
        ? { ...state, prompts: [{ ...top, used: [...(top.used ?? []), e.source] }, ...rest] }
        : state;
    }
    case 'DrawRevealed': {
      // The card's effect comes as its own events. The table as it stood is kept for one entry: Tumbleweed,
      // entered right after the card, sets the draw! aside.
      const { lastDraw: _, ...before } = state;
      return { ...state, lastDraw: { player: e.player, card: e.card, sign: e.sign, before } };
    }
    case 'DrawSetAside':
      // Tumbleweed: back to the moment the draw! waited for its card.
      return state.lastDraw?.before ?? state;
    case 'PromptClosed':
      return { ...state, prompts: state.prompts.slice(1) };
    case 'LifeLost':
      // Life never shows below 0; a hit deeper than that shows as the Beers the dying prompt needs.
      return updateLiving(state, e.player, (p) => ({ ...p, life: Math.max(0, p.life - e.amount) }));
    case 'LifeGained':
      return updateLiving(state, e.player, (p) => ({ ...p, life: Math.min(p.maxLife, p.life + e.amount) }));
    case 'NoEffect':
      // Said in the log only: nothing changes.
      return state;
    case 'PlayerDied': {
      // A player who is out discards everything and answers nothing more; their tokens go to the supply.
      const out = updatePlayer(tokensOut(state, e.player), e.player, (p) => ({
        ...p,
        alive: false,
        life: 0,
        hand: 0,
        inPlay: [],
        killer: e.by,
      }));
      // Dead Man brings back the first player out.
      const firstOut = state.firstOut ?? e.player;
      return { ...out, firstOut, prompts: out.prompts.filter((p) => p.player !== e.player) };
    }
    case 'PlayerReturned':
      return updatePlayer(state, e.player, (p) => {
        const { killer: _killer, ...rest } = p;
        const life = Math.min(p.maxLife, e.life);
        return { ...rest, alive: true, life, hand: e.hand, ...(e.ghost ? { ghost: true } : {}) };
      });
    case 'GhostLeft': {
      // The ghost's turn is over: out again, his cards discarded (tokens back to the supply).
      const out = updatePlayer(tokensOut(state, e.player), e.player, (p) => {
        const { ghost: _ghost, ...rest } = p;
        return { ...rest, alive: false, life: 0, hand: 0, inPlay: [] };
      });
      return { ...out, prompts: out.prompts.filter((p) => p.player !== e.player) };
    }
    case 'CharacterChanged':
      // A new character: an ability Vera Custer copied goes with the old one.
      return updateLiving(state, e.player, ({ copies: _, ...p }) => ({
        ...p,
        character: e.character,
        maxLife: e.maxLife,
        life: Math.min(e.maxLife, e.life),
      }));
    case 'RoleRevealed':
      return updatePlayer(state, e.player, (p) => ({ ...p, role: e.role }));
    case 'TurnPassed': {
      // Vera Custer's copied ability lasts until her next turn begins.
      const next = updatePlayer(state, e.player, (p) => {
        if (p.copies === undefined) return p;
        const { copies: _, ...rest } = p;
        return rest;
      });
      return { ...next, turn: { player: e.player, phase: 'draw', number: state.turn.number + 1, bangs: 0 } };
    }
    case 'Corrected':
      return updateLiving(state, e.player, (p) => ({
        ...p,
        life: e.life ?? p.life,
        hand: e.hand ?? p.hand,
      }));
    case 'GameWon':
      // The game ends at once: nothing still waiting (a Gatling's other shots, the next turn's draw!) is
      // answered any more. Only the role reveals opened after this event are asked.
      return { ...state, winner: e.winner, over: true, prompts: [] };
    case 'EventRevealed': {
      const deck = state.eventDeck ?? [];
      // The table's physical deck may differ from Marshal's shuffle: another card then leaves in its place.
      const exact = deck.indexOf(e.card);
      const at = exact >= 0 || isFinale(e.card) ? exact : deck.findIndex((c) => !isFinale(c));
      const eventDeck = at < 0 ? deck : deck.filter((_, i) => i !== at);
      const eventsSeen = [...(state.eventsSeen ?? []), { card: e.card, turn: state.turn.number }];
      return { ...state, event: e.card, eventsSeen, ...(state.eventDeck ? { eventDeck } : {}) };
    }
    case 'AbilityUsed':
      return { ...state, turn: { ...state.turn, used: [...(state.turn.used ?? []), e.what] } };
    case 'TokensMoved':
      return moveTokens(state, e.from, e.to, e.count);
    case 'DeckRebuilt':
      // Read by apply() for the whole entry: the discard pile is empty again.
      return state;
    case 'AbilityCopied':
      return updateLiving(state, e.player, (p) => ({ ...p, copies: e.character }));
    case 'ExpansionChanged':
      // The expansion folds its own change (its bookkeeping in `ext`, its public fields).
      return expansions.find((x) => x.id === e.expansion)?.apply?.(state, e.change) ?? state;
  }
}

/** The events of one entry (or the first of them, while deciding). */
export function apply(state: State, events: readonly GameEvent[]): State {
  let after = events.reduce(applyOne, state);
  // A completed draw! can be set aside only by the entry right after it.
  if (after.lastDraw && !events.some((e) => e.type === 'DrawRevealed')) {
    const { lastDraw: _, ...rest } = after;
    after = rest;
  }
  // The cards known on the discard pile (a rebuilt deck takes them back), and the deck's count.
  const { pile, pileTaken, discardEmpty } = discardPileAfter(state, events);
  after = { ...after, discardEmpty };
  if (pile.length > 0 || state.pile) after = { ...after, pile };
  if (pileTaken > 0 || state.pileTaken !== undefined) after = { ...after, pileTaken };
  const drawPile = pileAfter(state, after, events);
  if (drawPile !== undefined) after = { ...after, drawPile };
  // Abandoned Mine: a phase 1 taken from the pile sends the turn's cards played onto the deck.
  if (phaseOneFromPile(state, events) > 0) after = { ...after, turn: { ...after.turn, deckDiscards: true } };
  return after;
}
