/** Types of etag-oracle.mjs: the entity tag of `text`, computed independently of src/runtime/etag.ts. */
export declare function etagOracle(text: string): string
/** MurmurHash3_x86_32 of `bytes` with `seed`, unsigned. */
export declare function murmur3(bytes: Uint8Array, seed: number): bigint
