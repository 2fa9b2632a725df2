<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt">
<context>
    <name>core</name>
    <message>
        <source>Player {number}</source>
        <translation>Jogador {number}</translation>
    </message>
    <message>
        <source>shared win</source>
        <translation>vitória compartilhada</translation>
    </message>
    <message>
        <source>{rule}; still tied: shared win</source>
        <translation>{rule}; ainda empatados: vitória compartilhada</translation>
    </message>
    <message>
        <source>nobody wins</source>
        <translation>ninguém vence</translation>
    </message>
    <message>
        <source>{who} wins</source>
        <translation>{who} vence</translation>
    </message>
    <message>
        <source>{first} and {second} share the win</source>
        <translation>{first} e {second} dividem a vitória</translation>
    </message>
    <message>
        <source>{first}, {second} and {third} share the win</source>
        <translation>{first}, {second} e {third} dividem a vitória</translation>
    </message>
    <message numerus="yes">
        <source>{name} (winner): %n point</source>
        <comment>{name} (winner): %n points</comment>
        <translation>
            <numerusform>{name} (vencedor): %n pt</numerusform>
            <numerusform>{name} (vencedor): %n pt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n point</source>
        <comment>{name}: %n points</comment>
        <translation>
            <numerusform>{name}: %n pt</numerusform>
            <numerusform>{name}: %n pt</numerusform>
        </translation>
    </message>
    <message>
        <source>Tie-break: {rule}</source>
        <translation>Desempate: {rule}</translation>
    </message>
    <message>
        <source>not a legal action now</source>
        <translation>esta jogada não é permitida agora</translation>
    </message>
    <message>
        <source>&apos;{action}&apos; is not a legal action now</source>
        <translation>“{action}” não é uma jogada permitida agora</translation>
    </message>
    <message>
        <source>First player</source>
        <translation>Primeiro jogador</translation>
    </message>
    <message>
        <source>random</source>
        <translation>sorteado</translation>
    </message>
    <message>
        <source>random</source>
        <comment>strength</comment>
        <translation>aleatório</translation>
    </message>
    <message>
        <source>easy</source>
        <comment>strength</comment>
        <translation>fácil</translation>
    </message>
    <message>
        <source>medium</source>
        <comment>strength</comment>
        <translation>médio</translation>
    </message>
    <message>
        <source>strong</source>
        <comment>strength</comment>
        <translation>forte</translation>
    </message>
    <message>
        <source>a {level} choice among the legal moves</source>
        <translation>uma escolha do computador ({level}) entre as jogadas permitidas</translation>
    </message>
    <message>
        <source>the only legal move</source>
        <translation>a única jogada permitida</translation>
    </message>
    <message>
        <source>the only move that does not undo a step of this turn</source>
        <translation>a única jogada que não desfaz um passo deste turno</translation>
    </message>
    <message>
        <source>what the {level} computer would play, seeing only what {who} sees</source>
        <translation>o que o computador ({level}) jogaria, vendo só o que {who} vê</translation>
    </message>
</context>
</TS>
