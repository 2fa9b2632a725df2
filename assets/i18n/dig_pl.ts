<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl">
<context>
    <name>QObject</name>
    <message>
        <source>1 bone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 bones</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dig</name>
    <message>
        <source>red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yellow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>green</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>purple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>red–yellow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>red–green</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>red–blue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>red–purple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yellow–green</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yellow–blue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yellow–purple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>green–blue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>green–purple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blue–purple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drawing the first player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Laying out the yard ({dealt} of {cards} cards)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} — hand limit: put one card back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} — put a card back, or keep the bone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} — no actions left: end the turn (no bone left in the yard: last turn)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} — no actions left: end the turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n action left</source>
        <comment>%n actions left</comment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a move goes up to %n step</source>
        <comment>a move goes up to %n steps</comment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>{who} — {actions}, {range} (no bone left in the yard: last turn)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} — {actions}, {range}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the doghouse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>place {place} (a gap)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>place {place} ({card})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the {colour} bowl</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a {pair} card ({colour} bone)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a {pair} card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The yard is laid out: {count} cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} goes first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place {place} of the yard: {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{who} moves %n step toward the doghouse, to {place}.</source>
        <comment>{who} moves %n steps toward the doghouse, to {place}.</comment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who} moves %n step away from the doghouse, to {place}.</source>
        <comment>{who} moves %n steps away from the doghouse, to {place}.</comment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>{who} digs up the {pair} card at place {place}: a {colour} bone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} digs up the {pair} card at place {place}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} puts {card} back at place {place}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} keeps the bone; place {place} is a gap until the end of the turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} ends the turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} moves from place {from} to place {to}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the gap at place {place} closes the row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the dog of {who} goes to the farthest card, place {place}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tidy-up: {steps}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No bone is left in the yard: the game ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the yard is still being laid out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cards are only laid out at the start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>finish the dig first: put a card back or keep the bone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no actions left this turn: end the turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>place {place} is not in the yard (0 is the doghouse, {last} the farthest card)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a move goes at least one step</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>with {bones} a move goes at most %n step ({place} is {away} away)</source>
        <comment>with {bones} a move goes at most %n steps ({place} is {away} away)</comment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n bone</source>
        <comment>%n bones</comment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>you cannot dig on the doghouse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is nothing left to dig in a gap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>you cannot dig on a bowl</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>you can dig only where your dog stands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is nothing to put back: dig first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>you can only put back a card you hold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing was dug</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>you hold {held} cards: put one back (hand limit {limit})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bones are delivered at a bowl: move your dog onto one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>deliver at least one bone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>you can only deliver bones you hold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only {bowl} bones go to the {bowl} bowl, not a {bone} bone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>each bone can be delivered only once</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dogtable::games::dig::DigTable</name>
    <message>
        <source>Dig</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>home</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over — the yard holds only the five bowls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No bone card left in the yard: this is the last turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Laying out the yard… %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no bones delivered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 pts — %2, moves %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2 pts — %3 in hand, moves %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no bones in hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a card to put it back, or keep the bone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delivered (count × points now)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>both delivered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing known yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>place %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End your turn (Enter). Tidy-up then fills the gaps you left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep it (leave a gap)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the bone you dug; its place stays a gap until tidy-up. Or click a card in your hand to put it back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the rules of Dig at the part that fits what you are doing (F1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deduction aid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show, for every scent pair, what the delivered bones already prove (public information only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You carry no bone to deliver.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the doghouse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a gap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %1 bowl, %2 points a bone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a %1 card, %2 bone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a %1 card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your dog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; dogs here: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Doghouse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand card %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 bone, %2 card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dog at place %1, %2 in hand, %3 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s delivered bones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 points now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Actions left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scent pair %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click: move your dog here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click: dig here (you may then put a card back).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click: deliver this bone (click another to add it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click: deliver all your matching bones.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click: put this card back, scent side up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click: keep the bone and leave a gap.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dogs here: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Since your last turn: %1 acted here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 bones → %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;The doghouse&lt;/b&gt; (place 0). Every dog starts here. No digging or delivering here.&lt;br&gt;A move goes up to %1 steps, one fewer per bone carried: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Place %1: a gap&lt;/b&gt; left by a dig this turn. It still counts as a step. At the end of the turn tidy-up fills it with the card farthest from the doghouse.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Place %1: the %2 bowl&lt;/b&gt;. If the game ended now, each %2 bone would score %3 (bowls nearer the doghouse pay more: %4). Tidy-up can move it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Place %1: a %2 card&lt;/b&gt;. It hides a %3 or a %4 bone; the other %2 card hides the other colour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everybody knows it hides a %1 bone: the other one was delivered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You know it hides a %1 bone (only you).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A %1 card (its bone is hidden)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;A %1 bone&lt;/b&gt; from a %2 card. Deliver it at the %1 bowl. Bones still in hand at the end score nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (you know: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: dog at place %2; %3 points now.&lt;br&gt;Carries %6%4 — a move goes up to %5 steps.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, scent sides: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2 bone, %3 each = %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&apos;s delivered bones&lt;/b&gt; (public), valued at the bowls&apos; current order:&lt;br&gt;%2&lt;br&gt;Total now: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Actions left this turn: %1 of %2 (move, dig, deliver, in any order).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both %1 cards have been delivered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing public yet about the %1 cards: one hides %2, the other %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in %1&apos;s hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at place %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A %1 bone from a %2 card was delivered, so the other %2 card (%3) hides a %4 bone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand limit: put one back</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
