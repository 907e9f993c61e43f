// Dark by default (a dim room); the light theme is a toggle remembered in localStorage.
export type ThemeName = 'dark' | 'light';
const KEY = 'marshal.theme';

export class Theme {
  name = $state<ThemeName>('dark');

  constructor() {
    const saved = globalThis.localStorage?.getItem(KEY);
    if (saved === 'light' || saved === 'dark') this.name = saved;
    this.#apply();
  }

  toggle(): void {
    this.name = this.name === 'dark' ? 'light' : 'dark';
    globalThis.localStorage?.setItem(KEY, this.name);
    this.#apply();
  }

  #apply(): void {
    document.documentElement.dataset.theme = this.name;
  }
}
