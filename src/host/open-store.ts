// The store as the host opens it: with the engine that builds and replays its games. The store itself knows
// only the engine's types; which engine replays is the host's to say.
import { openStore as openWith, type Store, type StoreOptions } from '../store/index.ts';
import { apply, createGame, RULES_VERSION } from '../engine/index.ts';

export const storeEngine: NonNullable<StoreOptions['engine']> = { version: RULES_VERSION, createGame, apply };

export function openStore(dataDir: string, options: Partial<StoreOptions> = {}): Store {
  return openWith(dataDir, { engine: storeEngine, ...options });
}

export { resolveDataDir } from '../store/index.ts';
