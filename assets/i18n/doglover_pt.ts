<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt">
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
        <translation>S</translation>
    </message>
    <message>
        <source>W</source>
        <comment>food token mark (wet food): one character, unlike the other three</comment>
        <translation>U</translation>
    </message>
    <message>
        <source>T</source>
        <comment>food token mark (treat, wild): one character, unlike the other three</comment>
        <translation>P</translation>
    </message>
    <message>
        <source>small dog</source>
        <translation>cão pequeno</translation>
    </message>
    <message>
        <source>medium dog</source>
        <translation>cão médio</translation>
    </message>
    <message>
        <source>big dog</source>
        <translation>cão grande</translation>
    </message>
    <message>
        <source>shelter · %1</source>
        <translation>abrigo · %1</translation>
    </message>
    <message>
        <source>food</source>
        <translation>comida</translation>
    </message>
    <message>
        <source>adoption</source>
        <translation>adoção</translation>
    </message>
    <message>
        <source>walk</source>
        <translation>passeio</translation>
    </message>
    <message>
        <source>training</source>
        <translation>adestramento</translation>
    </message>
    <message>
        <source>bone</source>
        <translation>osso</translation>
    </message>
    <message>
        <source>toy</source>
        <translation>brinquedo</translation>
    </message>
    <message>
        <source>trait · for a small dog</source>
        <translation>traço · para cão pequeno</translation>
    </message>
    <message>
        <source>trait · for a medium dog</source>
        <translation>traço · para cão médio</translation>
    </message>
    <message>
        <source>trait · for a big dog</source>
        <translation>traço · para cão grande</translation>
    </message>
    <message>
        <source>fetch</source>
        <comment>the Fetch card&apos;s type line</comment>
        <translation>busca</translation>
    </message>
    <message>
        <source>end of the game</source>
        <comment>the End Game card&apos;s type line</comment>
        <translation>fim do jogo</translation>
    </message>
    <message>
        <source>END</source>
        <comment>the End Game card&apos;s pictogram</comment>
        <translation>FIM</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>? points · eats: %1</source>
        <translation>? pontos · come: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n point · eats: %1</source>
        <translation>
            <numerusform>%n ponto · come: %1</numerusform>
            <numerusform>%n pontos · come: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n points · eats: %1</source>
        <translation>
            <numerusform>%n ponto · come: %1</numerusform>
            <numerusform>%n pontos · come: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point if the dog is fed</source>
        <translation>
            <numerusform>%n ponto se o cão estiver alimentado</numerusform>
            <numerusform>%n pontos se o cão estiver alimentado</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n points if the dog is fed</source>
        <translation>
            <numerusform>%n ponto se o cão estiver alimentado</numerusform>
            <numerusform>%n pontos se o cão estiver alimentado</numerusform>
        </translation>
    </message>
    <message>
        <source>F1 or right-click: rules, section “%1”</source>
        <translation>F1 ou botão direito: regras, seção “%1”</translation>
    </message>
    <message>
        <source>Overview</source>
        <translation>Visão geral</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Preparação</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Sua vez</translation>
    </message>
    <message>
        <source>The watch dog</source>
        <translation>O cão de guarda</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Truques</translation>
    </message>
    <message>
        <source>Card types</source>
        <translation>Tipos de carta</translation>
    </message>
    <message>
        <source>Dogs</source>
        <translation>Cães</translation>
    </message>
    <message>
        <source>Food</source>
        <translation>Comida</translation>
    </message>
    <message>
        <source>Adoption</source>
        <translation>Adoção</translation>
    </message>
    <message>
        <source>Walks</source>
        <translation>Passeios</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Adestramento</translation>
    </message>
    <message>
        <source>Bones</source>
        <translation>Ossos</translation>
    </message>
    <message>
        <source>Toys</source>
        <translation>Brinquedos</translation>
    </message>
    <message>
        <source>Traits</source>
        <translation>Traços</translation>
    </message>
    <message>
        <source>Fetch</source>
        <translation>Busca</translation>
    </message>
    <message>
        <source>End of turn</source>
        <translation>Fim da vez</translation>
    </message>
    <message>
        <source>Shelter dogs</source>
        <translation>Cães do abrigo</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Fim de jogo</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Pontuação</translation>
    </message>
    <message>
        <source>✓ fed</source>
        <comment>short, for a narrow badge</comment>
        <translation>✓ alimentado</translation>
    </message>
    <message>
        <source>✗ not fed</source>
        <comment>short, for a narrow badge</comment>
        <translation>✗ sem comida</translation>
    </message>
    <message>
        <source>✓ fed</source>
        <translation>✓ alimentado</translation>
    </message>
    <message>
        <source>✗ not fed</source>
        <translation>✗ sem comida</translation>
    </message>
    <message>
        <source>%1 under</source>
        <translation>%1 embaixo</translation>
    </message>
    <message>
        <source>A starting trick.</source>
        <translation>Um truque inicial.</translation>
    </message>
</context>
<context>
    <name>DogLoverTable</name>
    <message>
        <source>+%1 more kinds (%2 cards)</source>
        <translation>+%1 tipos a mais (%2 cartas)</translation>
    </message>
    <message>
        <source>+%1 more (%2)</source>
        <translation>+%1 a mais (%2)</translation>
    </message>
    <message>
        <source>+%1 more</source>
        <translation>+%1 a mais</translation>
    </message>
</context>
<context>
    <name>doglover</name>
    <message>
        <source>a small dog</source>
        <translation>um cão pequeno</translation>
    </message>
    <message>
        <source>a medium dog</source>
        <translation>um cão médio</translation>
    </message>
    <message>
        <source>a big dog</source>
        <translation>um cão grande</translation>
    </message>
    <message>
        <source>scraps</source>
        <comment>food kind</comment>
        <translation>restos</translation>
    </message>
    <message>
        <source>dry food</source>
        <comment>food kind</comment>
        <translation>ração seca</translation>
    </message>
    <message>
        <source>wet food</source>
        <comment>food kind</comment>
        <translation>ração úmida</translation>
    </message>
    <message>
        <source>treat</source>
        <comment>food kind</comment>
        <translation>petisco</translation>
    </message>
    <message>
        <source>a scraps token</source>
        <translation>uma ficha de restos</translation>
    </message>
    <message>
        <source>a dry token</source>
        <translation>uma ficha de ração seca</translation>
    </message>
    <message>
        <source>a wet token</source>
        <translation>uma ficha de ração úmida</translation>
    </message>
    <message>
        <source>a treat token</source>
        <translation>uma ficha de petisco</translation>
    </message>
    <message numerus="yes">
        <source>%n scraps token</source>
        <comment>%n scraps tokens</comment>
        <translation>
            <numerusform>%n ficha de restos</numerusform>
            <numerusform>%n fichas de restos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n dry token</source>
        <comment>%n dry tokens</comment>
        <translation>
            <numerusform>%n ficha de ração seca</numerusform>
            <numerusform>%n fichas de ração seca</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wet token</source>
        <comment>%n wet tokens</comment>
        <translation>
            <numerusform>%n ficha de ração úmida</numerusform>
            <numerusform>%n fichas de ração úmida</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n treat token</source>
        <comment>%n treat tokens</comment>
        <translation>
            <numerusform>%n ficha de petisco</numerusform>
            <numerusform>%n fichas de petisco</numerusform>
        </translation>
    </message>
    <message>
        <source>A dog for your area. Feed it by the end of the game or it costs 2 points.</source>
        <translation>Um cão para a sua área. Alimente-o até o fim do jogo, senão ele custa 2 pontos.</translation>
    </message>
    <message>
        <source>A toy. Sets of different toys in hand score 1/3/6/10/15.</source>
        <translation>Um brinquedo. Conjuntos de brinquedos diferentes na mão valem 1/3/6/10/15.</translation>
    </message>
    <message>
        <source>Swap at once for 1 scraps token.</source>
        <translation>Troque na hora por 1 ficha de restos.</translation>
    </message>
    <message>
        <source>Swap at once for 2 scraps tokens.</source>
        <translation>Troque na hora por 2 fichas de restos.</translation>
    </message>
    <message>
        <source>Swap at once for 1 dry food token.</source>
        <translation>Troque na hora por 1 ficha de ração seca.</translation>
    </message>
    <message>
        <source>Swap at once for 2 dry food tokens.</source>
        <translation>Troque na hora por 2 fichas de ração seca.</translation>
    </message>
    <message>
        <source>Swap at once for 1 wet food token.</source>
        <translation>Troque na hora por 1 ficha de ração úmida.</translation>
    </message>
    <message>
        <source>Swap at once for 2 wet food tokens.</source>
        <translation>Troque na hora por 2 fichas de ração úmida.</translation>
    </message>
    <message>
        <source>Swap at once for 1 treat token; a treat pays for any one food.</source>
        <translation>Troque na hora por 1 ficha de petisco; um petisco vale por qualquer comida.</translation>
    </message>
    <message>
        <source>Keep in hand. Spend two of them on your turn to take in a shelter dog.</source>
        <translation>Guarde na mão. Gaste duas destas cartas na sua vez para resgatar um cão do abrigo.</translation>
    </message>
    <message>
        <source>Put it under one of your dogs this turn: 2 points if that dog is fed. Lost if no dog can take it.</source>
        <translation>Ponha-o embaixo de um dos seus cães nesta vez: 2 pontos se esse cão estiver alimentado. Perdido se nenhum cão puder recebê-lo.</translation>
    </message>
    <message>
        <source>Keep in hand. Put it under a dog (1 point if fed), or pay X of them to learn a trick of cost X.</source>
        <translation>Guarde na mão. Ponha embaixo de um cão (1 ponto se ele estiver alimentado) ou pague X destas cartas para aprender um truque de custo X.</translation>
    </message>
    <message>
        <source>Keep in hand. At the end: one bone costs 1 point, two give 1 point per fed dog, three or more 2 points per fed dog.</source>
        <translation>Guarde na mão. No fim: um osso custa 1 ponto, dois dão 1 ponto por cão alimentado, três ou mais, 2 pontos por cão alimentado.</translation>
    </message>
    <message>
        <source>Nothing new may go under this dog (earlier cards stay). Not attached this turn: lose it and 1 tucked card.</source>
        <translation>Nada novo pode ir para baixo deste cão (as cartas de antes ficam). Não atribuído nesta vez: descarte-o e perca 1 carta que está embaixo de um cão.</translation>
    </message>
    <message>
        <source>Any number of toys under this dog, 3 points each (not in sets). Not attached: lose it and 1 toy.</source>
        <translation>Quantos brinquedos quiser embaixo deste cão, 3 pontos cada (fora dos conjuntos). Não atribuído: descarte-o e perca 1 brinquedo.</translation>
    </message>
    <message>
        <source>Any number of adoption cards under this dog, 3 points each. Not attached: lose it and 1 hand card.</source>
        <translation>Quantas cartas de adoção quiser embaixo deste cão, 3 pontos cada. Não atribuído: descarte-o e perca 1 carta da mão.</translation>
    </message>
    <message>
        <source>Food cards you take may go under this dog instead of becoming tokens, 3 points each. Not attached: lose it and 2 tokens.</source>
        <translation>As cartas de comida que você pegar podem ir para baixo deste cão em vez de virar fichas, 3 pontos cada. Não atribuído: descarte-o e perca 2 fichas.</translation>
    </message>
    <message>
        <source>Any number of training cards under this dog, 3 points each. Not attached: lose it and 2 training cards.</source>
        <translation>Quantas cartas de adestramento quiser embaixo deste cão, 3 pontos cada. Não atribuído: descarte-o e perca 2 cartas de adestramento.</translation>
    </message>
    <message>
        <source>Any cards but dogs and tricks may go under this dog; 2 points per different type. Not attached: lose it and 1 trick.</source>
        <translation>Qualquer carta, menos cães e truques, pode ir para baixo deste cão; 2 pontos por tipo diferente. Não atribuído: descarte-o e perca 1 truque.</translation>
    </message>
    <message>
        <source>Any number of walks under this dog, 5 points each. Not attached: lose it and 1 walk.</source>
        <translation>Quantos passeios quiser embaixo deste cão, 5 pontos cada. Não atribuído: descarte-o e perca 1 passeio.</translation>
    </message>
    <message>
        <source>Any number of bones under this dog, 3 points each (not counted as bones in hand). Not attached: lose it and 1 bone.</source>
        <translation>Quantos ossos quiser embaixo deste cão, 3 pontos cada (não contam como ossos na mão). Não atribuído: descarte-o e perca 1 osso.</translation>
    </message>
    <message>
        <source>This dog may eat any single token instead of its cost. Not attached: lose it and 1 of your dogs.</source>
        <translation>Este cão pode comer uma única ficha qualquer em vez do seu custo. Não atribuído: descarte-o e perca 1 dos seus cães.</translation>
    </message>
    <message>
        <source>+4 points if a leash is under Dino.</source>
        <translation>+4 pontos se houver uma coleira embaixo de Dino.</translation>
    </message>
    <message>
        <source>+4 points if a chew toy is under Tina.</source>
        <translation>+4 pontos se houver um mordedor embaixo de Tina.</translation>
    </message>
    <message>
        <source>+4 points if a dog house is under Pimpek.</source>
        <translation>+4 pontos se houver uma casinha embaixo de Pimpek.</translation>
    </message>
    <message>
        <source>+4 points if a ball is under Speedy.</source>
        <translation>+4 pontos se houver uma bola embaixo de Speedy.</translation>
    </message>
    <message>
        <source>+4 points if a frisbee is under Fedra.</source>
        <translation>+4 pontos se houver um Frisbee embaixo de Fedra.</translation>
    </message>
    <message>
        <source>4 points if you own Uciekinier or Złodziejaszek, 7 points if both.</source>
        <translation>4 pontos se você tiver Uciekinier ou Złodziejaszek, 7 pontos se tiver os dois.</translation>
    </message>
    <message>
        <source>2 points per trait you own, 3 points more if one is Urwis.</source>
        <translation>2 pontos por traço que você tiver e 3 pontos a mais se Urwis estiver entre eles.</translation>
    </message>
    <message>
        <source>6 points if you own Łobuziak or Morus, 9 points if both.</source>
        <translation>6 pontos se você tiver Łobuziak ou Morus, 9 pontos se tiver os dois.</translation>
    </message>
    <message>
        <source>5 points if you own Przewodnik or Arystokrata, 8 points if both.</source>
        <translation>5 pontos se você tiver Przewodnik ou Arystokrata, 8 pontos se tiver os dois.</translation>
    </message>
    <message>
        <source>9 points if you own Pupilek or Najlepszy przyjaciel, 12 points if both.</source>
        <translation>9 pontos se você tiver Pupilek ou Najlepszy przyjaciel, 12 pontos se tiver os dois.</translation>
    </message>
    <message>
        <source>3 points per training card under any of your dogs, fed or not.</source>
        <translation>3 pontos por carta de adestramento embaixo de qualquer cão seu, alimentado ou não.</translation>
    </message>
    <message>
        <source>6 points per full set of a fed small, a fed medium and a fed big dog.</source>
        <translation>6 pontos por trio completo de cães alimentados: um pequeno, um médio e um grande.</translation>
    </message>
    <message>
        <source>3 points per fed medium dog, Krokiet too.</source>
        <translation>3 pontos por cão médio alimentado, contando Krokiet.</translation>
    </message>
    <message>
        <source>2 points per fed small dog, Kolega too.</source>
        <translation>2 pontos por cão pequeno alimentado, contando Kolega.</translation>
    </message>
    <message>
        <source>4 points per fed big dog, Statyw too.</source>
        <translation>4 pontos por cão grande alimentado, contando Statyw.</translation>
    </message>
    <message>
        <source>Once, on a later turn of yours, swap it with any card of the grid (the watch dog does not matter).</source>
        <translation>Numa das suas próximas vezes, troque-a uma única vez por qualquer carta da grade (o cão de guarda não importa).</translation>
    </message>
    <message>
        <source>When it is drawn, this round is the last.</source>
        <translation>Quando ela sai da pilha, esta rodada é a última.</translation>
    </message>
    <message>
        <source>Scraps</source>
        <translation>Restos</translation>
    </message>
    <message>
        <source>Scraps x2</source>
        <translation>Restos x2</translation>
    </message>
    <message>
        <source>Dry food</source>
        <translation>Ração seca</translation>
    </message>
    <message>
        <source>Dry food x2</source>
        <translation>Ração seca x2</translation>
    </message>
    <message>
        <source>Wet food</source>
        <translation>Ração úmida</translation>
    </message>
    <message>
        <source>Wet food x2</source>
        <translation>Ração úmida x2</translation>
    </message>
    <message>
        <source>Treat</source>
        <translation>Petisco</translation>
    </message>
    <message>
        <source>Adoption</source>
        <translation>Adoção</translation>
    </message>
    <message>
        <source>Walk</source>
        <translation>Passeio</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Adestramento</translation>
    </message>
    <message>
        <source>Bone</source>
        <translation>Osso</translation>
    </message>
    <message>
        <source>Ball</source>
        <translation>Bola</translation>
    </message>
    <message>
        <source>Leash</source>
        <translation>Coleira</translation>
    </message>
    <message>
        <source>Chew toy</source>
        <translation>Mordedor</translation>
    </message>
    <message>
        <source>Dog house</source>
        <translation>Casinha</translation>
    </message>
    <message>
        <source>Troublemaker</source>
        <translation>Encrenqueiro</translation>
    </message>
    <message>
        <source>Best Friend</source>
        <translation>Melhor Amigo</translation>
    </message>
    <message>
        <source>Aristocrat</source>
        <translation>Aristocrata</translation>
    </message>
    <message>
        <source>Food Thief</source>
        <translation>Ladrão de Comida</translation>
    </message>
    <message>
        <source>Teacher&apos;s Pet</source>
        <translation>Queridinho</translation>
    </message>
    <message>
        <source>Rascal</source>
        <translation>Pestinha</translation>
    </message>
    <message>
        <source>Guide</source>
        <translation>Guia</translation>
    </message>
    <message>
        <source>Mud Puppy</source>
        <translation>Sujinho</translation>
    </message>
    <message>
        <source>Escape Artist</source>
        <translation>Fujão</translation>
    </message>
    <message>
        <source>Fetch</source>
        <translation>Busca</translation>
    </message>
    <message>
        <source>End Game</source>
        <translation>Fim do Jogo</translation>
    </message>
    <message>
        <source>Sit</source>
        <translation>Senta</translation>
    </message>
    <message>
        <source>Shake</source>
        <translation>Dá a pata</translation>
    </message>
    <message>
        <source>Roll Over</source>
        <translation>Rola</translation>
    </message>
    <message>
        <source>Play Dead</source>
        <translation>Finge de morto</translation>
    </message>
    <message>
        <source>High Five</source>
        <translation>Toca aqui</translation>
    </message>
    <message>
        <source>Spin</source>
        <translation>Gira</translation>
    </message>
    <message>
        <source>Catch</source>
        <translation>Pega</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Deita</translation>
    </message>
    <message>
        <source>Stay</source>
        <translation>Fica</translation>
    </message>
    <message>
        <source>Heel</source>
        <translation>Junto</translation>
    </message>
    <message>
        <source>Seek</source>
        <translation>Procura</translation>
    </message>
    <message>
        <source>Speak</source>
        <translation>Fala</translation>
    </message>
    <message>
        <source>Jump</source>
        <translation>Pula</translation>
    </message>
    <message>
        <source>Crawl</source>
        <translation>Rasteja</translation>
    </message>
    <message>
        <source>Beg</source>
        <translation>Pede</translation>
    </message>
    <message>
        <source>Weave</source>
        <translation>Zigue-zague</translation>
    </message>
    <message>
        <source>Dance</source>
        <translation>Dança</translation>
    </message>
    <message>
        <source>The End Game card is turned up: the game ends after this turn.</source>
        <translation>A carta Fim do Jogo foi revelada: o jogo termina depois desta vez.</translation>
    </message>
    <message>
        <source>The End Game card is turned up: this round is the last.</source>
        <translation>A carta Fim do Jogo foi revelada: esta rodada é a última.</translation>
    </message>
    <message>
        <source>The last turn is over: {winners}.</source>
        <translation>Fim da última rodada: {winners}.</translation>
    </message>
    <message>
        <source>Round {round} begins: {who} to play.</source>
        <translation>Começa a rodada {round}: {who} joga.</translation>
    </message>
    <message>
        <source>{who} discards {card} x{count} from the hand (penalty).</source>
        <translation>{who} descarta da mão: {card} ×{count} (penalidade).</translation>
    </message>
    <message>
        <source>{who} returns {tokens} (penalty).</source>
        <translation>{who} devolve {tokens} (penalidade).</translation>
    </message>
    <message>
        <source>{who} loses the trick {trick} (penalty).</source>
        <translation>{who} perde o truque {trick} (penalidade).</translation>
    </message>
    <message>
        <source>{who} gives up the pending walk (penalty).</source>
        <translation>{who} abre mão do passeio pendente (penalidade).</translation>
    </message>
    <message>
        <source>{who} loses {dog} and everything on it (penalty).</source>
        <translation>{who} perde {dog} e tudo o que está com ele (penalidade).</translation>
    </message>
    <message>
        <source>{who} gives up {card} from under {dog} (penalty).</source>
        <translation>{who} abre mão de {card}, que estava embaixo de {dog} (penalidade).</translation>
    </message>
    <message>
        <source>Dog Lover</source>
        <translation>Dog Lover</translation>
    </message>
    <message>
        <source>Draft cards from a 3×3 grid with dog tricks; feed, walk and train your dogs.</source>
        <translation>Escolha cartas de uma grade 3×3 com truques de cães; alimente, passeie e treine os seus cães.</translation>
    </message>
    <message>
        <source>Special starting tricks</source>
        <translation>Truques iniciais especiais</translation>
    </message>
    <message>
        <source>Each player starts with a different special trick instead of Sit.</source>
        <translation>Cada jogador começa com um truque especial diferente no lugar de Senta.</translation>
    </message>
    <message>
        <source>Who takes the first turn: the box says the greatest dog lover, or a random player. The player on the first player&apos;s right places the watch dog, holds Fetch and takes the last turn of each round.</source>
        <translation>Quem joga primeiro: a caixa diz que é quem mais ama cães, ou um jogador sorteado. O jogador à direita do primeiro coloca o cão de guarda, fica com o Busca e joga por último em cada rodada.</translation>
    </message>
    <message>
        <source>Refill after the last turn</source>
        <translation>Reposição após a última vez</translation>
    </message>
    <message>
        <source>1: the grid is refilled once more after the last turn, as in games saved before the game ended with the last turn (those cards play no part).</source>
        <translation>1: a grade é reposta mais uma vez após a última vez, como nos jogos salvos antes de o jogo terminar com a última vez (essas cartas não contam).</translation>
    </message>
    <message>
        <source>Dog Lover is for 2 to 4 players</source>
        <translation>Dog Lover é para 2 a 4 jogadores</translation>
    </message>
    <message>
        <source>most fed dogs</source>
        <translation>mais cães alimentados</translation>
    </message>
    <message>
        <source>most fed shelter dogs</source>
        <translation>mais cães do abrigo alimentados</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Jogador {number}</translation>
    </message>
    <message>
        <source>{dog} (fed)</source>
        <translation>{dog} (alimentado)</translation>
    </message>
    <message>
        <source>{dog} (not fed)</source>
        <translation>{dog} (não alimentado)</translation>
    </message>
    <message>
        <source>Toys in hand (sets 1/3/6/10/15)</source>
        <translation>Brinquedos na mão (conjuntos 1/3/6/10/15)</translation>
    </message>
    <message>
        <source>Bones in hand ({count})</source>
        <translation>Ossos na mão ({count})</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nada</translation>
    </message>
    <message>
        <source>{who} is the first player</source>
        <translation>{who} é o primeiro jogador</translation>
    </message>
    <message>
        <source>{who} gets the starting trick {trick}</source>
        <translation>{who} recebe o truque inicial {trick}</translation>
    </message>
    <message>
        <source>{who} starts with {dog}</source>
        <translation>{who} começa com {dog}</translation>
    </message>
    <message>
        <source>{card} is dealt to the grid (row {row}, column {column})</source>
        <translation>{card} vai para a grade (linha {row}, coluna {column})</translation>
    </message>
    <message>
        <source>Trick {trick} comes up for learning</source>
        <translation>O truque {trick} fica disponível para aprender</translation>
    </message>
    <message>
        <source>Shelter dog {dog} comes up for rescue</source>
        <translation>O cão do abrigo {dog} fica disponível para resgate</translation>
    </message>
    <message>
        <source>{who}, last in turn order, puts the watch dog {line} and takes the Fetch card</source>
        <translation>{who} joga por último, põe o cão de guarda {line} e fica com a carta Busca</translation>
    </message>
    <message>
        <source>{who} drafts</source>
        <translation>{who} pega cartas da grade</translation>
    </message>
    <message>
        <source>{who} uses {trick} to take {cards}; the watch dog moves {line}</source>
        <translation>{who} usa {trick} e pega {cards}; o cão de guarda vai {line}</translation>
    </message>
    <message>
        <source>{who} swaps {card} for tokens</source>
        <translation>{who} troca {card} por fichas</translation>
    </message>
    <message>
        <source>{who} tucks {card} under {dog}</source>
        <translation>{who} põe {card} embaixo de {dog}</translation>
    </message>
    <message>
        <source>At the end of the turn, {who} tucks {card} under {dog}</source>
        <translation>No fim da vez, {who} põe {card} embaixo de {dog}</translation>
    </message>
    <message>
        <source>At the end of the turn, {who} gives {dog} the trait {trait}</source>
        <translation>No fim da vez, {who} atribui o traço {trait} a {dog}</translation>
    </message>
    <message>
        <source>{who} gives {dog} the trait {trait}</source>
        <translation>{who} atribui o traço {trait} a {dog}</translation>
    </message>
    <message>
        <source>{who} spends 2 adoption cards to rescue {dog}</source>
        <translation>{who} gasta 2 cartas de adoção e resgata {dog}</translation>
    </message>
    <message>
        <source>{who} learns a trick</source>
        <translation>{who} aprende um truque</translation>
    </message>
    <message numerus="yes">
        <source>{who} spends %n training to learn {trick}</source>
        <comment>{who} spends %n training to learn {trick}</comment>
        <translation>
            <numerusform>{who} gasta %n carta de adestramento e aprende {trick}</numerusform>
            <numerusform>{who} gasta %n cartas de adestramento e aprende {trick}</numerusform>
        </translation>
    </message>
    <message>
        <source>{who} uses Fetch to take {card}</source>
        <translation>{who} usa a carta Busca e pega {card}</translation>
    </message>
    <message>
        <source>{who} ends the turn</source>
        <translation>{who} encerra a vez</translation>
    </message>
    <message>
        <source>At the end of the turn, {who} has no dog for a walk and discards it</source>
        <translation>No fim da vez, {who} não tem cão para um passeio e o descarta</translation>
    </message>
    <message>
        <source>At the end of the turn, {who} has no dog for {trait} and discards it with its penalty</source>
        <translation>No fim da vez, {who} não tem cão para {trait} e o descarta, pagando a penalidade</translation>
    </message>
    <message>
        <source>{who} gives up {card} from under {dog}</source>
        <translation>{who} abre mão de {card}, que estava embaixo de {dog}</translation>
    </message>
    <message>
        <source>{who} returns {token}</source>
        <translation>{who} devolve {token}</translation>
    </message>
    <message>
        <source>{who} loses the trick {trick}</source>
        <translation>{who} perde o truque {trick}</translation>
    </message>
    <message>
        <source>{who} gives up a pending walk</source>
        <translation>{who} abre mão de um passeio pendente</translation>
    </message>
    <message>
        <source>{who} gives up the walk under {dog}</source>
        <translation>{who} abre mão do passeio que estava embaixo de {dog}</translation>
    </message>
    <message>
        <source>{who} loses {dog} and everything on it</source>
        <translation>{who} perde {dog} e tudo o que está com ele</translation>
    </message>
    <message>
        <source>{who} discards {card}</source>
        <translation>{who} descarta {card}</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>o jogo terminou</translation>
    </message>
    <message>
        <source>a card is being dealt</source>
        <translation>uma carta está sendo distribuída</translation>
    </message>
    <message>
        <source>unknown action</source>
        <translation>jogada desconhecida</translation>
    </message>
    <message>
        <source>first the watch dog must be placed by a row or column</source>
        <translation>primeiro o cão de guarda precisa ser posto junto a uma linha ou coluna</translation>
    </message>
    <message>
        <source>first pay the penalty of {trait}</source>
        <translation>primeiro pague a penalidade de {trait}</translation>
    </message>
    <message>
        <source>the turn is ending: settle your pending walks and traits first</source>
        <translation>a vez está terminando: resolva primeiro os seus passeios e traços pendentes</translation>
    </message>
    <message>
        <source>first decide what happens to the food cards you took</source>
        <translation>primeiro decida o que fazer com as cartas de comida que você pegou</translation>
    </message>
    <message>
        <source>you have already drafted this turn (one trick per turn)</source>
        <translation>você já pegou cartas nesta vez (um só truque em cada vez)</translation>
    </message>
    <message>
        <source>you do not own that trick</source>
        <translation>você não tem esse truque</translation>
    </message>
    <message>
        <source>that trick has no such placement</source>
        <translation>esse truque não tem essa posição</translation>
    </message>
    <message>
        <source>the trick would cover an empty cell</source>
        <translation>o truque cobriria um espaço vazio</translation>
    </message>
    <message numerus="yes">
        <source>the trick would take %n card {line} the watch dog guards (at most 1)</source>
        <comment>the trick would take %n cards {line} the watch dog guards (at most 1)</comment>
        <translation>
            <numerusform>o truque pegaria %n carta {line}, que o cão de guarda vigia (no máximo 1)</numerusform>
            <numerusform>o truque pegaria %n cartas {line}, que o cão de guarda vigia (no máximo 1)</numerusform>
        </translation>
    </message>
    <message>
        <source>there is no food card to resolve</source>
        <translation>não há carta de comida para resolver</translation>
    </message>
    <message>
        <source>you did not take that food card</source>
        <translation>você não pegou essa carta de comida</translation>
    </message>
    <message>
        <source>no such dog</source>
        <translation>esse cão não existe</translation>
    </message>
    <message>
        <source>only a dog with Złodziejaszek or Urwis can keep a food card</source>
        <translation>só um cão com Złodziejaszek ou Urwis pode ficar com uma carta de comida</translation>
    </message>
    <message>
        <source>you have no such card to tuck</source>
        <translation>você não tem essa carta para pôr embaixo de um cão</translation>
    </message>
    <message>
        <source>nothing new may go under a dog with Łobuziak</source>
        <translation>nada novo pode ir para baixo de um cão com Łobuziak</translation>
    </message>
    <message>
        <source>a {card} can only go under a dog whose trait allows it</source>
        <translation>{card} só pode ir para baixo de um cão cujo traço permita isso</translation>
    </message>
    <message>
        <source>{dog} already has a card of that type tucked (one per type unless a trait allows more)</source>
        <translation>{dog} já tem uma carta desse tipo embaixo (uma por tipo, a não ser que um traço permita mais)</translation>
    </message>
    <message>
        <source>that trait is not waiting to be attached</source>
        <translation>esse traço não está esperando um cão</translation>
    </message>
    <message>
        <source>{dog} already has a trait</source>
        <translation>{dog} já tem um traço</translation>
    </message>
    <message>
        <source>{trait} needs {dog}</source>
        <translation>{trait} exige {dog}</translation>
    </message>
    <message>
        <source>no shelter dog there</source>
        <translation>não há cão do abrigo ali</translation>
    </message>
    <message>
        <source>a rescue costs 2 adoption cards; you have {have}</source>
        <translation>um resgate custa 2 cartas de adoção; você tem {have}</translation>
    </message>
    <message>
        <source>no trick there</source>
        <translation>não há truque ali</translation>
    </message>
    <message numerus="yes">
        <source>{trick} costs %n training card; you have {have}</source>
        <comment>{trick} costs %n training cards; you have {have}</comment>
        <translation>
            <numerusform>{trick} custa %n carta de adestramento; você tem {have}</numerusform>
            <numerusform>{trick} custa %n cartas de adestramento; você tem {have}</numerusform>
        </translation>
    </message>
    <message>
        <source>you do not hold the Fetch card</source>
        <translation>você não tem a carta Busca</translation>
    </message>
    <message>
        <source>you took the Fetch card this turn; it can be used from your next turn</source>
        <translation>você pegou a carta Busca nesta vez; ela pode ser usada a partir da sua próxima vez</translation>
    </message>
    <message>
        <source>Fetch cannot be used in the middle of a draft</source>
        <translation>a Busca não pode ser usada no meio de uma coleta</translation>
    </message>
    <message>
        <source>Fetch needs a grid cell that holds a card</source>
        <translation>a Busca precisa de um espaço da grade com uma carta</translation>
    </message>
    <message>
        <source>you must draft with one of your tricks first</source>
        <translation>primeiro você precisa pegar cartas com um dos seus truques</translation>
    </message>
    <message>
        <source>a dog can take the walk, so it must be tucked</source>
        <translation>um cão pode receber o passeio, então é preciso colocá-lo embaixo dele</translation>
    </message>
    <message>
        <source>walks are only discarded at the end of the turn</source>
        <translation>passeios só são descartados no fim da vez</translation>
    </message>
    <message>
        <source>a dog can take that trait, so it must be attached</source>
        <translation>um cão pode receber esse traço, então é preciso atribuí-lo</translation>
    </message>
    <message>
        <source>traits are only discarded at the end of the turn</source>
        <translation>traços só são descartados no fim da vez</translation>
    </message>
    <message>
        <source>the watch dog is only placed at setup</source>
        <translation>o cão de guarda só é posto na preparação</translation>
    </message>
    <message>
        <source>not a legal action now</source>
        <translation>esta jogada não é permitida agora</translation>
    </message>
    <message>
        <source>Game over — {winners}</source>
        <translation>Fim de jogo — {winners}</translation>
    </message>
    <message>
        <source>{who} places the watch dog, then {first} begins</source>
        <translation>{who} põe o cão de guarda, depois {first} começa</translation>
    </message>
    <message>
        <source>{who} ends the turn: tucks or attaches what is still pending</source>
        <translation>{who} encerra a vez: põe embaixo de um cão ou atribui o que ainda está pendente</translation>
    </message>
    <message>
        <source>{who} pays the penalty of {trait}</source>
        <translation>{who} paga a penalidade de {trait}</translation>
    </message>
    <message>
        <source>{who} swaps each food card for tokens or tucks it</source>
        <translation>{who} troca cada carta de comida por fichas ou a põe embaixo de um cão</translation>
    </message>
    <message>
        <source>{who} (last round) drafts with one of their tricks (free actions any time)</source>
        <translation>{who} (última rodada) pega cartas com um dos seus truques (ações livres a qualquer momento)</translation>
    </message>
    <message>
        <source>{who} drafts with one of their tricks (free actions any time)</source>
        <translation>{who} pega cartas com um truque (ação livre a qualquer hora)</translation>
    </message>
    <message>
        <source>{who} (last round) may take free actions, then ends the turn</source>
        <translation>{who} (última rodada) pode fazer ações livres e depois encerra a vez</translation>
    </message>
    <message>
        <source>{who} may take free actions, then ends the turn</source>
        <translation>{who} pode fazer ações livres e depois encerra a vez</translation>
    </message>
    <message>
        <source>Dealing</source>
        <translation>Distribuindo</translation>
    </message>
    <message>
        <source>you lose 1 tucked card</source>
        <translation>você perde 1 carta de baixo de um cão</translation>
    </message>
    <message>
        <source>you lose 1 toy from your hand</source>
        <translation>você perde 1 brinquedo da mão</translation>
    </message>
    <message>
        <source>you lose 1 card from your hand</source>
        <translation>você perde 1 carta da mão</translation>
    </message>
    <message>
        <source>you lose 2 food tokens</source>
        <translation>você perde 2 fichas de comida</translation>
    </message>
    <message>
        <source>you lose 2 training cards from your hand</source>
        <translation>você perde 2 cartas de adestramento da mão</translation>
    </message>
    <message>
        <source>you lose 1 trick (never your last)</source>
        <translation>você perde 1 truque (nunca o último)</translation>
    </message>
    <message>
        <source>you lose 1 walk</source>
        <translation>você perde 1 passeio</translation>
    </message>
    <message>
        <source>you lose 1 bone from your hand</source>
        <translation>você perde 1 osso da mão</translation>
    </message>
    <message>
        <source>you lose 1 dog with everything on it</source>
        <translation>você perde 1 cão com tudo o que está com ele</translation>
    </message>
    <message>
        <source>Discard the walk (no dog can take it)</source>
        <translation>Descartar o passeio (nenhum cão pode recebê-lo)</translation>
    </message>
    <message>
        <source>Discard {trait}: {penalty}</source>
        <translation>Descartar {trait}: {penalty}</translation>
    </message>
    <message>
        <source>Give up {card} from under {dog}</source>
        <translation>Abrir mão de {card} (embaixo de {dog})</translation>
    </message>
    <message>
        <source>Give back {token}</source>
        <translation>Devolver {token}</translation>
    </message>
    <message>
        <source>Lose the trick {trick}</source>
        <translation>Perder o truque {trick}</translation>
    </message>
    <message>
        <source>Give up the pending walk</source>
        <translation>Abrir mão do passeio pendente</translation>
    </message>
    <message>
        <source>Give up the walk under {dog}</source>
        <translation>Abrir mão do passeio embaixo de {dog}</translation>
    </message>
    <message>
        <source>Lose {dog} and everything on it</source>
        <translation>Perder {dog} e tudo o que está com ele</translation>
    </message>
    <message>
        <source>Discard {card}</source>
        <translation>Descartar {card}</translation>
    </message>
    <message>
        <source>Put the watch dog {line}</source>
        <translation>Pôr o cão de guarda {line}</translation>
    </message>
    <message>
        <source>Swap {card} for tokens</source>
        <translation>Trocar {card} por fichas</translation>
    </message>
    <message>
        <source>Tuck {card} under {dog}</source>
        <translation>Pôr {card} embaixo de {dog}</translation>
    </message>
    <message>
        <source>Give {dog} the trait {trait}</source>
        <translation>Atribuir o traço {trait} a {dog}</translation>
    </message>
    <message>
        <source>Rescue {dog} for 2 adoption cards</source>
        <translation>Resgatar {dog} com 2 cartas de adoção</translation>
    </message>
    <message numerus="yes">
        <source>Learn {trick} for %n training card</source>
        <comment>Learn {trick} for %n training cards</comment>
        <translation>
            <numerusform>Aprender {trick} com %n carta de adestramento</numerusform>
            <numerusform>Aprender {trick} com %n cartas de adestramento</numerusform>
        </translation>
    </message>
    <message>
        <source>Use Fetch to take {card}</source>
        <translation>Usar a carta Busca para pegar {card}</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>Encerrar a vez</translation>
    </message>
    <message numerus="yes">
        <source>%n walk must be tucked under a dog now.</source>
        <comment>%n walks must be tucked under a dog now.</comment>
        <translation>
            <numerusform>%n passeio precisa ir agora para baixo de um cão.</numerusform>
            <numerusform>%n passeios precisam ir agora para baixo de cães.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n walk will be discarded: no dog can take it.</source>
        <comment>%n walks will be discarded: no dog can take them.</comment>
        <translation>
            <numerusform>%n passeio será descartado: nenhum cão pode recebê-lo.</numerusform>
            <numerusform>%n passeios serão descartados: nenhum cão pode recebê-los.</numerusform>
        </translation>
    </message>
    <message>
        <source>{trait} must be attached to {dog} now.</source>
        <translation>{trait} precisa ser atribuído agora a {dog}.</translation>
    </message>
    <message>
        <source>{trait} will be discarded and {penalty}.</source>
        <translation>{trait} será descartado e {penalty}.</translation>
    </message>
    <message>
        <source>walk: must go under a dog</source>
        <translation>passeio: precisa ir para baixo de um cão</translation>
    </message>
    <message>
        <source>walk: discarded (no dog can take it)</source>
        <translation>passeio: descartado (nenhum cão pode recebê-lo)</translation>
    </message>
    <message>
        <source>{trait}: must be attached</source>
        <translation>{trait}: precisa ser atribuído</translation>
    </message>
    <message>
        <source>{trait}: discarded, {penalty}</source>
        <translation>{trait}: descartado, {penalty}</translation>
    </message>
    <message>
        <source>If you end your turn now, the walk must go under a dog.</source>
        <translation>Se você encerrar a vez agora, o passeio precisa ir para baixo de um cão.</translation>
    </message>
    <message>
        <source>If you end your turn now, the walk is discarded (no dog can take it).</source>
        <translation>Se você encerrar a vez agora, o passeio será descartado (nenhum cão pode recebê-lo).</translation>
    </message>
    <message>
        <source>If you end your turn now, {trait} must be attached to a dog.</source>
        <translation>Se você encerrar a vez agora, {trait} precisa ser atribuído a um cão.</translation>
    </message>
    <message>
        <source>If you end your turn now, {trait} is discarded and {penalty}.</source>
        <translation>Se você encerrar a vez agora, {trait} será descartado e {penalty}.</translation>
    </message>
    <message>
        <source>No dog can take {trait} now: it needs {dog} without a trait. If the turn ends now it is discarded and {penalty}.</source>
        <translation>Nenhum cão pode receber {trait} agora: ele exige {dog} sem traço. Se a vez terminar agora, ele será descartado e {penalty}.</translation>
    </message>
    <message>
        <source>No dog can take the walk now. If the turn ends now it is discarded.</source>
        <translation>Nenhum cão pode receber o passeio agora. Se a vez terminar agora, ele será descartado.</translation>
    </message>
    <message>
        <source>Fed with {player}&apos;s current tokens.</source>
        <translation>Alimentado com as fichas que {player} tem agora.</translation>
    </message>
    <message>
        <source>Not fed with {player}&apos;s current tokens: -2 for {player}, and its cards score nothing.</source>
        <translation>Não alimentado com as fichas que {player} tem agora: -2 pontos para {player}, e as cartas deste cão não pontuam.</translation>
    </message>
    <message>
        <source>Fed with its current tokens.</source>
        <translation>Alimentado com as fichas que você tem agora.</translation>
    </message>
    <message>
        <source>Not fed with its current tokens: -2, and its cards score nothing.</source>
        <translation>Não alimentado com as fichas que você tem agora: -2, e as cartas deste cão não pontuam.</translation>
    </message>
    <message numerus="yes">
        <source>%n card left in the draw pile. The End Game card is out: this is the last round.</source>
        <comment>%n cards left in the draw pile. The End Game card is out: this is the last round.</comment>
        <translation>
            <numerusform>Resta %n carta na pilha de compras. A carta Fim do Jogo já saiu: esta é a última rodada.</numerusform>
            <numerusform>Restam %n cartas na pilha de compras. A carta Fim do Jogo já saiu: esta é a última rodada.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card left in the draw pile. The End Game card lies somewhere underneath.</source>
        <comment>%n cards left in the draw pile. The End Game card lies somewhere underneath.</comment>
        <translation>
            <numerusform>Resta %n carta na pilha de compras. A carta Fim do Jogo está em algum lugar lá embaixo.</numerusform>
            <numerusform>Restam %n cartas na pilha de compras. A carta Fim do Jogo está em algum lugar lá embaixo.</numerusform>
        </translation>
    </message>
    <message>
        <source>top row</source>
        <translation>linha de cima</translation>
    </message>
    <message>
        <source>middle row</source>
        <translation>linha do meio</translation>
    </message>
    <message>
        <source>bottom row</source>
        <translation>linha de baixo</translation>
    </message>
    <message>
        <source>left column</source>
        <translation>coluna da esquerda</translation>
    </message>
    <message>
        <source>middle column</source>
        <translation>coluna do meio</translation>
    </message>
    <message>
        <source>right column</source>
        <translation>coluna da direita</translation>
    </message>
    <message>
        <source>by the top row</source>
        <translation>junto à linha de cima</translation>
    </message>
    <message>
        <source>by the middle row</source>
        <translation>junto à linha do meio</translation>
    </message>
    <message>
        <source>by the bottom row</source>
        <translation>junto à linha de baixo</translation>
    </message>
    <message>
        <source>by the left column</source>
        <translation>junto à coluna da esquerda</translation>
    </message>
    <message>
        <source>by the middle column</source>
        <translation>junto à coluna do meio</translation>
    </message>
    <message>
        <source>by the right column</source>
        <translation>junto à coluna da direita</translation>
    </message>
    <message>
        <source>to the top row</source>
        <translation>para a linha de cima</translation>
    </message>
    <message>
        <source>to the middle row</source>
        <translation>para a linha do meio</translation>
    </message>
    <message>
        <source>to the bottom row</source>
        <translation>para a linha de baixo</translation>
    </message>
    <message>
        <source>to the left column</source>
        <translation>para a coluna da esquerda</translation>
    </message>
    <message>
        <source>to the middle column</source>
        <translation>para a coluna do meio</translation>
    </message>
    <message>
        <source>to the right column</source>
        <translation>para a coluna da direita</translation>
    </message>
    <message>
        <source>from the top row</source>
        <translation>da linha de cima</translation>
    </message>
    <message>
        <source>from the middle row</source>
        <translation>da linha do meio</translation>
    </message>
    <message>
        <source>from the bottom row</source>
        <translation>da linha de baixo</translation>
    </message>
    <message>
        <source>from the left column</source>
        <translation>da coluna da esquerda</translation>
    </message>
    <message>
        <source>from the middle column</source>
        <translation>da coluna do meio</translation>
    </message>
    <message>
        <source>from the right column</source>
        <translation>da coluna da direita</translation>
    </message>
    <message>
        <source>A dog of {player}&apos;s. If {player} has not fed it by the end of the game, it costs {player} 2 points.</source>
        <translation>{player} tem este cão. Se {player} não o alimentar até o fim do jogo, ele custa 2 pontos a {player}.</translation>
    </message>
    <message numerus="yes">
        <source>Costs %n training card to learn.</source>
        <comment>Costs %n training cards to learn.</comment>
        <translation>
            <numerusform>Custa %n carta de adestramento para aprender.</numerusform>
            <numerusform>Custa %n cartas de adestramento para aprender.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Takes %n card. Turn it with R or the mouse wheel; the star shows where the watch dog goes.</source>
        <comment>Takes %n cards. Turn it with R or the mouse wheel; the star shows where the watch dog goes.</comment>
        <translation>
            <numerusform>Pega %n carta. Gire-o com R ou a roda do mouse; a estrela mostra para onde o cão de guarda vai.</numerusform>
            <numerusform>Pega %n cartas. Gire-o com R ou a roda do mouse; a estrela mostra para onde o cão de guarda vai.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card</source>
        <comment>%n cards</comment>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>hand: %n card (hidden)</source>
        <comment>hand: %n cards (hidden)</comment>
        <translation>
            <numerusform>mão: %n carta (oculta)</numerusform>
            <numerusform>mão: %n cartas (ocultas)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>dogtable::games::doglover::DogLoverTable</name>
    <message>
        <source>fed</source>
        <translation>alimentado</translation>
    </message>
    <message>
        <source>not fed</source>
        <translation>não alimentado</translation>
    </message>
    <message>
        <source>%1 under</source>
        <translation>%1 embaixo</translation>
    </message>
    <message>
        <source>Grid row %1, column %2</source>
        <translation>Grade, linha %1, coluna %2</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vazio</translation>
    </message>
    <message>
        <source>Watch dog place</source>
        <translation>Lugar do cão de guarda</translation>
    </message>
    <message>
        <source>Watch dog</source>
        <translation>Cão de guarda</translation>
    </message>
    <message>
        <source>Trick %1</source>
        <translation>Truque %1</translation>
    </message>
    <message>
        <source>%1&apos;s trick</source>
        <translation>truque (%1)</translation>
    </message>
    <message>
        <source>%1 more dogs of %2</source>
        <translation>mais %1 cães (%2)</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation>Girar %1</translation>
    </message>
    <message>
        <source>a quarter turn (R, Shift+R or the wheel turn it too)</source>
        <translation>um quarto de volta (R, Shift+R ou a roda do mouse também o giram)</translation>
    </message>
    <message>
        <source>%1, a trick to learn</source>
        <translation>%1, um truque para aprender</translation>
    </message>
    <message>
        <source>costs %1 training</source>
        <translation>custo: %1 adestramento</translation>
    </message>
    <message>
        <source>%1, a shelter dog</source>
        <translation>%1, um cão do abrigo</translation>
    </message>
    <message>
        <source>rescue for 2 adoption cards</source>
        <translation>resgate com 2 cartas de adoção</translation>
    </message>
    <message>
        <source>%1&apos;s dog %2</source>
        <translation>cão %2 (%1)</translation>
    </message>
    <message>
        <source>, %1 under</source>
        <translation>, %1 embaixo</translation>
    </message>
    <message>
        <source>in your hand ×%1</source>
        <translation>na sua mão ×%1</translation>
    </message>
    <message>
        <source>waiting to be placed</source>
        <translation>esperando um lugar</translation>
    </message>
    <message>
        <source>Fetch</source>
        <translation>Busca</translation>
    </message>
    <message>
        <source>usable from your next turn</source>
        <translation>pode ser usada a partir da sua próxima vez</translation>
    </message>
    <message>
        <source>take any grid card</source>
        <translation>pegue qualquer carta da grade</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Encerrar a vez</translation>
    </message>
    <message>
        <source>finish your turn without drafting</source>
        <translation>encerre a vez sem pegar cartas</translation>
    </message>
    <message>
        <source>finish your turn</source>
        <translation>encerre a vez</translation>
    </message>
    <message>
        <source>Scores: shown</source>
        <translation>Pontos: visíveis</translation>
    </message>
    <message>
        <source>Scores: hidden</source>
        <translation>Pontos: ocultos</translation>
    </message>
    <message>
        <source>More…</source>
        <translation>Mais…</translation>
    </message>
    <message>
        <source>%1&apos;s Fetch card</source>
        <translation>carta Busca (%1)</translation>
    </message>
    <message>
        <source>End Game card</source>
        <translation>Carta Fim do Jogo</translation>
    </message>
    <message>
        <source>Draw pile</source>
        <translation>Pilha de compras</translation>
    </message>
    <message>
        <source>Your food tokens</source>
        <translation>Suas fichas de comida</translation>
    </message>
    <message>
        <source>scraps %1, dry %2, wet %3, treat %4</source>
        <translation>restos %1, ração seca %2, ração úmida %3, petisco %4</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Pilha de descarte</translation>
    </message>
    <message>
        <source>Put the watch dog %1.</source>
        <translation>Ponha o cão de guarda %1.</translation>
    </message>
    <message>
        <source>The watch dog stands %1.</source>
        <translation>O cão de guarda está %1.</translation>
    </message>
    <message>
        <source>A draft takes at most one card from the line it guards; after each draft it moves to the line the trick&apos;s star marks.</source>
        <translation>Uma coleta pega no máximo uma carta da fileira que ele vigia; depois de cada coleta, ele vai para a fileira que a estrela do truque marca.</translation>
    </message>
    <message>
        <source>A walk waiting for a dog. Drag it onto a dog or choose it. If no dog can take it when the turn ends, it is discarded.</source>
        <translation>Um passeio à espera de um cão. Arraste-o até um cão ou escolha-o. Se nenhum cão puder recebê-lo no fim da vez, ele será descartado.</translation>
    </message>
    <message>
        <source>End your turn (Enter). Pending walks and traits are settled first.</source>
        <translation>Encerre a vez (Enter). Os passeios e traços pendentes são resolvidos antes.</translation>
    </message>
    <message>
        <source>Show or hide the live score estimates (S).</source>
        <translation>Mostre ou oculte as estimativas de pontos ao vivo (S).</translation>
    </message>
    <message>
        <source>Every action open to you now, as a list.</source>
        <translation>Todas as jogadas que você pode fazer agora, numa lista.</translation>
    </message>
    <message>
        <source>Your food tokens: a food card can be swapped for tokens here.</source>
        <translation>Suas fichas de comida: aqui uma carta de comida pode ser trocada por fichas.</translation>
    </message>
    <message>
        <source>The discard pile: a walk or trait no dog can take goes here at the end of the turn.</source>
        <translation>A pilha de descarte: um passeio ou traço que nenhum cão pode receber vem para cá no fim da vez.</translation>
    </message>
    <message>
        <source>%1&apos;s other dogs:</source>
        <translation>Outros cães (%1):</translation>
    </message>
    <message>
        <source>&lt;hr&gt;Trait: </source>
        <translation>&lt;hr&gt;Traço: </translation>
    </message>
    <message>
        <source>&lt;hr&gt;Tucked: </source>
        <translation>&lt;hr&gt;Embaixo: </translation>
    </message>
    <message>
        <source>&lt;hr&gt;</source>
        <translation>&lt;hr&gt;</translation>
    </message>
    <message>
        <source>%1&lt;i&gt;Since your last turn %2 took the card that lay here.&lt;/i&gt;</source>
        <translation>%1&lt;i&gt;Desde a sua última vez, %2 pegou a carta que estava aqui.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>last round</source>
        <translation>última rodada</translation>
    </message>
    <message>
        <source>⚑ End Game</source>
        <translation>⚑ Fim do Jogo</translation>
    </message>
    <message>
        <source>⚑ End</source>
        <translation>⚑ Fim</translation>
    </message>
    <message>
        <source>discard %1</source>
        <translation>descarte %1</translation>
    </message>
    <message>
        <source>supply</source>
        <translation>estoque</translation>
    </message>
    <message>
        <source>Learn (%1)</source>
        <translation>Aprender (%1)</translation>
    </message>
    <message>
        <source>Rescue (%1)</source>
        <translation>Resgatar (%1)</translation>
    </message>
    <message>
        <source>Dog Lover</source>
        <translation>Dog Lover</translation>
    </message>
    <message>
        <source> · final score %1</source>
        <translation> · pontuação final %1</translation>
    </message>
    <message>
        <source> · score now %1</source>
        <translation> · pontos agora %1</translation>
    </message>
    <message>
        <source>hand %1</source>
        <translation>mão %1</translation>
    </message>
    <message>
        <source>+%1 more</source>
        <translation>+%1 a mais</translation>
    </message>
    <message>
        <source> (spectating)</source>
        <translation> (assistindo)</translation>
    </message>
    <message>
        <source> · score if the game ended now: %1</source>
        <translation> · pontos se o jogo terminasse agora: %1</translation>
    </message>
    <message>
        <source> · score %1</source>
        <translation> · pontos %1</translation>
    </message>
    <message>
        <source>hand: empty</source>
        <translation>mão: vazia</translation>
    </message>
    <message>
        <source>Fetch (next turn)</source>
        <translation>Busca (depois)</translation>
    </message>
    <message>
        <source>⚠ Walk</source>
        <translation>⚠ Passeio</translation>
    </message>
    <message>
        <source>Penalty of %1: choose what to give up</source>
        <translation>Penalidade de %1: escolha do que abrir mão</translation>
    </message>
    <message>
        <source>no dogs yet</source>
        <translation>ainda sem cães</translation>
    </message>
    <message>
        <source>End turn (no draft)</source>
        <translation>Encerrar a vez (sem coleta)</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Não é a sua vez.</translation>
    </message>
    <message>
        <source>choose one of your tricks first</source>
        <translation>escolha primeiro um dos seus truques</translation>
    </message>
    <message>
        <source>%1 is picked: choose where it takes cards (R, the wheel or its round arrow turn it)</source>
        <translation>%1 escolhido: escolha onde ele pega cartas (R, a roda do mouse ou a seta redonda o giram)</translation>
    </message>
    <message>
        <source>%1 turned a quarter (R, Shift+R or the wheel turn it)</source>
        <translation>%1 girou um quarto de volta (R, Shift+R ou a roda do mouse o giram)</translation>
    </message>
    <message>
        <source>Fetch: choose the grid card to take</source>
        <translation>Busca: escolha a carta da grade que quer pegar</translation>
    </message>
    <message>
        <source>%1: choose a dog for it (or drag it there)</source>
        <translation>%1: escolha um cão para esta carta (ou arraste-a até ele)</translation>
    </message>
    <message>
        <source>You have drafted this turn.</source>
        <translation>Você já pegou cartas nesta vez.</translation>
    </message>
    <message>
        <source>Choose one of your tricks first.</source>
        <translation>Escolha primeiro um dos seus truques.</translation>
    </message>
    <message>
        <source>End the turn?</source>
        <translation>Encerrar a vez?</translation>
    </message>
    <message>
        <source>Before the turn ends:
• </source>
        <translation>Antes de a vez terminar:
• </translation>
    </message>
    <message>
        <source>

End the turn now?</source>
        <translation>

Encerrar a vez agora?</translation>
    </message>
    <message>
        <source>the walk</source>
        <translation>o passeio</translation>
    </message>
    <message>
        <source>To end the turn, choose a dog for %1: choose it, then the dog</source>
        <translation>Para encerrar a vez, escolha um cão para: %1 — escolha a carta, depois o cão</translation>
    </message>
    <message>
        <source>R or the wheel turns the trick; choose to take these cards</source>
        <translation>R ou a roda do mouse giram o truque; escolha para pegar estas cartas</translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation>Regras: %1</translation>
    </message>
    <message numerus="yes">
        <source>&lt;hr&gt;Scored at the end: %n point</source>
        <translation>
            <numerusform>&lt;hr&gt;Pontuou no fim: %n ponto</numerusform>
            <numerusform>&lt;hr&gt;Pontuou no fim: %n pontos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;hr&gt;Scored at the end: %n points</source>
        <translation>
            <numerusform>&lt;hr&gt;Pontuou no fim: %n ponto</numerusform>
            <numerusform>&lt;hr&gt;Pontuou no fim: %n pontos</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 in the supply</source>
        <translation>%1 no estoque</translation>
    </message>
    <message>
        <source>%1, the token marked %2: %3 in the supply. A dog&apos;s cost shows the marks of what it eats.</source>
        <translation>%1 (ficha %2): %3 no estoque. As marcas embaixo de uma carta de cão mostram o que ele come.</translation>
    </message>
</context>
</TS>
