<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt">
<context>
    <name>DigArt</name>
    <message>
        <source>pts</source>
        <translation>pt</translation>
    </message>
    <message>
        <source>gap</source>
        <translation>buraco</translation>
    </message>
    <message>
        <source>action</source>
        <translation>ação</translation>
    </message>
    <message>
        <source>actions</source>
        <translation>ações</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>1 bone</source>
        <translation>1 osso</translation>
    </message>
    <message>
        <source>%1 bones</source>
        <translation>%1 ossos</translation>
    </message>
</context>
<context>
    <name>dig</name>
    <message>
        <source>red</source>
        <translation>vermelho</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>amarelo</translation>
    </message>
    <message>
        <source>green</source>
        <translation>verde</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>azul</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>roxo</translation>
    </message>
    <message>
        <source>red–yellow</source>
        <translation>vermelho-amarelo</translation>
    </message>
    <message>
        <source>red–green</source>
        <translation>vermelho-verde</translation>
    </message>
    <message>
        <source>red–blue</source>
        <translation>vermelho-azul</translation>
    </message>
    <message>
        <source>red–purple</source>
        <translation>vermelho-roxo</translation>
    </message>
    <message>
        <source>yellow–green</source>
        <translation>amarelo-verde</translation>
    </message>
    <message>
        <source>yellow–blue</source>
        <translation>amarelo-azul</translation>
    </message>
    <message>
        <source>yellow–purple</source>
        <translation>amarelo-roxo</translation>
    </message>
    <message>
        <source>green–blue</source>
        <translation>verde-azul</translation>
    </message>
    <message>
        <source>green–purple</source>
        <translation>verde-roxo</translation>
    </message>
    <message>
        <source>blue–purple</source>
        <translation>azul-roxo</translation>
    </message>
    <message>
        <source>No bone card is left in the yard: this is {who}&apos;s last turn.</source>
        <translation>Não resta nenhuma carta de osso no quintal: {who} joga a última vez.</translation>
    </message>
    <message>
        <source>Game over: {winners}.</source>
        <translation>Fim de jogo: {winners}.</translation>
    </message>
    <message>
        <source>Dig</source>
        <translation>Dig</translation>
    </message>
    <message>
        <source>Dogs dig bones out of the yard and carry them to bowls; a bowl near the doghouse pays most.</source>
        <translation>Cães desenterram ossos do quintal e os levam às tigelas; uma tigela perto da casinha vale mais.</translation>
    </message>
    <message>
        <source>Who takes the first turn: the box says the youngest player.</source>
        <translation>Quem joga primeiro: a caixa diz que é o jogador mais novo.</translation>
    </message>
    <message numerus="yes">
        <source>%n red bone (worth {value})</source>
        <comment>%n red bones ({value} each)</comment>
        <translation>
            <numerusform>%n osso vermelho (vale {value})</numerusform>
            <numerusform>%n ossos vermelhos ({value} cada)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n yellow bone (worth {value})</source>
        <comment>%n yellow bones ({value} each)</comment>
        <translation>
            <numerusform>%n osso amarelo (vale {value})</numerusform>
            <numerusform>%n ossos amarelos ({value} cada)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n green bone (worth {value})</source>
        <comment>%n green bones ({value} each)</comment>
        <translation>
            <numerusform>%n osso verde (vale {value})</numerusform>
            <numerusform>%n ossos verdes ({value} cada)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n blue bone (worth {value})</source>
        <comment>%n blue bones ({value} each)</comment>
        <translation>
            <numerusform>%n osso azul (vale {value})</numerusform>
            <numerusform>%n ossos azuis ({value} cada)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n purple bone (worth {value})</source>
        <comment>%n purple bones ({value} each)</comment>
        <translation>
            <numerusform>%n osso roxo (vale {value})</numerusform>
            <numerusform>%n ossos roxos ({value} cada)</numerusform>
        </translation>
    </message>
    <message>
        <source>most {value}-point bones</source>
        <translation>mais ossos de valor {value}</translation>
    </message>
    <message numerus="yes">
        <source>%n bone still in hand (scores nothing)</source>
        <comment>%n bones still in hand (score nothing)</comment>
        <translation>
            <numerusform>%n osso ainda na mão (não pontua)</numerusform>
            <numerusform>%n ossos ainda na mão (não pontuam)</numerusform>
        </translation>
    </message>
    <message>
        <source>A delivered bone is worth what its bowl&apos;s place pays now: when bowls move, a score can fall.</source>
        <translation>Um osso entregue vale o que a tigela da sua cor paga agora, pela posição dela: quando as tigelas mudam de lugar, a pontuação pode cair.</translation>
    </message>
    <message>
        <source>the red bowl</source>
        <translation>a tigela vermelha</translation>
    </message>
    <message>
        <source>the yellow bowl</source>
        <translation>a tigela amarela</translation>
    </message>
    <message>
        <source>the green bowl</source>
        <translation>a tigela verde</translation>
    </message>
    <message>
        <source>the blue bowl</source>
        <translation>a tigela azul</translation>
    </message>
    <message>
        <source>the purple bowl</source>
        <translation>a tigela roxa</translation>
    </message>
    <message>
        <source>a red bone</source>
        <translation>um osso vermelho</translation>
    </message>
    <message>
        <source>a yellow bone</source>
        <translation>um osso amarelo</translation>
    </message>
    <message>
        <source>a green bone</source>
        <translation>um osso verde</translation>
    </message>
    <message>
        <source>a blue bone</source>
        <translation>um osso azul</translation>
    </message>
    <message>
        <source>a purple bone</source>
        <translation>um osso roxo</translation>
    </message>
    <message>
        <source>a {pair} card (red bone)</source>
        <translation>uma carta do par {pair} (osso vermelho)</translation>
    </message>
    <message>
        <source>a {pair} card (yellow bone)</source>
        <translation>uma carta do par {pair} (osso amarelo)</translation>
    </message>
    <message>
        <source>a {pair} card (green bone)</source>
        <translation>uma carta do par {pair} (osso verde)</translation>
    </message>
    <message>
        <source>a {pair} card (blue bone)</source>
        <translation>uma carta do par {pair} (osso azul)</translation>
    </message>
    <message>
        <source>a {pair} card (purple bone)</source>
        <translation>uma carta do par {pair} (osso roxo)</translation>
    </message>
    <message>
        <source>{who} digs up the {pair} card at place {place}: a red bone.</source>
        <translation>{who} desenterra a carta do par {pair} da casa {place}: um osso vermelho.</translation>
    </message>
    <message>
        <source>{who} digs up the {pair} card at place {place}: a yellow bone.</source>
        <translation>{who} desenterra a carta do par {pair} da casa {place}: um osso amarelo.</translation>
    </message>
    <message>
        <source>{who} digs up the {pair} card at place {place}: a green bone.</source>
        <translation>{who} desenterra a carta do par {pair} da casa {place}: um osso verde.</translation>
    </message>
    <message>
        <source>{who} digs up the {pair} card at place {place}: a blue bone.</source>
        <translation>{who} desenterra a carta do par {pair} da casa {place}: um osso azul.</translation>
    </message>
    <message>
        <source>{who} digs up the {pair} card at place {place}: a purple bone.</source>
        <translation>{who} desenterra a carta do par {pair} da casa {place}: um osso roxo.</translation>
    </message>
    <message numerus="yes">
        <source>{who} delivers %n red bone to the red bowl.</source>
        <comment>{who} delivers %n red bones to the red bowl.</comment>
        <translation>
            <numerusform>{who} entrega %n osso vermelho na tigela vermelha.</numerusform>
            <numerusform>{who} entrega %n ossos vermelhos na tigela vermelha.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who} delivers %n yellow bone to the yellow bowl.</source>
        <comment>{who} delivers %n yellow bones to the yellow bowl.</comment>
        <translation>
            <numerusform>{who} entrega %n osso amarelo na tigela amarela.</numerusform>
            <numerusform>{who} entrega %n ossos amarelos na tigela amarela.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who} delivers %n green bone to the green bowl.</source>
        <comment>{who} delivers %n green bones to the green bowl.</comment>
        <translation>
            <numerusform>{who} entrega %n osso verde na tigela verde.</numerusform>
            <numerusform>{who} entrega %n ossos verdes na tigela verde.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who} delivers %n blue bone to the blue bowl.</source>
        <comment>{who} delivers %n blue bones to the blue bowl.</comment>
        <translation>
            <numerusform>{who} entrega %n osso azul na tigela azul.</numerusform>
            <numerusform>{who} entrega %n ossos azuis na tigela azul.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who} delivers %n purple bone to the purple bowl.</source>
        <comment>{who} delivers %n purple bones to the purple bowl.</comment>
        <translation>
            <numerusform>{who} entrega %n osso roxo na tigela roxa.</numerusform>
            <numerusform>{who} entrega %n ossos roxos na tigela roxa.</numerusform>
        </translation>
    </message>
    <message>
        <source>only red bones go to the red bowl, not a {bone} bone</source>
        <translation>só ossos vermelhos vão para a tigela vermelha, não um osso {bone}</translation>
    </message>
    <message>
        <source>only yellow bones go to the yellow bowl, not a {bone} bone</source>
        <translation>só ossos amarelos vão para a tigela amarela, não um osso {bone}</translation>
    </message>
    <message>
        <source>only green bones go to the green bowl, not a {bone} bone</source>
        <translation>só ossos verdes vão para a tigela verde, não um osso {bone}</translation>
    </message>
    <message>
        <source>only blue bones go to the blue bowl, not a {bone} bone</source>
        <translation>só ossos azuis vão para a tigela azul, não um osso {bone}</translation>
    </message>
    <message>
        <source>only purple bones go to the purple bowl, not a {bone} bone</source>
        <translation>só ossos roxos vão para a tigela roxa, não um osso {bone}</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Fim de jogo</translation>
    </message>
    <message>
        <source>Drawing the first player</source>
        <translation>Sorteando o primeiro jogador</translation>
    </message>
    <message>
        <source>Laying out the yard ({dealt} of {cards} cards)</source>
        <translation>Montando o quintal ({dealt} de {cards} cartas)</translation>
    </message>
    <message>
        <source>{who} — hand limit: put one card back</source>
        <translation>{who} — limite da mão: devolva uma carta</translation>
    </message>
    <message>
        <source>{who} — put a card back, or keep the bone</source>
        <translation>{who} — devolva uma carta ou guarde o osso</translation>
    </message>
    <message>
        <source>{who} — no actions left: end the turn (no bone left in the yard: last turn)</source>
        <translation>{who} — sem ações: encerre a vez (não resta osso no quintal: última vez)</translation>
    </message>
    <message>
        <source>{who} — no actions left: end the turn</source>
        <translation>{who} — sem ações: encerre a vez</translation>
    </message>
    <message numerus="yes">
        <source>%n action left</source>
        <comment>%n actions left</comment>
        <translation>
            <numerusform>resta %n ação</numerusform>
            <numerusform>restam %n ações</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a move goes up to %n step</source>
        <comment>a move goes up to %n steps</comment>
        <translation>
            <numerusform>movimento de até %n casa</numerusform>
            <numerusform>movimento de até %n casas</numerusform>
        </translation>
    </message>
    <message>
        <source>{who} — {actions}, {range} (no bone left in the yard: last turn)</source>
        <translation>{who} — {actions}, {range} (não resta osso no quintal: última vez)</translation>
    </message>
    <message>
        <source>{who} — {actions}, {range}</source>
        <translation>{who} — {actions}, {range}</translation>
    </message>
    <message>
        <source>the doghouse</source>
        <translation>a casinha</translation>
    </message>
    <message>
        <source>place {place} (a gap)</source>
        <translation>a casa {place} (um buraco)</translation>
    </message>
    <message>
        <source>place {place} ({card})</source>
        <translation>a casa {place} ({card})</translation>
    </message>
    <message>
        <source>a {pair} card</source>
        <translation>uma carta do par {pair}</translation>
    </message>
    <message>
        <source>The yard is laid out: {count} cards.</source>
        <translation>O quintal está montado: {count} cartas.</translation>
    </message>
    <message>
        <source>{who} goes first.</source>
        <translation>{who} começa.</translation>
    </message>
    <message>
        <source>Place {place} of the yard: {card}.</source>
        <translation>Casa {place} do quintal: {card}.</translation>
    </message>
    <message numerus="yes">
        <source>{who} moves %n step toward the doghouse, to {place}.</source>
        <comment>{who} moves %n steps toward the doghouse, to {place}.</comment>
        <translation>
            <numerusform>{who} anda %n casa rumo à casinha, até {place}.</numerusform>
            <numerusform>{who} anda %n casas rumo à casinha, até {place}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who} moves %n step away from the doghouse, to {place}.</source>
        <comment>{who} moves %n steps away from the doghouse, to {place}.</comment>
        <translation>
            <numerusform>{who} anda %n casa para longe da casinha, até {place}.</numerusform>
            <numerusform>{who} anda %n casas para longe da casinha, até {place}.</numerusform>
        </translation>
    </message>
    <message>
        <source>{who} digs up the {pair} card at place {place}.</source>
        <translation>{who} desenterra a carta do par {pair} da casa {place}.</translation>
    </message>
    <message>
        <source>{who} puts {card} back at place {place}.</source>
        <translation>{who} devolve {card} à casa {place}.</translation>
    </message>
    <message>
        <source>{who} keeps the bone; place {place} is a gap until the end of the turn.</source>
        <translation>{who} guarda o osso; a casa {place} fica sendo um buraco até o fim da vez.</translation>
    </message>
    <message>
        <source>{who} ends the turn.</source>
        <translation>{who} encerra a vez.</translation>
    </message>
    <message>
        <source>{card} moves from place {from} to place {to}</source>
        <translation>{card} passa da casa {from} para a casa {to}</translation>
    </message>
    <message>
        <source>the gap at place {place} closes the row</source>
        <translation>o buraco da casa {place} encurta a fileira</translation>
    </message>
    <message>
        <source>{who}&apos;s dog goes to the farthest card, place {place}</source>
        <translation>o cão ({who}) vai para a carta mais distante, a casa {place}</translation>
    </message>
    <message>
        <source>Tidy-up: {steps}.</source>
        <translation>Arrumação: {steps}.</translation>
    </message>
    <message>
        <source>No bone is left in the yard: the game ends.</source>
        <translation>Não resta osso no quintal: o jogo termina.</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>o jogo acabou</translation>
    </message>
    <message>
        <source>the yard is still being laid out</source>
        <translation>o quintal ainda está sendo montado</translation>
    </message>
    <message>
        <source>cards are only laid out at the start</source>
        <translation>as cartas só são dispostas no início</translation>
    </message>
    <message>
        <source>finish the dig first: put a card back or keep the bone</source>
        <translation>termine antes de cavar: devolva uma carta ou guarde o osso</translation>
    </message>
    <message>
        <source>no actions left this turn: end the turn</source>
        <translation>não restam ações nesta vez: encerre a vez</translation>
    </message>
    <message>
        <source>place {place} is not in the yard (0 is the doghouse, {last} the farthest card)</source>
        <translation>a casa {place} não está no quintal (0 é a casinha, {last} a carta mais distante)</translation>
    </message>
    <message>
        <source>a move goes at least one step</source>
        <translation>um movimento anda pelo menos uma casa</translation>
    </message>
    <message numerus="yes">
        <source>with {bones} a move goes at most %n step ({place} is {away} away)</source>
        <comment>with {bones} a move goes at most %n steps ({place} is {away} away)</comment>
        <translation>
            <numerusform>com {bones}, um movimento anda no máximo %n casa ({place} fica a {away})</numerusform>
            <numerusform>com {bones}, um movimento anda no máximo %n casas ({place} fica a {away})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n bone</source>
        <comment>%n bones</comment>
        <translation>
            <numerusform>%n osso</numerusform>
            <numerusform>%n ossos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n step</source>
        <comment>%n steps</comment>
        <translation>
            <numerusform>%n casa</numerusform>
            <numerusform>%n casas</numerusform>
        </translation>
    </message>
    <message>
        <source>you cannot dig on the doghouse</source>
        <translation>não se pode cavar na casinha</translation>
    </message>
    <message>
        <source>there is nothing left to dig in a gap</source>
        <translation>num buraco não há mais nada para cavar</translation>
    </message>
    <message>
        <source>you cannot dig on a bowl</source>
        <translation>não se pode cavar numa tigela</translation>
    </message>
    <message>
        <source>you can dig only where your dog stands</source>
        <translation>você só pode cavar onde o seu cão está</translation>
    </message>
    <message>
        <source>there is nothing to put back: dig first</source>
        <translation>não há nada para devolver: cave primeiro</translation>
    </message>
    <message>
        <source>you can only put back a card you hold</source>
        <translation>você só pode devolver uma carta da sua mão</translation>
    </message>
    <message>
        <source>nothing was dug</source>
        <translation>nada foi desenterrado</translation>
    </message>
    <message>
        <source>you hold {held} cards: put one back (hand limit {limit})</source>
        <translation>você tem {held} cartas na mão: devolva uma (limite da mão: {limit})</translation>
    </message>
    <message>
        <source>bones are delivered at a bowl: move your dog onto one</source>
        <translation>ossos são entregues numa tigela: leve o seu cão até uma</translation>
    </message>
    <message>
        <source>deliver at least one bone</source>
        <translation>entregue pelo menos um osso</translation>
    </message>
    <message>
        <source>you can only deliver bones you hold</source>
        <translation>você só pode entregar ossos da sua mão</translation>
    </message>
    <message>
        <source>each bone can be delivered only once</source>
        <translation>cada osso só pode ser entregue uma única vez</translation>
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
        <translation>casinha</translation>
    </message>
    <message>
        <source>Game over — the yard holds only the five bowls</source>
        <translation>Fim de jogo — no quintal só restam as cinco tigelas</translation>
    </message>
    <message>
        <source>No bone card left in the yard: this is the last turn</source>
        <translation>Não resta carta de osso no quintal: esta é a última vez</translation>
    </message>
    <message>
        <source>Laying out the yard… %1 of %2</source>
        <translation>Montando o quintal… %1 de %2</translation>
    </message>
    <message>
        <source>no bones delivered</source>
        <translation>nada entregue</translation>
    </message>
    <message>
        <source>%1 pts — %2, moves %3</source>
        <translation>%1 pt — %2, anda %3</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>empty hand</source>
        <translation>mão vazia</translation>
    </message>
    <message>
        <source>%1 — %2 pts — %3 in hand, moves %4</source>
        <translation>%1 — %2 pt — %3 na mão, anda %4</translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <translation>%1 (você)</translation>
    </message>
    <message>
        <source>no bones in hand</source>
        <translation>nenhum osso na mão</translation>
    </message>
    <message>
        <source>Choose a card to put back, or keep the bone</source>
        <translation>Escolha uma carta para devolver ou guarde o osso</translation>
    </message>
    <message>
        <source>Delivered (count × points now)</source>
        <translation>Entregues (nº × pontos)</translation>
    </message>
    <message>
        <source>both delivered</source>
        <translation>as duas entregues</translation>
    </message>
    <message>
        <source>nothing known yet</source>
        <translation>nada se sabe ainda</translation>
    </message>
    <message>
        <source>your hand</source>
        <translation>sua mão</translation>
    </message>
    <message>
        <source>%1&apos;s hand</source>
        <translation>mão (%1)</translation>
    </message>
    <message>
        <source>place %1</source>
        <translation>casa %1</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1 na %2</translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <translation>%1 na %2</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Encerrar a vez</translation>
    </message>
    <message>
        <source>End your turn (Enter). Tidy-up then fills the gaps you left.</source>
        <translation>Encerra a sua vez (Enter). Em seguida a arrumação preenche os buracos que você deixou.</translation>
    </message>
    <message>
        <source>Keep it (leave a gap)</source>
        <translation>Guardar (deixar um buraco)</translation>
    </message>
    <message>
        <source>Keep the bone you dug; its place stays a gap until tidy-up. Or choose a card in your hand to put it back.</source>
        <translation>Guarde o osso que você desenterrou; a casa dele fica sendo um buraco até a arrumação. Ou escolha uma carta da sua mão para devolvê-la.</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regras</translation>
    </message>
    <message>
        <source>Open the rules of Dig at the part that fits what you are doing (F1)</source>
        <translation>Abre as regras do Dig na parte que corresponde ao que você está fazendo (F1)</translation>
    </message>
    <message>
        <source>Deduction aid</source>
        <translation>Pistas</translation>
    </message>
    <message>
        <source>Show, for every scent pair, what the delivered bones already prove (public information only)</source>
        <translation>Mostra, para cada par de cheiros, o que os ossos entregues já provam (só informação pública)</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Jogador %1</translation>
    </message>
    <message>
        <source>You carry no bone to deliver.</source>
        <translation>Você não carrega nenhum osso para entregar.</translation>
    </message>
    <message>
        <source>the doghouse</source>
        <translation>a casinha</translation>
    </message>
    <message>
        <source>a gap</source>
        <translation>um buraco</translation>
    </message>
    <message>
        <source>%1, %2 points a bone</source>
        <translation>%1, %2 pontos por osso</translation>
    </message>
    <message>
        <source>a %1 card</source>
        <translation>uma carta do par %1</translation>
    </message>
    <message>
        <source>your dog</source>
        <translation>o seu cão</translation>
    </message>
    <message>
        <source>%1; dogs here: %2</source>
        <translation>%1; cães aqui: %2</translation>
    </message>
    <message>
        <source>Doghouse</source>
        <translation>Casinha</translation>
    </message>
    <message>
        <source>Place %1</source>
        <translation>Casa %1</translation>
    </message>
    <message>
        <source>Hand card %1</source>
        <translation>Carta da mão %1</translation>
    </message>
    <message>
        <source>dog at place %1, %2 in hand, %3 points</source>
        <translation>cão na casa %1, %2 na mão, %3 pontos</translation>
    </message>
    <message>
        <source>%1&apos;s delivered bones</source>
        <translation>Ossos entregues (%1)</translation>
    </message>
    <message>
        <source>%1 points now</source>
        <translation>%1 pontos agora</translation>
    </message>
    <message>
        <source>Actions left</source>
        <translation>Ações restantes</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>Scent pair %1</source>
        <translation>Par de cheiros %1</translation>
    </message>
    <message>
        <source>Choose it to move your dog here.</source>
        <translation>Escolha para mover o seu cão para cá.</translation>
    </message>
    <message>
        <source>Choose it to dig here (you may then put a card back).</source>
        <translation>Escolha para cavar aqui (depois você pode devolver uma carta).</translation>
    </message>
    <message>
        <source>Choose it to deliver this bone (choose another to add it).</source>
        <translation>Escolha para entregar este osso (escolha outro para juntá-lo).</translation>
    </message>
    <message>
        <source>Choose it to deliver all your matching bones.</source>
        <translation>Escolha para entregar todos os seus ossos desta cor.</translation>
    </message>
    <message>
        <source>Choose it to put this card back, scent side up.</source>
        <translation>Escolha para devolver esta carta com os cheiros para cima.</translation>
    </message>
    <message>
        <source>Choose it to keep the bone and leave a gap.</source>
        <translation>Escolha para guardar o osso e deixar um buraco.</translation>
    </message>
    <message>
        <source>Dogs here: %1</source>
        <translation>Cães aqui: %1</translation>
    </message>
    <message>
        <source>Since your last turn: %1 acted here.</source>
        <translation>Desde a sua última vez, jogou aqui: %1.</translation>
    </message>
    <message>
        <source>%1 bones → %2</source>
        <translation>%1 ossos → %2</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;The doghouse&lt;/b&gt; (place 0). Every dog starts here. No digging or delivering here.&lt;br&gt;A move goes up to %1 steps, one fewer per bone carried: %2.</source>
        <translation>&lt;b&gt;A casinha&lt;/b&gt; (casa 0). Todo cão começa aqui. Aqui não se cava nem se entrega.&lt;br&gt;Um movimento anda até %1 casas, uma a menos por osso carregado: %2.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Place %1: a gap&lt;/b&gt; left by a dig this turn. It still counts as a step. At the end of the turn tidy-up fills it with the card farthest from the doghouse.</source>
        <translation>&lt;b&gt;Casa %1: um buraco&lt;/b&gt; deixado por uma escavação nesta vez. Ele ainda conta como uma casa. No fim da vez, a arrumação o preenche com a carta mais distante da casinha.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Place %1: %2&lt;/b&gt;. If the game ended now, each bone of its colour would score %3 (bowls nearer the doghouse pay more: %4). Tidy-up can move it.</source>
        <translation>&lt;b&gt;Casa %1: %2&lt;/b&gt;. Se o jogo terminasse agora, cada osso desta cor valeria %3 (tigelas mais perto da casinha pagam mais: %4). A arrumação pode movê-la.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Place %1: a %2 card&lt;/b&gt;. Underneath: %3 or %4; the other %2 card hides the other one.</source>
        <translation>&lt;b&gt;Casa %1: uma carta do par %2&lt;/b&gt;. Embaixo: %3 ou %4; a outra carta do par %2 esconde o outro.</translation>
    </message>
    <message>
        <source>Everybody knows what it hides: %1 (the other one was delivered).</source>
        <translation>Todos sabem o que ela esconde: %1 (o outro já foi entregue).</translation>
    </message>
    <message>
        <source>Only you know what it hides: %1.</source>
        <translation>Só você sabe o que ela esconde: %1.</translation>
    </message>
    <message>
        <source>A %1 card (its bone is hidden)</source>
        <translation>Uma carta do par %1 (o osso está escondido)</translation>
    </message>
    <message>
        <source>&lt;b&gt;In your hand: %1&lt;/b&gt; (from a %2 card). Deliver it at %3. Bones still in hand at the end score nothing.</source>
        <translation>&lt;b&gt;Na sua mão: %1&lt;/b&gt; (de uma carta do par %2). Ele vai para %3. Ossos que ainda estiverem na mão no fim não pontuam.</translation>
    </message>
    <message>
        <source>%1 (everybody knows: %2, since the other %1 card was delivered)</source>
        <translation>%1 (todos sabem: %2, pois a outra carta do par %1 já foi entregue)</translation>
    </message>
    <message>
        <source>%1 (you know: %2)</source>
        <translation>%1 (você sabe: %2)</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: dog at place %2; %3 points now.&lt;br&gt;Carries %6%4 — a move goes up to %5 steps.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: cão na casa %2; %3 pontos agora.&lt;br&gt;Carrega %6%4 — um movimento anda até %5 casas.</translation>
    </message>
    <message>
        <source>, scent sides: %1</source>
        <translation>, cheiros à vista: %1</translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&apos;s delivered bones&lt;/b&gt; (public), valued at the bowls&apos; current order:&lt;br&gt;%2&lt;br&gt;Total now: %3</source>
        <translation>&lt;b&gt;Ossos entregues (%1)&lt;/b&gt; (públicos), avaliados pela ordem atual das tigelas:&lt;br&gt;%2&lt;br&gt;Total agora: %3</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>nenhum ainda</translation>
    </message>
    <message>
        <source>Actions left this turn: %1 of %2 (move, dig, deliver, in any order).</source>
        <translation>Ações restantes nesta vez: %1 de %2 (mover, cavar, entregar, em qualquer ordem).</translation>
    </message>
    <message>
        <source>Both %1 cards have been delivered.</source>
        <translation>As duas cartas do par %1 já foram entregues.</translation>
    </message>
    <message>
        <source>Nothing public yet about the %1 cards: one hides %2, the other %3.</source>
        <translation>Ainda não há nada público sobre as cartas do par %1: uma esconde um osso %2, a outra um osso %3.</translation>
    </message>
    <message>
        <source>in %1&apos;s hand</source>
        <translation>na mão (%1)</translation>
    </message>
    <message>
        <source>at place %1</source>
        <translation>na casa %1</translation>
    </message>
    <message>
        <source>A %1 bone from a %2 card was delivered, so the other %2 card (%3) hides a %4 bone.</source>
        <translation>Um osso %1 de uma carta do par %2 foi entregue; então a outra carta do par %2 (%3) esconde um osso %4.</translation>
    </message>
    <message>
        <source>Hand limit: put one back</source>
        <translation>Limite da mão: devolva uma</translation>
    </message>
</context>
</TS>
