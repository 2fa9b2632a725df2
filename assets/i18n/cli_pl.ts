<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl">
<context>
    <name>cli</name>
    <message>
        <source>{game}: {games} games, {players} players ({bots}), seed {seed}</source>
        <translation>{game}: gier: {games}, graczy: {players} ({bots}), ziarno {seed}</translation>
    </message>
    <message>
        <source>completed {completed}, violations {violations}, errors {errors}, draws {draws}, mean actions {mean:.1f}</source>
        <translation>ukończone: {completed}, naruszenia zasad: {violations}, błędy: {errors}, remisy: {draws}, średnio ruchów: {mean:.1f}</translation>
    </message>
    <message>
        <source>  seat {seat} ({bot}): {wins} wins ({rate:.1f} %), mean score {mean:.2f}</source>
        <translation>  miejsce {seat} ({bot}): zwycięstw {wins} ({rate:.1f} %), średni wynik {mean:.2f}</translation>
    </message>
    <message>
        <source>Final score</source>
        <translation>Wynik końcowy</translation>
    </message>
    <message>
        <source>The game is not over yet. Current score</source>
        <translation>Gra jeszcze trwa. Obecny wynik</translation>
    </message>
</context>
</TS>
