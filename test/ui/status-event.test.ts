// The event in force, as the status bar shows it: a card with its name and text in the table's language, and
// "Not refereed yet" on it when the host says Marshal has no rule for that event. Every event is refereed now,
// so the fixture is a game whose host names Train Arrival as not refereed: the note must still be there for
// the day a new event card arrives before its rule.
import { render } from 'svelte/server';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogue, createGame, unrefereed, view } from '../../src/engine/index.ts';
import type { TableView } from '../../src/engine/types.ts';
import StatusBar from '../../src/ui/components/StatusBar.svelte';
import { i18n, LOCALES, MESSAGES } from '../../src/ui/i18n/index.svelte.ts';
import { setup } from '../store/helpers.ts';

const EVENT = 'train-arrival';

/** The table with an event turned up. */
function table(event: string | null): TableView {
  return { ...view(createGame({ ...setup, events: 'high-noon' })), event };
}

/** The text inside the element with this test id, or null when the page has none. */
function textOf(html: string, testId: string): string | null {
  const match = new RegExp(`data-testid="${testId}"[^>]*>([\\s\\S]*?)</`).exec(html);
  if (!match) return null;
  return (match[1] as string)
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

afterEach(() => i18n.set('en'));

describe('the event card in the status bar', () => {
  it('an event not refereed yet says so on its card, in every language', () => {
    const event = catalogue.event(EVENT);
    if (!event) throw new Error(`no event ${EVENT}`);
    for (const locale of LOCALES) {
      i18n.set(locale);
      const { body } = render(StatusBar, { props: { view: table(EVENT), unrefereed: [EVENT] } });
      expect(body, locale).toContain(`data-event="${EVENT}"`);
      expect(textOf(body, 'status-event-name'), locale).toBe(event.name[locale]);
      expect(textOf(body, 'status-event-text'), locale).toBe(event.effect[locale]);
      expect(textOf(body, 'status-event-unrefereed'), locale).toBe(MESSAGES[locale].rules['not-refereed']);
    }
  });

  it('a refereed event shows its name and text and no such note', () => {
    const event = catalogue.event(EVENT);
    // What the host sends for a High Noon game: nothing of it is left unrefereed.
    const none = unrefereed({ expansions: ['base', 'high-noon'], events: 'high-noon' });
    expect(none).toEqual([]);
    i18n.set('cs');
    const { body } = render(StatusBar, { props: { view: table(EVENT), unrefereed: none } });
    expect(textOf(body, 'status-event-name')).toBe(event?.name.cs);
    expect(textOf(body, 'status-event-text')).toBe(event?.effect.cs);
    expect(textOf(body, 'status-event-unrefereed')).toBeNull();
  });

  it('no event turned up: no card', () => {
    const { body } = render(StatusBar, { props: { view: table(null), unrefereed: [] } });
    expect(textOf(body, 'status-player')).toBe('Ann');
    expect(body).not.toContain('data-testid="status-event"');
  });
});
