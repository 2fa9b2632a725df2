<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl">
<context>
    <name>core</name>
    <message>
        <source>shared win</source>
        <translation>wspólne zwycięstwo</translation>
    </message>
    <message>
        <source>{rule}; still tied: shared win</source>
        <translation>{rule}; nadal remis: wspólne zwycięstwo</translation>
    </message>
    <message>
        <source>nobody wins</source>
        <translation>nikt nie wygrywa</translation>
    </message>
    <message>
        <source>{who} wins</source>
        <translation>wygrywa {who}</translation>
    </message>
    <message>
        <source>{first} and {second} share the win</source>
        <translation>{first} i {second} wygrywają wspólnie</translation>
    </message>
    <message>
        <source>{first}, {second} and {third} share the win</source>
        <translation>{first}, {second} i {third} wygrywają wspólnie</translation>
    </message>
    <message numerus="yes">
        <source>{name} (winner): %n point</source>
        <comment>{name} (winner): %n points</comment>
        <translation>
            <numerusform>{name} (zwycięzca): %n punkt</numerusform>
            <numerusform>{name} (zwycięzca): %n punkty</numerusform>
            <numerusform>{name} (zwycięzca): %n punktów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n point</source>
        <comment>{name}: %n points</comment>
        <translation>
            <numerusform>{name}: %n punkt</numerusform>
            <numerusform>{name}: %n punkty</numerusform>
            <numerusform>{name}: %n punktów</numerusform>
        </translation>
    </message>
    <message>
        <source>Tie-break: {rule}</source>
        <translation>Rozstrzygnięcie remisu: {rule}</translation>
    </message>
    <message>
        <source>not a legal action now</source>
        <translation>ten ruch jest teraz niedozwolony</translation>
    </message>
    <message>
        <source>&apos;{action}&apos; is not a legal action now</source>
        <translation>„{action}” jest teraz niedozwolone</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Gracz {number}</translation>
    </message>
    <message>
        <source>First player</source>
        <translation>Pierwszy gracz</translation>
    </message>
    <message>
        <source>random</source>
        <translation>losowo</translation>
    </message>
    <message>
        <source>random</source>
        <comment>strength</comment>
        <translation>losowy</translation>
    </message>
    <message>
        <source>easy</source>
        <comment>strength</comment>
        <translation>łatwy</translation>
    </message>
    <message>
        <source>medium</source>
        <comment>strength</comment>
        <translation>średni</translation>
    </message>
    <message>
        <source>strong</source>
        <comment>strength</comment>
        <translation>silny</translation>
    </message>
    <message>
        <source>a {level} choice among the legal moves</source>
        <translation>wybór gracza komputerowego ({level}) spośród dozwolonych ruchów</translation>
    </message>
    <message>
        <source>the only legal move</source>
        <translation>jedyny dozwolony ruch</translation>
    </message>
    <message>
        <source>the only move that does not undo a step of this turn</source>
        <translation>jedyny ruch, który nie cofa kroku tej tury</translation>
    </message>
    <message>
        <source>what the {level} computer would play, seeing only what {who} sees</source>
        <translation>tak zagrałby komputer ({level}), który widzi tylko to, co widzi {who}</translation>
    </message>
</context>
</TS>
