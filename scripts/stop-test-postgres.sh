#!/usr/bin/env bash
# Stops and removes a cluster made by start-test-postgres.sh.  Usage: bash scripts/stop-test-postgres.sh "$TEST_PG_DIR"
set -euo pipefail
DIR="${1:-${TEST_PG_DIR:-}}"
if [[ -z "$DIR" || ! -d "$DIR/data" ]]; then
  echo "stop-test-postgres: no cluster directory given (expected \$TEST_PG_DIR from start-test-postgres.sh)" >&2
  exit 1
fi
PG_BIN="${PG_BIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)}"
runuser -u postgres -- "$PG_BIN/pg_ctl" -D "$DIR/data" -m fast -w stop >&2 || true
case "$DIR" in
  /tmp/admin-gen-pg.*) rm -rf "$DIR" ;;
esac
