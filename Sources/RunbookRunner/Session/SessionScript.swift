/// The bash code a `ShellSession` runs: a loop that reads requests from fd 3 and answers on fd 4.
///
/// `run NAME` sources the command file `NAME` of the session's folder inside a function, so that:
/// - `exit n` (an alias for `return`) ends the command with status n, not the session; inside a function the
///   command defines, it ends that function only;
/// - shell options last for one command (`local -`; leaving POSIX mode turns alias expansion off, so it is turned
///   back on there): `set -e`, `set -u`, `set -x`, `set -o pipefail` and
///   `set -n` (noexec: the rest of that command is not run) never reach the loop or the next command;
/// - the ERR trap (`set -E`, inherited by functions and subshells) notes the first of the command's own lines that
///   fails (its status and line), though a later line succeeds; with `set -e`, it returns at the first failure,
///   from function to function up to the command. A line is judged as a whole, by its last command: a failure
///   waits (`pending`) while a DEBUG trap, set for that time, looks at the status `$?` holds when the first command
///   of a later line is about to run (`false; echo hi` then succeeded), or at the command's status when no later
///   line runs (the line's status is the one reported). The trap is not set over one the page set (the ERR trap
///   asks `trap -p DEBUG` through a file, `debugFile`, rather than a subshell): that line is then judged by the
///   command's status, and the page's trap is reported. bash removes a DEBUG trap a function call saved only when the
///   call returns, so the trap may fire once its line is judged, and does nothing then; the report leaves it out
///   (`ShellSession.tampering`). It turns `set -x` off for itself, so that a page's trace shows only its call;
/// - `declare` and `typeset` are aliased with `-g`: at a command's top level they set globals, as they would in
///   a plain script;
/// - SIGINT stops the command and its children (they have the default action) while the session's `trap` turns
///   it into `return 130`; idle, the session ignores it (the trap returns only inside a function: at the loop's
///   level `return` is an error, fatal in POSIX mode). The trap is not `''`, which children would inherit.
///
/// The page cannot take the loop over. Every name the loop uses carries a tag drawn at random for the session
/// (`__docrun_` is replaced by `__docrun<tag>_`), so a command or a placeholder value cannot name them by chance.
/// Between commands the loop runs in POSIX mode, where the special builtins it relies on (`unset`, `trap`, `set`)
/// are found before any function of the page; it then removes the page's functions that shadow the builtins it
/// uses, and any DEBUG or RETURN trap, and reports them (the functions' names and `trap -p` before the first NUL
/// of the answer). Every answer carries a nonce that docrun writes on fd 3 after the request and that the loop
/// reads only once the command has ended, so nothing a command prints or writes can pass for its end: the answer
/// to `run` is `report\0nonce\0status\0failure\0directory\n\0` (`failure` the first failing line's `status line`, or
/// empty; the folder after the command, so that the state is saved
/// without asking again), to `vars` `\0nonce\0` then `name\0attributes\0value\0` (`${name@a}`: `x` exported, `a` an
/// array…) for each variable set, an array or an associative array without an element `0` included (`-v` alone asks
/// for that element), and an empty name.
///
/// A read of a request that fails is tried again before the loop ends: a Ctrl-C on the terminal and docrun's own
/// SIGINT arriving together can fail one read in POSIX mode; only end of file fails three in a row.
///
/// Descriptors docrun's process left open (without close-on-exec) are closed at start, those the listing of
/// `/proc/$$/fd` itself opened excepted; not under a redirection, whose saved copy of fd 2 the loop would close.
/// The command gets stdin, stdout and stderr from fds saved at start, so `exec >file` in one command does not
/// reach the next; fds 3 to 6 are closed for it.
enum SessionScript {
    /// Builtins the loop calls that a function of the page could shadow; removed after each command.
    static let guarded = [
        "alias", "builtin", "command", "compgen", "declare", "enable", "local", "printf", "pwd", "read", "shopt",
        "typeset",
    ]

    /// The file of the session's folder where the ERR trap writes `trap -p DEBUG`, to see whether one is set.
    ///
    /// A file, not a subshell, which would start a process at each failure; the page's trap is never replaced. A
    /// command's file is named with letters and digits only, so never so.
    static let debugFile = "trap.debug"

    /// The line `trap -p DEBUG` prints for the loop's own DEBUG trap in the session tagged `tag`.
    static func lineTrap(tag: String) -> Substring {
        "trap -- '__docrun\(tag)_line' DEBUG"
    }

    /// The loop, its names tagged with `tag` (lowercase letters and digits).
    static func source(tag: String) -> String {
        template.replacingOccurrences(of: "__docrun_", with: "__docrun\(tag)_")
    }

    private static let template = """
        cd -- "$1" || exit 97
        __docrun_dir=$2
        set --
        __docrun_run() {
            local -
            set +o posix
            shopt -s expand_aliases
            trap '__docrun_s=$?; if [[ -z $__docrun_err$__docrun_pending && ${FUNCNAME[1]-} == __docrun_run ]]; then __docrun_pending="$__docrun_s $LINENO"; if [[ $- != *e* ]]; then trap -p DEBUG 2>/dev/null >|"$__docrun_dir/\(debugFile)"; [[ -s $__docrun_dir/\(debugFile) ]] || trap __docrun_line DEBUG; fi; fi; [[ $- == *e* ]] && { [[ ${FUNCNAME[1]-} == __docrun_run ]] && set +e; return; }' ERR
            set -E
            . "$__docrun_dir/$__docrun_file"
        }
        __docrun_line() {
            local __docrun_s=$? -
            set +x
            if [[ -n $__docrun_pending && ${FUNCNAME[2]-} == __docrun_run ]] && (( BASH_LINENO[0] > ${__docrun_pending#* } )); then
                if (( __docrun_s )); then __docrun_err="$__docrun_s ${__docrun_pending#* }"; fi
                __docrun_pending=
                trap - DEBUG
            fi
            return 0
        }
        __docrun_fds=(/proc/$$/fd/*)
        for __docrun_fd in "${__docrun_fds[@]##*/}"; do
            if (( __docrun_fd > 4 )) && [[ -e /proc/$$/fd/$__docrun_fd ]]; then eval "exec $__docrun_fd>&-"; fi
        done
        exec 5>&1 6<&0
        trap '[[ -n ${__docrun_busy-} && -n ${FUNCNAME-} ]] && return 130' INT
        set -o posix
        __docrun_failed=0
        while :; do
            IFS= read -r -u 3 __docrun_op
            __docrun_read=$?
            if (( __docrun_read > 128 )); then continue; fi
            if (( __docrun_read != 0 )); then
                if (( ++__docrun_failed < 3 )); then continue; fi
                break
            fi
            __docrun_failed=0
            if [[ $__docrun_op == "run "* ]]; then
                __docrun_file=${__docrun_op#run }
                alias exit=return declare='declare -g' typeset='typeset -g'
                trap '[[ -n ${__docrun_busy-} && -n ${FUNCNAME-} ]] && return 130' INT
                __docrun_busy=1
                __docrun_err=
                __docrun_pending=
                __docrun_run <&6 >&5 2>&5 3<&- 4>&- 5>&- 6<&-
                __docrun_status=$?
                __docrun_busy=
                if [[ -n $__docrun_pending ]] && (( __docrun_status )); then __docrun_err="$__docrun_status ${__docrun_pending#* }"; fi
                { compgen -A function; trap -p DEBUG RETURN; enable -n; } >&4 2>/dev/null
                unset -f \(guarded.joined(separator: " "))
                enable \(guarded.joined(separator: " ")) set unset trap 2>/dev/null
                trap - DEBUG RETURN ERR
                IFS= read -r -u 3 __docrun_nonce
                { printf '\\0%s\\0%d\\0%s\\0' "$__docrun_nonce" "$__docrun_status" "$__docrun_err"; pwd; printf '\\0'; } >&4
            else
                IFS= read -r -u 3 __docrun_nonce
                IFS=' ' read -r -u 3 -a __docrun_names
                {
                    printf '\\0%s\\0' "$__docrun_nonce"
                    for __docrun_n in "${__docrun_names[@]}"; do
                        if [[ -v $__docrun_n ]] || [[ $__docrun_n =~ ^[[:alpha:]_][[:alnum:]_]*$ && ${!__docrun_n@a} == *[aA]* ]]; then
                            printf '%s\\0%s\\0%s\\0' "$__docrun_n" "${!__docrun_n@a}" "${!__docrun_n}"
                        fi
                    done
                    printf '\\0'
                } >&4
            fi
        done
        """
}
