#!/usr/bin/env bash
# Reports what `swift format lint` finds against .swift-format; it changes no file. Findings are warnings and the
# exit status stays 0; pass --strict to make them errors (exit 1), as a strict CI would.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
swift format lint --recursive --configuration .swift-format "$@" Sources Tests Package.swift
