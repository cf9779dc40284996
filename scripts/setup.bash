# Shared by scripts/demo.sh and scripts/test.sh (sourced, not run).
#
# Prints phases, installs the C libraries docrun needs when they are missing (apt-get, as root or with sudo),
# and checks that Swift is there. Every failure stops the calling script with a non-zero status.

# Debian packages the build needs: cmark-gfm and its extensions (see Package.swift, target CCmarkGFM), and mimalloc,
# the allocator the docrun binary is linked with (target docrun).
DOCRUN_PACKAGES=(libcmark-gfm-dev libcmark-gfm-extensions-dev libmimalloc-dev)
# What the tests use besides: tmux for the terminal tests, shellcheck for the --shellcheck rule's tests.
DOCRUN_TEST_PACKAGES=(tmux shellcheck)

# The repository root, whatever the current folder.
DOCRUN_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)

# Prints a phase title and makes it the phase `on_error` names.
phase() {
    CURRENT_PHASE="$*"
    printf '\n==> %s\n' "$*"
}

# Prints an error and stops.
fail() {
    printf 'error: %s\n' "$*" >&2
    exit 1
}

# Reports the phase that failed, for scripts that `trap on_error ERR`.
on_error() {
    local status=$?
    printf '\nerror: the phase "%s" failed (status %d)\n' "${CURRENT_PHASE:-?}" "$status" >&2
    exit "$status"
}

# Runs "$@" as root: directly when we are root, through sudo otherwise.
as_root() {
    if [[ $(id -u) -eq 0 ]]; then
        "$@"
    elif command -v sudo > /dev/null; then
        sudo "$@"
    else
        fail "'$*' needs root: run this script as root, or install sudo"
    fi
}

# Installs the packages that are missing; runs `apt-get update` only when one is.
install_packages() {
    local missing=() package
    for package in "${DOCRUN_PACKAGES[@]}" "$@"; do
        if ! dpkg-query -W -f='${Status}' "$package" 2> /dev/null | grep -q 'install ok installed'; then
            missing+=("$package")
        fi
    done
    command -v pkg-config > /dev/null || missing+=(pkg-config)
    if ((${#missing[@]} == 0)); then
        echo "already installed: ${DOCRUN_PACKAGES[*]} $*"
        return 0
    fi
    command -v apt-get > /dev/null || fail "missing ${missing[*]}, and there is no apt-get: install them by hand"
    echo "installing: ${missing[*]}"
    as_root env DEBIAN_FRONTEND=noninteractive apt-get update -q
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${missing[@]}"
}

# Checks that a Swift 6 toolchain is on PATH.
check_swift() {
    command -v swift > /dev/null || fail "swift is not on PATH: install Swift 6 (https://www.swift.org/install/)"
    local version
    version=$(swift --version 2>&1 | grep -o 'Swift version [0-9][0-9.]*' | head -n 1)
    [[ -n $version ]] || fail "could not read the Swift version from 'swift --version'"
    echo "$version"
    [[ ${version#Swift version } =~ ^([6-9]|[1-9][0-9])\. ]] || fail "docrun needs Swift 6 or later, found $version"
}

# The environment and arguments of a run of the English demo page without a terminal: the values file, and a
# demo secret from DOCRUN_API_TOKEN (a fixed, harmless one when it is not set).
demo_noninteractive() {
    local docrun=$1
    shift
    # --yes alone does not run the last step (rm -rf: it looks destructive), so the folder is removed here.
    local status=0
    DOCRUN_API_TOKEN=${DOCRUN_API_TOKEN:-"demo token, not a secret"} \
        "$docrun" run "$DOCRUN_ROOT/runbooks/demo/en/demo_session.md" \
        --values "$DOCRUN_ROOT/runbooks/demo/values.yml" --yes "$@" < /dev/null || status=$?
    rm -rf /tmp/docrun-demo
    return "$status"
}
