/**
 * Lints an OpenAPI document file with Redocly's `recommended` ruleset and Spectral's
 * `spectral:oas` ruleset, offline; prints `{ redocly: [...], spectral: [...] }`, every problem of
 * either (errors and warnings, each with its severity, rule and location) as JSON.
 * Usage: node lint.mjs <openapi.json>
 */
import { readFileSync } from 'node:fs'
import { createConfig, lint } from '@redocly/openapi-core'
import spectralCore from '@stoplight/spectral-core'
import spectralParsers from '@stoplight/spectral-parsers'
import spectralRulesets from '@stoplight/spectral-rulesets'

const file = process.argv[2]
const text = readFileSync(file, 'utf8')

const config = await createConfig({ extends: ['recommended'] })
const redocly = (await lint({ ref: file, config })).map((p) => ({
  severity: p.severity,
  rule: p.ruleId,
  message: p.message,
  at: p.location?.[0]?.pointer,
}))

const { Spectral, Document } = spectralCore
const spectral = new Spectral()
spectral.setRuleset({ extends: [[spectralRulesets.oas, 'recommended']] })
const severities = ['error', 'warn', 'info', 'hint']
const spectralProblems = (await spectral.run(new Document(text, spectralParsers.Json, file))).map((p) => ({
  severity: severities[p.severity],
  rule: p.code,
  message: p.message,
  at: `#/${p.path.map((s) => String(s).replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`,
}))

process.stdout.write(JSON.stringify({ redocly, spectral: spectralProblems }))
