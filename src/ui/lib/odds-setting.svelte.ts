// The draw! odds are shown unless the table turned them off (some groups find it too much help): remembered.
const KEY = 'marshal.odds';

export class OddsSetting {
  shown = $state(true);

  constructor() {
    this.shown = globalThis.localStorage?.getItem(KEY) !== 'off';
  }

  toggle(): void {
    this.shown = !this.shown;
    globalThis.localStorage?.setItem(KEY, this.shown ? 'on' : 'off');
  }

  /** A table display takes the main view's setting (through the host) without remembering it as its own. */
  follow(shown: boolean): void {
    this.shown = shown;
  }
}

export const oddsSetting = new OddsSetting();

/** A share as the table reads it: never 0 % or 100 % unless every unseen card fails or succeeds. */
export function percent(succeed: number, of: number): number {
  if (of <= 0) return 0;
  const p = Math.round((100 * succeed) / of);
  if (succeed > 0 && succeed < of) return Math.min(99, Math.max(1, p));
  return p;
}
