// What outlives a restart beside the games: hashes of the last launches' tokens, paired phones and a few
// settings. A restored backup is the games only: the live pairings stay, a phone removed since stays removed.
import { describe, expect, it } from 'vitest';
import { Devices } from '../../src/host/devices.ts';
import { KEPT_LAUNCHES } from '../../src/store/index.ts';
import { setup, startHost, tempDir } from './helpers.ts';

describe('kept across a restart', () => {
  it('opens with the tokens of the last launches only', () => {
    const host = startHost({ dataDir: tempDir() });
    for (let i = 0; i < KEPT_LAUNCHES + 2; i++)
      host.keep.keepLaunch(`hash-${i}`, new Date(Date.UTC(2025, 5, 1, 18, i)));
    const kept = Array.from({ length: KEPT_LAUNCHES + 2 }, (_, i) => host.keep.isLaunch(`hash-${i}`));
    expect(kept).toEqual([false, false, true, true, true]);
    host.keep.forgetScreens();
    expect(host.keep.isLaunch(`hash-${KEPT_LAUNCHES + 1}`)).toBe(false);
    host.close();
  });

  it('a paired phone comes back with its seat; one removed does not; a token is never stored', () => {
    const dataDir = tempDir();
    const host = startHost({ dataDir });
    const devices = new Devices(host.keep);
    const bob = devices.pair(1);
    const cid = devices.pair(1);
    devices.seat(bob.device, 'Bob');
    devices.revoke(cid.device.id);
    host.close();
    const again = startHost({ dataDir });
    const back = new Devices(again.keep);
    expect(back.byToken(bob.token)).toMatchObject({ id: bob.device.id, seat: 'Bob', gameId: 1 });
    expect(back.byToken(cid.token)).toBeNull();
    expect(JSON.stringify(again.keep.dump())).not.toContain(bob.token);
    again.close();
  });

  it('a restored backup keeps the live pairings, not the backup’s', async () => {
    const dataDir = tempDir();
    const first = startHost({ dataDir });
    await first.ask('newGame', { setup });
    const early = new Devices(first.keep).pair(1);
    first.close();
    // Opened again with a game to keep: the day's backup is taken, with the early phone in it.
    const host = startHost({ dataDir });
    await host.whenBackedUp();
    const [backup] = await host.ask('listBackups', {});
    const devices = new Devices(host.keep);
    devices.revoke(early.device.id);
    const late = devices.pair(1);
    await host.ask('restoreBackup', { file: backup?.file ?? '' });
    const after = new Devices(host.keep);
    expect(after.byToken(early.token)).toBeNull();
    expect(after.byToken(late.token)).not.toBeNull();
    host.close();
  });
});
