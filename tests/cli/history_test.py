#!/usr/bin/env python3
"""dogtable-cli history: after 20 simulated games saved into an archive folder, the counts (games per
game, games and wins per player) match the saves, read back one by one with `replay --json`; files
that are no finished game are not counted; a missing or damaged database is a clear error and is
never touched (the command is read-only).

    history_test.py CLI
"""
import collections
import json
import os
import shutil
import subprocess
import sys
import tempfile

# 20 games: four of each game, different seeds and player counts.
SIMS = [(g, p, seed) for g, counts in [("doglover", (2, 3)), ("dig", (2, 3)), ("kennel", (2, 4)),
                                        ("ciapki", (1, 2)), ("dogkids", (2, 4))]
        for p in counts for seed in (1, 2)]


def run(cli, *args):
    return subprocess.run([cli, *args], capture_output=True, text=True, timeout=300)


def main():
    cli = os.path.abspath(sys.argv[1])
    tmp = tempfile.mkdtemp(prefix="dogtable-history-")
    failures = []

    def check(ok, what):
        if not ok:
            failures.append(what)
            print("FAILED:", what)

    try:
        archive = os.path.join(tmp, "games")
        os.makedirs(archive)
        assert len(SIMS) == 20
        for i, (game, players, seed) in enumerate(SIMS):
            path = os.path.join(archive, f"{game}-{i:02d}.dogtable")
            p = run(cli, "sim", "--game", game, "--players", str(players), "--games", "1", "--seed", str(seed),
                    "--save", path)
            check(p.returncode == 0 and os.path.isfile(path), f"sim {game} {players} {seed}: {p.stderr}")
        # Not finished games: a damaged file and a save of a game that is not over are not counted.
        with open(os.path.join(archive, "damaged.dogtable"), "w") as f:
            f.write("{ not a save")
        src = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
        unfinished = os.path.join(src, "tests", "fuzz", "corpus", "save", "minimal.dogtable")
        if os.path.isfile(unfinished):
            shutil.copy(unfinished, os.path.join(archive, "unfinished.dogtable"))

        # What the saves say.
        want_games = collections.Counter()
        want = collections.defaultdict(lambda: [0, 0])  # (game, name) -> [games, wins]
        want_all = collections.defaultdict(lambda: [0, 0])
        finished = 0
        for name in sorted(os.listdir(archive)):
            p = run(cli, "replay", os.path.join(archive, name), "--json")
            if p.returncode != 0:
                continue
            r = json.loads(p.stdout)
            if not r["over"]:
                continue
            finished += 1
            game = r["game"]
            want_games[game] += 1
            sheet = r["score"]
            # Every participant is a player: the seats and Ciapki's automaton (Pies, an opponent of the
            # solo games).
            for idx, pl in enumerate(sheet["players"]):
                won = 1 if idx in sheet["winners"] else 0
                for table, key in ((want, (game, pl["name"])), (want_all, pl["name"])):
                    table[key][0] += 1
                    table[key][1] += won
        check(finished == 20, f"the replays count {finished} finished games, not 20")

        p = run(cli, "history", "--saves", archive, "--json")
        check(p.returncode == 0, f"history --saves: exit {p.returncode} {p.stderr}")
        h = json.loads(p.stdout)
        check(h["games"] == 20, f"history counts {h['games']} games, not 20")
        got_games = {g["game"]: g["games"] for g in h["by_game"]}
        check(got_games == dict(want_games), f"games per game {got_games} != {dict(want_games)}")
        got = {(g["game"], pl["name"]): [pl["games"], pl["wins"]] for g in h["by_game"] for pl in g["players"]}
        check(got == dict(want), f"per player and game {got} != {dict(want)}")
        got_all = {pl["name"]: [pl["games"], pl["wins"]] for pl in h["players"]}
        check(got_all == dict(want_all), f"every game {got_all} != {dict(want_all)}")
        for g in h["by_game"]:
            for pl in g["players"]:
                rate = pl["wins"] / pl["games"]
                check(abs(pl["win_rate"] - rate) < 1e-3, f"{g['game']} {pl['name']}: win rate {pl['win_rate']}")

        p = run(cli, "history", "--saves", archive, "--game", "dig", "--json")
        h = json.loads(p.stdout)
        check(p.returncode == 0 and h["games"] == want_games["dig"] and [g["game"] for g in h["by_game"]] == ["dig"],
              f"history --game dig: {p.returncode} {h.get('games')}")

        # Read-only and clear errors.
        missing = os.path.join(tmp, "none.sqlite")
        p = run(cli, "history", "--db", missing)
        check(p.returncode == 1 and "no history database" in p.stderr and not os.path.exists(missing),
              f"a missing database: exit {p.returncode}, {p.stderr!r}")
        damaged = os.path.join(tmp, "damaged.sqlite")
        with open(damaged, "wb") as f:
            f.write(b"this is not a database" * 100)
        before = sorted(os.listdir(tmp))
        p = run(cli, "history", "--db", damaged)
        check(p.returncode == 1 and "damaged.sqlite" in p.stderr and p.stderr.count("\n") == 1,
              f"a damaged database: exit {p.returncode}, {p.stderr!r}")
        with open(damaged, "rb") as f:
            check(f.read() == b"this is not a database" * 100, "the damaged database was changed")
        check(sorted(os.listdir(tmp)) == before, "files were made or moved beside the damaged database")
        p = run(cli, "history", "--db", damaged, "--saves", archive)
        check(p.returncode == 2, f"--db with --saves: exit {p.returncode}")
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    print(f"history: {len(failures)} failures")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
