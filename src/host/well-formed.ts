// Checks every request makes before its schema: strings must be well-formed Unicode (a JSON escape such as
// "\ud800" is valid JSON but no text; SQLite would store it as "�"), and no key may be "__proto__" (schemas
// drop it silently, so the table would never learn that part of what it sent was ignored).
import { quote } from './quote.ts';

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const wellFormed = (text: string) => !LONE_SURROGATE.test(text);

/** Where and what is wrong, or null. The path reads like a schema issue's: `setup.editions["__proto__"]`. */
export function inputProblem(value: unknown): { path: string; message: string } | null {
  // An explicit stack: a payload may be nested thousands deep.
  const stack: { value: unknown; path: string }[] = [{ value, path: '' }];
  while (stack.length > 0) {
    const { value: item, path } = stack.pop() as { value: unknown; path: string };
    if (typeof item === 'string') {
      if (!wellFormed(item)) return { path, message: 'not well-formed text (a lone surrogate)' };
    } else if (Array.isArray(item)) {
      item.forEach((element: unknown, i) => stack.push({ value: element, path: `${path}[${i}]` }));
    } else if (typeof item === 'object' && item !== null) {
      for (const [key, element] of Object.entries(item)) {
        const keyPath = /^[A-Za-z_$][\w$]{0,39}$/.test(key) ? `${path}.${key}` : `${path}[${quote(key)}]`;
        if (!wellFormed(key)) return { path, message: 'a key is not well-formed text (a lone surrogate)' };
        if (key === '__proto__') return { path: keyPath, message: 'a key named "__proto__" is not allowed' };
        stack.push({ value: element, path: keyPath });
      }
    }
  }
  return null;
}

/** A JSON object: not an array, not null, not a string. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}
