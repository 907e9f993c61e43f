// A host refusal in the table's language where the window knows what it means (too large, damaged, no access);
// any other error is shown in the host's own plain words.
import type { HostError } from '../../host/contract.ts';
import { i18n } from '../i18n/index.svelte.ts';
import { NO_ACCESS } from '../api.ts';

/** 3355443 → "3.2 MB" in the table's number format (1 MB = 1,048,576 bytes, as the host counts). */
export function megabytes(bytes: number, locale: string = i18n.locale): string {
  const tag = { en: 'en', cs: 'cs', zhHant: 'zh-Hant', zhHans: 'zh-Hans' }[locale] ?? 'en';
  const n = new Intl.NumberFormat(tag, { maximumFractionDigits: 1 }).format(bytes / (1024 * 1024));
  return `${n} MB`;
}

export function errorText(error: HostError): string {
  const t = i18n.t;
  if (error.code === 'too-large') {
    return error.size !== undefined && error.limit !== undefined
      ? t.requestTooLarge({ size: megabytes(error.size), limit: megabytes(error.limit) })
      : t.requestTooLargeUnknown;
  }
  if (error.code === 'damaged') return t.damagedGame;
  if (error === NO_ACCESS) return t.noAccess;
  return error.message;
}

/** Why a game script was not imported: its size when it was too large, else the host's words. */
export function importProblem(error: HostError): string {
  if (error.code === 'too-large' && error.size !== undefined && error.limit !== undefined) {
    return i18n.t.tooLarge({ size: megabytes(error.size), limit: megabytes(error.limit) });
  }
  return errorText(error);
}
