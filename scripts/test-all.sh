#!/usr/bin/env bash
# `npm test`: every check and every test, in the order a failure is cheapest to find.
# All steps run even when one fails; the exit code and the closing line report the whole.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p tmp
rm -f tmp/vitest-*.json
failed_steps=()

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

step "type-check" npm run -s typecheck
step "lint" npm run -s lint
step "format check" npm run -s format:check
step "import cycles" npm run -s cycles
step "production build" npx vite build --logLevel warn
step "unit and machine tests" \
  npx vitest run --project unit --reporter=default --reporter=json --outputFile.json=tmp/vitest-unit.json
# Its own run: when PostgreSQL is not there, its global setup stops this step with one line, not the unit tests.
step "server tests (embedded database and PostgreSQL)" \
  npx vitest run --project server --reporter=default --reporter=json --outputFile.json=tmp/vitest-server.json
# The browser (CHROMIUM_PATH, the system's, or the npm-shipped one) is named in one line at the start.
step "end-to-end tests in Chromium" \
  npx vitest run --project e2e --reporter=default --reporter=json --outputFile.json=tmp/vitest-e2e.json
step "Storybook build" npm run -s build-storybook

# Named one by one: a step that stopped before writing its report counts as a failure.
npx tsx scripts/summarise-tests.ts tmp/vitest-unit.json tmp/vitest-server.json tmp/vitest-e2e.json
if [ ${#failed_steps[@]} -gt 0 ]; then
  echo "Failed steps: ${failed_steps[*]}"
  exit 1
fi
