// A game's story with Wild West Show beside High Noon: the show cards turned up are marked apart from the
// events, so the chart and the list of moments say which pile each card came from.
import { describe, expect, it } from 'vitest';
import { createGame } from '../../src/engine/index.ts';
import type { Setup } from '../../src/engine/index.ts';
import type { Moment } from '../../src/stats/moments.ts';
import { tellStory } from '../../src/stats/story.ts';

const setup: Setup = {
  players: [
    { name: 'Ann', character: 'willy-the-kid', role: 'sheriff' },
    { name: 'Bob', character: 'bart-cassidy' },
    { name: 'Cid', character: 'paul-regret' },
    { name: 'Dee', character: 'suzy-lafayette' },
  ],
  expansions: ['base', 'wild-west-show'],
  events: 'high-noon',
  seed: 7,
};

describe("a game's story with the Wild West Show pile", () => {
  it('marks a show card as the show and an event card as an event', () => {
    const moments: Moment[] = [
      { seq: 1, turn: 1, kind: 'turn', player: 'Ann' },
      { seq: 3, turn: 1, kind: 'event', card: 'gag' },
      { seq: 5, turn: 2, kind: 'turn', player: 'Bob' },
      { seq: 6, turn: 5, kind: 'event', card: 'thirst' },
      { seq: 7, turn: 5, kind: 'event', card: 'wild-west-show' },
    ];
    const story = tellStory({ id: 1, name: 'Show night', setup }, moments, createGame(setup));
    expect(story.marks.map((m) => [m.kind, 'card' in m ? m.card : ''])).toEqual([
      ['show', 'gag'],
      ['event', 'thirst'],
      ['show', 'wild-west-show'],
    ]);
  });
});
