#!/usr/bin/env bash
# Renders locsim's SVG timelines with two real renderers, librsvg (rsvg-convert) and headless
# Chromium, and fails on any render error or empty picture: proof that the pictures open in the
# tools readers use, not only in our XML parser.
#
# Usage: Scripts/render-check.sh [--png-dir DIR] [SVG…]   (default: docs/images/*.svg)
# With --png-dir, the rsvg-convert PNGs are kept there (docs/images uses them as screenshots).
set -euo pipefail
cd "$(dirname "$0")/.."

png_dir=""
if [ "${1:-}" = "--png-dir" ]; then png_dir="$2"; shift 2; fi
files=("$@")
if [ ${#files[@]} -eq 0 ]; then files=(docs/images/*.svg); fi
for tool in rsvg-convert chromium; do
  command -v "$tool" >/dev/null || { echo "FAIL: $tool is not installed (apt-get install librsvg2-bin chromium)"; exit 1; }
done

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failed=0
for svg in "${files[@]}"; do
  name=$(basename "$svg" .svg)
  # librsvg: any message on stderr (bad XML, unknown element, missing reference) is a failure.
  if ! rsvg-convert "$svg" -o "$work/$name.rsvg.png" 2>"$work/$name.rsvg.err" || [ -s "$work/$name.rsvg.err" ]; then
    echo "FAIL rsvg-convert $svg:"; cat "$work/$name.rsvg.err"; failed=1; continue
  fi
  # Chromium: a screenshot the size of the picture; no file or an empty one is a failure.
  width=$(grep -o 'width="[0-9]*"' "$svg" | head -1 | tr -dc 0-9)
  height=$(grep -o 'height="[0-9]*"' "$svg" | head -1 | tr -dc 0-9)
  timeout 60 chromium --headless --no-sandbox --disable-gpu --hide-scrollbars \
    --window-size="$width,$height" --screenshot="$work/$name.chromium.png" \
    "file://$(realpath "$svg")" >"$work/$name.chromium.log" 2>&1 || true
  if [ ! -s "$work/$name.chromium.png" ]; then
    echo "FAIL chromium $svg:"; tail -5 "$work/$name.chromium.log"; failed=1; continue
  fi
  echo "ok   $svg (${width}x${height}): rsvg-convert $(stat -c %s "$work/$name.rsvg.png") B," \
    "chromium $(stat -c %s "$work/$name.chromium.png") B"
  if [ -n "$png_dir" ]; then
    cp "$work/$name.rsvg.png" "$png_dir/$name.png"
    cp "$work/$name.chromium.png" "$png_dir/$name.chromium.png"
  fi
done
# The suite report with one case of each kind (docs/report-cases): a full-page screenshot in
# Chromium, so a page that does not render, or renders empty, fails here as a picture would.
# Only when no SVG was named: the default run checks every picture of the docs.
if [ $# -eq 0 ]; then
  for html in docs/images/report-cases.html; do
    name=$(basename "$html" .html)
    timeout 60 chromium --headless --no-sandbox --disable-gpu --hide-scrollbars \
      --window-size=1300,2600 --screenshot="$work/$name.chromium.png" \
      "file://$(realpath "$html")" >"$work/$name.chromium.log" 2>&1 || true
    if [ ! -s "$work/$name.chromium.png" ]; then
      echo "FAIL chromium $html:"; tail -5 "$work/$name.chromium.log"; failed=1; continue
    fi
    echo "ok   $html: chromium $(stat -c %s "$work/$name.chromium.png") B"
    if [ -n "$png_dir" ]; then cp "$work/$name.chromium.png" "$png_dir/$name.chromium.png"; fi
  done
fi
exit $failed
