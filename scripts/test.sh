#!/usr/bin/env bash
# What CI runs (.ci/run): installs what is missing, builds docrun and its tests, runs the English demo page
# without a terminal, checks the demo pages, then runs every test. Stops with a non-zero status on any failure.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.bash"
trap on_error ERR
cd "$DOCRUN_ROOT"

CURRENT_PHASE="install the build dependencies"
phase "$CURRENT_PHASE"
install_packages "${DOCRUN_TEST_PACKAGES[@]}"

CURRENT_PHASE="check Swift"
phase "$CURRENT_PHASE"
check_swift

# One debug build serves the demo and the tests; a release build would double the time on a small machine.
CURRENT_PHASE="build docrun and its tests"
phase "$CURRENT_PHASE"
swift build --build-tests
docrun=$(swift build --show-bin-path)/docrun

CURRENT_PHASE="run the demo page without a terminal"
phase "$CURRENT_PHASE"
demo_noninteractive "$docrun" --strict

CURRENT_PHASE="check the demo pages"
phase "$CURRENT_PHASE"
"$docrun" check runbooks/demo

CURRENT_PHASE="run the tests"
phase "$CURRENT_PHASE"
test_log=$(mktemp)
swift test --skip-build 2>&1 | tee "$test_log"
# One plain closing line, for readers that do not know swift test's own.
count=$(grep -oE 'Test run with [0-9]+ tests' "$test_log" | tail -n 1 | grep -oE '[0-9]+' || true)
rm -f "$test_log"
echo "tests: ${count:-0} passed, 0 failed"

# The fuzz harness is built only by fuzz/run.sh (with libFuzzer, minutes); compiling its module here keeps it in
# step with the library it calls.
CURRENT_PHASE="compile the fuzz harness"
phase "$CURRENT_PHASE"
DOCRUN_FUZZ=1 swift build --target DocrunFuzz -Xswiftc -parse-as-library

phase "all passed"
