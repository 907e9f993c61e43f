// The log tells the story as the table would say it: each draw! with its card's suit sign and its outcome,
// what a card took, rewards and penalties, a lost Duel, in English, Czech and both Chinese scripts.
import { describe, expect, test } from 'vitest';
import {
  createGame,
  logParts,
  sayParts,
  step,
  type Entry,
  type LogPart,
  type Setup,
  type State,
} from '../../src/engine/index.ts';
import { catalogue } from '../../src/engine/catalogue/index.ts';
import { sayLine } from '../../src/ui/i18n/say.ts';

/** Plays `entries` (each must be accepted) and returns the state after them. */
function play(state: State, entries: Entry[]): State {
  let s = state;
  for (const entry of entries) {
    const r = step(s, entry);
    if (!r.accepted)
      throw new Error(`${JSON.stringify(entry)}: ${r.error?.message ?? JSON.stringify(r.flags)}`);
    s = r.state;
  }
  return s;
}

/** The line `entry` makes in `state`, in the four languages. */
function lineOf(
  state: State,
  entry: Entry,
): { en: string; cs: string; zhHant: string; zhHans: string; parts: LogPart[] } {
  const r = step(state, entry);
  if (!r.accepted)
    throw new Error(`${JSON.stringify(entry)}: ${r.error?.message ?? JSON.stringify(r.flags)}`);
  const parts = logParts(state, entry, r.events);
  return {
    en: sayParts(parts),
    cs: sayLine(parts, 'cs'),
    zhHant: sayLine(parts, 'zhHant'),
    zhHans: sayLine(parts, 'zhHans'),
    parts,
  };
}

const base = (players: Setup['players'], more: Partial<Setup> = {}): State =>
  createGame({ players, expansions: ['base'], events: null, seed: 1, ...more });

/** Ann jails Bob and plays a Dynamite; Bob stays in Jail; Cid puts a Barrel in play; Dee shoots Cid. */
const table = base([
  { name: 'Ann', character: 'willy-the-kid', role: 'sheriff' },
  { name: 'Bob', character: 'sid-ketchum' },
  { name: 'Cid', character: 'lucky-duke' },
  { name: 'Dee', character: 'jourdonnais', role: 'outlaw' },
]);
const jailed = play(table, [
  { type: 'draw' },
  { type: 'play', card: 'jail', target: 'Bob' },
  { type: 'play', card: 'dynamite' },
  { type: 'end-turn' },
]);
const cidShot = play(jailed, [
  // Not the 5♠ flipped below: one card is flipped once until the deck is rebuilt.
  { type: 'reveal', sign: '4S' },
  { type: 'draw' },
  { type: 'play', card: 'barrel' },
  { type: 'discard', count: 1 },
  { type: 'end-turn' },
  { type: 'draw' },
  { type: 'play', card: 'bang', target: 'Cid' },
  { type: 'use', player: 'Cid', card: 'barrel' },
]);
const dynamiteDue = play(cidShot, [
  { type: 'reveal', signs: ['5S', 'QH'], pick: 'QH' },
  { type: 'discard', count: 1 },
  { type: 'end-turn' },
]);

describe('a card aimed at a player', () => {
  test('a shot is played "at" him, a Jail "on" him (English; the other languages have one word for both)', () => {
    const afterDraw = play(table, [{ type: 'draw' }]);
    expect(lineOf(afterDraw, { type: 'play', card: 'jail', target: 'Bob' }).en).toBe('Ann plays Jail on Bob');
    expect(lineOf(afterDraw, { type: 'play', card: 'bang', target: 'Bob' }).en).toMatch(
      /^Ann plays BANG! at Bob/,
    );
    expect(lineOf(afterDraw, { type: 'play', card: 'jail', target: 'Bob' }).cs).toBe(
      'Ann hraje Jail na hráče Bob',
    );
  });
});

describe('a draw! says its card and its outcome', () => {
  test("Bob's Jail: 5♠ — he stays and skips the turn", () => {
    const line = lineOf(jailed, { type: 'reveal', sign: '5S' });
    expect(line.en).toBe("Bob's Jail: 5♠ — stays in Jail and skips the turn");
    expect(line.cs).toBe('Jail hráče Bob: 5♠ — zůstává ve vězení a vynechává tah');
    expect(line.zhHant).toBe('Bob 的 監獄：5♠——留在監獄，跳過這個回合');
    expect(line.zhHans).toBe('Bob 的 监狱：5♠——留在监狱，跳过这个回合');
  });

  test("Bob's Jail: Q♥ — he leaves it", () => {
    expect(lineOf(jailed, { type: 'reveal', sign: 'QH' }).en).toBe("Bob's Jail: Q♥ — leaves Jail");
  });

  test("Cid's Barrel with Lucky Duke's two cards: the one that counts, missed", () => {
    const line = lineOf(cidShot, { type: 'reveal', signs: ['5S', 'QH'], pick: 'QH' });
    expect(line.en).toBe("Cid's Barrel: 5♠ and Q♥, Q♥ counts — missed");
    expect(line.cs).toBe('Barrel hráče Cid: 5♠ a Q♥, platí Q♥ — vedle');
    expect(line.zhHant).toBe('Cid 的 啤酒桶：5♠ 和 Q♥，以 Q♥ 為準——閃避成功');
    expect(line.zhHans).toBe('Cid 的 啤酒桶：5♠ 和 Q♥，以 Q♥ 为准——闪避成功');
  });

  test('a Barrel that fails says the shot stands', () => {
    const line = lineOf(cidShot, { type: 'reveal', signs: ['5S', '2C'], pick: '2C' });
    expect(line.en).toBe("Cid's Barrel: 5♠ and 2♣, 2♣ counts — not missed");
    expect(line.cs).toBe('Barrel hráče Cid: 5♠ a 2♣, platí 2♣ — zásah platí');
  });

  test('Dynamite: 8♠ explodes and says the life lost; K♥ passes it on', () => {
    const boom = lineOf(dynamiteDue, { type: 'reveal', sign: '8S' });
    expect(boom.en).toBe("Ann's Dynamite: 8♠ — explodes, Ann loses 3");
    expect(boom.cs).toBe('Dynamite hráče Ann: 8♠ — vybuchuje, Ann ztrácí 3 životy');
    expect(boom.zhHant).toBe('Ann 的 炸藥：8♠——爆炸，Ann 失去 3 點生命');
    expect(boom.zhHans).toBe('Ann 的 炸弹：8♠——爆炸，Ann 失去 3 点生命');
    const passes = lineOf(dynamiteDue, { type: 'reveal', sign: 'KH' });
    expect(passes.en).toBe("Ann's Dynamite: K♥ — passes to Bob");
    expect(passes.cs).toBe('Dynamite hráče Ann: K♥ — putuje k hráči Bob');
    expect(passes.zhHant).toBe('Ann 的 炸藥：K♥——傳給 Bob');
    expect(passes.zhHans).toBe('Ann 的 炸弹：K♥——传给 Bob');
  });

  test("Jourdonnais's draw! is his character's", () => {
    const shot = play(dynamiteDue, [
      { type: 'reveal', sign: 'KH' },
      { type: 'draw' },
      { type: 'play', card: 'bang', target: 'Dee' },
      { type: 'use', player: 'Dee', ability: 'jourdonnais' },
    ]);
    // Not the 5♠ Cid's Barrel flipped: it is on the discard pile.
    const line = lineOf(shot, { type: 'reveal', sign: '3S' });
    expect(line.en).toBe('Dee (Jourdonnais): 3♠ — not missed');
    expect(line.zhHant).toBe('Dee（喬多內）：3♠——未能閃避');
  });

  test('Blessing: a spade counts as a heart, and the line says why', () => {
    const blessed = play(
      createGame({
        players: [
          { name: 'Ann', character: 'willy-the-kid', role: 'sheriff' },
          { name: 'Bob', character: 'jourdonnais' },
          { name: 'Cid', character: 'sid-ketchum' },
          { name: 'Dee', character: 'sid-ketchum' },
        ],
        expansions: ['base'],
        events: 'high-noon',
        seed: 1,
      }),
      [
        ...[1, 2, 3, 4].flatMap((): Entry[] => [
          { type: 'draw' },
          { type: 'discard', count: 2 },
          { type: 'end-turn' },
        ]),
        { type: 'reveal-event', card: 'blessing' },
        { type: 'draw' },
        { type: 'play', card: 'bang', target: 'Bob' },
        { type: 'use', player: 'Bob', ability: 'jourdonnais' },
      ],
    );
    const line = lineOf(blessed, { type: 'reveal', sign: '5S' });
    expect(line.en).toBe('Bob (Jourdonnais): 5♠ (a ♥ under Blessing) — missed');
    expect(line.cs).toBe('Bob (Jourdonnais): 5♠ (za události Požehnání jako ♥) — vedle');
    expect(line.zhHant).toBe('Bob（喬多內）：5♠（祝福：算作 ♥）——閃避成功');
    expect(line.zhHans).toBe('Bob（乔多内）：5♠（祝福：算作 ♥）——闪避成功');
  });

  test("Black Jack's shown card says whether he draws one more", () => {
    const jack = base([
      { name: 'Ann', character: 'black-jack', role: 'sheriff' },
      { name: 'Bob', character: 'sid-ketchum' },
      { name: 'Cid', character: 'sid-ketchum' },
      { name: 'Dee', character: 'sid-ketchum' },
    ]);
    const shown = lineOf(jack, { type: 'draw', sign: '7D' });
    expect(shown.en).toBe('Ann draws, showing 7♦ — draws one more card');
    expect(shown.cs).toBe('Ann si líže karty a ukazuje 7♦ — líže o kartu víc');
    expect(shown.zhHans).toBe('Ann 摸牌并亮出 7♦——多摸一张牌');
    const asked = play(jack, [{ type: 'draw' }]);
    expect(lineOf(asked, { type: 'reveal', sign: '7S' }).en).toBe('Ann (Black Jack): 7♠ — no extra card');
  });
});

/** Armed & Dangerous: Ann (Black Jack) puts a Bomb on Bob; Bob, Julie Cutter at Cid's seat. */
const armed = createGame({
  players: [
    { name: 'Ann', character: 'black-jack', role: 'sheriff' },
    { name: 'Bob', character: 'sid-ketchum' },
    { name: 'Cid', character: 'julie-cutter' },
    { name: 'Dee', character: 'sid-ketchum' },
  ],
  expansions: ['base', 'armed-and-dangerous'],
  events: null,
  seed: 1,
});
const bombDue = play(armed, [
  { type: 'draw', sign: '7S' },
  { type: 'play', card: 'bomb', target: 'Bob' },
  { type: 'discard', count: 1 },
  { type: 'end-turn' },
]);

describe('Armed & Dangerous draw!s and what a card took', () => {
  test("the Bomb's draw!: ♣ costs 2 Load tokens, ♦ passes it on", () => {
    const lose = lineOf(bombDue, { type: 'reveal', sign: '3C' });
    expect(lose.en).toBe("Bob's Bomb: 3♣ — loses 2 Load tokens");
    expect(lose.cs).toBe('Bomba hráče Bob: 3♣ — ztrácí 2 žetony nábojů');
    expect(lose.zhHant).toBe('Bob 的 定時炸彈：3♣——失去 2 個裝填標記');
    expect(lineOf(bombDue, { type: 'reveal', sign: '3D' }).en).toBe(
      "Bob's Bomb: 3♦ — passed on to another player",
    );
  });

  test("Julie Cutter's draw! names whom she shoots back at", () => {
    const hurt = play(bombDue, [
      { type: 'reveal', sign: '3C' },
      { type: 'draw' },
      { type: 'play', card: 'bang', target: 'Cid' },
      { type: 'pass', player: 'Cid' },
    ]);
    const line = lineOf(hurt, { type: 'reveal', sign: 'QD' });
    expect(line.en).toBe('Cid (Julie Cutter): Q♦ — shoots back at Bob');
    expect(line.cs).toBe('Cid (Julie Cutter): Q♦ — střílí zpět na hráče Bob');
    expect(line.zhHant).toBe('Cid（茱莉·卡特）：Q♦——向 Bob 開槍還擊');
    expect(line.zhHans).toBe('Cid（朱莉·卡特）：Q♦——向 Bob 开枪还击');
    expect(lineOf(hurt, { type: 'reveal', sign: 'QS' }).en).toBe('Cid (Julie Cutter): Q♠ — no shot back');
  });

  test('Panic! says the card it took and its Load tokens going back; Cat Balou what it discarded', () => {
    const armedBob = play(bombDue, [
      { type: 'reveal', sign: '3C' },
      { type: 'draw' },
      { type: 'play', card: 'double-barrel' },
      { type: 'discard', count: 1, load: 'double-barrel' },
      { type: 'end-turn' },
      { type: 'draw' },
      { type: 'discard', count: 2 },
      { type: 'end-turn' },
      { type: 'draw' },
      { type: 'discard', count: 2 },
      { type: 'end-turn' },
      { type: 'draw', sign: '2S' },
    ]);
    const panic = lineOf(armedBob, {
      type: 'play',
      card: 'panic',
      target: 'Bob',
      targetCard: 'double-barrel',
    });
    expect(panic.en).toBe(
      "Ann plays Panic! on Bob — takes Bob's Double Barrel (4 Load tokens back to the supply)",
    );
    expect(panic.cs).toBe(
      'Ann hraje Panic! na hráče Bob — bere Dvouhlavňovku hráče Bob (4 žetony nábojů zpět do zásoby)',
    );
    expect(panic.zhHant).toBe('Ann 對 Bob 打出 驚慌——拿走 Bob 的 雙管槍（4 個裝填標記回到供應區）');
    expect(panic.zhHans).toBe('Ann 对 Bob 打出 恐慌——拿走 Bob 的 双管枪（4 个装填标记回到供应区）');
    const balou = lineOf(armedBob, { type: 'play', card: 'cat-balou', target: 'Dee' });
    expect(balou.en).toBe("Ann plays Cat Balou on Dee — discards a card from Dee's hand");
    expect(balou.cs).toBe('Ann hraje Cat Balou na hráče Dee — odhazuje kartu z ruky hráče Dee');
    expect(balou.zhHant).toBe('Ann 對 Dee 打出 凱特·巴洛——棄掉 Dee 的一張手牌');
  });
});

describe('rewards, penalties and a lost Duel', () => {
  const shooter = play(dynamiteDue, [{ type: 'reveal', sign: 'KH' }, { type: 'draw' }]);

  test('a lost Duel reads as lost', () => {
    const duel = play(shooter, [{ type: 'play', card: 'duel', target: 'Bob' }]);
    const line = lineOf(duel, { type: 'pass', player: 'Bob' });
    expect(line.en).toBe('Bob loses the Duel');
    expect(line.cs).toBe('Bob prohrává Duel');
    expect(line.zhHant).toBe('Bob 輸掉 決鬥');
    expect(line.zhHans).toBe('Bob 输掉 决斗');
  });

  test('killing an Outlaw: the killer draws 3 for the Outlaw', () => {
    const dying = play(shooter, [
      { type: 'set', player: 'Dee', life: 1 },
      { type: 'play', card: 'bang', target: 'Dee' },
      { type: 'pass', player: 'Dee' },
    ]);
    const line = lineOf(dying, { type: 'pass', player: 'Dee' });
    expect(line.en).toBe('Dee is out — Ann draws 3 for the Outlaw');
    expect(line.cs).toBe('Dee je ze hry venku — Ann líže 3 karty jako odměnu (Zločinec)');
    expect(line.zhHant).toBe('Dee 出局——Ann 擊殺歹徒，摸 3 張牌');
    expect(line.zhHans).toBe('Dee 出局——Ann 击杀歹徒，摸 3 张牌');
  });

  test('the Sheriff who kills a Deputy discards everything', () => {
    const deputy = base([
      { name: 'Ann', character: 'willy-the-kid', role: 'sheriff' },
      { name: 'Bob', character: 'sid-ketchum', role: 'deputy' },
      { name: 'Cid', character: 'sid-ketchum' },
      { name: 'Dee', character: 'sid-ketchum' },
    ]);
    const dying = play(deputy, [
      { type: 'draw' },
      { type: 'set', player: 'Bob', life: 1 },
      { type: 'play', card: 'bang', target: 'Bob' },
      { type: 'pass', player: 'Bob' },
    ]);
    const line = lineOf(dying, { type: 'pass', player: 'Bob' });
    expect(line.en).toBe('Bob is out — Ann killed a Deputy: discards every card in hand and in play');
    expect(line.cs).toBe(
      'Bob je ze hry venku — Šerif Ann zabil(a) hráče v roli Pomocník: odhazuje všechny karty z ruky i ze hry',
    );
    expect(line.zhHant).toMatch(/^Bob 出局——警長 Ann 殺了/);
  });
});

describe('lines stored before draw!s were said in full', () => {
  test('an old draw! line still reads, with its suit as a sign', () => {
    const old: LogPart[] = [{ code: 'reveal', signs: 'QH' }];
    expect(sayParts(old)).toBe('draw!: Q♥');
    expect(sayLine(old, 'cs')).toBe('Líznout!: Q♥');
    expect(sayLine(old, 'zhHant')).toBe('判定：Q♥');
    expect(sayLine([{ code: 'reveal', signs: '5S QH' }], 'zhHans')).toBe('判定：5♠ Q♥');
  });

  test('a draw! whose meaning was not kept says success or failure', () => {
    const part: LogPart = {
      code: 'drew',
      player: 'Bob',
      source: 'barrel',
      kind: 'card',
      signs: ['QH'],
      sign: 'QH',
      good: true,
    };
    expect(sayParts([part])).toBe("Bob's Barrel: Q♥ — succeeds");
    expect(sayLine([part], 'cs')).toBe('Barrel hráče Bob: Q♥ — vychází');
  });

  test('no line says a suit as a letter', () => {
    for (const entry of [
      { type: 'reveal', sign: '5S' },
      { type: 'reveal', sign: 'QH' },
    ] as Entry[]) {
      const line = lineOf(jailed, entry);
      for (const said of [line.en, line.cs, line.zhHant, line.zhHans])
        expect(said).not.toMatch(/\b(10|[2-9JQKA])[SHDC]\b/);
    }
  });
});

describe('Chinese names', () => {
  test('use the middle dot, never the life pip', () => {
    const all = [...catalogue.cards, ...catalogue.characters];
    const dotted = all.filter((c) => c.name.zhHant.includes('·'));
    expect(dotted.map((c) => c.id)).toContain('bart-cassidy');
    expect(catalogue.character('bart-cassidy')?.name.zhHant).toBe('巴特·卡西迪');
    expect(all.filter((c) => /●/.test(c.name.zhHant + c.name.zhHans)).map((c) => c.id)).toEqual([]);
  });
});

describe("A Fistful of Cards' draw!s", () => {
  /** The Sheriff's second turn with `event` turned up. */
  const withEvent = (event: string): State =>
    play(
      base(
        [
          { name: 'Ann', character: 'willy-the-kid', role: 'sheriff' },
          { name: 'Bob', character: 'sid-ketchum' },
          { name: 'Cid', character: 'sid-ketchum' },
          { name: 'Dee', character: 'sid-ketchum' },
        ],
        { events: 'fistful-of-cards' },
      ),
      [
        ...[1, 2, 3, 4].flatMap((): Entry[] => [
          { type: 'draw' },
          { type: 'discard', count: 2 },
          { type: 'end-turn' },
        ]),
        { type: 'reveal-event', card: event },
      ],
    );

  test('Vendetta: a heart plays another turn', () => {
    const due = play(withEvent('vendetta'), [
      { type: 'draw' },
      { type: 'discard', count: 2 },
      { type: 'end-turn' },
    ]);
    const again = lineOf(due, { type: 'reveal', sign: 'QH' });
    expect(again.en).toBe('Ann (Vendetta): Q♥ — plays another turn');
    expect(again.cs).toMatch(/^Ann \(.+\): Q♥ — hraje ještě jeden tah$/);
    expect(again.zhHant).toMatch(/^Ann（.+）：Q♥——再進行一個回合$/);
    expect(lineOf(due, { type: 'reveal', sign: 'QS' }).en).toBe('Ann (Vendetta): Q♠ — no extra turn');
  });

  test('Peyote guessed and shown in one entry says whether the guess was right', () => {
    const line = lineOf(withEvent('peyote'), {
      type: 'use',
      player: 'Ann',
      event: 'peyote',
      guess: 'red',
      sign: 'QD',
    });
    expect(line.en).toBe('Ann uses Peyote: red (Q♦) — right: keeps it');
    expect(line.zhHant).toMatch(/\(Q♦\)——猜對：留下這張牌$/);
  });

  test('Peyote: the guess right or wrong', () => {
    const guessed = play(withEvent('peyote'), [
      { type: 'use', player: 'Ann', event: 'peyote', guess: 'red' },
    ]);
    expect(lineOf(guessed, { type: 'reveal', sign: 'QD' }).en).toBe('Ann (Peyote): Q♦ — right: keeps it');
    const wrong = lineOf(guessed, { type: 'reveal', sign: 'QC' });
    expect(wrong.en).toBe('Ann (Peyote): Q♣ — wrong: it is discarded');
    expect(wrong.zhHans).toMatch(/^Ann（.+）：Q♣——猜错：这张牌被弃掉$/);
  });
});

describe('a card whose life cannot come back', () => {
  const four = base([
    { name: 'Ann', character: 'willy-the-kid', role: 'sheriff' },
    { name: 'Bob', character: 'sid-ketchum' },
    { name: 'Cid', character: 'lucky-duke' },
    { name: 'Dee', character: 'jourdonnais' },
  ]);

  test('a Beer at full life is played, and the line says it had no effect and why', () => {
    const line = lineOf(play(four, [{ type: 'draw' }]), { type: 'play', card: 'beer' });
    expect(line.en).toBe('Ann plays Beer — no effect: Ann already has 5 of 5 life');
    expect(line.cs).toMatch(/ — bez účinku: Ann už má 5 z 5 životů$/);
    expect(line.zhHant).toMatch(/——沒有效果：Ann 已經有 5\/5 點生命$/);
    expect(line.zhHans).toMatch(/——没有效果：Ann 已经有 5\/5 点生命$/);
  });

  test('a Beer with two players left is played without effect, even below full life', () => {
    const two = play(
      base([
        { name: 'Ann', character: 'willy-the-kid', role: 'outlaw' },
        { name: 'Bob', character: 'sid-ketchum', role: 'renegade' },
      ]),
      [{ type: 'set', player: 'Ann', life: 2 }, { type: 'draw' }],
    );
    const r = step(two, { type: 'play', card: 'beer' });
    expect(r.accepted).toBe(true);
    expect(r.flags).toEqual([]);
    expect(r.state.players[0]?.life).toBe(2);
    const line = lineOf(two, { type: 'play', card: 'beer' });
    expect(line.en).toBe('Ann plays Beer — no effect: only two players are left');
    expect(line.cs).toMatch(/ — bez účinku: zbývají jen dva hráči$/);
    expect(line.zhHans).toMatch(/——没有效果：只剩两名玩家$/);
  });

  test('a Beer below full life heals and says nothing more', () => {
    const hurt = play(four, [{ type: 'set', player: 'Ann', life: 3 }, { type: 'draw' }]);
    const r = step(hurt, { type: 'play', card: 'beer' });
    expect(r.state.players[0]?.life).toBe(4);
    expect(lineOf(hurt, { type: 'play', card: 'beer' }).en).toBe('Ann plays Beer');
  });
});
