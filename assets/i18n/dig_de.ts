<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>DigArt</name>
    <message>
        <source>pts</source>
        <translation>Pkt.</translation>
    </message>
    <message>
        <source>gap</source>
        <translation>Lücke</translation>
    </message>
    <message>
        <source>action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>actions</source>
        <translation>Aktionen</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>1 bone</source>
        <translation>1 Knochen</translation>
    </message>
    <message>
        <source>%1 bones</source>
        <translation>%1 Knochen</translation>
    </message>
</context>
<context>
    <name>dig</name>
    <message>
        <source>red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>Gelb</translation>
    </message>
    <message>
        <source>green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>Lila</translation>
    </message>
    <message>
        <source>red–yellow</source>
        <translation>Rot-Gelb</translation>
    </message>
    <message>
        <source>red–green</source>
        <translation>Rot-Grün</translation>
    </message>
    <message>
        <source>red–blue</source>
        <translation>Rot-Blau</translation>
    </message>
    <message>
        <source>red–purple</source>
        <translation>Rot-Lila</translation>
    </message>
    <message>
        <source>yellow–green</source>
        <translation>Gelb-Grün</translation>
    </message>
    <message>
        <source>yellow–blue</source>
        <translation>Gelb-Blau</translation>
    </message>
    <message>
        <source>yellow–purple</source>
        <translation>Gelb-Lila</translation>
    </message>
    <message>
        <source>green–blue</source>
        <translation>Grün-Blau</translation>
    </message>
    <message>
        <source>green–purple</source>
        <translation>Grün-Lila</translation>
    </message>
    <message>
        <source>blue–purple</source>
        <translation>Blau-Lila</translation>
    </message>
    <message>
        <source>No bone card is left in the yard: this is {who}&apos;s last turn.</source>
        <translation>Im Hof liegt keine Knochenkarte mehr: {who} spielt den letzten Zug.</translation>
    </message>
    <message>
        <source>Game over: {winners}.</source>
        <translation>Spielende: {winners}.</translation>
    </message>
    <message>
        <source>Dig</source>
        <translation>Dig</translation>
    </message>
    <message>
        <source>Dogs dig bones out of the yard and carry them to bowls; a bowl near the doghouse pays most.</source>
        <translation>Hunde graben Knochen im Hof aus und bringen sie zu Näpfen; ein Napf nahe der Hundehütte bringt am meisten.</translation>
    </message>
    <message>
        <source>Who takes the first turn: the box says the youngest player.</source>
        <translation>Wer beginnt: Laut Schachtel der jüngste Spieler.</translation>
    </message>
    <message numerus="yes">
        <source>%n red bone (worth {value})</source>
        <comment>%n red bones ({value} each)</comment>
        <translation>
            <numerusform>%n roter Knochen ({value} Pkt.)</numerusform>
            <numerusform>%n rote Knochen (je {value} Pkt.)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n yellow bone (worth {value})</source>
        <comment>%n yellow bones ({value} each)</comment>
        <translation>
            <numerusform>%n gelber Knochen ({value} Pkt.)</numerusform>
            <numerusform>%n gelbe Knochen (je {value} Pkt.)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n green bone (worth {value})</source>
        <comment>%n green bones ({value} each)</comment>
        <translation>
            <numerusform>%n grüner Knochen ({value} Pkt.)</numerusform>
            <numerusform>%n grüne Knochen (je {value} Pkt.)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n blue bone (worth {value})</source>
        <comment>%n blue bones ({value} each)</comment>
        <translation>
            <numerusform>%n blauer Knochen ({value} Pkt.)</numerusform>
            <numerusform>%n blaue Knochen (je {value} Pkt.)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n purple bone (worth {value})</source>
        <comment>%n purple bones ({value} each)</comment>
        <translation>
            <numerusform>%n lila Knochen ({value} Pkt.)</numerusform>
            <numerusform>%n lila Knochen (je {value} Pkt.)</numerusform>
        </translation>
    </message>
    <message>
        <source>most {value}-point bones</source>
        <translation>die meisten {value}-Punkte-Knochen</translation>
    </message>
    <message numerus="yes">
        <source>%n bone still in hand (scores nothing)</source>
        <comment>%n bones still in hand (score nothing)</comment>
        <translation>
            <numerusform>%n Knochen noch auf der Hand (ohne Punkte)</numerusform>
            <numerusform>%n Knochen noch auf der Hand (ohne Punkte)</numerusform>
        </translation>
    </message>
    <message>
        <source>A delivered bone is worth what its bowl&apos;s place pays now: when bowls move, a score can fall.</source>
        <translation>Ein abgelieferter Knochen zählt so viel, wie der Platz seines Napfs jetzt bringt: Wandern Näpfe, kann die Punktzahl sinken.</translation>
    </message>
    <message>
        <source>the red bowl</source>
        <translation>der rote Napf</translation>
    </message>
    <message>
        <source>the yellow bowl</source>
        <translation>der gelbe Napf</translation>
    </message>
    <message>
        <source>the green bowl</source>
        <translation>der grüne Napf</translation>
    </message>
    <message>
        <source>the blue bowl</source>
        <translation>der blaue Napf</translation>
    </message>
    <message>
        <source>the purple bowl</source>
        <translation>der lila Napf</translation>
    </message>
    <message>
        <source>a red bone</source>
        <translation>ein roter Knochen</translation>
    </message>
    <message>
        <source>a yellow bone</source>
        <translation>ein gelber Knochen</translation>
    </message>
    <message>
        <source>a green bone</source>
        <translation>ein grüner Knochen</translation>
    </message>
    <message>
        <source>a blue bone</source>
        <translation>ein blauer Knochen</translation>
    </message>
    <message>
        <source>a purple bone</source>
        <translation>ein lila Knochen</translation>
    </message>
    <message>
        <source>a {pair} card (red bone)</source>
        <translation>eine {pair}-Karte (roter Knochen)</translation>
    </message>
    <message>
        <source>a {pair} card (yellow bone)</source>
        <translation>eine {pair}-Karte (gelber Knochen)</translation>
    </message>
    <message>
        <source>a {pair} card (green bone)</source>
        <translation>eine {pair}-Karte (grüner Knochen)</translation>
    </message>
    <message>
        <source>a {pair} card (blue bone)</source>
        <translation>eine {pair}-Karte (blauer Knochen)</translation>
    </message>
    <message>
        <source>a {pair} card (purple bone)</source>
        <translation>eine {pair}-Karte (lila Knochen)</translation>
    </message>
    <message>
        <source>{who} digs up the {pair} card at place {place}: a red bone.</source>
        <translation>{who} gräbt auf Feld {place} die {pair}-Karte aus: ein roter Knochen.</translation>
    </message>
    <message>
        <source>{who} digs up the {pair} card at place {place}: a yellow bone.</source>
        <translation>{who} gräbt auf Feld {place} die {pair}-Karte aus: ein gelber Knochen.</translation>
    </message>
    <message>
        <source>{who} digs up the {pair} card at place {place}: a green bone.</source>
        <translation>{who} gräbt auf Feld {place} die {pair}-Karte aus: ein grüner Knochen.</translation>
    </message>
    <message>
        <source>{who} digs up the {pair} card at place {place}: a blue bone.</source>
        <translation>{who} gräbt auf Feld {place} die {pair}-Karte aus: ein blauer Knochen.</translation>
    </message>
    <message>
        <source>{who} digs up the {pair} card at place {place}: a purple bone.</source>
        <translation>{who} gräbt auf Feld {place} die {pair}-Karte aus: ein lila Knochen.</translation>
    </message>
    <message numerus="yes">
        <source>{who} delivers %n red bone to the red bowl.</source>
        <comment>{who} delivers %n red bones to the red bowl.</comment>
        <translation>
            <numerusform>{who} liefert einen roten Knochen am roten Napf ab.</numerusform>
            <numerusform>{who} liefert %n rote Knochen am roten Napf ab.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who} delivers %n yellow bone to the yellow bowl.</source>
        <comment>{who} delivers %n yellow bones to the yellow bowl.</comment>
        <translation>
            <numerusform>{who} liefert einen gelben Knochen am gelben Napf ab.</numerusform>
            <numerusform>{who} liefert %n gelbe Knochen am gelben Napf ab.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who} delivers %n green bone to the green bowl.</source>
        <comment>{who} delivers %n green bones to the green bowl.</comment>
        <translation>
            <numerusform>{who} liefert einen grünen Knochen am grünen Napf ab.</numerusform>
            <numerusform>{who} liefert %n grüne Knochen am grünen Napf ab.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who} delivers %n blue bone to the blue bowl.</source>
        <comment>{who} delivers %n blue bones to the blue bowl.</comment>
        <translation>
            <numerusform>{who} liefert einen blauen Knochen am blauen Napf ab.</numerusform>
            <numerusform>{who} liefert %n blaue Knochen am blauen Napf ab.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who} delivers %n purple bone to the purple bowl.</source>
        <comment>{who} delivers %n purple bones to the purple bowl.</comment>
        <translation>
            <numerusform>{who} liefert einen lila Knochen am lila Napf ab.</numerusform>
            <numerusform>{who} liefert %n lila Knochen am lila Napf ab.</numerusform>
        </translation>
    </message>
    <message>
        <source>only red bones go to the red bowl, not a {bone} bone</source>
        <translation>in den roten Napf kommen nur rote Knochen, kein Knochen in {bone}</translation>
    </message>
    <message>
        <source>only yellow bones go to the yellow bowl, not a {bone} bone</source>
        <translation>in den gelben Napf kommen nur gelbe Knochen, kein Knochen in {bone}</translation>
    </message>
    <message>
        <source>only green bones go to the green bowl, not a {bone} bone</source>
        <translation>in den grünen Napf kommen nur grüne Knochen, kein Knochen in {bone}</translation>
    </message>
    <message>
        <source>only blue bones go to the blue bowl, not a {bone} bone</source>
        <translation>in den blauen Napf kommen nur blaue Knochen, kein Knochen in {bone}</translation>
    </message>
    <message>
        <source>only purple bones go to the purple bowl, not a {bone} bone</source>
        <translation>in den lila Napf kommen nur lila Knochen, kein Knochen in {bone}</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <source>Drawing the first player</source>
        <translation>Wer beginnt, wird ausgelost</translation>
    </message>
    <message>
        <source>Laying out the yard ({dealt} of {cards} cards)</source>
        <translation>Der Hof wird ausgelegt (Karte {dealt} von {cards})</translation>
    </message>
    <message>
        <source>{who} — hand limit: put one card back</source>
        <translation>{who} — Handkartenlimit: Lege eine Karte zurück</translation>
    </message>
    <message>
        <source>{who} — put a card back, or keep the bone</source>
        <translation>{who} — lege eine Karte zurück oder behalte den Knochen</translation>
    </message>
    <message>
        <source>{who} — no actions left: end the turn (no bone left in the yard: last turn)</source>
        <translation>{who} — keine Aktion mehr: Beende den Zug (kein Knochen mehr im Hof: letzter Zug)</translation>
    </message>
    <message>
        <source>{who} — no actions left: end the turn</source>
        <translation>{who} — keine Aktion mehr: Beende den Zug</translation>
    </message>
    <message numerus="yes">
        <source>%n action left</source>
        <comment>%n actions left</comment>
        <translation>
            <numerusform>noch %n Aktion</numerusform>
            <numerusform>noch %n Aktionen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a move goes up to %n step</source>
        <comment>a move goes up to %n steps</comment>
        <translation>
            <numerusform>Laufweite %n Schritt</numerusform>
            <numerusform>Laufweite %n Schritte</numerusform>
        </translation>
    </message>
    <message>
        <source>{who} — {actions}, {range} (no bone left in the yard: last turn)</source>
        <translation>{who} — {actions}, {range} (kein Knochen mehr im Hof: letzter Zug)</translation>
    </message>
    <message>
        <source>{who} — {actions}, {range}</source>
        <translation>{who} — {actions}, {range}</translation>
    </message>
    <message>
        <source>the doghouse</source>
        <translation>die Hundehütte</translation>
    </message>
    <message>
        <source>place {place} (a gap)</source>
        <translation>Feld {place} (eine Lücke)</translation>
    </message>
    <message>
        <source>place {place} ({card})</source>
        <translation>Feld {place} ({card})</translation>
    </message>
    <message>
        <source>a {pair} card</source>
        <translation>eine {pair}-Karte</translation>
    </message>
    <message>
        <source>The yard is laid out: {count} cards.</source>
        <translation>Der Hof ist ausgelegt: {count} Karten.</translation>
    </message>
    <message>
        <source>{who} goes first.</source>
        <translation>{who} beginnt.</translation>
    </message>
    <message>
        <source>Place {place} of the yard: {card}.</source>
        <translation>Feld {place} im Hof: {card}.</translation>
    </message>
    <message numerus="yes">
        <source>{who} moves %n step toward the doghouse, to {place}.</source>
        <comment>{who} moves %n steps toward the doghouse, to {place}.</comment>
        <translation>
            <numerusform>{who} läuft %n Schritt Richtung Hundehütte — Ziel: {place}.</numerusform>
            <numerusform>{who} läuft %n Schritte Richtung Hundehütte — Ziel: {place}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who} moves %n step away from the doghouse, to {place}.</source>
        <comment>{who} moves %n steps away from the doghouse, to {place}.</comment>
        <translation>
            <numerusform>{who} läuft %n Schritt von der Hundehütte weg — Ziel: {place}.</numerusform>
            <numerusform>{who} läuft %n Schritte von der Hundehütte weg — Ziel: {place}.</numerusform>
        </translation>
    </message>
    <message>
        <source>{who} digs up the {pair} card at place {place}.</source>
        <translation>{who} gräbt auf Feld {place} die {pair}-Karte aus.</translation>
    </message>
    <message>
        <source>{who} puts {card} back at place {place}.</source>
        <translation>{who} legt {card} auf Feld {place} zurück.</translation>
    </message>
    <message>
        <source>{who} keeps the bone; place {place} is a gap until the end of the turn.</source>
        <translation>{who} behält den Knochen; Feld {place} bleibt bis zum Ende des Zuges eine Lücke.</translation>
    </message>
    <message>
        <source>{who} ends the turn.</source>
        <translation>{who} beendet den Zug.</translation>
    </message>
    <message>
        <source>{card} moves from place {from} to place {to}</source>
        <translation>{card} rückt von Feld {from} auf Feld {to}</translation>
    </message>
    <message>
        <source>the gap at place {place} closes the row</source>
        <translation>die Lücke auf Feld {place} verkürzt die Reihe</translation>
    </message>
    <message>
        <source>{who}&apos;s dog goes to the farthest card, place {place}</source>
        <translation>der Hund ({who}) geht auf die hinterste Karte, Feld {place}</translation>
    </message>
    <message>
        <source>Tidy-up: {steps}.</source>
        <translation>Aufräumen: {steps}.</translation>
    </message>
    <message>
        <source>No bone is left in the yard: the game ends.</source>
        <translation>Im Hof liegt keine Knochenkarte mehr: Das Spiel endet.</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>das Spiel ist zu Ende</translation>
    </message>
    <message>
        <source>the yard is still being laid out</source>
        <translation>der Hof wird noch ausgelegt</translation>
    </message>
    <message>
        <source>cards are only laid out at the start</source>
        <translation>Karten werden nur zu Beginn ausgelegt</translation>
    </message>
    <message>
        <source>finish the dig first: put a card back or keep the bone</source>
        <translation>bring erst das Graben zu Ende: Lege eine Karte zurück oder behalte den Knochen</translation>
    </message>
    <message>
        <source>no actions left this turn: end the turn</source>
        <translation>in diesem Zug hast du keine Aktion mehr: Beende den Zug</translation>
    </message>
    <message>
        <source>place {place} is not in the yard (0 is the doghouse, {last} the farthest card)</source>
        <translation>Feld {place} gibt es im Hof nicht (0 ist die Hundehütte, {last} die hinterste Karte)</translation>
    </message>
    <message>
        <source>a move goes at least one step</source>
        <translation>dein Hund muss mindestens einen Schritt laufen</translation>
    </message>
    <message numerus="yes">
        <source>with {bones} a move goes at most %n step ({place} is {away} away)</source>
        <comment>with {bones} a move goes at most %n steps ({place} is {away} away)</comment>
        <translation>
            <numerusform>mit {bones} läuft dein Hund höchstens %n Schritt ({place}: {away} entfernt)</numerusform>
            <numerusform>mit {bones} läuft dein Hund höchstens %n Schritte ({place}: {away} entfernt)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n bone</source>
        <comment>%n bones</comment>
        <translation>
            <numerusform>%n Knochen</numerusform>
            <numerusform>%n Knochen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n step</source>
        <comment>%n steps</comment>
        <translation>
            <numerusform>%n Schritt</numerusform>
            <numerusform>%n Schritte</numerusform>
        </translation>
    </message>
    <message>
        <source>you cannot dig on the doghouse</source>
        <translation>auf der Hundehütte kannst du nicht graben</translation>
    </message>
    <message>
        <source>there is nothing left to dig in a gap</source>
        <translation>in einer Lücke gibt es nichts mehr auszugraben</translation>
    </message>
    <message>
        <source>you cannot dig on a bowl</source>
        <translation>auf einem Napf kannst du nicht graben</translation>
    </message>
    <message>
        <source>you can dig only where your dog stands</source>
        <translation>du kannst nur dort graben, wo dein Hund steht</translation>
    </message>
    <message>
        <source>there is nothing to put back: dig first</source>
        <translation>es gibt nichts zurückzulegen: Grab zuerst</translation>
    </message>
    <message>
        <source>you can only put back a card you hold</source>
        <translation>du kannst nur eine Karte zurücklegen, die du auf der Hand hast</translation>
    </message>
    <message>
        <source>nothing was dug</source>
        <translation>es wurde nichts ausgegraben</translation>
    </message>
    <message>
        <source>you hold {held} cards: put one back (hand limit {limit})</source>
        <translation>du hast {held} Karten auf der Hand: Lege eine zurück (Handkartenlimit {limit})</translation>
    </message>
    <message>
        <source>bones are delivered at a bowl: move your dog onto one</source>
        <translation>Knochen lieferst du an einem Napf ab: Lauf mit deinem Hund auf einen Napf</translation>
    </message>
    <message>
        <source>deliver at least one bone</source>
        <translation>liefere mindestens einen Knochen ab</translation>
    </message>
    <message>
        <source>you can only deliver bones you hold</source>
        <translation>du kannst nur Knochen abliefern, die du auf der Hand hast</translation>
    </message>
    <message>
        <source>each bone can be delivered only once</source>
        <translation>jeder Knochen kann nur einmal abgeliefert werden</translation>
    </message>
</context>
<context>
    <name>dogtable::games::dig::DigTable</name>
    <message>
        <source>Dig</source>
        <translation>Dig</translation>
    </message>
    <message>
        <source>home</source>
        <translation>Hütte</translation>
    </message>
    <message>
        <source>Game over — the yard holds only the five bowls</source>
        <translation>Spielende — im Hof liegen nur noch die fünf Näpfe</translation>
    </message>
    <message>
        <source>No bone card left in the yard: this is the last turn</source>
        <translation>Keine Knochenkarte mehr im Hof: Das ist der letzte Zug</translation>
    </message>
    <message>
        <source>Laying out the yard… %1 of %2</source>
        <translation>Der Hof wird ausgelegt … %1 von %2</translation>
    </message>
    <message>
        <source>no bones delivered</source>
        <translation>nichts abgeliefert</translation>
    </message>
    <message>
        <source>%1 pts — %2, moves %3</source>
        <translation>%1 Pkt. — %2, läuft bis %3</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>empty hand</source>
        <translation>leere Hand</translation>
    </message>
    <message>
        <source>%1 — %2 pts — %3 in hand, moves %4</source>
        <translation>%1 — %2 Pkt. — %3 auf der Hand, läuft bis %4</translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <translation>%1 (du)</translation>
    </message>
    <message>
        <source>no bones in hand</source>
        <translation>keine Knochen auf der Hand</translation>
    </message>
    <message>
        <source>Choose a card to put back, or keep the bone</source>
        <translation>Karte zurücklegen oder Knochen behalten</translation>
    </message>
    <message>
        <source>Delivered (count × points now)</source>
        <translation>Abgeliefert (Anzahl × Punkte jetzt)</translation>
    </message>
    <message>
        <source>both delivered</source>
        <translation>beide abgeliefert</translation>
    </message>
    <message>
        <source>nothing known yet</source>
        <translation>noch nichts bekannt</translation>
    </message>
    <message>
        <source>your hand</source>
        <translation>bei dir</translation>
    </message>
    <message>
        <source>%1&apos;s hand</source>
        <translation>bei %1</translation>
    </message>
    <message>
        <source>place %1</source>
        <translation>Feld %1</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1 auf %2</translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Zug beenden</translation>
    </message>
    <message>
        <source>End your turn (Enter). Tidy-up then fills the gaps you left.</source>
        <translation>Beende deinen Zug (Enter). Danach füllt das Aufräumen deine Lücken.</translation>
    </message>
    <message>
        <source>Keep it (leave a gap)</source>
        <translation>Behalten (Lücke lassen)</translation>
    </message>
    <message>
        <source>Keep the bone you dug; its place stays a gap until tidy-up. Or choose a card in your hand to put it back.</source>
        <translation>Behalte den ausgegrabenen Knochen; sein Feld bleibt bis zum Aufräumen eine Lücke. Oder wähle eine Karte deiner Hand, um sie zurückzulegen.</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Open the rules of Dig at the part that fits what you are doing (F1)</source>
        <translation>Die Dig-Regeln an der Stelle öffnen, die zu deinem Zug passt (F1)</translation>
    </message>
    <message>
        <source>Deduction aid</source>
        <translation>Merkhilfe</translation>
    </message>
    <message>
        <source>Show, for every scent pair, what the delivered bones already prove (public information only)</source>
        <translation>Für jedes Duftpaar zeigen, was die abgelieferten Knochen schon beweisen (nur offene Informationen)</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <source>You carry no bone to deliver.</source>
        <translation>Du trägst keinen Knochen zum Abliefern.</translation>
    </message>
    <message>
        <source>the doghouse</source>
        <translation>die Hundehütte</translation>
    </message>
    <message>
        <source>a gap</source>
        <translation>eine Lücke</translation>
    </message>
    <message>
        <source>%1, %2 points a bone</source>
        <translation>%1, %2 Punkte je Knochen</translation>
    </message>
    <message>
        <source>a %1 card</source>
        <translation>eine %1-Karte</translation>
    </message>
    <message>
        <source>your dog</source>
        <translation>dein Hund</translation>
    </message>
    <message>
        <source>%1; dogs here: %2</source>
        <translation>%1; Hunde hier: %2</translation>
    </message>
    <message>
        <source>Doghouse</source>
        <translation>Hundehütte</translation>
    </message>
    <message>
        <source>Place %1</source>
        <translation>Feld %1</translation>
    </message>
    <message>
        <source>Hand card %1</source>
        <translation>Handkarte %1</translation>
    </message>
    <message>
        <source>dog at place %1, %2 in hand, %3 points</source>
        <translation>Hund auf Feld %1, %2 auf der Hand, %3 Punkte</translation>
    </message>
    <message>
        <source>%1&apos;s delivered bones</source>
        <translation>abgelieferte Knochen (%1)</translation>
    </message>
    <message>
        <source>%1 points now</source>
        <translation>jetzt %1 Punkte</translation>
    </message>
    <message>
        <source>Actions left</source>
        <translation>Übrige Aktionen</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>Scent pair %1</source>
        <translation>Duftpaar %1</translation>
    </message>
    <message>
        <source>Choose it to move your dog here.</source>
        <translation>Wähle dies, um deinen Hund hierher zu schicken.</translation>
    </message>
    <message>
        <source>Choose it to dig here (you may then put a card back).</source>
        <translation>Wähle dies, um hier zu graben (danach darfst du eine Karte zurücklegen).</translation>
    </message>
    <message>
        <source>Choose it to deliver this bone (choose another to add it).</source>
        <translation>Wähle dies, um diesen Knochen abzuliefern (wähle einen weiteren, um ihn dazuzunehmen).</translation>
    </message>
    <message>
        <source>Choose it to deliver all your matching bones.</source>
        <translation>Wähle dies, um alle passenden Knochen abzuliefern.</translation>
    </message>
    <message>
        <source>Choose it to put this card back, scent side up.</source>
        <translation>Wähle dies, um diese Karte mit der Duftseite nach oben zurückzulegen.</translation>
    </message>
    <message>
        <source>Choose it to keep the bone and leave a gap.</source>
        <translation>Wähle dies, um den Knochen zu behalten und eine Lücke zu lassen.</translation>
    </message>
    <message>
        <source>Dogs here: %1</source>
        <translation>Hunde hier: %1</translation>
    </message>
    <message>
        <source>Since your last turn: %1 acted here.</source>
        <translation>Seit deinem letzten Zug war hier aktiv: %1.</translation>
    </message>
    <message>
        <source>%1 bones → %2</source>
        <translation>%1 Knochen → %2</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;The doghouse&lt;/b&gt; (place 0). Every dog starts here. No digging or delivering here.&lt;br&gt;A move goes up to %1 steps, one fewer per bone carried: %2.</source>
        <translation>&lt;b&gt;Die Hundehütte&lt;/b&gt; (Feld 0). Hier startet jeder Hund. Hier wird weder gegraben noch abgeliefert.&lt;br&gt;Ein Lauf geht bis zu %1 Schritte, einen weniger je getragenem Knochen: %2.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Place %1: a gap&lt;/b&gt; left by a dig this turn. It still counts as a step. At the end of the turn tidy-up fills it with the card farthest from the doghouse.</source>
        <translation>&lt;b&gt;Feld %1: eine Lücke&lt;/b&gt;, in diesem Zug ausgegraben. Sie zählt weiter als ein Schritt. Am Ende des Zuges füllt das Aufräumen sie mit der Karte, die am weitesten von der Hundehütte entfernt liegt.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Place %1: %2&lt;/b&gt;. If the game ended now, each bone of its colour would score %3 (bowls nearer the doghouse pay more: %4). Tidy-up can move it.</source>
        <translation>&lt;b&gt;Feld %1: %2&lt;/b&gt;. Endete das Spiel jetzt, brächte jeder Knochen seiner Farbe %3 Punkte (Näpfe näher an der Hundehütte bringen mehr: %4). Das Aufräumen kann ihn versetzen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Place %1: a %2 card&lt;/b&gt;. Underneath: %3 or %4; the other %2 card hides the other one.</source>
        <translation>&lt;b&gt;Feld %1: eine %2-Karte&lt;/b&gt;. Darunter: %3 oder %4; die andere %2-Karte versteckt den anderen.</translation>
    </message>
    <message>
        <source>Everybody knows what it hides: %1 (the other one was delivered).</source>
        <translation>Alle wissen, was sie versteckt: %1 (der andere wurde abgeliefert).</translation>
    </message>
    <message>
        <source>Only you know what it hides: %1.</source>
        <translation>Nur du weißt, was sie versteckt: %1.</translation>
    </message>
    <message>
        <source>A %1 card (its bone is hidden)</source>
        <translation>Eine %1-Karte (ihr Knochen ist verdeckt)</translation>
    </message>
    <message>
        <source>&lt;b&gt;In your hand: %1&lt;/b&gt; (from a %2 card). Deliver it at %3. Bones still in hand at the end score nothing.</source>
        <translation>&lt;b&gt;Auf deiner Hand: %1&lt;/b&gt; (von einer %2-Karte). Er gehört in diesen Napf: %3. Knochen, die am Ende noch auf der Hand sind, zählen nichts.</translation>
    </message>
    <message>
        <source>%1 (everybody knows: %2, since the other %1 card was delivered)</source>
        <translation>%1 (alle wissen: %2, weil die andere %1-Karte abgeliefert wurde)</translation>
    </message>
    <message>
        <source>%1 (you know: %2)</source>
        <translation>%1 (du weißt: %2)</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: dog at place %2; %3 points now.&lt;br&gt;Carries %6%4 — a move goes up to %5 steps.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: Hund auf Feld %2; jetzt %3 Punkte.&lt;br&gt;Trägt %6%4 — ein Lauf geht bis zu %5 Schritte.</translation>
    </message>
    <message>
        <source>, scent sides: %1</source>
        <translation>, Duftseiten: %1</translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&apos;s delivered bones&lt;/b&gt; (public), valued at the bowls&apos; current order:&lt;br&gt;%2&lt;br&gt;Total now: %3</source>
        <translation>&lt;b&gt;Abgelieferte Knochen (%1)&lt;/b&gt;, offen für alle, bewertet nach der jetzigen Reihenfolge der Näpfe:&lt;br&gt;%2&lt;br&gt;Jetzt insgesamt: %3</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>noch keine</translation>
    </message>
    <message>
        <source>Actions left this turn: %1 of %2 (move, dig, deliver, in any order).</source>
        <translation>Übrige Aktionen in diesem Zug: %1 von %2 (Laufen, Graben, Abliefern, in beliebiger Reihenfolge).</translation>
    </message>
    <message>
        <source>Both %1 cards have been delivered.</source>
        <translation>Beide %1-Karten wurden abgeliefert.</translation>
    </message>
    <message>
        <source>Nothing public yet about the %1 cards: one hides %2, the other %3.</source>
        <translation>Über die %1-Karten ist noch nichts bekannt: Eine versteckt %2, die andere %3.</translation>
    </message>
    <message>
        <source>in %1&apos;s hand</source>
        <translation>bei %1 auf der Hand</translation>
    </message>
    <message>
        <source>at place %1</source>
        <translation>auf Feld %1</translation>
    </message>
    <message>
        <source>A %1 bone from a %2 card was delivered, so the other %2 card (%3) hides a %4 bone.</source>
        <translation>Von einer %2-Karte wurde der Knochen in %1 abgeliefert, also versteckt die andere %2-Karte (%3) den Knochen in %4.</translation>
    </message>
    <message>
        <source>Hand limit: put one back</source>
        <translation>Limit: Lege eine zurück</translation>
    </message>
</context>
</TS>
