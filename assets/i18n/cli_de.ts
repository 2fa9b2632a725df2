<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>cli</name>
    <message>
        <source>{game}: {games} games, {players} players ({bots}), seed {seed}</source>
        <translation>{game}: {games} Spiele, {players} Spieler ({bots}), Startwert {seed}</translation>
    </message>
    <message>
        <source>completed {completed}, violations {violations}, errors {errors}, draws {draws}, mean actions {mean:.1f}</source>
        <translation>beendet {completed}, Regelverstöße {violations}, Fehler {errors}, Unentschieden {draws}, Züge im Mittel {mean:.1f}</translation>
    </message>
    <message>
        <source>  seat {seat} ({bot}): {wins} wins ({rate:.1f} %), mean score {mean:.2f}</source>
        <translation>  Platz {seat} ({bot}): {wins} Siege ({rate:.1f} %), mittleres Ergebnis {mean:.2f}</translation>
    </message>
    <message>
        <source>Final score</source>
        <translation>Endwertung</translation>
    </message>
    <message>
        <source>The game is not over yet. Current score</source>
        <translation>Das Spiel läuft noch. Aktueller Stand</translation>
    </message>
</context>
</TS>
