#!/usr/bin/env bash
# What CI runs (.ci/run): installs what is missing, lints the Swift sources, builds docrun and its tests, runs the
# English demo page without a terminal, checks the demo pages, then runs every test. Stops with a non-zero status
# on any failure.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.bash"
trap on_error ERR
cd "$DOCRUN_ROOT"

phase "install the build dependencies"
install_packages "${DOCRUN_TEST_PACKAGES[@]}"

phase "check Swift"
check_swift

# One debug build serves the demo and the tests; a release build would double the time on a small machine.
phase "lint the Swift sources (swift format, .swift-format)"
bash scripts/lint.sh --strict

phase "build docrun and its tests"
swift build --build-tests
docrun=$(swift build --show-bin-path)/docrun

phase "run the demo page without a terminal"
demo_noninteractive "$docrun" --strict

phase "check the demo pages"
"$docrun" check runbooks/demo

phase "run the tests"
test_log=$(mktemp)
swift test --skip-build 2>&1 | tee "$test_log"
# One plain closing line, for readers that do not know swift test's own.
count=$(grep -oE 'Test run with [0-9]+ tests' "$test_log" | tail -n 1 | grep -oE '[0-9]+' || true)
rm -f "$test_log"
echo "tests: ${count:-0} passed, 0 failed"

# The fuzz harness is built only by fuzz/run.sh (with libFuzzer, minutes); compiling its module here keeps it in
# step with the library it calls.
phase "compile the fuzz harness"
DOCRUN_FUZZ=1 swift build --target DocrunFuzz -Xswiftc -parse-as-library

phase "all passed"
