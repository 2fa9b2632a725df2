<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt">
<context>
    <name>cli</name>
    <message>
        <source>{game}: {games} games, {players} players ({bots}), seed {seed}</source>
        <translation>{game}: {games} partidas, {players} jogadores ({bots}), semente {seed}</translation>
    </message>
    <message>
        <source>completed {completed}, violations {violations}, errors {errors}, draws {draws}, mean actions {mean:.1f}</source>
        <translation>concluídas {completed}, violações {violations}, erros {errors}, empates {draws}, média de jogadas {mean:.1f}</translation>
    </message>
    <message>
        <source>  seat {seat} ({bot}): {wins} wins ({rate:.1f} %), mean score {mean:.2f}</source>
        <translation>  lugar {seat} ({bot}): {wins} vitórias ({rate:.1f} %), pontuação média {mean:.2f}</translation>
    </message>
    <message>
        <source>Final score</source>
        <translation>Pontuação final</translation>
    </message>
    <message>
        <source>The game is not over yet. Current score</source>
        <translation>A partida ainda não terminou. Pontuação atual</translation>
    </message>
</context>
</TS>
