/**
 * One of Node's `process.nextTick` tick objects, held for the life of the process, so that the
 * hidden class of every later tick object stays the one `nextTick`'s optimised code expects.
 *
 * node:http calls `process.nextTick` five to nine times a request (stream ends, writes, the
 * response's finish; five for a GET the listener answers, ./node-listener.ts). Each call makes
 * its tick as an object literal whose first two keys are symbols, and V8 remembers the hidden
 * classes such a literal builds only weakly: a class with no object left alive is dropped after
 * a few full collections. Once that happens (as it may while the server is starting, when
 * nothing is queued and the registry's compilation runs several full collections), the next
 * tick builds a new class, the literal's feedback turns megamorphic and stays so, and every
 * later call adds its keys through V8's runtime, several times slower, which at several calls a
 * request is a noticeable share of a cache miss's CPU in the server (bench/README.md). Which
 * processes fell into it depended on when their collections ran, so some server starts did and
 * others did not.
 * Holding one tick object keeps its class, and the classes it was built through, alive.
 *
 * The object is taken from an async hook's `init` around one `nextTick` call; the hook is
 * disabled at once, so no later call pays for it. Import this module first, before the server's
 * start-up work.
 */
import { createHook } from 'node:async_hooks'

let held: object | undefined
const hook = createHook({
  init(_asyncId, type, _triggerAsyncId, resource) {
    if (type === 'TickObject') held ??= resource
  },
})
hook.enable()
process.nextTick(() => {})
hook.disable()

/** The tick object held (undefined on a runtime whose async hooks do not report ticks). */
export const heldTickObject: object | undefined = held
