// Wild West Show's parts of the table, rendered on their own: the show card in force in every language, the
// order button only for the player the engine lets order, Gag's button only on a seat it is offered for, and
// Dorothy Rage's order complete only once it names who, which card and (for a card aimed at someone) whom.
import { render } from 'svelte/server';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogue } from '../../src/engine/index.ts';
import type { PromptOption } from '../../src/engine/index.ts';
import type { PlayerState } from '../../src/engine/types.ts';
import ShowCard from '../../src/ui/components/show/ShowCard.svelte';
import GagButton from '../../src/ui/components/show/GagButton.svelte';
import { i18n, LOCALES } from '../../src/ui/i18n/index.svelte.ts';
import { SHOW_WORDS } from '../../src/ui/i18n/show-words.ts';
import { orderEntry } from '../../src/ui/lib/dorothy-rage.ts';

afterEach(() => i18n.set('en'));

const textOf = (html: string, testId: string): string | null => {
  const match = new RegExp(`data-testid="${testId}"[^>]*>([\\s\\S]*?)</`).exec(html);
  return match ? (match[1] as string).replace(/<!--[\s\S]*?-->/g, '').trim() : null;
};

const use = (player: string, event: string): PromptOption => ({
  entry: { type: 'use', player, event },
  label: event,
});

const players = ['Ann', 'Bob', 'Cid'].map((name): PlayerState => ({
  name,
  character: 'bart-cassidy',
  life: 4,
  maxLife: 4,
  alive: true,
  role: null,
  hand: 4,
  inPlay: [],
  tokens: 0,
}));

const card = (id: string, offers: PromptOption[] = []) =>
  render(ShowCard, {
    props: {
      card: id,
      offers,
      players,
      expansions: ['base', 'wild-west-show'],
      disabled: false,
      onenter() {},
    },
  }).body;

describe('the show card', () => {
  it('names the card in force and says what it does, in every language', () => {
    const showdown = catalogue.event('showdown');
    for (const locale of LOCALES) {
      i18n.set(locale);
      const body = card('showdown');
      expect(body).toContain('data-show="showdown"');
      expect(textOf(body, 'status-show-name'), locale).toBe(showdown?.name[locale]);
      expect(textOf(body, 'status-show-text'), locale).toBe(showdown?.effect[locale]);
      expect(body, locale).toContain(SHOW_WORDS[locale].show);
    }
  });

  it('offers Dorothy Rage’s order only when the engine does', () => {
    expect(card('dorothy-rage')).not.toContain('data-testid="dorothy-order"');
    expect(card('dorothy-rage', [use('Ann', 'dorothy-rage')])).toContain('data-testid="dorothy-order"');
  });
});

describe('Gag on a seat', () => {
  const seat = (name: string, offers: PromptOption[]) =>
    render(GagButton, { props: { offers, name, disabled: false, onenter() {} } }).body;

  it('is a button on the seats it is offered for, and nowhere else', () => {
    const offers = [use('Ann', 'gag'), use('Bob', 'gag')];
    expect(seat('Bob', offers)).toContain('data-testid="gag-spoke"');
    expect(seat('Cid', offers)).not.toContain('data-testid="gag-spoke"');
    expect(seat('Bob', [use('Bob', 'dorothy-rage')])).not.toContain('data-testid="gag-spoke"');
  });
});

describe('Dorothy Rage’s order', () => {
  it('is sent once it says who, which card and, for a card aimed at someone, at whom', () => {
    const order = { from: 'Ann', to: 'Bob', card: 'bang', target: null };
    expect(orderEntry({ ...order, to: null })).toBeNull();
    expect(orderEntry(order)).toBeNull();
    expect(orderEntry({ ...order, target: 'Cid' })).toMatchObject({
      type: 'use',
      player: 'Ann',
      event: 'dorothy-rage',
      target: 'Bob',
      card: 'bang',
    });
    // A Beer aims at nobody; a green card is aimed when used, not when placed.
    expect(orderEntry({ ...order, card: 'beer' })).toMatchObject({ card: 'beer' });
  });
});
