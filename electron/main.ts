// The Electron shell: the main window showing the renderer from app://, the table display as a second window
// (View → Table display, Ctrl+Shift+D), the host answering over one IPC channel, pushes sent to every window.
// Thin on purpose: rules live in the engine, SQL in the store.
import path from 'node:path';
import { app, BrowserWindow, dialog, ipcMain, Menu, protocol, screen, session, shell } from 'electron';
import type { Answer, Push } from '../src/host/contract.ts';
import { createHost, type Host } from '../src/host/host.ts';
import type { StoreOptions } from '../src/store/index.ts';
import { resolveDataDir } from '../src/host/open-store.ts';
import { keptLan, lanAddress, localAddresses, Phones } from '../src/host/phones.ts';
import { rendererHandler } from './app-protocol.ts';
import { APP_ORIGIN, APP_SCHEME, denyPermissions, guardContents, isAppUrl } from './security.ts';
import { appMenu, DISPLAY_HASH, displayBounds, type Rect } from './display-window.ts';

// Before `ready`: the scheme must be standard + secure for 'self', fetch and module scripts to work.
protocol.registerSchemesAsPrivileged([
  {
    scheme: APP_SCHEME,
    privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true },
  },
]);
app.enableSandbox();
// The same folder the CLI and the browser mode use (…/Marshal), whatever package.json calls the app.
app.setPath('userData', path.join(app.getPath('appData'), 'Marshal'));
app.on('web-contents-created', (_event, contents) =>
  guardContents(contents, (url) => void shell.openExternal(url)),
);

/** Our page: the main view (''), or the table display. */
type Page = '' | typeof DISPLAY_HASH;

function createWindow(hash: Page = '', bounds: Partial<Rect> = { width: 1280, height: 820 }): BrowserWindow {
  const win = new BrowserWindow({
    ...bounds,
    minWidth: 760,
    minHeight: 520,
    show: false,
    title: 'Marshal',
    backgroundColor: '#1d1a17',
    webPreferences: {
      preload: path.join(__dirname, 'preload.cjs'),
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      webviewTag: false,
      allowRunningInsecureContent: false,
      navigateOnDragDrop: false,
    },
  });
  win.once('ready-to-show', () => win.show());
  void win.loadURL(`${APP_ORIGIN}/index.html${hash}`);
  return win;
}

let mainWindow: BrowserWindow | null = null;
let displayWindow: BrowserWindow | null = null;

function openMain(): BrowserWindow {
  const win = createWindow();
  mainWindow = win;
  // The display follows the main view: it closes with it (and the app with them).
  win.on('closed', () => {
    if (mainWindow === win) mainWindow = null;
    if (displayWindow && !displayWindow.isDestroyed()) displayWindow.close();
  });
  return win;
}

/** Opens the table display on another screen when there is one; asked again, moves it to the next screen. */
function openDisplay(): void {
  const screens = screen.getAllDisplays();
  const main = mainWindow && !mainWindow.isDestroyed() ? mainWindow : null;
  const mainScreen = main ? screen.getDisplayMatching(main.getBounds()).id : null;
  if (displayWindow && !displayWindow.isDestroyed()) {
    const on = screen.getDisplayMatching(displayWindow.getBounds()).id;
    displayWindow.setBounds(displayBounds(screens, mainScreen, on));
    displayWindow.focus();
    return;
  }
  const win = createWindow(DISPLAY_HASH, displayBounds(screens, mainScreen));
  displayWindow = win;
  win.on('closed', () => {
    if (displayWindow === win) displayWindow = null;
  });
}

function openHost(): Host | null {
  // MARSHAL_DATA_DIR (tests, portable setups) wins over Electron's per-user folder.
  const dataDir = process.env.MARSHAL_DATA_DIR?.trim() ? resolveDataDir() : app.getPath('userData');
  // `npm start` builds better-sqlite3 for Electron's ABI beside node_modules and names the .node file here;
  // packaged builds are rebuilt in place by electron-builder and leave it unset.
  const store: Partial<StoreOptions> = {};
  if (process.env.MARSHAL_NATIVE_BINDING) store.nativeBinding = process.env.MARSHAL_NATIVE_BINDING;
  try {
    return createHost({ dataDir, store });
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    dialog.showErrorBox('Marshal cannot open its saved games', `${dataDir}\n\n${detail}`);
    return null;
  }
}

async function start(): Promise<void> {
  await app.whenReady();
  denyPermissions(session.defaultSession);
  protocol.handle(APP_SCHEME, rendererHandler(path.join(app.getAppPath(), 'dist', 'renderer')));

  const host = openHost();
  if (!host) {
    app.exit(1);
    return;
  }
  if (host.recovered) {
    void dialog.showMessageBox({
      type: 'warning',
      title: 'Marshal',
      message: host.recovered.reason,
      detail: `A new, empty file was started. The old one is kept at ${host.recovered.movedTo}.`,
    });
  }

  // Phones join on their own listener, only while inviting is on (`--lan ADDRESS` invites from the start).
  const lan = lanAddress(process.argv.slice(1), process.env);
  const phones = new Phones({
    host,
    staticDir: path.join(app.getAppPath(), 'dist', 'renderer'),
    address: lan,
    keep: host.keep,
    onInvite: (invitation) => {
      if (invitation.joinUrl) console.log(`Phones can join at ${invitation.joinUrl}`);
    },
  });
  // Stopped while inviting (no "Stop inviting"): the paired phones find the listener where it was.
  const kept = keptLan(host.keep);
  if (lan) void phones.invite(undefined, lan);
  else if (kept && (kept.address.startsWith('127.') || localAddresses().includes(kept.address)))
    void phones.invite(kept.gameId ?? undefined, kept.address);

  ipcMain.handle('marshal:request', (event, name, payload): Promise<Answer<unknown>> | Answer<unknown> => {
    // Only our own page may talk to the host; a frame that navigated elsewhere gets nothing.
    if (!isAppUrl(event.senderFrame?.url)) {
      return {
        ok: false,
        error: { code: 'refused', message: 'Requests are only accepted from Marshal itself.' },
      };
    }
    if (typeof name !== 'string') {
      return { ok: false, error: { code: 'bad-request', message: 'The request name must be a string.' } };
    }
    // The asking window gets its change's snapshot in the answer, so not again as a push.
    return Phones.handles(name)
      ? phones.handle(name, payload)
      : host.handle(name, payload, String(event.sender.id));
  });
  host.subscribe((push: Push, from) => {
    for (const win of BrowserWindow.getAllWindows()) {
      if (win.webContents.isDestroyed() || String(win.webContents.id) === from) continue;
      win.webContents.send('marshal:push', push);
    }
  });

  Menu.setApplicationMenu(Menu.buildFromTemplate(appMenu(process.platform, openDisplay)));
  // Closing the app closes the phones' listener before the games.
  app.on('will-quit', () => {
    // Not "Stop inviting": the next start listens for the paired phones again.
    void phones.close();
    host.close();
  });
  app.on('window-all-closed', () => app.quit());
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) openMain();
  });
  app.on('second-instance', () => {
    const win = mainWindow && !mainWindow.isDestroyed() ? mainWindow : null;
    if (!win) return void openMain();
    if (win.isMinimized()) win.restore();
    win.focus();
  });
  openMain();
}

// One Marshal per user: a second launch focuses the open window instead of opening the database twice.
if (app.requestSingleInstanceLock()) {
  start().catch((error: unknown) => {
    dialog.showErrorBox(
      'Marshal failed to start',
      error instanceof Error ? (error.stack ?? error.message) : String(error),
    );
    app.exit(1);
  });
} else {
  app.quit();
}
