// What a rulings hit is, in the table's words: "event · High Noon", "card · Gold Rush". Shown beside a name two
// hits share, so the High Noon event Gold Rush and the Gold Rush equipment card are told apart at a glance.
import { catalogue } from '../../engine/catalogue/index.ts';
import type { ExpansionId } from '../../engine/types.ts';
import type { RulingHit } from '../../rulings/types.ts';
import type { Messages } from '../i18n/en.ts';
import type { Locale } from '../../engine/catalogue/index.ts';
import { RULING_KINDS } from '../i18n/ruling-kinds.ts';

function expansionOf(hit: RulingHit): string | null {
  if (hit.kind === 'event') return catalogue.events.find((e) => e.id === hit.id)?.deck ?? null;
  if (hit.kind === 'card') return catalogue.card(hit.id)?.expansion ?? null;
  if (hit.kind === 'character') return catalogue.character(hit.id)?.expansion ?? null;
  return null;
}

export function rulingWhat(hit: RulingHit, t: Messages, locale: Locale): string {
  const expansion = expansionOf(hit);
  const names: Partial<Record<string, string>> = t.expansionNames;
  const from = expansion === null ? null : (names[expansion as ExpansionId] ?? expansion);
  return from === null ? RULING_KINDS[locale][hit.kind] : `${RULING_KINDS[locale][hit.kind]} · ${from}`;
}
