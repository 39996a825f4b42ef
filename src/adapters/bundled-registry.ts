/**
 * calculators.yaml as text inside the program, for runtimes that get no file system (Workers)
 * or should not need one (Deno, Bun): the import attribute makes Deno and Bun load the file as a
 * string when the module graph is built, and esbuild inline it into the Workers bundle. Nothing
 * reads the file at request time, and every start sees the registry as it is on disk then.
 * Node reads the file itself (node.ts, REGISTRY_FILE), because Node 20 has no text imports.
 */
import registryText from '../../calculators.yaml' with { type: 'text' }

export default registryText
