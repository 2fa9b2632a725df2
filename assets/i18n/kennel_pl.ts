<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl">
<context>
    <name>dogtable::games::kennel::KennelTable</name>
    <message>
        <source>BEA</source>
        <translation>BEA</translation>
    </message>
    <message>
        <source>MUT</source>
        <translation>KUN</translation>
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
        <translation>OWC</translation>
    </message>
    <message>
        <source>POO</source>
        <translation>PUD</translation>
    </message>
    <message>
        <source>STB</source>
        <translation>BER</translation>
    </message>
    <message>
        <source>F</source>
        <comment>food pictogram</comment>
        <translation>K</translation>
    </message>
    <message>
        <source>M</source>
        <comment>medicine pictogram</comment>
        <translation>L</translation>
    </message>
    <message>
        <source>G</source>
        <comment>gas pictogram</comment>
        <translation>P</translation>
    </message>
    <message>
        <source>Round %1 (last round) · </source>
        <translation>Runda %1 (ostatnia) · </translation>
    </message>
    <message>
        <source>Round %1 · </source>
        <translation>Runda %1 · </translation>
    </message>
    <message>
        <source>Rules of this step ▸</source>
        <translation>Zasady tego kroku ▸</translation>
    </message>
    <message>
        <source>Open the rules page at this part of the round (F1).</source>
        <translation>Otwiera stronę zasad w tej części rundy (F1).</translation>
    </message>
    <message>
        <source>◆ City</source>
        <translation>◆ Miasto</translation>
    </message>
    <message>
        <source>Countryside ■</source>
        <translation>Wieś ■</translation>
    </message>
    <message>
        <source>The city: blue-backed dog tokens (◆).</source>
        <translation>Miasto: żetony psów z niebieskim rewersem (◆).</translation>
    </message>
    <message>
        <source>The countryside: green-backed dog tokens (■).</source>
        <translation>Wieś: żetony psów z zielonym rewersem (■).</translation>
    </message>
    <message>
        <source>Face-down supplies refill the empty spaces at the end of each round.</source>
        <translation>Zakryte zapasy uzupełniają puste pola na końcu każdej rundy.</translation>
    </message>
    <message>
        <source>Centre</source>
        <translation>Centrum</translation>
    </message>
    <message>
        <source>The central space: every truck starts Phase 1 here. No truck can stop here.</source>
        <translation>Pole centralne: każda furgonetka zaczyna tu fazę 1. Żadna nie może się tu zatrzymać.</translation>
    </message>
    <message>
        <source>%1&apos;s truck</source>
        <translation>Furgonetka: %1</translation>
    </message>
    <message>
        <source>%1 gas</source>
        <translation>paliwo: %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Empty card slot</source>
        <translation>Puste miejsce na kartę</translation>
    </message>
    <message>
        <source>Dog Fair card:</source>
        <translation>Karta Targu:</translation>
    </message>
    <message>
        <source>%1 can be sold to the Fair this round</source>
        <translation>%1: w tej rundzie można go sprzedać na Targu</translation>
    </message>
    <message>
        <source>%1 can be sold to the Fair this round (not in this game)</source>
        <translation>%1: w tej rundzie można go sprzedać na Targu (nie ma go w tej grze)</translation>
    </message>
    <message>
        <source>Fair pool: empty (nothing to buy or trade)</source>
        <translation>Psy na Targu: brak</translation>
    </message>
    <message>
        <source>A dog costs 10 minus the number of dogs in the pool (at least 1). Pool dogs are all healthy.</source>
        <translation>Pies kosztuje 10 minus liczba psów na Targu (co najmniej 1). Wszystkie psy z Targu są zdrowe.</translation>
    </message>
    <message>
        <source>%1 in the Fair pool (%2)</source>
        <translation>%1 na Targu (%2)</translation>
    </message>
    <message>
        <source> · first</source>
        <translation> · pierwszy</translation>
    </message>
    <message>
        <source> · 2 workers</source>
        <translation> · 2 pionki</translation>
    </message>
    <message>
        <source> · 1 worker</source>
        <translation> · 1 pionek</translation>
    </message>
    <message>
        <source> · 1st</source>
        <translation> · 1.</translation>
    </message>
    <message>
        <source> · 2w</source>
        <translation> · 2p</translation>
    </message>
    <message>
        <source> · 1w</source>
        <translation> · 1p</translation>
    </message>
    <message>
        <source> · first player</source>
        <translation> · pierwszy gracz</translation>
    </message>
    <message>
        <source>2 workers (you and your helper)</source>
        <translation>2 pionki (ty i twój pomocnik)</translation>
    </message>
    <message>
        <source>1 worker</source>
        <translation>1 pionek</translation>
    </message>
    <message>
        <source>Coins %1 · Gas %2/%5 · Food %3 · Med %4</source>
        <translation>Monety %1 · Paliwo %2/%5 · Karma %3 · Leki %4</translation>
    </message>
    <message>
        <source>$%1 · Gas %2/%5 · Food %3 · Med %4</source>
        <translation>$%1 · Pal. %2/%5 · Karma %3 · Leki %4</translation>
    </message>
    <message>
        <source>$%1 · G %2/%5 · F %3 · M %4</source>
        <translation>$%1 · P %2/%5 · K %3 · L %4</translation>
    </message>
    <message>
        <source>Office: coins and workers (you and your helper). Garage: gas (at most %1). Storeroom: food. Infirmary: medicine.</source>
        <translation>Biuro: monety i pionki (ty i twój pomocnik). Garaż: paliwo (najwyżej %1). Spiżarnia: karma. Izolatka: leki.</translation>
    </message>
    <message>
        <source>Office: coins and workers (the helper has left). Garage: gas (at most %1). Storeroom: food. Infirmary: medicine.</source>
        <translation>Biuro: monety i pionki (pomocnik odszedł). Garaż: paliwo (najwyżej %1). Spiżarnia: karma. Izolatka: leki.</translation>
    </message>
    <message>
        <source>Pen %1</source>
        <translation>Kojec %1</translation>
    </message>
    <message>
        <source>Pen %1 (%2)</source>
        <translation>Kojec %1 (%2)</translation>
    </message>
    <message>
        <source>%1 pt</source>
        <translation>%1 pkt</translation>
    </message>
    <message>
        <source>Pen %1: at most 4 dogs, at most 2 breeds; each row holds 2 dogs of one breed.</source>
        <translation>Kojec %1: najwyżej 4 psy i 2 rasy; w każdym rzędzie 2 psy jednej rasy.</translation>
    </message>
    <message>
        <source>✓ Quartet bonus already paid for this pen.</source>
        <translation>✓ Premia za pełny kojec już wypłacona za ten kojec.</translation>
    </message>
    <message>
        <source>Infirmary %1/%2</source>
        <translation>Izolatka %1/%2</translation>
    </message>
    <message>
        <source>Sick dogs (at most %1). Each costs %2 points at the end; %3 medicine at the Vet cures one.</source>
        <translation>Chore psy (najwyżej %1). Każdy odbiera na koniec %2 punkty; %3 żeton leków u Weterynarza leczy jednego.</translation>
    </message>
    <message>
        <source>Sick %1 in the infirmary</source>
        <translation>%1 (chory) w izolatce</translation>
    </message>
    <message>
        <source>Waiting</source>
        <translation>Czekają</translation>
    </message>
    <message>
        <source>Truck</source>
        <translation>Furgonetka</translation>
    </message>
    <message>
        <source>Dogs waiting for a pen. Drop a pen dog here to lift it out.</source>
        <translation>Psy czekające na kojec. Upuść tu psa z kojca, by go wyjąć.</translation>
    </message>
    <message>
        <source>Truck tile: dogs rescued this phase ride here until the truck is home.</source>
        <translation>Kafelek furgonetki: psy uratowane w tej fazie jadą tu, aż furgonetka wróci do schroniska.</translation>
    </message>
    <message>
        <source>Cards: %1</source>
        <translation>Karty: %1</translation>
    </message>
    <message>
        <source>Cards: none</source>
        <translation>Karty: brak</translation>
    </message>
    <message>
        <source>No special cards</source>
        <translation>Brak kart specjalnych</translation>
    </message>
    <message>
        <source>salary paid</source>
        <translation>pensja wypłacona</translation>
    </message>
    <message>
        <source>salary paid with Helper card</source>
        <translation>pensja opłacona kartą Pomocnik</translation>
    </message>
    <message>
        <source>helper left (unpaid)</source>
        <translation>pomocnik odszedł (bez pensji)</translation>
    </message>
    <message>
        <source>helper rehired</source>
        <translation>pomocnik zatrudniony ponownie</translation>
    </message>
    <message>
        <source>no helper</source>
        <translation>bez pomocnika</translation>
    </message>
    <message numerus="yes">
        <source> · %n fell sick</source>
        <translation>
            <numerusform> · zachorował %n</numerusform>
            <numerusform> · zachorowały %n</numerusform>
            <numerusform> · zachorowało %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> · %n to the Fair</source>
        <translation>
            <numerusform> · %n na Targ</numerusform>
            <numerusform> · %n na Targ</numerusform>
            <numerusform> · %n na Targ</numerusform>
        </translation>
    </message>
    <message>
        <source>Round end: %1</source>
        <translation>Koniec rundy: %1</translation>
    </message>
    <message>
        <source>%1: %2 (wins)</source>
        <translation>%1: %2 (wygrywa)</translation>
    </message>
    <message>
        <source>Game over — %1</source>
        <translation>Koniec gry — %1</translation>
    </message>
    <message>
        <source>Game over — %1 — tie broken by %2</source>
        <translation>Koniec gry — %1 — remis rozstrzyga: %2</translation>
    </message>
    <message>
        <source>Not possible now. %1</source>
        <translation>Teraz nie można. %1</translation>
    </message>
    <message>
        <source>No gas</source>
        <translation>Bez paliwa</translation>
    </message>
    <message>
        <source>Play Dog Swap</source>
        <translation>Zagraj Zamianę psów</translation>
    </message>
    <message>
        <source>Receive 1 Dog (country)</source>
        <translation>Przyjmij 1 psa (wieś)</translation>
    </message>
    <message>
        <source>Receive 1 Dog (city)</source>
        <translation>Przyjmij 1 psa (miasto)</translation>
    </message>
    <message>
        <source>Drive here (%1 gas)</source>
        <translation>Jedź tutaj (paliwo: %1)</translation>
    </message>
    <message>
        <source>Return home (%1 gas)</source>
        <translation>Wróć do schroniska (paliwo: %1)</translation>
    </message>
    <message>
        <source>Stay home</source>
        <translation>Zostań w schronisku</translation>
    </message>
    <message>
        <source>Bonus: 1 %1</source>
        <translation>Premia: %1 ×1</translation>
    </message>
    <message>
        <source>Play Vet card</source>
        <translation>Zagraj kartę Weterynarz</translation>
    </message>
    <message>
        <source>Keep the Vet card</source>
        <translation>Zatrzymaj kartę Weterynarz</translation>
    </message>
    <message>
        <source>Arrange for me</source>
        <translation>Rozmieść za mnie</translation>
    </message>
    <message>
        <source>Done arranging</source>
        <translation>Gotowe</translation>
    </message>
    <message>
        <source>Donate this %1</source>
        <translation>Oddaj psa (%1)</translation>
    </message>
    <message>
        <source>Donate this sick %1</source>
        <translation>Oddaj chorego psa (%1)</translation>
    </message>
    <message>
        <source>Take the dog</source>
        <translation>Przyjmij psa</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Odmów</translation>
    </message>
    <message>
        <source>1 %1 → 1 %2</source>
        <translation>%1 ×1 → %2 ×1</translation>
    </message>
    <message>
        <source>%1 food</source>
        <translation>karma ×%1</translation>
    </message>
    <message>
        <source>%1 medicine</source>
        <translation>leki ×%1</translation>
    </message>
    <message>
        <source>%1 food + %2 medicine</source>
        <translation>karma ×%1 + leki ×%2</translation>
    </message>
    <message>
        <source>End action</source>
        <translation>Zakończ akcję</translation>
    </message>
    <message>
        <source>Rehire with Helper card</source>
        <translation>Zatrudnij ponownie kartą Pomocnik</translation>
    </message>
    <message>
        <source>Pay with Helper card</source>
        <translation>Zapłać kartą Pomocnik</translation>
    </message>
    <message>
        <source>Do not rehire</source>
        <translation>Nie zatrudniaj</translation>
    </message>
    <message>
        <source>Places every dog in the arrangement that scores the most, and finishes.</source>
        <translation>Rozmieszcza wszystkie psy w układzie dającym najwięcej punktów i kończy.</translation>
    </message>
    <message>
        <source>Only before driving. If every player stays home, this round is the last.</source>
        <translation>Tylko przed jazdą. Jeśli wszyscy zostaną w schronisku, ta runda jest ostatnia.</translation>
    </message>
    <message>
        <source>Esc: cancel selection</source>
        <translation>Esc: anuluj wybór</translation>
    </message>
    <message>
        <source>Donation</source>
        <translation>Oddanie psa</translation>
    </message>
    <message>
        <source>%1 has no room and donates a %2 (sick, for your infirmary). %3, do you take it?</source>
        <translation>%1 nie ma miejsca i oddaje psa (%2; chory, do twojej izolatki). %3, przyjmujesz go?</translation>
    </message>
    <message>
        <source>%1 has no room and donates a %2. %3, do you take it?</source>
        <translation>%1 nie ma miejsca i oddaje psa (%2). %3, przyjmujesz go?</translation>
    </message>
    <message>
        <source>You may rearrange your pens to make room.</source>
        <translation>Możesz przestawić psy w kojcach, by zrobić miejsce.</translation>
    </message>
    <message>
        <source>The offer passes on clockwise; if nobody takes it, it goes to the Dog Fair.</source>
        <translation>Propozycja przechodzi dalej zgodnie z ruchem wskazówek zegara; jeśli nikt nie przyjmie psa, trafia on na Targ Psów.</translation>
    </message>
    <message numerus="yes">
        <source>Supply: %n token</source>
        <translation>
            <numerusform>Zapas: %n żeton</numerusform>
            <numerusform>Zapas: %n żetony</numerusform>
            <numerusform>Zapas: %n żetonów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Supply: %n tokens</source>
        <translation>
            <numerusform>Zapas: %n żeton</numerusform>
            <numerusform>Zapas: %n żetony</numerusform>
            <numerusform>Zapas: %n żetonów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 — footprint space, reward %n coin for a lost dog.</source>
        <translation>
            <numerusform>%1 — pole z łapkami, nagroda %n moneta za zagubionego psa.</numerusform>
            <numerusform>%1 — pole z łapkami, nagroda %n monety za zagubionego psa.</numerusform>
            <numerusform>%1 — pole z łapkami, nagroda %n monet za zagubionego psa.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 — footprint space, reward %n coins for a lost dog.</source>
        <translation>
            <numerusform>%1 — pole z łapkami, nagroda %n moneta za zagubionego psa.</numerusform>
            <numerusform>%1 — pole z łapkami, nagroda %n monety za zagubionego psa.</numerusform>
            <numerusform>%1 — pole z łapkami, nagroda %n monet za zagubionego psa.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Fair pool: %1 · a dog costs %n coin</source>
        <translation>
            <numerusform>Psy na Targu: %1 · pies kosztuje %n monetę</numerusform>
            <numerusform>Psy na Targu: %1 · pies kosztuje %n monety</numerusform>
            <numerusform>Psy na Targu: %1 · pies kosztuje %n monet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Fair pool: %1 · a dog costs %n coins</source>
        <translation>
            <numerusform>Psy na Targu: %1 · pies kosztuje %n monetę</numerusform>
            <numerusform>Psy na Targu: %1 · pies kosztuje %n monety</numerusform>
            <numerusform>Psy na Targu: %1 · pies kosztuje %n monet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n dog</source>
        <translation>
            <numerusform>%n pies</numerusform>
            <numerusform>%n psy</numerusform>
            <numerusform>%n psów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n dogs</source>
        <translation>
            <numerusform>%n pies</numerusform>
            <numerusform>%n psy</numerusform>
            <numerusform>%n psów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Scores %n points at the end if built and holding a dog.</source>
        <translation>
            <numerusform>Na koniec daje %n punkt, jeśli jest zbudowany i jest w nim pies.</numerusform>
            <numerusform>Na koniec daje %n punkty, jeśli jest zbudowany i jest w nim pies.</numerusform>
            <numerusform>Na koniec daje %n punktów, jeśli jest zbudowany i jest w nim pies.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>fed %n pen</source>
        <translation>
            <numerusform>nakarmiony %n kojec</numerusform>
            <numerusform>nakarmione %n kojce</numerusform>
            <numerusform>nakarmionych %n kojców</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>fed %n pens</source>
        <translation>
            <numerusform>nakarmiony %n kojec</numerusform>
            <numerusform>nakarmione %n kojce</numerusform>
            <numerusform>nakarmionych %n kojców</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Build pen %1 with Discount (%n coin)</source>
        <translation>
            <numerusform>Zbuduj kojec %1 ze Zniżką (%n moneta)</numerusform>
            <numerusform>Zbuduj kojec %1 ze Zniżką (%n monety)</numerusform>
            <numerusform>Zbuduj kojec %1 ze Zniżką (%n monet)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Build pen %1 with Discount (%n coins)</source>
        <translation>
            <numerusform>Zbuduj kojec %1 ze Zniżką (%n moneta)</numerusform>
            <numerusform>Zbuduj kojec %1 ze Zniżką (%n monety)</numerusform>
            <numerusform>Zbuduj kojec %1 ze Zniżką (%n monet)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Build pen %1 (%n coin)</source>
        <translation>
            <numerusform>Zbuduj kojec %1 (%n moneta)</numerusform>
            <numerusform>Zbuduj kojec %1 (%n monety)</numerusform>
            <numerusform>Zbuduj kojec %1 (%n monet)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Build pen %1 (%n coins)</source>
        <translation>
            <numerusform>Zbuduj kojec %1 (%n moneta)</numerusform>
            <numerusform>Zbuduj kojec %1 (%n monety)</numerusform>
            <numerusform>Zbuduj kojec %1 (%n monet)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n coin)</source>
        <translation>
            <numerusform>%1 (%n moneta)</numerusform>
            <numerusform>%1 (%n monety)</numerusform>
            <numerusform>%1 (%n monet)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n coins)</source>
        <translation>
            <numerusform>%1 (%n moneta)</numerusform>
            <numerusform>%1 (%n monety)</numerusform>
            <numerusform>%1 (%n monet)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sell (%n coins)</source>
        <translation>
            <numerusform>Sprzedaj (%n moneta)</numerusform>
            <numerusform>Sprzedaj (%n monety)</numerusform>
            <numerusform>Sprzedaj (%n monet)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Rehire (%n coin)</source>
        <translation>
            <numerusform>Zatrudnij ponownie (%n moneta)</numerusform>
            <numerusform>Zatrudnij ponownie (%n monety)</numerusform>
            <numerusform>Zatrudnij ponownie (%n monet)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Rehire (%n coins)</source>
        <translation>
            <numerusform>Zatrudnij ponownie (%n moneta)</numerusform>
            <numerusform>Zatrudnij ponownie (%n monety)</numerusform>
            <numerusform>Zatrudnij ponownie (%n monet)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pay salary (%n coin)</source>
        <translation>
            <numerusform>Zapłać pensję (%n moneta)</numerusform>
            <numerusform>Zapłać pensję (%n monety)</numerusform>
            <numerusform>Zapłać pensję (%n monet)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pay salary (%n coins)</source>
        <translation>
            <numerusform>Zapłać pensję (%n moneta)</numerusform>
            <numerusform>Zapłać pensję (%n monety)</numerusform>
            <numerusform>Zapłać pensję (%n monet)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 in pen %2 (row %3)
a dog in pen %2, row %3: it can move to another pen or wait</source>
        <translation>%1 w kojcu %2 (rząd %3)
pies w kojcu %2, rząd %3: może przejść do innego kojca albo czekać</translation>
    </message>
    <message>
        <source>%1 (sick)
sick, waiting for the vet</source>
        <translation>%1 (chory)
chory, czeka na weterynarza</translation>
    </message>
    <message>
        <source>%1
waiting for a pen</source>
        <translation>%1
czeka na kojec</translation>
    </message>
    <message numerus="yes">
        <source>+%n more</source>
        <translation>
            <numerusform>+%n więcej</numerusform>
            <numerusform>+%n więcej</numerusform>
            <numerusform>+%n więcej</numerusform>
        </translation>
    </message>
    <message>
        <source>a choice of this step</source>
        <translation>wybór w tym kroku</translation>
    </message>
    <message numerus="yes">
        <source>Sell with Trained Dog (%n coins)</source>
        <translation>
            <numerusform>Sprzedaj z Psem tresowanym (%n moneta)</numerusform>
            <numerusform>Sprzedaj z Psem tresowanym (%n monety)</numerusform>
            <numerusform>Sprzedaj z Psem tresowanym (%n monet)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sell with Award-winning Dog (%n coins)</source>
        <translation>
            <numerusform>Sprzedaj z Psem z medalem (%n moneta)</numerusform>
            <numerusform>Sprzedaj z Psem z medalem (%n monety)</numerusform>
            <numerusform>Sprzedaj z Psem z medalem (%n monet)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sell with Trained Dog and Award-winning Dog (%n coins)</source>
        <translation>
            <numerusform>Sprzedaj z Psem tresowanym i Psem z medalem (%n moneta)</numerusform>
            <numerusform>Sprzedaj z Psem tresowanym i Psem z medalem (%n monety)</numerusform>
            <numerusform>Sprzedaj z Psem tresowanym i Psem z medalem (%n monet)</numerusform>
        </translation>
    </message>
    <message>
        <source>Dog Swap: choose the first of the two spaces whose tokens change places.</source>
        <translation>Zamiana psów: wybierz pierwsze z dwóch pól, których żetony zamienią się miejscami.</translation>
    </message>
    <message>
        <source>Dog Swap: %1 chosen; now choose the second space (or %1 again to cancel).</source>
        <translation>Zamiana psów: wybrano pole %1; teraz wybierz drugie pole (albo znów %1, by anulować).</translation>
    </message>
    <message>
        <source>Choose a waiting dog first, then the pen for it.</source>
        <translation>Najpierw wybierz czekającego psa, potem kojec dla niego.</translation>
    </message>
    <message>
        <source>Warehouse: trade 1 %1 token for 1 %2 token.</source>
        <translation>Magazyn: wymień 1 żeton (%1) na 1 żeton (%2).</translation>
    </message>
    <message>
        <source>%1 Then choose the two spaces.</source>
        <translation>%1 Potem wybierz oba pola.</translation>
    </message>
    <message numerus="yes">
        <source>Out of reach now (keep %n gas to return home).</source>
        <translation>
            <numerusform>Teraz poza zasięgiem (zachowaj %n paliwo na powrót).</numerusform>
            <numerusform>Teraz poza zasięgiem (zachowaj %n paliwa na powrót).</numerusform>
            <numerusform>Teraz poza zasięgiem (zachowaj %n paliw na powrót).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Drive to %1 for %n gas: choose the button to confirm (or the space again to cancel).</source>
        <translation>
            <numerusform>Jazda na pole %1 za %n paliwo: wybierz przycisk, by potwierdzić (albo znów pole, by anulować).</numerusform>
            <numerusform>Jazda na pole %1 za %n paliwa: wybierz przycisk, by potwierdzić (albo znów pole, by anulować).</numerusform>
            <numerusform>Jazda na pole %1 za %n paliw: wybierz przycisk, by potwierdzić (albo znów pole, by anulować).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Costs %n gas from anywhere. First and last trucks home take a bonus token (both, if one truck is first and last).</source>
        <translation>
            <numerusform>Kosztuje %n paliwo z dowolnego miejsca. Pierwsza i ostatnia furgonetka w schronisku dostaje żeton premii (oba, jeśli to ta sama).</numerusform>
            <numerusform>Kosztuje %n paliwa z dowolnego miejsca. Pierwsza i ostatnia furgonetka w schronisku dostaje żeton premii (oba, jeśli to ta sama).</numerusform>
            <numerusform>Kosztuje %n paliw z dowolnego miejsca. Pierwsza i ostatnia furgonetka w schronisku dostaje żeton premii (oba, jeśli to ta sama).</numerusform>
        </translation>
    </message>
    <message>
        <source>Buy %1 (%2)</source>
        <translation>Kup %1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%n gas</source>
        <translation>
            <numerusform>%n paliwo</numerusform>
            <numerusform>%n paliwa</numerusform>
            <numerusform>%n paliw</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n coin</source>
        <translation>
            <numerusform>%n moneta</numerusform>
            <numerusform>%n monety</numerusform>
            <numerusform>%n monet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n coins</source>
        <translation>
            <numerusform>%n moneta</numerusform>
            <numerusform>%n monety</numerusform>
            <numerusform>%n monet</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <source>The breeds on the tokens: %1</source>
        <translation>Rasy na żetonach: %1</translation>
    </message>
    <message>
        <source>A red + marks a sick dog; a gold $ a lost dog, whose rescue pays the reward of its space.</source>
        <translation>Czerwony + oznacza chorego psa; złoty $ zagubionego psa, za którego uratowanie płaci się nagrodę z jego pola.</translation>
    </message>
    <message>
        <source>Pen %1 is not built yet: the City Hall builds it for %2 coins.</source>
        <translation>Kojec %1 nie jest jeszcze zbudowany: Ratusz buduje go za %2 monety.</translation>
    </message>
    <message>
        <source>wage paid</source>
        <comment>round end, short</comment>
        <translation>pensja wypłacona</translation>
    </message>
    <message>
        <source>wage: Helper card</source>
        <comment>round end, short</comment>
        <translation>pensja: karta Pomocnik</translation>
    </message>
    <message>
        <source>helper left</source>
        <comment>round end, short</comment>
        <translation>pomocnik odszedł</translation>
    </message>
    <message numerus="yes">
        <source>%n fed</source>
        <comment>round end, short: pens fed</comment>
        <translation>
            <numerusform>%n nakarmiony</numerusform>
            <numerusform>%n nakarmione</numerusform>
            <numerusform>%n nakarmionych</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> · %n sick</source>
        <comment>round end, short</comment>
        <translation>
            <numerusform> · %n chory</numerusform>
            <numerusform> · %n chore</numerusform>
            <numerusform> · %n chorych</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> · %n to Fair</source>
        <comment>round end, short</comment>
        <translation>
            <numerusform> · %n na Targ</numerusform>
            <numerusform> · %n na Targ</numerusform>
            <numerusform> · %n na Targ</numerusform>
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
        <translation>Kundel</translation>
    </message>
    <message>
        <source>Rottweiler</source>
        <translation>Rottweiler</translation>
    </message>
    <message>
        <source>Bulldog</source>
        <translation>Buldog</translation>
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
        <translation>Dalmatyńczyk</translation>
    </message>
    <message>
        <source>German Shepherd</source>
        <translation>Owczarek niemiecki</translation>
    </message>
    <message>
        <source>Poodle</source>
        <translation>Pudel</translation>
    </message>
    <message>
        <source>St. Bernard</source>
        <translation>Bernardyn</translation>
    </message>
    <message>
        <source>food</source>
        <translation>karma</translation>
    </message>
    <message>
        <source>medicine</source>
        <translation>leki</translation>
    </message>
    <message>
        <source>gas</source>
        <translation>paliwo</translation>
    </message>
    <message>
        <source>coins</source>
        <translation>monety</translation>
    </message>
    <message>
        <source>1 Food</source>
        <translation>Karma ×1</translation>
    </message>
    <message>
        <source>2 Food</source>
        <translation>Karma ×2</translation>
    </message>
    <message>
        <source>3 Food</source>
        <translation>Karma ×3</translation>
    </message>
    <message>
        <source>1 Medicine</source>
        <translation>Leki ×1</translation>
    </message>
    <message>
        <source>2 Medicine</source>
        <translation>Leki ×2</translation>
    </message>
    <message>
        <source>3 Medicine</source>
        <translation>Leki ×3</translation>
    </message>
    <message>
        <source>1 Gas</source>
        <translation>Paliwo ×1</translation>
    </message>
    <message>
        <source>2 Gas</source>
        <translation>Paliwo ×2</translation>
    </message>
    <message>
        <source>3 Gas</source>
        <translation>Paliwo ×3</translation>
    </message>
    <message>
        <source>1 Coin</source>
        <translation>Monety ×1</translation>
    </message>
    <message>
        <source>2 Coins</source>
        <translation>Monety ×2</translation>
    </message>
    <message>
        <source>3 Coins</source>
        <translation>Monety ×3</translation>
    </message>
    <message>
        <source>Receive 1 Dog</source>
        <translation>Przyjmij 1 psa</translation>
    </message>
    <message>
        <source>Trained Dog</source>
        <translation>Pies tresowany</translation>
    </message>
    <message>
        <source>Award-winning Dog</source>
        <translation>Pies z medalem</translation>
    </message>
    <message>
        <source>Vet</source>
        <translation>Weterynarz</translation>
    </message>
    <message>
        <source>Dog Swap</source>
        <translation>Zamiana psów</translation>
    </message>
    <message>
        <source>Discount</source>
        <translation>Zniżka</translation>
    </message>
    <message>
        <source>Helper</source>
        <translation>Pomocnik</translation>
    </message>
    <message>
        <source>Free Entry</source>
        <translation>Wolne wejście</translation>
    </message>
    <message>
        <source>City Hall</source>
        <translation>Ratusz</translation>
    </message>
    <message>
        <source>Warehouse</source>
        <translation>Magazyn</translation>
    </message>
    <message>
        <source>Pet Shop</source>
        <translation>Zoosklep</translation>
    </message>
    <message>
        <source>Dog Fair</source>
        <translation>Targ Psów</translation>
    </message>
    <message>
        <source>Resource card: take the tokens shown as soon as you take the card.</source>
        <translation>Karta zasobów: weź pokazane żetony od razu, gdy bierzesz kartę.</translation>
    </message>
    <message>
        <source>Phase 1, before your truck is home: draw a random dog from the city or country supply onto your truck.</source>
        <translation>Faza 1, zanim furgonetka wróci do schroniska: dobierz losowego psa z zapasu miasta albo wsi na swoją furgonetkę.</translation>
    </message>
    <message>
        <source>Dog Fair: one sale pays 1 extra coin.</source>
        <translation>Targ Psów: jedna sprzedaż daje 1 monetę więcej.</translation>
    </message>
    <message>
        <source>Dog Fair: one sale pays 2 extra coins.</source>
        <translation>Targ Psów: jedna sprzedaż daje 2 monety więcej.</translation>
    </message>
    <message>
        <source>Phase 1 unloading: the sick dogs your truck brought home go straight into pens, healthy.</source>
        <translation>Faza 1, przy rozładunku: chore psy przywiezione furgonetką trafiają prosto do kojców, już zdrowe.</translation>
    </message>
    <message>
        <source>Phase 1, on your turn before driving: swap two dog tokens on the map.</source>
        <translation>Faza 1, w twojej turze przed jazdą: zamień miejscami dwa żetony psów na planszy.</translation>
    </message>
    <message>
        <source>City Hall: building your next pen costs 1 coin instead of 2.</source>
        <translation>Ratusz: budowa kolejnego kojca kosztuje 1 monetę zamiast 2.</translation>
    </message>
    <message>
        <source>Phase 3: pays your helper&apos;s salary (or the rehire fee) instead of a coin.</source>
        <translation>Faza 3: opłaca pensję pomocnika (albo jego ponowne zatrudnienie) zamiast monety.</translation>
    </message>
    <message>
        <source>Phase 2: place a worker on a full action box and do its action, taking no card.</source>
        <translation>Faza 2: postaw pionka na zajętym polu akcji i wykonaj akcję, bez brania karty.</translation>
    </message>
    <message>
        <source>Pay 2 coins (1 with Discount) to build your next additional pen (2 pt, then 3 pt, then 5 pt).</source>
        <translation>Zapłać 2 monety (1 ze Zniżką), by zbudować kolejny dodatkowy kojec (2 pkt, potem 3 pkt, potem 5 pkt).</translation>
    </message>
    <message>
        <source>Exchange up to 2 tokens of food, medicine or gas with the supply, one for one.</source>
        <translation>Wymień z zapasem do 2 żetonów karmy, leków lub paliwa, jeden za jeden.</translation>
    </message>
    <message>
        <source>Each coin buys 2 tokens of food and/or medicine.</source>
        <translation>Każda moneta kupuje 2 żetony karmy lub leków, w dowolnym połączeniu.</translation>
    </message>
    <message>
        <source>Each medicine cures one infirmary dog, which moves into a free legal pen spot.</source>
        <translation>Każdy żeton leków leczy jednego psa z izolatki; pies idzie na wolne, dozwolone miejsce w kojcu.</translation>
    </message>
    <message>
        <source>One deal: sell a dog of a breed on the fair card (2 coins), buy a dog (10 minus pool size, at least 1), or trade one for one.</source>
        <translation>Jedna transakcja: sprzedaj psa rasy z karty Targu (2 monety), kup psa (10 minus liczba psów na Targu, co najmniej 1) albo wymień psa na psa.</translation>
    </message>
    <message>
        <source>The lost {breed} goes to the Dog Fair; {who} gets 1 coin</source>
        <translation>Zagubiony pies ({breed}) trafia na Targ Psów; {who} dostaje 1 monetę</translation>
    </message>
    <message numerus="yes">
        <source>The lost {breed} goes to the Dog Fair; {who} gets %n coin for rescuing it</source>
        <comment>The lost {breed} goes to the Dog Fair; {who} gets %n coins for rescuing it</comment>
        <translation>
            <numerusform>Zagubiony pies ({breed}) trafia na Targ Psów; {who} dostaje %n monetę nagrody</numerusform>
            <numerusform>Zagubiony pies ({breed}) trafia na Targ Psów; {who} dostaje %n monety nagrody</numerusform>
            <numerusform>Zagubiony pies ({breed}) trafia na Targ Psów; {who} dostaje %n monet nagrody</numerusform>
        </translation>
    </message>
    <message>
        <source>{who}&apos;s infirmary is full: the hungry {breed} goes to the Dog Fair</source>
        <translation>Izolatka ({who}) jest pełna: głodny pies ({breed}) trafia na Targ Psów</translation>
    </message>
    <message>
        <source>{who} is offered the donated sick {breed}</source>
        <translation>{who} dostaje propozycję: oddany chory pies ({breed})</translation>
    </message>
    <message>
        <source>{who} is offered the donated {breed}</source>
        <translation>{who} dostaje propozycję: oddany pies ({breed})</translation>
    </message>
    <message>
        <source>Nobody can take the donated {breed}: it goes to the Dog Fair (cured)</source>
        <translation>Nikt nie może przyjąć oddanego psa ({breed}): trafia na Targ Psów (wyleczony)</translation>
    </message>
    <message>
        <source>Nobody can take the donated {breed}: it goes to the Dog Fair</source>
        <translation>Nikt nie może przyjąć oddanego psa ({breed}): trafia na Targ Psów</translation>
    </message>
    <message numerus="yes">
        <source>{who} unloads %n healthy dog to be put into pens</source>
        <comment>{who} unloads %n healthy dogs to be put into pens</comment>
        <translation>
            <numerusform>{who} rozładowuje %n zdrowego psa do rozmieszczenia w kojcach</numerusform>
            <numerusform>{who} rozładowuje %n zdrowe psy do rozmieszczenia w kojcach</numerusform>
            <numerusform>{who} rozładowuje %n zdrowych psów do rozmieszczenia w kojcach</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n sick dog goes to {who}&apos;s infirmary</source>
        <comment>%n sick dogs go to {who}&apos;s infirmary</comment>
        <translation>
            <numerusform>%n chory pies trafia do izolatki ({who})</numerusform>
            <numerusform>%n chore psy trafiają do izolatki ({who})</numerusform>
            <numerusform>%n chorych psów trafia do izolatki ({who})</numerusform>
        </translation>
    </message>
    <message>
        <source>{who}&apos;s pen {pen} holds four {breed}s: 1 coin (quartet bonus)</source>
        <translation>Kojec {pen} ({who}) mieści cztery psy jednej rasy ({breed}): 1 moneta (premia za pełny kojec)</translation>
    </message>
    <message>
        <source>{who} has food for {pens} only and must choose {dogs}</source>
        <translation>{who} ma karmę tylko dla {pens} i musi wybrać {dogs}</translation>
    </message>
    <message numerus="yes">
        <source>%n pen</source>
        <comment>%n pens</comment>
        <translation>
            <numerusform>%n kojca</numerusform>
            <numerusform>%n kojców</numerusform>
            <numerusform>%n kojców</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hungry dog</source>
        <comment>%n hungry dogs</comment>
        <translation>
            <numerusform>%n głodnego psa</numerusform>
            <numerusform>%n głodne psy</numerusform>
            <numerusform>%n głodnych psów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who} feeds %n pen ({food} food)</source>
        <comment>{who} feeds %n pens ({food} food)</comment>
        <translation>
            <numerusform>{who} karmi %n kojec (karma: {food})</numerusform>
            <numerusform>{who} karmi %n kojce (karma: {food})</numerusform>
            <numerusform>{who} karmi %n kojców (karma: {food})</numerusform>
        </translation>
    </message>
    <message>
        <source>{who} pays the helper 1 coin</source>
        <translation>{who} płaci pomocnikowi 1 monetę</translation>
    </message>
    <message>
        <source>{who} pays the helper with a Helper card</source>
        <translation>{who} płaci pomocnikowi kartą Pomocnik</translation>
    </message>
    <message>
        <source>{who} cannot pay the helper, who leaves (1 worker next round)</source>
        <translation>{who} nie może zapłacić pomocnikowi, więc pomocnik odchodzi (1 pionek w następnej rundzie)</translation>
    </message>
    <message>
        <source>{who} rehires the helper</source>
        <translation>{who} ponownie zatrudnia pomocnika</translation>
    </message>
    <message>
        <source>{who}&apos;s helper stays away</source>
        <translation>Pomocnik ({who}) nie wraca</translation>
    </message>
    <message numerus="yes">
        <source>The %n card left above the boxes is discarded</source>
        <comment>The %n cards left above the boxes are discarded</comment>
        <translation>
            <numerusform>%n karta pozostała nad polami akcji idzie na stos odrzuconych</numerusform>
            <numerusform>%n karty pozostałe nad polami akcji idą na stos odrzuconych</numerusform>
            <numerusform>%n kart pozostałych nad polami akcji idzie na stos odrzuconych</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The draw pile is empty: the %n discarded card becomes the new draw pile</source>
        <comment>The draw pile is empty: the %n discarded cards become the new draw pile</comment>
        <translation>
            <numerusform>Stos kart się skończył: %n odrzucona karta tworzy nowy stos</numerusform>
            <numerusform>Stos kart się skończył: %n odrzucone karty tworzą nowy stos</numerusform>
            <numerusform>Stos kart się skończył: %n odrzuconych kart tworzy nowy stos</numerusform>
        </translation>
    </message>
    <message>
        <source>The next Dog Fair card is turned: {first}, {second}, {third}</source>
        <translation>Odkryta nowa karta Targu Psów: {first}, {second}, {third}</translation>
    </message>
    <message>
        <source>The block on {space} goes back to its supply</source>
        <translation>Żeton blokady z pola {space} wraca do zapasu</translation>
    </message>
    <message>
        <source>Income: every player receives 1 coin</source>
        <translation>Dochód: każdy gracz dostaje 1 monetę</translation>
    </message>
    <message>
        <source>Round {round} begins; {who} has the first-player piece</source>
        <translation>Zaczyna się runda {round}; znacznik pierwszego gracza ma {who}</translation>
    </message>
    <message>
        <source>The end of the game is triggered: round {round} is the last</source>
        <translation>Koniec gry się zbliża: runda {round} jest ostatnia</translation>
    </message>
    <message>
        <source>pen {pen}: a pair</source>
        <translation>kojec {pen}: para</translation>
    </message>
    <message>
        <source>pen {pen}: a trio</source>
        <translation>kojec {pen}: trójka</translation>
    </message>
    <message>
        <source>pen {pen}: a quartet</source>
        <translation>kojec {pen}: czwórka</translation>
    </message>
    <message>
        <source>pen {pen}: two pairs</source>
        <translation>kojec {pen}: dwie pary</translation>
    </message>
    <message>
        <source>pen {pen}: a pair and a single</source>
        <translation>kojec {pen}: para i pojedynczy pies</translation>
    </message>
    <message>
        <source>additional pen {pen} built and occupied</source>
        <translation>dodatkowy kojec {pen} zbudowany i zajęty</translation>
    </message>
    <message numerus="yes">
        <source>breed variety: %n breed x {points}</source>
        <comment>breed variety: %n breeds x {points}</comment>
        <translation>
            <numerusform>różnorodność ras: %n rasa × {points}</numerusform>
            <numerusform>różnorodność ras: %n rasy × {points}</numerusform>
            <numerusform>różnorodność ras: %n ras × {points}</numerusform>
        </translation>
    </message>
    <message>
        <source>helper paid</source>
        <translation>pomocnik opłacony</translation>
    </message>
    <message>
        <source>sick dogs in the infirmary: {sick}</source>
        <translation>chore psy w izolatce ({sick})</translation>
    </message>
    <message>
        <source>no healthy city or country dog in the pens</source>
        <translation>w kojcach nie ma zdrowego psa ani z miasta, ani ze wsi</translation>
    </message>
    <message>
        <source>no healthy city dog in the pens</source>
        <translation>w kojcach nie ma zdrowego psa z miasta</translation>
    </message>
    <message>
        <source>no healthy country dog in the pens</source>
        <translation>w kojcach nie ma zdrowego psa ze wsi</translation>
    </message>
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
    <message>
        <source>a city block token</source>
        <translation>żeton blokady (miasto)</translation>
    </message>
    <message>
        <source>a country block token</source>
        <translation>żeton blokady (wieś)</translation>
    </message>
    <message>
        <source>a {breed} (sick)</source>
        <translation>{breed} (chory)</translation>
    </message>
    <message>
        <source>a {breed} (lost)</source>
        <translation>{breed} (zagubiony)</translation>
    </message>
    <message>
        <source>a {breed}</source>
        <translation>{breed}</translation>
    </message>
    <message>
        <source>{who} starts with the first-player piece</source>
        <translation>{who} zaczyna ze znacznikiem pierwszego gracza</translation>
    </message>
    <message>
        <source>{token} is removed from the game (2-player set-up)</source>
        <translation>Z gry odpada: {token} (przygotowanie dla 2 graczy)</translation>
    </message>
    <message>
        <source>{token} is placed on {space}</source>
        <translation>Pole {space}: {token}</translation>
    </message>
    <message>
        <source>{who} receives {token}</source>
        <translation>{who} dostaje psa: {token}</translation>
    </message>
    <message>
        <source>{card} is dealt above {box}</source>
        <translation>Karta nad polem „{box}”: {card}</translation>
    </message>
    <message>
        <source>Dog Fair card: {first}, {second}, {third}</source>
        <translation>Karta Targu Psów: {first}, {second}, {third}</translation>
    </message>
    <message numerus="yes">
        <source>{who} buys {gas} gas for %n coin</source>
        <comment>{who} buys {gas} gas for %n coins</comment>
        <translation>
            <numerusform>{who} kupuje paliwo ({gas}) za %n monetę</numerusform>
            <numerusform>{who} kupuje paliwo ({gas}) za %n monety</numerusform>
            <numerusform>{who} kupuje paliwo ({gas}) za %n monet</numerusform>
        </translation>
    </message>
    <message>
        <source>{who} buys no gas</source>
        <translation>{who} nie kupuje paliwa</translation>
    </message>
    <message>
        <source>{who} plays Dog Swap: {first} and {second} change places</source>
        <translation>{who} zagrywa Zamianę psów: {first} i {second} zamieniają się miejscami</translation>
    </message>
    <message>
        <source>{who} plays Receive 1 Dog (country supply)</source>
        <translation>{who} zagrywa kartę Przyjmij 1 psa (zapas wsi)</translation>
    </message>
    <message>
        <source>{who} plays Receive 1 Dog (city supply)</source>
        <translation>{who} zagrywa kartę Przyjmij 1 psa (zapas miasta)</translation>
    </message>
    <message>
        <source>{who} drives to {space} for {gas} gas and rescues {token}</source>
        <translation>{who} jedzie na pole {space} (paliwo: {gas}) i zabiera psa: {token}</translation>
    </message>
    <message>
        <source>{who} returns home (1 gas)</source>
        <translation>{who} wraca do schroniska (paliwo: 1)</translation>
    </message>
    <message>
        <source>{who} stays home this round</source>
        <translation>{who} zostaje w tej rundzie w schronisku</translation>
    </message>
    <message>
        <source>{who} takes 1 food as return bonus</source>
        <translation>{who} bierze 1 żeton karmy jako premię za powrót</translation>
    </message>
    <message>
        <source>{who} takes 1 medicine as return bonus</source>
        <translation>{who} bierze 1 żeton leków jako premię za powrót</translation>
    </message>
    <message>
        <source>{who} takes 1 gas as return bonus</source>
        <translation>{who} bierze 1 żeton paliwa jako premię za powrót</translation>
    </message>
    <message>
        <source>{who} plays the Vet card on the sick dogs brought home</source>
        <translation>{who} zagrywa kartę Weterynarz na przywiezione chore psy</translation>
    </message>
    <message>
        <source>{who} keeps the Vet card</source>
        <translation>{who} zatrzymuje kartę Weterynarz</translation>
    </message>
    <message>
        <source>{who} puts a {breed} in pen {pen}</source>
        <translation>{who} umieszcza psa ({breed}) w kojcu {pen}</translation>
    </message>
    <message>
        <source>{who} lifts a {breed} out of pen {pen}</source>
        <translation>{who} wyjmuje psa ({breed}) z kojca {pen}</translation>
    </message>
    <message>
        <source>{who} arranges the pens (best arrangement)</source>
        <translation>{who} rozmieszcza psy w kojcach (najlepsze ułożenie)</translation>
    </message>
    <message>
        <source>{who} must donate a {breed}</source>
        <translation>{who} musi oddać psa ({breed})</translation>
    </message>
    <message>
        <source>{who} must donate a sick {breed} (infirmary full)</source>
        <translation>{who} musi oddać chorego psa ({breed}) (izolatka pełna)</translation>
    </message>
    <message>
        <source>{who} accepts the donated {breed}</source>
        <translation>{who} przyjmuje oddanego psa ({breed})</translation>
    </message>
    <message>
        <source>{who} declines the donated {breed}</source>
        <translation>{who} odmawia przyjęcia psa ({breed})</translation>
    </message>
    <message>
        <source>{who} is done arranging</source>
        <translation>{who} kończy rozmieszczanie</translation>
    </message>
    <message>
        <source>{who} goes to {box} and takes {card}</source>
        <translation>{who} stawia pionka na polu „{box}” i bierze kartę „{card}”</translation>
    </message>
    <message>
        <source>{who} uses Free Entry at {box}</source>
        <translation>{who} używa Wolnego wejścia na polu „{box}”</translation>
    </message>
    <message>
        <source>{who} goes to {box} (no card left)</source>
        <translation>{who} stawia pionka na polu „{box}” (nie ma już karty)</translation>
    </message>
    <message numerus="yes">
        <source>{who} builds pen {pen} for %n coin</source>
        <comment>{who} builds pen {pen} for %n coins</comment>
        <translation>
            <numerusform>{who} buduje kojec {pen} za %n monetę</numerusform>
            <numerusform>{who} buduje kojec {pen} za %n monety</numerusform>
            <numerusform>{who} buduje kojec {pen} za %n monet</numerusform>
        </translation>
    </message>
    <message>
        <source>{who} swaps 1 {give} for 1 {take}</source>
        <translation>{who} wymienia żeton: {give} → {take}</translation>
    </message>
    <message>
        <source>{who} buys 2 food for 1 coin</source>
        <translation>{who} kupuje 2 żetony karmy za 1 monetę</translation>
    </message>
    <message>
        <source>{who} buys 1 food and 1 medicine for 1 coin</source>
        <translation>{who} kupuje 1 żeton karmy i 1 żeton leków za 1 monetę</translation>
    </message>
    <message>
        <source>{who} buys 2 medicine for 1 coin</source>
        <translation>{who} kupuje 2 żetony leków za 1 monetę</translation>
    </message>
    <message>
        <source>{who} cures a {breed} into pen {pen}</source>
        <translation>{who} leczy psa ({breed}) i umieszcza go w kojcu {pen}</translation>
    </message>
    <message numerus="yes">
        <source>{who} sells a {breed} to the Dog Fair for %n coin</source>
        <comment>{who} sells a {breed} to the Dog Fair for %n coins</comment>
        <translation>
            <numerusform>{who} sprzedaje psa ({breed}) na Targu Psów za %n monetę</numerusform>
            <numerusform>{who} sprzedaje psa ({breed}) na Targu Psów za %n monety</numerusform>
            <numerusform>{who} sprzedaje psa ({breed}) na Targu Psów za %n monet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who} buys a {breed} for %n coin</source>
        <comment>{who} buys a {breed} for %n coins</comment>
        <translation>
            <numerusform>{who} kupuje psa ({breed}) za %n monetę</numerusform>
            <numerusform>{who} kupuje psa ({breed}) za %n monety</numerusform>
            <numerusform>{who} kupuje psa ({breed}) za %n monet</numerusform>
        </translation>
    </message>
    <message>
        <source>{who} trades a {breed} for a {other}</source>
        <translation>{who} wymienia psa ({breed}) na psa ({other})</translation>
    </message>
    <message>
        <source>{who} ends the action</source>
        <translation>{who} kończy akcję</translation>
    </message>
    <message>
        <source>{who} cannot feed pen {pen}: a {breed} falls sick</source>
        <translation>{who} nie może nakarmić kojca {pen}: pies ({breed}) choruje</translation>
    </message>
    <message>
        <source>{who} pays the helper with 1 coin</source>
        <translation>{who} płaci pomocnikowi 1 monetę</translation>
    </message>
    <message>
        <source>{who} rehires the helper with a Helper card</source>
        <translation>{who} ponownie zatrudnia pomocnika kartą Pomocnik</translation>
    </message>
    <message>
        <source>{who} rehires the helper with 1 coin</source>
        <translation>{who} ponownie zatrudnia pomocnika za 1 monetę</translation>
    </message>
    <message>
        <source>{who} does not rehire the helper</source>
        <translation>{who} nie zatrudnia ponownie pomocnika</translation>
    </message>
    <message>
        <source>Phase 1 — {who} may buy gas (3 per coin)</source>
        <translation>Faza 1 — {who} może kupić paliwo (3 za monetę)</translation>
    </message>
    <message>
        <source>Phase 1 — {who} drives, returns or stays home</source>
        <translation>Faza 1 — {who} jedzie, wraca albo zostaje</translation>
    </message>
    <message>
        <source>Phase 1 — {who} picks a return bonus token</source>
        <translation>Faza 1 — {who} wybiera żeton premii za powrót</translation>
    </message>
    <message>
        <source>Phase 1 — {who} may play the Vet card</source>
        <translation>Faza 1 — {who} może zagrać kartę Weterynarz</translation>
    </message>
    <message>
        <source>Phase 1 — {who} makes room for the accepted dog</source>
        <translation>Faza 1 — {who} robi miejsce dla przyjętego psa</translation>
    </message>
    <message>
        <source>Phase 1 — {who} arranges the pens</source>
        <translation>Faza 1 — {who} rozmieszcza psy w kojcach</translation>
    </message>
    <message>
        <source>Phase 1 — {who} is offered a donated {breed}</source>
        <translation>Faza 1 — {who} dostaje propozycję: oddany pies ({breed})</translation>
    </message>
    <message>
        <source>Phase 2 — {who} places the first worker</source>
        <translation>Faza 2 — {who} stawia pierwszego pionka</translation>
    </message>
    <message>
        <source>Phase 2 — {who} places the second worker</source>
        <translation>Faza 2 — {who} stawia drugiego pionka</translation>
    </message>
    <message>
        <source>Phase 2 — {who} at {box}</source>
        <translation>Faza 2 — {who}, pole „{box}”</translation>
    </message>
    <message>
        <source>Phase 3 — {who} lacks food: choose a hungry dog</source>
        <translation>Faza 3 — {who} ma za mało karmy: wybierz głodnego psa</translation>
    </message>
    <message>
        <source>Phase 3 — {who} pays or rehires the helper</source>
        <translation>Faza 3 — {who} płaci pomocnikowi albo zatrudnia go ponownie</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Koniec gry</translation>
    </message>
    <message>
        <source>Setting up</source>
        <translation>Przygotowanie</translation>
    </message>
    <message>
        <source>&apos;{action}&apos; is not possible now ({status})</source>
        <translation>teraz tak nie można ({status})</translation>
    </message>
    <message>
        <source>no player decides now</source>
        <translation>teraz nie decyduje żaden gracz</translation>
    </message>
    <message>
        <source>trucks only drive in Phase 1, on your driving turn</source>
        <translation>furgonetki jeżdżą tylko w fazie 1, w twojej turze jazdy</translation>
    </message>
    <message>
        <source>there is no such footprint space</source>
        <translation>nie ma takiego pola z łapkami</translation>
    </message>
    <message>
        <source>that space holds no dog: a truck must stop where it rescues a dog</source>
        <translation>na tym polu nie ma psa: furgonetka staje tylko tam, gdzie zabiera psa</translation>
    </message>
    <message>
        <source>a truck may never stop on a block token</source>
        <translation>furgonetka nigdy nie staje na żetonie blokady</translation>
    </message>
    <message>
        <source>another truck is already on that space</source>
        <translation>na tym polu stoi już inna furgonetka</translation>
    </message>
    <message>
        <source>your truck has not left the centre: stay home instead</source>
        <translation>twoja furgonetka nie wyjechała z centrum: zostań w schronisku</translation>
    </message>
    <message>
        <source>gas is bought at the start of Phase 1</source>
        <translation>paliwo kupuje się na początku fazy 1</translation>
    </message>
    <message numerus="yes">
        <source>you have %n coin</source>
        <comment>you have %n coins</comment>
        <translation>
            <numerusform>masz %n monetę</numerusform>
            <numerusform>masz %n monety</numerusform>
            <numerusform>masz %n monet</numerusform>
        </translation>
    </message>
    <message>
        <source>you may only stay home before your truck drives</source>
        <translation>w schronisku można zostać tylko, zanim furgonetka ruszy</translation>
    </message>
    <message>
        <source>dogs are only arranged at the end of Phase 1</source>
        <translation>psy rozmieszcza się tylko na końcu fazy 1</translation>
    </message>
    <message>
        <source>no such breed or pen</source>
        <translation>nie ma takiej rasy ani kojca</translation>
    </message>
    <message>
        <source>no {breed} is waiting to be placed</source>
        <translation>żaden pies ({breed}) nie czeka na miejsce</translation>
    </message>
    <message>
        <source>pen {pen} is not built yet</source>
        <translation>kojec {pen} nie jest jeszcze zbudowany</translation>
    </message>
    <message>
        <source>your dogs do not all fit: you must donate a dog first</source>
        <translation>nie wszystkie twoje psy się mieszczą: najpierw musisz oddać psa</translation>
    </message>
    <message>
        <source>a pen holds at most 4 dogs</source>
        <translation>kojec mieści najwyżej 4 psy</translation>
    </message>
    <message>
        <source>a pen may hold at most 2 breeds</source>
        <translation>w kojcu mogą być najwyżej 2 rasy</translation>
    </message>
    <message>
        <source>each row holds at most 2 dogs of one breed: this pen cannot take it</source>
        <translation>w każdym rzędzie są najwyżej 2 psy jednej rasy: ten kojec go nie zmieści</translation>
    </message>
    <message>
        <source>then the other waiting dogs would no longer fit: lift a dog out of a pen first</source>
        <translation>wtedy pozostałe czekające psy by się nie zmieściły: najpierw wyjmij psa z kojca</translation>
    </message>
    <message>
        <source>no more moves this turn: place the waiting dogs or arrange automatically</source>
        <translation>w tej turze nie ma już przesunięć: rozmieść czekające psy albo ułóż je automatycznie</translation>
    </message>
    <message>
        <source>every waiting dog must be placed in a pen first</source>
        <translation>najpierw każdy czekający pies musi trafić do kojca</translation>
    </message>
    <message>
        <source>you may only donate when your healthy dogs cannot all fit in your built pens</source>
        <translation>oddać psa można tylko wtedy, gdy zdrowe psy nie mieszczą się w zbudowanych kojcach</translation>
    </message>
    <message>
        <source>workers are placed in Phase 2</source>
        <translation>pionki stawia się w fazie 2</translation>
    </message>
    <message>
        <source>no such action box</source>
        <translation>nie ma takiego pola akcji</translation>
    </message>
    <message>
        <source>you have no Free Entry card</source>
        <translation>nie masz karty Wolne wejście</translation>
    </message>
    <message>
        <source>Free Entry is only for a box that is already full</source>
        <translation>Wolne wejście działa tylko na pole, które jest już pełne</translation>
    </message>
    <message numerus="yes">
        <source>{box} is full (%n worker per box)</source>
        <comment>{box} is full (%n workers per box)</comment>
        <translation>
            <numerusform>pole „{box}” jest pełne (%n pionek na pole)</numerusform>
            <numerusform>pole „{box}” jest pełne (%n pionki na pole)</numerusform>
            <numerusform>pole „{box}” jest pełne (%n pionków na pole)</numerusform>
        </translation>
    </message>
    <message>
        <source>take one of the cards above this box</source>
        <translation>weź jedną z kart nad tym polem</translation>
    </message>
    <message>
        <source>all your pens are built</source>
        <translation>wszystkie twoje kojce są już zbudowane</translation>
    </message>
    <message>
        <source>you have no Discount card</source>
        <translation>nie masz karty Zniżka</translation>
    </message>
    <message>
        <source>not enough coins to build a pen</source>
        <translation>za mało monet na budowę kojca</translation>
    </message>
    <message>
        <source>the Dog Fair pool is empty</source>
        <translation>na Targu Psów nie ma psów</translation>
    </message>
    <message numerus="yes">
        <source>a dog costs %n coin now</source>
        <comment>a dog costs %n coins now</comment>
        <translation>
            <numerusform>pies kosztuje teraz %n monetę</numerusform>
            <numerusform>pies kosztuje teraz %n monety</numerusform>
            <numerusform>pies kosztuje teraz %n monet</numerusform>
        </translation>
    </message>
    <message>
        <source>that pen has no legal spot for this dog (dogs are not moved in Phase 2)</source>
        <translation>w tym kojcu nie ma dozwolonego miejsca dla tego psa (w fazie 2 psów się nie przestawia)</translation>
    </message>
    <message>
        <source>that breed is not on the face-up Dog Fair card</source>
        <translation>tej rasy nie ma na odkrytej karcie Targu Psów</translation>
    </message>
    <message>
        <source>a sale takes no card, Trained Dog (1), Award-winning Dog (2) or both (3)</source>
        <translation>sprzedaż bierze żadną kartę, Psa tresowanego (1), Psa z medalem (2) albo obie (3)</translation>
    </message>
    <message>
        <source>you have no Trained Dog card</source>
        <translation>nie masz karty Pies tresowany</translation>
    </message>
    <message>
        <source>you have no Award-winning Dog card</source>
        <translation>nie masz karty Pies z medalem</translation>
    </message>
    <message>
        <source>curing a dog costs 1 medicine</source>
        <translation>leczenie psa kosztuje 1 żeton leków</translation>
    </message>
    <message>
        <source>that pen has no legal spot for this dog</source>
        <translation>w tym kojcu nie ma dozwolonego miejsca dla tego psa</translation>
    </message>
    <message>
        <source>{breed} (city dog) — sick: goes to the infirmary when brought home</source>
        <translation>{breed} (pies z miasta) — chory: po przywiezieniu trafia do izolatki</translation>
    </message>
    <message>
        <source>{breed} (country dog) — sick: goes to the infirmary when brought home</source>
        <translation>{breed} (pies ze wsi) — chory: po przywiezieniu trafia do izolatki</translation>
    </message>
    <message>
        <source>{breed} (city dog) — lost: goes to the Dog Fair and pays this space&apos;s reward</source>
        <translation>{breed} (pies z miasta) — zagubiony: trafia na Targ Psów i daje nagrodę z tego pola</translation>
    </message>
    <message>
        <source>{breed} (country dog) — lost: goes to the Dog Fair and pays this space&apos;s reward</source>
        <translation>{breed} (pies ze wsi) — zagubiony: trafia na Targ Psów i daje nagrodę z tego pola</translation>
    </message>
    <message>
        <source>{breed} (city dog)</source>
        <translation>{breed} (pies z miasta)</translation>
    </message>
    <message>
        <source>{breed} (country dog)</source>
        <translation>{breed} (pies ze wsi)</translation>
    </message>
    <message numerus="yes">
        <source>the garage holds at most {cap} gas: with {gas} gas you can buy at most %n coin of gas</source>
        <comment>the garage holds at most {cap} gas: with {gas} gas you can buy at most %n coins of gas</comment>
        <translation>
            <numerusform>garaż mieści najwyżej {cap} żetonów paliwa: mając {gas}, możesz kupić paliwo najwyżej za %n monetę</numerusform>
            <numerusform>garaż mieści najwyżej {cap} żetonów paliwa: mając {gas}, możesz kupić paliwo najwyżej za %n monety</numerusform>
            <numerusform>garaż mieści najwyżej {cap} żetonów paliwa: mając {gas}, możesz kupić paliwo najwyżej za %n monet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who} has no food and must choose %n hungry dog</source>
        <comment>{who} has no food and must choose %n hungry dogs</comment>
        <translation>
            <numerusform>{who} nie ma karmy i musi wybrać %n głodnego psa</numerusform>
            <numerusform>{who} nie ma karmy i musi wybrać %n głodne psy</numerusform>
            <numerusform>{who} nie ma karmy i musi wybrać %n głodnych psów</numerusform>
        </translation>
    </message>
    <message>
        <source>{who} has no pen to feed</source>
        <translation>{who} nie ma kojca do nakarmienia</translation>
    </message>
    <message>
        <source>you have no coins</source>
        <translation>nie masz monet</translation>
    </message>
    <message>
        <source>the garage holds at most {cap} gas: with {gas} gas you cannot buy any</source>
        <translation>garaż mieści najwyżej {cap} żetonów paliwa: mając {gas}, nie możesz już kupić paliwa</translation>
    </message>
    <message>
        <source>{who} cannot pay the helper, who leaves</source>
        <translation>{who} nie może zapłacić pomocnikowi, który odchodzi</translation>
    </message>
    <message numerus="yes">
        <source>resources: %n gas/food/medicine token</source>
        <comment>resources: %n gas/food/medicine tokens</comment>
        <translation>
            <numerusform>zasoby: %n żeton paliwa, karmy i leków</numerusform>
            <numerusform>zasoby: %n żetony paliwa, karmy i leków</numerusform>
            <numerusform>zasoby: %n żetonów paliwa, karmy i leków</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>that drive costs %n gas and you have {gas}: you must keep 1 gas to return home</source>
        <comment>that drive costs %n gas and you have {gas}: you must keep 1 gas to return home</comment>
        <translation>
            <numerusform>ta jazda kosztuje %n paliwo, a masz {gas}: musisz zachować 1 paliwo na powrót</numerusform>
            <numerusform>ta jazda kosztuje %n paliwa, a masz {gas}: musisz zachować 1 paliwo na powrót</numerusform>
            <numerusform>ta jazda kosztuje %n paliw, a masz {gas}: musisz zachować 1 paliwo na powrót</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Block token (2-player game): passing costs %n gas, no truck may stop here.</source>
        <comment>Block token (2-player game): passing costs %n gas, no truck may stop here.</comment>
        <translation>
            <numerusform>Żeton blokady (gra dwuosobowa): przejazd kosztuje %n paliwo, żadna furgonetka nie może tu stanąć.</numerusform>
            <numerusform>Żeton blokady (gra dwuosobowa): przejazd kosztuje %n paliwa, żadna furgonetka nie może tu stanąć.</numerusform>
            <numerusform>Żeton blokady (gra dwuosobowa): przejazd kosztuje %n paliw, żadna furgonetka nie może tu stanąć.</numerusform>
        </translation>
    </message>
    <message>
        <source>The kennels are scored: {winners}.</source>
        <translation>Koniec gry, liczymy punkty schronisk: {winners}.</translation>
    </message>
</context>
</TS>
