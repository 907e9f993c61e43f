// The table display's window under Electron, checked without Electron: it opens on a screen other than the
// main window's (the TV), moves to the next screen when asked again, and the View menu opens it by its shortcut.
import { describe, expect, it } from 'vitest';
import {
  appMenu,
  DISPLAY_HASH,
  DISPLAY_MENU_ID,
  DISPLAY_SHORTCUT,
  displayBounds,
  type MenuEntry,
  type ScreenArea,
} from '../../electron/display-window.ts';
import { parseHash } from '../../src/ui/lib/route.ts';

const laptop: ScreenArea = { id: 1, workArea: { x: 0, y: 0, width: 1440, height: 900 } };
const tv: ScreenArea = { id: 2, workArea: { x: 1440, y: 0, width: 1920, height: 1080 } };
const projector: ScreenArea = { id: 3, workArea: { x: -1280, y: 0, width: 1280, height: 800 } };

describe('where the table display opens', () => {
  it('fills the TV when the main window is on the laptop', () => {
    expect(displayBounds([laptop, tv], 1)).toEqual(tv.workArea);
  });

  it('fills the laptop when the main window was moved to the TV', () => {
    expect(displayBounds([laptop, tv], 2)).toEqual(laptop.workArea);
  });

  it('with one screen, a large window centred on it, leaving the main window reachable', () => {
    expect(displayBounds([laptop], 1)).toEqual({ x: 144, y: 90, width: 1152, height: 720 });
  });

  it('asked again, goes to the next screen, and round to the first', () => {
    const screens = [laptop, tv, projector];
    expect(displayBounds(screens, 1, 2)).toEqual(projector.workArea);
    expect(displayBounds(screens, 1, 3)).toEqual(laptop.workArea);
  });

  it('still opens when the system lists no screen', () => {
    expect(displayBounds([], null)).toEqual({ x: 0, y: 0, width: 1280, height: 720 });
  });
});

describe('the app menu', () => {
  const find = (items: MenuEntry[], id: string): MenuEntry | undefined =>
    items.flatMap((i) => [i, ...(i.submenu ?? [])]).find((i) => i.id === id);

  it('View → Table display opens the display by Ctrl+Shift+D (⌘⇧D)', () => {
    let opened = 0;
    const item = find(
      appMenu('linux', () => opened++),
      DISPLAY_MENU_ID,
    );
    expect(item).toMatchObject({ label: 'Table display', accelerator: 'CmdOrCtrl+Shift+D' });
    expect(DISPLAY_SHORTCUT).toBe('CmdOrCtrl+Shift+D');
    item?.click?.();
    expect(opened).toBe(1);
  });

  it('keeps the usual menus, with the app menu first on macOS only', () => {
    expect(appMenu('darwin', () => {})[0]).toEqual({ role: 'appMenu' });
    expect(appMenu('win32', () => {}).map((i) => i.role ?? i.label)).toEqual([
      'fileMenu',
      'editMenu',
      'View',
      'windowMenu',
    ]);
  });

  it('the window shows the table display route, following the main view', () => {
    expect(parseHash(DISPLAY_HASH)).toEqual({ screen: 'display', id: null });
  });
});
