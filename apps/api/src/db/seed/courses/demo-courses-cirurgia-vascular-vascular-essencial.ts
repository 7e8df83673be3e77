import type { DemoCourse } from './demo-course-types.ts';

/** The flagship of cirurgia vascular: doença arterial periférica, aneurismas e carótidas (with the local video). */
export const vascularEssencialCourse: DemoCourse = {
  slug: 'vascular-essencial',
  kind: 'courses',
  name: 'Cirurgia Vascular Essencial',
  description:
    'Doença arterial periférica, aneurismas da aorta e doença carotídea para o R3, o acesso direto e a prova de título da SBACV, em cerca de 3 horas e meia de aulas com questões comentadas.',
  access: 'included',
  featured: true,
  trailerVimeoId: '871204563',
  popularity: 934,
  categories: [
    { slug: 'doenca-arterial-periferica', name: 'Doença Arterial Periférica' },
    { slug: 'aneurismas', name: 'Aneurismas' },
    { slug: 'carotidas', name: 'Carótidas' },
  ],
  handout: {
    title: 'Apostila completa: Cirurgia Vascular Essencial',
    lines: [
      'Doença arterial periférica',
      '- Fontaine: I assintomático; IIa > 200 m; IIb < 200 m; III dor em repouso; IV lesão.',
      '- Rutherford: 0 a 3 claudicação; 4 dor em repouso; 5 e 6 perda tecidual.',
      '- ITB <= 0,90: DAP; > 1,30 a 1,40: artérias incompressíveis (usar hálux-braquial).',
      '- Claudicante: parar de fumar, AAS ou clopidogrel, estatina e exercício supervisionado.',
      '',
      'Aneurisma de aorta abdominal',
      '- Correção: >= 5,5 cm em homens, >= 5,0 cm em mulheres, crescimento > 1 cm/ano.',
      '- Endoleaks tipo I e III: tratar sempre; tipo II: observar se o saco não cresce.',
      '',
      'Carótidas',
      '- NASCET: (1 - diâmetro residual / diâmetro da ACI distal normal) x 100.',
      '- Sintomático 70-99%: endarterectomia em até 2 semanas do evento.',
      '- Assintomático: só com risco perioperatório < 3% e expectativa de vida > 5 anos.',
    ],
  },
  modules: [
    {
      title: 'Doença arterial periférica',
      description: 'Do exame físico às classificações clínicas, ao ITB e ao tratamento do claudicante.',
      lessons: [
        {
          title: 'Abertura: o exame vascular que cai na prova',
          minutes: 8,
          video: 'local',
          body: [
            'Nesta aula de abertura mostramos como o curso está organizado e por que o exame físico vascular continua sendo a base das questões de R3 e da prova de título. Boa parte dos enunciados descreve pulsos, temperatura, enchimento capilar e alterações tróficas, e espera que você chegue ao diagnóstico antes de pensar em exames.',
            '',
            'Palpe os pulsos sempre de forma comparativa e em sequência: femoral, poplíteo, tibial posterior e pedioso, além de carotídeos, braquiais e radiais. Ausculte a aorta abdominal, as femorais e as carótidas à procura de sopros e procure massa pulsátil no abdome.',
            '',
            '- Pedioso ausente de forma isolada pode ser variação anatômica; a ausência do tibial posterior tem mais valor.',
            '- Palidez à elevação e hiperemia ao pender o membro (manobra de Buerger) sugerem isquemia importante.',
            '- Rarefação de pelos, unhas espessadas e pele fina e brilhante são sinais tróficos de isquemia crônica.',
            '- Massa pulsátil abdominal em idoso tabagista obriga a investigar aneurisma de aorta.',
          ].join('\n'),
        },
        {
          title: 'Claudicação intermitente: Fontaine, Rutherford e ITB',
          minutes: 24,
          video: { vimeo: '874310562' },
          body: [
            'A claudicação intermitente é a dor muscular reprodutível desencadeada pelo exercício e aliviada em poucos minutos de repouso, sem necessidade de mudar de posição. O território da dor aponta o nível da obstrução: panturrilha na doença femoropoplítea, coxa e nádega na doença aortoilíaca. A síndrome de Leriche reúne claudicação glútea, ausência de pulsos femorais e disfunção erétil.',
            '',
            'As classificações de Fontaine e de Rutherford são as mais cobradas, e a banca costuma pedir a correspondência entre elas. O índice tornozelo-braquial (ITB) completa a avaliação: divide-se a maior pressão sistólica do tornozelo (tibial posterior ou pediosa) de cada membro pela maior pressão sistólica braquial.',
            '',
            '- Fontaine: I assintomático; IIa claudicação para mais de 200 m; IIb para menos de 200 m; III dor em repouso; IV úlcera ou gangrena.',
            '- Rutherford: 0 assintomático; 1, 2 e 3 claudicação leve, moderada e grave; 4 dor em repouso; 5 perda tecidual menor; 6 perda tecidual maior.',
            '- ITB ≤ 0,90 confirma doença arterial periférica; 0,91 a 0,99 é limítrofe; 1,00 a 1,40 é normal.',
            '- ITB acima de 1,30–1,40 indica artérias incompressíveis (calcificação da média em diabéticos e renais crônicos): use o índice hálux-braquial, anormal abaixo de 0,70.',
            '- ITB ≤ 0,40 sugere doença grave; ITB normal em repouso com forte suspeita clínica pede medida após exercício.',
          ].join('\n'),
          questionTrack: { label: 'Doença arterial periférica', no: 1 },
          flashcardTracks: [
            {
              titulo: 'Classificações da DAP',
              descricao: 'Fontaine, Rutherford e ITB em cartões rápidos.',
              cards: [
                {
                  frente: 'Claudicação para 100 metros corresponde a qual estágio de Fontaine?',
                  verso: 'Fontaine IIb (claudicação para menos de 200 m).',
                },
                {
                  frente: 'Dor isquêmica em repouso corresponde a quais estágios de Fontaine e de Rutherford?',
                  verso: 'Fontaine III e Rutherford categoria 4.',
                },
                {
                  frente: 'Como se calcula o ITB de um membro?',
                  verso:
                    'Maior pressão sistólica do tornozelo desse membro dividida pela maior pressão sistólica braquial.',
                },
                { frente: 'Qual valor de ITB define doença arterial periférica?', verso: 'ITB ≤ 0,90.' },
                {
                  frente: 'O que sugere ITB acima de 1,40?',
                  verso: 'Artérias incompressíveis por calcificação; avaliar com o índice hálux-braquial.',
                },
                {
                  frente: 'Qual a tríade da síndrome de Leriche?',
                  verso: 'Claudicação de nádegas e coxas, ausência de pulsos femorais e disfunção erétil.',
                },
              ],
            },
          ],
        },
        {
          title: 'Tratamento clínico da claudicação e indicação de revascularização',
          minutes: 26,
          video: { vimeo: '874311209' },
          body: [
            'O claudicante tem mais risco de morrer de infarto ou AVC do que de perder o membro: em cinco anos, a maioria permanece estável e poucos evoluem para amputação. O primeiro objetivo do tratamento é reduzir o risco cardiovascular; o segundo, aumentar a distância de marcha.',
            '',
            'O exercício supervisionado é a intervenção com melhor relação custo-benefício: caminhadas de 30 a 45 minutos, pelo menos três vezes por semana, por no mínimo 12 semanas. A revascularização fica para a claudicação limitante que não respondeu ao tratamento clínico, em paciente com anatomia favorável.',
            '',
            '- Cessação do tabagismo é a medida isolada de maior impacto na progressão da doença.',
            '- Antiagregação com AAS ou clopidogrel para todo sintomático e estatina de alta intensidade.',
            '- Rivaroxabana 2,5 mg de 12/12 h associada ao AAS reduziu eventos cardiovasculares e de membro (estudos COMPASS e VOYAGER PAD).',
            '- Cilostazol 100 mg de 12/12 h aumenta a distância de marcha, mas é contraindicado na insuficiência cardíaca.',
            '- Pentoxifilina não tem benefício consistente e não é recomendada pelas diretrizes atuais.',
          ].join('\n'),
          link: {
            label: 'Sociedade Brasileira de Angiologia e de Cirurgia Vascular (SBACV)',
            url: 'https://sbacv.org.br',
          },
          handout: {
            title: 'Tratamento clínico do claudicante',
            lines: [
              'Objetivos: reduzir eventos cardiovasculares e aumentar a distância de marcha.',
              '',
              '- Parar de fumar (medida de maior impacto).',
              '- AAS 100 mg/dia ou clopidogrel 75 mg/dia.',
              '- Estatina de alta intensidade.',
              '- Considerar rivaroxabana 2,5 mg 12/12 h + AAS (COMPASS, VOYAGER PAD).',
              '- Exercício supervisionado: 30 a 45 min, 3x/semana, por 12 semanas ou mais.',
              '- Cilostazol 100 mg 12/12 h; contraindicado na insuficiência cardíaca.',
              '- Revascularizar só a claudicação limitante refratária ao tratamento clínico.',
            ],
          },
        },
      ],
    },
    {
      title: 'Aneurismas da aorta abdominal',
      description: 'Rastreamento, vigilância, indicação de correção, EVAR e aneurisma roto.',
      lessons: [
        {
          title: 'Aneurisma de aorta abdominal: rastreamento e indicação de correção',
          minutes: 32,
          video: { vimeo: '874315877' },
          body: [
            'O aneurisma de aorta abdominal (AAA) é a dilatação da aorta infrarrenal com diâmetro de 3,0 cm ou mais. Os principais fatores de risco são tabagismo, sexo masculino, idade acima de 65 anos e história familiar; o diabetes, ao contrário, tem associação inversa. A maioria é assintomática e descoberta em exames de imagem feitos por outro motivo.',
            '',
            'O rastreamento com uma única ultrassonografia é recomendado para homens de 65 a 75 anos que já fumaram, e algumas sociedades o estendem a mulheres tabagistas da mesma faixa. A vigilância depende do diâmetro, e a correção eletiva é indicada quando o risco de rotura supera o risco do procedimento.',
            '',
            '- Vigilância: 3,0 a 3,9 cm a cada 3 anos; 4,0 a 4,9 cm anualmente; 5,0 a 5,4 cm a cada 3 a 6 meses.',
            '- Correção eletiva: diâmetro ≥ 5,5 cm em homens e ≥ 5,0 cm em mulheres.',
            '- Também se corrige o aneurisma que cresce mais de 1 cm por ano (ou mais de 0,5 cm em 6 meses) e todo aneurisma sintomático.',
            '- Aneurismas saculares costumam ter indicação de correção mais precoce.',
            '- Nenhum medicamento reduz de forma comprovada o crescimento do AAA; parar de fumar reduz a taxa de expansão.',
          ].join('\n'),
          flashcardTracks: [
            {
              titulo: null,
              descricao: 'Aneurisma de aorta abdominal: definição, rastreamento e indicação cirúrgica.',
              cards: [
                {
                  frente: 'Qual diâmetro define aneurisma de aorta abdominal?',
                  verso: 'Diâmetro da aorta infrarrenal ≥ 3,0 cm.',
                },
                { frente: 'Qual o limiar de diâmetro para correção eletiva do AAA em homens?', verso: '5,5 cm.' },
                { frente: 'E em mulheres?', verso: '5,0 cm, pelo maior risco de rotura em diâmetros menores.' },
                {
                  frente: 'Qual taxa de crescimento indica correção independentemente do diâmetro?',
                  verso: 'Mais de 1 cm por ano (ou mais de 0,5 cm em 6 meses).',
                },
                {
                  frente: 'Quem deve fazer rastreamento de AAA segundo a USPSTF?',
                  verso: 'Homens de 65 a 75 anos que já fumaram: uma ultrassonografia de abdome.',
                },
                {
                  frente: 'Qual fator de risco cardiovascular clássico tem associação inversa com o AAA?',
                  verso: 'Diabetes mellitus.',
                },
              ],
            },
          ],
        },
        {
          title: 'EVAR, cirurgia aberta e endoleaks',
          minutes: 35,
          video: { vimeo: '874316540' },
          body: [
            'O reparo endovascular (EVAR) reduz a mortalidade perioperatória em relação à cirurgia aberta, mas a vantagem se dilui no longo prazo, e o EVAR exige vigilância por imagem e tem mais reintervenções. A escolha depende da anatomia (colo proximal, acessos ilíacos), da idade e do risco cirúrgico do paciente.',
            '',
            'Os critérios anatômicos clássicos para EVAR incluem colo proximal com pelo menos 10 a 15 mm de extensão, angulação menor que 60 graus e ilíacas compatíveis com o dispositivo. Colos curtos, cônicos ou com trombo circunferencial aumentam o risco de endoleak tipo I.',
            '',
            '- Tipo I: falha de vedação na zona de fixação (Ia proximal, Ib distal); tratar sempre e logo.',
            '- Tipo II: fluxo retrógrado por artérias lombares ou mesentérica inferior; o mais comum, tratado se o saco cresce de forma significativa (≥ 5 a 10 mm, conforme a diretriz).',
            '- Tipo III: desconexão entre módulos ou rotura do tecido da endoprótese; tratar sempre.',
            '- Tipo IV: porosidade do tecido, precoce e autolimitado.',
            '- Tipo V (endotensão): crescimento do saco sem vazamento visível nos exames.',
          ].join('\n'),
          handout: {
            title: 'Endoleaks: classificação e conduta',
            lines: [
              '- Tipo I (Ia proximal, Ib distal): falha de vedação. Tratar sempre.',
              '- Tipo II: lombares ou mesentérica inferior. Observar; tratar se o saco crescer.',
              '- Tipo III: desconexão de módulos ou rotura do tecido. Tratar sempre.',
              '- Tipo IV: porosidade do tecido. Autolimitado.',
              '- Tipo V: endotensão, crescimento do saco sem vazamento visível.',
              '',
              'Seguimento após EVAR: angiotomografia ou ultrassom com contraste periódicos.',
            ],
          },
        },
        {
          title: 'Aneurisma roto: do pronto-socorro ao centro cirúrgico',
          minutes: 22,
          video: { vimeo: '874317102' },
          body: [
            'A tríade de dor abdominal ou lombar, hipotensão e massa pulsátil aparece em apenas cerca de metade dos casos, e o quadro pode ser confundido com cólica renal, diverticulite ou infarto. No paciente instável com AAA conhecido ou massa pulsátil, vai-se direto ao centro cirúrgico; no estável, a angiotomografia define a anatomia para EVAR.',
            '',
            'A reposição volêmica deve ser restritiva (hipotensão permissiva), mantendo a pressão sistólica em torno de 70 a 90 mmHg com o paciente consciente, para não desfazer o tamponamento retroperitoneal. No estudo IMPROVE, a estratégia endovascular teve mortalidade em 30 dias semelhante à da cirurgia aberta, com alta mais precoce.',
            '',
            '- A rotura retroperitoneal é a forma mais comum e a que permite chegar vivo ao hospital.',
            '- O balão de oclusão aórtico ajuda no controle proximal do paciente em choque.',
            '- Complicações típicas: síndrome compartimental abdominal, colite isquêmica e insuficiência renal.',
            '- Diarreia sanguinolenta no pós-operatório sugere colite isquêmica: retossigmoidoscopia.',
          ].join('\n'),
          questionTrack: { label: 'Aneurismas da aorta', no: 2 },
        },
      ],
    },
    {
      title: 'Doença carotídea',
      description: 'Graduação da estenose, indicação de endarterectomia ou angioplastia e complicações.',
      lessons: [
        {
          title: 'Estenose carotídea: NASCET e critérios do duplex',
          minutes: 26,
          video: { vimeo: '874320418' },
          body: [
            'A estenose da carótida interna é graduada nas provas pelo método NASCET: percentual = (1 − menor diâmetro residual ÷ diâmetro da carótida interna distal normal) × 100. O método ECST usa como referência o diâmetro estimado do bulbo e, por isso, gera valores maiores para a mesma lesão.',
            '',
            'O duplex scan é o exame inicial, e os critérios de velocidade do consenso da Society of Radiologists in Ultrasound (2003) são os mais usados. Angiotomografia ou angiorressonância confirmam a graduação antes da intervenção.',
            '',
            '- Estenose < 50%: velocidade de pico sistólico (VPS) < 125 cm/s.',
            '- Estenose de 50 a 69%: VPS de 125 a 230 cm/s.',
            '- Estenose ≥ 70%: VPS > 230 cm/s, velocidade diastólica final > 100 cm/s e razão ACI/ACC > 4.',
            '- Na suboclusão as velocidades podem cair; a oclusão total não tem indicação de endarterectomia.',
            '- Sintomático: AIT, amaurose fugaz ou AVC isquêmico no território carotídeo nos últimos 6 meses.',
          ].join('\n'),
          handout: {
            title: 'Duplex de carótidas: critérios de velocidade',
            lines: [
              'Consenso da Society of Radiologists in Ultrasound (2003), graduação pelo NASCET.',
              '',
              '- Normal: VPS < 125 cm/s, sem placa.',
              '- < 50%: VPS < 125 cm/s, com placa.',
              '- 50 a 69%: VPS 125 a 230 cm/s; VDF 40 a 100 cm/s; razão ACI/ACC 2 a 4.',
              '- >= 70%: VPS > 230 cm/s; VDF > 100 cm/s; razão ACI/ACC > 4.',
              '- Suboclusão: velocidades variáveis, luz filiforme.',
              '- Oclusão: ausência de fluxo detectável.',
            ],
          },
        },
        {
          title: 'Endarterectomia ou angioplastia: quem tratar e quando',
          minutes: 30,
          video: { vimeo: '874321095' },
          body: [
            'No sintomático, os estudos NASCET e ECST mostraram grande benefício da endarterectomia nas estenoses de 70 a 99% e benefício moderado nas de 50 a 69%, desde que o risco de AVC ou morte perioperatório seja menor que 6%. O benefício é maior quando a cirurgia é feita nas duas primeiras semanas após o evento.',
            '',
            'No assintomático com estenose de 60 a 99%, a endarterectomia só se justifica com risco perioperatório abaixo de 3% e expectativa de vida de pelo menos 5 anos, sempre com tratamento clínico otimizado. A angioplastia com stent é alternativa no pescoço hostil (radioterapia, traqueostomia), na reestenose após endarterectomia e na lesão alta, acima de C2, mas tem mais AVC periprocedimento em pacientes acima de 70 anos.',
            '',
            '- Sintomático 70 a 99%: benefício robusto da endarterectomia.',
            '- Sintomático 50 a 69%: benefício moderado, maior em homens.',
            '- Sintomático < 50% ou oclusão total: tratamento clínico.',
            '- Para todos: antiagregante, estatina, controle pressórico e cessação do tabagismo.',
          ].join('\n'),
          link: { label: 'European Society for Vascular Surgery: diretrizes', url: 'https://esvs.org' },
          questionTrack: { label: 'Carótidas', no: 3 },
        },
        {
          title: 'Complicações da endarterectomia carotídea',
          minutes: 18,
          video: { vimeo: '874322760' },
          body: [
            'As complicações mais cobradas são o AVC perioperatório, as lesões de nervos cranianos, a síndrome de hiperperfusão cerebral e o hematoma cervical. O AVC costuma ser embólico ou por trombose no local da arteriotomia, e o déficit novo na recuperação anestésica exige duplex ou reexploração imediata.',
            '',
            'A síndrome de hiperperfusão surge em geral entre o 2º e o 7º dia, com cefaleia ipsilateral, convulsões e déficit focal, e pode evoluir para hemorragia intracerebral. O principal fator modificável é a hipertensão arterial, que deve ser controlada com rigor.',
            '',
            '- Hipoglosso: desvio da língua para o lado operado.',
            '- Vago ou laríngeo recorrente: rouquidão por paralisia de prega vocal.',
            '- Ramo marginal da mandíbula do facial: assimetria do canto da boca, em geral por tração do afastador.',
            '- Hematoma cervical expansivo com estridor: abrir a ferida à beira do leito e garantir a via aérea.',
          ].join('\n'),
          flashcardTracks: [
            {
              titulo: 'Carótidas na prova de título',
              cards: [
                {
                  frente: 'Qual a fórmula de graduação da estenose pelo NASCET?',
                  verso: '(1 − menor diâmetro residual ÷ diâmetro da carótida interna distal normal) × 100.',
                },
                {
                  frente: 'Qual VPS sugere estenose ≥ 70% no duplex?',
                  verso: 'VPS > 230 cm/s, com VDF > 100 cm/s e razão ACI/ACC > 4.',
                },
                {
                  frente: 'Em quanto tempo operar o sintomático com estenose significativa?',
                  verso: 'Idealmente nas primeiras 2 semanas após o evento.',
                },
                {
                  frente: 'Qual o risco perioperatório máximo aceitável no assintomático?',
                  verso: 'Menos de 3% de AVC ou morte.',
                },
                {
                  frente: 'Língua desviada para o lado operado após endarterectomia: qual nervo foi lesado?',
                  verso: 'Nervo hipoglosso ipsilateral.',
                },
                {
                  frente: 'Cefaleia ipsilateral e convulsão no 4º dia após endarterectomia sugerem o quê?',
                  verso: 'Síndrome de hiperperfusão cerebral; controlar rigorosamente a pressão arterial.',
                },
              ],
            },
          ],
        },
      ],
    },
  ],
};
