<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl">
<context>
    <name>core</name>
    <message>
        <source>shared win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rule}; still tied: shared win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nobody wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{first} and {second} share the win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{first}, {second} and {third} share the win</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{name} (winner): %n point</source>
        <comment>{name} (winner): %n points</comment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n point</source>
        <comment>{name}: %n points</comment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Tie-break: {rule}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a legal action now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;{action}&apos; is not a legal action now</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
