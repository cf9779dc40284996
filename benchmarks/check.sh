#!/usr/bin/env bash
# Times `docrun check` with every rule on (including the opt-in shellcheck rule) on the whole corpus against
# cmark-gfm rendering the same files and `pymarkdown scan` (PyPI pymarkdownlnt) linting them, in one hyperfine
# run, and prints the ratios to cmark-gfm. Target: docrun within 2× of cmark-gfm. See docs/benchmarks.md.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"

need_apt shellcheck shellcheck
# pymarkdownlnt in a virtual environment outside the repository, made once.
venv="${DOCRUN_BENCH_VENV:-${XDG_CACHE_HOME:-$HOME/.cache}/docrun-benchmarks/venv}"
if [[ ! -x "$venv/bin/pymarkdown" ]]; then
    echo "== installing pymarkdownlnt into $venv"
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet pymarkdownlnt
fi
pymarkdown="$venv/bin/pymarkdown"
echo "== $("$pymarkdown" version 2>/dev/null | head -1 | sed 's/^/pymarkdown /'), $(cmark-gfm --version | head -1)," \
    "shellcheck $(shellcheck --version | sed -n 's/^version: //p')"

machine
# One process per tool for the whole corpus, so the check's set rules (translations) see every page. Failures
# are ignored (-i): docrun check exits 1 and pymarkdown 1 when they find problems, and they do in real pages;
# --continue-on-error keeps pymarkdown going past the pages its plugins fail on (it stops at the first otherwise).
# pymarkdown needs minutes per pass over the corpus, so there is no warm-up and hyperfine does 3 runs of it.
hyperfine --min-runs 3 -i --export-json "$work/check.json" \
    -n "docrun check --shellcheck" "xargs -0 -x '$docrun' check --shellcheck < '$list_file' > /dev/null" \
    -n "docrun check" "xargs -0 -x '$docrun' check < '$list_file' > /dev/null" \
    -n "cmark-gfm" "xargs -0 -x cmark-gfm -e table --sourcepos < '$list_file' > /dev/null" \
    -n "pymarkdown scan" "xargs -0 -x '$pymarkdown' --continue-on-error scan < '$list_file' > /dev/null 2>&1"
ratios "$work/check.json" "cmark-gfm"
