<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>DogLoverArt</name>
    <message>
        <source>S</source>
        <comment>food token mark (scraps): one character, unlike the other three</comment>
        <translation>R</translation>
    </message>
    <message>
        <source>D</source>
        <comment>food token mark (dry food): one character, unlike the other three</comment>
        <translation>T</translation>
    </message>
    <message>
        <source>W</source>
        <comment>food token mark (wet food): one character, unlike the other three</comment>
        <translation>N</translation>
    </message>
    <message>
        <source>T</source>
        <comment>food token mark (treat, wild): one character, unlike the other three</comment>
        <translation>L</translation>
    </message>
    <message>
        <source>small dog</source>
        <translation>kleiner Hund</translation>
    </message>
    <message>
        <source>medium dog</source>
        <translation>mittelgroßer Hund</translation>
    </message>
    <message>
        <source>big dog</source>
        <translation>großer Hund</translation>
    </message>
    <message>
        <source>shelter · %1</source>
        <translation>Tierheim · %1</translation>
    </message>
    <message>
        <source>food</source>
        <translation>Futter</translation>
    </message>
    <message>
        <source>adoption</source>
        <translation>Adoption</translation>
    </message>
    <message>
        <source>walk</source>
        <translation>Spaziergang</translation>
    </message>
    <message>
        <source>training</source>
        <translation>Dressur</translation>
    </message>
    <message>
        <source>bone</source>
        <translation>Knochen</translation>
    </message>
    <message>
        <source>toy</source>
        <translation>Spielzeug</translation>
    </message>
    <message>
        <source>trait · for a small dog</source>
        <translation>Eigenschaft · für kleine Hunde</translation>
    </message>
    <message>
        <source>trait · for a medium dog</source>
        <translation>Eigenschaft · für mittelgroße Hunde</translation>
    </message>
    <message>
        <source>trait · for a big dog</source>
        <translation>Eigenschaft · für große Hunde</translation>
    </message>
    <message>
        <source>fetch</source>
        <comment>the Fetch card&apos;s type line</comment>
        <translation>Apport</translation>
    </message>
    <message>
        <source>end of the game</source>
        <comment>the End Game card&apos;s type line</comment>
        <translation>Spielende</translation>
    </message>
    <message>
        <source>END</source>
        <comment>the End Game card&apos;s pictogram</comment>
        <translation>ENDE</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>? points · eats: %1</source>
        <translation>? Punkte · frisst: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n point · eats: %1</source>
        <translation>
            <numerusform>%n Punkt · frisst: %1</numerusform>
            <numerusform>%n Punkte · frisst: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n points · eats: %1</source>
        <translation>
            <numerusform>%n Punkt · frisst: %1</numerusform>
            <numerusform>%n Punkte · frisst: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point if the dog is fed</source>
        <translation>
            <numerusform>%n Punkt, wenn der Hund gefüttert ist</numerusform>
            <numerusform>%n Punkte, wenn der Hund gefüttert ist</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n points if the dog is fed</source>
        <translation>
            <numerusform>%n Punkt, wenn der Hund gefüttert ist</numerusform>
            <numerusform>%n Punkte, wenn der Hund gefüttert ist</numerusform>
        </translation>
    </message>
    <message>
        <source>F1 or right-click: rules, section “%1”</source>
        <translation>F1 oder rechte Maustaste: Regeln, Abschnitt „%1“</translation>
    </message>
    <message>
        <source>Overview</source>
        <translation>Überblick</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Spielvorbereitung</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Dein Zug</translation>
    </message>
    <message>
        <source>The watch dog</source>
        <translation>Der Wachhund</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Tricks</translation>
    </message>
    <message>
        <source>Card types</source>
        <translation>Kartenarten</translation>
    </message>
    <message>
        <source>Dogs</source>
        <translation>Hunde</translation>
    </message>
    <message>
        <source>Food</source>
        <translation>Futter</translation>
    </message>
    <message>
        <source>Adoption</source>
        <translation>Adoption</translation>
    </message>
    <message>
        <source>Walks</source>
        <translation>Spaziergänge</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Dressur</translation>
    </message>
    <message>
        <source>Bones</source>
        <translation>Knochen</translation>
    </message>
    <message>
        <source>Toys</source>
        <translation>Spielzeug</translation>
    </message>
    <message>
        <source>Traits</source>
        <translation>Eigenschaften</translation>
    </message>
    <message>
        <source>Fetch</source>
        <translation>Apport</translation>
    </message>
    <message>
        <source>End of turn</source>
        <translation>Zugende</translation>
    </message>
    <message>
        <source>Shelter dogs</source>
        <translation>Tierheimhunde</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>✓ fed</source>
        <comment>short, for a narrow badge</comment>
        <translation>✓ satt</translation>
    </message>
    <message>
        <source>✗ not fed</source>
        <comment>short, for a narrow badge</comment>
        <translation>✗ hungrig</translation>
    </message>
    <message>
        <source>✓ fed</source>
        <translation>✓ satt</translation>
    </message>
    <message>
        <source>✗ not fed</source>
        <translation>✗ hungrig</translation>
    </message>
    <message>
        <source>%1 under</source>
        <translation>%1 darunter</translation>
    </message>
    <message>
        <source>A starting trick.</source>
        <translation>Ein Starttrick.</translation>
    </message>
</context>
<context>
    <name>DogLoverTable</name>
    <message>
        <source>+%1 more kinds (%2 cards)</source>
        <translation>+%1 weitere Arten (%2 Karten)</translation>
    </message>
    <message>
        <source>+%1 more (%2)</source>
        <translation>+%1 weitere (%2)</translation>
    </message>
    <message>
        <source>+%1 more</source>
        <translation>+%1 weitere</translation>
    </message>
</context>
<context>
    <name>doglover</name>
    <message>
        <source>a small dog</source>
        <translation>einen kleinen Hund</translation>
    </message>
    <message>
        <source>a medium dog</source>
        <translation>einen mittelgroßen Hund</translation>
    </message>
    <message>
        <source>a big dog</source>
        <translation>einen großen Hund</translation>
    </message>
    <message>
        <source>scraps</source>
        <comment>food kind</comment>
        <translation>Reste</translation>
    </message>
    <message>
        <source>dry food</source>
        <comment>food kind</comment>
        <translation>Trockenfutter</translation>
    </message>
    <message>
        <source>wet food</source>
        <comment>food kind</comment>
        <translation>Nassfutter</translation>
    </message>
    <message>
        <source>treat</source>
        <comment>food kind</comment>
        <translation>Leckerli</translation>
    </message>
    <message>
        <source>a scraps token</source>
        <translation>einen Reste-Marker</translation>
    </message>
    <message>
        <source>a dry token</source>
        <translation>einen Trockenfutter-Marker</translation>
    </message>
    <message>
        <source>a wet token</source>
        <translation>einen Nassfutter-Marker</translation>
    </message>
    <message>
        <source>a treat token</source>
        <translation>einen Leckerli-Marker</translation>
    </message>
    <message numerus="yes">
        <source>%n scraps token</source>
        <comment>%n scraps tokens</comment>
        <translation>
            <numerusform>%n Reste-Marker</numerusform>
            <numerusform>%n Reste-Marker</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n dry token</source>
        <comment>%n dry tokens</comment>
        <translation>
            <numerusform>%n Trockenfutter-Marker</numerusform>
            <numerusform>%n Trockenfutter-Marker</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wet token</source>
        <comment>%n wet tokens</comment>
        <translation>
            <numerusform>%n Nassfutter-Marker</numerusform>
            <numerusform>%n Nassfutter-Marker</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n treat token</source>
        <comment>%n treat tokens</comment>
        <translation>
            <numerusform>%n Leckerli-Marker</numerusform>
            <numerusform>%n Leckerli-Marker</numerusform>
        </translation>
    </message>
    <message>
        <source>A dog for your area. Feed it by the end of the game or it costs 2 points.</source>
        <translation>Ein Hund für deinen Bereich. Füttere ihn bis zum Spielende, sonst kostet er 2 Punkte.</translation>
    </message>
    <message>
        <source>A toy. Sets of different toys in hand score 1/3/6/10/15.</source>
        <translation>Ein Spielzeug. Sätze verschiedener Spielzeuge auf der Hand bringen 1/3/6/10/15 Punkte.</translation>
    </message>
    <message>
        <source>Swap at once for 1 scraps token.</source>
        <translation>Sofort gegen 1 Reste-Marker tauschen.</translation>
    </message>
    <message>
        <source>Swap at once for 2 scraps tokens.</source>
        <translation>Sofort gegen 2 Reste-Marker tauschen.</translation>
    </message>
    <message>
        <source>Swap at once for 1 dry food token.</source>
        <translation>Sofort gegen 1 Trockenfutter-Marker tauschen.</translation>
    </message>
    <message>
        <source>Swap at once for 2 dry food tokens.</source>
        <translation>Sofort gegen 2 Trockenfutter-Marker tauschen.</translation>
    </message>
    <message>
        <source>Swap at once for 1 wet food token.</source>
        <translation>Sofort gegen 1 Nassfutter-Marker tauschen.</translation>
    </message>
    <message>
        <source>Swap at once for 2 wet food tokens.</source>
        <translation>Sofort gegen 2 Nassfutter-Marker tauschen.</translation>
    </message>
    <message>
        <source>Swap at once for 1 treat token; a treat pays for any one food.</source>
        <translation>Sofort gegen 1 Leckerli-Marker tauschen; ein Leckerli ersetzt ein beliebiges Futter.</translation>
    </message>
    <message>
        <source>Keep in hand. Spend two of them on your turn to take in a shelter dog.</source>
        <translation>Auf der Hand behalten. Gib in deinem Zug zwei davon ab, um einen Tierheimhund aufzunehmen.</translation>
    </message>
    <message>
        <source>Put it under one of your dogs this turn: 2 points if that dog is fed. Lost if no dog can take it.</source>
        <translation>Leg ihn in diesem Zug unter einen deiner Hunde: 2 Punkte, wenn der Hund gefüttert ist. Verfällt, wenn kein Hund ihn nehmen kann.</translation>
    </message>
    <message>
        <source>Keep in hand. Put it under a dog (1 point if fed), or pay X of them to learn a trick of cost X.</source>
        <translation>Auf der Hand behalten. Unter einen Hund legen (1 Punkt, wenn er gefüttert ist) oder X davon abgeben, um einen Trick mit Kosten X zu lernen.</translation>
    </message>
    <message>
        <source>Keep in hand. At the end: one bone costs 1 point, two give 1 point per fed dog, three or more 2 points per fed dog.</source>
        <translation>Auf der Hand behalten. Am Ende: Ein Knochen kostet 1 Punkt, zwei bringen 1 Punkt je gefüttertem Hund, drei oder mehr 2 Punkte je gefüttertem Hund.</translation>
    </message>
    <message>
        <source>Nothing new may go under this dog (earlier cards stay). Not attached this turn: lose it and 1 tucked card.</source>
        <translation>Unter diesen Hund darf nichts Neues mehr (frühere Karten bleiben). Bekommt sie in diesem Zug keinen Hund: Du verlierst sie und 1 untergelegte Karte.</translation>
    </message>
    <message>
        <source>Any number of toys under this dog, 3 points each (not in sets). Not attached: lose it and 1 toy.</source>
        <translation>Beliebig viele Spielzeuge unter diesem Hund, je 3 Punkte (zählen für keinen Satz). Ohne Hund: Du verlierst sie und 1 Spielzeug.</translation>
    </message>
    <message>
        <source>Any number of adoption cards under this dog, 3 points each. Not attached: lose it and 1 hand card.</source>
        <translation>Beliebig viele Adoptionskarten unter diesem Hund, je 3 Punkte. Ohne Hund: Du verlierst sie und 1 Handkarte.</translation>
    </message>
    <message>
        <source>Food cards you take may go under this dog instead of becoming tokens, 3 points each. Not attached: lose it and 2 tokens.</source>
        <translation>Genommene Futterkarten dürfen unter diesen Hund, statt zu Markern zu werden, je 3 Punkte. Ohne Hund: Du verlierst sie und 2 Marker.</translation>
    </message>
    <message>
        <source>Any number of training cards under this dog, 3 points each. Not attached: lose it and 2 training cards.</source>
        <translation>Beliebig viele Dressurkarten unter diesem Hund, je 3 Punkte. Ohne Hund: Du verlierst sie und 2 Dressurkarten.</translation>
    </message>
    <message>
        <source>Any cards but dogs and tricks may go under this dog; 2 points per different type. Not attached: lose it and 1 trick.</source>
        <translation>Alle Karten außer Hunden und Tricks dürfen unter diesen Hund; 2 Punkte je verschiedener Art. Ohne Hund: Du verlierst sie und 1 Trick.</translation>
    </message>
    <message>
        <source>Any number of walks under this dog, 5 points each. Not attached: lose it and 1 walk.</source>
        <translation>Beliebig viele Spaziergänge unter diesem Hund, je 5 Punkte. Ohne Hund: Du verlierst sie und 1 Spaziergang.</translation>
    </message>
    <message>
        <source>Any number of bones under this dog, 3 points each (not counted as bones in hand). Not attached: lose it and 1 bone.</source>
        <translation>Beliebig viele Knochen unter diesem Hund, je 3 Punkte (zählen nicht als Knochen auf der Hand). Ohne Hund: Du verlierst sie und 1 Knochen.</translation>
    </message>
    <message>
        <source>This dog may eat any single token instead of its cost. Not attached: lose it and 1 of your dogs.</source>
        <translation>Dieser Hund darf statt seiner Kosten einen beliebigen einzelnen Marker fressen. Ohne Hund: Du verlierst sie und 1 deiner Hunde.</translation>
    </message>
    <message>
        <source>+4 points if a leash is under Dino.</source>
        <translation>+4 Punkte, wenn eine Leine unter Dino liegt.</translation>
    </message>
    <message>
        <source>+4 points if a chew toy is under Tina.</source>
        <translation>+4 Punkte, wenn ein Kauspielzeug unter Tina liegt.</translation>
    </message>
    <message>
        <source>+4 points if a dog house is under Pimpek.</source>
        <translation>+4 Punkte, wenn eine Hundehütte unter Pimpek liegt.</translation>
    </message>
    <message>
        <source>+4 points if a ball is under Speedy.</source>
        <translation>+4 Punkte, wenn ein Bällchen unter Speedy liegt.</translation>
    </message>
    <message>
        <source>+4 points if a frisbee is under Fedra.</source>
        <translation>+4 Punkte, wenn ein Frisbee unter Fedra liegt.</translation>
    </message>
    <message>
        <source>4 points if you own Uciekinier or Złodziejaszek, 7 points if both.</source>
        <translation>4 Punkte, wenn du Uciekinier oder Złodziejaszek hast, 7 Punkte mit beiden.</translation>
    </message>
    <message>
        <source>2 points per trait you own, 3 points more if one is Urwis.</source>
        <translation>2 Punkte je Eigenschaft, die du hast, 3 Punkte mehr, wenn eine davon Urwis ist.</translation>
    </message>
    <message>
        <source>6 points if you own Łobuziak or Morus, 9 points if both.</source>
        <translation>6 Punkte, wenn du Łobuziak oder Morus hast, 9 Punkte mit beiden.</translation>
    </message>
    <message>
        <source>5 points if you own Przewodnik or Arystokrata, 8 points if both.</source>
        <translation>5 Punkte, wenn du Przewodnik oder Arystokrata hast, 8 Punkte mit beiden.</translation>
    </message>
    <message>
        <source>9 points if you own Pupilek or Najlepszy przyjaciel, 12 points if both.</source>
        <translation>9 Punkte, wenn du Pupilek oder Najlepszy przyjaciel hast, 12 Punkte mit beiden.</translation>
    </message>
    <message>
        <source>3 points per training card under any of your dogs, fed or not.</source>
        <translation>3 Punkte je Dressurkarte unter irgendeinem deiner Hunde, gefüttert oder nicht.</translation>
    </message>
    <message>
        <source>6 points per full set of a fed small, a fed medium and a fed big dog.</source>
        <translation>6 Punkte je vollständigem Satz aus einem gefütterten kleinen, mittelgroßen und großen Hund.</translation>
    </message>
    <message>
        <source>3 points per fed medium dog, Krokiet too.</source>
        <translation>3 Punkte je gefüttertem mittelgroßem Hund, Krokiet mitgezählt.</translation>
    </message>
    <message>
        <source>2 points per fed small dog, Kolega too.</source>
        <translation>2 Punkte je gefüttertem kleinem Hund, Kolega mitgezählt.</translation>
    </message>
    <message>
        <source>4 points per fed big dog, Statyw too.</source>
        <translation>4 Punkte je gefüttertem großem Hund, Statyw mitgezählt.</translation>
    </message>
    <message>
        <source>Once, on a later turn of yours, swap it with any card of the grid (the watch dog does not matter).</source>
        <translation>Einmal, in einem deiner späteren Züge, gegen eine beliebige Karte des Rasters tauschen (der Wachhund spielt keine Rolle).</translation>
    </message>
    <message>
        <source>When it is drawn, this round is the last.</source>
        <translation>Wird sie gezogen, ist diese Runde die letzte.</translation>
    </message>
    <message>
        <source>Scraps</source>
        <translation>Reste</translation>
    </message>
    <message>
        <source>Scraps x2</source>
        <translation>Reste x2</translation>
    </message>
    <message>
        <source>Dry food</source>
        <translation>Trocken­futter</translation>
    </message>
    <message>
        <source>Dry food x2</source>
        <translation>Trocken­futter x2</translation>
    </message>
    <message>
        <source>Wet food</source>
        <translation>Nass­futter</translation>
    </message>
    <message>
        <source>Wet food x2</source>
        <translation>Nass­futter x2</translation>
    </message>
    <message>
        <source>Treat</source>
        <translation>Leckerli</translation>
    </message>
    <message>
        <source>Adoption</source>
        <translation>Adoptions­vertrag</translation>
    </message>
    <message>
        <source>Walk</source>
        <translation>Spazier­gang</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Dressur</translation>
    </message>
    <message>
        <source>Bone</source>
        <translation>Knochen</translation>
    </message>
    <message>
        <source>Ball</source>
        <translation>Bällchen</translation>
    </message>
    <message>
        <source>Leash</source>
        <translation>Leine</translation>
    </message>
    <message>
        <source>Chew toy</source>
        <translation>Kau­spielzeug</translation>
    </message>
    <message>
        <source>Dog house</source>
        <translation>Hunde­hütte</translation>
    </message>
    <message>
        <source>Troublemaker</source>
        <translation>Unruhestifter</translation>
    </message>
    <message>
        <source>Best Friend</source>
        <translation>Bester Freund</translation>
    </message>
    <message>
        <source>Aristocrat</source>
        <translation>Aristokrat</translation>
    </message>
    <message>
        <source>Food Thief</source>
        <translation>Futterdieb</translation>
    </message>
    <message>
        <source>Teacher&apos;s Pet</source>
        <translation>Musterschüler</translation>
    </message>
    <message>
        <source>Rascal</source>
        <translation>Schlingel</translation>
    </message>
    <message>
        <source>Guide</source>
        <translation>Führhund</translation>
    </message>
    <message>
        <source>Mud Puppy</source>
        <translation>Schmutzfink</translation>
    </message>
    <message>
        <source>Escape Artist</source>
        <translation>Ausbrecher</translation>
    </message>
    <message>
        <source>Fetch</source>
        <translation>Apport</translation>
    </message>
    <message>
        <source>End Game</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <source>Sit</source>
        <translation>Sitz</translation>
    </message>
    <message>
        <source>Shake</source>
        <translation>Pfote</translation>
    </message>
    <message>
        <source>Roll Over</source>
        <translation>Rolle</translation>
    </message>
    <message>
        <source>Play Dead</source>
        <translation>Toter Hund</translation>
    </message>
    <message>
        <source>High Five</source>
        <translation>Gib fünf</translation>
    </message>
    <message>
        <source>Spin</source>
        <translation>Dreh dich</translation>
    </message>
    <message>
        <source>Catch</source>
        <translation>Fang</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Stay</source>
        <translation>Bleib</translation>
    </message>
    <message>
        <source>Heel</source>
        <translation>Fuß</translation>
    </message>
    <message>
        <source>Seek</source>
        <translation>Such</translation>
    </message>
    <message>
        <source>Speak</source>
        <translation>Gib Laut</translation>
    </message>
    <message>
        <source>Jump</source>
        <translation>Hopp</translation>
    </message>
    <message>
        <source>Crawl</source>
        <translation>Kriech</translation>
    </message>
    <message>
        <source>Beg</source>
        <translation>Männchen</translation>
    </message>
    <message>
        <source>Weave</source>
        <translation>Slalom</translation>
    </message>
    <message>
        <source>Dance</source>
        <translation>Tanz</translation>
    </message>
    <message>
        <source>The End Game card is turned up: the game ends after this turn.</source>
        <translation>Die Spielende-Karte ist aufgedeckt: Das Spiel endet nach diesem Zug.</translation>
    </message>
    <message>
        <source>The End Game card is turned up: this round is the last.</source>
        <translation>Die Spielende-Karte ist aufgedeckt: Diese Runde ist die letzte.</translation>
    </message>
    <message>
        <source>The last turn is over: {winners}.</source>
        <translation>Der letzte Zug ist vorbei: {winners}.</translation>
    </message>
    <message>
        <source>Round {round} begins: {who} to play.</source>
        <translation>Runde {round} beginnt: {who} ist am Zug.</translation>
    </message>
    <message>
        <source>{who} discards {card} x{count} from the hand (penalty).</source>
        <translation>{who} wirft {count}× {card} von der Hand ab (Strafe).</translation>
    </message>
    <message>
        <source>{who} returns {tokens} (penalty).</source>
        <translation>{who} gibt {tokens} zurück (Strafe).</translation>
    </message>
    <message>
        <source>{who} loses the trick {trick} (penalty).</source>
        <translation>{who} verliert den Trick {trick} (Strafe).</translation>
    </message>
    <message>
        <source>{who} gives up the pending walk (penalty).</source>
        <translation>{who} gibt den offenen Spaziergang ab (Strafe).</translation>
    </message>
    <message>
        <source>{who} loses {dog} and everything on it (penalty).</source>
        <translation>{who} verliert {dog} mit allem, was dazugehört (Strafe).</translation>
    </message>
    <message>
        <source>{who} gives up {card} from under {dog} (penalty).</source>
        <translation>{who} zieht die Karte {card} unter {dog} hervor und wirft sie ab (Strafe).</translation>
    </message>
    <message>
        <source>Dog Lover</source>
        <translation>Dog Lover</translation>
    </message>
    <message>
        <source>Draft cards from a 3×3 grid with dog tricks; feed, walk and train your dogs.</source>
        <translation>Nimm Karten aus einem 3×3-Raster mit Hundetricks; füttere deine Hunde, geh mit ihnen Gassi und trainiere sie.</translation>
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
        <source>Refill after the last turn</source>
        <translation>Nachlegen nach dem letzten Zug</translation>
    </message>
    <message>
        <source>1: the grid is refilled once more after the last turn, as in games saved before the game ended with the last turn (those cards play no part).</source>
        <translation>1: Das Raster wird nach dem letzten Zug noch einmal aufgefüllt, wie in Spielen, die gespeichert wurden, bevor das Spiel mit dem letzten Zug endete (diese Karten zählen nicht).</translation>
    </message>
    <message>
        <source>Dog Lover is for 2 to 4 players</source>
        <translation>Dog Lover ist für 2 bis 4 Spieler</translation>
    </message>
    <message>
        <source>most fed dogs</source>
        <translation>die meisten gefütterten Hunde</translation>
    </message>
    <message>
        <source>most fed shelter dogs</source>
        <translation>die meisten gefütterten Tierheimhunde</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Spieler {number}</translation>
    </message>
    <message>
        <source>{dog} (fed)</source>
        <translation>{dog} (gefüttert)</translation>
    </message>
    <message>
        <source>{dog} (not fed)</source>
        <translation>{dog} (nicht gefüttert)</translation>
    </message>
    <message>
        <source>Toys in hand (sets 1/3/6/10/15)</source>
        <translation>Spielzeug auf der Hand (Sätze 1/3/6/10/15)</translation>
    </message>
    <message>
        <source>Bones in hand ({count})</source>
        <translation>Knochen auf der Hand ({count})</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>{who} is the first player</source>
        <translation>{who} ist Startspieler</translation>
    </message>
    <message>
        <source>{who} gets the starting trick {trick}</source>
        <translation>{who} bekommt den Starttrick {trick}</translation>
    </message>
    <message>
        <source>{who} starts with {dog}</source>
        <translation>{who} bekommt den Starthund {dog}</translation>
    </message>
    <message>
        <source>{card} is dealt to the grid (row {row}, column {column})</source>
        <translation>Die Karte {card} kommt ins Raster (Reihe {row}, Spalte {column})</translation>
    </message>
    <message>
        <source>Trick {trick} comes up for learning</source>
        <translation>Neu in der Trickauslage: {trick}</translation>
    </message>
    <message>
        <source>Shelter dog {dog} comes up for rescue</source>
        <translation>Neu im Tierheim: {dog}</translation>
    </message>
    <message>
        <source>{who}, last in turn order, puts the watch dog {line} and takes the Fetch card</source>
        <translation>{who} ist in der Zugfolge zuletzt dran, stellt den Wachhund {line} auf und nimmt die Apport-Karte</translation>
    </message>
    <message>
        <source>{who} drafts</source>
        <translation>{who} nimmt Karten</translation>
    </message>
    <message>
        <source>{who} uses {trick} to take {cards}; the watch dog moves {line}</source>
        <translation>{who} nimmt mit {trick}: {cards}; der Wachhund geht {line}</translation>
    </message>
    <message>
        <source>{who} swaps {card} for tokens</source>
        <translation>{who} tauscht die Karte {card} gegen Marker</translation>
    </message>
    <message>
        <source>{who} tucks {card} under {dog}</source>
        <translation>{who} legt die Karte {card} unter {dog}</translation>
    </message>
    <message>
        <source>At the end of the turn, {who} tucks {card} under {dog}</source>
        <translation>Am Zugende legt {who} die Karte {card} unter {dog}</translation>
    </message>
    <message>
        <source>At the end of the turn, {who} gives {dog} the trait {trait}</source>
        <translation>Am Zugende gibt {who} die Eigenschaft {trait} an {dog}</translation>
    </message>
    <message>
        <source>{who} gives {dog} the trait {trait}</source>
        <translation>{who} gibt die Eigenschaft {trait} an {dog}</translation>
    </message>
    <message>
        <source>{who} spends 2 adoption cards to rescue {dog}</source>
        <translation>{who} gibt 2 Adoptionskarten ab und holt {dog} aus dem Tierheim</translation>
    </message>
    <message>
        <source>{who} learns a trick</source>
        <translation>{who} lernt einen Trick</translation>
    </message>
    <message numerus="yes">
        <source>{who} spends %n training to learn {trick}</source>
        <comment>{who} spends %n training to learn {trick}</comment>
        <translation>
            <numerusform>{who} gibt %n Dressurkarte ab und lernt {trick}</numerusform>
            <numerusform>{who} gibt %n Dressurkarten ab und lernt {trick}</numerusform>
        </translation>
    </message>
    <message>
        <source>{who} uses Fetch to take {card}</source>
        <translation>{who} nimmt mit Apport die Karte {card}</translation>
    </message>
    <message>
        <source>{who} ends the turn</source>
        <translation>{who} beendet den Zug</translation>
    </message>
    <message>
        <source>At the end of the turn, {who} has no dog for a walk and discards it</source>
        <translation>Am Zugende hat {who} keinen Hund für den Spaziergang und wirft ihn ab</translation>
    </message>
    <message>
        <source>At the end of the turn, {who} has no dog for {trait} and discards it with its penalty</source>
        <translation>Am Zugende hat {who} keinen Hund für {trait} und wirft die Eigenschaft samt Strafe ab</translation>
    </message>
    <message>
        <source>{who} gives up {card} from under {dog}</source>
        <translation>{who} zieht die Karte {card} unter {dog} hervor und wirft sie ab</translation>
    </message>
    <message>
        <source>{who} returns {token}</source>
        <translation>{who} gibt {token} zurück</translation>
    </message>
    <message>
        <source>{who} loses the trick {trick}</source>
        <translation>{who} verliert den Trick {trick}</translation>
    </message>
    <message>
        <source>{who} gives up a pending walk</source>
        <translation>{who} gibt einen offenen Spaziergang ab</translation>
    </message>
    <message>
        <source>{who} gives up the walk under {dog}</source>
        <translation>{who} gibt den Spaziergang unter {dog} ab</translation>
    </message>
    <message>
        <source>{who} loses {dog} and everything on it</source>
        <translation>{who} verliert {dog} mit allem, was dazugehört</translation>
    </message>
    <message>
        <source>{who} discards {card}</source>
        <translation>{who} wirft die Karte {card} ab</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>das Spiel ist vorbei</translation>
    </message>
    <message>
        <source>a card is being dealt</source>
        <translation>gerade wird eine Karte ausgeteilt</translation>
    </message>
    <message>
        <source>unknown action</source>
        <translation>unbekannte Aktion</translation>
    </message>
    <message>
        <source>first the watch dog must be placed by a row or column</source>
        <translation>erst muss der Wachhund an einer Reihe oder Spalte stehen</translation>
    </message>
    <message>
        <source>first pay the penalty of {trait}</source>
        <translation>zahle erst die Strafe für {trait}</translation>
    </message>
    <message>
        <source>the turn is ending: settle your pending walks and traits first</source>
        <translation>der Zug endet: Bring erst deine offenen Spaziergänge und Eigenschaften unter</translation>
    </message>
    <message>
        <source>first decide what happens to the food cards you took</source>
        <translation>entscheide erst, was mit den genommenen Futterkarten passiert</translation>
    </message>
    <message>
        <source>you have already drafted this turn (one trick per turn)</source>
        <translation>du hast in diesem Zug schon Karten genommen (ein Trick pro Zug)</translation>
    </message>
    <message>
        <source>you do not own that trick</source>
        <translation>diesen Trick hast du nicht</translation>
    </message>
    <message>
        <source>that trick has no such placement</source>
        <translation>so lässt sich dieser Trick nicht legen</translation>
    </message>
    <message>
        <source>the trick would cover an empty cell</source>
        <translation>der Trick würde ein leeres Feld abdecken</translation>
    </message>
    <message numerus="yes">
        <source>the trick would take %n card {line} the watch dog guards (at most 1)</source>
        <comment>the trick would take %n cards {line} the watch dog guards (at most 1)</comment>
        <translation>
            <numerusform>der Trick würde %n Karte {line} nehmen, der Linie des Wachhunds (höchstens 1)</numerusform>
            <numerusform>der Trick würde %n Karten {line} nehmen, der Linie des Wachhunds (höchstens 1)</numerusform>
        </translation>
    </message>
    <message>
        <source>there is no food card to resolve</source>
        <translation>keine Futterkarte wartet auf eine Entscheidung</translation>
    </message>
    <message>
        <source>you did not take that food card</source>
        <translation>diese Futterkarte hast du nicht genommen</translation>
    </message>
    <message>
        <source>no such dog</source>
        <translation>diesen Hund gibt es nicht</translation>
    </message>
    <message>
        <source>only a dog with Złodziejaszek or Urwis can keep a food card</source>
        <translation>nur ein Hund mit Złodziejaszek oder Urwis kann eine Futterkarte behalten</translation>
    </message>
    <message>
        <source>you have no such card to tuck</source>
        <translation>so eine Karte hast du nicht zum Unterlegen</translation>
    </message>
    <message>
        <source>nothing new may go under a dog with Łobuziak</source>
        <translation>unter einen Hund mit Łobuziak darf nichts Neues mehr</translation>
    </message>
    <message>
        <source>a {card} can only go under a dog whose trait allows it</source>
        <translation>die Karte {card} darf nur unter einen Hund, dessen Eigenschaft das erlaubt</translation>
    </message>
    <message>
        <source>{dog} already has a card of that type tucked (one per type unless a trait allows more)</source>
        <translation>unter {dog} liegt schon eine Karte dieser Art (eine pro Art, außer eine Eigenschaft erlaubt mehr)</translation>
    </message>
    <message>
        <source>that trait is not waiting to be attached</source>
        <translation>diese Eigenschaft wartet nicht auf einen Hund</translation>
    </message>
    <message>
        <source>{dog} already has a trait</source>
        <translation>{dog} hat schon eine Eigenschaft</translation>
    </message>
    <message>
        <source>{trait} needs {dog}</source>
        <translation>{trait} braucht {dog}</translation>
    </message>
    <message>
        <source>no shelter dog there</source>
        <translation>dort ist kein Tierheimhund</translation>
    </message>
    <message>
        <source>a rescue costs 2 adoption cards; you have {have}</source>
        <translation>einen Hund aufzunehmen kostet 2 Adoptionskarten; du hast {have}</translation>
    </message>
    <message>
        <source>no trick there</source>
        <translation>dort liegt kein Trick</translation>
    </message>
    <message numerus="yes">
        <source>{trick} costs %n training card; you have {have}</source>
        <comment>{trick} costs %n training cards; you have {have}</comment>
        <translation>
            <numerusform>{trick} kostet %n Dressurkarte; du hast {have}</numerusform>
            <numerusform>{trick} kostet %n Dressurkarten; du hast {have}</numerusform>
        </translation>
    </message>
    <message>
        <source>you do not hold the Fetch card</source>
        <translation>du hast die Apport-Karte nicht</translation>
    </message>
    <message>
        <source>you took the Fetch card this turn; it can be used from your next turn</source>
        <translation>du hast die Apport-Karte in diesem Zug bekommen; du kannst sie ab deinem nächsten Zug nutzen</translation>
    </message>
    <message>
        <source>Fetch cannot be used in the middle of a draft</source>
        <translation>Apport lässt sich nicht mitten im Kartennehmen nutzen</translation>
    </message>
    <message>
        <source>Fetch needs a grid cell that holds a card</source>
        <translation>Apport braucht ein Feld des Rasters, auf dem eine Karte liegt</translation>
    </message>
    <message>
        <source>you must draft with one of your tricks first</source>
        <translation>du musst erst mit einem deiner Tricks Karten nehmen</translation>
    </message>
    <message>
        <source>a dog can take the walk, so it must be tucked</source>
        <translation>ein Hund kann den Spaziergang nehmen, also muss er untergelegt werden</translation>
    </message>
    <message>
        <source>walks are only discarded at the end of the turn</source>
        <translation>Spaziergänge werden erst am Zugende abgeworfen</translation>
    </message>
    <message>
        <source>a dog can take that trait, so it must be attached</source>
        <translation>ein Hund kann diese Eigenschaft nehmen, also muss sie an einen Hund gehen</translation>
    </message>
    <message>
        <source>traits are only discarded at the end of the turn</source>
        <translation>Eigenschaften werden erst am Zugende abgeworfen</translation>
    </message>
    <message>
        <source>the watch dog is only placed at setup</source>
        <translation>der Wachhund wird nur bei der Spielvorbereitung aufgestellt</translation>
    </message>
    <message>
        <source>not a legal action now</source>
        <translation>das ist jetzt kein erlaubter Zug</translation>
    </message>
    <message>
        <source>Game over — {winners}</source>
        <translation>Spielende — {winners}</translation>
    </message>
    <message>
        <source>{who} places the watch dog, then {first} begins</source>
        <translation>{who} stellt den Wachhund auf, dann beginnt {first}</translation>
    </message>
    <message>
        <source>{who} ends the turn: tucks or attaches what is still pending</source>
        <translation>{who} beendet den Zug: legt unter oder vergibt, was noch offen ist</translation>
    </message>
    <message>
        <source>{who} pays the penalty of {trait}</source>
        <translation>{who} zahlt die Strafe für {trait}</translation>
    </message>
    <message>
        <source>{who} swaps each food card for tokens or tucks it</source>
        <translation>{who} tauscht jede Futterkarte gegen Marker oder legt sie unter einen Hund</translation>
    </message>
    <message>
        <source>{who} (last round) drafts with one of their tricks (free actions any time)</source>
        <translation>{who} (letzte Runde) nimmt mit einem Trick Karten (freie Aktionen jederzeit)</translation>
    </message>
    <message>
        <source>{who} drafts with one of their tricks (free actions any time)</source>
        <translation>{who} nimmt mit einem Trick Karten (freie Aktionen jederzeit)</translation>
    </message>
    <message>
        <source>{who} (last round) may take free actions, then ends the turn</source>
        <translation>{who} (letzte Runde) kann freie Aktionen machen und beendet dann den Zug</translation>
    </message>
    <message>
        <source>{who} may take free actions, then ends the turn</source>
        <translation>{who} kann freie Aktionen machen und beendet dann den Zug</translation>
    </message>
    <message>
        <source>Dealing</source>
        <translation>Karten werden ausgeteilt</translation>
    </message>
    <message>
        <source>you lose 1 tucked card</source>
        <translation>du verlierst 1 untergelegte Karte</translation>
    </message>
    <message>
        <source>you lose 1 toy from your hand</source>
        <translation>du verlierst 1 Spielzeug von der Hand</translation>
    </message>
    <message>
        <source>you lose 1 card from your hand</source>
        <translation>du verlierst 1 Handkarte</translation>
    </message>
    <message>
        <source>you lose 2 food tokens</source>
        <translation>du verlierst 2 Futtermarker</translation>
    </message>
    <message>
        <source>you lose 2 training cards from your hand</source>
        <translation>du verlierst 2 Dressurkarten von der Hand</translation>
    </message>
    <message>
        <source>you lose 1 trick (never your last)</source>
        <translation>du verlierst 1 Trick (nie deinen letzten)</translation>
    </message>
    <message>
        <source>you lose 1 walk</source>
        <translation>du verlierst 1 Spaziergang</translation>
    </message>
    <message>
        <source>you lose 1 bone from your hand</source>
        <translation>du verlierst 1 Knochen von der Hand</translation>
    </message>
    <message>
        <source>you lose 1 dog with everything on it</source>
        <translation>du verlierst 1 Hund mit allem, was dazugehört</translation>
    </message>
    <message>
        <source>Discard the walk (no dog can take it)</source>
        <translation>Spaziergang abwerfen (kein Hund kann ihn nehmen)</translation>
    </message>
    <message>
        <source>Discard {trait}: {penalty}</source>
        <translation>{trait} abwerfen: {penalty}</translation>
    </message>
    <message>
        <source>Give up {card} from under {dog}</source>
        <translation>Karte {card} unter {dog} hervorziehen und abwerfen</translation>
    </message>
    <message>
        <source>Give back {token}</source>
        <translation>{token} zurückgeben</translation>
    </message>
    <message>
        <source>Lose the trick {trick}</source>
        <translation>Trick {trick} abgeben</translation>
    </message>
    <message>
        <source>Give up the pending walk</source>
        <translation>Offenen Spaziergang abgeben</translation>
    </message>
    <message>
        <source>Give up the walk under {dog}</source>
        <translation>Spaziergang unter {dog} abgeben</translation>
    </message>
    <message>
        <source>Lose {dog} and everything on it</source>
        <translation>{dog} mit allem, was dazugehört, abgeben</translation>
    </message>
    <message>
        <source>Discard {card}</source>
        <translation>Karte {card} abwerfen</translation>
    </message>
    <message>
        <source>Put the watch dog {line}</source>
        <translation>Wachhund {line} aufstellen</translation>
    </message>
    <message>
        <source>Swap {card} for tokens</source>
        <translation>Karte {card} gegen Marker tauschen</translation>
    </message>
    <message>
        <source>Tuck {card} under {dog}</source>
        <translation>Karte {card} unter {dog} legen</translation>
    </message>
    <message>
        <source>Give {dog} the trait {trait}</source>
        <translation>Eigenschaft {trait} an {dog} geben</translation>
    </message>
    <message>
        <source>Rescue {dog} for 2 adoption cards</source>
        <translation>{dog} für 2 Adoptionskarten retten</translation>
    </message>
    <message numerus="yes">
        <source>Learn {trick} for %n training card</source>
        <comment>Learn {trick} for %n training cards</comment>
        <translation>
            <numerusform>{trick} für %n Dressurkarte lernen</numerusform>
            <numerusform>{trick} für %n Dressurkarten lernen</numerusform>
        </translation>
    </message>
    <message>
        <source>Use Fetch to take {card}</source>
        <translation>Mit Apport die Karte {card} nehmen</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>Zug beenden</translation>
    </message>
    <message numerus="yes">
        <source>%n walk must be tucked under a dog now.</source>
        <comment>%n walks must be tucked under a dog now.</comment>
        <translation>
            <numerusform>%n Spaziergang muss jetzt unter einen Hund.</numerusform>
            <numerusform>%n Spaziergänge müssen jetzt unter Hunde.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n walk will be discarded: no dog can take it.</source>
        <comment>%n walks will be discarded: no dog can take them.</comment>
        <translation>
            <numerusform>%n Spaziergang wird abgeworfen: Kein Hund kann ihn nehmen.</numerusform>
            <numerusform>%n Spaziergänge werden abgeworfen: Kein Hund kann sie nehmen.</numerusform>
        </translation>
    </message>
    <message>
        <source>{trait} must be attached to {dog} now.</source>
        <translation>{trait} muss jetzt an {dog} gehen.</translation>
    </message>
    <message>
        <source>{trait} will be discarded and {penalty}.</source>
        <translation>{trait} wird abgeworfen und {penalty}.</translation>
    </message>
    <message>
        <source>walk: must go under a dog</source>
        <translation>Spaziergang: muss unter einen Hund</translation>
    </message>
    <message>
        <source>walk: discarded (no dog can take it)</source>
        <translation>Spaziergang: wird abgeworfen (kein Hund kann ihn nehmen)</translation>
    </message>
    <message>
        <source>{trait}: must be attached</source>
        <translation>{trait}: muss an einen Hund gehen</translation>
    </message>
    <message>
        <source>{trait}: discarded, {penalty}</source>
        <translation>{trait}: wird abgeworfen, {penalty}</translation>
    </message>
    <message>
        <source>If you end your turn now, the walk must go under a dog.</source>
        <translation>Wenn du jetzt den Zug beendest, muss der Spaziergang unter einen Hund.</translation>
    </message>
    <message>
        <source>If you end your turn now, the walk is discarded (no dog can take it).</source>
        <translation>Wenn du jetzt den Zug beendest, wird der Spaziergang abgeworfen (kein Hund kann ihn nehmen).</translation>
    </message>
    <message>
        <source>If you end your turn now, {trait} must be attached to a dog.</source>
        <translation>Wenn du jetzt den Zug beendest, muss {trait} an einen Hund gehen.</translation>
    </message>
    <message>
        <source>If you end your turn now, {trait} is discarded and {penalty}.</source>
        <translation>Wenn du jetzt den Zug beendest, wird {trait} abgeworfen und {penalty}.</translation>
    </message>
    <message>
        <source>No dog can take {trait} now: it needs {dog} without a trait. If the turn ends now it is discarded and {penalty}.</source>
        <translation>Kein Hund kann {trait} jetzt nehmen: Sie braucht {dog} ohne Eigenschaft. Endet der Zug jetzt, wird sie abgeworfen und {penalty}.</translation>
    </message>
    <message>
        <source>No dog can take the walk now. If the turn ends now it is discarded.</source>
        <translation>Kein Hund kann den Spaziergang jetzt nehmen. Endet der Zug jetzt, wird er abgeworfen.</translation>
    </message>
    <message>
        <source>Fed with {player}&apos;s current tokens.</source>
        <translation>Gefüttert mit den Markern, die {player} jetzt hat.</translation>
    </message>
    <message>
        <source>Not fed with {player}&apos;s current tokens: -2 for {player}, and its cards score nothing.</source>
        <translation>Nicht gefüttert mit den Markern, die {player} jetzt hat: -2 für {player}, und seine Karten zählen nichts.</translation>
    </message>
    <message>
        <source>Fed with its current tokens.</source>
        <translation>Gefüttert mit deinen jetzigen Markern.</translation>
    </message>
    <message>
        <source>Not fed with its current tokens: -2, and its cards score nothing.</source>
        <translation>Nicht gefüttert mit deinen jetzigen Markern: -2, und seine Karten zählen nichts.</translation>
    </message>
    <message numerus="yes">
        <source>%n card left in the draw pile. The End Game card is out: this is the last round.</source>
        <comment>%n cards left in the draw pile. The End Game card is out: this is the last round.</comment>
        <translation>
            <numerusform>Noch %n Karte im Nachziehstapel. Die Spielende-Karte ist heraus: Dies ist die letzte Runde.</numerusform>
            <numerusform>Noch %n Karten im Nachziehstapel. Die Spielende-Karte ist heraus: Dies ist die letzte Runde.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card left in the draw pile. The End Game card lies somewhere underneath.</source>
        <comment>%n cards left in the draw pile. The End Game card lies somewhere underneath.</comment>
        <translation>
            <numerusform>Noch %n Karte im Nachziehstapel. Die Spielende-Karte liegt irgendwo darunter.</numerusform>
            <numerusform>Noch %n Karten im Nachziehstapel. Die Spielende-Karte liegt irgendwo darunter.</numerusform>
        </translation>
    </message>
    <message>
        <source>top row</source>
        <translation>obere Reihe</translation>
    </message>
    <message>
        <source>middle row</source>
        <translation>mittlere Reihe</translation>
    </message>
    <message>
        <source>bottom row</source>
        <translation>untere Reihe</translation>
    </message>
    <message>
        <source>left column</source>
        <translation>linke Spalte</translation>
    </message>
    <message>
        <source>middle column</source>
        <translation>mittlere Spalte</translation>
    </message>
    <message>
        <source>right column</source>
        <translation>rechte Spalte</translation>
    </message>
    <message>
        <source>by the top row</source>
        <translation>an der oberen Reihe</translation>
    </message>
    <message>
        <source>by the middle row</source>
        <translation>an der mittleren Reihe</translation>
    </message>
    <message>
        <source>by the bottom row</source>
        <translation>an der unteren Reihe</translation>
    </message>
    <message>
        <source>by the left column</source>
        <translation>an der linken Spalte</translation>
    </message>
    <message>
        <source>by the middle column</source>
        <translation>an der mittleren Spalte</translation>
    </message>
    <message>
        <source>by the right column</source>
        <translation>an der rechten Spalte</translation>
    </message>
    <message>
        <source>to the top row</source>
        <translation>an die obere Reihe</translation>
    </message>
    <message>
        <source>to the middle row</source>
        <translation>an die mittlere Reihe</translation>
    </message>
    <message>
        <source>to the bottom row</source>
        <translation>an die untere Reihe</translation>
    </message>
    <message>
        <source>to the left column</source>
        <translation>an die linke Spalte</translation>
    </message>
    <message>
        <source>to the middle column</source>
        <translation>an die mittlere Spalte</translation>
    </message>
    <message>
        <source>to the right column</source>
        <translation>an die rechte Spalte</translation>
    </message>
    <message>
        <source>from the top row</source>
        <translation>aus der oberen Reihe</translation>
    </message>
    <message>
        <source>from the middle row</source>
        <translation>aus der mittleren Reihe</translation>
    </message>
    <message>
        <source>from the bottom row</source>
        <translation>aus der unteren Reihe</translation>
    </message>
    <message>
        <source>from the left column</source>
        <translation>aus der linken Spalte</translation>
    </message>
    <message>
        <source>from the middle column</source>
        <translation>aus der mittleren Spalte</translation>
    </message>
    <message>
        <source>from the right column</source>
        <translation>aus der rechten Spalte</translation>
    </message>
    <message>
        <source>A dog of {player}&apos;s. If {player} has not fed it by the end of the game, it costs {player} 2 points.</source>
        <translation>Ein Hund, der zu {player} gehört. Füttert {player} ihn nicht bis zum Spielende, kostet er {player} 2 Punkte.</translation>
    </message>
    <message numerus="yes">
        <source>Costs %n training card to learn.</source>
        <comment>Costs %n training cards to learn.</comment>
        <translation>
            <numerusform>Lernen kostet %n Dressurkarte.</numerusform>
            <numerusform>Lernen kostet %n Dressurkarten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Takes %n card. Turn it with R or the mouse wheel; the star shows where the watch dog goes.</source>
        <comment>Takes %n cards. Turn it with R or the mouse wheel; the star shows where the watch dog goes.</comment>
        <translation>
            <numerusform>Nimmt %n Karte. Mit R oder dem Mausrad drehen; der Stern zeigt, wohin der Wachhund geht.</numerusform>
            <numerusform>Nimmt %n Karten. Mit R oder dem Mausrad drehen; der Stern zeigt, wohin der Wachhund geht.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card</source>
        <comment>%n cards</comment>
        <translation>
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>hand: %n card (hidden)</source>
        <comment>hand: %n cards (hidden)</comment>
        <translation>
            <numerusform>Hand: %n Karte (verdeckt)</numerusform>
            <numerusform>Hand: %n Karten (verdeckt)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>dogtable::games::doglover::DogLoverTable</name>
    <message>
        <source>fed</source>
        <translation>gefüttert</translation>
    </message>
    <message>
        <source>not fed</source>
        <translation>nicht gefüttert</translation>
    </message>
    <message>
        <source>%1 under</source>
        <translation>%1 darunter</translation>
    </message>
    <message>
        <source>Grid row %1, column %2</source>
        <translation>Raster, Reihe %1, Spalte %2</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>Watch dog place</source>
        <translation>Platz für den Wachhund</translation>
    </message>
    <message>
        <source>Watch dog</source>
        <translation>Wachhund</translation>
    </message>
    <message>
        <source>Trick %1</source>
        <translation>Trick %1</translation>
    </message>
    <message>
        <source>%1&apos;s trick</source>
        <translation>Trick (%1)</translation>
    </message>
    <message>
        <source>%1 more dogs of %2</source>
        <translation>weitere Hunde (%2): %1</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation>%1 drehen</translation>
    </message>
    <message>
        <source>a quarter turn (R, Shift+R or the wheel turn it too)</source>
        <translation>eine Vierteldrehung (auch mit R, Umschalt+R oder dem Mausrad)</translation>
    </message>
    <message>
        <source>%1, a trick to learn</source>
        <translation>%1, ein Trick zum Lernen</translation>
    </message>
    <message>
        <source>costs %1 training</source>
        <translation>Kosten: %1 Dressur</translation>
    </message>
    <message>
        <source>%1, a shelter dog</source>
        <translation>%1, ein Tierheimhund</translation>
    </message>
    <message>
        <source>rescue for 2 adoption cards</source>
        <translation>für 2 Adoptionskarten retten</translation>
    </message>
    <message>
        <source>%1&apos;s dog %2</source>
        <translation>Hund %2 (%1)</translation>
    </message>
    <message>
        <source>, %1 under</source>
        <translation>, %1 darunter</translation>
    </message>
    <message>
        <source>in your hand ×%1</source>
        <translation>auf deiner Hand ×%1</translation>
    </message>
    <message>
        <source>waiting to be placed</source>
        <translation>wartet auf einen Platz</translation>
    </message>
    <message>
        <source>Fetch</source>
        <translation>Apport</translation>
    </message>
    <message>
        <source>usable from your next turn</source>
        <translation>ab deinem nächsten Zug nutzbar</translation>
    </message>
    <message>
        <source>take any grid card</source>
        <translation>nimm eine beliebige Karte des Rasters</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Zug beenden</translation>
    </message>
    <message>
        <source>finish your turn without drafting</source>
        <translation>beende deinen Zug, ohne Karten zu nehmen</translation>
    </message>
    <message>
        <source>finish your turn</source>
        <translation>beende deinen Zug</translation>
    </message>
    <message>
        <source>Scores: shown</source>
        <translation>Punkte: sichtbar</translation>
    </message>
    <message>
        <source>Scores: hidden</source>
        <translation>Punkte: verborgen</translation>
    </message>
    <message>
        <source>More…</source>
        <translation>Mehr…</translation>
    </message>
    <message>
        <source>%1&apos;s Fetch card</source>
        <translation>Apport-Karte (%1)</translation>
    </message>
    <message>
        <source>End Game card</source>
        <translation>Spielende-Karte</translation>
    </message>
    <message>
        <source>Draw pile</source>
        <translation>Nachziehstapel</translation>
    </message>
    <message>
        <source>Your food tokens</source>
        <translation>Deine Futtermarker</translation>
    </message>
    <message>
        <source>scraps %1, dry %2, wet %3, treat %4</source>
        <translation>Reste %1, Trockenfutter %2, Nassfutter %3, Leckerli %4</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Ablagestapel</translation>
    </message>
    <message>
        <source>Put the watch dog %1.</source>
        <translation>Stell den Wachhund %1 auf.</translation>
    </message>
    <message>
        <source>The watch dog stands %1.</source>
        <translation>Der Wachhund steht %1.</translation>
    </message>
    <message>
        <source>A draft takes at most one card from the line it guards; after each draft it moves to the line the trick&apos;s star marks.</source>
        <translation>Beim Kartennehmen darf höchstens eine Karte aus der Linie kommen, die er bewacht; danach geht er an die Linie, die der Stern des Tricks zeigt.</translation>
    </message>
    <message>
        <source>A walk waiting for a dog. Drag it onto a dog or choose it. If no dog can take it when the turn ends, it is discarded.</source>
        <translation>Ein Spaziergang wartet auf einen Hund. Zieh ihn auf einen Hund oder wähle ihn. Kann ihn am Zugende kein Hund nehmen, wird er abgeworfen.</translation>
    </message>
    <message>
        <source>End your turn (Enter). Pending walks and traits are settled first.</source>
        <translation>Beende deinen Zug (Enter). Offene Spaziergänge und Eigenschaften werden vorher untergebracht.</translation>
    </message>
    <message>
        <source>Show or hide the live score estimates (S).</source>
        <translation>Zeige oder verberge die laufende Punkteschätzung (S).</translation>
    </message>
    <message>
        <source>Every action open to you now, as a list.</source>
        <translation>Alle Aktionen, die du jetzt machen kannst, als Liste.</translation>
    </message>
    <message>
        <source>Your food tokens: a food card can be swapped for tokens here.</source>
        <translation>Deine Futtermarker: Hier tauschst du eine Futterkarte gegen Marker.</translation>
    </message>
    <message>
        <source>The discard pile: a walk or trait no dog can take goes here at the end of the turn.</source>
        <translation>Der Ablagestapel: Ein Spaziergang oder eine Eigenschaft, die kein Hund nehmen kann, kommt am Zugende hierher.</translation>
    </message>
    <message>
        <source>%1&apos;s other dogs:</source>
        <translation>Weitere Hunde (%1):</translation>
    </message>
    <message>
        <source>&lt;hr&gt;Trait: </source>
        <translation>&lt;hr&gt;Eigenschaft: </translation>
    </message>
    <message>
        <source>&lt;hr&gt;Tucked: </source>
        <translation>&lt;hr&gt;Darunter: </translation>
    </message>
    <message>
        <source>&lt;hr&gt;</source>
        <translation>&lt;hr&gt;</translation>
    </message>
    <message>
        <source>%1&lt;i&gt;Since your last turn %2 took the card that lay here.&lt;/i&gt;</source>
        <translation>%1&lt;i&gt;Seit deinem letzten Zug hat %2 die Karte genommen, die hier lag.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>last round</source>
        <translation>letzte Runde</translation>
    </message>
    <message>
        <source>⚑ End Game</source>
        <translation>⚑ Spielende</translation>
    </message>
    <message>
        <source>⚑ End</source>
        <translation>⚑ Ende</translation>
    </message>
    <message>
        <source>discard %1</source>
        <translation>Ablage %1</translation>
    </message>
    <message>
        <source>supply</source>
        <translation>Vorrat</translation>
    </message>
    <message>
        <source>Learn (%1)</source>
        <translation>Lernen (%1)</translation>
    </message>
    <message>
        <source>Rescue (%1)</source>
        <translation>Retten (%1)</translation>
    </message>
    <message>
        <source>Dog Lover</source>
        <translation>Dog Lover</translation>
    </message>
    <message>
        <source> · final score %1</source>
        <translation> · Endstand %1</translation>
    </message>
    <message>
        <source> · score now %1</source>
        <translation> · jetzt %1 Punkte</translation>
    </message>
    <message>
        <source>hand %1</source>
        <translation>Hand %1</translation>
    </message>
    <message>
        <source>+%1 more</source>
        <translation>+%1 weitere</translation>
    </message>
    <message>
        <source> (spectating)</source>
        <translation> (du schaust zu)</translation>
    </message>
    <message>
        <source> · score if the game ended now: %1</source>
        <translation> · Punkte, wenn das Spiel jetzt endete: %1</translation>
    </message>
    <message>
        <source> · score %1</source>
        <translation> · Punkte %1</translation>
    </message>
    <message>
        <source>hand: empty</source>
        <translation>Hand: leer</translation>
    </message>
    <message>
        <source>Fetch (next turn)</source>
        <translation>Apport (nächster Zug)</translation>
    </message>
    <message>
        <source>⚠ Walk</source>
        <translation>⚠ Spaziergang</translation>
    </message>
    <message>
        <source>Penalty of %1: choose what to give up</source>
        <translation>Strafe für %1: Wähle, was du abgibst</translation>
    </message>
    <message>
        <source>no dogs yet</source>
        <translation>noch keine Hunde</translation>
    </message>
    <message>
        <source>End turn (no draft)</source>
        <translation>Zug beenden (ohne Karten)</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Du bist nicht am Zug.</translation>
    </message>
    <message>
        <source>choose one of your tricks first</source>
        <translation>wähle erst einen deiner Tricks</translation>
    </message>
    <message>
        <source>%1 is picked: choose where it takes cards (R, the wheel or its round arrow turn it)</source>
        <translation>%1 ist gewählt: Wähle, wo er Karten nimmt (drehen mit R, dem Mausrad oder seinem runden Pfeil)</translation>
    </message>
    <message>
        <source>%1 turned a quarter (R, Shift+R or the wheel turn it)</source>
        <translation>%1 um eine Vierteldrehung gedreht (drehen mit R, Umschalt+R oder dem Mausrad)</translation>
    </message>
    <message>
        <source>Fetch: choose the grid card to take</source>
        <translation>Apport: Wähle die Karte des Rasters, die du nehmen willst</translation>
    </message>
    <message>
        <source>%1: choose a dog for it (or drag it there)</source>
        <translation>%1: Wähle einen Hund dafür (oder zieh die Karte dorthin)</translation>
    </message>
    <message>
        <source>You have drafted this turn.</source>
        <translation>Du hast in diesem Zug schon Karten genommen.</translation>
    </message>
    <message>
        <source>Choose one of your tricks first.</source>
        <translation>Wähle erst einen deiner Tricks.</translation>
    </message>
    <message>
        <source>End the turn?</source>
        <translation>Zug beenden?</translation>
    </message>
    <message>
        <source>Before the turn ends:
• </source>
        <translation>Bevor der Zug endet:
• </translation>
    </message>
    <message>
        <source>

End the turn now?</source>
        <translation>

Zug jetzt beenden?</translation>
    </message>
    <message>
        <source>the walk</source>
        <translation>den Spaziergang</translation>
    </message>
    <message>
        <source>To end the turn, choose a dog for %1: choose it, then the dog</source>
        <translation>Um den Zug zu beenden, wähle einen Hund für %1: erst die Karte, dann den Hund</translation>
    </message>
    <message>
        <source>R or the wheel turns the trick; choose to take these cards</source>
        <translation>R oder das Mausrad dreht den Trick; wähle, um diese Karten zu nehmen</translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation>Regeln: %1</translation>
    </message>
    <message numerus="yes">
        <source>&lt;hr&gt;Scored at the end: %n point</source>
        <translation>
            <numerusform>&lt;hr&gt;Am Ende gewertet: %n Punkt</numerusform>
            <numerusform>&lt;hr&gt;Am Ende gewertet: %n Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;hr&gt;Scored at the end: %n points</source>
        <translation>
            <numerusform>&lt;hr&gt;Am Ende gewertet: %n Punkt</numerusform>
            <numerusform>&lt;hr&gt;Am Ende gewertet: %n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 in the supply</source>
        <translation>%1 im Vorrat</translation>
    </message>
    <message>
        <source>%1, the token marked %2: %3 in the supply. A dog&apos;s cost shows the marks of what it eats.</source>
        <translation>%1 (Marker %2): %3 im Vorrat. Die Zeichen unten auf einer Hundekarte zeigen, was der Hund frisst.</translation>
    </message>
</context>
</TS>
