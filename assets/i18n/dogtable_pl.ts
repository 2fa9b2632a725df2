<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl_PL">
<context>
    <name>SaveFiles</name>
    <message>
        <location filename="../../src/app/save_files.cpp" line="22"/>
        <source>cannot create the folder %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/save_files.cpp" line="45"/>
        <source>%1 is empty: it holds no game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/save_files.cpp" line="52"/>
        <location filename="../../src/app/save_files.cpp" line="56"/>
        <source>%1 cannot be opened: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/save_files.cpp" line="66"/>
        <source>%1 does not replay completely: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/save_files.cpp" line="75"/>
        <source>%1 does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/save_files.cpp" line="79"/>
        <source>%1 is far too large to be a Dogtable save (%2 bytes).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/save_files.cpp" line="83"/>
        <source>%1 cannot be read: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/save_files.cpp" line="98"/>
        <source>Dogtable games (*.dogtable);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <location filename="../../src/app/settings.cpp" line="38"/>
        <source>Off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/settings.cpp" line="39"/>
        <source>Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/settings.cpp" line="40"/>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/settings.cpp" line="41"/>
        <source>Slow</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dogtable::app::GameCard</name>
    <message numerus="yes">
        <location filename="../../src/app/game_picker.cpp" line="45"/>
        <source>%n player(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../src/app/game_picker.cpp" line="46"/>
        <source>%1–%2 players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/game_picker.cpp" line="47"/>
        <source>hidden hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/game_picker.cpp" line="54"/>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/game_picker.cpp" line="57"/>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dogtable::app::GamePicker</name>
    <message>
        <location filename="../../src/app/game_picker.cpp" line="100"/>
        <source>Dogtable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/game_picker.cpp" line="103"/>
        <source>Five dog board games for one computer. Pick a game to start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/game_picker.cpp" line="118"/>
        <source>Resume last game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/game_picker.cpp" line="142"/>
        <source>No game with a table is built into this copy of Dogtable.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dogtable::app::HandOverScreen</name>
    <message>
        <location filename="../../src/app/hand_over_screen.cpp" line="52"/>
        <source>Pass the table to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/hand_over_screen.cpp" line="53"/>
        <source>%1, click when you are ready. Nothing of the game is shown until then.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/hand_over_screen.cpp" line="54"/>
        <source>I am %1 — show my table</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dogtable::app::MainWindow</name>
    <message>
        <location filename="../../src/app/main_window.cpp" line="39"/>
        <location filename="../../src/app/main_window.cpp" line="271"/>
        <source>Dogtable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="79"/>
        <source>Score sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="80"/>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="152"/>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="159"/>
        <source>&amp;New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="162"/>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="163"/>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="167"/>
        <source>Save &amp;as…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="168"/>
        <source>&amp;Resume last game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="170"/>
        <source>Score s&amp;heet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="171"/>
        <source>&amp;Back to the game list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="172"/>
        <source>Se&amp;ttings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="177"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="179"/>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="180"/>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="181"/>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="184"/>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="185"/>
        <source>Show the &amp;log panel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="192"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="193"/>
        <source>&amp;Rules of this game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="197"/>
        <source>&amp;About Dogtable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="198"/>
        <source>About Dogtable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="199"/>
        <source>&lt;h3&gt;Dogtable %1&lt;/h3&gt;&lt;p&gt;Five dog board games at one table: play with friends on one computer or against computer players.&lt;/p&gt;&lt;p&gt;The art is drawn for Dogtable.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="264"/>
        <source>The computer is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="269"/>
        <source>Choose a game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="277"/>
        <source>%1 — Dogtable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="278"/>
        <source>%1 — %2 — Dogtable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="289"/>
        <source>Pass the table to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="309"/>
        <location filename="../../src/app/main_window.cpp" line="310"/>
        <source>Game over. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="319"/>
        <source>%1 (computer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="324"/>
        <source>%1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="348"/>
        <source>No games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="348"/>
        <source>No game with a table is built into this copy of Dogtable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="355"/>
        <source>The game cannot start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="366"/>
        <location filename="../../src/app/main_window.cpp" line="370"/>
        <source>The game cannot be opened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="371"/>
        <source>%1 is a game of %2, which has no table in this copy of Dogtable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="378"/>
        <source>Open the game as it was after move %1? The file itself is not changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="380"/>
        <source>The game replays only in part</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="384"/>
        <source>Opened %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="391"/>
        <source>The game was not saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="391"/>
        <source>%1 could not be written: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="395"/>
        <source>Saved to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="402"/>
        <source>Save the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="409"/>
        <source>Open a game</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../src/app/main_window.cpp" line="422"/>
        <source>Your last game of %1 with %2 is waiting: %n move(s) played, saved %3.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="439"/>
        <location filename="../../src/app/main_window.cpp" line="443"/>
        <source>The last game cannot be resumed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="444"/>
        <source>It is a game of %1, which has no table in this copy of Dogtable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="448"/>
        <source>The last game replays only in part</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="449"/>
        <source>Resume the game as it was after move %1?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="493"/>
        <source>The language changes the next time Dogtable starts.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dogtable::app::MatchController</name>
    <message>
        <location filename="../../src/app/match_controller.cpp" line="125"/>
        <source>The game has a chance step with no outcome; it cannot go on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/match_controller.cpp" line="164"/>
        <source>The computer player ran into a problem and played a random legal move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/match_controller.cpp" line="186"/>
        <source>The computer&apos;s move was refused: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/match_controller.cpp" line="201"/>
        <source>No game is in progress.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/match_controller.cpp" line="202"/>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/match_controller.cpp" line="203"/>
        <source>The table is being handed over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/match_controller.cpp" line="204"/>
        <source>It is not your turn: wait for %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/match_controller.cpp" line="243"/>
        <source>There is no move of yours to take back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/match_controller.cpp" line="268"/>
        <source>no game is in progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/match_controller.cpp" line="282"/>
        <source>the saved game does not replay to the same state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/match_controller.cpp" line="287"/>
        <source>the file could not be written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/match_controller.cpp" line="289"/>
        <source>Autosave failed (%1); the previous autosave is kept.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dogtable::app::NewGameDialog</name>
    <message>
        <location filename="../../src/app/new_game_dialog.cpp" line="30"/>
        <source>Random moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/new_game_dialog.cpp" line="31"/>
        <source>Easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/new_game_dialog.cpp" line="32"/>
        <source>Medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/new_game_dialog.cpp" line="33"/>
        <source>Strong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/new_game_dialog.cpp" line="39"/>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/new_game_dialog.cpp" line="48"/>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/new_game_dialog.cpp" line="54"/>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/new_game_dialog.cpp" line="57"/>
        <source>Seats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/new_game_dialog.cpp" line="62"/>
        <source>Variants</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/new_game_dialog.cpp" line="69"/>
        <source>random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/new_game_dialog.cpp" line="70"/>
        <source>The same seed and the same moves give the same dice and cards: handy to replay a game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/new_game_dialog.cpp" line="71"/>
        <source>Seed (optional)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/new_game_dialog.cpp" line="81"/>
        <source>Start the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/new_game_dialog.cpp" line="123"/>
        <source>Player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/new_game_dialog.cpp" line="125"/>
        <source>Human</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/new_game_dialog.cpp" line="126"/>
        <source>Computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/new_game_dialog.cpp" line="151"/>
        <source>This game has no variants.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/new_game_dialog.cpp" line="179"/>
        <source>Choose a game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/new_game_dialog.cpp" line="187"/>
        <source>Seat %1 needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/new_game_dialog.cpp" line="189"/>
        <source>Two seats are called %1: give every player their own name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/new_game_dialog.cpp" line="210"/>
        <source>The seed must be a whole number (or empty for a random one).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/new_game_dialog.cpp" line="242"/>
        <source>Team %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dogtable::app::RulesBrowser</name>
    <message>
        <location filename="../../src/app/rules_browser.cpp" line="35"/>
        <source>Dogtable — rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/rules_browser.cpp" line="46"/>
        <source>Search the rules (Enter: next match)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/rules_browser.cpp" line="98"/>
        <source># %1

The rules page of %1 is not part of this build yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/rules_browser.cpp" line="101"/>
        <source>%1 — rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/rules_browser.cpp" line="221"/>
        <source>no match</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../src/app/rules_browser.cpp" line="221"/>
        <source>%n match(es)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>dogtable::app::ScoreSheetDialog</name>
    <message>
        <location filename="../../src/app/score_sheet_dialog.cpp" line="20"/>
        <source>Nobody wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/score_sheet_dialog.cpp" line="21"/>
        <source>%1 wins!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/score_sheet_dialog.cpp" line="23"/>
        <source>%1 and %2 share the win.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/score_sheet_dialog.cpp" line="29"/>
        <source>%1 — final scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/score_sheet_dialog.cpp" line="29"/>
        <source>%1 — scores so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/score_sheet_dialog.cpp" line="33"/>
        <source>The game is not over yet: these are the scores so far.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/score_sheet_dialog.cpp" line="59"/>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/score_sheet_dialog.cpp" line="65"/>
        <source>%1 wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/score_sheet_dialog.cpp" line="70"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/score_sheet_dialog.cpp" line="75"/>
        <source>Total: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/score_sheet_dialog.cpp" line="92"/>
        <source>Tie-break used: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/score_sheet_dialog.cpp" line="93"/>
        <source>No tie-break was needed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dogtable::app::SettingsDialog</name>
    <message>
        <location filename="../../src/app/settings_dialog.cpp" line="15"/>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/settings_dialog.cpp" line="23"/>
        <source>Takes effect the next time Dogtable starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/settings_dialog.cpp" line="24"/>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/settings_dialog.cpp" line="38"/>
        <source>Animations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/settings_dialog.cpp" line="41"/>
        <source>Fair: only within the current turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/settings_dialog.cpp" line="42"/>
        <source>Casual: anything, the dice stay the same</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/settings_dialog.cpp" line="44"/>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/settings_dialog.cpp" line="47"/>
        <source>Fair undo never takes back a roll, a drawn card or another player&apos;s move.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dogtable::app::SidePanel</name>
    <message>
        <location filename="../../src/app/side_panel.cpp" line="57"/>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/side_panel.cpp" line="64"/>
        <source>Game log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/side_panel.cpp" line="74"/>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/side_panel.cpp" line="75"/>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/side_panel.cpp" line="76"/>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/side_panel.cpp" line="113"/>
        <source>(computer, %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/side_panel.cpp" line="114"/>
        <source>team %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/side_panel.cpp" line="130"/>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/side_panel.cpp" line="133"/>
        <source>%1 is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/side_panel.cpp" line="134"/>
        <source>%1&apos;s turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/side_panel.cpp" line="137"/>
        <source>Dealing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../src/app/side_panel.cpp" line="171"/>
        <source>Played since your last move</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
