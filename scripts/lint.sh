#!/usr/bin/env bash
# Reports what `swift format` finds against .swift-format; it changes no file. Exits non-zero when it finds
# something (CI decides whether that fails the build).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
swift format lint --recursive --configuration .swift-format Sources Tests Package.swift
