// Ezra Flint (test-only character): he sees everyone one closer, as with a Scope of his own.
import type { CharacterRule } from '../../../src/engine/index.ts';

export const ezraFlint: CharacterRule = { id: 'ezra-flint', passive: { sees: -1 } };
