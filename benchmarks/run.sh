#!/usr/bin/env bash
# docrun run's overhead per step: a generated page of N trivial steps, run by docrun (release build), against the
# same commands run as one bash script, and against rundoc (PyPI) on the same steps. Prints the figures. The bar:
# 1 ms per step over bash.
#
#   bash benchmarks/run.sh [STEPS]      (default 500)
# The pages' backquotes are Markdown's fences, written as they are, not expansions:
# shellcheck disable=SC2016
set -euo pipefail
cd "$(dirname "$0")/.."
steps="${1:-500}"

need() { command -v "$1" >/dev/null 2>&1; }
if ! need hyperfine; then
    if [ "$(id -u)" = 0 ]; then apt-get update -qq && apt-get install -y -qq hyperfine >/dev/null; else
        echo "benchmarks/run.sh: hyperfine is missing (apt-get install hyperfine)" >&2; exit 1; fi
fi
venv="${XDG_CACHE_HOME:-$HOME/.cache}/docrun-bench-venv"
if [ ! -x "$venv/bin/rundoc" ]; then
    python3 -m venv "$venv"
    "$venv/bin/pip" install -q rundoc
fi

echo "== building docrun (release)"
swift build -c release --static-swift-stdlib --product docrun >/dev/null
docrun="$(swift build -c release --static-swift-stdlib --show-bin-path)/docrun"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
{
    printf '# %s trivial steps\n{: #bench}\n\n' "$steps"
    for i in $(seq 1 "$steps"); do
        printf '%s.  Step %s.\n\n    ```\n    echo step-%s\n    ```\n    {: pre}\n\n' "$i" "$i" "$i"
    done
} >"$work/bench.md"
{
    printf '# %s trivial steps\n\n' "$steps"
    for i in $(seq 1 "$steps"); do printf '```bash\necho step-%s\n```\n\n' "$i"; done
} >"$work/bench-rundoc.md"
for i in $(seq 1 "$steps"); do echo "echo step-$i"; done >"$work/bench.sh"

echo "== $steps steps: bash script, docrun run, rundoc run"
hyperfine --warmup 1 --runs 5 --export-json "$work/times.json" \
    -n bash "bash --noprofile --norc $work/bench.sh" \
    -n docrun "$docrun run $work/bench.md --yes" \
    -n rundoc "$venv/bin/rundoc run -t bash $work/bench-rundoc.md"

python3 - "$work/times.json" "$steps" <<'PY'
import json, sys
runs = {r["command"]: r["mean"] for r in json.load(open(sys.argv[1]))["results"]}
steps = int(sys.argv[2])
bash = runs["bash"]
for name in ("docrun", "rundoc"):
    print(f"{name}: {runs[name]*1000:.1f} ms in all, {(runs[name]-bash)/steps*1000:.3f} ms per step over bash")
print(f"bash: {bash*1000:.1f} ms in all")
print("target: docrun under 1 ms per step over bash:", "met" if (runs["docrun"]-bash)/steps < 0.001 else "NOT met")
PY

# A step's output goes through the masker (every form of each secret) on its way to the screen and the transcript:
# one step printing 19 MB (seq), run without a secret and with one, against bash alone.
lines=2500000
printf '# Output\n\n1.  Print:\n\n    ```\n    seq 1 %s\n    ```\n    {: pre}\n' "$lines" >"$work/output.md"
printf '# Output\n\n1.  Log in:\n\n    ```\n    export KEY=<api_key>\n    ```\n    {: pre}\n\n2.  Print:\n\n    ```\n    seq 1 %s\n    ```\n    {: pre}\n' "$lines" >"$work/output-secret.md"
echo "== a step printing $(seq 1 "$lines" | wc -c | awk '{printf "%.1f", $1 / 1e6}') MB: bash, docrun run, docrun run with a secret"
hyperfine --warmup 1 --runs 5 --export-json "$work/output.json" \
    -n bash "bash --noprofile --norc -c 'seq 1 $lines'" \
    -n docrun "$docrun run $work/output.md --yes" \
    -n "docrun, a secret" "DOCRUN_API_KEY=s3cr3t-value-0123 $docrun run $work/output-secret.md --yes" \
    >/dev/null
python3 - "$work/output.json" <<'PY'
import json, sys
for r in json.load(open(sys.argv[1]))["results"]:
    print(f"{r['command']}: {r['mean']*1000:.0f} ms")
PY
