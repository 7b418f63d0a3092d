export PULSE_SERVER=unix:/tmp/rc/w/native DISPLAY=:71
WIN=$(cat /tmp/rc/win)
shot() { import -window root /tmp/rc/$1.png; }
key() { xdotool windowfocus --sync "$WIN" key --window "$WIN" "$@"; sleep 0.7; }
click() { xdotool mousemove --window "$WIN" "$1" "$2" click 1; sleep 0.9; }
say() {
    espeak-ng -v en+m3 -w /tmp/rc/w/say.wav "$1"
    sox /tmp/rc/w/say.wav -t raw -e signed-integer -b 16 -c 1 -r 22050 /tmp/rc/w/say.raw pad 0 1.5
    cat /tmp/rc/w/say.raw > /tmp/rc/w/mic.fifo
}
