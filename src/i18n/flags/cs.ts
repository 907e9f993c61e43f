// Čeština: věta každého příznaku. Jména hráčů se neskloňují: věty jsou stavěné tak, aby jméno stálo v 1. pádě.
import type { FlagWords } from './words.ts';
import { CS, csCount, csForm } from '../plural.ts';

const NUGGETS: [string, string, string] = ['nuget', 'nugety', 'nugetů'];

export const cs: FlagWords = {
  colt: 'Colt .45',
  character: 'postava',
  underHouseRule: (s, r) => `${s} (domácí pravidlo: ${r})`,
  prompts: {
    dying: 'smrtelný zásah',
    'reveal-role': 'odhalení role',
    'draw-check': 'Líznout!',
    'reveal-event': 'kartu události',
    'may-ignore': 'kartu k přehlédnutí',
  },
  flags: {
    'out-of-turn': (p) => `Na tahu je ${p.current}, ne ${p.player}`,
    'draw-first': (p) => `${p.player} si ještě nelízl(a) (fáze 1 je první)`,
    'already-drawn': (p) => `${p.player} si v tomto tahu už lízl(a)`,
    'phase-over': (p) => `${p.player} odhazuje (fáze 3): v tomto tahu se už žádné karty nehrají`,
    'no-draw': (p) => `${p.player} končí tah, aniž by si lízl(a) (fáze 1)`,
    'hand-limit': (p) =>
      `${p.player} drží ${csCount(p.hand, CS.cardsAcc)} při ${csCount(p.life, CS.livesLoc)}: nejdřív musí odhodit ${p.excess}`,
    'discard-empty': (p) =>
      `Odhazovací balíček je prázdný (od zamíchání nikdo nic neodhodil): ${p.player} si obě karty lízne z balíčku`,
    'empty-hand': (p) =>
      `Marshal počítá v ruce hráče ${p.player} ${csCount(p.hand, CS.cardsAcc)} (potřeba ${p.needed})`,
    'out-of-range': (p) =>
      `${p.target} je ve vzdálenosti ${p.distance}; zbraň ${p.weapon} hráče ${p.player} dostřelí na ${p.reach}`,
    'bang-limit': (p) =>
      `${p.player} už v tomto tahu zahrál(a) ${p.bangs}× BANG! (limit ${p.limit} bez Volcanicu nebo Willyho the Kida)`,
    'duplicate-in-play': (p) => `${p.player} už má ${p.card} ve hře`,
    'beer-max-life': (p) => `${p.player} má ${p.life} z ${p.maxLife} životů: Beer nepřidá nad maximum`,
    'beer-two-left': () => `Zbývají jen dva hráči: Beer nemá žádný účinek`,
    'beer-not-lethal': (p) =>
      `${p.player} nedostal(a) smrtelný zásah: mimo svůj tah se Beer hraje jen na záchranu života`,
    'nothing-to-cancel': (p) => `Na hráče ${p.player} nikdo nemíří: ${p.card} odpovídá na výstřel`,
    'answer-pending': (p) => `Hra čeká, až ${p.waiting} odpoví na ${p.prompt}`,
    'not-prompted': (p) => `${p.player} nemá na nic odpovídat; hra čeká na hráče ${p.waiting}`,
    'no-prompt': (p) => `${p.player} nemá na co odpovídat`,
    'wrong-answer': (p) => `${p.card} není odpověď na ${p.prompt}`,
    'needs-target': (p) => `${p.card} potřebuje cílového hráče`,
    'self-target': (p) => `${p.player} nemůže zahrát ${p.card} sám na sebe`,
    'dead-target': (p) => `${p.target} už je ze hry venku`,
    'dead-player': (p) => `${p.player} už je ze hry venku`,
    'no-copy-left': (p) => {
      const pile = 'v odhazovacím balíčku od posledního zamíchání';
      const one = p.inPlay > 0 ? `před hráčem ${p.holder}` : pile;
      if (p.sign !== null && p.copies === 1) return `${p.card} ${p.sign}: tahle karta je ${one}`;
      if (p.copies === 1)
        return p.inPlay > 0 ? `${p.card}: hra má 1 kus a ten je ${one}` : `${p.card}: jediný kus je ${pile}`;
      const what = p.sign === null ? p.card : `${p.card} ${p.sign}`;
      const who = p.inPlay > 0 ? ` (jeden před hráčem ${p.holder})` : '';
      return `${what}: hra má ${csCount(p.copies, ['kus', 'kusy', 'kusů'])}, ${p.inPlay} ve hře${who} a ${p.onPile} ${pile}`;
    },
    'no-such-card': (p) => `V balíčku není ${p.card} ${p.sign} (jeho znaky: ${p.signs})`,
    'role-conflict': (p) => `O hráči ${p.player} se už ví, že je ${p.known}`,
    'role-count': (p) =>
      `Ve hře pro ${csCount(p.players, CS.playersAcc)} je ${p.role}: ${p.allowed}; odhaleno už ${p.revealed}`,
    'role-needed': (p) => `${p.player} je venku: jeho role se otáčí lícem nahoru (zadejte ji)`,
    'not-refereed': (p) =>
      `Marshal zatím nerozhoduje ${p.what}: vyřešte to u stolu a opravte životy nebo počty karet`,
    'game-over': () => `Hra skončila`,
    'panic-distance': (p) =>
      `${p.target} je ve vzdálenosti ${p.distance}; Panic! dosáhne jen na vzdálenost 1 (zbraně se nepočítají)`,
    'draw-ability': (p) =>
      `${p.player} líže z balíčku: z ruky jiného hráče líže jen Jesse Jones, z odhazovacího balíčku Pedro Ramirez a kartu ukazuje Black Jack`,
    'life-full': (p) => `${p.player} už má ${p.life} z ${p.maxLife} životů`,
    'not-usable': (p) => `${p.what} hráč nepoužívá: působí sama od sebe`,
    'must-pick': (p) => `${p.player} si bere jednu z karet Hokynářství (zadejte kterou)`,
    'draw-needed': (p) => `${p.player} musí otočit kartu pro „Líznout!“ (zadejte její znak)`,
    'no-draw-pending': () => `Žádné „Líznout!“ nečeká na kartu`,
    'draw-count': (p) => `${p.player} otáčí pro „Líznout!“ ${csCount(p.flips, CS.cardsAcc)}, ne ${p.given}`,
    'pick-not-flipped': (p) => `${p.pick} není mezi otočenými kartami (${p.signs})`,
    'not-in-play': (p) => `${p.player} nemá ve hře ${p.card}`,
    'not-your-ability': (p) => `${p.player} není ${p.ability}`,
    'already-used': (p) => `${p.player} už proti tomuto výstřelu zkusil(a) ${p.source}`,
    'not-in-game': (p) => `${p.card} patří k rozšíření ${p.expansion}, které v této hře není`,
    'extra-card': (p) =>
      `K zahrání karty ${p.card} se odhodí ještě ${csCount(p.cost, ['další karta', 'další karty', 'dalších karet'])} z ruky; Marshal počítá ${p.hand} v ruce hráče ${p.player}`,
    'green-too-soon': (p) =>
      `${p.player} vyložil(a) ${p.card} v tomto tahu: zelená karta se použije až v některém dalším tahu`,
    'green-own-turn': (p) =>
      `${p.card} se používá jen ve vlastním tahu hráče ${p.player}: mimo tah jen zelené karty se symbolem Vedle`,
    immune: (p) => `${p.target} je Apache Kid: ${p.card} v kárách na něj nemá účinek`,
    silenced: (p) => `Hraje ${p.by} (Belle Star): ${p.card} hráče ${p.player} nemá účinek`,
    'last-life': (p) => `${p.player} má ${csCount(p.life, CS.livesAcc)}: ${p.ability} nikdy nedá poslední`,
    'not-blue': (p) => `${p.card} není modrá karta: ${p.ability} odhazuje modrou kartu`,
    'ability-limit': (p) =>
      `${p.player} už v tomto tahu použil(a) ${p.ability} ${p.times}× (limit ${p.limit})`,
    'event-no-beer': (p) => `Platí ${p.event}: pivo se hrát nesmí`,
    'event-no-bang': (p) => `Platí ${p.event}: ${p.player} nesmí ve svém tahu použít kartu BANG!`,
    'event-no-placing': (p) => `Platí ${p.event}: nikdo nesmí vyložit ${p.card} ani jinou kartu před hráče`,
    'event-no-in-play': (p) => `Platí ${p.event}: ${p.card} hráče ${p.player} nemá žádný účinek`,
    'event-no-ability': (p) => `Platí ${p.event}: ${p.player} nemá schopnost postavy (${p.ability})`,
    'event-not-up': (p) => `${p.event} teď neplatí (platí: ${p.current})`,
    'no-reveal-due': (p) =>
      `Teď se žádná karta události neotáčí: šerif ji otočí na začátku svého tahu (${p.player})`,
    'event-seen': (p) =>
      `${p.event} už byla otočena v ${p.turn}. tahu: každá karta události přijde jen jednou`,
    'finale-early': (p) =>
      `${p.event} je poslední karta balíčku událostí; lícem dolů ${csForm(p.left, ['zbývá', 'zbývají', 'zbývá'])} ještě ${csCount(p.left, CS.cardsNom)}`,
    'event-needs-suit': (p) =>
      `Platí ${p.event}: ${p.player} po líznutí určí barvu a hraje jen karty té barvy`,
    'event-wrong-suit': (p) =>
      `Platí ${p.event}: ${p.player} určil(a) ${p.suit}; ${p.card} ${p.sign} tu barvu nemá`,
    'event-needs-card': (p) => `${p.event} míří na kartu ve hře před hráčem ${p.target}: řekněte kterou`,
    'event-show-card': (p) => `Platí ${p.event}: ${p.player} ukáže druhou líznutou kartu (zadejte kterou)`,
    'event-must-play': (p) =>
      `Platí ${p.event}: ${p.player} ukázal(a) ${p.card} a nezahrál(a) ji; musí ji zahrát, pokud může (zda mohl(a), posoudí stůl)`,
    'event-needs-character': (p) =>
      `${p.event}: řekněte, kterou postavu ${p.player} bere (druhou rozdanou kartu postavy)`,
    'event-same-character': (p) =>
      `${p.player} už je ${p.character}: ${p.event} mění postavu na tu druhou kartu`,
    'event-character-taken': (p) =>
      `${p.character} hraje ${p.holder}: ${p.event} bere druhou kartu postavy rozdanou na začátku`,
    'event-needs-guess': (p) =>
      `${p.event}: ${p.player} nejdřív hádá červenou nebo černou, pak se karta ukáže`,
    'event-instead-of-drawing': (p) => `Platí ${p.event}: ${p.player} místo lízání hádá červenou nebo černou`,
    'jail-on-sheriff': (p) => `${p.target} je šerif: na šerifa se Jail hrát nesmí`,
    'supply-short': (p) =>
      `Zásoba má ${csCount(p.supply, CS.tokens)}: ${p.card} potřebuje ke vstupu do hry 3`,
    'token-source': (p) =>
      `${p.player} nemá ve hře ${p.source}: žetony leží jen na vlastních nebezpečných kartách a postavě`,
    'too-few-tokens': (p) =>
      `${p.source} hráče ${p.player} má ${csCount(p.tokens, CS.tokens)}; potřeba je ${p.cost}`,
    'tokens-out-of-turn': (p) =>
      `${p.player} platí žetony mimo svůj tah: dovolí to jen schopnost, která to říká`,
    'no-reload': (p) =>
      p.card === null
        ? `Tato hra se hraje bez rozšíření Armed & Dangerous: za odhození se žeton nepřidává`
        : `${p.card} není modrá karta: za její zahrání se žeton nepřidává`,
    'too-many-loads': (p) => `${p.player} pokládá ${csCount(p.given, CS.tokens)}; smí ${p.allowed}`,
    'voluntary-discard': (p) =>
      `${p.player} odhazuje ${csCount(p.count, CS.cardsAcc)}, ale musí jen ${p.excess}: ve fázi 3 se dobrovolně neodhazuje`,
    'spend-unused': (p) => `Za ${p.card} se žetony neplatí`,
    'upgrade-cost': (p) =>
      `Vylepšení ${p.card} stojí ${csCount(p.cost, CS.tokens)}; ${p.paid} není celý počet vylepšení`,
    'weapon-needs-bang': (p) => `Schopnost ${p.weapon} funguje jen se skutečnou kartou BANG!, ne s ${p.card}`,
    'weapon-cost': (p) =>
      `Schopnost ${p.weapon} stojí ${csCount(p.cost, CS.tokens)} ze zbraně samotné; zaplaceno ${p.paid}`,
    'cannot-cancel': (p) =>
      `♦ BANG! s Dvouhlavňovkou nelze zrušit: ${p.card} hráče ${p.player} nic nezmůže, zásah platí`,
    'double-barrel-suit': (p) => `Double Barrel dělá nezrušitelným jen BANG! ♦; tento BANG! je ${p.sign}`,
    'big-fifty': (p) => `Big Fifty: ${p.card} nemá proti tomuto BANG! na hráče ${p.player} žádný účinek`,
    'bomb-pass': (p) => `${p.player} předá Bombu jinému hráči podle své volby (${p.target} jím není)`,
    'not-out-of-turn': (p) => `${p.card} se používá jen v tahu majitele, ne v tahu hráče ${p.current}`,
    'no-draw-done': (p) =>
      `Není co opakovat: ${p.card} použij, když „tahej!“ čeká na kartu, nebo hned po zadání té karty`,
    'once-a-turn': (p) => `${p.player} už ${p.card} v tomto tahu použil(a)`,
    'upgrade-once': (p) =>
      `Vylepšení ${p.card} se kupuje jednou: stačí ${csCount(p.cost, CS.tokens)}, zaplaceno je ${p.paid}`,
    'upgrade-targets': (p) =>
      `${p.card} míří na ${csCount(p.targets, CS.playersAcc)}; zaplacené žetony dávají ${csCount(p.allowed, CS.targetsAcc)}`,
    'same-target': (p) => `${p.card} míří na hráče ${p.target} víckrát: všechny cíle musí být různí hráči`,
    'no-such-player': (p) => `Hráč ${p.target} v této hře nehraje`,
    'ability-cost': (p) => `${p.ability} stojí ${csCount(p.cost, CS.tokens)}; zaplaceno ${p.paid}`,
    'one-spot': (p) => `${p.ability} dává oba žetony na jednu kartu nebo na postavu, ne na ${p.spots}`,
    'cards-only': (p) => `${p.ability} přesouvá žetony z postavy jen na nebezpečné karty, ne zpět na postavu`,
    'nothing-to-draw-on': (p) =>
      `V tomto tahu nikdo jiný nezahrál modrou ani oranžovou kartu, za kterou by ${p.player} ještě nelízal(a)`,
    'abigail-card': (p) =>
      `Ms. Abigail ignoruje jen hnědou kartu hodnoty J, Q, K nebo A mířenou jen na ni, ne tuto ${p.card}${p.sign === null ? '' : ` (${p.sign})`}`,
    'hand-only': (p) => `${p.card} bere kartu z ruky, nikdy kartu ve hře`,
    'in-play-only': (p) => `${p.card} bere kartu ve hře, nikdy z ruky`,
    'tokens-not-in-game': (p) =>
      `Tato hra se hraje bez rozšíření Armed & Dangerous: ${p.player} nemá žádné žetony nábojů k opravě`,
    'tokens-cap': (p) =>
      `${p.spot} hráče ${p.player} nemůže nést ${csCount(p.tokens, CS.tokens)}: nejvýše ${p.cap}`,
    'tokens-supply': (p) =>
      `${p.spot} hráče ${p.player} má ${p.has}: na ${csCount(p.tokens, CS.tokens)} je třeba ${p.needed} ze zásoby, kde je jen ${p.supply} (celkem 32)`,
    'show-not-due': () => 'Balíček Wild West Show se otáčí jen po kartě Stagecoach nebo Wells Fargo',
    'too-few-played': (p) =>
      `${p.player} zahrál v tomto tahu ${csCount(p.played, CS.cardsAcc)}: ${p.event} bere život (potřeba 3)`,
    'ordered-card': (p) => `${p.player} měl rozkaz zahrát ${p.ordered}, ne ${p.card}`,
    'swaps-in-a-row': (p) =>
      `Výměna hráče ${p.player} by byla ${p.swaps}. v řadě: nejvýše ${p.cap}, jedna na živého hráče`,
    'two-left-no-swap': (p) => `Žijí jen dva hráči: ${p.player} nesmí měnit místa`,
    'bang-only-missed': (p) => `${p.event}: kartou BANG! lze odpovědět jen jako Missed! (${p.player})`,
    'needs-order': (p) => `Rozkaz hráče ${p.player} musí určit hráče a kartu, kterou má zahrát`,
    'nothing-to-repeat': (p) =>
      `${p.player} právě nezahrál žádnou hnědou kartu, kterou by zopakoval (každou jen jednou)`,
    'never-missed': (p) => `${p.player} (${p.character}) nesmí nikdy zahrát kartu Missed!`,
    'borrow-two': (p) => `${p.player} si lízne 2 různé postavy z nepoužitých`,
    'borrow-unknown': (p) => `${p.player} uvádí postavu, která není v katalogu`,
    'borrow-not-free': (p) =>
      `${p.player} nemůže líznout ${p.character}: není mezi nepoužitými postavami (jeho vlastní nebo ve hře)`,
    'cannot-play-as': (p) =>
      `Hráč ${p.player} nemůže zahrát ${p.card} jako ${p.as}: nyní to nedovoluje žádná karta ve hře, schopnost ani událost`,
    'not-eliminated': (p) => `${p.target} je naživu: Duch se vykládá před vyřazeného hráče`,
    'fanning-second-missing': (p) =>
      `Druhá rána Rozstříštěné kulky musí jít na hráče ${p.target} ve vzdálenosti 1 od hráče ${p.first}`,
    'fanning-second-far': (p) =>
      `Druhá rána Rozstříštěné kulky jde na vzdálenost 1 od hráče ${p.first}: ${p.target} je ve vzdálenosti ${p.distance}`,
    'aim-needs-bang': (p) => `Dvojitá rána se hraje spolu s kartou BANG!, ne s kartou ${p.card}`,
    'bandidos-discard': (p) =>
      `Divoká banda: ${p.player} odhazuje ${p.needed} (2 karty, nebo 1, má-li jen jednu), ne ${p.count}`,
    'escape-brown-only': (p) => `Útěk odpovídá na hnědou kartu jinou než BANG!, ne na ${p.card}`,
    'escape-not-next': (p) =>
      `${p.card} hráče ${p.player} přichází pozdě: proti kartě, která nic nežádá (Panic!, Cat Balou), musí být hned dalším záznamem`,
    'black-flower-clubs': (p) =>
      p.sign === null
        ? 'Extra BANG! Black Flower je kartou v křížích: zadejte její znak'
        : `Extra BANG! Black Flower je kartou v křížích, ne ${p.sign}`,
    'evelyn-targets': (p) => `Evelyn Shebang střílí místo lízání nejvýše na 2 různé hráče, ne na ${p.count}`,
    'no-beer-played': (p) =>
      `${p.player} získává život schopností Lemonade Jima jen hned po Pivu jiného hráče`,
    // Gold Rush.
    'not-enough-nuggets': (p) => `${p.player} má ${csCount(p.nuggets, NUGGETS)}; ${p.card} stojí ${p.cost}`,
    'duplicate-equipment': (p) => `${p.card} už před hráčem ${p.player} leží`,
    'used-twice': (p) =>
      `${p.what} byl v tomto tahu použit už ${p.limit}× (${p.player}: nejvýše ${p.limit}×)`,
    'buy-phase': (p) => `Nakupuje se ve 2. fázi vlastního tahu (${p.player})`,
    'not-in-shop': (p) => `${p.card} v obchodě lícem nahoru neleží`,
    'wrong-cost': (p) => `${p.card} stojí ${csCount(p.cost, NUGGETS)}, ne ${p.paid}`,
    'not-in-equipment-deck': (p) => `V balíčku vybavení už žádná karta ${p.card} není`,
    'shop-full': () => `V obchodě už leží 3 karty: žádné místo nečeká`,
    'own-equipment': (p) => `${p.player} nemůže platit za odhození vlastní karty ${p.card}: jen cizí`,
    'not-in-front': (p) => `Hráč ${p.player} před sebou ${p.card} nemá`,
    'equipment-immune': (p) =>
      `${p.card} je vybavení: ${p.by} ji nemůže vzít ani odhodit (jen zaplacení ceny + 1)`,
    'sell-not-beer': (p) => `Za nuget se prodává jen karta Pivo, ne ${p.card}`,
    'judge-no-black': (p) => `${p.event}: před hráče nejde položit žádná karta, ${p.card} tedy nelze koupit`,
    'needs-choice': (p) => `${p.card}: řekněte, jako co se použije`,
    'deck-top': (p) => `Horní karta vybavení je podle Marshalova míchání ${p.top}, ne ${p.card}`,
    'equipment-from-hand': (p) => `${p.card} je vybavení: kupuje se v obchodě, z ruky se nehraje`,
  },
};
