// 简体中文：每个旗标的句子。卡牌与角色名称取自目录。
import type { FlagWords } from './words.ts';

export const zhHans: FlagWords = {
  colt: '柯尔特.45',
  character: '角色',
  underHouseRule: (s, r) => `${s}（家规：${r}）`,
  prompts: {
    dying: '致命伤害',
    'reveal-role': '公开身份',
    'draw-check': '判定',
    'reveal-event': '事件牌',
    'may-ignore': '可忽略的牌',
  },
  flags: {
    'out-of-turn': (p) => `现在是 ${p.current} 的回合，不是 ${p.player} 的`,
    'draw-first': (p) => `${p.player} 还没摸牌（先进行第 1 阶段）`,
    'already-drawn': (p) => `${p.player} 这回合已经摸过牌了`,
    'phase-over': (p) => `${p.player} 正在弃牌（第 3 阶段）：这回合不能再出牌`,
    'no-draw': (p) => `${p.player} 没有摸牌（第 1 阶段）就结束回合`,
    'hand-limit': (p) => `${p.player} 有 ${p.life} 点生命却持有 ${p.hand} 张手牌：请先弃 ${p.excess} 张`,
    'discard-empty': (p) => `弃牌堆是空的（洗牌后还没有人弃牌）：${p.player} 两张牌都从牌堆摸`,
    'empty-hand': (p) => `Marshal 记录 ${p.player} 手上有 ${p.hand} 张牌（需要 ${p.needed} 张）`,
    'out-of-range': (p) => `${p.target} 在距离 ${p.distance}；${p.player} 的 ${p.weapon} 射程只有 ${p.reach}`,
    'bang-limit': (p) =>
      `${p.player} 这回合已经出了 ${p.bangs} 张 BANG！（没有霰弹枪或威利小子时上限 ${p.limit} 张）`,
    'duplicate-in-play': (p) => `${p.player} 面前已经有 ${p.card}`,
    'beer-max-life': (p) => `${p.player} 有 ${p.life}/${p.maxLife} 点生命：啤酒不能超过上限`,
    'beer-two-left': () => `只剩两名玩家：啤酒没有效果`,
    'beer-not-lethal': (p) => `${p.player} 并未受到致命伤害：回合外只能为了保命出啤酒`,
    'nothing-to-cancel': (p) => `没有人瞄准 ${p.player}：${p.card} 是用来回应射击的`,
    'answer-pending': (p) => `游戏正在等 ${p.waiting} 回应 ${p.prompt}`,
    'not-prompted': (p) => `${p.player} 不需要回应任何事；游戏正在等 ${p.waiting}`,
    'no-prompt': (p) => `${p.player} 没有需要回应的事`,
    'wrong-answer': (p) => `${p.card} 不能回应 ${p.prompt}`,
    'needs-target': (p) => `${p.card} 需要指定一名目标玩家`,
    'self-target': (p) => `${p.player} 不能对自己使用 ${p.card}`,
    'dead-target': (p) => `${p.target} 已经出局`,
    'dead-player': (p) => `${p.player} 已经出局`,
    'no-copy-left': (p) => {
      const pile = '自上次洗牌以来在弃牌堆中';
      const one = p.inPlay > 0 ? `在 ${p.holder} 面前` : pile;
      if (p.sign !== null && p.copies === 1) return `${p.card} ${p.sign}：这张牌${one}`;
      if (p.copies === 1)
        return p.inPlay > 0 ? `${p.card}：游戏中只有 1 张，它${one}` : `${p.card}：唯一的一张${pile}`;
      const what = p.sign === null ? p.card : `${p.card} ${p.sign}`;
      const who = p.inPlay > 0 ? `（其中一张在 ${p.holder} 面前）` : '';
      return `${what}：游戏中共有 ${p.copies} 张，${p.inPlay} 张在场上${who}，${p.onPile} 张${pile}`;
    },
    'no-such-card': (p) => `牌堆里没有 ${p.card} ${p.sign}（它的花色点数：${p.signs}）`,
    'role-conflict': (p) => `已知 ${p.player} 的身份是 ${p.known}`,
    'role-count': (p) => `${p.players} 人游戏中 ${p.role} 有 ${p.allowed} 名；已公开 ${p.revealed} 名`,
    'role-needed': (p) => `${p.player} 出局：身份牌要翻开（请输入）`,
    'not-refereed': (p) => `Marshal 尚未裁判 ${p.what}：请在桌上处理，再修正生命或手牌`,
    'game-over': () => `游戏已经结束`,
    'panic-distance': (p) => `${p.target} 在距离 ${p.distance}；恐慌只能对距离 1 使用（武器不计）`,
    'draw-ability': (p) =>
      `${p.player} 从牌堆摸牌：只有杰西·琼斯能从手牌摸、派德罗·拉米雷兹能从弃牌堆摸、黑杰克要亮出一张牌`,
    'life-full': (p) => `${p.player} 已经有 ${p.life}/${p.maxLife} 点生命`,
    'not-usable': (p) => `${p.what} 不是玩家主动使用的：它自动生效`,
    'must-pick': (p) => `${p.player} 要从商店拿一张牌（请输入哪一张）`,
    'draw-needed': (p) => `${p.player} 要为“判定！”翻一张牌（请输入花色点数）`,
    'no-draw-pending': () => `目前没有等待翻牌的“判定！”`,
    'draw-count': (p) => `${p.player} 的判定要翻 ${p.flips} 张，不是 ${p.given} 张`,
    'pick-not-flipped': (p) => `${p.pick} 不是翻开的牌之一（${p.signs}）`,
    'not-in-play': (p) => `${p.player} 面前没有 ${p.card}`,
    'not-your-ability': (p) => `${p.player} 不是 ${p.ability}`,
    'already-used': (p) => `${p.player} 已经对这次射击用过 ${p.source}`,
    'not-in-game': (p) => `${p.card} 属于扩展 ${p.expansion}，本局没有使用`,
    'extra-card': (p) =>
      `${p.card} 需要再从手牌弃 ${p.cost} 张；Marshal 算出 ${p.player} 手上有 ${p.hand} 张`,
    'green-too-soon': (p) => `${p.player} 在这回合才放出 ${p.card}：绿牌要等之后的回合才能使用`,
    'green-own-turn': (p) =>
      `${p.card} 只能在 ${p.player} 自己的回合使用：只有带闪避符号的绿牌能在回合外使用`,
    immune: (p) => `${p.target} 是阿帕奇小子：方块的 ${p.card} 对他无效`,
    silenced: (p) => `现在是 ${p.by} 的回合（贝儿·斯塔）：${p.player} 的 ${p.card} 无效`,
    'last-life': (p) => `${p.player} 只有 ${p.life} 点生命：${p.ability} 不能失去最后一点`,
    'not-blue': (p) => `${p.card} 不是蓝牌：${p.ability} 要弃一张蓝牌`,
    'ability-limit': (p) => `${p.player} 这回合已经用了 ${p.ability} ${p.times} 次（上限 ${p.limit}）`,
    'event-no-beer': (p) => `${p.event} 生效中：不能打出啤酒`,
    'event-no-bang': (p) => `${p.event} 生效中：${p.player} 在自己的回合不能使用“砰！”`,
    'event-no-placing': (p) => `${p.event} 生效中：任何人都不能在玩家面前放置 ${p.card} 或其他牌`,
    'event-no-in-play': (p) => `${p.event} 生效中：${p.player} 的 ${p.card} 没有效果`,
    'event-no-ability': (p) => `${p.event} 生效中：${p.player} 没有角色能力（${p.ability}）`,
    'event-not-up': (p) => `${p.event} 不是当前生效的事件（当前：${p.current}）`,
    'no-reveal-due': (p) => `现在不翻事件牌：警长在自己回合开始时翻开（${p.player}）`,
    'event-seen': (p) => `${p.event} 已在第 ${p.turn} 回合翻开过：每张事件牌只会翻开一次`,
    'finale-early': (p) => `${p.event} 是事件牌堆的最后一张；还有 ${p.left} 张未翻开`,
    'event-needs-suit': (p) => `${p.event} 生效中：${p.player} 摸牌后指定一种花色，本回合只能打出该花色的牌`,
    'event-wrong-suit': (p) =>
      `${p.event} 生效中：${p.player} 指定了 ${p.suit}；${p.card} ${p.sign} 不是这个花色`,
    'event-needs-card': (p) => `${p.event} 要指定 ${p.target} 面前场上的一张牌：是哪一张？`,
    'event-show-card': (p) => `${p.event} 生效中：${p.player} 要亮出摸到的第二张牌（输入是哪一张）`,
    'event-must-play': (p) =>
      `${p.event} 生效中：${p.player} 亮出了 ${p.card} 却没有打出；能打就必须打（能不能打由牌桌判断）`,
    'event-needs-character': (p) => `${p.event}：输入 ${p.player} 换上的角色（开局时发的另一张角色牌）`,
    'event-same-character': (p) => `${p.player} 已经是 ${p.character}：${p.event} 是换成另一张角色牌`,
    'event-character-taken': (p) =>
      `${p.holder} 正在使用 ${p.character}：${p.event} 换上的是开局时发的另一张角色牌`,
    'event-needs-guess': (p) => `${p.event}：${p.player} 先猜红或黑，再亮牌`,
    'event-instead-of-drawing': (p) => `${p.event} 生效中：${p.player} 不摸牌，而是猜红或黑`,
    'jail-on-sheriff': (p) => `${p.target} 是警长：监狱不能对警长使用`,
    'supply-short': (p) => `公共区只有 ${p.supply} 个装填标记：${p.card} 进场需要 3 个`,
    'token-source': (p) => `${p.player} 场上没有 ${p.source}：标记只能放在自己的危险牌和角色上`,
    'too-few-tokens': (p) => `${p.player} 的 ${p.source} 只有 ${p.tokens} 个标记；需要 ${p.cost} 个`,
    'tokens-out-of-turn': (p) => `${p.player} 在别人的回合支付标记：只有明言可以的能力才行`,
    'no-reload': (p) =>
      p.card === null
        ? `这局没有使用 Armed & Dangerous：弃牌不能放标记`
        : `${p.card} 不是蓝牌：打出它不能放标记`,
    'too-many-loads': (p) => `${p.player} 放了 ${p.given} 个标记；只能放 ${p.allowed} 个`,
    'voluntary-discard': (p) =>
      `${p.player} 弃了 ${p.count} 张牌，但只需弃 ${p.excess} 张：第 3 阶段不能自愿弃牌`,
    'spend-unused': (p) => `${p.card} 没有需要用标记支付的东西`,
    'upgrade-cost': (p) => `${p.card} 每次升级需要 ${p.cost} 个标记；${p.paid} 不是整数次升级`,
    'weapon-needs-bang': (p) => `${p.weapon} 的能力只配合真正的 BANG！，不能配合 ${p.card}`,
    'weapon-cost': (p) => `${p.weapon} 的能力需从武器本身支付 ${p.cost} 个标记；实付 ${p.paid}`,
    'cannot-cancel': (p) =>
      `配合双管枪打出的 ♦ 砰！无法被抵消：${p.player} 的 ${p.card} 没有作用，只能承受伤害`,
    'double-barrel-suit': (p) => `双管枪只让方块的 BANG！无法抵消；这张是 ${p.sign}`,
    'big-fifty': (p) => `大五十：${p.card} 对这次射向 ${p.player} 的 BANG！无效`,
    'bomb-pass': (p) => `${p.player} 要把炸弹交给自己选的另一位玩家（${p.target} 不行）`,
    'not-out-of-turn': (p) => `${p.card} 只能在持有者自己的回合使用，现在是 ${p.current} 的回合`,
    'no-draw-done': (p) => `没有可重做的判定：${p.card} 要在判定等待翻牌时使用，或在刚输入那张牌之后使用`,
    'once-a-turn': (p) => `${p.player} 这回合已经用过 ${p.card}`,
    'upgrade-once': (p) => `${p.card} 的升级只能买一次：付了 ${p.paid} 个标记，只需 ${p.cost} 个`,
    'upgrade-targets': (p) => `${p.card} 指向 ${p.targets} 位玩家；所付的标记只给 ${p.allowed} 个目标`,
    'same-target': (p) => `${p.card} 不止一次指向 ${p.target}：所有目标必须是不同的玩家`,
    'no-such-player': (p) => `这局没有叫 ${p.target} 的玩家`,
    'ability-cost': (p) => `${p.ability} 需要 ${p.cost} 个标记；实付 ${p.paid}`,
    'one-spot': (p) => `${p.ability} 要把两个标记放在同一张牌或角色上，不能放在 ${p.spots}`,
    'cards-only': (p) => `${p.ability} 只能把角色上的标记移到危险牌上，不能移回角色`,
    'nothing-to-draw-on': (p) => `这回合没有其他玩家打出 ${p.player} 尚未为之摸牌的蓝牌或橙牌`,
    'abigail-card': (p) =>
      `阿比盖尔女士只能无视只指向她、点数为 J、Q、K 或 A 的棕牌，不能无视这张 ${p.card}${p.sign === null ? '' : `（${p.sign}）`}`,
    'hand-only': (p) => `${p.card} 只拿手牌，不能拿场上的牌`,
    'in-play-only': (p) => `${p.card} 只针对场上的牌，不能拿手牌`,
    'tokens-not-in-game': (p) => `本局没有使用 Armed & Dangerous：${p.player} 没有可修正的装填标记`,
    'tokens-cap': (p) => `${p.player} 的 ${p.spot} 不能放 ${p.tokens} 个装填标记：最多 ${p.cap} 个`,
    'tokens-supply': (p) =>
      `${p.player} 的 ${p.spot} 有 ${p.has} 个：要到 ${p.tokens} 个需从公共区拿 ${p.needed} 个，但公共区只有 ${p.supply} 个（共 32 个）`,
    'show-not-due': () => '狂野西部秀牌堆只在打出马车或大马车后才翻开',
    'too-few-played': (p) =>
      `${p.player} 本回合打出了 ${p.played} 张牌：${p.event} 使他失去 1 点生命（需要 3 张）`,
    'ordered-card': (p) => `${p.player} 被命令打出 ${p.ordered}，不是 ${p.card}`,
    'swaps-in-a-row': (p) =>
      `${p.player} 这次交换将是连续第 ${p.swaps} 次：最多 ${p.cap} 次，每名存活玩家一次`,
    'two-left-no-swap': (p) => `只剩两名玩家：${p.player} 不能交换座位`,
    'bang-only-missed': (p) => `${p.event}：BANG！只能当作闪避回应（${p.player}）`,
    'needs-order': (p) => `${p.player} 的命令须指明玩家和他必须打出的牌`,
    'nothing-to-repeat': (p) => `${p.player} 刚才没有打出可重复的棕色牌（每张只能重复一次）`,
    'never-missed': (p) => `${p.player}（${p.character}）永远不能打出闪避`,
    'borrow-two': (p) => `${p.player} 要从未使用的角色中抽 2 张不同的角色`,
    'borrow-unknown': (p) => `${p.player} 说的角色不在目录中`,
    'borrow-not-free': (p) => `${p.player} 不能抽 ${p.character}：它不在未使用的角色中（他自己的或桌上的）`,
    'cannot-play-as': (p) =>
      `${p.player} 不能把 ${p.card} 当作 ${p.as} 打出：现在没有场上的牌、能力或事件允许`,
    'not-eliminated': (p) => `${p.target} 还活着：鬼魂只能放在已出局的玩家面前`,
    'fanning-second-missing': (p) => `扇射的第二枪必须打 ${p.target}，即距离 ${p.first} 为 1 的玩家`,
    'fanning-second-far': (p) =>
      `扇射的第二枪要打距离 ${p.first} 为 1 的玩家：${p.target} 的距离是 ${p.distance}`,
    'aim-needs-bang': (p) => `瞄准要和一张 BANG! 牌一起打出，不能和 ${p.card} 一起`,
    'bandidos-discard': (p) =>
      `土匪帮：${p.player} 应弃 ${p.needed} 张（2 张，只有 1 张则弃 1 张），不是 ${p.count} 张`,
    'escape-brown-only': (p) => `逃脱只能回应 BANG! 以外的棕色牌，不能回应 ${p.card}`,
    'escape-not-next': (p) =>
      `${p.player} 的 ${p.card} 太迟了：对不要求回应的牌（恐慌、金丝猫）必须是紧接着的下一条记录`,
    'black-flower-clubs': (p) =>
      p.sign === null
        ? '黑花的额外 BANG! 必须是梅花牌：请输入牌的花色点数'
        : `黑花的额外 BANG! 必须是梅花牌，不是 ${p.sign}`,
    'evelyn-targets': (p) => `伊芙琳·希邦放弃摸牌最多射击 2 名不同的玩家，不是 ${p.count} 名`,
    'no-beer-played': (p) => `${p.player} 只能在其他玩家打出啤酒后立即用柠檬水吉姆的能力回复生命`,
    // Gold Rush.
    'not-enough-nuggets': (p) => `${p.player} 有 ${p.nuggets} 块金块；${p.card} 要 ${p.cost} 块`,
    'duplicate-equipment': (p) => `${p.player} 面前已经有 ${p.card}`,
    'used-twice': (p) => `${p.what} 本回合已经用了 ${p.limit} 次（${p.player}：最多 ${p.limit} 次）`,
    'buy-phase': (p) => `只能在自己回合的第 2 阶段购买（${p.player}）`,
    'not-in-shop': (p) => `${p.card} 不在商店翻开的牌中`,
    'wrong-cost': (p) => `${p.card} 要 ${p.cost} 块金块，不是 ${p.paid} 块`,
    'not-in-equipment-deck': (p) => `装备牌堆里已经没有 ${p.card}`,
    'shop-full': () => `商店已经有 3 张牌，没有空位`,
    'own-equipment': (p) => `${p.player} 不能付钱弃掉自己的 ${p.card}：只能弃别人的`,
    'not-in-front': (p) => `${p.player} 面前没有 ${p.card}`,
    'equipment-immune': (p) => `${p.card} 是装备：${p.by} 不能拿走或弃掉它（只能付费用 + 1 移除）`,
    'sell-not-beer': (p) => `只有啤酒牌能换金块，${p.card} 不行`,
    'judge-no-black': (p) => `${p.event}：不能把牌放到玩家面前，所以不能买 ${p.card}`,
    'needs-choice': (p) => `${p.card}：请说明当作哪张牌使用`,
    'deck-top': (p) => `依 Marshal 的洗牌，装备牌堆顶是 ${p.top}，不是 ${p.card}`,
    'equipment-from-hand': (p) => `${p.card} 是装备：只能从商店购买，不能从手牌打出`,
  },
};
