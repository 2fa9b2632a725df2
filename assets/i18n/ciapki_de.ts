<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>ciapki</name>
    <message>
        <source>Howl</source>
        <translation>Heulen</translation>
    </message>
    <message>
        <source>Own under 6 dog cards? Take the deck&apos;s top dog.</source>
        <translation>Weniger als 6 Hundekarten? Nimm den obersten Hund des Stapels.</translation>
    </message>
    <message>
        <source>Roll 1 die.</source>
        <translation>Wirf 1 Würfel.</translation>
    </message>
    <message>
        <source>Roll Over</source>
        <translation>Rollen</translation>
    </message>
    <message>
        <source>Roll every die from your yard again; place or re-bury each.</source>
        <translation>Wirf alle Würfel aus deinem Garten neu; setze oder vergrabe jeden wieder.</translation>
    </message>
    <message>
        <source>You may roll 1 die.</source>
        <translation>Du darfst 1 Würfel werfen.</translation>
    </message>
    <message>
        <source>Walk</source>
        <translation>Gassi</translation>
    </message>
    <message>
        <source>Roll 2 dice.</source>
        <translation>Wirf 2 Würfel.</translation>
    </message>
    <message>
        <source>You may roll 1 more die.</source>
        <translation>Du darfst noch 1 Würfel werfen.</translation>
    </message>
    <message>
        <source>Dig</source>
        <translation>Buddeln</translation>
    </message>
    <message>
        <source>Per paw print you may turn a buried die (any yard) 1 up or down; a 1 going down leaves.</source>
        <translation>Pro Pfote darfst du einen vergrabenen Würfel (in jedem Garten) um 1 hoch- oder herunterdrehen; eine 1 nach unten geht in den Vorrat.</translation>
    </message>
    <message>
        <source>Trot</source>
        <translation>Traben</translation>
    </message>
    <message>
        <source>You may move one placed die to an empty space of your dogs (it takes that value).</source>
        <translation>Du darfst einen gesetzten Würfel auf ein leeres Feld deiner Hunde versetzen (er zeigt dann dessen Wert).</translation>
    </message>
    <message>
        <source>Retrieve</source>
        <translation>Bringen</translation>
    </message>
    <message>
        <source>Take 1 die set to a value on the deck&apos;s top dog; place or bury it.</source>
        <translation>Nimm 1 Würfel, gestellt auf einen Wert des obersten Hundes im Stapel; setze oder vergrabe ihn.</translation>
    </message>
    <message>
        <source>Track</source>
        <translation>Schnüffeln</translation>
    </message>
    <message>
        <source>Roll 3 dice. A treat rerolls just the dice you pick.</source>
        <translation>Wirf 3 Würfel. Ein Leckerli würfelt nur die gewählten Würfel neu.</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Rennen</translation>
    </message>
    <message>
        <source>Roll 3 dice.</source>
        <translation>Wirf 3 Würfel.</translation>
    </message>
    <message>
        <source>You may roll 1 die; repeat as often as you like.</source>
        <translation>Du darfst 1 Würfel werfen, so oft du willst.</translation>
    </message>
    <message>
        <source>Chase</source>
        <translation>Hetzen</translation>
    </message>
    <message>
        <source>You may roll again, one die more each time: 2, 3, 4...</source>
        <translation>Du darfst weiter werfen, jedes Mal 1 Würfel mehr: 2, 3, 4 …</translation>
    </message>
    <message>
        <source>Bolt</source>
        <translation>Flitzen</translation>
    </message>
    <message>
        <source>Set aside 3 to 12 dice.</source>
        <translation>Lege 3 bis 12 Würfel beiseite.</translation>
    </message>
    <message>
        <source>Roll them one by one; you may stop once no more are left than your paw prints.</source>
        <translation>Wirf sie einzeln; du darfst aufhören, sobald nicht mehr übrig sind, als du Pfoten hast.</translation>
    </message>
    <message>
        <source>Dogpile</source>
        <translation>Balgen</translation>
    </message>
    <message>
        <source>Roll 2 dice plus 1 taken back from your yard or a dog; you may repeat.</source>
        <translation>Wirf 2 Würfel und 1 aus deinem Garten oder von einem Hund; du darfst das wiederholen.</translation>
    </message>
    <message>
        <source>Sprint</source>
        <translation>Spurten</translation>
    </message>
    <message>
        <source>Roll 1 die per dog with an empty space; you may repeat.</source>
        <translation>Wirf 1 Würfel pro Hund mit leerem Feld; du darfst das wiederholen.</translation>
    </message>
    <message>
        <source>Beg</source>
        <translation>Betteln</translation>
    </message>
    <message>
        <source>Take 1 treat.</source>
        <translation>Nimm 1 Leckerli.</translation>
    </message>
    <message>
        <source>Take 1 treat per paw print.</source>
        <translation>Nimm 1 Leckerli pro Pfote.</translation>
    </message>
    <message>
        <source>Chew</source>
        <translation>Kauen</translation>
    </message>
    <message>
        <source>Take as many treats as you hold.</source>
        <translation>Nimm so viele Leckerlis, wie du hast.</translation>
    </message>
    <message>
        <source>Gobble</source>
        <translation>Futtern</translation>
    </message>
    <message>
        <source>Take 7 treats.</source>
        <translation>Nimm 7 Leckerlis.</translation>
    </message>
    <message>
        <source>Give back as many as your highest empty space.</source>
        <translation>Gib so viele zurück, wie dein höchstes leeres Feld zeigt.</translation>
    </message>
    <message>
        <source>Play Dead</source>
        <translation>Totstellen</translation>
    </message>
    <message>
        <source>Roll 1 die; place or bury it.</source>
        <translation>Wirf 1 Würfel; setze oder vergrabe ihn.</translation>
    </message>
    <message>
        <source>Buried and no bust? Take its value in treats.</source>
        <translation>Vergraben, ohne zu überziehen? Nimm so viele Leckerlis, wie er zeigt.</translation>
    </message>
    <message>
        <source>Stay</source>
        <translation>Bleiben</translation>
    </message>
    <message>
        <source>Take 1 treat per other tile lying grey side up.</source>
        <translation>Nimm 1 Leckerli pro anderem Plättchen mit der grauen Seite oben.</translation>
    </message>
    <message>
        <source>Fetch</source>
        <translation>Apport</translation>
    </message>
    <message>
        <source>Roll 8 dice.</source>
        <translation>Wirf 8 Würfel.</translation>
    </message>
    <message>
        <source>Keep every die of one value you rolled; return the rest.</source>
        <translation>Behalte alle Würfel einer Zahl, gib den Rest zurück.</translation>
    </message>
    <message>
        <source>Guard</source>
        <translation>Wachen</translation>
    </message>
    <message>
        <source>Name a value, then roll 4 dice.</source>
        <translation>Sag einen Wert an, dann wirf 4 Würfel.</translation>
    </message>
    <message>
        <source>Return dice above that value; keep the rest.</source>
        <translation>Gib Würfel über diesem Wert zurück; behalte den Rest.</translation>
    </message>
    <message>
        <source>Hunt</source>
        <translation>Jagen</translation>
    </message>
    <message>
        <source>Roll 2 dice + 1 per paw print.</source>
        <translation>Wirf 2 Würfel + 1 pro Pfote.</translation>
    </message>
    <message>
        <source>Keep 2 of them; return the rest.</source>
        <translation>Behalte 2 davon; gib den Rest zurück.</translation>
    </message>
    <message>
        <source>Scavenge</source>
        <translation>Stöbern</translation>
    </message>
    <message>
        <source>Roll 4 dice.</source>
        <translation>Wirf 4 Würfel.</translation>
    </message>
    <message>
        <source>You may return dice below your yard total.</source>
        <translation>Du darfst Würfel unter deiner Gartensumme zurückgeben.</translation>
    </message>
    <message>
        <source>Place or bury the rest.</source>
        <translation>Setze oder vergrabe den Rest.</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Suchen</translation>
    </message>
    <message>
        <source>Roll 7 dice.</source>
        <translation>Wirf 7 Würfel.</translation>
    </message>
    <message>
        <source>Keep one group adding up to exactly 8 (if any); return the rest.</source>
        <translation>Behalte eine Gruppe mit zusammen genau 8 (falls es eine gibt); gib den Rest zurück.</translation>
    </message>
    <message>
        <source>adoption-day</source>
        <translation>Adoptionstag</translation>
    </message>
    <message>
        <source>Adoption Day</source>
        <translation>Adoptionstag</translation>
    </message>
    <message>
        <source>dog-park</source>
        <translation>Hundewiese</translation>
    </message>
    <message>
        <source>Dog Park</source>
        <translation>Hundewiese</translation>
    </message>
    <message>
        <source>obstacle-course</source>
        <translation>Hindernisparcours</translation>
    </message>
    <message>
        <source>Obstacle Course</source>
        <translation>Hindernisparcours</translation>
    </message>
    <message>
        <source>the-hunt</source>
        <translation>Die Jagd</translation>
    </message>
    <message>
        <source>The Hunt</source>
        <translation>Die Jagd</translation>
    </message>
    <message>
        <source>kennel-club</source>
        <translation>Hundeverein</translation>
    </message>
    <message>
        <source>Kennel Club</source>
        <translation>Hundeverein</translation>
    </message>
    <message>
        <source>puppy-school</source>
        <translation>Welpenschule</translation>
    </message>
    <message>
        <source>Puppy School</source>
        <translation>Welpenschule</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rot</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>gelb</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>lila</translation>
    </message>
    <message>
        <source>green</source>
        <translation>grün</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>blau</translation>
    </message>
    <message>
        <source>Ciapki</source>
        <translation>Ciapki</translation>
    </message>
    <message>
        <source>Press-your-luck dice: fill your dogs&apos; spots, bury the rest, and do not bust (1-4 players, solo vs Pies).</source>
        <translation>Würfeln mit Risiko: Fülle die Flecken deiner Hunde, vergrabe den Rest und reiz dein Glück nicht zu weit aus (1–4 Spieler, solo gegen Pies).</translation>
    </message>
    <message>
        <source>Trick tiles</source>
        <translation>Trickplättchen</translation>
    </message>
    <message>
        <source>first-game</source>
        <translation>erstes Spiel</translation>
    </message>
    <message>
        <source>random</source>
        <translation>zufällig</translation>
    </message>
    <message>
        <source>Howl and Roll Over plus one tile per colour: the first-game set, a recommended set, a random set, or your own list of four tile ids, one per colour (e.g. dig,chase,guard,chew).</source>
        <translation>Heulen und Rollen und dazu ein Plättchen je Farbe: die Auswahl fürs erste Spiel, eine empfohlene, eine zufällige oder deine eigene Liste von vier Plättchen-Kennungen, eine je Farbe (z. B. dig,chase,guard,chew).</translation>
    </message>
    <message>
        <source>Off-leash mode (all 22 tiles in colour stacks)</source>
        <translation>Ohne Leine (alle 22 Plättchen in Stapeln nach Farbe)</translation>
    </message>
    <message>
        <source>All 22 tiles in play, stacked by colour; the tile set is then not used.</source>
        <translation>Alle 22 Plättchen im Spiel, nach Farben gestapelt; die Plättchenauswahl gilt dann nicht.</translation>
    </message>
    <message>
        <source>Pies&apos;s starting treats (solo difficulty)</source>
        <translation>Leckerlis von Pies zu Beginn (Schwierigkeit solo)</translation>
    </message>
    <message>
        <source>Solo only: the automaton Pies starts with this many treats (0 easy, 1 standard, 2 hard).</source>
        <translation>Nur solo: Der Automat Pies beginnt mit so vielen Leckerlis (0 leicht, 1 normal, 2 schwer).</translation>
    </message>
    <message>
        <source>Who takes the first turn. Random is the box&apos;s rule: the highest buried die begins, tied players roll again. Solo: you always begin.</source>
        <translation>Wer beginnt. Zufällig ist die Regel der Schachtel: Wer den höchsten Würfel vergräbt, beginnt; bei Gleichstand wird neu gewürfelt. Solo: Du beginnst immer.</translation>
    </message>
    <message>
        <source>scored dogs</source>
        <translation>gewertete Hunde</translation>
    </message>
    <message>
        <source>nothing</source>
        <comment>no dice</comment>
        <translation>nichts</translation>
    </message>
    <message numerus="yes">
        <source>{who}&apos;s yard totals {total}, over {limit}: {who} busts and %n die goes back to the pool</source>
        <comment>{who}&apos;s yard totals {total}, over {limit}: {who} busts and %n dice go back to the pool</comment>
        <translation>
            <numerusform>{who} hat {total} im Garten, mehr als {limit}: {who} überzieht, %n Würfel geht zurück in den Vorrat</numerusform>
            <numerusform>{who} hat {total} im Garten, mehr als {limit}: {who} überzieht, %n Würfel gehen zurück in den Vorrat</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The pool is empty: everyone busts and %n die goes back to the pool</source>
        <comment>The pool is empty: everyone busts and %n dice go back to the pool</comment>
        <translation>
            <numerusform>Der Vorrat ist leer: Alle überziehen, %n Würfel geht zurück in den Vorrat</numerusform>
            <numerusform>Der Vorrat ist leer: Alle überziehen, %n Würfel gehen zurück in den Vorrat</numerusform>
        </translation>
    </message>
    <message>
        <source>No tile is face up: every tile turns face up again</source>
        <translation>Kein Plättchen ist offen: Alle Plättchen werden wieder aufgedeckt</translation>
    </message>
    <message>
        <source>Only {tile} is face up: it gets a treat and every tile turns face up again</source>
        <translation>Nur {tile} ist offen: Das Plättchen bekommt ein Leckerli, und alle Plättchen werden wieder aufgedeckt</translation>
    </message>
    <message>
        <source>Only {tile} is face up: every tile turns face up again (the supply has no treat for it)</source>
        <translation>Nur {tile} ist offen: Alle Plättchen werden wieder aufgedeckt (im Vorrat ist kein Leckerli dafür)</translation>
    </message>
    <message numerus="yes">
        <source>Pies cashes in its %n treat: it goes back to the supply</source>
        <comment>Pies cashes in its %n treats: they go back to the supply</comment>
        <translation>
            <numerusform>Pies löst sein %n Leckerli ein: Es geht zurück in den Vorrat</numerusform>
            <numerusform>Pies löst seine %n Leckerlis ein: Sie gehen zurück in den Vorrat</numerusform>
        </translation>
    </message>
    <message>
        <source>Pies scores {dog} ({scored} of {win})</source>
        <translation>Pies wertet {dog} ({scored} von {win})</translation>
    </message>
    <message numerus="yes">
        <source>{who} scores %n dog ({scored} of {win})</source>
        <comment>{who} scores %n dogs ({scored} of {win})</comment>
        <translation>
            <numerusform>{who} wertet %n Hund ({scored} von {win})</numerusform>
            <numerusform>{who} wertet %n Hunde ({scored} von {win})</numerusform>
        </translation>
    </message>
    <message>
        <source>{who} has scored {win} dogs and wins</source>
        <translation>{who} hat {win} Hunde gewertet und gewinnt</translation>
    </message>
    <message>
        <source>Game over: Pies wins.</source>
        <translation>Spielende: Pies gewinnt.</translation>
    </message>
    <message>
        <source>Game over: {who} wins.</source>
        <translation>Spielende: {who} gewinnt.</translation>
    </message>
    <message>
        <source>{who} takes {dog} from the deck</source>
        <translation>{who} nimmt {dog} vom Stapel</translation>
    </message>
    <message numerus="yes">
        <source>{who} gets %n treat (now {total})</source>
        <comment>{who} gets %n treats (now {total})</comment>
        <translation>
            <numerusform>{who} bekommt %n Leckerli (jetzt {total})</numerusform>
            <numerusform>{who} bekommt %n Leckerlis (jetzt {total})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who} pays back %n treat (now {total})</source>
        <comment>{who} pays back %n treats (now {total})</comment>
        <translation>
            <numerusform>{who} gibt %n Leckerli zurück (jetzt {total})</numerusform>
            <numerusform>{who} gibt %n Leckerlis zurück (jetzt {total})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pies takes %n treat (now {total})</source>
        <comment>Pies takes %n treats (now {total})</comment>
        <translation>
            <numerusform>Pies nimmt %n Leckerli (jetzt {total})</numerusform>
            <numerusform>Pies nimmt %n Leckerlis (jetzt {total})</numerusform>
        </translation>
    </message>
    <message>
        <source>Pies&apos;s turn</source>
        <translation>Pies ist am Zug</translation>
    </message>
    <message>
        <source>The top dog of the deck is now {dog}</source>
        <translation>Oben auf dem Stapel liegt jetzt {dog}</translation>
    </message>
    <message>
        <source>{tile} comes up at position {position}</source>
        <translation>{tile} wird auf Platz {position} aufgedeckt</translation>
    </message>
    <message>
        <source>{who} rolls nothing</source>
        <translation>{who} würfelt nichts</translation>
    </message>
    <message>
        <source>{who} rolls {dice}</source>
        <translation>{who} würfelt {dice}</translation>
    </message>
    <message>
        <source>{who} rolls a {value} and buries it</source>
        <translation>{who} würfelt eine {value} und vergräbt sie</translation>
    </message>
    <message>
        <source>Pies rolls {value}: {tile} is already used</source>
        <translation>Pies würfelt eine {value}: {tile} ist schon benutzt</translation>
    </message>
    <message numerus="yes">
        <source>Pies rolls {value}: turns {tile} over and takes %n treat</source>
        <comment>Pies rolls {value}: turns {tile} over and takes %n treats</comment>
        <translation>
            <numerusform>Pies würfelt eine {value}: dreht {tile} um und nimmt %n Leckerli</numerusform>
            <numerusform>Pies würfelt eine {value}: dreht {tile} um und nimmt %n Leckerlis</numerusform>
        </translation>
    </message>
    <message>
        <source>Pies rolls {value}: turns {tile} over</source>
        <translation>Pies würfelt eine {value}: dreht {tile} um</translation>
    </message>
    <message numerus="yes">
        <source>{who} does {tile} ({box}), taking %n treat from it</source>
        <comment>{who} does {tile} ({box}), taking %n treats from it</comment>
        <translation>
            <numerusform>{who} macht {tile} ({box}) und nimmt %n Leckerli davon</numerusform>
            <numerusform>{who} macht {tile} ({box}) und nimmt %n Leckerlis davon</numerusform>
        </translation>
    </message>
    <message>
        <source>{who} does {tile} ({box})</source>
        <translation>{who} macht {tile} ({box})</translation>
    </message>
    <message>
        <source>{who} uses the turn to score their complete dogs</source>
        <translation>{who} nutzt den Zug und wertet alle fertigen Hunde</translation>
    </message>
    <message>
        <source>{who} spends a treat to reroll {dice}</source>
        <translation>{who} gibt ein Leckerli aus und würfelt {dice} neu</translation>
    </message>
    <message>
        <source>{who} keeps {dice}</source>
        <translation>{who} behält {dice}</translation>
    </message>
    <message>
        <source>{who} places a {value} on {dog}</source>
        <translation>{who} setzt eine {value} auf {dog}</translation>
    </message>
    <message>
        <source>{who} buries a {value}</source>
        <translation>{who} vergräbt eine {value}</translation>
    </message>
    <message>
        <source>{who} buries {dice}</source>
        <translation>{who} vergräbt {dice}</translation>
    </message>
    <message>
        <source>{who} rolls the next set-aside die</source>
        <translation>{who} wirft den nächsten beiseitegelegten Würfel</translation>
    </message>
    <message>
        <source>{who} goes on with {tile}</source>
        <translation>{who} macht mit {tile} weiter</translation>
    </message>
    <message>
        <source>{who} moves no die</source>
        <translation>{who} versetzt keinen Würfel</translation>
    </message>
    <message>
        <source>{who} stops digging</source>
        <translation>{who} hört auf zu buddeln</translation>
    </message>
    <message>
        <source>{who} stops {tile}</source>
        <translation>{who} beendet {tile}</translation>
    </message>
    <message>
        <source>{who} turns a buried {from} in {owner}&apos;s yard down to the pool</source>
        <translation>{who} dreht eine vergrabene {from} im Garten ({owner}) herunter, zurück in den Vorrat</translation>
    </message>
    <message>
        <source>{who} turns a buried {from} in {owner}&apos;s yard up to {to}</source>
        <translation>{who} dreht eine vergrabene {from} im Garten ({owner}) hoch auf {to}</translation>
    </message>
    <message>
        <source>{who} turns a buried {from} in {owner}&apos;s yard down to {to}</source>
        <translation>{who} dreht eine vergrabene {from} im Garten ({owner}) herunter auf {to}</translation>
    </message>
    <message>
        <source>{who} moves the {value} from {dog} to the {space} space of {to}</source>
        <translation>{who} versetzt eine {value} von {dog} auf das {space}er-Feld bei {to}</translation>
    </message>
    <message>
        <source>{who} takes a die set to {value}</source>
        <translation>{who} nimmt einen Würfel und stellt ihn auf {value}</translation>
    </message>
    <message>
        <source>{who} names {value}</source>
        <translation>{who} sagt {value} an</translation>
    </message>
    <message numerus="yes">
        <source>{who} sets aside %n die</source>
        <comment>{who} sets aside %n dice</comment>
        <translation>
            <numerusform>{who} legt %n Würfel beiseite</numerusform>
            <numerusform>{who} legt %n Würfel beiseite</numerusform>
        </translation>
    </message>
    <message>
        <source>{who} takes a {value} back from the yard</source>
        <translation>{who} nimmt eine {value} aus dem Garten zurück</translation>
    </message>
    <message>
        <source>{who} takes the {value} back from {dog}</source>
        <translation>{who} nimmt eine {value} von {dog} zurück</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>das Spiel ist zu Ende</translation>
    </message>
    <message>
        <source>wait: dice are rolling or a card is being turned up</source>
        <translation>warte: Würfel rollen, oder eine Karte wird aufgedeckt</translation>
    </message>
    <message>
        <source>dice and cards are not chosen by players</source>
        <translation>Würfel und Karten wählt kein Spieler aus</translation>
    </message>
    <message>
        <source>a trick is chosen only at the start of your turn</source>
        <translation>einen Trick wählst du nur zu Beginn deines Zuges</translation>
    </message>
    <message>
        <source>there are six tile positions, 1 to 6</source>
        <translation>es gibt sechs Plätze für Plättchen, 1 bis 6</translation>
    </message>
    <message>
        <source>{tile} lies grey side up: it was already used</source>
        <translation>{tile} liegt mit der grauen Seite oben: Es wurde schon benutzt</translation>
    </message>
    <message>
        <source>scoring dogs takes a whole turn: choose it at the start of your turn</source>
        <translation>Hunde werten kostet einen ganzen Zug: Wähle es zu Beginn deines Zuges</translation>
    </message>
    <message>
        <source>none of your dogs is complete yet</source>
        <translation>noch keiner deiner Hunde ist fertig</translation>
    </message>
    <message>
        <source>there is no roll to reroll</source>
        <translation>es gibt keinen Wurf zum Neuwürfeln</translation>
    </message>
    <message>
        <source>too late: a die of this roll already has a place (treats only before that)</source>
        <translation>zu spät: Ein Würfel dieses Wurfs hat schon seinen Platz (Leckerlis nur vorher)</translation>
    </message>
    <message>
        <source>you have no treats</source>
        <translation>du hast keine Leckerlis</translation>
    </message>
    <message>
        <source>with Track you pick which dice to reroll</source>
        <translation>bei Schnüffeln wählst du, welche Würfel neu gewürfelt werden</translation>
    </message>
    <message>
        <source>a treat rerolls all the dice of the roll</source>
        <translation>ein Leckerli würfelt alle Würfel des Wurfs neu</translation>
    </message>
    <message>
        <source>there is no choice of dice to keep now</source>
        <translation>gerade gibt es keine Würfel zum Behalten auszuwählen</translation>
    </message>
    <message>
        <source>{tile} does not allow keeping those dice</source>
        <translation>{tile} erlaubt nicht, diese Würfel zu behalten</translation>
    </message>
    <message>
        <source>there is no die to place now</source>
        <translation>gerade ist kein Würfel zu setzen</translation>
    </message>
    <message>
        <source>first choose which dice to keep</source>
        <translation>wähle erst, welche Würfel du behältst</translation>
    </message>
    <message>
        <source>you have no such dog</source>
        <translation>diesen Hund hast du nicht</translation>
    </message>
    <message>
        <source>{dog} has no such space</source>
        <translation>{dog} hat kein solches Feld</translation>
    </message>
    <message>
        <source>that space already holds a die</source>
        <translation>auf dem Feld liegt schon ein Würfel</translation>
    </message>
    <message>
        <source>you have no rolled die showing {value}</source>
        <translation>in deinem Wurf ist keine {value}</translation>
    </message>
    <message>
        <source>there is no die to bury now</source>
        <translation>gerade ist kein Würfel zu vergraben</translation>
    </message>
    <message>
        <source>only one die is left</source>
        <translation>es ist nur noch ein Würfel übrig</translation>
    </message>
    <message>
        <source>choose a move or stop</source>
        <translation>wähle einen Zug oder hör auf</translation>
    </message>
    <message>
        <source>there is no optional step to take or decline now</source>
        <translation>gerade gibt es keinen freiwilligen Schritt zum Machen oder Auslassen</translation>
    </message>
    <message>
        <source>you are not digging</source>
        <translation>du bist gerade nicht beim Buddeln</translation>
    </message>
    <message>
        <source>there is no such buried die, or it cannot turn that way (a 6 cannot go up)</source>
        <translation>diesen vergrabenen Würfel gibt es nicht, oder er lässt sich nicht so drehen (eine 6 nicht höher)</translation>
    </message>
    <message>
        <source>you are not trotting</source>
        <translation>du bist gerade nicht beim Traben</translation>
    </message>
    <message>
        <source>move a die from a filled space to an empty space of your own dogs</source>
        <translation>versetze einen Würfel von einem besetzten auf ein leeres Feld deiner eigenen Hunde</translation>
    </message>
    <message>
        <source>you are not retrieving</source>
        <translation>du bist gerade nicht beim Bringen</translation>
    </message>
    <message>
        <source>the value must be one shown on the top dog of the deck</source>
        <translation>der Wert muss auf dem obersten Hund des Stapels stehen</translation>
    </message>
    <message>
        <source>you are not naming a value now</source>
        <translation>du sagst gerade keinen Wert an</translation>
    </message>
    <message>
        <source>name a value from 1 to 6</source>
        <translation>sag einen Wert von 1 bis 6 an</translation>
    </message>
    <message>
        <source>you are not setting dice aside now</source>
        <translation>du legst gerade keine Würfel beiseite</translation>
    </message>
    <message>
        <source>set aside 3 to 12 dice (as many as the pool has)</source>
        <translation>lege 3 bis 12 Würfel beiseite (höchstens so viele, wie im Vorrat sind)</translation>
    </message>
    <message>
        <source>you are not choosing Dogpile&apos;s third die now</source>
        <translation>du wählst gerade keinen dritten Würfel für Balgen</translation>
    </message>
    <message>
        <source>take a die that is in your yard or on one of your dogs</source>
        <translation>nimm einen Würfel aus deinem Garten oder von einem deiner Hunde</translation>
    </message>
    <message>
        <source>.</source>
        <comment>decimal point</comment>
        <translation>,</translation>
    </message>
    <message numerus="yes">
        <source>the next roll (%n die) cannot bust; a die fits a space with {fit} %</source>
        <comment>the next roll (%n dice) cannot bust; a die fits a space with {fit} %</comment>
        <translation>
            <numerusform>nächster Wurf (%n Würfel): kein Risiko zu überziehen; ein Würfel passt mit {fit} % auf ein Feld</numerusform>
            <numerusform>nächster Wurf (%n Würfel): kein Risiko zu überziehen; ein Würfel passt mit {fit} % auf ein Feld</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the next roll (%n die) busts with {bust} % chance; a die fits a space with {fit} %</source>
        <comment>the next roll (%n dice) busts with {bust} % chance; a die fits a space with {fit} %</comment>
        <translation>
            <numerusform>nächster Wurf (%n Würfel): Risiko zu überziehen {bust} %; ein Würfel passt mit {fit} % auf ein Feld</numerusform>
            <numerusform>nächster Wurf (%n Würfel): Risiko zu überziehen {bust} %; ein Würfel passt mit {fit} % auf ein Feld</numerusform>
        </translation>
    </message>
    <message>
        <source>Pies scored 6 dogs: Pies wins</source>
        <translation>Pies hat 6 Hunde gewertet: Pies gewinnt</translation>
    </message>
    <message>
        <source>{who} scored 6 dogs and wins</source>
        <translation>{who} hat 6 Hunde gewertet und gewinnt</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Aufbau</translation>
    </message>
    <message>
        <source>{who} — {tile}: rolling</source>
        <translation>{who} — {tile}: es wird gewürfelt</translation>
    </message>
    <message>
        <source>{who} — {tile}: place each die on a matching space or bury it</source>
        <translation>{who} — {tile}: Setze jeden Würfel auf ein passendes Feld oder vergrabe ihn</translation>
    </message>
    <message>
        <source>{who} — {tile}: roll again or stop</source>
        <translation>{who} — {tile}: Wirf noch einmal oder hör auf</translation>
    </message>
    <message>
        <source>{who} — Trot: move one placed die, or skip</source>
        <translation>{who} — Traben: Versetze einen gesetzten Würfel oder lass es</translation>
    </message>
    <message>
        <source>{who} — Retrieve: pick the value of your die</source>
        <translation>{who} — Bringen: Wähle den Wert deines Würfels</translation>
    </message>
    <message>
        <source>{who} — Guard: name a value</source>
        <translation>{who} — Wachen: Sag einen Wert an</translation>
    </message>
    <message>
        <source>{who} — Bolt: how many dice to set aside</source>
        <translation>{who} — Flitzen: Wie viele Würfel legst du beiseite?</translation>
    </message>
    <message>
        <source>{who} — Dogpile: take back one die from your yard or a dog</source>
        <translation>{who} — Balgen: Nimm einen Würfel aus deinem Garten oder von einem Hund zurück</translation>
    </message>
    <message>
        <source>Pies rolls its die</source>
        <translation>Pies würfelt</translation>
    </message>
    <message>
        <source>Setup: dealing dogs and rolling starting dice</source>
        <translation>Aufbau: Hunde werden verteilt, Startwürfel geworfen</translation>
    </message>
    <message>
        <source>{who} — choose a face-up trick or score your complete dogs</source>
        <translation>{who} — wähle ein offenes Trickplättchen oder werte deine fertigen Hunde</translation>
    </message>
    <message>
        <source>{who} — choose a face-up trick</source>
        <translation>{who} — wähle ein offenes Trickplättchen</translation>
    </message>
    <message>
        <source>{who} — {tile}: reroll with a treat or choose which dice to keep</source>
        <translation>{who} — {tile}: Würfle mit einem Leckerli neu oder wähle, welche Würfel du behältst</translation>
    </message>
    <message>
        <source>{who} — {tile}: choose which dice to keep</source>
        <translation>{who} — {tile}: Wähle, welche Würfel du behältst</translation>
    </message>
    <message>
        <source>{who} — {tile}: reroll with a treat, or place and bury the dice</source>
        <translation>{who} — {tile}: Würfle mit einem Leckerli neu oder setze und vergrabe deine Würfel</translation>
    </message>
    <message numerus="yes">
        <source>{who} — Dig: %n adjustment left</source>
        <comment>{who} — Dig: %n adjustments left</comment>
        <translation>
            <numerusform>{who} — Buddeln: noch %n Änderung</numerusform>
            <numerusform>{who} — Buddeln: noch %n Änderungen</numerusform>
        </translation>
    </message>
    <message>
        <source>none</source>
        <comment>no dice</comment>
        <translation>keine</translation>
    </message>
    <message numerus="yes">
        <source>Pies takes %n treat</source>
        <comment>Pies takes %n treats</comment>
        <translation>
            <numerusform>Pies nimmt %n Leckerli</numerusform>
            <numerusform>Pies nimmt %n Leckerlis</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pies hands back %n treat for a dog</source>
        <comment>Pies hands back %n treats for a dog</comment>
        <translation>
            <numerusform>Pies gibt %n Leckerli für einen Hund zurück</numerusform>
            <numerusform>Pies gibt %n Leckerlis für einen Hund zurück</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n treat on it</source>
        <comment>, %n treats on it</comment>
        <translation>
            <numerusform>, %n Leckerli darauf</numerusform>
            <numerusform>, %n Leckerlis darauf</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n die of this roll showing {face}</source>
        <comment>%n dice of this roll showing {face}</comment>
        <translation>
            <numerusform>%n Würfel dieses Wurfs zeigt {face}</numerusform>
            <numerusform>%n Würfel dieses Wurfs zeigen {face}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{filled} of {spaces} spaces filled, %n paw print</source>
        <comment>{filled} of {spaces} spaces filled, %n paw prints</comment>
        <translation>
            <numerusform>{filled} von {spaces} Feldern besetzt, %n Pfote</numerusform>
            <numerusform>{filled} von {spaces} Feldern besetzt, %n Pfoten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>scored {scored} of {win}, %n treat</source>
        <comment>scored {scored} of {win}, %n treats</comment>
        <translation>
            <numerusform>gewertet {scored} von {win}, %n Leckerli</numerusform>
            <numerusform>gewertet {scored} von {win}, %n Leckerlis</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>dogtable::games::ciapki::CiapkiTable</name>
    <message>
        <source>Pies&apos;s last die → tile %1</source>
        <translation>Pies’ letzter Würfel → Plättchen %1</translation>
    </message>
    <message>
        <source>Ciapki</source>
        <translation>Ciapki</translation>
    </message>
    <message>
        <source>stack %1</source>
        <translation>Stapel %1</translation>
    </message>
    <message>
        <source>used</source>
        <translation>benutzt</translation>
    </message>
    <message>
        <source>used · %1</source>
        <translation>benutzt · %1</translation>
    </message>
    <message>
        <source>Pies scored %1 dogs and wins</source>
        <translation>Pies hat %1 Hunde gewertet und gewinnt</translation>
    </message>
    <message>
        <source>%1 scored %2 dogs and wins!</source>
        <translation>%1 hat %2 Hunde gewertet und gewinnt!</translation>
    </message>
    <message>
        <source>Pies&apos;s turn</source>
        <translation>Pies ist am Zug</translation>
    </message>
    <message>
        <source>%1 — %2, step %3</source>
        <translation>%1 — %2, Schritt %3</translation>
    </message>
    <message>
        <source>%1&apos;s turn</source>
        <translation>%1 ist am Zug</translation>
    </message>
    <message>
        <source>Setting up</source>
        <translation>Aufbau</translation>
    </message>
    <message>
        <source>Deck: %1 more</source>
        <translation>Stapel: noch %1</translation>
    </message>
    <message>
        <source>pool %1</source>
        <translation>Vorrat %1</translation>
    </message>
    <message>
        <source>supply %1</source>
        <translation>Leckerlis %1</translation>
    </message>
    <message>
        <source>Set aside for Bolt: %1</source>
        <translation>Für Flitzen beiseitegelegt: %1</translation>
    </message>
    <message>
        <source>Guard named %1: higher dice go back</source>
        <translation>Wachen, angesagt %1: Höhere Würfel gehen zurück</translation>
    </message>
    <message>
        <source>Dig: changes left: %1</source>
        <translation>Buddeln: noch %1 Änderungen</translation>
    </message>
    <message>
        <source>Odds: too many dice to count</source>
        <translation>Chancen: zu viele Würfel zum Rechnen</translation>
    </message>
    <message>
        <source>.</source>
        <comment>decimal point</comment>
        <translation>,</translation>
    </message>
    <message>
        <source>Next roll (1 die): no risk of busting · it fits a space %1 %</source>
        <translation>Nächster Wurf (1 Würfel): kein Risiko · passt %1 %</translation>
    </message>
    <message>
        <source>Next roll (%2 dice): no risk of busting · a die fits %1 %</source>
        <translation>Nächster Wurf (%2 Würfel): kein Risiko · ein Würfel passt %1 %</translation>
    </message>
    <message>
        <source>Next roll (1 die): bust %1 % · it fits a space %2 %</source>
        <translation>Nächster Wurf (1 Würfel): überzogen %1 % · passt %2 %</translation>
    </message>
    <message>
        <source>Next roll (%3 dice): bust %1 % · a die fits %2 %</source>
        <translation>Nächster Wurf (%3 Würfel): überzogen %1 % · ein Würfel passt %2 %</translation>
    </message>
    <message>
        <source> — winner!</source>
        <translation> — gewinnt!</translation>
    </message>
    <message>
        <source>scored %1/%2</source>
        <translation>gewertet %1/%2</translation>
    </message>
    <message numerus="yes">
        <source>Yard: %1 of %n pips</source>
        <translation>
            <numerusform>Garten: %1 von %n Auge</numerusform>
            <numerusform>Garten: %1 von %n Augen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Yard %1/%n pips</source>
        <translation>
            <numerusform>Garten %1/%n Auge</numerusform>
            <numerusform>Garten %1/%n Augen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1/%n pips</source>
        <translation>
            <numerusform>%1/%n Auge</numerusform>
            <numerusform>%1/%n Augen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1/%2</source>
        <translation>%1/%2</translation>
    </message>
    <message>
        <source>bust</source>
        <translation>überzogen</translation>
    </message>
    <message>
        <source>Bury the %1: %2 — BUST</source>
        <translation>%1 vergraben: %2 — ÜBERZOGEN</translation>
    </message>
    <message>
        <source>Bury the %1: %2 of %3</source>
        <translation>%1 vergraben: %2 von %3</translation>
    </message>
    <message>
        <source>Pies — winner</source>
        <translation>Pies — gewinnt</translation>
    </message>
    <message>
        <source>Pies (solo automaton)</source>
        <translation>Pies (Solo-Automat)</translation>
    </message>
    <message>
        <source>no treats</source>
        <translation>keine Leckerlis</translation>
    </message>
    <message>
        <source>Each turn Pies rolls a die and looks at that tile number: a face-up tile is turned over and Pies takes its treats; a used tile gives Pies the deck&apos;s top dog. Holding %1 or more treats, Pies hands them all back for one more dog. %2 dogs win.</source>
        <translation>In jedem Zug würfelt Pies und schaut auf das Plättchen mit dieser Nummer: Ein offenes Plättchen wird umgedreht und Pies nimmt seine Leckerlis; ein benutztes Plättchen bringt Pies den obersten Hund des Stapels. Hat Pies %1 oder mehr Leckerlis, gibt er alle für einen weiteren Hund zurück. %2 Hunde gewinnen.</translation>
    </message>
    <message>
        <source>Odds aid</source>
        <translation>Chancenhilfe</translation>
    </message>
    <message>
        <source>Before an optional roll, show the exact chance of busting and of at least one die fitting a free space</source>
        <translation>Vor einem freiwilligen Wurf die genaue Chance zeigen, zu überziehen und dass mindestens ein Würfel auf ein freies Feld passt</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Open the rules page at what is on the table now (F1)</source>
        <translation>Die Regeln zu dem öffnen, was gerade auf dem Tisch liegt (F1)</translation>
    </message>
    <message numerus="yes">
        <source>⚠ %1 busts: yard %2, over %3 — %n die goes back to the pool.</source>
        <translation>
            <numerusform>⚠ %1 überzieht: Garten %2, mehr als %3 — %n Würfel geht zurück in den Vorrat.</numerusform>
            <numerusform>⚠ %1 überzieht: Garten %2, mehr als %3 — %n Würfel gehen zurück in den Vorrat.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>⚠ %1 busts: yard %2, over %3 — %n dice go back to the pool.</source>
        <translation>
            <numerusform>⚠ %1 überzieht: Garten %2, mehr als %3 — %n Würfel geht zurück in den Vorrat.</numerusform>
            <numerusform>⚠ %1 überzieht: Garten %2, mehr als %3 — %n Würfel gehen zurück in den Vorrat.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>⚠ The pool is empty: everyone busts — %n die goes back to the pool.</source>
        <translation>
            <numerusform>⚠ Der Vorrat ist leer: Alle überziehen — %n Würfel geht zurück in den Vorrat.</numerusform>
            <numerusform>⚠ Der Vorrat ist leer: Alle überziehen — %n Würfel gehen zurück in den Vorrat.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>⚠ The pool is empty: everyone busts — %n dice go back to the pool.</source>
        <translation>
            <numerusform>⚠ Der Vorrat ist leer: Alle überziehen — %n Würfel geht zurück in den Vorrat.</numerusform>
            <numerusform>⚠ Der Vorrat ist leer: Alle überziehen — %n Würfel gehen zurück in den Vorrat.</numerusform>
        </translation>
    </message>
    <message>
        <source>Pies rolls a %1: tile %1 is used, Pies takes the top dog</source>
        <translation>Pies würfelt eine %1: Plättchen %1 ist benutzt, Pies nimmt den obersten Hund</translation>
    </message>
    <message>
        <source>Pies rolls a %1: it turns %2 over</source>
        <translation>Pies würfelt eine %1: Er dreht %2 um</translation>
    </message>
    <message>
        <source>Pies scores %1 (%2 of %3)</source>
        <translation>Pies wertet %1 (%2 von %3)</translation>
    </message>
    <message>
        <source>Pies</source>
        <translation>Pies</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <source>Tile %1: %2</source>
        <translation>Plättchen %1: %2</translation>
    </message>
    <message>
        <source>Tile %1</source>
        <translation>Plättchen %1</translation>
    </message>
    <message>
        <source>not yet turned up</source>
        <translation>noch nicht aufgedeckt</translation>
    </message>
    <message>
        <source>used until the next reset</source>
        <translation>benutzt bis zum nächsten Aufdecken</translation>
    </message>
    <message>
        <source>face up</source>
        <translation>offen</translation>
    </message>
    <message>
        <source>Rolled %1</source>
        <translation>Gewürfelte %1</translation>
    </message>
    <message>
        <source>A die of this roll: choose it, then a matching empty space or your yard</source>
        <translation>Ein Würfel dieses Wurfs: Wähle ihn, dann ein passendes leeres Feld oder deinen Garten</translation>
    </message>
    <message>
        <source>Dog deck</source>
        <translation>Hundestapel</translation>
    </message>
    <message>
        <source>top: %1, %2 more under it</source>
        <translation>oben: %1, darunter noch %2</translation>
    </message>
    <message>
        <source>%1 cards</source>
        <translation>%1 Karten</translation>
    </message>
    <message>
        <source>Dice pool</source>
        <translation>Würfelvorrat</translation>
    </message>
    <message>
        <source>%1 dice</source>
        <translation>%1 Würfel</translation>
    </message>
    <message>
        <source>Treat supply</source>
        <translation>Leckerlivorrat</translation>
    </message>
    <message>
        <source>%1 treats</source>
        <translation>%1 Leckerlis</translation>
    </message>
    <message>
        <source>%1 (%2&apos;s dog)</source>
        <translation>%1 (gehört %2)</translation>
    </message>
    <message>
        <source>%1, space %2</source>
        <translation>%1, Feld %2</translation>
    </message>
    <message>
        <source>holds a %1</source>
        <translation>darauf liegt eine %1</translation>
    </message>
    <message>
        <source>empty, takes a %1</source>
        <translation>leer, braucht eine %1</translation>
    </message>
    <message>
        <source>%1&apos;s yard</source>
        <translation>Garten (%1)</translation>
    </message>
    <message>
        <source>%1, total %2 of %3</source>
        <translation>%1, Summe %2 von %3</translation>
    </message>
    <message>
        <source>Buried %1</source>
        <translation>Vergrabene %1</translation>
    </message>
    <message>
        <source>in %1&apos;s yard</source>
        <translation>im Garten (%1)</translation>
    </message>
    <message>
        <source>Pies rolls a die each turn: a face-up tile at that number is turned over (Pies takes its treats); a used tile gives Pies the top dog. With %1 or more treats Pies hands them all back for another dog.</source>
        <translation>Pies würfelt in jedem Zug: Ein offenes Plättchen mit dieser Nummer wird umgedreht (Pies nimmt seine Leckerlis); ein benutztes Plättchen bringt Pies den obersten Hund. Mit %1 oder mehr Leckerlis gibt Pies alle für einen weiteren Hund zurück.</translation>
    </message>
    <message>
        <source>Pies&apos;s last die</source>
        <translation>Pies’ letzter Würfel</translation>
    </message>
    <message>
        <source>it showed %1</source>
        <translation>zeigte %1</translation>
    </message>
    <message>
        <source>not rolled yet</source>
        <translation>noch nicht gewürfelt</translation>
    </message>
    <message>
        <source>%1 is grey side up: it was already used</source>
        <translation>%1 liegt mit der grauen Seite oben: Es wurde schon benutzt</translation>
    </message>
    <message>
        <source>First choose which dice to keep (buttons below)</source>
        <translation>Wähle erst, welche Würfel du behältst (Schaltflächen unten)</translation>
    </message>
    <message>
        <source>That space does not take a %1 (or is not empty)</source>
        <translation>Auf dieses Feld passt keine %1 (oder es ist nicht leer)</translation>
    </message>
    <message>
        <source>Choose a die of the roll first, then a matching space or your yard</source>
        <translation>Wähle erst einen Würfel des Wurfs, dann ein passendes Feld oder deinen Garten</translation>
    </message>
    <message>
        <source>Choose a die of the roll first</source>
        <translation>Wähle erst einen Würfel des Wurfs</translation>
    </message>
    <message>
        <source>A tile not yet turned up</source>
        <translation>Ein noch nicht aufgedecktes Plättchen</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 — %2&lt;/b&gt; (%3, %4)</source>
        <translation>&lt;b&gt;%1 — %2&lt;/b&gt; (%3, %4)</translation>
    </message>
    <message>
        <source>&lt;br&gt;Treats on it: %1 (they go to whoever picks it)</source>
        <translation>&lt;br&gt;Leckerlis darauf: %1 (wer es wählt, bekommt sie)</translation>
    </message>
    <message>
        <source>&lt;br&gt;Stack of %1 %2 tiles (off-leash)</source>
        <translation>&lt;br&gt;Stapel aus %1 Plättchen, %2 (ohne Leine)</translation>
    </message>
    <message>
        <source> (filled)</source>
        <translation> (besetzt)</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2&apos;s dog)&lt;br&gt;Spaces: %3&lt;br&gt;Paw prints: %4</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; (gehört %2)&lt;br&gt;Felder: %3&lt;br&gt;Pfoten: %4</translation>
    </message>
    <message>
        <source>The dog deck is empty</source>
        <translation>Der Hundestapel ist leer</translation>
    </message>
    <message>
        <source>Top of the dog deck: &lt;b&gt;%1&lt;/b&gt; (spaces %2, paw prints %3); %4 cards under it</source>
        <translation>Oben auf dem Hundestapel: &lt;b&gt;%1&lt;/b&gt; (Felder %2, Pfoten %3); darunter %4 Karten</translation>
    </message>
    <message>
        <source>%1&apos;s yard: %2 (total %3). Above %4 is a bust: every die on this player&apos;s dogs and in the yard goes back.</source>
        <translation>Garten (%1): %2 (Summe %3). Über %4 ist überzogen: Alle Würfel auf den Hunden und im Garten dieses Spielers gehen zurück.</translation>
    </message>
    <message>
        <source>Score complete dogs</source>
        <translation>Fertige Hunde werten</translation>
    </message>
    <message>
        <source>Use your whole turn to score every complete dog</source>
        <translation>Nutze deinen ganzen Zug, um alle fertigen Hunde zu werten</translation>
    </message>
    <message>
        <source>Re-roll all (1 treat)</source>
        <translation>Alle neu würfeln (1 Leckerli)</translation>
    </message>
    <message>
        <source>Spend a treat to roll every die of this roll again</source>
        <translation>Gib ein Leckerli aus, um alle Würfel dieses Wurfs neu zu würfeln</translation>
    </message>
    <message>
        <source>Re-roll (1 treat)</source>
        <translation>Neu würfeln (1 Leckerli)</translation>
    </message>
    <message>
        <source>Track: spend a treat to roll just these dice again</source>
        <translation>Schnüffeln: Gib ein Leckerli aus, um nur diese Würfel neu zu würfeln</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>Behalten</translation>
    </message>
    <message>
        <source>Return all</source>
        <translation>Alle zurückgeben</translation>
    </message>
    <message>
        <source>%1: keep these dice, the others go back to the pool</source>
        <translation>%1: Diese Würfel behalten, die anderen gehen zurück in den Vorrat</translation>
    </message>
    <message>
        <source>Bury the rest — bust!</source>
        <translation>Rest vergraben — überzogen!</translation>
    </message>
    <message>
        <source>Burying %1 makes your yard %2, over %3: you bust, every die on your dogs and in your yard goes back to the pool and your turn ends</source>
        <translation>Vergräbst du %1, hat dein Garten %2, mehr als %3: Du überziehst, alle Würfel auf deinen Hunden und in deinem Garten gehen zurück in den Vorrat, und dein Zug endet</translation>
    </message>
    <message>
        <source>Bury the rest</source>
        <translation>Rest vergraben</translation>
    </message>
    <message>
        <source>Bury every die still in front of you in your yard (yard %1 of %2 after)</source>
        <translation>Alle Würfel, die noch vor dir liegen, im Garten vergraben (danach Garten %1 von %2)</translation>
    </message>
    <message>
        <source>Yes, roll</source>
        <translation>Ja, würfeln</translation>
    </message>
    <message>
        <source>Roll the next die</source>
        <translation>Nächsten Würfel werfen</translation>
    </message>
    <message>
        <source>Yes, Dogpile again</source>
        <translation>Ja, noch mal Balgen</translation>
    </message>
    <message>
        <source>Yes, roll 1 die</source>
        <translation>Ja, 1 Würfel werfen</translation>
    </message>
    <message>
        <source>Yes, roll %1 dice</source>
        <translation>Ja, %1 Würfel werfen</translation>
    </message>
    <message>
        <source>Do the optional step of %1</source>
        <translation>Den freiwilligen Schritt machen (%1)</translation>
    </message>
    <message>
        <source>No, stop</source>
        <translation>Nein, aufhören</translation>
    </message>
    <message>
        <source>Done digging</source>
        <translation>Fertig gebuddelt</translation>
    </message>
    <message>
        <source>Move no die</source>
        <translation>Keinen Würfel versetzen</translation>
    </message>
    <message>
        <source>Stop (return 1 die)</source>
        <translation>Aufhören (1 Würfel zurück)</translation>
    </message>
    <message>
        <source>Stop (return %1 dice)</source>
        <translation>Aufhören (%1 Würfel zurück)</translation>
    </message>
    <message>
        <source>Decline and go on</source>
        <translation>Auslassen und weiterspielen</translation>
    </message>
    <message>
        <source>Turn a buried %1 in your yard up</source>
        <translation>Eine vergrabene %1 in deinem Garten hochdrehen</translation>
    </message>
    <message>
        <source>Turn a buried %1 in your yard down</source>
        <translation>Eine vergrabene %1 in deinem Garten herunterdrehen</translation>
    </message>
    <message>
        <source>Turn a buried %1 in %2&apos;s yard up</source>
        <translation>Eine vergrabene %1 im Garten (%2) hochdrehen</translation>
    </message>
    <message>
        <source>Turn a buried %1 in %2&apos;s yard down</source>
        <translation>Eine vergrabene %1 im Garten (%2) herunterdrehen</translation>
    </message>
    <message>
        <source>: your yard goes to %1, over %2 — you bust and your turn ends</source>
        <translation>: Dein Garten kommt auf %1, mehr als %2 — du überziehst und dein Zug endet</translation>
    </message>
    <message>
        <source>: the yard goes to %1, over %2 — %3 busts</source>
        <translation>: Der Garten kommt auf %1, mehr als %2 — %3 überzieht</translation>
    </message>
    <message>
        <source>your up — bust!</source>
        <translation>Deiner hoch — überzogen!</translation>
    </message>
    <message>
        <source>your up</source>
        <translation>Deiner hoch</translation>
    </message>
    <message>
        <source>your down</source>
        <translation>Deiner runter</translation>
    </message>
    <message>
        <source>%1&apos;s up — bust!</source>
        <translation>%1: hoch — überzogen!</translation>
    </message>
    <message>
        <source>%1&apos;s up</source>
        <translation>%1: hoch</translation>
    </message>
    <message>
        <source>%1&apos;s down</source>
        <translation>%1: runter</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Ansagen</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>Nehmen</translation>
    </message>
    <message>
        <source>Guard: dice above this value will go back</source>
        <translation>Wachen: Würfel über diesem Wert gehen zurück</translation>
    </message>
    <message>
        <source>Retrieve: a die set to this value</source>
        <translation>Bringen: ein Würfel mit diesem Wert</translation>
    </message>
    <message>
        <source>Bolt: set aside %1 dice</source>
        <translation>Flitzen: %1 Würfel beiseitelegen</translation>
    </message>
    <message>
        <source>From yard</source>
        <translation>Aus dem Garten</translation>
    </message>
    <message>
        <source>Dogpile: take this die back from your yard</source>
        <translation>Balgen: diesen Würfel aus deinem Garten zurücknehmen</translation>
    </message>
</context>
</TS>
