/**
 * The tick object the Node server holds (src/adapters/tick-object.ts): after the full
 * collections that drop the hidden classes of tick objects nobody holds, a new tick object still
 * has the held one's class. Run in a child process, on the built module, with V8's natives syntax
 * to compare the two objects' classes.
 */
import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const MODULE = fileURLToPath(new URL('../dist/adapters/tick-object.js', import.meta.url))

/** Prints whether a tick object made after six full collections has the held one's class. */
const SCRIPT = `
const { heldTickObject } = await import(${JSON.stringify(MODULE)})
const { createHook } = await import('node:async_hooks')
for (let round = 0; round < 200; round++) {
  for (let i = 0; i < 100; i++) process.nextTick(() => {})
  await new Promise((resolve) => setImmediate(resolve))
}
for (let i = 0; i < 6; i++) gc()
let fresh
const hook = createHook({ init(_id, type, _trigger, resource) { if (type === 'TickObject') fresh ??= resource } }).enable()
process.nextTick(() => {})
hook.disable()
console.log(JSON.stringify({ held: typeof heldTickObject, fresh: typeof fresh, same: %HaveSameMap(heldTickObject, fresh) }))
`

describe('the held tick object', () => {
  it('keeps the class of tick objects through full collections', () => {
    const out = execFileSync(process.execPath, ['--expose-gc', '--allow-natives-syntax', '--input-type=module', '-e', SCRIPT], { encoding: 'utf8' })
    expect(JSON.parse(out)).toEqual({ held: 'object', fresh: 'object', same: true })
  })
})
