<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt">
<context>
    <name>dogkids</name>
    <message numerus="yes">
        <source>The discard pile is shuffled into a new draw pile (%n card).</source>
        <comment>The discard pile is shuffled into a new draw pile (%n cards).</comment>
        <translation>
            <numerusform>A pilha de descarte é embaralhada e vira o novo monte de compra (%n carta).</numerusform>
            <numerusform>A pilha de descarte é embaralhada e vira o novo monte de compra (%n cartas).</numerusform>
        </translation>
    </message>
    <message>
        <source>Dog Kids</source>
        <translation>Dog Kids</translation>
    </message>
    <message>
        <source>Race three dogs round the board: each card sends a dog to the next field of its colour.</source>
        <translation>Corra com três cães em volta do tabuleiro: cada carta manda um cão à próxima casa da sua cor.</translation>
    </message>
    <message>
        <source>Team game</source>
        <translation>Jogo em equipes</translation>
    </message>
    <message>
        <source>3 or 4 players: partners push each other&apos;s dogs and win together (4 players: opposite seats).</source>
        <translation>3 ou 4 jogadores: os parceiros empurram os cães um do outro e vencem juntos (4 jogadores: lugares opostos).</translation>
    </message>
    <message>
        <source>Solo player (3-player team game)</source>
        <translation>Jogador solo (jogo em equipes com 3)</translation>
    </message>
    <message>
        <source>With 3 players in the team game, this seat plays alone; the other two are partners.</source>
        <translation>Com 3 jogadores no jogo em equipes, este lugar joga sozinho; os outros dois são parceiros.</translation>
    </message>
    <message>
        <source>Empty place (3 players)</source>
        <translation>Lugar vazio (3 jogadores)</translation>
    </message>
    <message>
        <source>white</source>
        <translation>branco</translation>
    </message>
    <message>
        <source>grey</source>
        <translation>cinza</translation>
    </message>
    <message>
        <source>brown</source>
        <translation>marrom</translation>
    </message>
    <message>
        <source>black</source>
        <translation>preto</translation>
    </message>
    <message>
        <source>With 3 players one of the four places stays empty; the others take the next three clockwise. The player after the empty place is a little weaker.</source>
        <translation>Com 3 jogadores um dos quatro lugares fica vazio; os outros ocupam os três seguintes em sentido horário. O jogador depois do lugar vazio fica um pouco mais fraco.</translation>
    </message>
    <message>
        <source>Who plays first: the box says the youngest player. Play goes on clockwise.</source>
        <translation>Quem joga primeiro: a caixa diz que é o jogador mais novo. O jogo segue em sentido horário.</translation>
    </message>
    <message>
        <source>Board edition</source>
        <translation>Edição do tabuleiro</translation>
    </message>
    <message>
        <source>1: the symmetric board (2026-11-24); 0: the first board, for games saved before it.</source>
        <translation>1: o tabuleiro simétrico (24/11/2026); 0: o primeiro tabuleiro, para partidas salvas antes dele.</translation>
    </message>
    <message>
        <source>the team game needs 3 or 4 players</source>
        <translation>o jogo em equipes precisa de 3 ou 4 jogadores</translation>
    </message>
    <message>
        <source>dogs home</source>
        <translation>cães na meta</translation>
    </message>
    <message>
        <source>partner&apos;s dogs home</source>
        <translation>cães do parceiro na meta</translation>
    </message>
    <message>
        <source>fields left to home</source>
        <translation>casas até a meta</translation>
    </message>
    <message>
        <source>the waiting area</source>
        <translation>os lugares de espera</translation>
    </message>
    <message>
        <source>home field {n}</source>
        <translation>a casa da meta {n}</translation>
    </message>
    <message>
        <source>field {n} (kennel field)</source>
        <translation>a casa {n} (casa com casinha)</translation>
    </message>
    <message>
        <source>field {n} (start field {dogs})</source>
        <translation>a casa {n} (casa de saída {dogs})</translation>
    </message>
    <message>
        <source>field {n}</source>
        <translation>a casa {n}</translation>
    </message>
    <message>
        <source>red</source>
        <translation>vermelha</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>azul</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>amarela</translation>
    </message>
    <message>
        <source>green</source>
        <translation>verde</translation>
    </message>
    <message>
        <source>red</source>
        <comment>card</comment>
        <translation>vermelha</translation>
    </message>
    <message>
        <source>red</source>
        <comment>card face</comment>
        <translation>ver­me­lha</translation>
    </message>
    <message>
        <source>blue</source>
        <comment>card</comment>
        <translation>azul</translation>
    </message>
    <message>
        <source>blue</source>
        <comment>card face</comment>
        <translation>azul</translation>
    </message>
    <message>
        <source>yellow</source>
        <comment>card</comment>
        <translation>amarela</translation>
    </message>
    <message>
        <source>yellow</source>
        <comment>card face</comment>
        <translation>ama­re­la</translation>
    </message>
    <message>
        <source>green</source>
        <comment>card</comment>
        <translation>verde</translation>
    </message>
    <message>
        <source>green</source>
        <comment>card face</comment>
        <translation>verde</translation>
    </message>
    <message>
        <source>double red</source>
        <translation>dupla vermelha</translation>
    </message>
    <message>
        <source>double red</source>
        <comment>card face</comment>
        <translation>dupla ver­me­lha</translation>
    </message>
    <message>
        <source>double blue</source>
        <translation>dupla azul</translation>
    </message>
    <message>
        <source>double blue</source>
        <comment>card face</comment>
        <translation>dupla azul</translation>
    </message>
    <message>
        <source>double yellow</source>
        <translation>dupla amarela</translation>
    </message>
    <message>
        <source>double yellow</source>
        <comment>card face</comment>
        <translation>dupla ama­re­la</translation>
    </message>
    <message>
        <source>double green</source>
        <translation>dupla verde</translation>
    </message>
    <message>
        <source>double green</source>
        <comment>card face</comment>
        <translation>dupla verde</translation>
    </message>
    <message>
        <source>kennel</source>
        <comment>card</comment>
        <translation>casinha</translation>
    </message>
    <message>
        <source>kennel</source>
        <comment>card face</comment>
        <translation>ca­si­nha</translation>
    </message>
    <message>
        <source>swap</source>
        <comment>card</comment>
        <translation>troca de cães</translation>
    </message>
    <message>
        <source>swap</source>
        <comment>card face</comment>
        <translation>troca de cães</translation>
    </message>
    <message>
        <source>of the white dogs</source>
        <translation>dos cães brancos</translation>
    </message>
    <message>
        <source>white dogs</source>
        <translation>os cães brancos</translation>
    </message>
    <message>
        <source>white dog {n}</source>
        <translation>cão branco {n}</translation>
    </message>
    <message>
        <source>of the grey dogs</source>
        <translation>dos cães cinza</translation>
    </message>
    <message>
        <source>grey dogs</source>
        <translation>os cães cinza</translation>
    </message>
    <message>
        <source>grey dog {n}</source>
        <translation>cão cinza {n}</translation>
    </message>
    <message>
        <source>of the brown dogs</source>
        <translation>dos cães marrons</translation>
    </message>
    <message>
        <source>brown dogs</source>
        <translation>os cães marrons</translation>
    </message>
    <message>
        <source>brown dog {n}</source>
        <translation>cão marrom {n}</translation>
    </message>
    <message>
        <source>of the black dogs</source>
        <translation>dos cães pretos</translation>
    </message>
    <message>
        <source>black dogs</source>
        <translation>os cães pretos</translation>
    </message>
    <message>
        <source>black dog {n}</source>
        <translation>cão preto {n}</translation>
    </message>
    <message>
        <source>red/blue</source>
        <translation>vermelha/azul</translation>
    </message>
    <message>
        <source>red/yellow</source>
        <translation>vermelha/amarela</translation>
    </message>
    <message>
        <source>red/green</source>
        <translation>vermelha/verde</translation>
    </message>
    <message>
        <source>blue/yellow</source>
        <translation>azul/amarela</translation>
    </message>
    <message>
        <source>blue/green</source>
        <translation>azul/verde</translation>
    </message>
    <message>
        <source>yellow/green</source>
        <translation>amarela/verde</translation>
    </message>
    <message>
        <source>white dog {n}</source>
        <comment>in a sentence</comment>
        <translation>o cão branco {n}</translation>
    </message>
    <message>
        <source>grey dog {n}</source>
        <comment>in a sentence</comment>
        <translation>o cão cinza {n}</translation>
    </message>
    <message>
        <source>brown dog {n}</source>
        <comment>in a sentence</comment>
        <translation>o cão marrom {n}</translation>
    </message>
    <message>
        <source>black dog {n}</source>
        <comment>in a sentence</comment>
        <translation>o cão preto {n}</translation>
    </message>
    <message>
        <source>{who} plays first</source>
        <translation>{who} começa</translation>
    </message>
    <message>
        <source>{who} draws a {card} card</source>
        <translation>{who} compra uma carta {card}</translation>
    </message>
    <message>
        <source>{who} draws a card</source>
        <translation>{who} compra uma carta</translation>
    </message>
    <message>
        <source>{who} changes the whole hand</source>
        <translation>{who} troca a mão inteira</translation>
    </message>
    <message>
        <source>{who} offers a {card} card to swap</source>
        <translation>{who} oferece uma carta {card} para a troca</translation>
    </message>
    <message>
        <source>{who} keeps all cards</source>
        <translation>{who} fica com todas as cartas</translation>
    </message>
    <message>
        <source>{who} decides about the card exchange</source>
        <translation>{who} decide sobre a troca de cartas</translation>
    </message>
    <message>
        <source>{line} — {first} and {second} swap one card</source>
        <translation>{line} — {first} e {second} trocam uma carta</translation>
    </message>
    <message>
        <source>{line} — no cards are swapped</source>
        <translation>{line} — nenhuma carta é trocada</translation>
    </message>
    <message>
        <source>{who} plays {card} as {colour}</source>
        <translation>{who} joga a carta {card} como {colour}</translation>
    </message>
    <message>
        <source>{who} plays {card}</source>
        <translation>{who} joga a carta {card}</translation>
    </message>
    <message>
        <source>{play} (impossible)</source>
        <translation>{play} (impossível)</translation>
    </message>
    <message>
        <source>{play}: {dog} and {other} swap places</source>
        <translation>{play}: {dog} e {other} trocam de lugar</translation>
    </message>
    <message>
        <source>{dog} enters the start field</source>
        <translation>{dog} entra na casa de saída</translation>
    </message>
    <message>
        <source>{dog} to {place}</source>
        <translation>{dog} vai para {place}</translation>
    </message>
    <message>
        <source>pushes {dog} to {place}</source>
        <translation>empurra {dog} para {place}</translation>
    </message>
    <message>
        <source>knocks out {dog}</source>
        <translation>manda {dog} de volta para a casinha</translation>
    </message>
    <message>
        <source>{play}: {moves}</source>
        <translation>{play}: {moves}</translation>
    </message>
    <message>
        <source>Drawing the first player</source>
        <translation>Sorteando quem começa</translation>
    </message>
    <message>
        <source>Drawing cards</source>
        <translation>Comprando cartas</translation>
    </message>
    <message>
        <source>{who} — offer a card to your partner {partner} or keep your cards</source>
        <translation>{who} — ofereça uma carta ao parceiro ({partner}) ou fique com as suas cartas</translation>
    </message>
    <message>
        <source>{who} — all your dogs are home: move {partner}&apos;s dogs, or change your hand</source>
        <translation>{who} — todos os seus cães estão na meta: mova os cães do parceiro ({partner}) ou troque a mão</translation>
    </message>
    <message>
        <source>{who} — play a card and move a dog, or change your hand</source>
        <translation>{who} — jogue uma carta e mova um cão, ou troque a mão</translation>
    </message>
    <message>
        <source>Game over — {who} wins</source>
        <translation>Fim de jogo — {who} vence</translation>
    </message>
    <message>
        <source>Game over — {first} and {second} win</source>
        <translation>Fim de jogo — {first} e {second} vencem</translation>
    </message>
    <message>
        <source>Game over — {who} win</source>
        <translation>Fim de jogo — vencem: {who}</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>o jogo terminou</translation>
    </message>
    <message>
        <source>cards are being drawn; no player acts now</source>
        <translation>as cartas estão sendo compradas; ninguém joga agora</translation>
    </message>
    <message>
        <source>cards are drawn automatically</source>
        <translation>as cartas são compradas automaticamente</translation>
    </message>
    <message>
        <source>you have no such card to offer</source>
        <translation>você não tem essa carta para oferecer</translation>
    </message>
    <message>
        <source>first decide about the card exchange: offer a card or keep your cards</source>
        <translation>primeiro decida sobre a troca de cartas: ofereça uma carta ou fique com as suas</translation>
    </message>
    <message>
        <source>there is no card exchange now</source>
        <translation>agora não há troca de cartas</translation>
    </message>
    <message>
        <source>there is no such card</source>
        <translation>essa carta não existe</translation>
    </message>
    <message>
        <source>you do not hold a {card} card</source>
        <translation>você não tem uma carta {card} na mão</translation>
    </message>
    <message>
        <source>there is no such dog</source>
        <translation>esse cão não existe</translation>
    </message>
    <message>
        <source>all your dogs are home: you now move {partner}&apos;s dogs</source>
        <translation>todos os seus cães estão na meta: agora você move os cães do parceiro ({partner})</translation>
    </message>
    <message>
        <source>you can only move your own dogs</source>
        <translation>você só pode mover os seus próprios cães</translation>
    </message>
    <message>
        <source>a {card} card only moves a dog that is on the ring</source>
        <translation>a carta {card} só move um cão que está na pista</translation>
    </message>
    <message>
        <source>swap with a dog of another player</source>
        <translation>troque com um cão de outro jogador</translation>
    </message>
    <message>
        <source>dogs at home or in front of their kennel cannot be swapped</source>
        <translation>cães na meta ou em frente à casinha não podem ser trocados</translation>
    </message>
    <message>
        <source>the {card} card does not show that colour</source>
        <translation>a carta {card} não tem essa cor</translation>
    </message>
    <message>
        <source>a waiting dog enters only with a card of its start field&apos;s colour ({colour})</source>
        <translation>um cão à espera só entra com uma carta da cor da sua casa de saída ({colour})</translation>
    </message>
    <message>
        <source>a waiting dog enters only with a card of its start field&apos;s colours ({first} or {second})</source>
        <translation>um cão à espera só entra com uma carta de uma das cores da sua casa de saída ({first} ou {second})</translation>
    </message>
    <message>
        <source>your own dog is on the start field: move it on first</source>
        <translation>o seu próprio cão está na casa de saída: mova-o primeiro</translation>
    </message>
    <message>
        <source>there is no free {colour} field ahead of this dog</source>
        <translation>não há nenhuma casa {colour} livre à frente deste cão</translation>
    </message>
    <message>
        <source>the pushed partner&apos;s dog would have no field to go to</source>
        <translation>o cão do parceiro empurrado não teria para onde ir</translation>
    </message>
    <message>
        <source>there is no free kennel field ahead of this dog</source>
        <translation>não há nenhuma casa com casinha livre à frente deste cão</translation>
    </message>
    <message>
        <source>Move one of your dogs to the next {colour} field ahead, or bring a waiting dog onto your start field if it shows {colour}.</source>
        <translation>Mova um dos seus cães para a próxima casa {colour} à frente, ou ponha um cão à espera na sua casa de saída, se ela for {colour}.</translation>
    </message>
    <message>
        <source>Move a dog to the second free {colour} field ahead; the first one is jumped and nothing happens there.</source>
        <translation>Mova um cão para a segunda casa {colour} livre à frente; ele pula a primeira, e nada acontece nela.</translation>
    </message>
    <message>
        <source>Pick one of the two colours, then it works like a single card of that colour.</source>
        <translation>Escolha uma das duas cores; a carta então vale como uma carta simples dessa cor.</translation>
    </message>
    <message>
        <source>A dog on the ring jumps to the next free kennel field ahead, where it is safe.</source>
        <translation>Um cão na pista pula para a próxima casa com casinha livre à frente, onde fica seguro.</translation>
    </message>
    <message>
        <source>One of your dogs on the ring changes places with another player&apos;s dog on the ring.</source>
        <translation>Um dos seus cães na pista troca de lugar com um cão de outro jogador na pista.</translation>
    </message>
    <message>
        <source>Field {n}: start field {dogs}, {first} and {second} (not safe: two colours reach it)</source>
        <translation>Casa {n}: casa de saída {dogs}, {first} e {second} (perigosa: duas cores chegam aqui)</translation>
    </message>
    <message>
        <source>Field {n}: kennel field, {colour}. A dog here is safe; while it is taken, moves skip it.</source>
        <translation>Casa {n}: casa com casinha, {colour}. Aqui um cão fica seguro; enquanto ela estiver ocupada, os movimentos a pulam.</translation>
    </message>
    <message>
        <source>Field {n}: {colour}</source>
        <translation>Casa {n}: {colour}</translation>
    </message>
    <message>
        <source>Home field {n} {dogs}: {colour}. Only {these} come here, and they are safe.</source>
        <translation>Casa da meta {n} {dogs}: {colour}. Só {these} entram aqui, e aqui ficam seguros.</translation>
    </message>
    <message>
        <source>The food bowl {dogs}, at the end of their home lane.</source>
        <translation>A tigela {dogs}, no fim da sua reta final.</translation>
    </message>
    <message>
        <source>Kennel {dogs}. A waiting dog enters on field {n} with a {first} or {second} card.</source>
        <translation>Casinha {dogs}. Um cão à espera entra na casa {n} com uma carta {first} ou {second}.</translation>
    </message>
    <message>
        <source>waiting in front of the kennel</source>
        <translation>esperando em frente à casinha</translation>
    </message>
    <message>
        <source>home (safe)</source>
        <translation>na meta (seguro)</translation>
    </message>
    <message>
        <source>on field {n}, safe on a kennel field</source>
        <translation>na casa {n}, seguro numa casa com casinha</translation>
    </message>
    <message>
        <source>on field {n}</source>
        <translation>na casa {n}</translation>
    </message>
</context>
<context>
    <name>dogtable::games::dogkids::DogKidsTable</name>
    <message>
        <source>The table is hidden.</source>
        <translation>A mesa está oculta.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jogadores</translation>
    </message>
    <message>
        <source> (you)</source>
        <translation> (você)</translation>
    </message>
    <message numerus="yes">
        <source>%n card · %1/%2 home</source>
        <translation>
            <numerusform>%n carta · %1/%2 na meta</numerusform>
            <numerusform>%n cartas · %1/%2 na meta</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cards · %1/%2 home</source>
        <translation>
            <numerusform>%n carta · %1/%2 na meta</numerusform>
            <numerusform>%n cartas · %1/%2 na meta</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card · %1/%2</source>
        <translation>
            <numerusform>%n carta · %1/%2</numerusform>
            <numerusform>%n cartas · %1/%2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cards · %1/%2</source>
        <translation>
            <numerusform>%n carta · %1/%2</numerusform>
            <numerusform>%n cartas · %1/%2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 c. · %2/%3</source>
        <translation>%1 c. · %2/%3</translation>
    </message>
    <message>
        <source>team %1, with %2</source>
        <translation>equipe %1, com %2</translation>
    </message>
    <message>
        <source>plays alone</source>
        <translation>joga sozinho</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartas</translation>
    </message>
    <message>
        <source>%1 left</source>
        <translation>%1 no monte</translation>
    </message>
    <message>
        <source>%1 played</source>
        <translation>jogadas: %1</translation>
    </message>
    <message>
        <source>Card exchange with your partner: pick a card and offer it, or keep your cards. Cards change hands only if you both offer one.</source>
        <translation>Troca de cartas com o seu parceiro: escolha uma carta e ofereça-a, ou fique com as suas cartas. As cartas só trocam de mão se os dois oferecerem uma.</translation>
    </message>
    <message>
        <source>None of your cards can move a dog now: press Change hand to swap your whole hand.</source>
        <translation>Nenhuma das suas cartas pode mover um cão agora: aperte Trocar a mão para trocar todas as suas cartas.</translation>
    </message>
    <message>
        <source>All your dogs are home: your cards now move your partner&apos;s dogs.</source>
        <translation>Todos os seus cães estão na meta: agora as suas cartas movem os cães do seu parceiro.</translation>
    </message>
    <message>
        <source>Choose one of your glowing cards: the dogs it can move then light up. Hover a dog to see where it lands.</source>
        <translation>Escolha uma das suas cartas que brilham: os cães que ela pode mover se acendem. Aponte para um cão para ver onde ele chega.</translation>
    </message>
    <message>
        <source>A highlighted dog shows its move when you point at it; choose it to make it.</source>
        <translation>Um cão destacado mostra o movimento quando você aponta para ele; escolha-o para fazer o movimento.</translation>
    </message>
    <message>
        <source>The partners are deciding about a card exchange.</source>
        <translation>Os parceiros estão decidindo sobre uma troca de cartas.</translation>
    </message>
    <message>
        <source>Game over: %1 and %2 won.</source>
        <translation>Fim de jogo: %1 e %2 venceram.</translation>
    </message>
    <message>
        <source>Game over: %1 won.</source>
        <translation>Fim de jogo: %1 venceu.</translation>
    </message>
    <message>
        <source>Watching: hands are hidden.</source>
        <translation>Assistindo: as mãos estão ocultas.</translation>
    </message>
    <message>
        <source>Your cards</source>
        <translation>Suas cartas</translation>
    </message>
    <message>
        <source>
(offered: %1)</source>
        <translation>
(oferecida: %1)</translation>
    </message>
    <message>
        <source>Change hand</source>
        <translation>Trocar a mão</translation>
    </message>
    <message>
        <source>Discard all %1 cards and draw %1 new ones; your turn ends without a move.</source>
        <translation>Descarte todas as %1 cartas e compre %1 novas; a sua vez termina sem movimento.</translation>
    </message>
    <message>
        <source>Keep my cards</source>
        <translation>Ficar com as cartas</translation>
    </message>
    <message>
        <source>Do not exchange a card this time (an exchange needs both partners).</source>
        <translation>Não trocar carta desta vez (a troca precisa dos dois parceiros).</translation>
    </message>
    <message>
        <source>Offer this card</source>
        <translation>Oferecer esta carta</translation>
    </message>
    <message>
        <source>Slide the chosen card face down to your partner; you get theirs if they offer one too.</source>
        <translation>Passe a carta escolhida virada para baixo ao seu parceiro; você recebe a dele se ele também oferecer uma.</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regras</translation>
    </message>
    <message>
        <source>Open the Dog Kids rules at the part that fits now (F1).</source>
        <translation>Abre as regras de Dog Kids na parte que vale agora (F1).</translation>
    </message>
    <message>
        <source>Field %1</source>
        <translation>Casa %1</translation>
    </message>
    <message>
        <source>Home field %1 %2</source>
        <extracomment>%2: &quot;of the white dogs&quot;</extracomment>
        <translation>Casa da meta %1 %2</translation>
    </message>
    <message>
        <source>Food bowl %1</source>
        <extracomment>%1: &quot;of the white dogs&quot;</extracomment>
        <translation>Tigela %1</translation>
    </message>
    <message>
        <source>Kennel %1</source>
        <extracomment>%1: &quot;of the white dogs&quot;</extracomment>
        <translation>Casinha %1</translation>
    </message>
    <message>
        <source>Card %1: %2</source>
        <translation>Carta %1: %2</translation>
    </message>
    <message>
        <source>As %1 — %2</source>
        <translation>Cor %1 — %2</translation>
    </message>
    <message>
        <source>No dog can move with the %1 card now.</source>
        <translation>Nenhum cão pode andar com a carta %1 agora.</translation>
    </message>
    <message>
        <source>Choose one of your cards first, then the dog to move.</source>
        <translation>Escolha primeiro uma das suas cartas, depois o cão que vai andar.</translation>
    </message>
    <message>
        <source>With the swap card, first pick one of your dogs on the ring.</source>
        <translation>Com a carta troca de cães, escolha primeiro um dos seus cães na pista.</translation>
    </message>
    <message>
        <source>That dog cannot move with this card.</source>
        <translation>Esse cão não pode andar com esta carta.</translation>
    </message>
    <message>
        <source>Now pick the other player&apos;s dog to swap with.</source>
        <translation>Agora escolha o cão do outro jogador para a troca.</translation>
    </message>
    <message>
        <source>Pick one of your dogs on the ring, then the dog to swap with.</source>
        <translation>Escolha um dos seus cães na pista, depois o cão com quem trocar.</translation>
    </message>
    <message>
        <source>Pick a highlighted dog to move it.</source>
        <translation>Escolha um cão destacado para movê-lo.</translation>
    </message>
    <message>
        <source> (your partner)</source>
        <translation> (seu parceiro)</translation>
    </message>
    <message>
        <source>%1 of %2, %3</source>
        <extracomment>%1: &quot;white dog 2&quot;, %2: the player, %3: where the dog is</extracomment>
        <translation>%2: %1, %3</translation>
    </message>
</context>
</TS>
