// Schemas for everything that crosses a boundary: game scripts (files, imports) and host payloads.
// The engine trusts its inputs' shape; these schemas are what make that safe.
import * as v from 'valibot';
import { canonicalCardId, catalogue } from '../engine/catalogue/index.ts';
import { LOAD_TOKENS } from '../engine/catalogue/load-tokens.ts';
import { EXPANSION_IDS } from '../engine/types.ts';
import { clip, quote } from './quote.ts';
import { inputProblem, isPlainObject } from './well-formed.ts';

const Name = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1, 'a name cannot be empty'),
  v.maxLength(40, 'a name is at most 40 characters'),
);
/** Longer than any id in the catalogue or the rulings; a longer one is refused before it is looked up. */
export const MAX_ID_LENGTH = 64;
const Id = v.pipe(
  v.string(),
  v.maxLength(MAX_ID_LENGTH, `an id is at most ${MAX_ID_LENGTH} characters`),
  v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'an id is kebab-case, like "rev-carabine"'),
);
export const IdSchema = Id;
/** A map from ids: a JSON object (an array would be read as {"0": …}), each key an id. */
const IdMap = <T extends v.GenericSchema>(value: T, message: string) =>
  v.pipe(v.custom<Record<string, unknown>>(isPlainObject, message), v.record(Id, value, message));
/** A card id; a kebab-case alias is read as the card's own id (`reload` → `reloading`, `lockpick` → `lock-pick`). */
const CardId = v.pipe(Id, v.transform(canonicalCardId));
/** Gold Rush: an equipment card id; `gold-rush` (the High Noon event's id) is read as the card `gold-rush-card`. */
const EquipmentId = v.pipe(
  Id,
  v.transform((id) => (id === 'gold-rush' ? 'gold-rush-card' : canonicalCardId(id))),
);
const Nuggets = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(999));
const SignSchema = v.pipe(
  v.string(),
  v.regex(/^(?:[2-9]|10|[JQKA])[SHDC]$/i, 'a sign is rank then suit, like "AS" or "10H"'),
  v.toUpperCase(),
);
export const RoleSchema = v.picklist(['sheriff', 'deputy', 'outlaw', 'renegade']);
export const ExpansionSchema = v.picklist([...EXPANSION_IDS]);
/** An instant, as JavaScript writes it (`2025-03-07T19:30:00.000Z`); another offset is read as the same instant. */
export const InstantSchema = v.pipe(
  v.string(),
  v.isoTimestamp('a time is ISO 8601, like "2025-03-07T19:30:00.000Z"'),
  v.transform((s) => new Date(s).toISOString()),
);
const Force = v.optional(v.boolean());
// Armed & Dangerous: a token spot is a Dangerous card id or "character"; counts are whole, at most the 32.
const tokenCount = (least: number) =>
  v.pipe(
    v.number('a token count is a number'),
    v.integer('a token count is a whole number'),
    v.minValue(least, `a token count is at least ${least}`),
    v.maxValue(LOAD_TOKENS.inBox, `there are only ${LOAD_TOKENS.inBox} Load tokens`),
  );
const TokenCount = tokenCount(1);
const TokenMap = v.pipe(
  IdMap(TokenCount, 'tokens are a map from a card id or "character" to a count, like {"character": 3}'),
  v.check((m) => Object.keys(m).length > 0, 'name at least one card or "character"'),
);
const Spend = v.optional(TokenMap);
// A correction may set a spot to 0 and ask for more than 4 (the engine flags it with the numbers).
const SetCount = tokenCount(0);
const Load = v.optional(
  v.union(
    [Id, v.pipe(v.array(Id), v.minLength(1, 'name at least one card or "character"')), TokenMap],
    'load is a card id or "character", a list of them, or a map to counts',
  ),
);

export const EntrySchema = v.variant('type', [
  v.strictObject({
    type: v.literal('draw'),
    player: v.optional(Name),
    from: v.optional(Name),
    sign: v.optional(SignSchema),
    force: Force,
  }),
  v.strictObject({
    type: v.literal('play'),
    card: CardId,
    sign: v.optional(SignSchema),
    target: v.optional(Name),
    targetCard: v.optional(v.union([Id, v.literal('hand')])),
    targets: v.optional(v.pipe(v.array(Name), v.minLength(1, 'name at least one target'), v.maxLength(7))),
    targetCards: v.optional(
      v.pipe(
        v.array(v.strictObject({ player: Name, card: v.union([Id, v.literal('hand')]) })),
        v.minLength(1, 'name at least one player'),
        v.maxLength(7),
      ),
    ),
    player: v.optional(Name),
    discard: v.optional(Id),
    load: Load,
    spend: Spend,
    nugget: v.optional(v.boolean()),
    force: Force,
  }),
  v.strictObject({
    type: v.literal('respond'),
    player: Name,
    card: CardId,
    sign: v.optional(SignSchema),
    spend: Spend,
    force: Force,
  }),
  v.strictObject({
    type: v.literal('use'),
    player: Name,
    card: v.optional(CardId),
    ability: v.optional(Id),
    target: v.optional(Name),
    targetCard: v.optional(v.union([Id, v.literal('hand')])),
    discard: v.optional(Id),
    event: v.optional(Id),
    sign: v.optional(SignSchema),
    suit: v.optional(v.picklist(['S', 'H', 'D', 'C'])),
    guess: v.optional(v.picklist(['red', 'black'])),
    character: v.optional(Id),
    as: v.optional(v.picklist(['panic', 'beer', 'bang', 'general-store', 'duel', 'cat-balou'])),
    load: Load,
    spend: Spend,
    force: Force,
  }),
  v.strictObject({ type: v.literal('reveal-event'), card: v.optional(Id), force: Force }),
  v.strictObject({
    type: v.literal('reveal'),
    sign: v.optional(SignSchema),
    // Up to 6: Gold Rush's Rhum flips 4, one more each for Lucky Duke and Horseshoe.
    signs: v.optional(v.pipe(v.array(SignSchema), v.minLength(1), v.maxLength(6))),
    pick: v.optional(SignSchema),
    force: Force,
  }),
  v.strictObject({ type: v.literal('pass'), player: Name, force: Force }),
  v.strictObject({ type: v.literal('pick'), player: Name, card: CardId, force: Force }),
  v.strictObject({
    type: v.literal('discard'),
    player: v.optional(Name),
    count: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(99)),
    load: Load,
    force: Force,
  }),
  v.strictObject({ type: v.literal('end-turn'), force: Force }),
  v.strictObject({ type: v.literal('reshuffle'), force: Force }),
  v.strictObject({ type: v.literal('reveal-role'), player: Name, role: RoleSchema, force: Force }),
  v.strictObject({
    type: v.literal('set'),
    player: Name,
    life: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(20))),
    hand: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(99))),
    tokens: v.optional(
      v.union(
        [
          SetCount,
          v.pipe(
            IdMap(SetCount, 'tokens are a map from a card id or "character" to a count'),
            v.check((m) => Object.keys(m).length > 0, 'name a card or "character"'),
          ),
        ],
        'tokens are a count, or a map from a card id or "character" to a count',
      ),
    ),
    card: v.optional(CardId),
    nuggets: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(999))),
    force: Force,
  }),
  // Gold Rush: the shop's entries. They take only equipment, so `gold-rush` is the card, not the event.
  v.strictObject({
    type: v.literal('buy'),
    card: EquipmentId,
    player: v.optional(Name),
    cost: v.optional(Nuggets),
    refill: v.optional(EquipmentId),
    target: v.optional(Name),
    targetCard: v.optional(v.union([Id, v.literal('hand')])),
    as: v.optional(v.picklist(['panic', 'beer', 'bang', 'general-store', 'duel', 'cat-balou'])),
    force: Force,
  }),
  v.strictObject({ type: v.literal('shop'), card: EquipmentId, force: Force }),
  v.strictObject({
    type: v.literal('remove'),
    target: Name,
    card: EquipmentId,
    player: v.optional(Name),
    cost: v.optional(Nuggets),
    force: Force,
  }),
]);

/** House rule id → value; which ids and values exist is the engine's to say (checkSetup names the known ones). */
export const HouseRulesSchema = IdMap(
  v.union([v.boolean(), v.pipe(v.string(), v.maxLength(60))], 'a house rule is true, false or a reading id'),
  'houseRules maps a house rule id to its value',
);
export const PresetName = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1, 'a preset needs a name'),
  v.maxLength(60),
);

const EDITIONED = catalogue.characters.filter((c) => c.twoEditions).map((c) => c.id);
const EDITIONS = `editions maps ${EDITIONED.join(', ')} to 1 or 2`;

export const SetupSchema = v.pipe(
  v.strictObject({
    players: v.pipe(
      v.array(
        v.strictObject({
          name: Name,
          character: Id,
          role: v.optional(RoleSchema),
        }),
      ),
      v.minLength(3, 'a game needs at least 3 players'),
      v.maxLength(8, 'a game has at most 8 players'),
      v.check(
        (ps) => new Set(ps.map((p) => p.name.toLowerCase())).size === ps.length,
        'every player needs a different name',
      ),
    ),
    expansions: v.optional(v.array(ExpansionSchema), ['base']),
    events: v.optional(v.nullable(v.picklist(['high-noon', 'fistful-of-cards', 'both'])), null),
    seed: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(2 ** 31 - 1)), 0),
    shop: v.optional(v.pipe(v.array(EquipmentId), v.length(3, 'the shop shows 3 equipment cards'))),
    editions: v.optional(
      v.pipe(
        IdMap(v.union([v.literal(1), v.literal(2)], 'an edition is 1 or 2'), EDITIONS),
        v.rawCheck(({ dataset, addIssue }) => {
          if (!dataset.typed) return;
          for (const id of Object.keys(dataset.value)) {
            if (catalogue.character(id)?.twoEditions) continue;
            addIssue({
              message: catalogue.character(id)
                ? `${quote(id)} has one text only; ${EDITIONS}`
                : `${quote(id)} is not a character; ${EDITIONS}`,
              path: [
                {
                  type: 'object',
                  origin: 'key',
                  input: dataset.value,
                  key: id,
                  value: dataset.value[id],
                },
              ],
            });
            return;
          }
        }),
      ),
    ),
    houseRules: v.optional(
      IdMap(
        v.union(
          [v.boolean(), v.pipe(v.string(), v.maxLength(60))],
          'a house rule is true, false or a reading id',
        ),
        'houseRules maps a house rule id to its value',
      ),
    ),
  }),
);

/**
 * As many entries as one request can carry: the smallest entry, `{"type":"end-turn"}` and its comma, is 20
 * bytes, so 50,000 of them are 1,000,000 bytes and leave the setup room under MAX_REQUEST_BYTES (1 MB). A
 * real game's entries are larger (about 50 bytes), so the byte limit is usually the one a script meets.
 */
export const MAX_SCRIPT_ENTRIES = 50_000;

export const GameScriptSchema = v.strictObject({
  format: v.literal('marshal/1', 'the format must be "marshal/1"'),
  setup: SetupSchema,
  entries: v.pipe(
    v.array(EntrySchema),
    v.maxLength(MAX_SCRIPT_ENTRIES, `a game script has at most ${MAX_SCRIPT_ENTRIES} entries`),
  ),
  /** The group's named house rules the game was played with (written by export; an import remembers it). */
  preset: v.optional(v.strictObject({ name: PresetName, houseRules: HouseRulesSchema })),
  /** When the game was played: its first and last entry (written by export; an import is dated by it). */
  played: v.optional(v.strictObject({ from: InstantSchema, to: v.optional(InstantSchema) })),
});

export type GameScript = v.InferOutput<typeof GameScriptSchema>;
export type ParsedEntry = v.InferOutput<typeof EntrySchema>;
export type ParsedSetup = v.InferOutput<typeof SetupSchema>;

/** "entries[3].card: unknown …" — names the place of the first problem. */
export function describeIssues(issues: readonly v.BaseIssue<unknown>[], prefix = ''): string {
  const first = issues[0];
  if (!first) return 'invalid';
  const path = (first.path ?? []).map((p) => pathStep(p.key)).join('');
  return placed(`${prefix}${path}`, issueMessage(first));
}

/** A key of the input in a path: `.name`, `[3]`, or a clipped `["…"]` for anything else. */
function pathStep(key: unknown): string {
  if (typeof key === 'number') return `[${key}]`;
  const text = String(key);
  return /^[A-Za-z_$][\w$]{0,39}$/.test(text) ? `.${text}` : `[${quote(text)}]`;
}

/** Valibot's own messages end in "but received <the input>", whole: ours quote a clipped piece of it. */
function issueMessage(issue: v.BaseIssue<unknown>): string {
  const tail = `received ${issue.received}`;
  if (!issue.message.endsWith(tail) || issue.received.length <= QUOTED) return issue.message;
  const received = issue.received.startsWith('"')
    ? quote(issue.received.slice(1, -1))
    : clip(issue.received, QUOTED);
  return `${issue.message.slice(0, -issue.received.length)}${received}`;
}

/** The longest piece of input a message quotes, quotes included. */
const QUOTED = 42;
/** The longest message; what it quotes is already short, this only bounds a long path. */
const MAX_MESSAGE = 300;

function placed(path: string, message: string): string {
  const where = path.replace(/^\./, '') || '(top level)';
  return clip(`${where}: ${message}`, MAX_MESSAGE);
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

export function parseWith<S extends v.GenericSchema>(
  schema: S,
  input: unknown,
  prefix = '',
): Parsed<v.InferOutput<S>> {
  const problem = inputProblem(input);
  if (problem) return { ok: false, message: placed(`${prefix}${problem.path}`, problem.message) };
  const result = v.safeParse(schema, input);
  if (result.success) return { ok: true, value: result.output };
  return { ok: false, message: describeIssues(result.issues, prefix) };
}
