/**
 * The traffic profile of `fincalc bench`: how many shares of the requests each calculator gets.
 * The default is data (profile.json beside this file); `--profile FILE` replaces it with a file
 * of the same shape:
 *
 *   { "name": "…", "description": "…", "weights": { "<calculator id>": shares, … }, "otherwise": shares }
 *
 * `otherwise` (default 1) is the weight of every calculator the file does not name; 0 leaves a
 * calculator out of the mix.
 */
import { readFileSync } from 'node:fs'
import { UsageError } from '../options.ts'
import { isRecord } from '../../fixtures/is-record.ts'

export interface Profile {
  name: string
  description?: string
  weights: Readonly<Record<string, number>>
  otherwise: number
}

const DEFAULT_PROFILE_FILE = new URL('./profile.json', import.meta.url)

export function defaultProfile(): Profile {
  return parseProfile(readFileSync(DEFAULT_PROFILE_FILE, 'utf8'), 'the default profile')
}

export function readProfile(file: string): Profile {
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch (error) {
    throw new UsageError(`--profile ${file}: cannot read it (${(error as Error).message})`)
  }
  return parseProfile(text, `--profile ${file}`)
}

export function parseProfile(text: string, where: string): Profile {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (error) {
    throw new UsageError(`${where}: not JSON (${(error as Error).message})`)
  }
  if (!isRecord(value)) throw new UsageError(`${where}: expected an object with "weights"`)
  const { name, description, weights, otherwise } = value
  if (!isRecord(weights)) throw new UsageError(`${where}: "weights" must be an object of calculator id -> shares`)
  for (const [id, weight] of Object.entries(weights)) if (!isWeight(weight)) throw new UsageError(`${where}: weight of ${id} must be a number of shares, 0 or more (got ${JSON.stringify(weight)})`)
  if (otherwise !== undefined && !isWeight(otherwise)) throw new UsageError(`${where}: "otherwise" must be a number of shares, 0 or more (got ${JSON.stringify(otherwise)})`)
  if (name !== undefined && typeof name !== 'string') throw new UsageError(`${where}: "name" must be text`)
  if (description !== undefined && typeof description !== 'string') throw new UsageError(`${where}: "description" must be text`)
  return {
    name: (name as string | undefined) ?? where.replace(/^--profile /, ''),
    ...(description !== undefined ? { description: description as string } : {}),
    weights: weights as Record<string, number>,
    otherwise: (otherwise as number | undefined) ?? 1,
  }
}

function isWeight(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0
}

