#!/usr/bin/env python3
"""dogtable-cli hint: for a position in the middle of a game of every game, the hint is a legal
action (the save with it appended replays one move further), the same call gives the same hint,
the save file is not changed, and bad calls are refused with one line and exit 2.

    hint_test.py CLI SOURCE_DIR
"""
import hashlib
import json
import os
import subprocess
import sys
import tempfile

cli, src = sys.argv[1], sys.argv[2]
failures = []


def run(*args):
    return subprocess.run([cli, *args], capture_output=True, text=True, timeout=300)


def check(cond, what):
    if not cond:
        failures.append(what)


def sha(path):
    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


with tempfile.TemporaryDirectory() as tmp:
    for game, players in [("dig", 2), ("dogkids", 3), ("ciapki", 2), ("doglover", 2), ("kennel", 2)]:
        full = os.path.join(tmp, f"{game}-full.dogtable")
        r = run("sim", "--game", game, "--players", str(players), "--games", "1", "--seed", "4", "--save", full)
        check(r.returncode == 0, f"{game}: sim --save exit {r.returncode}: {r.stderr}")
        with open(full) as f:
            save = json.load(f)
        actions = save["actions"]
        hinted = False
        # Cut the game at a few points; where a player (not chance) is to act, ask for a hint.
        for k in range(len(actions) // 3, len(actions), max(1, len(actions) // 12)):
            cut = dict(save, actions=actions[:k])
            cut.pop("hash", None)
            path = os.path.join(tmp, f"{game}-{k}.dogtable")
            with open(path, "w") as f:
                json.dump(cut, f)
            before = sha(path)
            r = run("hint", path, "--bot", "easy", "--json")
            if r.returncode != 0:
                check("chance is to act" in r.stderr, f"{game} move {k}: unexpected refusal {r.stderr!r}")
                continue
            h = json.loads(r.stdout)
            for key in ("action", "describe", "why", "seat", "move", "bot"):
                check(key in h, f"{game}: JSON has no '{key}'")
            check(h["move"] == k + 1, f"{game}: move {h['move']} != {k + 1}")
            check(sha(path) == before, f"{game}: the hint changed the save file")
            again = run("hint", path, "--bot", "easy", "--json")
            check(again.stdout == r.stdout, f"{game}: the same position gave another hint")
            # The hint is legal: the save with it appended replays one move further.
            cut["actions"] = actions[:k] + [h["action"]]
            nxt = os.path.join(tmp, f"{game}-{k}-next.dogtable")
            with open(nxt, "w") as f:
                json.dump(cut, f)
            rep = run("replay", nxt, "--json")
            check(rep.returncode == 0, f"{game} move {k}: the hinted action does not replay: {rep.stderr}")
            if rep.returncode == 0:
                check(json.loads(rep.stdout)["actions"] == k + 1, f"{game}: the hinted action was not played")
            # Another seat than the one to act is refused.
            other = (h["seat"] % players) + 1
            r2 = run("hint", path, "--seat", str(other))
            check(r2.returncode == 2 and "is not to act" in r2.stderr and r2.stderr.count("\n") == 1,
                  f"{game}: --seat {other} gave {r2.returncode} {r2.stderr!r}")
            hinted = True
            break
        check(hinted, f"{game}: no position with a player to act was found")
    # A finished game, a bad bot, a missing file: one line, exit 2.
    for args, words in [
        (["hint", os.path.join(tmp, "dig-full.dogtable")], "the game is over"),
        (["hint", os.path.join(tmp, "dig-full.dogtable"), "--bot", "genius"], "--bot"),
        (["hint", os.path.join(tmp, "missing.dogtable")], "missing.dogtable"),
        (["hint"], "FILE"),
    ]:
        r = run(*args)
        check(r.returncode == 2 and words in r.stderr and r.stderr.count("\n") == 1 and not r.stdout,
              f"{args}: exit {r.returncode}, stderr {r.stderr!r}")

for f in failures:
    print("FAIL:", f)
print(f"{0 if failures else 1} passed, {len(failures)} failed")
sys.exit(1 if failures else 0)
