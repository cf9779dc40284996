#!/usr/bin/env bash
# Installs what is missing, builds docrun (release) and runs the English demo page with it.
#
# On a terminal, docrun asks for every value (the API token with echo off). Without one, it takes the values
# from runbooks/demo/values.yml and the secret from DOCRUN_API_TOKEN (a harmless demo value when unset).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.bash"
trap on_error ERR
cd "$DOCRUN_ROOT"

phase "install the build dependencies"
install_packages

phase "check Swift"
check_swift

phase "build docrun (release)"
swift build -c release --static-swift-stdlib --product docrun
docrun=$(swift build -c release --static-swift-stdlib --show-bin-path)/docrun

phase "run the demo page"
if [[ -t 0 && -t 1 ]]; then
    "$docrun" run runbooks/demo/en/demo_session.md "$@"
else
    demo_noninteractive "$docrun" "$@"
fi

phase "done: the binary is $docrun"
