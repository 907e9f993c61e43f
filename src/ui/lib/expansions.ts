// The expansions by their printed titles (the same in every language the table speaks).
import type { ExpansionId } from '../../engine/types.ts';

export const EXPANSIONS: { id: ExpansionId; name: string }[] = [
  { id: 'base', name: 'BANG!' },
  { id: 'dodge-city', name: 'Dodge City' },
  { id: 'high-noon', name: 'High Noon' },
  { id: 'fistful-of-cards', name: 'A Fistful of Cards' },
  { id: 'armed-and-dangerous', name: 'Armed & Dangerous' },
  { id: 'the-bullet', name: 'The Bullet' },
];
