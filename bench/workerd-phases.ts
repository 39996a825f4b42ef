/**
 * Where workerd's start goes, phase by phase, for fincalc's Worker and a hello-world Worker: the
 * time to compile the modules (V8's parse within it), to evaluate them, and to answer the first
 * request, with the functions V8 compiled on first call in each, read from workerd's own trace
 * (--perfetto-trace); the least of ROUNDS alternated starts, as the work is the same each time and
 * a busy machine only adds to it (bench/README.md, "Cold start"). NAME=CONFIG adds a variant,
 * asked the same /sip request.
 * Usage: npx tsx bench/workerd-phases.ts [ROUNDS=5] [NAME=CONFIG.capnp…]   (builds the Worker first)
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildWorker, COMPATIBILITY_DATE, COMPATIBILITY_FLAGS } from '../src/adapters/workerd/build.ts'
import { writeWorkerdConfig } from '../src/adapters/workerd/config.ts'

const TARGET = '/api/v1/sip?investment=10000&interest=12&years=10'
const WORKERD: string = createRequire(import.meta.url)('workerd').default
type Range = [number, number]

/** The fields of a protocol-buffer message in b[start, end): [number, integer or byte range]. */
function* fields(b: Buffer, start = 0, end = b.length): Generator<[number, number | Range]> {
  let i = start
  const varint = () => { let v = 0, scale = 1; for (;;) { const x = b[i++]!; v += (x & 127) * scale; scale *= 128; if (x < 128) return v } }
  while (i < end) {
    const key = varint(), wire = key & 7, field = Math.floor(key / 8)
    if (wire === 0) yield [field, varint()]
    else if (wire === 2) { const n = varint(); yield [field, [i, i + n]]; i += n }
    else if (wire === 1 || wire === 5) { yield [field, 0]; i += wire === 1 ? 8 : 4 }
    else throw new Error(`wire type ${wire} in the trace`)
  }
}

interface Span { name: string; start: number; end: number; depth: number }
/** The trace's slices, in ms: Trace → TracePacket → TrackEvent, names interned per sequence. */
function spans(file: string): Span[] {
  const b = readFileSync(file), out: Span[] = []
  const sequences = new Map<number, { names: Map<number, string>; incremental: boolean; last: number }>()
  const open = new Map<string, { name: string; start: number }[]>()
  for (const [f, packet] of fields(b)) {
    if (f !== 1 || typeof packet === 'number') continue
    const p = new Map(fields(b, ...packet)), id = (p.get(10) as number) ?? 0, at = (k: number) => p.get(k) as Range | undefined
    let seq = sequences.get(id)
    if (!seq || ((p.get(13) as number) ?? 0) & 1) sequences.set(id, (seq = { names: new Map(), incremental: seq?.incremental ?? false, last: 0 }))
    for (const [k, v] of at(59) ? fields(b, ...at(59)!) : []) if (k === 58) seq.incremental = (v as number) >= 64
    for (const [k, v] of at(12) ? fields(b, ...at(12)!) : []) if (k === 2) { const n = new Map(fields(b, ...(v as Range))); seq.names.set(n.get(1) as number, b.toString('utf8', ...(n.get(2) as Range))) }
    // a timestamp on an incremental clock (id 64 and up) counts from the sequence's last one
    const stamp = (p.get(8) as number) ?? 0
    if (p.has(58) ? (p.get(58) as number) >= 64 : seq.incremental) seq.last += stamp
    else if (p.has(8)) seq.last = stamp
    if (!at(11)) continue
    const e = new Map(fields(b, ...at(11)!)), track = `${id}:${e.get(11) ?? 0}`
    const stack = open.get(track) ?? open.set(track, []).get(track)!
    if (e.get(9) === 1) stack.push({ name: seq.names.get(e.get(10) as number) ?? '', start: seq.last / 1e6 })
    else if (e.get(9) === 2) { const s = stack.pop(); if (s) out.push({ ...s, end: seq.last / 1e6, depth: stack.length }) }
  }
  return out.sort((x, y) => x.start - y.start)
}

/** What one start is read as: each phase in ms, and the functions V8 compiled on first call within it. */
const COLUMNS = ['compile', 'parse', 'evaluate', 'its compiles', 'functions', 'first request', 'its compiles', 'functions']

function phases(all: Span[]): number[] {
  const find = (name: string, depth?: number) => all.find((s) => s.name === name && (depth === undefined || s.depth === depth))!
  const worker = find('factory_new_worker()'), modules = find('WorkerdApi::compileModules()'), request = find('WorkerEntrypoint::request()', 0)
  const within = (from: number, to: number, name: string) => all.filter((s) => s.name === name && s.start >= from && s.end <= to)
  const ms = (list: Span[]) => list.reduce((t, s) => t + s.end - s.start, 0)
  const evaluated = within(modules.end, worker.end, 'V8.CompileCode'), answered = within(request.start, request.end, 'V8.CompileCode')
  const parse = ms(within(modules.start, modules.end, 'V8.ParseProgram'))
  return [modules.end - modules.start, parse, worker.end - modules.end, ms(evaluated), evaluated.length, request.end - request.start, ms(answered), answered.length]
}

/** One start of workerd on `config`, traced, to the first answer to `target` (a 200). */
async function tracedStart(config: string, target: string, trace: string): Promise<number[]> {
  const child = spawn(WORKERD, ['serve', config, '--control-fd=3', `--perfetto-trace=${trace}=workerd,v8,disabled-by-default-v8.compile`], { stdio: ['ignore', 'ignore', 'pipe', 'pipe'] })
  let said = '', control = ''
  child.stderr!.on('data', (d: Buffer) => { said += d })
  const port = await new Promise<string>((resolve, reject) => {
    child.stdio[3]!.on('data', (d: Buffer) => { const m = /"port":(\d+)/.exec((control += d)); if (m) resolve(m[1]!) })
    child.once('exit', () => reject(new Error(`workerd stopped on ${config}: ${said.trim().split('\n')[0]}`)))
  })
  const response = await fetch(`http://127.0.0.1:${port}${target}`), body = await response.text()
  await new Promise((r) => setTimeout(r, 150)) // the trace is written as workerd stops
  await new Promise((r) => { child.once('exit', r); child.kill('SIGTERM') })
  if (response.status !== 200) throw new Error(`${config} answered ${response.status} to ${target}: ${body.slice(0, 200)}`)
  return phases(spans(trace))
}

const args = process.argv.slice(2)
const rounds = /^\d+$/.test(args[0] ?? '') ? Number(args.shift()) : 5
const usage = 'usage: npx tsx bench/workerd-phases.ts [ROUNDS] [NAME=CONFIG.capnp…]'
if (rounds < 1 || args.some((a) => !/^[\w-]+=.+\.capnp$/.test(a))) { console.error(usage); process.exit(2) }
const dir = mkdtempSync(join(tmpdir(), 'workerd-phases-'))
try {
  writeFileSync(join(dir, 'hello.js'), 'export default { fetch() { return new Response("hello") } }\n')
  writeFileSync(join(dir, 'hello.capnp'), `using Workerd = import "/workerd/workerd.capnp";
const config :Workerd.Config = ( services = [ (name = "main", worker = .w) ], sockets = [ (name = "http", address = "127.0.0.1:0", http = (), service = "main") ] );
const w :Workerd.Worker = ( modules = [ (name = "worker", esModule = embed "hello.js") ], compatibilityDate = "${COMPATIBILITY_DATE}", compatibilityFlags = ${JSON.stringify(COMPATIBILITY_FLAGS)} );\n`)
  await buildWorker()
  const runs = [['hello', join(dir, 'hello.capnp'), '/'], ['fincalc', writeWorkerdConfig({ host: '127.0.0.1', port: 0 }), TARGET], ...args.map((a) => [...a.split(/=(.*)/s, 2), TARGET])]
  const seen = new Map<string, number[][]>(runs.map(([name]) => [name!, []]))
  for (let r = 0; r < rounds; r++) for (const [name, config, target] of runs) seen.get(name!)!.push(await tracedStart(config!, target!, join(dir, `${name}.pftrace`)))
  const width = (i: number) => COLUMNS[i]!.length + 2
  console.log(`ms, least of ${rounds}`.padEnd(20) + COLUMNS.map((c, i) => c.padStart(width(i))).join(''))
  for (const [name, starts] of seen) console.log(name.padEnd(20) + COLUMNS.map((c, i) => { const v = Math.min(...starts.map((x) => x[i]!)); return (c === 'functions' ? String(v) : v.toFixed(2)).padStart(width(i)) }).join(''))
} catch (error) {
  console.error(`workerd-phases: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
} finally { rmSync(dir, { recursive: true, force: true }) }
