#!/usr/bin/python3
"""Listens on the AT-SPI bus for name changes of Dogtable's live element (the side panel's
announcement) for a few seconds and prints each message heard: what a screen reader is told
about the moves at the table. Used by scripts/atspi-dump --listen."""
import sys

import pyatspi
from gi.repository import GLib

heard = []


def on_name(event):
    try:
        if event.source.description == "What just happened at the table":
            heard.append(event.source.name)
    except Exception:
        pass


def main():
    seconds = int(sys.argv[1]) if len(sys.argv) > 1 else 10
    pyatspi.Registry.registerEventListener(on_name, "object:property-change:accessible-name")
    GLib.timeout_add_seconds(seconds, lambda: pyatspi.Registry.stop() or False)
    pyatspi.Registry.start()
    for message in heard:
        print(message)
    print(f"-- {len(heard)} announcements heard", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
