#!/usr/bin/env bash
# Proves admin-gen's own suite does not lean on the site in schemas/: in a throwaway copy of this working tree, schemas/
# becomes a fixture site's (default tests/fixtures/vetclinic) and generated/ starts empty, as for a maintainer's own
# site; then `admin-gen build`, `tsc --noEmit`, the web app's build and the generic suites must pass. tests/site (the
# course site's own tests) is left out: those are the ones a maintainer adapts or deletes.
# Usage: bash scripts/checkSiteSwap.sh [fixture] [suite folder…]   (default suites: tests/generator tests/web
# tests/shared tests/checkApi). KEEP=1 keeps the copy for a look.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
SITE="${1:-vetclinic}"
shift || true
SUITES=("$@")
[[ ${#SUITES[@]} -gt 0 ]] || SUITES=(tests/generator tests/web tests/shared tests/checkApi)
FIXTURE="$ROOT/tests/fixtures/$SITE/schemas"
[[ -f "$FIXTURE/app.json" ]] || { echo "checkSiteSwap: no $FIXTURE/app.json; name a folder of tests/fixtures holding schemas/" >&2; exit 2; }
[[ -d "$ROOT/node_modules" ]] || { echo "checkSiteSwap: no node_modules in $ROOT; run npm install first" >&2; exit 2; }

COPY="$(mktemp -d "${TMPDIR:-/tmp}/admin-gen-site-swap-XXXXXX")"
cleanup() { if [[ "${KEEP:-}" == 1 ]]; then echo "checkSiteSwap: kept $COPY" >&2; else rm -rf "$COPY"; fi; }
trap cleanup EXIT

# The working tree as it is (tracked and new files, not ignored ones), with the project's installed packages.
(cd "$ROOT" && git ls-files -z --cached --others --exclude-standard | xargs -0 -I{} sh -c 'test -e "{}" && printf "%s\0" "{}"' | tar --null -T - -cf -) | tar -xf - -C "$COPY"
ln -s "$ROOT/node_modules" "$COPY/node_modules"
rm -rf "$COPY/schemas" "$COPY/generated"
cp -r "$FIXTURE" "$COPY/schemas"

cd "$COPY"
step() {
  local started=$SECONDS
  echo "checkSiteSwap [$SITE]: $*" >&2
  "$@"
  echo "checkSiteSwap [$SITE]: $* … done in $((SECONDS - started)) s" >&2
}
step npx --no-install admin-gen build
step npx --no-install tsc --noEmit
# The web app as `npm test` builds it: the site's pages bundle, and tests/web/viteConfig.test.ts reads its manifest.
step npx --no-install vite build --config runtime/web/vite.config.ts --logLevel warn
step npx --no-install vitest run "${SUITES[@]}"
echo "checkSiteSwap [$SITE]: the generic suites pass with schemas/ replaced by tests/fixtures/$SITE/schemas" >&2
