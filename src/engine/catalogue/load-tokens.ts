// Armed & Dangerous's Load tokens as the box and its rule sheet give them: one place for the numbers the
// engine judges with and the table draws (a pip per token).
export const LOAD_TOKENS = {
  /** The tokens in the box: supply + every token on a card or character. */
  inBox: 32,
  /** At most this many on one Dangerous card or one character. */
  perSpot: 4,
  /** A Dangerous card takes this many from the supply as it enters play. */
  enteringPlay: 3,
  /** Playing a blue card earns this many (`load`). */
  blueCardReload: 1,
} as const;
