// Seats around an ellipse, for the table display: a TV or projector has the room for a true ring (the main
// table lays its seats out in rows, see Ring.svelte).

export interface SeatPoint {
  /** The point of the box the seat hangs from… */
  x: number;
  y: number;
  /** …and which point of the seat that is: 0 = its left (top) edge, 1 = its right (bottom) edge. */
  fx: number;
  fy: number;
  /** Where the seat's middle is, for a seat of the usual size (the distance lines end there). */
  cx: number;
  cy: number;
}

/**
 * Seats around an ellipse filling a w×h box, seat 0 at the bottom, then clockwise (left, top, right). Each
 * seat hangs from its point by the matching edge (the top seat by its top, the left one by its left…), so a
 * seat that grows (cards in play) grows toward the middle and never leaves the box.
 */
export function ringPoints(count: number, w: number, h: number, seatW: number, seatH: number, margin = 4) {
  const spanX = Math.max(0, w - 2 * margin);
  const spanY = Math.max(0, h - 2 * margin);
  return Array.from({ length: count }, (_, i): SeatPoint => {
    const angle = Math.PI / 2 + (2 * Math.PI * i) / count;
    const fx = (1 + Math.cos(angle)) / 2;
    const fy = (1 + Math.sin(angle)) / 2;
    const x = margin + spanX * fx;
    const y = margin + spanY * fy;
    return { x, y, fx, fy, cx: x + (0.5 - fx) * seatW, cy: y + (0.5 - fy) * seatH };
  });
}

/**
 * The tallest seat that keeps neighbouring seats apart on the ring: two neighbours that overlap side by side
 * must be far enough apart up and down (with `gap` to spare for the distance badge).
 */
export function tallestSeat(
  count: number,
  w: number,
  h: number,
  seatW: number,
  margin = 4,
  gap = 18,
): number {
  const spanX = Math.max(0, w - 2 * margin);
  const spanY = Math.max(0, h - 2 * margin);
  const frac = (i: number) => {
    const angle = Math.PI / 2 + (2 * Math.PI * i) / count;
    return { fx: (1 + Math.cos(angle)) / 2, fy: (1 + Math.sin(angle)) / 2 };
  };
  let tallest = Number.POSITIVE_INFINITY;
  for (let i = 0; i < count; i++) {
    const a = frac(i);
    const b = frac((i + 1) % count);
    const apartX = Math.abs(a.fx - b.fx) * (spanX - seatW);
    if (apartX >= seatW) continue;
    const dfy = Math.abs(a.fy - b.fy);
    tallest = Math.min(tallest, (dfy * spanY - gap) / (1 + dfy));
  }
  return tallest;
}
