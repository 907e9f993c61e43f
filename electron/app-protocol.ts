// app://marshal/… serves the built renderer from disk, with the same path checks and security headers as
// the web host. Only GET, only our host; everything else is a 404 with no hint of the file system.
import { readFile } from 'node:fs/promises';
import { resolveStaticFile, SECURITY_HEADERS, staticHeaders } from '../src/host/static-files.ts';
import { APP_HOST } from './security.ts';

const notFound = () => new Response('Not found.', { status: 404, headers: { ...SECURITY_HEADERS } });

export function rendererHandler(rendererDir: string): (request: Request) => Promise<Response> {
  return async (request) => {
    let url: URL;
    try {
      url = new URL(request.url);
    } catch {
      return notFound();
    }
    if (url.host !== APP_HOST || (request.method !== 'GET' && request.method !== 'HEAD')) return notFound();
    const file = await resolveStaticFile(rendererDir, url.pathname);
    if (!file) return notFound();
    const body = request.method === 'HEAD' ? null : await readFile(file);
    return new Response(body, { status: 200, headers: staticHeaders(file) });
  };
}
