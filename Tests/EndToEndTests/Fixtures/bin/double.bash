# Shared by the test doubles bx, kubectl, docker and curl (sourced, not run; it is not executable).
#
# A double records its call as one JSON line in $DOCRUN_DOUBLE_LOG, then fails with status 1 when
# $DOCRUN_DOUBLE_FAIL names the call, else prints what the seed pages show. It never touches the network.
# README.md beside this file describes the log format.

# Quotes $1 as a JSON string.
double_json_string() {
    local text=$1 out="" char code index
    for ((index = 0; index < ${#text}; index++)); do
        char=${text:index:1}
        case $char in
            '"') out+='\"' ;;
            '\') out+='\\' ;;
            $'\n') out+='\n' ;;
            $'\r') out+='\r' ;;
            $'\t') out+='\t' ;;
            *)
                printf -v code '%d' "'$char" 2>/dev/null || code=32
                if ((code >= 0 && code < 32)); then
                    printf -v char '\\u%04x' "$code"
                fi
                out+=$char
                ;;
        esac
    done
    printf '"%s"' "$out"
}

# Whether the call "NAME ARGS…" starts, word for word, with one of the calls in $DOCRUN_DOUBLE_FAIL
# (several calls are separated by ';').
double_should_fail() {
    local call="$DOUBLE_NAME${*:+ $*}" wanted
    local IFS=';'
    for wanted in ${DOCRUN_DOUBLE_FAIL:-}; do
        wanted="${wanted#"${wanted%%[! ]*}"}"
        wanted="${wanted%"${wanted##*[! ]}"}"
        [[ -z $wanted ]] && continue
        if [[ $call == "$wanted" || $call == "$wanted "* ]]; then return 0; fi
    done
    return 1
}

# Appends the call to $DOCRUN_DOUBLE_LOG (when set) with the exit status $1; the arguments follow.
double_log() {
    local status=$1 line argument name first=1
    shift
    [[ -n ${DOCRUN_DOUBLE_LOG:-} ]] || return 0
    line="{\"name\":$(double_json_string "$DOUBLE_NAME"),\"args\":["
    for argument in "$@"; do
        ((first)) || line+=","
        first=0
        line+=$(double_json_string "$argument")
    done
    line+="],\"env\":{"
    first=1
    for name in OAUTH_TOKEN ORG_GUID $(compgen -e DOCRUN_DOUBLE_ | LC_ALL=C sort); do
        ((first)) || line+=","
        first=0
        if [[ -n ${!name+set} ]]; then
            line+="$(double_json_string "$name"):$(double_json_string "${!name}")"
        else
            line+="$(double_json_string "$name"):null"
        fi
    done
    line+="},\"status\":$status}"
    printf '%s\n' "$line" >> "$DOCRUN_DOUBLE_LOG"
}

# Logs the call and exits 1 if it must fail; otherwise logs it and returns, and the double prints its answer.
double_begin() {
    if double_should_fail "$@"; then
        double_log 1 "$@"
        echo "$DOUBLE_NAME: failing on purpose (DOCRUN_DOUBLE_FAIL)" >&2
        exit 1
    fi
    double_log 0 "$@"
}

# The value of option $1 (--name VALUE or --name=VALUE) among the remaining arguments, or $2.
double_option() {
    local option=$1 fallback=$2 argument take=0
    shift 2
    for argument in "$@"; do
        if ((take)); then printf '%s' "$argument"; return; fi
        case $argument in
            "$option") take=1 ;;
            "$option"=*) printf '%s' "${argument#*=}"; return ;;
        esac
    done
    printf '%s' "$fallback"
}
