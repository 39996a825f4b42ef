/**
 * What the build keeps of the rules it wrote a variant's parameter check from
 * (src/generated/checks.ts): the length and XXH32 of their text (./etag.ts), not the text, so
 * that a bundle does not carry the registry's parameters twice. ./registry-sources.ts uses a
 * check only for parameters with the same fingerprint: parameters with other rules, from a
 * registry file the build never saw, are told apart but for a chance of about one in 4 × 10^9.
 */
import { validationRules } from '../registry/plain-checks.ts'
import type { Parameter } from '../registry/types.ts'
import { entityTag } from './etag.ts'

export function rulesFingerprint(parameters: readonly Parameter[]): string {
  return entityTag(validationRules(parameters))
}
