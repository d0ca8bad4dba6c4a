#!/usr/bin/env bash
# The one test command (`npm test`): typecheck, lint, import rules, unit + integration tests (bun test), client build,
# browser journeys (Playwright in Debian's Chromium). Integration tests use TEST_DATABASE_URL when set
# (a real PostgreSQL), else embedded PGlite. Ends with one line: "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."

passed=0
failed=0
logdir=$(mktemp -d)

current=""
failed_steps=()
step() { current="$1"; printf '\n== %s\n' "$1"; }
# Counts a failed check and remembers its step, so the summary at the end (the part of the log a CI page shows)
# names what failed.
fail_step() { failed=$((failed + ${1:-1})); failed_steps+=("$current"); }

step "typecheck (tsc --noEmit)"
if npx --no-install tsc --noEmit -p tsconfig.json; then passed=$((passed + 1)); else fail_step; fi

step "lint and format (biome check)"
if npx --no-install biome check .; then passed=$((passed + 1)); else fail_step; fi

# The import rules of docs/architecture.md "Import rules" (.dependency-cruiser.mjs): feature and domain
# boundaries, no transport in a domain, the client's type-only server import, no cycles.
step "import rules (dependency-cruiser)"
if npx --no-install depcruise src --output-type err; then passed=$((passed + 1)); else fail_step; fi

# The published OpenAPI document (docs/api.md "Reference (OpenAPI and /api/docs)"), written without a server or a
# database, linted by Redocly's recommended rules and by Spectral's oas ruleset (.spectral.yaml): a step fails on
# an error, warnings are printed. No telemetry or update checks (the linters run offline).
openapi_json="$logdir/openapi.json"
npx --no-install bun scripts/write-openapi.ts "$openapi_json" || rm -f "$openapi_json"
step "OpenAPI document: Redocly lint (recommended)"
if [ -s "$openapi_json" ] && REDOCLY_TELEMETRY=off REDOCLY_SUPPRESS_UPDATE_NOTICE=true \
  npx --no-install redocly lint --extends recommended --format stylish "$openapi_json"; then
  passed=$((passed + 1))
else
  fail_step
fi

step "OpenAPI document: Spectral lint (oas)"
if [ -s "$openapi_json" ] && npx --no-install spectral lint --ruleset .spectral.yaml --fail-severity error "$openapi_json"; then
  passed=$((passed + 1))
else
  fail_step
fi

# A lock file that lacks a platform's optional binaries or a package of package.json makes `npm ci` fail on a
# clean clone (docs/operations.md "Installing"); --dry-run checks that in under a second without touching node_modules.
step "lock file in step with package.json (npm ci --dry-run)"
if npm ci --dry-run --ignore-scripts --no-audit --no-fund >"$logdir/lock.log" 2>&1; then
  passed=$((passed + 1))
else
  grep -E "npm error" "$logdir/lock.log" | head -n 20
  fail_step
fi

step "unit and integration tests (bun test)"
npx --no-install bun test --timeout 60000 tests/unit tests/integration 2>&1 | tee "$logdir/bun.log"
bun_status=${PIPESTATUS[0]}
bun_pass=$(grep -Eo '^ *[0-9]+ pass$' "$logdir/bun.log" | tail -1 | grep -Eo '[0-9]+' || echo 0)
bun_fail=$(grep -Eo '^ *[0-9]+ fail$' "$logdir/bun.log" | tail -1 | grep -Eo '[0-9]+' || echo 0)
passed=$((passed + ${bun_pass:-0}))
if [ "${bun_fail:-0}" -gt 0 ]; then fail_step "$bun_fail"; fi
# A non-zero exit with no failed test is an error outside any test (an unhandled rejection between tests, a file
# that does not load): one failure.
if [ "$bun_status" -ne 0 ] && [ "${bun_fail:-0}" -eq 0 ]; then fail_step; fi

step "client build (vite build)"
if npx --no-install vite build; then
  passed=$((passed + 1))
  step "browser journeys (playwright test)"
  npx --no-install playwright test 2>&1 | tee "$logdir/e2e.log"
  e2e_status=${PIPESTATUS[0]}
  e2e_pass=$(grep -Eo '^ *[0-9]+ passed' "$logdir/e2e.log" | tail -1 | grep -Eo '[0-9]+' || echo 0)
  e2e_fail=$(grep -Eo '^ *[0-9]+ failed' "$logdir/e2e.log" | tail -1 | grep -Eo '[0-9]+' || echo 0)
  passed=$((passed + ${e2e_pass:-0}))
  if [ "${e2e_fail:-0}" -gt 0 ]; then fail_step "$e2e_fail"; fi
  if [ "$e2e_status" -ne 0 ] && [ "${e2e_fail:-0}" -eq 0 ]; then fail_step; fi
else
  fail_step
fi

if [ ${#failed_steps[@]} -gt 0 ]; then
  echo
  echo "== what failed"
  printf '  step: %s\n' "${failed_steps[@]}"
  # The failing tests' names and the errors outside tests, repeated here because a long log is often read from its end.
  [ -f "$logdir/bun.log" ] && grep -E '^\(fail\)|^error: |Unhandled error|^# Unhandled' "$logdir/bun.log" | head -n 40 | sed 's/^/  bun: /'
  # What bun printed just before each failure (the assertion, the test's own diagnosis), as a CI page may show
  # only this end of the log.
  if [ -f "$logdir/bun.log" ] && grep -q '^(fail)' "$logdir/bun.log"; then
    echo "  bun, before each failure:"
    grep -B 30 '^(fail)' "$logdir/bun.log" | grep -Ev '^\(pass\)' | cut -c1-300 | head -n 150 | sed 's/^/  | /'
  fi
  [ -f "$logdir/e2e.log" ] && grep -E '^ *✘|^ *[0-9]+\) ' "$logdir/e2e.log" | head -n 40 | sed 's/^/  e2e: /'
fi
rm -rf "$logdir"
echo
echo "${passed} passed, ${failed} failed"
[ "$failed" -eq 0 ]
