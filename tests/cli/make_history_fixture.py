#!/usr/bin/env python3
"""Writes tests/cli/history_v1.sqlite: a history database of schema 1 (the first one Dogtable wrote),
with five hand-made games whose statistics are checked by hand in tests/history/history_test.cpp and
in the CLI contract. Kept so the fixture can be remade; the schema text is schema 1 exactly."""
import os
import sqlite3
import sys

SCHEMA_1 = [
    "CREATE TABLE games (id INTEGER PRIMARY KEY, game TEXT NOT NULL, variant TEXT NOT NULL, "
    "started TEXT, finished TEXT NOT NULL, duration INTEGER, save_file TEXT NOT NULL UNIQUE)",
    "CREATE TABLE seats (game INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE, "
    "seat INTEGER NOT NULL, name TEXT NOT NULL, computer INTEGER NOT NULL, level TEXT NOT NULL, "
    "score INTEGER NOT NULL, winner INTEGER NOT NULL, PRIMARY KEY (game, seat))",
]
SAVES = "/home/ania/.local/share/Dogtable/Dogtable/games/"
# (game, variant, started, finished, [(name, computer, level, score, winner)])
GAMES = [
    ("dig", "first=1", "2026-01-03T11:30:00Z", "2026-01-03T12:00:00Z",
     [("Ania", 0, "", 30, 1), ("Tomek", 0, "", 25, 0)]),
    ("dig", "first=1", "2026-01-04T11:40:00Z", "2026-01-04T12:00:00Z",
     [("Ania", 0, "", 22, 0), ("Tomek", 0, "", 28, 1)]),
    ("dig", "first=1", "2026-01-05T11:35:00Z", "2026-01-05T12:00:00Z",
     [("Ania", 0, "", 35, 1), ("Tomek", 0, "", 20, 0), ("Computer", 1, "easy", 18, 0)]),
    ("kennel", "first=draw", "2026-01-06T11:00:00Z", "2026-01-06T12:00:00Z",
     [("Ania", 0, "", 10, 0), ("Tomek", 0, "", 12, 1)]),
    ("kennel", "first=draw", "2026-01-07T11:10:00Z", "2026-01-07T12:00:00Z",
     [("Ania", 0, "", 15, 1), ("Tomek", 0, "", 15, 1)]),
]


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "history_v1.sqlite")
    if os.path.exists(out):
        os.remove(out)
    db = sqlite3.connect(out)
    for s in SCHEMA_1:
        db.execute(s)
    db.execute("PRAGMA application_id = %d" % 0x44544142)
    db.execute("PRAGMA user_version = 1")
    for game, variant, started, finished, seats in GAMES:
        stamp = started[:10].replace("-", "") + "-" + started[11:19].replace(":", "")
        from datetime import datetime
        duration = int((datetime.fromisoformat(finished[:-1]) - datetime.fromisoformat(started[:-1])).total_seconds())
        cur = db.execute("INSERT INTO games (game, variant, started, finished, duration, save_file) "
                         "VALUES (?, ?, ?, ?, ?, ?)",
                         (game, variant, started, finished, duration, SAVES + f"{game}-{stamp}.dogtable"))
        for i, (name, computer, level, score, winner) in enumerate(seats):
            db.execute("INSERT INTO seats VALUES (?, ?, ?, ?, ?, ?, ?)",
                       (cur.lastrowid, i, name, computer, level, score, winner))
    db.commit()
    db.close()


if __name__ == "__main__":
    main()
