// English: the reference locale. Every other locale `satisfies Messages`, so a missing key is a compile error.
import type { ExpansionId, Phase, PromptType } from '../../engine/types.ts';
import { enCount } from '../../i18n/plural.ts';

export type Params = Record<string, string | number>;
type Say = (p: Params) => string;

/** The rule ids the engine's flags cite (titles of the rulings). */
export type RuleId =
  | 'turn-order'
  | 'turn-phases'
  | 'hand-limit'
  | 'hand-count'
  | 'weapon-range'
  | 'distance'
  | 'bang-limit'
  | 'one-copy-in-play'
  | 'one-weapon'
  | 'beer'
  | 'missed'
  | 'answers'
  | 'targets'
  | 'deck'
  | 'death'
  | 'roles'
  | 'draw'
  | 'barrel'
  | 'jail'
  | 'dynamite'
  | 'panic'
  | 'general-store'
  | 'characters'
  | 'rewards'
  | 'not-refereed'
  | 'corrections'
  | 'expansions'
  | 'green-cards'
  | 'discard-another-card'
  | 'events'
  | 'load-tokens'
  | 'dangerous-weapons';

const rules: Record<RuleId, string> = {
  'turn-order': 'Turn order',
  'turn-phases': 'The three phases',
  'hand-limit': 'Hand limit',
  'hand-count': 'Cards in hand',
  'weapon-range': 'Distance and reach',
  distance: 'Distance',
  'bang-limit': 'One BANG! a turn',
  'one-copy-in-play': 'One copy in play',
  'one-weapon': 'One weapon',
  beer: 'Beer',
  missed: 'Missed!',
  answers: 'Answering',
  targets: 'Targets',
  deck: 'The deck',
  death: 'Elimination',
  roles: 'Roles',
  draw: 'draw!',
  barrel: 'Barrel',
  jail: 'Jail',
  dynamite: 'Dynamite',
  panic: 'Panic!',
  'general-store': 'General Store',
  characters: 'Characters',
  rewards: 'Rewards and penalties',
  'not-refereed': 'Not refereed yet',
  corrections: 'Corrections',
  events: 'Event cards',
  expansions: 'Expansions in the game',
  'green-cards': 'Green cards',
  'discard-another-card': 'Discard another card',
  'load-tokens': 'Load tokens',
  'dangerous-weapons': 'Dangerous weapons',
};

const phases: Record<Phase, string> = { draw: '1 · draw', play: '2 · play cards', discard: '3 · discard' };

/** What the prompted player is asked, after their name. */
const prompts: Record<PromptType, Say> = {
  'answer-bang': (p) => `${p.card}${p.from ? ` from ${p.from}` : ''}: Missed! or take the hit${p.needed}`,
  dying: (p) => `at 0 life: a Beer to survive${p.needed}?`,
  'reveal-role': () => 'is out: which role card do they show?',
  'draw-check': (p) => `draw! for ${p.card}: which card did the table flip?`,
  duel: (p) => `${p.card}${p.from ? ` with ${p.from}` : ''}: a BANG! or lose 1 life`,
  indians: (p) => `${p.card}${p.from ? ` from ${p.from}` : ''}: a BANG! or lose 1 life`,
  'general-store': (p) => `General Store: takes a card (${p.needed} left) — pick it in the palette`,
  'reveal-event': () => 'turns up the next event card: which one?',
  'russian-roulette': () => 'Russian Roulette: discard a Missed!, or lose 2 life',
  ricochet: (p) =>
    `Ricochet${p.from ? ` from ${p.from}` : ''}: a Missed! saves the card in play, or it is discarded`,
  'pass-bomb': () => 'passes the Bomb (♥/♦ drawn): to whom?',
  'may-ignore': (p) => `${p.card}${p.from ? ` from ${p.from}` : ''}: ignore it, or let it take effect`,
  'dorothy-rage': (p) =>
    `Dorothy Rage${p.from ? ` (${p.from})` : ''}: play the card ordered, or show the hand`,
  bandidos: (p) => `${p.card}${p.from ? ` from ${p.from}` : ''}: discard 2 cards (1 with one) or lose 1 life`,
  poker: (p) => `${p.card}${p.from ? ` from ${p.from}` : ''}: put a card in`,
};

export const en = {
  locale: 'en',
  language: 'Language',
  brand: '★ Marshal',
  games: 'Games',
  newGame: 'New game',
  loading: 'Loading…',
  ok: 'OK',
  cancel: 'Cancel',
  close: 'Close',
  save: 'Save',
  noGames: 'No games yet. Start one with “New game”.',
  resume: 'Resume',
  open: 'Open',
  rename: 'Rename',
  renameTitle: 'Rename the game',
  delete: 'Delete',
  stats: 'Stats',
  story: 'Story',
  exportGame: 'Export',
  exportTitle: 'Download the game as a game script (.json)',
  importGame: 'Import a game…',
  importFailed: (p: Params) => `“${p.file}” could not be imported: ${p.message}`,
  notJson: 'the file is not JSON',
  tooLarge: (p: Params) => `this game script is ${p.size}; the limit is ${p.limit}`,
  requestTooLarge: (p: Params) => `This is ${p.size}; Marshal takes at most ${p.limit}.`,
  requestTooLargeUnknown: 'This is larger than Marshal takes.',
  damaged: 'Damaged',
  damagedHelp:
    'Its saved data does not read back. Rebuild it from its entries, or restore a backup from before the damage.',
  damagedGame:
    'This game’s saved data is damaged. Go back to the games to rebuild it from its entries, or restore a backup.',
  rebuild: 'Rebuild',
  rebuildTitle: 'Decide every entry again and write the game’s table afresh',
  rebuilt: (p: Params) => `“${p.name}” is rebuilt from its entries.`,
  rebuildFailed: (p: Params) => `“${p.name}” cannot be rebuilt from its entries. Restore a backup instead.`,
  restoreBackup: 'Restore a backup…',
  noAccess:
    'This tab has no access to Marshal. Open the address Marshal printed when it started (it ends in ?token=…); a reload keeps it.',
  gameMeta: (p: Params) => `${p.entries} ${p.entries === 1 ? 'entry' : 'entries'} · ${p.when}`,
  goldLeader: (p: Params) => `most nuggets: ${p.name} (${p.n})`,
  over: 'over',
  deleteTitle: (p: Params) => `Delete “${p.name}”?`,
  deleteMessage: 'The game and its whole log are deleted. This cannot be undone.',
  earlierEntries: (p: Params) => `Earlier entries (${p.n} more)`,
  backups: 'Backups',
  showBackups: 'Show backups',
  hideBackups: 'Hide backups',
  backupsHelp:
    'Marshal copies every game at the end of each game and once a day. Restoring a copy first keeps the games as they are now, as a copy too.',
  noBackups: 'No backup yet: one is made when a game ends, and once a day.',
  backupMeta: (p: Params) => `${p.when} · ${p.games} game${p.games === 1 ? '' : 's'}`,
  restore: 'Restore',
  restoreTitle: (p: Params) => `Restore the copy of ${p.when}?`,
  restoreMessage:
    'Every game goes back to how it was in that copy. The games as they are now are kept as a copy first.',
  restored: (p: Params) => `Restored the copy of ${p.when}. The games as they were are kept as a copy too.`,
  keepIt: 'Keep it',

  // New game
  backToGames: 'Back to games',
  gameName: 'Game name',
  optional: '(optional)',
  gameNamePlaceholder: 'Friday night',
  playerCount: 'Players',
  seatsHint:
    'Seats in order clockwise around the table: drag a seat or use the arrows. Marshal sets life (Sheriff +1) and hands.',
  playerPlaceholder: (p: Params) => `Player ${p.n}`,
  nameOf: (p: Params) => `Name of player ${p.n}`,
  chooseCharacter: 'Choose character…',
  lifePoints: (p: Params) => `${p.n} life`,
  sheriff: '★ Sheriff',
  roleOf: (p: Params) => `Role of ${p.name}`,
  chooseRole: 'Role…',
  moveUp: (p: Params) => `Move ${p.name} up`,
  moveDown: (p: Params) => `Move ${p.name} down`,
  dragSeat: (p: Params) => `Drag ${p.name} to another seat`,
  remove: (p: Params) => `Remove ${p.name}`,
  characters: 'Characters',
  dealRandom: 'Deal at random',
  seed: 'Seed',
  dealHint: 'Deal at random (shown here) or pick what the table dealt for each seat.',
  expansions: 'Expansions',
  /** The expansions by name: the printed title, with the table's own words where it has them. */
  expansionNames: {
    base: 'BANG! (base game)',
    'dodge-city': 'Dodge City',
    'high-noon': 'High Noon',
    'fistful-of-cards': 'A Fistful of Cards',
    'armed-and-dangerous': 'Armed & Dangerous',
    'the-bullet': 'The Bullet',
    'wild-west-show': 'Wild West Show',
    'valley-of-shadows': 'The Valley of Shadows',
    'gold-rush': 'Gold Rush',
  } as Record<ExpansionId, string>,
  coming: 'coming',
  threePlayerHint: 'Three players: no Sheriff. The Deputy, the Outlaw and the Renegade play face up.',
  toStart: (p: Params) => `To start: ${p.problems}.`,
  needNames: 'every seat needs a name',
  duplicateName: (p: Params) => `two players are called “${p.name}”`,
  needCharacters: 'every seat needs a character',
  needRoles: 'every role card is face up: enter each',
  roleTwice: 'each role once',
  startGame: 'Start game',
  rememberedNames: 'Names from earlier games',

  // Character picker
  characterFor: (p: Params) => `Character for ${p.name}`,
  searchCharacters: 'Search characters',
  alreadyOwned: (p: Params) => `already ${p.name}’s`,
  noCharacterMatches: (p: Params) => `No character matches “${p.query}”.`,

  // The table
  gamesButton: '◂ Games',
  undo: '↶ Undo',
  redo: 'Redo ↷',
  undoTitle: 'Undo (Ctrl+Z)',
  redoTitle: 'Redo (Ctrl+Shift+Z or Ctrl+Y)',
  toLight: 'Switch to the light theme',
  oddsOn: 'Draw! odds shown: click to hide them',
  oddsOff: 'Draw! odds hidden: click to show them',
  odds: (p: Params) =>
    `${p.card}: ${p.succeed} of ${p.unseen} unseen cards succeed, ${p.percent} % (from what was entered)`,
  oddsTwo: (p: Params) => ` · with two cards ${p.percent} %`,
  noOdds: (p: Params) => `${p.card}: no draw! to count in this game`,
  toDark: 'Switch to the dark theme',
  loadingGame: 'Loading the game…',
  turnN: (p: Params) => `Turn ${p.n}`,
  turn: 'Turn',
  plays: 'plays',
  phase: 'Phase',
  bangsThisTurn: 'BANG!s this turn',
  event: 'Event',
  letMarshalDraw: 'Let Marshal draw',
  pickEvent: 'The card turned up…',
  eventHideText: 'Hide the event’s text',
  eventShowText: 'Show the event’s text',
  otherEvents: 'Other… (already turned up, or not in Marshal’s deck)',
  gameOver: 'Game over',
  pickTarget: (p: Params) => `${p.card}: pick the target`,
  greenSeats: (p: Params) => `Green seats raise no flag (${p.names}). Any seat can be clicked.`,
  noGreenSeat: 'No seat without a flag; any seat can be clicked.',
  distancesFrom: (p: Params) => `Distances from ${p.name} · reach ${p.reach} · Panic! (distance 1)`,
  winLaw: 'The Sheriff and the Deputies win',
  winOutlaws: 'The Outlaws win',
  winRenegade: 'The Renegade wins',
  wins: (p: Params) => `${p.name} wins`,
  phases,

  // Seat
  lifeOf: (p: Params) => `${p.life} of ${p.max} life`,
  hand: 'Hand',
  outOfGame: 'Out of the game',
  turnTag: 'TURN',
  inReach: 'in reach',
  outOfReach: 'out of reach',
  panicReach: 'Panic! reaches',
  correctTitle: (p: Params) => `Correct ${p.name}’s life or hand`,
  targetLabel: (p: Params) => `${p.card} at ${p.name}`,
  rulingOf: (p: Params) => `Rulings: ${p.name}`,

  // Move pad
  turnOf: (p: Params) => `${p.name}: turn`,
  draw: 'Draw',
  endTurn: 'End turn',
  reshuffle: 'Deck reshuffled',
  reshuffleHint: 'The deck ran out: the discard pile was shuffled into a new deck',
  deckLeft: (p: Params) => `Deck: ${p.n}`,
  deckLeftHint: 'Cards left in the deck, counted from the draws entered',
  deckOut: (p: Params) =>
    Number(p.over) > 0
      ? `By the draws entered the deck ran out (${p.over} more drawn than it held): shuffle the discard pile into a new deck and press “Deck reshuffled”.`
      : 'By the draws entered the deck is empty: shuffle the discard pile into a new deck and press “Deck reshuffled”.',
  discardN: (p: Params) => `Discard ${p.n}`,
  oneFewer: 'One fewer',
  oneMore: 'One more',
  clickTarget: 'Now click the target seat on the table.',
  pickTargets: (p: Params) => `Tap ${enCount(p.n ?? 0, 'target')} (${p.picked} of ${p.n}):`,
  playsAt: (p: Params) => `${p.name} plays ${p.card} → ${p.targets}`,
  playsCard: (p: Params) => `${p.name} plays ${p.card}`,
  signOptional: 'Sign (optional):',
  findCard: 'Find a card (any language)…',
  moreCards: (p: Params) => `▾ ${p.n} more below`,
  tokensLeft: (p: Params) => (p.n === 1 ? '1 token left to place' : `${p.n} tokens left to place`),
  noCardMatches: 'No card matches.',
  reachN: (p: Params) => `reach ${p.n}`,
  abilities: 'Abilities',
  drawFrom: (p: Params) => `Draw, the first card from ${p.name}’s hand`,
  drawFromDiscard: 'Draw, the first card from the discard pile',
  sidKetchum: (p: Params) => `${p.name}: discard 2 cards for 1 life`,
  docHolyday: (p: Params) => `${p.name}: discard 2 cards → BANG! at ${p.target}`,
  joseDelgado: (p: Params) => `${p.name}: discard a blue card → draw 2`,
  uncleWill: (p: Params) => `${p.name}: a card as ${p.store}`,
  uncleWillConfirm: (p: Params) =>
    `${p.player} discards a card from hand as a ${p.store}: everyone alive picks one of the cards turned up.`,
  uncleWillGo: (p: Params) => `Play it as ${p.store}`,
  // Dodge City: abilities and the extra card
  veraCopy: (p: Params) => `${p.name}: take another character's ability`,
  copiesAbility: (p: Params) => `${p.name} has ${p.ability}'s ability until her next turn`,
  blueCardOptional: 'Which blue card (optional)',
  anyCardAs: (p: Params) => `${p.name}: any card as ${p.card}…`,
  alsoDiscarded: 'Also discarded (optional)',
  editions: 'Character editions',
  rulesAsPrinted: 'Rules as printed',
  houseRulesChanged: (p: Params) => `House rules: ${p.n} changed`,
  houseRulesTitle: 'House rules',
  houseRulesCount: (p: Params) => `house rules: ${p.n}`,
  houseRuleDefault: 'default',
  houseRuleRuling: 'Ruling',
  presets: 'Saved house rules:',
  presetName: 'Name of these house rules',
  presetNamePlaceholder: 'Friday group',
  savePreset: 'Save these house rules',
  forgetPreset: (p: Params) => `Forget the house rules “${p.name}”`,
  houseRuleLabel: 'House rule:',
  houseRulesNone: 'This game plays every rule as printed.',
  houseRulesHint: 'Where the rule texts leave a question open, pick the reading your table plays.',
  editionN: (p: Params): string => (p.n === 1 ? '1st edition' : '2nd edition'),
  editionTexts: {
    'pixie-pete': { 1: 'draws 4 cards', 2: 'draws 3 cards' },
    'sean-mallory': { 1: 'no hand limit', 2: 'keeps up to 10 cards' },
    'jose-delgado': { 1: 'no limit a turn', 2: 'twice a turn' },
  },
  picksCard: (p: Params) => `${p.name} takes a card: click it in the palette`,
  commandHint: 'Keyboard: / or Ctrl+K',

  // Prompt
  prompts,
  waiting: (p: Params) => `(+${p.n} waiting)`,
  needsN: (p: Params) => ` (needs ${p.n})`,
  takeHit: 'Take the hit',
  noBeer: 'No Beer: out of the game',
  loseLife: 'Lose 1 life',
  /** Poker: the card a player puts in, from a list (on the main screen also a click in the palette). */
  cardPutIn: 'The card put in…',
  /** Poker: its player takes none of the cards put in. */
  takeNone: 'Take none',
  /** Declining a Ricochet or Russian Roulette with no Missed!. */
  ricochetDecline: (p: Params) => `No ${p.missed}: ${p.card} is discarded`,
  letItTakeEffect: 'Let it take effect',
  /** Dorothy Rage: the ordered player has not got the card. */
  showsHand: 'Hasn’t got it: shows the hand',
  abigailIgnores: (p: Params) => `${p.name}: ignore it`,
  rouletteDecline: (p: Params) => `No ${p.missed}: lose 2 life`,
  guessRed: 'red',
  guessBlack: 'black',
  lawShowCard: 'show the second card drawn',
  whichCardShown: 'Which card was shown?',
  drawUse: (p: Params) => `${p.name} draw!`,

  // draw!
  flipOne: 'The flipped card',
  flipTwo: 'Lucky Duke flips two cards',
  firstCard: 'First card',
  secondCard: 'Second card',
  whichCounts: 'Which one counts?',
  typeSign: 'or type it: QH, Q♥, 10s',
  signField: 'Sign of the flipped card',
  badSign: (p: Params) => `“${p.text}” is not a card sign (try QH, Q♥ or 10s)`,
  enterDraw: 'Enter the draw!',
  rank: 'Rank',
  suit: 'Suit',
  suits: { S: 'spades', H: 'hearts', D: 'diamonds', C: 'clubs' },

  // Flags
  againstRules: '⚑ Against the rules',
  rule: 'Rule',
  openRule: 'Open the ruling',
  takeBack: 'Take back',
  acceptAnyway: 'Accept anyway',
  flagFootnote: 'Take back (Esc): nothing changes. Accept anyway: applied, and the flag stays in the log.',
  rules,

  // Log
  log: 'Log',
  nothingYet: 'Nothing entered yet.',
  undone: 'undone',
  dropped: 'dropped',
  acceptedFlag: (p: Params) => `⚑ accepted: ${p.message}`,
  showAfter: (p: Params) => `Show the table after entry ${p.n}`,
  pastView: (p: Params) => `The table after entry ${p.n} (the past: nothing can be entered)`,
  backToNow: 'Back to now',

  // Correction
  correctName: (p: Params) => `Correct ${p.name}`,
  correctNote: 'The table is the truth: set what the cards show. The correction is kept in the log.',
  life: 'Life',
  maxN: (p: Params) => `(max ${p.n})`,
  cardsInHand: 'Cards in hand',
  oneLifeLess: 'One life less',
  oneLifeMore: 'One life more',
  oneCardLess: 'One card less',
  oneCardMore: 'One card more',
  saveCorrection: 'Save correction',
  correctTokens: 'Load tokens (at most 4 on each)',
  oneTokenMore: (p: Params) => `One token more: ${p.name}`,
  supplyAfter: (p: Params) => `Supply: ${p.now} → ${p.after} (32 in all)`,

  // Target card
  whichCard: (p: Params) => `${p.card} on ${p.name}: which card?`,
  fromHand: (p: Params) => `A card from the hand (${p.n})`,

  // Command bar
  commandPlaceholder: 'bang bob · missed · beer · draw · end · undo · discard 2 · reveal qh · ? rule',
  commandLabel: 'Command',
  commandErrors: {
    empty: () => 'Type a command',
    'unknown-word': (p: Params) => `“${p.word}” is not a card, a player or a command`,
    'unknown-player': (p: Params) => `There is no player “${p.word}”`,
    'ambiguous-player': (p: Params) => `“${p.word}” could be ${p.options}`,
    'needs-number': (p: Params) => `${p.command} needs a number, e.g. “${p.command} 2”`,
    'needs-sign': () => 'Which card was flipped? e.g. “reveal qh”',
    'bad-sign': (p: Params) => `“${p.word}” is not a card sign (QH, Q♥, 10s)`,
    'needs-target': (p: Params) => `${p.card} needs a target player`,
    'needs-role': () => 'Which role? sheriff, deputy, outlaw or renegade',
    'extra-words': (p: Params) => `What is “${p.word}”?`,
    'needs-card': (p: Params) => `${p.command} needs a card`,
    'no-prompt': () => 'Nothing is waiting for an answer',
  },
  rulingsSearch: 'Search the rulings',
  rulingsNotYet: 'The rulings library is not available yet.',
  noRulings: 'No ruling matches.',
  rulings: 'Rulings',
  rulingsOpen: 'Open the rulings',
  rulingsHint: 'Type a name in any language: a card, a character, an event or a rule.',

  // Accessible names: what each region and control is, for a screen reader (and the tests).
  palette: 'Cards to play',
  playCard: (p: Params) => `Play ${p.card}`,
  cardOf: (p: Params) => `${p.name}’s ${p.card}`,
  distanceTo: (p: Params) => `${p.name}: distance ${p.n}, ${p.reach}${p.panic ? `, ${p.panic}` : ''}`,
  turnBox: 'Whose turn',
  seatLabel: (p: Params) => [p.name, p.role, p.life].filter((s) => s !== '').join(', '),
  seatKey: (p: Params) => `${p.n}: ${p.label}`,
  gameAction: (p: Params) => `${p.action} ${p.name}`,

  // Load tokens (Armed & Dangerous)
  loadTokens: (p: Params) => enCount(p.n ?? 0, 'Load token'),
  supply: 'Supply',
  supplyTitle: (p: Params) => `${p.n} of the 32 Load tokens ${p.n === 1 ? 'is' : 'are'} in the supply`,
  loadOn: (p: Params) => (p.n === 1 ? '+1 Load token on (optional):' : `+${p.n} Load tokens on:`),
  upgradeFor: (p: Params) => `Upgrade (optional), ${enCount(p.cost ?? 0, 'Load token')} each, paid from:`,
  upgradesPaid: (p: Params) => `${p.paid} paid: ${p.n} × upgrade (${p.cost} each)`,
  weaponAbility: 'Dangerous weapon’s ability',
  weaponPays: (p: Params) => `ability −${p.n}`,
  // Armed & Dangerous, phase 3: each card discarded over the hand limit earns a Load token.
  discardLoads: (p: Params) =>
    Number(p.n) === 1
      ? '1 card discarded over the hand limit earns a Load token. Put it on:'
      : `${p.n} cards discarded over the hand limit earn a Load token each. Put them on:`,
  spotFull: (p: Params) => `${p.name}: no room for another Load token`,
  oneTokenLess: (p: Params) => `One token fewer: ${p.name}`,
  payFrom: (p: Params) => `${p.paid} of ${enCount(p.n ?? 0, 'Load token')}, from:`,
  confirmPay: (p: Params) => `Confirm (pays ${p.n})`,
  characterSpot: 'character',
  withUpgrade: (p: Params) => `${p.card} + upgrade`,
  usesTokens: (p: Params) => `${p.name} (pays ${p.n})`,

  // The table display (a TV, a projector, a second screen)
  openDisplay: '▣ Display',
  openDisplayTitle: 'Open the table display in a new window, for a TV or a second screen',
  displayWaiting: 'The table display shows the game open on the main screen: open one there.',
  /** The host went away (killed, crashed, restarted): the page keeps trying and carries on by itself. */
  restarted: 'Marshal restarted — reconnecting',
};

export type Messages = typeof en;
