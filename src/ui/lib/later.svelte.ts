// The pages loaded only when opened (the Stats page, a game's story): they bring their chart library with them,
// so the table's own bundle stays as it was.
import type { Component } from 'svelte';
import type { Session } from './session.svelte.ts';
import type { Theme } from './theme.svelte.ts';

export interface PageProps {
  session: Session;
  theme: Theme;
  gameId: number;
}

const pages = {
  stats: () => import('../components/stats/StatsPage.svelte'),
  story: () => import('../components/stats/StoryPage.svelte'),
};

export class LaterPage {
  page = $state.raw<Component<PageProps> | null>(null);
  #loading: keyof typeof pages | null = null;

  /** Starts loading a page (once); `page` is set when it is there. */
  want(name: keyof typeof pages): void {
    if (this.#loading === name) return;
    this.#loading = name;
    this.page = null;
    void pages[name]().then((m) => {
      if (this.#loading === name) this.page = m.default as Component<PageProps>;
    });
  }
}
