#!/usr/bin/env python3
"""Each check rule's precision on a corpus, from findings labelled by hand.

Runs `DOCRUN check --format json CORPUS` (or reads a report it saved), matches each finding by page, line and rule
against the label files (tab-separated: path inside the corpus, line, rule, verdict `real` or `false`, reason), and
prints for each rule: its findings on the corpus, how many of them are labelled, real and false, and its precision
(real / labelled). The overall line estimates the precision of all errors and warnings by weighting each rule's
precision with its number of findings (the sample is stratified by rule, so a plain ratio would be biased), and
gives findings and estimated false findings per 100 pages. Labels no finding matches are listed: a real one is a
defect no longer found, a false one a false alarm fixed.

    scripts/precision.py .build/release/docrun ../shared/corpus
    scripts/precision.py --report findings.json ../shared/corpus
    scripts/precision.py --min-severity notice BINARY CORPUS     # notices too
    scripts/precision.py --draw 220 --seed 13 BINARY CORPUS      # a sample to label, as label rows

`--draw N` prints a random sample of the findings to label instead (fixed by `--seed`), stratified by rule: every
rule gets min(its findings, 8), the rest is shared in proportion to each rule's findings. Findings the `--labels`
files already label are left out. Its rows have the verdict and reason empty and the finding's message after them.
"""

import argparse
import collections
import json
import os
import random
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_LABELS = [os.path.join(HERE, "..", "Tests", "RunbookChecksTests", "Fixtures", "labels", "check.tsv")]


def read_labels(paths):
    """(path, line, rule) → (real, reason), from every label file."""
    labels = {}
    for path in paths:
        with open(path, encoding="utf-8") as file:
            for row in file:
                if row.startswith("#") or not row.strip():
                    continue
                fields = row.rstrip("\n").split("\t")
                if len(fields) != 5 or not fields[1].isdigit() or fields[3] not in ("real", "false"):
                    sys.exit(f"{path}: not a label: {row!r}")
                labels[(fields[0], int(fields[1]), fields[2])] = (fields[3] == "real", fields[4])
    return labels


def read_findings(args):
    """The findings as a list of dicts, each with its path relative to the corpus."""
    if args.report:
        with open(args.report, encoding="utf-8") as file:
            findings = json.load(file)
    else:
        command = [args.docrun, "check", "--format", "json", "--min-severity", args.min_severity, args.corpus]
        done = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, check=False)
        if done.returncode not in (0, 1):
            sys.exit(f"{' '.join(command)} exited with {done.returncode}")
        findings = json.loads(done.stdout)
    corpus = os.path.realpath(args.corpus)
    for finding in findings:
        finding["path"] = os.path.relpath(os.path.realpath(finding["file"]), corpus)
    return findings


def draw(findings, size, seed):
    """A stratified random sample of `size` findings: min(count, 8) per rule, the rest in proportion."""
    by_rule = collections.defaultdict(list)
    for finding in sorted(findings, key=lambda f: (f["path"], f["line"], f["column"], f["rule"])):
        by_rule[finding["rule"]].append(finding)
    quota = {rule: min(len(items), 8) for rule, items in by_rule.items()}
    spare = max(0, size - sum(quota.values()))
    rest = {rule: len(items) - quota[rule] for rule, items in by_rule.items()}
    total_rest = sum(rest.values()) or 1
    for rule in sorted(by_rule, key=lambda r: -rest[r]):
        quota[rule] += min(rest[rule], round(spare * rest[rule] / total_rest))
    generator = random.Random(seed)
    sample = []
    for rule in sorted(by_rule):
        sample += generator.sample(by_rule[rule], quota[rule])
    return sorted(sample, key=lambda f: (f["rule"], f["path"], f["line"]))


def count_pages(corpus):
    return sum(
        name.endswith(".md") for folder, dirs, names in os.walk(corpus) for name in names
        if not any(part.startswith(".") for part in os.path.relpath(folder, corpus).split(os.sep) if part != ".")
    )


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("docrun", nargs="?", help="the docrun binary to run (not needed with --report)")
    parser.add_argument("corpus", help="the folder of pages the labels' paths are relative to")
    parser.add_argument("--report", help="a saved `docrun check --format json` report of the corpus")
    parser.add_argument("--labels", action="append", help="a label file (repeatable; default: check.tsv)")
    parser.add_argument("--min-severity", default="warning", choices=["notice", "warning", "error"])
    parser.add_argument("--unmatched", action="store_true", help="list every label no finding matches")
    parser.add_argument("--draw", type=int, metavar="N", help="print a stratified sample of N findings to label")
    parser.add_argument("--seed", type=int, default=13, help="the seed of --draw (default 13)")
    args = parser.parse_args()
    if not args.report and not args.docrun:
        parser.error("give a docrun binary or --report")
    findings = read_findings(args)
    if args.draw:
        known = read_labels([path for path in args.labels or DEFAULT_LABELS if os.path.exists(path)])
        findings = [f for f in findings if (f["path"], f["line"], f["rule"]) not in known]
        for finding in draw(findings, args.draw, args.seed):
            message = finding["message"].replace("\t", " ").replace("\n", " ")
            print(f"{finding['path']}\t{finding['line']}\t{finding['rule']}\t\t\t# {finding['severity']}: {message}")
        return
    labels = read_labels(args.labels or DEFAULT_LABELS)
    pages = count_pages(args.corpus)

    rules = collections.OrderedDict()
    matched = set()
    for finding in findings:
        row = rules.setdefault(finding["rule"], collections.Counter())
        row["findings"] += 1
        row[finding["severity"]] += 1
        key = (finding["path"], finding["line"], finding["rule"])
        if key in labels and key not in matched:
            matched.add(key)
            row["real" if labels[key][0] else "false"] += 1

    print(f"{'rule':32} {'findings':>8} {'labelled':>8} {'real':>5} {'false':>5} {'precision':>9}")
    weighted_real = 0.0
    counted = 0
    for rule, row in sorted(rules.items(), key=lambda item: -item[1]["findings"]):
        labelled = row["real"] + row["false"]
        precision = row["real"] / labelled if labelled else None
        shown = f"{precision:9.0%}" if precision is not None else f"{'-':>9}"
        print(f"{rule:32} {row['findings']:8} {labelled:8} {row['real']:5} {row['false']:5} {shown}")
        counted += row["findings"]
        weighted_real += row["findings"] * (precision if precision is not None else 0)
    unlabelled = [rule for rule, row in rules.items() if not row["real"] + row["false"]]
    total = len(findings)
    print()
    if total:
        overall = weighted_real / total
        false_findings = total - weighted_real
        print(f"overall: {total} findings in {pages} pages, {100 * total / pages:.1f} per 100 pages; "
              f"estimated precision {overall:.0%}, {100 * false_findings / pages:.1f} false per 100 pages")
    else:
        print(f"overall: no findings in {pages} pages")
    if unlabelled:
        print(f"rules without labelled findings (counted as false): {', '.join(unlabelled)}")

    gone = [key for key in labels if key not in matched and os.path.exists(os.path.join(args.corpus, key[0]))]
    lost = [key for key in gone if labels[key][0]]
    print(f"labels no finding matches: {len(gone)} ({len(lost)} real ones not reported at this severity, "
          f"{len(gone) - len(lost)} false alarms gone)")
    for key in sorted(gone if args.unmatched else lost):
        print(f"  {key[0]}:{key[1]} {key[2]} ({'real' if labels[key][0] else 'false'}): {labels[key][1]}")


if __name__ == "__main__":
    main()
