// A number said with its noun in the form the number asks for. English has two forms (1 card, 2 cards);
// Czech three (1 karta, 2–4 karty, 0 and 5 or more karet), each in the case the sentence puts the noun in.
// Chinese nouns do not change with the number.

/** "1 card", "3 cards"; `plural` where adding an s is wrong. */
export function enCount(n: number | string, singular: string, plural = `${singular}s`): string {
  return `${n} ${Number(n) === 1 ? singular : plural}`;
}

/** The three Czech forms of a noun in one case: after 1, after 2–4, after 0 and 5 or more. */
export type CsForms = readonly [one: string, few: string, many: string];

/** Which of the Czech forms a number takes. */
export function csForm(n: number | string, [one, few, many]: CsForms): string {
  const k = Number(n);
  return k === 1 ? one : k >= 2 && k <= 4 ? few : many;
}

/** "1 kartu", "3 karty", "5 karet" (the forms given decide the case). */
export function csCount(n: number | string, forms: CsForms): string {
  return `${n} ${csForm(n, forms)}`;
}

/** Czech nouns the sentences count, each in the cases they are said in. */
export const CS = {
  /** karta, in the accusative ("drží 2 karty"). */
  cardsAcc: ['kartu', 'karty', 'karet'],
  /** karta, in the nominative ("zbývá 1 karta"). */
  cardsNom: ['karta', 'karty', 'karet'],
  /** žeton nábojů, nominative and accusative alike ("stojí 2 žetony nábojů"). */
  tokens: ['žeton nábojů', 'žetony nábojů', 'žetonů nábojů'],
  /** žeton nábojů, in the genitive ("2 z 1 žetonu nábojů", "z 5 žetonů nábojů"). */
  tokensGen: ['žetonu nábojů', 'žetonů nábojů', 'žetonů nábojů'],
  /** hráč, in the accusative ("míří na 2 hráče"). */
  playersAcc: ['hráče', 'hráče', 'hráčů'],
  /** život, in the locative ("při 1 životě", "při 3 životech"). */
  livesLoc: ['životě', 'životech', 'životech'],
  /** život, in the accusative ("má 2 životy"). */
  livesAcc: ['život', 'životy', 'životů'],
  /** cíl, in the accusative ("dávají 2 cíle"). */
  targetsAcc: ['cíl', 'cíle', 'cílů'],
} as const satisfies Record<string, CsForms>;
