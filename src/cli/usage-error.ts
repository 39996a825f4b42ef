/**
 * A misuse of a `fincalc` command: one line and exit status 2 (./main.ts). A module of its own so
 * that every bundle of the command shares the one class (src/build/bundle-node.ts).
 */
export class UsageError extends Error {}
