#!/usr/bin/env python3
"""dogtable-cli tournament: a small round-robin gives consistent JSON, the chart is written, the
same seed gives the same result, and bad calls are refused with one line and exit 2.

    tournament_test.py CLI
"""
import json
import os
import subprocess
import sys
import tempfile

cli = sys.argv[1]
failures = []


def run(*args):
    return subprocess.run([cli, *args], capture_output=True, text=True, timeout=300)


def check(cond, what):
    if not cond:
        failures.append(what)


with tempfile.TemporaryDirectory() as tmp:
    plot = os.path.join(tmp, "t.svg")
    call = ["tournament", "--game", "dogkids", "--games", "3", "--bots", "random,easy", "--seed", "7", "--json"]
    r = run(*call, "--plot", plot)
    check(r.returncode == 0, f"exit {r.returncode}: {r.stderr}")
    j = json.loads(r.stdout)
    check(j["games"] == 6, "2 seatings x 3 games")
    check([l["level"] for l in j["levels"]] == ["random", "easy"], "levels in order")
    for l in j["levels"]:
        lo, hi = l["interval"]
        check(0 <= lo <= l["rate"] <= hi <= 1, f"interval around the rate: {l}")
        check(l["games"] == 6, "every level plays every game")
    check(abs(sum(l["points"] for l in j["levels"]) - 6) < 1e-9, "one win per game, shared if shared")
    check(len(j["pairs"]) == 1 and j["pairs"][0]["a"] == "random", "one pair")
    check([s["seat"] for s in j["seats"]] == [1, 2], "seats numbered from 1")
    check(j["levels"][0]["elo"] is not None, "ratings at two players")
    with open(plot) as f:
        svg = f.read()
    check(svg.startswith("<svg") and "random vs easy" in svg, "the chart")
    again = run(*call, "--threads", "1")
    check(again.returncode == 0 and json.loads(again.stdout) == j, "same seed, one thread: same tournament")
    solo = run("tournament", "--game", "ciapki", "--players", "1", "--games", "2", "--bots", "random,easy", "--json")
    js = json.loads(solo.stdout)
    check(solo.returncode == 0 and js["games"] == 4 and js["pairs"] == [] and js["levels"][0]["elo"] is None,
          f"solo: every level alone against Pies: {solo.stdout[:200]}")
    # --seeds same: every level alone against Pies meets the same deals, so a level's result does
    # not depend on the levels listed before it (with distinct seeds it plays other games).
    def solo_level(bots, seeds):
        r = run("tournament", "--game", "ciapki", "--players", "1", "--games", "3", "--seed", "4",
                "--bots", bots, "--seeds", seeds, "--json")
        check(r.returncode == 0, f"--seeds {seeds}: exit {r.returncode}: {r.stderr}")
        j = json.loads(r.stdout)
        check(j["seeds"] == seeds, "the seeds are named in the JSON")
        return [l for l in j["levels"] if l["level"] == "easy"][0]
    alone, after = solo_level("easy", "same"), solo_level("random,easy", "same")
    check(alone == after, f"same seeds: easy meets the same deals: {alone} {after}")
    check(solo_level("random,easy", "distinct") != after, "distinct seeds: easy meets other deals")
    text = run("tournament", "--game", "dig", "--games", "1", "--bots", "random,easy")
    check(text.returncode == 0 and "head to head" in text.stdout and "seat balance" in text.stdout, "text output")
    for bad in (["--bots", "random,genius"], ["--bots", "easy,easy"], ["--bots", "easy"], ["--games", "0"],
                ["--threads", "0"], ["--games", "2x"], ["--seeds", "some"], ["stray"]):
        r = run("tournament", "--game", "dig", *bad)
        lines = r.stderr.strip().splitlines()
        check(r.returncode == 2 and len(lines) == 1 and len(lines[0]) <= 300, f"refused {bad}: {r.returncode} {r.stderr!r}")

    # scripts/tournaments (the chunked runs of docs/bots.md): chunks of seeds merge to the run of all
    # of them, with the same share and interval; chunks that overlap are refused.
    script = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "scripts", "tournaments")
    files = []
    for seed, games, name in ((1, 1, "dig_sm_1.json"), (2, 1, "dig_sm_2.json"), (1, 2, "whole.json")):
        r = run("tournament", "--game", "dig", "--games", str(games), "--seed", str(seed), "--bots", "easy,medium",
                "--seeds", "same", "--json")
        files.append(os.path.join(tmp, name))
        with open(files[-1], "w", encoding="utf-8") as f:
            f.write(r.stdout)
    whole = json.loads(open(files[2], encoding="utf-8").read())["pairs"][0]
    expected = (f"easy vs medium: {whole['games']} games, easy's share {100 * whole['points'] / whole['games']:.1f} % "
                f"({100 * whole['interval'][0]:.1f}-{100 * whole['interval'][1]:.1f})")
    merged = subprocess.run([sys.executable, script, "merge", files[0], files[1]], capture_output=True, text=True)
    check(merged.returncode == 0 and expected in merged.stdout and "2 seeds in 2 chunk(s)" in merged.stdout,
          f"merged chunks: {merged.stdout!r} {merged.stderr!r}, expected {expected!r}")
    twice = subprocess.run([sys.executable, script, "merge", files[0], files[0]], capture_output=True, text=True)
    check(twice.returncode == 1 and "overlap" in twice.stderr, f"overlapping chunks: {twice.stderr!r}")
    # A chunk file left empty by a stopped run is named in one clear line, never a bare parser error
    # (2026-11-28: "tournaments: Expecting value: line 1 column 1 (char 0)" after a whole run).
    empty = os.path.join(tmp, "dig_sm_9.json")
    open(empty, "w", encoding="utf-8").close()
    bad = subprocess.run([sys.executable, script, "merge", files[0], empty], capture_output=True, text=True)
    check(bad.returncode == 1 and empty in bad.stderr and len(bad.stderr.strip().splitlines()) == 1,
          f"an empty chunk: {bad.stderr!r}")

if failures:
    print("\n".join(failures))
    sys.exit(1)
print("tournament: all checks passed")
