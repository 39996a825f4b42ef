/** The help text of `fincalc bench` (its own module, so `fincalc --help` loads nothing else). */
export const BENCH_USAGE = `Usage: fincalc bench --base-url URL [options]
       fincalc bench --serve [options]

Load-benchmarks the implementation at URL (with --serve, this package's own server) with a
weighted mix of the fixtures' valid requests over every endpoint, checks every response (a 200
with exactly input and result), and prints requests/s, latency p50/p90/p99/p99.9/max, failures
(alike ones counted together) and one row per endpoint. A run in which any response failed its
check or any request failed is NOT A VALID RESULT: it reports no throughput and exits 1 (0: a
valid run; 2: misuse). A run that meets mostly 4xx in its first seconds stops there and names
the endpoints that did answer, for --calculator. A server that --serve cannot start is one
line on stderr and exit status 1.

Options
  --base-url URL         where the implementation serves /api/v1/ (required unless --serve
                         or --list)
  --serve                instead of --base-url: start this package's server (fincalc serve)
                         on a free port of 127.0.0.1, benchmark it, and stop it after the run
                         (also on Ctrl-C or SIGTERM); its peak resident memory is reported
  --connections N        concurrent connections (default 10)
  --duration S           seconds measured (default 10)
  --warmup S             seconds of the same load before, not measured (default 2; 0: none)
  --pipelining N         requests in flight on each connection (default 1)
  --rate N               a fixed arrival rate of N requests/s over all connections, for
                         latency under a given load (default: as fast as answered)
  --vary                 cache-miss mode: every request changes one amount of a fixture
                         request within its bounds, so a response cache cannot serve it
  --seed N               seed of the mix order and of --vary's values (default: random; printed)
  --profile FILE         JSON weights per calculator, instead of the default profile
                         (dist/cli/bench/profile.json in this package)
  --tag SLUG             only the endpoints of this tag (repeat or comma-separate)
  --calculator ID        only these endpoints (repeat or comma-separate)
  --timeout S            seconds to wait for a response before it counts as failed (default 10)
  --json                 print the report as JSON on stdout (one verdict line on stderr)
  --output FILE          also write the JSON report to FILE (for a later --compare)
  --compare FILE         also print this run's ratio to the run reported in FILE; runs
                         under different settings (profile, endpoints, --vary, connections,
                         pipelining, rate, duration, warm-up) are flagged NOT LIKE FOR LIKE
  --check-values         also compare the figures of a sample of the answers (up to 16 per
                         endpoint) with this package's own calculation; a figure off by more
                         than 0.01 is an error
  --html FILE            also write the report as one self-contained page with pictures
                         (latency distribution, throughput and failures over time, percentiles
                         per endpoint; with --compare, both runs); no network needed to view it
  --list                 print the mix (endpoints, shares, what --vary changes) and exit
  --fixtures DIR         fixtures directory (default: this package's fixtures/)
  --registry FILE        registry (default: this package's calculators.yaml)
  -h, --help             this text`
