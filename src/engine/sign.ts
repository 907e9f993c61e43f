// Signs: the suit and rank printed in a card's corner, written rank-then-suit ("AS", "10H").
import type { Rank, Sign, Suit } from './types.ts';

const RANKS: readonly Rank[] = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'];
const SUIT_SYMBOL: Record<Suit, string> = { S: '♠', H: '♥', D: '♦', C: '♣' };
const SYMBOL_SUIT: Record<string, Suit> = {
  '♠': 'S',
  '♥': 'H',
  '♦': 'D',
  '♣': 'C',
  '♤': 'S',
  '♡': 'H',
  '♢': 'D',
  '♧': 'C',
};

export interface ParsedSign {
  rank: Rank;
  suit: Suit;
}

/** Accepts "QH", "Q♥", "10s", "q h"; returns null for anything else. */
export function parseSign(text: string): ParsedSign | null {
  const compact = text.replace(/\s+/g, '').toUpperCase();
  const match = /^(10|[2-9JQKA1])(.)$/u.exec(compact) ?? /^(10|[2-9JQKA])(.)$/u.exec(compact);
  if (!match) return null;
  const rank = (match[1] === '1' ? null : match[1]) as Rank | null;
  const suitChar = match[2] ?? '';
  const suit: Suit | undefined = 'SHDC'.includes(suitChar) ? (suitChar as Suit) : SYMBOL_SUIT[suitChar];
  if (!rank || !suit || !RANKS.includes(rank)) return null;
  return { rank, suit };
}

export function signOf(parsed: ParsedSign): Sign {
  return `${parsed.rank}${parsed.suit}`;
}

/** "AS" → "A♠". */
export function formatSign(sign: Sign): string {
  const parsed = parseSign(sign);
  return parsed ? `${parsed.rank}${SUIT_SYMBOL[parsed.suit]}` : sign;
}

export function suitOf(sign: Sign): Suit | null {
  return parseSign(sign)?.suit ?? null;
}

/** 2 → 2 … 10 → 10, J 11, Q 12, K 13, A 14. */
export function rankValue(sign: Sign): number {
  const parsed = parseSign(sign);
  return parsed ? RANKS.indexOf(parsed.rank) + 2 : 0;
}
