<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt">
<context>
    <name>ciapki</name>
    <message>
        <source>Howl</source>
        <translation>Uivar</translation>
    </message>
    <message>
        <source>Own under 6 dog cards? Take the deck&apos;s top dog.</source>
        <translation>Tem menos de 6 cartas de cão? Pegue o cão do topo do baralho.</translation>
    </message>
    <message>
        <source>Roll 1 die.</source>
        <translation>Role 1 dado.</translation>
    </message>
    <message>
        <source>Roll Over</source>
        <translation>Rolar</translation>
    </message>
    <message>
        <source>Roll every die from your yard again; place or re-bury each.</source>
        <translation>Role de novo todos os dados do seu quintal; coloque ou enterre de novo cada um.</translation>
    </message>
    <message>
        <source>You may roll 1 die.</source>
        <translation>Você pode rolar 1 dado.</translation>
    </message>
    <message>
        <source>Walk</source>
        <translation>Passear</translation>
    </message>
    <message>
        <source>Roll 2 dice.</source>
        <translation>Role 2 dados.</translation>
    </message>
    <message>
        <source>You may roll 1 more die.</source>
        <translation>Você pode rolar mais 1 dado.</translation>
    </message>
    <message>
        <source>Dig</source>
        <translation>Cavar</translation>
    </message>
    <message>
        <source>Per paw print you may turn a buried die (any yard) 1 up or down; a 1 going down leaves.</source>
        <translation>Por pegada, você pode virar um dado enterrado (em qualquer quintal) 1 para cima ou para baixo; um 1 que desce sai do quintal.</translation>
    </message>
    <message>
        <source>Trot</source>
        <translation>Trotar</translation>
    </message>
    <message>
        <source>You may move one placed die to an empty space of your dogs (it takes that value).</source>
        <translation>Você pode mover um dado colocado para um espaço vazio dos seus cães (ele passa a mostrar esse valor).</translation>
    </message>
    <message>
        <source>Retrieve</source>
        <translation>Trazer</translation>
    </message>
    <message>
        <source>Take 1 die set to a value on the deck&apos;s top dog; place or bury it.</source>
        <translation>Pegue 1 dado num valor do cão do topo do baralho; coloque-o ou enterre-o.</translation>
    </message>
    <message>
        <source>Track</source>
        <translation>Farejar</translation>
    </message>
    <message>
        <source>Roll 3 dice. A treat rerolls just the dice you pick.</source>
        <translation>Role 3 dados. Um petisco rola de novo só os dados que você escolher.</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Correr</translation>
    </message>
    <message>
        <source>Roll 3 dice.</source>
        <translation>Role 3 dados.</translation>
    </message>
    <message>
        <source>You may roll 1 die; repeat as often as you like.</source>
        <translation>Você pode rolar 1 dado; repita quantas vezes quiser.</translation>
    </message>
    <message>
        <source>Chase</source>
        <translation>Perseguir</translation>
    </message>
    <message>
        <source>You may roll again, one die more each time: 2, 3, 4...</source>
        <translation>Você pode rolar de novo, com um dado a mais a cada vez: 2, 3, 4...</translation>
    </message>
    <message>
        <source>Bolt</source>
        <translation>Disparar</translation>
    </message>
    <message>
        <source>Set aside 3 to 12 dice.</source>
        <translation>Separe de 3 a 12 dados.</translation>
    </message>
    <message>
        <source>Roll them one by one; you may stop once no more are left than your paw prints.</source>
        <translation>Role-os um a um; você pode parar quando não restarem mais dados que pegadas.</translation>
    </message>
    <message>
        <source>Dogpile</source>
        <translation>Amontoar</translation>
    </message>
    <message>
        <source>Roll 2 dice plus 1 taken back from your yard or a dog; you may repeat.</source>
        <translation>Role 2 dados mais 1 tirado do seu quintal ou de um cão; você pode repetir.</translation>
    </message>
    <message>
        <source>Sprint</source>
        <translation>Acelerar</translation>
    </message>
    <message>
        <source>Roll 1 die per dog with an empty space; you may repeat.</source>
        <translation>Role 1 dado por cão com espaço vazio; você pode repetir.</translation>
    </message>
    <message>
        <source>Beg</source>
        <translation>Pedir</translation>
    </message>
    <message>
        <source>Take 1 treat.</source>
        <translation>Pegue 1 petisco.</translation>
    </message>
    <message>
        <source>Take 1 treat per paw print.</source>
        <translation>Pegue 1 petisco por pegada.</translation>
    </message>
    <message>
        <source>Chew</source>
        <translation>Roer</translation>
    </message>
    <message>
        <source>Take as many treats as you hold.</source>
        <translation>Pegue tantos petiscos quantos você tiver.</translation>
    </message>
    <message>
        <source>Gobble</source>
        <translation>Devorar</translation>
    </message>
    <message>
        <source>Take 7 treats.</source>
        <translation>Pegue 7 petiscos.</translation>
    </message>
    <message>
        <source>Give back as many as your highest empty space.</source>
        <translation>Devolva tantos quanto o valor do seu espaço vazio mais alto.</translation>
    </message>
    <message>
        <source>Play Dead</source>
        <translation>Fingir de morto</translation>
    </message>
    <message>
        <source>Roll 1 die; place or bury it.</source>
        <translation>Role 1 dado; coloque-o ou enterre-o.</translation>
    </message>
    <message>
        <source>Buried and no bust? Take its value in treats.</source>
        <translation>Enterrou sem estourar? Pegue o valor dele em petiscos.</translation>
    </message>
    <message>
        <source>Stay</source>
        <translation>Ficar</translation>
    </message>
    <message>
        <source>Take 1 treat per other tile lying grey side up.</source>
        <translation>Pegue 1 petisco por outra peça com o lado cinza para cima.</translation>
    </message>
    <message>
        <source>Fetch</source>
        <translation>Buscar</translation>
    </message>
    <message>
        <source>Roll 8 dice.</source>
        <translation>Role 8 dados.</translation>
    </message>
    <message>
        <source>Keep every die of one value you rolled; return the rest.</source>
        <translation>Fique com os dados de um valor; devolva o resto.</translation>
    </message>
    <message>
        <source>Guard</source>
        <translation>Vigiar</translation>
    </message>
    <message>
        <source>Name a value, then roll 4 dice.</source>
        <translation>Diga um valor e depois role 4 dados.</translation>
    </message>
    <message>
        <source>Return dice above that value; keep the rest.</source>
        <translation>Devolva os dados acima desse valor; mantenha o resto.</translation>
    </message>
    <message>
        <source>Hunt</source>
        <translation>Caçar</translation>
    </message>
    <message>
        <source>Roll 2 dice + 1 per paw print.</source>
        <translation>Role 2 dados + 1 por pegada.</translation>
    </message>
    <message>
        <source>Keep 2 of them; return the rest.</source>
        <translation>Mantenha 2 deles; devolva o resto.</translation>
    </message>
    <message>
        <source>Scavenge</source>
        <translation>Fuçar</translation>
    </message>
    <message>
        <source>Roll 4 dice.</source>
        <translation>Role 4 dados.</translation>
    </message>
    <message>
        <source>You may return dice below your yard total.</source>
        <translation>Você pode devolver os dados menores que a soma do seu quintal.</translation>
    </message>
    <message>
        <source>Place or bury the rest.</source>
        <translation>Coloque ou enterre o resto.</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Procurar</translation>
    </message>
    <message>
        <source>Roll 7 dice.</source>
        <translation>Role 7 dados.</translation>
    </message>
    <message>
        <source>Keep one group adding up to exactly 8 (if any); return the rest.</source>
        <translation>Mantenha um grupo que some exatamente 8 (se houver); devolva o resto.</translation>
    </message>
    <message>
        <source>adoption-day</source>
        <translation>Dia da Adoção</translation>
    </message>
    <message>
        <source>Adoption Day</source>
        <translation>Dia da Adoção</translation>
    </message>
    <message>
        <source>dog-park</source>
        <translation>Parque Canino</translation>
    </message>
    <message>
        <source>Dog Park</source>
        <translation>Parque Canino</translation>
    </message>
    <message>
        <source>obstacle-course</source>
        <translation>Pista de Obstáculos</translation>
    </message>
    <message>
        <source>Obstacle Course</source>
        <translation>Pista de Obstáculos</translation>
    </message>
    <message>
        <source>the-hunt</source>
        <translation>A Caçada</translation>
    </message>
    <message>
        <source>The Hunt</source>
        <translation>A Caçada</translation>
    </message>
    <message>
        <source>kennel-club</source>
        <translation>Clube de Criadores</translation>
    </message>
    <message>
        <source>Kennel Club</source>
        <translation>Clube de Criadores</translation>
    </message>
    <message>
        <source>puppy-school</source>
        <translation>Escolinha de Filhotes</translation>
    </message>
    <message>
        <source>Puppy School</source>
        <translation>Escolinha de Filhotes</translation>
    </message>
    <message>
        <source>red</source>
        <translation>vermelho</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>amarelo</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>roxo</translation>
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
        <source>Ciapki</source>
        <translation>Ciapki</translation>
    </message>
    <message>
        <source>Press-your-luck dice: fill your dogs&apos; spots, bury the rest, and do not bust (1-4 players, solo vs Pies).</source>
        <translation>Dados de arriscar a sorte: preencha as manchas dos seus cães, enterre o resto e não estoure (1 a 4 jogadores, solo contra o Pies).</translation>
    </message>
    <message>
        <source>Trick tiles</source>
        <translation>Peças de truques</translation>
    </message>
    <message>
        <source>first-game</source>
        <translation>primeira partida</translation>
    </message>
    <message>
        <source>random</source>
        <translation>aleatório</translation>
    </message>
    <message>
        <source>Howl and Roll Over plus one tile per colour: the first-game set, a recommended set, a random set, or your own list of four tile ids, one per colour (e.g. dig,chase,guard,chew).</source>
        <translation>Uivar e Rolar mais uma peça de cada cor: o conjunto da primeira partida, um conjunto recomendado, um aleatório ou a sua própria lista de quatro ids de peças, um por cor (por exemplo dig,chase,guard,chew).</translation>
    </message>
    <message>
        <source>Off-leash mode (all 22 tiles in colour stacks)</source>
        <translation>Modo sem coleira (as 22 peças em pilhas por cor)</translation>
    </message>
    <message>
        <source>All 22 tiles in play, stacked by colour; the tile set is then not used.</source>
        <translation>As 22 peças entram no jogo, empilhadas por cor; o conjunto de peças então não é usado.</translation>
    </message>
    <message>
        <source>Pies&apos;s starting treats (solo difficulty)</source>
        <translation>Petiscos iniciais do Pies (dificuldade do solo)</translation>
    </message>
    <message>
        <source>Solo only: the automaton Pies starts with this many treats (0 easy, 1 standard, 2 hard).</source>
        <translation>Só no solo: o autômato Pies começa com esta quantidade de petiscos (0 fácil, 1 normal, 2 difícil).</translation>
    </message>
    <message>
        <source>Who takes the first turn. Random is the box&apos;s rule: the highest buried die begins, tied players roll again. Solo: you always begin.</source>
        <translation>Quem joga primeiro. Aleatório é a regra da caixa: começa quem enterrar o dado mais alto; em caso de empate, rolam de novo. Solo: você sempre começa.</translation>
    </message>
    <message>
        <source>scored dogs</source>
        <translation>cães pontuados</translation>
    </message>
    <message>
        <source>nothing</source>
        <comment>no dice</comment>
        <translation>nada</translation>
    </message>
    <message numerus="yes">
        <source>{who}&apos;s yard totals {total}, over {limit}: {who} busts and %n die goes back to the pool</source>
        <comment>{who}&apos;s yard totals {total}, over {limit}: {who} busts and %n dice go back to the pool</comment>
        <translation>
            <numerusform>{who} tem {total} no quintal, acima de {limit}: estoura, e %n dado volta para a reserva</numerusform>
            <numerusform>{who} tem {total} no quintal, acima de {limit}: estoura, e %n dados voltam para a reserva</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The pool is empty: everyone busts and %n die goes back to the pool</source>
        <comment>The pool is empty: everyone busts and %n dice go back to the pool</comment>
        <translation>
            <numerusform>A reserva está vazia: todos estouram e %n dado volta para a reserva</numerusform>
            <numerusform>A reserva está vazia: todos estouram e %n dados voltam para a reserva</numerusform>
        </translation>
    </message>
    <message>
        <source>No tile is face up: every tile turns face up again</source>
        <translation>Nenhuma peça está virada para cima: todas as peças voltam a ficar viradas para cima</translation>
    </message>
    <message>
        <source>Only {tile} is face up: it gets a treat and every tile turns face up again</source>
        <translation>Só {tile} está virada para cima: ganha um petisco, e todas as peças voltam a ficar viradas para cima</translation>
    </message>
    <message>
        <source>Only {tile} is face up: every tile turns face up again (the supply has no treat for it)</source>
        <translation>Só {tile} está virada para cima: todas as peças voltam a ficar viradas para cima (o estoque não tem petisco para ela)</translation>
    </message>
    <message numerus="yes">
        <source>Pies cashes in its %n treat: it goes back to the supply</source>
        <comment>Pies cashes in its %n treats: they go back to the supply</comment>
        <translation>
            <numerusform>Pies entrega o seu %n petisco: ele volta para o estoque</numerusform>
            <numerusform>Pies entrega os seus %n petiscos: eles voltam para o estoque</numerusform>
        </translation>
    </message>
    <message>
        <source>Pies scores {dog} ({scored} of {win})</source>
        <translation>Pies pontua {dog} ({scored} de {win})</translation>
    </message>
    <message numerus="yes">
        <source>{who} scores %n dog ({scored} of {win})</source>
        <comment>{who} scores %n dogs ({scored} of {win})</comment>
        <translation>
            <numerusform>{who} pontua %n cão ({scored} de {win})</numerusform>
            <numerusform>{who} pontua %n cães ({scored} de {win})</numerusform>
        </translation>
    </message>
    <message>
        <source>{who} has scored {win} dogs and wins</source>
        <translation>{who} pontuou {win} cães e vence</translation>
    </message>
    <message>
        <source>Game over: Pies wins.</source>
        <translation>Fim de jogo: Pies vence.</translation>
    </message>
    <message>
        <source>Game over: {who} wins.</source>
        <translation>Fim de jogo: {who} vence.</translation>
    </message>
    <message>
        <source>{who} takes {dog} from the deck</source>
        <translation>{who} pega {dog} do baralho</translation>
    </message>
    <message numerus="yes">
        <source>{who} gets %n treat (now {total})</source>
        <comment>{who} gets %n treats (now {total})</comment>
        <translation>
            <numerusform>{who} ganha %n petisco (agora {total})</numerusform>
            <numerusform>{who} ganha %n petiscos (agora {total})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who} pays back %n treat (now {total})</source>
        <comment>{who} pays back %n treats (now {total})</comment>
        <translation>
            <numerusform>{who} devolve %n petisco (agora {total})</numerusform>
            <numerusform>{who} devolve %n petiscos (agora {total})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pies takes %n treat (now {total})</source>
        <comment>Pies takes %n treats (now {total})</comment>
        <translation>
            <numerusform>Pies pega %n petisco (agora {total})</numerusform>
            <numerusform>Pies pega %n petiscos (agora {total})</numerusform>
        </translation>
    </message>
    <message>
        <source>Pies&apos;s turn</source>
        <translation>Vez do Pies</translation>
    </message>
    <message>
        <source>The top dog of the deck is now {dog}</source>
        <translation>O cão do topo do baralho agora é {dog}</translation>
    </message>
    <message>
        <source>{tile} comes up at position {position}</source>
        <translation>{tile} aparece na posição {position}</translation>
    </message>
    <message>
        <source>{who} rolls nothing</source>
        <translation>{who} não rola nada</translation>
    </message>
    <message>
        <source>{who} rolls {dice}</source>
        <translation>{who} rola {dice}</translation>
    </message>
    <message>
        <source>{who} rolls a {value} and buries it</source>
        <translation>{who} rola um {value} e o enterra</translation>
    </message>
    <message>
        <source>Pies rolls {value}: {tile} is already used</source>
        <translation>Pies rola {value}: a peça {tile} já foi usada</translation>
    </message>
    <message numerus="yes">
        <source>Pies rolls {value}: turns {tile} over and takes %n treat</source>
        <comment>Pies rolls {value}: turns {tile} over and takes %n treats</comment>
        <translation>
            <numerusform>Pies rola {value}: vira {tile} e pega %n petisco</numerusform>
            <numerusform>Pies rola {value}: vira {tile} e pega %n petiscos</numerusform>
        </translation>
    </message>
    <message>
        <source>Pies rolls {value}: turns {tile} over</source>
        <translation>Pies rola {value}: vira {tile}</translation>
    </message>
    <message numerus="yes">
        <source>{who} does {tile} ({box}), taking %n treat from it</source>
        <comment>{who} does {tile} ({box}), taking %n treats from it</comment>
        <translation>
            <numerusform>{who} faz o truque {tile} ({box}) e pega %n petisco da peça</numerusform>
            <numerusform>{who} faz o truque {tile} ({box}) e pega %n petiscos da peça</numerusform>
        </translation>
    </message>
    <message>
        <source>{who} does {tile} ({box})</source>
        <translation>{who} faz o truque {tile} ({box})</translation>
    </message>
    <message>
        <source>{who} uses the turn to score their complete dogs</source>
        <translation>{who} usa a vez para pontuar os cães completos</translation>
    </message>
    <message>
        <source>{who} spends a treat to reroll {dice}</source>
        <translation>{who} gasta um petisco para rolar de novo {dice}</translation>
    </message>
    <message>
        <source>{who} keeps {dice}</source>
        <translation>{who} mantém {dice}</translation>
    </message>
    <message>
        <source>{who} places a {value} on {dog}</source>
        <translation>{who} coloca um {value} em {dog}</translation>
    </message>
    <message>
        <source>{who} buries a {value}</source>
        <translation>{who} enterra um {value}</translation>
    </message>
    <message>
        <source>{who} buries {dice}</source>
        <translation>{who} enterra {dice}</translation>
    </message>
    <message>
        <source>{who} rolls the next set-aside die</source>
        <translation>{who} rola o próximo dado separado</translation>
    </message>
    <message>
        <source>{who} goes on with {tile}</source>
        <translation>{who} continua com {tile}</translation>
    </message>
    <message>
        <source>{who} moves no die</source>
        <translation>{who} não move nenhum dado</translation>
    </message>
    <message>
        <source>{who} stops digging</source>
        <translation>{who} para de cavar</translation>
    </message>
    <message>
        <source>{who} stops {tile}</source>
        <translation>{who} encerra {tile}</translation>
    </message>
    <message>
        <source>{who} turns a buried {from} in {owner}&apos;s yard down to the pool</source>
        <translation>{who} vira para baixo um {from} enterrado no quintal ({owner}): o dado volta para a reserva</translation>
    </message>
    <message>
        <source>{who} turns a buried {from} in {owner}&apos;s yard up to {to}</source>
        <translation>{who} vira para cima um {from} enterrado no quintal ({owner}): agora mostra {to}</translation>
    </message>
    <message>
        <source>{who} turns a buried {from} in {owner}&apos;s yard down to {to}</source>
        <translation>{who} vira para baixo um {from} enterrado no quintal ({owner}): agora mostra {to}</translation>
    </message>
    <message>
        <source>{who} moves the {value} from {dog} to the {space} space of {to}</source>
        <translation>{who} move o {value} de {dog} para o espaço {space} de {to}</translation>
    </message>
    <message>
        <source>{who} takes a die set to {value}</source>
        <translation>{who} pega um dado virado no {value}</translation>
    </message>
    <message>
        <source>{who} names {value}</source>
        <translation>{who} diz {value}</translation>
    </message>
    <message numerus="yes">
        <source>{who} sets aside %n die</source>
        <comment>{who} sets aside %n dice</comment>
        <translation>
            <numerusform>{who} separa %n dado</numerusform>
            <numerusform>{who} separa %n dados</numerusform>
        </translation>
    </message>
    <message>
        <source>{who} takes a {value} back from the yard</source>
        <translation>{who} tira um {value} do quintal</translation>
    </message>
    <message>
        <source>{who} takes the {value} back from {dog}</source>
        <translation>{who} tira o {value} de {dog}</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>o jogo acabou</translation>
    </message>
    <message>
        <source>wait: dice are rolling or a card is being turned up</source>
        <translation>espere: os dados estão rolando ou uma carta está sendo revelada</translation>
    </message>
    <message>
        <source>dice and cards are not chosen by players</source>
        <translation>os dados e as cartas não são escolhidos pelos jogadores</translation>
    </message>
    <message>
        <source>a trick is chosen only at the start of your turn</source>
        <translation>um truque só é escolhido no início da sua vez</translation>
    </message>
    <message>
        <source>there are six tile positions, 1 to 6</source>
        <translation>há seis posições de peças, de 1 a 6</translation>
    </message>
    <message>
        <source>{tile} lies grey side up: it was already used</source>
        <translation>{tile} está com o lado cinza para cima: já foi usada</translation>
    </message>
    <message>
        <source>scoring dogs takes a whole turn: choose it at the start of your turn</source>
        <translation>pontuar cães ocupa a vez inteira: escolha isso no início da sua vez</translation>
    </message>
    <message>
        <source>none of your dogs is complete yet</source>
        <translation>nenhum dos seus cães está completo ainda</translation>
    </message>
    <message>
        <source>there is no roll to reroll</source>
        <translation>não há rolagem para rolar de novo</translation>
    </message>
    <message>
        <source>too late: a die of this roll already has a place (treats only before that)</source>
        <translation>tarde demais: um dado desta rolagem já tem lugar (petiscos só antes disso)</translation>
    </message>
    <message>
        <source>you have no treats</source>
        <translation>você não tem petiscos</translation>
    </message>
    <message>
        <source>with Track you pick which dice to reroll</source>
        <translation>com Farejar você escolhe quais dados rolar de novo</translation>
    </message>
    <message>
        <source>a treat rerolls all the dice of the roll</source>
        <translation>um petisco rola de novo todos os dados da rolagem</translation>
    </message>
    <message>
        <source>there is no choice of dice to keep now</source>
        <translation>agora não há dados para escolher quais manter</translation>
    </message>
    <message>
        <source>{tile} does not allow keeping those dice</source>
        <translation>{tile} não permite manter esses dados</translation>
    </message>
    <message>
        <source>there is no die to place now</source>
        <translation>agora não há dado para colocar</translation>
    </message>
    <message>
        <source>first choose which dice to keep</source>
        <translation>primeiro escolha quais dados manter</translation>
    </message>
    <message>
        <source>you have no such dog</source>
        <translation>você não tem esse cão</translation>
    </message>
    <message>
        <source>{dog} has no such space</source>
        <translation>{dog} não tem esse espaço</translation>
    </message>
    <message>
        <source>that space already holds a die</source>
        <translation>esse espaço já tem um dado</translation>
    </message>
    <message>
        <source>you have no rolled die showing {value}</source>
        <translation>você não tem nenhum dado rolado mostrando {value}</translation>
    </message>
    <message>
        <source>there is no die to bury now</source>
        <translation>agora não há dado para enterrar</translation>
    </message>
    <message>
        <source>only one die is left</source>
        <translation>só resta um dado</translation>
    </message>
    <message>
        <source>choose a move or stop</source>
        <translation>escolha um lance ou pare</translation>
    </message>
    <message>
        <source>there is no optional step to take or decline now</source>
        <translation>agora não há passo opcional para fazer ou recusar</translation>
    </message>
    <message>
        <source>you are not digging</source>
        <translation>você não está cavando</translation>
    </message>
    <message>
        <source>there is no such buried die, or it cannot turn that way (a 6 cannot go up)</source>
        <translation>esse dado enterrado não existe ou não pode virar para esse lado (um 6 não sobe)</translation>
    </message>
    <message>
        <source>you are not trotting</source>
        <translation>você não está trotando</translation>
    </message>
    <message>
        <source>move a die from a filled space to an empty space of your own dogs</source>
        <translation>mova um dado de um espaço ocupado para um espaço vazio dos seus próprios cães</translation>
    </message>
    <message>
        <source>you are not retrieving</source>
        <translation>você não está fazendo o truque Trazer</translation>
    </message>
    <message>
        <source>the value must be one shown on the top dog of the deck</source>
        <translation>o valor precisa ser um dos mostrados no cão do topo do baralho</translation>
    </message>
    <message>
        <source>you are not naming a value now</source>
        <translation>agora você não está dizendo um valor</translation>
    </message>
    <message>
        <source>name a value from 1 to 6</source>
        <translation>diga um valor de 1 a 6</translation>
    </message>
    <message>
        <source>you are not setting dice aside now</source>
        <translation>agora você não está separando dados</translation>
    </message>
    <message>
        <source>set aside 3 to 12 dice (as many as the pool has)</source>
        <translation>separe de 3 a 12 dados (no máximo o que houver na reserva)</translation>
    </message>
    <message>
        <source>you are not choosing Dogpile&apos;s third die now</source>
        <translation>agora você não está escolhendo o terceiro dado de Amontoar</translation>
    </message>
    <message>
        <source>take a die that is in your yard or on one of your dogs</source>
        <translation>pegue um dado que esteja no seu quintal ou num dos seus cães</translation>
    </message>
    <message>
        <source>.</source>
        <comment>decimal point</comment>
        <translation>,</translation>
    </message>
    <message numerus="yes">
        <source>the next roll (%n die) cannot bust; a die fits a space with {fit} %</source>
        <comment>the next roll (%n dice) cannot bust; a die fits a space with {fit} %</comment>
        <translation>
            <numerusform>a próxima rolagem (%n dado) não pode estourar; probabilidade de um dado caber num espaço: {fit} %</numerusform>
            <numerusform>a próxima rolagem (%n dados) não pode estourar; probabilidade de um dado caber num espaço: {fit} %</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the next roll (%n die) busts with {bust} % chance; a die fits a space with {fit} %</source>
        <comment>the next roll (%n dice) busts with {bust} % chance; a die fits a space with {fit} %</comment>
        <translation>
            <numerusform>a próxima rolagem (%n dado) estoura com probabilidade de {bust} %; probabilidade de um dado caber num espaço: {fit} %</numerusform>
            <numerusform>a próxima rolagem (%n dados) estoura com probabilidade de {bust} %; probabilidade de um dado caber num espaço: {fit} %</numerusform>
        </translation>
    </message>
    <message>
        <source>Pies scored 6 dogs: Pies wins</source>
        <translation>Pies pontuou 6 cães: Pies vence</translation>
    </message>
    <message>
        <source>{who} scored 6 dogs and wins</source>
        <translation>{who} pontuou 6 cães e vence</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Preparação</translation>
    </message>
    <message>
        <source>{who} — {tile}: rolling</source>
        <translation>{who} — {tile}: rolando</translation>
    </message>
    <message>
        <source>{who} — {tile}: place each die on a matching space or bury it</source>
        <translation>{who} — {tile}: coloque cada dado num espaço igual ou enterre-o</translation>
    </message>
    <message>
        <source>{who} — {tile}: roll again or stop</source>
        <translation>{who} — {tile}: role de novo ou pare</translation>
    </message>
    <message>
        <source>{who} — Trot: move one placed die, or skip</source>
        <translation>{who} — Trotar: mova um dado colocado ou pule</translation>
    </message>
    <message>
        <source>{who} — Retrieve: pick the value of your die</source>
        <translation>{who} — Trazer: escolha o valor do seu dado</translation>
    </message>
    <message>
        <source>{who} — Guard: name a value</source>
        <translation>{who} — Vigiar: diga um valor</translation>
    </message>
    <message>
        <source>{who} — Bolt: how many dice to set aside</source>
        <translation>{who} — Disparar: quantos dados separar</translation>
    </message>
    <message>
        <source>{who} — Dogpile: take back one die from your yard or a dog</source>
        <translation>{who} — Amontoar: tire um dado do seu quintal ou de um cão</translation>
    </message>
    <message>
        <source>Pies rolls its die</source>
        <translation>Pies rola o seu dado</translation>
    </message>
    <message>
        <source>Setup: dealing dogs and rolling starting dice</source>
        <translation>Preparação: distribuindo cães e rolando os dados iniciais</translation>
    </message>
    <message>
        <source>{who} — choose a face-up trick or score your complete dogs</source>
        <translation>{who} — escolha um truque virado para cima ou pontue os seus cães completos</translation>
    </message>
    <message>
        <source>{who} — choose a face-up trick</source>
        <translation>{who} — escolha um truque virado para cima</translation>
    </message>
    <message>
        <source>{who} — {tile}: reroll with a treat or choose which dice to keep</source>
        <translation>{who} — {tile}: role de novo com um petisco ou escolha quais dados manter</translation>
    </message>
    <message>
        <source>{who} — {tile}: choose which dice to keep</source>
        <translation>{who} — {tile}: escolha quais dados manter</translation>
    </message>
    <message>
        <source>{who} — {tile}: reroll with a treat, or place and bury the dice</source>
        <translation>{who} — {tile}: role de novo com um petisco, ou coloque e enterre os dados</translation>
    </message>
    <message numerus="yes">
        <source>{who} — Dig: %n adjustment left</source>
        <comment>{who} — Dig: %n adjustments left</comment>
        <translation>
            <numerusform>{who} — Cavar: resta %n ajuste</numerusform>
            <numerusform>{who} — Cavar: restam %n ajustes</numerusform>
        </translation>
    </message>
    <message>
        <source>none</source>
        <comment>no dice</comment>
        <translation>nenhum</translation>
    </message>
    <message numerus="yes">
        <source>Pies takes %n treat</source>
        <comment>Pies takes %n treats</comment>
        <translation>
            <numerusform>Pies pega %n petisco</numerusform>
            <numerusform>Pies pega %n petiscos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pies hands back %n treat for a dog</source>
        <comment>Pies hands back %n treats for a dog</comment>
        <translation>
            <numerusform>Pies devolve %n petisco em troca de um cão</numerusform>
            <numerusform>Pies devolve %n petiscos em troca de um cão</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n treat on it</source>
        <comment>, %n treats on it</comment>
        <translation>
            <numerusform>, com %n petisco</numerusform>
            <numerusform>, com %n petiscos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n die of this roll showing {face}</source>
        <comment>%n dice of this roll showing {face}</comment>
        <translation>
            <numerusform>%n dado desta rolagem mostrando {face}</numerusform>
            <numerusform>%n dados desta rolagem mostrando {face}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{filled} of {spaces} spaces filled, %n paw print</source>
        <comment>{filled} of {spaces} spaces filled, %n paw prints</comment>
        <translation>
            <numerusform>{filled} de {spaces} espaços ocupados, %n pegada</numerusform>
            <numerusform>{filled} de {spaces} espaços ocupados, %n pegadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>scored {scored} of {win}, %n treat</source>
        <comment>scored {scored} of {win}, %n treats</comment>
        <translation>
            <numerusform>pontuados {scored} de {win}, %n petisco</numerusform>
            <numerusform>pontuados {scored} de {win}, %n petiscos</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>dogtable::games::ciapki::CiapkiTable</name>
    <message>
        <source>Pies&apos;s last die → tile %1</source>
        <translation>Último dado do Pies → peça %1</translation>
    </message>
    <message>
        <source>Ciapki</source>
        <translation>Ciapki</translation>
    </message>
    <message>
        <source>stack %1</source>
        <translation>pilha %1</translation>
    </message>
    <message>
        <source>used</source>
        <translation>usada</translation>
    </message>
    <message>
        <source>used · %1</source>
        <translation>usada · %1</translation>
    </message>
    <message>
        <source>Pies scored %1 dogs and wins</source>
        <translation>Pies pontuou %1 cães e vence</translation>
    </message>
    <message>
        <source>%1 scored %2 dogs and wins!</source>
        <translation>%1 pontuou %2 cães e vence!</translation>
    </message>
    <message>
        <source>Pies&apos;s turn</source>
        <translation>Vez do Pies</translation>
    </message>
    <message>
        <source>%1 — %2, step %3</source>
        <translation>%1 — %2, passo %3</translation>
    </message>
    <message>
        <source>%1&apos;s turn</source>
        <translation>Vez: %1</translation>
    </message>
    <message>
        <source>Setting up</source>
        <translation>Preparando</translation>
    </message>
    <message>
        <source>Deck: %1 more</source>
        <translation>Baralho: mais %1</translation>
    </message>
    <message>
        <source>pool %1</source>
        <translation>reserva %1</translation>
    </message>
    <message>
        <source>supply %1</source>
        <translation>estoque %1</translation>
    </message>
    <message>
        <source>Set aside for Bolt: %1</source>
        <translation>Separados para Disparar: %1</translation>
    </message>
    <message>
        <source>Guard named %1: higher dice go back</source>
        <translation>Vigiar, valor %1: dados maiores voltam</translation>
    </message>
    <message>
        <source>Dig: changes left: %1</source>
        <translation>Cavar: ajustes restantes: %1</translation>
    </message>
    <message>
        <source>Odds: too many dice to count</source>
        <translation>Chances: dados demais para calcular</translation>
    </message>
    <message>
        <source>.</source>
        <comment>decimal point</comment>
        <translation>,</translation>
    </message>
    <message>
        <source>Next roll (1 die): no risk of busting · it fits a space %1 %</source>
        <translation>Próxima rolagem (1 dado): sem risco · cabe %1 %</translation>
    </message>
    <message>
        <source>Next roll (%2 dice): no risk of busting · a die fits %1 %</source>
        <translation>Próxima rolagem (%2 dados): sem risco · um dado cabe %1 %</translation>
    </message>
    <message>
        <source>Next roll (1 die): bust %1 % · it fits a space %2 %</source>
        <translation>Próxima rolagem (1 dado): estouro %1 % · cabe %2 %</translation>
    </message>
    <message>
        <source>Next roll (%3 dice): bust %1 % · a die fits %2 %</source>
        <translation>Próxima rolagem (%3 dados): estouro %1 % · um dado cabe %2 %</translation>
    </message>
    <message>
        <source> — winner!</source>
        <translation> — vitória!</translation>
    </message>
    <message>
        <source>scored %1/%2</source>
        <translation>pont. %1/%2</translation>
    </message>
    <message numerus="yes">
        <source>Yard: %1 of %n pips</source>
        <translation>
            <numerusform>Quintal: %1 de %n ponto</numerusform>
            <numerusform>Quintal: %1 de %n pontos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Yard %1/%n pips</source>
        <translation>
            <numerusform>Quintal %1/%n ponto</numerusform>
            <numerusform>Quintal %1/%n pontos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1/%n pips</source>
        <translation>
            <numerusform>%1/%n ponto</numerusform>
            <numerusform>%1/%n pontos</numerusform>
        </translation>
    </message>
    <message>
        <source>%1/%2</source>
        <translation>%1/%2</translation>
    </message>
    <message>
        <source>bust</source>
        <translation>estouro</translation>
    </message>
    <message>
        <source>Bury the %1: %2 — BUST</source>
        <translation>Enterrar o %1: %2 — ESTOURO</translation>
    </message>
    <message>
        <source>Bury the %1: %2 of %3</source>
        <translation>Enterrar o %1: %2 de %3</translation>
    </message>
    <message>
        <source>Pies — winner</source>
        <translation>Pies — vitória</translation>
    </message>
    <message>
        <source>Pies (solo automaton)</source>
        <translation>Pies (autômato do solo)</translation>
    </message>
    <message>
        <source>no treats</source>
        <translation>sem petiscos</translation>
    </message>
    <message>
        <source>Each turn Pies rolls a die and looks at that tile number: a face-up tile is turned over and Pies takes its treats; a used tile gives Pies the deck&apos;s top dog. Holding %1 or more treats, Pies hands them all back for one more dog. %2 dogs win.</source>
        <translation>Na sua vez, Pies rola um dado e olha a peça com esse número: se estiver virada para cima, Pies a vira e pega os petiscos dela; uma peça já usada dá ao Pies o cão do topo do baralho. Com %1 ou mais petiscos, Pies devolve todos em troca de mais um cão. %2 cães vencem.</translation>
    </message>
    <message>
        <source>Odds aid</source>
        <translation>Ajuda de chances</translation>
    </message>
    <message>
        <source>Before an optional roll, show the exact chance of busting and of at least one die fitting a free space</source>
        <translation>Antes de uma rolagem opcional, mostra a probabilidade exata de estourar e de pelo menos um dado caber num espaço livre</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regras</translation>
    </message>
    <message>
        <source>Open the rules page at what is on the table now (F1)</source>
        <translation>Abre a página de regras no que está na mesa agora (F1)</translation>
    </message>
    <message numerus="yes">
        <source>⚠ %1 busts: yard %2, over %3 — %n die goes back to the pool.</source>
        <translation>
            <numerusform>⚠ %1 estoura: quintal %2, acima de %3 — %n dado volta para a reserva.</numerusform>
            <numerusform>⚠ %1 estoura: quintal %2, acima de %3 — %n dados voltam para a reserva.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>⚠ %1 busts: yard %2, over %3 — %n dice go back to the pool.</source>
        <translation>
            <numerusform>⚠ %1 estoura: quintal %2, acima de %3 — %n dado volta para a reserva.</numerusform>
            <numerusform>⚠ %1 estoura: quintal %2, acima de %3 — %n dados voltam para a reserva.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>⚠ The pool is empty: everyone busts — %n die goes back to the pool.</source>
        <translation>
            <numerusform>⚠ A reserva está vazia: todos estouram — %n dado volta para a reserva.</numerusform>
            <numerusform>⚠ A reserva está vazia: todos estouram — %n dados voltam para a reserva.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>⚠ The pool is empty: everyone busts — %n dice go back to the pool.</source>
        <translation>
            <numerusform>⚠ A reserva está vazia: todos estouram — %n dado volta para a reserva.</numerusform>
            <numerusform>⚠ A reserva está vazia: todos estouram — %n dados voltam para a reserva.</numerusform>
        </translation>
    </message>
    <message>
        <source>Pies rolls a %1: tile %1 is used, Pies takes the top dog</source>
        <translation>Pies rola %1: a peça %1 já foi usada, Pies pega o cão do topo</translation>
    </message>
    <message>
        <source>Pies rolls a %1: it turns %2 over</source>
        <translation>Pies rola %1: vira %2</translation>
    </message>
    <message>
        <source>Pies scores %1 (%2 of %3)</source>
        <translation>Pies pontua %1 (%2 de %3)</translation>
    </message>
    <message>
        <source>Pies</source>
        <translation>Pies</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Jogador %1</translation>
    </message>
    <message>
        <source>Tile %1: %2</source>
        <translation>Peça %1: %2</translation>
    </message>
    <message>
        <source>Tile %1</source>
        <translation>Peça %1</translation>
    </message>
    <message>
        <source>not yet turned up</source>
        <translation>ainda não revelada</translation>
    </message>
    <message>
        <source>used until the next reset</source>
        <translation>usada até a próxima renovação</translation>
    </message>
    <message>
        <source>face up</source>
        <translation>virada para cima</translation>
    </message>
    <message>
        <source>Rolled %1</source>
        <translation>Dado rolado: %1</translation>
    </message>
    <message>
        <source>A die of this roll: choose it, then a matching empty space or your yard</source>
        <translation>Um dado desta rolagem: escolha-o e depois um espaço vazio igual ou o seu quintal</translation>
    </message>
    <message>
        <source>Dog deck</source>
        <translation>Baralho de cães</translation>
    </message>
    <message>
        <source>top: %1, %2 more under it</source>
        <translation>no topo: %1, mais %2 embaixo</translation>
    </message>
    <message>
        <source>%1 cards</source>
        <translation>%1 cartas</translation>
    </message>
    <message>
        <source>Dice pool</source>
        <translation>Reserva de dados</translation>
    </message>
    <message>
        <source>%1 dice</source>
        <translation>%1 dados</translation>
    </message>
    <message>
        <source>Treat supply</source>
        <translation>Estoque de petiscos</translation>
    </message>
    <message>
        <source>%1 treats</source>
        <translation>%1 petiscos</translation>
    </message>
    <message>
        <source>%1 (%2&apos;s dog)</source>
        <translation>%1, cão (%2)</translation>
    </message>
    <message>
        <source>%1, space %2</source>
        <translation>%1, espaço %2</translation>
    </message>
    <message>
        <source>holds a %1</source>
        <translation>tem um %1</translation>
    </message>
    <message>
        <source>empty, takes a %1</source>
        <translation>vazio, aceita um %1</translation>
    </message>
    <message>
        <source>%1&apos;s yard</source>
        <translation>Quintal (%1)</translation>
    </message>
    <message>
        <source>%1, total %2 of %3</source>
        <translation>%1, soma %2 de %3</translation>
    </message>
    <message>
        <source>Buried %1</source>
        <translation>Dado enterrado: %1</translation>
    </message>
    <message>
        <source>in %1&apos;s yard</source>
        <translation>no quintal (%1)</translation>
    </message>
    <message>
        <source>Pies rolls a die each turn: a face-up tile at that number is turned over (Pies takes its treats); a used tile gives Pies the top dog. With %1 or more treats Pies hands them all back for another dog.</source>
        <translation>Pies rola um dado a cada vez: a peça virada para cima com esse número é virada (Pies pega os petiscos dela); uma peça já usada dá ao Pies o cão do topo. Com %1 ou mais petiscos, Pies devolve todos em troca de outro cão.</translation>
    </message>
    <message>
        <source>Pies&apos;s last die</source>
        <translation>Último dado do Pies</translation>
    </message>
    <message>
        <source>it showed %1</source>
        <translation>deu %1</translation>
    </message>
    <message>
        <source>not rolled yet</source>
        <translation>ainda não rolado</translation>
    </message>
    <message>
        <source>%1 is grey side up: it was already used</source>
        <translation>%1 está com o lado cinza para cima: já foi usada</translation>
    </message>
    <message>
        <source>First choose which dice to keep (buttons below)</source>
        <translation>Primeiro escolha quais dados manter (botões abaixo)</translation>
    </message>
    <message>
        <source>That space does not take a %1 (or is not empty)</source>
        <translation>Esse espaço não aceita um %1 (ou não está vazio)</translation>
    </message>
    <message>
        <source>Choose a die of the roll first, then a matching space or your yard</source>
        <translation>Escolha primeiro um dado da rolagem, depois um espaço igual ou o seu quintal</translation>
    </message>
    <message>
        <source>Choose a die of the roll first</source>
        <translation>Escolha primeiro um dado da rolagem</translation>
    </message>
    <message>
        <source>A tile not yet turned up</source>
        <translation>Uma peça ainda não revelada</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 — %2&lt;/b&gt; (%3, %4)</source>
        <translation>&lt;b&gt;%1 — %2&lt;/b&gt; (cor: %3; %4)</translation>
    </message>
    <message>
        <source>&lt;br&gt;Treats on it: %1 (they go to whoever picks it)</source>
        <translation>&lt;br&gt;Petiscos nela: %1 (vão para quem escolher a peça)</translation>
    </message>
    <message>
        <source>&lt;br&gt;Stack of %1 %2 tiles (off-leash)</source>
        <translation>&lt;br&gt;Pilha de %1 peças, cor: %2 (sem coleira)</translation>
    </message>
    <message>
        <source> (filled)</source>
        <translation> (ocupado)</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2&apos;s dog)&lt;br&gt;Spaces: %3&lt;br&gt;Paw prints: %4</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;, cão (%2)&lt;br&gt;Espaços: %3&lt;br&gt;Pegadas: %4</translation>
    </message>
    <message>
        <source>The dog deck is empty</source>
        <translation>O baralho de cães está vazio</translation>
    </message>
    <message>
        <source>Top of the dog deck: &lt;b&gt;%1&lt;/b&gt; (spaces %2, paw prints %3); %4 cards under it</source>
        <translation>Topo do baralho de cães: &lt;b&gt;%1&lt;/b&gt; (espaços %2, pegadas %3); %4 cartas embaixo</translation>
    </message>
    <message>
        <source>%1&apos;s yard: %2 (total %3). Above %4 is a bust: every die on this player&apos;s dogs and in the yard goes back.</source>
        <translation>Quintal (%1): %2 (soma %3). Acima de %4 é estouro: todos os dados nos cães deste jogador e no quintal voltam para a reserva.</translation>
    </message>
    <message>
        <source>Score complete dogs</source>
        <translation>Pontuar cães completos</translation>
    </message>
    <message>
        <source>Use your whole turn to score every complete dog</source>
        <translation>Dedique a vez inteira a pontuar todos os cães completos</translation>
    </message>
    <message>
        <source>Re-roll all (1 treat)</source>
        <translation>Rolar todos de novo (1 petisco)</translation>
    </message>
    <message>
        <source>Spend a treat to roll every die of this roll again</source>
        <translation>Gaste um petisco para rolar de novo todos os dados desta rolagem</translation>
    </message>
    <message>
        <source>Re-roll (1 treat)</source>
        <translation>Rolar de novo (1 petisco)</translation>
    </message>
    <message>
        <source>Track: spend a treat to roll just these dice again</source>
        <translation>Farejar: gaste um petisco para rolar de novo só estes dados</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>Manter</translation>
    </message>
    <message>
        <source>Return all</source>
        <translation>Devolver todos</translation>
    </message>
    <message>
        <source>%1: keep these dice, the others go back to the pool</source>
        <translation>%1: mantenha estes dados, os outros voltam para a reserva</translation>
    </message>
    <message>
        <source>Bury the rest — bust!</source>
        <translation>Enterrar o resto — estouro!</translation>
    </message>
    <message>
        <source>Burying %1 makes your yard %2, over %3: you bust, every die on your dogs and in your yard goes back to the pool and your turn ends</source>
        <translation>Enterrar %1 deixa o seu quintal com %2, acima de %3: você estoura, todos os dados nos seus cães e no seu quintal voltam para a reserva e a sua vez acaba</translation>
    </message>
    <message>
        <source>Bury the rest</source>
        <translation>Enterrar o resto</translation>
    </message>
    <message>
        <source>Bury every die still in front of you in your yard (yard %1 of %2 after)</source>
        <translation>Enterre no seu quintal todos os dados que ainda estão à sua frente (depois o quintal fica com %1 de %2)</translation>
    </message>
    <message>
        <source>Yes, roll</source>
        <translation>Sim, rolar</translation>
    </message>
    <message>
        <source>Roll the next die</source>
        <translation>Rolar o próximo dado</translation>
    </message>
    <message>
        <source>Yes, Dogpile again</source>
        <translation>Sim, Amontoar de novo</translation>
    </message>
    <message>
        <source>Yes, roll 1 die</source>
        <translation>Sim, rolar 1 dado</translation>
    </message>
    <message>
        <source>Yes, roll %1 dice</source>
        <translation>Sim, rolar %1 dados</translation>
    </message>
    <message>
        <source>Do the optional step of %1</source>
        <translation>Fazer o passo opcional de %1</translation>
    </message>
    <message>
        <source>No, stop</source>
        <translation>Não, parar</translation>
    </message>
    <message>
        <source>Done digging</source>
        <translation>Parar de cavar</translation>
    </message>
    <message>
        <source>Move no die</source>
        <translation>Não mover dado</translation>
    </message>
    <message>
        <source>Stop (return 1 die)</source>
        <translation>Parar (devolver 1 dado)</translation>
    </message>
    <message>
        <source>Stop (return %1 dice)</source>
        <translation>Parar (devolver %1 dados)</translation>
    </message>
    <message>
        <source>Decline and go on</source>
        <translation>Recusar e seguir</translation>
    </message>
    <message>
        <source>Turn a buried %1 in your yard up</source>
        <translation>Virar para cima um %1 enterrado no seu quintal</translation>
    </message>
    <message>
        <source>Turn a buried %1 in your yard down</source>
        <translation>Virar para baixo um %1 enterrado no seu quintal</translation>
    </message>
    <message>
        <source>Turn a buried %1 in %2&apos;s yard up</source>
        <translation>Virar para cima um %1 enterrado no quintal (%2)</translation>
    </message>
    <message>
        <source>Turn a buried %1 in %2&apos;s yard down</source>
        <translation>Virar para baixo um %1 enterrado no quintal (%2)</translation>
    </message>
    <message>
        <source>: your yard goes to %1, over %2 — you bust and your turn ends</source>
        <translation>: o seu quintal vai a %1, acima de %2 — você estoura e a sua vez acaba</translation>
    </message>
    <message>
        <source>: the yard goes to %1, over %2 — %3 busts</source>
        <translation>: o quintal vai a %1, acima de %2 — %3 estoura</translation>
    </message>
    <message>
        <source>your up — bust!</source>
        <translation>Seu: para cima — estouro!</translation>
    </message>
    <message>
        <source>your up</source>
        <translation>Seu: para cima</translation>
    </message>
    <message>
        <source>your down</source>
        <translation>Seu: para baixo</translation>
    </message>
    <message>
        <source>%1&apos;s up — bust!</source>
        <translation>%1: para cima — estouro!</translation>
    </message>
    <message>
        <source>%1&apos;s up</source>
        <translation>%1: para cima</translation>
    </message>
    <message>
        <source>%1&apos;s down</source>
        <translation>%1: para baixo</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Dizer</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>Pegar</translation>
    </message>
    <message>
        <source>Guard: dice above this value will go back</source>
        <translation>Vigiar: os dados acima deste valor vão voltar</translation>
    </message>
    <message>
        <source>Retrieve: a die set to this value</source>
        <translation>Trazer: um dado virado neste valor</translation>
    </message>
    <message>
        <source>Bolt: set aside %1 dice</source>
        <translation>Disparar: separar %1 dados</translation>
    </message>
    <message>
        <source>From yard</source>
        <translation>Do quintal</translation>
    </message>
    <message>
        <source>Dogpile: take this die back from your yard</source>
        <translation>Amontoar: tirar este dado do seu quintal</translation>
    </message>
</context>
</TS>
