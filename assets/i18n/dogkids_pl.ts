<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl">
<context>
    <name>dogkids</name>
    <message numerus="yes">
        <source>The discard pile is shuffled into a new draw pile (%n card).</source>
        <comment>The discard pile is shuffled into a new draw pile (%n cards).</comment>
        <translation>
            <numerusform>Zagrane karty zostają przetasowane w nowy stos do dobierania (%n karta).</numerusform>
            <numerusform>Zagrane karty zostają przetasowane w nowy stos do dobierania (%n karty).</numerusform>
            <numerusform>Zagrane karty zostają przetasowane w nowy stos do dobierania (%n kart).</numerusform>
        </translation>
    </message>
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
    <message>
        <source>dogs home</source>
        <translation>psy na mecie</translation>
    </message>
    <message>
        <source>partner&apos;s dogs home</source>
        <translation>psy partnera na mecie</translation>
    </message>
    <message>
        <source>the waiting area</source>
        <translation>miejsce przed budą</translation>
    </message>
    <message>
        <source>home field {n}</source>
        <translation>pole mety {n}</translation>
    </message>
    <message>
        <source>field {n} (kennel field)</source>
        <translation>pole {n} (pole z budą)</translation>
    </message>
    <message>
        <source>field {n}</source>
        <translation>pole {n}</translation>
    </message>
    <message>
        <source>red</source>
        <translation>czerwone</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>niebieskie</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>żółte</translation>
    </message>
    <message>
        <source>green</source>
        <translation>zielone</translation>
    </message>
    <message>
        <source>red</source>
        <comment>card</comment>
        <translation>czerwona</translation>
    </message>
    <message>
        <source>blue</source>
        <comment>card</comment>
        <translation>niebieska</translation>
    </message>
    <message>
        <source>yellow</source>
        <comment>card</comment>
        <translation>żółta</translation>
    </message>
    <message>
        <source>green</source>
        <comment>card</comment>
        <translation>zielona</translation>
    </message>
    <message>
        <source>double red</source>
        <translation>podwójna czerwona</translation>
    </message>
    <message>
        <source>double blue</source>
        <translation>podwójna niebieska</translation>
    </message>
    <message>
        <source>double yellow</source>
        <translation>podwójna żółta</translation>
    </message>
    <message>
        <source>double green</source>
        <translation>podwójna zielona</translation>
    </message>
    <message>
        <source>kennel</source>
        <comment>card</comment>
        <translation>buda</translation>
    </message>
    <message>
        <source>swap</source>
        <comment>card</comment>
        <translation>zamiana psów</translation>
    </message>
    <message>
        <source>red/blue</source>
        <translation>czerwono-niebieska</translation>
    </message>
    <message>
        <source>red/yellow</source>
        <translation>czerwono-żółta</translation>
    </message>
    <message>
        <source>red/green</source>
        <translation>czerwono-zielona</translation>
    </message>
    <message>
        <source>blue/yellow</source>
        <translation>niebiesko-żółta</translation>
    </message>
    <message>
        <source>blue/green</source>
        <translation>niebiesko-zielona</translation>
    </message>
    <message>
        <source>yellow/green</source>
        <translation>żółto-zielona</translation>
    </message>
    <message>
        <source>of the white dogs</source>
        <translation>białych psów</translation>
    </message>
    <message>
        <source>of the grey dogs</source>
        <translation>szarych psów</translation>
    </message>
    <message>
        <source>of the brown dogs</source>
        <translation>brązowych psów</translation>
    </message>
    <message>
        <source>of the black dogs</source>
        <translation>czarnych psów</translation>
    </message>
    <message>
        <source>white dogs</source>
        <translation>białe psy</translation>
    </message>
    <message>
        <source>grey dogs</source>
        <translation>szare psy</translation>
    </message>
    <message>
        <source>brown dogs</source>
        <translation>brązowe psy</translation>
    </message>
    <message>
        <source>black dogs</source>
        <translation>czarne psy</translation>
    </message>
    <message>
        <source>white dog {n}</source>
        <translation>biały pies {n}</translation>
    </message>
    <message>
        <source>grey dog {n}</source>
        <translation>szary pies {n}</translation>
    </message>
    <message>
        <source>brown dog {n}</source>
        <translation>brązowy pies {n}</translation>
    </message>
    <message>
        <source>black dog {n}</source>
        <translation>czarny pies {n}</translation>
    </message>
    <message>
        <source>{who} plays first</source>
        <translation>{who} zaczyna</translation>
    </message>
    <message>
        <source>{who} draws a {card} card</source>
        <translation>{who} dobiera kartę „{card}”</translation>
    </message>
    <message>
        <source>{who} draws a card</source>
        <translation>{who} dobiera kartę</translation>
    </message>
    <message>
        <source>{who} changes the whole hand</source>
        <translation>{who} wymienia wszystkie karty z ręki</translation>
    </message>
    <message>
        <source>{who} offers a {card} card to swap</source>
        <translation>{who} proponuje do wymiany kartę „{card}”</translation>
    </message>
    <message>
        <source>{who} keeps all cards</source>
        <translation>{who} zatrzymuje wszystkie karty</translation>
    </message>
    <message>
        <source>{who} decides about the card exchange</source>
        <translation>{who} decyduje o wymianie kart</translation>
    </message>
    <message>
        <source>{line} — {first} and {second} swap one card</source>
        <translation>{line} — {first} i {second} wymieniają się jedną kartą</translation>
    </message>
    <message>
        <source>{line} — no cards are swapped</source>
        <translation>{line} — nikt nie wymienia kart</translation>
    </message>
    <message>
        <source>{who} plays {card} as {colour}</source>
        <translation>{who} zagrywa kartę „{card}” na {colour} pole</translation>
    </message>
    <message>
        <source>{who} plays {card}</source>
        <translation>{who} zagrywa kartę „{card}”</translation>
    </message>
    <message>
        <source>{play} (impossible)</source>
        <translation>{play} (niemożliwe)</translation>
    </message>
    <message>
        <source>{play}: {dog} and {other} swap places</source>
        <translation>{play}: {dog} i {other} zamieniają się miejscami</translation>
    </message>
    <message>
        <source>{dog} enters the start field</source>
        <translation>{dog} wchodzi na pole startowe</translation>
    </message>
    <message>
        <source>{dog} to {place}</source>
        <translation>{dog} idzie na {place}</translation>
    </message>
    <message>
        <source>pushes {dog} to {place}</source>
        <translation>{dog} zostaje zepchnięty na {place}</translation>
    </message>
    <message>
        <source>knocks out {dog}</source>
        <translation>{dog} zostaje wyrzucony do budy</translation>
    </message>
    <message>
        <source>{play}: {moves}</source>
        <translation>{play}: {moves}</translation>
    </message>
    <message>
        <source>Drawing the first player</source>
        <translation>Losowanie, kto zaczyna</translation>
    </message>
    <message>
        <source>Drawing cards</source>
        <translation>Dobieranie kart</translation>
    </message>
    <message>
        <source>{who} — offer a card to your partner {partner} or keep your cards</source>
        <translation>{who} — zaproponuj kartę partnerowi ({partner}) albo zatrzymaj swoje karty</translation>
    </message>
    <message>
        <source>{who} — all your dogs are home: move {partner}&apos;s dogs, or change your hand</source>
        <translation>{who} — wszystkie twoje psy są na mecie: ruszaj psami partnera ({partner}) albo wymień karty</translation>
    </message>
    <message>
        <source>{who} — play a card and move a dog, or change your hand</source>
        <translation>{who} — zagraj kartę i rusz psa albo wymień karty</translation>
    </message>
    <message>
        <source>Game over — {who} wins</source>
        <translation>Koniec gry — wygrywa {who}</translation>
    </message>
    <message>
        <source>Game over — {first} and {second} win</source>
        <translation>Koniec gry — wygrywają {first} i {second}</translation>
    </message>
    <message>
        <source>Game over — {who} win</source>
        <translation>Koniec gry — wygrywają: {who}</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>gra się skończyła</translation>
    </message>
    <message>
        <source>cards are being drawn; no player acts now</source>
        <translation>trwa dobieranie kart; teraz nikt nie wykonuje ruchu</translation>
    </message>
    <message>
        <source>cards are drawn automatically</source>
        <translation>karty dobierają się same</translation>
    </message>
    <message>
        <source>you have no such card to offer</source>
        <translation>nie masz takiej karty do zaproponowania</translation>
    </message>
    <message>
        <source>first decide about the card exchange: offer a card or keep your cards</source>
        <translation>najpierw zdecyduj o wymianie: zaproponuj kartę albo zatrzymaj swoje</translation>
    </message>
    <message>
        <source>there is no card exchange now</source>
        <translation>teraz nie ma wymiany kart</translation>
    </message>
    <message>
        <source>there is no such card</source>
        <translation>nie ma takiej karty</translation>
    </message>
    <message>
        <source>you do not hold a {card} card</source>
        <translation>nie masz na ręce karty „{card}”</translation>
    </message>
    <message>
        <source>there is no such dog</source>
        <translation>nie ma takiego psa</translation>
    </message>
    <message>
        <source>all your dogs are home: you now move {partner}&apos;s dogs</source>
        <translation>wszystkie twoje psy są na mecie: teraz ruszasz psami partnera ({partner})</translation>
    </message>
    <message>
        <source>you can only move your own dogs</source>
        <translation>możesz ruszać tylko swoimi psami</translation>
    </message>
    <message>
        <source>a {card} card only moves a dog that is on the ring</source>
        <translation>karta „{card}” rusza tylko psa, który jest na torze</translation>
    </message>
    <message>
        <source>swap with a dog of another player</source>
        <translation>zamień się z psem innego gracza</translation>
    </message>
    <message>
        <source>dogs at home or in front of their kennel cannot be swapped</source>
        <translation>psów na mecie ani przed budą nie wolno zamieniać</translation>
    </message>
    <message>
        <source>the {card} card does not show that colour</source>
        <translation>karta „{card}” nie ma tego koloru</translation>
    </message>
    <message>
        <source>a waiting dog enters only with a card of its start field&apos;s colour ({colour})</source>
        <translation>pies sprzed budy wchodzi do gry tylko z kartą koloru swojego pola startowego (pole jest {colour})</translation>
    </message>
    <message>
        <source>a waiting dog enters only with a card of its start field&apos;s colours ({first} or {second})</source>
        <translation>pies sprzed budy wchodzi do gry tylko z kartą w kolorze swojego pola startowego (pole jest {first} i {second})</translation>
    </message>
    <message>
        <source>your own dog is on the start field: move it on first</source>
        <translation>na polu startowym stoi twój pies: najpierw go przesuń</translation>
    </message>
    <message>
        <source>there is no free {colour} field ahead of this dog</source>
        <translation>przed tym psem nie ma już wolnego pola w wybranym kolorze ({colour})</translation>
    </message>
    <message>
        <source>the pushed partner&apos;s dog would have no field to go to</source>
        <translation>spychany pies partnera nie miałby dokąd pójść</translation>
    </message>
    <message>
        <source>there is no free kennel field ahead of this dog</source>
        <translation>przed tym psem nie ma już wolnego pola z budą</translation>
    </message>
    <message>
        <source>Field {n}: start field {dogs}, {first} and {second} (not safe: two colours reach it)</source>
        <translation>Pole {n}: pole startowe {dogs}, {first} i {second} (niebezpieczne: trafiają tu dwa kolory)</translation>
    </message>
    <message>
        <source>Field {n}: kennel field, {colour}. A dog here is safe; while it is taken, moves skip it.</source>
        <translation>Pole {n}: pole z budą, {colour}. Pies jest tu bezpieczny; dopóki pole jest zajęte, ruchy je przeskakują.</translation>
    </message>
    <message>
        <source>Field {n}: {colour}</source>
        <translation>Pole {n}: {colour}</translation>
    </message>
    <message>
        <source>Home field {n} {dogs}: {colour}. Only {these} come here, and they are safe.</source>
        <translation>Pole mety {n} {dogs}: {colour}. Wchodzą tu tylko {these} i są tu bezpieczne.</translation>
    </message>
    <message>
        <source>The food bowl {dogs}, at the end of their home lane.</source>
        <translation>Miska {dogs}, na końcu ich drogi do mety.</translation>
    </message>
    <message>
        <source>Kennel {dogs}. A waiting dog enters on field {n} with a {first} or {second} card.</source>
        <translation>Buda {dogs}. Czekający pies wchodzi stąd na pole {n}, które jest {first} i {second}: potrzebna jest karta jednego z tych kolorów.</translation>
    </message>
    <message>
        <source>waiting in front of the kennel</source>
        <translation>czeka przed budą</translation>
    </message>
    <message>
        <source>home (safe)</source>
        <translation>na mecie (bezpieczny)</translation>
    </message>
    <message>
        <source>on field {n}, safe on a kennel field</source>
        <translation>na polu {n}, bezpieczny na polu z budą</translation>
    </message>
    <message>
        <source>on field {n}</source>
        <translation>na polu {n}</translation>
    </message>
    <message>
        <source>double red</source>
        <comment>card face</comment>
        <translation>podwójna czerwona</translation>
    </message>
    <message>
        <source>double blue</source>
        <comment>card face</comment>
        <translation>podwójna niebieska</translation>
    </message>
    <message>
        <source>double yellow</source>
        <comment>card face</comment>
        <translation>podwójna żółta</translation>
    </message>
    <message>
        <source>double green</source>
        <comment>card face</comment>
        <translation>podwójna zielona</translation>
    </message>
    <message>
        <source>kennel</source>
        <comment>card face</comment>
        <translation>buda</translation>
    </message>
    <message>
        <source>swap</source>
        <comment>card face</comment>
        <translation>zamiana psów</translation>
    </message>
    <message>
        <source>red</source>
        <comment>card face</comment>
        <translation>czer­wona</translation>
    </message>
    <message>
        <source>blue</source>
        <comment>card face</comment>
        <translation>nie­bie­ska</translation>
    </message>
    <message>
        <source>yellow</source>
        <comment>card face</comment>
        <translation>żółta</translation>
    </message>
    <message>
        <source>green</source>
        <comment>card face</comment>
        <translation>zie­lona</translation>
    </message>
    <message>
        <source>fields left to home</source>
        <translation>pola do mety</translation>
    </message>
    <message>
        <source>white dog {n}</source>
        <comment>in a sentence</comment>
        <translation>biały pies {n}</translation>
    </message>
    <message>
        <source>grey dog {n}</source>
        <comment>in a sentence</comment>
        <translation>szary pies {n}</translation>
    </message>
    <message>
        <source>brown dog {n}</source>
        <comment>in a sentence</comment>
        <translation>brązowy pies {n}</translation>
    </message>
    <message>
        <source>black dog {n}</source>
        <comment>in a sentence</comment>
        <translation>czarny pies {n}</translation>
    </message>
    <message>
        <source>field {n} (start field {dogs})</source>
        <translation>pole {n} (pole startowe {dogs})</translation>
    </message>
    <message>
        <source>Move one of your dogs to the next {colour} field ahead, or bring a waiting dog onto your start field if it shows {colour}.</source>
        <translation>Przesuń jednego ze swoich psów na najbliższe {colour} pole przed nim albo wprowadź psa sprzed budy na pole startowe, jeśli to pole też jest {colour}.</translation>
    </message>
    <message>
        <source>Move a dog to the second free {colour} field ahead; the first one is jumped and nothing happens there.</source>
        <translation>Przesuń psa na drugie wolne {colour} pole przed nim; pierwsze zostaje przeskoczone i nic się na nim nie dzieje.</translation>
    </message>
    <message>
        <source>Pick one of the two colours, then it works like a single card of that colour.</source>
        <translation>Wybierz jeden z dwóch kolorów; wtedy karta działa jak zwykła karta tego koloru.</translation>
    </message>
    <message>
        <source>A dog on the ring jumps to the next free kennel field ahead, where it is safe.</source>
        <translation>Pies na torze skacze na najbliższe wolne pole z budą przed sobą, gdzie jest bezpieczny.</translation>
    </message>
    <message>
        <source>One of your dogs on the ring changes places with another player&apos;s dog on the ring.</source>
        <translation>Jeden z twoich psów na torze zamienia się miejscami z psem innego gracza na torze.</translation>
    </message>
</context>
<context>
    <name>dogtable::games::dogkids::DogKidsTable</name>
    <message>
        <source>The table is hidden.</source>
        <translation>Stół jest zakryty.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Gracze</translation>
    </message>
    <message>
        <source> (you)</source>
        <translation> (ty)</translation>
    </message>
    <message numerus="yes">
        <source>%n cards · %1/%2 home</source>
        <translation>
            <numerusform>%n karta · %1/%2 na mecie</numerusform>
            <numerusform>%n karty · %1/%2 na mecie</numerusform>
            <numerusform>%n kart · %1/%2 na mecie</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cards · %1/%2</source>
        <translation>
            <numerusform>%n karta · %1/%2</numerusform>
            <numerusform>%n karty · %1/%2</numerusform>
            <numerusform>%n kart · %1/%2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 c. · %2/%3</source>
        <translation>%1 k. · %2/%3</translation>
    </message>
    <message>
        <source>team %1, with %2</source>
        <translation>drużyna %1, z: %2</translation>
    </message>
    <message>
        <source>plays alone</source>
        <translation>gra solo</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karty</translation>
    </message>
    <message>
        <source>%1 left</source>
        <translation>zostało: %1</translation>
    </message>
    <message>
        <source>%1 played</source>
        <translation>zagrane: %1</translation>
    </message>
    <message>
        <source>Card exchange with your partner: pick a card and offer it, or keep your cards. Cards change hands only if you both offer one.</source>
        <translation>Wymiana z partnerem: wybierz kartę i ją zaproponuj albo zatrzymaj swoje karty. Karty zmieniają właściciela tylko wtedy, gdy oboje coś zaproponujecie.</translation>
    </message>
    <message>
        <source>None of your cards can move a dog now: press Change hand to swap your whole hand.</source>
        <translation>Żadna twoja karta nie rusza teraz psa: naciśnij „Wymień karty”, by wymienić całą rękę.</translation>
    </message>
    <message>
        <source>All your dogs are home: your cards now move your partner&apos;s dogs.</source>
        <translation>Wszystkie twoje psy są na mecie: twoje karty ruszają teraz psami partnera.</translation>
    </message>
    <message>
        <source>Choose one of your glowing cards: the dogs it can move then light up. Hover a dog to see where it lands.</source>
        <translation>Wybierz jedną ze świecących kart: zaświecą się psy, które może ruszyć. Najedź na psa, by zobaczyć, dokąd dojdzie.</translation>
    </message>
    <message>
        <source>The partners are deciding about a card exchange.</source>
        <translation>Partnerzy decydują o wymianie kart.</translation>
    </message>
    <message>
        <source>Game over: %1 and %2 won.</source>
        <translation>Koniec gry: wygrali %1 i %2.</translation>
    </message>
    <message>
        <source>Game over: %1 won.</source>
        <translation>Koniec gry: wygrywa %1.</translation>
    </message>
    <message>
        <source>Watching: hands are hidden.</source>
        <translation>Oglądasz: karty graczy są zakryte.</translation>
    </message>
    <message>
        <source>Your cards</source>
        <translation>Twoje karty</translation>
    </message>
    <message>
        <source>
(offered: %1)</source>
        <translation>
(proponujesz: %1)</translation>
    </message>
    <message>
        <source>Change hand</source>
        <translation>Wymień karty</translation>
    </message>
    <message>
        <source>Discard all %1 cards and draw %1 new ones; your turn ends without a move.</source>
        <translation>Odrzuć wszystkie %1 karty i dobierz %1 nowe; twoja tura kończy się bez ruchu.</translation>
    </message>
    <message>
        <source>Keep my cards</source>
        <translation>Zatrzymuję karty</translation>
    </message>
    <message>
        <source>Do not exchange a card this time (an exchange needs both partners).</source>
        <translation>Tym razem bez wymiany (wymiana wymaga obojga partnerów).</translation>
    </message>
    <message>
        <source>Offer this card</source>
        <translation>Proponuję tę kartę</translation>
    </message>
    <message>
        <source>Slide the chosen card face down to your partner; you get theirs if they offer one too.</source>
        <translation>Podsuń wybraną kartę zakrytą partnerowi; dostaniesz jego kartę, jeśli on też coś zaproponuje.</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Zasady</translation>
    </message>
    <message>
        <source>Open the Dog Kids rules at the part that fits now (F1).</source>
        <translation>Otwórz zasady Dog Kids w miejscu, które pasuje do tej chwili (F1).</translation>
    </message>
    <message>
        <source>Field %1</source>
        <translation>Pole %1</translation>
    </message>
    <message>
        <source>Home field %1 %2</source>
        <extracomment>%2: &quot;of the white dogs&quot;</extracomment>
        <translation>Pole mety %1 %2</translation>
    </message>
    <message>
        <source>Food bowl %1</source>
        <extracomment>%1: &quot;of the white dogs&quot;</extracomment>
        <translation>Miska %1</translation>
    </message>
    <message>
        <source>Kennel %1</source>
        <extracomment>%1: &quot;of the white dogs&quot;</extracomment>
        <translation>Buda %1</translation>
    </message>
    <message>
        <source>Card %1: %2</source>
        <translation>Karta %1: %2</translation>
    </message>
    <message>
        <source>As %1 — %2</source>
        <translation>Kolor pola: %1 — %2</translation>
    </message>
    <message>
        <source>No dog can move with the %1 card now.</source>
        <translation>Kartą „%1” nie da się teraz ruszyć żadnego psa.</translation>
    </message>
    <message>
        <source>Choose one of your cards first, then the dog to move.</source>
        <translation>Najpierw wybierz kartę, potem psa.</translation>
    </message>
    <message>
        <source>With the swap card, first pick one of your dogs on the ring.</source>
        <translation>Przy karcie „zamiana psów” wybierz najpierw swojego psa na torze.</translation>
    </message>
    <message>
        <source>That dog cannot move with this card.</source>
        <translation>Tego psa nie da się ruszyć tą kartą.</translation>
    </message>
    <message>
        <source>Now pick the other player&apos;s dog to swap with.</source>
        <translation>Teraz wybierz psa innego gracza do zamiany.</translation>
    </message>
    <message>
        <source>Pick one of your dogs on the ring, then the dog to swap with.</source>
        <translation>Wybierz swojego psa na torze, a potem psa do zamiany.</translation>
    </message>
    <message>
        <source>Pick a highlighted dog to move it.</source>
        <translation>Wybierz podświetlonego psa, by go ruszyć.</translation>
    </message>
    <message>
        <source> (your partner)</source>
        <translation> (twój partner)</translation>
    </message>
    <message>
        <source>%1 of %2, %3</source>
        <extracomment>%1: &quot;white dog 2&quot;, %2: the player, %3: where the dog is</extracomment>
        <translation>%2: %1, %3</translation>
    </message>
    <message numerus="yes">
        <source>%n card · %1/%2 home</source>
        <translation>
            <numerusform>%n karta · %1/%2 na mecie</numerusform>
            <numerusform>%n karty · %1/%2 na mecie</numerusform>
            <numerusform>%n kart · %1/%2 na mecie</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card · %1/%2</source>
        <translation>
            <numerusform>%n karta · %1/%2</numerusform>
            <numerusform>%n karty · %1/%2</numerusform>
            <numerusform>%n kart · %1/%2</numerusform>
        </translation>
    </message>
    <message>
        <source>A highlighted dog shows its move when you point at it; choose it to make it.</source>
        <translation>Podświetlony pies pokazuje swój ruch, gdy go wskażesz; wybierz go, aby wykonać ruch.</translation>
    </message>
</context>
</TS>
