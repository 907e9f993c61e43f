// Long work shows a progress line on stderr only when stderr is a terminal, redrawn in place and cleared.
import { describe, expect, it } from 'vitest';
import { progressOn } from '../../src/cli/progress.ts';

function stream(isTTY: boolean): NodeJS.WriteStream & { written: string } {
  const fake = {
    isTTY,
    columns: 40,
    written: '',
    write(text: string) {
      fake.written += text;
      return true;
    },
  };
  return fake as unknown as NodeJS.WriteStream & { written: string };
}

describe('the progress line', () => {
  it('is drawn over itself on a terminal, cut to its width, and cleared when the work is done', () => {
    const tty = stream(true);
    const progress = progressOn(tty, 'xterm-256color');
    progress.show(`importing 1 of 300: ${'x'.repeat(100)}`);
    expect(tty.written).toBe(`\r\x1b[K${'importing 1 of 300: '.padEnd(39, 'x')}`);
    progress.done();
    expect(tty.written.endsWith('\r\x1b[K')).toBe(true);
  });

  it('never reaches a pipe or a file', () => {
    const pipe = stream(false);
    const progress = progressOn(pipe, 'xterm-256color');
    progress.show('importing 1 of 300');
    progress.done();
    expect(pipe.written).toBe('');
    const dumb = stream(true);
    progressOn(dumb, 'dumb').show('importing 1 of 300');
    expect(dumb.written).toBe('');
  });
});
