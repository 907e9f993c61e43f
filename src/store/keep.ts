// What Marshal keeps across a restart beside the games, so the screens it served carry on by themselves: the
// SHA-256 of the launch tokens of the last few launches (a browser tab holds the token itself) and of each
// paired phone's token (the phone holds it), a phone's game and seat, and a few settings (the port, the phones'
// listener, the game the displays follow). A copy of the file gives nobody a working token. Not game data: a
// restored backup brings none of it back (the host writes the live rows over the backup's).
import type Database from 'better-sqlite3';

/** How many launches' tokens still open Marshal: a restart, and one more in case it was restarted twice. */
export const KEPT_LAUNCHES = 3;

export interface KeptPhone {
  id: string;
  hash: string;
  gameId: number;
  seat: string | null;
  pairedAt: string;
}

/** Every kept row, to carry over a restored backup. */
export interface KeptRows {
  screens: unknown[];
  settings: unknown[];
}

interface ScreenRow {
  hash: string;
  id: string;
  game_id: number | null;
  seat: string | null;
  since: string;
}

export class Keep {
  readonly #db: () => Database.Database;

  /** `db`: the open database (a function: restoring a backup opens another). */
  constructor(db: () => Database.Database) {
    this.#db = db;
  }

  /** Keeps a new launch token's hash; only the newest KEPT_LAUNCHES launches are kept. */
  keepLaunch(hash: string, at: Date = new Date()): void {
    const db = this.#db();
    db.transaction(() => {
      db.prepare(
        "INSERT OR REPLACE INTO kept_screens (hash, kind, id, since) VALUES (?, 'window', 'launch', ?)",
      ).run(hash, at.toISOString());
      db.prepare(
        `DELETE FROM kept_screens WHERE kind = 'window' AND hash NOT IN
          (SELECT hash FROM kept_screens WHERE kind = 'window' ORDER BY since DESC LIMIT ?)`,
      ).run(KEPT_LAUNCHES);
    })();
  }

  isLaunch(hash: string): boolean {
    return (
      this.#db().prepare("SELECT 1 FROM kept_screens WHERE kind = 'window' AND hash = ?").get(hash) !==
      undefined
    );
  }

  phones(): KeptPhone[] {
    const rows = this.#db()
      .prepare<[], ScreenRow>(
        "SELECT hash, id, game_id, seat, since FROM kept_screens WHERE kind = 'phone' ORDER BY since",
      )
      .all();
    return rows.map((r) => ({
      id: r.id,
      hash: r.hash,
      gameId: r.game_id ?? 0,
      seat: r.seat,
      pairedAt: r.since,
    }));
  }

  keepPhone(phone: KeptPhone): void {
    this.#db()
      .prepare(
        "INSERT INTO kept_screens (hash, kind, id, game_id, seat, since) VALUES (?, 'phone', ?, ?, ?, ?)",
      )
      .run(phone.hash, phone.id, phone.gameId, phone.seat, phone.pairedAt);
  }

  seatPhone(id: string, seat: string): void {
    this.#db().prepare("UPDATE kept_screens SET seat = ? WHERE kind = 'phone' AND id = ?").run(seat, id);
  }

  forgetPhone(id: string): void {
    this.#db().prepare("DELETE FROM kept_screens WHERE kind = 'phone' AND id = ?").run(id);
  }

  /** Every launch token and every paired phone: nothing from before opens Marshal any more. */
  forgetScreens(): void {
    this.#db().prepare('DELETE FROM kept_screens').run();
  }

  setting(key: string): string | null {
    const row = this.#db()
      .prepare<[string], { value: string }>('SELECT value FROM kept_settings WHERE key = ?')
      .get(key);
    return row?.value ?? null;
  }

  /** Sets a setting; null removes it. */
  setSetting(key: string, value: string | null): void {
    const db = this.#db();
    if (value === null) db.prepare('DELETE FROM kept_settings WHERE key = ?').run(key);
    else db.prepare('INSERT OR REPLACE INTO kept_settings (key, value) VALUES (?, ?)').run(key, value);
  }

  /** The rows as they are, to put back after a backup was swapped in. */
  dump(): KeptRows {
    const db = this.#db();
    return {
      screens: db.prepare('SELECT * FROM kept_screens').all(),
      settings: db.prepare('SELECT * FROM kept_settings').all(),
    };
  }

  /** Replaces the rows with `rows` (a backup's own are dropped). */
  load(rows: KeptRows): void {
    const db = this.#db();
    db.transaction(() => {
      db.prepare('DELETE FROM kept_screens').run();
      db.prepare('DELETE FROM kept_settings').run();
      const screen = db.prepare(
        'INSERT INTO kept_screens (hash, kind, id, game_id, seat, since) VALUES (@hash, @kind, @id, @game_id, @seat, @since)',
      );
      for (const row of rows.screens) screen.run(row);
      const setting = db.prepare('INSERT INTO kept_settings (key, value) VALUES (@key, @value)');
      for (const row of rows.settings) setting.run(row);
    })();
  }
}
