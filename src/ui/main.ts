import { mount } from 'svelte';
import './app.css';
import App from './App.svelte';
import { connect } from './api.ts';
import { Session } from './lib/session.svelte.ts';
import { tellDisplays } from './lib/shown.svelte.ts';
import { parseHash } from './lib/route.ts';
import { i18n } from './i18n/index.svelte.ts';

const target = document.getElementById('app');
if (!target) throw new Error('index.html has no #app');
const api = connect();
const start = parseHash(window.location.hash);

/** The table display: read-only, it follows the host and never sends an entry. Loaded only on its address,
 *  so the table's own bundle does not carry it. */
async function startDisplay(target: HTMLElement, id: number | null): Promise<void> {
  const [{ default: DisplayApp }, { TableFollower }] = await Promise.all([
    import('./components/display/DisplayApp.svelte'),
    import('./lib/follow.svelte.ts'),
  ]);
  const follower = new TableFollower(api, id);
  mount(DisplayApp, { target, props: { follower } });
  follower.start();
  window.addEventListener('hashchange', () => {
    const route = parseHash(window.location.hash);
    if (route.screen === 'display') follower.follow(route.id);
    else window.location.reload();
  });
}

// The page opens in the table's language: its words (loaded apart from the bundle) come first.
await i18n.ready;
if (start.screen === 'display') {
  void startDisplay(target, start.id);
} else {
  const session = new Session(api);
  mount(App, { target, props: { session } });
  session.start();
  tellDisplays(api, () => session.route);
  // The main view becoming a display (the address typed over) starts as one.
  window.addEventListener('hashchange', () => {
    if (parseHash(window.location.hash).screen === 'display') window.location.reload();
  });
}
// The other languages come after the page is up: picking one later switches at once.
setTimeout(() => i18n.preloadOthers(), 0);
