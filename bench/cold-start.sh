#!/usr/bin/env bash
# Cold start, import and bundle of built checkouts, each figure a median of RUNS and a
# ratio to a baseline measured in the same rounds:
#   import('fincalc') + one emi(…)          against importing decimal.js + one Decimal division
#   import('fincalc/emi') + one emi(…)      the same
#   fincalc calc emi … (one answer, exit)   against node -e 1
#   workerd, start to first 200 of /sip     against a hello-world Worker
#   fincalc serve: ms to its listening line, its CPU ms then and 2.5 s later, its RSS then (KB)
#   Workers bundle, esbuild bundle of `import { emi } from 'fincalc'` (gzip -9)
# Usage: bench/cold-start.sh [RUNS=5] ROOT…   (each ROOT built: npm run build && npm run build:worker)
# NODE=path picks the Node binary (default node; node_modules/node24/bin/node for Node 24).
set -u
# Node 20 reads the certificates NODE_EXTRA_CA_CERTS names at every start (some 85 ms here), which
# would swell each baseline as much as fincalc; Node 22 and later read them at the first TLS use
unset NODE_EXTRA_CA_CERTS
RUNS=5; case "${1:-}" in '' | *[!0-9]*) ;; *) RUNS=$1; shift ;; esac
[ $# -gt 0 ] || { echo "usage: bench/cold-start.sh [RUNS] ROOT…" >&2; exit 2; }
HERE=$(cd "$(dirname "$0")/.." && pwd); NODE=${NODE:-node}; T=$(mktemp -d); trap 'rm -rf "$T"' EXIT
W=$(cd "$HERE" && node -e "console.log(require('workerd').default)"); ES=$HERE/node_modules/.bin/esbuild
ln -s "$HERE/node_modules" "$T/node_modules"
echo 'const m = await import(process.argv[2]); if (m.emi({ principal: 8000000, interest: 8.5, years: 20 }).result.emi !== 69425.86) process.exit(1)' > "$T/lib.mjs"
echo 'const D = (await import("decimal.js")).default; if (new D(1).div(3).toString().length < 10) process.exit(1)' > "$T/dec.mjs"
printf 'export default { fetch() { return new Response("hello") } }\n' > "$T/hello.js"
printf 'using Workerd = import "/workerd/workerd.capnp";\nconst config :Workerd.Config = ( services = [ (name = "main", worker = .w) ], sockets = [ (name = "http", address = "127.0.0.1:0", http = (), service = "main") ] );\nconst w :Workerd.Worker = ( modules = [ (name = "worker", esModule = embed "hello.js") ], compatibilityDate = "2026-11-01", compatibilityFlags = ["no_nodejs_compat", "no_nodejs_compat_v2"] );\n' > "$T/hello.capnp"
med() { sort -n | awk '{a[NR]=$1} END{print a[int((NR+1)/2)]}'; }
# a run's wall time in ms (the shell's clock: GNU time counts in hundredths) and its max RSS in KB
timed() { local t0=$EPOCHREALTIME; /usr/bin/time -f '%M' -o "$T/rss" "${@:2}" >/dev/null 2>&1
  echo "$(awk -v a="$t0" -v b="$EPOCHREALTIME" 'BEGIN{printf "%.1f", (b - a) * 1000}') $(cat "$T/rss")" >> "$T/$1.t"; }
# ms from starting workerd on a configuration to the first 200 of a target, asked with node:http
# (fetch would load undici and its parser at its first call, some 20 ms that no workerd spends)
start_ms() {
  node -e '
    const { spawn } = require("node:child_process"); const http = require("node:http"); const [bin, cfg, target] = process.argv.slice(1)
    const status = (port) => new Promise((ok) => http.get({ host: "127.0.0.1", port, path: target }, (r) => r.resume().on("end", () => ok(r.statusCode))).on("error", () => ok(0)))
    const t0 = performance.now(); let s = ""
    const c = spawn(bin, ["serve", cfg, "--control-fd=3"], { stdio: ["ignore", "ignore", "ignore", "pipe"] })
    c.stdio[3].on("data", async (d) => { s += d; const m = /"port":(\d+)/.exec(s); if (!m) return; s = ""
      while ((await status(m[1])) !== 200) await new Promise((f) => setTimeout(f, 2))
      console.log(Math.round(performance.now() - t0)); c.kill("SIGKILL") })' "$W" "$1" "$2"
}
# `fincalc serve` on a free port: "ms cpu-ms cpu-ms-2.5-s-later rss-KB", read from /proc
serve_figures() {
  node -e '
    const { spawn } = require("node:child_process"); const { readFileSync } = require("node:fs"); const [node, bin] = process.argv.slice(1)
    const cpu = (pid) => { const f = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" "); return (Number(f[11]) + Number(f[12])) * 10 }
    const rss = (pid) => /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))[1]
    const t0 = performance.now()
    const c = spawn(node, [bin, "serve"], { env: { ...process.env, PORT: "0", HOST: "127.0.0.1" }, stdio: ["ignore", "pipe", "ignore"] })
    c.stdout.once("data", () => { const ms = Math.round(performance.now() - t0), at = cpu(c.pid), kb = rss(c.pid)
      setTimeout(() => { console.log(ms, at, cpu(c.pid), kb); c.kill("SIGKILL") }, 2500) })' "$NODE" "$1"
}
declare -A CFG BIN
# each checkout installed as an application's node_modules/fincalc: entries resolved as a user's are
i=0; for root in "$@"; do i=$((i + 1)); mkdir -p "$T/app$i/node_modules" && ln -s "$root" "$T/app$i/node_modules/fincalc" && cp "$T/lib.mjs" "$T/app$i/"
  BIN[$i]=$root/$(node -p "require('$root/package.json').bin.fincalc"); CFG[$i]=$(cd "$root" && node --import tsx -e "import('./src/adapters/workerd/config.ts').then((m) => console.log(m.writeWorkerdConfig({ host: '127.0.0.1', port: 0 })))"); done
for r in $(seq "$RUNS"); do
  timed node "$NODE" -e 1; timed dec "$NODE" "$T/dec.mjs"; start_ms "$T/hello.capnp" / >> "$T/hello.ms"
  i=0; for root in "$@"; do i=$((i + 1))
    timed "lib$i" "$NODE" "$T/app$i/lib.mjs" fincalc
    [ -f "$root/dist/generated/library/emi.js" ] && timed "own$i" "$NODE" "$T/app$i/lib.mjs" fincalc/emi
    timed "cli$i" "$NODE" "${BIN[$i]}" calc emi --principal 8000000 --interest 8.5 --years 20
    start_ms "${CFG[$i]}" '/api/v1/sip?investment=10000&interest=12&years=10' >> "$T/w$i.ms"
    serve_figures "${BIN[$i]}" >> "$T/serve$i"
  done
done
# the median of column K of a figures file; s and m: a timed run's ms and max RSS
col() { awk -v k="$2" '{print $k}' "$T/$1" | med; }; s() { col "$1.t" 1; }; m() { col "$1.t" 2; }; x() { awk -v a="$1" -v b="$2" 'BEGIN{printf "%.2f", a/b}'; }
echo "node $($NODE --version), $RUNS runs: node -e 1 $(s node) ms; decimal.js $(s dec) ms, $(m dec) KB; hello Worker $(med < "$T/hello.ms") ms"
i=0; for root in "$@"; do i=$((i + 1))
  echo 'import { emi } from "fincalc"; console.log(emi({ principal: 8000000, interest: 8.5, years: 20 }).result.emi)' > "$T/app$i/e.mjs"
  "$ES" "$T/app$i/e.mjs" --bundle --minify --format=esm --platform=browser --outfile="$T/app$i/b.mjs" --log-level=error
  line="$root: import $(s lib$i) ms $(m lib$i) KB = $(x "$(s lib$i)" "$(s dec)")x / $(x "$(m lib$i)" "$(m dec)")x"
  [ -f "$T/own$i.t" ] && line="$line; fincalc/emi $(s own$i) ms $(m own$i) KB = $(x "$(s own$i)" "$(s dec)")x / $(x "$(m own$i)" "$(m dec)")x"
  w=$(med < "$T/w$i.ms"); h=$(med < "$T/hello.ms")
  line="$line; cli $(s cli$i) ms = $(x "$(s cli$i)" "$(s node)")x; workerd $w ms = $(x "$w" "$h")x"
  line="$line; serve $(col serve$i 1) ms, CPU $(col serve$i 2) ms (2.5 s later $(col serve$i 3)), RSS $(( $(col serve$i 4) / 1024 )) MB"
  line="$line; worker bundle $(( $(gzip -9c "$root/dist/workerd/worker.js" | wc -c) / 1024 )) KiB gz; emi bundle $(( $(gzip -9c "$T/app$i/b.mjs" | wc -c) / 1024 )) KiB gz ($(node "$T/app$i/b.mjs"))"
  echo "$line"
done
