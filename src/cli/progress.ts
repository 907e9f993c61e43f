// A progress line on stderr for long work, only when stderr is a terminal: a pipe, a file or a CI log gets none,
// so what a script reads is never mixed with it. Redrawn in place, at most every 100 ms, cleared when done.
export interface Progress {
  /** "importing 12 of 300" — shown when the last redraw is old enough. */
  show(text: string): void;
  /** Clears the line before the command's own output goes on. */
  done(): void;
}

const QUIET: Progress = { show: () => undefined, done: () => undefined };
const EVERY_MS = 100;

/** A terminal that cannot move its cursor (TERM=dumb) gets no progress line either. */
export function progressOn(
  stream: NodeJS.WriteStream = process.stderr,
  term: string | undefined = process.env.TERM,
): Progress {
  if (!stream.isTTY || term === 'dumb') return QUIET;
  let shown = false;
  let last = 0;
  return {
    show(text) {
      const now = Date.now();
      if (shown && now - last < EVERY_MS) return;
      last = now;
      shown = true;
      // Cut to the terminal's width so the line never wraps and \r always returns to its start.
      const width = Math.max(10, (stream.columns || 80) - 1);
      stream.write(`\r\x1b[K${text.slice(0, width)}`);
    },
    done() {
      if (shown) stream.write('\r\x1b[K');
      shown = false;
    },
  };
}
