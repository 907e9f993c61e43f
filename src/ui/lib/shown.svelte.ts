// The main view tells the host what it shows (its game, the odds setting, the language), so every table
// display follows it: on the same machine, on a second screen or, through the host, anywhere else.
import type { MarshalApi, Shown } from '../../host/contract.ts';
import { i18n } from '../i18n/index.svelte.ts';
import { oddsSetting } from './odds-setting.svelte.ts';
import type { Route } from './route.ts';
import { hostLink } from './host-link.svelte.ts';

/** What a main view on this route shows the displays. */
export function shownFor(route: Route, odds: boolean, locale: Shown['locale']): Shown {
  return { gameId: route.screen === 'game' ? route.id : null, odds, locale };
}

/** Sends what is shown whenever it changes, and again once Marshal is back after a restart; returns the stop
 *  function. */
export function tellDisplays(api: MarshalApi, route: () => Route): () => void {
  let sent = '';
  return $effect.root(() => {
    $effect(() => {
      const now = route();
      // A page turning into a display (its address typed over) reloads as one: it tells nothing meanwhile.
      if (now.screen === 'display') return;
      const shown = shownFor(now, oddsSetting.shown, i18n.locale);
      // Each return of Marshal after a restart sends it again.
      const key = JSON.stringify(shown) + hostLink.returns;
      if (key === sent) return;
      sent = key;
      // A refusal (a game just deleted elsewhere) leaves the displays on what they showed.
      void api.request('show', shown);
    });
  });
}
