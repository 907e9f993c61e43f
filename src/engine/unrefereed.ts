// What Marshal does not referee yet in a game: the cards, characters and events of its expansions that have
// no rule module. The table shows them as "not refereed yet"; Marshal never pretends.
import type { ExpansionId, Setup } from './types.ts';
import { catalogue, inGame } from './catalogue/index.ts';
import { eventDecksOf } from './catalogue/events.ts';
import { refereed } from './registry.ts';
import { EVENT_PILES } from './event-piles.ts';

export function unrefereed(setup: Pick<Setup, 'expansions' | 'events'>): string[] {
  const expansions: readonly ExpansionId[] = setup.expansions;
  const decks = eventDecksOf(setup);
  // A pile turned by a card played comes with its expansion (Wild West Show).
  const piles: string[] = EVENT_PILES.flatMap((p) => (p.deck && expansions.includes(p.deck) ? [p.deck] : []));
  return [
    ...catalogue.cards.filter((c) => inGame(c, expansions)).map((c) => c.id),
    ...catalogue.characters.filter((c) => expansions.includes(c.expansion)).map((c) => c.id),
    ...catalogue.events.filter((e) => decks.includes(e.deck) || piles.includes(e.deck)).map((e) => e.id),
  ].filter((id) => !refereed(id));
}
