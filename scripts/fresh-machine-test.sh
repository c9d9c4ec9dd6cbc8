#!/usr/bin/env bash
# The README's promise, tested (issue 6 §1): in a clean clone of HEAD, `npm ci && npm test` passes on a
# machine with no Chromium installed. Every system Chromium is hidden (inside `unshare --mount`, files and
# folders are covered by bind mounts; PATH loses every chromium), CHROMIUM_PATH is unset and the temp
# directory is fresh, so the browser must come from the npm package and be unpacked during the run.
# The run's output must name that browser. Ends with npm test's `N passed, N failed` line and exit code.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
head="$(git -C "$repo" rev-parse HEAD)"
work="$(mktemp -d "${TMPDIR:-/tmp}/fresh-machine.XXXXXX")"
trap 'rm -rf "$work"' EXIT

echo "== clean clone of ${head} in ${work}/clone"
git clone --quiet --no-local "$repo" "$work/clone"
git -C "$work/clone" checkout --quiet --detach "$head"
mkdir -p "$work/tmp"

BROWSER_NAMES=(chromium chromium-browser google-chrome google-chrome-stable chrome)
HIDE=(/usr/bin/chromium /usr/bin/chromium-browser /usr/bin/google-chrome /usr/bin/google-chrome-stable
  /usr/lib/chromium /usr/lib/chromium-browser /usr/lib64/chromium /opt/google/chrome /snap/bin/chromium)

# PATH without any folder's chromium: a folder that holds one is replaced by a copy of it made of
# links to everything else it holds (dropping the whole folder would drop /usr/bin).
filtered_path=()
index=0
IFS=: read -r -a path_dirs <<<"$PATH"
for dir in "${path_dirs[@]}"; do
  holds=0
  for name in "${BROWSER_NAMES[@]}"; do [ -e "$dir/$name" ] && holds=1; done
  if [ "$holds" = 0 ]; then
    filtered_path+=("$dir")
    continue
  fi
  index=$((index + 1))
  shadow="$work/path-$index"
  mkdir -p "$shadow"
  for entry in "$dir"/*; do
    base="$(basename "$entry")"
    skip=0
    for name in "${BROWSER_NAMES[@]}"; do [ "$base" = "$name" ] && skip=1; done
    [ "$skip" = 0 ] && ln -s "$entry" "$shadow/$base"
  done
  echo "PATH: ${dir} holds a chromium; using ${shadow} (the same without it)"
  filtered_path+=("$shadow")
done
FRESH_PATH="$(IFS=:; echo "${filtered_path[*]}")"

# What runs on the "fresh machine": the README's two commands.
INNER='cd "$FRESH_CLONE" && started=$SECONDS && npm ci --no-audit --no-fund && echo "-- npm ci: ok ($((SECONDS - started)) s)" && npm test'
# Inside the mount namespace: cover each system Chromium, then run the commands.
HIDE_AND_RUN='
  set -e
  : >"$FRESH_WORK/empty-file"; chmod 644 "$FRESH_WORK/empty-file"; mkdir -p "$FRESH_WORK/empty-dir"
  for target in '"${HIDE[*]}"'; do
    if [ -d "$target" ]; then mount --bind "$FRESH_WORK/empty-dir" "$target" && echo "hidden: $target";
    elif [ -e "$target" ]; then mount --bind "$FRESH_WORK/empty-file" "$target" && echo "hidden: $target"; fi
  done
  set +e
  bash -c "$FRESH_INNER"
'
export FRESH_CLONE="$work/clone" FRESH_WORK="$work" FRESH_INNER="$INNER"
log="$work/npm-test.log"
run_env=(env -u CHROMIUM_PATH PATH="$FRESH_PATH" TMPDIR="$work/tmp" CI="${CI:-true}")

set +e
if [ "$(id -u)" = 0 ] && unshare --mount --propagation private true 2>/dev/null; then
  echo "== npm ci && npm test inside unshare --mount, system Chromium hidden, CHROMIUM_PATH unset"
  "${run_env[@]}" unshare --mount --propagation private bash -c "$HIDE_AND_RUN" 2>&1 | tee "$log"
  status=${PIPESTATUS[0]}
else
  echo "== no root or no unshare: falling back to PATH filtering only (a Chromium outside PATH stays visible)"
  "${run_env[@]}" bash -c "$INNER" 2>&1 | tee "$log"
  status=${PIPESTATUS[0]}
fi
set -e

echo
echo "== fresh-machine test"
browser_ok=1
if grep -q '^Browser: npm (@sparticuz/chromium)' "$log"; then
  grep -m1 '^Browser: ' "$log"
else
  browser_ok=0
  echo "FAILED: the run did not use the npm-shipped Chromium (no 'Browser: npm (@sparticuz/chromium)' line):"
  grep -m1 '^Browser: \|No Chromium found' "$log" || echo "(no browser line at all)"
fi
grep -E '^[0-9]+ passed, [0-9]+ failed' "$log" | tail -1 || echo "(npm test printed no 'N passed, N failed' line)"
echo "npm test exit code: ${status}"
if [ "$browser_ok" = 0 ] && [ "$status" = 0 ]; then exit 1; fi
exit "$status"
