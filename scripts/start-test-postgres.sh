#!/usr/bin/env bash
# Starts a throwaway PostgreSQL cluster for the server tests and prints the variables to export.
# Usage (as root):  eval "$(bash scripts/start-test-postgres.sh)"
# Stop it with:     bash scripts/stop-test-postgres.sh "$TEST_PG_DIR"
set -euo pipefail

PG_BIN="${PG_BIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)}"
if [[ -z "$PG_BIN" || ! -x "$PG_BIN/initdb" ]]; then
  echo "start-test-postgres: no PostgreSQL server binaries under /usr/lib/postgresql/*/bin (apt-get install postgresql)" >&2
  exit 1
fi
if [[ "$(id -u)" != "0" ]]; then
  echo "start-test-postgres: run as root (it initdb's as the postgres user with runuser)" >&2
  exit 1
fi

# A free port: ask the kernel for one, then release it for postgres.
PORT="${PGPORT_TEST:-$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")}"

DIR="$(mktemp -d /tmp/admin-gen-pg.XXXXXX)"
chown postgres:postgres "$DIR"
chmod 700 "$DIR"

runuser -u postgres -- "$PG_BIN/initdb" -D "$DIR/data" -A trust -U postgres -E UTF8 --locale=C.UTF-8 >"$DIR/initdb.log" 2>&1 \
  || { cat "$DIR/initdb.log" >&2; exit 1; }
# fsync off: the cluster is thrown away, and the tests create a database per file.
runuser -u postgres -- "$PG_BIN/pg_ctl" -D "$DIR/data" -l "$DIR/server.log" \
  -o "-p $PORT -k /tmp -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=off" -w start >&2 \
  || { cat "$DIR/server.log" >&2; exit 1; }
runuser -u postgres -- "$PG_BIN/createdb" -h 127.0.0.1 -p "$PORT" -U postgres admin_gen_test

echo "start-test-postgres: cluster in $DIR on port $PORT; stop with: bash scripts/stop-test-postgres.sh $DIR" >&2
echo "export TEST_PG_DIR=$DIR"
echo "export TEST_DATABASE_URL=postgres://postgres@127.0.0.1:$PORT/admin_gen_test"
