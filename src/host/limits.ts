// The host's size limit on its own, so the page can read it without loading the request schemas.

/** The largest request: an HTTP body or a WebSocket message, in bytes (a game script is the big one). */
export const MAX_REQUEST_BYTES = 1024 * 1024;
