// The ruleset: every expansion Marshal referees, registered when the engine is loaded. The core asks the
// registry, never an expansion by name; an expansion is a folder under rules/ exporting one object, and
// adding one is adding it here (docs/extending.md). Moments run in this order.
import type { Expansion } from './hooks.ts';
import { register } from './registry.ts';
import { base } from './rules/base/index.ts';
import { dodgeCity } from './rules/dodge-city/index.ts';
import { highNoon } from './rules/high-noon/index.ts';
import { fistfulOfCards } from './rules/fistful-of-cards/index.ts';
import { armedAndDangerous } from './rules/armed-and-dangerous/index.ts';
import { theBullet } from './rules/the-bullet/index.ts';
import { goldRush } from './rules/gold-rush/index.ts';

export const ruleset: readonly Expansion[] = [
  base,
  dodgeCity,
  highNoon,
  fistfulOfCards,
  armedAndDangerous,
  theBullet,
  goldRush,
];

for (const expansion of ruleset) register(expansion);
