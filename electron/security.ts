// The window shows our own page and nothing else: no navigation away, no new windows, no webviews, no
// permissions (camera, notifications, …). An https link the page opens goes to the system browser instead.
// Written against small structural types so it is testable without Electron.

/** The renderer's origin: a privileged standard scheme, so 'self' in the CSP means exactly our files. */
export const APP_SCHEME = 'app';
export const APP_HOST = 'marshal';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;

interface Preventable {
  preventDefault(): void;
}

export interface GuardedContents {
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' }): void;
  on(
    event: 'will-navigate' | 'will-frame-navigate' | 'will-redirect',
    listener: (event: Preventable & { url: string }) => void,
  ): unknown;
  on(event: 'will-attach-webview', listener: (event: Preventable) => void): unknown;
}

export interface GuardedSession {
  setPermissionRequestHandler(
    handler: (contents: unknown, permission: string, grant: (ok: boolean) => void) => void,
  ): void;
  setPermissionCheckHandler(handler: () => boolean): void;
}

function parse(url: string | null | undefined): URL | null {
  if (typeof url !== 'string') return null;
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/** Is this one of our own pages? (URL.origin is "null" for custom schemes, so compare the parts.) */
export function isAppUrl(url: string | null | undefined): boolean {
  const parsed = parse(url);
  return parsed !== null && parsed.protocol === `${APP_SCHEME}:` && parsed.host === APP_HOST;
}

/** Only plain https links leave the app, and never ones carrying credentials. */
export function isSafeExternalUrl(url: string): boolean {
  const parsed = parse(url);
  return parsed !== null && parsed.protocol === 'https:' && parsed.username === '' && parsed.password === '';
}

export function guardContents(contents: GuardedContents, openExternal: (url: string) => void): void {
  const leave = (url: string) => {
    if (isSafeExternalUrl(url)) openExternal(url);
  };
  contents.setWindowOpenHandler(({ url }) => {
    leave(url);
    return { action: 'deny' };
  });
  // A clicked link (will-navigate) may open in the browser; frames and redirects are only stopped.
  const stayHome =
    (openOutside: boolean) =>
    (event: Preventable & { url: string }): void => {
      if (isAppUrl(event.url)) return;
      event.preventDefault();
      if (openOutside) leave(event.url);
    };
  contents.on('will-navigate', stayHome(true));
  contents.on('will-frame-navigate', stayHome(false));
  contents.on('will-redirect', stayHome(false));
  contents.on('will-attach-webview', (event) => event.preventDefault());
}

/** Marshal needs no device, no notification, no clipboard read: every request is denied. */
export function denyPermissions(session: GuardedSession): void {
  session.setPermissionRequestHandler((_contents, _permission, grant) => grant(false));
  session.setPermissionCheckHandler(() => false);
}
