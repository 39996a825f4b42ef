#!/usr/bin/env node
// The `fincalc` command (package.json "bin"): registers tsx so Node runs the TypeScript
// sources as they are, then hands the arguments to src/cli/main.ts.
import { register } from 'tsx/esm/api'

register()
const { main } = await import('./main.ts')
process.exitCode = await main(process.argv.slice(2))
