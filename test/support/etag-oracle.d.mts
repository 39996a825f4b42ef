/** Types of etag-oracle.mjs: the entity tag of `text`, computed independently of src/runtime/etag.ts. */
export declare function etagOracle(text: string): string
/** xxHash32 of `bytes` with `seed`, unsigned. */
export declare function xxh32(bytes: Uint8Array, seed: number): bigint
