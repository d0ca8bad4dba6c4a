#!/usr/bin/env bash
# The one test command (`npm test`): typecheck, lint, import rules, unit + integration tests (bun test), client build,
# browser journeys (Playwright in Debian's Chromium). Integration tests use TEST_DATABASE_URL when set
# (a real PostgreSQL), else embedded PGlite. Ends with one line: "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."

passed=0
failed=0
logdir=$(mktemp -d)

step() { printf '\n== %s\n' "$1"; }

step "typecheck (tsc --noEmit)"
if npx --no-install tsc --noEmit -p tsconfig.json; then passed=$((passed + 1)); else failed=$((failed + 1)); fi

step "lint and format (biome check)"
if npx --no-install biome check .; then passed=$((passed + 1)); else failed=$((failed + 1)); fi

# The import rules of docs/architecture.md "Import rules" (.dependency-cruiser.mjs): feature and domain
# boundaries, no transport in a domain, the client's type-only server import, no cycles.
step "import rules (dependency-cruiser)"
if npx --no-install depcruise src --output-type err; then passed=$((passed + 1)); else failed=$((failed + 1)); fi

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
  failed=$((failed + 1))
fi

step "OpenAPI document: Spectral lint (oas)"
if [ -s "$openapi_json" ] && npx --no-install spectral lint --ruleset .spectral.yaml --fail-severity error "$openapi_json"; then
  passed=$((passed + 1))
else
  failed=$((failed + 1))
fi

# A lock file that lacks a platform's optional binaries or a package of package.json makes `npm ci` fail on a
# clean clone (docs/operations.md "Installing"); --dry-run checks that in under a second without touching node_modules.
step "lock file in step with package.json (npm ci --dry-run)"
if npm ci --dry-run --ignore-scripts --no-audit --no-fund >"$logdir/lock.log" 2>&1; then
  passed=$((passed + 1))
else
  grep -E "npm error" "$logdir/lock.log" | head -n 20
  failed=$((failed + 1))
fi

step "unit and integration tests (bun test)"
npx --no-install bun test --timeout 60000 tests/unit tests/integration 2>&1 | tee "$logdir/bun.log"
bun_status=${PIPESTATUS[0]}
bun_pass=$(grep -Eo '^ *[0-9]+ pass$' "$logdir/bun.log" | tail -1 | grep -Eo '[0-9]+' || echo 0)
bun_fail=$(grep -Eo '^ *[0-9]+ fail$' "$logdir/bun.log" | tail -1 | grep -Eo '[0-9]+' || echo 0)
passed=$((passed + ${bun_pass:-0}))
failed=$((failed + ${bun_fail:-0}))
if [ "$bun_status" -ne 0 ] && [ "${bun_fail:-0}" -eq 0 ]; then failed=$((failed + 1)); fi

step "client build (vite build)"
if npx --no-install vite build; then
  passed=$((passed + 1))
  step "browser journeys (playwright test)"
  npx --no-install playwright test 2>&1 | tee "$logdir/e2e.log"
  e2e_status=${PIPESTATUS[0]}
  e2e_pass=$(grep -Eo '^ *[0-9]+ passed' "$logdir/e2e.log" | tail -1 | grep -Eo '[0-9]+' || echo 0)
  e2e_fail=$(grep -Eo '^ *[0-9]+ failed' "$logdir/e2e.log" | tail -1 | grep -Eo '[0-9]+' || echo 0)
  passed=$((passed + ${e2e_pass:-0}))
  failed=$((failed + ${e2e_fail:-0}))
  if [ "$e2e_status" -ne 0 ] && [ "${e2e_fail:-0}" -eq 0 ]; then failed=$((failed + 1)); fi
else
  failed=$((failed + 1))
fi

rm -rf "$logdir"
echo
echo "${passed} passed, ${failed} failed"
[ "$failed" -eq 0 ]
