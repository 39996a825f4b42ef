#!/usr/bin/env bash
# Bun's or Deno's rate for variants of bench/fetch-floor.ts as a ratio to the bare server's in
# the same round, measured as light.sh measures fincalc: wrk -t1 -c50 for 4 s, the bare server
# before and after, a hit as one fixed /emi request, a miss as a new principal each request
# (a Lua script, as light.sh's). Prints each round, then each variant's median ratio.
# Usage: bench/fetch-floor.sh bun|deno [ROUNDS=5] VARIANT:hit|miss…
#   e.g. bench/fetch-floor.sh deno 5 contract-hit:hit contract-miss:miss fincalc:hit fincalc:miss
set -u
usage() { echo "usage: bench/fetch-floor.sh bun|deno [ROUNDS] VARIANT:hit|miss…" >&2; exit 2; }
RT=${1:-}; case "$RT" in bun | deno) shift ;; *) usage ;; esac
ROUNDS=5; case "${1:-}" in '' | *[!0-9]*) ;; *) ROUNDS=$1; shift ;; esac
[ $# -gt 0 ] || usage
for spec in "$@"; do case "$spec" in *:hit | *:miss) ;; *) usage ;; esac; done
cd "$(dirname "$0")/.."; T=$(mktemp -d); trap 'rm -rf "$T"' EXIT; : > "$T/rounds"
HIT='/api/v1/emi?principal=8000000&interest=8.5&years=20'
printf 'local n = 0\nrequest = function() n = n + 1; return wrk.format("GET", "/api/v1/emi?principal=" .. (2000000 + n * 7) .. "&interest=8.5&years=20") end\n' > "$T/miss.lua"
serve() { # VARIANT PORT: the server, in its own process group
  if [ "$RT" = bun ]; then V=$1 PORT=$2 setsid node_modules/.bin/bun bench/fetch-floor.ts >/dev/null 2>&1 &
  else V=$1 PORT=$2 setsid node_modules/.bin/deno run --no-lock --node-modules-dir=manual -A bench/fetch-floor.ts >/dev/null 2>&1 & fi
  echo $!
}
up() { for _ in $(seq 150); do curl -s -o /dev/null "http://127.0.0.1:$1$HIT" && return; sleep 0.2; done; }
rps() { wrk -t1 -c50 -d4s "$@" 2>/dev/null | awk '/Requests\/sec/{print int($2)}'; }
load() { if [ "$1" = miss ]; then rps -s "$T/miss.lua" "http://127.0.0.1:$2"; else rps "http://127.0.0.1:$2$HIT"; fi; }
for round in $(seq "$ROUNDS"); do
  for spec in "$@"; do
    v=${spec%%:*}; kind=${spec#*:}; pb=$((46000 + RANDOM % 2000)); pv=$((pb + 1))
    b=$(serve bare $pb); s=$(serve "$v" $pv); up $pb; up $pv
    rps "http://127.0.0.1:$pb$HIT" >/dev/null; load "$kind" $pv >/dev/null
    b1=$(rps "http://127.0.0.1:$pb$HIT"); r=$(load "$kind" $pv); b2=$(rps "http://127.0.0.1:$pb$HIT")
    kill -- -"$b" -"$s" 2>/dev/null; sleep 1
    if [ "${r:-0}" -gt 0 ] && [ "${b1:-0}" -gt 0 ] && [ "${b2:-0}" -gt 0 ]; then
      echo "round $round $spec $r req/s, bare $b1 and $b2: $(awk -v a="$r" -v x="$b1" -v y="$b2" 'BEGIN{printf "%.2f", 2 * a / (x + y)}')" | tee -a "$T/rounds"
    else echo "round $round $spec: a server did not answer the load, left out"; fi
  done
done
for spec in "$@"; do
  echo "$spec median $(awk -v s="$spec" '$3 == s {print $NF}' "$T/rounds" | sort -n | awk '{a[NR]=$1} END{print NR ? a[int((NR+1)/2)] : "none"}')"
done
