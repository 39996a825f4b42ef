/** Types of etag-oracle.mjs: the entity tag of `text`, computed independently of src/runtime/etag.ts. */
export declare function etagOracle(text: string): string
