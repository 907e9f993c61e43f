// A phone answers its own seat's questions; on another seat's question it may play exactly a card the host
// offers its seat out of turn (Saved!, on a player about to lose life), and nothing else.
import { describe, expect, it } from 'vitest';
import { phoneRefusal, type GateView } from '../../src/host/phone-gate.ts';
import type { Entry, Prompt } from '../../src/engine/types.ts';

// The forms of game-script-expansions.md: Saved! names the player saved and where the 2 cards come from.
const saved = (player: string, from: 'deck' | 'hand'): Entry =>
  ({ type: 'respond', player, card: 'saved', target: 'Bob', from }) as Entry;

function gate(offers: Entry[]): GateView {
  const prompt: Prompt = { type: 'answer-bang', player: 'Bob', from: 'Ann', card: 'bang', needed: 1 };
  return {
    view: { prompts: [prompt] },
    offers: {
      answers: [{ label: 'Missed!', entry: { type: 'respond', player: 'Bob', card: 'missed' } }],
      abilities: offers.map((entry) => ({ label: 'Saved!', entry })),
    },
  };
}

describe('a phone on another seat’s question', () => {
  const game = gate([saved('Cid', 'deck'), saved('Cid', 'hand'), saved('Dee', 'deck')]);

  it('may play the card the host offers its seat out of turn', () => {
    expect(phoneRefusal(game, 'Cid', saved('Cid', 'deck'))).toBeNull();
    expect(phoneRefusal(game, 'Cid', saved('Cid', 'hand'))).toBeNull();
  });

  it('may not play it for another seat, nor answer the question itself', () => {
    expect(phoneRefusal(game, 'Cid', saved('Dee', 'deck'))?.why).toBe('asks-another');
    expect(phoneRefusal(game, 'Cid', { type: 'respond', player: 'Cid', card: 'missed' })?.why).toBe(
      'asks-another',
    );
  });

  it('may not send what the host does not offer its seat', () => {
    const bare = gate([]);
    expect(phoneRefusal(bare, 'Cid', saved('Cid', 'deck'))?.why).toBe('asks-another');
    const other = { ...saved('Cid', 'deck'), target: 'Ann' } as Entry;
    expect(phoneRefusal(game, 'Cid', other)?.why).toBe('asks-another');
  });

  it('still answers its own seat’s question as before', () => {
    expect(phoneRefusal(game, 'Bob', { type: 'respond', player: 'Bob', card: 'missed' })).toBeNull();
  });
});
