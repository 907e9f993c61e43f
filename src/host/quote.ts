// What the host says back about a request quotes the request only in short, clipped pieces: a 900 KB id or a
// 5,000-character request name must not come back whole in the error about it.

/** The longest piece of a request an error message quotes. */
export const QUOTE_MAX = 40;

/** `text` cut to `max` characters, with "…" when something was cut (never splitting a surrogate pair). */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const end = /[\ud800-\udbff]/.test(text.charAt(max - 2)) ? max - 2 : max - 1;
  return `${text.slice(0, end)}…`;
}

/** `"text"`, clipped: how a message names what it was given. */
export function quote(text: string, max = QUOTE_MAX): string {
  return `"${clip(text, max)}"`;
}

/** 3355443 → "3.2 MB" (1 MB = 1,048,576 bytes, as the limit is set); small sizes in KB or bytes. */
export function formatBytes(bytes: number): string {
  const units: [number, string][] = [
    [1024 * 1024, 'MB'],
    [1024, 'KB'],
  ];
  for (const [size, unit] of units) {
    if (bytes >= size) return `${Number((bytes / size).toFixed(1))} ${unit}`;
  }
  return `${bytes} bytes`;
}
