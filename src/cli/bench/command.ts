/**
 * `fincalc bench`: reads the options, builds the mix (fixtures × registry × profile), narrows
 * `--vary`'s ranges with the reference engine, with `--serve` starts this package's own server
 * (server-process.ts), makes sure the target answers at all, runs the load (run.ts) with a
 * progress line on a terminal, stops the server, and prints the report (report.ts), compared
 * with an earlier run's (compare.ts), and with `--html` draws it (html.ts). With
 * `--check-values` the reference engine also answers a sample of the run's requests, to judge
 * the figures the implementation gave (values.ts).
 * Ctrl-C (and with `--serve` SIGTERM too) ends the run early; what was measured is reported and
 * the server is stopped.
 */
import '../../adapters/ark-jitless.ts'
import { randomInt } from 'node:crypto'
import { accessSync, closeSync, constants, existsSync, lstatSync, mkdirSync, openSync, statSync, unlinkSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { dirname, resolve } from 'node:path'
import type { Output } from '../output.ts'
import { baseUrlOption, integer, splitList, COMMON_OPTIONS, DEFAULT_FIXTURES_DIR, DEFAULT_REGISTRY_FILE, UsageError, readOptions } from '../options.ts'
import { loadFixtureDirectory } from '../../fixtures/load.ts'
import { findFormula } from '../../formulas/index.ts'
import { loadRegistry, RegistryError } from '../../registry/load.ts'
import { readRegistryFile } from '../../registry/registry-file.ts'
import { createEngine } from '../../runtime/engine.ts'
import { buildMix, screenVariations, type Mix } from './mix.ts'
import { defaultProfile, readProfile } from './profile.ts'
import { compareReports, readReport, unlikeWarning } from './compare.ts'
import { writeHtml } from './html.ts'
import { formatHuman, formatMix, formatProgress, reportJson, verdictLine, writeReport } from './report.ts'
import { runBench, type BenchReport } from './run.ts'
import type { Reference } from './values.ts'
import { OWN_SERVER, samplePeakRss, ServerStartError, startServerProcess, type ServerProcess } from './server-process.ts'
import { BENCH_USAGE } from './usage.ts'
import { withoutTrailing } from '../../runtime/without-trailing.ts'

export async function bench(argv: readonly string[], output: Output): Promise<number> {
  const values = readOptions(argv, {
    ...COMMON_OPTIONS,
    connections: { type: 'string' },
    duration: { type: 'string' },
    warmup: { type: 'string' },
    pipelining: { type: 'string' },
    rate: { type: 'string' },
    vary: { type: 'boolean' },
    seed: { type: 'string' },
    profile: { type: 'string' },
    output: { type: 'string' },
    compare: { type: 'string' },
    html: { type: 'string' },
    'check-values': { type: 'boolean' },
    serve: { type: 'boolean' },
  })
  if (values.help) {
    output.out(BENCH_USAGE)
    return 0
  }
  const settings = {
    connections: values.connections === undefined ? 10 : integer('--connections', values.connections, 1, 1000),
    durationSeconds: values.duration === undefined ? 10 : integer('--duration', values.duration, 1, 3600),
    warmupSeconds: values.warmup === undefined ? 2 : integer('--warmup', values.warmup, 0, 600),
    pipelining: values.pipelining === undefined ? 1 : integer('--pipelining', values.pipelining, 1, 100),
    timeoutSeconds: values.timeout === undefined ? 10 : integer('--timeout', values.timeout, 1, 600),
    ...(values.rate !== undefined ? { rate: integer('--rate', values.rate, 1, 10_000_000) } : {}),
  }
  const seed = values.seed === undefined ? randomInt(2 ** 32 - 1) : integer('--seed', values.seed, 0, 2 ** 32 - 1)
  const baseUrl = values['base-url']
  if (values.serve && baseUrl !== undefined) throw new UsageError('--serve and --base-url: give one (--serve benchmarks this package\'s own server)')
  if (!values.list && !values.serve) baseUrlOption(baseUrl)
  const other = values.compare ? readReport(values.compare) : undefined
  for (const option of ['output', 'html'] as const) if (values[option] !== undefined) writableFile(`--${option}`, values[option])

  const registry = readRegistry(values.registry ?? DEFAULT_REGISTRY_FILE)
  const mix = buildMix({
    registry,
    fixtures: loadFixtureDirectory(values.fixtures ?? DEFAULT_FIXTURES_DIR),
    profile: values.profile ? readProfile(values.profile) : defaultProfile(),
    tags: splitList(values.tag),
    calculators: splitList(values.calculator),
    vary: values.vary ?? false,
    seed,
  })
  const engine = values.vary || values['check-values'] ? createEngine({ registry, formulas: findFormula, cacheSize: 0, onError: () => {} }) : undefined
  if (values.vary) await screenVariations(mix, async (target) => (await engine!.handle({ method: 'GET', url: target })).status === 200)
  const reference: Reference | undefined = values['check-values']
    ? async (target) => {
        const answer = await engine!.handle({ method: 'GET', url: target })
        return { status: answer.status, body: answer.body ?? '' }
      }
    : undefined
  if (values.list) {
    output.out(formatMix(mix))
    return 0
  }

  const stop = new AbortController()
  const onSignal = () => stop.abort()
  // Without --serve, SIGTERM keeps its default: nothing of this command's is left to stop.
  const signals = values.serve ? (['SIGINT', 'SIGTERM'] as const) : (['SIGINT'] as const)
  for (const signal of signals) process.once(signal, onSignal)
  let server: ServerProcess | undefined
  let report: BenchReport
  try {
    if (values.serve) {
      try {
        server = await startServerProcess(OWN_SERVER, { signal: stop.signal })
      } catch (error) {
        if (!(error instanceof ServerStartError)) throw error
        output.err(`fincalc bench: ${error.message}; nothing was measured`)
        return 1
      }
    }
    const target = server?.url ?? baseUrl!
    const unreachable = await firstAnswer(target, mix, settings.timeoutSeconds)
    if (unreachable || stop.signal.aborted) {
      const problem = unreachable ?? 'interrupted before the run'
      // with --json, a program reading stdout is told too
      if (values.json) output.out(JSON.stringify({ tool: 'fincalc bench', baseUrl: target, valid: false, problems: [`${problem}; nothing was measured`], requestsPerSecond: null }, null, 2))
      output.err(`fincalc bench: NOT A VALID RESULT: ${problem}; nothing was measured`)
      return 1
    }
    const rss = server && samplePeakRss(server)
    report = await runBench({
      baseUrl: target,
      mix,
      ...settings,
      signal: stop.signal,
      ...(reference ? { reference } : {}),
      ...(output.progress ? { onProgress: (p) => output.progress!(formatProgress(p)) } : {}),
    })
    if (rss) report.server = { command: ['node', ...OWN_SERVER.args].join(' '), rssPeakMiB: rss.stop() / 1024 }
  } finally {
    for (const signal of signals) process.off(signal, onSignal)
    output.progress?.('')
    await server?.stop()
  }
  const comparison = other ? compareReports(report, other, values.compare!) : undefined
  const written = { ...report, ...(comparison ? { comparison } : {}) }
  const unwritten: string[] = []
  const write = (option: string, file: string, how: () => void) => {
    try {
      how()
    } catch (error) {
      unwritten.push(`fincalc bench: ${option} ${file}: cannot write it (${(error as Error).message})`)
    }
  }
  if (values.output) write('--output', values.output, () => writeReport(values.output!, written))
  if (values.html) write('--html', values.html, () => writeHtml(values.html!, report, other && comparison ? { report: other, comparison } : undefined))
  if (values.json) {
    output.out(reportJson(written).trimEnd())
    output.err(verdictLine(report))
    if (comparison) for (const line of unlikeWarning(comparison)) output.err(`fincalc bench: ${line.trim()}`)
  } else output.out(formatHuman(report, comparison))
  for (const line of unwritten) output.err(line)
  return report.valid && unwritten.length === 0 ? 0 : 1
}

/**
 * Refuses, before anything runs, a file the report could not be written to; makes its folder.
 * The folders are made one at a time: Node's recursive mkdir can loop for ever where the
 * system answers ENOENT to every attempt (under /proc).
 */
function writableFile(option: string, file: string): void {
  const missing: string[] = []
  for (let folder = dirname(resolve(file)); !existsSync(folder); folder = dirname(folder)) missing.unshift(folder)
  try {
    for (const folder of missing) mkdirSync(folder)
    const folder = dirname(resolve(file))
    if (!statSync(folder).isDirectory()) throw new Error(`${folder} is not a folder`)
    accessSync(folder, constants.W_OK)
  } catch (error) {
    throw new UsageError(`${option} ${file}: cannot write there (${(error as Error).message})`)
  }
  if (existsSync(file) && statSync(file).isDirectory()) throw new UsageError(`${option} ${file}: is a folder; give a file name`)
  // a folder may let no file be made in it (/proc) however its mode reads: make the file, then remove it
  if (lstatSync(file, { throwIfNoEntry: false }) !== undefined) return
  try {
    closeSync(openSync(file, 'wx'))
  } catch (error) {
    throw new UsageError(`${option} ${file}: cannot write there (${(error as Error).message})`)
  }
  unlinkSync(file)
}

function readRegistry(file: string) {
  let text: string
  try {
    text = readRegistryFile(file)
  } catch (error) {
    throw new UsageError(`--registry: ${(error as Error).message}`)
  }
  try {
    return loadRegistry(text, findFormula)
  } catch (error) {
    if (error instanceof RegistryError) throw new UsageError(new RegistryError(error.problems, `--registry ${file}`).message)
    throw error
  }
}

/**
 * Undefined when the first request of the mix gets any HTTP answer; otherwise why not. Asked with
 * node:http, as the load is sent, not fetch, which refuses ports it deems unsafe (6666, 10080).
 */
function firstAnswer(baseUrl: string, mix: Mix, timeoutSeconds: number): Promise<string | undefined> {
  const target = `${withoutTrailing(baseUrl, '/')}${mix.endpoints[0]!.requests[0]!.target}`
  return new Promise((resolve) => {
    const url = new URL(target)
    const ask = url.protocol === 'https:' ? httpsRequest : httpRequest
    const request = ask(url, { headers: { accept: 'application/json' }, timeout: timeoutSeconds * 1000 }, (response) => {
      response.resume()
      response.on('end', () => resolve(undefined))
      response.on('error', () => resolve(undefined))
    })
    request.on('timeout', () => {
      resolve(`cannot reach ${target} (no answer within ${timeoutSeconds} s)`)
      request.destroy()
    })
    request.on('error', (error: Error & { code?: string }) => resolve(`cannot reach ${target} (${error.code ?? error.message})`))
    request.end()
  })
}
