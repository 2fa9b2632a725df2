<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>dogtable::games::kennel::KennelTable</name>
    <message>
        <source>BEA</source>
        <translation>BEA</translation>
    </message>
    <message>
        <source>MUT</source>
        <translation>MIS</translation>
    </message>
    <message>
        <source>ROT</source>
        <translation>ROT</translation>
    </message>
    <message>
        <source>BUL</source>
        <translation>BUL</translation>
    </message>
    <message>
        <source>GLD</source>
        <translation>GLD</translation>
    </message>
    <message>
        <source>YOR</source>
        <translation>YOR</translation>
    </message>
    <message>
        <source>COL</source>
        <translation>COL</translation>
    </message>
    <message>
        <source>LAB</source>
        <translation>LAB</translation>
    </message>
    <message>
        <source>DAL</source>
        <translation>DAL</translation>
    </message>
    <message>
        <source>GSD</source>
        <translation>SCH</translation>
    </message>
    <message>
        <source>POO</source>
        <translation>POO</translation>
    </message>
    <message>
        <source>STB</source>
        <translation>BER</translation>
    </message>
    <message>
        <source>F</source>
        <comment>food pictogram</comment>
        <translation>F</translation>
    </message>
    <message>
        <source>M</source>
        <comment>medicine pictogram</comment>
        <translation>M</translation>
    </message>
    <message>
        <source>G</source>
        <comment>gas pictogram</comment>
        <translation>B</translation>
    </message>
    <message>
        <source>a choice of this step</source>
        <translation>eine Wahl in diesem Schritt</translation>
    </message>
    <message>
        <source>Round %1 (last round) · </source>
        <translation>Runde %1 (letzte Runde) · </translation>
    </message>
    <message>
        <source>Round %1 · </source>
        <translation>Runde %1 · </translation>
    </message>
    <message>
        <source>Rules of this step ▸</source>
        <translation>Regeln dazu ▸</translation>
    </message>
    <message>
        <source>Open the rules page at this part of the round (F1).</source>
        <translation>Öffnet die Regeln an dieser Stelle der Runde (F1).</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Empty card slot</source>
        <translation>Leerer Kartenplatz</translation>
    </message>
    <message>
        <source>Dog Fair card:</source>
        <translation>Marktkarte:</translation>
    </message>
    <message>
        <source>%1 can be sold to the Fair this round</source>
        <translation>%1 kann diese Runde auf dem Markt verkauft werden</translation>
    </message>
    <message>
        <source>%1 can be sold to the Fair this round (not in this game)</source>
        <translation>%1 kann diese Runde auf dem Markt verkauft werden (Rasse nicht in dieser Partie)</translation>
    </message>
    <message>
        <source>Fair pool: empty (nothing to buy or trade)</source>
        <translation>Markt: leer (nichts zu kaufen oder zu tauschen)</translation>
    </message>
    <message numerus="yes">
        <source>Fair pool: %1 · a dog costs %n coin</source>
        <translation>
            <numerusform>Markt: %1 · je %n Münze</numerusform>
            <numerusform>Markt: %1 · je %n Münzen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Fair pool: %1 · a dog costs %n coins</source>
        <translation>
            <numerusform>Markt: %1 · je %n Münze</numerusform>
            <numerusform>Markt: %1 · je %n Münzen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n dog</source>
        <translation>
            <numerusform>%n Hund</numerusform>
            <numerusform>%n Hunde</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n dogs</source>
        <translation>
            <numerusform>%n Hund</numerusform>
            <numerusform>%n Hunde</numerusform>
        </translation>
    </message>
    <message>
        <source>A dog costs 10 minus the number of dogs in the pool (at least 1). Pool dogs are all healthy.</source>
        <translation>Ein Hund kostet 10 minus die Zahl der Hunde im Angebot (mindestens 1). Alle Hunde im Angebot sind gesund.</translation>
    </message>
    <message>
        <source>%1 in the Fair pool (%2)</source>
        <translation>%1 im Marktangebot (%2)</translation>
    </message>
    <message>
        <source>%1: %2 (wins)</source>
        <translation>%1: %2 (gewinnt)</translation>
    </message>
    <message>
        <source>Game over — %1</source>
        <translation>Spielende — %1</translation>
    </message>
    <message>
        <source>Game over — %1 — tie broken by %2</source>
        <translation>Spielende — %1 — Gleichstand entschieden durch: %2</translation>
    </message>
    <message>
        <source> · first</source>
        <translation> · beginnt</translation>
    </message>
    <message>
        <source> · 2 workers</source>
        <translation> · 2 Arbeiter</translation>
    </message>
    <message>
        <source> · 1 worker</source>
        <translation> · 1 Arbeiter</translation>
    </message>
    <message>
        <source> · 1st</source>
        <translation> · 1.</translation>
    </message>
    <message>
        <source> · 2w</source>
        <translation> · 2A</translation>
    </message>
    <message>
        <source> · 1w</source>
        <translation> · 1A</translation>
    </message>
    <message>
        <source> · first player</source>
        <translation> · Startspieler</translation>
    </message>
    <message>
        <source>2 workers (you and your helper)</source>
        <translation>2 Arbeiter (du und dein Helfer)</translation>
    </message>
    <message>
        <source>1 worker</source>
        <translation>1 Arbeiter</translation>
    </message>
    <message>
        <source>Coins %1 · Gas %2/%5 · Food %3 · Med %4</source>
        <translation>Münzen %1 · Benzin %2/%5 · Futter %3 · Medizin %4</translation>
    </message>
    <message>
        <source>$%1 · Gas %2/%5 · Food %3 · Med %4</source>
        <translation>$%1 · Benz. %2/%5 · Futter %3 · Med. %4</translation>
    </message>
    <message>
        <source>$%1 · G %2/%5 · F %3 · M %4</source>
        <translation>$%1 · B %2/%5 · F %3 · M %4</translation>
    </message>
    <message>
        <source>Office: coins and workers (you and your helper). Garage: gas (at most %1). Storeroom: food. Infirmary: medicine.</source>
        <translation>Büro: Münzen und Arbeiter (du und dein Helfer). Garage: Benzin (höchstens %1). Vorratskammer: Futter. Klinik: Medizin.</translation>
    </message>
    <message>
        <source>Office: coins and workers (the helper has left). Garage: gas (at most %1). Storeroom: food. Infirmary: medicine.</source>
        <translation>Büro: Münzen und Arbeiter (der Helfer ist gegangen). Garage: Benzin (höchstens %1). Vorratskammer: Futter. Klinik: Medizin.</translation>
    </message>
    <message>
        <source>Pen %1</source>
        <translation>Gehege %1</translation>
    </message>
    <message>
        <source>Pen %1 (%2)</source>
        <translation>Gehege %1 (%2)</translation>
    </message>
    <message>
        <source>%1 pt</source>
        <translation>%1 Pkt.</translation>
    </message>
    <message>
        <source>Pen %1: at most 4 dogs, at most 2 breeds; each row holds 2 dogs of one breed.</source>
        <translation>Gehege %1: höchstens 4 Hunde, höchstens 2 Rassen; jede Reihe fasst 2 Hunde einer Rasse.</translation>
    </message>
    <message>
        <source>✓ Quartet bonus already paid for this pen.</source>
        <translation>✓ Quartettbonus für dieses Gehege schon bezahlt.</translation>
    </message>
    <message numerus="yes">
        <source>Scores %n points at the end if built and holding a dog.</source>
        <translation>
            <numerusform>Bringt am Ende %n Punkt, wenn es gebaut ist und ein Hund darin lebt.</numerusform>
            <numerusform>Bringt am Ende %n Punkte, wenn es gebaut ist und ein Hund darin lebt.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 in pen %2 (row %3)
a dog in pen %2, row %3: it can move to another pen or wait</source>
        <translation>%1 in Gehege %2 (Reihe %3)
ein Hund in Gehege %2, Reihe %3: Er kann in ein anderes Gehege wechseln oder warten</translation>
    </message>
    <message>
        <source>Infirmary %1/%2</source>
        <translation>Klinik %1/%2</translation>
    </message>
    <message>
        <source>Sick dogs (at most %1). Each costs %2 points at the end; %3 medicine at the Vet cures one.</source>
        <translation>Kranke Hunde (höchstens %1). Jeder kostet am Ende %2 Punkte; %3 Medizin beim Tierarzt heilt einen.</translation>
    </message>
    <message>
        <source>Sick %1 in the infirmary</source>
        <translation>%1 (krank) in der Klinik</translation>
    </message>
    <message>
        <source>Waiting</source>
        <translation>Wartend</translation>
    </message>
    <message>
        <source>Truck</source>
        <translation>Wagen</translation>
    </message>
    <message>
        <source>Dogs waiting for a pen. Drop a pen dog here to lift it out.</source>
        <translation>Hunde, die auf ein Gehege warten. Leg einen Hund aus einem Gehege hier ab, um ihn herauszunehmen.</translation>
    </message>
    <message>
        <source>Truck tile: dogs rescued this phase ride here until the truck is home.</source>
        <translation>Wagentafel: In dieser Phase gerettete Hunde fahren hier mit, bis der Wagen zu Hause ist.</translation>
    </message>
    <message>
        <source>%1 (sick)
sick, waiting for the vet</source>
        <translation>%1 (krank)
krank, wartet auf den Tierarzt</translation>
    </message>
    <message>
        <source>%1
waiting for a pen</source>
        <translation>%1
wartet auf ein Gehege</translation>
    </message>
    <message>
        <source>Cards: %1</source>
        <translation>Karten: %1</translation>
    </message>
    <message>
        <source>Cards: none</source>
        <translation>Karten: keine</translation>
    </message>
    <message numerus="yes">
        <source>+%n more</source>
        <translation>
            <numerusform>+%n weitere</numerusform>
            <numerusform>+%n weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>No special cards</source>
        <translation>Keine Sonderkarten</translation>
    </message>
    <message>
        <source>salary paid</source>
        <translation>Lohn bezahlt</translation>
    </message>
    <message>
        <source>salary paid with Helper card</source>
        <translation>Lohn mit der Karte Helfer bezahlt</translation>
    </message>
    <message>
        <source>helper left (unpaid)</source>
        <translation>Helfer gegangen (ohne Lohn)</translation>
    </message>
    <message>
        <source>helper rehired</source>
        <translation>Helfer wieder eingestellt</translation>
    </message>
    <message>
        <source>no helper</source>
        <translation>kein Helfer</translation>
    </message>
    <message numerus="yes">
        <source>fed %n pen</source>
        <translation>
            <numerusform>%n Gehege gefüttert</numerusform>
            <numerusform>%n Gehege gefüttert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>fed %n pens</source>
        <translation>
            <numerusform>%n Gehege gefüttert</numerusform>
            <numerusform>%n Gehege gefüttert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> · %n fell sick</source>
        <translation>
            <numerusform> · %n krank geworden</numerusform>
            <numerusform> · %n krank geworden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> · %n to the Fair</source>
        <translation>
            <numerusform> · %n zum Markt</numerusform>
            <numerusform> · %n zum Markt</numerusform>
        </translation>
    </message>
    <message>
        <source>Round end: %1</source>
        <translation>Rundenende: %1</translation>
    </message>
    <message>
        <source>◆ City</source>
        <translation>◆ Stadt</translation>
    </message>
    <message>
        <source>Countryside ■</source>
        <translation>Land ■</translation>
    </message>
    <message>
        <source>The city: blue-backed dog tokens (◆).</source>
        <translation>Die Stadt: Hundeplättchen mit blauer Rückseite (◆).</translation>
    </message>
    <message>
        <source>The countryside: green-backed dog tokens (■).</source>
        <translation>Das Land: Hundeplättchen mit grüner Rückseite (■).</translation>
    </message>
    <message numerus="yes">
        <source>Supply: %n token</source>
        <translation>
            <numerusform>Vorrat: %n Plättchen</numerusform>
            <numerusform>Vorrat: %n Plättchen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Supply: %n tokens</source>
        <translation>
            <numerusform>Vorrat: %n Plättchen</numerusform>
            <numerusform>Vorrat: %n Plättchen</numerusform>
        </translation>
    </message>
    <message>
        <source>Face-down supplies refill the empty spaces at the end of each round.</source>
        <translation>Die verdeckten Vorräte füllen am Ende jeder Runde die leeren Felder auf.</translation>
    </message>
    <message>
        <source>Centre</source>
        <translation>Zentrum</translation>
    </message>
    <message>
        <source>The central space: every truck starts Phase 1 here. No truck can stop here.</source>
        <translation>Das Feld in der Mitte: Jeder Wagen beginnt Phase 1 hier. Kein Wagen kann hier halten.</translation>
    </message>
    <message numerus="yes">
        <source>%1 — footprint space, reward %n coin for a lost dog.</source>
        <translation>
            <numerusform>%1 — Pfotenfeld: Finderlohn %n Münze für einen entlaufenen Hund.</numerusform>
            <numerusform>%1 — Pfotenfeld: Finderlohn %n Münzen für einen entlaufenen Hund.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 — footprint space, reward %n coins for a lost dog.</source>
        <translation>
            <numerusform>%1 — Pfotenfeld: Finderlohn %n Münze für einen entlaufenen Hund.</numerusform>
            <numerusform>%1 — Pfotenfeld: Finderlohn %n Münzen für einen entlaufenen Hund.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Out of reach now (keep %n gas to return home).</source>
        <translation>
            <numerusform>Gerade außer Reichweite (behalte %n Benzin für die Heimfahrt).</numerusform>
            <numerusform>Gerade außer Reichweite (behalte %n Benzin für die Heimfahrt).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&apos;s truck</source>
        <translation>Wagen (%1)</translation>
    </message>
    <message>
        <source>%1 gas</source>
        <translation>%1 Benzin</translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <source>The breeds on the tokens: %1</source>
        <translation>Die Rassen auf den Plättchen: %1</translation>
    </message>
    <message>
        <source>A red + marks a sick dog; a gold $ a lost dog, whose rescue pays the reward of its space.</source>
        <translation>Ein rotes + zeigt einen kranken Hund, ein goldenes $ einen entlaufenen Hund, dessen Rettung den Finderlohn seines Feldes bringt.</translation>
    </message>
    <message>
        <source>Dog Swap: choose the first of the two spaces whose tokens change places.</source>
        <translation>Hundetausch: Wähle das erste der beiden Felder, deren Plättchen die Plätze tauschen.</translation>
    </message>
    <message>
        <source>Dog Swap: %1 chosen; now choose the second space (or %1 again to cancel).</source>
        <translation>Hundetausch: %1 gewählt; wähle jetzt das zweite Feld (oder noch einmal %1 zum Abbrechen).</translation>
    </message>
    <message numerus="yes">
        <source>Drive to %1 for %n gas: choose the button to confirm (or the space again to cancel).</source>
        <translation>
            <numerusform>Für %n Benzin nach %1 fahren: Wähle zum Bestätigen die Schaltfläche (oder noch einmal das Feld zum Abbrechen).</numerusform>
            <numerusform>Für %n Benzin nach %1 fahren: Wähle zum Bestätigen die Schaltfläche (oder noch einmal das Feld zum Abbrechen).</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose a waiting dog first, then the pen for it.</source>
        <translation>Wähle erst einen wartenden Hund, dann das Gehege für ihn.</translation>
    </message>
    <message>
        <source>Not possible now. %1</source>
        <translation>Jetzt nicht möglich. %1</translation>
    </message>
    <message>
        <source>No gas</source>
        <translation>Kein Benzin</translation>
    </message>
    <message>
        <source>Buy %1 (%2)</source>
        <translation>%1 kaufen (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%n gas</source>
        <translation>
            <numerusform>%n Benzin</numerusform>
            <numerusform>%n Benzin</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n coin</source>
        <translation>
            <numerusform>%n Münze</numerusform>
            <numerusform>%n Münzen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n coins</source>
        <translation>
            <numerusform>%n Münze</numerusform>
            <numerusform>%n Münzen</numerusform>
        </translation>
    </message>
    <message>
        <source>Play Dog Swap</source>
        <translation>Hundetausch spielen</translation>
    </message>
    <message>
        <source>Receive 1 Dog (country)</source>
        <translation>Erhalte 1 Hund (Land)</translation>
    </message>
    <message>
        <source>Receive 1 Dog (city)</source>
        <translation>Erhalte 1 Hund (Stadt)</translation>
    </message>
    <message>
        <source>Drive here (%1 gas)</source>
        <translation>Hierher fahren (%1 Benzin)</translation>
    </message>
    <message>
        <source>Return home (%1 gas)</source>
        <translation>Heimfahren (%1 Benzin)</translation>
    </message>
    <message>
        <source>Stay home</source>
        <translation>Zu Hause bleiben</translation>
    </message>
    <message>
        <source>Bonus: 1 %1</source>
        <translation>Bonus: 1 %1</translation>
    </message>
    <message>
        <source>Play Vet card</source>
        <translation>Karte Tierarzt spielen</translation>
    </message>
    <message>
        <source>Keep the Vet card</source>
        <translation>Karte Tierarzt behalten</translation>
    </message>
    <message>
        <source>Arrange for me</source>
        <translation>Für mich verteilen</translation>
    </message>
    <message>
        <source>Done arranging</source>
        <translation>Verteilen beenden</translation>
    </message>
    <message>
        <source>Donate this %1</source>
        <translation>Diesen %1 abgeben</translation>
    </message>
    <message>
        <source>Donate this sick %1</source>
        <translation>Diesen kranken %1 abgeben</translation>
    </message>
    <message>
        <source>Take the dog</source>
        <translation>Hund aufnehmen</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Ablehnen</translation>
    </message>
    <message numerus="yes">
        <source>Build pen %1 with Discount (%n coin)</source>
        <translation>
            <numerusform>Gehege %1 mit Rabatt bauen (%n Münze)</numerusform>
            <numerusform>Gehege %1 mit Rabatt bauen (%n Münzen)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Build pen %1 with Discount (%n coins)</source>
        <translation>
            <numerusform>Gehege %1 mit Rabatt bauen (%n Münze)</numerusform>
            <numerusform>Gehege %1 mit Rabatt bauen (%n Münzen)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Build pen %1 (%n coin)</source>
        <translation>
            <numerusform>Gehege %1 bauen (%n Münze)</numerusform>
            <numerusform>Gehege %1 bauen (%n Münzen)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Build pen %1 (%n coins)</source>
        <translation>
            <numerusform>Gehege %1 bauen (%n Münze)</numerusform>
            <numerusform>Gehege %1 bauen (%n Münzen)</numerusform>
        </translation>
    </message>
    <message>
        <source>1 %1 → 1 %2</source>
        <translation>1 %1 → 1 %2</translation>
    </message>
    <message>
        <source>%1 food</source>
        <translation>%1 Futter</translation>
    </message>
    <message>
        <source>%1 medicine</source>
        <translation>%1 Medizin</translation>
    </message>
    <message>
        <source>%1 food + %2 medicine</source>
        <translation>%1 Futter + %2 Medizin</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n coin)</source>
        <translation>
            <numerusform>%1 (%n Münze)</numerusform>
            <numerusform>%1 (%n Münzen)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n coins)</source>
        <translation>
            <numerusform>%1 (%n Münze)</numerusform>
            <numerusform>%1 (%n Münzen)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sell (%n coins)</source>
        <translation>
            <numerusform>Verkaufen (%n Münze)</numerusform>
            <numerusform>Verkaufen (%n Münzen)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sell with Trained Dog (%n coins)</source>
        <translation>
            <numerusform>Verkaufen mit „Dressierter Hund“ (%n Münze)</numerusform>
            <numerusform>Verkaufen mit „Dressierter Hund“ (%n Münzen)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sell with Award-winning Dog (%n coins)</source>
        <translation>
            <numerusform>Verkaufen mit „Preisgekrönter Hund“ (%n Münze)</numerusform>
            <numerusform>Verkaufen mit „Preisgekrönter Hund“ (%n Münzen)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sell with Trained Dog and Award-winning Dog (%n coins)</source>
        <translation>
            <numerusform>Verkaufen mit „Dressierter Hund“ und „Preisgekrönter Hund“ (%n Münze)</numerusform>
            <numerusform>Verkaufen mit „Dressierter Hund“ und „Preisgekrönter Hund“ (%n Münzen)</numerusform>
        </translation>
    </message>
    <message>
        <source>End action</source>
        <translation>Aktion beenden</translation>
    </message>
    <message>
        <source>Rehire with Helper card</source>
        <translation>Mit Karte Helfer wieder einstellen</translation>
    </message>
    <message numerus="yes">
        <source>Rehire (%n coin)</source>
        <translation>
            <numerusform>Wieder einstellen (%n Münze)</numerusform>
            <numerusform>Wieder einstellen (%n Münzen)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Rehire (%n coins)</source>
        <translation>
            <numerusform>Wieder einstellen (%n Münze)</numerusform>
            <numerusform>Wieder einstellen (%n Münzen)</numerusform>
        </translation>
    </message>
    <message>
        <source>Pay with Helper card</source>
        <translation>Mit Karte Helfer bezahlen</translation>
    </message>
    <message numerus="yes">
        <source>Pay salary (%n coin)</source>
        <translation>
            <numerusform>Lohn zahlen (%n Münze)</numerusform>
            <numerusform>Lohn zahlen (%n Münzen)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pay salary (%n coins)</source>
        <translation>
            <numerusform>Lohn zahlen (%n Münze)</numerusform>
            <numerusform>Lohn zahlen (%n Münzen)</numerusform>
        </translation>
    </message>
    <message>
        <source>Do not rehire</source>
        <translation>Nicht wieder einstellen</translation>
    </message>
    <message>
        <source>%1 Then choose the two spaces.</source>
        <translation>%1 Dann wähle die beiden Felder.</translation>
    </message>
    <message>
        <source>Places every dog in the arrangement that scores the most, and finishes.</source>
        <translation>Setzt alle Hunde so, dass es die meisten Punkte gibt, und beendet das Verteilen.</translation>
    </message>
    <message numerus="yes">
        <source>Costs %n gas from anywhere. First and last trucks home take a bonus token (both, if one truck is first and last).</source>
        <translation>
            <numerusform>Kostet %n Benzin, egal von wo. Der erste und der letzte Wagen daheim nehmen ein Bonusplättchen (beide, wenn ein Wagen Erster und Letzter ist).</numerusform>
            <numerusform>Kostet %n Benzin, egal von wo. Der erste und der letzte Wagen daheim nehmen ein Bonusplättchen (beide, wenn ein Wagen Erster und Letzter ist).</numerusform>
        </translation>
    </message>
    <message>
        <source>Only before driving. If every player stays home, this round is the last.</source>
        <translation>Nur vor dem Losfahren. Bleiben alle zu Hause, ist diese Runde die letzte.</translation>
    </message>
    <message>
        <source>Warehouse: trade 1 %1 token for 1 %2 token.</source>
        <translation>Lagerhaus: 1 Plättchen %1 gegen 1 Plättchen %2 tauschen.</translation>
    </message>
    <message>
        <source>Esc: cancel selection</source>
        <translation>Esc: Auswahl abbrechen</translation>
    </message>
    <message>
        <source>Donation</source>
        <translation>Abgabe</translation>
    </message>
    <message>
        <source>%1 has no room and donates a %2 (sick, for your infirmary). %3, do you take it?</source>
        <translation>%1 hat keinen Platz und gibt einen %2 ab (krank, für deine Klinik). %3, nimmst du ihn?</translation>
    </message>
    <message>
        <source>%1 has no room and donates a %2. %3, do you take it?</source>
        <translation>%1 hat keinen Platz und gibt einen %2 ab. %3, nimmst du ihn?</translation>
    </message>
    <message>
        <source>You may rearrange your pens to make room.</source>
        <translation>Du darfst deine Gehege umräumen, um Platz zu schaffen.</translation>
    </message>
    <message>
        <source>The offer passes on clockwise; if nobody takes it, it goes to the Dog Fair.</source>
        <translation>Das Angebot geht im Uhrzeigersinn weiter; nimmt niemand den Hund, kommt er auf den Hundemarkt.</translation>
    </message>
    <message>
        <source>Pen %1 is not built yet: the City Hall builds it for %2 coins.</source>
        <translation>Gehege %1 ist noch nicht gebaut: Das Rathaus baut es für %2 Münzen.</translation>
    </message>
    <message>
        <source>wage paid</source>
        <comment>round end, short</comment>
        <translation>Lohn bezahlt</translation>
    </message>
    <message>
        <source>wage: Helper card</source>
        <comment>round end, short</comment>
        <translation>Lohn: Karte Helfer</translation>
    </message>
    <message>
        <source>helper left</source>
        <comment>round end, short</comment>
        <translation>Helfer gegangen</translation>
    </message>
    <message numerus="yes">
        <source>%n fed</source>
        <comment>round end, short: pens fed</comment>
        <translation>
            <numerusform>%n gefüttert</numerusform>
            <numerusform>%n gefüttert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> · %n sick</source>
        <comment>round end, short</comment>
        <translation>
            <numerusform> · %n krank</numerusform>
            <numerusform> · %n krank</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> · %n to Fair</source>
        <comment>round end, short</comment>
        <translation>
            <numerusform> · %n zum Markt</numerusform>
            <numerusform> · %n zum Markt</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kennel</name>
    <message>
        <source>Beagle</source>
        <translation>Beagle</translation>
    </message>
    <message>
        <source>Mutt</source>
        <translation>Mischling</translation>
    </message>
    <message>
        <source>Rottweiler</source>
        <translation>Rottweiler</translation>
    </message>
    <message>
        <source>Bulldog</source>
        <translation>Bulldog</translation>
    </message>
    <message>
        <source>Golden Retriever</source>
        <translation>Golden Retriever</translation>
    </message>
    <message>
        <source>Yorkshire</source>
        <translation>Yorkshire</translation>
    </message>
    <message>
        <source>Border Collie</source>
        <translation>Border Collie</translation>
    </message>
    <message>
        <source>Labrador</source>
        <translation>Labrador</translation>
    </message>
    <message>
        <source>Dalmatian</source>
        <translation>Dalmatiner</translation>
    </message>
    <message>
        <source>German Shepherd</source>
        <translation>Schäferhund</translation>
    </message>
    <message>
        <source>Poodle</source>
        <translation>Pudel</translation>
    </message>
    <message>
        <source>St. Bernard</source>
        <translation>Bernhardiner</translation>
    </message>
    <message>
        <source>food</source>
        <translation>Futter</translation>
    </message>
    <message>
        <source>medicine</source>
        <translation>Medizin</translation>
    </message>
    <message>
        <source>gas</source>
        <translation>Benzin</translation>
    </message>
    <message>
        <source>coins</source>
        <translation>Münzen</translation>
    </message>
    <message>
        <source>1 Food</source>
        <translation>1 Futter</translation>
    </message>
    <message>
        <source>2 Food</source>
        <translation>2 Futter</translation>
    </message>
    <message>
        <source>3 Food</source>
        <translation>3 Futter</translation>
    </message>
    <message>
        <source>1 Medicine</source>
        <translation>1 Medizin</translation>
    </message>
    <message>
        <source>2 Medicine</source>
        <translation>2 Medizin</translation>
    </message>
    <message>
        <source>3 Medicine</source>
        <translation>3 Medizin</translation>
    </message>
    <message>
        <source>1 Gas</source>
        <translation>1 Benzin</translation>
    </message>
    <message>
        <source>2 Gas</source>
        <translation>2 Benzin</translation>
    </message>
    <message>
        <source>3 Gas</source>
        <translation>3 Benzin</translation>
    </message>
    <message>
        <source>1 Coin</source>
        <translation>1 Münze</translation>
    </message>
    <message>
        <source>2 Coins</source>
        <translation>2 Münzen</translation>
    </message>
    <message>
        <source>3 Coins</source>
        <translation>3 Münzen</translation>
    </message>
    <message>
        <source>Receive 1 Dog</source>
        <translation>Erhalte 1 Hund</translation>
    </message>
    <message>
        <source>Trained Dog</source>
        <translation>Dressierter Hund</translation>
    </message>
    <message>
        <source>Award-winning Dog</source>
        <translation>Preisgekrönter Hund</translation>
    </message>
    <message>
        <source>Vet</source>
        <translation>Tierarzt</translation>
    </message>
    <message>
        <source>Dog Swap</source>
        <translation>Hundetausch</translation>
    </message>
    <message>
        <source>Discount</source>
        <translation>Rabatt</translation>
    </message>
    <message>
        <source>Helper</source>
        <translation>Helfer</translation>
    </message>
    <message>
        <source>Free Entry</source>
        <translation>Freier Eintritt</translation>
    </message>
    <message>
        <source>City Hall</source>
        <translation>Rathaus</translation>
    </message>
    <message>
        <source>Warehouse</source>
        <translation>Lagerhaus</translation>
    </message>
    <message>
        <source>Pet Shop</source>
        <translation>Pet Shop</translation>
    </message>
    <message>
        <source>Dog Fair</source>
        <translation>Hundemarkt</translation>
    </message>
    <message>
        <source>Resource card: take the tokens shown as soon as you take the card.</source>
        <translation>Ressourcenkarte: Nimm die gezeigten Plättchen, sobald du die Karte nimmst.</translation>
    </message>
    <message>
        <source>Phase 1, before your truck is home: draw a random dog from the city or country supply onto your truck.</source>
        <translation>Phase 1, bevor dein Wagen zu Hause ist: Zieh einen zufälligen Hund aus dem Vorrat der Stadt oder des Landes auf deinen Wagen.</translation>
    </message>
    <message>
        <source>Dog Fair: one sale pays 1 extra coin.</source>
        <translation>Hundemarkt: Ein Verkauf bringt 1 Münze mehr.</translation>
    </message>
    <message>
        <source>Dog Fair: one sale pays 2 extra coins.</source>
        <translation>Hundemarkt: Ein Verkauf bringt 2 Münzen mehr.</translation>
    </message>
    <message>
        <source>Phase 1 unloading: the sick dogs your truck brought home go straight into pens, healthy.</source>
        <translation>Phase 1, beim Abladen: Die kranken Hunde, die dein Wagen heimbringt, kommen gesund direkt in die Gehege.</translation>
    </message>
    <message>
        <source>Phase 1, on your turn before driving: swap two dog tokens on the map.</source>
        <translation>Phase 1, in deinem Zug vor dem Losfahren: Tausche zwei Hundeplättchen auf dem Spielplan.</translation>
    </message>
    <message>
        <source>City Hall: building your next pen costs 1 coin instead of 2.</source>
        <translation>Rathaus: Dein nächstes Gehege kostet 1 Münze statt 2.</translation>
    </message>
    <message>
        <source>Phase 3: pays your helper&apos;s salary (or the rehire fee) instead of a coin.</source>
        <translation>Phase 3: Bezahlt statt einer Münze den Lohn deines Helfers (oder seine Wiedereinstellung).</translation>
    </message>
    <message>
        <source>Phase 2: place a worker on a full action box and do its action, taking no card.</source>
        <translation>Phase 2: Setz einen Arbeiter auf ein volles Aktionsfeld und führe seine Aktion aus, ohne eine Karte zu nehmen.</translation>
    </message>
    <message>
        <source>Pay 2 coins (1 with Discount) to build your next additional pen (2 pt, then 3 pt, then 5 pt).</source>
        <translation>Zahl 2 Münzen (1 mit Rabatt), um dein nächstes zusätzliches Gehege zu bauen (2 Pkt., dann 3 Pkt., dann 5 Pkt.).</translation>
    </message>
    <message>
        <source>Exchange up to 2 tokens of food, medicine or gas with the supply, one for one.</source>
        <translation>Tausche bis zu 2 Plättchen Futter, Medizin oder Benzin mit dem Vorrat, eins gegen eins.</translation>
    </message>
    <message>
        <source>Each coin buys 2 tokens of food and/or medicine.</source>
        <translation>Jede Münze kauft 2 Plättchen Futter und/oder Medizin.</translation>
    </message>
    <message>
        <source>Each medicine cures one infirmary dog, which moves into a free legal pen spot.</source>
        <translation>Jede Medizin heilt einen Hund der Klinik; er zieht auf einen freien, erlaubten Platz in einem Gehege.</translation>
    </message>
    <message>
        <source>One deal: sell a dog of a breed on the fair card (2 coins), buy a dog (10 minus pool size, at least 1), or trade one for one.</source>
        <translation>Ein Geschäft: einen Hund einer Rasse der Marktkarte verkaufen (2 Münzen), einen Hund kaufen (10 − Hunde im Angebot, mindestens 1) oder einen gegen einen tauschen.</translation>
    </message>
    <message>
        <source>The lost {breed} goes to the Dog Fair; {who} gets 1 coin</source>
        <translation>Der entlaufene {breed} kommt auf den Hundemarkt; {who} bekommt 1 Münze</translation>
    </message>
    <message numerus="yes">
        <source>The lost {breed} goes to the Dog Fair; {who} gets %n coin for rescuing it</source>
        <comment>The lost {breed} goes to the Dog Fair; {who} gets %n coins for rescuing it</comment>
        <translation>
            <numerusform>Der entlaufene {breed} kommt auf den Hundemarkt; {who} bekommt %n Münze Finderlohn</numerusform>
            <numerusform>Der entlaufene {breed} kommt auf den Hundemarkt; {who} bekommt %n Münzen Finderlohn</numerusform>
        </translation>
    </message>
    <message>
        <source>{who}&apos;s infirmary is full: the hungry {breed} goes to the Dog Fair</source>
        <translation>Die Klinik ({who}) ist voll: Der hungrige {breed} kommt auf den Hundemarkt</translation>
    </message>
    <message>
        <source>{who} is offered the donated sick {breed}</source>
        <translation>{who} bekommt den abgegebenen kranken {breed} angeboten</translation>
    </message>
    <message>
        <source>{who} is offered the donated {breed}</source>
        <translation>{who} bekommt den abgegebenen {breed} angeboten</translation>
    </message>
    <message>
        <source>Nobody can take the donated {breed}: it goes to the Dog Fair (cured)</source>
        <translation>Niemand kann den abgegebenen {breed} aufnehmen: Er kommt auf den Hundemarkt (geheilt)</translation>
    </message>
    <message>
        <source>Nobody can take the donated {breed}: it goes to the Dog Fair</source>
        <translation>Niemand kann den abgegebenen {breed} aufnehmen: Er kommt auf den Hundemarkt</translation>
    </message>
    <message numerus="yes">
        <source>{who} unloads %n healthy dog to be put into pens</source>
        <comment>{who} unloads %n healthy dogs to be put into pens</comment>
        <translation>
            <numerusform>{who} lädt %n gesunden Hund für die Gehege ab</numerusform>
            <numerusform>{who} lädt %n gesunde Hunde für die Gehege ab</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n sick dog goes to {who}&apos;s infirmary</source>
        <comment>%n sick dogs go to {who}&apos;s infirmary</comment>
        <translation>
            <numerusform>%n kranker Hund kommt in die Klinik ({who})</numerusform>
            <numerusform>%n kranke Hunde kommen in die Klinik ({who})</numerusform>
        </translation>
    </message>
    <message>
        <source>{who}&apos;s pen {pen} holds four {breed}s: 1 coin (quartet bonus)</source>
        <translation>Gehege {pen} ({who}) hat vier Hunde der Rasse {breed}: 1 Münze (Quartettbonus)</translation>
    </message>
    <message numerus="yes">
        <source>{who} has no food and must choose %n hungry dog</source>
        <comment>{who} has no food and must choose %n hungry dogs</comment>
        <translation>
            <numerusform>{who} hat kein Futter und muss %n hungrigen Hund wählen</numerusform>
            <numerusform>{who} hat kein Futter und muss %n hungrige Hunde wählen</numerusform>
        </translation>
    </message>
    <message>
        <source>{who} has food for {pens} only and must choose {dogs}</source>
        <translation>{who} hat nur Futter für {pens} und muss {dogs} wählen</translation>
    </message>
    <message numerus="yes">
        <source>%n pen</source>
        <comment>%n pens</comment>
        <translation>
            <numerusform>%n Gehege</numerusform>
            <numerusform>%n Gehege</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hungry dog</source>
        <comment>%n hungry dogs</comment>
        <translation>
            <numerusform>%n hungrigen Hund</numerusform>
            <numerusform>%n hungrige Hunde</numerusform>
        </translation>
    </message>
    <message>
        <source>{who} has no pen to feed</source>
        <translation>{who} hat kein Gehege zu füttern</translation>
    </message>
    <message numerus="yes">
        <source>{who} feeds %n pen ({food} food)</source>
        <comment>{who} feeds %n pens ({food} food)</comment>
        <translation>
            <numerusform>{who} füttert %n Gehege ({food} Futter)</numerusform>
            <numerusform>{who} füttert %n Gehege ({food} Futter)</numerusform>
        </translation>
    </message>
    <message>
        <source>{who} pays the helper 1 coin</source>
        <translation>{who} zahlt dem Helfer 1 Münze</translation>
    </message>
    <message>
        <source>{who} pays the helper with a Helper card</source>
        <translation>{who} bezahlt den Helfer mit einer Karte Helfer</translation>
    </message>
    <message>
        <source>{who} cannot pay the helper, who leaves (1 worker next round)</source>
        <translation>{who} kann den Helfer nicht bezahlen; er geht (nächste Runde nur 1 Arbeiter)</translation>
    </message>
    <message>
        <source>{who} rehires the helper</source>
        <translation>{who} stellt den Helfer wieder ein</translation>
    </message>
    <message>
        <source>{who}&apos;s helper stays away</source>
        <translation>{who} bleibt ohne Helfer</translation>
    </message>
    <message>
        <source>{who} cannot pay the helper, who leaves</source>
        <translation>{who} kann den Helfer nicht bezahlen; er geht</translation>
    </message>
    <message numerus="yes">
        <source>The %n card left above the boxes is discarded</source>
        <comment>The %n cards left above the boxes are discarded</comment>
        <translation>
            <numerusform>Die %n übrige Karte über den Aktionsfeldern wird abgeworfen</numerusform>
            <numerusform>Die %n übrigen Karten über den Aktionsfeldern werden abgeworfen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The draw pile is empty: the %n discarded card becomes the new draw pile</source>
        <comment>The draw pile is empty: the %n discarded cards become the new draw pile</comment>
        <translation>
            <numerusform>Der Nachziehstapel ist leer: Die %n abgeworfene Karte wird der neue Nachziehstapel</numerusform>
            <numerusform>Der Nachziehstapel ist leer: Die %n abgeworfenen Karten werden der neue Nachziehstapel</numerusform>
        </translation>
    </message>
    <message>
        <source>The next Dog Fair card is turned: {first}, {second}, {third}</source>
        <translation>Die nächste Marktkarte wird aufgedeckt: {first}, {second}, {third}</translation>
    </message>
    <message>
        <source>The block on {space} goes back to its supply</source>
        <translation>Das Sperrplättchen auf {space} kommt zurück in seinen Vorrat</translation>
    </message>
    <message>
        <source>Income: every player receives 1 coin</source>
        <translation>Einkommen: Jeder Spieler bekommt 1 Münze</translation>
    </message>
    <message>
        <source>Round {round} begins; {who} has the first-player piece</source>
        <translation>Runde {round} beginnt; {who} hat die Startspielerfigur</translation>
    </message>
    <message>
        <source>The end of the game is triggered: round {round} is the last</source>
        <translation>Das Spielende ist ausgelöst: Runde {round} ist die letzte</translation>
    </message>
    <message>
        <source>The kennels are scored: {winners}.</source>
        <translation>Die Zwinger werden gewertet: {winners}.</translation>
    </message>
    <message>
        <source>pen {pen}: a pair</source>
        <translation>Gehege {pen}: ein Paar</translation>
    </message>
    <message>
        <source>pen {pen}: a trio</source>
        <translation>Gehege {pen}: ein Trio</translation>
    </message>
    <message>
        <source>pen {pen}: a quartet</source>
        <translation>Gehege {pen}: ein Quartett</translation>
    </message>
    <message>
        <source>pen {pen}: two pairs</source>
        <translation>Gehege {pen}: zwei Paare</translation>
    </message>
    <message>
        <source>pen {pen}: a pair and a single</source>
        <translation>Gehege {pen}: ein Paar und ein Einzelhund</translation>
    </message>
    <message>
        <source>additional pen {pen} built and occupied</source>
        <translation>zusätzliches Gehege {pen} gebaut und belegt</translation>
    </message>
    <message numerus="yes">
        <source>breed variety: %n breed x {points}</source>
        <comment>breed variety: %n breeds x {points}</comment>
        <translation>
            <numerusform>Rassenvielfalt: %n Rasse × {points}</numerusform>
            <numerusform>Rassenvielfalt: %n Rassen × {points}</numerusform>
        </translation>
    </message>
    <message>
        <source>helper paid</source>
        <translation>Helfer bezahlt</translation>
    </message>
    <message numerus="yes">
        <source>resources: %n gas/food/medicine token</source>
        <comment>resources: %n gas/food/medicine tokens</comment>
        <translation>
            <numerusform>Ressourcen: %n Plättchen Benzin/Futter/Medizin</numerusform>
            <numerusform>Ressourcen: %n Plättchen Benzin/Futter/Medizin</numerusform>
        </translation>
    </message>
    <message>
        <source>sick dogs in the infirmary: {sick}</source>
        <translation>kranke Hunde in der Klinik ({sick})</translation>
    </message>
    <message>
        <source>no healthy city or country dog in the pens</source>
        <translation>weder gesunder Stadt- noch Landhund in den Gehegen</translation>
    </message>
    <message>
        <source>no healthy city dog in the pens</source>
        <translation>kein gesunder Stadthund in den Gehegen</translation>
    </message>
    <message>
        <source>no healthy country dog in the pens</source>
        <translation>kein gesunder Landhund in den Gehegen</translation>
    </message>
    <message>
        <source>most healthy dogs in the kennel</source>
        <translation>die meisten gesunden Hunde im Zwinger</translation>
    </message>
    <message>
        <source>DOGS</source>
        <translation>DOGS</translation>
    </message>
    <message>
        <source>Run a kennel: rescue dogs around the city and the countryside, house, feed and treat them.</source>
        <translation>Führe einen Zwinger: Rette Hunde in der Stadt und auf dem Land, bring sie unter, füttere und behandle sie.</translation>
    </message>
    <message>
        <source>Who gets the first-player piece: the box says the last person who threw a rubber ball for a dog. The piece passes to the left every round.</source>
        <translation>Wer die Startspielerfigur bekommt: Laut Schachtel, wer zuletzt einem Hund einen Gummiball geworfen hat. Die Figur wandert jede Runde nach links.</translation>
    </message>
    <message>
        <source>Rulings of 2026-11-24</source>
        <translation>Entscheidungen vom 24.11.2026</translation>
    </message>
    <message>
        <source>1: the rules owner&apos;s rulings of 2026-11-24 (end trigger A counts dog tokens only; a truck both first and last home takes both tokens; Trained and Award-winning Dog on one sale; no gas purchase past 9). 0: the readings used before, for games saved before them.</source>
        <translation>1: die Entscheidungen des Regelverantwortlichen vom 24.11.2026 (Spielende A zählt nur Hundeplättchen; ein Wagen, der zuerst und zuletzt heimkommt, nimmt beide Plättchen; Dressierter und Preisgekrönter Hund bei einem Verkauf; kein Benzinkauf über 9). 0: die frühere Lesart, für Spiele, die davor gespeichert wurden.</translation>
    </message>
    <message>
        <source>a city block token</source>
        <translation>ein Sperrplättchen der Stadt</translation>
    </message>
    <message>
        <source>a country block token</source>
        <translation>ein Sperrplättchen des Landes</translation>
    </message>
    <message>
        <source>a {breed} (sick)</source>
        <translation>ein {breed} (krank)</translation>
    </message>
    <message>
        <source>a {breed} (lost)</source>
        <translation>ein {breed} (entlaufen)</translation>
    </message>
    <message>
        <source>a {breed}</source>
        <translation>ein {breed}</translation>
    </message>
    <message>
        <source>{who} starts with the first-player piece</source>
        <translation>{who} beginnt mit der Startspielerfigur</translation>
    </message>
    <message>
        <source>{token} is removed from the game (2-player set-up)</source>
        <translation>{token} kommt aus dem Spiel (Aufbau für 2 Spieler)</translation>
    </message>
    <message>
        <source>{token} is placed on {space}</source>
        <translation>Feld {space}: {token}</translation>
    </message>
    <message>
        <source>{who} receives {token}</source>
        <translation>Für {who} gezogen: {token}</translation>
    </message>
    <message>
        <source>{card} is dealt above {box}</source>
        <translation>Über dem {box} liegt jetzt die Karte {card}</translation>
    </message>
    <message>
        <source>Dog Fair card: {first}, {second}, {third}</source>
        <translation>Marktkarte: {first}, {second}, {third}</translation>
    </message>
    <message numerus="yes">
        <source>{who} buys {gas} gas for %n coin</source>
        <comment>{who} buys {gas} gas for %n coins</comment>
        <translation>
            <numerusform>{who} kauft {gas} Benzin für %n Münze</numerusform>
            <numerusform>{who} kauft {gas} Benzin für %n Münzen</numerusform>
        </translation>
    </message>
    <message>
        <source>{who} buys no gas</source>
        <translation>{who} kauft kein Benzin</translation>
    </message>
    <message>
        <source>{who} plays Dog Swap: {first} and {second} change places</source>
        <translation>{who} spielt Hundetausch: {first} und {second} tauschen die Plätze</translation>
    </message>
    <message>
        <source>{who} plays Receive 1 Dog (country supply)</source>
        <translation>{who} spielt die Karte Erhalte 1 Hund (Vorrat des Landes)</translation>
    </message>
    <message>
        <source>{who} plays Receive 1 Dog (city supply)</source>
        <translation>{who} spielt die Karte Erhalte 1 Hund (Vorrat der Stadt)</translation>
    </message>
    <message>
        <source>{who} drives to {space} for {gas} gas and rescues {token}</source>
        <translation>{who} fährt für {gas} Benzin nach {space}; gerettet: {token}</translation>
    </message>
    <message>
        <source>{who} returns home (1 gas)</source>
        <translation>{who} fährt heim (1 Benzin)</translation>
    </message>
    <message>
        <source>{who} stays home this round</source>
        <translation>{who} bleibt diese Runde zu Hause</translation>
    </message>
    <message>
        <source>{who} takes 1 food as return bonus</source>
        <translation>{who} nimmt 1 Futter als Heimkehrbonus</translation>
    </message>
    <message>
        <source>{who} takes 1 medicine as return bonus</source>
        <translation>{who} nimmt 1 Medizin als Heimkehrbonus</translation>
    </message>
    <message>
        <source>{who} takes 1 gas as return bonus</source>
        <translation>{who} nimmt 1 Benzin als Heimkehrbonus</translation>
    </message>
    <message>
        <source>{who} plays the Vet card on the sick dogs brought home</source>
        <translation>{who} spielt die Karte Tierarzt für die heimgebrachten kranken Hunde</translation>
    </message>
    <message>
        <source>{who} keeps the Vet card</source>
        <translation>{who} behält die Karte Tierarzt</translation>
    </message>
    <message>
        <source>{who} puts a {breed} in pen {pen}</source>
        <translation>{who} setzt einen {breed} in Gehege {pen}</translation>
    </message>
    <message>
        <source>{who} lifts a {breed} out of pen {pen}</source>
        <translation>{who} nimmt einen {breed} aus Gehege {pen}</translation>
    </message>
    <message>
        <source>{who} arranges the pens (best arrangement)</source>
        <translation>{who} verteilt die Hunde auf die Gehege (beste Verteilung)</translation>
    </message>
    <message>
        <source>{who} must donate a {breed}</source>
        <translation>{who} muss einen {breed} abgeben</translation>
    </message>
    <message>
        <source>{who} must donate a sick {breed} (infirmary full)</source>
        <translation>{who} muss einen kranken {breed} abgeben (Klinik voll)</translation>
    </message>
    <message>
        <source>{who} accepts the donated {breed}</source>
        <translation>{who} nimmt den abgegebenen {breed} auf</translation>
    </message>
    <message>
        <source>{who} declines the donated {breed}</source>
        <translation>{who} lehnt den abgegebenen {breed} ab</translation>
    </message>
    <message>
        <source>{who} is done arranging</source>
        <translation>{who} ist fertig mit dem Verteilen</translation>
    </message>
    <message>
        <source>{who} goes to {box} and takes {card}</source>
        <translation>{who} geht zum {box} und nimmt die Karte {card}</translation>
    </message>
    <message>
        <source>{who} uses Free Entry at {box}</source>
        <translation>{who} nutzt die Karte Freier Eintritt beim {box}</translation>
    </message>
    <message>
        <source>{who} goes to {box} (no card left)</source>
        <translation>{who} geht zum {box} (keine Karte mehr da)</translation>
    </message>
    <message numerus="yes">
        <source>{who} builds pen {pen} for %n coin</source>
        <comment>{who} builds pen {pen} for %n coins</comment>
        <translation>
            <numerusform>{who} baut Gehege {pen} für %n Münze</numerusform>
            <numerusform>{who} baut Gehege {pen} für %n Münzen</numerusform>
        </translation>
    </message>
    <message>
        <source>{who} swaps 1 {give} for 1 {take}</source>
        <translation>{who} tauscht 1 {give} gegen 1 {take}</translation>
    </message>
    <message>
        <source>{who} buys 2 food for 1 coin</source>
        <translation>{who} kauft 2 Futter für 1 Münze</translation>
    </message>
    <message>
        <source>{who} buys 1 food and 1 medicine for 1 coin</source>
        <translation>{who} kauft 1 Futter und 1 Medizin für 1 Münze</translation>
    </message>
    <message>
        <source>{who} buys 2 medicine for 1 coin</source>
        <translation>{who} kauft 2 Medizin für 1 Münze</translation>
    </message>
    <message>
        <source>{who} cures a {breed} into pen {pen}</source>
        <translation>{who} heilt einen {breed} und setzt ihn in Gehege {pen}</translation>
    </message>
    <message numerus="yes">
        <source>{who} sells a {breed} to the Dog Fair for %n coin</source>
        <comment>{who} sells a {breed} to the Dog Fair for %n coins</comment>
        <translation>
            <numerusform>{who} verkauft einen {breed} für %n Münze an den Hundemarkt</numerusform>
            <numerusform>{who} verkauft einen {breed} für %n Münzen an den Hundemarkt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who} buys a {breed} for %n coin</source>
        <comment>{who} buys a {breed} for %n coins</comment>
        <translation>
            <numerusform>{who} kauft einen {breed} für %n Münze</numerusform>
            <numerusform>{who} kauft einen {breed} für %n Münzen</numerusform>
        </translation>
    </message>
    <message>
        <source>{who} trades a {breed} for a {other}</source>
        <translation>{who} tauscht einen {breed} gegen einen {other}</translation>
    </message>
    <message>
        <source>{who} ends the action</source>
        <translation>{who} beendet die Aktion</translation>
    </message>
    <message>
        <source>{who} cannot feed pen {pen}: a {breed} falls sick</source>
        <translation>{who} kann Gehege {pen} nicht füttern: Ein {breed} wird krank</translation>
    </message>
    <message>
        <source>{who} pays the helper with 1 coin</source>
        <translation>{who} bezahlt den Helfer mit 1 Münze</translation>
    </message>
    <message>
        <source>{who} rehires the helper with a Helper card</source>
        <translation>{who} stellt den Helfer mit einer Karte Helfer wieder ein</translation>
    </message>
    <message>
        <source>{who} rehires the helper with 1 coin</source>
        <translation>{who} stellt den Helfer für 1 Münze wieder ein</translation>
    </message>
    <message>
        <source>{who} does not rehire the helper</source>
        <translation>{who} stellt den Helfer nicht wieder ein</translation>
    </message>
    <message>
        <source>Phase 1 — {who} may buy gas (3 per coin)</source>
        <translation>Phase 1 — {who} darf Benzin kaufen (3 pro Münze)</translation>
    </message>
    <message>
        <source>Phase 1 — {who} drives, returns or stays home</source>
        <translation>Phase 1 — {who} fährt, kehrt heim oder bleibt zu Hause</translation>
    </message>
    <message>
        <source>Phase 1 — {who} picks a return bonus token</source>
        <translation>Phase 1 — {who} wählt ein Bonusplättchen für die Heimkehr</translation>
    </message>
    <message>
        <source>Phase 1 — {who} may play the Vet card</source>
        <translation>Phase 1 — {who} darf die Karte Tierarzt spielen</translation>
    </message>
    <message>
        <source>Phase 3 — {who} lacks food: choose a hungry dog</source>
        <translation>Phase 3 — {who} hat zu wenig Futter: Wähle einen hungrigen Hund</translation>
    </message>
    <message>
        <source>Phase 3 — {who} pays or rehires the helper</source>
        <translation>Phase 3 — {who} bezahlt den Helfer oder stellt ihn wieder ein</translation>
    </message>
    <message>
        <source>Phase 1 — {who} makes room for the accepted dog</source>
        <translation>Phase 1 — {who} macht Platz für den aufgenommenen Hund</translation>
    </message>
    <message>
        <source>Phase 1 — {who} arranges the pens</source>
        <translation>Phase 1 — {who} verteilt die Hunde auf die Gehege</translation>
    </message>
    <message>
        <source>Phase 1 — {who} is offered a donated {breed}</source>
        <translation>Phase 1 — {who} bekommt einen abgegebenen {breed} angeboten</translation>
    </message>
    <message>
        <source>Phase 2 — {who} places the first worker</source>
        <translation>Phase 2 — {who} setzt den ersten Arbeiter ein</translation>
    </message>
    <message>
        <source>Phase 2 — {who} places the second worker</source>
        <translation>Phase 2 — {who} setzt den zweiten Arbeiter ein</translation>
    </message>
    <message>
        <source>Phase 2 — {who} at {box}</source>
        <translation>Phase 2 — {who} beim {box}</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <source>Setting up</source>
        <translation>Spielaufbau</translation>
    </message>
    <message>
        <source>&apos;{action}&apos; is not possible now ({status})</source>
        <translation>Das ist jetzt nicht möglich ({status})</translation>
    </message>
    <message>
        <source>no player decides now</source>
        <translation>gerade ist niemand am Zug</translation>
    </message>
    <message>
        <source>trucks only drive in Phase 1, on your driving turn</source>
        <translation>Wagen fahren nur in Phase 1, wenn du mit Fahren dran bist</translation>
    </message>
    <message>
        <source>there is no such footprint space</source>
        <translation>dieses Pfotenfeld gibt es nicht</translation>
    </message>
    <message>
        <source>that space holds no dog: a truck must stop where it rescues a dog</source>
        <translation>auf diesem Feld ist kein Hund: Ein Wagen hält nur, wo er einen Hund rettet</translation>
    </message>
    <message>
        <source>a truck may never stop on a block token</source>
        <translation>ein Wagen darf nie auf einem Sperrplättchen halten</translation>
    </message>
    <message>
        <source>another truck is already on that space</source>
        <translation>auf diesem Feld steht schon ein anderer Wagen</translation>
    </message>
    <message numerus="yes">
        <source>that drive costs %n gas and you have {gas}: you must keep 1 gas to return home</source>
        <comment>that drive costs %n gas and you have {gas}: you must keep 1 gas to return home</comment>
        <translation>
            <numerusform>diese Fahrt kostet %n Benzin und du hast {gas}: Du musst 1 Benzin für die Heimfahrt behalten</numerusform>
            <numerusform>diese Fahrt kostet %n Benzin und du hast {gas}: Du musst 1 Benzin für die Heimfahrt behalten</numerusform>
        </translation>
    </message>
    <message>
        <source>your truck has not left the centre: stay home instead</source>
        <translation>dein Wagen hat das Zentrum nicht verlassen: Bleib stattdessen zu Hause</translation>
    </message>
    <message>
        <source>gas is bought at the start of Phase 1</source>
        <translation>Benzin kauft man zu Beginn der Phase 1</translation>
    </message>
    <message>
        <source>you have no coins</source>
        <translation>du hast keine Münzen</translation>
    </message>
    <message numerus="yes">
        <source>you have %n coin</source>
        <comment>you have %n coins</comment>
        <translation>
            <numerusform>du hast %n Münze</numerusform>
            <numerusform>du hast %n Münzen</numerusform>
        </translation>
    </message>
    <message>
        <source>the garage holds at most {cap} gas: with {gas} gas you cannot buy any</source>
        <translation>die Garage fasst höchstens {cap} Benzin: Mit {gas} Benzin kannst du keins kaufen</translation>
    </message>
    <message numerus="yes">
        <source>the garage holds at most {cap} gas: with {gas} gas you can buy at most %n coin of gas</source>
        <comment>the garage holds at most {cap} gas: with {gas} gas you can buy at most %n coins of gas</comment>
        <translation>
            <numerusform>die Garage fasst höchstens {cap} Benzin: Mit {gas} Benzin kannst du höchstens für %n Münze Benzin kaufen</numerusform>
            <numerusform>die Garage fasst höchstens {cap} Benzin: Mit {gas} Benzin kannst du höchstens für %n Münzen Benzin kaufen</numerusform>
        </translation>
    </message>
    <message>
        <source>you may only stay home before your truck drives</source>
        <translation>zu Hause bleiben kannst du nur, bevor dein Wagen fährt</translation>
    </message>
    <message>
        <source>dogs are only arranged at the end of Phase 1</source>
        <translation>Hunde werden nur am Ende der Phase 1 verteilt</translation>
    </message>
    <message>
        <source>no such breed or pen</source>
        <translation>diese Rasse oder dieses Gehege gibt es nicht</translation>
    </message>
    <message>
        <source>no {breed} is waiting to be placed</source>
        <translation>kein {breed} wartet auf einen Platz</translation>
    </message>
    <message>
        <source>pen {pen} is not built yet</source>
        <translation>Gehege {pen} ist noch nicht gebaut</translation>
    </message>
    <message>
        <source>your dogs do not all fit: you must donate a dog first</source>
        <translation>nicht alle deine Hunde passen hinein: Du musst erst einen Hund abgeben</translation>
    </message>
    <message>
        <source>a pen holds at most 4 dogs</source>
        <translation>ein Gehege fasst höchstens 4 Hunde</translation>
    </message>
    <message>
        <source>a pen may hold at most 2 breeds</source>
        <translation>ein Gehege darf höchstens 2 Rassen haben</translation>
    </message>
    <message>
        <source>each row holds at most 2 dogs of one breed: this pen cannot take it</source>
        <translation>jede Reihe fasst höchstens 2 Hunde einer Rasse: Dieses Gehege kann ihn nicht aufnehmen</translation>
    </message>
    <message>
        <source>then the other waiting dogs would no longer fit: lift a dog out of a pen first</source>
        <translation>dann passten die anderen wartenden Hunde nicht mehr: Nimm erst einen Hund aus einem Gehege</translation>
    </message>
    <message>
        <source>no more moves this turn: place the waiting dogs or arrange automatically</source>
        <translation>in diesem Zug geht nichts mehr: Setz die wartenden Hunde ein oder verteile automatisch</translation>
    </message>
    <message>
        <source>every waiting dog must be placed in a pen first</source>
        <translation>erst muss jeder wartende Hund in ein Gehege</translation>
    </message>
    <message>
        <source>you may only donate when your healthy dogs cannot all fit in your built pens</source>
        <translation>abgeben darfst du nur, wenn deine gesunden Hunde nicht alle in deine gebauten Gehege passen</translation>
    </message>
    <message>
        <source>workers are placed in Phase 2</source>
        <translation>Arbeiter werden in Phase 2 eingesetzt</translation>
    </message>
    <message>
        <source>no such action box</source>
        <translation>dieses Aktionsfeld gibt es nicht</translation>
    </message>
    <message>
        <source>you have no Free Entry card</source>
        <translation>du hast keine Karte Freier Eintritt</translation>
    </message>
    <message>
        <source>Free Entry is only for a box that is already full</source>
        <translation>Freier Eintritt gilt nur für ein Feld, das schon voll ist</translation>
    </message>
    <message numerus="yes">
        <source>{box} is full (%n worker per box)</source>
        <comment>{box} is full (%n workers per box)</comment>
        <translation>
            <numerusform>beim {box} ist kein Platz mehr (%n Arbeiter pro Feld)</numerusform>
            <numerusform>beim {box} ist kein Platz mehr (%n Arbeiter pro Feld)</numerusform>
        </translation>
    </message>
    <message>
        <source>take one of the cards above this box</source>
        <translation>nimm eine der Karten über diesem Feld</translation>
    </message>
    <message>
        <source>all your pens are built</source>
        <translation>alle deine Gehege sind gebaut</translation>
    </message>
    <message>
        <source>you have no Discount card</source>
        <translation>du hast keine Karte Rabatt</translation>
    </message>
    <message>
        <source>not enough coins to build a pen</source>
        <translation>zu wenig Münzen, um ein Gehege zu bauen</translation>
    </message>
    <message>
        <source>the Dog Fair pool is empty</source>
        <translation>das Marktangebot ist leer</translation>
    </message>
    <message numerus="yes">
        <source>a dog costs %n coin now</source>
        <comment>a dog costs %n coins now</comment>
        <translation>
            <numerusform>ein Hund kostet jetzt %n Münze</numerusform>
            <numerusform>ein Hund kostet jetzt %n Münzen</numerusform>
        </translation>
    </message>
    <message>
        <source>that pen has no legal spot for this dog (dogs are not moved in Phase 2)</source>
        <translation>in diesem Gehege ist kein erlaubter Platz für diesen Hund (in Phase 2 werden Hunde nicht umgesetzt)</translation>
    </message>
    <message>
        <source>that breed is not on the face-up Dog Fair card</source>
        <translation>diese Rasse steht nicht auf der offenen Marktkarte</translation>
    </message>
    <message>
        <source>a sale takes no card, Trained Dog (1), Award-winning Dog (2) or both (3)</source>
        <translation>ein Verkauf nutzt keine Karte, Dressierter Hund (1), Preisgekrönter Hund (2) oder beide (3)</translation>
    </message>
    <message>
        <source>you have no Trained Dog card</source>
        <translation>du hast keine Karte Dressierter Hund</translation>
    </message>
    <message>
        <source>you have no Award-winning Dog card</source>
        <translation>du hast keine Karte Preisgekrönter Hund</translation>
    </message>
    <message>
        <source>curing a dog costs 1 medicine</source>
        <translation>einen Hund zu heilen kostet 1 Medizin</translation>
    </message>
    <message>
        <source>that pen has no legal spot for this dog</source>
        <translation>in diesem Gehege ist kein erlaubter Platz für diesen Hund</translation>
    </message>
    <message numerus="yes">
        <source>Block token (2-player game): passing costs %n gas, no truck may stop here.</source>
        <comment>Block token (2-player game): passing costs %n gas, no truck may stop here.</comment>
        <translation>
            <numerusform>Sperrplättchen (Spiel zu zweit): Durchfahren kostet %n Benzin, kein Wagen darf hier halten.</numerusform>
            <numerusform>Sperrplättchen (Spiel zu zweit): Durchfahren kostet %n Benzin, kein Wagen darf hier halten.</numerusform>
        </translation>
    </message>
    <message>
        <source>{breed} (city dog) — sick: goes to the infirmary when brought home</source>
        <translation>{breed} (Stadthund) — krank: kommt nach der Heimfahrt in die Klinik</translation>
    </message>
    <message>
        <source>{breed} (country dog) — sick: goes to the infirmary when brought home</source>
        <translation>{breed} (Landhund) — krank: kommt nach der Heimfahrt in die Klinik</translation>
    </message>
    <message>
        <source>{breed} (city dog) — lost: goes to the Dog Fair and pays this space&apos;s reward</source>
        <translation>{breed} (Stadthund) — entlaufen: kommt auf den Hundemarkt und bringt den Finderlohn dieses Feldes</translation>
    </message>
    <message>
        <source>{breed} (country dog) — lost: goes to the Dog Fair and pays this space&apos;s reward</source>
        <translation>{breed} (Landhund) — entlaufen: kommt auf den Hundemarkt und bringt den Finderlohn dieses Feldes</translation>
    </message>
    <message>
        <source>{breed} (city dog)</source>
        <translation>{breed} (Stadthund)</translation>
    </message>
    <message>
        <source>{breed} (country dog)</source>
        <translation>{breed} (Landhund)</translation>
    </message>
</context>
</TS>
