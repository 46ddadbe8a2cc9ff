# Shared by the benchmark scripts (sourced): start the server and sign in as the demo administrator.

# Starts `$bin serve` (OBRA_* exported by the caller) with its log in $1, sets `pid`, and waits until it answers.
start_server() {
  "$bin" serve >"$1" 2>&1 &
  pid=$!
  for _ in $(seq 100); do curl -sf "http://127.0.0.1:$port/api/health" >/dev/null && break; sleep 0.2; done
}

# Signs in as admin with the cookie jar $1 and prints the session cookie's value.
sign_in() {
  local jar=$1 xsrf
  curl -sf -c "$jar" -b "$jar" "http://127.0.0.1:$port/csrf-cookie" >/dev/null
  xsrf=$(awk '$6 == "XSRF-TOKEN" {print $7}' "$jar")
  curl -sf -c "$jar" -b "$jar" -H "X-XSRF-TOKEN: $xsrf" -H 'Content-Type: application/json' \
    -d '{"username":"admin","password":"obra-demo"}' "http://127.0.0.1:$port/login" >/dev/null
  awk '$6 == "obra_session" {print $7}' "$jar"
}

# The common set-up of a list benchmark: rate, seconds and count from the arguments (count's default in $1),
# PostgreSQL at OBRA_BENCH_POSTGRES, oha on PATH, the release binary built, a scratch directory, and on exit the
# server stopped, the directory removed and the database `$2` dropped.
prepare() {
  local default_count=$1
  bench_db=$2
  shift 2
  rate=${1:-200}
  secs=${2:-20}
  count=${3:-$default_count}
  pg=${OBRA_BENCH_POSTGRES:-postgres://postgres@127.0.0.1:5432}
  PATH="$PATH:/var/tmp/oha/bin"
  command -v oha >/dev/null || { echo "oha not found: cargo install oha --locked" >&2; exit 1; }
  # OBRA_BENCH_BIN: a release binary already built (skips the build).
  if [ -z "${OBRA_BENCH_BIN:-}" ]; then cargo build --release -p server --quiet; fi
  bin="${OBRA_BENCH_BIN:-${CARGO_TARGET_DIR:-target}/release/obra}"
  dir=$(mktemp -d)
  pid=
  trap '[ -n "$pid" ] && kill $pid 2>/dev/null; rm -rf "$dir"; psql "$pg/postgres" -qc "DROP DATABASE IF EXISTS $bench_db" >/dev/null 2>&1 || true' EXIT
}
