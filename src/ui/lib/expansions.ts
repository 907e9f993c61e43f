// The expansions in the order the table lists them; each language names them in its table (`expansionNames`).
import type { ExpansionId } from '../../engine/types.ts';

export const EXPANSIONS: { id: ExpansionId; name: string }[] = [
  { id: 'base', name: 'BANG!' },
  { id: 'dodge-city', name: 'Dodge City' },
  { id: 'high-noon', name: 'High Noon' },
  { id: 'fistful-of-cards', name: 'A Fistful of Cards' },
  { id: 'armed-and-dangerous', name: 'Armed & Dangerous' },
  { id: 'the-bullet', name: 'The Bullet' },
];
