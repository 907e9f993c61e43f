// A flag is said in the table's language, including what the game waits for when no card names it.
import { describe, expect, test } from 'vitest';
import { createGame, decide } from '../../src/engine/index.ts';
import { sayFlag as flagText } from '../../src/ui/i18n/say.ts';

describe('flag sentences', () => {
  test('the answer-pending flag names the awaited draw! in Czech and Chinese', () => {
    const state = createGame({
      players: [
        { name: 'Ann', character: 'kit-carlson', role: 'sheriff' },
        { name: 'Bob', character: 'sid-ketchum' },
        { name: 'Cid', character: 'bart-cassidy' },
        { name: 'Dee', character: 'el-gringo' },
      ],
      expansions: ['base'],
      events: null,
      seed: 1,
    });
    const waiting = { ...state, prompts: [{ type: 'draw-check' as const, player: 'Ann', card: 'jail' }] };
    const decision = decide(waiting, { type: 'draw' });
    if (!decision.ok) throw new Error(decision.error.message);
    const pending = decision.flags.find((f) => f.code === 'answer-pending');
    expect(pending).toBeDefined();
    if (!pending) return;
    expect(flagText(pending, 'en')).toContain('draw!');
    expect(flagText(pending, 'cs')).toContain('Líznout!');
    expect(flagText(pending, 'zhHant')).toContain('判定');
    expect(flagText(pending, 'zhHant')).not.toContain('draw!');
  });
});
