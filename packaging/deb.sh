#!/usr/bin/env bash
# Deputy's Debian package, built and proved on this machine (Debian or Ubuntu, amd64).
#
#   bash packaging/deb.sh           build target/debian/deputy_<version>_amd64.deb with
#                                   cargo-deb, install it with apt-get, check it, start
#                                   it from the menu's command under Xvfb, screenshot
#                                   Home, and remove it again
#   bash packaging/deb.sh --check   only validate packaging/'s launcher and metainfo
#                                   with desktop-file-validate and appstreamcli (CI)
#
# Run it from any directory, as root or as a user who may sudo. It installs what it
# needs with apt-get (the build's libasound2-dev and pkg-config, desktop-file-utils,
# appstream, xvfb, xauth, xdotool, imagemagick) and cargo-deb with cargo if it is
# missing. It never touches a user's games: the installed Deputy runs with a temporary
# --data-dir, and the user's data directory is compared before and after.
# Environment: XVFB_DISPLAY=:N picks Xvfb's display (default: a free one).
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
ROOT=$PWD
export DEBIAN_FRONTEND=noninteractive
SUDO=""
if [ "$(id -u)" != 0 ]; then SUDO="sudo"; fi

say() { echo "deb.sh: $*"; }
fail() {
    echo "deb.sh: FAILED: $*" >&2
    exit 1
}

# need PACKAGE...: installs the Debian packages that are not installed yet.
need() {
    local missing=() p
    for p in "$@"; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
    done
    if [ ${#missing[@]} -gt 0 ]; then
        say "installing ${missing[*]}"
        $SUDO apt-get update -qq
        $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
    fi
}

DESKTOP=packaging/deputy.desktop
METAINFO=$(ls packaging/*.metainfo.xml)

# validate DESKTOP_FILE METAINFO_FILE: both validators, which print what they find.
validate() {
    desktop-file-validate "$1" || fail "desktop-file-validate $1"
    say "ok: desktop-file-validate $1"
    # --no-net: the machine may have no network; without it appstreamcli would also
    # try to fetch the screenshot.
    appstreamcli validate --no-net "$2" || fail "appstreamcli validate $2"
    say "ok: appstreamcli validate --no-net $2"
}

if [ "${1:-}" = "--check" ]; then
    need desktop-file-utils appstream
    validate "$DESKTOP" "$METAINFO"
    exit 0
elif [ $# -gt 0 ]; then
    echo "usage: bash packaging/deb.sh [--check]" >&2
    exit 2
fi

if dpkg-query -W -f='${Status}' deputy 2>/dev/null | grep -q 'install ok installed'; then
    fail "the deputy package is already installed; this script installs and removes its own: remove it first ($SUDO apt-get remove deputy)"
fi

TMP=$(mktemp -d)
XVFB_PID="" APP_PID="" INSTALLED=""
cleanup() {
    if [ -n "$APP_PID" ]; then kill "$APP_PID" 2>/dev/null || true; fi
    if [ -n "$XVFB_PID" ]; then kill "$XVFB_PID" 2>/dev/null || true; fi
    if [ -n "$INSTALLED" ]; then
        say "removing the package after a failure"
        $SUDO apt-get remove -y -qq deputy >/dev/null || true
    fi
    rm -rf "$TMP"
}
trap cleanup EXIT

$SUDO apt-get update -qq
need libasound2-dev pkg-config dpkg-dev desktop-file-utils appstream xvfb xauth xdotool imagemagick
if ! cargo deb --version >/dev/null 2>&1; then
    say "installing cargo-deb"
    cargo install cargo-deb --locked --version '^3.8'
fi

# 1. The sources validate before anything is built.
validate "$DESKTOP" "$METAINFO"

# 2. The package.
VERSION=$(sed -n 's/^version = "\(.*\)"$/\1/p' Cargo.toml | head -n 1)
DEB=target/debian/deputy_${VERSION}_amd64.deb
rm -f target/debian/deputy_*.deb
say "cargo deb (a release build: minutes on 2 cores)"
start=$(date +%s)
cargo deb
[ -f "$DEB" ] || fail "cargo deb did not write $DEB"
say "ok: built $DEB ($(stat -c %s "$DEB") bytes) in $(($(date +%s) - start)) s"
dpkg-deb --info "$DEB" | sed -n '/^ Package:/,$p'
dpkg-deb --contents "$DEB" | awk '{print "   " $1, $3, $6}'

DEPENDS=$(dpkg-deb --field "$DEB" Depends)
grep -q 'libasound2' <<<"$DEPENDS" || fail "Depends has no ALSA library: $DEPENDS"
say "ok: Depends names the ALSA library (found by dpkg-shlibdeps)"

# 3. The user's games before anything is installed.
USER_HOME=$HOME
if [ -n "${SUDO_USER:-}" ]; then USER_HOME=$(getent passwd "$SUDO_USER" | cut -d: -f6); fi
USER_DATA=${XDG_DATA_HOME:-$USER_HOME/.local/share}/deputy
snapshot() {
    if [ -d "$USER_DATA" ]; then
        (cd "$USER_DATA" && find . -printf '%y %m %T@ %s %p\n' | sort &&
            find . -type f -print0 | sort -z | xargs -0 -r sha256sum)
    else
        echo "(no data directory)"
    fi
}
snapshot >"$TMP/before"

# 4. Install it, as a player would.
say "apt-get install ./$(basename "$DEB")"
INSTALLED=yes
(cd target/debian && $SUDO apt-get install -y -q "./$(basename "$DEB")")
dpkg-query -W -f='${Status} ${Version}\n' deputy | grep -q "install ok installed $VERSION" ||
    fail "dpkg does not list deputy $VERSION as installed"
say "ok: installed deputy $VERSION"

# Every library the binary names (winit and glutin dlopen most of them, so
# dpkg-shlibdeps cannot see them) comes from a package in Depends, now installed.
SONAMES=$(strings -a /usr/bin/deputy | grep -oE 'lib[A-Za-z0-9_+-]+\.so\.[0-9]+' |
    sed 's/.*\(lib[A-Za-z0-9_+-]*\.so\.[0-9]*\)$/\1/' | sort -u)
for soname in $SONAMES; do
    owner=$(dpkg -S "*/$soname" 2>/dev/null | head -n 1 | cut -d: -f1) || true
    [ -n "$owner" ] || fail "$soname: the binary opens it, but no package installed with Deputy has it"
    case "$owner" in libc6 | libgcc-s1) continue ;; esac
    grep -qE "(^|, )$owner( |,|$)" <<<"$DEPENDS" || fail "$soname ($owner) is opened by the binary but not in Depends"
done
say "ok: every library the binary names is in Depends:" "$(tr '\n' ' ' <<<"$SONAMES")"

[ "$(command -v deputy)" = /usr/bin/deputy ] || fail "deputy on PATH is $(command -v deputy), not /usr/bin/deputy"
/usr/bin/deputy --version | tee "$TMP/version"
[ "$(head -n 1 "$TMP/version")" = "deputy $VERSION" ] || fail "deputy --version does not start with 'deputy $VERSION'"
grep -q "Licence: MIT OR Apache-2.0" "$TMP/version" || fail "deputy --version gives no licence"
grep -q "publishers" "$TMP/version" || fail "deputy --version does not say where the rules come from"
say "ok: deputy --version"

APPS=/usr/share/applications/deputy.desktop
INSTALLED_METAINFO=/usr/share/metainfo/$(basename "$METAINFO")
validate "$APPS" "$INSTALLED_METAINFO"
for size in 48 128 256; do
    icon=/usr/share/icons/hicolor/${size}x${size}/apps/deputy.png
    [ "$(identify -format '%wx%h' "$icon")" = "${size}x${size}" ] || fail "$icon is not ${size}x${size}"
done
say "ok: the icon in hicolor 48, 128 and 256"
grep -q '^License: CC0-1.0' /usr/share/doc/deputy/copyright || fail "the copyright file has no CC0-1.0 paragraph (sounds, icons)"
grep -q '^License: MIT or Apache-2.0' /usr/share/doc/deputy/copyright || fail "the copyright file has no licence for the code"
say "ok: /usr/share/doc/deputy/copyright gives the code's and the sounds' licences"

# 5. Start it from the launcher's command under Xvfb: the window, its title, Home.
if [ -n "${XVFB_DISPLAY:-}" ]; then
    DISPLAY_NAME=$XVFB_DISPLAY
    Xvfb "$DISPLAY_NAME" -screen 0 1280x800x24 -nolisten tcp >"$TMP/xvfb.log" 2>&1 &
    XVFB_PID=$!
else
    exec 3>"$TMP/display"
    Xvfb -displayfd 3 -screen 0 1280x800x24 -nolisten tcp >"$TMP/xvfb.log" 2>&1 &
    XVFB_PID=$!
    for _ in $(seq 50); do [ -s "$TMP/display" ] && break; sleep 0.1; done
    DISPLAY_NAME=":$(head -n 1 "$TMP/display")"
fi
export DISPLAY=$DISPLAY_NAME
for _ in $(seq 50); do xdotool getdisplaygeometry >/dev/null 2>&1 && break; sleep 0.1; done
xdotool getdisplaygeometry >/dev/null 2>&1 || fail "Xvfb did not start on $DISPLAY_NAME: $(cat "$TMP/xvfb.log")"

EXEC=$(sed -n 's/^Exec=//p' "$APPS")
case "$EXEC" in *%*) fail "Exec has field codes this check does not expand: $EXEC" ;; esac
mkdir -p "$TMP/cache"
say "starting '$EXEC --data-dir $TMP/data' on $DISPLAY_NAME"
# shellcheck disable=SC2086 # Exec is a command line
XDG_CACHE_HOME=$TMP/cache $EXEC --data-dir "$TMP/data" >"$TMP/app.log" 2>&1 &
APP_PID=$!
WINDOW=$(timeout 60 xdotool search --sync --onlyvisible --name '^Deputy$' | head -n 1) ||
    fail "no Deputy window within 60 s: $(cat "$TMP/app.log")"
TITLE=$(xdotool getwindowname "$WINDOW")
[ "$TITLE" = Deputy ] || fail "the window's title is '$TITLE'"
[ "$(xdotool getwindowpid "$WINDOW")" = "$APP_PID" ] || fail "the window is not the process started"
[ "$(readlink "/proc/$APP_PID/exe")" = /usr/bin/deputy ] || fail "the process runs $(readlink "/proc/$APP_PID/exe")"
say "ok: window $WINDOW, title '$TITLE', process $APP_PID runs /usr/bin/deputy"
sleep 3 # the first frames
SHOT=$ROOT/target/debian/deputy-home.png
import -window root "$SHOT"
COLOURS=$(identify -format '%k' "$SHOT")
[ "$COLOURS" -gt 100 ] || fail "the screenshot has $COLOURS colours: nothing drawn?"
[ -d "$TMP/data" ] || fail "Deputy did not open its --data-dir"
kill -0 "$APP_PID" 2>/dev/null || fail "Deputy exited: $(cat "$TMP/app.log")"
say "ok: screenshot $SHOT ($COLOURS colours): look at it, it shows Home (New game, the five games)"
kill "$APP_PID"
wait "$APP_PID" 2>/dev/null || true
APP_PID=""
kill "$XVFB_PID"
wait "$XVFB_PID" 2>/dev/null || true
XVFB_PID=""

# 6. Remove it: nothing of it is left, and the user's games are as they were.
$SUDO apt-get remove -y -qq deputy >/dev/null
INSTALLED=""
if dpkg-query -W -f='${Status}' deputy 2>/dev/null | grep -q 'install ok installed'; then
    fail "deputy is still installed"
fi
for f in /usr/bin/deputy "$APPS" "$INSTALLED_METAINFO" /usr/share/icons/hicolor/256x256/apps/deputy.png; do
    [ ! -e "$f" ] || fail "$f is still there after the removal"
done
say "ok: removed; /usr/bin/deputy, the launcher, the metainfo and the icons are gone"
snapshot >"$TMP/after"
cmp -s "$TMP/before" "$TMP/after" || fail "the user's data directory $USER_DATA changed"
say "ok: the user's data directory ($USER_DATA) is as it was: $(grep -c "^f " "$TMP/after" || true) files, the same names, modes, times and contents"
say "all checks passed for $DEB"
