#!/usr/bin/env bash
# Builds the Debian package from a configured and built tree and checks it the way a
# user's machine would meet it:
#   - cpack -G DEB; the package unpacked into a scratch root (a relocated install);
#   - the unpacked acceldecide-cli --version, and evaluate on an unpacked example scenario;
#   - lintian: no errors; appstreamcli validate --no-net; desktop-file-validate; the MIME
#     package accepted by update-mime-database; the man page rendered by man.
#
#   scripts/package-test.sh [BUILD_DIR]      (default build/test, as scripts/test.sh leaves it)
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build_dir=$(cd "${1:-$root/build/test}" && pwd)
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

fail() {
    echo "package-test: $*" >&2
    exit 1
}

(cd "$build_dir" && cpack -G DEB >"$scratch/cpack.log" 2>&1) ||
    { cat "$scratch/cpack.log" >&2; fail "cpack failed"; }
deb=$(ls "$build_dir"/acceldecide_*.deb)
echo "package-test: built $(basename "$deb") ($(du -h "$deb" | cut -f1))"
dpkg-deb -I "$deb" | sed -n 's/^ Depends: /package-test: depends on /p'

unpacked="$scratch/root"
dpkg-deb -x "$deb" "$unpacked"
cli="$unpacked/usr/bin/acceldecide-cli"
share="$unpacked/usr/share"
[[ -x "$unpacked/usr/bin/acceldecide" ]] || fail "no usr/bin/acceldecide"
"$cli" --version | grep -q "^acceldecide-cli " || fail "acceldecide-cli --version"
scenario="$share/acceldecide/scenarios/seed004-trn3-vs-h200-inference.json"
"$cli" evaluate "$scenario" >"$scratch/evaluate.json" || fail "evaluate on the unpacked example"
grep -q '"recommendation"' "$scratch/evaluate.json" || fail "evaluate printed no recommendation"
echo "package-test: the unpacked acceldecide-cli evaluated $(basename "$scenario")"

appstreamcli validate --no-net "$share/metainfo/org.acceldecide.AccelDecide.metainfo.xml"
desktop-file-validate "$share/applications/org.acceldecide.AccelDecide.desktop" ||
    fail "desktop-file-validate"
mkdir -p "$scratch/mime/packages"
cp "$share/mime/packages/org.acceldecide.AccelDecide.xml" "$scratch/mime/packages/"
# (It notes that the scratch folder is not on XDG_DATA_DIRS; only its errors count.)
update-mime-database "$scratch/mime" 2>&1 | grep -i "error\|invalid\|warning" &&
    fail "update-mime-database rejected the MIME package"
grep -q "application/x-acceldecide-scenario" "$scratch/mime/globs2" || fail "MIME glob missing"
for page in acceldecide-cli acceldecide; do
    MANWIDTH=80 man --warnings -l "$share/man/man1/$page.1.gz" 2>&1 >/dev/null |
        (! grep .) || fail "$page.1: man page warnings"
done

# Errors fail; warnings are printed for the reader.
lintian --tag-display-limit 0 "$deb" | tee "$scratch/lintian.log" || true
if grep -q '^E: ' "$scratch/lintian.log"; then
    fail "lintian reported errors"
fi
echo "package-test: lintian: $(grep -c '^E: ' "$scratch/lintian.log") errors," \
    "$(grep -c '^W: ' "$scratch/lintian.log") warnings"
