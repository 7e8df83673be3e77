import type { DemoQuestion } from './demo-question-types.ts';

/** Cirurgia vascular, part 1: doença arterial obstrutiva, isquemia aguda, carótidas e isquemia visceral. */
export const questions1: readonly DemoQuestion[] = [
  {
    subject: [
      'Doenças Arteriais',
      'Doença Arterial Obstrutiva Periférica',
      'Doença arterial periférica',
      'Diagnóstico e classificação',
    ],
    statement:
      '<p>Homem, 68 anos, tabagista (40 maços-ano) e hipertenso, refere dor em panturrilha direita ao caminhar cerca de 150 metros, que melhora após 2 a 3 minutos de repouso em pé. Ao exame, pulso femoral direito presente, poplíteo e distais ausentes à direita; pulsos normais à esquerda. ITB direito 0,62 e esquerdo 1,02.</p><p>Qual a classificação de Fontaine e o segmento arterial mais provavelmente acometido?</p>',
    alternatives: [
      {
        text: 'Fontaine IIa; segmento aortoilíaco direito.',
        explanation:
          'Incorreta: a distância é inferior a 200 m (IIb), e o pulso femoral presente afasta doença aortoilíaca significativa.',
      },
      {
        text: 'Fontaine IIb; segmento femoropoplíteo direito.',
        explanation:
          'Correta: claudicação para menos de 200 m é IIb, e dor em panturrilha com femoral presente e poplíteo ausente localiza a lesão no segmento femoropoplíteo.',
      },
      {
        text: 'Fontaine III; segmento femoropoplíteo direito.',
        explanation: 'Incorreta: Fontaine III é dor isquêmica em repouso, ausente neste paciente.',
      },
      {
        text: 'Fontaine IIb; segmento aortoilíaco direito.',
        explanation: 'Incorreta: a doença aortoilíaca reduziria o pulso femoral e costuma causar dor em coxa e nádega.',
      },
      {
        text: 'Fontaine IV; segmento infrapoplíteo direito.',
        explanation:
          'Incorreta: Fontaine IV exige lesão trófica (úlcera ou gangrena), e a perda do pulso poplíteo aponta para doença mais proximal.',
      },
    ],
    correct: 'B',
    explanation:
      '<p>Na classificação de Fontaine, o estágio II é a claudicação intermitente, dividida em IIa (mais de 200 m) e IIb (menos de 200 m). O território da dor e o último pulso palpável indicam o nível da obstrução: dor em panturrilha com femoral presente e poplíteo ausente sugere oclusão da artéria femoral superficial, o segmento mais acometido na DAP. O ITB de 0,62 confirma a doença (ITB ≤ 0,90).</p>',
    source: { institution: 'SUS-SP', exam: 'Residência Médica R1 – Acesso Direto', year: 2019, board: 'VUNESP' },
  },
  {
    subject: [
      'Doenças Arteriais',
      'Doença Arterial Obstrutiva Periférica',
      'Doença arterial periférica',
      'Diagnóstico e classificação',
    ],
    statement:
      '<p>Em um ambulatório de cirurgia vascular, foram obtidas as seguintes pressões sistólicas (mmHg) de um paciente claudicante:</p><ul><li>Braquial direita 150; braquial esquerda 130.</li><li>Membro inferior direito: tibial posterior 90; pediosa 75.</li><li>Membro inferior esquerdo: tibial posterior 120; pediosa 135.</li></ul><p>Os índices tornozelo-braquiais (ITB) direito e esquerdo são, respectivamente:</p>',
    alternatives: [
      {
        text: '0,50 e 0,80.',
        explanation: 'Incorreta: usa a menor pressão do tornozelo de cada lado, o que superestima a gravidade.',
      },
      {
        text: '0,58 e 0,92.',
        explanation:
          'Incorreta: divide pela menor pressão braquial (130 mmHg); o denominador é a maior pressão braquial.',
      },
      {
        text: '0,69 e 1,04.',
        explanation: 'Incorreta: combina a pressão braquial errada (a menor) com as pressões do tornozelo.',
      },
      {
        text: '0,50 e 0,90.',
        explanation:
          'Incorreta: à direita, usou-se a menor pressão do tornozelo (pediosa); o numerador é a maior das duas.',
      },
      {
        text: '0,60 e 0,90.',
        explanation:
          'Correta: à direita 90/150 = 0,60; à esquerda 135/150 = 0,90, ambos com a maior pressão do tornozelo sobre a maior braquial.',
      },
    ],
    correct: 'E',
    explanation:
      '<p>No cálculo padronizado do ITB, o numerador de cada membro é a maior pressão sistólica entre tibial posterior e pediosa daquele lado, e o denominador é a maior pressão braquial entre os dois braços. Usar o braço de menor pressão mascara uma estenose de subclávia e distorce o índice. ITB ≤ 0,90 confirma DAP; 0,91 a 0,99 é limítrofe.</p>',
    source: { institution: 'UNIFESP', exam: 'Residência Médica R1 – Acesso Direto', year: 2021, board: 'VUNESP' },
  },
  {
    subject: [
      'Doenças Arteriais',
      'Doença Arterial Obstrutiva Periférica',
      'Doença arterial periférica',
      'Diagnóstico e classificação',
    ],
    statement:
      '<p>Mulher, 66 anos, diabética há 20 anos e com doença renal crônica em tratamento conservador, queixa-se de claudicação em panturrilhas. Pulsos pediosos e tibiais posteriores não palpáveis. O ITB é de 1,55 bilateralmente, com manguito que não colaba a artéria mesmo em pressões elevadas.</p><p>Qual o próximo passo mais adequado na investigação?</p>',
    alternatives: [
      {
        text: 'Considerar a DAP excluída, pois o ITB está acima de 0,90.',
        explanation:
          'Incorreta: ITB acima de 1,40 indica artérias incompressíveis e não tem valor diagnóstico; não exclui DAP.',
      },
      {
        text: 'Solicitar arteriografia digital dos membros inferiores imediatamente.',
        explanation:
          'Incorreta: exame invasivo e com contraste nefrotóxico, reservado ao planejamento de revascularização.',
      },
      {
        text: 'Medir a pressão do hálux e calcular o índice hálux-braquial.',
        explanation:
          'Correta: as artérias digitais raramente calcificam, e um índice hálux-braquial abaixo de 0,70 confirma a DAP.',
      },
      {
        text: 'Repetir o ITB após 6 meses de uso de estatina.',
        explanation:
          'Incorreta: a calcificação da média não regride com estatina, e adiar o diagnóstico não se justifica.',
      },
    ],
    correct: 'C',
    explanation:
      '<p>Diabetes e doença renal crônica causam calcificação da camada média (esclerose de Mönckeberg), que torna as artérias incompressíveis e eleva falsamente o ITB acima de 1,30 a 1,40. Nesses casos usam-se a pressão e o índice hálux-braquial (anormal se menor que 0,70), a análise das ondas ao Doppler ou a oximetria transcutânea. O ITB elevado também é, por si, marcador de maior risco cardiovascular.</p>',
    source: { institution: 'HCPA', exam: 'R3 – Cirurgia Vascular', year: 2022, board: 'AMRIGS' },
  },
  {
    subject: [
      'Doenças Arteriais',
      'Doença Arterial Obstrutiva Periférica',
      'Doença arterial periférica',
      'Diagnóstico e classificação',
    ],
    statement:
      '<p>Homem, 71 anos, refere dor em ambas as coxas e pernas ao caminhar cerca de 100 metros e também ao permanecer em pé por tempo prolongado. A dor só alivia quando se senta ou flexiona o tronco para frente; parado em pé, não melhora. Pulsos femorais, poplíteos e distais amplos e simétricos; ITB de 1,08 bilateralmente.</p><p>Qual a hipótese diagnóstica mais provável?</p>',
    alternatives: [
      {
        text: 'Estenose do canal lombar (pseudoclaudicação neurogênica).',
        explanation:
          'Correta: dor desencadeada também pela posição ortostática e aliviada pela flexão do tronco, com pulsos e ITB normais, caracteriza a claudicação neurogênica.',
      },
      {
        text: 'Doença oclusiva aortoilíaca bilateral.',
        explanation: 'Incorreta: reduziria os pulsos femorais e o ITB, e a dor cederia com o repouso em pé.',
      },
      {
        text: 'Síndrome compartimental crônica de esforço.',
        explanation: 'Incorreta: ocorre em atletas jovens e não é provocada pela simples posição em pé.',
      },
      {
        text: 'Claudicação venosa por obstrução iliofemoral.',
        explanation:
          'Incorreta: a claudicação venosa é uma dor em peso com edema, que melhora com a elevação do membro, e não com a flexão do tronco.',
      },
      {
        text: 'Doença femoropoplítea bilateral com ITB falsamente normal.',
        explanation:
          'Incorreta: os pulsos distais palpáveis e a ausência de fatores de calcificação tornam essa hipótese improvável.',
      },
    ],
    correct: 'A',
    explanation:
      '<p>A pseudoclaudicação por estenose do canal lombar é o principal diagnóstico diferencial da claudicação arterial. Na arterial, a dor é reprodutível com a mesma distância e cede com poucos minutos de repouso, mesmo em pé; na neurogênica, surge também ao ficar em pé e alivia ao sentar ou flexionar a coluna, que amplia o canal. Pulsos e ITB normais em repouso, num quadro típico, direcionam a investigação para a coluna.</p>',
    source: { institution: 'USP-SP', exam: 'Residência Médica R1 – Acesso Direto', year: 2018, board: 'FUVEST' },
  },
  {
    subject: [
      'Doenças Arteriais',
      'Doença Arterial Obstrutiva Periférica',
      'Doença arterial periférica',
      'Diagnóstico e classificação',
    ],
    statement:
      '<p>Paciente de 74 anos, com DAP conhecida, apresenta úlcera seca de 1 cm na polpa do segundo pododáctilo esquerdo, sem exposição óssea, e pulsos distais ausentes. Não há dor em repouso fora da lesão nem infecção.</p><p>Esse quadro corresponde, nas classificações de Rutherford e de Fontaine, respectivamente, a:</p>',
    alternatives: [
      {
        text: 'Rutherford 4 e Fontaine III.',
        explanation: 'Incorreta: essas categorias correspondem à dor isquêmica em repouso, sem perda tecidual.',
      },
      {
        text: 'Rutherford 6 e Fontaine IV.',
        explanation: 'Incorreta: Rutherford 6 é perda tecidual maior, que se estende acima do nível transmetatarsiano.',
      },
      {
        text: 'Rutherford 5 e Fontaine III.',
        explanation: 'Incorreta: a presença de lesão trófica classifica o paciente como Fontaine IV.',
      },
      {
        text: 'Rutherford 5 e Fontaine IV.',
        explanation:
          'Correta: úlcera ou gangrena focal sem comprometer o antepé é perda tecidual menor (Rutherford 5), e qualquer lesão trófica é Fontaine IV.',
      },
      {
        text: 'Rutherford 3 e Fontaine IIb.',
        explanation: 'Incorreta: essas categorias descrevem claudicação grave, sem lesão.',
      },
    ],
    correct: 'D',
    explanation:
      '<p>Rutherford: 0 assintomático; 1 a 3 claudicação leve, moderada e grave; 4 dor em repouso; 5 perda tecidual menor; 6 perda tecidual maior. Fontaine: I assintomático; IIa e IIb claudicação; III dor em repouso; IV úlcera ou gangrena. Os estágios Rutherford 4 a 6 (Fontaine III e IV) definem a isquemia crônica que ameaça o membro (CLTI), que exige avaliação para revascularização.</p>',
    source: {
      institution: 'PSU-MG',
      exam: 'Residência Médica R1 – Acesso Direto',
      year: 2020,
      board: 'Instituto AOCP',
    },
  },
  {
    subject: [
      'Doenças Arteriais',
      'Doença Arterial Obstrutiva Periférica',
      'Doença arterial periférica',
      'Tratamento clínico',
    ],
    statement:
      '<p>Homem, 62 anos, tabagista ativo, dislipidêmico, com claudicação em panturrilha esquerda a 300 metros que pouco interfere em suas atividades. ITB esquerdo 0,78. Duplex: oclusão curta da artéria femoral superficial com boa reentrada poplítea.</p><p>Qual a conduta inicial mais adequada?</p>',
    alternatives: [
      {
        text: 'Angioplastia da artéria femoral superficial com stent farmacológico.',
        explanation:
          'Incorreta: a revascularização do claudicante é reservada à limitação importante após falha do tratamento clínico e do exercício.',
      },
      {
        text: 'Cessação do tabagismo, antiagregante, estatina de alta intensidade e programa de exercício supervisionado.',
        explanation:
          'Correta: é o tratamento de primeira linha do claudicante, que reduz eventos cardiovasculares e aumenta a distância de marcha.',
      },
      {
        text: 'Ponte femoropoplítea acima do joelho com veia safena magna.',
        explanation:
          'Incorreta: cirurgia não é primeira opção em claudicação leve, que raramente evolui para perda do membro.',
      },
      {
        text: 'Pentoxifilina associada a varfarina.',
        explanation:
          'Incorreta: a pentoxifilina tem benefício mínimo e a anticoagulação plena não está indicada na DAP estável.',
      },
      {
        text: 'Apenas observação, com reavaliação anual do ITB.',
        explanation:
          'Incorreta: mesmo assintomática, a DAP é marcador de alto risco cardiovascular e exige prevenção secundária ativa.',
      },
    ],
    correct: 'B',
    explanation:
      '<p>A claudicação intermitente tem baixo risco de perda do membro (cerca de 1% a 2% ao ano) e alto risco cardiovascular. Por isso, o tratamento inicial é clínico: parar de fumar, antiagregação, estatina de alta intensidade, controle da pressão e do diabetes e exercício, de preferência supervisionado, por pelo menos 12 semanas. A revascularização do claudicante fica para quem mantém limitação importante apesar disso.</p>',
    source: { institution: 'Santa Casa-SP', exam: 'Residência Médica R1 – Acesso Direto', year: 2017, board: 'FGV' },
  },
  {
    subject: [
      'Doenças Arteriais',
      'Doença Arterial Obstrutiva Periférica',
      'Doença arterial periférica',
      'Tratamento clínico',
    ],
    statement:
      '<p>O cilostazol, inibidor da fosfodiesterase III, aumenta a distância de marcha de pacientes com claudicação intermitente. Qual condição contraindica seu uso?</p>',
    alternatives: [
      {
        text: 'Insuficiência cardíaca, de qualquer classe funcional.',
        explanation:
          'Correta: outros inibidores da fosfodiesterase III aumentaram a mortalidade na insuficiência cardíaca, e a contraindicação consta da bula.',
      },
      {
        text: 'Diabetes mellitus tipo 2 em uso de metformina.',
        explanation:
          'Incorreta: diabéticos claudicantes podem usar cilostazol; não há interação relevante com metformina.',
      },
      {
        text: 'Uso concomitante de ácido acetilsalicílico.',
        explanation: 'Incorreta: a associação com AAS é comum e permitida, com atenção ao risco de sangramento.',
      },
      {
        text: 'Idade acima de 75 anos.',
        explanation: 'Incorreta: a idade, isoladamente, não contraindica o cilostazol.',
      },
      {
        text: 'Doença renal crônica estágio 2.',
        explanation: 'Incorreta: apenas a disfunção renal grave exige cautela; o estágio 2 não impede o uso.',
      },
    ],
    correct: 'A',
    explanation:
      '<p>O cilostazol é o fármaco com melhor evidência para aumentar a distância de marcha na claudicação, mas não reduz eventos cardiovasculares e deve ser reavaliado após cerca de 3 meses. Por ser inibidor da fosfodiesterase III, classe associada a aumento de mortalidade na insuficiência cardíaca, é contraindicado em qualquer grau de IC. Efeitos adversos frequentes são cefaleia, diarreia e palpitações.</p>',
    source: { institution: 'UNICAMP', exam: 'R3 – Cirurgia Vascular', year: 2018, board: 'VUNESP' },
  },
  {
    subject: [
      'Doenças Arteriais',
      'Doença Arterial Obstrutiva Periférica',
      'Doença arterial periférica',
      'Tratamento clínico',
    ],
    statement:
      '<p>Homem, 66 anos, foi submetido a angioplastia femoropoplítea por dor isquêmica em repouso. Não tem fibrilação atrial nem alto risco de sangramento.</p><p>Com base no estudo VOYAGER PAD, qual esquema antitrombótico reduziu desfechos adversos maiores de membro e cardiovasculares após a revascularização?</p>',
    alternatives: [
      {
        text: 'Varfarina com RNI entre 2 e 3, sem antiagregante.',
        explanation:
          'Incorreta: a anticoagulação plena com varfarina não mostrou benefício na DAP e aumenta o sangramento.',
      },
      {
        text: 'Clopidogrel isolado por tempo indeterminado.',
        explanation: 'Incorreta: é opção de antiagregação simples, mas não foi o esquema testado no VOYAGER PAD.',
      },
      {
        text: 'Cilostazol associado a pentoxifilina.',
        explanation: 'Incorreta: são fármacos sintomáticos, sem efeito demonstrado sobre eventos maiores.',
      },
      {
        text: 'Ácido acetilsalicílico associado a rivaroxabana 2,5 mg duas vezes ao dia.',
        explanation:
          'Correta: a dose vascular de rivaroxabana com AAS reduziu isquemia aguda de membro, amputação maior, infarto e AVC, com aumento de sangramento.',
      },
      {
        text: 'Dupla antiagregação com AAS e ticagrelor por 12 meses.',
        explanation:
          'Incorreta: não é o esquema do estudo, e a dupla antiagregação prolongada na DAP tem benefício incerto.',
      },
    ],
    correct: 'D',
    explanation:
      '<p>Os estudos COMPASS (DAP estável) e VOYAGER PAD (após revascularização) mostraram que a via dupla, com AAS e rivaroxabana em dose baixa (2,5 mg de 12/12 h), reduz eventos cardiovasculares e de membro, à custa de mais sangramento. Ela deve ser considerada em pacientes de alto risco isquêmico sem risco hemorrágico elevado. Antiagregação simples (AAS ou clopidogrel) continua sendo o mínimo para todo paciente com DAP sintomática.</p>',
    source: {
      institution: 'SBACV',
      exam: 'Prova de Título SBACV (Título de Especialista em Cirurgia Vascular)',
      year: 2023,
      board: 'SBACV',
    },
  },
  {
    subject: [
      'Doenças Arteriais',
      'Doença Arterial Obstrutiva Periférica',
      'Doença arterial periférica',
      'Tratamento clínico',
    ],
    statement:
      '<p>Mulher, 64 anos, com claudicação e ITB de 0,70, usa sinvastatina 20 mg/dia. LDL-colesterol atual de 98 mg/dL. Não tem outras doenças.</p><p>Em relação ao tratamento hipolipemiante, qual a conduta recomendada?</p>',
    alternatives: [
      {
        text: 'Manter a dose atual, pois o LDL está abaixo de 100 mg/dL.',
        explanation:
          'Incorreta: a DAP sintomática coloca a paciente em risco cardiovascular muito alto, com metas bem mais baixas.',
      },
      {
        text: 'Trocar a estatina por fibrato, mais eficaz na aterosclerose periférica.',
        explanation: 'Incorreta: fibratos não reduzem eventos como as estatinas e não as substituem.',
      },
      {
        text: 'Intensificar para estatina de alta intensidade, buscando redução de pelo menos 50% do LDL e LDL abaixo de 55 mg/dL.',
        explanation:
          'Correta: as diretrizes europeias classificam a DAP sintomática como risco muito alto, com essa meta; se não atingida, associa-se ezetimiba.',
      },
      {
        text: 'Suspender a estatina, pois não altera a distância de marcha.',
        explanation:
          'Incorreta: a estatina reduz eventos cardiovasculares e de membro e também melhora a distância de marcha.',
      },
    ],
    correct: 'C',
    explanation:
      '<p>Todo paciente com DAP deve usar estatina, idealmente de alta intensidade (atorvastatina 40 a 80 mg ou rosuvastatina 20 a 40 mg), independentemente do LDL basal. As diretrizes europeias recomendam reduzir o LDL em pelo menos 50% e levá-lo abaixo de 55 mg/dL, associando ezetimiba e, se necessário, inibidor de PCSK9. Além de reduzir infarto e AVC, a estatina reduz eventos adversos de membro.</p>',
    source: { institution: 'UERJ', exam: 'Residência Médica R1 – Acesso Direto', year: 2024, board: 'FGV' },
  },
  {
    subject: [
      'Doenças Arteriais',
      'Doença Arterial Obstrutiva Periférica',
      'Doença arterial periférica',
      'Revascularização',
    ],
    statement:
      '<p>Homem, 69 anos, bom estado geral e baixo risco cirúrgico, apresenta úlcera isquêmica no calcâneo direito há 6 semanas. Angiotomografia: oclusão longa da artéria femoral superficial e da poplítea, com reenchimento da artéria tibial posterior, pérvia até o pé. Mapeamento venoso: veia safena magna ipsilateral de 4 mm, sem varizes.</p><p>De acordo com o estudo BEST-CLI, qual a melhor estratégia de revascularização?</p>',
    alternatives: [
      {
        text: 'Angioplastia com balão farmacológico de todo o segmento ocluído.',
        explanation:
          'Incorreta: no BEST-CLI, quando havia safena adequada, a cirurgia foi superior ao tratamento endovascular.',
      },
      {
        text: 'Amputação primária abaixo do joelho.',
        explanation: 'Incorreta: há alvo distal e conduto adequados; o membro é salvável.',
      },
      {
        text: 'Ponte femorotibial posterior com prótese de PTFE.',
        explanation: 'Incorreta: para alvos infrageniculares, a prótese tem perviedade muito inferior à veia.',
      },
      {
        text: 'Tratamento clínico exclusivo com cilostazol.',
        explanation:
          'Incorreta: na CLTI com perda tecidual, o tratamento clínico isolado não cicatriza a lesão e há alto risco de amputação.',
      },
      {
        text: 'Ponte femorotibial posterior com veia safena magna autóloga.',
        explanation:
          'Correta: com safena de boa qualidade e baixo risco cirúrgico, a ponte venosa reduziu amputação maior, reintervenção e morte no BEST-CLI.',
      },
    ],
    correct: 'E',
    explanation:
      '<p>O BEST-CLI (2022) comparou cirurgia e tratamento endovascular na isquemia crônica que ameaça o membro. Nos pacientes com veia safena magna de um só segmento adequada, a ponte cirúrgica reduziu eventos adversos maiores de membro ou morte. A escolha individualiza anatomia (GLASS), gravidade da lesão (WIfI), risco cirúrgico e disponibilidade de conduto venoso.</p>',
    source: {
      institution: 'SBACV',
      exam: 'Prova de Título SBACV (Título de Especialista em Cirurgia Vascular)',
      year: 2024,
      board: 'SBACV',
    },
  },
  {
    subject: [
      'Doenças Arteriais',
      'Doença Arterial Obstrutiva Periférica',
      'Doença arterial periférica',
      'Revascularização',
    ],
    statement:
      '<p>Na revascularização infrainguinal com anastomose distal abaixo do joelho, qual conduto apresenta a melhor perviedade a longo prazo?</p>',
    alternatives: [
      {
        text: 'Prótese de politetrafluoretileno (PTFE) heparinizada.',
        explanation:
          'Incorreta: melhora discretamente o PTFE comum, mas continua inferior à veia autóloga abaixo do joelho.',
      },
      {
        text: 'Prótese de poliéster (Dacron).',
        explanation:
          'Incorreta: é usada em posição aórtica e aortoilíaca; tem perviedade ruim em artérias de pequeno calibre.',
      },
      {
        text: 'Veia safena magna autóloga.',
        explanation:
          'Correta: é o conduto de escolha, invertida ou in situ, com a maior perviedade em pontes infrageniculares.',
      },
      {
        text: 'Veia umbilical humana criopreservada.',
        explanation:
          'Incorreta: enxertos biológicos alternativos tendem à degeneração e são usados apenas na falta de veia autóloga.',
      },
    ],
    correct: 'C',
    explanation:
      '<p>A veia safena magna autóloga é o melhor conduto para pontes infrainguinais, sobretudo abaixo do joelho, onde as próteses têm perviedade muito inferior. Na sua ausência, podem-se usar safena parva, veias do braço ou segmentos compostos. Acima do joelho, a diferença entre veia e prótese é menor, e o PTFE é aceitável quando a veia precisa ser preservada.</p>',
    source: { institution: 'USP-SP', exam: 'R3 – Cirurgia Vascular', year: 2016, board: 'FUVEST' },
  },
  {
    subject: [
      'Doenças Arteriais',
      'Doença Arterial Obstrutiva Periférica',
      'Doença arterial periférica',
      'Revascularização',
    ],
    statement:
      '<p>Paciente no 4º mês após ponte femoropoplítea infragenicular com veia safena invertida faz duplex de vigilância, que mostra, no terço médio do enxerto, velocidade de pico sistólico de 340 cm/s e razão de velocidades de 4,2 em relação ao segmento proximal. Ele está assintomático, com ITB estável.</p><p>Qual a conduta mais adequada?</p>',
    alternatives: [
      {
        text: 'Manter a vigilância com duplex anual, pois o paciente está assintomático.',
        explanation: 'Incorreta: a estenose de alto grau precede a oclusão, e esperar sintomas compromete o resultado.',
      },
      {
        text: 'Iniciar anticoagulação plena e repetir o duplex em 6 meses.',
        explanation: 'Incorreta: a lesão é estrutural (hiperplasia intimal) e não se resolve com anticoagulação.',
      },
      {
        text: 'Trombólise dirigida por cateter do enxerto.',
        explanation: 'Incorreta: o enxerto está pérvio; não há trombo a lisar.',
      },
      {
        text: 'Corrigir a estenose (angioplastia ou revisão cirúrgica) antes que o enxerto oclua.',
        explanation:
          'Correta: pico sistólico acima de 300 cm/s e razão de velocidades acima de 3,5 indicam estenose crítica, que deve ser corrigida com o enxerto ainda pérvio.',
      },
      {
        text: 'Substituir o antiagregante por cilostazol.',
        explanation: 'Incorreta: o tratamento clínico não corrige a estenose do enxerto.',
      },
    ],
    correct: 'D',
    explanation:
      '<p>Pontes venosas desenvolvem estenoses por hiperplasia intimal, sobretudo no primeiro e no segundo ano. A vigilância com duplex permite detectá-las antes da trombose: velocidade de pico acima de 300 cm/s, razão acima de 3,5 ou velocidade baixa no enxerto (abaixo de 45 cm/s) indicam enxerto em risco. Corrigir a estenose com o enxerto pérvio tem resultado muito melhor do que tentar resgatar um enxerto ocluído.</p>',
    source: {
      institution: 'SBACV',
      exam: 'Prova de Título SBACV (Título de Especialista em Cirurgia Vascular)',
      year: 2019,
      board: 'SBACV',
    },
  },
  {
    subject: ['Doenças Arteriais', 'Doença Arterial Obstrutiva Periférica', 'Doença oclusiva aortoilíaca'],
    statement:
      '<p>Homem, 52 anos, tabagista pesado, refere dor em nádegas e coxas ao caminhar 200 metros e dificuldade para manter a ereção há 1 ano. Ao exame, pulsos femorais, poplíteos e distais ausentes bilateralmente, com membros de coloração e temperatura normais em repouso.</p><p>O diagnóstico mais provável é:</p>',
    alternatives: [
      {
        text: 'Tromboangeíte obliterante.',
        explanation: 'Incorreta: acomete artérias distais de pequeno e médio calibre, poupando a aorta e as ilíacas.',
      },
      {
        text: 'Síndrome de Leriche (oclusão aortoilíaca).',
        explanation:
          'Correta: claudicação glútea, disfunção erétil e ausência de pulsos femorais formam a tríade clássica.',
      },
      {
        text: 'Aneurisma de aorta abdominal.',
        explanation: 'Incorreta: o AAA raramente causa claudicação, e os pulsos femorais costumam estar amplos.',
      },
      {
        text: 'Estenose do canal lombar.',
        explanation: 'Incorreta: explicaria a dor, mas não a ausência de pulsos femorais.',
      },
      {
        text: 'Coarctação da aorta.',
        explanation:
          'Incorreta: causaria hipertensão nos membros superiores e diferença de pressão entre braços e pernas desde a juventude.',
      },
    ],
    correct: 'B',
    explanation:
      '<p>A síndrome de Leriche é a oclusão aortoilíaca, classicamente em homens jovens tabagistas: claudicação de nádegas e coxas, disfunção erétil (hipoperfusão das artérias ilíacas internas) e pulsos femorais ausentes. Como a circulação colateral costuma ser rica, a isquemia crítica é menos frequente. A avaliação anatômica, em geral por angiotomografia, orienta a escolha entre tratamento endovascular e cirurgia.</p>',
    source: { institution: 'SES-DF', exam: 'Residência Médica R1 – Acesso Direto', year: 2022, board: 'Cebraspe' },
  },
  {
    subject: ['Doenças Arteriais', 'Doença Arterial Obstrutiva Periférica', 'Doença oclusiva aortoilíaca'],
    statement:
      '<p>Na doença oclusiva aortoilíaca extensa (TASC II tipo D), em paciente com bom risco cirúrgico e expectativa de vida longa, qual procedimento apresenta, classicamente, a maior perviedade a longo prazo?</p>',
    alternatives: [
      {
        text: 'Ponte axilobifemoral.',
        explanation:
          'Incorreta: é extra-anatômica, reservada a pacientes de alto risco ou a campo abdominal hostil, com perviedade menor.',
      },
      {
        text: 'Ponte femorofemoral cruzada.',
        explanation: 'Incorreta: depende de uma ilíaca doadora sem doença e não se aplica à doença bilateral extensa.',
      },
      {
        text: 'Angioplastia com balão sem stent das ilíacas.',
        explanation: 'Incorreta: em oclusões longas, o balão isolado tem alta taxa de falha.',
      },
      {
        text: 'Endarterectomia ilíaca isolada por via retroperitoneal.',
        explanation: 'Incorreta: é opção pontual para lesões localizadas, não para doença TASC D.',
      },
      {
        text: 'Ponte aortobifemoral.',
        explanation:
          'Correta: tem perviedade em torno de 85% a 90% em 5 anos e é o padrão de referência da cirurgia aberta aortoilíaca.',
      },
    ],
    correct: 'E',
    explanation:
      '<p>A ponte aortobifemoral com prótese bifurcada é o procedimento de maior durabilidade na doença aortoilíaca extensa. O tratamento endovascular, inclusive com técnicas como a reconstrução da bifurcação com stents recobertos, ganhou espaço e é preferido em muitos centros nas lesões menos extensas ou em pacientes de maior risco. As pontes extra-anatômicas (axilofemoral, femorofemoral) são reservadas a situações especiais.</p>',
    source: { institution: 'UNIFESP', exam: 'R3 – Cirurgia Vascular', year: 2017, board: 'VUNESP' },
  },
  {
    subject: ['Doenças Arteriais', 'Doença Arterial Obstrutiva Periférica', 'Doença oclusiva aortoilíaca'],
    statement:
      '<p>Homem, 78 anos, com DPOC grave e duas laparotomias prévias, tem dor em repouso no pé esquerdo. A angiotomografia mostra oclusão da artéria ilíaca comum e externa esquerdas, com eixo ilíaco direito sem doença significativa. A recanalização endovascular não foi possível.</p><p>Qual a melhor opção de revascularização?</p>',
    alternatives: [
      {
        text: 'Ponte aortofemoral esquerda por via transperitoneal.',
        explanation: 'Incorreta: a via transperitoneal em abdome hostil e com DPOC grave tem alto risco.',
      },
      {
        text: 'Simpatectomia lombar esquerda.',
        explanation: 'Incorreta: não revasculariza e tem papel praticamente nulo na isquemia crítica atual.',
      },
      {
        text: 'Amputação primária acima do joelho.',
        explanation: 'Incorreta: há opção de revascularização viável com baixo risco.',
      },
      {
        text: 'Ponte femorofemoral cruzada, da direita para a esquerda.',
        explanation:
          'Correta: a ilíaca direita sem doença serve de doadora, e o procedimento é feito sem abrir o abdome.',
      },
      {
        text: 'Ponte femoropoplítea esquerda com safena.',
        explanation: 'Incorreta: sem influxo ilíaco, uma ponte a partir da femoral esquerda não teria fluxo.',
      },
    ],
    correct: 'D',
    explanation:
      '<p>Na oclusão ilíaca unilateral em paciente de alto risco ou com abdome hostil, a ponte femorofemoral cruzada é a opção extra-anatômica de escolha, desde que o eixo ilíaco doador seja adequado. Tem menor morbidade que a reconstrução aórtica e boa perviedade. A ponte axilofemoral é alternativa quando ambos os eixos ilíacos estão comprometidos.</p>',
    source: { institution: 'HCPA', exam: 'R3 – Cirurgia Vascular', year: 2020, board: 'AMRIGS' },
  },
  {
    subject: ['Doenças Arteriais', 'Doença Arterial Obstrutiva Periférica', 'Pé diabético'],
    statement:
      '<p>Mulher, 63 anos, diabética, com úlcera no dorso do hálux direito há 2 meses, sem infecção. Pulsos pediosos não palpáveis; ITB não interpretável por incompressibilidade. A pressão no hálux direito é de 22 mmHg e a oximetria transcutânea (TcPO<sub>2</sub>) no dorso do pé, de 18 mmHg.</p><p>Segundo as diretrizes internacionais de pé diabético (IWGDF), qual a conduta?</p>',
    alternatives: [
      {
        text: 'Apenas curativos e descarga, pois a lesão não está infectada.',
        explanation: 'Incorreta: os valores indicam isquemia grave, que impede a cicatrização sem revascularização.',
      },
      {
        text: 'Oxigenoterapia hiperbárica como tratamento principal.',
        explanation: 'Incorreta: é adjuvante em casos selecionados e não substitui a revascularização.',
      },
      {
        text: 'Exame de imagem vascular urgente e avaliação para revascularização.',
        explanation:
          'Correta: pressão no hálux abaixo de 30 mmHg ou TcPO2 abaixo de 25 mmHg indicam necessidade urgente de imagem e revascularização.',
      },
      {
        text: 'Amputação transmetatarsiana primária.',
        explanation:
          'Incorreta: sem tentar a revascularização, a amputação precoce é injustificada num membro potencialmente salvável.',
      },
      {
        text: 'Iniciar cilostazol e reavaliar em 3 meses.',
        explanation: 'Incorreta: o cilostazol trata claudicação e não cicatriza úlcera isquêmica.',
      },
    ],
    correct: 'C',
    explanation:
      '<p>A doença arterial está presente em até metade dos pacientes com úlcera de pé diabético e piora muito o prognóstico. O IWGDF recomenda avaliar a perfusão com ondas ao Doppler pedioso, ITB e pressão do hálux; pressão do hálux abaixo de 30 mmHg ou TcPO2 abaixo de 25 mmHg indicam imagem vascular urgente e revascularização. A úlcera que não melhora em 4 a 6 semanas, mesmo com perfusão aparentemente adequada, também deve ser reavaliada.</p>',
    source: {
      institution: 'SBACV',
      exam: 'Prova de Título SBACV (Título de Especialista em Cirurgia Vascular)',
      year: 2025,
      board: 'SBACV',
    },
  },
  {
    subject: ['Doenças Arteriais', 'Doença Arterial Obstrutiva Periférica', 'Pé diabético'],
    statement:
      '<p>Homem, 58 anos, diabético, apresenta úlcera plantar sob a cabeça do primeiro metatarso há 3 meses. O teste de sondagem óssea (<em>probe-to-bone</em>) é positivo. Radiografia com discreta rarefação cortical.</p><p>Qual o exame padrão-ouro para confirmar osteomielite?</p>',
    alternatives: [
      {
        text: 'Biópsia óssea com cultura e histopatologia.',
        explanation: 'Correta: confirma a infecção óssea e identifica o agente, orientando o antibiótico.',
      },
      {
        text: 'Cintilografia óssea trifásica.',
        explanation: 'Incorreta: é sensível, mas pouco específica, positivando também na neuroartropatia de Charcot.',
      },
      {
        text: 'Cultura de swab superficial da úlcera.',
        explanation: 'Incorreta: reflete colonização, sem correlação confiável com o agente ósseo.',
      },
      {
        text: 'Proteína C-reativa seriada.',
        explanation: 'Incorreta: marcadores inflamatórios auxiliam, mas não confirmam o diagnóstico.',
      },
      {
        text: 'Tomografia computadorizada sem contraste.',
        explanation:
          'Incorreta: mostra destruição cortical tardia, com sensibilidade inferior à ressonância e sem caráter confirmatório.',
      },
    ],
    correct: 'A',
    explanation:
      '<p>Na úlcera de pé diabético, sondagem óssea positiva associada a radiografia sugestiva torna a osteomielite muito provável, e a ressonância magnética é o melhor exame de imagem. A biópsia óssea, percutânea ou cirúrgica, com cultura e histopatologia é o padrão-ouro, indicada sobretudo quando há dúvida diagnóstica ou para orientar o antibiótico. Swab superficial não deve guiar o tratamento.</p>',
    source: { institution: 'PSU-MG', exam: 'R3 – Cirurgia Vascular', year: 2021, board: 'Instituto AOCP' },
  },
  {
    subject: ['Doenças Arteriais', 'Doença Arterial Obstrutiva Periférica', 'Pé diabético'],
    statement:
      '<p>Homem, 55 anos, diabético com neuropatia periférica, apresenta pé direito edemaciado, eritematoso e quente há 10 dias, sem dor importante, sem ferida e sem febre. A temperatura cutânea é 3 °C maior que a do pé contralateral. Pulsos pediosos amplos. Radiografia sem alterações; ressonância com edema ósseo no mediopé.</p><p>Qual a conduta mais adequada?</p>',
    alternatives: [
      {
        text: 'Antibioticoterapia venosa para celulite.',
        explanation:
          'Incorreta: sem porta de entrada, sem febre e com edema ósseo no mediopé, o quadro é de Charcot agudo, não de infecção.',
      },
      {
        text: 'Anticoagulação por suspeita de TVP.',
        explanation: 'Incorreta: TVP não explica o edema ósseo no mediopé nem o aumento localizado de temperatura.',
      },
      {
        text: 'Revascularização do membro.',
        explanation: 'Incorreta: os pulsos amplos excluem isquemia significativa.',
      },
      {
        text: 'Anti-inflamatório e deambulação livre.',
        explanation: 'Incorreta: manter a carga favorece o colapso do mediopé e a deformidade em mata-borrão.',
      },
      {
        text: 'Descarga e imobilização, de preferência com gesso de contato total.',
        explanation: 'Correta: a imobilização com descarga até a fase de consolidação evita a deformidade do Charcot.',
      },
    ],
    correct: 'E',
    explanation:
      '<p>A neuroartropatia de Charcot aguda se apresenta como pé quente, edemaciado e eritematoso em diabético neuropata, muitas vezes com radiografia inicial normal; a ressonância mostra edema ósseo. Diferença de temperatura acima de 2 °C em relação ao outro pé reforça o diagnóstico. O tratamento é a descarga com gesso de contato total ou bota imobilizadora, mantida até a normalização da temperatura, para evitar o colapso do arco.</p>',
    source: { institution: 'UNICAMP', exam: 'R3 – Cirurgia Vascular', year: 2023, board: 'VUNESP' },
  },
  {
    subject: ['Doenças Arteriais', 'Doença Arterial Obstrutiva Periférica', 'Pé diabético'],
    statement:
      '<p>Homem, 61 anos, diabético, chega com febre, glicemia de 420 mg/dL e pé esquerdo edemaciado, com flutuação no dorso, crepitação à palpação e secreção fétida por úlcera plantar. Radiografia com gás em partes moles. Pulsos poplíteo e tibial posterior palpáveis.</p><p>Qual a conduta prioritária?</p>',
    alternatives: [
      {
        text: 'Antibiótico oral e reavaliação ambulatorial em 48 horas.',
        explanation: 'Incorreta: trata-se de infecção grave, com sinais sistêmicos, que exige internação.',
      },
      {
        text: 'Antibiótico venoso de amplo espectro e desbridamento cirúrgico de urgência.',
        explanation:
          'Correta: abscesso com gás e sinais sistêmicos exigem drenagem e desbridamento imediatos, associados a antibiótico venoso.',
      },
      {
        text: 'Arteriografia antes de qualquer procedimento.',
        explanation:
          'Incorreta: com pulsos palpáveis e infecção grave, a drenagem não deve esperar a avaliação vascular.',
      },
      {
        text: 'Oxigenoterapia hiperbárica de urgência.',
        explanation: 'Incorreta: é adjuvante sem papel na conduta inicial da infecção necrosante.',
      },
      {
        text: 'Curativo com hidrocoloide e descarga.',
        explanation: 'Incorreta: coberturas oclusivas são contraindicadas em ferida infectada com coleção.',
      },
    ],
    correct: 'B',
    explanation:
      '<p>No pé diabético, infecção com abscesso, gás ou fasciite necrosante é emergência: antibiótico venoso de amplo espectro e drenagem e desbridamento cirúrgico imediatos, sem aguardar exames vasculares. Nos pacientes isquêmicos, a revascularização deve vir logo após o controle da infecção. O controle glicêmico e a reavaliação diária da ferida completam o tratamento.</p>',
    source: { institution: 'SUS-SP', exam: 'Residência Médica R1 – Acesso Direto', year: 2024, board: 'VUNESP' },
  },
  {
    subject: [
      'Doenças Arteriais',
      'Doença Arterial Obstrutiva Periférica',
      'Isquemia aguda de membros',
      'Embolia e trombose arterial',
    ],
    statement:
      '<p>Mulher, 78 anos, com fibrilação atrial sem anticoagulação, chega ao pronto-socorro com dor súbita no membro inferior direito há 3 horas. O membro está frio e pálido; pulso femoral presente, poplíteo e distais ausentes. Há hipoestesia apenas nos dedos, sem déficit motor. Doppler: sinal arterial pedioso inaudível e venoso audível.</p><p>Segundo a classificação de Rutherford para isquemia aguda, o membro está na categoria:</p>',
    alternatives: [
      {
        text: 'I – viável.',
        explanation: 'Incorreta: no membro viável não há perda sensitiva e o sinal arterial ao Doppler é audível.',
      },
      {
        text: 'IIb – imediatamente ameaçado.',
        explanation: 'Incorreta: IIb exige perda sensitiva além dos dedos, dor em repouso e algum déficit motor.',
      },
      {
        text: 'III – irreversível.',
        explanation: 'Incorreta: o irreversível tem anestesia profunda, paralisia, rigidez e Doppler venoso inaudível.',
      },
      {
        text: 'IIa – marginalmente ameaçado.',
        explanation:
          'Correta: perda sensitiva mínima, limitada aos dedos, sem fraqueza muscular, com Doppler venoso audível.',
      },
    ],
    correct: 'D',
    explanation:
      '<p>A classificação de Rutherford (SVS) orienta a urgência do tratamento da isquemia aguda: I viável; IIa marginalmente ameaçado, salvável se tratado prontamente; IIb imediatamente ameaçado, que exige revascularização imediata; III irreversível, com anestesia, paralisia e Doppler venoso inaudível. O déficit motor é o principal divisor entre IIa e IIb. Em todas as categorias salváveis, a heparinização plena deve ser iniciada de imediato.</p>',
    source: { institution: 'SUS-SP', exam: 'Residência Médica R1 – Acesso Direto', year: 2021, board: 'VUNESP' },
  },
  {
    subject: [
      'Doenças Arteriais',
      'Doença Arterial Obstrutiva Periférica',
      'Isquemia aguda de membros',
      'Embolia e trombose arterial',
    ],
    statement:
      '<p>Homem, 70 anos, com fibrilação atrial, apresenta dor súbita, palidez e frialdade no membro inferior esquerdo há 4 horas. Pulso femoral esquerdo ausente, com pulsos normais à direita. Há hipoestesia até o tornozelo e fraqueza leve da dorsiflexão. Ele nunca teve claudicação.</p><p>Além da heparinização plena imediata, qual a conduta mais adequada?</p>',
    alternatives: [
      {
        text: 'Embolectomia com cateter de Fogarty pela artéria femoral comum, com urgência.',
        explanation: 'Correta: o quadro é de embolia, com membro IIb, que exige revascularização imediata.',
      },
      {
        text: 'Trombólise dirigida por cateter com infusão por 24 a 48 horas.',
        explanation:
          'Incorreta: em membro IIb, o tempo até a reperfusão com trombólise pode ser excessivo; prefere-se revascularização imediata.',
      },
      {
        text: 'Anticoagulação isolada e reavaliação em 24 horas.',
        explanation: 'Incorreta: a heparina evita a propagação do trombo, mas não revasculariza um membro ameaçado.',
      },
      {
        text: 'Amputação primária acima do joelho.',
        explanation: 'Incorreta: o membro é salvável; não há sinais de isquemia irreversível.',
      },
      {
        text: 'Angiotomografia eletiva e cirurgia programada.',
        explanation: 'Incorreta: o membro imediatamente ameaçado não tolera atraso com exames desnecessários.',
      },
    ],
    correct: 'A',
    explanation:
      '<p>Início súbito, fonte embólica (fibrilação atrial), ausência de claudicação prévia e pulsos contralaterais normais sugerem embolia arterial. Com déficit sensitivo além dos dedos e fraqueza (Rutherford IIb), a revascularização deve ser imediata: a embolectomia com cateter de Fogarty pela femoral comum, sob anestesia local se necessário, é o tratamento clássico. Após a reperfusão, vigiar síndrome compartimental e investigar e tratar a fonte embólica com anticoagulação.</p>',
    source: { institution: 'Santa Casa-SP', exam: 'Residência Médica R1 – Acesso Direto', year: 2019, board: 'FGV' },
  },
  {
    subject: [
      'Doenças Arteriais',
      'Doença Arterial Obstrutiva Periférica',
      'Isquemia aguda de membros',
      'Embolia e trombose arterial',
    ],
    statement:
      '<p>Na avaliação de um paciente com isquemia aguda de membro inferior, qual achado favorece trombose arterial <em>in situ</em> em vez de embolia?</p>',
    alternatives: [
      {
        text: 'Fibrilação atrial recente sem anticoagulação.',
        explanation: 'Incorreta: é a principal fonte de embolia arterial.',
      },
      {
        text: 'Pulsos normais no membro contralateral.',
        explanation: 'Incorreta: sugere artérias previamente sadias, achado típico da embolia.',
      },
      {
        text: 'História de claudicação intermitente e circulação colateral na angiografia.',
        explanation:
          'Correta: a doença aterosclerótica prévia desenvolve colaterais, e a trombose ocorre sobre uma placa preexistente.',
      },
      {
        text: 'Início abrupto, com dor intensa e bem definida no tempo.',
        explanation: 'Incorreta: o início súbito e dramático é mais típico da embolia, em leito sem colaterais.',
      },
      {
        text: 'Imagem em taça invertida (menisco) na angiografia, sem colaterais.',
        explanation: 'Incorreta: o sinal do menisco com árvore arterial sadia é clássico de embolia.',
      },
    ],
    correct: 'C',
    explanation:
      '<p>Distinguir embolia de trombose muda a estratégia. A embolia ocorre em artérias sadias, com início abrupto e grave, fonte cardíaca e pulsos contralaterais normais; responde bem à embolectomia. A trombose ocorre sobre placa aterosclerótica, em pacientes com claudicação prévia, colaterais e doença contralateral; costuma exigir imagem, trombólise ou ponte, pois a tromboembolectomia isolada não trata a lesão de base.</p>',
    source: { institution: 'UERJ', exam: 'R3 – Cirurgia Vascular', year: 2018, board: 'FGV' },
  },
  {
    subject: ['Doenças Arteriais', 'Doença Arterial Obstrutiva Periférica', 'Isquemia aguda de membros'],
    statement:
      '<p>Homem, 74 anos, chega 20 horas após início de dor súbita no membro inferior direito. Ao exame, o membro está marmóreo, com rigidez muscular da panturrilha, anestesia até o joelho e paralisia do pé. Doppler arterial e venoso inaudíveis no pé.</p><p>Qual a conduta indicada?</p>',
    alternatives: [
      {
        text: 'Embolectomia de urgência com fasciotomia profilática.',
        explanation:
          'Incorreta: revascularizar um membro irreversível libera potássio, mioglobina e ácidos e pode ser fatal.',
      },
      {
        text: 'Trombólise dirigida por cateter.',
        explanation:
          'Incorreta: além de não salvar o membro, a trombólise demora e expõe o paciente a sangramento sem benefício.',
      },
      {
        text: 'Heparina e observação até a demarcação completa.',
        explanation:
          'Incorreta: o membro com rigidez e necrose muscular não deve permanecer, pelo risco de toxicidade sistêmica.',
      },
      {
        text: 'Angiotomografia para planejamento da revascularização.',
        explanation: 'Incorreta: não há revascularização a planejar no membro irreversível.',
      },
      {
        text: 'Amputação primária em nível adequado.',
        explanation:
          'Correta: paralisia, anestesia, rigidez e Doppler venoso inaudível definem Rutherford III, sem possibilidade de salvamento.',
      },
    ],
    correct: 'E',
    explanation:
      '<p>O membro Rutherford III (irreversível) apresenta anestesia profunda, paralisia, rigidez muscular e ausência de sinal arterial e venoso ao Doppler, geralmente após muitas horas de isquemia. A revascularização não recupera a função e provoca síndrome de reperfusão grave (hiperpotassemia, acidose, mioglobinúria e insuficiência renal). A conduta é amputação primária, com estabilização clínica prévia.</p>',
    source: { institution: 'USP-SP', exam: 'Residência Médica R1 – Acesso Direto', year: 2022, board: 'FUVEST' },
  },
  {
    subject: [
      'Doenças Arteriais',
      'Doença Arterial Obstrutiva Periférica',
      'Isquemia aguda de membros',
      'Embolia e trombose arterial',
    ],
    statement:
      '<p>Nas embolias arteriais periféricas dos membros inferiores, qual é o local de impactação do êmbolo mais frequente?</p>',
    alternatives: [
      {
        text: 'Bifurcação aórtica.',
        explanation: 'Incorreta: a embolia em sela aórtica é grave, mas menos frequente.',
      },
      {
        text: 'Bifurcação da artéria femoral comum.',
        explanation:
          'Correta: é o local mais comum de impactação, pelo afilamento do calibre na origem da femoral profunda e da superficial.',
      },
      {
        text: 'Artéria poplítea no canal de Hunter.',
        explanation:
          'Incorreta: a trifurcação poplítea é sítio frequente, mas a bifurcação femoral é ainda mais comum.',
      },
      { text: 'Artéria ilíaca interna.', explanation: 'Incorreta: é sítio raro de embolia clinicamente relevante.' },
    ],
    correct: 'B',
    explanation:
      '<p>Os êmbolos se alojam nas bifurcações, onde o calibre diminui abruptamente. Nos membros inferiores, a bifurcação da femoral comum é o local mais frequente, seguida da poplítea e da bifurcação aórtica. Isso facilita o tratamento: a embolectomia pela femoral comum permite acessar o segmento ilíaco, a femoral profunda e a poplítea com cateter de Fogarty.</p>',
    source: { institution: 'AMRIGS', exam: 'Residência Médica R1 – Acesso Direto', year: 2017, board: 'AMRIGS' },
  },
  {
    subject: [
      'Doenças Arteriais',
      'Doença Arterial Obstrutiva Periférica',
      'Isquemia aguda de membros',
      'Síndrome de reperfusão e compartimental',
    ],
    statement:
      '<p>Homem, 66 anos, foi submetido a embolectomia de oclusão aortoilíaca após cerca de 8 horas de isquemia bilateral. Na recuperação, apresenta urina escura e queda do débito urinário.</p><p>Qual conjunto de alterações laboratoriais é esperado?</p>',
    alternatives: [
      {
        text: 'Hiperpotassemia, acidose metabólica e CK muito elevada.',
        explanation:
          'Correta: a lise muscular libera potássio, ácido lático e mioglobina, que causa urina escura e lesão renal.',
      },
      {
        text: 'Hipopotassemia, alcalose metabólica e CK normal.',
        explanation: 'Incorreta: a reperfusão de músculo isquêmico causa o oposto.',
      },
      {
        text: 'Hipernatremia, hipercalcemia e CK normal.',
        explanation: 'Incorreta: a rabdomiólise costuma causar hipocalcemia precoce, e a CK se eleva muito.',
      },
      {
        text: 'Hipoglicemia, alcalose respiratória e hemoglobinúria.',
        explanation: 'Incorreta: a urina escura vem da mioglobina, e o distúrbio ácido-base é acidose metabólica.',
      },
      {
        text: 'Hiponatremia isolada, sem alteração do potássio.',
        explanation: 'Incorreta: a hiperpotassemia é o distúrbio mais perigoso da reperfusão e deve ser esperada.',
      },
    ],
    correct: 'A',
    explanation:
      '<p>A síndrome de reperfusão (mionefropática) decorre da liberação, para a circulação, de produtos do músculo isquêmico: potássio, ácido lático, mioglobina e radicais livres. As consequências são hiperpotassemia com risco de arritmia, acidose metabólica, rabdomiólise com lesão renal aguda e depressão miocárdica. O manejo inclui hidratação vigorosa, correção da hiperpotassemia e da acidose, vigilância de síndrome compartimental e, se necessário, diálise.</p>',
    source: { institution: 'SES-DF', exam: 'R3 – Cirurgia Vascular', year: 2019, board: 'Cebraspe' },
  },
  {
    subject: [
      'Doenças Arteriais',
      'Doença Arterial Obstrutiva Periférica',
      'Isquemia aguda de membros',
      'Síndrome de reperfusão e compartimental',
    ],
    statement:
      '<p>Doze horas após embolectomia poplítea por isquemia de 6 horas, o paciente refere dor intensa na perna, desproporcional, que piora com a extensão passiva dos dedos. A panturrilha está tensa, e há hipoestesia no primeiro espaço interdigital. O pulso pedioso é palpável.</p><p>Qual a conduta?</p>',
    alternatives: [
      {
        text: 'Analgesia com opioide e elevação do membro acima do coração.',
        explanation:
          'Incorreta: a elevação reduz a pressão de perfusão do compartimento e a analgesia mascara a evolução.',
      },
      {
        text: 'Arteriografia de controle para descartar nova oclusão.',
        explanation: 'Incorreta: o pulso palpável afasta nova oclusão; o quadro é de síndrome compartimental.',
      },
      {
        text: 'Fasciotomia dos quatro compartimentos da perna, com urgência.',
        explanation:
          'Correta: o diagnóstico é clínico, e a descompressão deve ser imediata para evitar necrose muscular e lesão nervosa.',
      },
      {
        text: 'Observação, pois pulso pedioso palpável exclui síndrome compartimental.',
        explanation:
          'Incorreta: o pulso distal geralmente se mantém até fases muito tardias da síndrome compartimental.',
      },
      {
        text: 'Bandagem elástica compressiva da perna.',
        explanation: 'Incorreta: qualquer compressão externa agrava o aumento da pressão no compartimento.',
      },
    ],
    correct: 'C',
    explanation:
      '<p>A síndrome compartimental após reperfusão resulta do edema muscular em compartimentos inelásticos. O sinal mais precoce é dor desproporcional, que piora com o estiramento passivo; a hipoestesia no primeiro espaço interdigital indica sofrimento do nervo fibular profundo, no compartimento anterior. O pulso distal costuma estar presente. O tratamento é a fasciotomia dos quatro compartimentos, em geral por duas incisões, medial e lateral.</p>',
    source: { institution: 'UNIFESP', exam: 'Residência Médica R1 – Acesso Direto', year: 2023, board: 'VUNESP' },
  },
  {
    subject: [
      'Doenças Arteriais',
      'Doença Arterial Obstrutiva Periférica',
      'Isquemia aguda de membros',
      'Síndrome de reperfusão e compartimental',
    ],
    statement:
      '<p>Paciente sedado e intubado na UTI, após revascularização de isquemia aguda, tem a pressão do compartimento anterior da perna medida em 38 mmHg. A pressão arterial é de 110 × 60 mmHg.</p><p>Qual parâmetro indica a fasciotomia neste caso?</p>',
    alternatives: [
      {
        text: 'Pressão do compartimento maior que 10 mmHg.',
        explanation:
          'Incorreta: a pressão normal fica abaixo de 10 mmHg, mas valores pouco acima não indicam cirurgia.',
      },
      {
        text: 'Pressão de perfusão (pressão diastólica menos pressão do compartimento) acima de 40 mmHg.',
        explanation: 'Incorreta: diferença acima de 30 mmHg indica perfusão preservada.',
      },
      {
        text: 'Pressão do compartimento maior que a pressão arterial média.',
        explanation: 'Incorreta: esperar por esse valor significa operar tarde, com necrose já estabelecida.',
      },
      {
        text: 'Diferença entre a pressão diastólica e a do compartimento menor que 30 mmHg.',
        explanation: 'Correta: aqui 60 − 38 = 22 mmHg, abaixo de 30 mmHg, o que indica fasciotomia.',
      },
    ],
    correct: 'D',
    explanation:
      '<p>No paciente que não pode ser examinado, a medida da pressão intracompartimental ajuda a decidir. O critério mais usado é a pressão diferencial (delta P): pressão diastólica menos pressão do compartimento; abaixo de 30 mmHg há perfusão insuficiente, e a fasciotomia está indicada. Pressões absolutas acima de 30 mmHg também são usadas, mas o delta P leva em conta a pressão arterial do paciente.</p>',
    source: {
      institution: 'SBACV',
      exam: 'Prova de Título SBACV (Título de Especialista em Cirurgia Vascular)',
      year: 2018,
      board: 'SBACV',
    },
  },
  {
    subject: ['Doenças Arteriais', 'Doença Arterial Obstrutiva Periférica', 'Isquemia aguda de membros'],
    statement:
      '<p>Em qual das situações abaixo a trombólise dirigida por cateter é a opção inicial mais adequada para isquemia aguda de membro inferior?</p>',
    alternatives: [
      {
        text: 'Membro Rutherford III com 24 horas de evolução.',
        explanation: 'Incorreta: o membro irreversível deve ser amputado; a trombólise não tem papel.',
      },
      {
        text: 'Oclusão de ponte femoropoplítea há 5 dias, com membro Rutherford IIa e sem contraindicações.',
        explanation:
          'Correta: oclusão recente de enxerto em membro marginalmente ameaçado permite lisar o trombo e revelar a lesão causal.',
      },
      {
        text: 'Embolia femoral em paciente com AVC isquêmico há 3 semanas.',
        explanation:
          'Incorreta: AVC recente é contraindicação à trombólise, e a embolia femoral responde bem à embolectomia.',
      },
      {
        text: 'Isquemia IIb com déficit motor progressivo em pós-operatório de laparotomia há 4 dias.',
        explanation:
          'Incorreta: cirurgia recente contraindica a trombólise, e o déficit motor exige revascularização imediata.',
      },
      {
        text: 'Oclusão arterial por trauma fechado de joelho.',
        explanation: 'Incorreta: lesão traumática exige reparo cirúrgico; trombolítico aumentaria o sangramento.',
      },
    ],
    correct: 'B',
    explanation:
      '<p>A trombólise dirigida por cateter é uma opção nas isquemias Rutherford I e IIa, sobretudo em oclusões recentes (menos de 14 dias) de enxertos ou stents e na trombose de aneurisma poplíteo com leito distal ocluído. Ela lisa o trombo, recupera o escoamento e revela a lesão causal, tratada depois. Contraindicações incluem sangramento ativo, AVC, neurocirurgia ou cirurgia de grande porte recentes, e o tempo até a reperfusão a torna menos adequada em membros IIb.</p>',
    source: { institution: 'UNICAMP', exam: 'R3 – Cirurgia Vascular', year: 2025, board: 'VUNESP' },
  },
  {
    subject: ['Doenças Arteriais', 'Doença Arterial Obstrutiva Periférica', 'Isquemia aguda de membros'],
    statement:
      '<p>Homem, 72 anos, submetido a cateterismo cardíaco por via femoral há 10 dias, apresenta dor e manchas violáceas nos artelhos de ambos os pés, livedo reticular nas coxas e piora da creatinina de 1,1 para 2,4 mg/dL. Pulsos pediosos palpáveis. Hemograma com eosinofilia.</p><p>Qual o diagnóstico e a conduta adequada?</p>',
    alternatives: [
      {
        text: 'Embolia cardíaca; embolectomia com Fogarty.',
        explanation:
          'Incorreta: os pulsos palpáveis e o padrão de microembolização não correspondem a êmbolo em artéria de grande calibre.',
      },
      {
        text: 'Vasculite por contraste; pulsoterapia com metilprednisolona.',
        explanation:
          'Incorreta: não há vasculite por contraste com esse quadro; o contexto após manipulação aórtica é de ateroembolismo.',
      },
      {
        text: 'Trombose venosa profunda bilateral; anticoagulação plena.',
        explanation: 'Incorreta: TVP não causa dedos azuis com pulsos palpáveis, eosinofilia e lesão renal.',
      },
      {
        text: 'Ateroembolismo; trombólise sistêmica.',
        explanation:
          'Incorreta: o diagnóstico está certo, mas cristais de colesterol não são lisáveis e o trombolítico pode piorar o quadro.',
      },
      {
        text: 'Ateroembolismo (cristais de colesterol); suporte, estatina, antiagregante e tratamento da fonte embólica.',
        explanation:
          'Correta: a síndrome do dedo azul com livedo, eosinofilia e lesão renal após cateterismo é típica, e o tratamento é de suporte e prevenção.',
      },
    ],
    correct: 'E',
    explanation:
      '<p>O ateroembolismo ocorre quando fragmentos de placa e cristais de colesterol se desprendem, espontaneamente ou após manipulação com cateteres, e ocluem pequenas artérias. Causa a síndrome do dedo azul com pulsos distais palpáveis, livedo reticular, lesão renal e eosinofilia. O tratamento é de suporte, com estatina, antiagregação, controle da dor e cuidados locais; a fonte (placa aórtica ulcerada, aneurisma) pode exigir exclusão. Anticoagulação e trombólise não ajudam.</p>',
    source: { institution: 'HCPA', exam: 'R3 – Cirurgia Vascular', year: 2024, board: 'AMRIGS' },
  },
  {
    subject: [
      'Doenças Arteriais',
      'Doença Cerebrovascular Extracraniana',
      'Carótidas',
      'Estenose carotídea sintomática',
    ],
    statement:
      '<p>Homem, 67 anos, hipertenso e tabagista, teve amaurose fugaz no olho direito há 5 dias, com recuperação completa. O duplex mostra estenose de 80% (critérios NASCET) na origem da artéria carótida interna direita e estenose de 40% à esquerda. Bom estado geral, sem cardiopatia grave.</p><p>Qual a conduta mais adequada, além do tratamento clínico otimizado?</p>',
    alternatives: [
      {
        text: 'Endarterectomia carotídea direita, idealmente nas próximas duas semanas.',
        explanation:
          'Correta: estenose sintomática de 70% a 99% tem o maior benefício da endarterectomia, que é máximo quando feita precocemente.',
      },
      {
        text: 'Endarterectomia carotídea bilateral no mesmo tempo cirúrgico.',
        explanation: 'Incorreta: a estenose esquerda é assintomática e moderada, sem indicação cirúrgica.',
      },
      {
        text: 'Aguardar 3 meses de tratamento clínico antes de decidir.',
        explanation:
          'Incorreta: o risco de AVC é maior nas primeiras semanas após o evento, e o benefício cirúrgico cai com o tempo.',
      },
      {
        text: 'Anticoagulação plena e reavaliação com duplex em 6 meses.',
        explanation: 'Incorreta: a anticoagulação não é o tratamento da doença carotídea aterosclerótica sintomática.',
      },
      {
        text: 'Angioplastia com stent carotídeo como primeira opção, pela idade.',
        explanation:
          'Incorreta: aos 67 anos, com bom risco cirúrgico, a endarterectomia é preferida; o stent tem mais AVC periprocedimento, sobretudo em idosos.',
      },
    ],
    correct: 'A',
    explanation:
      '<p>Amaurose fugaz é um AIT retiniano e torna a estenose carotídea ipsilateral sintomática. Os estudos NASCET e ECST mostraram grande benefício da endarterectomia na estenose sintomática de 70% a 99% e benefício menor em 50% a 69%. As diretrizes (ESVS 2023) recomendam operar idealmente em até 14 dias do evento, quando o risco de recorrência é maior, associado a antiagregante, estatina e controle pressórico.</p>',
    source: { institution: 'USP-SP', exam: 'R3 – Cirurgia Vascular', year: 2023, board: 'FUVEST' },
  },
  {
    subject: ['Doenças Arteriais', 'Doença Cerebrovascular Extracraniana', 'Carótidas'],
    statement:
      '<p>Na angiografia de um paciente com AIT, o diâmetro residual no ponto de maior estenose da carótida interna é de 1,5 mm, e o diâmetro da carótida interna distal normal, acima do bulbo, é de 5,0 mm.</p><p>Qual o grau de estenose pelo método NASCET?</p>',
    alternatives: [
      {
        text: '30%.',
        explanation: 'Incorreta: corresponde à razão entre o diâmetro residual e o distal (1,5/5,0), e não à estenose.',
      },
      { text: '50%.', explanation: 'Incorreta: não corresponde ao cálculo com esses diâmetros.' },
      { text: '70%.', explanation: 'Correta: (1 − 1,5/5,0) × 100 = 70%.' },
      {
        text: '85%.',
        explanation:
          'Incorreta: valor próximo do obtido pelo método ECST, que usa o diâmetro estimado do bulbo como referência.',
      },
    ],
    correct: 'C',
    explanation:
      '<p>No método NASCET, a estenose é calculada como (1 − diâmetro residual ÷ diâmetro da carótida interna distal normal) × 100. O método ECST usa como denominador o diâmetro estimado do bulbo, o que resulta em valores maiores para a mesma lesão. Os limiares de indicação cirúrgica das diretrizes atuais se referem ao método NASCET.</p>',
    source: { institution: 'Santa Casa-SP', exam: 'R3 – Cirurgia Vascular', year: 2020, board: 'FGV' },
  },
  {
    subject: [
      'Doenças Arteriais',
      'Doença Cerebrovascular Extracraniana',
      'Carótidas',
      'Estenose carotídea sintomática',
    ],
    statement:
      '<p>Mulher, 79 anos, teve AVC isquêmico menor no território da artéria cerebral média esquerda há 8 dias, com boa recuperação. Estenose de 85% na carótida interna esquerda. Pescoço sem cirurgia ou radioterapia prévias; anatomia favorável a ambos os procedimentos.</p><p>Sobre a escolha entre endarterectomia e angioplastia com stent, é correto afirmar:</p>',
    alternatives: [
      {
        text: 'O stent é preferido em pacientes acima de 70 anos por ser menos invasivo.',
        explanation: 'Incorreta: nos idosos, o stent transfemoral tem mais AVC periprocedimento que a endarterectomia.',
      },
      {
        text: 'Ambos os procedimentos têm risco idêntico de AVC em qualquer idade.',
        explanation: 'Incorreta: os estudos mostram mais AVC periprocedimento com stent, sobretudo após os 70 anos.',
      },
      {
        text: 'A endarterectomia está contraindicada nas primeiras 4 semanas após AVC menor.',
        explanation: 'Incorreta: após AVC menor estável, a cirurgia precoce (até 14 dias) é recomendada.',
      },
      {
        text: 'A endarterectomia é preferida, pois o stent apresenta maior risco de AVC periprocedimento em idosos.',
        explanation:
          'Correta: nos sintomáticos acima de 70 anos, a endarterectomia tem menor risco de AVC e morte em 30 dias.',
      },
      {
        text: 'A escolha é indiferente, desde que se use dupla antiagregação por 12 meses.',
        explanation: 'Incorreta: a idade pesa na escolha, e a dupla antiagregação após stent é de curta duração.',
      },
    ],
    correct: 'D',
    explanation:
      '<p>Estudos como CREST, ICSS e metanálises mostraram que, nos sintomáticos, o stent carotídeo transfemoral tem mais AVC periprocedimento que a endarterectomia, diferença concentrada em pacientes acima de 70 anos (maior tortuosidade e calcificação do arco). A endarterectomia tem mais infarto e lesão de nervos cranianos. O stent é alternativa para pescoço hostil (radioterapia, cirurgia prévia, traqueostomia), lesões altas ou alto risco cirúrgico.</p>',
    source: {
      institution: 'SBACV',
      exam: 'Prova de Título SBACV (Título de Especialista em Cirurgia Vascular)',
      year: 2021,
      board: 'SBACV',
    },
  },
  {
    subject: [
      'Doenças Arteriais',
      'Doença Cerebrovascular Extracraniana',
      'Carótidas',
      'Estenose carotídea sintomática',
    ],
    statement:
      '<p>Homem, 64 anos, teve AIT com paresia do braço direito há 10 dias. O duplex e a angiotomografia mostram oclusão completa da carótida interna esquerda, sem fluxo distal. Carótida direita sem estenose.</p><p>Qual a conduta mais adequada?</p>',
    alternatives: [
      {
        text: 'Endarterectomia carotídea esquerda de urgência.',
        explanation:
          'Incorreta: a carótida interna ocluída não deve ser revascularizada; a tentativa tem alto risco de embolização.',
      },
      {
        text: 'Angioplastia com stent da carótida interna esquerda.',
        explanation: 'Incorreta: a recanalização de oclusão crônica da carótida interna não tem benefício demonstrado.',
      },
      {
        text: 'Ponte extra-intracraniana (artéria temporal superficial–cerebral média) de rotina.',
        explanation: 'Incorreta: os estudos (EC-IC, COSS) não mostraram benefício dessa cirurgia na oclusão carotídea.',
      },
      {
        text: 'Trombólise intra-arterial da carótida ocluída.',
        explanation: 'Incorreta: não há indicação para um evento transitório de 10 dias atrás.',
      },
      {
        text: 'Tratamento clínico otimizado: antiagregante, estatina e controle dos fatores de risco.',
        explanation: 'Correta: na oclusão completa da carótida interna, o tratamento é clínico.',
      },
    ],
    correct: 'E',
    explanation:
      '<p>A oclusão completa e estabelecida da carótida interna não tem indicação de endarterectomia ou stent: não há fluxo distal a restaurar, e a manipulação pode embolizar. O tratamento é clínico otimizado. Atenção à suboclusão (near-occlusion), com colapso do segmento distal, que também costuma ser tratada clinicamente, salvo sintomas recorrentes em casos selecionados.</p>',
    source: { institution: 'UERJ', exam: 'R3 – Cirurgia Vascular', year: 2021, board: 'FGV' },
  },
  {
    subject: [
      'Doenças Arteriais',
      'Doença Cerebrovascular Extracraniana',
      'Carótidas',
      'Estenose carotídea assintomática',
    ],
    statement:
      '<p>Homem, 70 anos, assintomático do ponto de vista neurológico, tem estenose de 75% da carótida interna direita detectada em exame de rotina. Usa AAS, atorvastatina 80 mg e anti-hipertensivos.</p><p>Segundo a diretriz da Sociedade Europeia de Cirurgia Vascular (ESVS 2023), para que a endarterectomia seja considerada, devem estar presentes:</p>',
    alternatives: [
      {
        text: 'Apenas estenose acima de 50%, independentemente de outros fatores.',
        explanation:
          'Incorreta: na estenose assintomática, o benefício é pequeno e depende de risco cirúrgico baixo e de características de alto risco.',
      },
      {
        text: 'Risco de AVC ou morte perioperatórios abaixo de 3% e expectativa de vida acima de 5 anos, de preferência com característica de alto risco de AVC.',
        explanation: 'Correta: são as condições para que o benefício modesto da cirurgia supere o risco.',
      },
      {
        text: 'Risco perioperatório abaixo de 6% e expectativa de vida acima de 2 anos.',
        explanation:
          'Incorreta: os limiares de 6% e de expectativa de vida menor se aplicam aos sintomáticos, não aos assintomáticos.',
      },
      {
        text: 'Estenose contralateral de pelo menos 50%.',
        explanation: 'Incorreta: a estenose contralateral, sozinha, não é critério de indicação.',
      },
      {
        text: 'Idade acima de 80 anos, pois o risco de AVC aumenta com a idade.',
        explanation: 'Incorreta: a idade avançada reduz a expectativa de vida e o benefício líquido da cirurgia.',
      },
    ],
    correct: 'B',
    explanation:
      '<p>Com o tratamento clínico moderno, o risco anual de AVC na estenose assintomática caiu para cerca de 1% ou menos, e o benefício absoluto da cirurgia é pequeno. A ESVS 2023 recomenda considerar endarterectomia na estenose assintomática de 60% a 99% em pacientes com risco cirúrgico médio, com uma ou mais características de alto risco (progressão da estenose, infarto silencioso ipsilateral, placa extensa ou hipoecogênica, entre outras), desde que o risco de AVC ou morte perioperatórios seja menor que 3% e a expectativa de vida maior que 5 anos.</p>',
    source: {
      institution: 'SBACV',
      exam: 'Prova de Título SBACV (Título de Especialista em Cirurgia Vascular)',
      year: 2024,
      board: 'SBACV',
    },
  },
  {
    subject: [
      'Doenças Arteriais',
      'Doença Cerebrovascular Extracraniana',
      'Carótidas',
      'Estenose carotídea assintomática',
    ],
    statement:
      '<p>Homem, 60 anos, hipertenso controlado, sem sopro cervical e sem sintomas neurológicos, pede um duplex de carótidas para rastreamento após um amigo sofrer AVC.</p><p>Qual a orientação correta?</p>',
    alternatives: [
      {
        text: 'O rastreamento populacional de estenose carotídea assintomática não é recomendado.',
        explanation:
          'Correta: a baixa prevalência e o pequeno benefício da intervenção fazem com que o rastreamento geral gere mais dano que benefício.',
      },
      {
        text: 'O rastreamento deve ser anual a partir dos 50 anos em todos os hipertensos.',
        explanation: 'Incorreta: não há recomendação de rastreamento seriado na população geral.',
      },
      {
        text: 'O exame indicado é a angiotomografia, mais precisa que o duplex.',
        explanation: 'Incorreta: além de não haver indicação, a angiotomografia expõe a radiação e contraste.',
      },
      {
        text: 'Deve-se rastrear e, se a estenose for acima de 50%, indicar stent.',
        explanation: 'Incorreta: nem o rastreamento nem a intervenção de rotina estão indicados nessa situação.',
      },
    ],
    correct: 'A',
    explanation:
      '<p>Diretrizes como a da força-tarefa americana (USPSTF) e a da ESVS não recomendam o rastreamento populacional de estenose carotídea assintomática. A prevalência de estenose significativa é baixa, o duplex tem falsos-positivos, e a intervenção carrega risco de AVC, infarto e morte. O foco deve ser o controle dos fatores de risco, que beneficia o paciente com ou sem estenose.</p>',
    source: { institution: 'SES-DF', exam: 'Residência Médica R1 – Acesso Direto', year: 2025, board: 'Cebraspe' },
  },
  {
    subject: ['Doenças Arteriais', 'Doença Cerebrovascular Extracraniana', 'Carótidas'],
    statement:
      '<p>No primeiro dia após endarterectomia carotídea esquerda, o paciente apresenta disartria e, ao protruir a língua, ela se desvia para a esquerda. Não há déficit motor nos membros.</p><p>Qual nervo foi lesado?</p>',
    alternatives: [
      {
        text: 'Nervo hipoglosso esquerdo.',
        explanation:
          'Correta: a lesão do hipoglosso faz a língua desviar para o lado lesado, pela ação do genioglosso contralateral íntegro.',
      },
      {
        text: 'Nervo vago esquerdo.',
        explanation:
          'Incorreta: a lesão do vago ou do laríngeo recorrente causa rouquidão por paralisia de corda vocal.',
      },
      {
        text: 'Ramo marginal da mandíbula do nervo facial.',
        explanation: 'Incorreta: causa queda da comissura labial, não desvio da língua.',
      },
      {
        text: 'Nervo glossofaríngeo esquerdo.',
        explanation: 'Incorreta: sua lesão, rara nas incisões altas, causa disfagia, e não desvio da língua.',
      },
      {
        text: 'Nervo acessório esquerdo.',
        explanation: 'Incorreta: sua lesão afeta o trapézio e o esternocleidomastoideo.',
      },
    ],
    correct: 'A',
    explanation:
      '<p>A lesão de nervos cranianos é uma complicação típica da endarterectomia, em geral por tração e transitória. O hipoglosso, que cruza as carótidas acima da bifurcação, é dos mais lesados: a língua desvia para o lado operado. Lesão do vago ou do laríngeo recorrente causa rouquidão, e a do ramo marginal da mandíbula, assimetria labial. Em cirurgias bilaterais, avaliar as cordas vocais antes do segundo lado evita paralisia bilateral.</p>',
    source: { institution: 'AMRIGS', exam: 'R3 – Cirurgia Vascular', year: 2016, board: 'AMRIGS' },
  },
  {
    subject: ['Doenças Arteriais', 'Doença Cerebrovascular Extracraniana', 'Carótidas'],
    statement:
      '<p>Mulher, 71 anos, submetida a endarterectomia de estenose carotídea direita de 95%, apresenta no 3º dia pós-operatório cefaleia intensa à direita, PA de 210 × 110 mmHg e uma crise convulsiva focal. A tomografia de crânio não mostra sangramento; o duplex mostra a carótida operada pérvia.</p><p>Qual o diagnóstico e a principal medida terapêutica?</p>',
    alternatives: [
      {
        text: 'AVC embólico; reoperação para revisar a endarterectomia.',
        explanation: 'Incorreta: a carótida está pérvia, e o quadro de cefaleia e hipertensão não é típico de embolia.',
      },
      {
        text: 'Enxaqueca pós-operatória; analgesia simples e alta.',
        explanation:
          'Incorreta: cefaleia com hipertensão grave e convulsão após endarterectomia exigem internação e controle pressórico.',
      },
      {
        text: 'Trombose da carótida; heparinização plena.',
        explanation: 'Incorreta: o duplex mostra a carótida pérvia.',
      },
      {
        text: 'Dissecção carotídea; angioplastia com stent.',
        explanation: 'Incorreta: não há dissecção no duplex, e o quadro é típico de hiperperfusão.',
      },
      {
        text: 'Síndrome de hiperperfusão cerebral; controle rigoroso da pressão arterial e anticonvulsivante.',
        explanation:
          'Correta: a perda da autorregulação após desobstrução de estenose crítica causa edema e risco de hemorragia, evitados com controle pressórico rigoroso.',
      },
    ],
    correct: 'E',
    explanation:
      '<p>A síndrome de hiperperfusão cerebral ocorre em geral nos primeiros dias após revascularização de estenose crítica: o leito cerebral cronicamente dilatado perde a autorregulação e recebe fluxo excessivo. Manifesta-se por cefaleia ipsilateral, hipertensão, convulsões e déficits focais, podendo evoluir para hemorragia intracerebral. A prevenção e o tratamento se baseiam no controle rigoroso da pressão arterial e no tratamento das convulsões.</p>',
    source: { institution: 'UNIFESP', exam: 'R3 – Cirurgia Vascular', year: 2022, board: 'VUNESP' },
  },
  {
    subject: ['Doenças Arteriais', 'Doença Cerebrovascular Extracraniana', 'Carótidas'],
    statement:
      '<p>Duas horas após endarterectomia carotídea sob anestesia geral, o paciente, já extubado, desenvolve aumento progressivo do volume cervical, estridor e dispneia. Saturação de 90% em ar ambiente.</p><p>Qual a conduta imediata?</p>',
    alternatives: [
      {
        text: 'Ultrassonografia cervical para quantificar o hematoma.',
        explanation: 'Incorreta: o comprometimento da via aérea não permite esperar exames.',
      },
      {
        text: 'Administrar protamina e observar a evolução.',
        explanation: 'Incorreta: a reversão da heparina não resolve a compressão já instalada da via aérea.',
      },
      {
        text: 'Nebulização com adrenalina e corticoide endovenoso.',
        explanation: 'Incorreta: o estridor é por compressão extrínseca e edema por hematoma, não por broncoespasmo.',
      },
      {
        text: 'Abrir a ferida e evacuar o hematoma imediatamente, com reexploração cirúrgica e controle da via aérea.',
        explanation:
          'Correta: a descompressão, à beira do leito se necessário, é a prioridade para salvar a via aérea.',
      },
      {
        text: 'Intubação orotraqueal eletiva após tomografia de pescoço.',
        explanation:
          'Incorreta: a intubação pode ser difícil pela distorção anatômica, e a descompressão não deve esperar tomografia.',
      },
    ],
    correct: 'D',
    explanation:
      '<p>O hematoma cervical após endarterectomia pode comprimir a via aérea e provocar edema de laringe, tornando a intubação difícil. Com sinais de obstrução, a conduta é abrir a ferida imediatamente, até à beira do leito, evacuar o hematoma e levar o paciente ao centro cirúrgico para hemostasia, com equipe preparada para via aérea difícil. Hematomas pequenos e estáveis podem ser observados.</p>',
    source: { institution: 'PSU-MG', exam: 'R3 – Cirurgia Vascular', year: 2024, board: 'Instituto AOCP' },
  },
  {
    subject: ['Doenças Arteriais', 'Doença Cerebrovascular Extracraniana', 'Carótidas'],
    statement:
      '<p>No duplex de carótidas, segundo o consenso da Society of Radiologists in Ultrasound, qual conjunto de achados é compatível com estenose de 70% ou mais (sem chegar à suboclusão) da carótida interna?</p>',
    alternatives: [
      {
        text: 'Pico sistólico abaixo de 125 cm/s e placa visível.',
        explanation: 'Incorreta: corresponde a estenose menor que 50%.',
      },
      {
        text: 'Pico sistólico de 230 cm/s ou mais, diastólica final acima de 100 cm/s e razão ACI/ACC acima de 4.',
        explanation: 'Correta: são os critérios clássicos de estenose de 70% ou mais.',
      },
      {
        text: 'Pico sistólico entre 125 e 230 cm/s e razão ACI/ACC entre 2 e 4.',
        explanation: 'Incorreta: esses valores correspondem a estenose de 50% a 69%.',
      },
      {
        text: 'Ausência de fluxo detectável na carótida interna.',
        explanation: 'Incorreta: caracteriza oclusão total.',
      },
      {
        text: 'Fluxo reverso na artéria vertebral ipsilateral.',
        explanation: 'Incorreta: sugere roubo da subclávia, não estenose carotídea.',
      },
    ],
    correct: 'B',
    explanation:
      '<p>O duplex é o exame inicial da doença carotídea. Pelo consenso da SRU, estenose abaixo de 50% tem pico sistólico abaixo de 125 cm/s; 50% a 69%, pico entre 125 e 230 cm/s e razão ACI/ACC entre 2 e 4; 70% ou mais, pico acima de 230 cm/s, diastólica final acima de 100 cm/s e razão acima de 4. Na suboclusão, as velocidades podem cair, e a confirmação por angiotomografia ou angiorressonância é recomendada antes da intervenção.</p>',
    source: { institution: 'HCPA', exam: 'R3 – Cirurgia Vascular', year: 2017, board: 'AMRIGS' },
  },
  {
    subject: ['Doenças Arteriais', 'Doença Cerebrovascular Extracraniana', 'Artérias vertebrais e subclávia'],
    statement:
      '<p>Homem, 58 anos, tabagista, refere tontura, visão turva e dor no braço esquerdo ao pintar paredes com o braço elevado. A PA sistólica é de 150 mmHg no braço direito e de 115 mmHg no esquerdo. O duplex mostra fluxo invertido na artéria vertebral esquerda.</p><p>Qual o diagnóstico?</p>',
    alternatives: [
      {
        text: 'Síndrome do desfiladeiro torácico arterial.',
        explanation: 'Incorreta: causa isquemia e embolia na mão, sem inversão do fluxo vertebral.',
      },
      {
        text: 'Estenose carotídea esquerda com AIT.',
        explanation: 'Incorreta: não explica a diferença de pressão entre os braços nem o fluxo vertebral invertido.',
      },
      {
        text: 'Síndrome do roubo da subclávia por estenose ou oclusão proximal da subclávia esquerda.',
        explanation:
          'Correta: a obstrução proximal faz a vertebral inverter o fluxo para suprir o braço, sobretudo durante o exercício.',
      },
      {
        text: 'Arterite de Takayasu em atividade.',
        explanation:
          'Incorreta: pode causar roubo da subclávia, mas o perfil de homem tabagista de 58 anos aponta para aterosclerose.',
      },
      {
        text: 'Insuficiência vertebrobasilar por dissecção da vertebral direita.',
        explanation: 'Incorreta: não explica o gradiente de pressão entre os braços.',
      },
    ],
    correct: 'C',
    explanation:
      '<p>No roubo da subclávia, a obstrução proximal (em geral aterosclerótica, mais comum à esquerda) leva à inversão do fluxo na artéria vertebral ipsilateral, que passa a suprir o braço. O achado de fluxo vertebral invertido é frequente e muitas vezes assintomático; sintomas vertebrobasilares ao exercitar o braço são menos comuns. Diferença de PA sistólica acima de 15 mmHg entre os braços sugere a estenose.</p>',
    source: { institution: 'SUS-SP', exam: 'Residência Médica R1 – Acesso Direto', year: 2016, board: 'VUNESP' },
  },
  {
    subject: ['Doenças Arteriais', 'Doença Cerebrovascular Extracraniana', 'Artérias vertebrais e subclávia'],
    statement:
      '<p>Paciente com síndrome do roubo da subclávia esquerda, sintomática, tem estenose curta, de 90%, no terço proximal da artéria subclávia esquerda, sem acometimento da origem da vertebral.</p><p>Qual o tratamento de primeira escolha?</p>',
    alternatives: [
      {
        text: 'Angioplastia transluminal com implante de stent.',
        explanation:
          'Correta: em lesão curta da subclávia, o tratamento endovascular tem alto sucesso técnico, baixa morbidade e boa perviedade.',
      },
      {
        text: 'Ponte aorto-subclávia por esternotomia.',
        explanation: 'Incorreta: a revascularização intratorácica tem morbidade desnecessária nessa situação.',
      },
      {
        text: 'Ligadura da artéria vertebral esquerda.',
        explanation: 'Incorreta: eliminaria o roubo à custa do braço, sem tratar a lesão.',
      },
      {
        text: 'Simpatectomia cervicotorácica.',
        explanation: 'Incorreta: não tem papel no tratamento de lesão obstrutiva proximal.',
      },
    ],
    correct: 'A',
    explanation:
      '<p>Lesões da subclávia só são tratadas se sintomáticas (isquemia do braço, sintomas vertebrobasilares) ou em situações especiais, como preservar o fluxo de uma ponte mamária coronária ou de uma fístula de diálise. A angioplastia com stent é a primeira escolha nas estenoses e oclusões curtas. A transposição subclávio-carotídea ou a ponte carótido-subclávia são alternativas duráveis quando a via endovascular falha ou não é possível.</p>',
    source: { institution: 'UNICAMP', exam: 'R3 – Cirurgia Vascular', year: 2020, board: 'VUNESP' },
  },
  {
    subject: ['Doenças Arteriais', 'Doença Cerebrovascular Extracraniana', 'Artérias vertebrais e subclávia'],
    statement:
      '<p>Homem, 69 anos, operado há 4 anos de revascularização miocárdica com artéria torácica interna esquerda para a descendente anterior, volta a ter angina quando trabalha com o braço esquerdo. A PA é 35 mmHg menor no braço esquerdo.</p><p>Qual a principal hipótese?</p>',
    alternatives: [
      {
        text: 'Oclusão do enxerto de safena para a coronária direita.',
        explanation: 'Incorreta: não explica a relação com o esforço do braço esquerdo nem a diferença de pressão.',
      },
      {
        text: 'Síndrome do desfiladeiro torácico neurogênica.',
        explanation: 'Incorreta: causa dor e parestesias no braço, não angina com gradiente pressórico.',
      },
      {
        text: 'Espasmo da artéria torácica interna.',
        explanation: 'Incorreta: não explica a assimetria de pressão entre os braços.',
      },
      {
        text: 'Roubo coronário-subclávio por estenose proximal da subclávia esquerda.',
        explanation:
          'Correta: o exercício do braço desvia fluxo da artéria torácica interna, que pode até inverter, causando isquemia miocárdica.',
      },
      {
        text: 'Pericardite constritiva pós-operatória.',
        explanation: 'Incorreta: não se relaciona ao esforço do braço nem à diferença de pressão.',
      },
    ],
    correct: 'D',
    explanation:
      '<p>No roubo coronário-subclávio, uma estenose proximal da subclávia reduz o fluxo na artéria torácica interna usada como ponte coronária; ao exercitar o braço, o fluxo pode se inverter, provocando angina. Por isso, antes da revascularização miocárdica, deve-se medir a PA nos dois braços e tratar estenoses significativas da subclávia. O tratamento é a angioplastia com stent ou a revascularização cirúrgica da subclávia.</p>',
    source: {
      institution: 'SBACV',
      exam: 'Prova de Título SBACV (Título de Especialista em Cirurgia Vascular)',
      year: 2017,
      board: 'SBACV',
    },
  },
  {
    subject: ['Doenças Arteriais', 'Isquemia Visceral e Renovascular', 'Isquemia mesentérica'],
    statement:
      '<p>Mulher, 76 anos, com fibrilação atrial sem anticoagulação, chega com dor abdominal periumbilical súbita e intensa há 4 horas, vômitos e evacuação. O abdome é flácido e pouco doloroso à palpação, apesar de a paciente referir dor 10/10. Lactato de 3,8 mmol/L e leucocitose.</p><p>Qual o exame de escolha para confirmar a hipótese principal?</p>',
    alternatives: [
      {
        text: 'Ultrassonografia de abdome.',
        explanation:
          'Incorreta: é limitada pelos gases e não avalia adequadamente a artéria mesentérica superior distal nem o intestino.',
      },
      {
        text: 'Angiotomografia de abdome com fase arterial.',
        explanation: 'Correta: é rápida, disponível e mostra a oclusão vascular e sinais de sofrimento intestinal.',
      },
      {
        text: 'Colonoscopia.',
        explanation: 'Incorreta: avalia o cólon, não o território da mesentérica superior, e atrasa o diagnóstico.',
      },
      {
        text: 'Radiografia simples de abdome.',
        explanation: 'Incorreta: costuma ser normal no início; achados como pneumatose são tardios.',
      },
      {
        text: 'Dosagem seriada de lactato antes de qualquer imagem.',
        explanation: 'Incorreta: o lactato é inespecífico e pode ser normal no início; esperar aumenta a necrose.',
      },
    ],
    correct: 'B',
    explanation:
      '<p>Dor abdominal desproporcional ao exame físico em paciente com fonte embólica é o quadro clássico de embolia da artéria mesentérica superior, a causa mais comum de isquemia mesentérica aguda. A angiotomografia é o exame de escolha, mesmo com alteração da função renal, pois o atraso diagnóstico aumenta muito a mortalidade. Lactato normal não exclui o diagnóstico.</p>',
    source: { institution: 'USP-SP', exam: 'Residência Médica R1 – Acesso Direto', year: 2020, board: 'FUVEST' },
  },
  {
    subject: ['Doenças Arteriais', 'Isquemia Visceral e Renovascular', 'Isquemia mesentérica'],
    statement:
      '<p>A mesma paciente é confirmada com embolia da artéria mesentérica superior, poupando os primeiros ramos jejunais. Evolui com sinais de peritonite.</p><p>Qual a conduta mais adequada?</p>',
    alternatives: [
      {
        text: 'Anticoagulação plena e observação em UTI.',
        explanation: 'Incorreta: a peritonite indica necrose intestinal, que exige cirurgia.',
      },
      {
        text: 'Trombólise dirigida por cateter na mesentérica superior.',
        explanation:
          'Incorreta: com peritonite, a laparotomia é obrigatória; a trombólise isolada não avalia nem resseca o intestino.',
      },
      {
        text: 'Ressecção de todo o intestino delgado isquêmico, sem revascularização.',
        explanation: 'Incorreta: a revascularização deve preceder a ressecção para salvar o intestino limítrofe.',
      },
      {
        text: 'Papaverina intra-arterial e reavaliação em 24 horas.',
        explanation: 'Incorreta: é o tratamento da isquemia não oclusiva, não da embolia com peritonite.',
      },
      {
        text: 'Laparotomia com embolectomia da mesentérica superior, ressecção do intestino inviável e reabordagem programada (second look).',
        explanation:
          'Correta: revascularizar primeiro, ressecar o inviável e reavaliar em 24 a 48 horas é a estratégia clássica.',
      },
    ],
    correct: 'E',
    explanation:
      '<p>Na isquemia mesentérica aguda com peritonite, a laparotomia é mandatória. A sequência é revascularizar primeiro (embolectomia da mesentérica superior, ou ponte ou stent retrógrado na trombose), depois ressecar o intestino inviável e planejar uma reabordagem em 24 a 48 horas para reavaliar segmentos limítrofes. Salas híbridas permitem combinar técnicas abertas e endovasculares.</p>',
    source: { institution: 'USP-SP', exam: 'Residência Médica R1 – Acesso Direto', year: 2020, board: 'FUVEST' },
  },
  {
    subject: ['Doenças Arteriais', 'Isquemia Visceral e Renovascular', 'Isquemia mesentérica'],
    statement:
      '<p>Mulher, 65 anos, tabagista, relata dor abdominal 20 a 30 minutos após as refeições há 8 meses, com perda de 12 kg porque passou a comer pouco. Endoscopia e colonoscopia normais. A angiotomografia mostra estenose de 90% no óstio da artéria mesentérica superior e oclusão do tronco celíaco.</p><p>Qual o tratamento de primeira escolha na maioria dos centros?</p>',
    alternatives: [
      {
        text: 'Angioplastia com stent da artéria mesentérica superior.',
        explanation:
          'Correta: o tratamento endovascular é a primeira opção na isquemia mesentérica crônica, com menor morbidade.',
      },
      {
        text: 'Dieta fracionada e observação.',
        explanation:
          'Incorreta: sem revascularização, a doença progride para desnutrição e risco de infarto intestinal.',
      },
      {
        text: 'Anticoagulação plena por tempo indeterminado.',
        explanation: 'Incorreta: não trata a estenose aterosclerótica crítica.',
      },
      {
        text: 'Liberação do ligamento arqueado mediano.',
        explanation: 'Incorreta: não há compressão extrínseca, e a lesão é aterosclerótica ostial.',
      },
      { text: 'Simpatectomia do plexo celíaco.', explanation: 'Incorreta: não revasculariza o intestino.' },
    ],
    correct: 'A',
    explanation:
      '<p>A isquemia mesentérica crônica se manifesta por angina abdominal pós-prandial, medo de comer e emagrecimento, geralmente com doença aterosclerótica de pelo menos dois dos três troncos viscerais. As diretrizes (ESVS) recomendam a revascularização endovascular com stent como primeira opção, reservando a cirurgia aberta (ponte ou endarterectomia) para falhas, oclusões longas ou pacientes jovens de baixo risco. A revascularização evita a evolução para isquemia aguda.</p>',
    source: {
      institution: 'SBACV',
      exam: 'Prova de Título SBACV (Título de Especialista em Cirurgia Vascular)',
      year: 2022,
      board: 'SBACV',
    },
  },
  {
    subject: ['Doenças Arteriais', 'Isquemia Visceral e Renovascular', 'Isquemia mesentérica'],
    statement:
      '<p>Homem, 72 anos, em choque cardiogênico após infarto, em uso de noradrenalina em dose alta, desenvolve distensão e dor abdominal e aumento do lactato. A angiografia mesentérica mostra artérias pérvias, porém com estreitamento difuso e alternância de segmentos dilatados e estreitados nos ramos da mesentérica superior, sem oclusão.</p><p>Qual a conduta, além de otimizar o débito cardíaco?</p>',
    alternatives: [
      {
        text: 'Embolectomia da mesentérica superior.',
        explanation: 'Incorreta: não há êmbolo; as artérias estão pérvias.',
      },
      {
        text: 'Angioplastia com stent da mesentérica superior.',
        explanation: 'Incorreta: não há estenose focal a tratar.',
      },
      {
        text: 'Infusão intra-arterial de papaverina pela mesentérica superior.',
        explanation:
          'Correta: o quadro é de isquemia mesentérica não oclusiva, e o vasodilatador intra-arterial reverte o vasoespasmo.',
      },
      {
        text: 'Aumentar a dose de vasopressor para elevar a PA média.',
        explanation: 'Incorreta: vasoconstritores agravam a vasoconstrição esplâncnica.',
      },
    ],
    correct: 'C',
    explanation:
      '<p>A isquemia mesentérica não oclusiva ocorre em estados de baixo débito e vasoconstrição esplâncnica: choque, insuficiência cardíaca, vasopressores, diálise e cirurgia cardíaca. A angiografia mostra o aspecto em colar de contas, sem oclusão. O tratamento combina otimizar o débito, reduzir vasoconstritores e infundir vasodilatador (papaverina) pela mesentérica superior; a laparotomia fica para sinais de necrose.</p>',
    source: { institution: 'SES-DF', exam: 'R3 – Cirurgia Vascular', year: 2023, board: 'Cebraspe' },
  },
  {
    subject: ['Doenças Arteriais', 'Isquemia Visceral e Renovascular', 'Isquemia mesentérica'],
    statement:
      '<p>Mulher, 34 anos, em uso de anticoncepcional oral combinado, tem dor abdominal difusa há 5 dias, com piora progressiva. Sem sinais de peritonite. A tomografia mostra trombo na veia mesentérica superior e espessamento de alças de jejuno, sem pneumatose.</p><p>Qual o tratamento inicial?</p>',
    alternatives: [
      {
        text: 'Laparotomia exploradora de urgência.',
        explanation: 'Incorreta: sem peritonite, a trombose venosa mesentérica é tratada clinicamente.',
      },
      {
        text: 'Trombectomia venosa cirúrgica.',
        explanation: 'Incorreta: raramente indicada, e não como primeira opção.',
      },
      {
        text: 'Antiagregação com AAS e manutenção do anticoncepcional.',
        explanation: 'Incorreta: o anticoncepcional deve ser suspenso, e a trombose venosa exige anticoagulação.',
      },
      {
        text: 'Anticoagulação plena imediata e suspensão do anticoncepcional.',
        explanation: 'Correta: a anticoagulação precoce impede a progressão e é o tratamento de base.',
      },
      {
        text: 'Observação e tomografia de controle em 1 semana.',
        explanation: 'Incorreta: sem anticoagulação, o trombo pode progredir e causar infarto venoso do intestino.',
      },
    ],
    correct: 'D',
    explanation:
      '<p>A trombose venosa mesentérica responde por cerca de 5% a 15% das isquemias mesentéricas agudas e tem apresentação mais insidiosa. Fatores de risco incluem trombofilias, anticoncepcionais, neoplasias, hipertensão portal e processos inflamatórios abdominais. O tratamento é a anticoagulação plena imediata; a cirurgia é reservada aos casos com peritonite ou necrose, e a trombólise, a casos selecionados que pioram apesar da anticoagulação.</p>',
    source: { institution: 'Santa Casa-SP', exam: 'Residência Médica R1 – Acesso Direto', year: 2022, board: 'FGV' },
  },
  {
    subject: ['Doenças Arteriais', 'Isquemia Visceral e Renovascular', 'Isquemia mesentérica'],
    statement:
      '<p>No 2º dia após correção aberta de aneurisma de aorta abdominal, com ligadura da artéria mesentérica inferior, o paciente apresenta diarreia sanguinolenta, distensão abdominal e febre baixa.</p><p>Qual o exame mais indicado para confirmar a principal hipótese?</p>',
    alternatives: [
      {
        text: 'Retossigmoidoscopia ou colonoscopia flexível à beira do leito.',
        explanation:
          'Correta: permite ver a mucosa do retossigmoide, principal local de colite isquêmica após cirurgia aórtica.',
      },
      {
        text: 'Enema opaco com bário.',
        explanation: 'Incorreta: é contraindicado na suspeita de isquemia com risco de perfuração.',
      },
      {
        text: 'Cintilografia com hemácias marcadas.',
        explanation: 'Incorreta: localiza sangramento ativo, mas não avalia isquemia da mucosa.',
      },
      {
        text: 'Pesquisa de toxina de Clostridioides difficile, apenas.',
        explanation:
          'Incorreta: pode compor a investigação da diarreia, mas o quadro após cirurgia aórtica pede avaliação endoscópica imediata.',
      },
    ],
    correct: 'A',
    explanation:
      '<p>A colite isquêmica é complicação clássica da cirurgia de aorta abdominal, sobretudo após rotura, ligadura da mesentérica inferior com hipogástricas comprometidas ou hipotensão prolongada. Diarreia sanguinolenta nos primeiros dias deve motivar retossigmoidoscopia ou colonoscopia flexível. Isquemia restrita à mucosa é tratada clinicamente; necrose transmural ou peritonite exigem colectomia.</p>',
    source: { institution: 'UERJ', exam: 'R3 – Cirurgia Vascular', year: 2019, board: 'FGV' },
  },
  {
    subject: ['Doenças Arteriais', 'Isquemia Visceral e Renovascular', 'Doença renovascular'],
    statement:
      '<p>Homem, 70 anos, diabético e tabagista, tem hipertensão controlada com três anti-hipertensivos e creatinina estável de 1,4 mg/dL há 2 anos. Angiotomografia: estenose aterosclerótica de 75% no óstio da artéria renal direita. Nunca teve edema agudo de pulmão.</p><p>Qual a conduta mais adequada?</p>',
    alternatives: [
      {
        text: 'Angioplastia com stent da artéria renal direita.',
        explanation:
          'Incorreta: no estudo CORAL, o stent não acrescentou benefício ao tratamento clínico nesse perfil.',
      },
      {
        text: 'Ponte aortorrenal com veia safena.',
        explanation: 'Incorreta: a cirurgia aberta tem ainda mais morbidade, sem benefício demonstrado nesse contexto.',
      },
      {
        text: 'Nefrectomia direita.',
        explanation: 'Incorreta: não há rim atrófico ou não funcionante que a justifique.',
      },
      {
        text: 'Suspender todos os anti-hipertensivos e repetir a imagem.',
        explanation: 'Incorreta: a hipertensão precisa continuar controlada.',
      },
      {
        text: 'Tratamento clínico otimizado: anti-hipertensivos, estatina, antiagregante e cessação do tabagismo.',
        explanation:
          'Correta: na estenose aterosclerótica com pressão controlada e função estável, o tratamento clínico é a conduta.',
      },
    ],
    correct: 'E',
    explanation:
      '<p>Os estudos ASTRAL e CORAL mostraram que, na estenose aterosclerótica da artéria renal, o stent não reduz eventos cardiovasculares e renais em relação ao tratamento clínico otimizado. A revascularização fica para situações especiais: edema agudo de pulmão súbito recorrente, hipertensão verdadeiramente refratária ou perda rápida de função renal com estenose bilateral ou em rim único. IECA e BRA podem ser usados com monitorização da creatinina.</p>',
    source: { institution: 'UNIFESP', exam: 'R3 – Cirurgia Vascular', year: 2025, board: 'VUNESP' },
  },
  {
    subject: ['Doenças Arteriais', 'Isquemia Visceral e Renovascular', 'Doença renovascular'],
    statement:
      '<p>Em pacientes com estenose aterosclerótica da artéria renal, qual situação é considerada indicação para revascularização?</p>',
    alternatives: [
      {
        text: 'Achado incidental de estenose de 60% em tomografia de rotina.',
        explanation: 'Incorreta: estenose assintomática e incidental não tem indicação de intervenção.',
      },
      {
        text: 'Hipertensão controlada com dois fármacos.',
        explanation: 'Incorreta: pressão controlada com tratamento clínico não justifica revascularização.',
      },
      {
        text: 'Episódios recorrentes de edema agudo de pulmão súbito (flash) com estenose renal bilateral grave.',
        explanation: 'Correta: é a indicação mais aceita, pois o edema pulmonar súbito responde à revascularização.',
      },
      {
        text: 'Rim atrófico de 6 cm com artéria ocluída.',
        explanation: 'Incorreta: um rim pequeno e sem função não se recupera com revascularização.',
      },
    ],
    correct: 'C',
    explanation:
      '<p>Após os estudos ASTRAL e CORAL, a revascularização da estenose renal aterosclerótica ficou restrita a cenários selecionados: edema pulmonar súbito recorrente ou insuficiência cardíaca inexplicada com estenose bilateral ou de rim único, hipertensão refratária verdadeira e perda progressiva de função renal. Rins com menos de 7 a 8 cm e índice de resistividade elevado ao Doppler tendem a não se beneficiar. Na displasia fibromuscular, em contraste, a angioplastia com balão é tratamento de primeira linha.</p>',
    source: { institution: 'PSU-MG', exam: 'R3 – Cirurgia Vascular', year: 2026, board: 'Instituto AOCP' },
  },
];
