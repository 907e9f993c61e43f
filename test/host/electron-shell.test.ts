// The Electron window shows Marshal's own page and nothing else; checked here without Electron itself.
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rendererHandler } from '../../electron/app-protocol.ts';
import {
  denyPermissions,
  guardContents,
  isAppUrl,
  isSafeExternalUrl,
  type GuardedContents,
} from '../../electron/security.ts';

type NavigationListener = (event: { url: string; preventDefault(): void }) => void;

/** Records what the guard registers, and lets a test fire navigation events at it. */
class FakeContents implements GuardedContents {
  openHandler: ((details: { url: string }) => { action: 'deny' }) | null = null;
  listeners = new Map<string, NavigationListener[]>();

  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' }): void {
    this.openHandler = handler;
  }

  on(event: string, listener: NavigationListener): this {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }

  /** Fires an event; true when some listener prevented it. */
  fire(event: string, url: string): boolean {
    let prevented = false;
    for (const listener of this.listeners.get(event) ?? [])
      listener({ url, preventDefault: () => (prevented = true) });
    return prevented;
  }
}

describe('where the window may go', () => {
  let contents: FakeContents;
  let opened: string[];

  beforeEach(() => {
    contents = new FakeContents();
    opened = [];
    guardContents(contents, (url) => opened.push(url));
  });

  it('stays on app://marshal pages', () => {
    expect(contents.fire('will-navigate', 'app://marshal/index.html#/game/3')).toBe(false);
    expect(opened).toEqual([]);
  });

  it('sends a clicked https link to the system browser instead of navigating', () => {
    expect(contents.fire('will-navigate', 'https://www.dvgiochi.com/bang/')).toBe(true);
    expect(opened).toEqual(['https://www.dvgiochi.com/bang/']);
  });

  it('blocks other schemes and opens nothing for them', () => {
    for (const url of ['http://example.com/', 'file:///etc/passwd', 'javascript:alert(1)', 'app://evil/']) {
      expect(contents.fire('will-navigate', url), url).toBe(true);
    }
    expect(opened).toEqual([]);
  });

  it('blocks redirects and frame navigations away from the app without opening them', () => {
    expect(contents.fire('will-redirect', 'https://example.com/')).toBe(true);
    expect(contents.fire('will-frame-navigate', 'https://example.com/')).toBe(true);
    expect(opened).toEqual([]);
  });

  it('never opens a new window; https targets go to the system browser', () => {
    expect(contents.openHandler?.({ url: 'https://example.com/rules' })).toEqual({ action: 'deny' });
    expect(contents.openHandler?.({ url: 'app://marshal/index.html' })).toEqual({ action: 'deny' });
    expect(opened).toEqual(['https://example.com/rules']);
  });

  it('refuses to attach a webview', () => {
    expect(contents.fire('will-attach-webview', 'app://marshal/')).toBe(true);
  });
});

describe('who counts as Marshal', () => {
  it('recognises only the app://marshal origin', () => {
    expect(isAppUrl('app://marshal/index.html')).toBe(true);
    expect(isAppUrl('app://marshal/')).toBe(true);
    for (const url of [
      'app://marshal.evil/',
      'https://marshal/',
      'file:///index.html',
      '',
      null,
      undefined,
    ]) {
      expect(isAppUrl(url), String(url)).toBe(false);
    }
  });

  it('lets only plain https links out', () => {
    expect(isSafeExternalUrl('https://example.com/a?b=c')).toBe(true);
    for (const url of ['http://example.com/', 'https://user:pw@example.com/', 'smb://share', 'not a url']) {
      expect(isSafeExternalUrl(url), url).toBe(false);
    }
  });

  it('denies every permission request and check', () => {
    const installed: {
      request?: (contents: unknown, permission: string, grant: (ok: boolean) => void) => void;
      check?: () => boolean;
    } = {};
    denyPermissions({
      setPermissionRequestHandler: (handler) => (installed.request = handler),
      setPermissionCheckHandler: (handler) => (installed.check = handler),
    });
    const answers: boolean[] = [];
    for (const permission of ['media', 'notifications', 'geolocation', 'clipboard-read']) {
      installed.request?.({}, permission, (ok) => answers.push(ok));
    }
    expect(answers).toEqual([false, false, false, false]);
    expect(installed.check?.()).toBe(false);
  });
});

describe('the app:// protocol', () => {
  let dir: string;
  let handle: (request: Request) => Promise<Response>;

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'marshal-app-'));
    await mkdir(path.join(dir, 'renderer', 'assets'), { recursive: true });
    await writeFile(path.join(dir, 'renderer', 'index.html'), '<!doctype html><title>Marshal</title>');
    await writeFile(path.join(dir, 'renderer', 'assets', 'app.js'), 'export {};');
    await writeFile(path.join(dir, 'secret.txt'), 'the renegade is Bob');
    handle = rendererHandler(path.join(dir, 'renderer'));
  });

  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('serves the page with the Content-Security-Policy', async () => {
    const res = await handle(new Request('app://marshal/index.html'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(res.headers.get('content-security-policy')).toContain("object-src 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await res.text()).toContain('<title>Marshal</title>');
  });

  it('serves scripts as JavaScript so module loading works', async () => {
    const res = await handle(new Request('app://marshal/assets/app.js'));
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
  });

  it('refuses paths outside the renderer, other hosts and writes', async () => {
    for (const url of [
      'app://marshal/%2e%2e/secret.txt',
      'app://marshal/..%2fsecret.txt',
      'app://other/index.html',
    ]) {
      const res = await handle(new Request(url));
      expect(res.status, url).toBe(404);
      expect(await res.text()).not.toContain('renegade');
    }
    expect(
      (await handle(new Request('app://marshal/index.html', { method: 'POST', body: 'x' }))).status,
    ).toBe(404);
  });
});
