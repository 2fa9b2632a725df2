<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt">
<context>
    <name>ComponentFiles</name>
    <message>
        <source>Your corrected components for %1 (%2) were not used: %3
%1 is played with its built-in components.</source>
        <translation>Seus componentes corrigidos de %1 (%2) não foram usados: %3
%1 é jogado com os componentes embutidos.</translation>
    </message>
</context>
<context>
    <name>GameHistory</name>
    <message>
        <source>The history of finished games (%1) cannot be kept: %2. Your games are still saved.</source>
        <translation>O histórico de partidas terminadas (%1) não pode ser mantido: %2. Suas partidas continuam salvas.</translation>
    </message>
    <message>
        <source>The history of finished games could not be filled from the saves: %1.</source>
        <translation>Não foi possível montar o histórico de partidas terminadas a partir dos arquivos salvos: %1.</translation>
    </message>
    <message>
        <source>The history of finished games could not be read (%1). It was moved to %2 and made again from the saves of the finished games (games recovered: %3).</source>
        <translation>Não foi possível ler o histórico de partidas terminadas (%1). Ele foi movido para %2 e refeito a partir dos arquivos salvos das partidas terminadas (partidas recuperadas: %3).</translation>
    </message>
</context>
<context>
    <name>GameLibrary</name>
    <message>
        <source>The app-data folder %1 cannot be written; your games are saved in %2.</source>
        <translation>Não é possível gravar na pasta de dados do aplicativo %1; suas partidas são salvas em %2.</translation>
    </message>
    <message>
        <source>No folder can be written (tried %1): games cannot be saved automatically. Use Save as… to keep a game.</source>
        <translation>Não é possível gravar em nenhuma pasta (tentativas: %1): as partidas não podem ser salvas automaticamente. Use “Salvar como…” para guardar uma partida.</translation>
    </message>
    <message>
        <source>%1 was moved to %2: %3</source>
        <translation>%1 foi movido para %2: %3</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Game table</source>
        <translation>Mesa de jogo</translation>
    </message>
    <message>
        <source>Can be chosen now</source>
        <translation>Pode ser escolhido agora</translation>
    </message>
</context>
<context>
    <name>SaveFiles</name>
    <message>
        <source>cannot create the folder %1</source>
        <translation>não é possível criar a pasta %1</translation>
    </message>
    <message>
        <source>%1 is empty: it holds no game.</source>
        <translation>%1 está vazio: não contém nenhuma partida.</translation>
    </message>
    <message>
        <source>%1 cannot be opened: %2.</source>
        <translation>Não é possível abrir %1: %2.</translation>
    </message>
    <message>
        <source>%1 does not replay completely: %2</source>
        <translation>%1 não se reproduz por completo: %2</translation>
    </message>
    <message>
        <source>Dogtable games (*.dogtable);;All files (*)</source>
        <translation>Partidas do Dogtable (*.dogtable);;Todos os arquivos (*)</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Off</source>
        <translation>Desligadas</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rápidas</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normais</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lentas</translation>
    </message>
</context>
<context>
    <name>ciapki</name>
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
</context>
<context>
    <name>dig</name>
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
</context>
<context>
    <name>dogkids</name>
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
</context>
<context>
    <name>doglover</name>
    <message>
        <source>Dog Lover</source>
        <translation>Dog Lover</translation>
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
        <source>Dog Lover is for 2 to 4 players</source>
        <translation>Dog Lover é para 2 a 4 jogadores</translation>
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
        <source>Draft cards from a 3×3 grid with dog tricks; feed, walk and train your dogs.</source>
        <translation>Escolha cartas de uma grade 3×3 com truques de cães; alimente, passeie e treine os seus cães.</translation>
    </message>
</context>
<context>
    <name>dogtable::app::GameCard</name>
    <message>
        <source>1 player</source>
        <translation>1 jogador</translation>
    </message>
    <message>
        <source>%1 players</source>
        <translation>%1 jogadores</translation>
    </message>
    <message>
        <source>%1–%2 players</source>
        <translation>%1–%2 jogadores</translation>
    </message>
    <message>
        <source>hidden hands</source>
        <translation>mãos ocultas</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Jogar</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regras</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Aprenda a jogar</translation>
    </message>
    <message>
        <source>A first game with a guide: each step says what to do and why</source>
        <translation>Um primeiro jogo com guia: cada passo diz o que fazer e por quê</translation>
    </message>
</context>
<context>
    <name>dogtable::app::GamePicker</name>
    <message>
        <source>Dogtable</source>
        <translation>Dogtable</translation>
    </message>
    <message>
        <source>Five dog board games for one computer. Pick a game to start.</source>
        <translation>Cinco jogos de tabuleiro de cães em um só computador. Escolha um jogo para começar.</translation>
    </message>
    <message>
        <source>Continue a game</source>
        <translation>Continuar uma partida</translation>
    </message>
    <message>
        <source>No game with a table is built into this copy of Dogtable.</source>
        <translation>Esta cópia do Dogtable não traz nenhum jogo com mesa.</translation>
    </message>
    <message>
        <source>Finished games</source>
        <translation>Partidas terminadas</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Excluir</translation>
    </message>
    <message>
        <source>Delete this game: %1</source>
        <translation>Excluir esta partida: %1</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continuar</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Mostrar</translation>
    </message>
    <message numerus="yes">
        <source>Show all %n games in progress</source>
        <translation>
            <numerusform>Mostrar %n partida em curso</numerusform>
            <numerusform>Mostrar as %n partidas em curso</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Show all %n finished games</source>
        <translation>
            <numerusform>Mostrar %n partida terminada</numerusform>
            <numerusform>Mostrar as %n partidas terminadas</numerusform>
        </translation>
    </message>
    <message>
        <source>Show fewer</source>
        <translation>Mostrar menos</translation>
    </message>
</context>
<context>
    <name>dogtable::app::HandOverScreen</name>
    <message>
        <source>Pass the table to %1</source>
        <translation>Passe a mesa para %1</translation>
    </message>
    <message>
        <source>I am %1 — show my table</source>
        <translation>Sou %1 — mostrar minha mesa</translation>
    </message>
    <message>
        <source>%1, press the button (or Enter) when you are ready. Nothing of the game is shown until then.</source>
        <translation>%1, aperte o botão (ou Enter) quando quiser começar. Nada do jogo aparece até lá.</translation>
    </message>
</context>
<context>
    <name>dogtable::app::MainWindow</name>
    <message>
        <source>Dogtable</source>
        <translation>Dogtable</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Placar</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nova partida</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Salvar como…</translation>
    </message>
    <message>
        <source>Hint: %1 — %2</source>
        <translation>Dica: %1 — %2</translation>
    </message>
    <message>
        <source>This game could not be added to the history (%1); its save is kept.</source>
        <translation>Não foi possível adicionar esta partida ao histórico (%1); o arquivo salvo é mantido.</translation>
    </message>
    <message>
        <source>Saved games</source>
        <translation>Partidas salvas</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Jogo</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nova partida…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Salvar</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Salvar &amp;como…</translation>
    </message>
    <message>
        <source>&amp;Continue the last game</source>
        <translation>C&amp;ontinuar a última partida</translation>
    </message>
    <message>
        <source>&amp;Replay this game</source>
        <translation>&amp;Reproduzir esta partida</translation>
    </message>
    <message>
        <source>Open a re&amp;play…</source>
        <translation>Abrir partida para re&amp;produzir…</translation>
    </message>
    <message>
        <source>Open a game to replay</source>
        <translation>Abrir partida para reproduzir</translation>
    </message>
    <message>
        <source>Score s&amp;heet</source>
        <translation>P&amp;lacar</translation>
    </message>
    <message>
        <source>&amp;Back to the game list</source>
        <translation>&amp;Voltar à lista de jogos</translation>
    </message>
    <message>
        <source>&amp;Players…</source>
        <translation>&amp;Jogadores…</translation>
    </message>
    <message>
        <source>Stat&amp;istics…</source>
        <translation>&amp;Estatísticas…</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>Confi&amp;gurações…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Sa&amp;ir</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Desfazer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Refazer</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>Di&amp;ca</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>E&amp;xibir</translation>
    </message>
    <message>
        <source>Show the &amp;log panel</source>
        <translation>Mostrar o painel de &amp;registro</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Tela cheia</translation>
    </message>
    <message>
        <source>&amp;Mute sounds</source>
        <translation>&amp;Silenciar sons</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>&amp;Ampliar</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>Red&amp;uzir</translation>
    </message>
    <message>
        <source>&amp;Actual size</source>
        <translation>Tamanho &amp;original</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Aj&amp;uda</translation>
    </message>
    <message>
        <source>&amp;Rules of this game</source>
        <translation>&amp;Regras deste jogo</translation>
    </message>
    <message>
        <source>&amp;Keyboard</source>
        <translation>&amp;Teclado</translation>
    </message>
    <message>
        <source>&amp;About Dogtable</source>
        <translation>&amp;Sobre o Dogtable</translation>
    </message>
    <message>
        <source>About Dogtable</source>
        <translation>Sobre o Dogtable</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Dogtable %1&lt;/h3&gt;&lt;p&gt;Five dog board games at one table: play with friends on one computer or against computer players.&lt;/p&gt;&lt;p&gt;The art is drawn for Dogtable.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Dogtable %1&lt;/h3&gt;&lt;p&gt;Cinco jogos de tabuleiro de cães em uma só mesa: jogue com amigos em um computador ou contra jogadores do computador.&lt;/p&gt;&lt;p&gt;As ilustrações foram desenhadas para o Dogtable.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>At every table</source>
        <translation>Em todas as mesas</translation>
    </message>
    <message>
        <source>Page Down / Page Up</source>
        <translation>Page Down / Page Up</translation>
    </message>
    <message>
        <source>the next / previous thing you can choose now; after a first choice, what goes on with it comes first (a card, then its dogs; a space, then its Drive button)</source>
        <translation>o próximo / anterior item que você pode escolher agora; depois de uma primeira escolha, vem antes o que a continua (uma carta, depois os cães dela; um espaço, depois o botão de dirigir dele)</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation>Setas</translation>
    </message>
    <message>
        <source>the neighbouring thing on the table, chosen or not</source>
        <translation>o item vizinho na mesa, escolhível ou não</translation>
    </message>
    <message>
        <source>Tab / Shift+Tab</source>
        <translation>Tab / Shift+Tab</translation>
    </message>
    <message>
        <source>the next / previous part of the table: your area, the board, the offer, the other players, the buttons; after the last part, the side panel</source>
        <translation>a próxima / anterior parte da mesa: sua área, o tabuleiro, a oferta, os outros jogadores, os botões; depois da última parte, o painel lateral</translation>
    </message>
    <message>
        <source>Enter or Space</source>
        <translation>Enter ou Espaço</translation>
    </message>
    <message>
        <source>choose what the cursor is on, or press the button it is on</source>
        <translation>escolhe o que está sob o cursor ou aperta o botão sob ele</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>take back the last step of a half-made choice</source>
        <translation>desfaz o último passo de uma escolha incompleta</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>the rules at what is on the table now</source>
        <translation>as regras do que está na mesa agora</translation>
    </message>
    <message>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <source>a hint (its steps are marked on the table, buttons too)</source>
        <translation>uma dica (os passos dela são marcados na mesa, inclusive os botões)</translation>
    </message>
    <message>
        <source>Ctrl+Z / Ctrl+Shift+Z</source>
        <translation>Ctrl+Z / Ctrl+Shift+Z</translation>
    </message>
    <message>
        <source>undo / redo</source>
        <translation>desfazer / refazer</translation>
    </message>
    <message>
        <source>on the hand-over screen: show the table to the next player</source>
        <translation>na tela de troca de jogador: mostra a mesa ao próximo jogador</translation>
    </message>
    <message>
        <source>Dig</source>
        <translation>Dig</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>with no cursor shown: end the turn</source>
        <translation>sem cursor visível: encerra a vez</translation>
    </message>
    <message>
        <source>K</source>
        <translation>K</translation>
    </message>
    <message>
        <source>keep the card you dug</source>
        <translation>fica com a carta que você desenterrou</translation>
    </message>
    <message>
        <source>Dog Lover</source>
        <translation>Dog Lover</translation>
    </message>
    <message>
        <source>R / Shift+R</source>
        <translation>R / Shift+R</translation>
    </message>
    <message>
        <source>turn the picked trick a quarter clockwise / back</source>
        <translation>gira o truque escolhido um quarto de volta no sentido horário / de volta</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>show or hide the score estimates</source>
        <translation>mostra ou oculta as estimativas de pontos</translation>
    </message>
    <message>
        <source>with nothing half-made: put the picked trick down</source>
        <translation>sem nada incompleto: coloca o truque escolhido</translation>
    </message>
    <message>
        <source>Ciapki</source>
        <translation>Ciapki</translation>
    </message>
    <message>
        <source>with no cursor shown: make the only action open to you</source>
        <translation>sem cursor visível: faz a única jogada disponível</translation>
    </message>
    <message>
        <source>DOGS</source>
        <translation>DOGS</translation>
    </message>
    <message>
        <source>with no cursor shown: press the only button</source>
        <translation>sem cursor visível: aperta o único botão</translation>
    </message>
    <message>
        <source>Dog Kids</source>
        <translation>Dog Kids</translation>
    </message>
    <message>
        <source>1, 2, 3</source>
        <translation>1, 2, 3</translation>
    </message>
    <message>
        <source>pick that card of your hand</source>
        <translation>escolhe essa carta da sua mão</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>Teclado</translation>
    </message>
    <message>
        <source>Looking for a hint…</source>
        <translation>Procurando uma dica…</translation>
    </message>
    <message>
        <source>The computer is thinking…</source>
        <translation>O computador está pensando…</translation>
    </message>
    <message>
        <source>This game is not being saved automatically (%1). Use Save as… to keep it.</source>
        <translation>Esta partida não está sendo salva automaticamente (%1). Use “Salvar como…” para guardá-la.</translation>
    </message>
    <message>
        <source>Choose a game</source>
        <translation>Escolha um jogo</translation>
    </message>
    <message>
        <source>%1 — Dogtable</source>
        <translation>%1 — Dogtable</translation>
    </message>
    <message>
        <source>%1 — %2 — Dogtable</source>
        <translation>%1 — %2 — Dogtable</translation>
    </message>
    <message>
        <source>Pass the table to %1</source>
        <translation>Passe a mesa para %1</translation>
    </message>
    <message>
        <source>Game over. %1</source>
        <translation>Fim de jogo. %1</translation>
    </message>
    <message>
        <source>%1 (computer)</source>
        <translation>%1 (computador)</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>This game is not saved</source>
        <translation>Esta partida não está salva</translation>
    </message>
    <message>
        <source>This game could not be saved automatically (%1).

Save this game elsewhere?</source>
        <translation>Não foi possível salvar esta partida automaticamente (%1).

Salvar a partida em outro lugar?</translation>
    </message>
    <message>
        <source>Save elsewhere…</source>
        <translation>Salvar em outro lugar…</translation>
    </message>
    <message>
        <source>Discard the game</source>
        <translation>Descartar a partida</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>No games</source>
        <translation>Nenhum jogo</translation>
    </message>
    <message>
        <source>No game with a table is built into this copy of Dogtable.</source>
        <translation>Esta cópia do Dogtable não traz nenhum jogo com mesa.</translation>
    </message>
    <message>
        <source>The game cannot start</source>
        <translation>A partida não pode começar</translation>
    </message>
    <message>
        <source>It is a game of %1, which has no table in this copy of Dogtable.</source>
        <translation>É uma partida de %1, que não tem mesa nesta cópia do Dogtable.</translation>
    </message>
    <message>
        <source>The game replays only in part</source>
        <translation>A partida se reproduz só em parte</translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <translation>Abrindo %1…</translation>
    </message>
    <message>
        <source>The game cannot be opened</source>
        <translation>Não é possível abrir a partida</translation>
    </message>
    <message>
        <source>Open the game as it was after move %1? The file itself is not changed.</source>
        <translation>Abrir a partida como estava depois da jogada %1? O arquivo em si não é alterado.</translation>
    </message>
    <message>
        <source>Opened %1.</source>
        <translation>%1 aberto.</translation>
    </message>
    <message>
        <source>The game was not saved</source>
        <translation>A partida não foi salva</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>Não foi possível gravar %1: %2</translation>
    </message>
    <message>
        <source>Saved to %1.</source>
        <translation>Salvo em %1.</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Salvar a partida</translation>
    </message>
    <message>
        <source>Open a game</source>
        <translation>Abrir uma partida</translation>
    </message>
    <message>
        <source>moves: %1 · last move %2</source>
        <translation>jogadas: %1 · última jogada %2</translation>
    </message>
    <message>
        <source>replays only in part</source>
        <translation>reproduz-se só em parte</translation>
    </message>
    <message>
        <source>No game to continue</source>
        <translation>Nenhuma partida para continuar</translation>
    </message>
    <message>
        <source>There is no unfinished game to continue.</source>
        <translation>Não há nenhuma partida inacabada para continuar.</translation>
    </message>
    <message>
        <source>The game cannot be continued</source>
        <translation>Não é possível continuar a partida</translation>
    </message>
    <message>
        <source>Continue the game as it was after move %1? The saved file is kept as it is.</source>
        <translation>Continuar a partida como estava depois da jogada %1? O arquivo salvo fica como está.</translation>
    </message>
    <message>
        <source>Delete this game?</source>
        <translation>Excluir esta partida?</translation>
    </message>
    <message>
        <source>%1 will be deleted. This cannot be undone.</source>
        <translation>%1 será excluído. Isso não pode ser desfeito.</translation>
    </message>
    <message>
        <source>The game was not deleted</source>
        <translation>A partida não foi excluída</translation>
    </message>
    <message>
        <source>%1 could not be removed.</source>
        <translation>Não foi possível remover %1.</translation>
    </message>
    <message>
        <source>A new game from move %1 of the replay.</source>
        <translation>Uma nova partida a partir da jogada %1 da reprodução.</translation>
    </message>
    <message>
        <source>The game cannot be replayed</source>
        <translation>Não é possível reproduzir a partida</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Sair</translation>
    </message>
    <message>
        <source>Leave the guided game (Esc); Learn to play goes on from this step later</source>
        <translation>Sair do jogo guiado (Esc); “Aprenda a jogar” continua deste passo mais tarde</translation>
    </message>
    <message>
        <source>Guided game: the last step — then finish the game as you like</source>
        <translation>Jogo guiado: o último passo — depois termine o jogo como quiser</translation>
    </message>
    <message>
        <source>Guided game: step %1 of %2</source>
        <translation>Jogo guiado: passo %1 de %2</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Aprenda a jogar</translation>
    </message>
    <message>
        <source>%1 has no table in this copy of Dogtable.</source>
        <translation>%1 não tem mesa nesta cópia do Dogtable.</translation>
    </message>
    <message>
        <source>You left the guided game of %1 at step %2 of %3.</source>
        <translation>Você saiu do jogo guiado de %1 no passo %2 de %3.</translation>
    </message>
    <message>
        <source>Go on</source>
        <translation>Continuar</translation>
    </message>
    <message>
        <source>Start again</source>
        <translation>Começar de novo</translation>
    </message>
    <message>
        <source>Your components</source>
        <translation>Seus componentes</translation>
    </message>
    <message>
        <source>played with other components: opens when they are installed · last move %1</source>
        <translation>jogada com outros componentes: abre quando eles estiverem instalados · última jogada %1</translation>
    </message>
    <message>
        <source>Your turn, %1</source>
        <translation>Sua vez, %1</translation>
    </message>
    <message>
        <source>%1 is waiting for your move.</source>
        <translation>%1: o jogo espera a sua jogada.</translation>
    </message>
    <message>
        <source>The game is waiting for your move.</source>
        <translation>O jogo espera a sua jogada.</translation>
    </message>
    <message>
        <source>The guided game of %1 needs the box&apos;s own components, and this copy plays with a corrected component file: remove it to learn to play.</source>
        <translation>O jogo guiado de %1 precisa dos componentes da própria caixa, e esta cópia usa um arquivo de componentes corrigidos: remova-o para aprender a jogar.</translation>
    </message>
    <message>
        <source>Go on ▸</source>
        <translation>Continuar ▸</translation>
    </message>
    <message>
        <source>Play this step&apos;s moves (Enter)</source>
        <translation>Jogar os lances deste passo (Enter)</translation>
    </message>
    <message>
        <source>Read the balloon, then Go on (Enter).</source>
        <translation>Leia o balão e depois Continuar (Enter).</translation>
    </message>
    <message>
        <source>No hints in the guided steps: the marked element is the move (Enter picks it).</source>
        <translation>Não há dicas nos passos guiados: o elemento marcado é o lance (Enter o escolhe).</translation>
    </message>
    <message>
        <source>guided game, step %1 · %2</source>
        <translation>jogo guiado, passo %1 · %2</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Dica: %1</translation>
    </message>
</context>
<context>
    <name>dogtable::app::MatchController</name>
    <message>
        <source>The game has a chance step with no outcome; it cannot go on.</source>
        <translation>A partida tem um sorteio sem nenhum resultado; ela não pode continuar.</translation>
    </message>
    <message>
        <source>The computer player ran into a problem and played a random legal move.</source>
        <translation>O jogador do computador teve um problema e fez uma jogada permitida ao acaso.</translation>
    </message>
    <message>
        <source>The computer&apos;s move was refused: %1</source>
        <translation>A jogada do computador foi recusada: %1</translation>
    </message>
    <message>
        <source>No game is in progress.</source>
        <translation>Nenhuma partida em andamento.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>A partida terminou.</translation>
    </message>
    <message>
        <source>The table is being handed over.</source>
        <translation>A mesa está sendo passada.</translation>
    </message>
    <message>
        <source>It is not your turn: wait for %1.</source>
        <translation>Não é a sua vez: espere por %1.</translation>
    </message>
    <message>
        <source>There is no move of yours to take back.</source>
        <translation>Não há nenhuma jogada sua para desfazer.</translation>
    </message>
    <message>
        <source>A hint is given when it is your move.</source>
        <translation>A dica só é dada na sua vez.</translation>
    </message>
    <message>
        <source>no game is in progress</source>
        <translation>nenhuma partida em andamento</translation>
    </message>
    <message>
        <source>the saved game does not replay to the same state</source>
        <translation>a partida salva não se reproduz até o mesmo estado</translation>
    </message>
    <message>
        <source>the file could not be written</source>
        <translation>não foi possível gravar o arquivo</translation>
    </message>
    <message>
        <source>Autosave failed (%1); the previous autosave is kept.</source>
        <translation>O salvamento automático falhou (%1); o anterior é mantido.</translation>
    </message>
</context>
<context>
    <name>dogtable::app::NewGameDialog</name>
    <message>
        <source>Random moves</source>
        <translation>Jogadas ao acaso</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Médio</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>Forte</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nova partida</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jogo</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jogadores</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Lugares</translation>
    </message>
    <message>
        <source>Variants</source>
        <translation>Variantes</translation>
    </message>
    <message>
        <source>random</source>
        <translation>aleatória</translation>
    </message>
    <message>
        <source>The same seed and the same moves give the same dice and cards: handy to replay a game.</source>
        <translation>A mesma semente e as mesmas jogadas dão os mesmos dados e cartas: útil para repetir uma partida.</translation>
    </message>
    <message>
        <source>Seed (optional)</source>
        <translation>Semente (opcional)</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Começar a partida</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Jogador %1</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Humano</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computador</translation>
    </message>
    <message>
        <source>This game has no variants.</source>
        <translation>Este jogo não tem variantes.</translation>
    </message>
    <message>
        <source>Random (drawn at the start)</source>
        <translation>Aleatório (sorteado no início)</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Lugar %1</translation>
    </message>
    <message>
        <source>Pies starts with 0 treats (easier)</source>
        <translation>Pies começa com 0 petiscos (mais fácil)</translation>
    </message>
    <message>
        <source>Pies starts with 1 treat (standard)</source>
        <translation>Pies começa com 1 petisco (padrão)</translation>
    </message>
    <message>
        <source>Pies starts with 2 treats (harder)</source>
        <translation>Pies começa com 2 petiscos (mais difícil)</translation>
    </message>
    <message>
        <source>First player</source>
        <translation>Primeiro jogador</translation>
    </message>
    <message>
        <source>Solo difficulty</source>
        <translation>Dificuldade solo</translation>
    </message>
    <message>
        <source>Only for the solo game (1 player).</source>
        <translation>Só na partida solo (1 jogador).</translation>
    </message>
    <message>
        <source>Only for games of %1 players.</source>
        <translation>Só em partidas de %1 jogadores.</translation>
    </message>
    <message>
        <source>Only for games of %1 or more players.</source>
        <translation>Só em partidas de %1 ou mais jogadores.</translation>
    </message>
    <message>
        <source>Only for games of %1 to %2 players.</source>
        <translation>Só em partidas de %1 a %2 jogadores.</translation>
    </message>
    <message>
        <source>Only with “%1” on.</source>
        <translation>Só com “%1” ativado.</translation>
    </message>
    <message>
        <source>Choose a game.</source>
        <translation>Escolha um jogo.</translation>
    </message>
    <message>
        <source>Seat %1 needs a name.</source>
        <translation>O lugar %1 precisa de um nome.</translation>
    </message>
    <message>
        <source>Two seats are called %1: give every player their own name.</source>
        <translation>Dois lugares se chamam %1: dê a cada jogador um nome próprio.</translation>
    </message>
    <message>
        <source>The seed must be a whole number (or empty for a random one).</source>
        <translation>A semente deve ser um número inteiro (ou vazia para uma aleatória).</translation>
    </message>
    <message>
        <source>%1 plays under their profile: the game goes into their history.</source>
        <translation>%1 joga com o próprio perfil: a partida entra no histórico dele.</translation>
    </message>
    <message>
        <source>A guest (no profile has this name). Game ▸ Players… makes profiles.</source>
        <translation>Convidado (nenhum perfil tem este nome). Jogo ▸ Jogadores… cria perfis.</translation>
    </message>
    <message>
        <source>How many treats Pies starts with: fewer is easier.</source>
        <translation>Com quantos petiscos Pies começa: menos é mais fácil.</translation>
    </message>
    <message>
        <source>Seat %1: %2</source>
        <translation>Lugar %1: %2</translation>
    </message>
    <message>
        <source>Team %1</source>
        <translation>Equipe %1</translation>
    </message>
    <message>
        <source>Howl and Roll Over plus one tile per colour: the first-game set, a recommended set or a random one.</source>
        <translation>Uivar e Rolar mais uma peça de cada cor: o conjunto da primeira partida, um conjunto recomendado ou um aleatório.</translation>
    </message>
    <message>
        <source>A solo game against Pies, the automaton of the box.</source>
        <translation>Partida solo contra Pies, o autômato da caixa.</translation>
    </message>
    <message>
        <source>With 1 player: a solo game against Pies, the automaton of the box.</source>
        <translation>Com 1 jogador: partida solo contra Pies, o autômato da caixa.</translation>
    </message>
</context>
<context>
    <name>dogtable::app::PlayersPage</name>
    <message>
        <source>Beagle</source>
        <translation>Beagle</translation>
    </message>
    <message>
        <source>Poodle</source>
        <translation>Poodle</translation>
    </message>
    <message>
        <source>Dachshund</source>
        <translation>Dachshund</translation>
    </message>
    <message>
        <source>Husky</source>
        <translation>Husky</translation>
    </message>
    <message>
        <source>Terrier</source>
        <translation>Terrier</translation>
    </message>
    <message>
        <source>Spaniel</source>
        <translation>Spaniel</translation>
    </message>
    <message>
        <source>No avatar</source>
        <translation>Sem avatar</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jogadores</translation>
    </message>
    <message>
        <source>A profile keeps a player&apos;s games in the history. In a new game, type a profile&apos;s name for a seat; any other name plays as a guest.</source>
        <translation>Um perfil guarda as partidas de um jogador no histórico. Numa nova partida, digite o nome de um perfil em um lugar; qualquer outro nome joga como convidado.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>No preference</source>
        <translation>Sem preferência</translation>
    </message>
    <message>
        <source>The colour this player prefers, kept with the profile; a game&apos;s own colour choice wins.</source>
        <translation>A cor preferida deste jogador, guardada no perfil; a escolha de cor do próprio jogo prevalece.</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Cor</translation>
    </message>
    <message>
        <source>Avatar</source>
        <translation>Avatar</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Adicionar</translation>
    </message>
    <message>
        <source>Save changes</source>
        <translation>Salvar alterações</translation>
    </message>
    <message>
        <source>Remove…</source>
        <translation>Remover…</translation>
    </message>
    <message>
        <source>The history cannot be opened, so profiles cannot be kept now.</source>
        <translation>Não é possível abrir o histórico, então os perfis não podem ser guardados agora.</translation>
    </message>
    <message>
        <source>A profile needs a name.</source>
        <translation>Um perfil precisa de um nome.</translation>
    </message>
    <message>
        <source>A name has at most %1 characters.</source>
        <translation>Um nome tem no máximo %1 caracteres.</translation>
    </message>
    <message>
        <source>There is already a profile with this name.</source>
        <translation>Já existe um perfil com este nome.</translation>
    </message>
    <message>
        <source>This profile is no longer there.</source>
        <translation>Este perfil não existe mais.</translation>
    </message>
    <message>
        <source>The profile could not be saved in the history.</source>
        <translation>Não foi possível salvar o perfil no histórico.</translation>
    </message>
    <message>
        <source>Remove the profile %1? Its games stay in the history under this name.</source>
        <translation>Remover o perfil %1? As partidas dele ficam no histórico com este nome.</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Vermelho</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Azul</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Amarelo</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <source>Remove the profile %1?</source>
        <translation>Remover o perfil %1?</translation>
    </message>
</context>
<context>
    <name>dogtable::app::ReplayWindow</name>
    <message>
        <source>Replay — %1</source>
        <translation>Reprodução — %1</translation>
    </message>
    <message>
        <source>As %1 saw it</source>
        <translation>Como %1 viu</translation>
    </message>
    <message>
        <source>What everybody saw</source>
        <translation>O que todos viram</translation>
    </message>
    <message>
        <source>Whose view to watch: a player&apos;s hand stays hidden from the others.</source>
        <translation>Pelos olhos de quem assistir: a mão de um jogador fica oculta para os outros.</translation>
    </message>
    <message>
        <source>First</source>
        <translation>Início</translation>
    </message>
    <message>
        <source>The start of the game (Home)</source>
        <translation>O início da partida (Home)</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Voltar</translation>
    </message>
    <message>
        <source>One move back (Left; Page Up: one turn)</source>
        <translation>Uma jogada para trás (seta para a esquerda; Page Up: uma vez)</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Avançar</translation>
    </message>
    <message>
        <source>One move on (Right; Page Down: one turn)</source>
        <translation>Uma jogada para a frente (seta para a direita; Page Down: uma vez)</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Fim</translation>
    </message>
    <message>
        <source>The end of the game (End)</source>
        <translation>O fim da partida (End)</translation>
    </message>
    <message>
        <source>Move </source>
        <translation>Jogada </translation>
    </message>
    <message>
        <source>Go to a move</source>
        <translation>Ir para uma jogada</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Placar</translation>
    </message>
    <message>
        <source>Play on from here</source>
        <translation>Continuar daqui</translation>
    </message>
    <message>
        <source>A new game that starts from this move; the recorded game is not changed.</source>
        <translation>Uma nova partida que começa nesta jogada; a partida gravada não é alterada.</translation>
    </message>
    <message>
        <source>This copy of Dogtable has no table for %1.</source>
        <translation>Esta cópia do Dogtable não tem mesa para %1.</translation>
    </message>
    <message>
        <source>Move %1 of %2</source>
        <translation>Jogada %1 de %2</translation>
    </message>
    <message>
        <source>%1 — the game is over</source>
        <translation>%1 — a partida terminou</translation>
    </message>
    <message>
        <source>%1 — %2&apos;s turn</source>
        <translation>%1 — vez: %2</translation>
    </message>
    <message>
        <source>Choose a turn on the chart to go there (Page Up and Page Down step by turns).</source>
        <translation>Escolha uma vez no gráfico para ir até ela (Page Up e Page Down: vez a vez).</translation>
    </message>
</context>
<context>
    <name>dogtable::app::RulesBrowser</name>
    <message>
        <source>Dogtable — rules</source>
        <translation>Dogtable — regras</translation>
    </message>
    <message>
        <source>Show this page in %1</source>
        <translation>Mostrar esta página em %1</translation>
    </message>
    <message>
        <source># %1

The rules page of %1 is not part of this build yet.</source>
        <translation># %1

A página de regras de %1 ainda não faz parte desta versão.</translation>
    </message>
    <message>
        <source>%1 — rules</source>
        <translation>%1 — regras</translation>
    </message>
    <message>
        <source>no match</source>
        <translation>nenhum resultado</translation>
    </message>
    <message>
        <source>matches: %1</source>
        <translation>resultados: %1</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Aprenda a jogar</translation>
    </message>
    <message>
        <source>A first game with a guide: each step says what to do and why</source>
        <translation>Um primeiro jogo com guia: cada passo diz o que fazer e por quê</translation>
    </message>
    <message>
        <source>Search the rules</source>
        <translation>Buscar nas regras</translation>
    </message>
    <message>
        <source>Type a word: Enter goes to the next match.</source>
        <translation>Digite uma palavra: Enter vai para o próximo resultado.</translation>
    </message>
</context>
<context>
    <name>dogtable::app::ScoreChart</name>
    <message>
        <source>Score</source>
        <translation>Pontos</translation>
    </message>
    <message>
        <source>Score over the game</source>
        <translation>Pontuação ao longo do jogo</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Vez</translation>
    </message>
</context>
<context>
    <name>dogtable::app::ScoreSheetDialog</name>
    <message>
        <source>Nobody wins.</source>
        <translation>Ninguém vence.</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1 vence!</translation>
    </message>
    <message>
        <source>%1 and %2 share the win.</source>
        <translation>%1 e %2 dividem a vitória.</translation>
    </message>
    <message>
        <source>%1 — final scores</source>
        <translation>%1 — placar final</translation>
    </message>
    <message>
        <source>%1 — scores so far</source>
        <translation>%1 — placar parcial</translation>
    </message>
    <message>
        <source>The game is not over yet: these are the scores so far.</source>
        <translation>A partida ainda não terminou: este é o placar até agora.</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 vence</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Total: %1</source>
        <translation>Total: %1</translation>
    </message>
    <message>
        <source>Tie-break used: %1</source>
        <translation>Desempate usado: %1</translation>
    </message>
    <message>
        <source>No tie-break was needed.</source>
        <translation>Não foi preciso desempate.</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
</context>
<context>
    <name>dogtable::app::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Configurações</translation>
    </message>
    <message>
        <source>Takes effect the next time Dogtable starts.</source>
        <translation>Vale a partir da próxima vez que o Dogtable for aberto.</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>Animations</source>
        <translation>Animações</translation>
    </message>
    <message>
        <source>Reduce motion: nothing moves on the table</source>
        <translation>Reduzir movimento: nada se move na mesa</translation>
    </message>
    <message>
        <source>High-contrast colours</source>
        <translation>Cores de alto contraste</translation>
    </message>
    <message>
        <source>Seeing</source>
        <translation>Visão</translation>
    </message>
    <message>
        <source>Fair: only within the current turn</source>
        <translation>Justo: só dentro da vez atual</translation>
    </message>
    <message>
        <source>Casual: anything, the dice stay the same</source>
        <translation>Livre: qualquer coisa, os dados continuam os mesmos</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Desfazer</translation>
    </message>
    <message>
        <source>Mute</source>
        <translation>Silenciar</translation>
    </message>
    <message>
        <source>Sounds</source>
        <translation>Sons</translation>
    </message>
    <message>
        <source>Casual undo takes back any move, back to the start of the game; the dice and the cards come out the same again.</source>
        <translation>O desfazer livre volta qualquer jogada, até o início da partida; os dados e as cartas saem iguais de novo.</translation>
    </message>
    <message>
        <source>Fair undo never takes back a roll, a drawn or revealed card or another person&apos;s move; against a computer it takes back your move together with the computer&apos;s replies, unless they rolled or revealed something.</source>
        <translation>O desfazer justo nunca volta uma rolagem, uma carta comprada ou revelada nem a jogada de outra pessoa; contra o computador ele volta a sua jogada junto com as respostas do computador, a não ser que elas tenham rolado ou revelado algo.</translation>
    </message>
    <message>
        <source>The language changes the next time Dogtable starts.</source>
        <translation>O idioma muda na próxima vez que o Dogtable for aberto.</translation>
    </message>
</context>
<context>
    <name>dogtable::app::SidePanel</name>
    <message>
        <source>Players</source>
        <translation>Jogadores</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Registro da partida</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Desfazer</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Refazer</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regras</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Dica</translation>
    </message>
    <message>
        <source>What the strong computer player would do now, seeing only what you see (H)</source>
        <translation>O que o jogador forte do computador faria agora, vendo só o que você vê (H)</translation>
    </message>
    <message>
        <source>What just happened at the table</source>
        <translation>O que acabou de acontecer na mesa</translation>
    </message>
    <message>
        <source>(computer, %1)</source>
        <translation>(computador, %1)</translation>
    </message>
    <message>
        <source>team %1</source>
        <translation>equipe %1</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>A partida terminou.</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 está pensando…</translation>
    </message>
    <message>
        <source>%1&apos;s turn</source>
        <translation>Vez: %1</translation>
    </message>
    <message>
        <source>Dealing…</source>
        <translation>Distribuindo…</translation>
    </message>
    <message>
        <source> (hint used)</source>
        <translation> (com dica)</translation>
    </message>
    <message>
        <source>Played since your last move</source>
        <translation>Jogado desde a sua última jogada</translation>
    </message>
    <message>
        <source>; hint used</source>
        <comment>joined into the log line&apos;s own closing parenthesis: (turlaj się; hint used)</comment>
        <translation>; com dica</translation>
    </message>
</context>
<context>
    <name>dogtable::app::StatisticsPage</name>
    <message>
        <source>%1 (computer)</source>
        <translation>%1 (computador)</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Estatísticas</translation>
    </message>
    <message>
        <source>Export the statistics</source>
        <translation>Exportar as estatísticas</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Arquivos CSV (*.csv)</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jogo</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Exportar CSV…</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jogador</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Vitórias</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>% de vitórias</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Recorde</translation>
    </message>
    <message>
        <source>Mean score</source>
        <translation>Média</translation>
    </message>
    <message>
        <source>Streak</source>
        <translation>Sequência</translation>
    </message>
    <message>
        <source>Best streak</source>
        <translation>Recorde seq.</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>Última</translation>
    </message>
    <message>
        <source>Head to head</source>
        <translation>Confronto direto</translation>
    </message>
    <message>
        <source>against</source>
        <translation>contra</translation>
    </message>
    <message>
        <source>The history cannot be opened, so there are no statistics now.</source>
        <translation>Não é possível abrir o histórico, então não há estatísticas agora.</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Todos os jogos</translation>
    </message>
    <message>
        <source>No finished game yet: play one to the end.</source>
        <translation>Ainda não há partida terminada: jogue uma até o fim.</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Two players are needed for a head-to-head.</source>
        <translation>São necessários dois jogadores para um confronto direto.</translation>
    </message>
    <message>
        <source>Choose two different players.</source>
        <translation>Escolha dois jogadores diferentes.</translation>
    </message>
    <message>
        <source>%1 and %2 have not played together yet.</source>
        <translation>%1 e %2 ainda não jogaram juntos.</translation>
    </message>
    <message>
        <source>Win rate over time</source>
        <translation>Taxa de vitórias ao longo do tempo</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>The statistics could not be written (%1).</source>
        <translation>Não foi possível gravar as estatísticas (%1).</translation>
    </message>
    <message>
        <source>The statistics were written to %1.</source>
        <translation>As estatísticas foram gravadas em %1.</translation>
    </message>
    <message>
        <source>Time on %1</source>
        <translation>Hora (%1)</translation>
    </message>
    <message>
        <source>%1 (1 game)</source>
        <translation>%1 (1 partida)</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n games)</source>
        <translation>
            <numerusform>%1 (%n partida)</numerusform>
            <numerusform>%1 (%n partidas)</numerusform>
        </translation>
    </message>
    <message>
        <source>The chart shows the %1 players with the most games; not shown: %2.</source>
        <translation>O gráfico mostra os %1 jogadores com mais partidas; não mostrados: %2.</translation>
    </message>
    <message>
        <source>%1 in 1 game</source>
        <translation>%1 em 1 partida</translation>
    </message>
    <message numerus="yes">
        <source>%1 in %n games</source>
        <translation>
            <numerusform>%1 em %n partida</numerusform>
            <numerusform>%1 em %n partidas</numerusform>
        </translation>
    </message>
    <message>
        <source>Games together: %1. %2 won %3, %4 won %5. More points than the other: %6, %7.</source>
        <translation>Jogos juntos: %1. %2 venceu %3, %4 venceu %5. Mais pontos que o outro: %6, %7.</translation>
    </message>
</context>
<context>
    <name>dogtable::app::TutorialRunner</name>
    <message>
        <source>The guided game does not fit this game any more: %1 cannot be played. Play on freely.</source>
        <translation>O jogo guiado já não corresponde a este jogo: %1 não pode ser jogado. Continue livremente.</translation>
    </message>
    <message>
        <source>Watch this move first: the game goes on by itself.</source>
        <translation>Primeiro veja esta jogada: o jogo continua sozinho.</translation>
    </message>
    <message>
        <source>Not that one: try the element marked on the table (Enter picks it).</source>
        <translation>Não é esse: tente o elemento marcado na mesa (Enter o escolhe).</translation>
    </message>
    <message>
        <source>The game left the guided steps (%1). Play on freely.</source>
        <translation>O jogo saiu dos passos guiados (%1). Continue livremente.</translation>
    </message>
    <message>
        <source>Not that one: try “%1”, marked on the table (Enter picks it).</source>
        <translation>Não é esse: tente “%1”, marcado na mesa (Enter o escolhe).</translation>
    </message>
</context>
<context>
    <name>kennel</name>
    <message>
        <source>most healthy dogs in the kennel</source>
        <translation>mais cães sadios no canil</translation>
    </message>
    <message>
        <source>DOGS</source>
        <translation>DOGS</translation>
    </message>
    <message>
        <source>Run a kennel: rescue dogs around the city and the countryside, house, feed and treat them.</source>
        <translation>Administre um canil: resgate cães pela cidade e pelo campo, acomode, alimente e trate deles.</translation>
    </message>
    <message>
        <source>Who gets the first-player piece: the box says the last person who threw a rubber ball for a dog. The piece passes to the left every round.</source>
        <translation>Quem recebe a peça do Jogador Inicial: a caixa diz que é o último a ter jogado uma bolinha de borracha para um cão. A peça passa para a esquerda a cada rodada.</translation>
    </message>
    <message>
        <source>Rulings of 2026-11-24</source>
        <translation>Decisões de 24/11/2026</translation>
    </message>
    <message>
        <source>1: the rules owner&apos;s rulings of 2026-11-24 (end trigger A counts dog tokens only; a truck both first and last home takes both tokens; Trained and Award-winning Dog on one sale; no gas purchase past 9). 0: the readings used before, for games saved before them.</source>
        <translation>1: as decisões do dono das regras de 24/11/2026 (o fim do jogo conta só fichas de cães; uma pick-up que volta primeiro e por último leva as duas fichas; Cão Adestrado e Cão Premiado numa só venda; nenhuma compra de gasolina acima de 9). 0: a leitura anterior, para partidas salvas antes delas.</translation>
    </message>
</context>
</TS>
