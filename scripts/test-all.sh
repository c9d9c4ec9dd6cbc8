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
step "unit, machine and server tests (embedded database and PostgreSQL)" \
  npx vitest run --project unit --project server --reporter=default --reporter=json --outputFile.json=tmp/vitest-unit-server.json
step "end-to-end tests in Chromium" \
  npx vitest run --project e2e --reporter=default --reporter=json --outputFile.json=tmp/vitest-e2e.json
step "Storybook build" npm run -s build-storybook

npx tsx scripts/summarise-tests.ts tmp/vitest-*.json
if [ ${#failed_steps[@]} -gt 0 ]; then
  echo "Failed steps: ${failed_steps[*]}"
  exit 1
fi
