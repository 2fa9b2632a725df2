<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt">
<context>
    <name>dogtable::games::kennel::KennelTable</name>
    <message>
        <source>BEA</source>
        <translation>BEA</translation>
    </message>
    <message>
        <source>MUT</source>
        <translation>VIR</translation>
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
        <translation>DÁL</translation>
    </message>
    <message>
        <source>GSD</source>
        <translation>PAS</translation>
    </message>
    <message>
        <source>POO</source>
        <translation>POO</translation>
    </message>
    <message>
        <source>STB</source>
        <translation>SÃO</translation>
    </message>
    <message>
        <source>F</source>
        <comment>food pictogram</comment>
        <translation>R</translation>
    </message>
    <message>
        <source>M</source>
        <comment>medicine pictogram</comment>
        <translation>M</translation>
    </message>
    <message>
        <source>G</source>
        <comment>gas pictogram</comment>
        <translation>G</translation>
    </message>
    <message>
        <source>Round %1 (last round) · </source>
        <translation>Rodada %1 (última rodada) · </translation>
    </message>
    <message>
        <source>Round %1 · </source>
        <translation>Rodada %1 · </translation>
    </message>
    <message>
        <source>Rules of this step ▸</source>
        <translation>Regras desta etapa ▸</translation>
    </message>
    <message>
        <source>Open the rules page at this part of the round (F1).</source>
        <translation>Abre a página de regras nesta parte da rodada (F1).</translation>
    </message>
    <message>
        <source>◆ City</source>
        <translation>◆ Cidade</translation>
    </message>
    <message>
        <source>Countryside ■</source>
        <translation>Campo ■</translation>
    </message>
    <message>
        <source>The city: blue-backed dog tokens (◆).</source>
        <translation>A cidade: fichas de cães com verso azul (◆).</translation>
    </message>
    <message>
        <source>The countryside: green-backed dog tokens (■).</source>
        <translation>O campo: fichas de cães com verso verde (■).</translation>
    </message>
    <message>
        <source>Face-down supplies refill the empty spaces at the end of each round.</source>
        <translation>As fichas viradas para baixo repõem os espaços vazios no final de cada rodada.</translation>
    </message>
    <message>
        <source>Centre</source>
        <translation>Centro</translation>
    </message>
    <message>
        <source>The central space: every truck starts Phase 1 here. No truck can stop here.</source>
        <translation>O espaço central: toda pick-up começa a Fase 1 aqui. Nenhuma pick-up pode parar aqui.</translation>
    </message>
    <message>
        <source>%1&apos;s truck</source>
        <translation>Pick-up (%1)</translation>
    </message>
    <message>
        <source>%1 gas</source>
        <translation>%1 de gasolina</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Empty card slot</source>
        <translation>Espaço de carta vazio</translation>
    </message>
    <message>
        <source>Dog Fair card:</source>
        <translation>Carta da Feira:</translation>
    </message>
    <message>
        <source>%1 can be sold to the Fair this round</source>
        <translation>%1 pode ser vendido à Feira nesta rodada</translation>
    </message>
    <message>
        <source>%1 can be sold to the Fair this round (not in this game)</source>
        <translation>%1 pode ser vendido à Feira nesta rodada (raça fora desta partida)</translation>
    </message>
    <message>
        <source>Fair pool: empty (nothing to buy or trade)</source>
        <translation>Cães na Feira: nenhum</translation>
    </message>
    <message>
        <source>A dog costs 10 minus the number of dogs in the pool (at least 1). Pool dogs are all healthy.</source>
        <translation>Um cão custa 10 menos o número de cães à venda (no mínimo 1). Os cães da Feira são todos sadios.</translation>
    </message>
    <message>
        <source>%1 in the Fair pool (%2)</source>
        <translation>%1 à venda na Feira (%2)</translation>
    </message>
    <message>
        <source> · first</source>
        <translation> · inicial</translation>
    </message>
    <message>
        <source> · 2 workers</source>
        <translation> · 2 meeples</translation>
    </message>
    <message>
        <source> · 1 worker</source>
        <translation> · 1 meeple</translation>
    </message>
    <message>
        <source> · 1st</source>
        <translation> · 1º</translation>
    </message>
    <message>
        <source> · 2w</source>
        <translation> · 2m</translation>
    </message>
    <message>
        <source> · 1w</source>
        <translation> · 1m</translation>
    </message>
    <message>
        <source> · first player</source>
        <translation> · Jogador Inicial</translation>
    </message>
    <message>
        <source>2 workers (you and your helper)</source>
        <translation>2 meeples (você e seu ajudante)</translation>
    </message>
    <message>
        <source>1 worker</source>
        <translation>1 meeple</translation>
    </message>
    <message>
        <source>Coins %1 · Gas %2/%5 · Food %3 · Med %4</source>
        <translation>Moedas %1 · Gasolina %2/%5 · Ração %3 · Medic. %4</translation>
    </message>
    <message>
        <source>$%1 · Gas %2/%5 · Food %3 · Med %4</source>
        <translation>$%1 · Gas. %2/%5 · Ração %3 · Med. %4</translation>
    </message>
    <message>
        <source>$%1 · G %2/%5 · F %3 · M %4</source>
        <translation>$%1 · G %2/%5 · R %3 · M %4</translation>
    </message>
    <message>
        <source>Office: coins and workers (you and your helper). Garage: gas (at most %1). Storeroom: food. Infirmary: medicine.</source>
        <translation>Escritório: moedas e meeples (você e seu ajudante). Garagem: gasolina (no máximo %1). Depósito: ração. Enfermaria: medicamentos.</translation>
    </message>
    <message>
        <source>Office: coins and workers (the helper has left). Garage: gas (at most %1). Storeroom: food. Infirmary: medicine.</source>
        <translation>Escritório: moedas e meeples (o ajudante foi embora). Garagem: gasolina (no máximo %1). Depósito: ração. Enfermaria: medicamentos.</translation>
    </message>
    <message>
        <source>Pen %1</source>
        <translation>Baia %1</translation>
    </message>
    <message>
        <source>Pen %1 (%2)</source>
        <translation>Baia %1 (%2)</translation>
    </message>
    <message>
        <source>%1 pt</source>
        <translation>%1 pt</translation>
    </message>
    <message>
        <source>Pen %1: at most 4 dogs, at most 2 breeds; each row holds 2 dogs of one breed.</source>
        <translation>Baia %1: no máximo 4 cães e 2 raças; cada fileira tem 2 cães da mesma raça.</translation>
    </message>
    <message>
        <source>✓ Quartet bonus already paid for this pen.</source>
        <translation>✓ Bônus da baia cheia já recebido por esta baia.</translation>
    </message>
    <message>
        <source>Infirmary %1/%2</source>
        <translation>Enfermaria %1/%2</translation>
    </message>
    <message>
        <source>Sick dogs (at most %1). Each costs %2 points at the end; %3 medicine at the Vet cures one.</source>
        <translation>Cães doentes (no máximo %1). Cada um tira %2 pontos no final; %3 ficha de medicamento no Veterinário cura um.</translation>
    </message>
    <message>
        <source>Sick %1 in the infirmary</source>
        <translation>%1 doente na enfermaria</translation>
    </message>
    <message>
        <source>Waiting</source>
        <translation>À espera</translation>
    </message>
    <message>
        <source>Truck</source>
        <translation>Pick-up</translation>
    </message>
    <message>
        <source>Dogs waiting for a pen. Drop a pen dog here to lift it out.</source>
        <translation>Cães à espera de uma baia. Solte aqui um cão de uma baia para tirá-lo de lá.</translation>
    </message>
    <message>
        <source>Truck tile: dogs rescued this phase ride here until the truck is home.</source>
        <translation>Ficha da pick-up: os cães recolhidos nesta fase ficam aqui até a pick-up voltar ao canil.</translation>
    </message>
    <message>
        <source>Cards: %1</source>
        <translation>Cartas: %1</translation>
    </message>
    <message>
        <source>Cards: none</source>
        <translation>Cartas: nenhuma</translation>
    </message>
    <message>
        <source>No special cards</source>
        <translation>Nenhuma carta especial</translation>
    </message>
    <message>
        <source>salary paid</source>
        <translation>salário pago</translation>
    </message>
    <message>
        <source>salary paid with Helper card</source>
        <translation>salário pago com a carta Ajudante</translation>
    </message>
    <message>
        <source>helper left (unpaid)</source>
        <translation>o ajudante foi embora (sem salário)</translation>
    </message>
    <message>
        <source>helper rehired</source>
        <translation>ajudante recontratado</translation>
    </message>
    <message>
        <source>no helper</source>
        <translation>sem ajudante</translation>
    </message>
    <message numerus="yes">
        <source> · %n fell sick</source>
        <translation>
            <numerusform> · %n adoeceu</numerusform>
            <numerusform> · %n adoeceram</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> · %n to the Fair</source>
        <translation>
            <numerusform> · %n para a Feira</numerusform>
            <numerusform> · %n para a Feira</numerusform>
        </translation>
    </message>
    <message>
        <source>Round end: %1</source>
        <translation>Fim da rodada: %1</translation>
    </message>
    <message>
        <source>%1: %2 (wins)</source>
        <translation>%1: %2 (vence)</translation>
    </message>
    <message>
        <source>Game over — %1</source>
        <translation>Fim de jogo — %1</translation>
    </message>
    <message>
        <source>Game over — %1 — tie broken by %2</source>
        <translation>Fim de jogo — %1 — desempate: %2</translation>
    </message>
    <message>
        <source>Not possible now. %1</source>
        <translation>Não é possível agora. %1</translation>
    </message>
    <message>
        <source>No gas</source>
        <translation>Sem gasolina</translation>
    </message>
    <message>
        <source>Play Dog Swap</source>
        <translation>Usar Troca de cães</translation>
    </message>
    <message>
        <source>Receive 1 Dog (country)</source>
        <translation>Receba 1 cão (campo)</translation>
    </message>
    <message>
        <source>Receive 1 Dog (city)</source>
        <translation>Receba 1 cão (cidade)</translation>
    </message>
    <message>
        <source>Drive here (%1 gas)</source>
        <translation>Ir até aqui (%1 de gasolina)</translation>
    </message>
    <message>
        <source>Return home (%1 gas)</source>
        <translation>Voltar ao canil (%1 de gasolina)</translation>
    </message>
    <message>
        <source>Stay home</source>
        <translation>Ficar no canil</translation>
    </message>
    <message>
        <source>Bonus: 1 %1</source>
        <translation>Bônus: 1 ficha de %1</translation>
    </message>
    <message>
        <source>Play Vet card</source>
        <translation>Usar a carta Veterinário</translation>
    </message>
    <message>
        <source>Keep the Vet card</source>
        <translation>Guardar a carta Veterinário</translation>
    </message>
    <message>
        <source>Arrange for me</source>
        <translation>Distribuir por mim</translation>
    </message>
    <message>
        <source>Done arranging</source>
        <translation>Terminei</translation>
    </message>
    <message>
        <source>Donate this %1</source>
        <translation>Doar este %1</translation>
    </message>
    <message>
        <source>Donate this sick %1</source>
        <translation>Doar este %1 doente</translation>
    </message>
    <message>
        <source>Take the dog</source>
        <translation>Aceitar o cão</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Recusar</translation>
    </message>
    <message>
        <source>1 %1 → 1 %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>%1 food</source>
        <translation>%1 de ração</translation>
    </message>
    <message>
        <source>%1 medicine</source>
        <translation>%1 de medicamento</translation>
    </message>
    <message>
        <source>%1 food + %2 medicine</source>
        <translation>%1 de ração + %2 de medicamento</translation>
    </message>
    <message>
        <source>End action</source>
        <translation>Encerrar a ação</translation>
    </message>
    <message>
        <source>Rehire with Helper card</source>
        <translation>Recontratar com a carta Ajudante</translation>
    </message>
    <message>
        <source>Pay with Helper card</source>
        <translation>Pagar com a carta Ajudante</translation>
    </message>
    <message>
        <source>Do not rehire</source>
        <translation>Não recontratar</translation>
    </message>
    <message>
        <source>Places every dog in the arrangement that scores the most, and finishes.</source>
        <translation>Coloca todos os cães na distribuição que mais pontua e termina.</translation>
    </message>
    <message>
        <source>Only before driving. If every player stays home, this round is the last.</source>
        <translation>Só antes de mover a pick-up. Se todos ficarem no canil, esta é a última rodada.</translation>
    </message>
    <message>
        <source>Esc: cancel selection</source>
        <translation>Esc: cancelar a escolha</translation>
    </message>
    <message>
        <source>Donation</source>
        <translation>Doação</translation>
    </message>
    <message>
        <source>%1 has no room and donates a %2 (sick, for your infirmary). %3, do you take it?</source>
        <translation>%1 não tem espaço e doa um %2 (doente, para a sua enfermaria). %3, você aceita?</translation>
    </message>
    <message>
        <source>%1 has no room and donates a %2. %3, do you take it?</source>
        <translation>%1 não tem espaço e doa um %2. %3, você aceita?</translation>
    </message>
    <message>
        <source>You may rearrange your pens to make room.</source>
        <translation>Você pode redistribuir suas baias para abrir espaço.</translation>
    </message>
    <message>
        <source>The offer passes on clockwise; if nobody takes it, it goes to the Dog Fair.</source>
        <translation>A oferta passa adiante em sentido horário; se ninguém aceitar, o cão vai para a Feira de Cães.</translation>
    </message>
    <message numerus="yes">
        <source>Supply: %n token</source>
        <translation>
            <numerusform>Fichas no estoque: %n</numerusform>
            <numerusform>Fichas no estoque: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Supply: %n tokens</source>
        <translation>
            <numerusform>Fichas no estoque: %n</numerusform>
            <numerusform>Fichas no estoque: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 — footprint space, reward %n coin for a lost dog.</source>
        <translation>
            <numerusform>%1 — espaço com pegadas, recompensa de %n moeda por um cão perdido.</numerusform>
            <numerusform>%1 — espaço com pegadas, recompensa de %n moedas por um cão perdido.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 — footprint space, reward %n coins for a lost dog.</source>
        <translation>
            <numerusform>%1 — espaço com pegadas, recompensa de %n moeda por um cão perdido.</numerusform>
            <numerusform>%1 — espaço com pegadas, recompensa de %n moedas por um cão perdido.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Fair pool: %1 · a dog costs %n coin</source>
        <translation>
            <numerusform>Cães na Feira: %1 · um cão custa %n moeda</numerusform>
            <numerusform>Cães na Feira: %1 · um cão custa %n moedas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Fair pool: %1 · a dog costs %n coins</source>
        <translation>
            <numerusform>Cães na Feira: %1 · um cão custa %n moeda</numerusform>
            <numerusform>Cães na Feira: %1 · um cão custa %n moedas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n dog</source>
        <translation>
            <numerusform>%n cão</numerusform>
            <numerusform>%n cães</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n dogs</source>
        <translation>
            <numerusform>%n cão</numerusform>
            <numerusform>%n cães</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Scores %n points at the end if built and holding a dog.</source>
        <translation>
            <numerusform>Vale %n ponto no final se estiver ativada e com um cão.</numerusform>
            <numerusform>Vale %n pontos no final se estiver ativada e com um cão.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>fed %n pen</source>
        <translation>
            <numerusform>baias alimentadas: %n</numerusform>
            <numerusform>baias alimentadas: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>fed %n pens</source>
        <translation>
            <numerusform>baias alimentadas: %n</numerusform>
            <numerusform>baias alimentadas: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Build pen %1 with Discount (%n coin)</source>
        <translation>
            <numerusform>Ativar a baia %1 com Desconto (%n moeda)</numerusform>
            <numerusform>Ativar a baia %1 com Desconto (%n moedas)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Build pen %1 with Discount (%n coins)</source>
        <translation>
            <numerusform>Ativar a baia %1 com Desconto (%n moeda)</numerusform>
            <numerusform>Ativar a baia %1 com Desconto (%n moedas)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Build pen %1 (%n coin)</source>
        <translation>
            <numerusform>Ativar a baia %1 (%n moeda)</numerusform>
            <numerusform>Ativar a baia %1 (%n moedas)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Build pen %1 (%n coins)</source>
        <translation>
            <numerusform>Ativar a baia %1 (%n moeda)</numerusform>
            <numerusform>Ativar a baia %1 (%n moedas)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n coin)</source>
        <translation>
            <numerusform>%1 (%n moeda)</numerusform>
            <numerusform>%1 (%n moedas)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n coins)</source>
        <translation>
            <numerusform>%1 (%n moeda)</numerusform>
            <numerusform>%1 (%n moedas)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sell (%n coins)</source>
        <translation>
            <numerusform>Vender (%n moeda)</numerusform>
            <numerusform>Vender (%n moedas)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Rehire (%n coin)</source>
        <translation>
            <numerusform>Recontratar (%n moeda)</numerusform>
            <numerusform>Recontratar (%n moedas)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Rehire (%n coins)</source>
        <translation>
            <numerusform>Recontratar (%n moeda)</numerusform>
            <numerusform>Recontratar (%n moedas)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pay salary (%n coin)</source>
        <translation>
            <numerusform>Pagar o salário (%n moeda)</numerusform>
            <numerusform>Pagar o salário (%n moedas)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pay salary (%n coins)</source>
        <translation>
            <numerusform>Pagar o salário (%n moeda)</numerusform>
            <numerusform>Pagar o salário (%n moedas)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 in pen %2 (row %3)
a dog in pen %2, row %3: it can move to another pen or wait</source>
        <translation>%1 na baia %2 (fileira %3)
um cão na baia %2, fileira %3: pode mudar para outra baia ou esperar</translation>
    </message>
    <message>
        <source>%1 (sick)
sick, waiting for the vet</source>
        <translation>%1 (doente)
doente, esperando o veterinário</translation>
    </message>
    <message>
        <source>%1
waiting for a pen</source>
        <translation>%1
esperando uma baia</translation>
    </message>
    <message numerus="yes">
        <source>+%n more</source>
        <translation>
            <numerusform>+%n outra</numerusform>
            <numerusform>+%n outras</numerusform>
        </translation>
    </message>
    <message>
        <source>a choice of this step</source>
        <translation>uma escolha desta etapa</translation>
    </message>
    <message numerus="yes">
        <source>Sell with Trained Dog (%n coins)</source>
        <translation>
            <numerusform>Vender com Cão Adestrado (%n moeda)</numerusform>
            <numerusform>Vender com Cão Adestrado (%n moedas)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sell with Award-winning Dog (%n coins)</source>
        <translation>
            <numerusform>Vender com Cão Premiado (%n moeda)</numerusform>
            <numerusform>Vender com Cão Premiado (%n moedas)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sell with Trained Dog and Award-winning Dog (%n coins)</source>
        <translation>
            <numerusform>Vender com Cão Adestrado e Cão Premiado (%n moeda)</numerusform>
            <numerusform>Vender com Cão Adestrado e Cão Premiado (%n moedas)</numerusform>
        </translation>
    </message>
    <message>
        <source>Dog Swap: choose the first of the two spaces whose tokens change places.</source>
        <translation>Troca de cães: escolha o primeiro dos dois espaços cujas fichas trocam de lugar.</translation>
    </message>
    <message>
        <source>Dog Swap: %1 chosen; now choose the second space (or %1 again to cancel).</source>
        <translation>Troca de cães: %1 escolhido; agora escolha o segundo espaço (ou de novo em %1 para cancelar).</translation>
    </message>
    <message>
        <source>Choose a waiting dog first, then the pen for it.</source>
        <translation>Escolha primeiro um cão que espera, depois a baia para ele.</translation>
    </message>
    <message>
        <source>Warehouse: trade 1 %1 token for 1 %2 token.</source>
        <translation>Armazém: troque 1 ficha de %1 por 1 ficha de %2.</translation>
    </message>
    <message>
        <source>%1 Then choose the two spaces.</source>
        <translation>%1 Depois escolha os dois espaços.</translation>
    </message>
    <message numerus="yes">
        <source>Out of reach now (keep %n gas to return home).</source>
        <translation>
            <numerusform>Fora de alcance agora (guarde %n de gasolina para voltar ao canil).</numerusform>
            <numerusform>Fora de alcance agora (guarde %n de gasolina para voltar ao canil).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Drive to %1 for %n gas: choose the button to confirm (or the space again to cancel).</source>
        <translation>
            <numerusform>Ir até %1 por %n de gasolina: escolha o botão para confirmar (ou o espaço de novo para cancelar).</numerusform>
            <numerusform>Ir até %1 por %n de gasolina: escolha o botão para confirmar (ou o espaço de novo para cancelar).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Costs %n gas from anywhere. First and last trucks home take a bonus token (both, if one truck is first and last).</source>
        <translation>
            <numerusform>Custa %n de gasolina de qualquer lugar. A primeira e a última pick-up a voltar ganham uma ficha de bônus (as duas, se for a mesma).</numerusform>
            <numerusform>Custa %n de gasolina de qualquer lugar. A primeira e a última pick-up a voltar ganham uma ficha de bônus (as duas, se for a mesma).</numerusform>
        </translation>
    </message>
    <message>
        <source>Buy %1 (%2)</source>
        <translation>Comprar %1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%n gas</source>
        <translation>
            <numerusform>%n de gasolina</numerusform>
            <numerusform>%n de gasolina</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n coin</source>
        <translation>
            <numerusform>%n moeda</numerusform>
            <numerusform>%n moedas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n coins</source>
        <translation>
            <numerusform>%n moeda</numerusform>
            <numerusform>%n moedas</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <source>The breeds on the tokens: %1</source>
        <translation>Raças nas fichas: %1</translation>
    </message>
    <message>
        <source>A red + marks a sick dog; a gold $ a lost dog, whose rescue pays the reward of its space.</source>
        <translation>Um + vermelho marca um cão doente; um $ dourado, um cão perdido, cujo resgate paga a recompensa do seu espaço.</translation>
    </message>
    <message>
        <source>Pen %1 is not built yet: the City Hall builds it for %2 coins.</source>
        <translation>A baia %1 ainda não foi construída: a Prefeitura a constrói por %2 moedas.</translation>
    </message>
    <message>
        <source>wage paid</source>
        <comment>round end, short</comment>
        <translation>salário pago</translation>
    </message>
    <message>
        <source>wage: Helper card</source>
        <comment>round end, short</comment>
        <translation>salário: Ajudante</translation>
    </message>
    <message>
        <source>helper left</source>
        <comment>round end, short</comment>
        <translation>ajudante saiu</translation>
    </message>
    <message numerus="yes">
        <source>%n fed</source>
        <comment>round end, short: pens fed</comment>
        <translation>
            <numerusform>%n alimentada</numerusform>
            <numerusform>%n alimentadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> · %n sick</source>
        <comment>round end, short</comment>
        <translation>
            <numerusform> · %n doente</numerusform>
            <numerusform> · %n doentes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> · %n to Fair</source>
        <comment>round end, short</comment>
        <translation>
            <numerusform> · %n à Feira</numerusform>
            <numerusform> · %n à Feira</numerusform>
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
        <translation>Vira-Lata</translation>
    </message>
    <message>
        <source>Rottweiler</source>
        <translation>Rottweiler</translation>
    </message>
    <message>
        <source>Bulldog</source>
        <translation>Bulldog</translation>
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
        <translation>Dálmata</translation>
    </message>
    <message>
        <source>German Shepherd</source>
        <translation>Pastor Alemão</translation>
    </message>
    <message>
        <source>Poodle</source>
        <translation>Poodle</translation>
    </message>
    <message>
        <source>St. Bernard</source>
        <translation>São Bernardo</translation>
    </message>
    <message>
        <source>food</source>
        <translation>ração</translation>
    </message>
    <message>
        <source>medicine</source>
        <translation>medicamento</translation>
    </message>
    <message>
        <source>gas</source>
        <translation>gasolina</translation>
    </message>
    <message>
        <source>coins</source>
        <translation>moedas</translation>
    </message>
    <message>
        <source>1 Food</source>
        <translation>Ração ×1</translation>
    </message>
    <message>
        <source>2 Food</source>
        <translation>Ração ×2</translation>
    </message>
    <message>
        <source>3 Food</source>
        <translation>Ração ×3</translation>
    </message>
    <message>
        <source>1 Medicine</source>
        <translation>Medicamento ×1</translation>
    </message>
    <message>
        <source>2 Medicine</source>
        <translation>Medicamento ×2</translation>
    </message>
    <message>
        <source>3 Medicine</source>
        <translation>Medicamento ×3</translation>
    </message>
    <message>
        <source>1 Gas</source>
        <translation>Gasolina ×1</translation>
    </message>
    <message>
        <source>2 Gas</source>
        <translation>Gasolina ×2</translation>
    </message>
    <message>
        <source>3 Gas</source>
        <translation>Gasolina ×3</translation>
    </message>
    <message>
        <source>1 Coin</source>
        <translation>Moeda ×1</translation>
    </message>
    <message>
        <source>2 Coins</source>
        <translation>Moeda ×2</translation>
    </message>
    <message>
        <source>3 Coins</source>
        <translation>Moeda ×3</translation>
    </message>
    <message>
        <source>Receive 1 Dog</source>
        <translation>Receba 1 cão</translation>
    </message>
    <message>
        <source>Trained Dog</source>
        <translation>Cão Adestrado</translation>
    </message>
    <message>
        <source>Award-winning Dog</source>
        <translation>Cão Premiado</translation>
    </message>
    <message>
        <source>Vet</source>
        <translation>Veterinário</translation>
    </message>
    <message>
        <source>Dog Swap</source>
        <translation>Troca de cães</translation>
    </message>
    <message>
        <source>Discount</source>
        <translation>Desconto</translation>
    </message>
    <message>
        <source>Helper</source>
        <translation>Ajudante</translation>
    </message>
    <message>
        <source>Free Entry</source>
        <translation>Entrada Livre</translation>
    </message>
    <message>
        <source>City Hall</source>
        <translation>Prefeitura</translation>
    </message>
    <message>
        <source>Warehouse</source>
        <translation>Armazém</translation>
    </message>
    <message>
        <source>Pet Shop</source>
        <translation>Pet Shop</translation>
    </message>
    <message>
        <source>Dog Fair</source>
        <translation>Feira de Cães</translation>
    </message>
    <message>
        <source>Resource card: take the tokens shown as soon as you take the card.</source>
        <translation>Carta Receba Recursos: pegue as fichas mostradas assim que pegar a carta.</translation>
    </message>
    <message>
        <source>Phase 1, before your truck is home: draw a random dog from the city or country supply onto your truck.</source>
        <translation>Fase 1, antes de a pick-up voltar ao canil: tire um cão ao acaso do estoque da cidade ou do campo e ponha-o na sua pick-up.</translation>
    </message>
    <message>
        <source>Dog Fair: one sale pays 1 extra coin.</source>
        <translation>Feira de Cães: uma venda rende 1 moeda a mais.</translation>
    </message>
    <message>
        <source>Dog Fair: one sale pays 2 extra coins.</source>
        <translation>Feira de Cães: uma venda rende 2 moedas a mais.</translation>
    </message>
    <message>
        <source>Phase 1 unloading: the sick dogs your truck brought home go straight into pens, healthy.</source>
        <translation>Fase 1, ao descarregar: os cães doentes que a sua pick-up trouxe vão direto para as baias, sadios.</translation>
    </message>
    <message>
        <source>Phase 1, on your turn before driving: swap two dog tokens on the map.</source>
        <translation>Fase 1, na sua vez, antes de mover a pick-up: troque de lugar duas fichas de cães no tabuleiro.</translation>
    </message>
    <message>
        <source>City Hall: building your next pen costs 1 coin instead of 2.</source>
        <translation>Prefeitura: ativar a sua próxima baia custa 1 moeda em vez de 2.</translation>
    </message>
    <message>
        <source>Phase 3: pays your helper&apos;s salary (or the rehire fee) instead of a coin.</source>
        <translation>Fase 3: paga o salário do seu ajudante (ou a recontratação) no lugar de uma moeda.</translation>
    </message>
    <message>
        <source>Phase 2: place a worker on a full action box and do its action, taking no card.</source>
        <translation>Fase 2: coloque um meeple num box de ação já lotado e faça a ação, sem pegar carta.</translation>
    </message>
    <message>
        <source>Pay 2 coins (1 with Discount) to build your next additional pen (2 pt, then 3 pt, then 5 pt).</source>
        <translation>Pague 2 moedas (1 com Desconto) para ativar a próxima baia adicional (2 pt, depois 3 pt, depois 5 pt).</translation>
    </message>
    <message>
        <source>Exchange up to 2 tokens of food, medicine or gas with the supply, one for one.</source>
        <translation>Troque com o estoque geral até 2 fichas de ração, medicamento ou gasolina, uma por uma.</translation>
    </message>
    <message>
        <source>Each coin buys 2 tokens of food and/or medicine.</source>
        <translation>Cada moeda compra 2 fichas de ração e/ou medicamento.</translation>
    </message>
    <message>
        <source>Each medicine cures one infirmary dog, which moves into a free legal pen spot.</source>
        <translation>Cada ficha de medicamento cura um cão da enfermaria, que vai para um espaço válido livre numa baia.</translation>
    </message>
    <message>
        <source>One deal: sell a dog of a breed on the fair card (2 coins), buy a dog (10 minus pool size, at least 1), or trade one for one.</source>
        <translation>Um negócio: vender um cão de uma raça da carta da Feira (2 moedas), comprar um cão (10 menos os cães à venda, no mínimo 1) ou trocar um por um.</translation>
    </message>
    <message>
        <source>The lost {breed} goes to the Dog Fair; {who} gets 1 coin</source>
        <translation>O {breed} perdido vai para a Feira de Cães; {who} recebe 1 moeda</translation>
    </message>
    <message numerus="yes">
        <source>The lost {breed} goes to the Dog Fair; {who} gets %n coin for rescuing it</source>
        <comment>The lost {breed} goes to the Dog Fair; {who} gets %n coins for rescuing it</comment>
        <translation>
            <numerusform>O {breed} perdido vai para a Feira de Cães; {who} recebe %n moeda de recompensa</numerusform>
            <numerusform>O {breed} perdido vai para a Feira de Cães; {who} recebe %n moedas de recompensa</numerusform>
        </translation>
    </message>
    <message>
        <source>{who}&apos;s infirmary is full: the hungry {breed} goes to the Dog Fair</source>
        <translation>A enfermaria ({who}) está lotada: o {breed} faminto vai para a Feira de Cães</translation>
    </message>
    <message>
        <source>{who} is offered the donated sick {breed}</source>
        <translation>{who} recebe a oferta do {breed} doente doado</translation>
    </message>
    <message>
        <source>{who} is offered the donated {breed}</source>
        <translation>{who} recebe a oferta do {breed} doado</translation>
    </message>
    <message>
        <source>Nobody can take the donated {breed}: it goes to the Dog Fair (cured)</source>
        <translation>Ninguém pode acolher o {breed} doado: ele vai para a Feira de Cães (curado)</translation>
    </message>
    <message>
        <source>Nobody can take the donated {breed}: it goes to the Dog Fair</source>
        <translation>Ninguém pode acolher o {breed} doado: ele vai para a Feira de Cães</translation>
    </message>
    <message numerus="yes">
        <source>{who} unloads %n healthy dog to be put into pens</source>
        <comment>{who} unloads %n healthy dogs to be put into pens</comment>
        <translation>
            <numerusform>{who} descarrega %n cão sadio para colocar nas baias</numerusform>
            <numerusform>{who} descarrega %n cães sadios para colocar nas baias</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n sick dog goes to {who}&apos;s infirmary</source>
        <comment>%n sick dogs go to {who}&apos;s infirmary</comment>
        <translation>
            <numerusform>%n cão doente vai para a enfermaria ({who})</numerusform>
            <numerusform>%n cães doentes vão para a enfermaria ({who})</numerusform>
        </translation>
    </message>
    <message>
        <source>{who}&apos;s pen {pen} holds four {breed}s: 1 coin (quartet bonus)</source>
        <translation>A baia {pen} ({who}) tem quatro cães da mesma raça ({breed}): 1 moeda (bônus da baia cheia)</translation>
    </message>
    <message>
        <source>{who} has food for {pens} only and must choose {dogs}</source>
        <translation>{who} só tem ração para {pens} e precisa escolher {dogs}</translation>
    </message>
    <message numerus="yes">
        <source>%n pen</source>
        <comment>%n pens</comment>
        <translation>
            <numerusform>%n baia</numerusform>
            <numerusform>%n baias</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hungry dog</source>
        <comment>%n hungry dogs</comment>
        <translation>
            <numerusform>%n cão faminto</numerusform>
            <numerusform>%n cães famintos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who} feeds %n pen ({food} food)</source>
        <comment>{who} feeds %n pens ({food} food)</comment>
        <translation>
            <numerusform>{who} alimenta %n baia ({food} de ração)</numerusform>
            <numerusform>{who} alimenta %n baias ({food} de ração)</numerusform>
        </translation>
    </message>
    <message>
        <source>{who} pays the helper 1 coin</source>
        <translation>{who} paga 1 moeda ao ajudante</translation>
    </message>
    <message>
        <source>{who} pays the helper with a Helper card</source>
        <translation>{who} paga o ajudante com uma carta Ajudante</translation>
    </message>
    <message>
        <source>{who} cannot pay the helper, who leaves (1 worker next round)</source>
        <translation>{who} não pode pagar o ajudante, que vai embora (1 meeple na próxima rodada)</translation>
    </message>
    <message>
        <source>{who} rehires the helper</source>
        <translation>{who} recontrata o ajudante</translation>
    </message>
    <message>
        <source>{who}&apos;s helper stays away</source>
        <translation>{who} não recontrata o ajudante, que continua fora</translation>
    </message>
    <message numerus="yes">
        <source>The %n card left above the boxes is discarded</source>
        <comment>The %n cards left above the boxes are discarded</comment>
        <translation>
            <numerusform>A %n carta que sobrou acima dos boxes vai para o descarte</numerusform>
            <numerusform>As %n cartas que sobraram acima dos boxes vão para o descarte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The draw pile is empty: the %n discarded card becomes the new draw pile</source>
        <comment>The draw pile is empty: the %n discarded cards become the new draw pile</comment>
        <translation>
            <numerusform>A pilha de compras acabou: a %n carta do descarte forma a nova pilha de compras</numerusform>
            <numerusform>A pilha de compras acabou: as %n cartas do descarte formam a nova pilha de compras</numerusform>
        </translation>
    </message>
    <message>
        <source>The next Dog Fair card is turned: {first}, {second}, {third}</source>
        <translation>Nova carta da Feira de Cães revelada: {first}, {second}, {third}</translation>
    </message>
    <message>
        <source>The block on {space} goes back to its supply</source>
        <translation>A ficha de bloqueio em {space} volta para o seu grupo</translation>
    </message>
    <message>
        <source>Income: every player receives 1 coin</source>
        <translation>Renda: cada jogador recebe 1 moeda</translation>
    </message>
    <message>
        <source>Round {round} begins; {who} has the first-player piece</source>
        <translation>Começa a rodada {round}; {who} está com a peça do Jogador Inicial</translation>
    </message>
    <message>
        <source>The end of the game is triggered: round {round} is the last</source>
        <translation>O fim do jogo foi acionado: a rodada {round} é a última</translation>
    </message>
    <message>
        <source>pen {pen}: a pair</source>
        <translation>baia {pen}: um par</translation>
    </message>
    <message>
        <source>pen {pen}: a trio</source>
        <translation>baia {pen}: um trio</translation>
    </message>
    <message>
        <source>pen {pen}: a quartet</source>
        <translation>baia {pen}: um quarteto</translation>
    </message>
    <message>
        <source>pen {pen}: two pairs</source>
        <translation>baia {pen}: dois pares diferentes</translation>
    </message>
    <message>
        <source>pen {pen}: a pair and a single</source>
        <translation>baia {pen}: um par e um cão avulso</translation>
    </message>
    <message>
        <source>additional pen {pen} built and occupied</source>
        <translation>baia adicional {pen} ativada e ocupada</translation>
    </message>
    <message numerus="yes">
        <source>breed variety: %n breed x {points}</source>
        <comment>breed variety: %n breeds x {points}</comment>
        <translation>
            <numerusform>diversidade do canil: %n raça × {points}</numerusform>
            <numerusform>diversidade do canil: %n raças × {points}</numerusform>
        </translation>
    </message>
    <message>
        <source>helper paid</source>
        <translation>ajudante com salário pago</translation>
    </message>
    <message>
        <source>sick dogs in the infirmary: {sick}</source>
        <translation>cães doentes na enfermaria ({sick})</translation>
    </message>
    <message>
        <source>no healthy city or country dog in the pens</source>
        <translation>nenhum cão sadio da cidade nem do campo nas baias</translation>
    </message>
    <message>
        <source>no healthy city dog in the pens</source>
        <translation>nenhum cão sadio da cidade nas baias</translation>
    </message>
    <message>
        <source>no healthy country dog in the pens</source>
        <translation>nenhum cão sadio do campo nas baias</translation>
    </message>
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
    <message>
        <source>a city block token</source>
        <translation>uma ficha de bloqueio da cidade</translation>
    </message>
    <message>
        <source>a country block token</source>
        <translation>uma ficha de bloqueio do campo</translation>
    </message>
    <message>
        <source>a {breed} (sick)</source>
        <translation>um {breed} doente</translation>
    </message>
    <message>
        <source>a {breed} (lost)</source>
        <translation>um {breed} perdido</translation>
    </message>
    <message>
        <source>a {breed}</source>
        <translation>um {breed}</translation>
    </message>
    <message>
        <source>{who} starts with the first-player piece</source>
        <translation>{who} começa com a peça do Jogador Inicial</translation>
    </message>
    <message>
        <source>{token} is removed from the game (2-player set-up)</source>
        <translation>Sai do jogo: {token} (preparação para 2 jogadores)</translation>
    </message>
    <message>
        <source>{token} is placed on {space}</source>
        <translation>Espaço {space}: {token}</translation>
    </message>
    <message>
        <source>{who} receives {token}</source>
        <translation>{who} recebe {token}</translation>
    </message>
    <message>
        <source>{card} is dealt above {box}</source>
        <translation>Carta acima do box {box}: {card}</translation>
    </message>
    <message>
        <source>Dog Fair card: {first}, {second}, {third}</source>
        <translation>Carta da Feira de Cães: {first}, {second}, {third}</translation>
    </message>
    <message numerus="yes">
        <source>{who} buys {gas} gas for %n coin</source>
        <comment>{who} buys {gas} gas for %n coins</comment>
        <translation>
            <numerusform>{who} compra {gas} fichas de gasolina por %n moeda</numerusform>
            <numerusform>{who} compra {gas} fichas de gasolina por %n moedas</numerusform>
        </translation>
    </message>
    <message>
        <source>{who} buys no gas</source>
        <translation>{who} não compra gasolina</translation>
    </message>
    <message>
        <source>{who} plays Dog Swap: {first} and {second} change places</source>
        <translation>{who} usa Troca de cães: {first} e {second} trocam de lugar</translation>
    </message>
    <message>
        <source>{who} plays Receive 1 Dog (country supply)</source>
        <translation>{who} usa Receba 1 cão (estoque do campo)</translation>
    </message>
    <message>
        <source>{who} plays Receive 1 Dog (city supply)</source>
        <translation>{who} usa Receba 1 cão (estoque da cidade)</translation>
    </message>
    <message>
        <source>{who} drives to {space} for {gas} gas and rescues {token}</source>
        <translation>{who} leva a pick-up até {space} ({gas} de gasolina) e recolhe {token}</translation>
    </message>
    <message>
        <source>{who} returns home (1 gas)</source>
        <translation>{who} volta ao canil (1 de gasolina)</translation>
    </message>
    <message>
        <source>{who} stays home this round</source>
        <translation>{who} fica no canil nesta rodada</translation>
    </message>
    <message>
        <source>{who} takes 1 food as return bonus</source>
        <translation>{who} pega 1 ficha de ração como bônus por voltar</translation>
    </message>
    <message>
        <source>{who} takes 1 medicine as return bonus</source>
        <translation>{who} pega 1 ficha de medicamento como bônus por voltar</translation>
    </message>
    <message>
        <source>{who} takes 1 gas as return bonus</source>
        <translation>{who} pega 1 ficha de gasolina como bônus por voltar</translation>
    </message>
    <message>
        <source>{who} plays the Vet card on the sick dogs brought home</source>
        <translation>{who} usa a carta Veterinário nos cães doentes trazidos</translation>
    </message>
    <message>
        <source>{who} keeps the Vet card</source>
        <translation>{who} guarda a carta Veterinário</translation>
    </message>
    <message>
        <source>{who} puts a {breed} in pen {pen}</source>
        <translation>{who} coloca um {breed} na baia {pen}</translation>
    </message>
    <message>
        <source>{who} lifts a {breed} out of pen {pen}</source>
        <translation>{who} tira um {breed} da baia {pen}</translation>
    </message>
    <message>
        <source>{who} arranges the pens (best arrangement)</source>
        <translation>{who} redistribui os cães nas baias (melhor distribuição)</translation>
    </message>
    <message>
        <source>{who} must donate a {breed}</source>
        <translation>{who} precisa doar um {breed}</translation>
    </message>
    <message>
        <source>{who} must donate a sick {breed} (infirmary full)</source>
        <translation>{who} precisa doar um {breed} doente (enfermaria lotada)</translation>
    </message>
    <message>
        <source>{who} accepts the donated {breed}</source>
        <translation>{who} aceita o {breed} doado</translation>
    </message>
    <message>
        <source>{who} declines the donated {breed}</source>
        <translation>{who} recusa o {breed} doado</translation>
    </message>
    <message>
        <source>{who} is done arranging</source>
        <translation>{who} terminou de redistribuir</translation>
    </message>
    <message>
        <source>{who} goes to {box} and takes {card}</source>
        <translation>{who} vai ao box {box} e pega a carta {card}</translation>
    </message>
    <message>
        <source>{who} uses Free Entry at {box}</source>
        <translation>{who} usa Entrada Livre no box {box}</translation>
    </message>
    <message>
        <source>{who} goes to {box} (no card left)</source>
        <translation>{who} vai ao box {box} (sem carta)</translation>
    </message>
    <message numerus="yes">
        <source>{who} builds pen {pen} for %n coin</source>
        <comment>{who} builds pen {pen} for %n coins</comment>
        <translation>
            <numerusform>{who} ativa a baia {pen} por %n moeda</numerusform>
            <numerusform>{who} ativa a baia {pen} por %n moedas</numerusform>
        </translation>
    </message>
    <message>
        <source>{who} swaps 1 {give} for 1 {take}</source>
        <translation>{who} troca 1 ficha de {give} por 1 de {take}</translation>
    </message>
    <message>
        <source>{who} buys 2 food for 1 coin</source>
        <translation>{who} compra 2 fichas de ração por 1 moeda</translation>
    </message>
    <message>
        <source>{who} buys 1 food and 1 medicine for 1 coin</source>
        <translation>{who} compra 1 ficha de ração e 1 de medicamento por 1 moeda</translation>
    </message>
    <message>
        <source>{who} buys 2 medicine for 1 coin</source>
        <translation>{who} compra 2 fichas de medicamento por 1 moeda</translation>
    </message>
    <message>
        <source>{who} cures a {breed} into pen {pen}</source>
        <translation>{who} cura um {breed} e o coloca na baia {pen}</translation>
    </message>
    <message numerus="yes">
        <source>{who} sells a {breed} to the Dog Fair for %n coin</source>
        <comment>{who} sells a {breed} to the Dog Fair for %n coins</comment>
        <translation>
            <numerusform>{who} vende um {breed} para a Feira de Cães por %n moeda</numerusform>
            <numerusform>{who} vende um {breed} para a Feira de Cães por %n moedas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who} buys a {breed} for %n coin</source>
        <comment>{who} buys a {breed} for %n coins</comment>
        <translation>
            <numerusform>{who} compra um {breed} por %n moeda</numerusform>
            <numerusform>{who} compra um {breed} por %n moedas</numerusform>
        </translation>
    </message>
    <message>
        <source>{who} trades a {breed} for a {other}</source>
        <translation>{who} troca um {breed} por um {other}</translation>
    </message>
    <message>
        <source>{who} ends the action</source>
        <translation>{who} encerra a ação</translation>
    </message>
    <message>
        <source>{who} cannot feed pen {pen}: a {breed} falls sick</source>
        <translation>{who} não consegue alimentar a baia {pen}: um {breed} adoece</translation>
    </message>
    <message>
        <source>{who} pays the helper with 1 coin</source>
        <translation>{who} paga o ajudante com 1 moeda</translation>
    </message>
    <message>
        <source>{who} rehires the helper with a Helper card</source>
        <translation>{who} recontrata o ajudante com uma carta Ajudante</translation>
    </message>
    <message>
        <source>{who} rehires the helper with 1 coin</source>
        <translation>{who} recontrata o ajudante por 1 moeda</translation>
    </message>
    <message>
        <source>{who} does not rehire the helper</source>
        <translation>{who} não recontrata o ajudante</translation>
    </message>
    <message>
        <source>Phase 1 — {who} may buy gas (3 per coin)</source>
        <translation>Fase 1 — {who} pode comprar gasolina (3 por moeda)</translation>
    </message>
    <message>
        <source>Phase 1 — {who} drives, returns or stays home</source>
        <translation>Fase 1 — {who} move a pick-up, volta ou fica no canil</translation>
    </message>
    <message>
        <source>Phase 1 — {who} picks a return bonus token</source>
        <translation>Fase 1 — {who} escolhe a ficha de bônus por voltar</translation>
    </message>
    <message>
        <source>Phase 1 — {who} may play the Vet card</source>
        <translation>Fase 1 — {who} pode usar a carta Veterinário</translation>
    </message>
    <message>
        <source>Phase 1 — {who} makes room for the accepted dog</source>
        <translation>Fase 1 — {who} abre espaço para o cão aceito</translation>
    </message>
    <message>
        <source>Phase 1 — {who} arranges the pens</source>
        <translation>Fase 1 — {who} redistribui os cães nas baias</translation>
    </message>
    <message>
        <source>Phase 1 — {who} is offered a donated {breed}</source>
        <translation>Fase 1 — {who} recebe a oferta de um {breed} doado</translation>
    </message>
    <message>
        <source>Phase 2 — {who} places the first worker</source>
        <translation>Fase 2 — {who} coloca o primeiro meeple</translation>
    </message>
    <message>
        <source>Phase 2 — {who} places the second worker</source>
        <translation>Fase 2 — {who} coloca o segundo meeple</translation>
    </message>
    <message>
        <source>Phase 2 — {who} at {box}</source>
        <translation>Fase 2 — {who} no box {box}</translation>
    </message>
    <message>
        <source>Phase 3 — {who} lacks food: choose a hungry dog</source>
        <translation>Fase 3 — falta ração para {who}: escolha um cão faminto</translation>
    </message>
    <message>
        <source>Phase 3 — {who} pays or rehires the helper</source>
        <translation>Fase 3 — {who} paga ou recontrata o ajudante</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Fim de jogo</translation>
    </message>
    <message>
        <source>Setting up</source>
        <translation>Preparação</translation>
    </message>
    <message>
        <source>&apos;{action}&apos; is not possible now ({status})</source>
        <translation>isso não é possível agora ({status})</translation>
    </message>
    <message>
        <source>no player decides now</source>
        <translation>nenhum jogador decide agora</translation>
    </message>
    <message>
        <source>trucks only drive in Phase 1, on your driving turn</source>
        <translation>as pick-ups só se movem na Fase 1, na sua vez de mover</translation>
    </message>
    <message>
        <source>there is no such footprint space</source>
        <translation>esse espaço com pegadas não existe</translation>
    </message>
    <message>
        <source>that space holds no dog: a truck must stop where it rescues a dog</source>
        <translation>não há cão nesse espaço: a pick-up só para onde recolhe um cão</translation>
    </message>
    <message>
        <source>a truck may never stop on a block token</source>
        <translation>nenhuma pick-up pode parar numa ficha de bloqueio</translation>
    </message>
    <message>
        <source>another truck is already on that space</source>
        <translation>já há outra pick-up nesse espaço</translation>
    </message>
    <message>
        <source>your truck has not left the centre: stay home instead</source>
        <translation>sua pick-up ainda não saiu do centro: fique no canil</translation>
    </message>
    <message>
        <source>gas is bought at the start of Phase 1</source>
        <translation>a gasolina é comprada no início da Fase 1</translation>
    </message>
    <message numerus="yes">
        <source>you have %n coin</source>
        <comment>you have %n coins</comment>
        <translation>
            <numerusform>você tem %n moeda</numerusform>
            <numerusform>você tem %n moedas</numerusform>
        </translation>
    </message>
    <message>
        <source>you may only stay home before your truck drives</source>
        <translation>só é possível ficar no canil antes de mover a pick-up</translation>
    </message>
    <message>
        <source>dogs are only arranged at the end of Phase 1</source>
        <translation>os cães só são redistribuídos no final da Fase 1</translation>
    </message>
    <message>
        <source>no such breed or pen</source>
        <translation>essa raça ou baia não existe</translation>
    </message>
    <message>
        <source>no {breed} is waiting to be placed</source>
        <translation>nenhum {breed} está esperando uma baia</translation>
    </message>
    <message>
        <source>pen {pen} is not built yet</source>
        <translation>a baia {pen} ainda não está ativada</translation>
    </message>
    <message>
        <source>your dogs do not all fit: you must donate a dog first</source>
        <translation>seus cães não cabem todos: primeiro é preciso doar um cão</translation>
    </message>
    <message>
        <source>a pen holds at most 4 dogs</source>
        <translation>uma baia acomoda no máximo 4 cães</translation>
    </message>
    <message>
        <source>a pen may hold at most 2 breeds</source>
        <translation>uma baia pode ter no máximo 2 raças</translation>
    </message>
    <message>
        <source>each row holds at most 2 dogs of one breed: this pen cannot take it</source>
        <translation>cada fileira tem no máximo 2 cães da mesma raça: esta baia não o acomoda</translation>
    </message>
    <message>
        <source>then the other waiting dogs would no longer fit: lift a dog out of a pen first</source>
        <translation>aí os outros cães à espera não caberiam mais: primeiro tire um cão de uma baia</translation>
    </message>
    <message>
        <source>no more moves this turn: place the waiting dogs or arrange automatically</source>
        <translation>não há mais movimentos nesta vez: coloque os cães à espera ou redistribua automaticamente</translation>
    </message>
    <message>
        <source>every waiting dog must be placed in a pen first</source>
        <translation>primeiro todos os cães à espera precisam ir para uma baia</translation>
    </message>
    <message>
        <source>you may only donate when your healthy dogs cannot all fit in your built pens</source>
        <translation>só é possível doar quando seus cães sadios não cabem todos nas baias ativadas</translation>
    </message>
    <message>
        <source>workers are placed in Phase 2</source>
        <translation>os meeples são colocados na Fase 2</translation>
    </message>
    <message>
        <source>no such action box</source>
        <translation>esse box de ação não existe</translation>
    </message>
    <message>
        <source>you have no Free Entry card</source>
        <translation>você não tem carta Entrada Livre</translation>
    </message>
    <message>
        <source>Free Entry is only for a box that is already full</source>
        <translation>Entrada Livre é só para um box já lotado</translation>
    </message>
    <message numerus="yes">
        <source>{box} is full (%n worker per box)</source>
        <comment>{box} is full (%n workers per box)</comment>
        <translation>
            <numerusform>o box {box} está lotado (%n meeple por box)</numerusform>
            <numerusform>o box {box} está lotado (%n meeples por box)</numerusform>
        </translation>
    </message>
    <message>
        <source>take one of the cards above this box</source>
        <translation>Pegue uma das cartas acima deste box</translation>
    </message>
    <message>
        <source>all your pens are built</source>
        <translation>todas as suas baias já estão ativadas</translation>
    </message>
    <message>
        <source>you have no Discount card</source>
        <translation>você não tem carta Desconto</translation>
    </message>
    <message>
        <source>not enough coins to build a pen</source>
        <translation>moedas insuficientes para ativar uma baia</translation>
    </message>
    <message>
        <source>the Dog Fair pool is empty</source>
        <translation>não há cães à venda na Feira de Cães</translation>
    </message>
    <message numerus="yes">
        <source>a dog costs %n coin now</source>
        <comment>a dog costs %n coins now</comment>
        <translation>
            <numerusform>um cão custa %n moeda agora</numerusform>
            <numerusform>um cão custa %n moedas agora</numerusform>
        </translation>
    </message>
    <message>
        <source>that pen has no legal spot for this dog (dogs are not moved in Phase 2)</source>
        <translation>essa baia não tem espaço válido para este cão (na Fase 2 os cães não são redistribuídos)</translation>
    </message>
    <message>
        <source>that breed is not on the face-up Dog Fair card</source>
        <translation>essa raça não está na carta revelada da Feira de Cães</translation>
    </message>
    <message>
        <source>a sale takes no card, Trained Dog (1), Award-winning Dog (2) or both (3)</source>
        <translation>uma venda usa nenhuma carta, Cão Adestrado (1), Cão Premiado (2) ou as duas (3)</translation>
    </message>
    <message>
        <source>you have no Trained Dog card</source>
        <translation>você não tem carta Cão Adestrado</translation>
    </message>
    <message>
        <source>you have no Award-winning Dog card</source>
        <translation>você não tem carta Cão Premiado</translation>
    </message>
    <message>
        <source>curing a dog costs 1 medicine</source>
        <translation>curar um cão custa 1 ficha de medicamento</translation>
    </message>
    <message>
        <source>that pen has no legal spot for this dog</source>
        <translation>essa baia não tem espaço válido para este cão</translation>
    </message>
    <message>
        <source>{breed} (city dog) — sick: goes to the infirmary when brought home</source>
        <translation>{breed} (cão da cidade) — doente: vai para a enfermaria ao chegar ao canil</translation>
    </message>
    <message>
        <source>{breed} (country dog) — sick: goes to the infirmary when brought home</source>
        <translation>{breed} (cão do campo) — doente: vai para a enfermaria ao chegar ao canil</translation>
    </message>
    <message>
        <source>{breed} (city dog) — lost: goes to the Dog Fair and pays this space&apos;s reward</source>
        <translation>{breed} (cão da cidade) — perdido: vai para a Feira de Cães e paga a recompensa deste espaço</translation>
    </message>
    <message>
        <source>{breed} (country dog) — lost: goes to the Dog Fair and pays this space&apos;s reward</source>
        <translation>{breed} (cão do campo) — perdido: vai para a Feira de Cães e paga a recompensa deste espaço</translation>
    </message>
    <message>
        <source>{breed} (city dog)</source>
        <translation>{breed} (cão da cidade)</translation>
    </message>
    <message>
        <source>{breed} (country dog)</source>
        <translation>{breed} (cão do campo)</translation>
    </message>
    <message numerus="yes">
        <source>the garage holds at most {cap} gas: with {gas} gas you can buy at most %n coin of gas</source>
        <comment>the garage holds at most {cap} gas: with {gas} gas you can buy at most %n coins of gas</comment>
        <translation>
            <numerusform>a garagem guarda no máximo {cap} fichas de gasolina: com {gas} você pode comprar gasolina por no máximo %n moeda</numerusform>
            <numerusform>a garagem guarda no máximo {cap} fichas de gasolina: com {gas} você pode comprar gasolina por no máximo %n moedas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who} has no food and must choose %n hungry dog</source>
        <comment>{who} has no food and must choose %n hungry dogs</comment>
        <translation>
            <numerusform>{who} não tem ração e precisa escolher %n cão faminto</numerusform>
            <numerusform>{who} não tem ração e precisa escolher %n cães famintos</numerusform>
        </translation>
    </message>
    <message>
        <source>{who} has no pen to feed</source>
        <translation>{who} não tem baia para alimentar</translation>
    </message>
    <message>
        <source>you have no coins</source>
        <translation>você não tem moedas</translation>
    </message>
    <message>
        <source>the garage holds at most {cap} gas: with {gas} gas you cannot buy any</source>
        <translation>a garagem guarda no máximo {cap} fichas de gasolina: com {gas}, você não pode comprar mais</translation>
    </message>
    <message>
        <source>{who} cannot pay the helper, who leaves</source>
        <translation>{who} não pode pagar o ajudante, que vai embora</translation>
    </message>
    <message numerus="yes">
        <source>resources: %n gas/food/medicine token</source>
        <comment>resources: %n gas/food/medicine tokens</comment>
        <translation>
            <numerusform>recursos: %n ficha de gasolina/ração/medicamento</numerusform>
            <numerusform>recursos: %n fichas de gasolina/ração/medicamento</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>that drive costs %n gas and you have {gas}: you must keep 1 gas to return home</source>
        <comment>that drive costs %n gas and you have {gas}: you must keep 1 gas to return home</comment>
        <translation>
            <numerusform>esse trajeto custa %n de gasolina e você tem {gas}: é preciso guardar 1 ficha para voltar ao canil</numerusform>
            <numerusform>esse trajeto custa %n de gasolina e você tem {gas}: é preciso guardar 1 ficha para voltar ao canil</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Block token (2-player game): passing costs %n gas, no truck may stop here.</source>
        <comment>Block token (2-player game): passing costs %n gas, no truck may stop here.</comment>
        <translation>
            <numerusform>Ficha de bloqueio (partida com 2 jogadores): atravessar custa %n ficha de gasolina; nenhuma pick-up pode parar aqui.</numerusform>
            <numerusform>Ficha de bloqueio (partida com 2 jogadores): atravessar custa %n fichas de gasolina; nenhuma pick-up pode parar aqui.</numerusform>
        </translation>
    </message>
    <message>
        <source>The kennels are scored: {winners}.</source>
        <translation>Fim de jogo, pontuação dos canis: {winners}.</translation>
    </message>
</context>
</TS>
