// Where the table display puts its seats: the same ring as the main table, with seats as wide as the screen
// allows and type that grows with them (a seat's type is a 13th of its width).
import { tallestSeat } from './ring-points.ts';

/** A display seat's height for its width: name, character, life and hand, and two rows of cards in play. */
export const SEAT_HEIGHT_RATIO = 0.62;

/** The widest seat (at most `max` of the ring's width) that neighbouring seats leave room for. */
export function displaySeatWidth(count: number, w: number, h: number): number {
  if (count <= 0 || w <= 0 || h <= 0) return 0;
  const share = count <= 4 ? 0.3 : count <= 6 ? 0.26 : 0.23;
  let width = Math.min(w * share, (h * 0.5) / SEAT_HEIGHT_RATIO, 520);
  while (width > 120 && tallestSeat(count, w, h, width) < width * SEAT_HEIGHT_RATIO) width *= 0.92;
  return Math.round(width);
}
