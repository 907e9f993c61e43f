// p99 of 200 rulings queries mixed across the four languages, through the host (null until rulings exist).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createHost } from '../src/host/host.ts';
import { percentile } from './stats.ts';

const QUERIES: [string, string][] = [
  ['bang', 'en'],
  ['missed', 'en'],
  ['barrel', 'en'],
  ['cat ballou', 'en'],
  ['willy', 'en'],
  ['Vedle', 'cs'],
  ['zbran', 'cs'],
  ['Appaloosa', 'cs'],
  ['砰', 'zh-Hant'],
  ['失手', 'zh-Hant'],
  ['啤酒桶', 'zh-Hant'],
  ['閃', 'zh-Hant'],
  ['闪避', 'zh-Hans'],
  ['啤酒', 'zh-Hans'],
  ['州长', 'zh-Hans'],
  ['炸弹', 'zh-Hans'],
];

export async function searchP99(): Promise<number | null> {
  const host = createHost({ dataDir: mkdtempSync(path.join(tmpdir(), 'marshal-bench-search-')) });
  try {
    const probe = await host.handle('searchRulings', { query: 'bang', locale: 'en' });
    if (!probe.ok && probe.error.code === 'unknown-request') return null;
    const samples: number[] = [];
    for (let i = 0; i < 200; i++) {
      const [query, locale] = QUERIES[i % QUERIES.length] ?? ['bang', 'en'];
      const start = performance.now();
      await host.handle('searchRulings', { query, locale });
      samples.push(performance.now() - start);
    }
    return percentile(samples, 99);
  } finally {
    host.close();
  }
}
