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
