// The table display's pieces that need no browser: its addresses, what the main view tells the displays, and
// seats that never overlap from 3 to 8 players, on a TV and on a tablet held either way.
import { describe, expect, it } from 'vitest';
import { hashOf, parseHash } from '../../src/ui/lib/route.ts';
import { shownFor } from '../../src/ui/lib/shown.svelte.ts';
import { displaySeatWidth, SEAT_HEIGHT_RATIO } from '../../src/ui/lib/display-layout.ts';
import { ringPoints } from '../../src/ui/lib/ring-points.ts';

describe('the display’s address', () => {
  it('#/display follows the main view; #/display/3 shows game 3', () => {
    expect(parseHash('#/display')).toEqual({ screen: 'display', id: null });
    expect(parseHash('#/display/3')).toEqual({ screen: 'display', id: 3 });
    expect(hashOf({ screen: 'display', id: null })).toBe('#/display');
    expect(hashOf({ screen: 'display', id: 3 })).toBe('#/display/3');
  });

  it('anything else after #/display is the game list, not a display', () => {
    for (const hash of ['#/display/', '#/display/x', '#/display/3/4', '#/displays'])
      expect(parseHash(hash), hash).toEqual({ screen: 'list' });
  });
});

describe('what the main view tells the displays', () => {
  it('the game it has open, or none on any other page, with its odds setting and language', () => {
    expect(shownFor({ screen: 'game', id: 7 }, false, 'cs')).toEqual({
      gameId: 7,
      odds: false,
      locale: 'cs',
    });
    for (const route of [{ screen: 'list' }, { screen: 'stats' }, { screen: 'story', id: 7 }] as const)
      expect(shownFor(route, true, 'en').gameId).toBeNull();
  });
});

describe('seats on the display', () => {
  const screens = [
    { w: 1380, h: 900 }, // 1920×1080, less the status bar and the side column
    { w: 860, h: 660 }, // a tablet across
    { w: 740, h: 560 }, // a tablet upright, the ring above the log
    { w: 1600, h: 520 }, // a wide, short ring (a long question above it)
  ];

  it('neighbouring seats never overlap, from 3 to 8 players', () => {
    for (const { w, h } of screens) {
      for (let count = 3; count <= 8; count++) {
        const width = displaySeatWidth(count, w, h);
        const height = width * SEAT_HEIGHT_RATIO;
        const boxes = ringPoints(count, w, h, width, height).map((p) => ({
          left: p.x - p.fx * width,
          top: p.y - p.fy * height,
        }));
        boxes.forEach((a, i) => {
          const b = boxes[(i + 1) % count];
          if (!b || count < 2) return;
          const apart = Math.abs(a.left - b.left) >= width || Math.abs(a.top - b.top) >= height;
          expect(apart, `${count} players on ${w}×${h}: seats ${i} and ${(i + 1) % count}`).toBe(true);
        });
      }
    }
  });

  it('seats are wide enough to read: type of at least 11 px on a tablet, 20 px on a TV with 8 players', () => {
    expect(displaySeatWidth(8, 1380, 900) / 13).toBeGreaterThanOrEqual(20);
    for (const { w, h } of screens.slice(1, 3))
      expect(displaySeatWidth(8, w, h) / 13).toBeGreaterThanOrEqual(11);
  });
});
