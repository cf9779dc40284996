#!/usr/bin/env bash
# Times docrun check and docrun list --format json over the corpus against cmark-gfm rendering it, the commands
# alternated round by round rather than one after the other: on a virtual machine whose speed drifts with its
# neighbours, hyperfine's runs of one command then the next compare moments, not programs. Prints each command's
# mean wall time and its ratio to cmark-gfm. See docs/benchmarks.md.
#
# Usage: benchmarks/interleave.sh [ROUNDS] [BASELINE]
#   ROUNDS    rounds of all the commands (default 15)
#   BASELINE  another docrun binary to time in the same rounds (the code before a change)
set -euo pipefail
rounds="${1:-15}"
baseline="${2:-}"
if ! [[ "$rounds" =~ ^[0-9]+$ ]] || ((rounds == 0)); then
    echo "usage: benchmarks/interleave.sh [ROUNDS] [BASELINE]" >&2
    exit 64
fi
# shellcheck source=benchmarks/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"

names=("docrun check" "docrun list --format json")
commands=("'$docrun' check" "'$docrun' list --format json")
if [[ -n "$baseline" ]]; then
    names+=("baseline check" "baseline list --format json")
    commands+=("'$baseline' check" "'$baseline' list --format json")
fi
names+=("cmark-gfm")
commands+=("cmark-gfm -e table --sourcepos")
totals=()
for index in "${!commands[@]}"; do totals[index]=0; done

machine
count=${#commands[@]}
for ((round = 0; round < rounds; round++)); do
    # Each round runs the commands in a new random order: a command's time depends on what ran just before it
    # (caches, the CPU's clock), and a fixed order, or one rotated round by round, always puts the same command
    # after cmark-gfm.
    for index in $(shuf -i "0-$((count - 1))"); do
        start=$(date +%s%N)
        # Failures are expected: docrun check exits 1 on the corpus's real defects.
        bash -c "xargs -0 -x ${commands[index]} < '$list_file' > /dev/null 2>&1" || true
        totals[index]=$((totals[index] + ($(date +%s%N) - start) / 1000))
    done
done
reference=${totals[${#totals[@]} - 1]}
echo
printf '%-30s %10s %12s\n' command "mean (ms)" "× cmark-gfm"
for index in "${!commands[@]}"; do
    python3 -c "print(f'{\"${names[index]}\":<30} {${totals[index]} / $rounds / 1000:10.1f} {${totals[index]} / $reference:11.2f}×')"
done
