<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>core</name>
    <message>
        <source>Player {number}</source>
        <translation>Spieler {number}</translation>
    </message>
    <message>
        <source>shared win</source>
        <translation>geteilter Sieg</translation>
    </message>
    <message>
        <source>{rule}; still tied: shared win</source>
        <translation>{rule}; weiter gleichauf: geteilter Sieg</translation>
    </message>
    <message>
        <source>nobody wins</source>
        <translation>niemand gewinnt</translation>
    </message>
    <message>
        <source>{who} wins</source>
        <translation>{who} gewinnt</translation>
    </message>
    <message>
        <source>{first} and {second} share the win</source>
        <translation>{first} und {second} gewinnen gemeinsam</translation>
    </message>
    <message>
        <source>{first}, {second} and {third} share the win</source>
        <translation>{first}, {second} und {third} gewinnen gemeinsam</translation>
    </message>
    <message numerus="yes">
        <source>{name} (winner): %n point</source>
        <comment>{name} (winner): %n points</comment>
        <translation>
            <numerusform>{name} (Sieger): %n Punkt</numerusform>
            <numerusform>{name} (Sieger): %n Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n point</source>
        <comment>{name}: %n points</comment>
        <translation>
            <numerusform>{name}: %n Punkt</numerusform>
            <numerusform>{name}: %n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <source>Tie-break: {rule}</source>
        <translation>Gleichstand entschieden durch: {rule}</translation>
    </message>
    <message>
        <source>not a legal action now</source>
        <translation>das ist jetzt kein erlaubter Zug</translation>
    </message>
    <message>
        <source>&apos;{action}&apos; is not a legal action now</source>
        <translation>„{action}“ ist jetzt kein erlaubter Zug</translation>
    </message>
    <message>
        <source>First player</source>
        <translation>Startspieler</translation>
    </message>
    <message>
        <source>random</source>
        <translation>zufällig</translation>
    </message>
    <message>
        <source>random</source>
        <comment>strength</comment>
        <translation>zufällig</translation>
    </message>
    <message>
        <source>easy</source>
        <comment>strength</comment>
        <translation>leicht</translation>
    </message>
    <message>
        <source>medium</source>
        <comment>strength</comment>
        <translation>mittel</translation>
    </message>
    <message>
        <source>strong</source>
        <comment>strength</comment>
        <translation>stark</translation>
    </message>
    <message>
        <source>a {level} choice among the legal moves</source>
        <translation>eine Wahl des Computers ({level}) unter den erlaubten Zügen</translation>
    </message>
    <message>
        <source>the only legal move</source>
        <translation>der einzige erlaubte Zug</translation>
    </message>
    <message>
        <source>the only move that does not undo a step of this turn</source>
        <translation>der einzige Zug, der keinen Schritt dieses Zuges rückgängig macht</translation>
    </message>
    <message>
        <source>what the {level} computer would play, seeing only what {who} sees</source>
        <translation>so würde der Computer ({level}) spielen, der nur sieht, was {who} sieht</translation>
    </message>
</context>
</TS>
