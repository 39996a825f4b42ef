/**
 * `GET /api/v1`: the discovery index. Every calculator's path, tag and summary, a link to its
 * documentation (the operation on the docs page where one is served, otherwise the operation
 * inside openapi.json) and an example request taken from its fixtures.
 */
import type { Registry } from '../registry/types.ts'
import { functionName } from '../library/names.ts'
import { TITLE, type CapturedExample } from './document.ts'

export interface DiscoveryLinks {
  /** Path of the OpenAPI document. */
  openapi: string
  /** Path of the interactive reference page, where the runtime serves one. */
  docsPage?: string
}

export interface DiscoveryIndex {
  name: string
  version: string
  openapi: string
  docs: string | null
  tags: Array<{ name: string; slug: string; description: string }>
  calculators: Array<{ id: string; path: string; tag: string; summary: string; docs: string; example: string | null }>
}

/** Swagger UI's deep link to an operation: `#/<tag, spaces as %20>/<operationId>`. */
function docsAnchor(tag: string, operationId: string): string {
  return `#/${tag.trim().replace(/\s/g, '%20')}/${operationId}`
}

/** RFC 6901 JSON Pointer to a path's GET operation, as a URI fragment. */
function operationPointer(path: string): string {
  return `#/paths/${encodeURIComponent(path.replace(/~/g, '~0').replace(/\//g, '~1'))}/get`
}

export function discoveryIndex(registry: Registry, examples: readonly CapturedExample[], links: DiscoveryLinks): DiscoveryIndex {
  return {
    name: TITLE,
    version: registry.version,
    openapi: links.openapi,
    docs: links.docsPage ?? null,
    tags: registry.tags.map((t) => ({ name: t.name, slug: t.slug, description: t.description })),
    calculators: registry.calculators.map((c) => {
      const example = examples.find((e) => e.request.calculator === c.id && e.request.status === 200 && e.status === 200)
      return {
        id: c.id,
        path: c.path,
        tag: c.tag,
        summary: c.summary,
        docs: links.docsPage ? `${links.docsPage}${docsAnchor(c.tag, functionName(c.id))}` : `${links.openapi}${operationPointer(c.path)}`,
        example: example ? example.request.target : null,
      }
    }),
  }
}
