// The refusals both transports (HTTP and the WebSocket) and the host make in the same words, so a request
// is answered the same way whichever path it took.
import type { HostError } from './contract.ts';
import { formatBytes, quote } from './quote.ts';

export const NOT_UTF8: HostError = {
  code: 'bad-request',
  message: 'The request is not valid UTF-8 text; nothing was done.',
};

export const NOT_JSON: HostError = {
  code: 'bad-request',
  message: 'The request is not valid JSON; nothing was done.',
};

export const NOT_AN_OBJECT: HostError = {
  code: 'bad-request',
  message: 'The payload must be a JSON object, like {}.',
};

export function tooLarge(size: number, limit: number): HostError {
  return {
    code: 'too-large',
    message: `The request is ${formatBytes(size)}; the limit is ${formatBytes(limit)}. Nothing was done.`,
    size,
    limit,
  };
}

/** A body without a length (chunked) refused once `size` of its bytes had passed the limit. */
export function tooLargeSoFar(size: number, limit: number): HostError {
  return {
    code: 'too-large',
    message: `The request passed ${formatBytes(limit)} (${formatBytes(size)} had arrived); the limit is ${formatBytes(limit)}. Nothing was done.`,
    size,
    limit,
  };
}

export function unknownRequest(name: string): HostError {
  return { code: 'unknown-request', message: `Marshal has no request called ${quote(name)}.` };
}
