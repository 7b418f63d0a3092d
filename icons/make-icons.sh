#!/usr/bin/env bash
# Regenerates Deputy's icons with ImageMagick only (Debian: apt-get install imagemagick).
# Usage (from any directory):  bash icons/make-icons.sh
#
# Every icon is drawn as vector primitives (MVG) at 1024x1024 with "scale 4,4"
# (so the coordinates below are in a 256x256 design grid), then scaled down to
# 256x256 by averaging 4x4 blocks (box filter), and written as 8-bit RGBA PNG
# (PNG32) with a transparent background, stripped of metadata and time stamps.
# No fonts are used (the "D" of the badge is a path), so the result does not
# depend on the fonts installed. Checked with ImageMagick 6.9.11 (Debian 12).
set -euo pipefail

export LC_ALL=C # '.' as the decimal point in awk's output

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

if command -v convert-im6.q16 >/dev/null; then
    IM=convert-im6.q16 ID=identify-im6.q16
else
    IM=convert ID=identify
fi
command -v "$IM" >/dev/null || { echo "make-icons.sh: ImageMagick is missing (apt-get install imagemagick)" >&2; exit 1; }

# Palette (western): dark brown outline, gold, cream, rust, wood, gun metal.
OUT='#2B1A0E'   # outline
GOLD='#E3A82B'
GOLD_LIGHT='#F2C94C'
GOLD_PALE='#F6D777'
CREAM='#F3E3C3'
RUST='#A23A1E'
WOOD='#8A5A2E'
WOOD_DARK='#6B4423'
METAL='#4A4440'
METAL_LIGHT='#7A726B'
GREEN='#6E9A3C'
GREEN_DARK='#4E7329'

BIG=(-size 1024x1024 xc:none)
# save NAME [SIZE...]: the temporary NAME.png with a thin cream rim laid behind it
# (about 3.5 px at 256, so that the dark outline still reads on a dark background),
# scaled to 256x256, written as icons/NAME.png; each further SIZE is scaled from the
# same 1024x1024 picture and written as icons/NAME-SIZE.png (the desktop's icon sizes)
save() {
    local name=$1 size
    shift
    "$IM" "$TMP/$name.png" \
        \( +clone -alpha extract -morphology Dilate Disk:14 -blur 0x1 -background "$CREAM" -alpha shape \) \
        +swap -composite "$TMP/$name-rim.miff"
    scale "$name" 256 "$HERE/$name.png"
    for size in "$@"; do scale "$name" "$size" "$HERE/$name-$size.png"; done
}
# scale NAME SIZE FILE: the rimmed NAME reduced to SIZExSIZE by a box filter, as PNG32
scale() {
    "$IM" "$TMP/$1-rim.miff" -filter Box -resize "$2x$2" -strip \
        -define png:exclude-chunks=date,time -depth 8 "PNG32:$3"
}
# draw NAME MVG: render MVG (256 grid) at 1024x1024 into the temporary NAME.png
draw() { "$IM" "${BIG[@]}" -draw "scale 4,4 $2" "$TMP/$1.png"; }

# Polygon points of a star: star CX CY POINTS OUTER_RADIUS INNER_RADIUS (first tip up)
star() {
    awk -v cx="$1" -v cy="$2" -v n="$3" -v R="$4" -v r="$5" 'BEGIN {
        pi = atan2(0, -1)
        for (k = 0; k < 2 * n; k++) {
            a = -pi / 2 + k * pi / n; rr = (k % 2) ? r : R
            printf "%.2f,%.2f ", cx + rr * cos(a), cy + rr * sin(a)
        } }'
}
# Circles on the tips of a star: tips CX CY POINTS RADIUS BALL_RADIUS
tips() {
    awk -v cx="$1" -v cy="$2" -v n="$3" -v R="$4" -v b="$5" 'BEGIN {
        pi = atan2(0, -1)
        for (k = 0; k < n; k++) {
            a = -pi / 2 + 2 * k * pi / n; x = cx + R * cos(a); y = cy + R * sin(a)
            printf "circle %.2f,%.2f %.2f,%.2f ", x, y, x + b, y
        } }'
}

# ---------------------------------------------------------------------------
# deputy.png - the app/window icon: a six-pointed sheriff star with balls on
# the tips, a lighter inner star, and a gold "D" on a dark disc.
# ---------------------------------------------------------------------------
draw deputy "
stroke $OUT stroke-width 7 stroke-linejoin round fill $GOLD
polygon $(star 128 128 6 94 52)
stroke none fill $GOLD_LIGHT
polygon $(star 128 128 6 74 41)
stroke $OUT stroke-width 6 fill $GOLD
$(tips 128 128 6 99 14)
stroke $OUT stroke-width 5 fill $OUT
circle 128,128 128,95
stroke none fill $GOLD_PALE fill-rule evenodd
path 'M 109,105 H 126 A 25,23 0 0 1 126,151 H 109 Z M 119,114 H 126 A 15,14 0 0 1 126,142 H 119 Z'
"
save deputy 48 128

# ---------------------------------------------------------------------------
# duel.png - two crossed revolvers over a bullseye.
# One revolver (pointing right) is drawn, rotated so that its barrel points up
# and right, mirrored for the second one, and both are laid over the target.
# ---------------------------------------------------------------------------
draw revolver "
stroke $OUT stroke-width 5 stroke-linejoin round stroke-linecap round
fill $WOOD
path 'M 64,94 C 52,120 42,160 34,188 Q 33,199 44,199 L 60,199 Q 66,199 67,190 C 70,165 78,142 92,122 Z'
fill $METAL
polygon 62,98 46,80 52,73 74,88
polygon 118,88 232,88 232,108 118,108
polygon 120,108 198,108 198,118 120,118
path 'M 60,100 L 72,86 L 126,86 L 126,124 L 84,126 Z'
fill none
path 'M 86,124 C 84,150 112,154 116,124'
fill $METAL
roundrectangle 88,82 128,126 7,7
stroke none fill $OUT
polygon 222,80 230,80 230,88 220,88
rectangle 92,96 124,100
rectangle 92,108 124,112
fill none stroke $OUT stroke-width 4
path 'M 100,124 C 100,134 96,140 92,142'
stroke $METAL_LIGHT stroke-width 3
line 134,94 226,94
"
draw target "
stroke $OUT stroke-width 6 fill $CREAM circle 128,128 128,20
stroke none fill $GOLD circle 128,128 128,42
fill $CREAM circle 128,128 128,64
fill $GOLD circle 128,128 128,86
fill $RUST circle 128,128 128,106
"
"$IM" "$TMP/revolver.png" -background none -virtual-pixel transparent \
    -distort SRT '720,392 0.8 -40 512,400' "$TMP/gun_a.png"
"$IM" "$TMP/gun_a.png" -flop "$TMP/gun_b.png"
"$IM" "$TMP/target.png" "$TMP/gun_b.png" -composite "$TMP/gun_a.png" -composite "$TMP/duel.png"
save duel

# ---------------------------------------------------------------------------
# gnadenlos.png - a cowboy hat with a gold band and a gold nugget-star concho.
# ---------------------------------------------------------------------------
draw gnadenlos "
stroke $OUT stroke-width 6 stroke-linejoin round fill $WOOD_DARK
path 'M 14,132 C 30,150 60,164 128,164 C 196,164 226,150 242,132 C 246,160 214,196 128,196 C 42,196 10,160 14,132 Z'
fill $WOOD
path 'M 74,168 C 70,130 72,86 92,62 C 104,50 116,64 128,58 C 140,64 152,50 164,62 C 184,86 186,130 182,168 C 160,176 96,176 74,168 Z'
fill $GOLD
path 'M 73,138 C 100,146 156,146 183,138 L 183,160 C 156,168 100,168 73,160 Z'
stroke $OUT stroke-width 3 fill $GOLD_PALE
polygon $(star 128 152 5 14 6)
stroke $WOOD_DARK stroke-width 4 fill none
path 'M 128,64 C 124,80 124,100 128,116'
"
save gnadenlos

# ---------------------------------------------------------------------------
# fast-west.png - a saguaro cactus on a mound of sand.
# Shapes are drawn twice: first with a thick dark stroke (the outline of the
# whole silhouette), then filled without a stroke on top.
# ---------------------------------------------------------------------------
CACTUS="
roundrectangle 104,28 152,214 24,24
roundrectangle 44,80 80,160 18,18
roundrectangle 56,132 112,164 16,16
roundrectangle 176,56 212,136 18,18
roundrectangle 144,108 200,140 16,16
"
draw fast-west "
stroke $OUT stroke-width 12 stroke-linejoin round fill $OUT
ellipse 128,222 92,20 180,360
$CACTUS
stroke none fill $GOLD_LIGHT
ellipse 128,222 92,20 180,360
fill $GREEN
$CACTUS
stroke $GREEN_DARK stroke-width 4 stroke-linecap round fill none
line 118,44 118,206
line 138,44 138,206
line 62,96 62,146
line 194,72 194,124
stroke $CREAM stroke-width 3
line 112,70 106,66
line 144,100 150,96
line 112,150 106,146
line 144,176 150,172
line 52,112 46,108
line 204,90 210,86
"
save fast-west

# ---------------------------------------------------------------------------
# saloon.png - a mug of beer with a foamy head.
# ---------------------------------------------------------------------------
MUG_FOAM="
circle 76,68 76,44
circle 110,56 110,30
circle 146,58 146,34
circle 172,74 172,54
path 'M 56,70 L 192,70 L 192,92 L 56,92 Z'
"
draw saloon "
stroke $OUT stroke-width 20 fill none
path 'M 180,104 C 232,104 232,186 180,186'
stroke $GOLD stroke-width 8
path 'M 180,104 C 232,104 232,186 180,186'
stroke $OUT stroke-width 6 stroke-linejoin round fill $GOLD
roundrectangle 56,72 192,224 14,14
stroke none fill $GOLD_PALE
roundrectangle 72,100 88,208 8,8
fill #C88A1E
roundrectangle 164,100 178,208 7,7
stroke $OUT stroke-width 12 fill $OUT
$MUG_FOAM
stroke none fill $CREAM
$MUG_FOAM
circle 92,100 92,90
stroke $OUT stroke-width 5 fill $CREAM
path 'M 60,96 C 80,104 96,104 104,96'
stroke none fill $CREAM
path 'M 60,80 L 190,80 L 190,92 C 170,100 140,100 120,94 C 100,104 80,104 60,96 Z'
fill #FFFFFF
circle 104,50 104,42
circle 70,64 70,58
"
save saloon

# ---------------------------------------------------------------------------
# colt-express.png - a steam locomotive seen from the side, with smoke.
# ---------------------------------------------------------------------------
draw colt-express "
stroke $OUT stroke-width 6 stroke-linejoin round
fill $CREAM
circle 92,38 92,22
circle 64,30 64,18
circle 38,22 38,12
fill $METAL
polygon 74,48 110,48 100,70 100,98 84,98 84,70
fill $GOLD
path 'M 124,98 A 14,14 0 0 1 152,98 Z'
fill $METAL
roundrectangle 50,94 184,150 12,12
fill $RUST
rectangle 172,70 232,164
fill $METAL
rectangle 164,58 240,72
fill $CREAM
rectangle 186,84 218,112
fill $METAL
rectangle 36,150 240,170
fill $RUST
polygon 14,194 38,150 38,194
fill $GOLD
rectangle 34,108 50,136
stroke $OUT stroke-width 5 fill $GOLD
line 50,110 184,110
stroke $GOLD stroke-width 4 fill none
line 118,96 118,150
line 146,96 146,150
stroke $OUT stroke-width 6 fill $METAL
circle 126,192 126,166
circle 190,192 190,166
circle 64,202 64,186
fill $GOLD
circle 126,192 126,184
circle 190,192 190,184
circle 64,202 64,196
stroke $OUT stroke-width 6 stroke-linecap round
line 120,200 196,200
"
save colt-express

# ---------------------------------------------------------------------------
# Check: 256x256 (the app icon's other sizes: their own), RGBA, under 60 KB.
# ---------------------------------------------------------------------------
check() {
    local f="$HERE/$1.png" geometry size
    geometry=$("$ID" -format '%wx%h %[channels]' "$f")
    size=$(stat -c %s "$f")
    if [[ $geometry != "$2x$2 srgba"* || $size -ge 61440 ]]; then
        echo "make-icons.sh: bad icon $f: $geometry, $size bytes" >&2
        exit 1
    fi
}
for name in deputy duel gnadenlos fast-west saloon colt-express; do check "$name" 256; done
check deputy-48 48
check deputy-128 128
echo "make-icons.sh: wrote 8 icons to $HERE"
