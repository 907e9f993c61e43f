// 繁體中文：每個旗標的句子。卡牌與角色名稱取自目錄。
import type { FlagWords } from './words.ts';

export const zhHant: FlagWords = {
  colt: '柯爾特.45',
  character: '角色',
  underHouseRule: (s, r) => `${s}（家規：${r}）`,
  prompts: {
    dying: '致命傷害',
    'reveal-role': '公開身分',
    'draw-check': '判定',
    'reveal-event': '事件牌',
    'may-ignore': '可忽略的牌',
  },
  flags: {
    'out-of-turn': (p) => `現在是 ${p.current} 的回合，不是 ${p.player} 的`,
    'draw-first': (p) => `${p.player} 還沒摸牌（先進行第 1 階段）`,
    'already-drawn': (p) => `${p.player} 這回合已經摸過牌了`,
    'phase-over': (p) => `${p.player} 正在棄牌（第 3 階段）：這回合不能再出牌`,
    'no-draw': (p) => `${p.player} 沒有摸牌（第 1 階段）就結束回合`,
    'hand-limit': (p) => `${p.player} 有 ${p.life} 點生命卻持有 ${p.hand} 張手牌：請先棄 ${p.excess} 張`,
    'discard-empty': (p) => `棄牌堆是空的（洗牌後還沒有人棄牌）：${p.player} 兩張牌都從牌堆摸`,
    'empty-hand': (p) => `Marshal 記錄 ${p.player} 手上有 ${p.hand} 張牌（需要 ${p.needed} 張）`,
    'out-of-range': (p) => `${p.target} 在距離 ${p.distance}；${p.player} 的 ${p.weapon} 射程只有 ${p.reach}`,
    'bang-limit': (p) =>
      `${p.player} 這回合已經出了 ${p.bangs} 張砰！（沒有連發槍或威利小子時上限 ${p.limit} 張）`,
    'duplicate-in-play': (p) => `${p.player} 面前已經有 ${p.card}`,
    'beer-max-life': (p) => `${p.player} 有 ${p.life}/${p.maxLife} 點生命：啤酒不能超過上限`,
    'beer-two-left': () => `只剩兩名玩家：啤酒沒有效果`,
    'beer-not-lethal': (p) => `${p.player} 並未受到致命傷害：回合外只能為了保命出啤酒`,
    'nothing-to-cancel': (p) => `沒有人瞄準 ${p.player}：${p.card} 是用來回應射擊的`,
    'answer-pending': (p) => `遊戲正在等 ${p.waiting} 回應 ${p.prompt}`,
    'not-prompted': (p) => `${p.player} 不需要回應任何事；遊戲正在等 ${p.waiting}`,
    'no-prompt': (p) => `${p.player} 沒有需要回應的事`,
    'wrong-answer': (p) => `${p.card} 不能回應 ${p.prompt}`,
    'needs-target': (p) => `${p.card} 需要指定一名目標玩家`,
    'self-target': (p) => `${p.player} 不能對自己使用 ${p.card}`,
    'dead-target': (p) => `${p.target} 已經出局`,
    'dead-player': (p) => `${p.player} 已經出局`,
    'no-copy-left': (p) => {
      const pile = '自上次洗牌以來在棄牌堆中';
      const one = p.inPlay > 0 ? `在 ${p.holder} 面前` : pile;
      if (p.sign !== null && p.copies === 1) return `${p.card} ${p.sign}：這張牌${one}`;
      if (p.copies === 1)
        return p.inPlay > 0 ? `${p.card}：遊戲中只有 1 張，它${one}` : `${p.card}：唯一的一張${pile}`;
      const what = p.sign === null ? p.card : `${p.card} ${p.sign}`;
      const who = p.inPlay > 0 ? `（其中一張在 ${p.holder} 面前）` : '';
      return `${what}：遊戲中共有 ${p.copies} 張，${p.inPlay} 張在場上${who}，${p.onPile} 張${pile}`;
    },
    'no-such-card': (p) => `牌庫裡沒有 ${p.card} ${p.sign}（它的花色點數：${p.signs}）`,
    'role-conflict': (p) => `已知 ${p.player} 的身分是 ${p.known}`,
    'role-count': (p) => `${p.players} 人遊戲中 ${p.role} 有 ${p.allowed} 名；已公開 ${p.revealed} 名`,
    'role-needed': (p) => `${p.player} 出局：身分牌要翻開（請輸入）`,
    'not-refereed': (p) => `Marshal 尚未裁判 ${p.what}：請在桌上處理，再修正生命或手牌`,
    'game-over': () => `遊戲已經結束`,
    'panic-distance': (p) => `${p.target} 在距離 ${p.distance}；驚慌只能對距離 1 使用（武器不計）`,
    'draw-ability': (p) =>
      `${p.player} 從牌庫摸牌：只有傑西·瓊斯能從手牌摸、派德羅·拉米雷茲能從棄牌堆摸、黑傑克要亮出一張牌`,
    'life-full': (p) => `${p.player} 已經有 ${p.life}/${p.maxLife} 點生命`,
    'not-usable': (p) => `${p.what} 不是玩家主動使用的：它自動生效`,
    'must-pick': (p) => `${p.player} 要從雜貨店拿一張牌（請輸入哪一張）`,
    'draw-needed': (p) => `${p.player} 要為「抽牌判定！」翻一張牌（請輸入花色點數）`,
    'no-draw-pending': () => `目前沒有等待翻牌的「抽牌判定！」`,
    'draw-count': (p) => `${p.player} 的抽牌判定要翻 ${p.flips} 張，不是 ${p.given} 張`,
    'pick-not-flipped': (p) => `${p.pick} 不是翻開的牌之一（${p.signs}）`,
    'not-in-play': (p) => `${p.player} 面前沒有 ${p.card}`,
    'not-your-ability': (p) => `${p.player} 不是 ${p.ability}`,
    'already-used': (p) => `${p.player} 已經對這次射擊用過 ${p.source}`,
    'not-in-game': (p) => `${p.card} 屬於擴充 ${p.expansion}，本局沒有使用`,
    'extra-card': (p) =>
      `${p.card} 需要再從手牌棄 ${p.cost} 張；Marshal 算出 ${p.player} 手上有 ${p.hand} 張`,
    'green-too-soon': (p) => `${p.player} 在這回合才放出 ${p.card}：綠牌要等之後的回合才能使用`,
    'green-own-turn': (p) =>
      `${p.card} 只能在 ${p.player} 自己的回合使用：只有帶失手符號的綠牌能在回合外使用`,
    immune: (p) => `${p.target} 是阿帕契小子：方塊的 ${p.card} 對他無效`,
    silenced: (p) => `現在是 ${p.by} 的回合（貝兒·史塔）：${p.player} 的 ${p.card} 無效`,
    'last-life': (p) => `${p.player} 只有 ${p.life} 點生命：${p.ability} 不能失去最後一點`,
    'not-blue': (p) => `${p.card} 不是藍牌：${p.ability} 要棄一張藍牌`,
    'ability-limit': (p) => `${p.player} 這回合已經用了 ${p.ability} ${p.times} 次（上限 ${p.limit}）`,
    'event-no-beer': (p) => `${p.event} 生效中：不能打出啤酒`,
    'event-no-bang': (p) => `${p.event} 生效中：${p.player} 在自己的回合不能使用「砰！」`,
    'event-no-placing': (p) => `${p.event} 生效中：任何人都不能在玩家面前放置 ${p.card} 或其他牌`,
    'event-no-in-play': (p) => `${p.event} 生效中：${p.player} 的 ${p.card} 沒有效果`,
    'event-no-ability': (p) => `${p.event} 生效中：${p.player} 沒有角色能力（${p.ability}）`,
    'event-not-up': (p) => `${p.event} 不是目前生效的事件（目前：${p.current}）`,
    'no-reveal-due': (p) => `現在不翻事件牌：警長在自己回合開始時翻開（${p.player}）`,
    'event-seen': (p) => `${p.event} 已在第 ${p.turn} 回合翻開過：每張事件牌只會翻開一次`,
    'finale-early': (p) => `${p.event} 是事件牌堆的最後一張；還有 ${p.left} 張未翻開`,
    'event-needs-suit': (p) => `${p.event} 生效中：${p.player} 摸牌後指定一種花色，本回合只能打出該花色的牌`,
    'event-wrong-suit': (p) =>
      `${p.event} 生效中：${p.player} 指定了 ${p.suit}；${p.card} ${p.sign} 不是這個花色`,
    'event-needs-card': (p) => `${p.event} 要指定 ${p.target} 面前場上的一張牌：是哪一張？`,
    'event-show-card': (p) => `${p.event} 生效中：${p.player} 要亮出摸到的第二張牌（輸入是哪一張）`,
    'event-must-play': (p) =>
      `${p.event} 生效中：${p.player} 亮出了 ${p.card} 卻沒有打出；能打就必須打（能不能打由牌桌判斷）`,
    'event-needs-character': (p) => `${p.event}：輸入 ${p.player} 換上的角色（開局時發的另一張角色牌）`,
    'event-same-character': (p) => `${p.player} 已經是 ${p.character}：${p.event} 是換成另一張角色牌`,
    'event-character-taken': (p) =>
      `${p.holder} 正在使用 ${p.character}：${p.event} 換上的是開局時發的另一張角色牌`,
    'event-needs-guess': (p) => `${p.event}：${p.player} 先猜紅或黑，再亮牌`,
    'event-instead-of-drawing': (p) => `${p.event} 生效中：${p.player} 不摸牌，而是猜紅或黑`,
    'jail-on-sheriff': (p) => `${p.target} 是警長：監獄不能對警長使用`,
    'supply-short': (p) => `公共區只有 ${p.supply} 個裝填標記：${p.card} 進場需要 3 個`,
    'token-source': (p) => `${p.player} 場上沒有 ${p.source}：標記只能放在自己的危險牌和角色上`,
    'too-few-tokens': (p) => `${p.player} 的 ${p.source} 只有 ${p.tokens} 個標記；需要 ${p.cost} 個`,
    'tokens-out-of-turn': (p) => `${p.player} 在別人的回合支付標記：只有明言可以的能力才行`,
    'no-reload': (p) =>
      p.card === null
        ? `這局沒有使用 Armed & Dangerous：棄牌不能放標記`
        : `${p.card} 不是藍牌：打出它不能放標記`,
    'too-many-loads': (p) => `${p.player} 放了 ${p.given} 個標記；只能放 ${p.allowed} 個`,
    'voluntary-discard': (p) =>
      `${p.player} 棄了 ${p.count} 張牌，但只需棄 ${p.excess} 張：第 3 階段不能自願棄牌`,
    'spend-unused': (p) => `${p.card} 沒有需要用標記支付的東西`,
    'upgrade-cost': (p) => `${p.card} 每次升級需要 ${p.cost} 個標記；${p.paid} 不是整數次升級`,
    'weapon-needs-bang': (p) => `${p.weapon} 的能力只配合真正的「砰！」，不能配合 ${p.card}`,
    'weapon-cost': (p) => `${p.weapon} 的能力需從武器本身支付 ${p.cost} 個標記；實付 ${p.paid}`,
    'cannot-cancel': (p) =>
      `配合雙管槍打出的 ♦ 砰！無法被抵銷：${p.player} 的 ${p.card} 沒有作用，只能承受傷害`,
    'double-barrel-suit': (p) => `雙管槍只讓方塊的「砰！」無法抵消；這張是 ${p.sign}`,
    'big-fifty': (p) => `大五十：${p.card} 對這次射向 ${p.player} 的「砰！」無效`,
    'bomb-pass': (p) => `${p.player} 要把炸彈交給自己選的另一位玩家（${p.target} 不行）`,
    'not-out-of-turn': (p) => `${p.card} 只能在持有者自己的回合使用，現在是 ${p.current} 的回合`,
    'no-draw-done': (p) => `沒有可重做的判定：${p.card} 要在判定等待翻牌時使用，或在剛輸入那張牌之後使用`,
    'once-a-turn': (p) => `${p.player} 這回合已經用過 ${p.card}`,
    'upgrade-once': (p) => `${p.card} 的升級只能買一次：付了 ${p.paid} 個標記，只需 ${p.cost} 個`,
    'upgrade-targets': (p) => `${p.card} 指向 ${p.targets} 位玩家；所付的標記只給 ${p.allowed} 個目標`,
    'same-target': (p) => `${p.card} 不只一次指向 ${p.target}：所有目標必須是不同的玩家`,
    'no-such-player': (p) => `這局沒有叫 ${p.target} 的玩家`,
    'ability-cost': (p) => `${p.ability} 需要 ${p.cost} 個標記；實付 ${p.paid}`,
    'one-spot': (p) => `${p.ability} 要把兩個標記放在同一張牌或角色上，不能放在 ${p.spots}`,
    'cards-only': (p) => `${p.ability} 只能把角色上的標記移到危險牌上，不能移回角色`,
    'nothing-to-draw-on': (p) => `這回合沒有其他玩家打出 ${p.player} 尚未為之摸牌的藍牌或橙牌`,
    'abigail-card': (p) =>
      `艾比蓋兒女士只能無視只指向她、點數為 J、Q、K 或 A 的棕牌，不能無視這張 ${p.card}${p.sign === null ? '' : `（${p.sign}）`}`,
    'hand-only': (p) => `${p.card} 只拿手牌，不能拿場上的牌`,
    'in-play-only': (p) => `${p.card} 只針對場上的牌，不能拿手牌`,
    'tokens-not-in-game': (p) => `本局沒有使用 Armed & Dangerous：${p.player} 沒有可修正的裝填標記`,
    'tokens-cap': (p) => `${p.player} 的 ${p.spot} 不能放 ${p.tokens} 個裝填標記：最多 ${p.cap} 個`,
    'tokens-supply': (p) =>
      `${p.player} 的 ${p.spot} 有 ${p.has} 個：要到 ${p.tokens} 個需從公共區拿 ${p.needed} 個，但公共區只有 ${p.supply} 個（共 32 個）`,
    'show-not-due': () => '狂野西部秀牌堆只在打出驛馬車或威爾斯·法歌後才翻開',
    'too-few-played': (p) =>
      `${p.player} 本回合打出了 ${p.played} 張牌：${p.event} 使他失去 1 點生命（需要 3 張）`,
    'ordered-card': (p) => `${p.player} 被命令打出 ${p.ordered}，不是 ${p.card}`,
    'swaps-in-a-row': (p) =>
      `${p.player} 這次交換將是連續第 ${p.swaps} 次：最多 ${p.cap} 次，每名存活玩家一次`,
    'two-left-no-swap': (p) => `只剩兩名玩家：${p.player} 不能交換座位`,
    'bang-only-missed': (p) => `${p.event}：「砰！」只能當作「失手！」回應（${p.player}）`,
    'needs-order': (p) => `${p.player} 的命令須指明玩家和他必須打出的牌`,
    'nothing-to-repeat': (p) => `${p.player} 剛才沒有打出可重複的棕色牌（每張只能重複一次）`,
    'never-missed': (p) => `${p.player}（${p.character}）永遠不能打出「失手！」`,
    'borrow-two': (p) => `${p.player} 要從未使用的角色中抽 2 張不同的角色`,
    'borrow-unknown': (p) => `${p.player} 說的角色不在目錄中`,
    'borrow-not-free': (p) => `${p.player} 不能抽 ${p.character}：它不在未使用的角色中（他自己的或桌上的）`,
    'cannot-play-as': (p) =>
      `${p.player} 不能把 ${p.card} 當作 ${p.as} 打出：現在沒有場上的牌、能力或事件允許`,
    'not-eliminated': (p) => `${p.target} 還活著：鬼魂只能放在已出局的玩家面前`,
    'fanning-second-missing': (p) => `扇射的第二槍必須打 ${p.target}，即距離 ${p.first} 為 1 的玩家`,
    'fanning-second-far': (p) =>
      `扇射的第二槍要打距離 ${p.first} 為 1 的玩家：${p.target} 的距離是 ${p.distance}`,
    'aim-needs-bang': (p) => `瞄準要和一張 BANG! 牌一起打出，不能和 ${p.card} 一起`,
    'bandidos-discard': (p) =>
      `土匪幫：${p.player} 應棄 ${p.needed} 張（2 張，只有 1 張則棄 1 張），不是 ${p.count} 張`,
    'escape-brown-only': (p) => `逃脫只能回應 BANG! 以外的棕色牌，不能回應 ${p.card}`,
    'escape-not-next': (p) =>
      `${p.player} 的 ${p.card} 太遲了：對不要求回應的牌（驚慌、凱特·巴洛）必須是緊接著的下一條記錄`,
    'black-flower-clubs': (p) =>
      p.sign === null
        ? '黑花的額外 BANG! 必須是梅花牌：請輸入牌的花色點數'
        : `黑花的額外 BANG! 必須是梅花牌，不是 ${p.sign}`,
    'evelyn-targets': (p) => `伊芙琳·希邦放棄摸牌最多射擊 2 名不同的玩家，不是 ${p.count} 名`,
    'no-beer-played': (p) => `${p.player} 只能在其他玩家打出啤酒後立即用檸檬水吉姆的能力回復生命`,
    // Gold Rush.
    'not-enough-nuggets': (p) => `${p.player} 有 ${p.nuggets} 塊金塊；${p.card} 要 ${p.cost} 塊`,
    'duplicate-equipment': (p) => `${p.player} 面前已經有 ${p.card}`,
    'used-twice': (p) => `${p.what} 本回合已經用了 ${p.limit} 次（${p.player}：最多 ${p.limit} 次）`,
    'buy-phase': (p) => `只能在自己回合的第 2 階段購買（${p.player}）`,
    'not-in-shop': (p) => `${p.card} 不在商店翻開的牌中`,
    'wrong-cost': (p) => `${p.card} 要 ${p.cost} 塊金塊，不是 ${p.paid} 塊`,
    'not-in-equipment-deck': (p) => `裝備牌堆裡已經沒有 ${p.card}`,
    'shop-full': () => `商店已經有 3 張牌，沒有空位`,
    'own-equipment': (p) => `${p.player} 不能付錢棄掉自己的 ${p.card}：只能棄別人的`,
    'not-in-front': (p) => `${p.player} 面前沒有 ${p.card}`,
    'equipment-immune': (p) => `${p.card} 是裝備：${p.by} 不能拿走或棄掉它（只能付費用 + 1 移除）`,
    'sell-not-beer': (p) => `只有啤酒牌能換金塊，${p.card} 不行`,
    'judge-no-black': (p) => `${p.event}：不能把牌放到玩家面前，所以不能買 ${p.card}`,
    'needs-choice': (p) => `${p.card}：請說明當作哪張牌使用`,
    'deck-top': (p) => `依 Marshal 的洗牌，裝備牌堆頂是 ${p.top}，不是 ${p.card}`,
    'equipment-from-hand': (p) => `${p.card} 是裝備：只能從商店購買，不能從手牌打出`,
  },
};
