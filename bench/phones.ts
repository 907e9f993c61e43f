// Phones under load: 8 phones on 127.0.0.2 and the main view entering into one game at once, against the web
// host as `npm start -- --lan 127.0.0.2` runs it. The main view plays a Gatling for each seat in turn (forced:
// out of turn); every phone answers Missed! as soon as a push shows the question waiting on its seat, until
// it has made 200 entries (then the main view answers for it). Measured: each phone entry's round trip (sent
// → answered, stored and pushed). Checked: no entry lost (every accepted answer is in the log once) and every
// phone ends on the same table as the host.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import type { EnterResult, GameSnapshot } from '../src/host/contract.ts';
import type { PhoneResponses } from '../src/host/phones-contract.ts';
import { ask } from './host.ts';
import { PhoneClient, pairPhone, type Lan } from './phone-client.ts';
import { percentile } from './stats.ts';

const ADDRESS = '127.0.0.2';
const PHONES = 8;
const ENTRIES = 200;
const NAMES = ['Ann', 'Bob', 'Cid', 'Dee', 'Eve', 'Fay', 'Gus', 'Hal'];
const CHARACTERS = [
  'willy-the-kid',
  'bart-cassidy',
  'suzy-lafayette',
  'paul-regret',
  'el-gringo',
  'black-jack',
  'kit-carlson',
  'jesse-jones',
];
/** Stops a run that hangs instead of waiting for ever. */
const GIVE_UP_MS = 300_000;

export interface PhonesLoad {
  p99: number;
  p50: number;
  entries: number;
  /** Accepted entries missing from the log (0 when nothing is lost). */
  lost: number;
  /** Phone answers the host refused (none expected: each is sent only when its question is on top). */
  refused: number;
  sameTable: boolean;
}

async function start(root: string, dataDir: string) {
  const child = spawn(
    process.execPath,
    ['bin/tsx.mjs', 'src/host/serve.ts', '--port', '0', '--lan', ADDRESS],
    {
      cwd: root,
      env: { ...process.env, MARSHAL_DATA_DIR: dataDir },
    },
  );
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /Marshal is running at (http:\/\/\S+)/.exec(out);
      if (match?.[1]) resolve(match[1]);
    });
    child.on('exit', () => reject(new Error(`the host exited: ${out}`)));
  });
  return { url, stop: () => child.kill('SIGTERM') };
}

async function request<T>(url: string, name: string, payload: unknown): Promise<T> {
  const answer = (await (await ask(url, name, payload)).json()) as { ok: boolean; value: T; error?: unknown };
  if (!answer.ok) throw new Error(`${name}: ${JSON.stringify(answer.error)}`);
  return answer.value;
}

export async function phonesLoad(root: string): Promise<PhonesLoad> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'marshal-bench-phones-'));
  const host = await start(root, dataDir);
  const phones: PhoneClient[] = [];
  try {
    const setup = {
      players: NAMES.map((name, i) => ({
        name,
        character: CHARACTERS[i],
        ...(i === 0 ? { role: 'sheriff' } : {}),
      })),
      expansions: ['base'],
      events: null,
      seed: 1,
    };
    const game = await request<GameSnapshot>(host.url, 'newGame', { setup });
    let mainAccepted = 0;
    const enter = async (entry: unknown) => {
      const result = await request<EnterResult>(host.url, 'enter', { gameId: game.id, entry });
      if (result.accepted) mainAccepted += 1;
      return result;
    };
    // Hands big enough for many Missed!s; topped up below.
    for (const name of NAMES) await enter({ type: 'set', player: name, hand: 99 });
    await enter({ type: 'draw' });

    const invitation = await request<PhoneResponses['invitePhones']>(host.url, 'invitePhones', {
      gameId: game.id,
    });
    const lan: Lan = { address: invitation.address, port: invitation.port };
    for (const name of NAMES) {
      const code = (await request<PhoneResponses['phones']>(host.url, 'phones', {})).inviting?.code ?? '';
      const paired = await pairPhone(lan, code);
      if (!paired.ok) throw new Error(paired.error.message);
      const phone = await PhoneClient.open(lan, paired.value.token);
      if (typeof phone === 'number') throw new Error(`phone refused: ${phone}`);
      const sat = await phone.request('sit', { seat: name });
      if (!sat.ok) throw new Error(sat.error.message);
      const state = await phone.request<GameSnapshot>('state');
      if (!state.ok) throw new Error(state.error.message);
      phones.push(phone);
    }

    const samples: number[] = [];
    const answered = NAMES.map(() => 0);
    let refused = 0;
    let wake: () => void = () => {};
    const changed = () => new Promise<void>((resolve) => (wake = resolve));

    phones.forEach((phone, i) => {
      const seat = NAMES[i] as string;
      let inFlight = false;
      const answerIfAsked = (g: GameSnapshot) => {
        wake();
        const top = g.view.prompts[0];
        if (inFlight || answered[i] === ENTRIES || top?.player !== seat) return;
        inFlight = true;
        const sent = performance.now();
        void phone
          .request<EnterResult>('enter', { entry: { type: 'respond', player: seat, card: 'missed' } })
          .then((answer) => {
            samples.push(performance.now() - sent);
            if (answer.ok && answer.value.accepted) answered[i] = (answered[i] as number) + 1;
            else refused += 1;
            inFlight = false;
            if (phone.game) answerIfAsked(phone.game);
          });
      };
      phone.onGame = answerIfAsked;
    });

    // The main view: a Gatling from each seat in turn, answers for a phone that is done, hands topped up.
    const observer = phones[0] as PhoneClient;
    const deadline = performance.now() + GIVE_UP_MS;
    let shooter = 0;
    while (answered.some((n) => n < ENTRIES)) {
      if (performance.now() > deadline) throw new Error(`phones load gave up: ${answered.join(', ')}`);
      const current = observer.game as GameSnapshot;
      const top = current.view.prompts[0];
      let result: EnterResult | null = null;
      if (!top) {
        const low = current.view.players.find((p) => p.hand < 10);
        result = low
          ? await enter({ type: 'set', player: low.name, hand: 99 })
          : await enter({ type: 'play', card: 'gatling', player: NAMES[shooter++ % PHONES], force: true });
      } else if (answered[NAMES.indexOf(top.player)] === ENTRIES) {
        result = await enter({ type: 'respond', player: top.player, card: 'missed' });
      }
      if (result) {
        // Act again once the phones have seen what the main view entered.
        while ((observer.game?.revision ?? 0) < result.game.revision) await changed();
      } else await changed();
    }

    // The same table everywhere: every phone ends on the host's revision and view.
    const final = await request<GameSnapshot>(host.url, 'state', { gameId: game.id });
    const settle = performance.now() + 30_000;
    while (phones.some((p) => p.game?.revision !== final.revision) && performance.now() < settle) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const sameTable = phones.every(
      (p) => p.game?.revision === final.revision && isDeepStrictEqual(p.game.view, final.view),
    );
    const phoneAccepted = answered.reduce((a, b) => a + b, 0);
    const lost = mainAccepted + phoneAccepted - final.logCount;
    return {
      p99: percentile(samples, 99),
      p50: percentile(samples, 50),
      entries: samples.length,
      lost,
      refused,
      sameTable,
    };
  } finally {
    for (const phone of phones) phone.close();
    host.stop();
    setTimeout(() => rmSync(dataDir, { recursive: true, force: true }), 1000).unref();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await phonesLoad(path.resolve(import.meta.dirname, '..'))));
}
