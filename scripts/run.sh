#!/usr/bin/env bash
# README command 1: build and run Obra on the embedded default (SQLite and local files in ./data) with the demo
# data, at http://127.0.0.1:8080/app/. Prints the demo logins.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v npm >/dev/null || { echo "Node.js 20 and npm are required" >&2; exit 1; }
npm --prefix web ci --no-audit --no-fund --loglevel=error
npm --prefix web run build --silent
cargo build --release -p server
exec ./target/release/obra serve --demo
