#!/usr/bin/python3
"""Prints the accessible tree of the Dogtable process `pid` as AT-SPI clients (Orca) see it.

One line per object: role, "name", [description], states that matter. Used by scripts/atspi-dump.
"""
import sys
import time

import pyatspi

STATES = [
    (pyatspi.STATE_FOCUSED, "focused"),
    (pyatspi.STATE_SELECTED, "selected"),
    (pyatspi.STATE_FOCUSABLE, "focusable"),
]


def line(obj, depth):
    states = obj.getState()
    marks = [label for state, label in STATES if states.contains(state)]
    if not states.contains(pyatspi.STATE_ENABLED):
        marks.append("disabled")
    if not states.contains(pyatspi.STATE_SHOWING):
        marks.append("hidden")
    try:
        actions = obj.queryAction()
        names = [actions.getName(i) for i in range(actions.nActions)]
        if names:
            marks.append("actions: " + ",".join(names))
    except NotImplementedError:
        pass
    text = f'{"  " * depth}{obj.getRoleName()} "{obj.name}"'
    if obj.description:
        text += f" [{obj.description}]"
    if marks:
        text += " (" + ", ".join(marks) + ")"
    return text


def walk(obj, depth, out, limit=3000):
    if obj is None or len(out) >= limit:
        return
    out.append(line(obj, depth))
    for i in range(obj.childCount):
        try:
            walk(obj.getChildAtIndex(i), depth + 1, out, limit)
        except Exception as error:  # an object that went away while we looked
            out.append(f'{"  " * (depth + 1)}(gone: {error})')


def main():
    pid = int(sys.argv[1])
    # The application registers itself a moment after its window shows: ask for up to 15 s.
    for _ in range(15):
        if find(pid) is not None:
            break
        time.sleep(1)
    app = find(pid)
    if app is None:
        desktop = pyatspi.Registry.getDesktop(0)
        print(f"no accessible application with pid {pid} on the AT-SPI bus", file=sys.stderr)
        print(f"applications: {[a.name for a in desktop if a is not None]}", file=sys.stderr)
        return 1
    out = []
    walk(app, 0, out)
    print("\n".join(out))
    return 0


def find(pid):
    desktop = pyatspi.Registry.getDesktop(0)
    for app in desktop:
        if app is None:
            continue
        try:
            if app.get_process_id() != pid:
                continue
        except Exception:
            continue
        return app
    return None


if __name__ == "__main__":
    sys.exit(main())
