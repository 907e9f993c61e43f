// The rules every flag cites. The rulings library gives each its full text in every language;
// here each has its id and a one-line English statement.
export interface Ruling {
  id: string;
  title: string;
  text: string;
}

export const rulings: Ruling[] = [
  {
    id: 'turn-order',
    title: 'Turn order',
    text: 'Players act in their own turn, clockwise from the Sheriff; only answers are played out of turn.',
  },
  {
    id: 'turn-phases',
    title: 'The three phases',
    text: 'A turn is: 1) draw two cards, 2) play cards, 3) discard down to your life. Each phase in that order.',
  },
  {
    id: 'hand-limit',
    title: 'Hand limit',
    text: 'At the end of your turn you may hold at most as many cards as you have life points.',
  },
  {
    id: 'hand-count',
    title: 'Cards in hand',
    text: 'A card can only be played or discarded from a hand that holds it; Marshal counts every hand.',
  },
  {
    id: 'weapon-range',
    title: 'Distance and reach',
    text: 'You can BANG! only a player whose distance from you is at most your weapon’s reach (Colt .45: 1).',
  },
  {
    id: 'distance',
    title: 'Distance',
    text: 'Distance is the fewest seats between two living players either way round, plus Mustangs, minus Scopes, never below 1.',
  },
  {
    id: 'bang-limit',
    title: 'One BANG! a turn',
    text: 'You may play only one BANG! card in your turn, unless you have a Volcanic in play or are Willy the Kid.',
  },
  {
    id: 'one-copy-in-play',
    title: 'One copy in play',
    text: 'No player may have two cards with the same name in play in front of them.',
  },
  {
    id: 'expansions',
    title: 'Expansions in the game',
    text: 'Only the cards of the expansions the table chose at setup are in the deck; reprints add their own signs.',
  },
  {
    id: 'green-cards',
    title: 'Green cards',
    text: 'A green card is placed in front of you and used by discarding it, never in the turn it was placed; only those with a Missed! symbol are used out of turn.',
  },
  {
    id: 'discard-another-card',
    title: 'Discard another card',
    text: 'A card with this symbol is played only together with one more card from your hand, discarded with it.',
  },
  {
    id: 'one-weapon',
    title: 'One weapon',
    text: 'A player has one weapon in play; a new weapon replaces the old one, which is discarded.',
  },
  {
    id: 'beer',
    title: 'Beer',
    text: 'Beer gives back one life point, never above your maximum; out of turn only to survive a lethal hit; no effect when only two players are left.',
  },
  {
    id: 'missed',
    title: 'Missed!',
    text: 'Missed! cancels a shot aimed at you; it is played only in answer to one.',
  },
  {
    id: 'answers',
    title: 'Answering',
    text: 'When a card asks a player to answer, only that player answers, and the game waits for it.',
  },
  {
    id: 'targets',
    title: 'Targets',
    text: 'A card aimed at a player needs a living target other than yourself.',
  },
  {
    id: 'deck',
    title: 'The deck',
    text: 'Every physical card has a suit and a rank; a card named with a sign it does not have is not in the deck.',
  },
  {
    id: 'death',
    title: 'Elimination',
    text: 'A player at 0 life may play Beer to survive; otherwise they are out, reveal their role and discard everything.',
  },
  {
    id: 'roles',
    title: 'Roles',
    text: 'The Sheriff is known; every other role stays secret until its player is eliminated or the game ends.',
  },
  {
    id: 'draw',
    title: 'draw!',
    text: 'A draw! flips the top card of the deck; only its suit and rank count, then it is discarded. Lucky Duke flips two and chooses.',
  },
  {
    id: 'barrel',
    title: 'Barrel',
    text: 'When shot, you may draw!: a heart cancels the shot as a Missed! would. Each Barrel (and Jourdonnais) once per shot.',
  },
  {
    id: 'jail',
    title: 'Jail',
    text: 'Played in front of another player, never the Sheriff. At the start of that turn, draw!: a heart escapes, anything else skips the turn; the Jail is discarded either way.',
  },
  {
    id: 'dynamite',
    title: 'Dynamite',
    text: 'At the start of your turn, draw!: 2 to 9 of spades explodes for 3 life, caused by nobody; otherwise it passes to the next player on your left.',
  },
  {
    id: 'panic',
    title: 'Panic!',
    text: 'Take a card from a player at distance 1 (Mustang and Scope count, weapons do not): from the hand at random, or one in play.',
  },
  {
    id: 'general-store',
    title: 'General Store',
    text: 'Reveal as many cards as players alive; from the player who played it, clockwise, each takes one.',
  },
  {
    id: 'characters',
    title: 'Characters',
    text: 'Each character has one ability, used only by the player who has that character.',
  },
  {
    id: 'rewards',
    title: 'Rewards and penalties',
    text: 'Whoever eliminates an Outlaw draws 3 cards; a Sheriff who eliminates a Deputy discards every card in hand and in play. Dynamite rewards nobody.',
  },
  {
    id: 'not-refereed',
    title: 'Not refereed yet',
    text: 'Marshal does not referee this card or ability yet: the table applies it and corrects life and hands by hand.',
  },
  {
    id: 'corrections',
    title: 'Corrections',
    text: 'The table is the truth: a correction sets life, hand size or (Armed & Dangerous) Load tokens and is kept in the log; tokens keep the 32 in all and at most 4 on one spot.',
  },
  {
    id: 'events',
    title: 'Event cards',
    text: 'From the Sheriff’s second turn, at its very start, he turns up the next event card; it holds for everybody until his next turn. The last card stays to the end.',
  },
  {
    id: 'load-tokens',
    title: 'Load tokens',
    text: 'A Dangerous card enters play with 3 of the 32 Load tokens, holds at most 4 and is discarded when its last is spent; a blue card played or a card forced out in phase 3 earns 1.',
  },
  {
    id: 'dangerous-weapons',
    title: 'Dangerous weapons',
    text: 'A Dangerous weapon’s ability is paid with a token from the weapon when a real BANG! card is played, before the target answers.',
  },
  {
    id: 'nuggets',
    title: 'Gold nuggets',
    text: 'Gold Rush: each life point you make another player lose earns 1 nugget (the last one too); nothing for Dynamite or your own loss. An eliminated player’s nuggets leave the game.',
  },
  {
    id: 'equipment-shop',
    title: 'The equipment shop',
    text: 'Gold Rush: in phase 2 of your own turn you may buy any number of the 3 face-up equipment cards for their cost in nuggets (the shop is refilled at once), or sell a Beer for 1 nugget.',
  },
  {
    id: 'black-equipment',
    title: 'Black equipment',
    text: 'Gold Rush: black equipment stays in front of a player, never two of a name; only paying its cost + 1 in your turn discards another player’s; Panic!, Cat Balou and abilities cannot.',
  },
];

export function ruling(id: string): Ruling | undefined {
  return rulings.find((r) => r.id === id);
}
