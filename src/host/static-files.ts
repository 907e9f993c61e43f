// Serving the built renderer, shared by the web host (http://127.0.0.1) and Electron's app:// protocol so both
// resolve paths and set security headers the same way.
import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';

/** The page may load only its own scripts and styles: no inline scripts, no framing, no plugins. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "connect-src 'self'",
  "img-src 'self' data:",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** Sent with every response; the token travels in the page URL, so no referrer may ever leak it. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
};

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
};

export function contentTypeOf(file: string): string {
  return CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** Headers for a static file: the security set, its type, and the CSP on pages. */
export function staticHeaders(file: string): Record<string, string> {
  const type = contentTypeOf(file);
  const headers: Record<string, string> = { ...SECURITY_HEADERS, 'Content-Type': type };
  if (type.startsWith('text/html')) {
    headers['Content-Security-Policy'] = CONTENT_SECURITY_POLICY;
    // The page must always come fresh: a cached page could outlive a rebuilt bundle.
    headers['Cache-Control'] = 'no-store';
  }
  return headers;
}

function isInside(root: string, candidate: string): boolean {
  const rel = path.relative(root, candidate);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
}

/**
 * Maps a URL path ("/", "/assets/index-abc.js") to a regular file inside `root`, or null. Refuses anything
 * that would leave `root`: "..", encoded separators, NUL bytes, and symlinks pointing outside.
 */
export async function resolveStaticFile(root: string, urlPath: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\') || !decoded.startsWith('/')) return null;
  if (decoded.split('/').some((part) => part === '..')) return null;
  const relative = decoded === '/' || decoded.endsWith('/') ? `${decoded}index.html` : decoded;
  const rootPath = path.resolve(root);
  const candidate = path.resolve(rootPath, `.${relative}`);
  if (!isInside(rootPath, candidate)) return null;
  try {
    const [realRoot, realFile] = await Promise.all([realpath(rootPath), realpath(candidate)]);
    if (!isInside(realRoot, realFile)) return null;
    return (await stat(realFile)).isFile() ? realFile : null;
  } catch {
    return null;
  }
}
