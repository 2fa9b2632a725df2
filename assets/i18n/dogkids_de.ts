<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>dogkids</name>
    <message numerus="yes">
        <source>The discard pile is shuffled into a new draw pile (%n card).</source>
        <comment>The discard pile is shuffled into a new draw pile (%n cards).</comment>
        <translation>
            <numerusform>Der Ablagestapel wird gemischt und ist der neue Nachziehstapel (%n Karte).</numerusform>
            <numerusform>Der Ablagestapel wird gemischt und ist der neue Nachziehstapel (%n Karten).</numerusform>
        </translation>
    </message>
    <message>
        <source>Dog Kids</source>
        <translation>Dog Kids</translation>
    </message>
    <message>
        <source>Race three dogs round the board: each card sends a dog to the next field of its colour.</source>
        <translation>Bring deine drei Hunde einmal rund um den Spielplan ins Ziel: Jede Karte schickt einen Hund auf das nächste Feld ihrer Farbe.</translation>
    </message>
    <message>
        <source>Team game</source>
        <translation>Teamspiel</translation>
    </message>
    <message>
        <source>3 or 4 players: partners push each other&apos;s dogs and win together (4 players: opposite seats).</source>
        <translation>3 oder 4 Spieler: Teampartner schubsen die Hunde des anderen und gewinnen gemeinsam (bei 4 Spielern sitzen sie sich gegenüber).</translation>
    </message>
    <message>
        <source>Solo player (3-player team game)</source>
        <translation>Solospieler (Teamspiel zu dritt)</translation>
    </message>
    <message>
        <source>With 3 players in the team game, this seat plays alone; the other two are partners.</source>
        <translation>Im Teamspiel zu dritt spielt dieser Platz allein; die anderen beiden sind Teampartner.</translation>
    </message>
    <message>
        <source>Empty place (3 players)</source>
        <translation>Freier Platz (3 Spieler)</translation>
    </message>
    <message>
        <source>white</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>grey</source>
        <translation>Grau</translation>
    </message>
    <message>
        <source>brown</source>
        <translation>Braun</translation>
    </message>
    <message>
        <source>black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>With 3 players one of the four places stays empty; the others take the next three clockwise. The player after the empty place is a little weaker.</source>
        <translation>Bei 3 Spielern bleibt einer der vier Plätze frei; die anderen nehmen die nächsten drei im Uhrzeigersinn. Wer nach dem freien Platz sitzt, hat es etwas schwerer.</translation>
    </message>
    <message>
        <source>Who plays first: the box says the youngest player. Play goes on clockwise.</source>
        <translation>Wer beginnt: laut Spielanleitung der jüngste Spieler. Dann geht es im Uhrzeigersinn weiter.</translation>
    </message>
    <message>
        <source>Board edition</source>
        <translation>Spielplan-Ausgabe</translation>
    </message>
    <message>
        <source>1: the symmetric board (2026-11-24); 0: the first board, for games saved before it.</source>
        <translation>1: der symmetrische Spielplan (24.11.2026); 0: der erste Spielplan, für vorher gespeicherte Partien.</translation>
    </message>
    <message>
        <source>the team game needs 3 or 4 players</source>
        <translation>das Teamspiel braucht 3 oder 4 Spieler</translation>
    </message>
    <message>
        <source>dogs home</source>
        <translation>Hunde im Ziel</translation>
    </message>
    <message>
        <source>partner&apos;s dogs home</source>
        <translation>Hunde des Teampartners im Ziel</translation>
    </message>
    <message>
        <source>the waiting area</source>
        <translation>die Felder vor der Hundehütte</translation>
    </message>
    <message>
        <source>home field {n}</source>
        <translation>Zielfeld {n}</translation>
    </message>
    <message>
        <source>field {n} (kennel field)</source>
        <translation>Feld {n} (Hundehüttenfeld)</translation>
    </message>
    <message>
        <source>field {n}</source>
        <translation>Feld {n}</translation>
    </message>
    <message>
        <source>red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>Blau</translation>
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
        <source>red</source>
        <comment>card</comment>
        <translation>Rot</translation>
    </message>
    <message>
        <source>blue</source>
        <comment>card</comment>
        <translation>Blau</translation>
    </message>
    <message>
        <source>yellow</source>
        <comment>card</comment>
        <translation>Gelb</translation>
    </message>
    <message>
        <source>green</source>
        <comment>card</comment>
        <translation>Grün</translation>
    </message>
    <message>
        <source>double red</source>
        <translation>Doppelschritt Rot</translation>
    </message>
    <message>
        <source>double blue</source>
        <translation>Doppelschritt Blau</translation>
    </message>
    <message>
        <source>double yellow</source>
        <translation>Doppelschritt Gelb</translation>
    </message>
    <message>
        <source>double green</source>
        <translation>Doppelschritt Grün</translation>
    </message>
    <message>
        <source>kennel</source>
        <comment>card</comment>
        <translation>Hundehütte</translation>
    </message>
    <message>
        <source>swap</source>
        <comment>card</comment>
        <translation>Hundetausch</translation>
    </message>
    <message>
        <source>red/blue</source>
        <translation>Rot/Blau</translation>
    </message>
    <message>
        <source>red/yellow</source>
        <translation>Rot/Gelb</translation>
    </message>
    <message>
        <source>red/green</source>
        <translation>Rot/Grün</translation>
    </message>
    <message>
        <source>blue/yellow</source>
        <translation>Blau/Gelb</translation>
    </message>
    <message>
        <source>blue/green</source>
        <translation>Blau/Grün</translation>
    </message>
    <message>
        <source>yellow/green</source>
        <translation>Gelb/Grün</translation>
    </message>
    <message>
        <source>of the white dogs</source>
        <translation>der weißen Hunde</translation>
    </message>
    <message>
        <source>of the grey dogs</source>
        <translation>der grauen Hunde</translation>
    </message>
    <message>
        <source>of the brown dogs</source>
        <translation>der braunen Hunde</translation>
    </message>
    <message>
        <source>of the black dogs</source>
        <translation>der schwarzen Hunde</translation>
    </message>
    <message>
        <source>white dogs</source>
        <translation>die weißen Hunde</translation>
    </message>
    <message>
        <source>grey dogs</source>
        <translation>die grauen Hunde</translation>
    </message>
    <message>
        <source>brown dogs</source>
        <translation>die braunen Hunde</translation>
    </message>
    <message>
        <source>black dogs</source>
        <translation>die schwarzen Hunde</translation>
    </message>
    <message>
        <source>white dog {n}</source>
        <translation>weißer Hund {n}</translation>
    </message>
    <message>
        <source>grey dog {n}</source>
        <translation>grauer Hund {n}</translation>
    </message>
    <message>
        <source>brown dog {n}</source>
        <translation>brauner Hund {n}</translation>
    </message>
    <message>
        <source>black dog {n}</source>
        <translation>schwarzer Hund {n}</translation>
    </message>
    <message>
        <source>{who} plays first</source>
        <translation>{who} beginnt</translation>
    </message>
    <message>
        <source>{who} draws a {card} card</source>
        <translation>{who} zieht die Karte {card}</translation>
    </message>
    <message>
        <source>{who} draws a card</source>
        <translation>{who} zieht eine Karte</translation>
    </message>
    <message>
        <source>{who} changes the whole hand</source>
        <translation>{who} wirft alle Handkarten ab und zieht neue</translation>
    </message>
    <message>
        <source>{who} offers a {card} card to swap</source>
        <translation>{who} bietet die Karte {card} zum Tausch an</translation>
    </message>
    <message>
        <source>{who} keeps all cards</source>
        <translation>{who} behält alle Karten</translation>
    </message>
    <message>
        <source>{who} decides about the card exchange</source>
        <translation>{who} entscheidet über den Kartentausch</translation>
    </message>
    <message>
        <source>{line} — {first} and {second} swap one card</source>
        <translation>{line} — {first} und {second} tauschen eine Karte</translation>
    </message>
    <message>
        <source>{line} — no cards are swapped</source>
        <translation>{line} — es wird keine Karte getauscht</translation>
    </message>
    <message>
        <source>{who} plays {card} as {colour}</source>
        <translation>{who} spielt die Karte {card} als {colour} aus</translation>
    </message>
    <message>
        <source>{who} plays {card}</source>
        <translation>{who} spielt die Karte {card} aus</translation>
    </message>
    <message>
        <source>{play} (impossible)</source>
        <translation>{play} (nicht möglich)</translation>
    </message>
    <message>
        <source>{play}: {dog} and {other} swap places</source>
        <translation>{play}: {dog} und {other} tauschen die Plätze</translation>
    </message>
    <message>
        <source>{dog} enters the start field</source>
        <translation>{dog} kommt aufs Startfeld</translation>
    </message>
    <message>
        <source>{dog} to {place}</source>
        <translation>{dog} rückt auf {place}</translation>
    </message>
    <message>
        <source>pushes {dog} to {place}</source>
        <translation>{dog} wird auf {place} geschubst</translation>
    </message>
    <message>
        <source>knocks out {dog}</source>
        <translation>{dog} fliegt raus</translation>
    </message>
    <message>
        <source>{play}: {moves}</source>
        <translation>{play}: {moves}</translation>
    </message>
    <message>
        <source>Drawing the first player</source>
        <translation>Wer beginnt, wird ausgelost</translation>
    </message>
    <message>
        <source>Drawing cards</source>
        <translation>Karten werden gezogen</translation>
    </message>
    <message>
        <source>{who} — offer a card to your partner {partner} or keep your cards</source>
        <translation>{who} — biete deinem Teampartner {partner} eine Karte an oder behalte deine Karten</translation>
    </message>
    <message>
        <source>{who} — all your dogs are home: move {partner}&apos;s dogs, or change your hand</source>
        <translation>{who} — alle deine Hunde sind im Ziel: Bewege die Hunde von {partner} oder nimm neue Karten</translation>
    </message>
    <message>
        <source>{who} — play a card and move a dog, or change your hand</source>
        <translation>{who} — spiele eine Karte aus und bewege einen Hund oder nimm neue Karten</translation>
    </message>
    <message>
        <source>Game over — {who} wins</source>
        <translation>Spielende — {who} gewinnt</translation>
    </message>
    <message>
        <source>Game over — {first} and {second} win</source>
        <translation>Spielende — {first} und {second} gewinnen</translation>
    </message>
    <message>
        <source>Game over — {who} win</source>
        <translation>Spielende — {who} gewinnen</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>das Spiel ist zu Ende</translation>
    </message>
    <message>
        <source>cards are being drawn; no player acts now</source>
        <translation>es werden Karten gezogen; gerade ist niemand am Zug</translation>
    </message>
    <message>
        <source>cards are drawn automatically</source>
        <translation>Karten werden automatisch gezogen</translation>
    </message>
    <message>
        <source>you have no such card to offer</source>
        <translation>diese Karte hast du nicht zum Anbieten</translation>
    </message>
    <message>
        <source>first decide about the card exchange: offer a card or keep your cards</source>
        <translation>entscheide erst über den Kartentausch: Biete eine Karte an oder behalte deine Karten</translation>
    </message>
    <message>
        <source>there is no card exchange now</source>
        <translation>gerade wird nicht getauscht</translation>
    </message>
    <message>
        <source>there is no such card</source>
        <translation>diese Karte gibt es nicht</translation>
    </message>
    <message>
        <source>you do not hold a {card} card</source>
        <translation>du hast keine Karte {card} auf der Hand</translation>
    </message>
    <message>
        <source>there is no such dog</source>
        <translation>diesen Hund gibt es nicht</translation>
    </message>
    <message>
        <source>all your dogs are home: you now move {partner}&apos;s dogs</source>
        <translation>alle deine Hunde sind im Ziel: Du bewegst jetzt die Hunde von {partner}</translation>
    </message>
    <message>
        <source>you can only move your own dogs</source>
        <translation>du darfst nur deine eigenen Hunde bewegen</translation>
    </message>
    <message>
        <source>a {card} card only moves a dog that is on the ring</source>
        <translation>die Karte {card} bewegt nur einen Hund, der auf dem Spielplan unterwegs ist</translation>
    </message>
    <message>
        <source>swap with a dog of another player</source>
        <translation>tausche mit einem Hund eines anderen Spielers</translation>
    </message>
    <message>
        <source>dogs at home or in front of their kennel cannot be swapped</source>
        <translation>Hunde im Ziel oder vor ihrer Hundehütte dürfen nicht getauscht werden</translation>
    </message>
    <message>
        <source>the {card} card does not show that colour</source>
        <translation>die Karte {card} hat diese Farbe nicht</translation>
    </message>
    <message>
        <source>a waiting dog enters only with a card of its start field&apos;s colour ({colour})</source>
        <translation>ein Hund vor der Hundehütte kommt nur mit einer Karte in der Farbe seines Startfelds heraus ({colour})</translation>
    </message>
    <message>
        <source>a waiting dog enters only with a card of its start field&apos;s colours ({first} or {second})</source>
        <translation>ein Hund vor der Hundehütte kommt nur mit einer Karte in einer Farbe seines Startfelds heraus ({first} oder {second})</translation>
    </message>
    <message>
        <source>your own dog is on the start field: move it on first</source>
        <translation>dein eigener Hund steht auf dem Startfeld: Zieh ihn erst weiter</translation>
    </message>
    <message>
        <source>there is no free {colour} field ahead of this dog</source>
        <translation>vor diesem Hund gibt es kein freies Feld der Farbe {colour} mehr</translation>
    </message>
    <message>
        <source>the pushed partner&apos;s dog would have no field to go to</source>
        <translation>der geschubste Hund des Teampartners hätte kein Feld, auf das er ziehen kann</translation>
    </message>
    <message>
        <source>there is no free kennel field ahead of this dog</source>
        <translation>vor diesem Hund gibt es kein freies Hundehüttenfeld mehr</translation>
    </message>
    <message>
        <source>Field {n}: start field {dogs}, {first} and {second} (not safe: two colours reach it)</source>
        <translation>Feld {n}: Startfeld {dogs}, {first} und {second} (riskant: man wird hier mit zwei Farben geschlagen)</translation>
    </message>
    <message>
        <source>Field {n}: kennel field, {colour}. A dog here is safe; while it is taken, moves skip it.</source>
        <translation>Feld {n}: Hundehüttenfeld, {colour}. Ein Hund hier ist geschützt; solange es besetzt ist, wird es übersprungen.</translation>
    </message>
    <message>
        <source>Field {n}: {colour}</source>
        <translation>Feld {n}: {colour}</translation>
    </message>
    <message>
        <source>Home field {n} {dogs}: {colour}. Only {these} come here, and they are safe.</source>
        <translation>Zielfeld {n} {dogs}: {colour}. Nur {these} kommen hierher, und hier sind sie geschützt.</translation>
    </message>
    <message>
        <source>The food bowl {dogs}, at the end of their home lane.</source>
        <translation>Der Futternapf {dogs}, am Ende der Zielfelder.</translation>
    </message>
    <message>
        <source>Kennel {dogs}. A waiting dog enters on field {n} with a {first} or {second} card.</source>
        <translation>Hundehütte {dogs}. Ein Hund von hier kommt mit einer Karte {first} oder {second} auf Feld {n}.</translation>
    </message>
    <message>
        <source>waiting in front of the kennel</source>
        <translation>wartet vor der Hundehütte</translation>
    </message>
    <message>
        <source>home (safe)</source>
        <translation>im Ziel (geschützt)</translation>
    </message>
    <message>
        <source>on field {n}, safe on a kennel field</source>
        <translation>auf Feld {n}, geschützt auf einem Hundehüttenfeld</translation>
    </message>
    <message>
        <source>on field {n}</source>
        <translation>auf Feld {n}</translation>
    </message>
    <message>
        <source>double red</source>
        <comment>card face</comment>
        <translation>Doppel­schritt Rot</translation>
    </message>
    <message>
        <source>double blue</source>
        <comment>card face</comment>
        <translation>Doppel­schritt Blau</translation>
    </message>
    <message>
        <source>double yellow</source>
        <comment>card face</comment>
        <translation>Doppel­schritt Gelb</translation>
    </message>
    <message>
        <source>double green</source>
        <comment>card face</comment>
        <translation>Doppel­schritt Grün</translation>
    </message>
    <message>
        <source>kennel</source>
        <comment>card face</comment>
        <translation>Hunde­hütte</translation>
    </message>
    <message>
        <source>swap</source>
        <comment>card face</comment>
        <translation>Hunde­tausch</translation>
    </message>
    <message>
        <source>red</source>
        <comment>card face</comment>
        <translation>Rot</translation>
    </message>
    <message>
        <source>blue</source>
        <comment>card face</comment>
        <translation>Blau</translation>
    </message>
    <message>
        <source>yellow</source>
        <comment>card face</comment>
        <translation>Gelb</translation>
    </message>
    <message>
        <source>green</source>
        <comment>card face</comment>
        <translation>Grün</translation>
    </message>
    <message>
        <source>fields left to home</source>
        <translation>Felder bis ins Ziel</translation>
    </message>
    <message>
        <source>white dog {n}</source>
        <comment>in a sentence</comment>
        <translation>der weiße Hund {n}</translation>
    </message>
    <message>
        <source>grey dog {n}</source>
        <comment>in a sentence</comment>
        <translation>der graue Hund {n}</translation>
    </message>
    <message>
        <source>brown dog {n}</source>
        <comment>in a sentence</comment>
        <translation>der braune Hund {n}</translation>
    </message>
    <message>
        <source>black dog {n}</source>
        <comment>in a sentence</comment>
        <translation>der schwarze Hund {n}</translation>
    </message>
    <message>
        <source>field {n} (start field {dogs})</source>
        <translation>Feld {n} (Startfeld {dogs})</translation>
    </message>
    <message>
        <source>Move one of your dogs to the next {colour} field ahead, or bring a waiting dog onto your start field if it shows {colour}.</source>
        <translation>Ziehe einen deiner Hunde auf das nächste Feld der Farbe {colour} oder setze einen wartenden Hund auf dein Startfeld, wenn es {colour} zeigt.</translation>
    </message>
    <message>
        <source>Move a dog to the second free {colour} field ahead; the first one is jumped and nothing happens there.</source>
        <translation>Ziehe einen Hund auf das übernächste freie Feld der Farbe {colour}; das erste wird übersprungen, dort passiert nichts.</translation>
    </message>
    <message>
        <source>Pick one of the two colours, then it works like a single card of that colour.</source>
        <translation>Such dir eine der beiden Farben aus; dann gilt die Karte wie eine einfache Farbkarte dieser Farbe.</translation>
    </message>
    <message>
        <source>A dog on the ring jumps to the next free kennel field ahead, where it is safe.</source>
        <translation>Ein Hund auf dem Spielplan springt auf das nächste freie Hundehüttenfeld, wo er geschützt ist.</translation>
    </message>
    <message>
        <source>One of your dogs on the ring changes places with another player&apos;s dog on the ring.</source>
        <translation>Einer deiner Hunde auf dem Spielplan tauscht den Platz mit einem Hund eines anderen Spielers.</translation>
    </message>
</context>
<context>
    <name>dogtable::games::dogkids::DogKidsTable</name>
    <message>
        <source>The table is hidden.</source>
        <translation>Der Tisch ist verdeckt.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source> (you)</source>
        <translation> (du)</translation>
    </message>
    <message numerus="yes">
        <source>%n cards · %1/%2 home</source>
        <translation>
            <numerusform>%n Karte · %1/%2 im Ziel</numerusform>
            <numerusform>%n Karten · %1/%2 im Ziel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cards · %1/%2</source>
        <translation>
            <numerusform>%n Karte · %1/%2</numerusform>
            <numerusform>%n Karten · %1/%2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 c. · %2/%3</source>
        <translation>%1 K. · %2/%3</translation>
    </message>
    <message>
        <source>team %1, with %2</source>
        <translation>Team %1, mit %2</translation>
    </message>
    <message>
        <source>plays alone</source>
        <translation>spielt allein</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <source>%1 left</source>
        <translation>%1 übrig</translation>
    </message>
    <message>
        <source>%1 played</source>
        <translation>%1 abgelegt</translation>
    </message>
    <message>
        <source>Card exchange with your partner: pick a card and offer it, or keep your cards. Cards change hands only if you both offer one.</source>
        <translation>Kartentausch mit deinem Teampartner: Wähle eine Karte und biete sie an oder behalte deine Karten. Getauscht wird nur, wenn ihr beide eine anbietet.</translation>
    </message>
    <message>
        <source>None of your cards can move a dog now: press Change hand to swap your whole hand.</source>
        <translation>Mit keiner deiner Karten kann jetzt ein Hund ziehen: Drücke „Neue Karten“, um alle Handkarten abzuwerfen.</translation>
    </message>
    <message>
        <source>All your dogs are home: your cards now move your partner&apos;s dogs.</source>
        <translation>Alle deine Hunde sind im Ziel: Deine Karten bewegen jetzt die Hunde deines Teampartners.</translation>
    </message>
    <message>
        <source>Choose one of your glowing cards: the dogs it can move then light up. Hover a dog to see where it lands.</source>
        <translation>Wähle eine deiner leuchtenden Karten: Dann leuchten die Hunde auf, die sie bewegen kann. Zeig auf einen Hund, um zu sehen, wo er landet.</translation>
    </message>
    <message>
        <source>The partners are deciding about a card exchange.</source>
        <translation>Die Teampartner entscheiden über einen Kartentausch.</translation>
    </message>
    <message>
        <source>Game over: %1 and %2 won.</source>
        <translation>Spielende: %1 und %2 haben gewonnen.</translation>
    </message>
    <message>
        <source>Game over: %1 won.</source>
        <translation>Spielende: %1 hat gewonnen.</translation>
    </message>
    <message>
        <source>Watching: hands are hidden.</source>
        <translation>Zuschauen: Die Handkarten sind verdeckt.</translation>
    </message>
    <message>
        <source>Your cards</source>
        <translation>Deine Karten</translation>
    </message>
    <message>
        <source>
(offered: %1)</source>
        <translation>
(angeboten: %1)</translation>
    </message>
    <message>
        <source>Change hand</source>
        <translation>Neue Karten</translation>
    </message>
    <message>
        <source>Discard all %1 cards and draw %1 new ones; your turn ends without a move.</source>
        <translation>Alle %1 Handkarten abwerfen und %1 neue ziehen; dein Zug endet ohne Hundezug.</translation>
    </message>
    <message>
        <source>Keep my cards</source>
        <translation>Karten behalten</translation>
    </message>
    <message>
        <source>Do not exchange a card this time (an exchange needs both partners).</source>
        <translation>Diesmal keine Karte tauschen (zum Tauschen müssen beide Teampartner mitmachen).</translation>
    </message>
    <message>
        <source>Offer this card</source>
        <translation>Diese Karte anbieten</translation>
    </message>
    <message>
        <source>Slide the chosen card face down to your partner; you get theirs if they offer one too.</source>
        <translation>Schiebe die gewählte Karte verdeckt zu deinem Teampartner; du bekommst seine, wenn er auch eine anbietet.</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Open the Dog Kids rules at the part that fits now (F1).</source>
        <translation>Die Dog Kids-Regeln an der passenden Stelle öffnen (F1).</translation>
    </message>
    <message>
        <source>Field %1</source>
        <translation>Feld %1</translation>
    </message>
    <message>
        <source>Home field %1 %2</source>
        <extracomment>%2: &quot;of the white dogs&quot;</extracomment>
        <translation>Zielfeld %1 %2</translation>
    </message>
    <message>
        <source>Food bowl %1</source>
        <extracomment>%1: &quot;of the white dogs&quot;</extracomment>
        <translation>Futternapf %1</translation>
    </message>
    <message>
        <source>Kennel %1</source>
        <extracomment>%1: &quot;of the white dogs&quot;</extracomment>
        <translation>Hundehütte %1</translation>
    </message>
    <message>
        <source>Card %1: %2</source>
        <translation>Karte %1: %2</translation>
    </message>
    <message>
        <source>As %1 — %2</source>
        <translation>Als %1 — %2</translation>
    </message>
    <message>
        <source>No dog can move with the %1 card now.</source>
        <translation>Mit der Karte %1 kann jetzt kein Hund ziehen.</translation>
    </message>
    <message>
        <source>Choose one of your cards first, then the dog to move.</source>
        <translation>Wähle erst eine deiner Karten, dann den Hund, der ziehen soll.</translation>
    </message>
    <message>
        <source>With the swap card, first pick one of your dogs on the ring.</source>
        <translation>Mit der Hundetausch-Karte wählst du erst einen deiner Hunde auf dem Spielplan.</translation>
    </message>
    <message>
        <source>That dog cannot move with this card.</source>
        <translation>Dieser Hund kann mit dieser Karte nicht ziehen.</translation>
    </message>
    <message>
        <source>Now pick the other player&apos;s dog to swap with.</source>
        <translation>Wähle jetzt den Hund des anderen Spielers, mit dem getauscht wird.</translation>
    </message>
    <message>
        <source>Pick one of your dogs on the ring, then the dog to swap with.</source>
        <translation>Wähle einen deiner Hunde auf dem Spielplan, dann den Hund zum Tauschen.</translation>
    </message>
    <message>
        <source>Pick a highlighted dog to move it.</source>
        <translation>Wähle einen hervorgehobenen Hund, um ihn zu ziehen.</translation>
    </message>
    <message>
        <source> (your partner)</source>
        <translation> (dein Teampartner)</translation>
    </message>
    <message>
        <source>%1 of %2, %3</source>
        <extracomment>%1: &quot;white dog 2&quot;, %2: the player, %3: where the dog is</extracomment>
        <translation>%2: %1, %3</translation>
    </message>
    <message numerus="yes">
        <source>%n card · %1/%2 home</source>
        <translation>
            <numerusform>%n Karte · %1/%2 im Ziel</numerusform>
            <numerusform>%n Karten · %1/%2 im Ziel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card · %1/%2</source>
        <translation>
            <numerusform>%n Karte · %1/%2</numerusform>
            <numerusform>%n Karten · %1/%2</numerusform>
        </translation>
    </message>
    <message>
        <source>A highlighted dog shows its move when you point at it; choose it to make it.</source>
        <translation>Ein hervorgehobener Hund zeigt seinen Zug, wenn du auf ihn zeigst; wähle ihn, um den Zug zu machen.</translation>
    </message>
</context>
</TS>
