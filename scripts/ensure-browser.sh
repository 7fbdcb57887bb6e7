#!/usr/bin/env bash
# First step of `npm test`: the browser journeys need Debian's Chromium and the Noto fonts (Arabic glyphs), and the
# prescription PDF's test reads its text and renders its page with poppler (pdftotext, pdftoppm: poppler-utils).
# As root with apt-get, install them; otherwise stop at once with the one command to run, rather than
# failing after minutes of lint, types and unit tests.
set -euo pipefail
browser="${CHROMIUM_PATH:-/usr/bin/chromium}"
fonts=/usr/share/fonts/truetype/noto
if [ -x "$browser" ] && [ -d "$fonts" ] && command -v pdftotext >/dev/null 2>&1; then exit 0; fi
cmd="apt-get update && apt-get install -y --no-install-recommends chromium fonts-noto-core poppler-utils"
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's Chromium and the Noto fonts for the browser journeys, and poppler for the PDF test: $cmd"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -q && apt-get install -y -q --no-install-recommends chromium fonts-noto-core poppler-utils
  exit 0
fi
echo "The browser journeys need Chromium at $browser and the Noto fonts, the PDF test poppler-utils. Run, as root:" >&2
echo "  $cmd" >&2
echo "(or set CHROMIUM_PATH to a Chromium binary)" >&2
exit 1
