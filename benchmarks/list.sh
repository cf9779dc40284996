#!/usr/bin/env bash
# Times `docrun list --format json` on the whole corpus against cmark-gfm rendering the same files, in one
# hyperfine run, and prints the ratio. Target: docrun within 2× of cmark-gfm. See docs/benchmarks.md.
set -euo pipefail
# shellcheck source=benchmarks/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"

machine
# Both read every page in one process; cmark-gfm gets the table extension docrun's reader uses. Failures are
# ignored (-i): docrun list exits 65 or 66 when a page cannot be read, and that is still a measured run.
hyperfine --warmup 1 --min-runs 5 -i --export-json "$work/list.json" \
    -n "docrun list --format json" "xargs -0 -x '$docrun' list --format json < '$list_file' > /dev/null" \
    -n "cmark-gfm" "xargs -0 -x cmark-gfm -e table --sourcepos < '$list_file' > /dev/null"
ratios "$work/list.json" "cmark-gfm"
