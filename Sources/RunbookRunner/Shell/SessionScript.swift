/// The bash code a `ShellSession` runs: a loop that reads requests from fd 3 and answers on fd 4.
///
/// `run` sources the command file inside a function, so that:
/// - `exit n` (an alias for `return`) ends the command with status n, not the session; inside a function the
///   command defines, it ends that function only;
/// - with `set -e`, the ERR trap (`set -E`, inherited by functions and subshells) returns at the first failure,
///   from function to function up to the command, where it also turns `-e` off so that errexit never reaches
///   the session; `set -e` and the ERR trap last for one command;
/// - `declare` and `typeset` are aliased with `-g`: at a command's top level they set globals, as they would in
///   a plain script;
/// - SIGINT stops the command and its children (they have the default action) while the session's `trap` turns
///   it into `return 130`; idle, the session ignores it. The trap is not `''`, which children would inherit.
///
/// Descriptors docrun's process left open (without close-on-exec) are closed at start.
/// The command gets stdin, stdout and stderr from fds saved at start, so `exec >file` in one command does not
/// reach the next; fds 3 to 6 are closed for it. The answer to `run` is the status, a NUL-terminated decimal.
/// A query file is sourced with its stdout on fd 4 (see `ShellSession.variables(named:)`).
enum SessionScript {
    static let source = """
        cd -- "$1" || exit 97
        __docrun_dir=$2
        set --
        shopt -s expand_aliases
        alias exit=return declare='declare -g' typeset='typeset -g'
        trap '[[ -n ${__docrun_busy-} ]] && return 130' INT
        __docrun_run() {
            trap '[[ $- == *e* ]] && { [[ ${FUNCNAME[1]-} == __docrun_run ]] && set +e; return; }' ERR
            set -E
            . "$__docrun_dir/step"
        }
        for __docrun_fd in /proc/$$/fd/*; do
            __docrun_fd=${__docrun_fd##*/}
            if (( __docrun_fd > 4 )); then eval "exec $__docrun_fd>&-"; fi
        done 2>/dev/null
        exec 5>&1 6<&0
        while :; do
            IFS= read -r __docrun_op <&3
            __docrun_read=$?
            if (( __docrun_read > 128 )); then continue; fi
            if (( __docrun_read != 0 )); then break; fi
            if [[ $__docrun_op == run ]]; then
                __docrun_busy=1
                __docrun_run <&6 >&5 2>&5 3<&- 4>&- 5>&- 6<&-
                __docrun_status=$?
                __docrun_busy=
                trap - ERR
                set +eE
                printf '%d\\0' "$__docrun_status" >&4
            else
                . "$__docrun_dir/query" >&4 2>/dev/null 3<&- 5>&- 6<&-
            fi
        done
        """
}
