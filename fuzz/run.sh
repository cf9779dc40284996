#!/usr/bin/env bash
# Fuzzes docrun's reader and check rules with libFuzzer for a fixed time.
#
#   fuzz/run.sh [SECONDS]      (default 600)
#
# Builds fuzz/Sources/DocrunFuzz with -sanitize=fuzzer,address in its own scratch folder (.build-fuzz, so the normal
# .build is untouched), seeds a corpus folder outside the repository with the seed pages and the test fixtures, reads
# ../shared/corpus where it is (when it is there), and runs for SECONDS. Crashing inputs are written to the artifacts folder it prints; the exit
# code is libFuzzer's (0: nothing found).
set -euo pipefail

seconds="${1:-600}"
if ! [[ "$seconds" =~ ^[0-9]+$ ]]; then
    echo "usage: fuzz/run.sh [SECONDS]" >&2
    exit 64
fi
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

echo "== building the fuzzer (release, -sanitize=fuzzer,address, scratch path .build-fuzz)"
DOCRUN_FUZZ=1 swift build -c release --scratch-path .build-fuzz --product DocrunFuzz \
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library
binary="$(DOCRUN_FUZZ=1 swift build -c release --scratch-path .build-fuzz --show-bin-path)/DocrunFuzz"

work="${DOCRUN_FUZZ_DIR:-$(mktemp -d "${TMPDIR:-/tmp}/docrun-fuzz.XXXXXX")}"
mkdir -p "$work/corpus" "$work/artifacts"
# The seed pages (`.txt` files), the tests' pages and fuzz/seeds are copied into the corpus folder libFuzzer writes to;
# ../shared/corpus is read where it is, as a second folder libFuzzer only reads (its pages may not be copied anywhere).
seeds=0
for source in "$root/../shared/seeds" "$root/Tests" "$root/fuzz/seeds"; do
    [[ -d "$source" ]] || continue
    while IFS= read -r -d '' page; do
        # Seeds over 1 MB only slow libFuzzer down; the hostile-page tests cover big pages.
        if (( $(stat -c %s "$page") <= 1048576 )); then
            cp "$page" "$work/corpus/seed-$seeds.md"
            seeds=$((seeds + 1))
        fi
    done < <(find "$source" -type f \( -name '*.md' -o -name '*.txt' \) ! -name README.md -print0)
done
read_only=()
if [[ -d "$root/../shared/corpus" ]]; then
    read_only=("$root/../shared/corpus")
    echo "== $seeds seed pages in $work/corpus, and ../shared/corpus read where it is; running for $seconds s"
else
    echo "== ../shared/corpus is absent: $seeds seed pages of the repository's own in $work/corpus; running for $seconds s"
fi

# Leak detection is off: the Swift runtime's metadata caches are never freed and would be reported as leaks.
# AddressSanitizer's quarantine of freed memory (256 MB by default) is cut to 32 MB so that the peak RSS measures
# docrun, and an input that takes docrun past 2 GB (-rss_limit_mb) or 20 s (-timeout) is a finding.
set +e
ASAN_OPTIONS="detect_leaks=0:quarantine_size_mb=32:${ASAN_OPTIONS:-}" "$binary" "$work/corpus" "${read_only[@]}" \
    -max_total_time="$seconds" -timeout=20 -rss_limit_mb=2048 -max_len=262144 \
    -artifact_prefix="$work/artifacts/" -print_final_stats=1 2>&1 | tee "$work/fuzz.log"
status=${PIPESTATUS[0]}
set -e
echo "== log: $work/fuzz.log"
if (( status != 0 )); then
    echo "== the fuzzer found a problem (exit $status); inputs are in $work/artifacts" >&2
else
    echo "== nothing found in $seconds s"
fi
exit "$status"
