#!/usr/bin/env bash
# Times the release binary on the hostile shapes the unit tests feed the readers and the output matcher (their
# guards against quadratic work: the tests assert what is read, this prints how long it takes). Each shape is a
# generated page; `docrun list` and `docrun check` read the reader's shapes, `docrun run --yes` (no terminal) runs
# the output matcher's, whose command prints the long output itself. Prints one line per shape: the page's size and
# each command's mean. See docs/benchmarks.md (Measured, 28 November 2026: "the unit tests' hostile shapes").
#
#   bash benchmarks/hostile.sh [RUNS]      (default 3 runs of each command, after one warm-up)
#   DOCRUN=/path/to/docrun bash benchmarks/hostile.sh    (times that binary; nothing is built)
# The pages' backquotes are Markdown's fences and spans, written as they are, not expansions:
# shellcheck disable=SC2016
set -euo pipefail
runs="${1:-3}"
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

# Installs what is missing: Debian packages when root, nothing otherwise (the script then stops and says what).
for package in hyperfine python3; do
    command -v "$package" >/dev/null 2>&1 && continue
    if [[ "$(id -u)" == 0 ]]; then
        apt-get update -qq && apt-get install -y -qq "$package" >/dev/null
    else
        echo "error: '$package' is missing; install the Debian package '$package' (sudo apt-get install $package)" >&2
        exit 69
    fi
done

docrun="${DOCRUN:-}"
if [[ -z "$docrun" ]]; then
    echo "== building docrun (release)"
    swift build -c release --static-swift-stdlib --product docrun 2>&1 | grep -E "error|Compiling|Build|waiting" | tail -3
    docrun="$(swift build -c release --static-swift-stdlib --show-bin-path)/docrun"
fi

work="$(mktemp -d "${TMPDIR:-/tmp}/docrun-hostile.XXXXXX")"
trap 'rm -rf "$work"' EXIT

# $1 copies of $2, no separator.
repeat() {
    local count="$1" text="$2" out=""
    out="$(printf "%${count}s" "")"
    printf '%s' "${out// /"$text"}"
}

# A page of one step (a harmless command) followed by the HTML block $2, in $work/$1.md.
html_page() {
    printf '# Hostile HTML\n{: #hostile-html}\n\n1.  Print a word.\n\n    ```\n    echo ok\n    ```\n    {: pre}\n\n%s\n' \
        "$2" >"$work/$1.md"
}

# A page of one step whose command $2 prints an output compared with the example $3, in $work/$1.md.
output_page() {
    {
        printf '# Hostile output\n{: #hostile-output}\n\n1.  Print the output.\n\n    ```\n    %s\n    ```\n    {: pre}\n\n' "$2"
        printf '    Example output:\n\n    ```\n'
        printf '%s\n' "$3" | sed 's/^/    /'
        printf '    ```\n    {: screen}\n'
    } >"$work/$1.md"
}

reader_shapes=()
sentence='Required. The <code>--name &lt;x&gt;</code> of *the* `thing`, é_x_'
html_page html-1mb-cell "<table><tr><td>$(for _ in $(seq 1 "$((1000000 / 70))"); do printf '%s\n' "$sentence"; done)</td></tr></table>"
reader_shapes+=(html-1mb-cell)
html_page html-unmatched-emphasis "<table><tr><td>$(repeat 20000 '*a _b ')"
html_page html-unmatched-backticks "<table><tr><td>$(repeat 10000 '`a ``b ```c ')"
html_page html-unclosed-inline-tags "<table><tr><td>$(repeat 20000 '<b>')$(repeat 20000 '</i>')"
html_page html-items-under-other-tags "<table><tr><td><ul><li><ul>$(repeat 10000 '<b><li></li>')"
html_page html-unterminated-comments "<table><tr><td>$(repeat 30000 '<!--')"
html_page html-unterminated-quotes "<table><tr><td>$(repeat 30000 '<a "')"
html_page html-tables "$(repeat 15000 '<table>')"
html_page html-nested-tables "$(repeat 7500 '<table><tr><td>')"
html_page html-empty-emphasis "<table><tr><td>$(repeat 25000 '<em>')"
html_page html-long-references "<table><tr><td>$(repeat 4000 '&#1234567890123&aaaaaaaaaaaa')"
reader_shapes+=(html-unmatched-emphasis html-unmatched-backticks html-unclosed-inline-tags
    html-items-under-other-tags html-unterminated-comments html-unterminated-quotes html-tables html-nested-tables
    html-empty-emphasis html-long-references)
{
    printf '# Arithmetic\n{: #arithmetic}\n\n1.  Add them up.\n\n    ```\n    let'
    for i in $(seq 0 99999); do printf ' <a%s>' "$i"; done
    printf '\n    ```\n    {: pre}\n'
} >"$work/let-100000-placeholders.md"
reader_shapes+=(let-100000-placeholders)
# A step of 20,000 undocumented names, 20,000 sentences that speak of none of them, and 20,000 documented names no
# command uses, each one letter longer than a used one: the last resort reads the prose, and placeholder-near-miss
# looks each used name up among the documented ones.
{
    printf '# Names\n{: #names}\n\n1.  Start the servers.\n\n    ```\n'
    seq 0 19999 | awk '{ printf "    echo <server_%05d_a>\n", $1 }'
    printf '    ```\n    {: pre}\n\n'
    seq 0 19999 | awk '{ printf "    The server keeps its state when it restarts, %d.\n", $1 }'
    printf '\n'
    seq 0 19999 | awk '{ printf "    - `<host_%05d_bb>`: the host.\n", $1 }'
} >"$work/names-20000-undocumented.md"
reader_shapes+=(names-20000-undocumented)
# One sentence that lists 20,000 names, then what replaces them: the names that end a clause are looked for once for
# the list, not once for each name in it (each read to the list's end, it was quadratic before 29 November 2026).
{
    printf '# Listed names\n{: #listed}\n\n1.  Start the servers.\n\n    ```\n    echo <a0> <a1>\n    ```\n    {: pre}\n\n'
    printf '    Replace'
    for i in $(seq 0 19999); do printf ' `<a%s>`,' "$i"; done
    printf ' with the names of your servers.\n'
} >"$work/names-20000-in-one-sentence.md"
reader_shapes+=(names-20000-in-one-sentence)
# 20,000 definitions that each name the next, and 20,000 blocks that name the first: each block's lists are followed
# to 200 definitions (each walked the whole chain before 29 November 2026: 4,000 of each took 18 s, 20,000 over a
# minute).
{
    for i in $(seq 0 19998); do printf '{:a%s: a%s}\n' "$i" "$((i + 1))"; done
    printf '{:a19999: .pre}\n\n# Chained definitions\n\n'
    for i in $(seq 0 19999); do printf '```\necho %s\n```\n{: a0}\n\n' "$i"; done
} >"$work/definitions-20000-chained.md"
reader_shapes+=(definitions-20000-chained)
# A page without steps whose HTML block holds 60,000 `<pre` that no `>` ends before the block's last tag, then 30,000
# output blocks before one command block: the hint that names that command's line (list, plan and run say it) reads
# each tag once (each `<pre` was read to the end of its block before: 40 s).
{
    printf '# Tags\n\n<div>\n<pre class="x"\n'
    for i in $(seq 0 59999); do printf '<pre'; done
    printf '\n</div>\n\n<ol><li><p>Run:</p>\n'
    for i in $(seq 0 29999); do printf '<pre class="screen">x</pre>\n'; done
    printf '<pre class="pre"><code>ls</code></pre></li></ol>\n'
} >"$work/html-pre-60000-unclosed.md"
reader_shapes+=(html-pre-60000-unclosed)
# 50,000 groups inside one another, each printing a value and each written to a script: what a group prints is read as
# code where it goes, each piece once however many groups around it write to a script (read once per group, it was
# quadratic before it was committed).
{
    printf '# Groups\n\n```\n'
    for i in $(seq 0 49999); do printf '{ echo <a>; '; done
    for i in $(seq 0 49999); do printf '} > s.sh; '; done
    printf '\n```\n{: pre}\n'
} >"$work/groups-50000-to-scripts.md"
reader_shapes+=(groups-50000-to-scripts)
# A function of 50,000 commands printing a value, called 50,000 times, each call written to a script and its output
# given to eval: what the function prints is read as code at its first call, and passed over at each later one.
{
    printf '# Calls\n\n```\nf() { '
    for i in $(seq 0 49999); do printf 'echo <a>; '; done
    printf '}\n'
    for i in $(seq 0 49999); do printf 'f > s.sh; eval "$(f)"; '; done
    printf '\n```\n{: pre}\n'
} >"$work/calls-50000-to-scripts.md"
reader_shapes+=(calls-50000-to-scripts)
# 50,000 substitutions whose output echo prints into a pipe to a shell: each substitution's output is read in its place
# where the word that holds it is read as code, once.
{
    printf '# Printed substitutions\n\n```\n'
    for i in $(seq 0 49999); do printf 'echo "X=$(echo <a>)" | bash; '; done
    printf '\n```\n{: pre}\n'
} >"$work/substitutions-50000-printed-to-shells.md"
reader_shapes+=(substitutions-50000-printed-to-shells)
# 20,000 functions each printing a value, defined in one step and each called in the next with its output piped to a
# shell: the page names the functions whose output runs once, and the defining command is read again once.
{
    printf '# Later calls\n\n1.  Define.\n\n    ```\n    '
    for i in $(seq 0 19999); do printf 'f%d() { echo <a>; }; ' "$i"; done
    printf '\n    ```\n    {: pre}\n\n2.  Call.\n\n    ```\n    '
    for i in $(seq 0 19999); do printf 'f%d | bash; ' "$i"; done
    printf '\n    ```\n    {: pre}\n'
} >"$work/functions-20000-called-later.md"
reader_shapes+=(functions-20000-called-later)
# A chain of 2,000 functions, each calling the one before, defined one a step, the last called in the last step with
# its output piped to a shell: the functions a chain reaches are found once for the page (a worklist over names) and
# each defining command is read again once, not once for each function down the chain.
{
    printf '# Chain\n\n1.  Define.\n\n    ```\n    f0() { echo <a>; }\n    ```\n    {: pre}\n\n'
    for i in $(seq 1 1999); do printf '1.  Define.\n\n    ```\n    f%d() { f%d; }\n    ```\n    {: pre}\n\n' "$i" "$((i - 1))"; done
    printf '1.  Call.\n\n    ```\n    f1999 | bash\n    ```\n    {: pre}\n'
} >"$work/functions-2000-chain.md"
reader_shapes+=(functions-2000-chain)
# Blocks copied from a terminal whose one command reads a here-document and leaves a substitution open over 40,000
# lines after its body, or a double-quoted string before it: a line that cannot close what is open is not read again
# (each line was before 30 November 2026: 2,000 lines took 12 s to list).
{
    printf '# Session\n\n```\n$ cat <<EOF && echo $(\n> body\n> EOF\n'
    seq 0 39999 | awk '{ printf "> line %d\n", $1 }'
    printf '> )\nprinted\n```\n{: pre}\n\n```\n$ cat <<EOF && echo "\n'
    seq 0 39999 | awk '{ printf "line %d\n", $1 }'
    printf '"\nbody\nEOF\nprinted\n```\n{: pre}\n'
} >"$work/session-40000-open-after-here-document.md"
reader_shapes+=(session-40000-open-after-here-document)

# The output matcher's shapes: 25,000 lines of pods (0.9 MB: a run compares the first 1 MB of an output), an
# example of 500 of them (found) or of 10,000 lines that are not there (the search's step budget), comma lists and
# quantity words, and long tokens where a value given to the step's command may stand for a part.
pods="seq 0 24999 | awk '{ printf \"pod-%d-x9   1/1   Running   %d   %dm\\n\", \$1, \$1 % 7, \$1 % 60 }'; echo 'Token   tok-final'"
output_page output-found "$pods" "$(seq 0 50 24999 | awk '{ printf "pod-%d-x9   1/1   Running   %d   %dm\n", $1, $1 % 7, $1 % 60 }')
Token   <token>"
output_page output-missing "$pods" "$(seq 0 9999 | sed 's/.*/Missing label &: <x>/')
Token   <token>"
output_page output-comma-list "seq 0 19999 | awk '{ print 100 + \$1 % 900 }' | paste -sd ," \
    '<x>,1,5 fin'
output_page output-quantity-words "for i in \$(seq 5000); do printf 'about a few '; done; echo minutes" \
    '<x> 2 minutes ago'
token="$(repeat 19999 'ab-')ab"
output_page output-given-value-long-token \
    "v=<value>; t=\$(printf 'ab-%.0s' \$(seq 19999))ab; for i in \$(seq 20); do echo \"Name: \$t-y\"; done" \
    "Name: $token-x"
output_shapes=(output-found output-missing output-comma-list output-quantity-words output-given-value-long-token)
# 400 steps, each printing one of 400 secrets a values file gives: the names whose values are hidden are worked out
# once while the plan does not change (at each step before 30 November 2026: over 60 s).
{
    printf '# Hostile secrets\n{: #hostile-secrets}\n\n'
    seq 0 399 | awk '{ printf "%d.  Print a token.\n\n    ```\n    echo <token_%d> | wc -c\n    ```\n    {: pre}\n\n", $1 + 1, $1 }'
} >"$work/secrets-400-steps.md"
seq 0 399 | awk '{ printf "token_%d: secret-value-%05d\n", $1, $1 }' >"$work/secrets-400-values.yml"

echo "== $("$docrun" --version 2>/dev/null || echo docrun): $docrun"
echo "machine: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ *//'), $(nproc) cores"
echo "load average before the run: $(cut -d' ' -f1-3 /proc/loadavg)"

# hyperfine's mean of one command, in milliseconds. Failures are ignored (-i): check exits 1 on its findings, and
# run exits 1 or warns where the example is not found.
mean() {
    hyperfine --warmup 1 --runs "$runs" -i --export-json "$work/time.json" "$1" >/dev/null 2>&1
    python3 -c 'import json, sys; print("%.0f ms" % (json.load(open(sys.argv[1]))["results"][0]["mean"] * 1000))' \
        "$work/time.json"
}
size() { awk '{ if ($1 < 10000) printf "%d B", $1; else printf "%.0f kB", $1 / 1000 }' <<<"$(wc -c <"$1")"; }

printf '\n%-32s %10s %12s %12s\n' shape page list check
for shape in "${reader_shapes[@]}"; do
    page="$work/$shape.md"
    printf '%-32s %10s %12s %12s\n' "$shape" "$(size "$page")" \
        "$(mean "'$docrun' list '$page' > /dev/null")" "$(mean "'$docrun' check '$page' > /dev/null")"
done
printf '\n%-32s %10s %12s\n' shape page run
for shape in "${output_shapes[@]}"; do
    page="$work/$shape.md"
    printf '%-32s %10s %12s\n' "$shape" "$(size "$page")" \
        "$(mean "cd '$work' && '$docrun' run '$page' --yes --set value=ab-ab < /dev/null > /dev/null 2>&1")"
done
secrets_run="cd '$work' && '$docrun' run secrets-400-steps.md --yes --values secrets-400-values.yml"
printf '%-32s %10s %12s\n' secrets-400-steps "$(size "$work/secrets-400-steps.md")" \
    "$(mean "$secrets_run < /dev/null > /dev/null 2>&1")"
