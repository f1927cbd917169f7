#!/usr/bin/env bash
# Makes Debian's PostgreSQL usable by the test suites and prints the
# TEST_DATABASE_URL to use (nothing else on stdout; progress on stderr):
#   TEST_DATABASE_URL=$(.ci/postgres-setup.sh)
# Needs the postgresql package and root. Starts the cluster on PG_PORT (5432
# by default) when it is down. A fresh Debian cluster asks for a password
# (scram-sha-256) on 127.0.0.1 and has no `test` database: when connecting as
# postgres without a password is refused, a superuser role portfolio_test is
# given a new random password over the local socket (the postgres role is left
# as it is; superuser because the suites create databases and Supabase's
# roles), and the `test` database is created when missing.
# Exits 1 with a message on stderr when it cannot.
set -euo pipefail

port="${PG_PORT:-5432}"
fail() {
  echo "PostgreSQL setup: $*" >&2
  exit 1
}
command -v pg_lsclusters >/dev/null ||
  fail "Debian's postgresql package is not installed"

# The cluster on that port: "version name status".
read -r version name status < <(
  pg_lsclusters --no-header | awk -v port="$port" '$3 == port { print $1, $2, $4; exit }'
) || fail "no cluster on port $port (pg_lsclusters lists: $(pg_lsclusters --no-header | awk '{ print $1 "/" $2 ":" $3 }' | xargs))"
if [ "$status" != online ]; then
  echo "Starting PostgreSQL $version/$name on port $port" >&2
  pg_ctlcluster --skip-systemctl-redirect "$version" "$name" start >&2 ||
    fail "cannot start cluster $version/$name (see /var/log/postgresql/postgresql-$version-$name.log)"
fi
pg_isready -q -h 127.0.0.1 -p "$port" ||
  fail "cluster $version/$name does not accept connections on 127.0.0.1:$port"

base="postgres://postgres@127.0.0.1:$port"
if ! psql -w -q -At -d "$base/postgres" -c "SELECT 1" >/dev/null 2>&1; then
  [ "$(id -u)" = 0 ] ||
    fail "127.0.0.1:$port asks for a password, and only root can set one up; set TEST_DATABASE_URL instead"
  echo "Setting up password authentication for role portfolio_test" >&2
  password="$(od -An -N16 -tx1 /dev/urandom | tr -d ' \n')"
  # Over the local socket as the cluster's owner (peer authentication); the
  # password goes through stdin, never on a command line.
  runuser -u postgres -- psql -q -X -v ON_ERROR_STOP=1 -v pw="$password" \
    -h /var/run/postgresql -p "$port" -d postgres >/dev/null <<'SQL' ||
SELECT 'CREATE ROLE portfolio_test'
  WHERE NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'portfolio_test')
\gexec
ALTER ROLE portfolio_test WITH LOGIN SUPERUSER PASSWORD :'pw';
SQL
    fail "cannot set the password of role portfolio_test"
  base="postgres://portfolio_test:$password@127.0.0.1:$port"
  psql -w -q -At -d "$base/postgres" -c "SELECT 1" >/dev/null ||
    fail "connecting as portfolio_test with its new password is refused (see the cluster's pg_hba.conf)"
fi

if [ -z "$(psql -w -X -At -d "$base/postgres" -c "SELECT 1 FROM pg_database WHERE datname = 'test'")" ]; then
  echo "Creating database test" >&2
  psql -w -X -q -d "$base/postgres" -c "CREATE DATABASE test" >&2 ||
    fail "cannot create database test"
fi
echo "$base/test"
