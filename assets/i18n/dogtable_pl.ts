<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl_PL">
<context>
    <name>ComponentFiles</name>
    <message>
        <source>Your corrected components for %1 (%2) were not used: %3
%1 is played with its built-in components.</source>
        <translation>Poprawione elementy gry „%1” (%2) nie zostały użyte: %3
„%1” korzysta z wbudowanych elementów gry.</translation>
    </message>
</context>
<context>
    <name>GameHistory</name>
    <message>
        <source>The history of finished games (%1) cannot be kept: %2. Your games are still saved.</source>
        <translation>Historii zakończonych gier (%1) nie da się prowadzić: %2. Twoje gry są nadal zapisane.</translation>
    </message>
    <message>
        <source>The history of finished games could not be filled from the saves: %1.</source>
        <translation>Nie udało się odtworzyć historii zakończonych gier z zapisów: %1.</translation>
    </message>
    <message>
        <source>The history of finished games could not be read (%1). It was moved to %2 and made again from the saves of the finished games (games recovered: %3).</source>
        <translation>Nie udało się odczytać historii zakończonych gier (%1). Plik przeniesiono do %2, a historię odtworzono z zapisów zakończonych gier (odzyskane gry: %3).</translation>
    </message>
</context>
<context>
    <name>GameLibrary</name>
    <message>
        <source>The app-data folder %1 cannot be written; your games are saved in %2.</source>
        <translation>Do folderu danych aplikacji %1 nie można zapisywać; gry są zapisywane w %2.</translation>
    </message>
    <message>
        <source>No folder can be written (tried %1): games cannot be saved automatically. Use Save as… to keep a game.</source>
        <translation>Nie można zapisywać w żadnym folderze (próbowano %1): gry nie mogą być zapisywane automatycznie. Użyj „Zapisz jako…”, aby zachować grę.</translation>
    </message>
    <message>
        <source>%1 was moved to %2: %3</source>
        <translation>%1 przeniesiono do %2: %3</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Game table</source>
        <translation>Stół gry</translation>
    </message>
    <message>
        <source>Can be chosen now</source>
        <translation>Można wybrać teraz</translation>
    </message>
</context>
<context>
    <name>SaveFiles</name>
    <message>
        <source>cannot create the folder %1</source>
        <translation>nie można utworzyć folderu %1</translation>
    </message>
    <message>
        <source>%1 is empty: it holds no game.</source>
        <translation>%1 jest pusty: nie zawiera żadnej gry.</translation>
    </message>
    <message>
        <source>%1 cannot be opened: %2.</source>
        <translation>Nie można otworzyć %1: %2.</translation>
    </message>
    <message>
        <source>%1 does not replay completely: %2</source>
        <translation>%1 nie odtwarza się w całości: %2</translation>
    </message>
    <message>
        <source>Dogtable games (*.dogtable);;All files (*)</source>
        <translation>Gry Dogtable (*.dogtable);;Wszystkie pliki (*)</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Off</source>
        <translation>Wyłączone</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Szybkie</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normalne</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Wolne</translation>
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
        <translation>Kości i ryzyko: uzupełniaj pola psów, resztę zakopuj i nie zalicz wtopy (1–4 graczy, solo przeciwko Psu).</translation>
    </message>
    <message>
        <source>Trick tiles</source>
        <translation>Kafelki sztuczek</translation>
    </message>
    <message>
        <source>first-game</source>
        <translation>pierwsza gra</translation>
    </message>
    <message>
        <source>random</source>
        <translation>losowo</translation>
    </message>
    <message>
        <source>Howl and Roll Over plus one tile per colour: the first-game set, a recommended set, a random set, or your own list of four tile ids, one per colour (e.g. dig,chase,guard,chew).</source>
        <translation>„daj głos” i „turlaj się” oraz po jednym kafelku z każdego koloru: zestaw na pierwszą grę, polecany zestaw, losowy albo własna lista czterech identyfikatorów kafelków, po jednym na kolor (np. dig,chase,guard,chew).</translation>
    </message>
    <message>
        <source>Off-leash mode (all 22 tiles in colour stacks)</source>
        <translation>Tryb „bez smyczy” (wszystkie 22 kafelki w stosach według kolorów)</translation>
    </message>
    <message>
        <source>All 22 tiles in play, stacked by colour; the tile set is then not used.</source>
        <translation>W grze są wszystkie 22 kafelki, ułożone w stosy według kolorów; zestaw kafelków nie jest wtedy używany.</translation>
    </message>
    <message>
        <source>Pies&apos;s starting treats (solo difficulty)</source>
        <translation>Smakołyki Psa na start (trudność trybu solo)</translation>
    </message>
    <message>
        <source>Solo only: the automaton Pies starts with this many treats (0 easy, 1 standard, 2 hard).</source>
        <translation>Tylko w trybie solo: z tyloma smakołykami zaczyna Pies (0 łatwy, 1 standardowy, 2 trudny).</translation>
    </message>
    <message>
        <source>Who takes the first turn. Random is the box&apos;s rule: the highest buried die begins, tied players roll again. Solo: you always begin.</source>
        <translation>Kto rozpoczyna. „Losowo” to zasada z pudełka: zaczyna osoba z najwyższą zakopaną kością, przy remisie remisujący rzucają ponownie. Solo: zawsze zaczynasz ty.</translation>
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
        <translation>Psy wykopują kości z podwórka i zanoszą je do misek; najwięcej daje miska blisko budy.</translation>
    </message>
    <message>
        <source>Who takes the first turn: the box says the youngest player.</source>
        <translation>Kto zaczyna: według pudełka najmłodszy gracz.</translation>
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
        <translation>Wyścig trzech psów dookoła planszy: każda karta posyła psa na najbliższe pole swojego koloru.</translation>
    </message>
    <message>
        <source>Team game</source>
        <translation>Gra drużynowa</translation>
    </message>
    <message>
        <source>3 or 4 players: partners push each other&apos;s dogs and win together (4 players: opposite seats).</source>
        <translation>3 lub 4 graczy: partnerzy spychają sobie nawzajem psy i wygrywają razem (przy 4 graczach siedzą naprzeciwko siebie).</translation>
    </message>
    <message>
        <source>Solo player (3-player team game)</source>
        <translation>Gracz solo (gra drużynowa we troje)</translation>
    </message>
    <message>
        <source>With 3 players in the team game, this seat plays alone; the other two are partners.</source>
        <translation>W grze drużynowej we troje to miejsce gra samo; pozostali dwaj gracze tworzą drużynę.</translation>
    </message>
    <message>
        <source>Empty place (3 players)</source>
        <translation>Wolne miejsce (3 graczy)</translation>
    </message>
    <message>
        <source>white</source>
        <translation>białe</translation>
    </message>
    <message>
        <source>grey</source>
        <translation>szare</translation>
    </message>
    <message>
        <source>brown</source>
        <translation>brązowe</translation>
    </message>
    <message>
        <source>black</source>
        <translation>czarne</translation>
    </message>
    <message>
        <source>With 3 players one of the four places stays empty; the others take the next three clockwise. The player after the empty place is a little weaker.</source>
        <translation>Przy 3 graczach jedno z czterech miejsc zostaje wolne; pozostali zajmują trzy kolejne zgodnie z ruchem wskazówek zegara. Gracz siedzący za wolnym miejscem ma trochę trudniej.</translation>
    </message>
    <message>
        <source>Who plays first: the box says the youngest player. Play goes on clockwise.</source>
        <translation>Kto zaczyna: według instrukcji najmłodszy gracz. Dalej gra się zgodnie z ruchem wskazówek zegara.</translation>
    </message>
    <message>
        <source>Board edition</source>
        <translation>Wersja planszy</translation>
    </message>
    <message>
        <source>1: the symmetric board (2026-11-24); 0: the first board, for games saved before it.</source>
        <translation>1: plansza symetryczna (24.11.2026); 0: pierwsza plansza, dla gier zapisanych wcześniej.</translation>
    </message>
    <message>
        <source>the team game needs 3 or 4 players</source>
        <translation>gra drużynowa wymaga 3 lub 4 graczy</translation>
    </message>
</context>
<context>
    <name>doglover</name>
    <message>
        <source>Dog Lover</source>
        <translation>Najlepsza gra o psach 2</translation>
    </message>
    <message>
        <source>Special starting tricks</source>
        <translation>Sztuczki specjalne na start</translation>
    </message>
    <message>
        <source>Each player starts with a different special trick instead of Sit.</source>
        <translation>Każdy gracz zaczyna z inną sztuczką specjalną zamiast sztuczki Siad.</translation>
    </message>
    <message>
        <source>Who takes the first turn: the box says the greatest dog lover, or a random player. The player on the first player&apos;s right places the watch dog, holds Fetch and takes the last turn of each round.</source>
        <translation>Kto zaczyna: według pudełka osoba, która najbardziej kocha psy, albo losowy gracz. Gracz po prawej stronie pierwszego gracza umieszcza znacznik psa, bierze kartę Aport i rozgrywa ostatnią turę każdej rundy.</translation>
    </message>
    <message>
        <source>Dog Lover is for 2 to 4 players</source>
        <translation>W Najlepszą grę o psach 2 gra od 2 do 4 graczy</translation>
    </message>
    <message>
        <source>Refill after the last turn</source>
        <translation>Dokładanie kart po ostatniej turze</translation>
    </message>
    <message>
        <source>1: the grid is refilled once more after the last turn, as in games saved before the game ended with the last turn (those cards play no part).</source>
        <translation>1: po ostatniej turze obszar gry jest jeszcze raz uzupełniany, jak w grach zapisanych, zanim gra kończyła się wraz z ostatnią turą (te karty nie mają znaczenia).</translation>
    </message>
    <message>
        <source>Draft cards from a 3×3 grid with dog tricks; feed, walk and train your dogs.</source>
        <translation>Dobieraj karty z siatki 3×3 za pomocą psich sztuczek; karm, wyprowadzaj na spacer i tresuj swoje psy.</translation>
    </message>
</context>
<context>
    <name>dogtable::app::GameCard</name>
    <message>
        <source>1 player</source>
        <translation>1 gracz</translation>
    </message>
    <message>
        <source>%1 players</source>
        <translation>graczy: %1</translation>
    </message>
    <message>
        <source>%1–%2 players</source>
        <translation>%1–%2 graczy</translation>
    </message>
    <message>
        <source>hidden hands</source>
        <translation>ukryte karty</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nowa gra</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Zasady</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Naucz się grać</translation>
    </message>
    <message>
        <source>A first game with a guide: each step says what to do and why</source>
        <translation>Pierwsza gra z przewodnikiem: każdy krok mówi, co zrobić i dlaczego</translation>
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
        <translation>Pięć psich gier planszowych na jednym komputerze. Wybierz grę, aby zacząć.</translation>
    </message>
    <message>
        <source>Continue a game</source>
        <translation>Kontynuuj grę</translation>
    </message>
    <message>
        <source>Finished games</source>
        <translation>Zakończone gry</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Usuń</translation>
    </message>
    <message>
        <source>Delete this game: %1</source>
        <translation>Usuń tę grę: %1</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Graj dalej</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Pokaż</translation>
    </message>
    <message>
        <source>No game with a table is built into this copy of Dogtable.</source>
        <translation>Ta kopia Dogtable nie zawiera żadnej gry ze stołem.</translation>
    </message>
    <message numerus="yes">
        <source>Show all %n games in progress</source>
        <translation>
            <numerusform>Pokaż %n grę w toku</numerusform>
            <numerusform>Pokaż wszystkie %n gry w toku</numerusform>
            <numerusform>Pokaż wszystkie %n gier w toku</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Show all %n finished games</source>
        <translation>
            <numerusform>Pokaż %n zakończoną grę</numerusform>
            <numerusform>Pokaż wszystkie %n zakończone gry</numerusform>
            <numerusform>Pokaż wszystkie %n zakończonych gier</numerusform>
        </translation>
    </message>
    <message>
        <source>Show fewer</source>
        <translation>Pokaż mniej</translation>
    </message>
</context>
<context>
    <name>dogtable::app::HandOverScreen</name>
    <message>
        <source>Pass the table to %1</source>
        <translation>Przekaż stół: %1</translation>
    </message>
    <message>
        <source>I am %1 — show my table</source>
        <translation>To ja, %1 — pokaż mój stół</translation>
    </message>
    <message>
        <source>%1, press the button (or Enter) when you are ready. Nothing of the game is shown until then.</source>
        <translation>%1, naciśnij przycisk (albo Enter), gdy zechcesz zacząć. Do tego czasu nic z gry nie jest widoczne.</translation>
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
        <translation>Tabela wyników</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nowa gra</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Zapisz jako…</translation>
    </message>
    <message>
        <source>Hint: %1 — %2</source>
        <translation>Podpowiedź: %1 — %2</translation>
    </message>
    <message>
        <source>This game could not be added to the history (%1); its save is kept.</source>
        <translation>Nie udało się dodać tej gry do historii (%1); jej zapis pozostaje.</translation>
    </message>
    <message>
        <source>Saved games</source>
        <translation>Zapisane gry</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Gra</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nowa gra…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Otwórz…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Zapisz</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Zapisz &amp;jako…</translation>
    </message>
    <message>
        <source>&amp;Replay this game</source>
        <translation>&amp;Odtwórz tę grę</translation>
    </message>
    <message>
        <source>Open a re&amp;play…</source>
        <translation>Otwórz &amp;zapis do odtworzenia…</translation>
    </message>
    <message>
        <source>Open a game to replay</source>
        <translation>Otwórz grę do odtworzenia</translation>
    </message>
    <message>
        <source>Score s&amp;heet</source>
        <translation>&amp;Tabela wyników</translation>
    </message>
    <message>
        <source>&amp;Back to the game list</source>
        <translation>&amp;Powrót do listy gier</translation>
    </message>
    <message>
        <source>&amp;Players…</source>
        <translation>&amp;Gracze…</translation>
    </message>
    <message>
        <source>Stat&amp;istics…</source>
        <translation>&amp;Statystyki…</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Ustawienia…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Za&amp;kończ</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Edycja</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Cofnij</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Ponów</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Podpowiedź</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Widok</translation>
    </message>
    <message>
        <source>Show the &amp;log panel</source>
        <translation>Pokaż panel &amp;dziennika</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Pełny ekran</translation>
    </message>
    <message>
        <source>&amp;Mute sounds</source>
        <translation>&amp;Wycisz dźwięki</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Pomo&amp;c</translation>
    </message>
    <message>
        <source>&amp;Rules of this game</source>
        <translation>&amp;Zasady tej gry</translation>
    </message>
    <message>
        <source>&amp;About Dogtable</source>
        <translation>&amp;O Dogtable</translation>
    </message>
    <message>
        <source>About Dogtable</source>
        <translation>O Dogtable</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Dogtable %1&lt;/h3&gt;&lt;p&gt;Five dog board games at one table: play with friends on one computer or against computer players.&lt;/p&gt;&lt;p&gt;The art is drawn for Dogtable.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Dogtable %1&lt;/h3&gt;&lt;p&gt;Pięć psich gier planszowych przy jednym stole: graj z przyjaciółmi na jednym komputerze albo z graczami komputerowymi.&lt;/p&gt;&lt;p&gt;Grafika została narysowana dla Dogtable.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Looking for a hint…</source>
        <translation>Szukam podpowiedzi…</translation>
    </message>
    <message>
        <source>The computer is thinking…</source>
        <translation>Komputer myśli…</translation>
    </message>
    <message>
        <source>This game is not being saved automatically (%1). Use Save as… to keep it.</source>
        <translation>Ta gra nie jest zapisywana automatycznie (%1). Użyj „Zapisz jako…”, aby ją zachować.</translation>
    </message>
    <message>
        <source>Choose a game</source>
        <translation>Wybierz grę</translation>
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
        <translation>Przekaż stół: %1</translation>
    </message>
    <message>
        <source>Game over. %1</source>
        <translation>Koniec gry. %1</translation>
    </message>
    <message>
        <source>%1 (computer)</source>
        <translation>%1 (komputer)</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>This game is not saved</source>
        <translation>Ta gra nie jest zapisana</translation>
    </message>
    <message>
        <source>This game could not be saved automatically (%1).

Save this game elsewhere?</source>
        <translation>Nie udało się automatycznie zapisać tej gry (%1).

Zapisać ją w innym miejscu?</translation>
    </message>
    <message>
        <source>Save elsewhere…</source>
        <translation>Zapisz gdzie indziej…</translation>
    </message>
    <message>
        <source>Discard the game</source>
        <translation>Porzuć grę</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
    <message>
        <source>No games</source>
        <translation>Brak gier</translation>
    </message>
    <message>
        <source>No game with a table is built into this copy of Dogtable.</source>
        <translation>Ta kopia Dogtable nie zawiera żadnej gry ze stołem.</translation>
    </message>
    <message>
        <source>The game cannot start</source>
        <translation>Nie można rozpocząć gry</translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <translation>Otwieranie %1…</translation>
    </message>
    <message>
        <source>The game cannot be opened</source>
        <translation>Nie można otworzyć gry</translation>
    </message>
    <message>
        <source>Open the game as it was after move %1? The file itself is not changed.</source>
        <translation>Otworzyć grę w stanie po ruchu %1? Sam plik nie zostanie zmieniony.</translation>
    </message>
    <message>
        <source>moves: %1 · last move %2</source>
        <translation>ruchy: %1 · ostatni ruch %2</translation>
    </message>
    <message>
        <source>replays only in part</source>
        <translation>odtwarza się tylko częściowo</translation>
    </message>
    <message>
        <source>No game to continue</source>
        <translation>Brak gry do dokończenia</translation>
    </message>
    <message>
        <source>There is no unfinished game to continue.</source>
        <translation>Nie ma niedokończonej gry.</translation>
    </message>
    <message>
        <source>The game cannot be continued</source>
        <translation>Nie można dokończyć gry</translation>
    </message>
    <message>
        <source>Continue the game as it was after move %1? The saved file is kept as it is.</source>
        <translation>Grać dalej od stanu po ruchu %1? Zapisany plik zostaje bez zmian.</translation>
    </message>
    <message>
        <source>Delete this game?</source>
        <translation>Usunąć tę grę?</translation>
    </message>
    <message>
        <source>%1 will be deleted. This cannot be undone.</source>
        <translation>Zostanie usunięta: %1. Tego nie można cofnąć.</translation>
    </message>
    <message>
        <source>The game was not deleted</source>
        <translation>Gra nie została usunięta</translation>
    </message>
    <message>
        <source>%1 could not be removed.</source>
        <translation>Nie udało się usunąć: %1.</translation>
    </message>
    <message>
        <source>The game replays only in part</source>
        <translation>Gra odtwarza się tylko częściowo</translation>
    </message>
    <message>
        <source>&amp;Continue the last game</source>
        <translation>Kontynuuj ost&amp;atnią grę</translation>
    </message>
    <message>
        <source>Opened %1.</source>
        <translation>Otwarto %1.</translation>
    </message>
    <message>
        <source>The game was not saved</source>
        <translation>Gra nie została zapisana</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>Nie można zapisać %1: %2</translation>
    </message>
    <message>
        <source>Saved to %1.</source>
        <translation>Zapisano w %1.</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Zapisz grę</translation>
    </message>
    <message>
        <source>Open a game</source>
        <translation>Otwórz grę</translation>
    </message>
    <message>
        <source>It is a game of %1, which has no table in this copy of Dogtable.</source>
        <translation>To gra %1, która nie ma stołu w tej kopii Dogtable.</translation>
    </message>
    <message>
        <source>A new game from move %1 of the replay.</source>
        <translation>Nowa gra od ruchu %1 odtwarzanej partii.</translation>
    </message>
    <message>
        <source>The game cannot be replayed</source>
        <translation>Nie można odtworzyć gry</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>P&amp;owiększ</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>P&amp;omniejsz</translation>
    </message>
    <message>
        <source>&amp;Actual size</source>
        <translation>&amp;Rzeczywisty rozmiar</translation>
    </message>
    <message>
        <source>&amp;Keyboard</source>
        <translation>&amp;Klawiatura</translation>
    </message>
    <message>
        <source>At every table</source>
        <translation>Przy każdym stole</translation>
    </message>
    <message>
        <source>Page Down / Page Up</source>
        <translation>Page Down / Page Up</translation>
    </message>
    <message>
        <source>the next / previous thing you can choose now; after a first choice, what goes on with it comes first (a card, then its dogs; a space, then its Drive button)</source>
        <translation>następna / poprzednia rzecz, którą możesz teraz wybrać; po pierwszym wyborze najpierw to, co go kontynuuje (karta, potem jej psy; pole, potem jego przycisk jazdy)</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation>Strzałki</translation>
    </message>
    <message>
        <source>the neighbouring thing on the table, chosen or not</source>
        <translation>sąsiednia rzecz na stole, do wyboru czy nie</translation>
    </message>
    <message>
        <source>Tab / Shift+Tab</source>
        <translation>Tab / Shift+Tab</translation>
    </message>
    <message>
        <source>the next / previous part of the table: your area, the board, the offer, the other players, the buttons; after the last part, the side panel</source>
        <translation>następna / poprzednia część stołu: twój obszar, plansza, oferta, pozostali gracze, przyciski; po ostatniej części panel boczny</translation>
    </message>
    <message>
        <source>Enter or Space</source>
        <translation>Enter lub spacja</translation>
    </message>
    <message>
        <source>choose what the cursor is on, or press the button it is on</source>
        <translation>wybierz to, na czym stoi kursor, albo naciśnij przycisk pod kursorem</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>take back the last step of a half-made choice</source>
        <translation>cofnij ostatni krok niedokończonego wyboru</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>the rules at what is on the table now</source>
        <translation>zasady w miejscu tego, co jest teraz na stole</translation>
    </message>
    <message>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <source>a hint (its steps are marked on the table, buttons too)</source>
        <translation>podpowiedź (jej kroki są zaznaczone na stole, także przyciski)</translation>
    </message>
    <message>
        <source>Ctrl+Z / Ctrl+Shift+Z</source>
        <translation>Ctrl+Z / Ctrl+Shift+Z</translation>
    </message>
    <message>
        <source>undo / redo</source>
        <translation>cofnij / ponów</translation>
    </message>
    <message>
        <source>on the hand-over screen: show the table to the next player</source>
        <translation>na ekranie przekazania: pokaż stół następnemu graczowi</translation>
    </message>
    <message>
        <source>Dig</source>
        <translation>Dig</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>with no cursor shown: end the turn</source>
        <translation>gdy kursor jest ukryty: zakończ turę</translation>
    </message>
    <message>
        <source>K</source>
        <translation>K</translation>
    </message>
    <message>
        <source>keep the card you dug</source>
        <translation>zatrzymaj wykopaną kartę</translation>
    </message>
    <message>
        <source>Dog Lover</source>
        <translation>Najlepsza gra o psach 2</translation>
    </message>
    <message>
        <source>R / Shift+R</source>
        <translation>R / Shift+R</translation>
    </message>
    <message>
        <source>turn the picked trick a quarter clockwise / back</source>
        <translation>obróć wybraną sztuczkę o ćwierć obrotu w prawo / z powrotem</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>show or hide the score estimates</source>
        <translation>pokaż lub ukryj szacowane punkty</translation>
    </message>
    <message>
        <source>with nothing half-made: put the picked trick down</source>
        <translation>gdy nic nie jest w toku: połóż wybraną sztuczkę</translation>
    </message>
    <message>
        <source>Ciapki</source>
        <translation>Ciapki</translation>
    </message>
    <message>
        <source>with no cursor shown: make the only action open to you</source>
        <translation>gdy kursor jest ukryty: wykonaj jedyny dostępny ruch</translation>
    </message>
    <message>
        <source>DOGS</source>
        <translation>DOGS</translation>
    </message>
    <message>
        <source>with no cursor shown: press the only button</source>
        <translation>gdy kursor jest ukryty: naciśnij jedyny przycisk</translation>
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
        <translation>wybierz tę kartę z ręki</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>Klawiatura</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Wyjdź</translation>
    </message>
    <message>
        <source>Leave the guided game (Esc); Learn to play goes on from this step later</source>
        <translation>Wyjdź z gry z przewodnikiem (Esc); „Naucz się grać” wróci później do tego kroku</translation>
    </message>
    <message>
        <source>Guided game: the last step — then finish the game as you like</source>
        <translation>Gra z przewodnikiem: ostatni krok — potem dokończ grę po swojemu</translation>
    </message>
    <message>
        <source>Guided game: step %1 of %2</source>
        <translation>Gra z przewodnikiem: krok %1 z %2</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Naucz się grać</translation>
    </message>
    <message>
        <source>%1 has no table in this copy of Dogtable.</source>
        <translation>%1 nie ma stołu w tej kopii Dogtable.</translation>
    </message>
    <message>
        <source>You left the guided game of %1 at step %2 of %3.</source>
        <translation>Gra z przewodnikiem w %1 została przerwana na kroku %2 z %3.</translation>
    </message>
    <message>
        <source>Go on</source>
        <translation>Kontynuuj</translation>
    </message>
    <message>
        <source>Start again</source>
        <translation>Zacznij od nowa</translation>
    </message>
    <message>
        <source>Your components</source>
        <translation>Twoje elementy gry</translation>
    </message>
    <message>
        <source>played with other components: opens when they are installed · last move %1</source>
        <translation>rozegrana z innymi elementami gry: otworzy się po ich zainstalowaniu · ostatni ruch %1</translation>
    </message>
    <message>
        <source>Your turn, %1</source>
        <translation>Twój ruch, %1</translation>
    </message>
    <message>
        <source>%1 is waiting for your move.</source>
        <translation>%1: gra czeka na twój ruch.</translation>
    </message>
    <message>
        <source>The game is waiting for your move.</source>
        <translation>Gra czeka na twój ruch.</translation>
    </message>
    <message>
        <source>The guided game of %1 needs the box&apos;s own components, and this copy plays with a corrected component file: remove it to learn to play.</source>
        <translation>Rozgrywka z przewodnikiem w grze „%1” wymaga elementów z pudełka, a ta kopia używa pliku poprawionych elementów gry: usuń go, aby nauczyć się grać.</translation>
    </message>
    <message>
        <source>Go on ▸</source>
        <translation>Dalej ▸</translation>
    </message>
    <message>
        <source>Play this step&apos;s moves (Enter)</source>
        <translation>Rozegraj ruchy tego kroku (Enter)</translation>
    </message>
    <message>
        <source>Read the balloon, then Go on (Enter).</source>
        <translation>Przeczytaj dymek, potem Dalej (Enter).</translation>
    </message>
    <message>
        <source>No hints in the guided steps: the marked element is the move (Enter picks it).</source>
        <translation>W krokach z przewodnikiem nie ma podpowiedzi: zaznaczony element to ruch (Enter go wybiera).</translation>
    </message>
    <message>
        <source>guided game, step %1 · %2</source>
        <translation>gra z przewodnikiem, krok %1 · %2</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Podpowiedź: %1</translation>
    </message>
</context>
<context>
    <name>dogtable::app::MatchController</name>
    <message>
        <source>The game has a chance step with no outcome; it cannot go on.</source>
        <translation>W grze jest losowanie bez żadnego wyniku; nie można jej kontynuować.</translation>
    </message>
    <message>
        <source>The computer player ran into a problem and played a random legal move.</source>
        <translation>Gracz komputerowy napotkał problem i wykonał losowy dozwolony ruch.</translation>
    </message>
    <message>
        <source>The computer&apos;s move was refused: %1</source>
        <translation>Ruch komputera został odrzucony: %1</translation>
    </message>
    <message>
        <source>No game is in progress.</source>
        <translation>Żadna gra nie jest w toku.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Gra się skończyła.</translation>
    </message>
    <message>
        <source>The table is being handed over.</source>
        <translation>Stół jest właśnie przekazywany.</translation>
    </message>
    <message>
        <source>It is not your turn: wait for %1.</source>
        <translation>To nie twoja kolej: teraz gra %1.</translation>
    </message>
    <message>
        <source>There is no move of yours to take back.</source>
        <translation>Nie ma twojego ruchu do cofnięcia.</translation>
    </message>
    <message>
        <source>A hint is given when it is your move.</source>
        <translation>Podpowiedź można dostać tylko we własnym ruchu.</translation>
    </message>
    <message>
        <source>no game is in progress</source>
        <translation>żadna gra nie jest w toku</translation>
    </message>
    <message>
        <source>the saved game does not replay to the same state</source>
        <translation>zapisana gra nie odtwarza się do tego samego stanu</translation>
    </message>
    <message>
        <source>the file could not be written</source>
        <translation>nie można zapisać pliku</translation>
    </message>
    <message>
        <source>Autosave failed (%1); the previous autosave is kept.</source>
        <translation>Autozapis nie powiódł się (%1); poprzedni autozapis pozostaje.</translation>
    </message>
</context>
<context>
    <name>dogtable::app::NewGameDialog</name>
    <message>
        <source>Random moves</source>
        <translation>Losowe ruchy</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Łatwy</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Średni</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>Mocny</translation>
    </message>
    <message>
        <source>Pies starts with 0 treats (easier)</source>
        <translation>Pies: 0 smakołyków (łatwiej)</translation>
    </message>
    <message>
        <source>Pies starts with 1 treat (standard)</source>
        <translation>Pies: 1 smakołyk (standardowo)</translation>
    </message>
    <message>
        <source>Pies starts with 2 treats (harder)</source>
        <translation>Pies: 2 smakołyki (trudniej)</translation>
    </message>
    <message>
        <source>Solo difficulty</source>
        <translation>Trudność trybu solo</translation>
    </message>
    <message>
        <source>How many treats Pies starts with: fewer is easier.</source>
        <translation>Ile smakołyków Pies ma na początku: mniej to łatwiej.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nowa gra</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Gra</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Gracze</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Miejsca</translation>
    </message>
    <message>
        <source>Variants</source>
        <translation>Warianty</translation>
    </message>
    <message>
        <source>random</source>
        <translation>losowe</translation>
    </message>
    <message>
        <source>The same seed and the same moves give the same dice and cards: handy to replay a game.</source>
        <translation>To samo ziarno i te same ruchy dają te same kości i karty: przydatne do powtórzenia gry.</translation>
    </message>
    <message>
        <source>Seed (optional)</source>
        <translation>Ziarno (opcjonalnie)</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Zacznij grę</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Gracz %1</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Człowiek</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Komputer</translation>
    </message>
    <message>
        <source>This game has no variants.</source>
        <translation>Ta gra nie ma wariantów.</translation>
    </message>
    <message>
        <source>Choose a game.</source>
        <translation>Wybierz grę.</translation>
    </message>
    <message>
        <source>Seat %1 needs a name.</source>
        <translation>Miejsce %1 potrzebuje imienia.</translation>
    </message>
    <message>
        <source>Two seats are called %1: give every player their own name.</source>
        <translation>Dwa miejsca nazywają się %1: każdy gracz potrzebuje własnego imienia.</translation>
    </message>
    <message>
        <source>The seed must be a whole number (or empty for a random one).</source>
        <translation>Ziarno musi być liczbą całkowitą (albo puste, aby było losowe).</translation>
    </message>
    <message>
        <source>%1 plays under their profile: the game goes into their history.</source>
        <translation>%1 gra ze swoim profilem: gra trafi do jego historii.</translation>
    </message>
    <message>
        <source>A guest (no profile has this name). Game ▸ Players… makes profiles.</source>
        <translation>Gość (żaden profil nie ma tej nazwy). Profile tworzy Gra ▸ Gracze….</translation>
    </message>
    <message>
        <source>Team %1</source>
        <translation>Drużyna %1</translation>
    </message>
    <message>
        <source>Random (drawn at the start)</source>
        <translation>Losowo (losowanie na początku gry)</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Miejsce %1</translation>
    </message>
    <message>
        <source>Seat %1: %2</source>
        <translation>Miejsce %1: %2</translation>
    </message>
    <message>
        <source>First player</source>
        <translation>Pierwszy gracz</translation>
    </message>
    <message>
        <source>Only for the solo game (1 player).</source>
        <translation>Tylko w grze solo (1 gracz).</translation>
    </message>
    <message>
        <source>Only for games of %1 players.</source>
        <translation>Tylko w grach dla %1 graczy.</translation>
    </message>
    <message>
        <source>Only for games of %1 or more players.</source>
        <translation>Tylko w grach dla co najmniej %1 graczy.</translation>
    </message>
    <message>
        <source>Only for games of %1 to %2 players.</source>
        <translation>Tylko w grach dla %1–%2 graczy.</translation>
    </message>
    <message>
        <source>Only with “%1” on.</source>
        <translation>Tylko z włączonym „%1”.</translation>
    </message>
    <message>
        <source>Howl and Roll Over plus one tile per colour: the first-game set, a recommended set or a random one.</source>
        <translation>„Daj głos” i „turlaj się” oraz po jednym kafelku z każdego koloru: zestaw na pierwszą grę, polecany zestaw albo losowy.</translation>
    </message>
    <message>
        <source>A solo game against Pies, the automaton of the box.</source>
        <translation>Gra solo przeciwko Psu, automatowi z pudełka.</translation>
    </message>
    <message>
        <source>With 1 player: a solo game against Pies, the automaton of the box.</source>
        <translation>Przy 1 graczu: gra solo przeciwko Psu, automatowi z pudełka.</translation>
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
        <translation>Jamnik</translation>
    </message>
    <message>
        <source>Husky</source>
        <translation>Husky</translation>
    </message>
    <message>
        <source>Terrier</source>
        <translation>Terier</translation>
    </message>
    <message>
        <source>Spaniel</source>
        <translation>Spaniel</translation>
    </message>
    <message>
        <source>No avatar</source>
        <translation>Bez awatara</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Gracze</translation>
    </message>
    <message>
        <source>A profile keeps a player&apos;s games in the history. In a new game, type a profile&apos;s name for a seat; any other name plays as a guest.</source>
        <translation>Profil przechowuje gry gracza w historii. W nowej grze wpisz nazwę profilu przy miejscu; każda inna nazwa gra jako gość.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nazwa</translation>
    </message>
    <message>
        <source>No preference</source>
        <translation>Bez preferencji</translation>
    </message>
    <message>
        <source>The colour this player prefers, kept with the profile; a game&apos;s own colour choice wins.</source>
        <translation>Kolor, który ten gracz woli, zapisany w profilu; wybór koloru w samej grze ma pierwszeństwo.</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Kolor</translation>
    </message>
    <message>
        <source>Avatar</source>
        <translation>Awatar</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Dodaj</translation>
    </message>
    <message>
        <source>Save changes</source>
        <translation>Zapisz zmiany</translation>
    </message>
    <message>
        <source>Remove…</source>
        <translation>Usuń…</translation>
    </message>
    <message>
        <source>The history cannot be opened, so profiles cannot be kept now.</source>
        <translation>Nie można otworzyć historii, więc teraz nie da się przechowywać profili.</translation>
    </message>
    <message>
        <source>A profile needs a name.</source>
        <translation>Profil musi mieć nazwę.</translation>
    </message>
    <message>
        <source>A name has at most %1 characters.</source>
        <translation>Nazwa może mieć najwyżej %1 znaków.</translation>
    </message>
    <message>
        <source>There is already a profile with this name.</source>
        <translation>Profil o tej nazwie już istnieje.</translation>
    </message>
    <message>
        <source>This profile is no longer there.</source>
        <translation>Tego profilu już nie ma.</translation>
    </message>
    <message>
        <source>The profile could not be saved in the history.</source>
        <translation>Nie udało się zapisać profilu w historii.</translation>
    </message>
    <message>
        <source>Remove the profile %1? Its games stay in the history under this name.</source>
        <translation>Usunąć profil %1? Jego gry zostaną w historii pod tą nazwą.</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Czerwony</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Niebieski</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Żółty</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Zielony</translation>
    </message>
    <message>
        <source>Remove the profile %1?</source>
        <translation>Usunąć profil %1?</translation>
    </message>
</context>
<context>
    <name>dogtable::app::ReplayWindow</name>
    <message>
        <source>Replay — %1</source>
        <translation>Odtwarzanie — %1</translation>
    </message>
    <message>
        <source>As %1 saw it</source>
        <translation>Tak, jak widział(a) %1</translation>
    </message>
    <message>
        <source>What everybody saw</source>
        <translation>To, co widzieli wszyscy</translation>
    </message>
    <message>
        <source>Whose view to watch: a player&apos;s hand stays hidden from the others.</source>
        <translation>Czyimi oczami oglądać: karty gracza pozostają ukryte przed innymi.</translation>
    </message>
    <message>
        <source>First</source>
        <translation>Początek</translation>
    </message>
    <message>
        <source>The start of the game (Home)</source>
        <translation>Początek gry (Home)</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Wstecz</translation>
    </message>
    <message>
        <source>One move back (Left; Page Up: one turn)</source>
        <translation>Ruch wstecz (strzałka w lewo; Page Up: jedna tura)</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Dalej</translation>
    </message>
    <message>
        <source>One move on (Right; Page Down: one turn)</source>
        <translation>Ruch dalej (strzałka w prawo; Page Down: jedna tura)</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Koniec</translation>
    </message>
    <message>
        <source>The end of the game (End)</source>
        <translation>Koniec gry (End)</translation>
    </message>
    <message>
        <source>Move </source>
        <translation>Ruch </translation>
    </message>
    <message>
        <source>Go to a move</source>
        <translation>Przejdź do ruchu</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Tabela wyników</translation>
    </message>
    <message>
        <source>Play on from here</source>
        <translation>Graj dalej od tego miejsca</translation>
    </message>
    <message>
        <source>A new game that starts from this move; the recorded game is not changed.</source>
        <translation>Nowa gra zaczynająca się od tego ruchu; zapisana partia się nie zmienia.</translation>
    </message>
    <message>
        <source>This copy of Dogtable has no table for %1.</source>
        <translation>Ta kopia Dogtable nie ma stołu dla gry %1.</translation>
    </message>
    <message>
        <source>Move %1 of %2</source>
        <translation>Ruch %1 z %2</translation>
    </message>
    <message>
        <source>%1 — the game is over</source>
        <translation>%1 — gra zakończona</translation>
    </message>
    <message>
        <source>%1 — %2&apos;s turn</source>
        <translation>%1 — tura: %2</translation>
    </message>
    <message>
        <source>Choose a turn on the chart to go there (Page Up and Page Down step by turns).</source>
        <translation>Wybierz turę na wykresie, aby do niej przejść (Page Up i Page Down: o turę).</translation>
    </message>
</context>
<context>
    <name>dogtable::app::RulesBrowser</name>
    <message>
        <source>Dogtable — rules</source>
        <translation>Dogtable — zasady</translation>
    </message>
    <message>
        <source># %1

The rules page of %1 is not part of this build yet.</source>
        <translation># %1

Strony z zasadami gry %1 nie ma jeszcze w tej wersji.</translation>
    </message>
    <message>
        <source>%1 — rules</source>
        <translation>%1 — zasady</translation>
    </message>
    <message>
        <source>no match</source>
        <translation>brak trafień</translation>
    </message>
    <message>
        <source>matches: %1</source>
        <translation>trafienia: %1</translation>
    </message>
    <message>
        <source>Show this page in %1</source>
        <translation>Pokaż tę stronę w języku: %1</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Naucz się grać</translation>
    </message>
    <message>
        <source>A first game with a guide: each step says what to do and why</source>
        <translation>Pierwsza gra z przewodnikiem: każdy krok mówi, co zrobić i dlaczego</translation>
    </message>
    <message>
        <source>Search the rules</source>
        <translation>Szukaj w zasadach</translation>
    </message>
    <message>
        <source>Type a word: Enter goes to the next match.</source>
        <translation>Wpisz słowo: Enter przechodzi do następnego trafienia.</translation>
    </message>
</context>
<context>
    <name>dogtable::app::ScoreChart</name>
    <message>
        <source>Score</source>
        <translation>Punkty</translation>
    </message>
    <message>
        <source>Score over the game</source>
        <translation>Wynik w trakcie gry</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Tura</translation>
    </message>
</context>
<context>
    <name>dogtable::app::ScoreSheetDialog</name>
    <message>
        <source>Nobody wins.</source>
        <translation>Nikt nie wygrywa.</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>Wygrywa %1!</translation>
    </message>
    <message>
        <source>%1 and %2 share the win.</source>
        <translation>%1 i %2 dzielą zwycięstwo.</translation>
    </message>
    <message>
        <source>%1 — final scores</source>
        <translation>%1 — wyniki końcowe</translation>
    </message>
    <message>
        <source>%1 — scores so far</source>
        <translation>%1 — dotychczasowe wyniki</translation>
    </message>
    <message>
        <source>The game is not over yet: these are the scores so far.</source>
        <translation>Gra jeszcze trwa: to są dotychczasowe wyniki.</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Razem</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>Wygrywa %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Total: %1</source>
        <translation>Razem: %1</translation>
    </message>
    <message>
        <source>Tie-break used: %1</source>
        <translation>Rozstrzygnięcie remisu: %1</translation>
    </message>
    <message>
        <source>No tie-break was needed.</source>
        <translation>Rozstrzyganie remisu nie było potrzebne.</translation>
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
        <translation>Ustawienia</translation>
    </message>
    <message>
        <source>Takes effect the next time Dogtable starts.</source>
        <translation>Działa od następnego uruchomienia Dogtable.</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Język</translation>
    </message>
    <message>
        <source>Animations</source>
        <translation>Animacje</translation>
    </message>
    <message>
        <source>Fair: only within the current turn</source>
        <translation>Uczciwe: tylko w bieżącej turze</translation>
    </message>
    <message>
        <source>Casual: anything, the dice stay the same</source>
        <translation>Swobodne: wszystko, kości pozostają te same</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Cofnij</translation>
    </message>
    <message>
        <source>Mute</source>
        <translation>Wycisz</translation>
    </message>
    <message>
        <source>Sounds</source>
        <translation>Dźwięki</translation>
    </message>
    <message>
        <source>Reduce motion: nothing moves on the table</source>
        <translation>Ogranicz ruch: nic nie porusza się na stole</translation>
    </message>
    <message>
        <source>High-contrast colours</source>
        <translation>Kolory o wysokim kontraście</translation>
    </message>
    <message>
        <source>Seeing</source>
        <translation>Widzenie</translation>
    </message>
    <message>
        <source>Casual undo takes back any move, back to the start of the game; the dice and the cards come out the same again.</source>
        <translation>Swobodne cofanie cofa każdy ruch, aż do początku gry; kości i karty wypadną potem tak samo.</translation>
    </message>
    <message>
        <source>Fair undo never takes back a roll, a drawn or revealed card or another person&apos;s move; against a computer it takes back your move together with the computer&apos;s replies, unless they rolled or revealed something.</source>
        <translation>Uczciwe cofanie nigdy nie cofa rzutu, dobranej ani odkrytej karty ani ruchu innej osoby; w grze z komputerem cofa twój ruch razem z odpowiedziami komputera, chyba że te coś wyrzuciły lub odkryły.</translation>
    </message>
    <message>
        <source>The language changes the next time Dogtable starts.</source>
        <translation>Język zmieni się przy następnym uruchomieniu Dogtable.</translation>
    </message>
</context>
<context>
    <name>dogtable::app::SidePanel</name>
    <message>
        <source>Players</source>
        <translation>Gracze</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Dziennik gry</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Cofnij</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Ponów</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Zasady</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Podpowiedź</translation>
    </message>
    <message>
        <source>What the strong computer player would do now, seeing only what you see (H)</source>
        <translation>Co zrobiłby teraz silny gracz komputerowy, widząc tylko to, co ty (H)</translation>
    </message>
    <message>
        <source>(computer, %1)</source>
        <translation>(komputer, %1)</translation>
    </message>
    <message>
        <source>team %1</source>
        <translation>drużyna %1</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Gra się skończyła.</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 myśli…</translation>
    </message>
    <message>
        <source>%1&apos;s turn</source>
        <translation>Kolej: %1</translation>
    </message>
    <message>
        <source>Dealing…</source>
        <translation>Rozdawanie…</translation>
    </message>
    <message>
        <source> (hint used)</source>
        <translation> (z podpowiedzią)</translation>
    </message>
    <message>
        <source>Played since your last move</source>
        <translation>Zagrane od twojego ostatniego ruchu</translation>
    </message>
    <message>
        <source>What just happened at the table</source>
        <translation>Co właśnie wydarzyło się przy stole</translation>
    </message>
    <message>
        <source>; hint used</source>
        <comment>joined into the log line&apos;s own closing parenthesis: (turlaj się; hint used)</comment>
        <translation>; z podpowiedzią</translation>
    </message>
</context>
<context>
    <name>dogtable::app::StatisticsPage</name>
    <message>
        <source>%1 (computer)</source>
        <translation>%1 (komputer)</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statystyki</translation>
    </message>
    <message>
        <source>Export the statistics</source>
        <translation>Eksport statystyk</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Pliki CSV (*.csv)</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Gra</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Eksport CSV…</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Gracz</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Gry</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Wygrane</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>% wygranych</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Rekord</translation>
    </message>
    <message>
        <source>Mean score</source>
        <translation>Średnio</translation>
    </message>
    <message>
        <source>Streak</source>
        <translation>Seria</translation>
    </message>
    <message>
        <source>Best streak</source>
        <translation>Rekord serii</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>Ostatnia gra</translation>
    </message>
    <message>
        <source>Head to head</source>
        <translation>Pojedynek</translation>
    </message>
    <message>
        <source>against</source>
        <translation>przeciw</translation>
    </message>
    <message>
        <source>The history cannot be opened, so there are no statistics now.</source>
        <translation>Nie można otworzyć historii, więc teraz nie ma statystyk.</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Wszystkie gry</translation>
    </message>
    <message>
        <source>No finished game yet: play one to the end.</source>
        <translation>Nie ma jeszcze zakończonej gry: rozegraj jakąś do końca.</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Two players are needed for a head-to-head.</source>
        <translation>Do pojedynku potrzeba dwóch graczy.</translation>
    </message>
    <message>
        <source>Choose two different players.</source>
        <translation>Wybierz dwóch różnych graczy.</translation>
    </message>
    <message>
        <source>%1 and %2 have not played together yet.</source>
        <translation>%1 i %2 jeszcze nie grali razem.</translation>
    </message>
    <message>
        <source>Win rate over time</source>
        <translation>Odsetek wygranych w czasie</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>The statistics could not be written (%1).</source>
        <translation>Nie udało się zapisać statystyk (%1).</translation>
    </message>
    <message>
        <source>The statistics were written to %1.</source>
        <translation>Statystyki zapisano w %1.</translation>
    </message>
    <message>
        <source>Time on %1</source>
        <translation>Godzina (%1)</translation>
    </message>
    <message>
        <source>%1 (1 game)</source>
        <translation>%1 (1 gra)</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n games)</source>
        <translation>
            <numerusform>%1 (%n gra)</numerusform>
            <numerusform>%1 (%n gry)</numerusform>
            <numerusform>%1 (%n gier)</numerusform>
        </translation>
    </message>
    <message>
        <source>The chart shows the %1 players with the most games; not shown: %2.</source>
        <translation>Wykres pokazuje %1 graczy z największą liczbą gier; pominięci: %2.</translation>
    </message>
    <message>
        <source>%1 in 1 game</source>
        <translation>%1 w 1 grze</translation>
    </message>
    <message numerus="yes">
        <source>%1 in %n games</source>
        <translation>
            <numerusform>%1 w %n grze</numerusform>
            <numerusform>%1 w %n grach</numerusform>
            <numerusform>%1 w %n grach</numerusform>
        </translation>
    </message>
    <message>
        <source>Games together: %1. %2 won %3, %4 won %5. More points than the other: %6, %7.</source>
        <translation>Wspólne gry: %1. Wygrane: %2 — %3, %4 — %5. Więcej punktów niż przeciwnik: %6, %7.</translation>
    </message>
</context>
<context>
    <name>dogtable::app::TutorialRunner</name>
    <message>
        <source>The guided game does not fit this game any more: %1 cannot be played. Play on freely.</source>
        <translation>Gra z przewodnikiem nie pasuje już do tej gry: nie można zagrać %1. Graj dalej swobodnie.</translation>
    </message>
    <message>
        <source>Watch this move first: the game goes on by itself.</source>
        <translation>Najpierw obejrzyj ten ruch: gra toczy się sama.</translation>
    </message>
    <message>
        <source>Not that one: try the element marked on the table (Enter picks it).</source>
        <translation>Nie to: spróbuj elementu zaznaczonego na stole (Enter go wybiera).</translation>
    </message>
    <message>
        <source>The game left the guided steps (%1). Play on freely.</source>
        <translation>Gra zeszła z kroków przewodnika (%1). Graj dalej swobodnie.</translation>
    </message>
    <message>
        <source>Not that one: try “%1”, marked on the table (Enter picks it).</source>
        <translation>Nie to: spróbuj „%1”, zaznaczone na stole (Enter to wybiera).</translation>
    </message>
</context>
<context>
    <name>kennel</name>
    <message>
        <source>most healthy dogs in the kennel</source>
        <translation>najwięcej zdrowych psów w schronisku</translation>
    </message>
    <message>
        <source>DOGS</source>
        <translation>DOGS</translation>
    </message>
    <message>
        <source>Run a kennel: rescue dogs around the city and the countryside, house, feed and treat them.</source>
        <translation>Prowadź schronisko: ratuj psy w mieście i na wsi, dawaj im dach nad głową, karm je i lecz.</translation>
    </message>
    <message>
        <source>Who gets the first-player piece: the box says the last person who threw a rubber ball for a dog. The piece passes to the left every round.</source>
        <translation>Kto dostaje znacznik pierwszego gracza: według pudełka ten, kto ostatni rzucał psu gumową piłeczkę. Znacznik co rundę przechodzi w lewo.</translation>
    </message>
    <message>
        <source>Rulings of 2026-11-24</source>
        <translation>Rozstrzygnięcia z 24.11.2026</translation>
    </message>
    <message>
        <source>1: the rules owner&apos;s rulings of 2026-11-24 (end trigger A counts dog tokens only; a truck both first and last home takes both tokens; Trained and Award-winning Dog on one sale; no gas purchase past 9). 0: the readings used before, for games saved before them.</source>
        <translation>1: rozstrzygnięcia właściciela zasad z 24.11.2026 (warunek końca liczy tylko żetony psów; furgonetka, która wraca pierwsza i ostatnia, bierze oba żetony; Pies tresowany i Pies z medalem przy jednej sprzedaży; bez kupowania paliwa ponad 9). 0: wcześniejsze odczytanie, dla gier zapisanych przed nimi.</translation>
    </message>
</context>
</TS>
