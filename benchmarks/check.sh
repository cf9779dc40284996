#!/usr/bin/env bash
# Times `docrun check` (with and without the opt-in shellcheck rule) on the whole corpus against cmark-gfm
# rendering the same files and `pymarkdown scan` (PyPI pymarkdownlnt) linting them, in one hyperfine run, and
# prints the ratios to cmark-gfm. Target: docrun within 2× of cmark-gfm. See docs/benchmarks.md.
#
# Usage: benchmarks/check.sh [--no-pymarkdown]
#   --no-pymarkdown  leave pymarkdown out (its three passes over the corpus take about 20 minutes)
set -euo pipefail
with_pymarkdown=1
case "${1:-}" in
    "") ;;
    --no-pymarkdown) with_pymarkdown=0 ;;
    *)
        echo "usage: benchmarks/check.sh [--no-pymarkdown]" >&2
        exit 64
        ;;
esac
# shellcheck source=benchmarks/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"

need_apt shellcheck shellcheck
tools="$(cmark-gfm --version | head -1), shellcheck $(shellcheck --version | sed -n 's/^version: //p')"
# One process per tool for the whole corpus, so the check's set rules (translations) see every page. Failures
# are ignored (-i): docrun check exits 1 and pymarkdown 1 when they find problems, and they do in real pages.
commands=(
    -n "docrun check --shellcheck" "xargs -0 -x '$docrun' check --shellcheck < '$list_file' > /dev/null"
    -n "docrun check" "xargs -0 -x '$docrun' check < '$list_file' > /dev/null"
    -n "cmark-gfm" "xargs -0 -x cmark-gfm -e table --sourcepos < '$list_file' > /dev/null"
)
if ((with_pymarkdown)); then
    # pymarkdownlnt in a virtual environment outside the repository, made once. --continue-on-error keeps it
    # going past the pages its plugins fail on (it stops at the first otherwise).
    venv="${DOCRUN_BENCH_VENV:-${XDG_CACHE_HOME:-$HOME/.cache}/docrun-benchmarks/venv}"
    if [[ ! -x "$venv/bin/pymarkdown" ]]; then
        echo "== installing pymarkdownlnt into $venv"
        python3 -m venv "$venv"
        "$venv/bin/pip" install --quiet pymarkdownlnt
    fi
    pymarkdown="$venv/bin/pymarkdown"
    tools="$("$pymarkdown" version 2>/dev/null | head -1 | sed 's/^/pymarkdown /'), $tools"
    commands+=(-n "pymarkdown scan"
        "xargs -0 -x '$pymarkdown' --continue-on-error scan < '$list_file' > /dev/null 2>&1")
fi
echo "== $tools"

machine
# pymarkdown needs minutes per pass over the corpus, so there is no warm-up and hyperfine does 3 runs of it (and
# as many of the others as fit in its default time).
hyperfine --min-runs 3 -i --export-json "$work/check.json" "${commands[@]}"
ratios "$work/check.json" "cmark-gfm"
