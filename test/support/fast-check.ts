/**
 * Every property test's run, shrinking included, ends within 20 s, below vitest's 30 s a test: a
 * property that fails is reported with the smallest counterexample found by then and its seed,
 * and one that has not finished fails as such. fast-check does not stop when vitest gives up on
 * a test, and shrinking a counterexample of a property that calls the engine can take many
 * minutes.
 */
import { fc } from '@fast-check/vitest'

fc.configureGlobal({ interruptAfterTimeLimit: 20_000, markInterruptAsFailure: true })
