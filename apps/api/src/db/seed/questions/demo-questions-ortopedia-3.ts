import type { DemoQuestion } from './demo-question-types.ts';

/** Ortopedia, part 3: trauma do membro superior (ombro, cotovelo, antebraço, punho e mão) e coluna. */
export const questions3: readonly DemoQuestion[] = [
  {
    subject: ['Trauma Ortopédico', 'Trauma do Membro Superior', 'Ombro e úmero'],
    statement:
      '<p>Homem, 32 anos, cai de bicicleta sobre o ombro direito. A radiografia mostra fratura do terço médio da clavícula com desvio de meia cortical, sem encurtamento. A pele está íntegra e o exame neurovascular é normal.</p><p>Qual o tratamento mais adequado?</p>',
    alternatives: [
      {
        text: 'Redução aberta e fixação com placa.',
        explanation: 'Incorreta: fratura pouco desviada consolida bem sem cirurgia, e a placa traz riscos próprios.',
      },
      { text: 'Fixação com haste intramedular.', explanation: 'Incorreta: não há indicação cirúrgica nesse caso.' },
      {
        text: 'Enfaixamento em oito por 12 semanas.',
        explanation:
          'Incorreta: a imobilização prolongada é desnecessária, e o enfaixamento em oito não é superior à tipoia.',
      },
      {
        text: 'Tipoia simples por 2 a 6 semanas, conforme a dor, com mobilização precoce.',
        explanation:
          'Correta: a maioria das fraturas do terço médio pouco desviadas consolida com tratamento conservador.',
      },
      { text: 'Fixador externo.', explanation: 'Incorreta: não tem papel nessa fratura.' },
    ],
    correct: 'D',
    explanation:
      '<p>A fratura do terço médio é a mais comum da clavícula. O tratamento é conservador na maioria dos casos. Indicações cirúrgicas absolutas são fratura exposta, pele sob ameaça, lesão neurovascular e ombro flutuante; desvio total com encurtamento maior que cerca de 2 cm é indicação relativa em adultos ativos, pelo maior risco de pseudartrose.</p>',
    source: { institution: 'SUS-SP', exam: 'Residência Médica R1 – Acesso Direto', year: 2016, board: 'VUNESP' },
  },
  {
    subject: ['Trauma Ortopédico', 'Trauma do Membro Superior', 'Ombro e úmero'],
    statement:
      '<p>Homem, 28 anos, cai sobre o ombro esquerdo durante partida de rúgbi. A radiografia mostra a clavícula distal muito elevada, com distância coracoclavicular cerca de três vezes maior que a do lado oposto; ao exame, a clavícula está subcutânea, com desinserção do deltoide e do trapézio.</p><p>Qual a classificação e a conduta?</p>',
    alternatives: [
      {
        text: 'Rockwood III; tipoia e fisioterapia.',
        explanation: 'Incorreta: no tipo III o desvio é de até 100%, sem desinserção muscular importante.',
      },
      {
        text: 'Rockwood II; gesso toracobraquial.',
        explanation: 'Incorreta: no tipo II os ligamentos coracoclaviculares estão íntegros e o desvio é pequeno.',
      },
      {
        text: 'Rockwood V; tratamento cirúrgico, com redução e reconstrução dos ligamentos coracoclaviculares.',
        explanation:
          'Correta: desvio de 100% a 300% com desinserção do deltoide e do trapézio caracteriza o tipo V, de tratamento cirúrgico.',
      },
      {
        text: 'Rockwood IV; ressecção isolada da clavícula distal.',
        explanation: 'Incorreta: no tipo IV a clavícula se desloca posteriormente, através do trapézio.',
      },
      {
        text: 'Rockwood V; infiltração com corticoide.',
        explanation: 'Incorreta: a infiltração não tem papel na lesão aguda.',
      },
    ],
    correct: 'C',
    explanation:
      '<p>Na classificação de Rockwood das luxações acromioclaviculares, os tipos I e II são tratados de forma conservadora. O tipo III é controverso, com tratamento inicial conservador na maioria. Os tipos IV (posterior), V (desvio superior de 100% a 300%, com desinserção muscular) e VI (inferior, subcoracoide) são cirúrgicos.</p>',
    source: {
      institution: 'SBOT',
      exam: 'Prova de Título TEOT (Título de Especialista em Ortopedia e Traumatologia, SBOT)',
      year: 2020,
      board: 'SBOT',
    },
  },
  {
    subject: ['Trauma Ortopédico', 'Trauma do Membro Superior', 'Ombro e úmero'],
    statement:
      '<p>Mulher, 80 anos, com baixa demanda funcional, sofre queda da própria altura e fratura do colo cirúrgico do úmero em duas partes, com desvio moderado.</p><p>Qual o tratamento mais adequado?</p>',
    alternatives: [
      {
        text: 'Artroplastia reversa do ombro.',
        explanation:
          'Incorreta: é opção em fraturas complexas de idosos, e não a primeira escolha em fratura de duas partes.',
      },
      {
        text: 'Tratamento conservador com tipoia e mobilização precoce.',
        explanation:
          'Correta: em idosos, o tratamento conservador tem resultados funcionais semelhantes aos da cirurgia na maioria das fraturas.',
      },
      {
        text: 'Haste intramedular bloqueada de urgência.',
        explanation: 'Incorreta: não há urgência nem benefício comprovado nesse perfil.',
      },
      {
        text: 'Placa bloqueada em todos os casos com qualquer desvio.',
        explanation: 'Incorreta: a cirurgia não mostrou superioridade em idosos e tem complicações próprias.',
      },
    ],
    correct: 'B',
    explanation:
      '<p>As fraturas do úmero proximal são típicas do idoso com osteoporose. Na classificação de Neer, uma parte é considerada desviada com mais de 1 cm de desvio ou 45° de angulação. Ensaios como o ProFHER não mostraram vantagem da cirurgia sobre o tratamento conservador na maioria das fraturas desviadas do idoso, que é tratada com tipoia e fisioterapia precoce.</p>',
    source: {
      institution: 'SBOT',
      exam: 'Prova de Título TEOT (Título de Especialista em Ortopedia e Traumatologia, SBOT)',
      year: 2024,
      board: 'SBOT',
    },
  },
  {
    subject: ['Trauma Ortopédico', 'Trauma do Membro Superior', 'Ombro e úmero'],
    statement:
      '<p>Homem, 35 anos, epiléptico, refere dor no ombro direito após crise convulsiva. O braço está em adução e rotação interna, e ele não consegue fazer rotação externa. A radiografia em AP mostra a cabeça umeral com aspecto de “lâmpada”.</p><p>Qual o diagnóstico?</p>',
    alternatives: [
      {
        text: 'Luxação anterior subcoracoide.',
        explanation:
          'Incorreta: na luxação anterior o braço fica em abdução e rotação externa, com perda do contorno do ombro.',
      },
      {
        text: 'Fratura do colo cirúrgico do úmero.',
        explanation: 'Incorreta: a fratura não explica o bloqueio da rotação externa com a imagem descrita.',
      },
      {
        text: 'Capsulite adesiva.',
        explanation: 'Incorreta: a capsulite tem início insidioso e não decorre de convulsão.',
      },
      {
        text: 'Ruptura aguda do manguito rotador.',
        explanation: 'Incorreta: a ruptura causa fraqueza, mas não bloqueio mecânico da rotação externa passiva.',
      },
      {
        text: 'Luxação posterior do ombro, a ser confirmada por perfil axilar ou tomografia.',
        explanation: 'Correta: convulsão ou choque elétrico, rotação interna fixa e sinal da lâmpada são típicos.',
      },
    ],
    correct: 'E',
    explanation:
      '<p>A luxação posterior do ombro é rara e frequentemente passa despercebida. Associa-se a convulsões e choque elétrico, pela contração dos rotadores internos. O braço fica em rotação interna fixa. Na radiografia em AP, a cabeça em rotação interna lembra uma lâmpada; o perfil axilar ou a tomografia confirmam e mostram a fratura-impacção anteromedial da cabeça (lesão de McLaughlin).</p>',
    source: { institution: 'USP-SP', exam: 'Residência Médica R1 – Acesso Direto', year: 2018, board: 'FUVEST' },
  },
  {
    subject: ['Trauma Ortopédico', 'Trauma do Membro Superior', 'Cotovelo e antebraço'],
    statement:
      '<p>Menino, 9 anos, cai com o braço estendido. A radiografia mostra fratura do terço proximal da ulna, com angulação anterior, e luxação anterior da cabeça do rádio.</p><p>Qual o diagnóstico e o nervo em risco?</p>',
    alternatives: [
      {
        text: 'Lesão de Monteggia tipo I de Bado; nervo interósseo posterior.',
        explanation:
          'Correta: fratura da ulna com luxação anterior da cabeça do rádio é o tipo I, o mais comum, e o interósseo posterior é o nervo mais lesado.',
      },
      {
        text: 'Fratura de Galeazzi; nervo ulnar.',
        explanation: 'Incorreta: a Galeazzi é fratura do rádio com lesão da articulação radioulnar distal.',
      },
      {
        text: 'Lesão de Essex-Lopresti; nervo mediano.',
        explanation: 'Incorreta: é fratura da cabeça do rádio com lesão da membrana interóssea e da radioulnar distal.',
      },
      {
        text: 'Lesão de Monteggia tipo II de Bado; nervo ulnar.',
        explanation: 'Incorreta: no tipo II a luxação da cabeça do rádio é posterior.',
      },
      {
        text: 'Fratura de Colles; nervo radial superficial.',
        explanation: 'Incorreta: a Colles é fratura do rádio distal com desvio dorsal.',
      },
    ],
    correct: 'A',
    explanation:
      '<p>A lesão de Monteggia associa fratura da ulna e luxação da cabeça do rádio. Bado a classifica pela direção da luxação: I anterior (mais comum), II posterior, III lateral e IV com fratura dos dois ossos. A linha radiocapitular deve passar pelo capítulo em todas as incidências. Na criança, a redução fechada da ulna costuma reduzir a cabeça do rádio; a luxação não diagnosticada tem tratamento difícil.</p>',
    source: { institution: 'UNIFESP', exam: 'Residência Médica R1 – Acesso Direto', year: 2021, board: 'VUNESP' },
  },
  {
    subject: ['Trauma Ortopédico', 'Trauma do Membro Superior', 'Cotovelo e antebraço'],
    statement:
      '<p>Homem, 30 anos, sofre fratura da diáfise do rádio na junção dos terços médio e distal, com a cabeça da ulna proeminente no dorso do punho.</p><p>Qual o diagnóstico e o tratamento?</p>',
    alternatives: [
      {
        text: 'Fratura de Galeazzi; gesso axilopalmar por 8 semanas.',
        explanation: 'Incorreta: no adulto, o tratamento conservador tem altas taxas de falha.',
      },
      {
        text: 'Fratura de Monteggia; placa na ulna.',
        explanation:
          'Incorreta: a Monteggia envolve ulna e cabeça do rádio, e não rádio e articulação radioulnar distal.',
      },
      {
        text: 'Fratura de Monteggia tipo III; redução incruenta.',
        explanation: 'Incorreta: o padrão descrito é de Galeazzi.',
      },
      {
        text: 'Fratura de Galeazzi; redução aberta e fixação do rádio com placa e avaliação intraoperatória da estabilidade da radioulnar distal.',
        explanation:
          'Correta: a fixação anatômica do rádio costuma reduzir a articulação radioulnar distal, cuja estabilidade deve ser testada.',
      },
    ],
    correct: 'D',
    explanation:
      '<p>A fratura de Galeazzi é a fratura da diáfise do rádio, em geral na junção dos terços médio e distal, com lesão da articulação radioulnar distal. Por ser instável, no adulto é tratada com redução aberta e placa no rádio. Se a radioulnar distal permanecer instável, faz-se fixação temporária com fios ou reparo ligamentar.</p>',
    source: {
      institution: 'SBOT',
      exam: 'Prova de Título TEOT (Título de Especialista em Ortopedia e Traumatologia, SBOT)',
      year: 2017,
      board: 'SBOT',
    },
  },
  {
    subject: ['Trauma Ortopédico', 'Trauma do Membro Superior', 'Cotovelo e antebraço'],
    statement: '<p>A chamada “tríade terrível” do cotovelo é composta por:</p>',
    alternatives: [
      {
        text: 'Luxação do cotovelo, fratura do olécrano e lesão do ligamento colateral medial.',
        explanation: 'Incorreta: o olécrano não faz parte da tríade.',
      },
      {
        text: 'Fratura do capítulo, fratura da cabeça do rádio e fratura do epicôndilo medial.',
        explanation: 'Incorreta: não descreve a lesão clássica.',
      },
      {
        text: 'Luxação posterior do cotovelo, fratura da cabeça do rádio e fratura do processo coronoide.',
        explanation: 'Correta: essa é a tríade terrível, muito instável e de tratamento cirúrgico.',
      },
      {
        text: 'Fratura supracondiliana, lesão do nervo mediano e lesão da artéria braquial.',
        explanation: 'Incorreta: descreve complicações da fratura supracondiliana da criança.',
      },
    ],
    correct: 'C',
    explanation:
      '<p>A tríade terrível associa luxação posterior do cotovelo, fratura da cabeça do rádio e fratura do processo coronoide, com lesão do complexo ligamentar lateral. É instável e costuma exigir fixação ou substituição da cabeça do rádio, fixação do coronoide quando indicada e reparo do complexo ligamentar lateral, com mobilização precoce.</p>',
    source: { institution: 'AMRIGS', exam: 'Residência Médica R1 – Acesso Direto', year: 2019, board: 'AMRIGS' },
  },
  {
    subject: ['Trauma Ortopédico', 'Trauma do Membro Superior', 'Cotovelo e antebraço'],
    statement:
      '<p>Homem, 50 anos, cai sobre o cotovelo e não consegue estendê-lo contra a gravidade. A radiografia mostra fratura transversa simples do olécrano, com afastamento de 4 mm.</p><p>Qual o tratamento mais indicado?</p>',
    alternatives: [
      {
        text: 'Gesso axilopalmar em extensão por 6 semanas.',
        explanation: 'Incorreta: a fratura desviada com perda da extensão ativa exige fixação.',
      },
      {
        text: 'Redução aberta e fixação com banda de tensão.',
        explanation: 'Correta: é a técnica clássica para fraturas transversas simples do olécrano.',
      },
      {
        text: 'Excisão do fragmento proximal e reinserção do tríceps em todos os casos.',
        explanation: 'Incorreta: é opção para idosos de baixa demanda com fragmento pequeno, e não regra geral.',
      },
      { text: 'Fixador externo.', explanation: 'Incorreta: não é usado nas fraturas fechadas simples do olécrano.' },
    ],
    correct: 'B',
    explanation:
      '<p>O olécrano recebe a inserção do tríceps, e fraturas desviadas comprometem a extensão do cotovelo. Nas fraturas transversas simples, a banda de tensão transforma a tração do tríceps em compressão na superfície articular. Fraturas cominutivas ou oblíquas exigem placa. Em idosos de baixa demanda, o tratamento conservador ou a excisão com reinserção do tríceps são alternativas.</p>',
    source: { institution: 'HCPA', exam: 'Residência Médica R1 – Acesso Direto', year: 2023, board: 'FAURGS' },
  },
  {
    subject: ['Trauma Ortopédico', 'Trauma do Membro Superior', 'Cotovelo e antebraço'],
    statement:
      '<p>Mulher, 30 anos, cai com a mão espalmada e sofre luxação posterior do cotovelo, sem fraturas associadas. Após a redução sob sedação, o cotovelo está estável em todo o arco de movimento, e o exame neurovascular é normal.</p><p>Qual a conduta mais adequada?</p>',
    alternatives: [
      {
        text: 'Gesso axilopalmar por 6 semanas.',
        explanation: 'Incorreta: a imobilização prolongada é a principal causa de rigidez após a luxação do cotovelo.',
      },
      {
        text: 'Reconstrução ligamentar aguda.',
        explanation: 'Incorreta: a luxação simples estável não exige cirurgia.',
      },
      {
        text: 'Fixador externo articulado.',
        explanation: 'Incorreta: reservado a instabilidades graves e persistentes.',
      },
      { text: 'Tração cutânea por 2 semanas.', explanation: 'Incorreta: não tem papel no tratamento.' },
      {
        text: 'Imobilização curta, de até cerca de uma semana, seguida de mobilização ativa precoce.',
        explanation:
          'Correta: a mobilização precoce reduz a rigidez sem aumentar a instabilidade nas luxações simples estáveis.',
      },
    ],
    correct: 'E',
    explanation:
      '<p>A luxação do cotovelo é a segunda luxação mais comum do adulto, em geral posterior. Quando simples (sem fraturas) e estável após a redução, trata-se com imobilização curta e mobilização ativa precoce. O principal problema é a perda de extensão, que aumenta com imobilizações acima de três semanas.</p>',
    source: {
      institution: 'SBOT',
      exam: 'Prova de Título TEOT (Título de Especialista em Ortopedia e Traumatologia, SBOT)',
      year: 2022,
      board: 'SBOT',
    },
  },
  {
    subject: ['Trauma Ortopédico', 'Trauma do Membro Superior', 'Punho e mão'],
    statement:
      '<p>Homem, 22 anos, cai com o punho em extensão e refere dor na tabaqueira anatômica. As radiografias do punho, incluindo a incidência para o escafoide, são normais.</p><p>Qual a conduta mais adequada?</p>',
    alternatives: [
      {
        text: 'Imobilizar o punho e solicitar ressonância magnética (ou repetir as radiografias em 10 a 14 dias).',
        explanation:
          'Correta: a fratura do escafoide pode não aparecer nas radiografias iniciais, e a suspeita clínica impõe investigação.',
      },
      {
        text: 'Alta sem imobilização, pois as radiografias são normais.',
        explanation: 'Incorreta: uma fratura não diagnosticada pode evoluir para pseudartrose e artrose.',
      },
      {
        text: 'Fixação percutânea imediata do escafoide.',
        explanation: 'Incorreta: não há diagnóstico de fratura que justifique cirurgia.',
      },
      {
        text: 'Infiltração com corticoide na tabaqueira anatômica.',
        explanation: 'Incorreta: não tem papel no trauma agudo.',
      },
    ],
    correct: 'A',
    explanation:
      '<p>O escafoide é o osso do carpo mais fraturado. Diante de dor na tabaqueira anatômica com radiografias normais, imobiliza-se o punho e confirma-se o diagnóstico com ressonância magnética, exame de maior acurácia precoce, ou com novas radiografias após 10 a 14 dias. A fratura não tratada pode evoluir para pseudartrose e artrose progressiva do punho.</p>',
    source: { institution: 'SES-DF', exam: 'Residência Médica R1 – Acesso Direto', year: 2021, board: 'Cebraspe' },
  },
  {
    subject: ['Trauma Ortopédico', 'Trauma do Membro Superior', 'Punho e mão'],
    statement: '<p>Por que o polo proximal do escafoide tem maior risco de osteonecrose após fratura da cintura?</p>',
    alternatives: [
      {
        text: 'Porque é irrigado exclusivamente pelo ligamento escafolunar.',
        explanation: 'Incorreta: a contribuição ligamentar é pequena e não é a principal fonte.',
      },
      {
        text: 'Porque é coberto por periósteo espesso, que impede a revascularização.',
        explanation:
          'Incorreta: o escafoide é quase todo recoberto por cartilagem, com pouca área para entrada de vasos.',
      },
      {
        text: 'Porque a irrigação é retrógrada: os ramos da artéria radial entram pela crista dorsal e pelo tubérculo distal, e o polo proximal depende do fluxo intraósseo que cruza a cintura.',
        explanation: 'Correta: a fratura da cintura interrompe o fluxo para o polo proximal.',
      },
      {
        text: 'Porque é irrigado pela artéria ulnar, lesada no mesmo trauma.',
        explanation: 'Incorreta: a irrigação principal vem da artéria radial.',
      },
      {
        text: 'Porque não tem cartilagem articular.',
        explanation: 'Incorreta: ao contrário, a maior parte de sua superfície é articular.',
      },
    ],
    correct: 'C',
    explanation:
      '<p>A irrigação do escafoide é retrógrada: cerca de 70% a 80% vem de ramos dorsais da artéria radial que entram pela crista dorsal, próximo à cintura, e o restante pelo tubérculo distal. O polo proximal, sem entrada vascular própria, depende do fluxo que cruza a cintura. Quanto mais proximal a fratura, maior o risco de osteonecrose e pseudartrose.</p>',
    source: {
      institution: 'SBOT',
      exam: 'Prova de Título TEOT (Título de Especialista em Ortopedia e Traumatologia, SBOT)',
      year: 2019,
      board: 'SBOT',
    },
  },
  {
    subject: ['Trauma Ortopédico', 'Trauma do Membro Superior', 'Punho e mão'],
    statement:
      '<p>Mulher, 60 anos, 6 semanas após fratura do rádio distal sem desvio tratada com gesso, refere que subitamente deixou de conseguir estender a articulação interfalângica do polegar.</p><p>Qual o diagnóstico mais provável?</p>',
    alternatives: [
      {
        text: 'Lesão do nervo interósseo posterior.',
        explanation:
          'Incorreta: causaria perda da extensão de vários dedos, e não apenas do polegar, e não teria início súbito tardio.',
      },
      {
        text: 'Ruptura do tendão flexor longo do polegar.',
        explanation:
          'Incorreta: causaria perda da flexão, e está associada sobretudo a placas volares mal posicionadas.',
      },
      {
        text: 'Síndrome da dor regional complexa.',
        explanation: 'Incorreta: causa dor e rigidez difusas, e não perda súbita de uma função tendínea.',
      },
      {
        text: 'Ruptura do tendão extensor longo do polegar.',
        explanation: 'Correta: é complicação clássica de fraturas do rádio distal sem desvio ou pouco desviadas.',
      },
      {
        text: 'Dedo em gatilho do polegar.',
        explanation: 'Incorreta: causa bloqueio e estalido na flexão e extensão, e não perda de extensão ativa.',
      },
    ],
    correct: 'D',
    explanation:
      '<p>A ruptura do extensor longo do polegar ocorre semanas após fraturas do rádio distal, paradoxalmente mais nas sem desvio, por isquemia e atrito do tendão junto ao tubérculo de Lister. O tratamento habitual é a transferência do extensor próprio do indicador. Na fratura com desvio dorsal (Colles), as complicações mais comuns são a consolidação viciosa e a síndrome do túnel do carpo.</p>',
    source: {
      institution: 'PSU-MG',
      exam: 'Residência Médica R1 – Acesso Direto',
      year: 2020,
      board: 'Instituto AOCP',
    },
  },
  {
    subject: ['Trauma Ortopédico', 'Trauma do Membro Superior', 'Punho e mão'],
    statement:
      '<p>Homem, 25 anos, procura o pronto-socorro 10 horas após uma briga, com ferida de 5 mm sobre a articulação metacarpofalângica do quarto dedo da mão direita, produzida ao socar a boca de outra pessoa.</p><p>Qual a conduta mais adequada?</p>',
    alternatives: [
      {
        text: 'Sutura primária e alta.',
        explanation: 'Incorreta: a sutura de mordedura humana sobre articulação aumenta o risco de artrite séptica.',
      },
      {
        text: 'Antibiótico apenas se surgirem sinais de infecção.',
        explanation: 'Incorreta: a profilaxia e a exploração estão indicadas pelo alto risco de infecção.',
      },
      {
        text: 'Cefalexina e sutura da ferida.',
        explanation:
          'Incorreta: a cefalexina não cobre adequadamente a <em>Eikenella corrodens</em> nem anaeróbios, e a ferida não deve ser suturada.',
      },
      {
        text: 'Radiografia e tala, sem antibiótico.',
        explanation: 'Incorreta: a radiografia é útil, mas não dispensa antibiótico e exploração.',
      },
      {
        text: 'Radiografia, exploração e lavagem cirúrgica da articulação e antibiótico que cubra <em>Eikenella corrodens</em> e anaeróbios (como amoxicilina-clavulanato), sem sutura primária.',
        explanation: 'Correta: é a conduta na lesão por soco na boca (“fight bite”).',
      },
    ],
    correct: 'E',
    explanation:
      '<p>A lesão por soco na boca atinge a articulação metacarpofalângica com o punho cerrado; ao estender os dedos, o trajeto do tendão extensor se desloca e esconde a lesão capsular. A flora oral (estreptococos, <em>S. aureus</em>, <em>Eikenella corrodens</em>, anaeróbios) causa artrite séptica grave. Indicam-se exploração, lavagem, ferida aberta e amoxicilina-clavulanato.</p>',
    source: { institution: 'Santa Casa-SP', exam: 'Residência Médica R1 – Acesso Direto', year: 2022, board: 'VUNESP' },
  },
  {
    subject: ['Trauma Ortopédico', 'Trauma do Membro Superior', 'Punho e mão'],
    statement: '<p>Na fratura de Bennett, qual é o mecanismo de desvio dos fragmentos?</p>',
    alternatives: [
      {
        text: 'O flexor longo do polegar desloca o fragmento volar distalmente.',
        explanation: 'Incorreta: o fragmento volar-ulnar permanece no lugar, preso por ligamento.',
      },
      {
        text: 'O abdutor longo do polegar traciona a diáfise do primeiro metacarpo em sentido proximal, dorsal e radial (com o adutor do polegar aduzindo-a), enquanto o fragmento volar-ulnar permanece fixo pelo ligamento oblíquo anterior.',
        explanation: 'Correta: é esse desequilíbrio que torna a fratura instável e geralmente cirúrgica.',
      },
      {
        text: 'O fragmento volar é deslocado pelo tendão do extensor curto do polegar.',
        explanation: 'Incorreta: o extensor curto do polegar insere-se na falange proximal e não fixa o fragmento.',
      },
      {
        text: 'Por ser extra-articular, não há forças deformantes relevantes.',
        explanation: 'Incorreta: a fratura de Bennett é intra-articular.',
      },
      {
        text: 'Trata-se de fratura cominutiva em Y ou T, sem fragmento dominante.',
        explanation: 'Incorreta: essa descrição corresponde à fratura de Rolando.',
      },
    ],
    correct: 'B',
    explanation:
      '<p>A fratura de Bennett é uma fratura-luxação intra-articular da base do primeiro metacarpo. O pequeno fragmento volar-ulnar fica preso ao trapézio pelo ligamento oblíquo anterior, e a diáfise é deslocada pelo abdutor longo do polegar e pelo adutor do polegar. O tratamento habitual é redução e fixação, percutânea ou aberta. A fratura de Rolando é a variante cominutiva.</p>',
    source: {
      institution: 'SBOT',
      exam: 'Prova de Título TEOT (Título de Especialista em Ortopedia e Traumatologia, SBOT)',
      year: 2016,
      board: 'SBOT',
    },
  },
  {
    subject: ['Ortopedia do Adulto', 'Coluna', 'Lombalgia e hérnia discal', 'Lombalgia aguda'],
    statement:
      '<p>Homem, 35 anos, refere dor lombar há 5 dias, iniciada após carregar peso, sem irradiação para os membros inferiores. Não tem febre, perda de peso, história de câncer nem alterações urinárias. O exame neurológico é normal.</p><p>Qual a conduta mais adequada?</p>',
    alternatives: [
      {
        text: 'Radiografia da coluna lombar para afastar fratura.',
        explanation:
          'Incorreta: sem sinais de alerta, a imagem não muda a conduta e não é recomendada nas primeiras semanas.',
      },
      {
        text: 'Ressonância magnética da coluna lombar.',
        explanation:
          'Incorreta: achados degenerativos são comuns em assintomáticos e levam a intervenções desnecessárias.',
      },
      {
        text: 'Orientação, manter-se ativo e analgésico ou anti-inflamatório por curto período, sem exame de imagem.',
        explanation: 'Correta: a lombalgia aguda inespecífica tem curso favorável e é tratada de forma conservadora.',
      },
      {
        text: 'Repouso absoluto no leito por 7 dias.',
        explanation: 'Incorreta: o repouso prolongado retarda a recuperação.',
      },
      {
        text: 'Opioide forte associado a benzodiazepínico por 4 semanas.',
        explanation: 'Incorreta: os riscos superam os benefícios nesse cenário.',
      },
    ],
    correct: 'C',
    explanation:
      '<p>A maioria das lombalgias agudas é inespecífica e melhora em poucas semanas. Na ausência de sinais de alerta, as diretrizes desaconselham exames de imagem e recomendam orientação, manutenção das atividades, calor local e analgesia de curta duração. O repouso no leito deve ser evitado.</p>',
    source: { institution: 'SUS-SP', exam: 'Residência Médica R1 – Acesso Direto', year: 2023, board: 'VUNESP' },
  },
  {
    subject: ['Ortopedia do Adulto', 'Coluna', 'Lombalgia e hérnia discal', 'Lombalgia aguda'],
    statement:
      '<p>Qual dos pacientes abaixo, com dor lombar, tem indicação de investigação com exame de imagem precoce?</p>',
    alternatives: [
      {
        text: 'Mulher, 62 anos, com antecedente de câncer de mama, com dor lombar progressiva há 4 semanas, que piora à noite.',
        explanation:
          'Correta: história de câncer com dor noturna progressiva é sinal de alerta para metástase vertebral.',
      },
      {
        text: 'Homem, 30 anos, com dor lombar após treino na academia há 3 dias, sem irradiação.',
        explanation: 'Incorreta: quadro mecânico agudo sem sinais de alerta.',
      },
      {
        text: 'Mulher, 40 anos, com lombalgia mecânica recorrente e exame neurológico normal.',
        explanation: 'Incorreta: a recorrência sem sinais de alerta não indica imagem precoce.',
      },
      {
        text: 'Homem, 45 anos, com dor lombar irradiada para a nádega há 1 semana, sem déficit neurológico.',
        explanation:
          'Incorreta: a dor referida para a nádega, sem déficit, é tratada inicialmente de forma conservadora.',
      },
      {
        text: 'Homem, 25 anos, com dor lombar após jogo de futebol, que melhora com repouso.',
        explanation: 'Incorreta: quadro mecânico típico, sem sinais de alerta.',
      },
    ],
    correct: 'A',
    explanation:
      '<p>Os sinais de alerta da lombalgia incluem história de câncer, perda de peso inexplicada, febre, imunossupressão ou uso de drogas injetáveis, trauma importante (ou menor em osteoporóticos), dor noturna ou em repouso progressiva, déficit neurológico progressivo e sintomas de cauda equina. História de câncer é o fator isolado de maior valor para neoplasia.</p>',
    source: { institution: 'USP-SP', exam: 'Residência Médica R1 – Acesso Direto', year: 2021, board: 'FUVEST' },
  },
  {
    subject: ['Ortopedia do Adulto', 'Coluna', 'Lombalgia e hérnia discal', 'Hérnia de disco lombar'],
    statement:
      '<p>Homem, 40 anos, com dor lombar irradiada para a face lateral da perna e o dorso do pé esquerdo, com fraqueza para a extensão do hálux. Os reflexos patelar e aquileu são normais.</p><p>Qual o nível e a raiz mais provavelmente acometidos por uma hérnia discal posterolateral?</p>',
    alternatives: [
      {
        text: 'L3-L4; raiz L4.',
        explanation: 'Incorreta: a raiz L4 causa dor na face medial da perna e reduz o reflexo patelar.',
      },
      {
        text: 'L5-S1; raiz S1.',
        explanation:
          'Incorreta: a raiz S1 causa dor na face posterior e na borda lateral do pé e reduz o reflexo aquileu.',
      },
      {
        text: 'L4-L5; raiz L4.',
        explanation: 'Incorreta: a hérnia posterolateral L4-L5 comprime a raiz que desce, L5, e não a que sai.',
      },
      {
        text: 'L4-L5; raiz L5.',
        explanation:
          'Correta: dor no dorso do pé e fraqueza do extensor longo do hálux, com reflexos normais, indicam L5.',
      },
      { text: 'L3-L4; raiz L3.', explanation: 'Incorreta: L3 causa dor na face anterior da coxa.' },
    ],
    correct: 'D',
    explanation:
      '<p>A hérnia posterolateral, a mais comum, comprime a raiz que desce para o forame abaixo: em L4-L5, a raiz L5; em L5-S1, a raiz S1. A raiz L5 causa dor na face lateral da perna e no dorso do pé e fraqueza do extensor longo do hálux, sem reflexo específico. A S1 reduz o reflexo aquileu e a flexão plantar; a L4 reduz o reflexo patelar.</p>',
    source: { institution: 'AMRIGS', exam: 'Residência Médica R1 – Acesso Direto', year: 2016, board: 'AMRIGS' },
  },
  {
    subject: ['Ortopedia do Adulto', 'Coluna', 'Lombalgia e hérnia discal', 'Hérnia de disco lombar'],
    statement: '<p>Uma hérnia discal foraminal (extremolateral) no nível L4-L5 comprime, em geral, qual raiz?</p>',
    alternatives: [
      { text: 'L5.', explanation: 'Incorreta: a L5 é comprimida pela hérnia posterolateral L4-L5, no canal.' },
      { text: 'L4.', explanation: 'Correta: a hérnia foraminal atinge a raiz que sai pelo forame naquele nível.' },
      { text: 'S1.', explanation: 'Incorreta: a S1 é comprimida por hérnias posterolaterais L5-S1.' },
      { text: 'L3.', explanation: 'Incorreta: a L3 sai pelo forame L3-L4.' },
      {
        text: 'Cauda equina.',
        explanation: 'Incorreta: a síndrome da cauda equina decorre de grandes hérnias centrais.',
      },
    ],
    correct: 'B',
    explanation:
      '<p>No canal lombar, a raiz de um nível sai pelo forame logo abaixo do pedículo da vértebra de mesmo número: L4 sai pelo forame L4-L5. A hérnia posterolateral comprime a raiz que desce (L5), enquanto a foraminal ou extremolateral comprime a raiz que sai (L4). A radiculopatia L4 causa dor na face anterior da coxa e medial da perna, fraqueza do quadríceps e redução do reflexo patelar.</p>',
    source: {
      institution: 'SBOT',
      exam: 'Prova de Título TEOT (Título de Especialista em Ortopedia e Traumatologia, SBOT)',
      year: 2023,
      board: 'SBOT',
    },
  },
  {
    subject: ['Ortopedia do Adulto', 'Coluna', 'Lombalgia e hérnia discal', 'Síndrome da cauda equina'],
    statement:
      '<p>Homem, 45 anos, com lombociatalgia bilateral há 3 dias, evolui com retenção urinária há 12 horas, anestesia em sela e redução do tônus do esfíncter anal.</p><p>Qual a conduta?</p>',
    alternatives: [
      {
        text: 'Anti-inflamatório e reavaliação em 2 semanas.',
        explanation:
          'Incorreta: a síndrome da cauda equina é emergência, e o atraso piora o prognóstico esfincteriano.',
      },
      { text: 'Fisioterapia motora.', explanation: 'Incorreta: não trata a compressão.' },
      {
        text: 'Corticoide oral e ressonância eletiva.',
        explanation: 'Incorreta: a imagem e a descompressão são urgentes.',
      },
      { text: 'Infiltração peridural com corticoide.', explanation: 'Incorreta: não é tratamento da cauda equina.' },
      {
        text: 'Ressonância magnética de urgência e descompressão cirúrgica o mais cedo possível.',
        explanation:
          'Correta: a descompressão precoce, idealmente em até 48 horas, melhora os resultados esfincterianos e motores.',
      },
    ],
    correct: 'E',
    explanation:
      '<p>A síndrome da cauda equina decorre, em geral, de hérnia discal central volumosa. Os sinais são retenção ou incontinência urinária, anestesia em sela, disfunção sexual e ciática bilateral. Exige ressonância de urgência e descompressão cirúrgica sem demora; o prognóstico é pior quando a retenção urinária já está estabelecida.</p>',
    source: { institution: 'UNIFESP', exam: 'Residência Médica R1 – Acesso Direto', year: 2025, board: 'VUNESP' },
  },
  {
    subject: ['Ortopedia do Adulto', 'Coluna', 'Estenose e espondilolistese'],
    statement:
      '<p>Homem, 68 anos, refere dor nas nádegas e nas pernas ao caminhar, que melhora ao sentar ou ao inclinar o tronco para frente, como ao se apoiar no carrinho do supermercado. Consegue pedalar sem dor. Os pulsos pediosos são normais.</p><p>Qual o diagnóstico mais provável?</p>',
    alternatives: [
      {
        text: 'Claudicação vascular por doença arterial periférica.',
        explanation:
          'Incorreta: a claudicação vascular melhora ao parar em pé, ocorre também ao pedalar e cursa com pulsos reduzidos.',
      },
      {
        text: 'Hérnia discal aguda.',
        explanation: 'Incorreta: costuma causar dor radicular que piora ao sentar e à flexão.',
      },
      {
        text: 'Estenose do canal lombar, com claudicação neurogênica.',
        explanation: 'Correta: a flexão do tronco aumenta o diâmetro do canal e alivia os sintomas.',
      },
      {
        text: 'Síndrome do piriforme.',
        explanation:
          'Incorreta: causa dor glútea com irritação do ciático, sem relação com a postura do tronco ao caminhar.',
      },
    ],
    correct: 'C',
    explanation:
      '<p>A estenose do canal lombar, degenerativa no idoso, causa claudicação neurogênica: dor, parestesia e fraqueza nas pernas ao caminhar ou ficar em pé, que melhoram com a flexão lombar. A extensão estreita o canal. Com pulsos normais e ausência de dor ao pedalar, a origem vascular é pouco provável. O tratamento inicial é conservador; a descompressão é indicada nos casos refratários ou com déficit.</p>',
    source: { institution: 'HCPA', exam: 'Residência Médica R1 – Acesso Direto', year: 2018, board: 'FAURGS' },
  },
  {
    subject: ['Ortopedia do Adulto', 'Coluna', 'Estenose e espondilolistese'],
    statement:
      '<p>Menina, 14 anos, ginasta, refere dor lombar que piora com a hiperextensão do tronco. A radiografia oblíqua da coluna lombar mostra o sinal do “cão escocês com coleira”.</p><p>Qual o diagnóstico?</p>',
    alternatives: [
      {
        text: 'Espondilólise: defeito da <em>pars interarticularis</em>, mais comum em L5.',
        explanation: 'Correta: a “coleira” no pescoço do cão escocês representa o defeito da pars.',
      },
      {
        text: 'Espondilolistese degenerativa de L4-L5.',
        explanation: 'Incorreta: ocorre em adultos mais velhos, sobretudo mulheres, sem defeito da pars.',
      },
      { text: 'Doença de Scheuermann.', explanation: 'Incorreta: é cifose torácica rígida com acunhamento vertebral.' },
      {
        text: 'Espondilodiscite.',
        explanation:
          'Incorreta: cursaria com dor contínua, sinais infecciosos e destruição do disco e das placas vertebrais.',
      },
    ],
    correct: 'A',
    explanation:
      '<p>A espondilólise é uma fratura por estresse da <em>pars interarticularis</em>, mais comum em L5 e em esportes com hiperextensão repetida, como ginástica e futebol. Pode evoluir para espondilolistese ístmica L5-S1, graduada por Meyerding. O tratamento inicial é afastamento das atividades, fisioterapia e, às vezes, órtese; a cirurgia fica para os casos refratários ou com escorregamento de alto grau.</p>',
    source: {
      institution: 'SBOT',
      exam: 'Prova de Título TEOT (Título de Especialista em Ortopedia e Traumatologia, SBOT)',
      year: 2020,
      board: 'SBOT',
    },
  },
  {
    subject: ['Ortopedia do Adulto', 'Coluna', 'Trauma raquimedular'],
    statement:
      '<p>Homem, 24 anos, com trauma raquimedular torácico após queda de moto, não tem função motora nem sensibilidade abaixo de T10, incluindo os segmentos sacrais. Após 36 horas, o reflexo bulbocavernoso retorna, e o quadro neurológico permanece inalterado.</p><p>Qual a interpretação?</p>',
    alternatives: [
      {
        text: 'A lesão medular é incompleta.',
        explanation: 'Incorreta: não há preservação sacral, critério que define a lesão incompleta.',
      },
      {
        text: 'O choque neurogênico foi resolvido.',
        explanation:
          'Incorreta: choque neurogênico é o quadro hemodinâmico de hipotensão e bradicardia, e não é avaliado por esse reflexo.',
      },
      {
        text: 'Espera-se recuperação neurológica completa.',
        explanation: 'Incorreta: a persistência do déficit após o fim do choque medular indica mau prognóstico.',
      },
      {
        text: 'Terminou o choque medular; persistindo a ausência de função abaixo do nível, inclusive sacral, a lesão é completa e o prognóstico de recuperação é ruim.',
        explanation:
          'Correta: o retorno do reflexo bulbocavernoso marca o fim do choque medular e permite classificar a lesão.',
      },
    ],
    correct: 'D',
    explanation:
      '<p>O choque medular é a perda transitória de toda a função e dos reflexos abaixo da lesão, em geral por 24 a 72 horas. O retorno do reflexo bulbocavernoso indica seu fim. A lesão é completa (ASIA A) quando não há preservação sensitiva ou motora nos segmentos sacrais S4-S5. O choque neurogênico, diferente, é a hipotensão com bradicardia por perda do tônus simpático nas lesões acima de T6.</p>',
    source: { institution: 'SES-DF', exam: 'Residência Médica R1 – Acesso Direto', year: 2022, board: 'Cebraspe' },
  },
  {
    subject: ['Ortopedia do Adulto', 'Coluna', 'Trauma raquimedular'],
    statement:
      '<p>Homem, 72 anos, com espondilose cervical, sofre queda com hiperextensão do pescoço. Apresenta fraqueza muito mais intensa nos membros superiores que nos inferiores, com alterações sensitivas variáveis. A tomografia não mostra fratura.</p><p>Qual a síndrome medular?</p>',
    alternatives: [
      {
        text: 'Síndrome medular anterior.',
        explanation:
          'Incorreta: causa perda motora e da dor e temperatura com preservação da propriocepção, e tem pior prognóstico.',
      },
      {
        text: 'Síndrome medular central.',
        explanation:
          'Correta: típica do idoso com canal estreito e hiperextensão, com predomínio nos membros superiores.',
      },
      {
        text: 'Síndrome de Brown-Séquard.',
        explanation: 'Incorreta: causa déficit motor ipsilateral e perda da dor e temperatura contralateral.',
      },
      {
        text: 'Síndrome da cauda equina.',
        explanation: 'Incorreta: decorre de lesão abaixo do cone medular, na coluna lombar.',
      },
      {
        text: 'Síndrome do cone medular.',
        explanation: 'Incorreta: ocorre na transição toracolombar, com disfunção esfincteriana.',
      },
    ],
    correct: 'B',
    explanation:
      '<p>A síndrome medular central é a síndrome medular incompleta mais comum. Ocorre tipicamente em idosos com espondilose cervical após hiperextensão, muitas vezes sem fratura. A fraqueza predomina nos braços e sobretudo nas mãos, classicamente atribuída à disposição mais central das fibras dos membros superiores na medula. O prognóstico de recuperação da marcha é relativamente bom.</p>',
    source: {
      institution: 'SBOT',
      exam: 'Prova de Título TEOT (Título de Especialista em Ortopedia e Traumatologia, SBOT)',
      year: 2021,
      board: 'SBOT',
    },
  },
  {
    subject: ['Ortopedia do Adulto', 'Coluna', 'Trauma raquimedular'],
    statement:
      '<p>Mulher, 30 anos, passageira do banco traseiro com cinto abdominal de dois pontos, sofre colisão frontal. Apresenta equimose em faixa no abdome e dor lombar. A tomografia mostra fratura de traço horizontal que atravessa o corpo vertebral, os pedículos e o processo espinhoso de L1.</p><p>Qual o diagnóstico e a lesão associada a investigar?</p>',
    alternatives: [
      {
        text: 'Fratura por explosão; lesão da aorta torácica.',
        explanation: 'Incorreta: a fratura por explosão decorre de compressão axial, com retropulsão de fragmentos.',
      },
      {
        text: 'Fratura por compressão anterior simples; fratura de calcâneo.',
        explanation: 'Incorreta: a compressão simples não tem traço horizontal através dos elementos posteriores.',
      },
      {
        text: 'Luxação facetária; lesão da artéria vertebral.',
        explanation: 'Incorreta: a artéria vertebral se relaciona com lesões cervicais.',
      },
      {
        text: 'Fratura de Jefferson; lesão medular alta.',
        explanation: 'Incorreta: a fratura de Jefferson acomete o atlas (C1).',
      },
      {
        text: 'Fratura de Chance, por flexão-distração; lesão de víscera oca abdominal.',
        explanation:
          'Correta: o cinto abdominal atua como fulcro, e as lesões intestinais e mesentéricas são frequentes.',
      },
    ],
    correct: 'E',
    explanation:
      '<p>A fratura de Chance resulta de flexão-distração em torno de um fulcro anterior, classicamente o cinto abdominal, e ocorre na transição toracolombar. O traço horizontal atravessa as três colunas. Associa-se a lesões de vísceras ocas (intestino, mesentério) em boa parte dos casos, o que exige investigação abdominal ativa.</p>',
    source: { institution: 'USP-SP', exam: 'Residência Médica R1 – Acesso Direto', year: 2026, board: 'FUVEST' },
  },
  {
    subject: ['Ortopedia do Adulto', 'Coluna', 'Escoliose e deformidades'],
    statement:
      '<p>Menina, 12 anos, pré-menarca, com escoliose idiopática do adolescente. A radiografia mostra curva torácica direita de 30° de Cobb e Risser 0.</p><p>Qual a conduta mais adequada?</p>',
    alternatives: [
      {
        text: 'Colete (órtese toracolombossacra) em uso diário prolongado, com seguimento radiográfico.',
        explanation: 'Correta: curvas de 25° a 40° em pacientes com crescimento restante têm indicação de órtese.',
      },
      {
        text: 'Apenas observação com radiografias anuais.',
        explanation:
          'Incorreta: com grande potencial de crescimento e curva acima de 25°, o risco de progressão é alto.',
      },
      { text: 'Artrodese da coluna.', explanation: 'Incorreta: a cirurgia é indicada para curvas acima de 45° a 50°.' },
      {
        text: 'Fisioterapia isolada, que corrige a curva.',
        explanation:
          'Incorreta: exercícios podem complementar, mas não substituem a órtese nem corrigem a curva estruturada.',
      },
    ],
    correct: 'A',
    explanation:
      '<p>O tratamento da escoliose idiopática do adolescente depende da magnitude da curva e do crescimento restante (Risser, menarca). Em geral: observação abaixo de 20° a 25°; colete de 25° a 40° em pacientes imaturos; cirurgia acima de 45° a 50°. O estudo BrAIST mostrou que a órtese reduz a progressão para níveis cirúrgicos, com efeito proporcional às horas de uso.</p>',
    source: {
      institution: 'SBOT',
      exam: 'Prova de Título TEOT (Título de Especialista em Ortopedia e Traumatologia, SBOT)',
      year: 2018,
      board: 'SBOT',
    },
  },
];
