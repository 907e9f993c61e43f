import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveDataDir } from '../../src/store/data-dir.ts';

describe('where Marshal keeps its games', () => {
  it('MARSHAL_DATA_DIR wins on every system', () => {
    for (const platform of ['linux', 'darwin', 'win32'] as const) {
      const dir = resolveDataDir({
        env: { MARSHAL_DATA_DIR: '/srv/marshal', APPDATA: 'C:\\x' },
        platform,
        home: '/h',
      });
      expect(dir).toBe(path.resolve('/srv/marshal'));
    }
  });

  it('Linux uses $XDG_CONFIG_HOME/Marshal, else ~/.config/Marshal', () => {
    expect(resolveDataDir({ env: { XDG_CONFIG_HOME: '/cfg' }, platform: 'linux', home: '/home/ann' })).toBe(
      '/cfg/Marshal',
    );
    expect(resolveDataDir({ env: {}, platform: 'linux', home: '/home/ann' })).toBe(
      '/home/ann/.config/Marshal',
    );
    // A relative XDG_CONFIG_HOME is invalid by the XDG spec and ignored.
    expect(resolveDataDir({ env: { XDG_CONFIG_HOME: 'cfg' }, platform: 'linux', home: '/home/ann' })).toBe(
      '/home/ann/.config/Marshal',
    );
  });

  it('macOS uses ~/Library/Application Support/Marshal', () => {
    expect(resolveDataDir({ env: {}, platform: 'darwin', home: '/Users/ann' })).toBe(
      '/Users/ann/Library/Application Support/Marshal',
    );
  });

  it('Windows uses %APPDATA%\\Marshal', () => {
    const env = { APPDATA: 'C:\\Users\\ann\\AppData\\Roaming' };
    expect(resolveDataDir({ env, platform: 'win32', home: 'C:\\Users\\ann' })).toBe(
      'C:\\Users\\ann\\AppData\\Roaming\\Marshal',
    );
    expect(resolveDataDir({ env: {}, platform: 'win32', home: 'C:\\Users\\ann' })).toBe(
      'C:\\Users\\ann\\AppData\\Roaming\\Marshal',
    );
  });
});
