#!/usr/bin/env bash
# `npm test`: every check and every test, in the order a failure is cheapest to find.
# All steps run even when one fails; the exit code and the closing lines report the whole: one line per
# test project with its files, tests and time, the 10 slowest files, and "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p tmp/steps
rm -f tmp/vitest-*.json tmp/steps/*
failed_steps=()
run_started=$SECONDS

# Runs one step in the foreground, its output shown as it comes.
step() {
  local name="$1"
  shift
  echo
  echo "== ${name}"
  local started=$SECONDS
  if "$@"; then
    echo "-- ${name}: ok ($((SECONDS - started)) s)"
  else
    echo "-- ${name}: FAILED ($((SECONDS - started)) s)"
    failed_steps+=("${name}")
  fi
}

# A chain of checks run in the background: each check's output goes to tmp/steps/<name>.log, printed when
# the chain is joined. The static checks are single-threaded; three chains keep both cores busy until the
# last one ends (the type-aware lint is the longest: it is split at the two TypeScript projects, so each
# half builds only its own program). The unit and view tests run after them, not beside: beside them, at
# equal priority or at nice 10, the step took 253 s and 239 s against 153 + 77 s one after the other
# (clean-clone runs of 2026-11-26): the machine is busy either way, and the app lint is the long pole.
chain() {
  local chain_name="$1"
  shift
  (
    for name in "$@"; do
      local started=$SECONDS log="tmp/steps/${name// /-}.log"
      if run_check "$name" >"$log" 2>&1; then
        echo "-- ${name}: ok ($((SECONDS - started)) s)" >>"$log"
      else
        echo "-- ${name}: FAILED ($((SECONDS - started)) s)" >>"$log"
        echo "$name" >>"tmp/steps/failed"
      fi
    done
  ) &
  chains+=($!)
  chain_names+=("$chain_name")
}

run_check() {
  case "$1" in
    "type-check") npm run -s typecheck ;;
    "lint (server)") npx eslint server --max-warnings 0 --cache --cache-location node_modules/.cache/eslint-server ;;
    "lint (app, tests, tools)")
      npx eslint . --ignore-pattern 'server/**' --max-warnings 0 --cache --cache-location node_modules/.cache/eslint-app
      ;;
    "format check") npm run -s format:check ;;
    "import cycles") npm run -s cycles ;;
    "production build") npx vite build --logLevel warn ;;
    # Storybook's build for tests (`--test`): every story compiled as in `npm run build-storybook`, without
    # what only a published Storybook uses (docs, component docgen): 24 → 9 CPU-s (2026-11-28).
    "Storybook build") npx storybook build --quiet --test -o tmp/storybook-test ;;
  esac
}

echo "== static checks and builds (three chains at once)"
checks_started=$SECONDS
chains=()
chain_names=()
chain "checks" "type-check" "format check" "import cycles" "production build" "Storybook build"
chain "lint app" "lint (app, tests, tools)"
chain "lint server" "lint (server)"
wait "${chains[@]}"
for name in "type-check" "format check" "import cycles" "production build" "Storybook build" "lint (app, tests, tools)" "lint (server)"; do
  echo
  echo "== ${name}"
  cat "tmp/steps/${name// /-}.log"
done
if [ -f tmp/steps/failed ]; then
  while read -r name; do failed_steps+=("$name"); done <tmp/steps/failed
fi
echo "-- static checks and builds: $((SECONDS - checks_started)) s"

step "unit and view tests" \
  npx vitest run --project unit --project views --reporter=default --reporter=json --outputFile.json=tmp/vitest-unit.json
# Its own run: when PostgreSQL is not there, its global setup stops this step with one line, not the unit tests.
step "server tests (embedded database and PostgreSQL)" \
  npx vitest run --project server --reporter=default --reporter=json --outputFile.json=tmp/vitest-server.json
# The browser (CHROMIUM_PATH, the system's, or the npm-shipped one) is named in one line at the start.
step "end-to-end tests in Chromium" \
  npx vitest run --project e2e --reporter=default --reporter=json --outputFile.json=tmp/vitest-e2e.json

# Named one by one: a step that stopped before writing its report counts as a failure.
NPM_TEST_SECONDS=$((SECONDS - run_started)) \
  npx tsx scripts/summarise-tests.ts tmp/vitest-unit.json tmp/vitest-server.json tmp/vitest-e2e.json
if [ ${#failed_steps[@]} -gt 0 ]; then
  echo "Failed steps: ${failed_steps[*]}"
  exit 1
fi
