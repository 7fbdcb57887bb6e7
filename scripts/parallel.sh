#!/usr/bin/env bash
# Runs each argument as a command at the same time, then prints each one's output whole, in the order given, and
# fails if any failed. `npm test` runs lint and the type checks this way: each is one process on one core, and the
# machines it runs on have two.
set -uo pipefail
dir="$(mktemp -d)"
trap 'rm -rf "$dir"' EXIT
pids=()
i=0
for cmd in "$@"; do
  bash -c "$cmd" >"$dir/$i.log" 2>&1 &
  pids+=("$!")
  i=$((i + 1))
done
status=0
i=0
for cmd in "$@"; do
  if wait "${pids[$i]}"; then result=passed; else result="failed (exit $?)"; status=1; fi
  echo "── $cmd: $result"
  cat "$dir/$i.log"
  i=$((i + 1))
done
exit "$status"
