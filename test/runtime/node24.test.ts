/** The contract suite (./contract.ts) against `npm start` run on Node 24 (devDependency `node24`). */
import { realpathSync } from 'node:fs'
import { expect, it } from 'vitest'
import { PINNED_NODE } from '../support/server-process.ts'
import { runtimeContract } from './contract.ts'

runtimeContract('node24', (server) => {
  it('the server process runs the Node 24 binary, not the node on PATH', () => {
    expect(realpathSync(`/proc/${server().process.pid}/exe`)).toBe(realpathSync(PINNED_NODE.node24!))
  })
})
