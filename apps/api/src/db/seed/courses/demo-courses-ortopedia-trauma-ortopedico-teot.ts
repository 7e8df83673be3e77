import type { DemoCourse } from './demo-course-types.ts';

/** The flagship of ortopedia: trauma ortopédico do adulto para o TEOT (with the local video). */
export const traumaOrtopedicoTeotCourse: DemoCourse = {
  slug: 'trauma-ortopedico-teot',
  kind: 'courses',
  name: 'Trauma Ortopédico para o TEOT',
  description:
    'Trauma ortopédico do adulto para o TEOT e o acesso direto em ortopedia: fraturas expostas, síndrome compartimental, quadril do idoso e membro superior, em cerca de 3 horas e meia de aulas com radiografias comentadas.',
  access: 'included',
  featured: true,
  trailerVimeoId: '858640217',
  popularity: 967,
  categories: [
    { slug: 'trauma', name: 'Trauma' },
    { slug: 'quadril', name: 'Quadril' },
    { slug: 'ombro-e-cotovelo', name: 'Ombro e Cotovelo' },
  ],
  handout: {
    title: 'Apostila completa: Trauma Ortopédico para o TEOT',
    lines: [
      'Princípios',
      '- Fratura exposta: antibiótico na 1ª hora, antitetânica, desbridamento e estabilização.',
      '- Gustilo: I <= 1 cm; II 1 a 10 cm; IIIA cobertura possível; IIIB retalho; IIIC arterial.',
      '- Compartimental: dor ao estiramento passivo; fasciotomia se delta P <= 30 mmHg.',
      '',
      'Quadril do idoso',
      '- Garden I e II: fixação; III e IV no idoso: artroplastia.',
      '- Pauwels: I < 30 graus; II 30 a 50 graus; III > 50 graus.',
      '- Transtrocantérica instável e subtrocantérica: haste cefalomedular; TAD < 25 mm.',
      '',
      'Membro superior',
      '- Neer: parte desviada > 1 cm ou angulada > 45 graus.',
      '- Rádio distal aceitável: encurtamento < 3 mm, dorsal < 10 graus, degrau < 2 mm.',
      '- Monteggia: ulna + cabeça do rádio. Galeazzi: rádio + radioulnar distal.',
    ],
  },
  modules: [
    {
      title: 'Princípios do trauma ortopédico',
      description: 'Leitura radiográfica, fraturas expostas e síndrome compartimental aguda.',
      lessons: [
        {
          title: 'Abertura: como ler uma radiografia de trauma',
          minutes: 8,
          video: 'local',
          body: [
            'Nesta abertura apresentamos o curso e o roteiro de leitura radiográfica que usaremos em todas as aulas. No TEOT, muitas questões começam por uma imagem: antes de classificar a fratura, confirme a incidência, o lado, a idade provável do paciente (as fises estão abertas?) e a qualidade óssea.',
            '',
            'Descreva a fratura sempre na mesma ordem: osso e segmento, traço, desvio e relação com a articulação. Essa disciplina evita erros de classificação e ajuda a justificar a conduta nas questões discursivas.',
            '',
            '- Regra dos dois: duas incidências ortogonais, duas articulações (acima e abaixo) e, quando necessário, dois momentos ou o lado contralateral.',
            '- O desvio é descrito pelo fragmento distal em relação ao proximal: translação, angulação, encurtamento e rotação.',
            '- Fratura intra-articular com degrau pede tomografia e, em geral, redução anatômica.',
            '- Examine e registre o estado neurovascular e a pele antes e depois de qualquer manipulação.',
          ].join('\n'),
        },
        {
          title: 'Fraturas expostas: classificação de Gustilo-Anderson',
          minutes: 30,
          video: { vimeo: '876502193' },
          body: [
            'A fratura exposta é uma emergência ortopédica. Os pilares do tratamento são antibiótico precoce, profilaxia antitetânica, desbridamento cirúrgico criterioso, estabilização da fratura e cobertura de partes moles. O antibiótico deve começar o quanto antes, idealmente na primeira hora, porque o atraso é o fator modificável mais associado à infecção.',
            '',
            'A classificação de Gustilo-Anderson considera o tamanho da ferida, a energia do trauma, a lesão de partes moles e a contaminação, e só é definida após o desbridamento no centro cirúrgico. Ferimentos por projétil de alta energia, contaminação em ambiente rural e fraturas segmentares são tipo III, qualquer que seja o tamanho da ferida.',
            '',
            '- Tipo I: ferida ≤ 1 cm, limpa, baixa energia e traço simples.',
            '- Tipo II: ferida de 1 a 10 cm, sem lesão extensa de partes moles.',
            '- Tipo IIIA: lesão extensa com cobertura óssea possível; IIIB: perda de partes moles com desperiostização, exige retalho; IIIC: lesão arterial que precisa de reparo.',
            '- Antibiótico: cefazolina para todos; no tipo III, associar cobertura para gram-negativos (por exemplo, gentamicina); penicilina se houver contaminação por solo ou fezes (clostrídios).',
            '- Duração: até 24 h após o fechamento da ferida nos tipos I e II; no tipo III, até 72 h do trauma ou 24 h após a cobertura de partes moles.',
          ].join('\n'),
          questionTrack: { label: 'Fraturas expostas', no: 1 },
          flashcardTracks: [
            {
              titulo: 'Fraturas expostas',
              descricao: 'Gustilo-Anderson e antibioticoprofilaxia.',
              cards: [
                {
                  frente: 'Quando a classificação de Gustilo-Anderson deve ser definida?',
                  verso: 'Após o desbridamento cirúrgico, e não no pronto-socorro.',
                },
                { frente: 'Ferida de 5 cm sem lesão extensa de partes moles: qual tipo?', verso: 'Gustilo tipo II.' },
                {
                  frente: 'O que diferencia o tipo IIIB do IIIA?',
                  verso: 'No IIIB há perda de partes moles com exposição óssea que exige retalho para cobertura.',
                },
                {
                  frente: 'O que define o tipo IIIC?',
                  verso: 'Lesão arterial que precisa de reparo para salvar o membro.',
                },
                {
                  frente:
                    'Fratura exposta com contaminação em ambiente rural: qual tipo e qual antibiótico acrescentar?',
                  verso: 'Tipo III; acrescentar penicilina para cobrir clostrídios.',
                },
                {
                  frente: 'Qual o fator modificável mais associado à infecção na fratura exposta?',
                  verso: 'O atraso no início do antibiótico (meta: primeira hora).',
                },
              ],
            },
          ],
        },
        {
          title: 'Síndrome compartimental aguda e fasciotomia',
          minutes: 26,
          video: { vimeo: '876503448' },
          body: [
            'A síndrome compartimental aguda é o aumento da pressão em um compartimento osteofascial inextensível a ponto de comprometer a perfusão de músculos e nervos. A causa mais comum é a fratura da diáfise da tíbia, mas ela também ocorre após esmagamento, reperfusão de isquemia arterial, queimaduras e gessos ou curativos apertados.',
            '',
            'O diagnóstico é clínico. Dor desproporcional à lesão e dor ao estiramento passivo dos músculos do compartimento são os sinais mais precoces; parestesia e paresia vêm depois, e a ausência de pulso é tardia, de modo que pulsos presentes não afastam o diagnóstico. No paciente inconsciente ou com exame duvidoso, mede-se a pressão intracompartimental.',
            '',
            '- Fasciotomia: quadro clínico compatível ou diferença entre a pressão diastólica e a do compartimento (ΔP) ≤ 30 mmHg.',
            '- Perna: quatro compartimentos (anterior, lateral, posterior superficial e posterior profundo), liberados por duas incisões, anterolateral e posteromedial.',
            '- O compartimento anterior é o mais acometido; a lesão do nervo fibular profundo reduz a sensibilidade do primeiro espaço interdigital.',
            '- Conduta inicial: abrir gesso e curativos até a pele e manter o membro na altura do coração, sem elevar.',
            '- A ferida da fasciotomia fica aberta, com fechamento tardio ou enxerto de pele.',
          ].join('\n'),
          handout: {
            title: 'Síndrome compartimental: o que não pode faltar',
            lines: [
              'Sinais precoces: dor desproporcional e dor ao estiramento passivo.',
              'Sinais tardios: paresia e ausência de pulso (pulso presente não exclui).',
              '',
              '- Medir a pressão no paciente inconsciente ou com exame duvidoso.',
              '- Fasciotomia se delta P (diastólica - compartimento) <= 30 mmHg.',
              '- Perna: 4 compartimentos, 2 incisões (anterolateral e posteromedial).',
              '- Abrir gesso e curativos; membro na altura do coração.',
              '- Após a fasciotomia: ferida aberta e fechamento tardio ou enxerto.',
            ],
          },
        },
      ],
    },
    {
      title: 'Fraturas do quadril no idoso',
      description: 'Colo do fêmur, fraturas transtrocantéricas e subtrocantéricas.',
      lessons: [
        {
          title: 'Fraturas do colo do fêmur: Garden e Pauwels',
          minutes: 28,
          video: { vimeo: '876504861' },
          body: [
            'A fratura do colo do fêmur é intracapsular e ameaça a irrigação da cabeça femoral, que depende principalmente dos ramos retinaculares da artéria circunflexa femoral medial. Quanto maior o desvio, maior o risco de osteonecrose e de pseudartrose.',
            '',
            'A classificação de Garden, baseada na radiografia em AP, é a mais usada no idoso; na prática, separa as fraturas sem desvio (I e II) das desviadas (III e IV). A de Pauwels mede a inclinação do traço em relação à horizontal e é útil no adulto jovem, em que o traço vertical indica trauma de alta energia e maior cisalhamento.',
            '',
            '- Garden I: incompleta ou impactada em valgo; II: completa sem desvio.',
            '- Garden III: completa com desvio parcial; IV: completa com desvio total.',
            '- Pauwels I: < 30°; II: 30° a 50°; III: > 50°, com maior risco de pseudartrose.',
            '- No jovem, a fratura desviada é urgência: redução anatômica e fixação interna o mais cedo possível.',
          ].join('\n'),
          flashcardTracks: [
            {
              titulo: null,
              descricao: 'Fraturas do colo do fêmur: Garden, Pauwels e vascularização.',
              cards: [
                {
                  frente: 'Qual artéria é a principal responsável pela irrigação da cabeça femoral no adulto?',
                  verso: 'A artéria circunflexa femoral medial, por seus ramos retinaculares.',
                },
                { frente: 'Fratura do colo completa e sem desvio: qual o Garden?', verso: 'Garden II.' },
                {
                  frente: 'Como a classificação de Garden é simplificada na prática?',
                  verso: 'Sem desvio (I e II) versus desviadas (III e IV).',
                },
                {
                  frente: 'O que mede a classificação de Pauwels?',
                  verso: 'O ângulo do traço de fratura em relação à horizontal.',
                },
                {
                  frente: 'Traço com 60° de inclinação: qual o Pauwels?',
                  verso: 'Pauwels III (mais de 50°), mais vertical e instável.',
                },
                {
                  frente: 'Quais as principais complicações das fraturas desviadas do colo do fêmur?',
                  verso: 'Osteonecrose da cabeça femoral e pseudartrose.',
                },
              ],
            },
          ],
        },
        {
          title: 'Colo do fêmur no idoso: fixação ou artroplastia',
          minutes: 24,
          video: { vimeo: '876506027' },
          body: [
            'No idoso, a fratura do quadril é marcador de fragilidade, com mortalidade elevada no primeiro ano. A cirurgia deve ser feita em até 24 a 48 horas, após compensação clínica rápida, com manejo ortogeriátrico, prevenção de delirium, analgesia com bloqueio regional e tromboprofilaxia.',
            '',
            'As fraturas sem desvio (Garden I e II) costumam ser fixadas com parafusos canulados ou dispositivo de deslizamento. Nas desviadas (Garden III e IV), a artroplastia é preferida, porque a fixação tem altas taxas de falha por osteonecrose e pseudartrose nessa faixa etária.',
            '',
            '- Artroplastia total: idoso ativo, que anda sem ajuda e sem déficit cognitivo importante.',
            '- Hemiartroplastia: paciente mais frágil e de baixa demanda funcional.',
            '- Hastes cimentadas são preferidas no osso osteoporótico, pelo menor risco de fratura periprotética.',
            '- Após a fratura, iniciar o tratamento da osteoporose como prevenção secundária.',
          ].join('\n'),
          questionTrack: { label: 'Fraturas do quadril', no: 2 },
        },
        {
          title: 'Fraturas transtrocantéricas e subtrocantéricas',
          minutes: 30,
          video: { vimeo: '876507394' },
          body: [
            'As fraturas transtrocantéricas são extracapsulares, em osso bem vascularizado, e consolidam com frequência; o problema é a estabilidade mecânica. Na classificação AO/OTA, as 31A1 são pertrocantéricas simples, as 31A2 são pertrocantéricas multifragmentadas com parede lateral incompetente e as 31A3 são intertrocantéricas, incluindo o traço de obliquidade reversa.',
            '',
            'As fraturas estáveis podem ser tratadas com parafuso deslizante de quadril (DHS) ou haste cefalomedular; as instáveis, as de obliquidade reversa e as subtrocantéricas pedem haste cefalomedular. Na subtrocantérica, o fragmento proximal sofre flexão, abdução e rotação externa, e o distal é desviado em adução e encurtamento.',
            '',
            '- Parede lateral com espessura ≤ 20,5 mm é considerada incompetente (fratura instável).',
            '- Distância ponta-ápice (TAD) < 25 mm reduz o risco de migração do parafuso cefálico (cut-out).',
            '- Flexão do fragmento proximal: iliopsoas; abdução: glúteos médio e mínimo; rotação externa: rotadores curtos.',
            '- Traço transverso subtrocantérico com espessamento da cortical lateral após uso prolongado de bisfosfonato: fratura atípica.',
          ].join('\n'),
          handout: {
            title: 'Fraturas trocantéricas: resumo',
            lines: [
              'AO/OTA 31A',
              '- A1: pertrocantérica simples, parede lateral competente (estável).',
              '- A2: multifragmentada, parede lateral <= 20,5 mm (instável).',
              '- A3: intertrocantérica, inclui a obliquidade reversa (instável).',
              '',
              '- Estável: DHS ou haste cefalomedular. Instável e subtrocantérica: haste.',
              '- TAD < 25 mm para evitar o cut-out.',
              '- Subtrocantérica: proximal em flexão, abdução e rotação externa.',
            ],
          },
        },
      ],
    },
    {
      title: 'Membro superior',
      description: 'Úmero proximal, rádio distal e as fraturas-luxações do antebraço e do cotovelo.',
      lessons: [
        {
          title: 'Fraturas do úmero proximal: classificação de Neer',
          minutes: 24,
          video: { vimeo: '876508716' },
          body: [
            'A fratura do úmero proximal é típica do idoso com osteoporose após queda da própria altura. A classificação de Neer divide o úmero proximal em quatro segmentos, superfície articular, tubérculo maior, tubérculo menor e diáfise, e um segmento só conta como “parte” se estiver desviado mais de 1 cm ou angulado mais de 45 graus.',
            '',
            'Cerca de 80% das fraturas são minimamente desviadas (uma parte) e tratadas com tipoia e mobilização precoce. Nas fraturas desviadas de três e quatro partes do idoso, a artroplastia reversa ganhou espaço; no jovem, busca-se a redução e a osteossíntese com placa bloqueada.',
            '',
            '- O nervo axilar é o mais lesado: teste a sensibilidade da face lateral do ombro e a contração do deltoide.',
            '- Critérios de Hertel de isquemia da cabeça: extensão metafisária posteromedial < 8 mm e ruptura da dobradiça medial > 2 mm.',
            '- Tubérculo maior desviado mais de 5 mm costuma ter indicação cirúrgica, pelo impacto subacromial.',
            '- A fratura-luxação posterior passa despercebida com facilidade: peça sempre o perfil axilar ou escapular.',
          ].join('\n'),
          link: { label: 'Sociedade Brasileira de Ortopedia e Traumatologia (SBOT)', url: 'https://sbot.org.br' },
        },
        {
          title: 'Fraturas do rádio distal',
          minutes: 28,
          video: { vimeo: '876510053' },
          body: [
            'A fratura do rádio distal é a fratura mais comum do membro superior. Os epônimos continuam caindo: Colles (extra-articular, com desvio dorsal, por queda com a mão em extensão), Smith (desvio volar), Barton (fratura-luxação da borda articular, dorsal ou volar) e chauffeur (estiloide radial).',
            '',
            'A escolha entre tratamento conservador e cirúrgico considera os parâmetros radiográficos após a redução, a estabilidade, a demanda funcional e a idade. No idoso de baixa demanda, o resultado funcional do tratamento conservador é semelhante ao do cirúrgico, mesmo com alguma deformidade residual.',
            '',
            '- Parâmetros normais: inclinação radial de cerca de 22°, altura radial de cerca de 11 mm e inclinação volar de cerca de 11°.',
            '- Redução aceitável: encurtamento radial < 3 mm, inclinação dorsal < 10° e degrau articular < 2 mm.',
            '- Ruptura do tendão extensor longo do polegar é complicação tardia típica, inclusive em fraturas sem desvio.',
            '- Parestesia no território do mediano que piora após a redução: túnel do carpo agudo, descompressão urgente.',
            '- Critérios de instabilidade de Lafontaine: cominuição dorsal, angulação dorsal > 20°, componente intra-articular, fratura da ulna associada e idade > 60 anos.',
          ].join('\n'),
        },
        {
          title: 'Monteggia, Galeazzi e tríade terrível do cotovelo',
          minutes: 22,
          video: { vimeo: '876511389' },
          body: [
            'As fraturas-luxações do antebraço associam a fratura de um osso à luxação de uma articulação. Na Monteggia, a fratura da ulna proximal se associa à luxação da cabeça do rádio; na Galeazzi, a fratura do terço distal do rádio se associa à luxação da articulação radioulnar distal. Para lembrar: Monteggia-ulna, Galeazzi-rádio.',
            '',
            'A tríade terrível do cotovelo é a luxação posterior do cotovelo com fratura da cabeça do rádio e do processo coronoide. É muito instável e, em geral, cirúrgica: fixação do coronoide, fixação ou substituição da cabeça do rádio e reparo do complexo ligamentar lateral, com reparo medial ou fixador externo se a instabilidade persistir.',
            '',
            '- Monteggia Bado I (luxação anterior da cabeça do rádio) é o tipo mais comum; a lesão do nervo interósseo posterior é a complicação neurológica típica.',
            '- Na criança, a fratura isolada da ulna exige radiografia do cotovelo: a linha radiocapitelar deve passar pelo capítulo em todas as incidências.',
            '- Galeazzi no adulto é “fratura da necessidade”: redução aberta e fixação interna do rádio.',
            '- Na tríade terrível, a lesão ligamentar começa pelo lado lateral (ligamento colateral ulnar lateral).',
          ].join('\n'),
          flashcardTracks: [
            {
              titulo: 'Membro superior no TEOT',
              cards: [
                {
                  frente: 'Quando um segmento conta como “parte” na classificação de Neer?',
                  verso: 'Quando está desviado mais de 1 cm ou angulado mais de 45 graus.',
                },
                { frente: 'Qual nervo é o mais lesado nas fraturas do úmero proximal?', verso: 'O nervo axilar.' },
                { frente: 'Fratura do rádio distal com desvio volar: qual o epônimo?', verso: 'Fratura de Smith.' },
                {
                  frente: 'Qual tendão pode romper tardiamente após fratura do rádio distal sem desvio?',
                  verso: 'O extensor longo do polegar.',
                },
                {
                  frente: 'O que é a fratura de Monteggia?',
                  verso: 'Fratura da ulna proximal com luxação da cabeça do rádio.',
                },
                {
                  frente: 'O que é a fratura de Galeazzi?',
                  verso: 'Fratura do terço distal do rádio com luxação da radioulnar distal.',
                },
                {
                  frente: 'Quais os componentes da tríade terrível do cotovelo?',
                  verso: 'Luxação posterior do cotovelo, fratura da cabeça do rádio e fratura do coronoide.',
                },
              ],
            },
          ],
        },
      ],
    },
  ],
};
