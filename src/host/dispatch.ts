// Answering one request by name: the gate (closing, restoring), the name, the payload's shape and schema, then
// its handler. Whatever a handler throws is logged and answered in plain words, never with the exception's
// text (it may quote stored data).
import type * as v from 'valibot';
import {
  RequestSchemas,
  type Answer,
  type HostError,
  type RequestName,
  type RequestPayload,
  type Responses,
  type Sender,
} from './contract.ts';
import { NOT_AN_OBJECT, unknownRequest } from './refusals.ts';
import { parseWith } from './schema.ts';
import { isPlainObject } from './well-formed.ts';

export type Handlers = {
  [N in RequestName]: (
    payload: RequestPayload<N>,
    from: Sender | null,
  ) => Answer<Responses[N]> | Promise<Answer<Responses[N]>>;
};

export function dispatcher(
  handlers: Handlers,
  logError: (message: string, error: unknown) => void,
  gate: () => HostError | null,
): (name: string, payload: unknown, from?: Sender) => Promise<Answer<unknown>> {
  return async (name, payload, from) => {
    const closed = gate();
    if (closed) return { ok: false, error: closed };
    if (typeof name !== 'string' || !Object.hasOwn(RequestSchemas, name)) {
      return { ok: false, error: unknownRequest(typeof name === 'string' ? name : typeof name) };
    }
    const key = name as RequestName;
    if (!isPlainObject(payload)) return { ok: false, error: NOT_AN_OBJECT };
    try {
      const parsed = parseWith(RequestSchemas[key] as v.GenericSchema, payload);
      if (!parsed.ok) return { ok: false, error: { code: 'bad-request', message: parsed.message } };
      const handler = handlers[key] as (
        payload: unknown,
        from: Sender | null,
      ) => Answer<unknown> | Promise<Answer<unknown>>;
      return await handler(parsed.value, from ?? null);
    } catch (error) {
      logError(`marshal: request "${key}" failed`, error);
      return { ok: false, error: { code: 'internal', message: internalMessage(key, error) } };
    }
  };
}

/** What failed, in plain words: the saved-games file, or Marshal itself. */
function internalMessage(name: string, error: unknown): string {
  const sqlite = error instanceof Error && error.name === 'SqliteError';
  return sqlite
    ? `The saved-games file could not be read or written while answering "${name}" (is the disk full?).`
    : `Marshal failed while answering "${name}"; the details are in its log.`;
}
