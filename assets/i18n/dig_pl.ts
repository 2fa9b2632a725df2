<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl">
<context>
    <name>DigArt</name>
    <message>
        <source>pts</source>
        <translation>pkt</translation>
    </message>
    <message>
        <source>gap</source>
        <translation>luka</translation>
    </message>
    <message>
        <source>action</source>
        <translation>akcja</translation>
    </message>
    <message>
        <source>actions</source>
        <translation>akcje</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>1 bone</source>
        <translation>1 kość</translation>
    </message>
    <message>
        <source>%1 bones</source>
        <translation>kości: %1</translation>
    </message>
</context>
<context>
    <name>dig</name>
    <message>
        <source>red</source>
        <translation>czerwona</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>żółta</translation>
    </message>
    <message>
        <source>green</source>
        <translation>zielona</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>niebieska</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>fioletowa</translation>
    </message>
    <message>
        <source>red–yellow</source>
        <translation>czerwono-żółty</translation>
    </message>
    <message>
        <source>red–green</source>
        <translation>czerwono-zielony</translation>
    </message>
    <message>
        <source>red–blue</source>
        <translation>czerwono-niebieski</translation>
    </message>
    <message>
        <source>red–purple</source>
        <translation>czerwono-fioletowy</translation>
    </message>
    <message>
        <source>yellow–green</source>
        <translation>żółto-zielony</translation>
    </message>
    <message>
        <source>yellow–blue</source>
        <translation>żółto-niebieski</translation>
    </message>
    <message>
        <source>yellow–purple</source>
        <translation>żółto-fioletowy</translation>
    </message>
    <message>
        <source>green–blue</source>
        <translation>zielono-niebieski</translation>
    </message>
    <message>
        <source>green–purple</source>
        <translation>zielono-fioletowy</translation>
    </message>
    <message>
        <source>blue–purple</source>
        <translation>niebiesko-fioletowy</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Koniec gry</translation>
    </message>
    <message>
        <source>Drawing the first player</source>
        <translation>Losowanie pierwszego gracza</translation>
    </message>
    <message>
        <source>Laying out the yard ({dealt} of {cards} cards)</source>
        <translation>Układanie podwórka (karta {dealt} z {cards})</translation>
    </message>
    <message>
        <source>{who} — hand limit: put one card back</source>
        <translation>{who} — limit kart na ręce: odłóż jedną kartę</translation>
    </message>
    <message>
        <source>{who} — put a card back, or keep the bone</source>
        <translation>{who} — odłóż kartę albo zatrzymaj kość</translation>
    </message>
    <message>
        <source>{who} — no actions left: end the turn (no bone left in the yard: last turn)</source>
        <translation>{who} — brak akcji: zakończ turę (na podwórku nie ma już kości: ostatnia tura)</translation>
    </message>
    <message>
        <source>{who} — no actions left: end the turn</source>
        <translation>{who} — brak akcji: zakończ turę</translation>
    </message>
    <message numerus="yes">
        <source>%n action left</source>
        <comment>%n actions left</comment>
        <translation>
            <numerusform>została %n akcja</numerusform>
            <numerusform>zostały %n akcje</numerusform>
            <numerusform>zostało %n akcji</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a move goes up to %n step</source>
        <comment>a move goes up to %n steps</comment>
        <translation>
            <numerusform>ruch o najwyżej %n pole</numerusform>
            <numerusform>ruch o najwyżej %n pola</numerusform>
            <numerusform>ruch o najwyżej %n pól</numerusform>
        </translation>
    </message>
    <message>
        <source>{who} — {actions}, {range} (no bone left in the yard: last turn)</source>
        <translation>{who} — {actions}, {range} (na podwórku nie ma już kości: ostatnia tura)</translation>
    </message>
    <message>
        <source>{who} — {actions}, {range}</source>
        <translation>{who} — {actions}, {range}</translation>
    </message>
    <message>
        <source>the doghouse</source>
        <translation>buda</translation>
    </message>
    <message>
        <source>place {place} (a gap)</source>
        <translation>pole {place} (luka)</translation>
    </message>
    <message>
        <source>place {place} ({card})</source>
        <translation>pole {place} ({card})</translation>
    </message>
    <message>
        <source>a {pair} card</source>
        <translation>karta kości, zapach {pair}</translation>
    </message>
    <message>
        <source>The yard is laid out: {count} cards.</source>
        <translation>Podwórko ułożone: {count} kart.</translation>
    </message>
    <message>
        <source>{who} goes first.</source>
        <translation>Zaczyna {who}.</translation>
    </message>
    <message>
        <source>Place {place} of the yard: {card}.</source>
        <translation>Pole {place} podwórka: {card}.</translation>
    </message>
    <message numerus="yes">
        <source>{who} moves %n step toward the doghouse, to {place}.</source>
        <comment>{who} moves %n steps toward the doghouse, to {place}.</comment>
        <translation>
            <numerusform>{who}: ruch o %n pole w stronę budy, na: {place}.</numerusform>
            <numerusform>{who}: ruch o %n pola w stronę budy, na: {place}.</numerusform>
            <numerusform>{who}: ruch o %n pól w stronę budy, na: {place}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who} moves %n step away from the doghouse, to {place}.</source>
        <comment>{who} moves %n steps away from the doghouse, to {place}.</comment>
        <translation>
            <numerusform>{who}: ruch o %n pole od budy, na: {place}.</numerusform>
            <numerusform>{who}: ruch o %n pola od budy, na: {place}.</numerusform>
            <numerusform>{who}: ruch o %n pól od budy, na: {place}.</numerusform>
        </translation>
    </message>
    <message>
        <source>{who} digs up the {pair} card at place {place}.</source>
        <translation>{who} wykopuje kartę z pola {place} (zapach {pair}).</translation>
    </message>
    <message>
        <source>{who} puts {card} back at place {place}.</source>
        <translation>{who} odkłada na pole {place}: {card}.</translation>
    </message>
    <message>
        <source>{who} keeps the bone; place {place} is a gap until the end of the turn.</source>
        <translation>{who} zatrzymuje kość; na polu {place} zostaje luka do końca tury.</translation>
    </message>
    <message>
        <source>{who} ends the turn.</source>
        <translation>{who} kończy turę.</translation>
    </message>
    <message>
        <source>{card} moves from place {from} to place {to}</source>
        <translation>z pola {from} na pole {to} przechodzi: {card}</translation>
    </message>
    <message>
        <source>the gap at place {place} closes the row</source>
        <translation>luka na polu {place} skraca rząd</translation>
    </message>
    <message>
        <source>Tidy-up: {steps}.</source>
        <translation>Porządkowanie podwórka: {steps}.</translation>
    </message>
    <message>
        <source>No bone is left in the yard: the game ends.</source>
        <translation>Na podwórku nie ma już kości: koniec gry.</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>gra się skończyła</translation>
    </message>
    <message>
        <source>the yard is still being laid out</source>
        <translation>podwórko jest jeszcze układane</translation>
    </message>
    <message>
        <source>cards are only laid out at the start</source>
        <translation>karty układa się tylko na początku</translation>
    </message>
    <message>
        <source>finish the dig first: put a card back or keep the bone</source>
        <translation>najpierw dokończ kopanie: odłóż kartę albo zatrzymaj kość</translation>
    </message>
    <message>
        <source>no actions left this turn: end the turn</source>
        <translation>w tej turze nie ma już akcji: zakończ turę</translation>
    </message>
    <message>
        <source>place {place} is not in the yard (0 is the doghouse, {last} the farthest card)</source>
        <translation>pola {place} nie ma na podwórku (0 to buda, {last} to najdalsza karta)</translation>
    </message>
    <message>
        <source>a move goes at least one step</source>
        <translation>ruch to co najmniej jedno pole</translation>
    </message>
    <message numerus="yes">
        <source>with {bones} a move goes at most %n step ({place} is {away} away)</source>
        <comment>with {bones} a move goes at most %n steps ({place} is {away} away)</comment>
        <translation>
            <numerusform>niosąc {bones}, ruszasz się najwyżej o %n pole ({place}: odległość {away})</numerusform>
            <numerusform>niosąc {bones}, ruszasz się najwyżej o %n pola ({place}: odległość {away})</numerusform>
            <numerusform>niosąc {bones}, ruszasz się najwyżej o %n pól ({place}: odległość {away})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n bone</source>
        <comment>%n bones</comment>
        <translation>
            <numerusform>%n kość</numerusform>
            <numerusform>%n kości</numerusform>
            <numerusform>%n kości</numerusform>
        </translation>
    </message>
    <message>
        <source>you cannot dig on the doghouse</source>
        <translation>w budzie nie można kopać</translation>
    </message>
    <message>
        <source>there is nothing left to dig in a gap</source>
        <translation>w luce nie ma już czego kopać</translation>
    </message>
    <message>
        <source>you cannot dig on a bowl</source>
        <translation>na misce nie można kopać</translation>
    </message>
    <message>
        <source>you can dig only where your dog stands</source>
        <translation>kopać można tylko tam, gdzie stoi twój pies</translation>
    </message>
    <message>
        <source>there is nothing to put back: dig first</source>
        <translation>nie ma czego odłożyć: najpierw kop</translation>
    </message>
    <message>
        <source>you can only put back a card you hold</source>
        <translation>odłożyć możesz tylko kartę, którą masz na ręce</translation>
    </message>
    <message>
        <source>nothing was dug</source>
        <translation>nic nie zostało wykopane</translation>
    </message>
    <message>
        <source>you hold {held} cards: put one back (hand limit {limit})</source>
        <translation>masz na ręce {held} karty: odłóż jedną (limit kart na ręce: {limit})</translation>
    </message>
    <message>
        <source>bones are delivered at a bowl: move your dog onto one</source>
        <translation>kości dostarcza się do miski: przesuń psa na miskę</translation>
    </message>
    <message>
        <source>deliver at least one bone</source>
        <translation>dostarcz co najmniej jedną kość</translation>
    </message>
    <message>
        <source>you can only deliver bones you hold</source>
        <translation>dostarczyć możesz tylko kości, które masz na ręce</translation>
    </message>
    <message>
        <source>each bone can be delivered only once</source>
        <translation>każdą kość można dostarczyć tylko raz</translation>
    </message>
    <message>
        <source>most {value}-point bones</source>
        <translation>najwięcej kości za {value} pkt</translation>
    </message>
    <message numerus="yes">
        <source>%n step</source>
        <comment>%n steps</comment>
        <translation>
            <numerusform>%n pole</numerusform>
            <numerusform>%n pola</numerusform>
            <numerusform>%n pól</numerusform>
        </translation>
    </message>
    <message>
        <source>No bone card is left in the yard: this is {who}&apos;s last turn.</source>
        <translation>Na podwórku nie ma już kart kości: {who} rozgrywa ostatnią turę.</translation>
    </message>
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
    <message>
        <source>the red bowl</source>
        <translation>czerwona miska</translation>
    </message>
    <message>
        <source>the yellow bowl</source>
        <translation>żółta miska</translation>
    </message>
    <message>
        <source>the green bowl</source>
        <translation>zielona miska</translation>
    </message>
    <message>
        <source>the blue bowl</source>
        <translation>niebieska miska</translation>
    </message>
    <message>
        <source>the purple bowl</source>
        <translation>fioletowa miska</translation>
    </message>
    <message>
        <source>a red bone</source>
        <translation>czerwona kość</translation>
    </message>
    <message>
        <source>a yellow bone</source>
        <translation>żółta kość</translation>
    </message>
    <message>
        <source>a green bone</source>
        <translation>zielona kość</translation>
    </message>
    <message>
        <source>a blue bone</source>
        <translation>niebieska kość</translation>
    </message>
    <message>
        <source>a purple bone</source>
        <translation>fioletowa kość</translation>
    </message>
    <message>
        <source>a {pair} card (red bone)</source>
        <translation>karta kości, zapach {pair} (czerwona kość)</translation>
    </message>
    <message>
        <source>a {pair} card (yellow bone)</source>
        <translation>karta kości, zapach {pair} (żółta kość)</translation>
    </message>
    <message>
        <source>a {pair} card (green bone)</source>
        <translation>karta kości, zapach {pair} (zielona kość)</translation>
    </message>
    <message>
        <source>a {pair} card (blue bone)</source>
        <translation>karta kości, zapach {pair} (niebieska kość)</translation>
    </message>
    <message>
        <source>a {pair} card (purple bone)</source>
        <translation>karta kości, zapach {pair} (fioletowa kość)</translation>
    </message>
    <message>
        <source>{who} digs up the {pair} card at place {place}: a red bone.</source>
        <translation>{who} wykopuje kartę z pola {place} (zapach {pair}): czerwona kość.</translation>
    </message>
    <message>
        <source>{who} digs up the {pair} card at place {place}: a yellow bone.</source>
        <translation>{who} wykopuje kartę z pola {place} (zapach {pair}): żółta kość.</translation>
    </message>
    <message>
        <source>{who} digs up the {pair} card at place {place}: a green bone.</source>
        <translation>{who} wykopuje kartę z pola {place} (zapach {pair}): zielona kość.</translation>
    </message>
    <message>
        <source>{who} digs up the {pair} card at place {place}: a blue bone.</source>
        <translation>{who} wykopuje kartę z pola {place} (zapach {pair}): niebieska kość.</translation>
    </message>
    <message>
        <source>{who} digs up the {pair} card at place {place}: a purple bone.</source>
        <translation>{who} wykopuje kartę z pola {place} (zapach {pair}): fioletowa kość.</translation>
    </message>
    <message numerus="yes">
        <source>{who} delivers %n red bone to the red bowl.</source>
        <comment>{who} delivers %n red bones to the red bowl.</comment>
        <translation>
            <numerusform>{who} dostarcza %n czerwoną kość do czerwonej miski.</numerusform>
            <numerusform>{who} dostarcza %n czerwone kości do czerwonej miski.</numerusform>
            <numerusform>{who} dostarcza %n czerwonych kości do czerwonej miski.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who} delivers %n yellow bone to the yellow bowl.</source>
        <comment>{who} delivers %n yellow bones to the yellow bowl.</comment>
        <translation>
            <numerusform>{who} dostarcza %n żółtą kość do żółtej miski.</numerusform>
            <numerusform>{who} dostarcza %n żółte kości do żółtej miski.</numerusform>
            <numerusform>{who} dostarcza %n żółtych kości do żółtej miski.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who} delivers %n green bone to the green bowl.</source>
        <comment>{who} delivers %n green bones to the green bowl.</comment>
        <translation>
            <numerusform>{who} dostarcza %n zieloną kość do zielonej miski.</numerusform>
            <numerusform>{who} dostarcza %n zielone kości do zielonej miski.</numerusform>
            <numerusform>{who} dostarcza %n zielonych kości do zielonej miski.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who} delivers %n blue bone to the blue bowl.</source>
        <comment>{who} delivers %n blue bones to the blue bowl.</comment>
        <translation>
            <numerusform>{who} dostarcza %n niebieską kość do niebieskiej miski.</numerusform>
            <numerusform>{who} dostarcza %n niebieskie kości do niebieskiej miski.</numerusform>
            <numerusform>{who} dostarcza %n niebieskich kości do niebieskiej miski.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who} delivers %n purple bone to the purple bowl.</source>
        <comment>{who} delivers %n purple bones to the purple bowl.</comment>
        <translation>
            <numerusform>{who} dostarcza %n fioletową kość do fioletowej miski.</numerusform>
            <numerusform>{who} dostarcza %n fioletowe kości do fioletowej miski.</numerusform>
            <numerusform>{who} dostarcza %n fioletowych kości do fioletowej miski.</numerusform>
        </translation>
    </message>
    <message>
        <source>only red bones go to the red bowl, not a {bone} bone</source>
        <translation>do czerwonej miski trafiają tylko czerwone kości, a ta kość jest {bone}</translation>
    </message>
    <message>
        <source>only yellow bones go to the yellow bowl, not a {bone} bone</source>
        <translation>do żółtej miski trafiają tylko żółte kości, a ta kość jest {bone}</translation>
    </message>
    <message>
        <source>only green bones go to the green bowl, not a {bone} bone</source>
        <translation>do zielonej miski trafiają tylko zielone kości, a ta kość jest {bone}</translation>
    </message>
    <message>
        <source>only blue bones go to the blue bowl, not a {bone} bone</source>
        <translation>do niebieskiej miski trafiają tylko niebieskie kości, a ta kość jest {bone}</translation>
    </message>
    <message>
        <source>only purple bones go to the purple bowl, not a {bone} bone</source>
        <translation>do fioletowej miski trafiają tylko fioletowe kości, a ta kość jest {bone}</translation>
    </message>
    <message>
        <source>{who}&apos;s dog goes to the farthest card, place {place}</source>
        <translation>pies ({who}) idzie na najdalszą kartę, pole {place}</translation>
    </message>
    <message numerus="yes">
        <source>%n red bone (worth {value})</source>
        <comment>%n red bones ({value} each)</comment>
        <translation>
            <numerusform>%n czerwona kość (za {value} pkt)</numerusform>
            <numerusform>%n czerwone kości (po {value} pkt)</numerusform>
            <numerusform>%n czerwonych kości (po {value} pkt)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n yellow bone (worth {value})</source>
        <comment>%n yellow bones ({value} each)</comment>
        <translation>
            <numerusform>%n żółta kość (za {value} pkt)</numerusform>
            <numerusform>%n żółte kości (po {value} pkt)</numerusform>
            <numerusform>%n żółtych kości (po {value} pkt)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n green bone (worth {value})</source>
        <comment>%n green bones ({value} each)</comment>
        <translation>
            <numerusform>%n zielona kość (za {value} pkt)</numerusform>
            <numerusform>%n zielone kości (po {value} pkt)</numerusform>
            <numerusform>%n zielonych kości (po {value} pkt)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n blue bone (worth {value})</source>
        <comment>%n blue bones ({value} each)</comment>
        <translation>
            <numerusform>%n niebieska kość (za {value} pkt)</numerusform>
            <numerusform>%n niebieskie kości (po {value} pkt)</numerusform>
            <numerusform>%n niebieskich kości (po {value} pkt)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n purple bone (worth {value})</source>
        <comment>%n purple bones ({value} each)</comment>
        <translation>
            <numerusform>%n fioletowa kość (za {value} pkt)</numerusform>
            <numerusform>%n fioletowe kości (po {value} pkt)</numerusform>
            <numerusform>%n fioletowych kości (po {value} pkt)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n bone still in hand (scores nothing)</source>
        <comment>%n bones still in hand (score nothing)</comment>
        <translation>
            <numerusform>%n kość na ręce (bez punktów)</numerusform>
            <numerusform>%n kości na ręce (bez punktów)</numerusform>
            <numerusform>%n kości na ręce (bez punktów)</numerusform>
        </translation>
    </message>
    <message>
        <source>Game over: {winners}.</source>
        <translation>Koniec gry: {winners}.</translation>
    </message>
    <message>
        <source>A delivered bone is worth what its bowl&apos;s place pays now: when bowls move, a score can fall.</source>
        <translation>Dostarczona kość jest warta tyle, ile teraz daje miejsce jej miski: gdy miski się przesuwają, wynik może spaść.</translation>
    </message>
</context>
<context>
    <name>dogtable::games::dig::DigTable</name>
    <message>
        <source>Dig</source>
        <translation>Dig</translation>
    </message>
    <message>
        <source>home</source>
        <translation>buda</translation>
    </message>
    <message>
        <source>Game over — the yard holds only the five bowls</source>
        <translation>Koniec gry — na podwórku zostało tylko pięć misek</translation>
    </message>
    <message>
        <source>No bone card left in the yard: this is the last turn</source>
        <translation>Na podwórku nie ma już kart kości: to ostatnia tura</translation>
    </message>
    <message>
        <source>Laying out the yard… %1 of %2</source>
        <translation>Układanie podwórka… %1 z %2</translation>
    </message>
    <message>
        <source>no bones delivered</source>
        <translation>brak dostaw</translation>
    </message>
    <message>
        <source>%1 pts — %2, moves %3</source>
        <translation>%1 pkt — %2, ruch do %3</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>empty hand</source>
        <translation>pusta ręka</translation>
    </message>
    <message>
        <source>%1 — %2 pts — %3 in hand, moves %4</source>
        <translation>%1 — %2 pkt — na ręce: %3, ruch do %4</translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <translation>%1 (ty)</translation>
    </message>
    <message>
        <source>no bones in hand</source>
        <translation>brak kości na ręce</translation>
    </message>
    <message>
        <source>Delivered (count × points now)</source>
        <translation>Dostarczone (liczba × pkt)</translation>
    </message>
    <message>
        <source>both delivered</source>
        <translation>obie dostarczone</translation>
    </message>
    <message>
        <source>nothing known yet</source>
        <translation>jeszcze nic nie wiadomo</translation>
    </message>
    <message>
        <source>your hand</source>
        <translation>twoja ręka</translation>
    </message>
    <message>
        <source>%1&apos;s hand</source>
        <translation>ręka: %1</translation>
    </message>
    <message>
        <source>place %1</source>
        <translation>pole %1</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1 na: %2</translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Zakończ turę</translation>
    </message>
    <message>
        <source>End your turn (Enter). Tidy-up then fills the gaps you left.</source>
        <translation>Zakończ turę (Enter). Porządkowanie podwórka uzupełni wtedy twoje luki.</translation>
    </message>
    <message>
        <source>Keep it (leave a gap)</source>
        <translation>Zatrzymaj (zostaw lukę)</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Zasady</translation>
    </message>
    <message>
        <source>Open the rules of Dig at the part that fits what you are doing (F1)</source>
        <translation>Otwórz zasady Dig w miejscu, które pasuje do tego, co robisz (F1)</translation>
    </message>
    <message>
        <source>Deduction aid</source>
        <translation>Dedukcja</translation>
    </message>
    <message>
        <source>Show, for every scent pair, what the delivered bones already prove (public information only)</source>
        <translation>Pokaż dla każdej pary zapachów, czego już dowodzą dostarczone kości (tylko jawne informacje)</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Gracz %1</translation>
    </message>
    <message>
        <source>You carry no bone to deliver.</source>
        <translation>Nie niesiesz żadnej kości do dostarczenia.</translation>
    </message>
    <message>
        <source>the doghouse</source>
        <translation>buda</translation>
    </message>
    <message>
        <source>a gap</source>
        <translation>luka</translation>
    </message>
    <message>
        <source>a %1 card</source>
        <translation>karta kości, zapach %1</translation>
    </message>
    <message>
        <source>your dog</source>
        <translation>twój pies</translation>
    </message>
    <message>
        <source>%1; dogs here: %2</source>
        <translation>%1; psy tutaj: %2</translation>
    </message>
    <message>
        <source>Doghouse</source>
        <translation>Buda</translation>
    </message>
    <message>
        <source>Place %1</source>
        <translation>Pole %1</translation>
    </message>
    <message>
        <source>Hand card %1</source>
        <translation>Karta na ręce %1</translation>
    </message>
    <message>
        <source>dog at place %1, %2 in hand, %3 points</source>
        <translation>pies na polu %1, na ręce: %2, punkty: %3</translation>
    </message>
    <message>
        <source>%1&apos;s delivered bones</source>
        <translation>dostarczone kości: %1</translation>
    </message>
    <message>
        <source>%1 points now</source>
        <translation>punkty teraz: %1</translation>
    </message>
    <message>
        <source>Actions left</source>
        <translation>Pozostałe akcje</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 z %2</translation>
    </message>
    <message>
        <source>Scent pair %1</source>
        <translation>Para zapachów %1</translation>
    </message>
    <message>
        <source>Dogs here: %1</source>
        <translation>Psy tutaj: %1</translation>
    </message>
    <message>
        <source>Since your last turn: %1 acted here.</source>
        <translation>Od twojej ostatniej tury: tutaj grał(a) %1.</translation>
    </message>
    <message>
        <source>%1 bones → %2</source>
        <translation>kości: %1 → %2</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;The doghouse&lt;/b&gt; (place 0). Every dog starts here. No digging or delivering here.&lt;br&gt;A move goes up to %1 steps, one fewer per bone carried: %2.</source>
        <translation>&lt;b&gt;Buda&lt;/b&gt; (pole 0). Tu zaczyna każdy pies. Tu nie można kopać ani dostarczać kości.&lt;br&gt;Ruch to najwyżej %1 pola, o jedno mniej za każdą niesioną kość: %2.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Place %1: a gap&lt;/b&gt; left by a dig this turn. It still counts as a step. At the end of the turn tidy-up fills it with the card farthest from the doghouse.</source>
        <translation>&lt;b&gt;Pole %1: luka&lt;/b&gt; po kopaniu w tej turze. Nadal liczy się jako pole ruchu. Na koniec tury porządkowanie uzupełni ją kartą najdalszą od budy.</translation>
    </message>
    <message>
        <source>A %1 card (its bone is hidden)</source>
        <translation>Karta kości, zapach %1 (kość ukryta)</translation>
    </message>
    <message>
        <source>%1 (you know: %2)</source>
        <translation>%1 (wiesz: %2)</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: dog at place %2; %3 points now.&lt;br&gt;Carries %6%4 — a move goes up to %5 steps.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: pies na polu %2; punkty teraz: %3.&lt;br&gt;Niesie: %6%4 — ruch najwyżej o %5 pola.</translation>
    </message>
    <message>
        <source>, scent sides: %1</source>
        <translation>, zapachy: %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&apos;s delivered bones&lt;/b&gt; (public), valued at the bowls&apos; current order:&lt;br&gt;%2&lt;br&gt;Total now: %3</source>
        <translation>&lt;b&gt;Dostarczone kości: %1&lt;/b&gt; (jawne), wycenione według obecnej kolejności misek:&lt;br&gt;%2&lt;br&gt;Razem teraz: %3</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>jeszcze brak</translation>
    </message>
    <message>
        <source>Actions left this turn: %1 of %2 (move, dig, deliver, in any order).</source>
        <translation>Pozostałe akcje w tej turze: %1 z %2 (ruch, kopanie, dostawa, w dowolnej kolejności).</translation>
    </message>
    <message>
        <source>Both %1 cards have been delivered.</source>
        <translation>Obie karty o zapachu %1 zostały dostarczone.</translation>
    </message>
    <message>
        <source>Nothing public yet about the %1 cards: one hides %2, the other %3.</source>
        <translation>Nic jeszcze nie wiadomo o kartach o zapachu %1: pod jedną jest kość %2, pod drugą %3.</translation>
    </message>
    <message>
        <source>in %1&apos;s hand</source>
        <translation>na ręce: %1</translation>
    </message>
    <message>
        <source>at place %1</source>
        <translation>na polu %1</translation>
    </message>
    <message>
        <source>A %1 bone from a %2 card was delivered, so the other %2 card (%3) hides a %4 bone.</source>
        <translation>Kość %1 z karty o zapachu %2 została już dostarczona, więc pod drugą taką kartą (%3) jest kość %4.</translation>
    </message>
    <message>
        <source>Hand limit: put one back</source>
        <translation>Limit kart na ręce: odłóż jedną</translation>
    </message>
    <message>
        <source>%1, %2 points a bone</source>
        <translation>%1, %2 pkt za kość</translation>
    </message>
    <message>
        <source>&lt;b&gt;Place %1: %2&lt;/b&gt;. If the game ended now, each bone of its colour would score %3 (bowls nearer the doghouse pay more: %4). Tidy-up can move it.</source>
        <translation>&lt;b&gt;Pole %1: %2&lt;/b&gt;. Gdyby gra skończyła się teraz, każda kość w jej kolorze dałaby %3 pkt (miski bliżej budy dają więcej: %4). Porządkowanie może ją przesunąć.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Place %1: a %2 card&lt;/b&gt;. Underneath: %3 or %4; the other %2 card hides the other one.</source>
        <translation>&lt;b&gt;Pole %1: karta kości, zapach %2&lt;/b&gt;. Pod spodem: %3 albo %4; druga karta z tą parą zapachów kryje tę drugą.</translation>
    </message>
    <message>
        <source>Everybody knows what it hides: %1 (the other one was delivered).</source>
        <translation>Wszyscy wiedzą, co kryje: %1 (druga została już dostarczona).</translation>
    </message>
    <message>
        <source>Only you know what it hides: %1.</source>
        <translation>Tylko ty wiesz, co kryje: %1.</translation>
    </message>
    <message>
        <source>&lt;b&gt;In your hand: %1&lt;/b&gt; (from a %2 card). Deliver it at %3. Bones still in hand at the end score nothing.</source>
        <translation>&lt;b&gt;Na ręce: %1&lt;/b&gt; (z karty o zapachu %2). Dostarcz ją tam, gdzie stoi %3. Kości, które zostaną na ręce na koniec gry, nie dają punktów.</translation>
    </message>
    <message>
        <source>Choose a card to put back, or keep the bone</source>
        <translation>Wybierz kartę do odłożenia albo zatrzymaj kość</translation>
    </message>
    <message>
        <source>Keep the bone you dug; its place stays a gap until tidy-up. Or choose a card in your hand to put it back.</source>
        <translation>Zatrzymaj wykopaną kość; jej miejsce zostaje luką do porządkowania. Albo wybierz kartę z ręki, aby ją odłożyć.</translation>
    </message>
    <message>
        <source>Choose it to move your dog here.</source>
        <translation>Wybierz, aby przesunąć tu psa.</translation>
    </message>
    <message>
        <source>Choose it to dig here (you may then put a card back).</source>
        <translation>Wybierz, aby tu kopać (potem możesz odłożyć kartę).</translation>
    </message>
    <message>
        <source>Choose it to deliver this bone (choose another to add it).</source>
        <translation>Wybierz, aby dostarczyć tę kość (wybierz kolejną, aby ją dołożyć).</translation>
    </message>
    <message>
        <source>Choose it to deliver all your matching bones.</source>
        <translation>Wybierz, aby dostarczyć wszystkie pasujące kości.</translation>
    </message>
    <message>
        <source>Choose it to put this card back, scent side up.</source>
        <translation>Wybierz, aby odłożyć tę kartę zapachem do góry.</translation>
    </message>
    <message>
        <source>Choose it to keep the bone and leave a gap.</source>
        <translation>Wybierz, aby zatrzymać kość i zostawić lukę.</translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <source>%1 (everybody knows: %2, since the other %1 card was delivered)</source>
        <translation>%1 (wszyscy wiedzą: %2, bo druga karta o zapachu %1 została już dostarczona)</translation>
    </message>
</context>
</TS>
