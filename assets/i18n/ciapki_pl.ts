<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl">
<context>
    <name>ciapki</name>
    <message>
        <source>Howl</source>
        <translation>daj głos</translation>
    </message>
    <message>
        <source>Own under 6 dog cards? Take the deck&apos;s top dog.</source>
        <translation>Masz mniej niż 6 kart psów? Dobierz psa z wierzchu talii.</translation>
    </message>
    <message>
        <source>Roll 1 die.</source>
        <translation>Rzuć 1 kością.</translation>
    </message>
    <message>
        <source>Roll Over</source>
        <translation>turlaj się</translation>
    </message>
    <message>
        <source>Roll every die from your yard again; place or re-bury each.</source>
        <translation>Przerzuć kości z ogródka; każdą umieść albo znów zakop.</translation>
    </message>
    <message>
        <source>You may roll 1 die.</source>
        <translation>Możesz rzucić 1 kością.</translation>
    </message>
    <message>
        <source>Walk</source>
        <translation>idź</translation>
    </message>
    <message>
        <source>Roll 2 dice.</source>
        <translation>Rzuć 2 kośćmi.</translation>
    </message>
    <message>
        <source>You may roll 1 more die.</source>
        <translation>Możesz rzucić jeszcze 1 kością.</translation>
    </message>
    <message>
        <source>Dig</source>
        <translation>kop</translation>
    </message>
    <message>
        <source>Per paw print you may turn a buried die (any yard) 1 up or down; a 1 going down leaves.</source>
        <translation>Za każdą łapkę możesz obrócić zakopaną kość (w dowolnym ogródku) o 1 ciapkę w górę lub w dół; jedynka obrócona w dół wraca do puli.</translation>
    </message>
    <message>
        <source>Trot</source>
        <translation>kłus</translation>
    </message>
    <message>
        <source>You may move one placed die to an empty space of your dogs (it takes that value).</source>
        <translation>Możesz przenieść 1 umieszczoną kość na puste pole swoich psów (pokaże jego wartość).</translation>
    </message>
    <message>
        <source>Retrieve</source>
        <translation>przynieś</translation>
    </message>
    <message>
        <source>Take 1 die set to a value on the deck&apos;s top dog; place or bury it.</source>
        <translation>Weź 1 kość ustawioną na wartość z psa na wierzchu talii; umieść ją na polu albo zakop.</translation>
    </message>
    <message>
        <source>Track</source>
        <translation>węsz</translation>
    </message>
    <message>
        <source>Roll 3 dice. A treat rerolls just the dice you pick.</source>
        <translation>Rzuć 3 kośćmi. Smakołyk przerzuca tylko wybrane przez ciebie kości.</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>biegaj</translation>
    </message>
    <message>
        <source>Roll 3 dice.</source>
        <translation>Rzuć 3 kośćmi.</translation>
    </message>
    <message>
        <source>You may roll 1 die; repeat as often as you like.</source>
        <translation>Możesz rzucić 1 kością; powtarzaj, ile chcesz.</translation>
    </message>
    <message>
        <source>Chase</source>
        <translation>goń</translation>
    </message>
    <message>
        <source>You may roll again, one die more each time: 2, 3, 4...</source>
        <translation>Możesz rzucać dalej, za każdym razem o 1 kość więcej: 2, 3, 4…</translation>
    </message>
    <message>
        <source>Bolt</source>
        <translation>pędź</translation>
    </message>
    <message>
        <source>Set aside 3 to 12 dice.</source>
        <translation>Odłóż na bok od 3 do 12 kości.</translation>
    </message>
    <message>
        <source>Roll them one by one; you may stop once no more are left than your paw prints.</source>
        <translation>Rzucaj nimi po 1; możesz przestać, gdy zostało ich nie więcej niż twoich łapek.</translation>
    </message>
    <message>
        <source>Dogpile</source>
        <translation>kanapka</translation>
    </message>
    <message>
        <source>Roll 2 dice plus 1 taken back from your yard or a dog; you may repeat.</source>
        <translation>Rzuć 2 kośćmi i 1 kością zabraną z ogródka albo z psa; możesz powtarzać.</translation>
    </message>
    <message>
        <source>Sprint</source>
        <translation>sprint</translation>
    </message>
    <message>
        <source>Roll 1 die per dog with an empty space; you may repeat.</source>
        <translation>Rzuć 1 kością za każdego psa z pustym polem; możesz powtarzać.</translation>
    </message>
    <message>
        <source>Beg</source>
        <translation>poproś</translation>
    </message>
    <message>
        <source>Take 1 treat.</source>
        <translation>Weź 1 smakołyk.</translation>
    </message>
    <message>
        <source>Take 1 treat per paw print.</source>
        <translation>Weź 1 smakołyk za każdą łapkę.</translation>
    </message>
    <message>
        <source>Chew</source>
        <translation>żuj</translation>
    </message>
    <message>
        <source>Take as many treats as you hold.</source>
        <translation>Weź tyle smakołyków, ile masz.</translation>
    </message>
    <message>
        <source>Gobble</source>
        <translation>wcinaj</translation>
    </message>
    <message>
        <source>Take 7 treats.</source>
        <translation>Weź 7 smakołyków.</translation>
    </message>
    <message>
        <source>Give back as many as your highest empty space.</source>
        <translation>Oddaj tyle, ile ciapek ma twoje najwyższe puste pole.</translation>
    </message>
    <message>
        <source>Play Dead</source>
        <translation>zdechł pies</translation>
    </message>
    <message>
        <source>Roll 1 die; place or bury it.</source>
        <translation>Rzuć 1 kością; umieść ją na polu albo zakop.</translation>
    </message>
    <message>
        <source>Buried and no bust? Take its value in treats.</source>
        <translation>Zakopana bez wtopy? Weź tyle smakołyków, ile pokazuje.</translation>
    </message>
    <message>
        <source>Stay</source>
        <translation>zostań</translation>
    </message>
    <message>
        <source>Take 1 treat per other tile lying grey side up.</source>
        <translation>Weź 1 smakołyk za każdy inny kafelek leżący szarą stroną do góry.</translation>
    </message>
    <message>
        <source>Fetch</source>
        <translation>aport</translation>
    </message>
    <message>
        <source>Roll 8 dice.</source>
        <translation>Rzuć 8 kośćmi.</translation>
    </message>
    <message>
        <source>Keep every die of one value you rolled; return the rest.</source>
        <translation>Zatrzymaj wszystkie kości z jednym wynikiem; resztę oddaj.</translation>
    </message>
    <message>
        <source>Guard</source>
        <translation>pilnuj</translation>
    </message>
    <message>
        <source>Name a value, then roll 4 dice.</source>
        <translation>Wskaż wynik, a potem rzuć 4 kośćmi.</translation>
    </message>
    <message>
        <source>Return dice above that value; keep the rest.</source>
        <translation>Kości powyżej tego wyniku oddaj; resztę zatrzymaj.</translation>
    </message>
    <message>
        <source>Hunt</source>
        <translation>poluj</translation>
    </message>
    <message>
        <source>Roll 2 dice + 1 per paw print.</source>
        <translation>Rzuć 2 kośćmi + 1 za każdą łapkę.</translation>
    </message>
    <message>
        <source>Keep 2 of them; return the rest.</source>
        <translation>Zatrzymaj 2 z nich; resztę oddaj.</translation>
    </message>
    <message>
        <source>Scavenge</source>
        <translation>grzeb</translation>
    </message>
    <message>
        <source>Roll 4 dice.</source>
        <translation>Rzuć 4 kośćmi.</translation>
    </message>
    <message>
        <source>You may return dice below your yard total.</source>
        <translation>Możesz oddać kości niższe od sumy w twoim ogródku.</translation>
    </message>
    <message>
        <source>Place or bury the rest.</source>
        <translation>Resztę umieść na polach albo zakop.</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>szukaj</translation>
    </message>
    <message>
        <source>Roll 7 dice.</source>
        <translation>Rzuć 7 kośćmi.</translation>
    </message>
    <message>
        <source>Keep one group adding up to exactly 8 (if any); return the rest.</source>
        <translation>Zatrzymaj jedną grupę o sumie dokładnie 8 (jeśli jest); resztę oddaj.</translation>
    </message>
    <message>
        <source>adoption-day</source>
        <translation>Dzień adopcji psów</translation>
    </message>
    <message>
        <source>Adoption Day</source>
        <translation>Dzień adopcji psów</translation>
    </message>
    <message>
        <source>dog-park</source>
        <translation>Psi park</translation>
    </message>
    <message>
        <source>Dog Park</source>
        <translation>Psi park</translation>
    </message>
    <message>
        <source>obstacle-course</source>
        <translation>Tor przeszkód</translation>
    </message>
    <message>
        <source>Obstacle Course</source>
        <translation>Tor przeszkód</translation>
    </message>
    <message>
        <source>the-hunt</source>
        <translation>Polowanie</translation>
    </message>
    <message>
        <source>The Hunt</source>
        <translation>Polowanie</translation>
    </message>
    <message>
        <source>kennel-club</source>
        <translation>Klub hodowców</translation>
    </message>
    <message>
        <source>Kennel Club</source>
        <translation>Klub hodowców</translation>
    </message>
    <message>
        <source>puppy-school</source>
        <translation>Psie przedszkole</translation>
    </message>
    <message>
        <source>Puppy School</source>
        <translation>Psie przedszkole</translation>
    </message>
    <message>
        <source>red</source>
        <translation>czerwony</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>żółty</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>fioletowy</translation>
    </message>
    <message>
        <source>green</source>
        <translation>zielony</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>niebieski</translation>
    </message>
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
    <message>
        <source>scored dogs</source>
        <translation>zgarnięte psy</translation>
    </message>
    <message>
        <source>nothing</source>
        <comment>no dice</comment>
        <translation>nic</translation>
    </message>
    <message numerus="yes">
        <source>{who}&apos;s yard totals {total}, over {limit}: {who} busts and %n die goes back to the pool</source>
        <comment>{who}&apos;s yard totals {total}, over {limit}: {who} busts and %n dice go back to the pool</comment>
        <translation>
            <numerusform>{who}: suma w ogródku {total}, więcej niż {limit} — wtopa! %n kość wraca do wspólnej puli</numerusform>
            <numerusform>{who}: suma w ogródku {total}, więcej niż {limit} — wtopa! %n kości wracają do wspólnej puli</numerusform>
            <numerusform>{who}: suma w ogródku {total}, więcej niż {limit} — wtopa! %n kości wraca do wspólnej puli</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The pool is empty: everyone busts and %n die goes back to the pool</source>
        <comment>The pool is empty: everyone busts and %n dice go back to the pool</comment>
        <translation>
            <numerusform>Wspólna pula jest pusta: wszyscy zaliczają wtopę i %n kość wraca do puli</numerusform>
            <numerusform>Wspólna pula jest pusta: wszyscy zaliczają wtopę i %n kości wracają do puli</numerusform>
            <numerusform>Wspólna pula jest pusta: wszyscy zaliczają wtopę i %n kości wraca do puli</numerusform>
        </translation>
    </message>
    <message>
        <source>No tile is face up: every tile turns face up again</source>
        <translation>Żaden kafelek nie jest odkryty: wszystkie kafelki wracają kolorową stroną do góry</translation>
    </message>
    <message>
        <source>Only {tile} is face up: it gets a treat and every tile turns face up again</source>
        <translation>Odkryty jest tylko kafelek „{tile}”: dostaje żeton smakołyku, a wszystkie kafelki wracają kolorową stroną do góry</translation>
    </message>
    <message>
        <source>Only {tile} is face up: every tile turns face up again (the supply has no treat for it)</source>
        <translation>Odkryty jest tylko kafelek „{tile}”: wszystkie kafelki wracają kolorową stroną do góry (w puli nie ma smakołyku, by go na nim położyć)</translation>
    </message>
    <message numerus="yes">
        <source>Pies cashes in its %n treat: it goes back to the supply</source>
        <comment>Pies cashes in its %n treats: they go back to the supply</comment>
        <translation>
            <numerusform>Pies oddaje %n smakołyk do puli</numerusform>
            <numerusform>Pies oddaje %n smakołyki do puli</numerusform>
            <numerusform>Pies oddaje %n smakołyków do puli</numerusform>
        </translation>
    </message>
    <message>
        <source>Pies scores {dog} ({scored} of {win})</source>
        <translation>Pies zgarnia psa {dog} ({scored} z {win})</translation>
    </message>
    <message numerus="yes">
        <source>{who} scores %n dog ({scored} of {win})</source>
        <comment>{who} scores %n dogs ({scored} of {win})</comment>
        <translation>
            <numerusform>{who} zgarnia %n psa ({scored} z {win})</numerusform>
            <numerusform>{who} zgarnia %n psy ({scored} z {win})</numerusform>
            <numerusform>{who} zgarnia %n psów ({scored} z {win})</numerusform>
        </translation>
    </message>
    <message>
        <source>{who} has scored {win} dogs and wins</source>
        <translation>{who} ma {win} zgarniętych psów i wygrywa</translation>
    </message>
    <message>
        <source>{who} takes {dog} from the deck</source>
        <translation>{who} dobiera z talii psa {dog}</translation>
    </message>
    <message numerus="yes">
        <source>{who} gets %n treat (now {total})</source>
        <comment>{who} gets %n treats (now {total})</comment>
        <translation>
            <numerusform>{who} dostaje %n smakołyk (ma ich teraz {total})</numerusform>
            <numerusform>{who} dostaje %n smakołyki (ma ich teraz {total})</numerusform>
            <numerusform>{who} dostaje %n smakołyków (ma ich teraz {total})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who} pays back %n treat (now {total})</source>
        <comment>{who} pays back %n treats (now {total})</comment>
        <translation>
            <numerusform>{who} oddaje %n smakołyk (ma ich teraz {total})</numerusform>
            <numerusform>{who} oddaje %n smakołyki (ma ich teraz {total})</numerusform>
            <numerusform>{who} oddaje %n smakołyków (ma ich teraz {total})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pies takes %n treat (now {total})</source>
        <comment>Pies takes %n treats (now {total})</comment>
        <translation>
            <numerusform>Pies bierze %n smakołyk (ma ich teraz {total})</numerusform>
            <numerusform>Pies bierze %n smakołyki (ma ich teraz {total})</numerusform>
            <numerusform>Pies bierze %n smakołyków (ma ich teraz {total})</numerusform>
        </translation>
    </message>
    <message>
        <source>Pies&apos;s turn</source>
        <translation>Tura Psa</translation>
    </message>
    <message>
        <source>The top dog of the deck is now {dog}</source>
        <translation>Na wierzchu talii psów leży teraz {dog}</translation>
    </message>
    <message>
        <source>{tile} comes up at position {position}</source>
        <translation>Na miejscu {position} pojawia się kafelek „{tile}”</translation>
    </message>
    <message>
        <source>{who} rolls nothing</source>
        <translation>{who} nie ma czym rzucić</translation>
    </message>
    <message>
        <source>{who} rolls {dice}</source>
        <translation>{who} rzuca kośćmi: {dice}</translation>
    </message>
    <message>
        <source>{who} rolls a {value} and buries it</source>
        <translation>{who} rzuca kością na start (wypada {value}) i zakopuje ją w ogródku</translation>
    </message>
    <message>
        <source>Pies rolls {value}: {tile} is already used</source>
        <translation>Pies wyrzuca {value}: kafelek „{tile}” leży już szarą stroną do góry</translation>
    </message>
    <message numerus="yes">
        <source>Pies rolls {value}: turns {tile} over and takes %n treat</source>
        <comment>Pies rolls {value}: turns {tile} over and takes %n treats</comment>
        <translation>
            <numerusform>Pies wyrzuca {value}: odwraca kafelek „{tile}” i zabiera z niego %n smakołyk</numerusform>
            <numerusform>Pies wyrzuca {value}: odwraca kafelek „{tile}” i zabiera z niego %n smakołyki</numerusform>
            <numerusform>Pies wyrzuca {value}: odwraca kafelek „{tile}” i zabiera z niego %n smakołyków</numerusform>
        </translation>
    </message>
    <message>
        <source>Pies rolls {value}: turns {tile} over</source>
        <translation>Pies wyrzuca {value}: odwraca kafelek „{tile}”</translation>
    </message>
    <message numerus="yes">
        <source>{who} does {tile} ({box}), taking %n treat from it</source>
        <comment>{who} does {tile} ({box}), taking %n treats from it</comment>
        <translation>
            <numerusform>{who} wykonuje sztuczkę „{tile}” i zabiera z kafelka %n smakołyk</numerusform>
            <numerusform>{who} wykonuje sztuczkę „{tile}” i zabiera z kafelka %n smakołyki</numerusform>
            <numerusform>{who} wykonuje sztuczkę „{tile}” i zabiera z kafelka %n smakołyków</numerusform>
        </translation>
    </message>
    <message>
        <source>{who} does {tile} ({box})</source>
        <translation>{who} wykonuje sztuczkę „{tile}”</translation>
    </message>
    <message>
        <source>{who} uses the turn to score their complete dogs</source>
        <translation>{who} poświęca turę na zgarnięcie uzupełnionych kart psów</translation>
    </message>
    <message>
        <source>{who} spends a treat to reroll {dice}</source>
        <translation>{who} wydaje żeton smakołyku i przerzuca kości: {dice}</translation>
    </message>
    <message>
        <source>{who} keeps {dice}</source>
        <translation>{who} zatrzymuje kości: {dice}</translation>
    </message>
    <message>
        <source>{who} places a {value} on {dog}</source>
        <translation>{who} umieszcza kość z wynikiem {value} na karcie psa {dog}</translation>
    </message>
    <message>
        <source>{who} buries a {value}</source>
        <translation>{who} zakopuje kość z wynikiem {value}</translation>
    </message>
    <message>
        <source>{who} buries {dice}</source>
        <translation>{who} zakopuje kości: {dice}</translation>
    </message>
    <message>
        <source>{who} rolls the next set-aside die</source>
        <translation>{who} rzuca kolejną odłożoną kością</translation>
    </message>
    <message>
        <source>{who} goes on with {tile}</source>
        <translation>{who} kontynuuje sztuczkę „{tile}”</translation>
    </message>
    <message>
        <source>{who} moves no die</source>
        <translation>{who} nie przenosi żadnej kości</translation>
    </message>
    <message>
        <source>{who} stops digging</source>
        <translation>{who} kończy kopanie</translation>
    </message>
    <message>
        <source>{who} stops {tile}</source>
        <translation>{who} kończy sztuczkę „{tile}”</translation>
    </message>
    <message>
        <source>{who} turns a buried {from} in {owner}&apos;s yard down to the pool</source>
        <translation>{who} obraca w dół zakopaną kość z wynikiem {from} (ogródek: {owner}): kość wraca do wspólnej puli</translation>
    </message>
    <message>
        <source>{who} turns a buried {from} in {owner}&apos;s yard up to {to}</source>
        <translation>{who} obraca w górę zakopaną kość z wynikiem {from} (ogródek: {owner}): teraz pokazuje {to}</translation>
    </message>
    <message>
        <source>{who} turns a buried {from} in {owner}&apos;s yard down to {to}</source>
        <translation>{who} obraca w dół zakopaną kość z wynikiem {from} (ogródek: {owner}): teraz pokazuje {to}</translation>
    </message>
    <message>
        <source>{who} moves the {value} from {dog} to the {space} space of {to}</source>
        <translation>{who} przenosi kość z wynikiem {value} z karty psa {dog} na pole {space} karty psa {to}</translation>
    </message>
    <message>
        <source>{who} takes a die set to {value}</source>
        <translation>{who} bierze kość ustawioną na {value}</translation>
    </message>
    <message>
        <source>{who} names {value}</source>
        <translation>{who} wskazuje wynik {value}</translation>
    </message>
    <message>
        <source>{who} takes a {value} back from the yard</source>
        <translation>{who} zabiera z ogródka kość z wynikiem {value}</translation>
    </message>
    <message>
        <source>{who} takes the {value} back from {dog}</source>
        <translation>{who} zabiera kość z wynikiem {value} z karty psa {dog}</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>gra się skończyła</translation>
    </message>
    <message>
        <source>wait: dice are rolling or a card is being turned up</source>
        <translation>chwila: toczą się kości albo odkrywana jest karta</translation>
    </message>
    <message>
        <source>dice and cards are not chosen by players</source>
        <translation>kości i karty nie są wybierane przez graczy</translation>
    </message>
    <message>
        <source>a trick is chosen only at the start of your turn</source>
        <translation>sztuczkę wybiera się tylko na początku tury</translation>
    </message>
    <message>
        <source>there are six tile positions, 1 to 6</source>
        <translation>kafelki leżą na sześciu miejscach, od 1 do 6</translation>
    </message>
    <message>
        <source>{tile} lies grey side up: it was already used</source>
        <translation>kafelek „{tile}” leży szarą stroną do góry: został już użyty</translation>
    </message>
    <message>
        <source>scoring dogs takes a whole turn: choose it at the start of your turn</source>
        <translation>zgarnięcie kart psów zajmuje całą turę: wybierz je na początku tury</translation>
    </message>
    <message>
        <source>none of your dogs is complete yet</source>
        <translation>żadna z twoich kart psów nie jest jeszcze uzupełniona</translation>
    </message>
    <message>
        <source>there is no roll to reroll</source>
        <translation>nie ma rzutu do przerzucenia</translation>
    </message>
    <message>
        <source>too late: a die of this roll already has a place (treats only before that)</source>
        <translation>za późno: kość z tego rzutu ma już swoje miejsce (smakołyki tylko przed tym)</translation>
    </message>
    <message>
        <source>you have no treats</source>
        <translation>nie masz smakołyków</translation>
    </message>
    <message>
        <source>with Track you pick which dice to reroll</source>
        <translation>przy sztuczce „węsz” wybierasz, które kości przerzucić</translation>
    </message>
    <message>
        <source>a treat rerolls all the dice of the roll</source>
        <translation>smakołyk przerzuca wszystkie kości z rzutu</translation>
    </message>
    <message>
        <source>there is no choice of dice to keep now</source>
        <translation>teraz nie wybiera się kości do zatrzymania</translation>
    </message>
    <message>
        <source>{tile} does not allow keeping those dice</source>
        <translation>sztuczka „{tile}” nie pozwala zatrzymać tych kości</translation>
    </message>
    <message>
        <source>there is no die to place now</source>
        <translation>teraz nie ma kości do umieszczenia</translation>
    </message>
    <message>
        <source>first choose which dice to keep</source>
        <translation>najpierw wybierz, które kości zatrzymać</translation>
    </message>
    <message>
        <source>you have no such dog</source>
        <translation>nie masz takiego psa</translation>
    </message>
    <message>
        <source>{dog} has no such space</source>
        <translation>karta psa {dog} nie ma takiego pola</translation>
    </message>
    <message>
        <source>that space already holds a die</source>
        <translation>na tym polu już leży kość</translation>
    </message>
    <message>
        <source>you have no rolled die showing {value}</source>
        <translation>nie masz rzuconej kości z wynikiem {value}</translation>
    </message>
    <message>
        <source>there is no die to bury now</source>
        <translation>teraz nie ma kości do zakopania</translation>
    </message>
    <message>
        <source>only one die is left</source>
        <translation>została tylko jedna kość</translation>
    </message>
    <message>
        <source>choose a move or stop</source>
        <translation>wybierz ruch albo przestań</translation>
    </message>
    <message>
        <source>there is no optional step to take or decline now</source>
        <translation>teraz nie ma opcjonalnego kroku do wykonania ani pominięcia</translation>
    </message>
    <message>
        <source>you are not digging</source>
        <translation>nie wykonujesz sztuczki „kop”</translation>
    </message>
    <message>
        <source>there is no such buried die, or it cannot turn that way (a 6 cannot go up)</source>
        <translation>nie ma takiej zakopanej kości albo nie da się jej tak obrócić (szóstka nie idzie w górę)</translation>
    </message>
    <message>
        <source>you are not trotting</source>
        <translation>nie wykonujesz sztuczki „kłus”</translation>
    </message>
    <message>
        <source>move a die from a filled space to an empty space of your own dogs</source>
        <translation>przenieś kość z zajętego pola na puste pole swoich psów</translation>
    </message>
    <message>
        <source>you are not retrieving</source>
        <translation>nie wykonujesz sztuczki „przynieś”</translation>
    </message>
    <message>
        <source>the value must be one shown on the top dog of the deck</source>
        <translation>wynik musi być wartością jednego z pól psa na wierzchu talii</translation>
    </message>
    <message>
        <source>you are not naming a value now</source>
        <translation>teraz nie wskazujesz wyniku</translation>
    </message>
    <message>
        <source>name a value from 1 to 6</source>
        <translation>wskaż wynik od 1 do 6</translation>
    </message>
    <message>
        <source>you are not setting dice aside now</source>
        <translation>teraz nie odkładasz kości na bok</translation>
    </message>
    <message>
        <source>set aside 3 to 12 dice (as many as the pool has)</source>
        <translation>odłóż na bok od 3 do 12 kości (nie więcej, niż jest we wspólnej puli)</translation>
    </message>
    <message>
        <source>you are not choosing Dogpile&apos;s third die now</source>
        <translation>teraz nie wybierasz trzeciej kości do sztuczki „kanapka”</translation>
    </message>
    <message>
        <source>take a die that is in your yard or on one of your dogs</source>
        <translation>weź kość ze swojego ogródka albo z jednego ze swoich psów</translation>
    </message>
    <message>
        <source>Pies scored 6 dogs: Pies wins</source>
        <translation>Pies zgarnął 6 kart psów: Pies wygrywa</translation>
    </message>
    <message>
        <source>{who} scored 6 dogs and wins</source>
        <translation>{who} zgarnia 6 kart psów i wygrywa</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Przygotowanie</translation>
    </message>
    <message>
        <source>Setup: dealing dogs and rolling starting dice</source>
        <translation>Przygotowanie do gry: rozdawanie psów i rzut kośćmi na start</translation>
    </message>
    <message>
        <source>{who} — choose a face-up trick or score your complete dogs</source>
        <translation>{who} — wybierz odkryty kafelek sztuczki albo zgarnij uzupełnione karty psów</translation>
    </message>
    <message>
        <source>{who} — choose a face-up trick</source>
        <translation>{who} — wybierz odkryty kafelek sztuczki</translation>
    </message>
    <message>
        <source>{who} — {tile}: rolling</source>
        <translation>{who} — „{tile}”: rzut kośćmi</translation>
    </message>
    <message>
        <source>{who} — {tile}: reroll with a treat or choose which dice to keep</source>
        <translation>{who} — „{tile}”: przerzuć za smakołyk albo wybierz, które kości zatrzymać</translation>
    </message>
    <message>
        <source>{who} — {tile}: choose which dice to keep</source>
        <translation>{who} — „{tile}”: wybierz, które kości zatrzymać</translation>
    </message>
    <message>
        <source>{who} — {tile}: reroll with a treat, or place and bury the dice</source>
        <translation>{who} — „{tile}”: przerzuć za smakołyk albo umieść i zakop kości</translation>
    </message>
    <message>
        <source>{who} — {tile}: place each die on a matching space or bury it</source>
        <translation>{who} — „{tile}”: umieść każdą kość na pasującym polu albo ją zakop</translation>
    </message>
    <message>
        <source>{who} — {tile}: roll again or stop</source>
        <translation>{who} — „{tile}”: rzuć znowu albo przestań</translation>
    </message>
    <message numerus="yes">
        <source>{who} — Dig: %n adjustment left</source>
        <comment>{who} — Dig: %n adjustments left</comment>
        <translation>
            <numerusform>{who} — „kop”: została %n zmiana</numerusform>
            <numerusform>{who} — „kop”: zostały %n zmiany</numerusform>
            <numerusform>{who} — „kop”: zostało %n zmian</numerusform>
        </translation>
    </message>
    <message>
        <source>{who} — Trot: move one placed die, or skip</source>
        <translation>{who} — „kłus”: przenieś jedną umieszczoną kość albo pomiń</translation>
    </message>
    <message>
        <source>{who} — Retrieve: pick the value of your die</source>
        <translation>{who} — „przynieś”: wybierz wynik swojej kości</translation>
    </message>
    <message>
        <source>{who} — Guard: name a value</source>
        <translation>{who} — „pilnuj”: wskaż wynik</translation>
    </message>
    <message>
        <source>{who} — Bolt: how many dice to set aside</source>
        <translation>{who} — „pędź”: ile kości odłożyć na bok</translation>
    </message>
    <message>
        <source>{who} — Dogpile: take back one die from your yard or a dog</source>
        <translation>{who} — „kanapka”: zabierz jedną kość z ogródka albo z psa</translation>
    </message>
    <message>
        <source>Pies rolls its die</source>
        <translation>Pies rzuca swoją kością</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no dice</comment>
        <translation>brak</translation>
    </message>
    <message numerus="yes">
        <source>Pies takes %n treat</source>
        <comment>Pies takes %n treats</comment>
        <translation>
            <numerusform>Pies bierze %n smakołyk</numerusform>
            <numerusform>Pies bierze %n smakołyki</numerusform>
            <numerusform>Pies bierze %n smakołyków</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pies hands back %n treat for a dog</source>
        <comment>Pies hands back %n treats for a dog</comment>
        <translation>
            <numerusform>Pies oddaje %n smakołyk za psa</numerusform>
            <numerusform>Pies oddaje %n smakołyki za psa</numerusform>
            <numerusform>Pies oddaje %n smakołyków za psa</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{filled} of {spaces} spaces filled, %n paw print</source>
        <comment>{filled} of {spaces} spaces filled, %n paw prints</comment>
        <translation>
            <numerusform>zajęte pola: {filled} z {spaces}, %n łapka</numerusform>
            <numerusform>zajęte pola: {filled} z {spaces}, %n łapki</numerusform>
            <numerusform>zajęte pola: {filled} z {spaces}, %n łapek</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>scored {scored} of {win}, %n treat</source>
        <comment>scored {scored} of {win}, %n treats</comment>
        <translation>
            <numerusform>zgarnięte {scored} z {win}, %n smakołyk</numerusform>
            <numerusform>zgarnięte {scored} z {win}, %n smakołyki</numerusform>
            <numerusform>zgarnięte {scored} z {win}, %n smakołyków</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who} sets aside %n die</source>
        <comment>{who} sets aside %n dice</comment>
        <translation>
            <numerusform>{who} odkłada na bok %n kość</numerusform>
            <numerusform>{who} odkłada na bok %n kości</numerusform>
            <numerusform>{who} odkłada na bok %n kości</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n treat on it</source>
        <comment>, %n treats on it</comment>
        <translation>
            <numerusform>, leży na nim %n smakołyk</numerusform>
            <numerusform>, leżą na nim %n smakołyki</numerusform>
            <numerusform>, leży na nim %n smakołyków</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n die of this roll showing {face}</source>
        <comment>%n dice of this roll showing {face}</comment>
        <translation>
            <numerusform>%n kość z tego rzutu z wynikiem {face}</numerusform>
            <numerusform>%n kości z tego rzutu z wynikiem {face}</numerusform>
            <numerusform>%n kości z tego rzutu z wynikiem {face}</numerusform>
        </translation>
    </message>
    <message>
        <source>.</source>
        <comment>decimal point</comment>
        <translation>,</translation>
    </message>
    <message numerus="yes">
        <source>the next roll (%n die) busts with {bust} % chance; a die fits a space with {fit} %</source>
        <comment>the next roll (%n dice) busts with {bust} % chance; a die fits a space with {fit} %</comment>
        <translation>
            <numerusform>następny rzut (%n kość) kończy się wtopą z szansą {bust} %; kość pasuje do pola z szansą {fit} %</numerusform>
            <numerusform>następny rzut (%n kości) kończy się wtopą z szansą {bust} %; kość pasuje do pola z szansą {fit} %</numerusform>
            <numerusform>następny rzut (%n kości) kończy się wtopą z szansą {bust} %; kość pasuje do pola z szansą {fit} %</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the next roll (%n die) cannot bust; a die fits a space with {fit} %</source>
        <comment>the next roll (%n dice) cannot bust; a die fits a space with {fit} %</comment>
        <translation>
            <numerusform>następny rzut (%n kość) nie grozi wtopą; kość pasuje do pola z szansą {fit} %</numerusform>
            <numerusform>następny rzut (%n kości) nie grozi wtopą; kość pasuje do pola z szansą {fit} %</numerusform>
            <numerusform>następny rzut (%n kości) nie grozi wtopą; kość pasuje do pola z szansą {fit} %</numerusform>
        </translation>
    </message>
    <message>
        <source>Game over: Pies wins.</source>
        <translation>Koniec gry: wygrywa Pies.</translation>
    </message>
    <message>
        <source>Game over: {who} wins.</source>
        <translation>Koniec gry: wygrywa {who}.</translation>
    </message>
</context>
<context>
    <name>dogtable::games::ciapki::CiapkiTable</name>
    <message>
        <source>Ciapki</source>
        <translation>Ciapki</translation>
    </message>
    <message>
        <source>stack %1</source>
        <translation>stos %1</translation>
    </message>
    <message>
        <source>used</source>
        <translation>użyty</translation>
    </message>
    <message>
        <source>used · %1</source>
        <translation>użyty · %1</translation>
    </message>
    <message>
        <source>Pies scored %1 dogs and wins</source>
        <translation>Pies zgarnął %1 kart psów i wygrywa</translation>
    </message>
    <message>
        <source>%1 scored %2 dogs and wins!</source>
        <translation>%1 zgarnia %2 kart psów i wygrywa!</translation>
    </message>
    <message>
        <source>Pies&apos;s turn</source>
        <translation>Tura Psa</translation>
    </message>
    <message>
        <source>%1 — %2, step %3</source>
        <translation>%1 — „%2”, krok %3</translation>
    </message>
    <message>
        <source>%1&apos;s turn</source>
        <translation>Tura: %1</translation>
    </message>
    <message>
        <source>Setting up</source>
        <translation>Przygotowanie</translation>
    </message>
    <message>
        <source>Deck: %1 more</source>
        <translation>Talia: jeszcze %1</translation>
    </message>
    <message>
        <source>pool %1</source>
        <translation>pula %1</translation>
    </message>
    <message>
        <source>supply %1</source>
        <translation>smakołyki %1</translation>
    </message>
    <message>
        <source>Set aside for Bolt: %1</source>
        <translation>Odłożone do „pędź”: %1</translation>
    </message>
    <message>
        <source>Guard named %1: higher dice go back</source>
        <translation>„pilnuj”, wskazany wynik %1: wyższe kości wracają do puli</translation>
    </message>
    <message>
        <source>Dig: changes left: %1</source>
        <translation>„kop”: pozostałe zmiany: %1</translation>
    </message>
    <message>
        <source>Pies&apos;s last die → tile %1</source>
        <translation>Ostatni rzut Psa → kafelek %1</translation>
    </message>
    <message>
        <source>Odds: too many dice to count</source>
        <translation>Szanse: za dużo kości, by policzyć</translation>
    </message>
    <message>
        <source>Next roll (1 die): bust %1 % · it fits a space %2 %</source>
        <translation>Następny rzut (1 kość): wtopa %1 % · pasuje do pola %2 %</translation>
    </message>
    <message>
        <source>Next roll (%3 dice): bust %1 % · a die fits %2 %</source>
        <translation>Następny rzut (kości: %3): wtopa %1 % · kość pasuje %2 %</translation>
    </message>
    <message>
        <source> — winner!</source>
        <translation> — wygrana!</translation>
    </message>
    <message>
        <source>scored %1/%2</source>
        <translation>zgarnięte %1/%2</translation>
    </message>
    <message>
        <source>%1/%2</source>
        <translation>%1/%2</translation>
    </message>
    <message>
        <source>bust</source>
        <translation>wtopa</translation>
    </message>
    <message>
        <source>Bury the %1: %2 — BUST</source>
        <translation>Zakop %1: %2 — WTOPA</translation>
    </message>
    <message>
        <source>Bury the %1: %2 of %3</source>
        <translation>Zakop %1: %2 z %3</translation>
    </message>
    <message>
        <source>Pies — winner</source>
        <translation>Pies — wygrana</translation>
    </message>
    <message>
        <source>Pies (solo automaton)</source>
        <translation>Pies (przeciwnik w trybie solo)</translation>
    </message>
    <message>
        <source>no treats</source>
        <translation>brak smakołyków</translation>
    </message>
    <message>
        <source>Each turn Pies rolls a die and looks at that tile number: a face-up tile is turned over and Pies takes its treats; a used tile gives Pies the deck&apos;s top dog. Holding %1 or more treats, Pies hands them all back for one more dog. %2 dogs win.</source>
        <translation>W każdej turze Pies rzuca kością i patrzy na kafelek o tym numerze: odkryty kafelek odwraca i zabiera z niego smakołyki; kafelek już użyty daje Psu kartę z wierzchu talii psów. Gdy Pies ma co najmniej %1 smakołyki, oddaje je wszystkie za kolejnego psa. Do wygranej potrzeba %2 zgarniętych psów.</translation>
    </message>
    <message>
        <source>Odds aid</source>
        <translation>Pomoc: szanse</translation>
    </message>
    <message>
        <source>Before an optional roll, show the exact chance of busting and of at least one die fitting a free space</source>
        <translation>Przed opcjonalnym rzutem pokaż dokładną szansę na wtopę i na to, że choć jedna kość pasuje do wolnego pola</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Zasady</translation>
    </message>
    <message>
        <source>Open the rules page at what is on the table now (F1)</source>
        <translation>Otwórz zasady w miejscu, które dotyczy tego, co teraz jest na stole (F1)</translation>
    </message>
    <message>
        <source>Pies rolls a %1: tile %1 is used, Pies takes the top dog</source>
        <translation>Pies wyrzuca %1: kafelek %1 jest już użyty, Pies bierze psa z wierzchu talii</translation>
    </message>
    <message>
        <source>Pies rolls a %1: it turns %2 over</source>
        <translation>Pies wyrzuca %1: odwraca kafelek „%2”</translation>
    </message>
    <message>
        <source>Pies scores %1 (%2 of %3)</source>
        <translation>Pies zgarnia psa %1 (%2 z %3)</translation>
    </message>
    <message>
        <source>Pies</source>
        <translation>Pies</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Gracz %1</translation>
    </message>
    <message>
        <source>Tile %1: %2</source>
        <translation>Kafelek %1: %2</translation>
    </message>
    <message>
        <source>Tile %1</source>
        <translation>Kafelek %1</translation>
    </message>
    <message>
        <source>not yet turned up</source>
        <translation>jeszcze nie odkryty</translation>
    </message>
    <message>
        <source>used until the next reset</source>
        <translation>użyty do następnego resetu</translation>
    </message>
    <message>
        <source>face up</source>
        <translation>odkryty</translation>
    </message>
    <message>
        <source>Rolled %1</source>
        <translation>Wyrzucona %1</translation>
    </message>
    <message>
        <source>Dog deck</source>
        <translation>Talia kart psów</translation>
    </message>
    <message>
        <source>top: %1, %2 more under it</source>
        <translation>na wierzchu: %1, pod spodem jeszcze %2</translation>
    </message>
    <message>
        <source>%1 cards</source>
        <translation>kart: %1</translation>
    </message>
    <message>
        <source>Dice pool</source>
        <translation>Wspólna pula kości</translation>
    </message>
    <message>
        <source>%1 dice</source>
        <translation>kości: %1</translation>
    </message>
    <message>
        <source>Treat supply</source>
        <translation>Pula smakołyków</translation>
    </message>
    <message>
        <source>%1 treats</source>
        <translation>smakołyki: %1</translation>
    </message>
    <message>
        <source>%1 (%2&apos;s dog)</source>
        <translation>%1 (pies: %2)</translation>
    </message>
    <message>
        <source>%1, space %2</source>
        <translation>%1, pole %2</translation>
    </message>
    <message>
        <source>holds a %1</source>
        <translation>leży na nim kość %1</translation>
    </message>
    <message>
        <source>empty, takes a %1</source>
        <translation>puste, pasuje kość %1</translation>
    </message>
    <message>
        <source>%1&apos;s yard</source>
        <translation>Ogródek: %1</translation>
    </message>
    <message>
        <source>%1, total %2 of %3</source>
        <translation>%1, suma %2 z %3</translation>
    </message>
    <message>
        <source>Buried %1</source>
        <translation>Zakopana %1</translation>
    </message>
    <message>
        <source>in %1&apos;s yard</source>
        <translation>w ogródku (%1)</translation>
    </message>
    <message>
        <source>Pies rolls a die each turn: a face-up tile at that number is turned over (Pies takes its treats); a used tile gives Pies the top dog. With %1 or more treats Pies hands them all back for another dog.</source>
        <translation>W każdej turze Pies rzuca kością: odkryty kafelek o tym numerze zostaje odwrócony (Pies zabiera z niego smakołyki); użyty kafelek daje Psu kartę z wierzchu talii. Mając co najmniej %1 smakołyki, Pies oddaje je wszystkie za kolejnego psa.</translation>
    </message>
    <message>
        <source>%1 is grey side up: it was already used</source>
        <translation>Kafelek „%1” leży szarą stroną do góry: został już użyty</translation>
    </message>
    <message>
        <source>First choose which dice to keep (buttons below)</source>
        <translation>Najpierw wybierz, które kości zatrzymać (przyciski poniżej)</translation>
    </message>
    <message>
        <source>That space does not take a %1 (or is not empty)</source>
        <translation>To pole nie przyjmie kości %1 (albo nie jest puste)</translation>
    </message>
    <message>
        <source>Score complete dogs</source>
        <translation>Zgarnij karty psów</translation>
    </message>
    <message>
        <source>Use your whole turn to score every complete dog</source>
        <translation>Poświęć całą turę na zgarnięcie wszystkich uzupełnionych kart psów</translation>
    </message>
    <message>
        <source>Re-roll all (1 treat)</source>
        <translation>Przerzuć wszystkie (1 smakołyk)</translation>
    </message>
    <message>
        <source>Spend a treat to roll every die of this roll again</source>
        <translation>Wydaj żeton smakołyku, by przerzucić wszystkie kości z tego rzutu</translation>
    </message>
    <message>
        <source>Re-roll (1 treat)</source>
        <translation>Przerzuć (1 smakołyk)</translation>
    </message>
    <message>
        <source>Track: spend a treat to roll just these dice again</source>
        <translation>„węsz”: wydaj żeton smakołyku, by przerzucić tylko te kości</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>Zatrzymaj</translation>
    </message>
    <message>
        <source>Return all</source>
        <translation>Oddaj wszystkie</translation>
    </message>
    <message>
        <source>%1: keep these dice, the others go back to the pool</source>
        <translation>„%1”: zatrzymaj te kości, pozostałe wracają do puli</translation>
    </message>
    <message>
        <source>Bury the rest — bust!</source>
        <translation>Zakop resztę — wtopa!</translation>
    </message>
    <message>
        <source>Burying %1 makes your yard %2, over %3: you bust, every die on your dogs and in your yard goes back to the pool and your turn ends</source>
        <translation>Po zakopaniu %1 suma w ogródku wyniesie %2, więcej niż %3: wtopa — wszystkie kości z twoich psów i z ogródka wracają do puli, a tura się kończy</translation>
    </message>
    <message>
        <source>Bury the rest</source>
        <translation>Zakop resztę</translation>
    </message>
    <message>
        <source>Bury every die still in front of you in your yard (yard %1 of %2 after)</source>
        <translation>Zakop w ogródku wszystkie kości, które jeszcze masz przed sobą (potem ogródek: %1 z %2)</translation>
    </message>
    <message>
        <source>Yes, roll</source>
        <translation>Tak, rzucam</translation>
    </message>
    <message>
        <source>Roll the next die</source>
        <translation>Rzuć kolejną kością</translation>
    </message>
    <message>
        <source>Yes, Dogpile again</source>
        <translation>Tak, jeszcze raz „kanapka”</translation>
    </message>
    <message>
        <source>Yes, roll 1 die</source>
        <translation>Tak, rzuć 1 kością</translation>
    </message>
    <message>
        <source>Yes, roll %1 dice</source>
        <translation>Tak, rzuć kośćmi (%1)</translation>
    </message>
    <message>
        <source>Do the optional step of %1</source>
        <translation>Wykonaj opcjonalny krok sztuczki „%1”</translation>
    </message>
    <message>
        <source>No, stop</source>
        <translation>Nie, kończę</translation>
    </message>
    <message>
        <source>Done digging</source>
        <translation>Koniec kopania</translation>
    </message>
    <message>
        <source>Move no die</source>
        <translation>Nie przenoś kości</translation>
    </message>
    <message>
        <source>Stop (return 1 die)</source>
        <translation>Przestań (1 kość wraca)</translation>
    </message>
    <message>
        <source>Stop (return %1 dice)</source>
        <translation>Przestań (kości wracające: %1)</translation>
    </message>
    <message>
        <source>Decline and go on</source>
        <translation>Pomiń i graj dalej</translation>
    </message>
    <message>
        <source>Turn a buried %1 in your yard up</source>
        <translation>Obróć w górę zakopaną kość %1 w swoim ogródku</translation>
    </message>
    <message>
        <source>Turn a buried %1 in your yard down</source>
        <translation>Obróć w dół zakopaną kość %1 w swoim ogródku</translation>
    </message>
    <message>
        <source>Turn a buried %1 in %2&apos;s yard up</source>
        <translation>Obróć w górę zakopaną kość %1 (ogródek: %2)</translation>
    </message>
    <message>
        <source>Turn a buried %1 in %2&apos;s yard down</source>
        <translation>Obróć w dół zakopaną kość %1 (ogródek: %2)</translation>
    </message>
    <message>
        <source>: your yard goes to %1, over %2 — you bust and your turn ends</source>
        <translation>: suma w twoim ogródku wyniesie %1, więcej niż %2 — wtopa, a twoja tura się kończy</translation>
    </message>
    <message>
        <source>: the yard goes to %1, over %2 — %3 busts</source>
        <translation>: suma w ogródku wyniesie %1, więcej niż %2 — %3: wtopa</translation>
    </message>
    <message>
        <source>your up — bust!</source>
        <translation>Twoja w górę — wtopa!</translation>
    </message>
    <message>
        <source>your up</source>
        <translation>Twoja w górę</translation>
    </message>
    <message>
        <source>your down</source>
        <translation>Twoja w dół</translation>
    </message>
    <message>
        <source>%1&apos;s up — bust!</source>
        <translation>%1: w górę — wtopa!</translation>
    </message>
    <message>
        <source>%1&apos;s up</source>
        <translation>%1: w górę</translation>
    </message>
    <message>
        <source>%1&apos;s down</source>
        <translation>%1: w dół</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Wskaż</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>Weź</translation>
    </message>
    <message>
        <source>Guard: dice above this value will go back</source>
        <translation>„pilnuj”: kości powyżej tego wyniku wrócą do puli</translation>
    </message>
    <message>
        <source>Retrieve: a die set to this value</source>
        <translation>„przynieś”: kość ustawiona na ten wynik</translation>
    </message>
    <message>
        <source>Bolt: set aside %1 dice</source>
        <translation>„pędź”: odłóż na bok kości (%1)</translation>
    </message>
    <message>
        <source>From yard</source>
        <translation>Z ogródka</translation>
    </message>
    <message>
        <source>Dogpile: take this die back from your yard</source>
        <translation>„kanapka”: zabierz tę kość z ogródka</translation>
    </message>
    <message>
        <source>A tile not yet turned up</source>
        <translation>Kafelek jeszcze nie odkryty</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 — %2&lt;/b&gt; (%3, %4)</source>
        <translation>&lt;b&gt;%1 — %2&lt;/b&gt; (kolor %3, %4)</translation>
    </message>
    <message>
        <source>&lt;br&gt;Treats on it: %1 (they go to whoever picks it)</source>
        <translation>&lt;br&gt;Smakołyki na kafelku: %1 (dostanie je ten, kto go wybierze)</translation>
    </message>
    <message>
        <source>&lt;br&gt;Stack of %1 %2 tiles (off-leash)</source>
        <translation>&lt;br&gt;Stos kafelków: %1, kolor %2 (tryb „bez smyczy”)</translation>
    </message>
    <message>
        <source> (filled)</source>
        <translation> (zajęte)</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2&apos;s dog)&lt;br&gt;Spaces: %3&lt;br&gt;Paw prints: %4</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; (pies: %2)&lt;br&gt;Pola: %3&lt;br&gt;Łapki: %4</translation>
    </message>
    <message>
        <source>The dog deck is empty</source>
        <translation>Talia kart psów jest pusta</translation>
    </message>
    <message>
        <source>Top of the dog deck: &lt;b&gt;%1&lt;/b&gt; (spaces %2, paw prints %3); %4 cards under it</source>
        <translation>Na wierzchu talii psów: &lt;b&gt;%1&lt;/b&gt; (pola %2, łapki: %3); kart pod spodem: %4</translation>
    </message>
    <message>
        <source>%1&apos;s yard: %2 (total %3). Above %4 is a bust: every die on this player&apos;s dogs and in the yard goes back.</source>
        <translation>Ogródek (%1): %2 (suma %3). Powyżej %4 jest wtopa: wszystkie kości z psów tego gracza i z jego ogródka wracają do puli.</translation>
    </message>
    <message>
        <source>.</source>
        <comment>decimal point</comment>
        <translation>,</translation>
    </message>
    <message>
        <source>A die of this roll: choose it, then a matching empty space or your yard</source>
        <translation>Kość z tego rzutu: wybierz ją, a potem pasujące wolne pole albo swój ogródek</translation>
    </message>
    <message>
        <source>Choose a die of the roll first, then a matching space or your yard</source>
        <translation>Najpierw wybierz kość z rzutu, potem pasujące pole albo swój ogródek</translation>
    </message>
    <message>
        <source>Choose a die of the roll first</source>
        <translation>Najpierw wybierz kość z rzutu</translation>
    </message>
    <message numerus="yes">
        <source>⚠ %1 busts: yard %2, over %3 — %n die goes back to the pool.</source>
        <translation>
            <numerusform>⚠ %1: wtopa! Ogródek: %2 (więcej niż %3) — %n kość wraca do puli.</numerusform>
            <numerusform>⚠ %1: wtopa! Ogródek: %2 (więcej niż %3) — %n kości wracają do puli.</numerusform>
            <numerusform>⚠ %1: wtopa! Ogródek: %2 (więcej niż %3) — %n kości wraca do puli.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>⚠ %1 busts: yard %2, over %3 — %n dice go back to the pool.</source>
        <translation>
            <numerusform>⚠ %1: wtopa! Ogródek: %2 (więcej niż %3) — %n kość wraca do puli.</numerusform>
            <numerusform>⚠ %1: wtopa! Ogródek: %2 (więcej niż %3) — %n kości wracają do puli.</numerusform>
            <numerusform>⚠ %1: wtopa! Ogródek: %2 (więcej niż %3) — %n kości wraca do puli.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>⚠ The pool is empty: everyone busts — %n die goes back to the pool.</source>
        <translation>
            <numerusform>⚠ Wspólna pula jest pusta: wszyscy zaliczają wtopę — %n kość wraca do puli.</numerusform>
            <numerusform>⚠ Wspólna pula jest pusta: wszyscy zaliczają wtopę — %n kości wracają do puli.</numerusform>
            <numerusform>⚠ Wspólna pula jest pusta: wszyscy zaliczają wtopę — %n kości wraca do puli.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>⚠ The pool is empty: everyone busts — %n dice go back to the pool.</source>
        <translation>
            <numerusform>⚠ Wspólna pula jest pusta: wszyscy zaliczają wtopę — %n kość wraca do puli.</numerusform>
            <numerusform>⚠ Wspólna pula jest pusta: wszyscy zaliczają wtopę — %n kości wracają do puli.</numerusform>
            <numerusform>⚠ Wspólna pula jest pusta: wszyscy zaliczają wtopę — %n kości wraca do puli.</numerusform>
        </translation>
    </message>
    <message>
        <source>Next roll (1 die): no risk of busting · it fits a space %1 %</source>
        <translation>Następny rzut (1 kość): bez ryzyka wtopy · pasuje do pola %1 %</translation>
    </message>
    <message>
        <source>Next roll (%2 dice): no risk of busting · a die fits %1 %</source>
        <translation>Następny rzut (kości: %2): bez ryzyka wtopy · kość pasuje %1 %</translation>
    </message>
    <message>
        <source>Pies&apos;s last die</source>
        <translation>Ostatni rzut Psa</translation>
    </message>
    <message>
        <source>it showed %1</source>
        <translation>wypadło %1</translation>
    </message>
    <message>
        <source>not rolled yet</source>
        <translation>jeszcze bez rzutu</translation>
    </message>
    <message numerus="yes">
        <source>Yard: %1 of %n pips</source>
        <translation>
            <numerusform>Ogródek: %1 z %n ciapki</numerusform>
            <numerusform>Ogródek: %1 z %n ciapek</numerusform>
            <numerusform>Ogródek: %1 z %n ciapek</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Yard %1/%n pips</source>
        <translation>
            <numerusform>Ogródek %1/%n ciapki</numerusform>
            <numerusform>Ogródek %1/%n ciapek</numerusform>
            <numerusform>Ogródek %1/%n ciapek</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1/%n pips</source>
        <translation>
            <numerusform>%1/%n ciapki</numerusform>
            <numerusform>%1/%n ciapek</numerusform>
            <numerusform>%1/%n ciapek</numerusform>
        </translation>
    </message>
</context>
</TS>
