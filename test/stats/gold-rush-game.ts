// A Gold Rush game the figures are read from (statistics, a game's story, the game list): Ann earns 3 nuggets
// on Bob (Simeon Picos earns 3 from his own wounds), Bob sells two Beers and buys the Rucksack.
const players = [
  { name: 'Ann', character: 'willy-the-kid', role: 'sheriff' as const },
  { name: 'Bob', character: 'simeon-picos' },
  { name: 'Cid', character: 'rose-doolan' },
  { name: 'Dee', character: 'slab-the-killer' },
];

/** A BANG! at the target, who takes the hit. */
export const hit = (target: string) => [
  { type: 'play', card: 'bang', target },
  { type: 'pass', player: target },
];

/** The game script up to Bob's purchase; `more` entries follow it. */
export function goldRushGame(...more: Record<string, unknown>[]) {
  return {
    format: 'marshal/1',
    setup: {
      players,
      expansions: ['base', 'gold-rush'],
      events: null,
      seed: 7,
      shop: ['rucksack', 'shot', 'wanted'],
    },
    entries: [
      { type: 'draw' },
      ...hit('Bob'),
      ...hit('Bob'),
      ...hit('Bob'),
      { type: 'end-turn' },
      { type: 'draw' },
      { type: 'play', card: 'beer', nugget: true },
      { type: 'play', card: 'beer', nugget: true },
      { type: 'buy', card: 'rucksack', refill: 'pickaxe' },
      ...more,
    ],
  };
}
