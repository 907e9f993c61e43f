// Wild West Show's parts of the screen (the card, the reveal buttons, Gag on the seats, Dorothy Rage's order),
// loaded only once a game needs them so the table's start-up bundle does not carry them.
import type * as ShowParts from '../components/show/parts.ts';

type Parts = typeof ShowParts;
let parts = $state.raw<Parts | null>(null);
let loading: Promise<Parts> | null = null;

/** Starts loading the parts (once); resolves when they are there. */
export function loadShowParts(): Promise<Parts> {
  loading ??= import('../components/show/parts.ts').then((m) => (parts = m));
  return loading;
}

/** The parts when loaded; asking for them while a game needs them starts the load. */
export function showParts(needed: boolean): Parts | null {
  if (needed && !parts) void loadShowParts();
  return parts;
}
