/**
 * The chromium the browser tests drive, in this order:
 *   1. CHROMIUM_PATH, when set (any build of chromium or Chrome);
 *   2. the headless chromium of the `@sparticuz/chromium` devDependency (Linux x64 only), so a
 *      machine with nothing but `npm ci` runs the browser tests, CI included;
 *   3. Debian's /usr/bin/chromium, where the package above cannot run or be unpacked (another
 *      platform, a full temporary directory).
 * The package ships the binary brotli-compressed; it is unpacked once per package version into
 * the system's temporary directory (`os.tmpdir()`, never the checkout), about 2 s and 200 MB,
 * and reused by later runs.
 */
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'

export const DEBIAN_CHROMIUM = '/usr/bin/chromium'

/** The path of the chromium binary to launch. */
export async function findChromium(): Promise<string> {
  if (process.env.CHROMIUM_PATH) {
    if (!existsSync(process.env.CHROMIUM_PATH)) throw new Error(`CHROMIUM_PATH is ${process.env.CHROMIUM_PATH}, which does not exist`)
    return process.env.CHROMIUM_PATH
  }
  let npmProblem = `@sparticuz/chromium runs on Linux x64 only (this is ${process.platform} ${process.arch})`
  if (process.platform === 'linux' && process.arch === 'x64') {
    try {
      return await unpackNpmChromium()
    } catch (error) {
      npmProblem = `@sparticuz/chromium could not be unpacked into ${tmpdir()}: ${error instanceof Error ? error.message : String(error)}`
    }
  }
  if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM
  throw new Error(`no browser: ${npmProblem}; and no ${DEBIAN_CHROMIUM} (apt-get install chromium), nor CHROMIUM_PATH`)
}

/**
 * Unpacks the package's chromium into `<tmpdir>/fincalc-chromium-<version>-<uid>/` and returns
 * the binary's path. The package unpacks into whatever `os.tmpdir()` returns, and reuses any
 * file already named `chromium` there; so it is pointed (through TMPDIR) at a fresh directory
 * of its own, which is then renamed into place in one step. Test runs started at the same time,
 * from this checkout or another, thus never run a half-written binary or another version's.
 */
async function unpackNpmChromium(): Promise<string> {
  const require = createRequire(import.meta.url)
  const entry = require.resolve('@sparticuz/chromium')
  const { version } = JSON.parse(readFileSync(join(dirname(entry), '..', 'package.json'), 'utf8')) as { version: string }
  const systemTemp = tmpdir()
  const target = join(systemTemp, `fincalc-chromium-${version}-${process.getuid?.() ?? 'user'}`)
  const binary = join(target, 'chromium')
  if (existsSync(binary)) return binary

  const staging = mkdtempSync(`${target}.unpacking-`)
  const saved = process.env.TMPDIR
  process.env.TMPDIR = staging
  try {
    const { default: chromium } = await import('@sparticuz/chromium')
    const unpacked = await chromium.executablePath()
    if (unpacked !== join(staging, 'chromium')) throw new Error(`@sparticuz/chromium unpacked to ${unpacked}, expected ${staging}`)
  } catch (error) {
    rmSync(staging, { recursive: true, force: true })
    throw error
  } finally {
    if (saved === undefined) delete process.env.TMPDIR
    else process.env.TMPDIR = saved
  }
  try {
    renameSync(staging, target)
  } catch (error) {
    // Another run finished first: use its copy.
    rmSync(staging, { recursive: true, force: true })
    if (!existsSync(binary)) throw error
  }
  return binary
}
