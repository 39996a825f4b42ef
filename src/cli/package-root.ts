/**
 * This package's folder (the checkout, or node_modules/fincalc): the nearest folder above this
 * module that holds package.json. Found by walking up, so that the files the commands read
 * beside the code (package.json, calculators.yaml, fixtures/, dist/) are found from the
 * sources, from dist/ and from the bundled command alike.
 */
import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

function nearestPackage(folder: string): string {
  for (let at = folder; ; at = dirname(at)) {
    if (existsSync(join(at, 'package.json'))) return at
    if (dirname(at) === at) return folder
  }
}

export const PACKAGE_ROOT: string = nearestPackage(dirname(fileURLToPath(import.meta.url)))

/** A file of this package by its path from the package's folder. */
export function packageFile(path: string): string {
  return join(PACKAGE_ROOT, path)
}
