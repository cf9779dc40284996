#!/usr/bin/env python3
"""Draw the random sample of placeholder occurrences for issue 12's labelled fixture.

Usage: python3 placeholder-sample.py [corpus_dir] > sample-draw.tsv   -> the drawn rows (path, line, name, block kind)
       python3 placeholder-sample.py [corpus_dir] --counts          -> pages with `<...>` candidates per stratum

The labels themselves (placeholder-labels.tsv) were written by hand from sample-draw.tsv, reading each page.

Units: a "candidate" is a `<...>` occurrence inside a code block that the dialect runs or shows:
a fenced block (``` or ~~~, at any indentation) whose closing fence is followed (blank lines allowed)
by an IAL naming pre / codeblock / screen, or an indented block (>= 4 spaces more than the IAL)
directly above such an IAL. Everything between < and > on one line counts, markup and redirections
too (they are labelled not-placeholder by hand).

Sampling (seed 12):
  1. pages = every *.md under the corpus except README.md, grouped by stratum (label, lang);
     only pages with at least one candidate can contribute.
  2. each stratum gets a number of pages (PAGES below: roughly proportional to its candidate
     pages, with a floor so every label has >= ~8 rows and fr / pt >= ~25 rows each);
     pages are drawn with random.Random(12).sample over the sorted page list of the stratum.
  3. on each drawn page: distinct names; if more than 5, 5 drawn at random (same rng); each chosen
     name is taken at one of its occurrences drawn at random; rows are printed in page order.
"""
import os, re, random, sys, collections

ARGS = [a for a in sys.argv[1:] if not a.startswith('--')]
CORPUS = ARGS[0] if ARGS else os.path.join(os.path.dirname(os.path.abspath(__file__)), '../../../../shared/corpus')
IAL = re.compile(r'^\s*\{:\s*\.?(pre|codeblock|screen)(\s[^}]*)?\s*\}')
FENCE = re.compile(r'^(\s*)(```+|~~~+)')
ANGLE = re.compile(r'<([^<>\n]+)>')

# pages per stratum (label, lang); see the README for the reasoning
PAGES = {
    ('api-management', 'fr'): 2, ('api-management', 'pt'): 1,
    ('certificate-manager', 'en'): 2, ('certificate-manager', 'fr'): 1, ('certificate-manager', 'pt'): 1,
    ('mobilepush', 'fr'): 1, ('mobilepush', 'pt'): 1,
    ('openwhisk', 'en'): 9, ('openwhisk', 'fr'): 10, ('openwhisk', 'pt'): 10,
    ('codeengine', 'en'): 16,
    ('secrets-manager', 'en'): 6,
}
# Strata with no candidates at all (StreamingAnalytics in every language, mobilepush/en, api-management/en)
# are absent: the corpus has no `<...>` in their pre/codeblock/screen blocks (see the README).
# A label whose blocks hold no `<...>` anywhere falls back to `{name}` (not a {{keyref}}) as the
# placeholder form: only mobilepush needs it.
CURLY = re.compile(r'(?<!\{)\{([A-Za-z_][A-Za-z0-9_]*)\}(?!\})')
PER_PAGE = 5


def blocks(lines):
    """Yield (kind, [(lineno, text)]) for code blocks followed by a pre/codeblock/screen IAL."""
    n = len(lines)
    i = 0
    fenced_closing = set()
    while i < n:
        m = FENCE.match(lines[i])
        if m:
            indent, fence = m.group(1), m.group(2)
            j = i + 1
            while j < n and not re.match(r'^\s*' + re.escape(fence[0]) * 3, lines[j]):
                j += 1
            body = [(k + 1, lines[k]) for k in range(i + 1, min(j, n))]
            k = j + 1
            while k < n and lines[k].strip() == '':
                k += 1
            if k < n and IAL.match(lines[k]):
                yield IAL.match(lines[k]).group(1), body
            fenced_closing.add(j)
            i = j + 1
            continue
        i += 1
    # indented blocks: an IAL whose previous non-blank line is indented >= 4 more and is not a fence
    for i, line in enumerate(lines):
        m = IAL.match(line)
        if not m:
            continue
        k = i - 1
        while k >= 0 and lines[k].strip() == '':
            k -= 1
        if k < 0 or k in fenced_closing or FENCE.match(lines[k]):
            continue
        ial_indent = len(line) - len(line.lstrip())
        def deep(s):
            return s.strip() == '' or len(s.expandtabs(4)) - len(s.expandtabs(4).lstrip()) >= ial_indent + 4
        if not deep(lines[k]):
            continue
        top = k
        while top - 1 >= 0 and deep(lines[top - 1]):
            top -= 1
        body = [(r + 1, lines[r]) for r in range(top, k + 1) if lines[r].strip()]
        yield m.group(1) + '-indented', body


def candidates(path, pattern=ANGLE):
    with open(path, encoding='utf-8', newline='') as f:
        lines = f.read().replace('\r\n', '\n').split('\n')
    out = []
    for kind, body in blocks(lines):
        for ln, text in body:
            for m in pattern.finditer(text):
                out.append((ln, m.group(1), kind))
    return sorted(set(out))


def main():
    strata = collections.defaultdict(list)
    for root, _, files in os.walk(CORPUS):
        for fn in files:
            if fn.endswith('.md') and fn != 'README.md':
                rel = os.path.relpath(os.path.join(root, fn), CORPUS)
                label, lang = rel.split(os.sep)[:2]
                strata[(label, lang)].append(rel)
    rng = random.Random(12)
    if '--counts' in sys.argv:
        for key in sorted(strata):
            with_c = [p for p in strata[key] if candidates(os.path.join(CORPUS, p))]
            print(key, len(strata[key]), 'pages,', len(with_c), 'with candidates')
        return
    print('path\tline\tname\tkind')
    for key in sorted(PAGES):
        label = key[0]
        angle_anywhere = any(candidates(os.path.join(CORPUS, p))
                             for k in strata if k[0] == label for p in strata[k])
        pattern = ANGLE if angle_anywhere else CURLY
        pages = sorted(p for p in strata[key] if candidates(os.path.join(CORPUS, p), pattern))
        for page in sorted(rng.sample(pages, min(PAGES[key], len(pages)))):
            cands = candidates(os.path.join(CORPUS, page), pattern)
            names = sorted({c[1] for c in cands})
            chosen = names if len(names) <= PER_PAGE else rng.sample(names, PER_PAGE)
            rows = []
            for name in sorted(chosen):
                occ = [c for c in cands if c[1] == name]
                rows.append(rng.choice(occ))
            for ln, name, kind in sorted(rows):
                print(f'{page}\t{ln}\t{name}\t{kind}' + ('' if pattern is ANGLE else ' {curly}'))

if __name__ == '__main__':
    main()
