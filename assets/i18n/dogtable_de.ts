<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>GameHistory</name>
    <message>
        <source>The history of finished games (%1) cannot be kept: %2. Your games are still saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The history of finished games could not be filled from the saves: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The history of finished games could not be read (%1). It was moved to %2 and made again from the saves of the finished games (games recovered: %3).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameLibrary</name>
    <message>
        <source>The app-data folder %1 cannot be written; your games are saved in %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No folder can be written (tried %1): games cannot be saved automatically. Use Save as… to keep a game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was moved to %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Game table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Can be chosen now</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SaveFiles</name>
    <message>
        <source>cannot create the folder %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is empty: it holds no game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be opened: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not replay completely: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dogtable games (*.dogtable);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slow</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dogtable::app::GameCard</name>
    <message>
        <source>1 player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1–%2 players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hidden hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dogtable::app::GamePicker</name>
    <message>
        <source>Dogtable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Five dog board games for one computer. Pick a game to start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue a game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game with a table is built into this copy of Dogtable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finished games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete this game: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dogtable::app::HandOverScreen</name>
    <message>
        <source>Pass the table to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, click when you are ready. Nothing of the game is shown until then.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I am %1 — show my table</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dogtable::app::MainWindow</name>
    <message>
        <source>Dogtable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: %1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game could not be added to the history (%1); its save is kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Continue the last game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Replay this game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a re&amp;play…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a game to replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score s&amp;heet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Back to the game list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Players…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stat&amp;istics…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the &amp;log panel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Mute sounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Actual size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rules of this game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keyboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Dogtable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Dogtable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;Dogtable %1&lt;/h3&gt;&lt;p&gt;Five dog board games at one table: play with friends on one computer or against computer players.&lt;/p&gt;&lt;p&gt;The art is drawn for Dogtable.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At every table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Page Down / Page Up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the next / previous thing you can choose now; after a first choice, what goes on with it comes first (a card, then its dogs; a space, then its Drive button)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the neighbouring thing on the table, chosen or not</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tab / Shift+Tab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the next / previous part of the table: your area, the board, the offer, the other players, the buttons; after the last part, the side panel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter or Space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>choose what the cursor is on, or press the button it is on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Esc</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>take back the last step of a half-made choice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the rules at what is on the table now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>H</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a hint (its steps are marked on the table, buttons too)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Z / Ctrl+Shift+Z</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>undo / redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on the hand-over screen: show the table to the next player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dig</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with no cursor shown: end the turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>K</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>keep the card you dug</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dog Lover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R / Shift+R</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>turn the picked trick a quarter clockwise / back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>show or hide the score estimates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with nothing half-made: put the picked trick down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ciapki</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with no cursor shown: make the only action open to you</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DOGS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with no cursor shown: press the only button</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dog Kids</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1, 2, 3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pick that card of your hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Looking for a hint…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game is not being saved automatically (%1). Use Save as… to keep it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — Dogtable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2 — Dogtable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass the table to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (computer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game is not saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game could not be saved automatically (%1).

Save this game elsewhere?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save elsewhere…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game with a table is built into this copy of Dogtable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game cannot start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is a game of %1, which has no table in this copy of Dogtable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game replays only in part</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game cannot be opened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the game as it was after move %1? The file itself is not changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game was not saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>moves: %1 · last move %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>replays only in part</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game to continue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no unfinished game to continue.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game cannot be continued</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue the game as it was after move %1? The saved file is kept as it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete this game?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 will be deleted. This cannot be undone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game was not deleted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be removed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new game from move %1 of the replay.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game cannot be replayed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The language changes the next time Dogtable starts.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dogtable::app::MatchController</name>
    <message>
        <source>The game has a chance step with no outcome; it cannot go on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer player ran into a problem and played a random legal move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer&apos;s move was refused: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game is in progress.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The table is being handed over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is not your turn: wait for %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no move of yours to take back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A hint is given when it is your move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no game is in progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the saved game does not replay to the same state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file could not be written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Autosave failed (%1); the previous autosave is kept.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dogtable::app::NewGameDialog</name>
    <message>
        <source>Random moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Variants</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same seed and the same moves give the same dice and cards: handy to replay a game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed (optional)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 player: solo game against Pies, the automaton of the box.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Human</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game has no variants.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random (drawn at the start)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pies starts with 0 treats (easier)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pies starts with 1 treat (standard)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pies starts with 2 treats (harder)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solo difficulty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only for the solo game (1 player).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only for games of %1 players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only for games of %1 or more players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only for games of %1 to %2 players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only with “%1” on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat %1 needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two seats are called %1: give every player their own name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The seed must be a whole number (or empty for a random one).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 plays under their profile: the game goes into their history.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A guest (no profile has this name). Game ▸ Players… makes profiles.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many treats Pies starts with: fewer is easier.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dogtable::app::PlayersPage</name>
    <message>
        <source>Beagle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Poodle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dachshund</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Husky</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Terrier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spaniel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No avatar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A profile keeps a player&apos;s games in the history. In a new game, type a profile&apos;s name for a seat; any other name plays as a guest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No preference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat colour %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The colour this player prefers, kept with the profile; a game&apos;s own colour choice wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Avatar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The history cannot be opened, so profiles cannot be kept now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A profile needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A name has at most %1 characters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is already a profile with this name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This profile is no longer there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The profile could not be saved in the history.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove %1?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the profile %1? Its games stay in the history under this name.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dogtable::app::ReplayWindow</name>
    <message>
        <source>Replay — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As %1 saw it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What everybody saw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whose view to watch: a player&apos;s hand stays hidden from the others.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The start of the game (Home)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One move back (Left; Page Up: one turn)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One move on (Right; Page Down: one turn)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The end of the game (End)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to a move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play on from here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new game that starts from this move; the recorded game is not changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This copy of Dogtable has no table for %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (hint used)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — the game is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2&apos;s turn</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dogtable::app::RulesBrowser</name>
    <message>
        <source>Dogtable — rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search the rules (Enter: next match)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show this page in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source># %1

The rules page of %1 is not part of this build yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>matches: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dogtable::app::ScoreSheetDialog</name>
    <message>
        <source>Nobody wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and %2 share the win.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — final scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — scores so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is not over yet: these are the scores so far.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tie-break used: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No tie-break was needed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score over the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dogtable::app::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Takes effect the next time Dogtable starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Animations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reduce motion: nothing moves on the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>High-contrast colours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seeing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fair: only within the current turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Casual: anything, the dice stay the same</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fair undo never takes back a roll, a drawn card or another player&apos;s move.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dogtable::app::SidePanel</name>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the strong computer player would do now, seeing only what you see (H)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What just happened at the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(computer, %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>team %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (hint used)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Played since your last move</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dogtable::app::StatisticsPage</name>
    <message>
        <source>%1 (computer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mean score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Streak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best streak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Head to head</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>against</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The history cannot be opened, so there are no statistics now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 games)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No finished game yet: play one to the end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two players are needed for a head-to-head.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose two different players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and %2 have not played together yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games together: %1. %2 won %3, %4 won %5; more points: %2 %6 times, %4 %7 times.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Win rate over time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The statistics could not be written (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The statistics were written to %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
