#!/usr/bin/env bash
# Starts a throwaway PostgreSQL cluster, Redis and an S3-compatible server (s3rver, from npm) on free
# ports under a temp dir, or stops them.
#   eval "$(scripts/ci-services.sh start)"   # exports DATABASE_URL, REDIS_URL, S3_URL, CI_SERVICES_DIR, PG_BIN
#   scripts/ci-services.sh stop "$CI_SERVICES_DIR"
# Installs redis-server (Debian) when missing. PostgreSQL refuses to run as root, so the cluster
# runs as the `postgres` user when started by root.
set -euo pipefail

free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()'; }

pg_bin() {
  if command -v pg_ctl >/dev/null 2>&1; then dirname "$(readlink -f "$(command -v pg_ctl)")"; return; fi
  ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1
}

as_pg() {
  if [ "$(id -u)" = "0" ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

start() {
  local dir pg_port redis_port s3_port bin
  if ! command -v redis-server >/dev/null 2>&1; then
    echo "installing redis-server…" >&2
    (apt-get install -y redis-server >/dev/null 2>&1 || { apt-get update >/dev/null 2>&1 && apt-get install -y redis-server >/dev/null 2>&1; }) \
      || { echo "could not install redis-server" >&2; exit 1; }
  fi
  bin=$(pg_bin)
  [ -x "$bin/initdb" ] || { echo "PostgreSQL binaries not found" >&2; exit 1; }
  dir=$(mktemp -d /tmp/ticklist-ci-XXXXXX)
  chmod 755 "$dir"
  mkdir -p "$dir/pg" "$dir/redis" "$dir/s3"
  [ "$(id -u)" = "0" ] && chown postgres "$dir/pg"
  pg_port=$(free_port)
  redis_port=$(free_port)
  s3_port=$(free_port)

  as_pg "$bin/initdb" -D "$dir/pg/data" -U postgres --auth=trust -E UTF8 >"$dir/initdb.log" 2>&1
  as_pg "$bin/pg_ctl" -D "$dir/pg/data" -l "$dir/pg/server.log" -w -t 30 \
    -o "-p $pg_port -k $dir/pg -c listen_addresses=127.0.0.1 -c fsync=on -c max_connections=200" start >&2
  "$bin/psql" -h 127.0.0.1 -p "$pg_port" -U postgres -c "CREATE DATABASE ticklist" >/dev/null

  redis-server --port "$redis_port" --bind 127.0.0.1 --save '' --appendonly no --daemonize yes \
    --dir "$dir/redis" --pidfile "$dir/redis/redis.pid" --logfile "$dir/redis/redis.log"
  for _ in $(seq 1 50); do redis-cli -p "$redis_port" ping >/dev/null 2>&1 && break; sleep 0.1; done

  # Answers' files on object storage (issue 46): the S3 store's tests run on this lane.
  nohup node "$(dirname "$0")/s3-server.mjs" "$s3_port" "$dir/s3/data" >"$dir/s3/s3.log" 2>&1 &
  echo $! >"$dir/s3/s3.pid"
  for _ in $(seq 1 100); do grep -q '^s3rver on' "$dir/s3/s3.log" 2>/dev/null && break; sleep 0.1; done
  grep -q '^s3rver on' "$dir/s3/s3.log" || { echo "s3rver did not start: $(cat "$dir/s3/s3.log")" >&2; exit 1; }

  echo "export CI_SERVICES_DIR=$dir"
  echo "export PG_BIN=$bin"
  echo "export PG_DATA=$dir/pg/data"
  echo "export PG_PORT=$pg_port"
  echo "export REDIS_PORT=$redis_port"
  echo "export DATABASE_URL=postgres://postgres@127.0.0.1:$pg_port/ticklist"
  echo "export REDIS_URL=redis://127.0.0.1:$redis_port"
  echo "export S3_URL='s3://S3RVER:S3RVER@127.0.0.1:$s3_port/ticklist?tls=off'"
}

stop() {
  local dir=${1:-${CI_SERVICES_DIR:-}}
  [ -n "$dir" ] && [ -d "$dir" ] || return 0
  local bin
  bin=$(pg_bin)
  [ -f "$dir/pg/data/postmaster.pid" ] && as_pg "$bin/pg_ctl" -D "$dir/pg/data" -m fast -w stop >/dev/null 2>&1 || true
  if [ -f "$dir/redis/redis.pid" ]; then
    local pid
    pid=$(cat "$dir/redis/redis.pid")
    kill "$pid" 2>/dev/null || true
    # Redis writes its last log lines while it shuts down (reopening redis.log), so removing its
    # directory before it has gone can race it: wait until the process is gone (at most 10 s).
    for _ in $(seq 1 100); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
  fi
  if [ -f "$dir/s3/s3.pid" ]; then
    local s3_pid
    s3_pid=$(cat "$dir/s3/s3.pid")
    kill "$s3_pid" 2>/dev/null || true
    for _ in $(seq 1 50); do kill -0 "$s3_pid" 2>/dev/null || break; sleep 0.1; done
  fi
  # Cleaning up must never turn a green run red: a leftover temp dir is reported, not fatal.
  rm -rf "$dir" 2>/dev/null || echo "could not remove $dir" >&2
}

case "${1:-}" in
  start) start ;;
  stop) stop "${2:-}" ;;
  *) echo "usage: $0 start|stop [dir]" >&2; exit 2 ;;
esac
