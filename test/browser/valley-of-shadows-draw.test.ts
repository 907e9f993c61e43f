// The draw!s of The Valley of Shadows show their odds as the other draw!s do, from the engine's count over
// the 96-card deck: Rattlesnake at the start of its player's turn, Colorado Bill after his BANG! card.
import { describe, expect, test } from 'vitest';
import { openPage, useMarshal } from './harness.ts';
import { importGame, seat } from './flows.ts';

const world = useMarshal();

describe('the draw! odds of The Valley of Shadows', () => {
  test('Rattlesnake and Colorado Bill show the chance of their draw! in the question', async () => {
    const players = ['Ann', 'Bob', 'Cid', 'Dee'].map((name, i) => ({
      name,
      character: i === 1 ? 'colorado-bill' : 'kit-carlson',
      ...(i === 0 ? { role: 'sheriff' } : {}),
    }));
    const entries: unknown[] = [
      { type: 'draw' },
      { type: 'play', card: 'rattlesnake', target: 'Bob' },
      { type: 'discard', count: 1 },
      { type: 'end-turn' },
    ];
    const script = (upTo: unknown[]) => ({
      format: 'marshal/1',
      setup: { players, expansions: ['base', 'valley-of-shadows'], events: null, seed: 1 },
      entries: upTo,
    });
    const { page, problems } = await openPage(world.browser, { width: 1280, height: 800 });
    const snake = await importGame(world, 'Rattlesnake', script(entries));
    await page.goto(`${world.marshal.url}#/game/${snake}`);
    await seat(page, 'Bob').waitFor();
    const odds = page.getByTestId('prompt-odds');
    await expect.poll(() => odds.textContent()).toContain('Rattlesnake');
    // Counted by the engine over the cards no one has seen.
    expect(await odds.textContent()).toMatch(/\d+ of \d+ unseen/);
    expect(await page.getByTestId('prompt-banner').getAttribute('data-player')).toBe('Bob');

    const bill = await importGame(
      world,
      'Colorado Bill',
      script([
        ...entries,
        { type: 'reveal', sign: '2H' },
        { type: 'draw' },
        { type: 'play', card: 'bang', target: 'Cid' },
      ]),
    );
    await page.goto(`${world.marshal.url}#/game/${bill}`);
    await expect.poll(() => page.getByTestId('prompt-odds').textContent()).toContain('Colorado Bill');
    expect(problems).toEqual([]);
  });
});
