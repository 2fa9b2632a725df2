<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl_PL">
<context>
    <name>GameHistory</name>
    <message>
        <location filename="../../src/app/game_history.cpp" line="24"/>
        <source>The history of finished games (%1) cannot be kept: %2. Your games are still saved.</source>
        <translation>Historii zakończonych gier (%1) nie da się prowadzić: %2. Twoje gry są nadal zapisane.</translation>
    </message>
    <message>
        <location filename="../../src/app/game_history.cpp" line="37"/>
        <source>The history of finished games could not be filled from the saves: %1.</source>
        <translation>Nie udało się odtworzyć historii zakończonych gier z zapisów: %1.</translation>
    </message>
    <message>
        <location filename="../../src/app/game_history.cpp" line="42"/>
        <source>The history of finished games could not be read (%1). It was moved to %2 and made again from the saves of the finished games (games recovered: %3).</source>
        <translation>Nie udało się odczytać historii zakończonych gier (%1). Plik przeniesiono do %2, a historię odtworzono z zapisów zakończonych gier (odzyskane gry: %3).</translation>
    </message>
</context>
<context>
    <name>GameLibrary</name>
    <message>
        <location filename="../../src/app/game_library.cpp" line="63"/>
        <source>The app-data folder %1 cannot be written; your games are saved in %2.</source>
        <translation>Do folderu danych aplikacji %1 nie można zapisywać; gry są zapisywane w %2.</translation>
    </message>
    <message>
        <location filename="../../src/app/game_library.cpp" line="70"/>
        <source>No folder can be written (tried %1): games cannot be saved automatically. Use Save as… to keep a game.</source>
        <translation>Nie można zapisywać w żadnym folderze (próbowano %1): gry nie mogą być zapisywane automatycznie. Użyj „Zapisz jako…”, aby zachować grę.</translation>
    </message>
    <message>
        <location filename="../../src/app/game_library.cpp" line="114"/>
        <location filename="../../src/app/game_library.cpp" line="135"/>
        <source>%1 was moved to %2: %3</source>
        <translation>%1 przeniesiono do %2: %3</translation>
    </message>
</context>
<context>
    <name>SaveFiles</name>
    <message>
        <location filename="../../src/app/save_files.cpp" line="20"/>
        <source>cannot create the folder %1</source>
        <translation>nie można utworzyć folderu %1</translation>
    </message>
    <message>
        <location filename="../../src/app/save_files.cpp" line="44"/>
        <source>%1 is empty: it holds no game.</source>
        <translation>%1 jest pusty: nie zawiera żadnej gry.</translation>
    </message>
    <message>
        <location filename="../../src/app/save_files.cpp" line="52"/>
        <location filename="../../src/app/save_files.cpp" line="58"/>
        <source>%1 cannot be opened: %2.</source>
        <translation>Nie można otworzyć %1: %2.</translation>
    </message>
    <message>
        <location filename="../../src/app/save_files.cpp" line="68"/>
        <source>%1 does not replay completely: %2</source>
        <translation>%1 nie odtwarza się w całości: %2</translation>
    </message>
    <message>
        <location filename="../../src/app/save_files.cpp" line="85"/>
        <source>Dogtable games (*.dogtable);;All files (*)</source>
        <translation>Gry Dogtable (*.dogtable);;Wszystkie pliki (*)</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <location filename="../../src/app/settings.cpp" line="80"/>
        <source>Off</source>
        <translation>Wyłączone</translation>
    </message>
    <message>
        <location filename="../../src/app/settings.cpp" line="81"/>
        <source>Fast</source>
        <translation>Szybkie</translation>
    </message>
    <message>
        <location filename="../../src/app/settings.cpp" line="82"/>
        <source>Normal</source>
        <translation>Normalne</translation>
    </message>
    <message>
        <location filename="../../src/app/settings.cpp" line="83"/>
        <source>Slow</source>
        <translation>Wolne</translation>
    </message>
</context>
<context>
    <name>dogtable::app::GameCard</name>
    <message>
        <location filename="../../src/app/game_picker.cpp" line="47"/>
        <source>1 player</source>
        <translation>1 gracz</translation>
    </message>
    <message>
        <location filename="../../src/app/game_picker.cpp" line="47"/>
        <source>%1 players</source>
        <translation>graczy: %1</translation>
    </message>
    <message>
        <location filename="../../src/app/game_picker.cpp" line="48"/>
        <source>%1–%2 players</source>
        <translation>%1–%2 graczy</translation>
    </message>
    <message>
        <location filename="../../src/app/game_picker.cpp" line="50"/>
        <source>hidden hands</source>
        <translation>ukryte karty</translation>
    </message>
    <message>
        <location filename="../../src/app/game_picker.cpp" line="55"/>
        <source>New game</source>
        <translation>Nowa gra</translation>
    </message>
    <message>
        <location filename="../../src/app/game_picker.cpp" line="58"/>
        <source>Rules</source>
        <translation>Zasady</translation>
    </message>
</context>
<context>
    <name>dogtable::app::GamePicker</name>
    <message>
        <location filename="../../src/app/game_picker.cpp" line="102"/>
        <source>Dogtable</source>
        <translation>Dogtable</translation>
    </message>
    <message>
        <location filename="../../src/app/game_picker.cpp" line="105"/>
        <source>Five dog board games for one computer. Pick a game to start.</source>
        <translation>Pięć psich gier planszowych na jednym komputerze. Wybierz grę, aby zacząć.</translation>
    </message>
    <message>
        <location filename="../../src/app/game_picker.cpp" line="133"/>
        <source>Continue a game</source>
        <translation>Dokończ grę</translation>
    </message>
    <message>
        <location filename="../../src/app/game_picker.cpp" line="155"/>
        <source>Finished games</source>
        <translation>Zakończone gry</translation>
    </message>
    <message>
        <location filename="../../src/app/game_picker.cpp" line="183"/>
        <source>Delete</source>
        <translation>Usuń</translation>
    </message>
    <message>
        <location filename="../../src/app/game_picker.cpp" line="185"/>
        <source>Delete this game: %1</source>
        <translation>Usuń tę grę: %1</translation>
    </message>
    <message>
        <location filename="../../src/app/game_picker.cpp" line="201"/>
        <source>Continue</source>
        <translation>Graj dalej</translation>
    </message>
    <message>
        <location filename="../../src/app/game_picker.cpp" line="202"/>
        <source>Show</source>
        <translation>Pokaż</translation>
    </message>
    <message>
        <location filename="../../src/app/game_picker.cpp" line="151"/>
        <source>No game with a table is built into this copy of Dogtable.</source>
        <translation>Ta kopia Dogtable nie zawiera żadnej gry ze stołem.</translation>
    </message>
</context>
<context>
    <name>dogtable::app::HandOverScreen</name>
    <message>
        <location filename="../../src/app/hand_over_screen.cpp" line="53"/>
        <source>Pass the table to %1</source>
        <translation>Przekaż stół: %1</translation>
    </message>
    <message>
        <location filename="../../src/app/hand_over_screen.cpp" line="54"/>
        <source>%1, click when you are ready. Nothing of the game is shown until then.</source>
        <translation>%1, kliknij, gdy będziesz gotowy. Do tego czasu nic z gry nie jest widoczne.</translation>
    </message>
    <message>
        <location filename="../../src/app/hand_over_screen.cpp" line="55"/>
        <source>I am %1 — show my table</source>
        <translation>To ja, %1 — pokaż mój stół</translation>
    </message>
</context>
<context>
    <name>dogtable::app::MainWindow</name>
    <message>
        <location filename="../../src/app/main_window.cpp" line="49"/>
        <location filename="../../src/app/main_window.cpp" line="513"/>
        <source>Dogtable</source>
        <translation>Dogtable</translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="112"/>
        <source>Score sheet</source>
        <translation>Tabela wyników</translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="113"/>
        <source>New game</source>
        <translation>Nowa gra</translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="135"/>
        <source>Save as…</source>
        <translation>Zapisz jako…</translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="173"/>
        <source>Hint: %1 — %2</source>
        <translation>Podpowiedź: %1 — %2</translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="293"/>
        <source>This game could not be added to the history (%1); its save is kept.</source>
        <translation>Nie udało się dodać tej gry do historii (%1); jej zapis pozostaje.</translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="302"/>
        <location filename="../../src/app/main_window.cpp" line="725"/>
        <source>Saved games</source>
        <translation>Zapisane gry</translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="318"/>
        <source>&amp;Game</source>
        <translation>&amp;Gra</translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="325"/>
        <source>&amp;New game…</source>
        <translation>&amp;Nowa gra…</translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="327"/>
        <source>&amp;Open…</source>
        <translation>&amp;Otwórz…</translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="328"/>
        <source>&amp;Save</source>
        <translation>&amp;Zapisz</translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="334"/>
        <source>Save &amp;as…</source>
        <translation>Zapisz &amp;jako…</translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="336"/>
        <source>&amp;Replay this game</source>
        <translation>&amp;Odtwórz tę grę</translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="339"/>
        <source>Open a re&amp;play…</source>
        <translation>Otwórz &amp;zapis do odtworzenia…</translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="341"/>
        <source>Open a game to replay</source>
        <translation>Otwórz grę do odtworzenia</translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="346"/>
        <source>Score s&amp;heet</source>
        <translation>&amp;Tabela wyników</translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="347"/>
        <source>&amp;Back to the game list</source>
        <translation>&amp;Powrót do listy gier</translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="348"/>
        <source>&amp;Players…</source>
        <translation>&amp;Gracze…</translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="349"/>
        <source>Stat&amp;istics…</source>
        <translation>&amp;Statystyki…</translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="350"/>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Ustawienia…</translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="355"/>
        <source>&amp;Quit</source>
        <translation>Za&amp;kończ</translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="357"/>
        <source>&amp;Edit</source>
        <translation>&amp;Edycja</translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="358"/>
        <source>&amp;Undo</source>
        <translation>&amp;Cofnij</translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="359"/>
        <source>&amp;Redo</source>
        <translation>&amp;Ponów</translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="364"/>
        <source>&amp;Hint</source>
        <translation>&amp;Podpowiedź</translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="366"/>
        <source>&amp;View</source>
        <translation>&amp;Widok</translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="368"/>
        <source>Show the &amp;log panel</source>
        <translation>Pokaż panel &amp;dziennika</translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="375"/>
        <source>&amp;Full screen</source>
        <translation>&amp;Pełny ekran</translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="387"/>
        <source>&amp;Mute sounds</source>
        <translation>&amp;Wycisz dźwięki</translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="395"/>
        <source>&amp;Help</source>
        <translation>Pomo&amp;c</translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="396"/>
        <source>&amp;Rules of this game</source>
        <translation>&amp;Zasady tej gry</translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="402"/>
        <source>&amp;About Dogtable</source>
        <translation>&amp;O Dogtable</translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="404"/>
        <source>About Dogtable</source>
        <translation>O Dogtable</translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="405"/>
        <source>&lt;h3&gt;Dogtable %1&lt;/h3&gt;&lt;p&gt;Five dog board games at one table: play with friends on one computer or against computer players.&lt;/p&gt;&lt;p&gt;The art is drawn for Dogtable.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Dogtable %1&lt;/h3&gt;&lt;p&gt;Pięć psich gier planszowych przy jednym stole: graj z przyjaciółmi na jednym komputerze albo z graczami komputerowymi.&lt;/p&gt;&lt;p&gt;Grafika została narysowana dla Dogtable.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="499"/>
        <source>Looking for a hint…</source>
        <translation>Szukam podpowiedzi…</translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="500"/>
        <source>The computer is thinking…</source>
        <translation>Komputer myśli…</translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="504"/>
        <source>This game is not being saved automatically (%1). Use Save as… to keep it.</source>
        <translation>Ta gra nie jest zapisywana automatycznie (%1). Użyj „Zapisz jako…”, aby ją zachować.</translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="511"/>
        <source>Choose a game</source>
        <translation>Wybierz grę</translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="519"/>
        <source>%1 — Dogtable</source>
        <translation>%1 — Dogtable</translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="520"/>
        <source>%1 — %2 — Dogtable</source>
        <translation>%1 — %2 — Dogtable</translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="531"/>
        <source>Pass the table to %1</source>
        <translation>Przekaż stół: %1</translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="551"/>
        <location filename="../../src/app/main_window.cpp" line="552"/>
        <source>Game over. %1</source>
        <translation>Koniec gry. %1</translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="561"/>
        <source>%1 (computer)</source>
        <translation>%1 (komputer)</translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="570"/>
        <location filename="../../src/app/main_window.cpp" line="736"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="599"/>
        <source>This game is not saved</source>
        <translation>Ta gra nie jest zapisana</translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="600"/>
        <source>This game could not be saved automatically (%1).

Save this game elsewhere?</source>
        <translation>Nie udało się automatycznie zapisać tej gry (%1).

Zapisać ją w innym miejscu?</translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="602"/>
        <source>Save elsewhere…</source>
        <translation>Zapisz gdzie indziej…</translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="602"/>
        <source>Discard the game</source>
        <translation>Porzuć grę</translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="602"/>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="611"/>
        <source>No games</source>
        <translation>Brak gier</translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="611"/>
        <source>No game with a table is built into this copy of Dogtable.</source>
        <translation>Ta kopia Dogtable nie zawiera żadnej gry ze stołem.</translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="620"/>
        <source>The game cannot start</source>
        <translation>Nie można rozpocząć gry</translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="659"/>
        <source>Opening %1…</source>
        <translation>Otwieranie %1…</translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="670"/>
        <source>The game cannot be opened</source>
        <translation>Nie można otworzyć gry</translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="671"/>
        <source>Open the game as it was after move %1? The file itself is not changed.</source>
        <translation>Otworzyć grę w stanie po ruchu %1? Sam plik nie zostanie zmieniony.</translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="737"/>
        <source>moves: %1 · last move %2</source>
        <translation>ruchy: %1 · ostatni ruch %2</translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="740"/>
        <source>replays only in part</source>
        <translation>odtwarza się tylko częściowo</translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="755"/>
        <source>No game to continue</source>
        <translation>Brak gry do dokończenia</translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="755"/>
        <source>There is no unfinished game to continue.</source>
        <translation>Nie ma niedokończonej gry.</translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="762"/>
        <source>The game cannot be continued</source>
        <translation>Nie można dokończyć gry</translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="763"/>
        <source>Continue the game as it was after move %1? The saved file is kept as it is.</source>
        <translation>Grać dalej od stanu po ruchu %1? Zapisany plik zostaje bez zmian.</translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="777"/>
        <source>Delete this game?</source>
        <translation>Usunąć tę grę?</translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="777"/>
        <source>%1 will be deleted. This cannot be undone.</source>
        <translation>Zostanie usunięta: %1. Tego nie można cofnąć.</translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="780"/>
        <source>The game was not deleted</source>
        <translation>Gra nie została usunięta</translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="780"/>
        <source>%1 could not be removed.</source>
        <translation>Nie udało się usunąć: %1.</translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="640"/>
        <source>The game replays only in part</source>
        <translation>Gra odtwarza się tylko częściowo</translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="335"/>
        <source>&amp;Continue the last game</source>
        <translation>&amp;Dokończ ostatnią grę</translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="674"/>
        <source>Opened %1.</source>
        <translation>Otwarto %1.</translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="681"/>
        <source>The game was not saved</source>
        <translation>Gra nie została zapisana</translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="681"/>
        <source>%1 could not be written: %2</source>
        <translation>Nie można zapisać %1: %2</translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="690"/>
        <source>Saved to %1.</source>
        <translation>Zapisano w %1.</translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="702"/>
        <source>Save the game</source>
        <translation>Zapisz grę</translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="712"/>
        <source>Open a game</source>
        <translation>Otwórz grę</translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="635"/>
        <location filename="../../src/app/main_window.cpp" line="852"/>
        <source>It is a game of %1, which has no table in this copy of Dogtable.</source>
        <translation>To gra %1, która nie ma stołu w tej kopii Dogtable.</translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="834"/>
        <source>A new game from move %1 of the replay.</source>
        <translation>Nowa gra od ruchu %1 odtwarzanej partii.</translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="847"/>
        <location filename="../../src/app/main_window.cpp" line="851"/>
        <source>The game cannot be replayed</source>
        <translation>Nie można odtworzyć gry</translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="881"/>
        <source>The language changes the next time Dogtable starts.</source>
        <translation>Język zmieni się przy następnym uruchomieniu Dogtable.</translation>
    </message>
</context>
<context>
    <name>dogtable::app::MatchController</name>
    <message>
        <location filename="../../src/app/match_controller.cpp" line="157"/>
        <source>The game has a chance step with no outcome; it cannot go on.</source>
        <translation>W grze jest losowanie bez żadnego wyniku; nie można jej kontynuować.</translation>
    </message>
    <message>
        <location filename="../../src/app/match_controller.cpp" line="196"/>
        <source>The computer player ran into a problem and played a random legal move.</source>
        <translation>Gracz komputerowy napotkał problem i wykonał losowy dozwolony ruch.</translation>
    </message>
    <message>
        <location filename="../../src/app/match_controller.cpp" line="218"/>
        <source>The computer&apos;s move was refused: %1</source>
        <translation>Ruch komputera został odrzucony: %1</translation>
    </message>
    <message>
        <location filename="../../src/app/match_controller.cpp" line="234"/>
        <source>No game is in progress.</source>
        <translation>Żadna gra nie jest w toku.</translation>
    </message>
    <message>
        <location filename="../../src/app/match_controller.cpp" line="236"/>
        <source>The game is over.</source>
        <translation>Gra się skończyła.</translation>
    </message>
    <message>
        <location filename="../../src/app/match_controller.cpp" line="238"/>
        <source>The table is being handed over.</source>
        <translation>Stół jest właśnie przekazywany.</translation>
    </message>
    <message>
        <location filename="../../src/app/match_controller.cpp" line="240"/>
        <source>It is not your turn: wait for %1.</source>
        <translation>To nie twoja kolej: poczekaj na gracza %1.</translation>
    </message>
    <message>
        <location filename="../../src/app/match_controller.cpp" line="294"/>
        <source>There is no move of yours to take back.</source>
        <translation>Nie ma twojego ruchu do cofnięcia.</translation>
    </message>
    <message>
        <location filename="../../src/app/match_controller.cpp" line="319"/>
        <source>A hint is given when it is your move.</source>
        <translation>Podpowiedź można dostać tylko we własnym ruchu.</translation>
    </message>
    <message>
        <location filename="../../src/app/match_controller.cpp" line="337"/>
        <source>no game is in progress</source>
        <translation>żadna gra nie jest w toku</translation>
    </message>
    <message>
        <location filename="../../src/app/match_controller.cpp" line="353"/>
        <source>the saved game does not replay to the same state</source>
        <translation>zapisana gra nie odtwarza się do tego samego stanu</translation>
    </message>
    <message>
        <location filename="../../src/app/match_controller.cpp" line="359"/>
        <source>the file could not be written</source>
        <translation>nie można zapisać pliku</translation>
    </message>
    <message>
        <location filename="../../src/app/match_controller.cpp" line="362"/>
        <source>Autosave failed (%1); the previous autosave is kept.</source>
        <translation>Autozapis nie powiódł się (%1); poprzedni autozapis pozostaje.</translation>
    </message>
</context>
<context>
    <name>dogtable::app::NewGameDialog</name>
    <message>
        <location filename="../../src/app/new_game_dialog.cpp" line="36"/>
        <source>Random moves</source>
        <translation>Losowe ruchy</translation>
    </message>
    <message>
        <location filename="../../src/app/new_game_dialog.cpp" line="37"/>
        <source>Easy</source>
        <translation>Łatwy</translation>
    </message>
    <message>
        <location filename="../../src/app/new_game_dialog.cpp" line="38"/>
        <source>Medium</source>
        <translation>Średni</translation>
    </message>
    <message>
        <location filename="../../src/app/new_game_dialog.cpp" line="39"/>
        <source>Strong</source>
        <translation>Mocny</translation>
    </message>
    <message>
        <location filename="../../src/app/new_game_dialog.cpp" line="133"/>
        <source>1 player: solo game against Pies, the automaton of the box.</source>
        <translation>1 gracz: tryb solo przeciwko Psu, automatowi z pudełka.</translation>
    </message>
    <message>
        <location filename="../../src/app/new_game_dialog.cpp" line="212"/>
        <source>Pies starts with 0 treats (easier)</source>
        <translation>Pies zaczyna z 0 smakołykami (łatwiej)</translation>
    </message>
    <message>
        <location filename="../../src/app/new_game_dialog.cpp" line="214"/>
        <source>Pies starts with 1 treat (standard)</source>
        <translation>Pies zaczyna z 1 smakołykiem (standardowo)</translation>
    </message>
    <message>
        <location filename="../../src/app/new_game_dialog.cpp" line="216"/>
        <source>Pies starts with 2 treats (harder)</source>
        <translation>Pies zaczyna z 2 smakołykami (trudniej)</translation>
    </message>
    <message>
        <location filename="../../src/app/new_game_dialog.cpp" line="237"/>
        <source>Solo difficulty</source>
        <translation>Trudność trybu solo</translation>
    </message>
    <message>
        <location filename="../../src/app/new_game_dialog.cpp" line="330"/>
        <source>How many treats Pies starts with: fewer is easier.</source>
        <translation>Ile smakołyków Pies ma na początku: mniej to łatwiej.</translation>
    </message>
    <message>
        <location filename="../../src/app/new_game_dialog.cpp" line="331"/>
        <source>Only for the solo game (1 player) against Pies.</source>
        <translation>Tylko w trybie solo (1 gracz) przeciwko Psu.</translation>
    </message>
    <message>
        <location filename="../../src/app/new_game_dialog.cpp" line="45"/>
        <source>New game</source>
        <translation>Nowa gra</translation>
    </message>
    <message>
        <location filename="../../src/app/new_game_dialog.cpp" line="56"/>
        <source>Game</source>
        <translation>Gra</translation>
    </message>
    <message>
        <location filename="../../src/app/new_game_dialog.cpp" line="63"/>
        <source>Players</source>
        <translation>Gracze</translation>
    </message>
    <message>
        <location filename="../../src/app/new_game_dialog.cpp" line="71"/>
        <source>Seats</source>
        <translation>Miejsca</translation>
    </message>
    <message>
        <location filename="../../src/app/new_game_dialog.cpp" line="76"/>
        <source>Variants</source>
        <translation>Warianty</translation>
    </message>
    <message>
        <location filename="../../src/app/new_game_dialog.cpp" line="83"/>
        <source>random</source>
        <translation>losowe</translation>
    </message>
    <message>
        <location filename="../../src/app/new_game_dialog.cpp" line="85"/>
        <source>The same seed and the same moves give the same dice and cards: handy to replay a game.</source>
        <translation>To samo ziarno i te same ruchy dają te same kości i karty: przydatne do powtórzenia gry.</translation>
    </message>
    <message>
        <location filename="../../src/app/new_game_dialog.cpp" line="86"/>
        <source>Seed (optional)</source>
        <translation>Ziarno (opcjonalnie)</translation>
    </message>
    <message>
        <location filename="../../src/app/new_game_dialog.cpp" line="96"/>
        <source>Start the game</source>
        <translation>Zacznij grę</translation>
    </message>
    <message>
        <location filename="../../src/app/new_game_dialog.cpp" line="155"/>
        <source>Player %1</source>
        <translation>Gracz %1</translation>
    </message>
    <message>
        <location filename="../../src/app/new_game_dialog.cpp" line="158"/>
        <source>Human</source>
        <translation>Człowiek</translation>
    </message>
    <message>
        <location filename="../../src/app/new_game_dialog.cpp" line="159"/>
        <source>Computer</source>
        <translation>Komputer</translation>
    </message>
    <message>
        <location filename="../../src/app/new_game_dialog.cpp" line="190"/>
        <source>This game has no variants.</source>
        <translation>Ta gra nie ma wariantów.</translation>
    </message>
    <message>
        <location filename="../../src/app/new_game_dialog.cpp" line="249"/>
        <source>Choose a game.</source>
        <translation>Wybierz grę.</translation>
    </message>
    <message>
        <location filename="../../src/app/new_game_dialog.cpp" line="257"/>
        <source>Seat %1 needs a name.</source>
        <translation>Miejsce %1 potrzebuje imienia.</translation>
    </message>
    <message>
        <location filename="../../src/app/new_game_dialog.cpp" line="260"/>
        <source>Two seats are called %1: give every player their own name.</source>
        <translation>Dwa miejsca nazywają się %1: każdy gracz potrzebuje własnego imienia.</translation>
    </message>
    <message>
        <location filename="../../src/app/new_game_dialog.cpp" line="289"/>
        <source>The seed must be a whole number (or empty for a random one).</source>
        <translation>Ziarno musi być liczbą całkowitą (albo puste, aby było losowe).</translation>
    </message>
    <message>
        <location filename="../../src/app/new_game_dialog.cpp" line="318"/>
        <source>%1 plays under their profile: the game goes into their history.</source>
        <translation>%1 gra ze swoim profilem: gra trafi do jego historii.</translation>
    </message>
    <message>
        <location filename="../../src/app/new_game_dialog.cpp" line="321"/>
        <source>A guest (no profile has this name). Game ▸ Players… makes profiles.</source>
        <translation>Gość (żaden profil nie ma tej nazwy). Profile tworzy Gra ▸ Gracze….</translation>
    </message>
    <message>
        <location filename="../../src/app/new_game_dialog.cpp" line="361"/>
        <source>Team %1</source>
        <translation>Drużyna %1</translation>
    </message>
    <message>
        <location filename="../../src/app/new_game_dialog.cpp" line="207"/>
        <source>Random (drawn at the start)</source>
        <translation>Losowo (losowanie na początku gry)</translation>
    </message>
    <message>
        <location filename="../../src/app/new_game_dialog.cpp" line="208"/>
        <location filename="../../src/app/new_game_dialog.cpp" line="343"/>
        <source>Seat %1</source>
        <translation>Miejsce %1</translation>
    </message>
    <message>
        <location filename="../../src/app/new_game_dialog.cpp" line="344"/>
        <source>Seat %1: %2</source>
        <translation>Miejsce %1: %2</translation>
    </message>
    <message>
        <location filename="../../src/app/new_game_dialog.cpp" line="236"/>
        <source>First player</source>
        <translation>Pierwszy gracz</translation>
    </message>
</context>
<context>
    <name>dogtable::app::PlayersPage</name>
    <message>
        <location filename="../../src/app/players_page.cpp" line="27"/>
        <source>Beagle</source>
        <translation>Beagle</translation>
    </message>
    <message>
        <location filename="../../src/app/players_page.cpp" line="28"/>
        <source>Poodle</source>
        <translation>Pudel</translation>
    </message>
    <message>
        <location filename="../../src/app/players_page.cpp" line="29"/>
        <source>Dachshund</source>
        <translation>Jamnik</translation>
    </message>
    <message>
        <location filename="../../src/app/players_page.cpp" line="30"/>
        <source>Husky</source>
        <translation>Husky</translation>
    </message>
    <message>
        <location filename="../../src/app/players_page.cpp" line="31"/>
        <source>Terrier</source>
        <translation>Terier</translation>
    </message>
    <message>
        <location filename="../../src/app/players_page.cpp" line="32"/>
        <source>Spaniel</source>
        <translation>Spaniel</translation>
    </message>
    <message>
        <location filename="../../src/app/players_page.cpp" line="74"/>
        <source>No avatar</source>
        <translation>Bez awatara</translation>
    </message>
    <message>
        <location filename="../../src/app/players_page.cpp" line="79"/>
        <source>Players</source>
        <translation>Gracze</translation>
    </message>
    <message>
        <location filename="../../src/app/players_page.cpp" line="85"/>
        <source>A profile keeps a player&apos;s games in the history. In a new game, type a profile&apos;s name for a seat; any other name plays as a guest.</source>
        <translation>Profil przechowuje gry gracza w historii. W nowej grze wpisz nazwę profilu przy miejscu; każda inna nazwa gra jako gość.</translation>
    </message>
    <message>
        <location filename="../../src/app/players_page.cpp" line="101"/>
        <source>Name</source>
        <translation>Nazwa</translation>
    </message>
    <message>
        <location filename="../../src/app/players_page.cpp" line="104"/>
        <source>No preference</source>
        <translation>Bez preferencji</translation>
    </message>
    <message>
        <location filename="../../src/app/players_page.cpp" line="106"/>
        <source>Seat colour %1</source>
        <translation>Kolor miejsca %1</translation>
    </message>
    <message>
        <location filename="../../src/app/players_page.cpp" line="108"/>
        <source>The colour this player prefers, kept with the profile; a game&apos;s own colour choice wins.</source>
        <translation>Kolor, który ten gracz woli, zapisany w profilu; wybór koloru w samej grze ma pierwszeństwo.</translation>
    </message>
    <message>
        <location filename="../../src/app/players_page.cpp" line="109"/>
        <source>Colour</source>
        <translation>Kolor</translation>
    </message>
    <message>
        <location filename="../../src/app/players_page.cpp" line="115"/>
        <source>Avatar</source>
        <translation>Awatar</translation>
    </message>
    <message>
        <location filename="../../src/app/players_page.cpp" line="117"/>
        <source>Add</source>
        <translation>Dodaj</translation>
    </message>
    <message>
        <location filename="../../src/app/players_page.cpp" line="119"/>
        <source>Save changes</source>
        <translation>Zapisz zmiany</translation>
    </message>
    <message>
        <location filename="../../src/app/players_page.cpp" line="121"/>
        <source>Remove…</source>
        <translation>Usuń…</translation>
    </message>
    <message>
        <location filename="../../src/app/players_page.cpp" line="150"/>
        <source>The history cannot be opened, so profiles cannot be kept now.</source>
        <translation>Nie można otworzyć historii, więc teraz nie da się przechowywać profili.</translation>
    </message>
    <message>
        <location filename="../../src/app/players_page.cpp" line="197"/>
        <source>A profile needs a name.</source>
        <translation>Profil musi mieć nazwę.</translation>
    </message>
    <message>
        <location filename="../../src/app/players_page.cpp" line="200"/>
        <source>A name has at most %1 characters.</source>
        <translation>Nazwa może mieć najwyżej %1 znaków.</translation>
    </message>
    <message>
        <location filename="../../src/app/players_page.cpp" line="203"/>
        <source>There is already a profile with this name.</source>
        <translation>Profil o tej nazwie już istnieje.</translation>
    </message>
    <message>
        <location filename="../../src/app/players_page.cpp" line="206"/>
        <source>This profile is no longer there.</source>
        <translation>Tego profilu już nie ma.</translation>
    </message>
    <message>
        <location filename="../../src/app/players_page.cpp" line="209"/>
        <source>The profile could not be saved in the history.</source>
        <translation>Nie udało się zapisać profilu w historii.</translation>
    </message>
    <message>
        <location filename="../../src/app/players_page.cpp" line="238"/>
        <source>Remove %1?</source>
        <translation>Usunąć: %1?</translation>
    </message>
    <message>
        <location filename="../../src/app/players_page.cpp" line="239"/>
        <source>Remove the profile %1? Its games stay in the history under this name.</source>
        <translation>Usunąć profil %1? Jego gry zostaną w historii pod tą nazwą.</translation>
    </message>
</context>
<context>
    <name>dogtable::app::ReplayWindow</name>
    <message>
        <location filename="../../src/app/replay_window.cpp" line="31"/>
        <source>Replay — %1</source>
        <translation>Odtwarzanie — %1</translation>
    </message>
    <message>
        <location filename="../../src/app/replay_window.cpp" line="39"/>
        <source>As %1 saw it</source>
        <translation>Tak, jak widział(a) %1</translation>
    </message>
    <message>
        <location filename="../../src/app/replay_window.cpp" line="40"/>
        <source>What everybody saw</source>
        <translation>To, co widzieli wszyscy</translation>
    </message>
    <message>
        <location filename="../../src/app/replay_window.cpp" line="41"/>
        <source>Whose view to watch: a player&apos;s hand stays hidden from the others.</source>
        <translation>Czyimi oczami oglądać: karty gracza pozostają ukryte przed innymi.</translation>
    </message>
    <message>
        <location filename="../../src/app/replay_window.cpp" line="53"/>
        <source>First</source>
        <translation>Początek</translation>
    </message>
    <message>
        <location filename="../../src/app/replay_window.cpp" line="53"/>
        <source>The start of the game (Home)</source>
        <translation>Początek gry (Home)</translation>
    </message>
    <message>
        <location filename="../../src/app/replay_window.cpp" line="54"/>
        <source>Back</source>
        <translation>Wstecz</translation>
    </message>
    <message>
        <location filename="../../src/app/replay_window.cpp" line="54"/>
        <source>One move back (Left; Page Up: one turn)</source>
        <translation>Ruch wstecz (strzałka w lewo; Page Up: jedna tura)</translation>
    </message>
    <message>
        <location filename="../../src/app/replay_window.cpp" line="55"/>
        <source>Forward</source>
        <translation>Dalej</translation>
    </message>
    <message>
        <location filename="../../src/app/replay_window.cpp" line="55"/>
        <source>One move on (Right; Page Down: one turn)</source>
        <translation>Ruch dalej (strzałka w prawo; Page Down: jedna tura)</translation>
    </message>
    <message>
        <location filename="../../src/app/replay_window.cpp" line="56"/>
        <source>Last</source>
        <translation>Koniec</translation>
    </message>
    <message>
        <location filename="../../src/app/replay_window.cpp" line="56"/>
        <source>The end of the game (End)</source>
        <translation>Koniec gry (End)</translation>
    </message>
    <message>
        <location filename="../../src/app/replay_window.cpp" line="70"/>
        <source>Move </source>
        <translation>Ruch </translation>
    </message>
    <message>
        <location filename="../../src/app/replay_window.cpp" line="71"/>
        <source>Go to a move</source>
        <translation>Przejdź do ruchu</translation>
    </message>
    <message>
        <location filename="../../src/app/replay_window.cpp" line="84"/>
        <source>Score sheet</source>
        <translation>Tabela wyników</translation>
    </message>
    <message>
        <location filename="../../src/app/replay_window.cpp" line="90"/>
        <source>Play on from here</source>
        <translation>Graj dalej od tego miejsca</translation>
    </message>
    <message>
        <location filename="../../src/app/replay_window.cpp" line="91"/>
        <source>A new game that starts from this move; the recorded game is not changed.</source>
        <translation>Nowa gra zaczynająca się od tego ruchu; zapisana partia się nie zmienia.</translation>
    </message>
    <message>
        <location filename="../../src/app/replay_window.cpp" line="116"/>
        <source>This copy of Dogtable has no table for %1.</source>
        <translation>Ta kopia Dogtable nie ma stołu dla gry %1.</translation>
    </message>
    <message>
        <location filename="../../src/app/replay_window.cpp" line="159"/>
        <source> (hint used)</source>
        <translation> (z podpowiedzią)</translation>
    </message>
    <message>
        <location filename="../../src/app/replay_window.cpp" line="233"/>
        <source>Move %1 of %2</source>
        <translation>Ruch %1 z %2</translation>
    </message>
    <message>
        <location filename="../../src/app/replay_window.cpp" line="235"/>
        <source>%1 — the game is over</source>
        <translation>%1 — gra zakończona</translation>
    </message>
    <message>
        <location filename="../../src/app/replay_window.cpp" line="237"/>
        <source>%1 — %2&apos;s turn</source>
        <translation>%1 — tura: %2</translation>
    </message>
</context>
<context>
    <name>dogtable::app::RulesBrowser</name>
    <message>
        <location filename="../../src/app/rules_browser.cpp" line="37"/>
        <source>Dogtable — rules</source>
        <translation>Dogtable — zasady</translation>
    </message>
    <message>
        <location filename="../../src/app/rules_browser.cpp" line="49"/>
        <source>Search the rules (Enter: next match)</source>
        <translation>Szukaj w zasadach (Enter: następne trafienie)</translation>
    </message>
    <message>
        <location filename="../../src/app/rules_browser.cpp" line="102"/>
        <source># %1

The rules page of %1 is not part of this build yet.</source>
        <translation># %1

Strony z zasadami gry %1 nie ma jeszcze w tej wersji.</translation>
    </message>
    <message>
        <location filename="../../src/app/rules_browser.cpp" line="105"/>
        <source>%1 — rules</source>
        <translation>%1 — zasady</translation>
    </message>
    <message>
        <location filename="../../src/app/rules_browser.cpp" line="229"/>
        <source>no match</source>
        <translation>brak trafień</translation>
    </message>
    <message>
        <location filename="../../src/app/rules_browser.cpp" line="229"/>
        <source>matches: %1</source>
        <translation>trafienia: %1</translation>
    </message>
</context>
<context>
    <name>dogtable::app::ScoreSheetDialog</name>
    <message>
        <location filename="../../src/app/score_sheet_dialog.cpp" line="29"/>
        <source>Nobody wins.</source>
        <translation>Nikt nie wygrywa.</translation>
    </message>
    <message>
        <location filename="../../src/app/score_sheet_dialog.cpp" line="30"/>
        <source>%1 wins!</source>
        <translation>Wygrywa %1!</translation>
    </message>
    <message>
        <location filename="../../src/app/score_sheet_dialog.cpp" line="32"/>
        <source>%1 and %2 share the win.</source>
        <translation>%1 i %2 dzielą zwycięstwo.</translation>
    </message>
    <message>
        <location filename="../../src/app/score_sheet_dialog.cpp" line="39"/>
        <source>%1 — final scores</source>
        <translation>%1 — wyniki końcowe</translation>
    </message>
    <message>
        <location filename="../../src/app/score_sheet_dialog.cpp" line="39"/>
        <source>%1 — scores so far</source>
        <translation>%1 — dotychczasowe wyniki</translation>
    </message>
    <message>
        <location filename="../../src/app/score_sheet_dialog.cpp" line="44"/>
        <source>The game is not over yet: these are the scores so far.</source>
        <translation>Gra jeszcze trwa: to są dotychczasowe wyniki.</translation>
    </message>
    <message>
        <location filename="../../src/app/score_sheet_dialog.cpp" line="72"/>
        <source>Total</source>
        <translation>Razem</translation>
    </message>
    <message>
        <location filename="../../src/app/score_sheet_dialog.cpp" line="79"/>
        <source>%1 wins</source>
        <translation>Wygrywa %1</translation>
    </message>
    <message>
        <location filename="../../src/app/score_sheet_dialog.cpp" line="84"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../../src/app/score_sheet_dialog.cpp" line="90"/>
        <source>Total: %1</source>
        <translation>Razem: %1</translation>
    </message>
    <message>
        <location filename="../../src/app/score_sheet_dialog.cpp" line="121"/>
        <source>Tie-break used: %1</source>
        <translation>Rozstrzygnięcie remisu: %1</translation>
    </message>
    <message>
        <location filename="../../src/app/score_sheet_dialog.cpp" line="123"/>
        <source>No tie-break was needed.</source>
        <translation>Rozstrzyganie remisu nie było potrzebne.</translation>
    </message>
    <message>
        <location filename="../../src/app/score_sheet_dialog.cpp" line="137"/>
        <source>Score over the game</source>
        <translation>Wynik w trakcie gry</translation>
    </message>
    <message>
        <location filename="../../src/app/score_sheet_dialog.cpp" line="140"/>
        <source>Turn</source>
        <translation>Tura</translation>
    </message>
    <message>
        <location filename="../../src/app/score_sheet_dialog.cpp" line="144"/>
        <source>Score</source>
        <translation>Wynik</translation>
    </message>
</context>
<context>
    <name>dogtable::app::SettingsDialog</name>
    <message>
        <location filename="../../src/app/settings_dialog.cpp" line="19"/>
        <source>Settings</source>
        <translation>Ustawienia</translation>
    </message>
    <message>
        <location filename="../../src/app/settings_dialog.cpp" line="27"/>
        <source>Takes effect the next time Dogtable starts.</source>
        <translation>Działa od następnego uruchomienia Dogtable.</translation>
    </message>
    <message>
        <location filename="../../src/app/settings_dialog.cpp" line="28"/>
        <source>Language</source>
        <translation>Język</translation>
    </message>
    <message>
        <location filename="../../src/app/settings_dialog.cpp" line="42"/>
        <source>Animations</source>
        <translation>Animacje</translation>
    </message>
    <message>
        <location filename="../../src/app/settings_dialog.cpp" line="45"/>
        <source>Fair: only within the current turn</source>
        <translation>Uczciwe: tylko w bieżącej turze</translation>
    </message>
    <message>
        <location filename="../../src/app/settings_dialog.cpp" line="46"/>
        <source>Casual: anything, the dice stay the same</source>
        <translation>Swobodne: wszystko, kości pozostają te same</translation>
    </message>
    <message>
        <location filename="../../src/app/settings_dialog.cpp" line="48"/>
        <source>Undo</source>
        <translation>Cofnij</translation>
    </message>
    <message>
        <location filename="../../src/app/settings_dialog.cpp" line="54"/>
        <source>Mute</source>
        <translation>Wycisz</translation>
    </message>
    <message>
        <location filename="../../src/app/settings_dialog.cpp" line="60"/>
        <source>Sounds</source>
        <translation>Dźwięki</translation>
    </message>
    <message>
        <location filename="../../src/app/settings_dialog.cpp" line="64"/>
        <source>Fair undo never takes back a roll, a drawn card or another player&apos;s move.</source>
        <translation>Uczciwe cofanie nigdy nie cofa rzutu, dobranej karty ani ruchu innego gracza.</translation>
    </message>
</context>
<context>
    <name>dogtable::app::SidePanel</name>
    <message>
        <location filename="../../src/app/side_panel.cpp" line="78"/>
        <source>Players</source>
        <translation>Gracze</translation>
    </message>
    <message>
        <location filename="../../src/app/side_panel.cpp" line="85"/>
        <source>Game log</source>
        <translation>Dziennik gry</translation>
    </message>
    <message>
        <location filename="../../src/app/side_panel.cpp" line="95"/>
        <source>Undo</source>
        <translation>Cofnij</translation>
    </message>
    <message>
        <location filename="../../src/app/side_panel.cpp" line="96"/>
        <source>Redo</source>
        <translation>Ponów</translation>
    </message>
    <message>
        <location filename="../../src/app/side_panel.cpp" line="97"/>
        <source>Rules</source>
        <translation>Zasady</translation>
    </message>
    <message>
        <location filename="../../src/app/side_panel.cpp" line="98"/>
        <source>Hint</source>
        <translation>Podpowiedź</translation>
    </message>
    <message>
        <location filename="../../src/app/side_panel.cpp" line="100"/>
        <source>What the strong computer player would do now, seeing only what you see (H)</source>
        <translation>Co zrobiłby teraz silny gracz komputerowy, widząc tylko to, co ty (H)</translation>
    </message>
    <message>
        <location filename="../../src/app/side_panel.cpp" line="166"/>
        <source>(computer, %1)</source>
        <translation>(komputer, %1)</translation>
    </message>
    <message>
        <location filename="../../src/app/side_panel.cpp" line="167"/>
        <source>team %1</source>
        <translation>drużyna %1</translation>
    </message>
    <message>
        <location filename="../../src/app/side_panel.cpp" line="189"/>
        <source>The game is over.</source>
        <translation>Gra się skończyła.</translation>
    </message>
    <message>
        <location filename="../../src/app/side_panel.cpp" line="193"/>
        <source>%1 is thinking…</source>
        <translation>%1 myśli…</translation>
    </message>
    <message>
        <location filename="../../src/app/side_panel.cpp" line="194"/>
        <source>%1&apos;s turn</source>
        <translation>Kolej: %1</translation>
    </message>
    <message>
        <location filename="../../src/app/side_panel.cpp" line="197"/>
        <source>Dealing…</source>
        <translation>Rozdawanie…</translation>
    </message>
    <message>
        <location filename="../../src/app/side_panel.cpp" line="216"/>
        <source> (hint used)</source>
        <translation> (z podpowiedzią)</translation>
    </message>
    <message>
        <location filename="../../src/app/side_panel.cpp" line="264"/>
        <source>Played since your last move</source>
        <translation>Zagrane od twojego ostatniego ruchu</translation>
    </message>
</context>
<context>
    <name>dogtable::app::StatisticsPage</name>
    <message>
        <location filename="../../src/app/statistics_page.cpp" line="33"/>
        <source>%1 (computer)</source>
        <translation>%1 (komputer)</translation>
    </message>
    <message>
        <location filename="../../src/app/statistics_page.cpp" line="52"/>
        <source>Statistics</source>
        <translation>Statystyki</translation>
    </message>
    <message>
        <location filename="../../src/app/statistics_page.cpp" line="54"/>
        <source>Export the statistics</source>
        <translation>Eksport statystyk</translation>
    </message>
    <message>
        <location filename="../../src/app/statistics_page.cpp" line="55"/>
        <source>CSV files (*.csv)</source>
        <translation>Pliki CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../../src/app/statistics_page.cpp" line="59"/>
        <source>Game</source>
        <translation>Gra</translation>
    </message>
    <message>
        <location filename="../../src/app/statistics_page.cpp" line="63"/>
        <source>Export CSV…</source>
        <translation>Eksport CSV…</translation>
    </message>
    <message>
        <location filename="../../src/app/statistics_page.cpp" line="70"/>
        <source>Player</source>
        <translation>Gracz</translation>
    </message>
    <message>
        <location filename="../../src/app/statistics_page.cpp" line="70"/>
        <source>Games</source>
        <translation>Gry</translation>
    </message>
    <message>
        <location filename="../../src/app/statistics_page.cpp" line="70"/>
        <source>Wins</source>
        <translation>Wygrane</translation>
    </message>
    <message>
        <location filename="../../src/app/statistics_page.cpp" line="70"/>
        <location filename="../../src/app/statistics_page.cpp" line="224"/>
        <source>Win rate</source>
        <translation>Odsetek wygranych</translation>
    </message>
    <message>
        <location filename="../../src/app/statistics_page.cpp" line="71"/>
        <source>Best score</source>
        <translation>Najlepszy wynik</translation>
    </message>
    <message>
        <location filename="../../src/app/statistics_page.cpp" line="71"/>
        <source>Mean score</source>
        <translation>Średni wynik</translation>
    </message>
    <message>
        <location filename="../../src/app/statistics_page.cpp" line="71"/>
        <source>Streak</source>
        <translation>Seria</translation>
    </message>
    <message>
        <location filename="../../src/app/statistics_page.cpp" line="71"/>
        <source>Best streak</source>
        <translation>Najdłuższa seria</translation>
    </message>
    <message>
        <location filename="../../src/app/statistics_page.cpp" line="72"/>
        <source>Last played</source>
        <translation>Ostatnia gra</translation>
    </message>
    <message>
        <location filename="../../src/app/statistics_page.cpp" line="81"/>
        <source>Head to head</source>
        <translation>Pojedynek</translation>
    </message>
    <message>
        <location filename="../../src/app/statistics_page.cpp" line="87"/>
        <source>against</source>
        <translation>przeciw</translation>
    </message>
    <message>
        <location filename="../../src/app/statistics_page.cpp" line="117"/>
        <source>The history cannot be opened, so there are no statistics now.</source>
        <translation>Nie można otworzyć historii, więc teraz nie ma statystyk.</translation>
    </message>
    <message>
        <location filename="../../src/app/statistics_page.cpp" line="122"/>
        <location filename="../../src/app/statistics_page.cpp" line="137"/>
        <source>All games</source>
        <translation>Wszystkie gry</translation>
    </message>
    <message>
        <location filename="../../src/app/statistics_page.cpp" line="140"/>
        <source>%1 (%2 games)</source>
        <translation>%1 (gier: %2)</translation>
    </message>
    <message>
        <location filename="../../src/app/statistics_page.cpp" line="143"/>
        <source>No finished game yet: play one to the end.</source>
        <translation>Nie ma jeszcze zakończonej gry: rozegraj jakąś do końca.</translation>
    </message>
    <message>
        <location filename="../../src/app/statistics_page.cpp" line="159"/>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <location filename="../../src/app/statistics_page.cpp" line="186"/>
        <source>Two players are needed for a head-to-head.</source>
        <translation>Do pojedynku potrzeba dwóch graczy.</translation>
    </message>
    <message>
        <location filename="../../src/app/statistics_page.cpp" line="187"/>
        <source>Choose two different players.</source>
        <translation>Wybierz dwóch różnych graczy.</translation>
    </message>
    <message>
        <location filename="../../src/app/statistics_page.cpp" line="195"/>
        <source>%1 and %2 have not played together yet.</source>
        <translation>%1 i %2 jeszcze nie grali razem.</translation>
    </message>
    <message>
        <location filename="../../src/app/statistics_page.cpp" line="199"/>
        <source>Games together: %1. %2 won %3, %4 won %5; more points: %2 %6 times, %4 %7 times.</source>
        <translation>Wspólne gry: %1. Wygrane: %2 — %3, %4 — %5; więcej punktów: %2 — %6 razy, %4 — %7 razy.</translation>
    </message>
    <message>
        <location filename="../../src/app/statistics_page.cpp" line="211"/>
        <source>Win rate over time</source>
        <translation>Odsetek wygranych w czasie</translation>
    </message>
    <message>
        <location filename="../../src/app/statistics_page.cpp" line="220"/>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <location filename="../../src/app/statistics_page.cpp" line="287"/>
        <source>The statistics could not be written (%1).</source>
        <translation>Nie udało się zapisać statystyk (%1).</translation>
    </message>
    <message>
        <location filename="../../src/app/statistics_page.cpp" line="290"/>
        <source>The statistics were written to %1.</source>
        <translation>Statystyki zapisano w %1.</translation>
    </message>
</context>
</TS>
