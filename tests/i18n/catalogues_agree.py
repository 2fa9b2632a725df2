#!/usr/bin/env python3
"""A word in two parts of the catalogue reads the same in both.

The shell's catalogue (dogtable_<lang>.ts) carries every game's name, blurb and variants too, so that
the picker speaks a language a game has no part of its own in; where the game's part exists, both
hold the same (context, source) and the translation shown would depend on which was loaded first.
Exit 1 naming every pair that disagrees.
"""
import glob
import os
import sys
import xml.etree.ElementTree as ET

root = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..", "..")
i18n = os.path.join(root, "assets", "i18n")


def messages(path):
    out = {}
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name")
        for m in context.iter("message"):
            t = m.find("translation")
            forms = [f.text or "" for f in t.iter("numerusform")] or [t.text or ""]
            out[(name, m.findtext("source"))] = forms
    return out


bad = 0
shared = 0
for shell_path in sorted(glob.glob(os.path.join(i18n, "dogtable_*.ts"))):
    lang = shell_path.rsplit("_", 1)[1][:-3]
    shell = messages(shell_path)
    for part in sorted(glob.glob(os.path.join(i18n, f"*_{lang}.ts"))):
        if os.path.basename(part).split("_")[0] in ("dogtable", "core", "cli"):
            continue
        for key, forms in messages(part).items():
            if key in shell:
                shared += 1
                if shell[key] != forms:
                    bad += 1
                    print(f"{lang}: {key[0]} '{key[1]}': {os.path.basename(shell_path)} says "
                          f"{shell[key]!r}, {os.path.basename(part)} says {forms!r}")
print(f"{shared} words in two catalogues, {bad} disagree")
sys.exit(1 if bad or not shared else 0)
