<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl">
<context>
    <name>DogLoverArt</name>
    <message>
        <source>small dog</source>
        <translation>mały pies</translation>
    </message>
    <message>
        <source>medium dog</source>
        <translation>średni pies</translation>
    </message>
    <message>
        <source>big dog</source>
        <translation>duży pies</translation>
    </message>
    <message>
        <source>shelter · %1</source>
        <translation>schronisko · %1</translation>
    </message>
    <message>
        <source>food</source>
        <translation>karma</translation>
    </message>
    <message>
        <source>adoption</source>
        <translation>adopcja</translation>
    </message>
    <message>
        <source>walk</source>
        <translation>spacer</translation>
    </message>
    <message>
        <source>training</source>
        <translation>tresura</translation>
    </message>
    <message>
        <source>bone</source>
        <translation>kość</translation>
    </message>
    <message>
        <source>toy</source>
        <translation>zabawka</translation>
    </message>
    <message>
        <source>Fetch</source>
        <translation>Aport</translation>
    </message>
    <message>
        <source>END</source>
        <comment>the End Game card&apos;s pictogram</comment>
        <translation>KONIEC</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>F1 or right-click: rules, section “%1”</source>
        <translation>F1 lub prawy przycisk: zasady, rozdział „%1”</translation>
    </message>
    <message>
        <source>A starting trick.</source>
        <translation>Sztuczka początkowa.</translation>
    </message>
    <message>
        <source>✓ fed</source>
        <translation>✓ syty</translation>
    </message>
    <message>
        <source>✗ not fed</source>
        <translation>✗ głodny</translation>
    </message>
    <message>
        <source>%1 under</source>
        <translation>%1 pod spodem</translation>
    </message>
    <message>
        <source>Overview</source>
        <translation>W skrócie</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Przygotowanie</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Twoja tura</translation>
    </message>
    <message>
        <source>The watch dog</source>
        <translation>Znacznik psa</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Sztuczki</translation>
    </message>
    <message>
        <source>Card types</source>
        <translation>Typy kart</translation>
    </message>
    <message>
        <source>Dogs</source>
        <translation>Psy</translation>
    </message>
    <message>
        <source>Food</source>
        <translation>Przysmaki</translation>
    </message>
    <message>
        <source>Adoption</source>
        <translation>Adopcja</translation>
    </message>
    <message>
        <source>Walks</source>
        <translation>Spacery</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Tresura</translation>
    </message>
    <message>
        <source>Bones</source>
        <translation>Kości</translation>
    </message>
    <message>
        <source>Toys</source>
        <translation>Zabawki</translation>
    </message>
    <message>
        <source>Traits</source>
        <translation>Cechy</translation>
    </message>
    <message>
        <source>End of turn</source>
        <translation>Koniec tury</translation>
    </message>
    <message>
        <source>Shelter dogs</source>
        <translation>Psy ze schroniska</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Koniec gry</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Punktacja</translation>
    </message>
    <message>
        <source>✓ fed</source>
        <comment>short, for a narrow badge</comment>
        <translation>✓ syty</translation>
    </message>
    <message>
        <source>fetch</source>
        <comment>the Fetch card&apos;s type line</comment>
        <translation>aport</translation>
    </message>
    <message>
        <source>end of the game</source>
        <comment>the End Game card&apos;s type line</comment>
        <translation>koniec gry</translation>
    </message>
    <message>
        <source>✗ not fed</source>
        <comment>short, for a narrow badge</comment>
        <translation>✗ głodny</translation>
    </message>
    <message>
        <source>S</source>
        <comment>food token mark (scraps): one character, unlike the other three</comment>
        <translation>R</translation>
    </message>
    <message>
        <source>D</source>
        <comment>food token mark (dry food): one character, unlike the other three</comment>
        <translation>S</translation>
    </message>
    <message>
        <source>W</source>
        <comment>food token mark (wet food): one character, unlike the other three</comment>
        <translation>M</translation>
    </message>
    <message>
        <source>T</source>
        <comment>food token mark (treat, wild): one character, unlike the other three</comment>
        <translation>*</translation>
    </message>
    <message>
        <source>trait · for a small dog</source>
        <translation>cecha · dla małego psa</translation>
    </message>
    <message>
        <source>trait · for a medium dog</source>
        <translation>cecha · dla średniego psa</translation>
    </message>
    <message>
        <source>trait · for a big dog</source>
        <translation>cecha · dla dużego psa</translation>
    </message>
    <message>
        <source>? points · eats: %1</source>
        <translation>? pkt · je: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n point · eats: %1</source>
        <translation>
            <numerusform>%n pkt · je: %1</numerusform>
            <numerusform>%n pkt · je: %1</numerusform>
            <numerusform>%n pkt · je: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n points · eats: %1</source>
        <translation>
            <numerusform>%n pkt · je: %1</numerusform>
            <numerusform>%n pkt · je: %1</numerusform>
            <numerusform>%n pkt · je: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point if the dog is fed</source>
        <translation>
            <numerusform>%n pkt, jeśli pies jest nakarmiony</numerusform>
            <numerusform>%n pkt, jeśli pies jest nakarmiony</numerusform>
            <numerusform>%n pkt, jeśli pies jest nakarmiony</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n points if the dog is fed</source>
        <translation>
            <numerusform>%n pkt, jeśli pies jest nakarmiony</numerusform>
            <numerusform>%n pkt, jeśli pies jest nakarmiony</numerusform>
            <numerusform>%n pkt, jeśli pies jest nakarmiony</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DogLoverTable</name>
    <message>
        <source>+%1 more kinds (%2 cards)</source>
        <translation>+%1 innych rodzajów (kart: %2)</translation>
    </message>
    <message>
        <source>+%1 more (%2)</source>
        <translation>+%1 więcej (%2)</translation>
    </message>
    <message>
        <source>+%1 more</source>
        <translation>+%1 więcej</translation>
    </message>
</context>
<context>
    <name>doglover</name>
    <message>
        <source>Scraps</source>
        <translation>Resztki</translation>
    </message>
    <message>
        <source>Swap at once for 1 scraps token.</source>
        <translation>Od razu wymień na 1 żeton resztek.</translation>
    </message>
    <message>
        <source>Scraps x2</source>
        <translation>Resztki x2</translation>
    </message>
    <message>
        <source>Swap at once for 2 scraps tokens.</source>
        <translation>Od razu wymień na 2 żetony resztek.</translation>
    </message>
    <message>
        <source>Dry food</source>
        <translation>Sucha karma</translation>
    </message>
    <message>
        <source>Swap at once for 1 dry food token.</source>
        <translation>Od razu wymień na 1 żeton suchej karmy.</translation>
    </message>
    <message>
        <source>Dry food x2</source>
        <translation>Sucha karma x2</translation>
    </message>
    <message>
        <source>Swap at once for 2 dry food tokens.</source>
        <translation>Od razu wymień na 2 żetony suchej karmy.</translation>
    </message>
    <message>
        <source>Wet food</source>
        <translation>Mokra karma</translation>
    </message>
    <message>
        <source>Swap at once for 1 wet food token.</source>
        <translation>Od razu wymień na 1 żeton mokrej karmy.</translation>
    </message>
    <message>
        <source>Wet food x2</source>
        <translation>Mokra karma x2</translation>
    </message>
    <message>
        <source>Swap at once for 2 wet food tokens.</source>
        <translation>Od razu wymień na 2 żetony mokrej karmy.</translation>
    </message>
    <message>
        <source>Treat</source>
        <translation>Rarytas</translation>
    </message>
    <message>
        <source>Swap at once for 1 treat token; a treat pays for any one food.</source>
        <translation>Od razu wymień na 1 żeton rarytasu; rarytas zastępuje jedną porcję karmy dowolnego rodzaju.</translation>
    </message>
    <message>
        <source>Adoption</source>
        <translation>Adopcja</translation>
    </message>
    <message>
        <source>Keep in hand. Spend two of them on your turn to take in a shelter dog.</source>
        <translation>Trzymaj w ręce. W swojej turze odrzuć dwie takie karty, by przygarnąć psa ze schroniska.</translation>
    </message>
    <message>
        <source>Walk</source>
        <translation>Spacer</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Tresura</translation>
    </message>
    <message>
        <source>Bone</source>
        <translation>Kość</translation>
    </message>
    <message>
        <source>Ball</source>
        <translation>Piłka</translation>
    </message>
    <message>
        <source>A toy. Sets of different toys in hand score 1/3/6/10/15.</source>
        <translation>Zabawka. Zestawy różnych zabawek w ręce są warte 1/3/6/10/15 pkt.</translation>
    </message>
    <message>
        <source>Leash</source>
        <translation>Smycz</translation>
    </message>
    <message>
        <source>Chew toy</source>
        <translation>Gryzak</translation>
    </message>
    <message>
        <source>Dog house</source>
        <translation>Buda</translation>
    </message>
    <message>
        <source>Troublemaker</source>
        <translation>Łobuziak</translation>
    </message>
    <message>
        <source>Nothing new may go under this dog (earlier cards stay). Not attached this turn: lose it and 1 tucked card.</source>
        <translation>Pod tego psa nie wolno już niczego podkładać (wcześniej podłożone karty zostają). Jeśli w tej turze nie połączysz tej cechy z psem: odrzucasz ją i 1 podłożoną kartę.</translation>
    </message>
    <message>
        <source>Best Friend</source>
        <translation>Najlepszy przyjaciel</translation>
    </message>
    <message>
        <source>Aristocrat</source>
        <translation>Arystokrata</translation>
    </message>
    <message>
        <source>Food Thief</source>
        <translation>Złodziejaszek</translation>
    </message>
    <message>
        <source>Teacher&apos;s Pet</source>
        <translation>Pupilek</translation>
    </message>
    <message>
        <source>Rascal</source>
        <translation>Urwis</translation>
    </message>
    <message>
        <source>Guide</source>
        <translation>Przewodnik</translation>
    </message>
    <message>
        <source>Mud Puppy</source>
        <translation>Morus</translation>
    </message>
    <message>
        <source>Escape Artist</source>
        <translation>Uciekinier</translation>
    </message>
    <message>
        <source>This dog may eat any single token instead of its cost. Not attached: lose it and 1 of your dogs.</source>
        <translation>Zamiast swojego kosztu ten pies może zjeść jeden dowolny żeton karmy. Bez połączenia: odrzucasz ją i 1 swojego psa.</translation>
    </message>
    <message>
        <source>Fetch</source>
        <translation>Aport</translation>
    </message>
    <message>
        <source>Once, on a later turn of yours, swap it with any card of the grid (the watch dog does not matter).</source>
        <translation>Raz, w jednej z kolejnych swoich tur, zamień ją z dowolną kartą z obszaru gry (znacznik psa nie ma znaczenia).</translation>
    </message>
    <message>
        <source>End Game</source>
        <translation>Koniec gry</translation>
    </message>
    <message>
        <source>When it is drawn, this round is the last.</source>
        <translation>Gdy zostanie dobrana, trwająca runda jest ostatnia.</translation>
    </message>
    <message>
        <source>a small dog</source>
        <translation>małego psa</translation>
    </message>
    <message>
        <source>a medium dog</source>
        <translation>średniego psa</translation>
    </message>
    <message>
        <source>a big dog</source>
        <translation>dużego psa</translation>
    </message>
    <message>
        <source>scraps</source>
        <comment>food kind</comment>
        <translation>resztki</translation>
    </message>
    <message>
        <source>dry food</source>
        <comment>food kind</comment>
        <translation>sucha karma</translation>
    </message>
    <message>
        <source>wet food</source>
        <comment>food kind</comment>
        <translation>mokra karma</translation>
    </message>
    <message>
        <source>treat</source>
        <comment>food kind</comment>
        <translation>rarytas</translation>
    </message>
    <message>
        <source>a scraps token</source>
        <translation>żeton resztek</translation>
    </message>
    <message>
        <source>a dry token</source>
        <translation>żeton suchej karmy</translation>
    </message>
    <message>
        <source>a wet token</source>
        <translation>żeton mokrej karmy</translation>
    </message>
    <message>
        <source>a treat token</source>
        <translation>żeton rarytasu</translation>
    </message>
    <message numerus="yes">
        <source>%n scraps token</source>
        <comment>%n scraps tokens</comment>
        <translation>
            <numerusform>%n żeton resztek</numerusform>
            <numerusform>%n żetony resztek</numerusform>
            <numerusform>%n żetonów resztek</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n dry token</source>
        <comment>%n dry tokens</comment>
        <translation>
            <numerusform>%n żeton suchej karmy</numerusform>
            <numerusform>%n żetony suchej karmy</numerusform>
            <numerusform>%n żetonów suchej karmy</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wet token</source>
        <comment>%n wet tokens</comment>
        <translation>
            <numerusform>%n żeton mokrej karmy</numerusform>
            <numerusform>%n żetony mokrej karmy</numerusform>
            <numerusform>%n żetonów mokrej karmy</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n treat token</source>
        <comment>%n treat tokens</comment>
        <translation>
            <numerusform>%n żeton rarytasu</numerusform>
            <numerusform>%n żetony rarytasu</numerusform>
            <numerusform>%n żetonów rarytasu</numerusform>
        </translation>
    </message>
    <message>
        <source>The End Game card is turned up: the game ends after this turn.</source>
        <translation>Odkryto kartę końca gry: gra kończy się po tej turze.</translation>
    </message>
    <message>
        <source>The End Game card is turned up: this round is the last.</source>
        <translation>Odkryto kartę końca gry: to ostatnia runda.</translation>
    </message>
    <message>
        <source>Round {round} begins: {who} to play.</source>
        <translation>Zaczyna się runda {round}: teraz gra {who}.</translation>
    </message>
    <message>
        <source>{who} discards {card} x{count} from the hand (penalty).</source>
        <translation>{who} odrzuca z ręki: {card} ×{count} (kara).</translation>
    </message>
    <message>
        <source>{who} returns {tokens} (penalty).</source>
        <translation>{who} oddaje do puli: {tokens} (kara).</translation>
    </message>
    <message>
        <source>{who} loses the trick {trick} (penalty).</source>
        <translation>{who} traci sztuczkę {trick} (kara).</translation>
    </message>
    <message>
        <source>{who} gives up the pending walk (penalty).</source>
        <translation>{who} odrzuca czekającą kartę spaceru (kara).</translation>
    </message>
    <message>
        <source>{who} loses {dog} and everything on it (penalty).</source>
        <translation>{who} odrzuca psa {dog} razem ze wszystkimi połączonymi i podłożonymi kartami (kara).</translation>
    </message>
    <message>
        <source>{who} gives up {card} from under {dog} (penalty).</source>
        <translation>{who} odrzuca kartę {card} spod psa {dog} (kara).</translation>
    </message>
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
        <source>most fed dogs</source>
        <translation>więcej nakarmionych psów</translation>
    </message>
    <message>
        <source>most fed shelter dogs</source>
        <translation>więcej nakarmionych psów ze schroniska</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Gracz {number}</translation>
    </message>
    <message>
        <source>{dog} (fed)</source>
        <translation>{dog} (pies nakarmiony)</translation>
    </message>
    <message>
        <source>Toys in hand (sets 1/3/6/10/15)</source>
        <translation>Zabawki w ręce (zestawy 1/3/6/10/15)</translation>
    </message>
    <message>
        <source>Bones in hand ({count})</source>
        <translation>Kości w ręce ({count})</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nic</translation>
    </message>
    <message>
        <source>{who} is the first player</source>
        <translation>{who} zostaje pierwszym graczem</translation>
    </message>
    <message>
        <source>{who} gets the starting trick {trick}</source>
        <translation>{who} dostaje sztuczkę początkową {trick}</translation>
    </message>
    <message>
        <source>{who} starts with {dog}</source>
        <translation>{who} zaczyna; pies na start: {dog}</translation>
    </message>
    <message>
        <source>{card} is dealt to the grid (row {row}, column {column})</source>
        <translation>Karta {card} trafia na siatkę (rząd {row}, kolumna {column})</translation>
    </message>
    <message>
        <source>Trick {trick} comes up for learning</source>
        <translation>Do zdobycia jest teraz sztuczka {trick}</translation>
    </message>
    <message>
        <source>Shelter dog {dog} comes up for rescue</source>
        <translation>Do przygarnięcia czeka teraz pies ze schroniska: {dog}</translation>
    </message>
    <message>
        <source>{who} drafts</source>
        <translation>{who} dobiera karty z obszaru gry</translation>
    </message>
    <message>
        <source>{who} uses {trick} to take {cards}; the watch dog moves {line}</source>
        <translation>{who} używa sztuczki {trick} i bierze: {cards}; znacznik psa staje {line}</translation>
    </message>
    <message>
        <source>{who} swaps {card} for tokens</source>
        <translation>{who} wymienia kartę {card} na żetony</translation>
    </message>
    <message>
        <source>{who} tucks {card} under {dog}</source>
        <translation>{who} podkłada kartę {card} pod psa {dog}</translation>
    </message>
    <message>
        <source>{who} gives {dog} the trait {trait}</source>
        <translation>{who}: pies {dog} dostaje cechę {trait}</translation>
    </message>
    <message>
        <source>{who} spends 2 adoption cards to rescue {dog}</source>
        <translation>{who} odrzuca 2 karty adopcji i przygarnia psa ze schroniska: {dog}</translation>
    </message>
    <message>
        <source>{who} learns a trick</source>
        <translation>{who} zdobywa sztuczkę</translation>
    </message>
    <message numerus="yes">
        <source>{who} spends %n training to learn {trick}</source>
        <comment>{who} spends %n training to learn {trick}</comment>
        <translation>
            <numerusform>{who} odrzuca %n kartę tresury i zdobywa sztuczkę {trick}</numerusform>
            <numerusform>{who} odrzuca %n karty tresury i zdobywa sztuczkę {trick}</numerusform>
            <numerusform>{who} odrzuca %n kart tresury i zdobywa sztuczkę {trick}</numerusform>
        </translation>
    </message>
    <message>
        <source>{who} uses Fetch to take {card}</source>
        <translation>{who} używa karty Aport i bierze kartę {card}</translation>
    </message>
    <message>
        <source>{who} ends the turn</source>
        <translation>{who} kończy turę</translation>
    </message>
    <message>
        <source>{who} gives up {card} from under {dog}</source>
        <translation>{who} odrzuca kartę {card} spod psa {dog}</translation>
    </message>
    <message>
        <source>{who} returns {token}</source>
        <translation>{who} oddaje do puli {token}</translation>
    </message>
    <message>
        <source>{who} loses the trick {trick}</source>
        <translation>{who} traci sztuczkę {trick}</translation>
    </message>
    <message>
        <source>{who} gives up a pending walk</source>
        <translation>{who} odrzuca czekającą kartę spaceru</translation>
    </message>
    <message>
        <source>{who} gives up the walk under {dog}</source>
        <translation>{who} odrzuca spacer spod psa {dog}</translation>
    </message>
    <message>
        <source>{who} loses {dog} and everything on it</source>
        <translation>{who} odrzuca psa {dog} razem ze wszystkim, co do niego należy</translation>
    </message>
    <message>
        <source>{who} discards {card}</source>
        <translation>{who} odrzuca kartę {card}</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>gra się skończyła</translation>
    </message>
    <message>
        <source>a card is being dealt</source>
        <translation>trwa wykładanie karty</translation>
    </message>
    <message>
        <source>unknown action</source>
        <translation>nieznany ruch</translation>
    </message>
    <message>
        <source>first the watch dog must be placed by a row or column</source>
        <translation>najpierw trzeba położyć znacznik psa przy rzędzie lub kolumnie</translation>
    </message>
    <message>
        <source>first pay the penalty of {trait}</source>
        <translation>najpierw zapłać karę za cechę {trait}</translation>
    </message>
    <message>
        <source>the turn is ending: settle your pending walks and traits first</source>
        <translation>tura się kończy: najpierw rozmieść czekające spacery i cechy</translation>
    </message>
    <message>
        <source>first decide what happens to the food cards you took</source>
        <translation>najpierw zdecyduj, co zrobisz z dobranymi kartami karmy</translation>
    </message>
    <message>
        <source>you have already drafted this turn (one trick per turn)</source>
        <translation>w tej turze już dobierałeś karty (jedna sztuczka na turę)</translation>
    </message>
    <message>
        <source>you do not own that trick</source>
        <translation>nie masz tej sztuczki</translation>
    </message>
    <message>
        <source>that trick has no such placement</source>
        <translation>tej sztuczki nie da się tak ułożyć</translation>
    </message>
    <message>
        <source>the trick would cover an empty cell</source>
        <translation>sztuczka objęłaby puste pole</translation>
    </message>
    <message numerus="yes">
        <source>the trick would take %n card {line} the watch dog guards (at most 1)</source>
        <comment>the trick would take %n cards {line} the watch dog guards (at most 1)</comment>
        <translation>
            <numerusform>sztuczka wzięłaby %n kartę {line} — przy tej linii stoi znacznik psa (wolno najwyżej 1)</numerusform>
            <numerusform>sztuczka wzięłaby %n karty {line} — przy tej linii stoi znacznik psa (wolno najwyżej 1)</numerusform>
            <numerusform>sztuczka wzięłaby %n kart {line} — przy tej linii stoi znacznik psa (wolno najwyżej 1)</numerusform>
        </translation>
    </message>
    <message>
        <source>there is no food card to resolve</source>
        <translation>nie ma karty karmy do rozpatrzenia</translation>
    </message>
    <message>
        <source>you did not take that food card</source>
        <translation>nie dobrałeś tej karty karmy</translation>
    </message>
    <message>
        <source>no such dog</source>
        <translation>nie ma takiego psa</translation>
    </message>
    <message>
        <source>only a dog with Złodziejaszek or Urwis can keep a food card</source>
        <translation>kartę karmy może zatrzymać tylko pies z cechą Złodziejaszek lub Urwis</translation>
    </message>
    <message>
        <source>you have no such card to tuck</source>
        <translation>nie masz takiej karty do podłożenia</translation>
    </message>
    <message>
        <source>nothing new may go under a dog with Łobuziak</source>
        <translation>pod psa z cechą Łobuziak nie wolno już niczego podkładać</translation>
    </message>
    <message>
        <source>a {card} can only go under a dog whose trait allows it</source>
        <translation>kartę {card} można podłożyć tylko pod psa, którego cecha na to pozwala</translation>
    </message>
    <message>
        <source>{dog} already has a card of that type tucked (one per type unless a trait allows more)</source>
        <translation>pod psem {dog} leży już karta tego typu (jedna każdego typu, chyba że cecha pozwala na więcej)</translation>
    </message>
    <message>
        <source>that trait is not waiting to be attached</source>
        <translation>ta cecha nie czeka na połączenie z psem</translation>
    </message>
    <message>
        <source>{dog} already has a trait</source>
        <translation>pies {dog} ma już cechę</translation>
    </message>
    <message>
        <source>{trait} needs {dog}</source>
        <translation>cecha {trait} wymaga {dog}</translation>
    </message>
    <message>
        <source>no shelter dog there</source>
        <translation>nie ma tam psa ze schroniska</translation>
    </message>
    <message>
        <source>a rescue costs 2 adoption cards; you have {have}</source>
        <translation>przygarnięcie psa kosztuje 2 karty adopcji; masz: {have}</translation>
    </message>
    <message>
        <source>no trick there</source>
        <translation>nie ma tam sztuczki</translation>
    </message>
    <message numerus="yes">
        <source>{trick} costs %n training card; you have {have}</source>
        <comment>{trick} costs %n training cards; you have {have}</comment>
        <translation>
            <numerusform>sztuczka {trick} kosztuje %n kartę tresury; masz: {have}</numerusform>
            <numerusform>sztuczka {trick} kosztuje %n karty tresury; masz: {have}</numerusform>
            <numerusform>sztuczka {trick} kosztuje %n kart tresury; masz: {have}</numerusform>
        </translation>
    </message>
    <message>
        <source>you do not hold the Fetch card</source>
        <translation>nie masz karty Aport</translation>
    </message>
    <message>
        <source>you took the Fetch card this turn; it can be used from your next turn</source>
        <translation>kartę Aport dostałeś w tej turze; możesz jej użyć od następnej tury</translation>
    </message>
    <message>
        <source>Fetch cannot be used in the middle of a draft</source>
        <translation>karty Aport nie można użyć w trakcie dobierania</translation>
    </message>
    <message>
        <source>Fetch needs a grid cell that holds a card</source>
        <translation>Aport wymaga pola obszaru gry, na którym leży karta</translation>
    </message>
    <message>
        <source>you must draft with one of your tricks first</source>
        <translation>najpierw musisz dobrać karty jedną ze swoich sztuczek</translation>
    </message>
    <message>
        <source>a dog can take the walk, so it must be tucked</source>
        <translation>któryś pies może przyjąć spacer, więc trzeba go podłożyć</translation>
    </message>
    <message>
        <source>walks are only discarded at the end of the turn</source>
        <translation>spacery odrzuca się dopiero na koniec tury</translation>
    </message>
    <message>
        <source>a dog can take that trait, so it must be attached</source>
        <translation>któryś pies może przyjąć tę cechę, więc trzeba ją połączyć</translation>
    </message>
    <message>
        <source>traits are only discarded at the end of the turn</source>
        <translation>cechy odrzuca się dopiero na koniec tury</translation>
    </message>
    <message>
        <source>the watch dog is only placed at setup</source>
        <translation>znacznik psa kładzie się tylko podczas przygotowania gry</translation>
    </message>
    <message>
        <source>not a legal action now</source>
        <translation>ten ruch nie jest teraz dozwolony</translation>
    </message>
    <message>
        <source>Game over — {winners}</source>
        <translation>Koniec gry: {winners}</translation>
    </message>
    <message>
        <source>Dealing</source>
        <translation>Rozkładanie kart</translation>
    </message>
    <message>
        <source>you lose 1 tucked card</source>
        <translation>tracisz 1 podłożoną kartę</translation>
    </message>
    <message>
        <source>you lose 1 toy from your hand</source>
        <translation>tracisz 1 zabawkę z ręki</translation>
    </message>
    <message>
        <source>you lose 1 card from your hand</source>
        <translation>tracisz 1 kartę z ręki</translation>
    </message>
    <message>
        <source>you lose 2 food tokens</source>
        <translation>tracisz 2 żetony karmy</translation>
    </message>
    <message>
        <source>you lose 2 training cards from your hand</source>
        <translation>tracisz 2 karty tresury z ręki</translation>
    </message>
    <message>
        <source>you lose 1 trick (never your last)</source>
        <translation>tracisz 1 sztuczkę (nigdy ostatnią)</translation>
    </message>
    <message>
        <source>you lose 1 walk</source>
        <translation>tracisz 1 spacer</translation>
    </message>
    <message>
        <source>you lose 1 bone from your hand</source>
        <translation>tracisz 1 kość z ręki</translation>
    </message>
    <message>
        <source>you lose 1 dog with everything on it</source>
        <translation>tracisz 1 psa razem ze wszystkimi jego kartami</translation>
    </message>
    <message>
        <source>Discard the walk (no dog can take it)</source>
        <translation>Odrzuć spacer (żaden pies go nie przyjmie)</translation>
    </message>
    <message>
        <source>Discard {trait}: {penalty}</source>
        <translation>Odrzuć cechę {trait}: {penalty}</translation>
    </message>
    <message>
        <source>Give up {card} from under {dog}</source>
        <translation>Odrzuć kartę {card} spod psa {dog}</translation>
    </message>
    <message>
        <source>Give back {token}</source>
        <translation>Oddaj {token}</translation>
    </message>
    <message>
        <source>Lose the trick {trick}</source>
        <translation>Strać sztuczkę {trick}</translation>
    </message>
    <message>
        <source>Give up the pending walk</source>
        <translation>Odrzuć czekający spacer</translation>
    </message>
    <message>
        <source>Give up the walk under {dog}</source>
        <translation>Odrzuć spacer spod psa {dog}</translation>
    </message>
    <message>
        <source>Lose {dog} and everything on it</source>
        <translation>Odrzuć psa {dog} ze wszystkimi jego kartami</translation>
    </message>
    <message>
        <source>Discard {card}</source>
        <translation>Odrzuć kartę {card}</translation>
    </message>
    <message numerus="yes">
        <source>%n walk must be tucked under a dog now.</source>
        <comment>%n walks must be tucked under a dog now.</comment>
        <translation>
            <numerusform>%n spacer musi teraz trafić pod psa.</numerusform>
            <numerusform>%n spacery muszą teraz trafić pod psy.</numerusform>
            <numerusform>%n spacerów musi teraz trafić pod psy.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n walk will be discarded: no dog can take it.</source>
        <comment>%n walks will be discarded: no dog can take them.</comment>
        <translation>
            <numerusform>%n spacer zostanie odrzucony: żaden pies go nie przyjmie.</numerusform>
            <numerusform>%n spacery zostaną odrzucone: żaden pies ich nie przyjmie.</numerusform>
            <numerusform>%n spacerów zostanie odrzuconych: żaden pies ich nie przyjmie.</numerusform>
        </translation>
    </message>
    <message>
        <source>{trait} must be attached to {dog} now.</source>
        <translation>Cechę {trait} trzeba teraz połączyć z kartą {dog}.</translation>
    </message>
    <message>
        <source>{trait} will be discarded and {penalty}.</source>
        <translation>Cecha {trait} zostanie odrzucona i {penalty}.</translation>
    </message>
    <message>
        <source>walk: must go under a dog</source>
        <translation>spacer: musi trafić pod psa</translation>
    </message>
    <message>
        <source>walk: discarded (no dog can take it)</source>
        <translation>spacer: odrzucony (żaden pies go nie przyjmie)</translation>
    </message>
    <message>
        <source>{trait}: must be attached</source>
        <translation>{trait}: trzeba połączyć z psem</translation>
    </message>
    <message>
        <source>{trait}: discarded, {penalty}</source>
        <translation>{trait}: cecha odrzucona, {penalty}</translation>
    </message>
    <message>
        <source>No dog can take {trait} now: it needs {dog} without a trait. If the turn ends now it is discarded and {penalty}.</source>
        <translation>Żaden pies nie przyjmie teraz cechy {trait}: potrzebuje {dog} bez cechy. Jeśli tura skończy się teraz, cecha zostanie odrzucona i {penalty}.</translation>
    </message>
    <message>
        <source>No dog can take the walk now. If the turn ends now it is discarded.</source>
        <translation>Żaden pies nie przyjmie teraz spaceru. Jeśli tura skończy się teraz, spacer zostanie odrzucony.</translation>
    </message>
    <message numerus="yes">
        <source>%n card left in the draw pile. The End Game card is out: this is the last round.</source>
        <comment>%n cards left in the draw pile. The End Game card is out: this is the last round.</comment>
        <translation>
            <numerusform>W stosie dobierania została %n karta. Karta końca gry już wyszła: to ostatnia runda.</numerusform>
            <numerusform>W stosie dobierania zostały %n karty. Karta końca gry już wyszła: to ostatnia runda.</numerusform>
            <numerusform>W stosie dobierania zostało %n kart. Karta końca gry już wyszła: to ostatnia runda.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card left in the draw pile. The End Game card lies somewhere underneath.</source>
        <comment>%n cards left in the draw pile. The End Game card lies somewhere underneath.</comment>
        <translation>
            <numerusform>W stosie dobierania została %n karta. Karta końca gry leży gdzieś pod spodem.</numerusform>
            <numerusform>W stosie dobierania zostały %n karty. Karta końca gry leży gdzieś pod spodem.</numerusform>
            <numerusform>W stosie dobierania zostało %n kart. Karta końca gry leży gdzieś pod spodem.</numerusform>
        </translation>
    </message>
    <message>
        <source>Sit</source>
        <translation>Siad</translation>
    </message>
    <message>
        <source>Shake</source>
        <translation>Podaj łapę</translation>
    </message>
    <message>
        <source>Roll Over</source>
        <translation>Turlaj się</translation>
    </message>
    <message>
        <source>Play Dead</source>
        <translation>Udawaj martwego</translation>
    </message>
    <message>
        <source>High Five</source>
        <translation>Przybij piątkę</translation>
    </message>
    <message>
        <source>Spin</source>
        <translation>Obrót</translation>
    </message>
    <message>
        <source>Catch</source>
        <translation>Łap</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Leżeć</translation>
    </message>
    <message>
        <source>Stay</source>
        <translation>Zostań</translation>
    </message>
    <message>
        <source>Heel</source>
        <translation>Do nogi</translation>
    </message>
    <message>
        <source>Seek</source>
        <translation>Szukaj</translation>
    </message>
    <message>
        <source>Speak</source>
        <translation>Daj głos</translation>
    </message>
    <message>
        <source>Jump</source>
        <translation>Skacz</translation>
    </message>
    <message>
        <source>Crawl</source>
        <translation>Czołgaj się</translation>
    </message>
    <message>
        <source>Beg</source>
        <translation>Poproś</translation>
    </message>
    <message>
        <source>Weave</source>
        <translation>Slalom</translation>
    </message>
    <message>
        <source>Dance</source>
        <translation>Tańcz</translation>
    </message>
    <message>
        <source>top row</source>
        <translation>górny rząd</translation>
    </message>
    <message>
        <source>middle row</source>
        <translation>środkowy rząd</translation>
    </message>
    <message>
        <source>bottom row</source>
        <translation>dolny rząd</translation>
    </message>
    <message>
        <source>left column</source>
        <translation>lewa kolumna</translation>
    </message>
    <message>
        <source>middle column</source>
        <translation>środkowa kolumna</translation>
    </message>
    <message>
        <source>right column</source>
        <translation>prawa kolumna</translation>
    </message>
    <message>
        <source>by the top row</source>
        <translation>przy górnym rzędzie</translation>
    </message>
    <message>
        <source>by the middle row</source>
        <translation>przy środkowym rzędzie</translation>
    </message>
    <message>
        <source>by the bottom row</source>
        <translation>przy dolnym rzędzie</translation>
    </message>
    <message>
        <source>by the left column</source>
        <translation>przy lewej kolumnie</translation>
    </message>
    <message>
        <source>by the middle column</source>
        <translation>przy środkowej kolumnie</translation>
    </message>
    <message>
        <source>by the right column</source>
        <translation>przy prawej kolumnie</translation>
    </message>
    <message>
        <source>to the top row</source>
        <translation>przy górnym rzędzie</translation>
    </message>
    <message>
        <source>to the middle row</source>
        <translation>przy środkowym rzędzie</translation>
    </message>
    <message>
        <source>to the bottom row</source>
        <translation>przy dolnym rzędzie</translation>
    </message>
    <message>
        <source>to the left column</source>
        <translation>przy lewej kolumnie</translation>
    </message>
    <message>
        <source>to the middle column</source>
        <translation>przy środkowej kolumnie</translation>
    </message>
    <message>
        <source>to the right column</source>
        <translation>przy prawej kolumnie</translation>
    </message>
    <message>
        <source>from the top row</source>
        <translation>z górnego rzędu</translation>
    </message>
    <message>
        <source>from the middle row</source>
        <translation>ze środkowego rzędu</translation>
    </message>
    <message>
        <source>from the bottom row</source>
        <translation>z dolnego rzędu</translation>
    </message>
    <message>
        <source>from the left column</source>
        <translation>z lewej kolumny</translation>
    </message>
    <message>
        <source>from the middle column</source>
        <translation>ze środkowej kolumny</translation>
    </message>
    <message>
        <source>from the right column</source>
        <translation>z prawej kolumny</translation>
    </message>
    <message numerus="yes">
        <source>Costs %n training card to learn.</source>
        <comment>Costs %n training cards to learn.</comment>
        <translation>
            <numerusform>Kosztuje %n kartę tresury.</numerusform>
            <numerusform>Kosztuje %n karty tresury.</numerusform>
            <numerusform>Kosztuje %n kart tresury.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card</source>
        <comment>%n cards</comment>
        <translation>
            <numerusform>%n karta</numerusform>
            <numerusform>%n karty</numerusform>
            <numerusform>%n kart</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>hand: %n card (hidden)</source>
        <comment>hand: %n cards (hidden)</comment>
        <translation>
            <numerusform>ręka: %n karta (zakryta)</numerusform>
            <numerusform>ręka: %n karty (zakryte)</numerusform>
            <numerusform>ręka: %n kart (zakrytych)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Takes %n card. Turn it with R or the mouse wheel; the star shows where the watch dog goes.</source>
        <comment>Takes %n cards. Turn it with R or the mouse wheel; the star shows where the watch dog goes.</comment>
        <translation>
            <numerusform>Bierze %n kartę. Obracasz ją klawiszem R lub kółkiem myszy; gwiazdka pokazuje, gdzie stanie znacznik psa.</numerusform>
            <numerusform>Bierze %n karty. Obracasz ją klawiszem R lub kółkiem myszy; gwiazdka pokazuje, gdzie stanie znacznik psa.</numerusform>
            <numerusform>Bierze %n kart. Obracasz ją klawiszem R lub kółkiem myszy; gwiazdka pokazuje, gdzie stanie znacznik psa.</numerusform>
        </translation>
    </message>
    <message>
        <source>{dog} (not fed)</source>
        <translation>{dog} (pies nienakarmiony)</translation>
    </message>
    <message>
        <source>Put the watch dog {line}</source>
        <translation>Połóż znacznik psa {line}</translation>
    </message>
    <message>
        <source>Swap {card} for tokens</source>
        <translation>Wymień kartę {card} na żetony</translation>
    </message>
    <message>
        <source>Tuck {card} under {dog}</source>
        <translation>Podłóż kartę {card} pod psa {dog}</translation>
    </message>
    <message>
        <source>Give {dog} the trait {trait}</source>
        <translation>Połącz psa {dog} z cechą {trait}</translation>
    </message>
    <message>
        <source>Rescue {dog} for 2 adoption cards</source>
        <translation>Przygarnij psa ze schroniska: {dog} (za 2 karty adopcji)</translation>
    </message>
    <message numerus="yes">
        <source>Learn {trick} for %n training card</source>
        <comment>Learn {trick} for %n training cards</comment>
        <translation>
            <numerusform>Zdobądź sztuczkę {trick} za %n kartę tresury</numerusform>
            <numerusform>Zdobądź sztuczkę {trick} za %n karty tresury</numerusform>
            <numerusform>Zdobądź sztuczkę {trick} za %n kart tresury</numerusform>
        </translation>
    </message>
    <message>
        <source>Use Fetch to take {card}</source>
        <translation>Użyj karty Aport i weź kartę {card}</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>Zakończ turę</translation>
    </message>
    <message>
        <source>If you end your turn now, the walk must go under a dog.</source>
        <translation>Jeśli teraz zakończysz turę, spacer trafi pod psa.</translation>
    </message>
    <message>
        <source>If you end your turn now, the walk is discarded (no dog can take it).</source>
        <translation>Jeśli teraz zakończysz turę, spacer zostanie odrzucony (żaden pies go nie przyjmie).</translation>
    </message>
    <message>
        <source>If you end your turn now, {trait} must be attached to a dog.</source>
        <translation>Jeśli teraz zakończysz turę, cechę {trait} trzeba będzie połączyć z psem.</translation>
    </message>
    <message>
        <source>If you end your turn now, {trait} is discarded and {penalty}.</source>
        <translation>Jeśli teraz zakończysz turę, cecha {trait} zostanie odrzucona i {penalty}.</translation>
    </message>
    <message>
        <source>Fed with {player}&apos;s current tokens.</source>
        <translation>Nakarmiony żetonami, które ma teraz {player}.</translation>
    </message>
    <message>
        <source>Not fed with {player}&apos;s current tokens: -2 for {player}, and its cards score nothing.</source>
        <translation>Nienakarmiony żetonami, które ma teraz {player}: -2 pkt, a jego karty nie dają punktów.</translation>
    </message>
    <message>
        <source>Fed with its current tokens.</source>
        <translation>Nakarmiony żetonami, które masz teraz.</translation>
    </message>
    <message>
        <source>Not fed with its current tokens: -2, and its cards score nothing.</source>
        <translation>Nienakarmiony żetonami, które masz teraz: -2 pkt, a jego karty nie dają punktów.</translation>
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
        <source>A dog for your area. Feed it by the end of the game or it costs 2 points.</source>
        <translation>Pies do twojego obszaru gracza. Nakarm go do końca gry, inaczej tracisz 2 pkt.</translation>
    </message>
    <message>
        <source>Put it under one of your dogs this turn: 2 points if that dog is fed. Lost if no dog can take it.</source>
        <translation>Podłóż ją w tej turze pod jednego ze swoich psów: 2 pkt, jeśli ten pies jest nakarmiony. Przepada, jeśli żaden pies jej nie przyjmie.</translation>
    </message>
    <message>
        <source>Keep in hand. Put it under a dog (1 point if fed), or pay X of them to learn a trick of cost X.</source>
        <translation>Trzymaj w ręce. Podłóż pod psa (1 pkt, jeśli jest nakarmiony) albo odrzuć X takich kart, by zdobyć sztuczkę o koszcie X.</translation>
    </message>
    <message>
        <source>Keep in hand. At the end: one bone costs 1 point, two give 1 point per fed dog, three or more 2 points per fed dog.</source>
        <translation>Trzymaj w ręce. Na koniec gry: jedna kość to −1 pkt, dwie dają 1 pkt za każdego nakarmionego psa, trzy lub więcej 2 pkt za każdego nakarmionego psa.</translation>
    </message>
    <message>
        <source>Any number of toys under this dog, 3 points each (not in sets). Not attached: lose it and 1 toy.</source>
        <translation>Pod tego psa możesz podłożyć dowolnie wiele zabawek, każda warta 3 pkt (nie liczą się do zestawów). Bez połączenia: odrzucasz ją i 1 zabawkę.</translation>
    </message>
    <message>
        <source>Any number of adoption cards under this dog, 3 points each. Not attached: lose it and 1 hand card.</source>
        <translation>Pod tego psa możesz podłożyć dowolnie wiele kart adopcji, każda warta 3 pkt. Bez połączenia: odrzucasz ją i 1 kartę z ręki.</translation>
    </message>
    <message>
        <source>Food cards you take may go under this dog instead of becoming tokens, 3 points each. Not attached: lose it and 2 tokens.</source>
        <translation>Dobrane karty karmy możesz podłożyć pod tego psa zamiast wymieniać je na żetony, każda warta 3 pkt. Bez połączenia: odrzucasz ją i 2 żetony.</translation>
    </message>
    <message>
        <source>Any number of training cards under this dog, 3 points each. Not attached: lose it and 2 training cards.</source>
        <translation>Pod tego psa możesz podłożyć dowolnie wiele kart tresury, każda warta 3 pkt. Bez połączenia: odrzucasz ją i 2 karty tresury.</translation>
    </message>
    <message>
        <source>Any cards but dogs and tricks may go under this dog; 2 points per different type. Not attached: lose it and 1 trick.</source>
        <translation>Pod tego psa możesz podłożyć dowolne karty poza psami i sztuczkami; 2 pkt za każdy rodzaj kart. Bez połączenia: odrzucasz ją i 1 sztuczkę.</translation>
    </message>
    <message>
        <source>Any number of walks under this dog, 5 points each. Not attached: lose it and 1 walk.</source>
        <translation>Pod tego psa możesz podłożyć dowolnie wiele spacerów, każdy wart 5 pkt. Bez połączenia: odrzucasz ją i 1 spacer.</translation>
    </message>
    <message>
        <source>Any number of bones under this dog, 3 points each (not counted as bones in hand). Not attached: lose it and 1 bone.</source>
        <translation>Pod tego psa możesz podłożyć dowolnie wiele kości, każda warta 3 pkt (nie liczą się jako kości w ręce). Bez połączenia: odrzucasz ją i 1 kość.</translation>
    </message>
    <message>
        <source>+4 points if a leash is under Dino.</source>
        <translation>+4 pkt, jeśli pod Dino leży smycz.</translation>
    </message>
    <message>
        <source>+4 points if a chew toy is under Tina.</source>
        <translation>+4 pkt, jeśli pod Tiną leży gryzak.</translation>
    </message>
    <message>
        <source>+4 points if a dog house is under Pimpek.</source>
        <translation>+4 pkt, jeśli pod Pimpkiem leży buda.</translation>
    </message>
    <message>
        <source>+4 points if a ball is under Speedy.</source>
        <translation>+4 pkt, jeśli pod Speedym leży piłka.</translation>
    </message>
    <message>
        <source>+4 points if a frisbee is under Fedra.</source>
        <translation>+4 pkt, jeśli pod Fedrą leży frisbee.</translation>
    </message>
    <message>
        <source>4 points if you own Uciekinier or Złodziejaszek, 7 points if both.</source>
        <translation>4 pkt, jeśli masz Uciekiniera albo Złodziejaszka; 7 pkt, jeśli oba.</translation>
    </message>
    <message>
        <source>2 points per trait you own, 3 points more if one is Urwis.</source>
        <translation>2 pkt za każdą swoją cechę i 3 pkt więcej, jeśli jedną z nich jest Urwis.</translation>
    </message>
    <message>
        <source>6 points if you own Łobuziak or Morus, 9 points if both.</source>
        <translation>6 pkt, jeśli masz Łobuziaka albo Morusa; 9 pkt, jeśli oba.</translation>
    </message>
    <message>
        <source>5 points if you own Przewodnik or Arystokrata, 8 points if both.</source>
        <translation>5 pkt, jeśli masz Przewodnika albo Arystokratę; 8 pkt, jeśli oba.</translation>
    </message>
    <message>
        <source>9 points if you own Pupilek or Najlepszy przyjaciel, 12 points if both.</source>
        <translation>9 pkt, jeśli masz Pupilka albo Najlepszego przyjaciela; 12 pkt, jeśli oba.</translation>
    </message>
    <message>
        <source>3 points per training card under any of your dogs, fed or not.</source>
        <translation>3 pkt za każdą kartę tresury pod którymkolwiek z twoich psów, nakarmionym czy nie.</translation>
    </message>
    <message>
        <source>6 points per full set of a fed small, a fed medium and a fed big dog.</source>
        <translation>6 pkt za każdy komplet: nakarmiony mały, średni i duży pies.</translation>
    </message>
    <message>
        <source>3 points per fed medium dog, Krokiet too.</source>
        <translation>3 pkt za każdego nakarmionego średniego psa, licząc Krokieta.</translation>
    </message>
    <message>
        <source>2 points per fed small dog, Kolega too.</source>
        <translation>2 pkt za każdego nakarmionego małego psa, licząc Kolegę.</translation>
    </message>
    <message>
        <source>4 points per fed big dog, Statyw too.</source>
        <translation>4 pkt za każdego nakarmionego dużego psa, licząc Statywa.</translation>
    </message>
    <message>
        <source>A dog of {player}&apos;s. If {player} has not fed it by the end of the game, it costs {player} 2 points.</source>
        <translation>{player} ma tego psa w swoim obszarze. Jeśli go nie nakarmi do końca gry, straci 2 pkt.</translation>
    </message>
    <message>
        <source>Draft cards from a 3×3 grid with dog tricks; feed, walk and train your dogs.</source>
        <translation>Dobieraj karty z siatki 3×3 za pomocą psich sztuczek; karm, wyprowadzaj na spacer i tresuj swoje psy.</translation>
    </message>
    <message>
        <source>{who} ends the turn: tucks or attaches what is still pending</source>
        <translation>{who} kończy turę: podkłada lub łączy to, co jeszcze czeka</translation>
    </message>
    <message>
        <source>{who} pays the penalty of {trait}</source>
        <translation>{who} płaci karę za cechę {trait}</translation>
    </message>
    <message>
        <source>{who} swaps each food card for tokens or tucks it</source>
        <translation>{who} wymienia każdą kartę karmy na żetony albo ją podkłada</translation>
    </message>
    <message>
        <source>{who} (last round) drafts with one of their tricks (free actions any time)</source>
        <translation>{who} (ostatnia runda) dobiera karty sztuczką (reszta akcji w dowolnej chwili)</translation>
    </message>
    <message>
        <source>{who} drafts with one of their tricks (free actions any time)</source>
        <translation>{who} dobiera karty sztuczką (reszta akcji w dowolnej chwili)</translation>
    </message>
    <message>
        <source>{who} (last round) may take free actions, then ends the turn</source>
        <translation>{who} (ostatnia runda) wykonuje pozostałe akcje i kończy turę</translation>
    </message>
    <message>
        <source>{who} may take free actions, then ends the turn</source>
        <translation>{who} wykonuje pozostałe akcje i kończy turę</translation>
    </message>
    <message>
        <source>The last turn is over: {winners}.</source>
        <translation>Ostatnia tura dobiegła końca: {winners}.</translation>
    </message>
    <message>
        <source>At the end of the turn, {who} tucks {card} under {dog}</source>
        <translation>Na koniec tury {who} podkłada kartę {card} pod psa {dog}</translation>
    </message>
    <message>
        <source>At the end of the turn, {who} gives {dog} the trait {trait}</source>
        <translation>Na koniec tury {who}: pies {dog} dostaje cechę {trait}</translation>
    </message>
    <message>
        <source>{who}, last in turn order, puts the watch dog {line} and takes the Fetch card</source>
        <translation>Na ostatnim miejscu w kolejności {who} kładzie znacznik psa {line} i bierze kartę Aport</translation>
    </message>
    <message>
        <source>{who} places the watch dog, then {first} begins</source>
        <translation>{who} kładzie znacznik psa, potem zaczyna {first}</translation>
    </message>
    <message>
        <source>At the end of the turn, {who} has no dog for a walk and discards it</source>
        <translation>Na koniec tury {who} nie ma psa, pod którego da się podłożyć spacer, i odrzuca tę kartę</translation>
    </message>
    <message>
        <source>At the end of the turn, {who} has no dog for {trait} and discards it with its penalty</source>
        <translation>Na koniec tury {who} nie ma psa dla cechy {trait} i odrzuca ją, płacąc karę</translation>
    </message>
</context>
<context>
    <name>dogtable::games::doglover::DogLoverTable</name>
    <message>
        <source>Grid row %1, column %2</source>
        <translation>Obszar gry, rząd %1, kolumna %2</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>puste</translation>
    </message>
    <message>
        <source>Watch dog place</source>
        <translation>Miejsce na znacznik psa</translation>
    </message>
    <message>
        <source>Watch dog</source>
        <translation>Znacznik psa</translation>
    </message>
    <message>
        <source>Trick %1</source>
        <translation>Sztuczka %1</translation>
    </message>
    <message>
        <source>%1&apos;s trick</source>
        <translation>sztuczka (%1)</translation>
    </message>
    <message>
        <source>costs %1 training</source>
        <translation>koszt %1 × tresura</translation>
    </message>
    <message>
        <source>rescue for 2 adoption cards</source>
        <translation>przygarnij za 2 karty adopcji</translation>
    </message>
    <message>
        <source>%1&apos;s dog %2</source>
        <translation>pies %2 (%1)</translation>
    </message>
    <message>
        <source>fed</source>
        <translation>nakarmiony</translation>
    </message>
    <message>
        <source>not fed</source>
        <translation>nienakarmiony</translation>
    </message>
    <message>
        <source>, %1 under</source>
        <translation>, %1 pod spodem</translation>
    </message>
    <message>
        <source>in your hand ×%1</source>
        <translation>w twojej ręce ×%1</translation>
    </message>
    <message>
        <source>waiting to be placed</source>
        <translation>czeka na umieszczenie</translation>
    </message>
    <message>
        <source>Fetch</source>
        <translation>Aport</translation>
    </message>
    <message>
        <source>usable from your next turn</source>
        <translation>do użycia od następnej tury</translation>
    </message>
    <message>
        <source>take any grid card</source>
        <translation>weź dowolną kartę z obszaru gry</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Zakończ turę</translation>
    </message>
    <message>
        <source>More…</source>
        <translation>Więcej…</translation>
    </message>
    <message>
        <source>%1&apos;s Fetch card</source>
        <translation>%1: karta Aport</translation>
    </message>
    <message>
        <source>End Game card</source>
        <translation>Karta końca gry</translation>
    </message>
    <message>
        <source>Draw pile</source>
        <translation>Stos dobierania</translation>
    </message>
    <message>
        <source>Your food tokens</source>
        <translation>Twoje żetony karmy</translation>
    </message>
    <message>
        <source>scraps %1, dry %2, wet %3, treat %4</source>
        <translation>resztki %1, sucha karma %2, mokra karma %3, rarytas %4</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Stos kart odrzuconych</translation>
    </message>
    <message>
        <source>End your turn (Enter). Pending walks and traits are settled first.</source>
        <translation>Zakończ turę (Enter). Najpierw zostaną rozmieszczone czekające spacery i cechy.</translation>
    </message>
    <message>
        <source>Show or hide the live score estimates (S).</source>
        <translation>Pokaż lub ukryj bieżące szacunki punktów (S).</translation>
    </message>
    <message>
        <source>Every action open to you now, as a list.</source>
        <translation>Lista wszystkich ruchów, które możesz teraz wykonać.</translation>
    </message>
    <message>
        <source>Your food tokens: a food card can be swapped for tokens here.</source>
        <translation>Twoje żetony karmy: tutaj wymieniasz kartę karmy na żetony.</translation>
    </message>
    <message>
        <source>The discard pile: a walk or trait no dog can take goes here at the end of the turn.</source>
        <translation>Stos kart odrzuconych: trafia tu na koniec tury spacer lub cecha, których żaden pies nie przyjmie.</translation>
    </message>
    <message>
        <source>&lt;hr&gt;Trait: </source>
        <translation>&lt;hr&gt;Cecha: </translation>
    </message>
    <message>
        <source>&lt;hr&gt;Tucked: </source>
        <translation>&lt;hr&gt;Podłożone: </translation>
    </message>
    <message>
        <source>&lt;hr&gt;</source>
        <translation>&lt;hr&gt;</translation>
    </message>
    <message>
        <source>%1&lt;i&gt;Since your last turn %2 took the card that lay here.&lt;/i&gt;</source>
        <translation>%1&lt;i&gt;Kartę, która tu leżała, po twojej ostatniej turze wziął %2.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>⚑ End Game</source>
        <translation>⚑ Koniec gry</translation>
    </message>
    <message>
        <source>⚑ End</source>
        <translation>⚑ Koniec</translation>
    </message>
    <message>
        <source>last round</source>
        <translation>ostatnia runda</translation>
    </message>
    <message>
        <source>discard %1</source>
        <translation>odrzucone %1</translation>
    </message>
    <message>
        <source>supply</source>
        <translation>pula</translation>
    </message>
    <message>
        <source>Learn (%1)</source>
        <translation>Sztuczki (%1)</translation>
    </message>
    <message>
        <source>Rescue (%1)</source>
        <translation>Ratuj (%1)</translation>
    </message>
    <message>
        <source> · final score %1</source>
        <translation> · wynik końcowy %1</translation>
    </message>
    <message>
        <source> · score now %1</source>
        <translation> · punkty teraz %1</translation>
    </message>
    <message>
        <source>hand %1</source>
        <translation>ręka %1</translation>
    </message>
    <message>
        <source>+%1 more</source>
        <translation>+%1 więcej</translation>
    </message>
    <message>
        <source> (spectating)</source>
        <translation> (obserwujesz)</translation>
    </message>
    <message>
        <source> · score if the game ended now: %1</source>
        <translation> · punkty, gdyby gra skończyła się teraz: %1</translation>
    </message>
    <message>
        <source> · score %1</source>
        <translation> · punkty %1</translation>
    </message>
    <message>
        <source>hand: empty</source>
        <translation>ręka: pusta</translation>
    </message>
    <message>
        <source>Fetch (next turn)</source>
        <translation>Aport (za turę)</translation>
    </message>
    <message>
        <source>⚠ Walk</source>
        <translation>⚠ Spacer</translation>
    </message>
    <message>
        <source>Penalty of %1: choose what to give up</source>
        <translation>Kara za cechę %1: wybierz, co oddajesz</translation>
    </message>
    <message>
        <source>End turn (no draft)</source>
        <translation>Zakończ turę (bez dobierania)</translation>
    </message>
    <message>
        <source>no dogs yet</source>
        <translation>jeszcze bez psów</translation>
    </message>
    <message>
        <source>Dog Lover</source>
        <translation>Najlepsza gra o psach 2</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>To nie twoja tura.</translation>
    </message>
    <message>
        <source>choose one of your tricks first</source>
        <translation>najpierw wybierz jedną ze swoich sztuczek</translation>
    </message>
    <message>
        <source>You have drafted this turn.</source>
        <translation>W tej turze już dobierałeś karty.</translation>
    </message>
    <message>
        <source>Choose one of your tricks first.</source>
        <translation>Najpierw wybierz jedną ze swoich sztuczek.</translation>
    </message>
    <message>
        <source>End the turn?</source>
        <translation>Zakończyć turę?</translation>
    </message>
    <message>
        <source>Before the turn ends:
• </source>
        <translation>Zanim tura się skończy:
• </translation>
    </message>
    <message>
        <source>

End the turn now?</source>
        <translation>

Zakończyć turę teraz?</translation>
    </message>
    <message>
        <source>the walk</source>
        <translation>spacer</translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation>Zasady: %1</translation>
    </message>
    <message>
        <source>finish your turn without drafting</source>
        <translation>zakończ turę bez dobierania</translation>
    </message>
    <message>
        <source>finish your turn</source>
        <translation>zakończ turę</translation>
    </message>
    <message>
        <source>Scores: shown</source>
        <translation>Punkty: widoczne</translation>
    </message>
    <message>
        <source>Scores: hidden</source>
        <translation>Punkty: ukryte</translation>
    </message>
    <message>
        <source>A walk waiting for a dog. Drag it onto a dog or choose it. If no dog can take it when the turn ends, it is discarded.</source>
        <translation>Spacer czeka na psa. Przeciągnij go na psa albo wybierz. Jeśli na koniec tury żaden pies nie może go przyjąć, zostaje odrzucony.</translation>
    </message>
    <message>
        <source>Fetch: choose the grid card to take</source>
        <translation>Aport: wybierz kartę z obszaru gry, którą chcesz wziąć</translation>
    </message>
    <message>
        <source>To end the turn, choose a dog for %1: choose it, then the dog</source>
        <translation>Aby zakończyć turę, wybierz psa dla: %1 — najpierw kartę, potem psa</translation>
    </message>
    <message>
        <source>%1: choose a dog for it (or drag it there)</source>
        <translation>%1: wybierz psa dla tej karty (albo ją przeciągnij)</translation>
    </message>
    <message>
        <source>R or the wheel turns the trick; choose to take these cards</source>
        <translation>R albo kółko myszy obraca sztuczkę; wybierz, by wziąć te karty</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation>Obróć sztuczkę %1</translation>
    </message>
    <message>
        <source>a quarter turn (R, Shift+R or the wheel turn it too)</source>
        <translation>o ćwierć obrotu (także R, Shift+R lub kółko myszy)</translation>
    </message>
    <message>
        <source>%1 is picked: choose where it takes cards (R, the wheel or its round arrow turn it)</source>
        <translation>Wybrana sztuczka %1: wskaż, skąd wziąć karty (obracasz ją klawiszem R, kółkiem myszy lub okrągłą strzałką)</translation>
    </message>
    <message>
        <source>%1 turned a quarter (R, Shift+R or the wheel turn it)</source>
        <translation>Sztuczka %1 obrócona o ćwierć obrotu (obracasz ją klawiszem R, Shift+R lub kółkiem myszy)</translation>
    </message>
    <message>
        <source>%1, a trick to learn</source>
        <translation>%1, sztuczka do zdobycia</translation>
    </message>
    <message>
        <source>%1, a shelter dog</source>
        <translation>%1, pies ze schroniska</translation>
    </message>
    <message>
        <source>%1 more dogs of %2</source>
        <translation>pozostałe psy (%2): %1</translation>
    </message>
    <message>
        <source>%1 under</source>
        <translation>%1 pod spodem</translation>
    </message>
    <message>
        <source>%1&apos;s other dogs:</source>
        <translation>Pozostałe psy (%1):</translation>
    </message>
    <message>
        <source>Put the watch dog %1.</source>
        <translation>Połóż znacznik psa %1.</translation>
    </message>
    <message>
        <source>The watch dog stands %1.</source>
        <translation>Znacznik psa stoi %1.</translation>
    </message>
    <message>
        <source>A draft takes at most one card from the line it guards; after each draft it moves to the line the trick&apos;s star marks.</source>
        <translation>Przy dobieraniu można wziąć najwyżej jedną kartę z linii, której pilnuje; po każdym dobieraniu przechodzi do linii wskazanej gwiazdką sztuczki.</translation>
    </message>
    <message numerus="yes">
        <source>&lt;hr&gt;Scored at the end: %n point</source>
        <translation>
            <numerusform>&lt;hr&gt;Na koniec zdobył %n punkt</numerusform>
            <numerusform>&lt;hr&gt;Na koniec zdobył %n punkty</numerusform>
            <numerusform>&lt;hr&gt;Na koniec zdobył %n punktów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;hr&gt;Scored at the end: %n points</source>
        <translation>
            <numerusform>&lt;hr&gt;Na koniec zdobył %n punkt</numerusform>
            <numerusform>&lt;hr&gt;Na koniec zdobył %n punkty</numerusform>
            <numerusform>&lt;hr&gt;Na koniec zdobył %n punktów</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 in the supply</source>
        <translation>%1 w puli</translation>
    </message>
    <message>
        <source>%1, the token marked %2: %3 in the supply. A dog&apos;s cost shows the marks of what it eats.</source>
        <translation>%1 (żeton %2): %3 w puli. Znaczniki na dole karty psa pokazują, co pies je.</translation>
    </message>
</context>
</TS>
