#!/usr/bin/env bash
# Installs every Debian 12 package AccelDecide needs to build, test and run.
#
# Idempotent: when everything is already installed it only says so (no apt-get update,
# no root needed), so scripts/run.sh and scripts/test.sh can call it on every run.
# Set ACCELDECIDE_SKIP_BOOTSTRAP=1 to skip it entirely (e.g. on a non-Debian machine
# that has the dependencies from elsewhere).
set -euo pipefail

# The package list is the one verified on a fresh Debian 12 machine (see the Qt notes):
# - libqt6opengl6-dev: find_package(Qt6 Charts) fails without it, qt6-charts-dev does not pull it in.
# - fonts-dejavu-core: without a font, PDF export silently renders every glyph as a box.
# - xvfb + xauth: headless GUI runs and screenshots (xvfb-run needs xauth).
# - poppler-utils: pdftotext/pdfinfo for checking generated reports.
# - clang-format: the formatting check against .clang-format.
# - fonts-dejavu-extra: the report's italic captions use DejaVu Sans Oblique rather than a
#   slant Qt would synthesise, so every machine lays reports out (and golden-tests them) alike.
# - qt6-svg-dev: chart export as SVG (QSvgGenerator).
# - libxlsxwriter-dev: results export as an XLSX workbook with formulas.
# - unzip: the XLSX tests look inside the workbook.
# - libsqlite3-dev: SQLite's online backup API for the catalog's automatic backups (the
#   same libsqlite3 the Qt SQLite plugin uses).
# - clang + libclang-rt-14-dev: the libFuzzer targets (scripts/fuzz.sh) need clang's
#   fuzzer runtime.
# - libqt6sql6-psql: Qt's PostgreSQL driver (QPSQL), for a team catalog on a server.
# - postgresql: initdb/pg_ctl/postgres for the database tests' own throwaway server
#   (tests/database/PostgresTestServer); nothing uses the cluster the package sets up.
# - qtkeychain-qt6-dev: the connect dialog's "Remember" keeps a team catalog's password in
#   the system keyring (optional: -DACCELDECIDE_KEYCHAIN=OFF builds without it).
# - dpkg-dev (dpkg-shlibdeps for cpack's dependency list), lintian, appstream,
#   desktop-file-utils, shared-mime-info, man-db: building and checking the .deb
#   (scripts/package-test.sh).
# - ccache: the GUI-off build compiles core, the catalog and their tests with the same
#   flags as the full build, so CI's second build takes them from the cache.
# - zlib1g-dev: reading gzip-compressed bill exports (CSV.gz) as they stream in (GzipDevice).
packages=(
    g++ cmake make pkg-config
    qt6-base-dev qt6-charts-dev libqt6opengl6-dev libqt6sql6-sqlite libqt6sql6-psql postgresql
    qtkeychain-qt6-dev
    libgtest-dev googletest libbenchmark-dev nlohmann-json3-dev
    fonts-dejavu-core xvfb xauth poppler-utils clang-format
    fonts-dejavu-extra qt6-svg-dev libxlsxwriter-dev unzip libsqlite3-dev
    clang libclang-rt-14-dev
    dpkg-dev lintian appstream desktop-file-utils shared-mime-info man-db
    ccache zlib1g-dev
    python3 sqlite3 # the price-list import benchmark: generator and the .import baseline
)

if [[ "${ACCELDECIDE_SKIP_BOOTSTRAP:-0}" == 1 ]]; then
    echo "bootstrap: skipped (ACCELDECIDE_SKIP_BOOTSTRAP=1)"
    exit 0
fi

missing=()
for package in "${packages[@]}"; do
    status=$(dpkg-query -W -f='${db:Status-Status}' "$package" 2>/dev/null || true)
    [[ "$status" == installed ]] || missing+=("$package")
done

if [[ ${#missing[@]} -eq 0 ]]; then
    echo "bootstrap: all ${#packages[@]} packages already installed"
    exit 0
fi

echo "bootstrap: installing ${missing[*]}"

if ! command -v apt-get >/dev/null 2>&1; then
    echo "bootstrap: apt-get not found; install these packages by hand: ${missing[*]}" >&2
    exit 1
fi

as_root=()
if [[ $(id -u) -ne 0 ]]; then
    if ! command -v sudo >/dev/null 2>&1; then
        echo "bootstrap: not root and sudo is not available; run as root or install: ${missing[*]}" >&2
        exit 1
    fi
    as_root=(sudo)
fi

# Mirrors fail transiently often enough to warrant exactly one retry.
retry_once() {
    "$@" && return 0
    echo "bootstrap: '$*' failed; retrying once in 10 s" >&2
    sleep 10
    "$@"
}

export DEBIAN_FRONTEND=noninteractive
retry_once "${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update
retry_once "${as_root[@]}" env DEBIAN_FRONTEND=noninteractive \
    apt-get install -y --no-install-recommends "${missing[@]}"

echo "bootstrap: done"
