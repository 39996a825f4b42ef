/** Supply chain: versions pinned exactly, and no code generated from strings in project code. */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ROOT } from './support/project.ts'

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path)
    return /\.(ts|mjs|js)$/.test(name) ? [path] : []
  })
}

describe('supply chain', () => {
  it('pins every dependency to one exact version (the lockfile pins the rest)', () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'))
    // An alias (`npm:<package>@<version>`, as node22 and node24) is pinned the same way.
    for (const [name, range] of Object.entries({ ...pkg.dependencies, ...pkg.devDependencies })) expect(range, name).toMatch(/^(npm:(@[\w.-]+\/)?[\w.-]+@)?\d+\.\d+\.\d+$/)
    expect(statSync(join(ROOT, 'package-lock.json')).isFile()).toBe(true)
  })

  it('has no eval or new Function in project code', () => {
    const pattern = new RegExp(['\\beval\\s*\\(', 'new\\s+Function\\s*\\('].join('|'))
    const offenders = ['src', 'bench', 'test'].flatMap((dir) => sourceFiles(join(ROOT, dir))).filter((file) => pattern.test(readFileSync(file, 'utf8')))
    expect(offenders).toEqual([])
  })
})
