# shellcheck shell=bash
# Shared by benchmarks/check.sh and benchmarks/list.sh (sourced, not run).
#
# Sets: root (the repository), corpus (../shared/corpus), pages (array of the corpus pages, README excluded),
# list_file (the same paths, NUL-separated, in a temporary file), docrun (the release binary), work (a temp folder
# removed on exit). Exits 0 with a message when the corpus is absent.

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
corpus="$(cd "$root/.." && pwd)/shared/corpus"
if [[ ! -d "$corpus" ]]; then
    echo "skipped: $corpus is absent (the benchmark corpus lives beside the repository, in ../shared/corpus)"
    exit 0
fi

# Installs what is missing: Debian packages when root, nothing otherwise (the script then stops and says what).
need_apt() {
    local command="$1" package="$2"
    command -v "$command" >/dev/null 2>&1 && return 0
    if [[ "$(id -u)" == 0 ]]; then
        echo "== installing $package (apt-get)"
        apt-get install -y -qq "$package" >/dev/null || { apt-get update -qq && apt-get install -y -qq "$package" >/dev/null; }
    else
        echo "error: '$command' is missing; install the Debian package '$package' (sudo apt-get install $package)" >&2
        exit 69
    fi
}
need_apt hyperfine hyperfine
need_apt cmark-gfm cmark-gfm
need_apt python3 python3

work="$(mktemp -d "${TMPDIR:-/tmp}/docrun-bench.XXXXXX")"
trap 'rm -rf "$work"' EXIT

echo "== building docrun (release)"
(cd "$root" && swift build -c release --static-swift-stdlib --product docrun 2>&1 | grep -E "error|warning: unre|Compiling|Build" | tail -3)
# The scripts that source this file use it:
# shellcheck disable=SC2034
docrun="$(cd "$root" && swift build -c release --static-swift-stdlib --show-bin-path)/docrun"

pages=()
while IFS= read -r -d '' page; do pages+=("$page"); done \
    < <(find "$corpus" -name '*.md' ! -path "$corpus/README.md" -type f -print0 | sort -z)
list_file="$work/pages.list"
printf '%s\0' "${pages[@]}" >"$list_file"
bytes="$(cat "${pages[@]}" | wc -c)"
echo "== corpus: ${#pages[@]} pages, $bytes bytes, in $corpus"

# The machine, for the record in docs/benchmarks.md.
machine() {
    local cpu
    cpu="$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ *//')"
    # The system's own file, read where the script runs:
    # shellcheck source=/dev/null
    echo "machine: $cpu, $(nproc) cores, $(awk '/MemTotal/ {printf "%.0f GB", $2 / 1048576}' /proc/meminfo) RAM," \
        "$(. /etc/os-release && echo "$PRETTY_NAME"), $(swift --version 2>/dev/null | head -1)"
    echo "load average before the run: $(cut -d' ' -f1-3 /proc/loadavg)"
}

# Prints each command's mean and its ratio to the reference (the command named $2) from hyperfine's JSON ($1).
ratios() {
    python3 - "$1" "$2" <<'PY'
import json, sys
results = json.load(open(sys.argv[1]))["results"]
reference = next(r for r in results if r["command"] == sys.argv[2])
print()
print(f"{'command':<28} {'mean':>10} {'± stddev':>10} {'min':>10} {'runs':>5} {'× ' + sys.argv[2]:>16}")
for r in results:
    ratio = r["mean"] / reference["mean"]
    print(f"{r['command']:<28} {r['mean']:>9.3f}s {r['stddev'] or 0:>9.3f}s {r['min']:>9.3f}s {len(r['times']):>5} {ratio:>15.2f}×")
PY
}
