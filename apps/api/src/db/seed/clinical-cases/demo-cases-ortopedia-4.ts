import type { DemoCase } from './demo-case-types.ts';

/** Ortopedia, part 4: joelho e ombro do adulto jovem, e o rascunho (tumor ósseo maligno). */
export const casesOrtopedia4: readonly DemoCase[] = [
  {
    title: 'Jogadora de handebol que sentiu um estalo ao aterrissar',
    summary:
      'Atleta de 19 anos procura o ambulatório seis dias após torcer o joelho direito em um jogo, com o joelho inchado e a sensação de que ele “sai do lugar”. Faça o diagnóstico e planeje o tratamento e o retorno ao esporte.',
    subjects: [
      ['Ortopedia do Adulto', 'Joelho, Pé e Tornozelo', 'Lesões ligamentares do joelho', 'Ligamento cruzado anterior'],
      ['Ortopedia do Adulto', 'Joelho, Pé e Tornozelo', 'Lesões meniscais'],
    ],
    difficulty: 'easy',
    estimatedMinutes: 14,
    stages: [
      {
        kind: 'history',
        title: 'A consulta',
        body: '<p>Júlia, 19 anos, 64 kg, ponta de um time universitário de handebol. Há 6 dias, ao aterrissar de um salto, o joelho direito “torceu para dentro” com o pé fixo no chão. Não conseguiu continuar a partida. Chega de muletas, com o joelho em leve flexão.</p>',
        prompt: 'O que você pergunta?',
        discussion:
          '<p>Trauma sem contato, com desaceleração e rotação sobre o pé fixo, estalo audível e derrame nas primeiras horas (hemartrose) formam a tríade que sugere ruptura do LCA em mais de 70% dos casos. Bloqueio verdadeiro sugere lesão meniscal em alça de balde; o nível esportivo orienta a indicação de reconstrução.</p>',
        options: [
          {
            label: 'Como foi exatamente o movimento e se ouviu ou sentiu um estalo',
            finding:
              '<p>“Aterrissei, girei para fugir da marcação e o joelho foi para dentro. Ouvi um estalo e caí.” Sem contato com outra jogadora.</p>',
            points: 15,
            rating: 'essential',
            feedback: 'Mecanismo sem contato em valgo e rotação com estalo é o padrão clássico da ruptura do LCA.',
          },
          {
            label: 'Em quanto tempo o joelho inchou',
            finding: '<p>“Em umas duas horas estava enorme.”</p>',
            points: 15,
            rating: 'essential',
            feedback:
              'Derrame nas primeiras horas é hemartrose; no adulto jovem, a causa mais comum é a ruptura do LCA.',
          },
          {
            label: 'Se o joelho trava em alguma posição',
            finding: '<p>Nega travamento; consegue estender quase totalmente, mas com dor.</p>',
            points: 6,
            rating: 'useful',
            feedback:
              'Bloqueio verdadeiro da extensão sugere menisco em alça de balde, que muda a urgência da cirurgia.',
          },
          {
            label: 'Sensação de falseio desde o trauma',
            finding: '<p>“Ontem fui virar no corredor e o joelho saiu do lugar.”</p>',
            points: 6,
            rating: 'useful',
            feedback: 'Falseio em giros traduz a instabilidade rotatória anterolateral da deficiência do LCA.',
          },
          {
            label: 'Nível esportivo e objetivos para o próximo ano',
            finding: '<p>Treina 5 vezes por semana e quer disputar os jogos universitários no próximo ano.</p>',
            points: 10,
            rating: 'essential',
            feedback: 'Atleta jovem de esporte com pivô e desejo de retorno: indicação clara de reconstrução.',
          },
          {
            label: 'Lesões prévias no outro joelho',
            finding: '<p>Nenhuma.</p>',
            points: 3,
            rating: 'useful',
            feedback: 'Lesão contralateral prévia aumenta o risco de nova lesão e pesa na escolha do enxerto.',
          },
          {
            label: 'Preferências alimentares e suplementos',
            finding: '<p>Usa whey protein após os treinos.</p>',
            points: -3,
            rating: 'unnecessary',
            feedback: 'Não contribui para o diagnóstico ou a conduta.',
          },
        ],
      },
      {
        kind: 'exam',
        title: 'O exame do joelho',
        body: '<p>Derrame moderado (sinal da onda positivo), extensão com déficit de 5° e flexão até 110°.</p>',
        prompt: 'Quais testes você faz?',
        discussion:
          '<p>O teste de Lachman (30° de flexão) é o mais sensível para o LCA, sobretudo na fase aguda, quando a dor e a contratura dos isquiotibiais falseiam a gaveta anterior e impedem o pivot shift. Completa-se o exame com os colaterais, o LCP e os meniscos.</p>',
        options: [
          {
            label: 'Teste de Lachman',
            finding:
              '<p>Translação anterior da tíbia cerca de 8 mm maior que a do lado esquerdo, sem ponto final firme.</p>',
            points: 20,
            rating: 'essential',
            feedback: 'Lachman positivo com ponto final mole é o achado mais sensível de ruptura do LCA.',
            lessonTitle: 'Joelho agudo: regras de Ottawa e lesão do LCA',
          },
          {
            label: 'Estresse em valgo e varo a 0° e 30°',
            finding: '<p>Dor leve no valgo a 30°, sem abertura; varo estável.</p>',
            points: 6,
            rating: 'useful',
            feedback: 'Afasta lesão associada relevante dos colaterais, que mudaria o tempo e a técnica da cirurgia.',
          },
          {
            label: 'Palpação da interlinha e teste de McMurray',
            finding: '<p>Dor à palpação da interlinha lateral posterior; McMurray limitado pela dor.</p>',
            points: 5,
            rating: 'useful',
            feedback: 'Sugere lesão do menisco lateral, comum na ruptura aguda do LCA.',
          },
          {
            label: 'Pivot shift',
            finding: '<p>Não realizável: a paciente contrai a musculatura e refere dor.</p>',
            points: 3,
            rating: 'useful',
            feedback: 'Muito específico, mas na fase aguda costuma ser impossível sem anestesia.',
          },
          {
            label: 'Gaveta posterior e sinal do afundamento posterior',
            finding: '<p>Negativos.</p>',
            points: 4,
            rating: 'useful',
            feedback: 'Afasta lesão do LCP, que poderia dar falso Lachman positivo por posição posterior da tíbia.',
          },
          {
            label: 'Reflexo patelar',
            finding: '<p>2+ simétrico.</p>',
            points: -3,
            rating: 'unnecessary',
            feedback: 'Não avalia estabilidade ligamentar.',
          },
        ],
      },
      {
        kind: 'tests',
        title: 'Exames de imagem',
        body: '<p>Você suspeita de ruptura do LCA com possível lesão meniscal.</p>',
        prompt: 'Quais exames você pede?',
        discussion:
          '<p>A radiografia afasta fraturas e pode mostrar a fratura de Segond, avulsão da cápsula lateral típica da lesão do LCA. A ressonância confirma a ruptura e, principalmente, avalia meniscos, cartilagem e demais ligamentos para o planejamento. Artroscopia diagnóstica não tem lugar quando há ressonância.</p>',
        options: [
          {
            label: 'Radiografias AP e perfil do joelho direito',
            finding:
              '<p>Pequeno fragmento ósseo avulsionado da borda lateral do planalto tibial (fratura de Segond); sem outras fraturas.</p>',
            points: 12,
            rating: 'essential',
            feedback:
              'Indicada (não conseguiu dar 4 passos após o trauma) e achado de Segond praticamente confirma a lesão do LCA.',
            costReais: 45,
            turnaroundMinutes: 30,
          },
          {
            label: 'Ressonância magnética do joelho direito',
            finding:
              '<p>Ruptura completa do LCA no terço proximal; contusão óssea no côndilo femoral lateral e na porção posterolateral do planalto tibial; lesão longitudinal periférica do corno posterior do menisco lateral; LCP, LCM e cartilagem íntegros.</p>',
            points: 15,
            rating: 'essential',
            feedback: 'Confirma o diagnóstico e mostra a lesão meniscal reparável, que muda o planejamento cirúrgico.',
            costReais: 800,
            turnaroundMinutes: 1440,
          },
          {
            label: 'Punção do joelho para análise do líquido',
            finding: '<p>Líquido hemático; sem gotículas de gordura.</p>',
            points: -3,
            rating: 'unnecessary',
            feedback: 'O sangue já é esperado; a punção diagnóstica acrescenta pouco e traz risco de infecção.',
            costReais: 120,
            turnaroundMinutes: 60,
          },
          {
            label: 'Tomografia do joelho',
            finding: '<p>Pequena avulsão da borda lateral do planalto tibial.</p>',
            points: -3,
            rating: 'unnecessary',
            feedback: 'Boa para fraturas do planalto, mas não avalia ligamentos nem meniscos.',
            costReais: 450,
            turnaroundMinutes: 120,
          },
          {
            label: 'Ultrassom do joelho',
            finding: '<p>Derrame articular moderado; ligamento colateral medial espessado.</p>',
            points: -3,
            rating: 'unnecessary',
            feedback: 'Não avalia o LCA nem os meniscos de forma confiável.',
            costReais: 150,
            turnaroundMinutes: 60,
          },
          {
            label: 'Hemograma, VHS e PCR',
            finding: '<p>Normais.</p>',
            points: -3,
            rating: 'unnecessary',
            feedback: 'Sem febre nem suspeita de infecção, não há por que pedir.',
            costReais: 25,
            turnaroundMinutes: 60,
          },
          {
            label: 'Artroscopia diagnóstica',
            finding: '<p>Confirma a ruptura do LCA, ao custo de um procedimento com anestesia.</p>',
            points: -10,
            rating: 'harmful',
            feedback:
              'Procedimento invasivo para diagnóstico que a ressonância faz; no joelho agudo e inflamado, aumenta o risco de rigidez.',
            costReais: 4500,
            turnaroundMinutes: 10080,
          },
        ],
      },
      {
        kind: 'diagnosis',
        title: 'O diagnóstico',
        body: '<p>Trauma sem contato com estalo, hemartrose precoce, Lachman positivo, fratura de Segond e ressonância com ruptura completa.</p>',
        prompt: 'Qual é o diagnóstico principal e quais lesões associadas você registra?',
        discussion:
          '<p>Ruptura completa do LCA com lesão do menisco lateral. O padrão de contusão óssea no côndilo femoral lateral e no planalto posterolateral é a “marca” da subluxação anterior da tíbia no momento da lesão. A luxação da patela é o principal diferencial de hemartrose em mulher jovem.</p>',
        hypotheses: [
          {
            label: 'Ruptura do ligamento cruzado anterior',
            synonyms: ['LCA', 'lesao do LCA', 'ruptura do LCA', 'ligamento cruzado anterior', 'ACL'],
            points: 20,
            differentialPoints: 5,
            rating: 'essential',
            feedback: 'Clínica, radiografia e ressonância concordantes.',
            lessonTitle: 'Joelho agudo: regras de Ottawa e lesão do LCA',
          },
          {
            label: 'Lesão do menisco lateral associada',
            synonyms: ['lesao meniscal', 'menisco lateral', 'rotura meniscal', 'lesao do menisco'],
            points: 0,
            differentialPoints: 5,
            rating: 'useful',
            feedback:
              'Associada em boa parte das rupturas agudas; a periférica longitudinal tem bom potencial de reparo.',
            lessonTitle: 'Lesões meniscais: diagnóstico e quando operar',
          },
          {
            label: 'Luxação da patela',
            synonyms: ['luxacao da patela', 'luxacao patelar', 'instabilidade patelar'],
            points: -5,
            differentialPoints: 3,
            rating: 'useful',
            feedback:
              'Causa hemartrose em mulheres jovens, mas com dor medial na patela e apreensão patelar, não Lachman positivo.',
          },
          {
            label: 'Lesão do ligamento colateral medial',
            synonyms: ['LCM', 'lesao do LCM', 'colateral medial'],
            points: -5,
            differentialPoints: 2,
            rating: 'useful',
            feedback: 'Possível no mecanismo em valgo, mas o estresse e a ressonância mostram colateral íntegro.',
          },
          {
            label: 'Lesão do ligamento cruzado posterior',
            synonyms: ['LCP', 'lesao do LCP', 'cruzado posterior'],
            points: -10,
            differentialPoints: -2,
            rating: 'unnecessary',
            feedback: 'Resulta de trauma direto anterior na tíbia com joelho fletido; gaveta posterior negativa.',
          },
          {
            label: 'Entorse simples do joelho',
            synonyms: ['entorse do joelho', 'entorse simples', 'distensao do joelho'],
            points: -15,
            differentialPoints: -5,
            rating: 'harmful',
            feedback:
              'Hemartrose precoce nunca é “só entorse”; esse rótulo leva ao retorno precoce e a novas lesões meniscais e condrais.',
          },
        ],
      },
      {
        kind: 'management',
        title: 'O plano',
        body: '<p>A paciente quer saber quando volta a jogar.</p>',
        prompt: 'Escolha as condutas e ordene-as.',
        discussion:
          '<p>Na atleta jovem de esporte com pivô, a reconstrução do LCA é o tratamento, feita depois de recuperar a extensão completa e reduzir o derrame, para diminuir o risco de artrofibrose. O menisco periférico deve ser reparado no mesmo tempo. O retorno ao esporte exige critérios funcionais e, em geral, pelo menos 9 meses.</p>',
        options: [
          {
            label: 'Fisioterapia pré-operatória: controlar o derrame, recuperar a extensão e ativar o quadríceps',
            points: 12,
            rating: 'essential',
            feedback: 'Operar com o joelho rígido e inflamado aumenta o risco de artrofibrose e de perda de extensão.',
            expertPosition: 1,
          },
          {
            label: 'Reconstrução do LCA com enxerto autólogo (tendão patelar ou flexores)',
            points: 20,
            rating: 'essential',
            feedback: 'Restaura a estabilidade e protege meniscos e cartilagem de novas lesões por falseio.',
            expertPosition: 2,
          },
          {
            label: 'Reparo do menisco lateral no mesmo tempo cirúrgico',
            points: 8,
            rating: 'useful',
            feedback:
              'Preservar o menisco reduz a artrose futura; o reparo associado à reconstrução tem altas taxas de cicatrização.',
            expertPosition: 3,
            lessonTitle: 'Lesões meniscais: diagnóstico e quando operar',
          },
          {
            label: 'Reabilitação por fases e retorno ao esporte após cerca de 9 meses, com testes funcionais',
            points: 12,
            rating: 'essential',
            feedback: 'Retornar antes de 9 meses e sem critérios multiplica o risco de nova ruptura.',
            expertPosition: 4,
          },
          {
            label: 'Programa de prevenção neuromuscular para o time',
            points: 5,
            rating: 'useful',
            feedback: 'Programas como o FIFA 11+ reduzem lesões do LCA, sobretudo em atletas mulheres.',
            expertPosition: 5,
          },
          {
            label: 'Gesso inguinomaleolar por 6 semanas',
            points: -15,
            rating: 'harmful',
            feedback: 'O LCA não cicatriza com imobilização; o gesso só traz rigidez e atrofia.',
          },
          {
            label: 'Liberar para jogar em 2 semanas com joelheira',
            points: -15,
            rating: 'harmful',
            feedback:
              'Joelheira não controla a instabilidade rotatória; novos falseios lesam o menisco e a cartilagem.',
          },
        ],
      },
      {
        kind: 'question',
        title: 'O sinal na radiografia',
        body: '<p>Na reunião clínica, a radiografia inicial é projetada.</p>',
        prompt:
          'A pequena avulsão na borda lateral do planalto tibial (fratura de Segond) associa-se principalmente a qual lesão?',
        discussion:
          '<p>A fratura de Segond é a avulsão da inserção do complexo capsuloligamentar anterolateral na tíbia, causada por rotação interna e varo; associa-se à ruptura do LCA em 75 a 100% dos casos. A “Segond reversa”, na borda medial, associa-se à lesão do LCP.</p>',
        options: [
          {
            label: 'Ruptura do ligamento cruzado anterior.',
            points: 15,
            rating: 'essential',
            correct: true,
            feedback: 'Correta: a Segond é um sinal radiográfico quase patognomônico de lesão do LCA.',
            lessonTitle: 'Joelho agudo: regras de Ottawa e lesão do LCA',
          },
          {
            label: 'Ruptura do ligamento cruzado posterior.',
            points: -2,
            rating: 'unnecessary',
            feedback: 'Incorreta: o LCP se associa à Segond reversa, na borda medial.',
          },
          {
            label: 'Luxação lateral da patela.',
            points: -2,
            rating: 'unnecessary',
            feedback: 'Incorreta: a luxação da patela produz fragmentos osteocondrais da patela ou do côndilo lateral.',
          },
          {
            label: 'Lesão isolada do ligamento colateral medial.',
            points: -2,
            rating: 'unnecessary',
            feedback:
              'Incorreta: o colateral medial lesado de forma crônica pode calcificar (Pellegrini-Stieda), não avulsionar a borda lateral.',
          },
          {
            label: 'Fratura por compressão do planalto tibial lateral.',
            points: -2,
            rating: 'unnecessary',
            feedback: 'Incorreta: a Segond é avulsão, não depressão articular.',
          },
        ],
      },
    ],
    expertReasoning:
      '<p>O diagnóstico da ruptura do LCA é essencialmente clínico: trauma sem contato em rotação com o pé fixo, estalo, incapacidade de continuar e derrame em poucas horas. O Lachman é o teste mais sensível na fase aguda.</p><p>A radiografia afasta fraturas e, aqui, mostra a fratura de Segond; a ressonância confirma a ruptura e revela a lesão do menisco lateral, que deve ser reparada. Artroscopia diagnóstica e gesso pertencem ao passado.</p><p>Em atleta jovem de esporte com pivô, a reconstrução é o tratamento, depois de recuperar a extensão e reduzir o derrame. O retorno ao jogo depende de critérios funcionais e de tempo, em geral 9 meses ou mais, e a prevenção neuromuscular protege o outro joelho e as colegas de time.</p>',
    references: [
      'AAOS. Management of Anterior Cruciate Ligament Injuries: Evidence-Based Clinical Practice Guideline (2022)',
      "Campbell's Operative Orthopaedics, 14ª ed. (2021), capítulo de lesões ligamentares do joelho",
      'Stiell IG et al. Derivation of a decision rule for the use of radiography in acute knee injuries. Ann Emerg Med. 1995;26(4):405-13',
    ],
    lessonTitles: ['Joelho agudo: regras de Ottawa e lesão do LCA', 'Lesões meniscais: diagnóstico e quando operar'],
    questionStarts: [
      '<p>Mulher, 24 anos, jogadora de futebol,',
      '<p>A radiografia do joelho de um pacient',
      '<p>Homem, 22 anos, após torção do joelho',
    ],
  },
  {
    title: 'Skatista que chega segurando o braço junto ao corpo',
    summary:
      'Homem de 23 anos cai do skate sobre o braço direito estendido e chega ao pronto-socorro com dor intensa no ombro, segurando o antebraço com a outra mão. Examine, confirme e trate.',
    subjects: [
      ['Ortopedia do Adulto', 'Ombro, Cotovelo e Mão', 'Instabilidade do ombro'],
      ['Trauma Ortopédico', 'Trauma do Membro Superior', 'Ombro e úmero'],
    ],
    difficulty: 'easy',
    estimatedMinutes: 15,
    stages: [
      {
        kind: 'history',
        title: 'A chegada',
        body: '<p>Rafael, 23 anos, designer, cai do skate há cerca de 1 hora. Chega inclinado para o lado direito, segurando o antebraço direito, com o braço em leve abdução. PA 128/76 mmHg, FC 104 bpm, dor 9/10.</p>',
        prompt: 'O que você pergunta?',
        discussion:
          '<p>O mecanismo (braço em abdução e rotação externa) e a idade sugerem luxação anterior. Perguntar se é o primeiro episódio define o risco de recidiva e o plano; crise convulsiva ou choque elétrico levantariam a suspeita de luxação posterior, a que mais passa despercebida.</p>',
        options: [
          {
            label: 'Como caiu e em que posição estava o braço',
            finding: '<p>“Caí para trás com o braço aberto e a mão no chão; o ombro foi para trás e estalou.”</p>',
            points: 15,
            rating: 'essential',
            feedback:
              'Abdução com rotação externa forçada é o mecanismo da luxação anterior, mais de 95% das luxações do ombro.',
          },
          {
            label: 'Se o ombro já saiu do lugar antes',
            finding: '<p>Primeira vez.</p>',
            points: 12,
            rating: 'essential',
            feedback:
              'Primeiro episódio em jovem ativo tem recidiva alta; a informação orienta o plano depois da redução.',
          },
          {
            label: 'Convulsão, choque elétrico ou uso de álcool antes da queda',
            finding: '<p>Nega; estava sóbrio.</p>',
            points: 6,
            rating: 'useful',
            feedback: 'Convulsão e eletrocussão são os mecanismos típicos da luxação posterior.',
          },
          {
            label: 'Formigamento ou dormência no braço',
            finding: '<p>“Formiga um pouco a mão, mas acho que é da dor.”</p>',
            points: 5,
            rating: 'useful',
            feedback:
              'Sintomas neurológicos orientam o exame, que precisa documentar o nervo axilar antes de qualquer manobra.',
          },
          {
            label: 'Alergias, jejum e medicamentos',
            finding: '<p>Sem alergias; comeu há 3 horas; não usa medicamentos.</p>',
            points: 4,
            rating: 'useful',
            feedback: 'Orienta a analgesia e a eventual sedação para a redução.',
          },
          {
            label: 'Quanto tempo passa no computador por dia',
            finding: '<p>Cerca de 9 horas.</p>',
            points: -3,
            rating: 'unnecessary',
            feedback: 'Irrelevante para a urgência.',
          },
        ],
      },
      {
        kind: 'exam',
        title: 'O exame do ombro',
        body: '<p>O paciente não permite mobilizar o ombro direito.</p>',
        prompt: 'O que você examina antes de qualquer manobra?',
        discussion:
          '<p>A inspeção mostra a perda do contorno do deltoide (sinal da dragona) e o acrômio proeminente. Antes de reduzir, documentam-se o nervo axilar (sensibilidade da face lateral do ombro), os demais nervos do plexo e os pulsos, porque a lesão do axilar é a complicação neurológica mais comum e pode ter ocorrido na luxação ou na redução.</p>',
        options: [
          {
            label: 'Inspeção e palpação do contorno do ombro',
            finding:
              '<p>Perda do arredondamento do deltoide, acrômio proeminente (sinal da dragona) e cabeça do úmero palpável na região anterior, abaixo do coracoide.</p>',
            points: 12,
            rating: 'essential',
            feedback: 'O achado clássico da luxação anterior, com a cabeça palpável anteriormente.',
          },
          {
            label: 'Sensibilidade da face lateral do ombro (nervo axilar)',
            finding: '<p>Sensibilidade preservada na região do “distintivo” do deltoide.</p>',
            points: 15,
            rating: 'essential',
            feedback:
              'O axilar é o nervo mais lesado na luxação anterior; o registro pré-redução protege o paciente e o médico.',
          },
          {
            label: 'Pulso radial e perfusão da mão',
            finding: '<p>Pulso radial palpável e simétrico; enchimento capilar de 2 segundos.</p>',
            points: 10,
            rating: 'essential',
            feedback: 'Lesão da artéria axilar é rara, mas grave, sobretudo em idosos.',
          },
          {
            label: 'Sensibilidade e força distais (musculocutâneo, radial, mediano, ulnar)',
            finding:
              '<p>Sensibilidade preservada no antebraço lateral e na mão; preensão e extensão dos dedos normais.</p>',
            points: 5,
            rating: 'useful',
            feedback: 'Completa o exame do plexo braquial, que pode ser tracionado na luxação.',
          },
          {
            label: 'Palpação da clavícula e da acromioclavicular',
            finding: '<p>Sem dor nem degrau.</p>',
            points: 3,
            rating: 'useful',
            feedback: 'Afasta lesões associadas da cintura escapular.',
          },
          {
            label: 'Teste de apreensão',
            finding: '<p>O paciente grita e recusa a manobra.</p>',
            points: -10,
            rating: 'harmful',
            feedback:
              'Teste para instabilidade crônica; num ombro luxado só causa dor e pode provocar fratura ou lesão nervosa.',
          },
        ],
      },
      {
        kind: 'tests',
        title: 'Radiografias',
        body: '<p>O paciente recebeu analgesia venosa.</p>',
        prompt: 'Quais exames você pede?',
        discussion:
          '<p>Radiografias antes da redução confirmam a direção da luxação e mostram fraturas associadas (tubérculo maior, colo cirúrgico, glenoide) que mudam a manobra. A série trauma inclui o AP verdadeiro e o perfil escapular ou axilar. Depois da redução, nova radiografia confirma a congruência. Tomografia e ressonância ficam para a recidiva e o planejamento cirúrgico.</p>',
        options: [
          {
            label: 'Série trauma do ombro antes da redução (AP verdadeiro e perfil escapular)',
            finding:
              '<p>Cabeça do úmero anterior e medial à glenoide, em posição subcoracoide; sem fratura do tubérculo maior, do colo ou da glenoide.</p>',
            points: 15,
            rating: 'essential',
            feedback:
              'Confirma a luxação anterior e afasta fratura do colo, que contraindicaria a redução fechada no pronto-socorro.',
            costReais: 45,
            turnaroundMinutes: 30,
          },
          {
            label: 'Radiografias após a redução',
            finding:
              '<p>Redução concêntrica; pequena impressão na face posterolateral da cabeça umeral (lesão de Hill-Sachs); glenoide íntegra.</p>',
            points: 12,
            rating: 'essential',
            feedback: 'Documenta a redução e mostra a lesão de Hill-Sachs, frequente na luxação anterior.',
            costReais: 45,
            turnaroundMinutes: 30,
          },
          {
            label: 'Ressonância magnética do ombro hoje',
            finding: '<p>Lesão de Bankart anteroinferior e Hill-Sachs pequena.</p>',
            points: -3,
            rating: 'unnecessary',
            feedback: 'Não muda a conduta de urgência; será pedida no ambulatório ao se discutir estabilização.',
            costReais: 850,
            turnaroundMinutes: 1440,
          },
          {
            label: 'Tomografia do ombro',
            finding: '<p>Glenoide sem perda óssea significativa.</p>',
            points: -3,
            rating: 'unnecessary',
            feedback:
              'Quantifica perda óssea na instabilidade recidivante; no primeiro episódio agudo, sem fratura na radiografia, não é necessária.',
            costReais: 450,
            turnaroundMinutes: 120,
          },
          {
            label: 'Eletroneuromiografia',
            finding: '<p>Sem valor na fase aguda; agendada para 4 semanas.</p>',
            points: -4,
            rating: 'unnecessary',
            feedback: 'Só seria útil semanas depois, se houvesse déficit do axilar.',
            costReais: 450,
            turnaroundMinutes: 40320,
          },
          {
            label: 'Ultrassom do ombro',
            finding: '<p>Exame limitado pela dor; derrame articular.</p>',
            points: -2,
            rating: 'unnecessary',
            feedback: 'Não substitui a radiografia para excluir fraturas.',
            costReais: 150,
            turnaroundMinutes: 60,
          },
        ],
      },
      {
        kind: 'diagnosis',
        title: 'O diagnóstico',
        body: '<p>Mecanismo em abdução e rotação externa, sinal da dragona, cabeça subcoracoide na radiografia, sem fraturas.</p>',
        prompt: 'Qual é o diagnóstico? Que diferenciais você registrou?',
        discussion:
          '<p>Luxação glenoumeral anterior subcoracoide, primeiro episódio, sem fratura e sem déficit neurovascular. A fratura-luxação muda a manobra e pode exigir redução no centro cirúrgico; a luxação posterior passa despercebida no AP e exige o perfil.</p>',
        hypotheses: [
          {
            label: 'Luxação glenoumeral anterior',
            synonyms: ['luxacao anterior do ombro', 'luxacao glenoumeral anterior', 'luxacao do ombro', 'ombro luxado'],
            points: 20,
            differentialPoints: 5,
            rating: 'essential',
            feedback: 'Quadro e radiografia típicos de luxação anterior subcoracoide.',
            lessonTitle: 'Luxação glenoumeral anterior e instabilidade',
          },
          {
            label: 'Fratura-luxação com fratura do tubérculo maior',
            synonyms: ['fratura do tuberculo maior', 'fratura-luxacao do ombro', 'fratura luxacao'],
            points: -5,
            differentialPoints: 4,
            rating: 'useful',
            feedback: 'Associação comum acima dos 40 anos; a radiografia a afasta aqui.',
          },
          {
            label: 'Luxação glenoumeral posterior',
            synonyms: ['luxacao posterior do ombro', 'luxacao posterior'],
            points: -10,
            differentialPoints: 2,
            rating: 'useful',
            feedback: 'Braço em rotação interna e bloqueio da rotação externa, após convulsão ou choque; não é o caso.',
          },
          {
            label: 'Fratura do colo cirúrgico do úmero',
            synonyms: ['fratura do umero proximal', 'fratura do colo cirurgico', 'fratura do colo do umero'],
            points: -5,
            differentialPoints: 3,
            rating: 'useful',
            feedback: 'Importante afastar antes de manipular: a manobra de redução pode desviá-la.',
          },
          {
            label: 'Luxação acromioclavicular',
            synonyms: ['luxacao acromioclavicular', 'luxacao AC', 'disjuncao acromioclavicular'],
            points: -5,
            differentialPoints: 1,
            rating: 'unnecessary',
            feedback: 'Dá degrau na acromioclavicular, não perda do contorno do deltoide.',
          },
          {
            label: 'Ruptura aguda do manguito rotador',
            synonyms: ['lesao do manguito', 'ruptura do manguito rotador', 'manguito rotador'],
            points: -5,
            differentialPoints: 2,
            rating: 'useful',
            feedback:
              'Associação frequente na luxação após os 40 anos; pesquisar se a força não voltar após a redução.',
          },
        ],
      },
      {
        kind: 'management',
        title: 'Redução e plano',
        body: '<p>Sala de procedimentos disponível; o paciente está em jejum de 3 horas.</p>',
        prompt: 'Escolha as condutas e ordene-as.',
        discussion:
          '<p>A redução fechada deve ser precoce, com analgesia adequada (bloqueio intra-articular com lidocaína ou sedação) e técnica suave, como rotação externa lenta, FARES ou Cunningham. Segue-se novo exame neurovascular, radiografia, tipoia por conforto e reabilitação. No jovem com esporte de risco, a recidiva após o primeiro episódio é alta, e a estabilização cirúrgica deve ser discutida.</p>',
        options: [
          {
            label: 'Analgesia: lidocaína intra-articular ou sedação consciente com monitorização',
            points: 12,
            rating: 'essential',
            feedback: 'Relaxamento muscular e analgesia tornam a redução mais fácil e menos traumática.',
            expertPosition: 1,
          },
          {
            label: 'Redução fechada por técnica suave (rotação externa lenta, FARES ou Cunningham)',
            points: 20,
            rating: 'essential',
            feedback: 'Técnicas suaves têm alto sucesso e baixo risco de fratura e de lesão nervosa.',
            expertPosition: 2,
            lessonTitle: 'Luxação glenoumeral anterior e instabilidade',
          },
          {
            label: 'Reexaminar o nervo axilar e os pulsos após a redução',
            points: 12,
            rating: 'essential',
            feedback: 'Documenta que a manobra não causou lesão; um déficit novo muda o seguimento.',
            expertPosition: 3,
          },
          {
            label: 'Tipoia por conforto por 1 a 3 semanas e reabilitação precoce',
            points: 6,
            rating: 'useful',
            feedback: 'Imobilizar mais tempo não reduz a recidiva; a reabilitação recupera arco e força.',
            expertPosition: 4,
          },
          {
            label: 'Discutir a estabilização artroscópica (Bankart) pelo alto risco de recidiva',
            points: 6,
            rating: 'useful',
            feedback:
              'Abaixo de 25 anos e com esporte de risco, a recidiva após o primeiro episódio pode passar de 50%.',
            expertPosition: 5,
          },
          {
            label: 'Redução com tração vigorosa e rotação brusca, sem analgesia',
            points: -15,
            rating: 'harmful',
            feedback:
              'A força excessiva provoca fratura do colo ou do tubérculo e lesão do plexo, além de dor desnecessária.',
          },
          {
            label: 'Imobilização em tipoia por 8 semanas',
            points: -4,
            rating: 'unnecessary',
            feedback: 'Não reduz a recidiva e causa rigidez; não há benefício em prolongar a imobilização.',
          },
          {
            label: 'Liberar o skate e a musculação em uma semana',
            points: -10,
            rating: 'harmful',
            feedback: 'O retorno precoce ao esporte de risco, sem reabilitação, aumenta a chance de nova luxação.',
          },
        ],
      },
    ],
    expertReasoning:
      '<p>A luxação anterior do ombro é diagnosticada pelo mecanismo e pela inspeção, mas o exame neurovascular documentado antes da manobra é parte obrigatória do atendimento: o nervo axilar é o mais lesado. A radiografia em duas incidências antes da redução afasta fraturas que mudariam a manobra.</p><p>A redução deve ser precoce, com analgesia e técnica suave, seguida de novo exame neurovascular e radiografia de controle, que aqui mostra a lesão de Hill-Sachs. Manobras bruscas e testes provocativos não têm lugar no ombro luxado.</p><p>Imobilizar por muito tempo não previne a recidiva. No jovem ativo, o risco de nova luxação é alto, e a discussão da estabilização, com ressonância no ambulatório, faz parte do plano.</p>',
    references: [
      "Rockwood and Matsen's The Shoulder, 6ª ed. (2022), capítulo de instabilidade glenoumeral",
      "Rockwood and Green's Fractures in Adults, 10ª ed. (2024), capítulo de luxações glenoumerais",
      'Robinson CM et al. Functional outcome and risk of recurrent instability after primary traumatic anterior shoulder dislocation in young patients. J Bone Joint Surg Am. 2006;88(11):2326-36',
    ],
    lessonTitles: ['Luxação glenoumeral anterior e instabilidade'],
    questionStarts: [
      '<p>Após a redução de uma luxação anterio',
      '<p>Homem, 20 anos, com luxações anterior',
      '<p>Homem, 22 anos, jogador de rúgbi, tev',
    ],
  },
  {
    title: 'Adolescente com dor no joelho que acorda à noite',
    summary:
      'Menino de 15 anos tem dor na região do joelho direito há três meses, atribuída a uma pancada no futebol. A dor passou a acordá-lo e a mãe notou um “caroço” acima do joelho. Conduza a investigação sem comprometer o tratamento.',
    subjects: [['Ortopedia Geral', 'Tumores Ósseos', 'Tumores malignos primários']],
    difficulty: 'hard',
    estimatedMinutes: 40,
    stages: [
      {
        kind: 'history',
        title: 'O ambulatório de ortopedia',
        body: '<p>Gabriel, 15 anos, 58 kg, encaminhado pela UBS com “contusão no joelho que não melhora”. A dor começou há 3 meses, após uma pancada no futebol, e foi tratada com anti-inflamatório e fisioterapia. Há 3 semanas a dor o acorda à noite. Perdeu 3 kg. Sinais vitais normais, Tax 36,9 °C.</p>',
        prompt: 'O que você pergunta?',
        discussion:
          '<p>Dor óssea progressiva, noturna e sem relação com esforço, acompanhada de aumento de volume, é sinal de alarme para tumor em adolescente. O trauma é frequentemente um viés: ele chama a atenção para uma lesão que já existia. Resposta dramática a anti-inflamatório sugeriria osteoma osteoide.</p>',
        options: [
          {
            label: 'Características da dor: ritmo, piora noturna, relação com esforço',
            finding: '<p>Dor contínua, pior à noite, que não melhora com repouso; acorda 2 a 3 vezes por noite.</p>',
            points: 15,
            rating: 'essential',
            feedback: 'Dor noturna e de repouso, progressiva, é o principal sinal de alarme de tumor ósseo.',
          },
          {
            label: 'Desde quando existe o aumento de volume e se está crescendo',
            finding: '<p>A mãe notou o “caroço” há 1 mês; acha que aumentou.</p>',
            points: 12,
            rating: 'essential',
            feedback: 'Massa que cresce em semanas sugere lesão agressiva.',
          },
          {
            label: 'Febre, sudorese noturna e perda de peso',
            finding: '<p>Sem febre; perdeu 3 kg em 2 meses.</p>',
            points: 6,
            rating: 'useful',
            feedback: 'Sintomas sistêmicos aparecem em tumores (Ewing, sobretudo) e na osteomielite subaguda.',
          },
          {
            label: 'Resposta ao anti-inflamatório',
            finding: '<p>“O ibuprofeno ajuda pouco, só por umas horas.”</p>',
            points: 4,
            rating: 'useful',
            feedback:
              'O alívio dramático com AINE é típico do osteoma osteoide; resposta fraca afasta esse diagnóstico.',
          },
          {
            label: 'Casos de câncer na família',
            finding: '<p>Tia materna com câncer de mama aos 32 anos; avó com sarcoma de partes moles.</p>',
            points: 5,
            rating: 'useful',
            feedback:
              'Câncer precoce e sarcomas na família sugerem síndrome de Li-Fraumeni (TP53), com indicação de aconselhamento genético.',
          },
          {
            label: 'Detalhes da pancada no futebol',
            finding: '<p>Chute na face lateral da coxa; hematoma que sumiu em 1 semana.</p>',
            points: 3,
            rating: 'useful',
            feedback: 'A história de trauma é comum e costuma ser um viés; ela não explica dor que piora após 3 meses.',
          },
          {
            label: 'Alergias alimentares',
            finding: '<p>Nenhuma.</p>',
            points: -3,
            rating: 'unnecessary',
            feedback: 'Sem relação com o quadro.',
          },
        ],
      },
      {
        kind: 'exam',
        title: 'O exame',
        body: '<p>Marcha levemente antálgica. Aumento de volume visível na face anterolateral da coxa distal direita.</p>',
        prompt: 'O que você examina?',
        discussion:
          '<p>A massa aderida ao osso, endurecida, dolorosa e com calor local é típica do osteossarcoma metafisário. O exame inclui as cadeias linfonodais e o tórax, e a medida da massa serve de base para avaliar a resposta à quimioterapia.</p>',
        options: [
          {
            label: 'Palpação e medida da massa',
            finding:
              '<p>Massa de 8 × 6 cm na metáfise femoral distal, endurecida, aderida ao osso, dolorosa, com calor local e rede venosa superficial visível.</p>',
            points: 15,
            rating: 'essential',
            feedback:
              'Massa fixa ao osso, quente e com circulação colateral sugere tumor maligno de crescimento rápido.',
          },
          {
            label: 'Amplitude de movimento e derrame do joelho',
            finding: '<p>Flexão até 100°, dolorosa; sem derrame.</p>',
            points: 5,
            rating: 'useful',
            feedback: 'Ajuda a avaliar a proximidade com a articulação, que pesa no planejamento cirúrgico.',
          },
          {
            label: 'Linfonodos inguinais e poplíteos',
            finding: '<p>Sem linfonodomegalias.</p>',
            points: 3,
            rating: 'useful',
            feedback:
              'Sarcomas ósseos raramente dão metástase linfonodal, mas o exame é parte do estadiamento clínico.',
          },
          {
            label: 'Ausculta pulmonar',
            finding: '<p>Murmúrio vesicular presente, sem ruídos adventícios.</p>',
            points: 4,
            rating: 'useful',
            feedback: 'O pulmão é o principal sítio de metástase; o exame normal não dispensa a tomografia.',
          },
          {
            label: 'Pulsos poplíteo e distais',
            finding: '<p>Pulsos presentes e simétricos.</p>',
            points: 4,
            rating: 'useful',
            feedback: 'Massa volumosa pode envolver o feixe vascular, o que muda a cirurgia.',
          },
          {
            label: 'Teste de Lachman',
            finding: '<p>Negativo, com dor na coxa.</p>',
            points: -3,
            rating: 'unnecessary',
            feedback: 'A queixa não é de instabilidade; o teste só causa dor.',
          },
        ],
      },
      {
        kind: 'tests',
        title: 'Investigação e estadiamento',
        body: '<p>O hospital é referência em oncologia ortopédica, com equipe de tumores e radiologia intervencionista.</p>',
        prompt: 'Quais exames você pede, e em que sequência?',
        discussion:
          '<p>A radiografia vem primeiro e, neste caso, já é muito sugestiva. O estadiamento local (ressonância de todo o osso, para <em>skip metastases</em>) e sistêmico (tomografia de tórax, cintilografia ou PET-CT) deve preceder a biópsia, que é feita por agulha grossa, no centro de referência, pelo trajeto que será ressecado na cirurgia definitiva. Biópsia mal planejada pode custar o membro.</p>',
        options: [
          {
            label: 'Radiografias AP e perfil do fêmur distal e do joelho',
            finding:
              '<p>Lesão metafisária distal do fêmur, mista (lítica e esclerótica), de limites imprecisos, com reação periosteal em “raios de sol”, triângulo de Codman e massa de partes moles com ossificação.</p>',
            points: 20,
            rating: 'essential',
            feedback: 'Padrão agressivo típico do osteossarcoma convencional.',
            costReais: 45,
            turnaroundMinutes: 30,
          },
          {
            label: 'Ressonância magnética de todo o fêmur, com contraste',
            finding:
              '<p>Tumor de 11 cm de extensão intramedular, com componente de partes moles anterolateral; fise distal acometida; feixe vascular poplíteo livre; sem lesões salteadas.</p>',
            points: 15,
            rating: 'essential',
            feedback:
              'Define a extensão para a margem cirúrgica, a relação com os vasos e a presença de lesões salteadas.',
            costReais: 1200,
            turnaroundMinutes: 2880,
          },
          {
            label: 'Tomografia de tórax',
            finding: '<p>Sem nódulos pulmonares.</p>',
            points: 15,
            rating: 'essential',
            feedback: 'Metástase pulmonar é o principal fator prognóstico; a tomografia é obrigatória no estadiamento.',
            costReais: 400,
            turnaroundMinutes: 1440,
          },
          {
            label: 'Cintilografia óssea ou PET-CT',
            finding: '<p>Captação restrita ao fêmur distal direito.</p>',
            points: 8,
            rating: 'useful',
            feedback: 'Procura metástases ósseas a distância, o segundo sítio mais comum.',
            costReais: 900,
            turnaroundMinutes: 2880,
          },
          {
            label: 'Fosfatase alcalina e LDH',
            finding: '<p>Fosfatase alcalina 620 U/L (VR 130–525 U/L para a idade); LDH 410 U/L (VR 120–300 U/L).</p>',
            points: 5,
            rating: 'useful',
            feedback: 'Elevações se associam a maior carga tumoral e pior prognóstico; servem de base.',
            costReais: 25,
            turnaroundMinutes: 120,
          },
          {
            label: 'Biópsia por agulha grossa guiada por imagem, no centro de referência, no trajeto da futura incisão',
            finding:
              '<p>Osteossarcoma convencional de alto grau, subtipo osteoblástico (produção de osteoide por células malignas).</p>',
            points: 20,
            rating: 'essential',
            feedback:
              'Confirma o diagnóstico sem contaminar compartimentos; o trajeto será ressecado em bloco com o tumor.',
            costReais: 1500,
            turnaroundMinutes: 7200,
          },
          {
            label: 'Biópsia incisional no hospital de origem, por incisão transversa',
            finding:
              '<p>Diagnóstico de osteossarcoma, com hematoma que se espalhou pelo compartimento anterior da coxa.</p>',
            points: -20,
            rating: 'harmful',
            feedback:
              'Incisão transversa e hematoma contaminam compartimentos e podem obrigar à amputação; a biópsia é feita por quem vai operar.',
            costReais: 1800,
            turnaroundMinutes: 10080,
          },
          {
            label: 'Artroscopia do joelho',
            finding: '<p>Articulação sem lesões; o procedimento atrasa a investigação.</p>',
            points: -10,
            rating: 'harmful',
            feedback:
              'A lesão é óssea e extra-articular; a artroscopia pode contaminar a articulação com células tumorais.',
            costReais: 4500,
            turnaroundMinutes: 10080,
          },
        ],
      },
      {
        kind: 'diagnosis',
        title: 'O diagnóstico',
        body: '<p>Adolescente com lesão metafisária femoral distal agressiva, formadora de osteoide, sem metástases no estadiamento; biópsia com osteossarcoma convencional de alto grau.</p>',
        prompt: 'Qual é o diagnóstico principal? Quais diferenciais você considerou antes da biópsia?',
        discussion:
          '<p>Osteossarcoma convencional de alto grau, localizado (estádio IIB de Enneking). O sarcoma de Ewing era o principal diferencial, mais diafisário e com sintomas sistêmicos. Osteomielite e miosite ossificante imitam tumores na imagem e justificam que o diagnóstico seja sempre histológico.</p>',
        hypotheses: [
          {
            label: 'Osteossarcoma convencional',
            synonyms: ['osteossarcoma', 'sarcoma osteogenico', 'osteosarcoma', 'osteossarcoma de alto grau'],
            points: 20,
            differentialPoints: 5,
            rating: 'essential',
            feedback:
              'Idade, localização metafisária do fêmur distal, padrão misto com raios de sol e histologia com osteoide maligno.',
          },
          {
            label: 'Sarcoma de Ewing',
            synonyms: ['Ewing', 'sarcoma de Ewing', 'tumor de Ewing'],
            points: 0,
            differentialPoints: 5,
            rating: 'useful',
            feedback:
              'Principal diferencial na mesma faixa etária; tende a ser diafisário, com reação em “casca de cebola” e febre.',
          },
          {
            label: 'Osteomielite subaguda',
            synonyms: ['osteomielite', 'abscesso de Brodie', 'osteomielite subaguda'],
            points: -5,
            differentialPoints: 3,
            rating: 'useful',
            feedback: 'Pode imitar tumor na radiografia; por isso o material da biópsia também vai para cultura.',
          },
          {
            label: 'Miosite ossificante pós-traumática',
            synonyms: ['miosite ossificante', 'ossificacao heterotopica'],
            points: -5,
            differentialPoints: 3,
            rating: 'useful',
            feedback:
              'Tem história de trauma e ossificação periférica madura (padrão zonal), ao contrário do osteossarcoma, mais ossificado no centro.',
          },
          {
            label: 'Tumor de células gigantes',
            synonyms: ['TCG', 'tumor de celulas gigantes', 'osteoclastoma'],
            points: -5,
            differentialPoints: 1,
            rating: 'unnecessary',
            feedback:
              'Lesão lítica epifisária do esqueleto maduro, sem matriz óssea; não combina com fise aberta e padrão formador de osso.',
          },
          {
            label: 'Osteocondroma',
            synonyms: ['osteocondroma', 'exostose'],
            points: -10,
            differentialPoints: -3,
            rating: 'unnecessary',
            feedback:
              'Lesão benigna, indolor, com cortical e medular em continuidade com o osso; não explica dor noturna nem destruição.',
          },
        ],
      },
      {
        kind: 'management',
        title: 'O tratamento',
        body: '<p>O caso é discutido na reunião multidisciplinar de sarcomas.</p>',
        prompt: 'Escolha as condutas e ordene-as.',
        discussion:
          '<p>O tratamento do osteossarcoma localizado combina quimioterapia neoadjuvante (esquema MAP: metotrexato em alta dose, doxorrubicina e cisplatina), ressecção com margens amplas, hoje com preservação do membro na maioria dos casos, e quimioterapia adjuvante. A sobrevida em 5 anos na doença localizada é de cerca de 60 a 70%. Curetagem e radioterapia isolada não são tratamento.</p>',
        options: [
          {
            label: 'Discutir em reunião multidisciplinar e acompanhar em centro de referência',
            points: 12,
            rating: 'essential',
            feedback: 'Sarcomas tratados em centros de referência têm melhor controle local e sobrevida.',
            expertPosition: 1,
          },
          {
            label: 'Quimioterapia neoadjuvante com esquema MAP',
            points: 20,
            rating: 'essential',
            feedback:
              'Trata micrometástases presentes na maioria dos pacientes ao diagnóstico e permite avaliar a resposta histológica.',
            expertPosition: 2,
          },
          {
            label: 'Ressecção com margens amplas e reconstrução com endoprótese, incluindo o trajeto da biópsia',
            points: 20,
            rating: 'essential',
            feedback:
              'A margem ampla é o que controla a doença local; a preservação do membro tem sobrevida semelhante à amputação quando a margem é possível.',
            expertPosition: 3,
          },
          {
            label: 'Quimioterapia adjuvante e seguimento com tomografia de tórax seriada',
            points: 12,
            rating: 'essential',
            feedback: 'Completa o tratamento sistêmico; a recidiva pulmonar ressecável ainda pode ser curada.',
            expertPosition: 4,
          },
          {
            label: 'Aconselhamento genético pela história familiar',
            points: 5,
            rating: 'useful',
            feedback: 'A história sugere Li-Fraumeni, que muda o rastreamento do paciente e da família.',
            expertPosition: 5,
          },
          {
            label: 'Curetagem da lesão e enxerto ósseo',
            points: -20,
            rating: 'harmful',
            feedback:
              'Margem intralesional em sarcoma de alto grau leva a recidiva local quase certa e contamina o campo.',
          },
          {
            label: 'Radioterapia exclusiva como tratamento primário',
            points: -15,
            rating: 'harmful',
            feedback:
              'O osteossarcoma é relativamente radiorresistente; a radioterapia fica para lesões irressecáveis.',
          },
        ],
      },
      {
        kind: 'question',
        title: 'O prognóstico',
        body: '<p>Após 10 semanas de quimioterapia, Gabriel é operado. A família pergunta o que o resultado da peça significa.</p>',
        prompt:
          'No osteossarcoma sem metástases ao diagnóstico, qual é o principal fator prognóstico avaliado na peça cirúrgica?',
        discussion:
          '<p>A resposta histológica à quimioterapia neoadjuvante, medida pela porcentagem de necrose tumoral (Huvos), é o principal fator prognóstico na doença localizada: necrose de 90% ou mais (boa resposta) associa-se a sobrevida claramente maior. Metástase ao diagnóstico é o fator mais importante no geral, mas já foi afastada neste paciente.</p>',
        options: [
          {
            label: 'Grau de necrose tumoral após a quimioterapia neoadjuvante (boa resposta ≥ 90%).',
            points: 15,
            rating: 'essential',
            correct: true,
            feedback: 'Correta: a resposta histológica de Huvos é o fator prognóstico mais forte na doença localizada.',
          },
          {
            label: 'Subtipo histológico osteoblástico.',
            points: -2,
            rating: 'unnecessary',
            feedback: 'Incorreta: os subtipos convencionais têm prognóstico semelhante.',
          },
          {
            label: 'Nível de fosfatase alcalina no pós-operatório.',
            points: -2,
            rating: 'unnecessary',
            feedback: 'Incorreta: a fosfatase alcalina tem valor prognóstico modesto e não é avaliada na peça.',
          },
          {
            label: 'Comprometimento da fise distal do fêmur.',
            points: -2,
            rating: 'unnecessary',
            feedback: 'Incorreta: muda a reconstrução e o crescimento do membro, não a sobrevida.',
          },
        ],
      },
    ],
    expertReasoning:
      '<p>Dor noturna progressiva e massa que cresce em adolescente são sinais de alarme, e a história de trauma não deve tranquilizar: ela é o viés mais comum no atraso do diagnóstico do osteossarcoma. O exame mostra massa metafisária quente e aderida ao osso, e a radiografia tem padrão agressivo com raios de sol e triângulo de Codman.</p><p>A sequência importa: estadiamento local e sistêmico antes da biópsia, e biópsia por agulha grossa no centro de referência, pelo trajeto que será ressecado. Biópsias mal planejadas são a causa evitável de amputações.</p><p>O tratamento é multidisciplinar: quimioterapia MAP neoadjuvante, ressecção com margens amplas e preservação do membro, e quimioterapia adjuvante, com a resposta histológica orientando o prognóstico.</p>',
    references: [
      'Strauss SJ et al. Bone sarcomas: ESMO–EURACAN–GENTURIS–ERN PaedCan Clinical Practice Guideline. Ann Oncol. 2021;32(12):1520-36',
      'NCCN Clinical Practice Guidelines in Oncology: Bone Cancer (2025)',
      'Mankin HJ, Mankin CJ, Simon MA. The hazards of the biopsy, revisited. J Bone Joint Surg Am. 1996;78(5):656-63',
      "Campbell's Operative Orthopaedics, 14ª ed. (2021), capítulo de tumores ósseos malignos",
    ],
    lessonTitles: [],
    questionStarts: ['<p>Adolescente, 15 anos, com dor e aumen', '<p>Menino, 12 anos, com dor na coxa há 6'],
    draft: true,
  },
];
