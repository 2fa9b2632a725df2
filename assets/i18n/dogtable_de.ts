<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>ComponentFiles</name>
    <message>
        <source>Your corrected components for %1 (%2) were not used: %3
%1 is played with its built-in components.</source>
        <translation>Dein korrigiertes Spielmaterial für %1 (%2) wurde nicht verwendet: %3
%1 wird mit dem eingebauten Spielmaterial gespielt.</translation>
    </message>
</context>
<context>
    <name>GameHistory</name>
    <message>
        <source>The history of finished games (%1) cannot be kept: %2. Your games are still saved.</source>
        <translation>Der Verlauf der beendeten Spiele (%1) kann nicht geführt werden: %2. Deine Spiele werden trotzdem gespeichert.</translation>
    </message>
    <message>
        <source>The history of finished games could not be filled from the saves: %1.</source>
        <translation>Der Verlauf der beendeten Spiele konnte nicht aus den Spielständen aufgebaut werden: %1.</translation>
    </message>
    <message>
        <source>The history of finished games could not be read (%1). It was moved to %2 and made again from the saves of the finished games (games recovered: %3).</source>
        <translation>Der Verlauf der beendeten Spiele konnte nicht gelesen werden (%1). Er wurde nach %2 verschoben und aus den Spielständen der beendeten Spiele neu aufgebaut (wiederhergestellte Spiele: %3).</translation>
    </message>
</context>
<context>
    <name>GameLibrary</name>
    <message>
        <source>The app-data folder %1 cannot be written; your games are saved in %2.</source>
        <translation>In den Programmdaten-Ordner %1 kann nicht geschrieben werden; deine Spiele werden in %2 gespeichert.</translation>
    </message>
    <message>
        <source>No folder can be written (tried %1): games cannot be saved automatically. Use Save as… to keep a game.</source>
        <translation>In keinen Ordner kann geschrieben werden (versucht: %1): Spiele können nicht automatisch gespeichert werden. Mit „Speichern unter…“ kannst du ein Spiel behalten.</translation>
    </message>
    <message>
        <source>%1 was moved to %2: %3</source>
        <translation>%1 wurde nach %2 verschoben: %3</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Game table</source>
        <translation>Spieltisch</translation>
    </message>
    <message>
        <source>Can be chosen now</source>
        <translation>Jetzt wählbar</translation>
    </message>
</context>
<context>
    <name>SaveFiles</name>
    <message>
        <source>cannot create the folder %1</source>
        <translation>der Ordner %1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>%1 is empty: it holds no game.</source>
        <translation>%1 ist leer: Die Datei enthält kein Spiel.</translation>
    </message>
    <message>
        <source>%1 cannot be opened: %2.</source>
        <translation>%1 kann nicht geöffnet werden: %2.</translation>
    </message>
    <message>
        <source>%1 does not replay completely: %2</source>
        <translation>%1 lässt sich nicht vollständig abspielen: %2</translation>
    </message>
    <message>
        <source>Dogtable games (*.dogtable);;All files (*)</source>
        <translation>Dogtable-Spiele (*.dogtable);;Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
</context>
<context>
    <name>ciapki</name>
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
</context>
<context>
    <name>dig</name>
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
</context>
<context>
    <name>dogkids</name>
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
</context>
<context>
    <name>doglover</name>
    <message>
        <source>Dog Lover</source>
        <translation>Dog Lover</translation>
    </message>
    <message>
        <source>Special starting tricks</source>
        <translation>Besondere Starttricks</translation>
    </message>
    <message>
        <source>Each player starts with a different special trick instead of Sit.</source>
        <translation>Jeder Spieler beginnt mit einem anderen besonderen Trick statt Sitz.</translation>
    </message>
    <message>
        <source>Who takes the first turn: the box says the greatest dog lover, or a random player. The player on the first player&apos;s right places the watch dog, holds Fetch and takes the last turn of each round.</source>
        <translation>Wer beginnt: Laut Schachtel der größte Hundefreund oder ein zufälliger Spieler. Wer rechts vom Startspieler sitzt, stellt den Wachhund, hält Apport und ist in jeder Runde als Letzter dran.</translation>
    </message>
    <message>
        <source>Dog Lover is for 2 to 4 players</source>
        <translation>Dog Lover ist für 2 bis 4 Spieler</translation>
    </message>
    <message>
        <source>Refill after the last turn</source>
        <translation>Nachlegen nach dem letzten Zug</translation>
    </message>
    <message>
        <source>1: the grid is refilled once more after the last turn, as in games saved before the game ended with the last turn (those cards play no part).</source>
        <translation>1: Das Raster wird nach dem letzten Zug noch einmal aufgefüllt, wie in Spielen, die gespeichert wurden, bevor das Spiel mit dem letzten Zug endete (diese Karten zählen nicht).</translation>
    </message>
    <message>
        <source>Draft cards from a 3×3 grid with dog tricks; feed, walk and train your dogs.</source>
        <translation>Nimm Karten aus einem 3×3-Raster mit Hundetricks; füttere deine Hunde, geh mit ihnen Gassi und trainiere sie.</translation>
    </message>
</context>
<context>
    <name>dogtable::app::GameCard</name>
    <message>
        <source>1 player</source>
        <translation>1 Spieler</translation>
    </message>
    <message>
        <source>%1 players</source>
        <translation>%1 Spieler</translation>
    </message>
    <message>
        <source>%1–%2 players</source>
        <translation>%1–%2 Spieler</translation>
    </message>
    <message>
        <source>hidden hands</source>
        <translation>verdeckte Karten</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Spielen lernen</translation>
    </message>
    <message>
        <source>A first game with a guide: each step says what to do and why</source>
        <translation>Ein erstes Spiel mit Anleitung: jeder Schritt sagt, was zu tun ist und warum</translation>
    </message>
</context>
<context>
    <name>dogtable::app::GamePicker</name>
    <message>
        <source>Dogtable</source>
        <translation>Dogtable</translation>
    </message>
    <message>
        <source>Five dog board games for one computer. Pick a game to start.</source>
        <translation>Fünf Hunde-Brettspiele an einem Computer. Wähle ein Spiel, um loszulegen.</translation>
    </message>
    <message>
        <source>Continue a game</source>
        <translation>Spiel fortsetzen</translation>
    </message>
    <message>
        <source>No game with a table is built into this copy of Dogtable.</source>
        <translation>Diese Dogtable-Version enthält kein Spiel mit Spieltisch.</translation>
    </message>
    <message>
        <source>Finished games</source>
        <translation>Beendete Spiele</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Delete this game: %1</source>
        <translation>Dieses Spiel löschen: %1</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Weiterspielen</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Ansehen</translation>
    </message>
    <message numerus="yes">
        <source>Show all %n games in progress</source>
        <translation>
            <numerusform>%n laufendes Spiel zeigen</numerusform>
            <numerusform>Alle %n laufenden Spiele zeigen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Show all %n finished games</source>
        <translation>
            <numerusform>%n beendetes Spiel zeigen</numerusform>
            <numerusform>Alle %n beendeten Spiele zeigen</numerusform>
        </translation>
    </message>
    <message>
        <source>Show fewer</source>
        <translation>Weniger zeigen</translation>
    </message>
</context>
<context>
    <name>dogtable::app::HandOverScreen</name>
    <message>
        <source>Pass the table to %1</source>
        <translation>Übergib an %1</translation>
    </message>
    <message>
        <source>I am %1 — show my table</source>
        <translation>Ich bin %1 — zeig mir das Spiel</translation>
    </message>
    <message>
        <source>%1, press the button (or Enter) when you are ready. Nothing of the game is shown until then.</source>
        <translation>%1, drücke den Knopf (oder Enter), wenn du so weit bist. Bis dahin ist nichts vom Spiel zu sehen.</translation>
    </message>
</context>
<context>
    <name>dogtable::app::MainWindow</name>
    <message>
        <source>Dogtable</source>
        <translation>Dogtable</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Wertungsblock</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Speichern unter…</translation>
    </message>
    <message>
        <source>Hint: %1 — %2</source>
        <translation>Tipp: %1 — %2</translation>
    </message>
    <message>
        <source>This game could not be added to the history (%1); its save is kept.</source>
        <translation>Dieses Spiel konnte nicht in den Verlauf aufgenommen werden (%1); sein Spielstand bleibt erhalten.</translation>
    </message>
    <message>
        <source>Saved games</source>
        <translation>Gespeicherte Spiele</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>&amp;Continue the last game</source>
        <translation>&amp;Letztes Spiel fortsetzen</translation>
    </message>
    <message>
        <source>&amp;Replay this game</source>
        <translation>Dieses Spiel wieder&amp;geben</translation>
    </message>
    <message>
        <source>Open a re&amp;play…</source>
        <translation>Wie&amp;dergabe öffnen…</translation>
    </message>
    <message>
        <source>Open a game to replay</source>
        <translation>Spiel zur Wiedergabe öffnen</translation>
    </message>
    <message>
        <source>Score s&amp;heet</source>
        <translation>&amp;Wertungsblock</translation>
    </message>
    <message>
        <source>&amp;Back to the game list</source>
        <translation>&amp;Zurück zur Spielauswahl</translation>
    </message>
    <message>
        <source>&amp;Players…</source>
        <translation>S&amp;pieler…</translation>
    </message>
    <message>
        <source>Stat&amp;istics…</source>
        <translation>S&amp;tatistik…</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>Show the &amp;log panel</source>
        <translation>&amp;Protokoll anzeigen</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Vollbild</translation>
    </message>
    <message>
        <source>&amp;Mute sounds</source>
        <translation>Töne &amp;stumm</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>Ver&amp;größern</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <source>&amp;Actual size</source>
        <translation>&amp;Originalgröße</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Rules of this game</source>
        <translation>&amp;Regeln dieses Spiels</translation>
    </message>
    <message>
        <source>&amp;Keyboard</source>
        <translation>&amp;Tastatur</translation>
    </message>
    <message>
        <source>&amp;About Dogtable</source>
        <translation>Ü&amp;ber Dogtable</translation>
    </message>
    <message>
        <source>About Dogtable</source>
        <translation>Über Dogtable</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Dogtable %1&lt;/h3&gt;&lt;p&gt;Five dog board games at one table: play with friends on one computer or against computer players.&lt;/p&gt;&lt;p&gt;The art is drawn for Dogtable.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Dogtable %1&lt;/h3&gt;&lt;p&gt;Fünf Hunde-Brettspiele an einem Tisch: Spiel mit Freunden an einem Computer oder gegen Computerspieler.&lt;/p&gt;&lt;p&gt;Die Grafiken wurden für Dogtable gezeichnet.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>At every table</source>
        <translation>An jedem Tisch</translation>
    </message>
    <message>
        <source>Page Down / Page Up</source>
        <translation>Bild ab / Bild auf</translation>
    </message>
    <message>
        <source>the next / previous thing you can choose now; after a first choice, what goes on with it comes first (a card, then its dogs; a space, then its Drive button)</source>
        <translation>das nächste / vorige, was du jetzt wählen kannst; nach einer ersten Wahl kommt zuerst, was dazugehört (eine Karte, dann ihre Hunde; ein Feld, dann seine Fahr-Schaltfläche)</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation>Pfeiltasten</translation>
    </message>
    <message>
        <source>the neighbouring thing on the table, chosen or not</source>
        <translation>das Benachbarte auf dem Tisch, wählbar oder nicht</translation>
    </message>
    <message>
        <source>Tab / Shift+Tab</source>
        <translation>Tab / Umschalt+Tab</translation>
    </message>
    <message>
        <source>the next / previous part of the table: your area, the board, the offer, the other players, the buttons; after the last part, the side panel</source>
        <translation>der nächste / vorige Bereich des Tisches: dein Bereich, der Spielplan, die Auslage, die anderen Spieler, die Schaltflächen; nach dem letzten Bereich die Seitenleiste</translation>
    </message>
    <message>
        <source>Enter or Space</source>
        <translation>Eingabe oder Leertaste</translation>
    </message>
    <message>
        <source>choose what the cursor is on, or press the button it is on</source>
        <translation>wählen, worauf der Cursor steht, oder die Schaltfläche unter ihm drücken</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>take back the last step of a half-made choice</source>
        <translation>den letzten Schritt einer angefangenen Wahl zurücknehmen</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>the rules at what is on the table now</source>
        <translation>die Regeln zu dem, was gerade auf dem Tisch liegt</translation>
    </message>
    <message>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <source>a hint (its steps are marked on the table, buttons too)</source>
        <translation>ein Tipp (seine Schritte werden auf dem Tisch markiert, auch Schaltflächen)</translation>
    </message>
    <message>
        <source>Ctrl+Z / Ctrl+Shift+Z</source>
        <translation>Strg+Z / Strg+Umschalt+Z</translation>
    </message>
    <message>
        <source>undo / redo</source>
        <translation>rückgängig / wiederholen</translation>
    </message>
    <message>
        <source>on the hand-over screen: show the table to the next player</source>
        <translation>beim Weitergeben: dem nächsten Spieler den Tisch zeigen</translation>
    </message>
    <message>
        <source>Dig</source>
        <translation>Dig</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Eingabe</translation>
    </message>
    <message>
        <source>with no cursor shown: end the turn</source>
        <translation>ohne sichtbaren Cursor: den Zug beenden</translation>
    </message>
    <message>
        <source>K</source>
        <translation>K</translation>
    </message>
    <message>
        <source>keep the card you dug</source>
        <translation>die ausgegrabene Karte behalten</translation>
    </message>
    <message>
        <source>Dog Lover</source>
        <translation>Dog Lover</translation>
    </message>
    <message>
        <source>R / Shift+R</source>
        <translation>R / Umschalt+R</translation>
    </message>
    <message>
        <source>turn the picked trick a quarter clockwise / back</source>
        <translation>den gewählten Trick eine Vierteldrehung im Uhrzeigersinn / zurück drehen</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>show or hide the score estimates</source>
        <translation>die geschätzten Punkte zeigen oder verbergen</translation>
    </message>
    <message>
        <source>with nothing half-made: put the picked trick down</source>
        <translation>wenn nichts angefangen ist: den gewählten Trick ablegen</translation>
    </message>
    <message>
        <source>Ciapki</source>
        <translation>Ciapki</translation>
    </message>
    <message>
        <source>with no cursor shown: make the only action open to you</source>
        <translation>ohne sichtbaren Cursor: die einzige mögliche Aktion ausführen</translation>
    </message>
    <message>
        <source>DOGS</source>
        <translation>DOGS</translation>
    </message>
    <message>
        <source>with no cursor shown: press the only button</source>
        <translation>ohne sichtbaren Cursor: die einzige Schaltfläche drücken</translation>
    </message>
    <message>
        <source>Dog Kids</source>
        <translation>Dog Kids</translation>
    </message>
    <message>
        <source>1, 2, 3</source>
        <translation>1, 2, 3</translation>
    </message>
    <message>
        <source>pick that card of your hand</source>
        <translation>diese Handkarte wählen</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>Tastatur</translation>
    </message>
    <message>
        <source>Looking for a hint…</source>
        <translation>Suche einen Tipp…</translation>
    </message>
    <message>
        <source>The computer is thinking…</source>
        <translation>Der Computer denkt nach…</translation>
    </message>
    <message>
        <source>This game is not being saved automatically (%1). Use Save as… to keep it.</source>
        <translation>Dieses Spiel wird nicht automatisch gespeichert (%1). Mit „Speichern unter…“ kannst du es behalten.</translation>
    </message>
    <message>
        <source>Choose a game</source>
        <translation>Wähle ein Spiel</translation>
    </message>
    <message>
        <source>%1 — Dogtable</source>
        <translation>%1 — Dogtable</translation>
    </message>
    <message>
        <source>%1 — %2 — Dogtable</source>
        <translation>%1 — %2 — Dogtable</translation>
    </message>
    <message>
        <source>Pass the table to %1</source>
        <translation>Übergib an %1</translation>
    </message>
    <message>
        <source>Game over. %1</source>
        <translation>Spielende. %1</translation>
    </message>
    <message>
        <source>%1 (computer)</source>
        <translation>%1 (Computer)</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>This game is not saved</source>
        <translation>Dieses Spiel ist nicht gespeichert</translation>
    </message>
    <message>
        <source>This game could not be saved automatically (%1).

Save this game elsewhere?</source>
        <translation>Dieses Spiel konnte nicht automatisch gespeichert werden (%1).

An einem anderen Ort speichern?</translation>
    </message>
    <message>
        <source>Save elsewhere…</source>
        <translation>Anderswo speichern…</translation>
    </message>
    <message>
        <source>Discard the game</source>
        <translation>Spiel verwerfen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>No games</source>
        <translation>Keine Spiele</translation>
    </message>
    <message>
        <source>No game with a table is built into this copy of Dogtable.</source>
        <translation>Diese Dogtable-Version enthält kein Spiel mit Spieltisch.</translation>
    </message>
    <message>
        <source>The game cannot start</source>
        <translation>Das Spiel kann nicht beginnen</translation>
    </message>
    <message>
        <source>It is a game of %1, which has no table in this copy of Dogtable.</source>
        <translation>Es ist eine Partie %1, für die diese Dogtable-Version keinen Spieltisch hat.</translation>
    </message>
    <message>
        <source>The game replays only in part</source>
        <translation>Das Spiel lässt sich nur teilweise abspielen</translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <translation>%1 wird geöffnet…</translation>
    </message>
    <message>
        <source>The game cannot be opened</source>
        <translation>Das Spiel kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Open the game as it was after move %1? The file itself is not changed.</source>
        <translation>Das Spiel so öffnen, wie es nach Zug %1 war? Die Datei selbst bleibt unverändert.</translation>
    </message>
    <message>
        <source>Opened %1.</source>
        <translation>%1 geöffnet.</translation>
    </message>
    <message>
        <source>The game was not saved</source>
        <translation>Das Spiel wurde nicht gespeichert</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Saved to %1.</source>
        <translation>Gespeichert in %1.</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Spiel speichern</translation>
    </message>
    <message>
        <source>Open a game</source>
        <translation>Spiel öffnen</translation>
    </message>
    <message>
        <source>moves: %1 · last move %2</source>
        <translation>Züge: %1 · letzter Zug %2</translation>
    </message>
    <message>
        <source>replays only in part</source>
        <translation>nur teilweise abspielbar</translation>
    </message>
    <message>
        <source>No game to continue</source>
        <translation>Kein Spiel zum Fortsetzen</translation>
    </message>
    <message>
        <source>There is no unfinished game to continue.</source>
        <translation>Es gibt kein unbeendetes Spiel zum Fortsetzen.</translation>
    </message>
    <message>
        <source>The game cannot be continued</source>
        <translation>Das Spiel kann nicht fortgesetzt werden</translation>
    </message>
    <message>
        <source>Continue the game as it was after move %1? The saved file is kept as it is.</source>
        <translation>Das Spiel ab dem Stand nach Zug %1 fortsetzen? Die gespeicherte Datei bleibt, wie sie ist.</translation>
    </message>
    <message>
        <source>Delete this game?</source>
        <translation>Dieses Spiel löschen?</translation>
    </message>
    <message>
        <source>%1 will be deleted. This cannot be undone.</source>
        <translation>%1 wird gelöscht. Das lässt sich nicht rückgängig machen.</translation>
    </message>
    <message>
        <source>The game was not deleted</source>
        <translation>Das Spiel wurde nicht gelöscht</translation>
    </message>
    <message>
        <source>%1 could not be removed.</source>
        <translation>%1 konnte nicht entfernt werden.</translation>
    </message>
    <message>
        <source>A new game from move %1 of the replay.</source>
        <translation>Ein neues Spiel ab Zug %1 der Wiedergabe.</translation>
    </message>
    <message>
        <source>The game cannot be replayed</source>
        <translation>Das Spiel kann nicht wiedergegeben werden</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Verlassen</translation>
    </message>
    <message>
        <source>Leave the guided game (Esc); Learn to play goes on from this step later</source>
        <translation>Das geführte Spiel verlassen (Esc); „Spielen lernen“ macht später bei diesem Schritt weiter</translation>
    </message>
    <message>
        <source>Guided game: the last step — then finish the game as you like</source>
        <translation>Geführtes Spiel: der letzte Schritt — danach spielst du frei zu Ende</translation>
    </message>
    <message>
        <source>Guided game: step %1 of %2</source>
        <translation>Geführtes Spiel: Schritt %1 von %2</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Spielen lernen</translation>
    </message>
    <message>
        <source>%1 has no table in this copy of Dogtable.</source>
        <translation>%1 hat in dieser Kopie von Dogtable keinen Tisch.</translation>
    </message>
    <message>
        <source>You left the guided game of %1 at step %2 of %3.</source>
        <translation>Du hast das geführte Spiel von %1 bei Schritt %2 von %3 verlassen.</translation>
    </message>
    <message>
        <source>Go on</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>Start again</source>
        <translation>Neu beginnen</translation>
    </message>
    <message>
        <source>Your components</source>
        <translation>Dein Spielmaterial</translation>
    </message>
    <message>
        <source>played with other components: opens when they are installed · last move %1</source>
        <translation>mit anderem Spielmaterial gespielt: lässt sich öffnen, sobald es installiert ist · letzter Zug %1</translation>
    </message>
    <message>
        <source>Your turn, %1</source>
        <translation>Du bist dran, %1</translation>
    </message>
    <message>
        <source>%1 is waiting for your move.</source>
        <translation>%1: Das Spiel wartet auf deinen Zug.</translation>
    </message>
    <message>
        <source>The game is waiting for your move.</source>
        <translation>Das Spiel wartet auf deinen Zug.</translation>
    </message>
    <message>
        <source>The guided game of %1 needs the box&apos;s own components, and this copy plays with a corrected component file: remove it to learn to play.</source>
        <translation>Das geführte Spiel von %1 braucht das Spielmaterial der Schachtel, diese Kopie nutzt aber eine korrigierte Spielmaterial-Datei: Entferne sie, um das Spiel zu lernen.</translation>
    </message>
    <message>
        <source>Go on ▸</source>
        <translation>Weiter ▸</translation>
    </message>
    <message>
        <source>Play this step&apos;s moves (Enter)</source>
        <translation>Die Züge dieses Schritts spielen (Enter)</translation>
    </message>
    <message>
        <source>Read the balloon, then Go on (Enter).</source>
        <translation>Lies die Sprechblase, dann Weiter (Enter).</translation>
    </message>
    <message>
        <source>No hints in the guided steps: the marked element is the move (Enter picks it).</source>
        <translation>In den geführten Schritten gibt es keine Tipps: Das markierte Element ist der Zug (Enter wählt es).</translation>
    </message>
    <message>
        <source>guided game, step %1 · %2</source>
        <translation>geführtes Spiel, Schritt %1 · %2</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Tipp: %1</translation>
    </message>
</context>
<context>
    <name>dogtable::app::MatchController</name>
    <message>
        <source>The game has a chance step with no outcome; it cannot go on.</source>
        <translation>Das Spiel hat einen Zufallsschritt ohne Ergebnis; es kann nicht weitergehen.</translation>
    </message>
    <message>
        <source>The computer player ran into a problem and played a random legal move.</source>
        <translation>Der Computerspieler hatte ein Problem und hat einen zufälligen erlaubten Zug gemacht.</translation>
    </message>
    <message>
        <source>The computer&apos;s move was refused: %1</source>
        <translation>Der Zug des Computers wurde abgelehnt: %1</translation>
    </message>
    <message>
        <source>No game is in progress.</source>
        <translation>Es läuft kein Spiel.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>The table is being handed over.</source>
        <translation>Der Tisch wird gerade weitergegeben.</translation>
    </message>
    <message>
        <source>It is not your turn: wait for %1.</source>
        <translation>Du bist nicht am Zug: Warte auf %1.</translation>
    </message>
    <message>
        <source>There is no move of yours to take back.</source>
        <translation>Es gibt keinen Zug von dir, den du zurücknehmen kannst.</translation>
    </message>
    <message>
        <source>A hint is given when it is your move.</source>
        <translation>Einen Tipp gibt es, wenn du am Zug bist.</translation>
    </message>
    <message>
        <source>no game is in progress</source>
        <translation>es läuft kein Spiel</translation>
    </message>
    <message>
        <source>the saved game does not replay to the same state</source>
        <translation>das gespeicherte Spiel führt beim Abspielen nicht zum selben Stand</translation>
    </message>
    <message>
        <source>the file could not be written</source>
        <translation>die Datei konnte nicht geschrieben werden</translation>
    </message>
    <message>
        <source>Autosave failed (%1); the previous autosave is kept.</source>
        <translation>Automatisches Speichern fehlgeschlagen (%1); der vorige Stand bleibt erhalten.</translation>
    </message>
</context>
<context>
    <name>dogtable::app::NewGameDialog</name>
    <message>
        <source>Random moves</source>
        <translation>Zufallszüge</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>Stark</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Plätze</translation>
    </message>
    <message>
        <source>Variants</source>
        <translation>Varianten</translation>
    </message>
    <message>
        <source>random</source>
        <translation>zufällig</translation>
    </message>
    <message>
        <source>The same seed and the same moves give the same dice and cards: handy to replay a game.</source>
        <translation>Derselbe Startwert und dieselben Züge ergeben dieselben Würfel und Karten: praktisch, um ein Spiel nachzuspielen.</translation>
    </message>
    <message>
        <source>Seed (optional)</source>
        <translation>Startwert (optional)</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Spiel starten</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>This game has no variants.</source>
        <translation>Dieses Spiel hat keine Varianten.</translation>
    </message>
    <message>
        <source>Random (drawn at the start)</source>
        <translation>Zufällig (wird zu Beginn ausgelost)</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Platz %1</translation>
    </message>
    <message>
        <source>Pies starts with 0 treats (easier)</source>
        <translation>Pies beginnt mit 0 Leckerlis (leichter)</translation>
    </message>
    <message>
        <source>Pies starts with 1 treat (standard)</source>
        <translation>Pies beginnt mit 1 Leckerli (normal)</translation>
    </message>
    <message>
        <source>Pies starts with 2 treats (harder)</source>
        <translation>Pies beginnt mit 2 Leckerlis (schwerer)</translation>
    </message>
    <message>
        <source>First player</source>
        <translation>Startspieler</translation>
    </message>
    <message>
        <source>Solo difficulty</source>
        <translation>Solo-Schwierigkeit</translation>
    </message>
    <message>
        <source>Only for the solo game (1 player).</source>
        <translation>Nur im Solospiel (1 Spieler).</translation>
    </message>
    <message>
        <source>Only for games of %1 players.</source>
        <translation>Nur für Spiele mit %1 Spielern.</translation>
    </message>
    <message>
        <source>Only for games of %1 or more players.</source>
        <translation>Nur für Spiele mit %1 oder mehr Spielern.</translation>
    </message>
    <message>
        <source>Only for games of %1 to %2 players.</source>
        <translation>Nur für Spiele mit %1 bis %2 Spielern.</translation>
    </message>
    <message>
        <source>Only with “%1” on.</source>
        <translation>Nur wenn „%1“ eingeschaltet ist.</translation>
    </message>
    <message>
        <source>Choose a game.</source>
        <translation>Wähle ein Spiel.</translation>
    </message>
    <message>
        <source>Seat %1 needs a name.</source>
        <translation>Platz %1 braucht einen Namen.</translation>
    </message>
    <message>
        <source>Two seats are called %1: give every player their own name.</source>
        <translation>Zwei Plätze heißen %1: Gib jedem Spieler einen eigenen Namen.</translation>
    </message>
    <message>
        <source>The seed must be a whole number (or empty for a random one).</source>
        <translation>Der Startwert muss eine ganze Zahl sein (oder leer für einen zufälligen).</translation>
    </message>
    <message>
        <source>%1 plays under their profile: the game goes into their history.</source>
        <translation>%1 spielt mit eigenem Profil: Das Spiel kommt in den eigenen Verlauf.</translation>
    </message>
    <message>
        <source>A guest (no profile has this name). Game ▸ Players… makes profiles.</source>
        <translation>Ein Gast (kein Profil hat diesen Namen). Profile legst du unter Spiel ▸ Spieler… an.</translation>
    </message>
    <message>
        <source>How many treats Pies starts with: fewer is easier.</source>
        <translation>Mit wie vielen Leckerlis Pies beginnt: weniger ist leichter.</translation>
    </message>
    <message>
        <source>Seat %1: %2</source>
        <translation>Platz %1: %2</translation>
    </message>
    <message>
        <source>Team %1</source>
        <translation>Team %1</translation>
    </message>
    <message>
        <source>Howl and Roll Over plus one tile per colour: the first-game set, a recommended set or a random one.</source>
        <translation>Heulen und Rollen und dazu ein Plättchen je Farbe: die Auswahl fürs erste Spiel, eine empfohlene oder eine zufällige.</translation>
    </message>
    <message>
        <source>A solo game against Pies, the automaton of the box.</source>
        <translation>Ein Solospiel gegen Pies, den Automaten aus der Schachtel.</translation>
    </message>
    <message>
        <source>With 1 player: a solo game against Pies, the automaton of the box.</source>
        <translation>Mit 1 Spieler: ein Solospiel gegen Pies, den Automaten aus der Schachtel.</translation>
    </message>
</context>
<context>
    <name>dogtable::app::PlayersPage</name>
    <message>
        <source>Beagle</source>
        <translation>Beagle</translation>
    </message>
    <message>
        <source>Poodle</source>
        <translation>Pudel</translation>
    </message>
    <message>
        <source>Dachshund</source>
        <translation>Dackel</translation>
    </message>
    <message>
        <source>Husky</source>
        <translation>Husky</translation>
    </message>
    <message>
        <source>Terrier</source>
        <translation>Terrier</translation>
    </message>
    <message>
        <source>Spaniel</source>
        <translation>Spaniel</translation>
    </message>
    <message>
        <source>No avatar</source>
        <translation>Kein Avatar</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>A profile keeps a player&apos;s games in the history. In a new game, type a profile&apos;s name for a seat; any other name plays as a guest.</source>
        <translation>Ein Profil hält die Spiele eines Spielers im Verlauf fest. Trag in einem neuen Spiel den Namen eines Profils bei einem Platz ein; jeder andere Name spielt als Gast.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>No preference</source>
        <translation>Keine Vorliebe</translation>
    </message>
    <message>
        <source>The colour this player prefers, kept with the profile; a game&apos;s own colour choice wins.</source>
        <translation>Die Lieblingsfarbe dieses Spielers, im Profil gespeichert; die Farbwahl im Spiel selbst hat Vorrang.</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Farbe</translation>
    </message>
    <message>
        <source>Avatar</source>
        <translation>Avatar</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>Save changes</source>
        <translation>Änderungen speichern</translation>
    </message>
    <message>
        <source>Remove…</source>
        <translation>Entfernen…</translation>
    </message>
    <message>
        <source>The history cannot be opened, so profiles cannot be kept now.</source>
        <translation>Der Verlauf kann nicht geöffnet werden, deshalb lassen sich gerade keine Profile speichern.</translation>
    </message>
    <message>
        <source>A profile needs a name.</source>
        <translation>Ein Profil braucht einen Namen.</translation>
    </message>
    <message>
        <source>A name has at most %1 characters.</source>
        <translation>Ein Name hat höchstens %1 Zeichen.</translation>
    </message>
    <message>
        <source>There is already a profile with this name.</source>
        <translation>Es gibt schon ein Profil mit diesem Namen.</translation>
    </message>
    <message>
        <source>This profile is no longer there.</source>
        <translation>Dieses Profil gibt es nicht mehr.</translation>
    </message>
    <message>
        <source>The profile could not be saved in the history.</source>
        <translation>Das Profil konnte nicht im Verlauf gespeichert werden.</translation>
    </message>
    <message>
        <source>Remove the profile %1? Its games stay in the history under this name.</source>
        <translation>Das Profil %1 entfernen? Seine Spiele bleiben unter diesem Namen im Verlauf.</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Gelb</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <source>Remove the profile %1?</source>
        <translation>Profil %1 entfernen?</translation>
    </message>
</context>
<context>
    <name>dogtable::app::ReplayWindow</name>
    <message>
        <source>Replay — %1</source>
        <translation>Wiedergabe — %1</translation>
    </message>
    <message>
        <source>As %1 saw it</source>
        <translation>Wie %1 es sah</translation>
    </message>
    <message>
        <source>What everybody saw</source>
        <translation>Was alle sahen</translation>
    </message>
    <message>
        <source>Whose view to watch: a player&apos;s hand stays hidden from the others.</source>
        <translation>Aus wessen Sicht du zusiehst: Die Handkarten eines Spielers bleiben vor den anderen verborgen.</translation>
    </message>
    <message>
        <source>First</source>
        <translation>Anfang</translation>
    </message>
    <message>
        <source>The start of the game (Home)</source>
        <translation>Der Anfang des Spiels (Pos1)</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>One move back (Left; Page Up: one turn)</source>
        <translation>Einen Zug zurück (Pfeil links; Bild auf: bis zum vorigen Spieler)</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Vor</translation>
    </message>
    <message>
        <source>One move on (Right; Page Down: one turn)</source>
        <translation>Einen Zug vor (Pfeil rechts; Bild ab: bis zum nächsten Spieler)</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Ende</translation>
    </message>
    <message>
        <source>The end of the game (End)</source>
        <translation>Das Ende des Spiels (Ende)</translation>
    </message>
    <message>
        <source>Move </source>
        <translation>Zug </translation>
    </message>
    <message>
        <source>Go to a move</source>
        <translation>Zu einem Zug springen</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Wertungsblock</translation>
    </message>
    <message>
        <source>Play on from here</source>
        <translation>Von hier weiterspielen</translation>
    </message>
    <message>
        <source>A new game that starts from this move; the recorded game is not changed.</source>
        <translation>Ein neues Spiel, das bei diesem Zug beginnt; das aufgezeichnete Spiel bleibt unverändert.</translation>
    </message>
    <message>
        <source>This copy of Dogtable has no table for %1.</source>
        <translation>Diese Dogtable-Version hat keinen Spieltisch für %1.</translation>
    </message>
    <message>
        <source>Move %1 of %2</source>
        <translation>Zug %1 von %2</translation>
    </message>
    <message>
        <source>%1 — the game is over</source>
        <translation>%1 — das Spiel ist vorbei</translation>
    </message>
    <message>
        <source>%1 — %2&apos;s turn</source>
        <translation>%1 — %2 ist am Zug</translation>
    </message>
    <message>
        <source>Choose a turn on the chart to go there (Page Up and Page Down step by turns).</source>
        <translation>Wähle einen Zug im Diagramm, um dorthin zu gehen (Bild auf/ab springen zugweise).</translation>
    </message>
</context>
<context>
    <name>dogtable::app::RulesBrowser</name>
    <message>
        <source>Dogtable — rules</source>
        <translation>Dogtable — Regeln</translation>
    </message>
    <message>
        <source>Show this page in %1</source>
        <translation>Diese Seite auf %1 zeigen</translation>
    </message>
    <message>
        <source># %1

The rules page of %1 is not part of this build yet.</source>
        <translation># %1

Die Regelseite von %1 ist in dieser Version noch nicht enthalten.</translation>
    </message>
    <message>
        <source>%1 — rules</source>
        <translation>%1 — Regeln</translation>
    </message>
    <message>
        <source>no match</source>
        <translation>kein Treffer</translation>
    </message>
    <message>
        <source>matches: %1</source>
        <translation>Treffer: %1</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Spielen lernen</translation>
    </message>
    <message>
        <source>A first game with a guide: each step says what to do and why</source>
        <translation>Ein erstes Spiel mit Anleitung: jeder Schritt sagt, was zu tun ist und warum</translation>
    </message>
    <message>
        <source>Search the rules</source>
        <translation>Regeln durchsuchen</translation>
    </message>
    <message>
        <source>Type a word: Enter goes to the next match.</source>
        <translation>Ein Wort eingeben: die Eingabetaste springt zum nächsten Treffer.</translation>
    </message>
</context>
<context>
    <name>dogtable::app::ScoreChart</name>
    <message>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Score over the game</source>
        <translation>Punkte im Spielverlauf</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Zug</translation>
    </message>
</context>
<context>
    <name>dogtable::app::ScoreSheetDialog</name>
    <message>
        <source>Nobody wins.</source>
        <translation>Niemand gewinnt.</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1 gewinnt!</translation>
    </message>
    <message>
        <source>%1 and %2 share the win.</source>
        <translation>%1 und %2 gewinnen gemeinsam.</translation>
    </message>
    <message>
        <source>%1 — final scores</source>
        <translation>%1 — Endwertung</translation>
    </message>
    <message>
        <source>%1 — scores so far</source>
        <translation>%1 — bisheriger Stand</translation>
    </message>
    <message>
        <source>The game is not over yet: these are the scores so far.</source>
        <translation>Das Spiel läuft noch: Das ist der bisherige Stand.</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 gewinnt</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Total: %1</source>
        <translation>Summe: %1</translation>
    </message>
    <message>
        <source>Tie-break used: %1</source>
        <translation>Gleichstand entschieden durch: %1</translation>
    </message>
    <message>
        <source>No tie-break was needed.</source>
        <translation>Es gab keinen Gleichstand zu entscheiden.</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
</context>
<context>
    <name>dogtable::app::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Takes effect the next time Dogtable starts.</source>
        <translation>Wirkt ab dem nächsten Start von Dogtable.</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>Animations</source>
        <translation>Animationen</translation>
    </message>
    <message>
        <source>Reduce motion: nothing moves on the table</source>
        <translation>Weniger Bewegung: Auf dem Tisch bewegt sich nichts</translation>
    </message>
    <message>
        <source>High-contrast colours</source>
        <translation>Kontrastreiche Farben</translation>
    </message>
    <message>
        <source>Seeing</source>
        <translation>Darstellung</translation>
    </message>
    <message>
        <source>Fair: only within the current turn</source>
        <translation>Fair: nur im laufenden Zug</translation>
    </message>
    <message>
        <source>Casual: anything, the dice stay the same</source>
        <translation>Locker: alles, die Würfel bleiben gleich</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Mute</source>
        <translation>Stumm</translation>
    </message>
    <message>
        <source>Sounds</source>
        <translation>Töne</translation>
    </message>
    <message>
        <source>Casual undo takes back any move, back to the start of the game; the dice and the cards come out the same again.</source>
        <translation>Lockeres Rückgängigmachen nimmt jeden Zug zurück, bis zum Spielbeginn; Würfel und Karten fallen danach wieder gleich.</translation>
    </message>
    <message>
        <source>Fair undo never takes back a roll, a drawn or revealed card or another person&apos;s move; against a computer it takes back your move together with the computer&apos;s replies, unless they rolled or revealed something.</source>
        <translation>Faires Rückgängigmachen nimmt nie einen Wurf, eine gezogene oder aufgedeckte Karte oder den Zug einer anderen Person zurück; gegen den Computer nimmt es deinen Zug samt den Antworten des Computers zurück, außer diese haben gewürfelt oder etwas aufgedeckt.</translation>
    </message>
    <message>
        <source>The language changes the next time Dogtable starts.</source>
        <translation>Die Sprache ändert sich beim nächsten Start von Dogtable.</translation>
    </message>
</context>
<context>
    <name>dogtable::app::SidePanel</name>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Spielprotokoll</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <source>What the strong computer player would do now, seeing only what you see (H)</source>
        <translation>Was der starke Computerspieler jetzt tun würde, wenn er nur sähe, was du siehst (H)</translation>
    </message>
    <message>
        <source>What just happened at the table</source>
        <translation>Was gerade am Tisch passiert ist</translation>
    </message>
    <message>
        <source>(computer, %1)</source>
        <translation>(Computer, %1)</translation>
    </message>
    <message>
        <source>team %1</source>
        <translation>Team %1</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 denkt nach…</translation>
    </message>
    <message>
        <source>%1&apos;s turn</source>
        <translation>%1 ist am Zug</translation>
    </message>
    <message>
        <source>Dealing…</source>
        <translation>Karten werden ausgeteilt…</translation>
    </message>
    <message>
        <source> (hint used)</source>
        <translation> (mit Tipp)</translation>
    </message>
    <message>
        <source>Played since your last move</source>
        <translation>Gespielt seit deinem letzten Zug</translation>
    </message>
    <message>
        <source>; hint used</source>
        <comment>joined into the log line&apos;s own closing parenthesis: (turlaj się; hint used)</comment>
        <translation>; mit Tipp</translation>
    </message>
</context>
<context>
    <name>dogtable::app::StatisticsPage</name>
    <message>
        <source>%1 (computer)</source>
        <translation>%1 (Computer)</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Export the statistics</source>
        <translation>Statistik exportieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>CSV exportieren…</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Siege</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Siegquote</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Bestwert</translation>
    </message>
    <message>
        <source>Mean score</source>
        <translation>Schnitt</translation>
    </message>
    <message>
        <source>Streak</source>
        <translation>Serie</translation>
    </message>
    <message>
        <source>Best streak</source>
        <translation>Beste Serie</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>Zuletzt</translation>
    </message>
    <message>
        <source>Head to head</source>
        <translation>Direkter Vergleich</translation>
    </message>
    <message>
        <source>against</source>
        <translation>gegen</translation>
    </message>
    <message>
        <source>The history cannot be opened, so there are no statistics now.</source>
        <translation>Der Verlauf kann nicht geöffnet werden, deshalb gibt es gerade keine Statistik.</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Alle Spiele</translation>
    </message>
    <message>
        <source>No finished game yet: play one to the end.</source>
        <translation>Noch kein beendetes Spiel: Spiel eines bis zum Ende.</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Two players are needed for a head-to-head.</source>
        <translation>Für einen direkten Vergleich braucht es zwei Spieler.</translation>
    </message>
    <message>
        <source>Choose two different players.</source>
        <translation>Wähle zwei verschiedene Spieler.</translation>
    </message>
    <message>
        <source>%1 and %2 have not played together yet.</source>
        <translation>%1 und %2 haben noch nicht zusammen gespielt.</translation>
    </message>
    <message>
        <source>Win rate over time</source>
        <translation>Siegquote im Zeitverlauf</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>The statistics could not be written (%1).</source>
        <translation>Die Statistik konnte nicht geschrieben werden (%1).</translation>
    </message>
    <message>
        <source>The statistics were written to %1.</source>
        <translation>Die Statistik wurde in %1 gespeichert.</translation>
    </message>
    <message>
        <source>Time on %1</source>
        <translation>Uhrzeit (%1)</translation>
    </message>
    <message>
        <source>%1 (1 game)</source>
        <translation>%1 (1 Spiel)</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n games)</source>
        <translation>
            <numerusform>%1 (%n Spiel)</numerusform>
            <numerusform>%1 (%n Spiele)</numerusform>
        </translation>
    </message>
    <message>
        <source>The chart shows the %1 players with the most games; not shown: %2.</source>
        <translation>Das Diagramm zeigt die %1 Spieler mit den meisten Spielen; nicht gezeigt: %2.</translation>
    </message>
    <message>
        <source>%1 in 1 game</source>
        <translation>%1 in 1 Spiel</translation>
    </message>
    <message numerus="yes">
        <source>%1 in %n games</source>
        <translation>
            <numerusform>%1 in %n Spiel</numerusform>
            <numerusform>%1 in %n Spielen</numerusform>
        </translation>
    </message>
    <message>
        <source>Games together: %1. %2 won %3, %4 won %5. More points than the other: %6, %7.</source>
        <translation>Gemeinsame Spiele: %1. %2 gewann %3, %4 gewann %5. Mehr Punkte als der andere: %6, %7.</translation>
    </message>
</context>
<context>
    <name>dogtable::app::TutorialRunner</name>
    <message>
        <source>The guided game does not fit this game any more: %1 cannot be played. Play on freely.</source>
        <translation>Das geführte Spiel passt nicht mehr zu diesem Spiel: %1 ist nicht möglich. Spiel frei weiter.</translation>
    </message>
    <message>
        <source>Watch this move first: the game goes on by itself.</source>
        <translation>Schau dir diesen Zug erst an: das Spiel geht von selbst weiter.</translation>
    </message>
    <message>
        <source>Not that one: try the element marked on the table (Enter picks it).</source>
        <translation>Nicht das: versuch das markierte Element auf dem Tisch (Enter wählt es).</translation>
    </message>
    <message>
        <source>The game left the guided steps (%1). Play on freely.</source>
        <translation>Das Spiel hat die geführten Schritte verlassen (%1). Spiel frei weiter.</translation>
    </message>
    <message>
        <source>Not that one: try “%1”, marked on the table (Enter picks it).</source>
        <translation>Nicht das: versuch „%1“, auf dem Tisch markiert (Enter wählt es).</translation>
    </message>
</context>
<context>
    <name>kennel</name>
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
</context>
</TS>
