// The table display's window: where it opens (on a screen other than the main window's when there is one, the
// TV or the projector, filling it), where it goes when asked again (the next screen), and the app menu that
// opens it. Pure, with small structural types, so it is testable without Electron.

/** The page of the display window: the table display following the main view (src/ui/lib/route.ts). */
export const DISPLAY_HASH = '#/display';
/** The menu item's shortcut: Ctrl+Shift+D (⌘⇧D on macOS). */
export const DISPLAY_SHORTCUT = 'CmdOrCtrl+Shift+D';
export const DISPLAY_MENU_ID = 'table-display';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A screen as Electron's `screen` module describes it (only what is used here). */
export interface ScreenArea {
  id: number;
  workArea: Rect;
}

/** A window on a screen that has no other one: most of it, centred, so the main window stays reachable. */
const SAME_SCREEN_SHARE = 0.8;

/**
 * Where the display opens: filling the first screen that is not the main window's (a TV plugged in), or, with
 * one screen, a large window centred on it. `after`: the screen the display is on now, to move it to the next
 * one (in the order the system lists them, round to the first).
 */
export function displayBounds(
  screens: readonly ScreenArea[],
  mainScreen: number | null,
  after?: number,
): Rect {
  const first = screens[0];
  if (!first) return { x: 0, y: 0, width: 1280, height: 720 };
  let target: ScreenArea;
  if (after !== undefined) {
    const i = screens.findIndex((s) => s.id === after);
    target = screens[(i + 1) % screens.length] ?? first;
  } else {
    target = screens.find((s) => s.id !== mainScreen) ?? first;
  }
  if (screens.length > 1) return { ...target.workArea };
  const { x, y, width, height } = target.workArea;
  const w = Math.round(width * SAME_SCREEN_SHARE);
  const h = Math.round(height * SAME_SCREEN_SHARE);
  return { x: x + Math.round((width - w) / 2), y: y + Math.round((height - h) / 2), width: w, height: h };
}

/** The menu roles used here: Electron fills in their items, words and shortcuts. */
export type MenuRole =
  | 'appMenu'
  | 'fileMenu'
  | 'editMenu'
  | 'windowMenu'
  | 'togglefullscreen'
  | 'resetZoom'
  | 'zoomIn'
  | 'zoomOut';

/** A menu item as Electron's Menu.buildFromTemplate takes it (the part used here). */
export interface MenuEntry {
  id?: string;
  label?: string;
  role?: MenuRole;
  type?: 'separator';
  accelerator?: string;
  click?: () => void;
  submenu?: MenuEntry[];
}

/**
 * The app's menu: the usual ones (Electron's roles, so the system's words and shortcuts), and in View the
 * table display: opens it, or moves it to the next screen when it is open.
 */
export function appMenu(platform: string, openDisplay: () => void): MenuEntry[] {
  const mac = platform === 'darwin';
  return [
    ...(mac ? [{ role: 'appMenu' } as const] : []),
    { role: 'fileMenu' },
    { role: 'editMenu' },
    {
      label: 'View',
      submenu: [
        { id: DISPLAY_MENU_ID, label: 'Table display', accelerator: DISPLAY_SHORTCUT, click: openDisplay },
        { type: 'separator' },
        { role: 'togglefullscreen' },
        { role: 'resetZoom' },
        { role: 'zoomIn' },
        { role: 'zoomOut' },
      ],
    },
    { role: 'windowMenu' },
  ];
}
