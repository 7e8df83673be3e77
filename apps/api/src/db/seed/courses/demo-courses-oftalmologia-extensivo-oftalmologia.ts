import type { DemoCourse } from './demo-course-types.ts';

/** The flagship course of the ophthalmology vertical: glaucoma, retina, cornea and lens. */
export const extensivoOftalmologia: DemoCourse = {
  slug: 'extensivo-oftalmologia',
  kind: 'courses',
  name: 'Extensivo Oftalmologia: do R1 à Prova de Título',
  description:
    'Glaucoma, retina, córnea e cristalino para as provas de R1 e a prova de título do CBO, em quase 5 horas de aulas com apostilas, questões comentadas e flashcards.',
  access: 'included',
  featured: true,
  trailerVimeoId: '824113907',
  popularity: 940,
  categories: [
    { slug: 'glaucoma', name: 'Glaucoma' },
    { slug: 'retina', name: 'Retina' },
    { slug: 'cornea-e-cristalino', name: 'Córnea e Cristalino' },
  ],
  handout: {
    title: 'Apostila completa: Extensivo Oftalmologia',
    lines: [
      'Glaucoma',
      'Gonioscopia: Shaffer 4 (35–45°) a 0 (fechado); indentação separa aposição de sinéquia.',
      'Nervo óptico: regra ISNT, assimetria de E/D > 0,2, hemorragia de disco, entalhe.',
      'PIO-alvo: reduzir 20–30% no dano inicial e 40% ou mais no dano avançado.',
      'Prostaglandinas: 1ª linha; hiperemia, hipertricose, hiperpigmentação, EMC.',
      '',
      'Retina',
      'RDNP grave pela regra 4-2-1; RDP: NVD, NVE ou hemorragia vítrea.',
      'Edema macular com envolvimento central e baixa visual: anti-VEGF.',
      'AREDS2: vit. C 500 mg, vit. E 400 UI, zinco 80 mg, cobre 2 mg, luteína, zeaxantina.',
      'Fotopsias + moscas volantes: mapeamento de retina com depressão escleral no dia.',
      '',
      'Córnea e cristalino',
      'Crosslinking (Dresden) se ceratocone progressivo e córnea ≥ 400 µm.',
      'Endoftalmite: vitrectomia se só percepção luminosa (EVS); TASS em 12–24 h.',
    ],
  },
  modules: [
    {
      title: 'Glaucoma',
      description:
        'Gonioscopia, avaliação do nervo óptico, campo visual e tratamento clínico, com foco no que mais cai nas provas.',
      lessons: [
        {
          title: 'Boas-vindas e como estudar glaucoma',
          minutes: 8,
          video: 'local',
          body: [
            'Seja bem-vindo ao Extensivo. Nesta abertura mostramos como o curso está organizado: cada módulo traz aulas curtas, uma apostila em PDF, trilhas de questões e flashcards para revisão espaçada.',
            '',
            'Glaucoma é um dos temas mais cobrados nas provas de R1 e na prova de título do CBO. Comece pela anatomia do ângulo e pelo exame do nervo óptico: sem essa base, as questões de campo visual e de tratamento ficam muito mais difíceis.',
            '',
            '- Assista às aulas na ordem do módulo e marque cada uma como assistida.',
            '- Resolva a trilha de questões logo depois da aula, enquanto o conteúdo está fresco.',
            '- Revise os flashcards em dias alternados na primeira semana.',
            '- Anote as dúvidas e leve-as para a discussão de casos da semana.',
          ].join('\n'),
        },
        {
          title: 'Gonioscopia e classificação de Shaffer',
          minutes: 24,
          video: { vimeo: '812447365' },
          body: [
            'A gonioscopia é obrigatória na avaliação de todo paciente com suspeita de glaucoma: só ela diferencia o ângulo aberto do fechado. Por causa da reflexão total interna na interface entre lágrima e ar, o ângulo não é visível diretamente à lâmpada de fenda e exige uma lente de contato (Goldmann de três espelhos ou lentes de quatro espelhos, como a de Zeiss ou Posner).',
            '',
            'A lente de quatro espelhos permite a gonioscopia de indentação, que diferencia o fechamento aposicional (o ângulo abre com a compressão) do sinequial (sinéquias anteriores periféricas que não se desfazem). Examine em sala escura e com feixe curto, para não provocar miose e abrir o ângulo artificialmente.',
            '',
            '- Estruturas, da posterior para a anterior: banda do corpo ciliar, esporão escleral, malha trabecular e linha de Schwalbe.',
            '- Shaffer grau 4: 35–45°, banda do corpo ciliar visível; grau 3: 20–35°, esporão escleral visível.',
            '- Grau 2: cerca de 20°, fechamento possível; grau 1: até 10°, fechamento provável; fenda e grau 0: ângulo fechado.',
            '- Pigmentação trabecular acentuada sugere dispersão pigmentar ou pseudoesfoliação (linha de Sampaolesi).',
          ].join('\n'),
          handout: {
            title: 'Resumo: gonioscopia',
            lines: [
              'Lentes: Goldmann (3 espelhos) ou 4 espelhos (Zeiss, Posner), que permitem indentação.',
              'Indentação: ângulo que abre = aposição; que não abre = sinéquias.',
              'Shaffer 4: 35–45°, corpo ciliar visível.',
              'Shaffer 3: 20–35°, esporão escleral visível.',
              'Shaffer 2: cerca de 20°, fechamento possível.',
              'Shaffer 1: até 10°, fechamento provável; fenda e 0: fechado.',
            ],
          },
          questionTrack: { label: 'Gonioscopia', no: 1 },
        },
        {
          title: 'Nervo óptico e campo visual no glaucoma',
          minutes: 32,
          video: { vimeo: '812450918' },
          body: [
            'A neuropatia óptica glaucomatosa se caracteriza pela perda progressiva de células ganglionares, com aumento da escavação e afinamento da rima neurorretiniana. Avalie o tamanho do disco antes de interpretar a relação escavação/disco: discos grandes têm escavações fisiologicamente maiores.',
            '',
            'Na perimetria automatizada (24-2 ou 10-2), os defeitos respeitam a rafe horizontal: degrau nasal, escotoma paracentral e escotoma arqueado de Bjerrum. A OCT da camada de fibras nervosas e do complexo de células ganglionares ajuda no diagnóstico precoce, mas deve sempre ser correlacionada com o exame clínico.',
            '',
            '- Regra ISNT: a rima é normalmente mais espessa no setor inferior, seguido do superior, do nasal e do temporal.',
            '- Assimetria da relação escavação/disco maior que 0,2 entre os olhos é suspeita.',
            '- Hemorragia de disco (de Drance) indica risco de progressão; entalhe localizado da rima, em geral nos polos.',
            '- Atrofia peripapilar da zona beta se associa a glaucoma e a progressão.',
          ].join('\n'),
          flashcardTracks: [
            {
              titulo: 'Gonioscopia e nervo óptico',
              descricao: 'Ângulo, disco óptico e campo visual no glaucoma.',
              cards: [
                {
                  frente: 'Qual a ordem normal de espessura da rima neurorretiniana pela regra ISNT?',
                  verso: 'Inferior > superior > nasal > temporal.',
                },
                {
                  frente: 'Qual estrutura define o grau 3 de Shaffer na gonioscopia?',
                  verso: 'O esporão escleral visível, com abertura de 20 a 35°.',
                },
                {
                  frente: 'Para que serve a gonioscopia de indentação?',
                  verso: 'Diferenciar fechamento aposicional (abre à compressão) de sinequial (não abre).',
                },
                {
                  frente: 'Qual achado no disco óptico sinaliza risco de progressão do glaucoma?',
                  verso: 'Hemorragia de disco (hemorragia de Drance).',
                },
                {
                  frente: 'Qual assimetria de escavação entre os olhos é suspeita de glaucoma?',
                  verso: 'Diferença da relação escavação/disco maior que 0,2.',
                },
                {
                  frente: 'Quais defeitos de campo visual são típicos do glaucoma?',
                  verso: 'Degrau nasal, escotoma paracentral e arqueado de Bjerrum, respeitando a rafe horizontal.',
                },
              ],
            },
          ],
        },
        {
          title: 'Tratamento clínico e PIO-alvo',
          minutes: 36,
          video: { vimeo: '812453270' },
          body: [
            'A pressão intraocular é o único fator de risco modificável comprovado no glaucoma. A PIO-alvo é individual: como ponto de partida, busca-se redução de 20 a 30% em relação à PIO basal no dano inicial e de 40% ou mais no dano avançado, reajustando conforme a progressão. No EMGT, cada 1 mmHg de redução diminuiu o risco de progressão em cerca de 10%.',
            '',
            'Os análogos de prostaglandina (latanoprosta 0,005%, travoprosta, bimatoprosta, tafluprosta) são a primeira linha: uma gota à noite aumenta o escoamento uveoescleral e reduz a PIO em 25 a 33%. Betabloqueadores, alfa-2-agonistas e inibidores da anidrase carbônica entram como alternativa ou associação, e a trabeculoplastia seletiva a laser também é opção de primeira linha (estudo LiGHT).',
            '',
            '- Prostaglandinas: hiperemia, hipertricose e escurecimento dos cílios, hiperpigmentação da íris e da pele periocular, aprofundamento do sulco palpebral, edema macular cistoide e reativação de ceratite herpética.',
            '- Timolol: contraindicado em asma, DPOC grave, bradicardia e bloqueio atrioventricular.',
            '- Brimonidina: alergia folicular; contraindicada em menores de 2 anos pelo risco de depressão do sistema nervoso central e apneia.',
            '- Acetazolamida oral: parestesias, hipocalemia, acidose metabólica e litíase renal; cautela na alergia a sulfas.',
            '- Pilocarpina: miose, dor no supercílio e miopia induzida; hoje pouco usada no glaucoma de ângulo aberto.',
          ].join('\n'),
          handout: {
            title: 'Colírios antiglaucomatosos',
            lines: [
              'Prostaglandinas: ↑ escoamento uveoescleral; 1x à noite; redução de 25–33%.',
              'Betabloqueadores (timolol): ↓ produção de aquoso; evitar em asma, DPOC, bradicardia.',
              'Alfa-2-agonistas (brimonidina): ↓ produção e ↑ escoamento; não usar < 2 anos.',
              'Inibidores da anidrase carbônica: dorzolamida e brinzolamida; acetazolamida oral.',
              'Mióticos (pilocarpina): ↑ escoamento trabecular; úteis no fechamento angular.',
              'SLT: opção de 1ª linha no glaucoma de ângulo aberto (LiGHT).',
            ],
          },
          link: { label: 'Conselho Brasileiro de Oftalmologia (CBO)', url: 'https://www.cbo.com.br' },
        },
      ],
    },
    {
      title: 'Retina',
      description:
        'Retinopatia diabética, degeneração macular relacionada à idade e descolamento de retina, com as classificações cobradas na prova.',
      lessons: [
        {
          title: 'Retinopatia diabética: classificação ETDRS e tratamento',
          minutes: 38,
          video: { vimeo: '812461552' },
          body: [
            'A retinopatia diabética é a principal causa de cegueira evitável em adultos em idade produtiva. A classificação derivada do ETDRS separa a forma não proliferativa (leve, moderada e grave) da proliferativa, definida por neovasos no disco (NVD) ou em outros locais (NVE), ou por hemorragia vítrea ou pré-retiniana.',
            '',
            'O edema macular é avaliado à parte: a OCT o classifica em com e sem envolvimento central. No edema com envolvimento central e baixa visual, o anti-VEGF intravítreo é a primeira linha (no Protocolo T, com acuidade de 20/50 ou pior, o aflibercepte teve melhor resultado no primeiro ano). Na forma proliferativa, a panfotocoagulação continua sendo padrão, e o anti-VEGF é alternativa (Protocolo S).',
            '',
            '- Não proliferativa leve: apenas microaneurismas.',
            '- Grave, regra 4-2-1: hemorragias intrarretinianas (mais de 20) nos 4 quadrantes, ensalsichamento venoso em 2 ou mais quadrantes ou IRMA em 1 ou mais quadrantes.',
            '- Alto risco (DRS): NVD maior que 1/4 a 1/3 da área do disco, qualquer NVD com hemorragia vítrea ou NVE de pelo menos 1/2 área de disco com hemorragia.',
            '- Edema macular clinicamente significativo (ETDRS): espessamento a até 500 µm do centro da fóvea; exsudatos duros a até 500 µm com espessamento adjacente; ou espessamento de 1 área de disco ou mais a até 1 diâmetro de disco do centro.',
            '- Rastreio: no DM1, 5 anos após o diagnóstico; no DM2, já no diagnóstico; depois, exame anual.',
          ].join('\n'),
          questionTrack: { label: 'Retinopatia diabética', no: 2 },
          flashcardTracks: [
            {
              titulo: 'Retinopatia diabética',
              descricao: 'Classificação ETDRS, alto risco e rastreio.',
              cards: [
                {
                  frente: 'O que caracteriza a retinopatia diabética não proliferativa leve?',
                  verso: 'Apenas microaneurismas.',
                },
                {
                  frente: 'Qual é a regra 4-2-1 da retinopatia não proliferativa grave?',
                  verso: 'Hemorragias nos 4 quadrantes, ensalsichamento venoso em 2 ou IRMA em 1 quadrante (basta um).',
                },
                {
                  frente: 'O que define a retinopatia diabética proliferativa?',
                  verso: 'Neovascularização (NVD ou NVE) ou hemorragia vítrea ou pré-retiniana.',
                },
                {
                  frente: 'Tratamento de primeira linha do edema macular com envolvimento central e baixa visual?',
                  verso: 'Injeções intravítreas de anti-VEGF.',
                },
                {
                  frente: 'Quando iniciar o rastreio de retinopatia no DM2?',
                  verso: 'No diagnóstico do diabetes, com reavaliação anual.',
                },
              ],
            },
          ],
        },
        {
          title: 'Degeneração macular relacionada à idade',
          minutes: 28,
          video: { vimeo: '812464087' },
          body: [
            'A DMRI é a principal causa de cegueira irreversível em idosos nos países desenvolvidos. Na forma seca, drusas e alterações pigmentares podem evoluir para atrofia geográfica; na forma neovascular, a membrana neovascular de coroide causa exsudação, hemorragia e perda visual rápida, com metamorfopsia percebida na tela de Amsler.',
            '',
            'O diagnóstico da forma neovascular é feito com OCT, complementada por angiofluoresceinografia ou angio-OCT. O tratamento é o anti-VEGF intravítreo (bevacizumabe, ranibizumabe, aflibercepte, faricimabe), em regime mensal, conforme necessidade ou "tratar e estender". A suplementação com a fórmula AREDS2 reduz a progressão para a forma avançada nos pacientes de risco.',
            '',
            '- Fatores de risco: idade, tabagismo (o principal modificável), história familiar e cor branca.',
            '- AREDS2: vitamina C 500 mg, vitamina E 400 UI, zinco 80 mg, cobre 2 mg, luteína 10 mg e zeaxantina 2 mg.',
            '- O betacaroteno saiu da fórmula por aumentar o risco de câncer de pulmão em tabagistas e ex-tabagistas.',
            '- Indicação: DMRI intermediária (drusas grandes, de 125 µm ou mais) ou forma avançada em um olho.',
          ].join('\n'),
        },
        {
          title: 'Descolamento de retina',
          minutes: 26,
          video: { vimeo: '812466731' },
          body: [
            'O descolamento regmatogênico, o mais comum, decorre de uma rotura retiniana que deixa o vítreo liquefeito passar para o espaço sub-retiniano, em geral após descolamento posterior do vítreo. O tracional ocorre por membranas fibrovasculares (retinopatia diabética proliferativa, retinopatia da prematuridade), e o exsudativo, por acúmulo de líquido sem rotura (doença de Vogt-Koyanagi-Harada, tumores, pré-eclâmpsia grave).',
            '',
            'Fotopsias, aumento súbito de moscas volantes e a sensação de uma cortina no campo visual exigem mapeamento de retina com depressão escleral no mesmo dia. Roturas sintomáticas em ferradura são tratadas com fotocoagulação a laser; o descolamento estabelecido é operado por retinopexia pneumática, introflexão escleral ou vitrectomia.',
            '',
            '- Sinal de Shafer: pigmento no vítreo anterior ("poeira de tabaco"), forte indicador de rotura.',
            '- Fatores de risco: alta miopia, pseudofacia, trauma, degeneração lattice e descolamento no outro olho.',
            '- Descolamento com mácula colada é urgência: operar antes que a mácula descole preserva a acuidade.',
            '- No exsudativo, o líquido sub-retiniano muda de posição com a postura da cabeça.',
          ].join('\n'),
        },
      ],
    },
    {
      title: 'Córnea e Cristalino',
      description: 'Ectasias, ceratites infecciosas e catarata, do diagnóstico às complicações pós-operatórias.',
      lessons: [
        {
          title: 'Ceratocone e crosslinking',
          minutes: 30,
          video: { vimeo: '812470264' },
          body: [
            'O ceratocone é uma ectasia corneana em geral bilateral e assimétrica, com afinamento e protrusão cônica que provocam astigmatismo irregular e miopia progressiva. Começa na adolescência e se associa a atopia, ao hábito de coçar os olhos, à síndrome de Down e a doenças do colágeno.',
            '',
            'A tomografia de córnea (Scheimpflug) é o exame de escolha para o diagnóstico precoce e o seguimento. O crosslinking com riboflavina e ultravioleta A é indicado quando há progressão documentada, para estabilizar a doença; óculos e lentes de contato rígidas corrigem a visão, e o anel intraestromal e o transplante (de preferência lamelar anterior profundo, DALK) ficam para os casos avançados.',
            '',
            '- Sinais: estrias de Vogt, anel de Fleischer (ferro na base do cone), sinal de Munson e sinal de Rizzuti.',
            '- Protocolo de Dresden: riboflavina 0,1% e UVA de 370 nm a 3 mW/cm² por 30 minutos.',
            '- Espessura mínima de 400 µm após a desepitelização, para proteger o endotélio.',
            '- Hidropsia aguda: rotura da membrana de Descemet com edema súbito do estroma; conduta inicial conservadora.',
          ].join('\n'),
          handout: {
            title: 'Resumo: ceratocone',
            lines: [
              'Ectasia bilateral e assimétrica; início na adolescência.',
              'Associações: atopia, coçar os olhos, síndrome de Down, doenças do colágeno.',
              'Sinais: Vogt, Fleischer, Munson, Rizzuti; hidropsia = rotura da Descemet.',
              'Crosslinking se progressão: riboflavina 0,1% + UVA 3 mW/cm² por 30 min.',
              'Paquimetria mínima de 400 µm após desepitelização.',
              'Avançado: anel intraestromal ou DALK.',
            ],
          },
        },
        {
          title: 'Ceratites infecciosas',
          minutes: 34,
          video: { vimeo: '812473809' },
          body: [
            'Úlceras grandes, centrais, atípicas ou que não respondem ao tratamento inicial devem ter raspado para bacterioscopia e cultura antes do antimicrobiano. O contexto orienta o agente: usuário de lente de contato sugere Pseudomonas e Acanthamoeba; trauma com material vegetal sugere fungo filamentoso.',
            '',
            'A ceratite bacteriana é tratada com colírios fortificados ou fluoroquinolona de quarta geração em alta frequência. Na ceratite fúngica filamentosa (Fusarium, Aspergillus), a natamicina 5% é a primeira escolha, superior ao voriconazol tópico no MUTT I. Na ceratite herpética epitelial, o dendrito com bulbos terminais responde ao antiviral, e o corticoide tópico é contraindicado.',
            '',
            '- Fúngica: infiltrado de bordas plumosas, lesões satélites e hipópio, com evolução arrastada.',
            '- Acanthamoeba: dor desproporcional, perineurite radial e infiltrado em anel; biguanidas (PHMB ou clorexidina 0,02%).',
            '- Cultura de Acanthamoeba: ágar não nutriente com cobertura de E. coli.',
            '- Herpes: aciclovir oral profilático (400 mg de 12 em 12 horas) reduz as recorrências (HEDS).',
          ].join('\n'),
          questionTrack: { label: 'Ceratites infecciosas', no: 3 },
          flashcardTracks: [
            {
              titulo: null,
              cards: [
                {
                  frente: 'Qual a droga de escolha na ceratite por fungo filamentoso?',
                  verso: 'Natamicina 5% tópica.',
                },
                {
                  frente: 'Que quadro sugere Acanthamoeba em usuário de lente de contato?',
                  verso: 'Dor desproporcional ao exame, perineurite radial ou infiltrado em anel.',
                },
                {
                  frente: 'Qual meio de cultura é usado para Acanthamoeba?',
                  verso: 'Ágar não nutriente com cobertura de E. coli.',
                },
                {
                  frente: 'Como é a lesão da ceratite herpética epitelial?',
                  verso: 'Úlcera dendrítica com bulbos terminais, corada pela fluoresceína.',
                },
                {
                  frente: 'Pode-se usar corticoide tópico na ceratite herpética epitelial?',
                  verso: 'Não: é contraindicado, pois favorece a replicação viral.',
                },
              ],
            },
          ],
        },
        {
          title: 'Catarata: biometria e complicações pós-operatórias',
          minutes: 36,
          video: { vimeo: '812476142' },
          body: [
            'A facoemulsificação com implante de lente intraocular é a cirurgia mais realizada em oftalmologia. O resultado refrativo depende da biometria: um erro de 1 mm no comprimento axial gera cerca de 2,5 a 3 dioptrias de erro. As fórmulas mais citadas são SRK/T, Hoffer Q (olhos curtos) e Barrett Universal II.',
            '',
            'As complicações precoces mais cobradas são a endoftalmite e a síndrome tóxica do segmento anterior (TASS); entre as tardias, o edema macular cistoide (síndrome de Irvine-Gass) e a opacificação da cápsula posterior, tratada com capsulotomia com Nd:YAG laser. A antissepsia com iodopovidona 5% no fundo de saco é a medida de profilaxia de endoftalmite com maior evidência.',
            '',
            '- Endoftalmite aguda: dor, baixa visual, hipópio e vitreíte, em geral 3 a 7 dias após a cirurgia; agente mais comum: estafilococo coagulase-negativo.',
            '- EVS: vitrectomia imediata se a visão for apenas de percepção luminosa; com movimento de mãos ou melhor, punção vítrea e antibiótico intravítreo.',
            '- Intravítreo: vancomicina 1 mg/0,1 mL e ceftazidima 2,25 mg/0,1 mL.',
            '- TASS: 12 a 24 horas após a cirurgia, edema de córnea de limbo a limbo, cultura negativa e boa resposta ao corticoide.',
            '- Irvine-Gass: pico por volta de 6 semanas; tratamento com anti-inflamatório não esteroide e corticoide tópicos.',
          ].join('\n'),
          handout: {
            title: 'Complicações da facectomia',
            lines: [
              'Endoftalmite: 3–7 dias, dor, hipópio, vitreíte; S. coagulase-negativo.',
              'EVS: percepção luminosa = vitrectomia; movimento de mãos ou melhor = punção + antibiótico.',
              'Intravítreo: vancomicina 1 mg + ceftazidima 2,25 mg (0,1 mL cada).',
              'TASS: 12–24 h, edema de limbo a limbo, cultura negativa, responde a corticoide.',
              'Irvine-Gass: EMC com pico em ~6 semanas; AINE + corticoide tópicos.',
              'Opacificação da cápsula posterior: capsulotomia com Nd:YAG.',
            ],
          },
        },
      ],
    },
  ],
};
