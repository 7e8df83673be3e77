import type { DemoCase } from './demo-case-types.ts';

/** Ortopedia, part 1: trauma da perna (fratura exposta da tíbia e síndrome compartimental). */
export const casesOrtopedia1: readonly DemoCase[] = [
  {
    title: 'Motociclista com osso exposto na perna após queda em estrada de terra',
    summary:
      'Homem de 31 anos chega pelo SAMU após colisão de moto, com ferida na perna direita e deformidade. Conduza o atendimento do pronto-socorro ao centro cirúrgico e decida antibiótico, tétano e cobertura.',
    subjects: [
      ['Trauma Ortopédico', 'Princípios do Trauma', 'Fraturas expostas', 'Classificação de Gustilo-Anderson'],
      ['Trauma Ortopédico', 'Princípios do Trauma', 'Fraturas expostas', 'Antibioticoprofilaxia'],
      ['Trauma Ortopédico', 'Princípios do Trauma', 'Fraturas expostas', 'Conduta inicial e cirúrgica'],
    ],
    difficulty: 'medium',
    estimatedMinutes: 25,
    stages: [
      {
        kind: 'history',
        title: 'Admissão na sala vermelha',
        body: '<p>Homem, 31 anos, motoboy, 82 kg, trazido pelo SAMU com tala provisória na perna direita. Colidiu com um carro a cerca de 50 km/h e foi lançado em uma vala à margem de uma estrada de terra. A avaliação primária (ATLS) está concluída: via aérea pérvia, murmúrio simétrico, SpO<sub>2</sub> 97% em ar ambiente, PA 132/80 mmHg, FC 108 bpm, FR 20 irpm, Glasgow 15, FAST negativo.</p><p>Sob o curativo improvisado há uma ferida na face anteromedial da perna com osso visível.</p>',
        prompt: 'O que você pergunta ao paciente antes de decidir a conduta?',
        discussion:
          '<p>Na fratura exposta, a anamnese dirigida orienta três decisões imediatas: o antibiótico (ambiente e grau de contaminação), a profilaxia do tétano (doses prévias) e a segurança do fármaco (alergias). O horário do trauma marca o relógio do antibiótico, que deve ser dado em até 1 hora da chegada.</p>',
        options: [
          {
            label: 'Horário do trauma e onde ele caiu (asfalto, terra, água, esterco)',
            finding:
              '<p>“Foi há uma hora e pouco. Caí numa vala com água parada, do lado de um curral; a perna ficou cheia de barro.”</p>',
            points: 15,
            rating: 'essential',
            feedback:
              'Contaminação com terra e esterco eleva o risco de gram-negativos e clostrídios e muda o esquema antibiótico; o horário define a janela do antibiótico e do desbridamento.',
          },
          {
            label: 'Vacinação antitetânica: quantas doses e quando foi a última',
            finding: '<p>“Tomei uma injeção no quartel, acho que há uns 12 anos. Não sei se completei.”</p>',
            points: 15,
            rating: 'essential',
            feedback:
              'Ferida de alto risco com esquema desconhecido ou incompleto exige vacina (dT) e imunoglobulina antitetânica; sem essa pergunta a profilaxia fica ao acaso.',
          },
          {
            label: 'Alergias a medicamentos',
            finding: '<p>Nega alergias, inclusive a penicilina, cefalosporinas e aminoglicosídeos.</p>',
            points: 10,
            rating: 'essential',
            feedback:
              'Define se a cefazolina é segura ou se é preciso alternativa (clindamicina, por exemplo) antes de correr o antibiótico.',
          },
          {
            label: 'Tabagismo, diabetes e medicamentos de uso contínuo',
            finding: '<p>Tabagista, 15 maços-ano. Nega diabetes, imunossupressão e uso de medicamentos.</p>',
            points: 5,
            rating: 'useful',
            feedback:
              'O tabagismo aumenta infecção, falha do retalho e pseudartrose; entra no prognóstico e na orientação, mas não muda a conduta da primeira hora.',
          },
          {
            label: 'Se sente o pé e consegue mexer os dedos',
            finding: '<p>“Sinto o pé todo e mexo os dedos, mas a perna dói demais.”</p>',
            points: 5,
            rating: 'useful',
            feedback:
              'A queixa orienta, mas o estado neurovascular precisa ser documentado no exame físico antes e depois de qualquer manipulação.',
          },
          {
            label: 'Horário da última refeição',
            finding: '<p>Almoçou às 12 h, há cerca de 2 horas e meia.</p>',
            points: 3,
            rating: 'useful',
            feedback:
              'Interessa ao anestesista, mas o jejum não deve atrasar o desbridamento de uma fratura exposta contaminada.',
          },
          {
            label: 'Se alguém da família tem “ossos fracos”',
            finding: '<p>Não sabe informar; nenhum familiar com fraturas frequentes.</p>',
            points: -3,
            rating: 'unnecessary',
            feedback:
              'Fratura de alta energia em adulto jovem não sugere fragilidade óssea; a pergunta consome tempo sem mudar a conduta.',
          },
          {
            label: 'Fraturas na infância',
            finding: '<p>Fraturou o punho aos 9 anos, tratado com gesso.</p>',
            points: -2,
            rating: 'unnecessary',
            feedback: 'Irrelevante para a decisão atual: não altera antibiótico, tétano nem cirurgia.',
          },
        ],
      },
      {
        kind: 'exam',
        title: 'Exame do membro inferior direito',
        body: '<p>A perna direita está encurtada e em discreto valgo no terço médio. O paciente geme à menor mobilização; a tala do SAMU é retirada com cuidado para o exame.</p>',
        prompt: 'O que você examina?',
        discussion:
          '<p>O exame documenta a ferida (tamanho, contaminação, exposição óssea) e o estado neurovascular antes e depois do realinhamento; examina-se também a articulação acima e abaixo. Uma fratura exposta não descomprime os compartimentos: a síndrome compartimental continua possível. A ferida não deve ser explorada no pronto-socorro.</p>',
        options: [
          {
            label: 'Pulsos pedioso e tibial posterior e enchimento capilar',
            finding:
              '<p>Pulsos pedioso e tibial posterior palpáveis, 2+/4, simétricos ao lado esquerdo; enchimento capilar de 2 segundos.</p>',
            points: 15,
            rating: 'essential',
            feedback:
              'Pulsos presentes e simétricos afastam lesão arterial que exija reparo (Gustilo IIIC) e servem de base para comparar após o realinhamento.',
          },
          {
            label: 'Sensibilidade e força no pé (fibular profundo, fibular superficial, tibial)',
            finding:
              '<p>Sensibilidade preservada no primeiro espaço interdigital, no dorso e na planta; extensão e flexão do hálux presentes, força limitada pela dor.</p>',
            points: 15,
            rating: 'essential',
            feedback:
              'O exame neurológico documentado protege o paciente e o cirurgião e orienta o prognóstico; precisa ser repetido após qualquer manobra.',
          },
          {
            label: 'Inspeção da ferida: tamanho, bordas, contaminação e exposição óssea',
            finding:
              '<p>Ferida de 8 cm na face anteromedial do terço médio da perna, bordas contusas, fragmento da tíbia exposto, barro e fragmentos de capim visíveis; descolamento de pele de cerca de 4 cm ao redor.</p>',
            points: 12,
            rating: 'essential',
            feedback:
              'Tamanho, energia e contaminação dão a classificação provisória; a fotografia da ferida evita reabrir o curativo várias vezes.',
          },
          {
            label: 'Palpação dos compartimentos e dor ao estiramento passivo dos dedos',
            finding:
              '<p>Compartimentos tensos, porém depressíveis; o estiramento passivo dos dedos não provoca dor desproporcional.</p>',
            points: 8,
            rating: 'useful',
            feedback:
              'A exposição não descomprime todos os compartimentos; a síndrome compartimental deve ser pesquisada agora e nas horas seguintes.',
          },
          {
            label: 'Joelho e tornozelo ipsilaterais',
            finding: '<p>Joelho sem derrame nem instabilidade; maléolos indolores à palpação.</p>',
            points: 5,
            rating: 'useful',
            feedback:
              'A regra de examinar a articulação acima e abaixo evita deixar passar lesões associadas, como fratura do planalto ou do pilão.',
          },
          {
            label: 'Explorar a ferida com o dedo para sentir a extensão da lesão óssea',
            finding:
              '<p>A exploração provoca sangramento e dor intensa; nada acrescenta ao que o desbridamento mostrará.</p>',
            points: -15,
            rating: 'harmful',
            feedback:
              'Explorar a ferida no pronto-socorro leva contaminação hospitalar para o foco e aumenta a infecção; a avaliação profunda é feita no centro cirúrgico.',
          },
        ],
      },
      {
        kind: 'management',
        title: 'A primeira hora',
        body: '<p>Você confirmou uma fratura exposta da tíbia, contaminada com barro e esterco, sem déficit neurovascular. O centro cirúrgico informa sala livre em cerca de 2 horas.</p>',
        prompt: 'Quais medidas você toma agora, e em que ordem?',
        discussion:
          '<p>Antibiótico na primeira hora é a medida que mais reduz infecção. Com contaminação grosseira (tipo III provável), associa-se cobertura para gram-negativos à cefazolina, e a penicilina entra pelo risco de clostrídios do esterco. Tétano, curativo estéril, alinhamento com tala e reavaliação neurovascular completam o preparo para o desbridamento, que, com contaminação agrícola, deve ser imediato.</p>',
        options: [
          {
            label: 'Cefazolina 2 g IV + gentamicina 5 mg/kg IV + penicilina G cristalina, agora',
            points: 20,
            rating: 'essential',
            feedback:
              'Ferida contaminada com terra e esterco: gram-positivos, gram-negativos e clostrídios. O atraso do antibiótico além de 1 hora aumenta a infecção profunda.',
            expertPosition: 1,
          },
          {
            label: 'Vacina dT e imunoglobulina humana antitetânica 250 UI IM, em locais diferentes',
            points: 15,
            rating: 'essential',
            feedback:
              'Ferida de alto risco e esquema vacinal desconhecido: vacina e imunização passiva, em grupos musculares diferentes.',
            expertPosition: 2,
          },
          {
            label:
              'Fotografar a ferida, retirar detritos grosseiros, lavar com soro e cobrir com curativo estéril úmido',
            points: 12,
            rating: 'essential',
            feedback:
              'A foto dispensa reabrir o curativo a cada avaliador; a limpeza é superficial, e o desbridamento verdadeiro fica para o centro cirúrgico.',
            expertPosition: 3,
          },
          {
            label: 'Realinhar com tração suave, imobilizar em tala inguinopodálica e reavaliar pulsos',
            points: 12,
            rating: 'essential',
            feedback:
              'O alinhamento alivia a dor, protege partes moles e vasos; o exame neurovascular após a manobra é obrigatório.',
            expertPosition: 4,
          },
          {
            label: 'Levar ao centro cirúrgico para desbridamento e estabilização assim que a sala abrir',
            points: 15,
            rating: 'essential',
            feedback:
              'Contaminação agrícola (esterco) pede desbridamento imediato, na primeira sala disponível; sem ela, o padrão é até 12 horas na alta energia e 24 horas nas demais. Fixação externa provisória é a opção quando a cobertura ainda não está definida.',
            expertPosition: 5,
          },
          {
            label: 'Suturar a ferida no pronto-socorro para “fechar a exposição”',
            points: -20,
            rating: 'harmful',
            feedback:
              'Fechar uma ferida contaminada sem desbridamento cria um espaço fechado com material orgânico: receita de infecção e gangrena gasosa.',
          },
          {
            label: 'Colher cultura da ferida e aguardar o resultado para escolher o antibiótico',
            points: -15,
            rating: 'harmful',
            feedback:
              'A cultura da admissão não prevê o germe da infecção futura, e esperar por ela tira o antibiótico da janela em que ele funciona.',
          },
        ],
      },
      {
        kind: 'tests',
        title: 'Exames antes do centro cirúrgico',
        body: '<p>Antibiótico e imunização feitos às 14h50. Perna realinhada em tala, pulsos mantidos. Você tem cerca de 2 horas até a sala.</p>',
        prompt: 'Quais exames você pede?',
        discussion:
          '<p>Radiografias em duas incidências, incluindo joelho e tornozelo, bastam para planejar a estabilização de uma fratura diafisária. Exames laboratoriais básicos preparam a anestesia e monitoram a gentamicina. Angiotomografia só se justifica com pulsos alterados ou índice tornozelo-braquial abaixo de 0,9; cultura da admissão não deve ser colhida.</p>',
        options: [
          {
            label: 'Radiografias AP e perfil da perna incluindo joelho e tornozelo',
            finding:
              '<p>Fratura cominutiva do terço médio da diáfise da tíbia com fragmento em cunha (AO/OTA 42B), fratura da fíbula no mesmo nível, ar em partes moles. Joelho e tornozelo sem fraturas.</p><p><img src="/casos/ortopedia-tibia-exposta.svg" alt="Esquema de radiografia AP da perna direita: fratura cominutiva do terço médio da tíbia com fragmento em cunha, fratura da fíbula no mesmo nível e ar em partes moles"></p>',
            points: 15,
            rating: 'essential',
            feedback:
              'Exame suficiente para planejar a fixação; incluir as articulações vizinhas evita lesões despercebidas.',
            costReais: 45,
            turnaroundMinutes: 30,
          },
          {
            label: 'Índice tornozelo-braquial com Doppler portátil',
            finding: '<p>ITB direito 1,02; esquerdo 1,08 (normal ≥ 0,9).</p>',
            points: 5,
            rating: 'useful',
            feedback:
              'Rápido e barato, confirma objetivamente a perfusão; ITB ≥ 0,9 dispensa angiotomografia na ausência de sinais duros de lesão arterial.',
            costReais: 30,
            turnaroundMinutes: 10,
          },
          {
            label: 'Hemograma',
            finding:
              '<p>Hb 12,8 g/dL (VR 13,5–17,5), leucócitos 13.400/mm³ (VR 4.000–11.000), plaquetas 231.000/mm³ (VR 150.000–450.000).</p>',
            points: 5,
            rating: 'useful',
            feedback: 'Base para a anestesia e para acompanhar perdas; a leucocitose é reacional ao trauma.',
            costReais: 12,
            turnaroundMinutes: 60,
          },
          {
            label: 'Creatinina e ureia',
            finding: '<p>Creatinina 0,9 mg/dL (VR 0,7–1,3); ureia 32 mg/dL (VR 15–45).</p>',
            points: 4,
            rating: 'useful',
            feedback: 'A função renal orienta a dose e a segurança da gentamicina.',
            costReais: 10,
            turnaroundMinutes: 60,
          },
          {
            label: 'Tipagem sanguínea e prova cruzada',
            finding: '<p>O positivo; dois concentrados de hemácias reservados.</p>',
            points: 4,
            rating: 'useful',
            feedback: 'Prudente em trauma de alta energia que vai ao centro cirúrgico, sem atrasar a cirurgia.',
            costReais: 25,
            turnaroundMinutes: 60,
          },
          {
            label: 'Cultura de swab da ferida na admissão',
            finding:
              '<p>Após 48 h: <em>Enterobacter cloacae</em> e <em>Staphylococcus epidermidis</em>, sensíveis a cefalosporinas de terceira geração.</p>',
            points: -4,
            rating: 'unnecessary',
            feedback:
              'A flora de contaminação da admissão raramente é a que causa a infecção depois; a cultura induz escolhas erradas de antibiótico.',
            costReais: 60,
            turnaroundMinutes: 2880,
          },
          {
            label: 'Angiotomografia do membro inferior',
            finding: '<p>Artérias poplítea, tibiais e fibular pérvias, sem extravasamento de contraste.</p>',
            points: -5,
            rating: 'unnecessary',
            feedback:
              'Com pulsos simétricos e ITB normal, não há indicação; o contraste soma nefrotoxicidade à gentamicina e o exame atrasa o centro cirúrgico.',
            costReais: 1200,
            turnaroundMinutes: 90,
          },
          {
            label: 'Tomografia da perna',
            finding: '<p>Confirma a cominuição diafisária, sem traço articular.</p>',
            points: -3,
            rating: 'unnecessary',
            feedback:
              'Tomografia é útil nas fraturas articulares (planalto, pilão); na diáfise não acrescenta ao planejamento.',
            costReais: 450,
            turnaroundMinutes: 60,
          },
        ],
      },
      {
        kind: 'diagnosis',
        title: 'No centro cirúrgico, após o desbridamento',
        body: '<p>Às 17h, sob raquianestesia, a ferida é ampliada e desbridada: retira-se músculo desvitalizado (sem cor, sem contração, sem sangramento) e barro da cavidade medular; irrigação com 9 litros de soro. Ao final, a ferida mede 11 cm; 6 cm da face medial da tíbia estão desperiostizados e expostos, e a pele local não os cobre. Pulsos distais presentes. A tíbia é estabilizada com fixador externo monolateral, com os pinos longe da futura área de retalho.</p>',
        prompt: 'Qual é a classificação definitiva desta lesão? Indique a principal e os diferenciais.',
        discussion:
          '<p>A classificação de Gustilo-Anderson só é definitiva após o desbridamento. Perda de partes moles com exposição óssea que exige retalho define o tipo IIIB, com infecção de cerca de 10 a 50% nas séries clássicas. O IIIC exige lesão arterial que precisa de reparo. A síndrome compartimental segue como diagnóstico a vigiar no pós-operatório.</p>',
        hypotheses: [
          {
            label: 'Fratura exposta da tíbia Gustilo-Anderson IIIB',
            synonyms: ['Gustilo IIIB', 'Gustilo 3B', 'IIIB', 'fratura exposta IIIB', 'exposta tipo 3B'],
            points: 20,
            differentialPoints: 5,
            rating: 'essential',
            feedback:
              'Osso desperiostizado que a pele local não cobre: precisa de retalho, e isso é o IIIB, qualquer que fosse o tamanho inicial da ferida.',
            lessonTitle: 'Fraturas expostas: classificação de Gustilo-Anderson',
          },
          {
            label: 'Fratura exposta Gustilo-Anderson IIIA',
            synonyms: ['Gustilo IIIA', 'Gustilo 3A', 'IIIA'],
            points: 0,
            differentialPoints: 3,
            rating: 'useful',
            feedback:
              'Era a hipótese razoável na admissão; após o desbridamento, a necessidade de retalho reclassifica para IIIB.',
          },
          {
            label: 'Fratura exposta Gustilo-Anderson IIIC',
            synonyms: ['Gustilo IIIC', 'Gustilo 3C', 'IIIC'],
            points: -10,
            differentialPoints: -3,
            rating: 'unnecessary',
            feedback: 'O IIIC exige lesão arterial com necessidade de reparo; pulsos e ITB normais a excluem.',
          },
          {
            label: 'Fratura exposta Gustilo-Anderson II',
            synonyms: ['Gustilo II', 'Gustilo 2', 'tipo II'],
            points: -10,
            differentialPoints: -5,
            rating: 'unnecessary',
            feedback: 'Contaminação grosseira, alta energia e cominuição já colocam a lesão no tipo III.',
          },
          {
            label: 'Síndrome compartimental aguda da perna',
            synonyms: ['sindrome compartimental', 'SCA', 'sindrome compartimental aguda'],
            points: -5,
            differentialPoints: 4,
            rating: 'useful',
            feedback:
              'Não é o diagnóstico de agora, mas deve ser vigiada: fratura exposta da tíbia não impede síndrome compartimental.',
          },
          {
            label: 'Osteomielite aguda pós-traumática',
            synonyms: ['osteomielite', 'infeccao ossea', 'osteite'],
            points: -5,
            differentialPoints: -3,
            rating: 'unnecessary',
            feedback: 'Infecção é complicação a prevenir, não um diagnóstico possível 3 horas após o trauma.',
          },
        ],
      },
      {
        kind: 'question',
        title: 'Antibiótico e cobertura',
        body: '<p>A cirurgia plástica avalia no dia seguinte e propõe retalho muscular de sóleo, com fixação definitiva por haste intramedular no mesmo tempo.</p>',
        prompt:
          'Sobre a duração do antibiótico e o momento da cobertura neste paciente, assinale a alternativa correta.',
        discussion:
          '<p>A profilaxia da fratura exposta é curta: no tipo III, até 72 horas do trauma ou 24 horas após a cobertura definitiva, o que ocorrer primeiro. A cobertura precoce, idealmente em 72 horas e não além de cerca de 7 dias, reduz infecção; a estratégia “fix and flap” faz a fixação definitiva e o retalho juntos.</p>',
        options: [
          {
            label:
              'Antibiótico até 72 horas do trauma ou 24 horas após a cobertura, o que ocorrer primeiro; retalho idealmente em até 72 horas.',
            points: 15,
            rating: 'essential',
            correct: true,
            feedback:
              'Correta: é o que recomendam os padrões atuais (BOA/BAPRAS); prolongar o antibiótico não reduz infecção e seleciona resistência.',
            lessonTitle: 'Fraturas expostas: classificação de Gustilo-Anderson',
          },
          {
            label: 'Antibiótico até a consolidação radiográfica da fratura, pelo alto risco de osteomielite.',
            points: -2,
            rating: 'unnecessary',
            feedback: 'Incorreta: antibiótico prolongado não previne osteomielite e traz toxicidade e resistência.',
          },
          {
            label: 'Antibiótico por 14 dias e cobertura após 3 semanas, quando o leito estiver granulado.',
            points: -2,
            rating: 'unnecessary',
            feedback: 'Incorreta: adiar a cobertura além de 7 dias aumenta muito infecção e falha do retalho.',
          },
          {
            label: 'Trocar para vancomicina e meropeném guiados pela cultura da admissão.',
            points: -2,
            rating: 'unnecessary',
            feedback: 'Incorreta: a cultura da admissão não prevê o germe da infecção e não deve guiar a profilaxia.',
          },
          {
            label: 'Suspender o antibiótico após o desbridamento e fechar a ferida primariamente sob tensão.',
            points: -2,
            rating: 'unnecessary',
            feedback: 'Incorreta: fechamento sob tensão sobre osso desperiostizado leva a necrose de pele e infecção.',
          },
        ],
      },
    ],
    expertReasoning:
      '<p>O caso começa pela avaliação primária do ATLS: a perna impressiona, mas só é tratada depois de afastadas as ameaças à vida. Na fratura exposta, a anamnese curta define o antibiótico (contaminação com esterco pede cobertura ampliada), o tétano (esquema desconhecido: vacina e imunoglobulina) e as alergias.</p><p>A primeira hora tem quatro tarefas: antibiótico, profilaxia antitetânica, curativo estéril com fotografia e alinhamento com tala, sempre com reavaliação neurovascular. Radiografias em duas incidências bastam; angiotomografia e cultura da admissão atrasam e confundem.</p><p>A classificação de Gustilo-Anderson é definitiva só após o desbridamento: aqui, a necessidade de retalho faz do caso um IIIB. O plano ortoplástico integrado (fixação e retalho precoce, antibiótico curto) é o que mais reduz infecção e pseudartrose.</p>',
    references: [
      "Rockwood and Green's Fractures in Adults, 10ª ed. (2024), capítulo de fraturas expostas",
      'BOA/BAPRAS. Standards for the Management of Open Fractures (2020)',
      'Gustilo RB, Anderson JT. J Bone Joint Surg Am. 1976;58(4):453-8',
      'Ministério da Saúde. Guia de Vigilância em Saúde, 6ª ed.: tétano acidental (profilaxia no ferimento)',
    ],
    lessonTitles: [
      'Fraturas expostas: classificação de Gustilo-Anderson',
      'Episódio 2: Motociclista com fratura exposta da tíbia',
    ],
    questionStarts: [
      '<p>Homem, 24 anos, vítima de queda de mo',
      '<p>Homem, 29 anos, chega ao pronto-socor',
      '<p>Homem, 52 anos, trabalhador rural, so',
    ],
  },
  {
    title: 'Jogador de futebol com dor que não cede na madrugada após fratura da tíbia',
    summary:
      'Homem de 22 anos internado com fratura fechada da tíbia, em tala gessada, aguardando cirurgia eletiva. Às 4 horas da manhã a enfermagem chama o plantonista porque a analgesia não funciona.',
    subjects: [
      ['Trauma Ortopédico', 'Princípios do Trauma', 'Síndrome compartimental'],
      ['Trauma Ortopédico', 'Trauma do Membro Inferior', 'Tíbia, tornozelo e pé'],
    ],
    difficulty: 'hard',
    estimatedMinutes: 35,
    stages: [
      {
        kind: 'history',
        title: 'A chamada da enfermagem',
        body: '<p>Homem, 22 anos, 78 kg, sofreu choque frontal com o goleiro às 17h de ontem e tem fratura fechada, transversa, do terço médio da diáfise da tíbia esquerda. Foi internado às 19h em tala gessada inguinopodálica, com haste intramedular marcada para as 8h.</p><p>São 4h. A enfermeira relata que o paciente “não para de chamar” e já recebeu três doses de resgate de morfina. Ele está suado, agitado, segurando a coxa.</p>',
        prompt: 'O que você pergunta ao paciente e à equipe?',
        discussion:
          '<p>Dor desproporcional à lesão, progressiva e refratária a opioide é o sinal mais precoce da síndrome compartimental aguda, e a fratura da diáfise da tíbia em homem jovem é o cenário mais típico. A anamnese deve caracterizar a dor e buscar parestesia, não rotular o paciente como ansioso ou “baixo limiar”.</p>',
        options: [
          {
            label: 'Como é a dor, quando piorou e se mudou de caráter',
            finding:
              '<p>“Começou a piorar por volta da 1h. É uma queimação funda na frente da perna, nota 10, não para em posição nenhuma.”</p>',
            points: 15,
            rating: 'essential',
            feedback:
              'Dor em queimação, progressiva, que começa horas após a fratura e não tem posição de alívio é o padrão da isquemia muscular, não da fratura imobilizada.',
          },
          {
            label: 'Quanto de analgésico recebeu e qual foi a resposta',
            finding: '<p>Dipirona 1 g às 22h; morfina 4 mg IV à 1h, às 2h30 e às 3h30, “alivia uns 10 minutos”.</p>',
            points: 12,
            rating: 'essential',
            feedback:
              'Necessidade crescente de opioide é um marcador objetivo de alerta; a fratura bem imobilizada costuma doer menos com o passar das horas.',
          },
          {
            label: 'Formigamento ou dormência no pé, e onde',
            finding: '<p>“Está dormente entre o dedão e o segundo dedo, por cima, há uma hora mais ou menos.”</p>',
            points: 12,
            rating: 'essential',
            feedback:
              'Parestesia no primeiro espaço interdigital dorsal indica sofrimento do nervo fibular profundo, que corre no compartimento anterior.',
          },
          {
            label: 'Mecanismo e energia do trauma',
            finding: '<p>Choque frontal com o joelho do goleiro, com “estalo” imediato e queda.</p>',
            points: 4,
            rating: 'useful',
            feedback:
              'Contexto útil: trauma esportivo direto já é suficiente para síndrome compartimental, mesmo em fratura simples.',
          },
          {
            label: 'Uso de anticoagulante e distúrbios de coagulação',
            finding:
              '<p>Nega coagulopatia; recebeu enoxaparina 40 mg SC às 22h por prescrição de tromboprofilaxia.</p>',
            points: 4,
            rating: 'useful',
            feedback:
              'A anticoagulação aumenta o sangramento no compartimento e interessa ao anestesista antes da cirurgia.',
          },
          {
            label: 'Se ele “sempre foi ansioso” ou usa ansiolíticos',
            finding: '<p>“Não, doutor. Nunca senti uma dor assim.”</p>',
            points: -5,
            rating: 'unnecessary',
            feedback:
              'Atribuir a dor à ansiedade é a armadilha clássica que atrasa a fasciotomia; a pergunta não ajuda a decidir.',
          },
          {
            label: 'Hábito intestinal e última evacuação',
            finding: '<p>Evacuou ontem pela manhã.</p>',
            points: -3,
            rating: 'unnecessary',
            feedback: 'Irrelevante para a urgência atual.',
          },
        ],
      },
      {
        kind: 'exam',
        title: 'À beira do leito',
        body: '<p>PA 138/84 mmHg, FC 112 bpm, FR 22 irpm, Tax 37,2 °C. O paciente está lúcido e colaborativo. A tala gessada envolve a perna da raiz da coxa aos dedos; a enfermeira abre uma janela anterior para o exame.</p>',
        prompt: 'O que você examina?',
        discussion:
          '<p>No paciente acordado, o diagnóstico é clínico: dor ao estiramento passivo, compartimento tenso à palpação e alteração sensitiva no território do nervo que atravessa o compartimento. Pulsos palpáveis não afastam o diagnóstico, porque a pressão compartimental raramente supera a sistólica; a ausência de pulso é tardia.</p>',
        options: [
          {
            label: 'Dor ao estiramento passivo (flexão plantar do hálux e dos dedos)',
            finding:
              '<p>A flexão plantar passiva do hálux e dos dedos provoca dor lancinante na face anterolateral da perna.</p>',
            points: 20,
            rating: 'essential',
            feedback:
              'O estiramento passivo de músculo isquêmico dói muito: é o sinal de exame mais precoce e sensível, e aqui aponta para o compartimento anterior.',
          },
          {
            label: 'Palpação dos compartimentos pela janela da tala',
            finding:
              '<p>Compartimento anterior lenhoso, não depressível; lateral tenso; posteriores superficial e profundo depressíveis.</p>',
            points: 15,
            rating: 'essential',
            feedback: 'A tensão à palpação localiza os compartimentos acometidos, embora sozinha seja pouco sensível.',
          },
          {
            label: 'Sensibilidade do primeiro espaço interdigital dorsal',
            finding: '<p>Hipoestesia tátil e dolorosa no primeiro espaço dorsal; demais territórios preservados.</p>',
            points: 12,
            rating: 'essential',
            feedback:
              'O nervo fibular profundo é o primeiro a sofrer na síndrome do compartimento anterior; o déficit sensitivo precede o motor.',
          },
          {
            label: 'Força de dorsiflexão do hálux e do tornozelo',
            finding: '<p>Dorsiflexão do hálux grau 4-/5, limitada pela dor; à admissão era 5/5.</p>',
            points: 6,
            rating: 'useful',
            feedback: 'Paresia é sinal mais tardio; sua presença indica que o tempo de isquemia já é relevante.',
          },
          {
            label: 'Pulsos pedioso e tibial posterior e enchimento capilar',
            finding: '<p>Pulsos palpáveis 2+/4, simétricos; enchimento capilar de 2 segundos.</p>',
            points: 5,
            rating: 'useful',
            feedback: 'Deve ser documentado, mas pulso presente não exclui síndrome compartimental.',
          },
          {
            label: 'Reflexos patelar e aquileu',
            finding: '<p>Patelar 2+ simétrico; aquileu não testável por causa da tala.</p>',
            points: -3,
            rating: 'unnecessary',
            feedback: 'Não ajuda no diagnóstico de isquemia compartimental e consome tempo.',
          },
        ],
      },
      {
        kind: 'tests',
        title: 'Exames',
        body: '<p>Você já está convencido do diagnóstico clínico. O centro cirúrgico pode abrir uma sala em 40 minutos.</p>',
        prompt: 'Quais exames você pede, sem atrasar a conduta?',
        discussion:
          '<p>No paciente acordado com quadro típico, a medida da pressão compartimental é dispensável e não deve atrasar a fasciotomia; ela é decisiva no paciente inconsciente ou com exame duvidoso (critério ΔP = diastólica − pressão compartimental ≤ 30 mmHg). Exames de rabdomiólise e pré-operatórios são colhidos em paralelo; imagem não faz diagnóstico.</p>',
        options: [
          {
            label: 'Creatinoquinase (CK)',
            finding: '<p>CK 8.900 U/L (VR 39–308 U/L).</p>',
            points: 10,
            rating: 'essential',
            feedback: 'Mede a lesão muscular e guia a hidratação para prevenir lesão renal por mioglobina.',
            costReais: 18,
            turnaroundMinutes: 60,
          },
          {
            label: 'Potássio, creatinina e ureia',
            finding: '<p>K 5,1 mEq/L (VR 3,5–5,0); creatinina 1,2 mg/dL (VR 0,7–1,3); ureia 41 mg/dL (VR 15–45).</p>',
            points: 10,
            rating: 'essential',
            feedback:
              'A reperfusão após a fasciotomia pode elevar o potássio; a base renal orienta a hidratação e o anestesista.',
            costReais: 20,
            turnaroundMinutes: 60,
          },
          {
            label: 'Medida da pressão intracompartimental (anterior e lateral)',
            finding:
              '<p>Anterior 62 mmHg; lateral 48 mmHg (normal &lt; 10 mmHg). Com diastólica de 84 mmHg, ΔP anterior = 22 mmHg (fasciotomia se ΔP ≤ 30 mmHg).</p>',
            points: 5,
            rating: 'useful',
            feedback:
              'Confirma, mas não é necessária no paciente acordado com quadro típico; só vale se não atrasar a cirurgia.',
            costReais: 350,
            turnaroundMinutes: 20,
          },
          {
            label: 'Urina tipo 1 com pesquisa de heme',
            finding: '<p>Heme 2+ com 2 hemácias/campo (VR &lt; 5): sugere mioglobinúria.</p>',
            points: 4,
            rating: 'useful',
            feedback: 'Heme positivo sem hemácias sugere mioglobinúria e reforça a hidratação vigorosa.',
            costReais: 10,
            turnaroundMinutes: 60,
          },
          {
            label: 'Coagulograma',
            finding: '<p>INR 1,05 (VR 0,8–1,2); TTPa 29 s (VR 25–35 s).</p>',
            points: 3,
            rating: 'useful',
            feedback: 'Exame pré-operatório básico, colhido em paralelo.',
            costReais: 20,
            turnaroundMinutes: 60,
          },
          {
            label: 'Radiografia da perna na tala',
            finding: '<p>Alinhamento mantido, sem desvio novo.</p>',
            points: -3,
            rating: 'unnecessary',
            feedback: 'O alinhamento não explica nem resolve a dor; a radiografia não muda a conduta.',
            costReais: 45,
            turnaroundMinutes: 30,
          },
          {
            label: 'Ultrassom Doppler arterial do membro',
            finding: '<p>Fluxo trifásico nas artérias tibiais e na pediosa.</p>',
            points: -5,
            rating: 'unnecessary',
            feedback: 'Fluxo arterial normal é esperado na síndrome compartimental; o exame só atrasa a fasciotomia.',
            costReais: 250,
            turnaroundMinutes: 60,
          },
          {
            label: 'Ressonância magnética da perna',
            finding: '<p>Edema muscular difuso no compartimento anterior, realizado 4 horas depois.</p>',
            points: -15,
            rating: 'harmful',
            feedback:
              'Cada hora conta: após cerca de 6 horas de isquemia surge necrose muscular irreversível. A imagem não faz o diagnóstico e atrasa a cirurgia.',
            costReais: 1100,
            turnaroundMinutes: 240,
          },
        ],
      },
      {
        kind: 'diagnosis',
        title: 'O diagnóstico',
        body: '<p>Resumo: dor desproporcional e progressiva 8 horas após fratura da diáfise da tíbia, dor ao estiramento passivo, compartimento anterior tenso, hipoestesia do primeiro espaço, pulsos presentes.</p>',
        prompt: 'Qual é a sua hipótese principal? Quais diferenciais você considera?',
        discussion:
          '<p>O quadro é a síndrome compartimental aguda dos compartimentos anterior e lateral. Isquemia arterial e lesão nervosa compressiva pela tala são diferenciais legítimos, mas os pulsos normais e a dor ao estiramento passivo apontam para a hipertensão compartimental. Chamar isso de “dor da fratura” é o erro que leva à contratura e à amputação.</p>',
        hypotheses: [
          {
            label: 'Síndrome compartimental aguda da perna',
            synonyms: ['sindrome compartimental', 'SCA', 'sindrome compartimental aguda', 'sindrome do compartimento'],
            points: 20,
            differentialPoints: 5,
            rating: 'essential',
            feedback:
              'Diagnóstico clínico firme: dor desproporcional, dor ao estiramento passivo e déficit sensitivo do fibular profundo.',
            lessonTitle: 'Síndrome compartimental aguda e fasciotomia',
          },
          {
            label: 'Isquemia arterial aguda por lesão da artéria tibial anterior',
            synonyms: ['isquemia arterial aguda', 'lesao arterial', 'oclusao arterial aguda'],
            points: 0,
            differentialPoints: 4,
            rating: 'useful',
            feedback:
              'Diferencial válido no trauma da perna, mas pulsos e enchimento capilar normais o tornam improvável.',
          },
          {
            label: 'Compressão do nervo fibular comum pela tala',
            synonyms: ['neuropraxia do fibular', 'lesao do nervo fibular', 'paralisia fibular'],
            points: 0,
            differentialPoints: 3,
            rating: 'useful',
            feedback:
              'A compressão na cabeça da fíbula dá déficit fibular, mas não dor ao estiramento nem compartimento lenhoso.',
          },
          {
            label: 'Trombose venosa profunda',
            synonyms: ['TVP', 'trombose venosa', 'flebotrombose'],
            points: -5,
            differentialPoints: 1,
            rating: 'unnecessary',
            feedback:
              'Não explica o déficit neurológico nem a dor ao estiramento passivo, e é rara em 10 horas com profilaxia.',
          },
          {
            label: 'Dor da fratura com analgesia insuficiente',
            synonyms: ['dor da fratura', 'analgesia insuficiente', 'dor pos-fratura'],
            points: -15,
            differentialPoints: -5,
            rating: 'harmful',
            feedback:
              'A ancoragem nesse diagnóstico, com mais opioide, mascara a isquemia até a necrose muscular e a contratura.',
          },
          {
            label: 'Rabdomiólise por esforço',
            synonyms: ['rabdomiolise', 'rabdomiolise de esforco'],
            points: -5,
            differentialPoints: 1,
            rating: 'unnecessary',
            feedback: 'A CK elevada é consequência da isquemia compartimental, não a causa do quadro.',
          },
        ],
      },
      {
        kind: 'management',
        title: 'A conduta',
        body: '<p>São 4h25. O anestesista está a caminho e a sala abre às 5h.</p>',
        prompt: 'Escolha as condutas e ponha-as na ordem em que você as faria.',
        discussion:
          '<p>Primeiro, abrir tala e algodão até a pele e manter o membro na altura do coração (elevar reduz a perfusão). Persistindo o quadro, fasciotomia de emergência dos quatro compartimentos, com as feridas deixadas abertas, e estabilização da fratura no mesmo tempo. Hidratação guiada pela diurese previne a lesão renal da mioglobina; o fechamento ou enxerto fica para 48 a 72 horas.</p>',
        options: [
          {
            label: 'Abrir a tala gessada e o algodão até a pele em toda a extensão',
            points: 15,
            rating: 'essential',
            feedback: 'Curativos e gesso apertados elevam a pressão compartimental; abri-los é o primeiro gesto.',
            expertPosition: 1,
          },
          {
            label: 'Manter a perna na altura do coração, sem elevar',
            points: 10,
            rating: 'essential',
            feedback: 'A elevação reduz a pressão de perfusão arterial e agrava a isquemia.',
            expertPosition: 2,
          },
          {
            label: 'Fasciotomia de emergência dos quatro compartimentos por duas incisões',
            points: 20,
            rating: 'essential',
            feedback:
              'A descompressão precoce (idealmente antes de 6 horas de isquemia) preserva músculo e nervo; as duas incisões liberam os quatro compartimentos.',
            expertPosition: 3,
            lessonTitle: 'Síndrome compartimental aguda e fasciotomia',
          },
          {
            label: 'Estabilizar a fratura no mesmo tempo e deixar as feridas abertas, com revisão em 48 horas',
            points: 12,
            rating: 'essential',
            feedback:
              'A fixação protege partes moles e facilita curativos; o fechamento tardio ou enxerto evita nova hipertensão.',
            expertPosition: 4,
          },
          {
            label: 'Cristaloide com meta de diurese de 200 a 300 mL/h e controle seriado de CK e potássio',
            points: 6,
            rating: 'useful',
            feedback: 'Previne a lesão renal por mioglobina após a reperfusão.',
            expertPosition: 5,
          },
          {
            label: 'Elevar o membro acima do coração e reavaliar em 4 horas',
            points: -15,
            rating: 'harmful',
            feedback: 'Elevar piora a perfusão e esperar 4 horas leva à necrose muscular irreversível.',
          },
          {
            label: 'Fasciotomia com fechamento primário da pele no mesmo ato',
            points: -15,
            rating: 'harmful',
            feedback: 'A pele fechada sobre músculo edemaciado recria a síndrome compartimental.',
          },
          {
            label: 'Bomba de morfina e reavaliar na visita da manhã',
            points: -20,
            rating: 'harmful',
            feedback:
              'Mascarar a dor tira o principal sinal de alarme e deixa a isquemia progredir até a contratura de Volkmann da perna.',
          },
        ],
      },
      {
        kind: 'question',
        title: 'A técnica da fasciotomia',
        body: '<p>Na sala, o cirurgião marca a incisão anterolateral, cerca de 2 cm anterior à fíbula, para abrir os compartimentos anterior e lateral.</p>',
        prompt: 'Qual estrutura corre mais risco nessa incisão e deve ser identificada?',
        discussion:
          '<p>Na incisão anterolateral, o nervo fibular superficial atravessa a fáscia no terço distal da perna e é lesado com frequência; identificá-lo protege a sensibilidade do dorso do pé. Na incisão posteromedial, as estruturas em risco são a veia safena magna e o nervo safeno.</p>',
        options: [
          {
            label: 'Nervo fibular superficial.',
            points: 15,
            rating: 'essential',
            correct: true,
            feedback:
              'Correta: ele perfura a fáscia no septo intermuscular anterior, no terço distal, exatamente na linha da incisão.',
          },
          {
            label: 'Veia safena magna.',
            points: -2,
            rating: 'unnecessary',
            feedback: 'Incorreta: a safena magna está em risco na incisão posteromedial, não na anterolateral.',
          },
          {
            label: 'Nervo sural.',
            points: -2,
            rating: 'unnecessary',
            feedback: 'Incorreta: o sural é posterolateral, no trajeto da safena parva, longe da incisão.',
          },
          {
            label: 'Artéria tibial posterior.',
            points: -2,
            rating: 'unnecessary',
            feedback: 'Incorreta: ela corre no compartimento posterior profundo, abordado pela incisão medial.',
          },
          {
            label: 'Nervo tibial.',
            points: -2,
            rating: 'unnecessary',
            feedback: 'Incorreta: acompanha a artéria tibial posterior no compartimento posterior profundo.',
          },
        ],
      },
    ],
    expertReasoning:
      '<p>A síndrome compartimental aguda é um diagnóstico clínico e de tempo. A fratura da diáfise da tíbia em homem jovem é o cenário mais comum, e a dor desproporcional que exige doses crescentes de opioide é o primeiro sinal. O exame confirma: dor ao estiramento passivo, compartimento anterior lenhoso e hipoestesia do primeiro espaço. Pulsos presentes são a regra e não tranquilizam.</p><p>No paciente acordado, a medida da pressão compartimental é dispensável; ela decide nos inconscientes, sedados ou com exame duvidoso, pelo critério ΔP ≤ 30 mmHg. Nenhum exame de imagem deve atrasar a cirurgia.</p><p>A conduta começa por abrir tudo até a pele e manter o membro na altura do coração, e segue com fasciotomia dos quatro compartimentos por duas incisões, feridas abertas, estabilização da fratura e hidratação para a rabdomiólise. Atrasar além de 6 horas de isquemia troca uma cicatriz por necrose, contratura ou amputação.</p>',
    references: [
      "Rockwood and Green's Fractures in Adults, 10ª ed. (2024), capítulo de síndrome compartimental",
      'BOA. BOAST 10: Diagnosis and Management of Compartment Syndrome of the Limbs (2014)',
      'McQueen MM, Court-Brown CM. Compartment monitoring in tibial fractures. J Bone Joint Surg Br. 1996;78(1):99-104',
    ],
    lessonTitles: ['Síndrome compartimental aguda e fasciotomia'],
    questionStarts: [
      '<p>Homem, 22 anos, internado com fratura',
      '<p>Homem, 30 anos, politraumatizado, int',
      '<p>A fasciotomia da perna para tratament',
    ],
  },
];
