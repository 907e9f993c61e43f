// Bumped whenever apply() or the State's shape changes, so that stored snapshots from an older
// engine are not trusted: the store then rebuilds the state from the entries' stored events.
export const RULES_VERSION = 7;
