// Sacagaway: every hand is played face up (roles stay hidden). Nothing for Marshal to count differently: a
// random card from a hand is still taken at random (FAQ Q17).
import type { EventRule } from '../../hooks.ts';

export const sacagaway: EventRule = { id: 'sacagaway' };
