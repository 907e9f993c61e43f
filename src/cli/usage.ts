// What each `marshal` command takes, printed by `marshal COMMAND --help` and with a usage error.
export const COMMAND_USAGE = {
  run: `usage: marshal run FILE [--json]
  Run a "marshal/1" game script and print each entry's verdict, then the table.
  --json   one JSON object per entry, then {"state": …}`,
  validate: `usage: marshal validate FILE
  Check that a game script is well formed and replays.`,
  rules: `usage: marshal rules QUERY [--json] [--locale en|cs|zh-Hant|zh-Hans]
       marshal rules --id ID [--json] [--locale L]
  Find cards, characters, roles, events and rules by any name in any language, or show one with its rulings.`,
  import: `usage: marshal import FILE…
  Add exported game scripts to the saved games (MARSHAL_DATA_DIR chooses the folder). A file that cannot be
  imported is named with its error and nothing of it is stored.`,
  stats: `usage: marshal stats [--json | --csv [--table players|characters|roles|sides|deaths|cards]]
                    [--from DAY] [--to DAY] [--players N] [--expansions base|ID,ID…]
  Figures across the saved games; DAY is a local day like 2025-03-07, both ends included.`,
  'merge-player': `usage: marshal merge-player SPELLING NAME
  Count SPELLING as the same person as NAME from now on.`,
} as const;

export type Command = keyof typeof COMMAND_USAGE;

export function isCommand(name: string): name is Command {
  return Object.hasOwn(COMMAND_USAGE, name);
}

export const USAGE = `usage: marshal COMMAND [ARGS…]   (marshal COMMAND --help for one command)
  marshal run FILE [--json]   run a "marshal/1" game script and print each entry's verdict and the final state
  marshal validate FILE       check that a game script is well formed and replays
  marshal rules QUERY [--json] [--locale en|cs|zh-Hant|zh-Hans]   find cards, characters, roles and rules
  marshal rules --id ID [--locale L]                              one entry with its rulings
  marshal import FILE…        add exported game scripts to the saved games (MARSHAL_DATA_DIR chooses the folder)
  marshal stats [--json | --csv [--table players|characters|roles|sides|deaths|cards]]
                [--from DAY] [--to DAY] [--players N] [--expansions base|ID,ID…]   figures across the saved games
  marshal merge-player SPELLING NAME   count SPELLING as the same person as NAME
  marshal --version           the version of Marshal
exit status: 0 done, 1 the work failed (a file, an entry, a game), 2 the command line was wrong`;
