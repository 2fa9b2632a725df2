#!/usr/bin/env python3
"""The dogtable-cli contract: valid calls give the same exit code and output as recorded.

    contract.py CLI SOURCE_DIR            check every call in CALLS against tests/cli/contract/
    contract.py CLI SOURCE_DIR --record   (re)write the recorded outputs

The recorded outputs were made with the hand-written parser before the port to CLI11, so this test
proves the port kept every valid call working. A deliberate change of the games or bots that changes
`sim` or `replay` output needs a new recording (and a note in the commit).
Outputs that depend on the clock (`bench`) are checked for their exit code and JSON fields only.
"""
import json
import os
import subprocess
import sys

T = "{src}/tests/cli"
S = "{src}/tests/fuzz/corpus/save"
D = "{src}/tests/games/doglover/data"
C = "{src}/tests/games/ciapki/data"
K = "{src}/tests/games/kennel/data"
CALLS = [
    ["list"],
    ["list", "--json"],
    ["sim", "--game", "dig", "--games", "2", "--seed", "5"],
    ["sim", "--game", "dig", "--games", "2", "--seed", "5", "--json"],
    ["sim", "--game=dig", "--games=2", "--seed=5", "--json"],
    ["sim", "--json", "--game", "kennel", "--players", "3", "--games", "1", "--seed", "11"],
    ["sim", "--game", "ciapki", "--players", "1", "--games", "3", "--seed", "2", "--bots", "easy"],
    ["sim", "--game", "ciapki", "--players", "2", "--games", "2", "--bots", "random,easy"],
    ["sim", "--game", "dogkids", "--players", "4", "--games", "2", "--variant", "teams=1", "--seed", "9"],
    ["sim", "--game", "ciapki", "--players", "1", "--games", "2", "--variant", "tiles=dog-park", "--variant", "offleash=1"],
    ["sim", "--game", "doglover", "--players", "3", "--games", "1", "--seed", "3", "--bots", "random,easy,random"],
    ["sim", "--game", "dig", "--games", "1", "--seed", "0", "--json", "--save", "{tmp}/saved.dogtable"],
    ["replay", "{tmp}/saved.dogtable"],
    ["score", "--game", "dig", "--tableau", T + "/dig_tableau.json"],
    ["score", "--game", "dig", "--tableau", T + "/dig_tableau.json", "--json"],
    ["score", "--tableau", T + "/kennel_tableau.json", "--game", "kennel", "--json"],
    ["score", "--game", "kennel", "--tableau=" + T + "/kennel_tableau.json"],
    ["score", "--game", "doglover", "--tableau", "{src}/tests/games/doglover/t11.json"],
    ["score", "--game", "doglover", "--tableau", "{src}/tests/games/doglover/t12.json", "--json"],
    ["replay", S + "/dig.dogtable"],
    ["replay", S + "/kennel.dogtable", "--json"],
    ["replay", "--json", S + "/ciapki.dogtable"],
    ["replay", S + "/dogkids.dogtable"],
    ["replay", S + "/doglover.dogtable", "--json"],
    ["replay", S + "/minimal.dogtable"],
    ["replay", S + "/dig_v1.dogtable", "--json"],
    ["history", "--db", T + "/history_v1.sqlite"],
    ["history", "--db", T + "/history_v1.sqlite", "--game", "dig", "--json"],
    ["history", "--db", "{tmp}/no-such-history.sqlite"],
    # The boxes' languages (issue #15): the log and the score sheet in Polish, Portuguese and German.
    ["replay", S + "/dig.dogtable", "--language", "pl"],
    ["replay", S + "/ciapki.dogtable", "--language", "pl"],
    ["replay", S + "/doglover.dogtable", "--language", "pl"],
    ["replay", S + "/kennel.dogtable", "--language", "pt"],
    ["replay", S + "/kennel.dogtable", "--language", "pl"],
    ["replay", S + "/dogkids.dogtable", "--language", "de"],
    ["replay", S + "/dogkids.dogtable", "--language", "pl"],
    ["score", "--game", "dig", "--tableau", T + "/dig_tableau.json", "--language", "pl"],
    ["sim", "--game", "dig", "--players", "3", "--games", "2", "--seed", "4", "--language", "pl"],
    ["replay", S + "/minimal.dogtable", "--language", "xx"],
    # Corrected component data (issue #13): Dango worth 8 changes the score; a broken file is refused
    # (exit 2); a save records its data and opens only with it.
    ["score", "--game", "doglover", "--tableau", "{src}/tests/games/doglover/t11.json", "--data", D + "/dango8.json"],
    ["score", "--game", "doglover", "--tableau", "{src}/tests/games/doglover/t11.json", "--data", D + "/broken_shape.json"],
    ["sim", "--game", "doglover", "--games", "2", "--seed", "3", "--data", D + "/dango8.json", "--json"],
    ["sim", "--game", "doglover", "--games", "1", "--seed", "2", "--data", D + "/dango8.json", "--save", "{tmp}/dango8.dogtable"],
    ["replay", "{tmp}/dango8.dogtable", "--data", D + "/dango8.json", "--json"],
    ["replay", "{tmp}/dango8.dogtable"],
    ["replay", S + "/doglover.dogtable", "--data", D + "/dango8.json"],
    ["sim", "--game", "dig", "--games", "1", "--data", D + "/dango8.json"],
    # Ciapki's corrected dog deck (Doog without paw prints, Burt with two 6s) plays another game.
    ["sim", "--game", "ciapki", "--players", "2", "--games", "2", "--seed", "4"],
    ["sim", "--game", "ciapki", "--players", "2", "--games", "2", "--seed", "4", "--data", C + "/corrected.json"],
    ["sim", "--game", "ciapki", "--games", "1", "--data", C + "/broken_space.json"],
    ["sim", "--game", "ciapki", "--games", "1", "--seed", "2", "--data", C + "/corrected.json", "--save", "{tmp}/ciapki_corrected.dogtable"],
    ["replay", "{tmp}/ciapki_corrected.dogtable"],
    ["replay", S + "/ciapki.dogtable", "--data", C + "/corrected.json"],
    # DOGS's corrected map, tokens and Dog Fair cards (C1 pays 3 coins, a junction joins C3 and K3,
    # Beagles 5 plain and 1 sick, a Mutt on F1) play another game; a route to an unknown place is
    # refused naming the route; saves across the data change exit 2.
    ["sim", "--game", "kennel", "--players", "3", "--games", "2", "--seed", "4"],
    ["sim", "--game", "kennel", "--players", "3", "--games", "2", "--seed", "4", "--data", K + "/corrected.json"],
    ["sim", "--game", "kennel", "--games", "1", "--data", K + "/broken_route.json"],
    ["sim", "--game", "kennel", "--games", "1", "--seed", "2", "--data", K + "/corrected.json", "--save", "{tmp}/kennel_corrected.dogtable"],
    ["replay", "{tmp}/kennel_corrected.dogtable"],
    ["replay", S + "/kennel.dogtable", "--data", K + "/corrected.json"],
]
BENCH = [["bench", "--game", "dig", "--seconds", "0.05", "--json"], ["bench", "--game", "ciapki", "--seconds=0.05"]]


def name_of(call):
    keep = "".join(c if c.isalnum() or c in "-_=." else "_" for c in "_".join(call))
    return keep.replace("{src}", "").replace("{tmp}", "")[-90:]


def run(cli, call, src, tmp):
    args = [a.format(src=src, tmp=tmp) for a in call]
    p = subprocess.run([cli] + args, capture_output=True, text=True, timeout=300, cwd=tmp)
    return p.returncode, p.stdout.replace(src, "{src}").replace(tmp, "{tmp}")


def main():
    cli, src = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    record = "--record" in sys.argv[3:]
    golden = os.path.join(src, "tests", "cli", "contract")
    tmp = os.path.abspath(os.environ.get("TMPDIR", "/tmp")) + f"/dogtable-contract-{os.getpid()}"
    os.makedirs(tmp, exist_ok=True)
    os.makedirs(golden, exist_ok=True)
    failures = 0
    for i, call in enumerate(CALLS):
        code, out = run(cli, call, src, tmp)
        path = os.path.join(golden, f"{i:02d}_{name_of(call)}.out")
        text = f"exit {code}\n{out}"
        if record:
            with open(path, "w", encoding="utf-8") as f:
                f.write(text)
            continue
        try:
            with open(path, encoding="utf-8") as f:
                want = f.read()
        except FileNotFoundError:
            want = None
        if want != text:
            failures += 1
            print(f"DIFFERS: dogtable-cli {' '.join(call)} (recorded in {os.path.basename(path)})")
            if want is not None:
                import difflib
                for line in list(difflib.unified_diff(want.splitlines(), text.splitlines(), lineterm=""))[:20]:
                    print("   ", line)
    for call in BENCH:
        code, out = run(cli, call, src, tmp)
        ok = code == 0
        if ok and "--json" in call:
            results = json.loads(out)["results"]
            ok = len(results) == 1 and {"game", "players", "random_actions_per_s", "random_games_per_s", "clone_ns",
                                        "mcts_iterations_per_s", "medium_decision_s", "strong_decision_s",
                                        "medium_iterations", "strong_iterations", "medium_decision_cpu_s",
                                        "strong_decision_cpu_s"} == set(results[0])
        elif ok:
            ok = out.startswith(call[2]) and "actions/s" in out and out.count("\n") == 1
        if not ok:
            failures += 1
            print(f"FAILED: dogtable-cli {' '.join(call)}: exit {code}, output {out[:200]!r}")
    for f in os.listdir(tmp):
        os.remove(os.path.join(tmp, f))
    os.rmdir(tmp)
    if record:
        print(f"recorded {len(CALLS)} calls in {golden}")
        return 0
    print(f"{len(CALLS) + len(BENCH)} calls, {failures} differ")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
