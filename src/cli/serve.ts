/**
 * `fincalc serve`: the HTTP API on Node (../adapters/node.ts). Options override the environment
 * variables the server also reads (PORT, HOST, WORKERS, REGISTRY_FILE); a wrong option is
 * misuse (exit status 2), a wrong variable or a failure to start is exit status 1. Started
 * through npm, it stops when npm ends (../adapters/launcher-watch.ts).
 */
import { UsageError, readOptions } from './options.ts'
import type { Output } from './output.ts'

const SERVE_USAGE = `Usage: fincalc serve [options]

Serves the Financial Calculator Service API v1 over HTTP until SIGINT or SIGTERM (Ctrl-C, or
kill PID): the calculators under /api/v1/, the OpenAPI document at /api/v1/openapi.json and the
interactive reference at /docs. Prints "fincalc listening on http://HOST:PORT" once it accepts
connections. Started through npm (npx fincalc serve), it also stops when npm ends, so killing
npx's process id stops the server.

Options (each overrides the environment variable in brackets)
  --port N               port, 0 for any free one (PORT; default 8787)
  --host ADDRESS         interface to bind, 0.0.0.0 for all (HOST; default 127.0.0.1)
  --workers N            processes sharing the port, 1 to 64 (WORKERS; default 1)
  --registry FILE        another registry in the format of calculators.yaml (REGISTRY_FILE)
  -h, --help             this text`

const FLAGS = { port: 'PORT', host: 'HOST', workers: 'WORKERS', registry: 'REGISTRY_FILE' } as const

export async function serveCommand(argv: readonly string[], output: Output): Promise<number> {
  const values = readOptions(argv, { port: { type: 'string' }, host: { type: 'string' }, workers: { type: 'string' }, registry: { type: 'string' }, help: { type: 'boolean', short: 'h' } })
  if (values.help) {
    output.out(SERVE_USAGE)
    return 0
  }
  const { readServeOptions, serve } = await import('../adapters/node.ts')
  const env: NodeJS.ProcessEnv = { ...process.env }
  for (const [flag, variable] of Object.entries(FLAGS)) {
    const value = values[flag as keyof typeof FLAGS]
    if (value === undefined) continue
    if (value.trim() === '') throw new UsageError(`--${flag} needs a value`)
    env[variable] = value
    try {
      readServeOptions({ [variable]: value })
    } catch (error) {
      throw new UsageError(`--${flag} ${value}: ${(error as Error).message.replace(/^\w+ must/, 'must')}`)
    }
  }
  let options
  try {
    options = readServeOptions(env)
  } catch (error) {
    output.err(`fincalc cannot start: ${(error as Error).message}`)
    return 1
  }
  serve(options)
  // started through npm (npx fincalc serve): when npm ends, so does the server (../adapters/launcher-watch.ts)
  const { endWithLauncher, launcherGone } = await import('../adapters/launcher-watch.ts')
  endWithLauncher((pid) => {
    output.err(`fincalc serve: ${launcherGone(pid)}`)
    process.kill(process.pid, 'SIGTERM')
  })
  return 0
}
