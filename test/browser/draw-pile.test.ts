// The deck counted down from the entries: the count beside "Deck reshuffled", the reminder when the entries
// have drawn the whole deck, and the reshuffle that rebuilds it from the discards.
import { expect, test } from 'vitest';
import { openPage, screenshot, useMarshal } from './harness.ts';
import { importGame } from './flows.ts';

const world = useMarshal();

/** Four players who draw nothing extra: 80 cards, 5 + 3 + 4 + 4 = 16 dealt, 64 in the deck. */
const setup = {
  players: [
    { name: 'Ann', character: 'willy-the-kid', role: 'sheriff' },
    { name: 'Bob', character: 'paul-regret' },
    { name: 'Cid', character: 'rose-doolan' },
    { name: 'Dee', character: 'slab-the-killer' },
  ],
  expansions: ['base'],
  events: null,
  seed: 5,
};

/** `turns` turns of drawing two and discarding them. */
function turns(n: number): unknown[] {
  const out: unknown[] = [];
  for (let i = 0; i < n; i++) out.push({ type: 'draw' }, { type: 'discard', count: 2 }, { type: 'end-turn' });
  return out;
}

async function imported(name: string, n: number): Promise<number> {
  const script = { format: 'marshal/1', setup, entries: turns(n) };
  return importGame(world, name, script);
}

test('the deck counts down; when the entries have drawn it all, the table is asked to reshuffle', async () => {
  const id = await imported('Deck night', 31);
  const { context, page, problems } = await openPage(world.browser);
  await page.goto(`${world.marshal.url}#/game/${id}`);
  // 64 − 31 × 2 = 2 left: counted (beside the reshuffle sign, named for what it is), no reminder yet.
  await expect.poll(() => page.getByLabel('Deck: 2').count()).toBe(1);
  await expect.poll(() => page.getByTestId('deck-count').textContent()).toBe('2');
  await expect.poll(() => page.getByTestId('deck-out').count()).toBe(0);

  // One more turn draws the last two.
  await page.getByTestId('action-draw').click();
  await expect.poll(() => page.getByTestId('deck-count').textContent()).toBe('0');
  const reminder = page.getByRole('status').filter({ hasText: 'the deck is empty' });
  await expect.poll(() => reminder.count()).toBe(1);
  await screenshot(page, 'deck-out-en');

  // The table shuffles the discards: the 62 cards not in a hand (Ann holds 7 now) are the new deck.
  await page.getByTestId('action-reshuffle').click();
  await expect.poll(() => page.getByTestId('deck-count').textContent()).toBe('62');
  await expect.poll(() => page.getByTestId('deck-out').count()).toBe(0);
  expect(problems).toEqual([]);
  await context.close();
}, 60_000);

test('in Czech, a deck drawn past its count says by how many', async () => {
  const id = await imported('Balíček', 33);
  const { context, page, problems } = await openPage(world.browser);
  await context.addInitScript(() => localStorage.setItem('marshal.locale', 'cs'));
  await page.goto(`${world.marshal.url}#/game/${id}`);
  await expect.poll(() => page.getByTestId('deck-count').textContent()).toBe('0');
  await expect.poll(() => page.getByTestId('deck-out').textContent()).toContain('dobráno o 2 víc');
  expect(problems).toEqual([]);
  await context.close();
}, 60_000);
