/**
 * The Workers module's static files (src/build/generate-worker.ts writes them): the bodies of
 * the service's documents (the OpenAPI document, the discovery index and `/`) and the rules'
 * texts (descriptions, and their values' sources and notes), read through the Worker's ASSETS
 * binding (Workers Static Assets; a disk service on the local workerd) at the first request that
 * needs each, and kept for the isolate's life.
 * The script carries only each document's path and headers, so a Worker's start compiles the
 * calculations and not the prose.
 *
 * The engine answers synchronously, so a file is read before the request reaches it:
 * `prepare(request)` reads what a GET or HEAD of that path needs (a path as the engine's router
 * matches it, trailing slashes and all). A body asked for before it was read, or a file the
 * binding does not have, makes the engine's bare 500, never a different answer.
 */
import type { FixedRoute } from '../runtime/engine.ts'
import type { EngineResponse } from '../runtime/http.ts'
import type { RuleTexts } from '../rules/in-force.ts'
import { withoutTrailing } from '../runtime/without-trailing.ts'

/** A document served from a static file: its path, the file holding its body, the headers of its 200. */
export interface StaticDocument {
  path: string
  file: string
  headers: Readonly<Record<string, string>>
}

/** What a Worker's assets binding does: fetch a file by the path of a URL. */
export interface AssetsBinding {
  fetch(request: Request): Promise<Response>
}

export interface WorkerAssets {
  /** The documents at their paths, for the engine's `documents`. */
  readonly documents: readonly FixedRoute[]
  /** A rule's texts, for GET /rules (src/openapi/rules-view.ts). */
  ruleTexts(id: string): RuleTexts
  /** Reads the files a request needs that are not read yet; undefined when there are none. */
  prepare(request: Request, assets: AssetsBinding | undefined): Promise<void> | undefined
}

export function workerAssets(documents: readonly StaticDocument[], rules: { path: string; file: string }): WorkerAssets {
  const texts = new Map<string, string>()
  const reading = new Map<string, Promise<void>>()
  /** The file a GET of each path needs, by the path without trailing slashes (as the router matches them). */
  const fileOfPath = new Map<string, string>([...documents.map((d) => [withoutTrailing(d.path, '/'), d.file] as const), [withoutTrailing(rules.path, '/'), rules.file]])
  const fileCount = new Set(fileOfPath.values()).size
  let ruleTexts: Readonly<Record<string, RuleTexts>> | undefined

  const text = (file: string): string => {
    const read = texts.get(file)
    if (read === undefined) throw new Error(`${file} was not read from the Worker's ASSETS binding`)
    return read
  }
  const read = (file: string, assets: AssetsBinding | undefined): Promise<void> => {
    let promise = reading.get(file)
    if (promise === undefined) {
      promise = (async () => {
        if (assets === undefined) throw new Error(`no ASSETS binding to read ${file} from`)
        const response = await assets.fetch(new Request(`https://assets.invalid/${file}`))
        if (!response.ok) throw new Error(`the ASSETS binding answered ${response.status} for ${file}`)
        texts.set(file, await response.text())
      })()
      reading.set(file, promise)
      // a failed read is tried again by the next request
      promise.catch(() => reading.delete(file))
    }
    return promise
  }

  return {
    documents: documents.map(({ path, file, headers }) => {
      let response: EngineResponse | undefined
      return {
        path,
        get response() {
          return (response ??= { status: 200, headers, body: text(file) })
        },
      }
    }),
    ruleTexts(id) {
      ruleTexts ??= JSON.parse(text(rules.file)) as Record<string, RuleTexts>
      const texts = ruleTexts[id]
      if (texts === undefined) throw new Error(`${rules.file} has no texts of ${id}`)
      return texts
    },
    prepare(request, assets) {
      // once every file is read, a request needs none: its URL is not parsed again here
      if (texts.size === fileCount || (request.method !== 'GET' && request.method !== 'HEAD')) return undefined
      let path: string
      try {
        path = new URL(request.url).pathname
      } catch {
        // no URL (a Host header that is not a host): the edge cache refuses the request
        return undefined
      }
      const file = fileOfPath.get(withoutTrailing(path, '/'))
      return file === undefined || texts.has(file) ? undefined : read(file, assets)
    },
  }
}
