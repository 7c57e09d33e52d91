#!/bin/sh
# The image tag of the checked-out code: package.json's version and the git commit, e.g. 0.1.0-4f2a9c1d3e5b
# (docs/operations.md "Upgrades"). A tree with uncommitted changes gets ".dirty" after the commit: never a release.
set -eu
cd "$(dirname "$0")/.."
version=$(sed -n 's/^  "version": "\([^"]*\)",$/\1/p' package.json)
commit=$(git rev-parse --short=12 HEAD)
dirty=$(git diff --quiet HEAD -- . ':!docker/.env' 2>/dev/null || echo .dirty)
echo "${version}-${commit}${dirty}"
