#!/usr/bin/env python3
"""Runs the hostile-input corpus against dogtable-cli (CTest "hostile inputs").

    run.py CLI SOURCE_DIR [--sanitizer] [--only SUBSTRING] [--verbose]

Inputs (see tests/hostile/README.md):
  tests/hostile/save/<name>.<ext>             dogtable-cli replay FILE
  tests/hostile/tableau/<game>/<name>.<ext>   dogtable-cli score --game GAME --tableau FILE
  tests/hostile/cli/<name>.<ext>              dogtable-cli ARG... (one argument a line; {src} and {tmp}
                                              stand for the source folder and a scratch folder)
each with a sidecar <name>.<ext>.expect holding `exit N` and optionally `stderr: <substring>` and
`stdout: <substring>` lines (several allowed). Inputs too big, or impossible, to commit (60,000 levels
of nesting, 1 MB names, devices, a FIFO, a directory) are generated here, in a scratch folder, and
the valid control inputs (the fuzz seed corpus saves, the tableau examples) must still load and
score the same.

Every input is checked for: the expected exit code; no crash (signal) and no hang; a refusal is ONE
line of at most 300 bytes on stderr; at most 2 s wall time and 256 MB peak RSS (measured with wait4).
With --sanitizer (ASan/UBSan builds) only "no crash, no hang, expected exit" count: no time or memory
limit, and a sanitizer report is a failure.
"""
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time

MAX_SECONDS = 2.0
MAX_RSS_KB = 256 * 1024
MAX_ERROR_BYTES = 300
GAMES = ["dig", "kennel", "ciapki", "dogkids", "doglover"]
TABLEAU_GAMES = ["dig", "kennel", "doglover"]


class Case:
    def __init__(self, name, args, expect, stdin_path=None):
        self.name = name
        self.args = args
        self.expect = expect  # {"exit": int, "stderr": [...], "stdout": [...]}
        self.stdin_path = stdin_path


def parse_expect(path):
    exp = {"exit": None, "stderr": [], "stdout": []}
    with open(path, encoding="utf-8") as f:
        for raw in f:
            line = raw.rstrip("\n")
            if not line.strip() or line.startswith("#"):
                continue
            if line.startswith("exit "):
                exp["exit"] = int(line[5:].strip())
            elif line.startswith("stderr: "):
                exp["stderr"].append(line[len("stderr: "):])
            elif line.startswith("stdout: "):
                exp["stdout"].append(line[len("stdout: "):])
            else:
                raise SystemExit(f"{path}: cannot read the line {line!r}")
    if exp["exit"] is None:
        raise SystemExit(f"{path}: no 'exit N' line")
    return exp


def corpus_cases(src, tmp):
    base = os.path.join(src, "tests", "hostile")
    cases = []
    for root, _, files in os.walk(base):
        for fn in sorted(files):
            if fn.endswith(".expect") or fn in ("README.md", "run.py") or fn.startswith("."):
                continue
            path = os.path.join(root, fn)
            expect_path = path + ".expect"
            if not os.path.exists(expect_path):
                raise SystemExit(f"{path}: no sidecar {fn}.expect")
            rel = os.path.relpath(path, base)
            parts = rel.split(os.sep)
            exp = parse_expect(expect_path)
            if parts[0] == "save":
                args = ["replay", path]
            elif parts[0] == "tableau" and len(parts) == 3:
                args = ["score", "--game", parts[1], "--tableau", path]
            elif parts[0] == "cli":
                with open(path, encoding="utf-8") as f:
                    args = [a.replace("{src}", src).replace("{tmp}", tmp) for a in f.read().split("\n")]
                while args and args[-1] == "":
                    args.pop()
            else:
                raise SystemExit(f"{path}: not under save/, tableau/<game>/ or cli/")
            cases.append(Case(rel, args, exp))
    return cases


def control_cases(src):
    """The valid inputs that must keep working: the fuzz seed corpus saves and the tableau examples."""
    cases = []
    corpus = os.path.join(src, "tests", "fuzz", "corpus", "save")
    for fn in [f"{g}.dogtable" for g in GAMES] + ["dig_v1.dogtable", "minimal.dogtable"]:
        path = os.path.join(corpus, fn)
        cases.append(Case(f"control/{fn}", ["replay", path], {"exit": 0, "stderr": [], "stdout": ["score"]}))
        cases.append(Case(f"control/{fn} --json", ["replay", path, "--json"],
                          {"exit": 0, "stderr": [], "stdout": ['"score"']}))
    for game, rel, points in [("doglover", "tests/games/doglover/t11.json", '"total": 52'),
                              ("doglover", "tests/games/doglover/t12.json", '"total": 69'),
                              ("dig", "tests/cli/dig_tableau.json", '"total": 20'),
                              ("kennel", "tests/cli/kennel_tableau.json", '"total": 41')]:
        cases.append(Case(f"control/{os.path.basename(rel)}", ["score", "--game", game, "--tableau",
                                                               os.path.join(src, rel), "--json"],
                          {"exit": 0, "stderr": [], "stdout": [points]}))
    return cases


def generated_cases(src, gen):
    """Inputs made here: too big to commit, or not files at all."""
    cases = []
    corpus = os.path.join(src, "tests", "fuzz", "corpus", "save")
    saves = {}
    for g in GAMES:
        with open(os.path.join(corpus, f"{g}.dogtable"), encoding="utf-8") as f:
            saves[g] = json.load(f)

    def write(name, data):
        path = os.path.join(gen, name)
        mode = "wb" if isinstance(data, bytes) else "w"
        with open(path, mode) as f:
            f.write(data)
        return path

    def refused(name, args, *stderr):
        cases.append(Case(f"generated/{name}", args, {"exit": 2, "stderr": list(stderr), "stdout": []}))

    levels = 60000
    for g in GAMES:
        s = dict(saves[g])
        text = json.dumps(s)
        # ~60,000 levels of nesting inside a save (the 137 KB file that crashed the loader), in
        # several places: the actions, a seat, the variants, the top level.
        deep = "[" * levels + "]" * levels
        refused(f"{g}-deep-actions", ["replay", write(f"{g}-deep-actions.dogtable",
                                                      text.replace('"actions": [', '"actions": [' + deep + ",", 1))],
                "nests deeper than 64 levels")
        deep_obj = '{"a":' * levels + "1" + "}" * levels
        refused(f"{g}-deep-seat", ["replay", write(f"{g}-deep-seat.dogtable",
                                                   text.replace('"seats": [', '"seats": [' + deep_obj + ",", 1))],
                "nests deeper than 64 levels")
        refused(f"{g}-deep-unclosed", ["replay", write(f"{g}-deep-unclosed.dogtable", "[" * levels)],
                "nests deeper than 64 levels")
        # A 1 MB player name, and an action of 10 MB (beyond the size cap), and 1 MB.
        s2 = json.loads(text)
        s2["seats"][0]["name"] = "N" * (1 << 20)
        refused(f"{g}-name-1mb", ["replay", write(f"{g}-name-1mb.dogtable", json.dumps(s2))],
                "a text is longer than 4096 bytes")
        s3 = json.loads(text)
        s3["actions"].insert(3, "x" * (10 << 20))
        refused(f"{g}-action-10mb", ["replay", write(f"{g}-action-10mb.dogtable", json.dumps(s3))],
                "larger than 8 MiB")
        s4 = json.loads(text)
        s4["actions"].insert(3, "y" * (1 << 20))
        refused(f"{g}-action-1mb", ["replay", write(f"{g}-action-1mb.dogtable", json.dumps(s4))],
                "a text is longer than 4096 bytes")
    # Too many actions; too many values; a big file of whitespace; a file past the cap by one byte.
    s5 = dict(saves["dig"])
    s5["actions"] = ["end"] * 100001
    refused("dig-100001-actions", ["replay", write("dig-100001-actions.dogtable", json.dumps(s5))],
            "at most 100000 are allowed")
    refused("million-values", ["replay", write("million-values.dogtable", "[" + "0," * 1000000 + "0]")],
            "more than 1000000 values")
    # A list of a million empty objects was quadratic in nlohmann's callback parser (minutes).
    refused("million-objects", ["replay", write("million-objects.dogtable", "[" + "{}," * 999999 + "{}]")],
            "more than 1000000 values")
    refused("million-arrays", ["replay", write("million-arrays.dogtable", "[" + "[]," * 999999 + "[]]")],
            "more than 1000000 values")
    refused("objects-in-save", ["replay", write("objects-in-save.dogtable", json.dumps(
        dict(saves["dig"], seats=[{}] * 300000)))], "300000 seats")
    refused("whitespace-9mb", ["replay", write("whitespace-9mb.dogtable", " " * (9 << 20))], "larger than 8 MiB")
    refused("exactly-over-cap", ["replay", write("over-cap.dogtable", "{" + " " * (8 << 20))], "larger than 8 MiB")
    refused("at-cap-truncated", ["replay", write("at-cap.dogtable", "{" + " " * ((8 << 20) - 1))],
            "ends too early")
    s6 = dict(saves["dig"])
    s6.update({f"k{i}": i for i in range(10000)})  # unknown keys are ignored, however many
    cases.append(Case("generated/keys-10k", ["replay", write("keys-10k.dogtable", json.dumps(s6))],
                      {"exit": 0, "stderr": [], "stdout": ["score"]}))
    # Not regular files.
    refused("dev-zero", ["replay", "/dev/zero"], "character device")
    refused("dev-urandom", ["replay", "/dev/urandom"], "character device")
    refused("dev-null", ["replay", "/dev/null"], "character device")
    refused("directory", ["replay", gen], "a directory is not a regular file")
    fifo = os.path.join(gen, "pipe.dogtable")
    os.mkfifo(fifo)
    refused("fifo", ["replay", fifo], "FIFO")
    link = os.path.join(gen, "zero-link.dogtable")
    os.symlink("/dev/zero", link)
    refused("symlink-to-dev-zero", ["replay", link], "character device")
    refused("missing-file", ["replay", os.path.join(gen, "no-such-file.dogtable")], "cannot open")
    refused("proc-file", ["replay", "/proc/self/status"], "not valid JSON")
    long_name = os.path.join(gen, "n" * 250)
    refused("long-path", ["replay", long_name + "/" + "x" * 5000], "")
    unreadable = write("unreadable.dogtable", "{}")
    os.chmod(unreadable, 0)
    if os.geteuid() != 0:  # root reads anything
        refused("unreadable", ["replay", unreadable], "cannot open")
    # Tableaus: deep, huge, devices.
    for g in TABLEAU_GAMES:
        refused(f"tableau-{g}-deep", ["score", "--game", g, "--tableau",
                                      write(f"{g}-deep.json", '{"players": ' + "[" * levels + "]" * levels + "}")],
                "nests deeper than 8 levels")
        refused(f"tableau-{g}-2mb", ["score", "--game", g, "--tableau",
                                     write(f"{g}-2mb.json", '{"players": [], "x": "' + "z" * (2 << 20) + '"}')],
                "larger than 1 MiB")
        refused(f"tableau-{g}-name-1mb", ["score", "--game", g, "--tableau",
                                          write(f"{g}-name.json", '{"players": [{"name": "' + "n" * 100000 + '"}]}')],
                "a text is longer than 4096 bytes")
        refused(f"tableau-{g}-40k-players", ["score", "--game", g, "--tableau",
                                             write(f"{g}-players.json", '{"game": "' + g + '", "players": ['
                                                   + '{"name": "x"},' * 40000 + '{}]}')],
                "")
        refused(f"tableau-{g}-dev-zero", ["score", "--game", g, "--tableau", "/dev/zero"], "character device")
        refused(f"tableau-{g}-fifo", ["score", "--game", g, "--tableau", fifo], "FIFO")
        refused(f"tableau-{g}-directory", ["score", "--game", g, "--tableau", gen], "directory")
    # Command-line values too long to keep in a file usefully.
    refused("cli-seed-100k-digits", ["sim", "--game", "dig", "--games", "1", "--seed", "9" * 100000], "--seed")
    refused("cli-game-100kb", ["sim", "--game", "g" * 100000], "--game: unknown game")
    refused("cli-10k-stray", ["list"] + ["stray"] * 10000, "not expected")
    return cases


def generate_in_child(src, gen):
    """Makes the generated inputs in a separate Python process and returns their cases. The runner
    itself stays small: a child's peak RSS as wait4 reports it starts from the size of the process it
    was forked from (Linux carries the high-water mark across exec)."""
    manifest = os.path.join(gen, "manifest.json")
    subprocess.run([sys.executable, os.path.abspath(__file__), "--generate", src, gen, manifest], check=True)
    with open(manifest, encoding="utf-8") as f:
        items = json.load(f)
    os.remove(manifest)
    return [Case(i["name"], i["args"], i["expect"]) for i in items]


def run_case(cli, case, sanitizer, tmp):
    hang_limit = 120.0 if sanitizer else 20.0
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        t0 = time.monotonic()
        p = subprocess.Popen([cli] + case.args, stdout=out, stderr=err, stdin=subprocess.DEVNULL, cwd=tmp)
        killed = []

        def kill():
            killed.append(True)
            try:
                os.kill(p.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass

        timer = threading.Timer(hang_limit, kill)
        timer.start()
        _, status, usage = os.wait4(p.pid, 0)
        wall = time.monotonic() - t0
        timer.cancel()
        p.returncode = os.waitstatus_to_exitcode(status)  # reaped here, not by Popen
        out.seek(0)
        err.seek(0)
        stdout = out.read().decode("utf-8", "replace")
        stderr = err.read().decode("utf-8", "replace")
    problems = []
    code = p.returncode
    if killed:
        problems.append(f"hang: killed after {hang_limit:.0f} s")
    elif code < 0:
        problems.append(f"crash: signal {-code}")
    elif code != case.expect["exit"]:
        problems.append(f"exit {code}, expected {case.expect['exit']}")
    if code != 0 and not killed and code >= 0:
        lines = stderr.split("\n")
        if lines and lines[-1] == "":
            lines.pop()
        if sanitizer:
            lines = [l for l in lines if l.strip()]
        if len(lines) != 1:
            problems.append(f"a refusal must be one line on stderr, got {len(lines)}")
        elif len(lines[0].encode("utf-8")) > MAX_ERROR_BYTES:
            problems.append(f"a refusal line of {len(lines[0].encode('utf-8'))} bytes (at most {MAX_ERROR_BYTES})")
    for want in case.expect["stderr"]:
        if want not in stderr:
            problems.append(f"stderr lacks {want!r}")
    for want in case.expect["stdout"]:
        if want not in stdout:
            problems.append(f"stdout lacks {want!r}")
    if any(s in stderr for s in ("AddressSanitizer", "runtime error:", "LeakSanitizer")):
        problems.append("sanitizer report")
    rss_kb = usage.ru_maxrss
    if not sanitizer:
        if wall > MAX_SECONDS:
            problems.append(f"took {wall:.2f} s (at most {MAX_SECONDS} s)")
        if rss_kb > MAX_RSS_KB:
            problems.append(f"peak RSS {rss_kb / 1024:.0f} MB (at most {MAX_RSS_KB // 1024} MB)")
    return problems, wall, rss_kb, code, stderr


def main():
    args = sys.argv[1:]
    if args and args[0] == "--generate":
        cases = generated_cases(os.path.abspath(args[1]), args[2])
        with open(args[3], "w", encoding="utf-8") as f:
            json.dump([{"name": c.name, "args": c.args, "expect": c.expect} for c in cases], f)
        return 0
    if len(args) < 2:
        print(__doc__)
        return 2
    cli, src = os.path.abspath(args[0]), os.path.abspath(args[1])
    sanitizer = "--sanitizer" in args
    verbose = "--verbose" in args
    only = args[args.index("--only") + 1] if "--only" in args else None
    tmp = tempfile.mkdtemp(prefix="dogtable-hostile-")
    gen = os.path.join(tmp, "generated")
    os.makedirs(gen)
    try:
        cases = corpus_cases(src, tmp)
        committed = len(cases)
        cases += generate_in_child(src, gen)
        generated = len(cases) - committed
        cases += control_cases(src)
        if only:
            cases = [c for c in cases if only in c.name]
        # The floor of every RSS figure: a run that does nothing (--version).
        floor = run_case(cli, Case("floor", ["--version"], {"exit": 0, "stderr": [], "stdout": []}), sanitizer, tmp)[2]
        failures = refusals = 0
        max_wall = (0.0, "")
        max_rss = (0, "")
        for case in cases:
            problems, wall, rss, code, stderr = run_case(cli, case, sanitizer, tmp)
            if code not in (0,) and not problems:
                refusals += 1
            max_wall = max(max_wall, (wall, case.name))
            max_rss = max(max_rss, (rss, case.name))
            if problems:
                failures += 1
                print(f"FAIL {case.name}: {'; '.join(problems)}")
                print(f"     stderr: {stderr[:300]!r}")
            elif verbose:
                print(f"ok   {case.name}: exit {code}, {wall:.3f} s, {rss / 1024:.1f} MB  {stderr.strip()[:120]}")
        controls = sum(1 for c in cases if c.name.startswith("control/"))
        print(f"{len(cases)} inputs ({committed} committed, {generated} generated, {controls} valid controls): "
              f"{refusals} refused as expected, {failures} failed; "
              f"max wall {max_wall[0]:.3f} s ({max_wall[1]}), max RSS {max_rss[0] / 1024:.1f} MB ({max_rss[1]}; "
              f"a run doing nothing measures {floor / 1024:.1f} MB)"
              + (" [sanitizer build: no time/memory limits]" if sanitizer else ""))
        return 1 if failures else 0
    finally:
        fifo_dir = gen
        for root, dirs, files in os.walk(tmp):
            for d in dirs:
                os.chmod(os.path.join(root, d), 0o700)
            for f in files:
                p = os.path.join(root, f)
                if not os.path.islink(p):
                    try:
                        os.chmod(p, 0o600)
                    except OSError:
                        pass
        shutil.rmtree(tmp, ignore_errors=True)
        del fifo_dir


if __name__ == "__main__":
    sys.exit(main())
