import type { DemoCourse } from './demo-course-types.ts';

/** The locked course of the ophthalmology vertical: an R3 intensive for the CBO board exam. */
export const intensivoTituloCbo: DemoCourse = {
  slug: 'intensivo-titulo-cbo',
  kind: 'courses',
  name: 'Intensivo R3: Prova de Título do CBO',
  description:
    'Revisão intensiva de neuroftalmologia, estrabismo, oftalmopediatria e plástica ocular para residentes do R3 que vão prestar a prova de título do CBO, em cerca de 4 horas de aula.',
  access: 'locked',
  popularity: 480,
  categories: [
    { slug: 'neuroftalmologia', name: 'Neuroftalmologia' },
    { slug: 'estrabismo-e-oftalmopediatria', name: 'Estrabismo e Oftalmopediatria' },
    { slug: 'plastica-ocular', name: 'Plástica Ocular e Órbita' },
  ],
  handout: {
    title: 'Apostila completa: Intensivo Prova de Título',
    lines: [
      'Neurite óptica: mulher jovem, dor à movimentação, DPAR; ONTT: prednisona oral isolada não.',
      'NOIA arterítica: > 50 anos, VHS/PCR altos, disco branco-giz; corticoide antes da biópsia.',
      'III nervo com pupila dilatada: aneurisma de comunicante posterior até prova em contrário.',
      'Horner doloroso agudo: dissecção de carótida; apraclonidina reverte a anisocoria.',
      '',
      'Ambliopia: óculos primeiro; oclusão 2 h/dia = 6 h/dia na moderada (PEDIG).',
      'Esotropia acomodativa: 2–3 anos, hipermetropia; prescrever a refração cicloplégica total.',
      'ROP: triar ≤ 1.500 g e/ou ≤ 32 semanas; tratar tipo 1 em até 72 h.',
      '',
      'Celulite orbitária: proptose, oftalmoplegia, baixa visual; sinusite etmoidal; Chandler.',
      'Graves: retração palpebral; reto inferior > medial > superior > lateral; CAS ≥ 3/7.',
      'Ptose: função do levantador define a técnica (boa ≥ 8 mm; ruim ≤ 4 mm).',
    ],
  },
  modules: [
    {
      title: 'Neuroftalmologia',
      description: 'Neuropatias ópticas, paralisias oculomotoras e síndrome de Horner.',
      lessons: [
        {
          title: 'Neurite óptica e neuropatia óptica isquêmica',
          minutes: 34,
          video: { vimeo: '812502649' },
          freePreview: true,
          body: [
            'A neurite óptica típica acomete mulheres jovens, com baixa visual subaguda unilateral, dor à movimentação ocular, DPAR e discromatopsia; em dois terços dos casos o disco é normal (neurite retrobulbar). O ONTT mostrou que a metilprednisolona intravenosa acelera a recuperação sem mudar a acuidade final, e que a prednisona oral isolada (1 mg/kg/dia) aumentou as recorrências e não deve ser usada.',
            '',
            'A neuropatia óptica isquêmica anterior não arterítica ocorre acima dos 50 anos em discos pequenos e cheios ("disco de risco"), associada a hipertensão, diabetes e apneia do sono, com edema de disco setorial e defeito altitudinal, em geral percebido ao acordar. A forma arterítica, causada pela arterite de células gigantes, é uma emergência: o edema de disco é pálido ("branco-giz") e o risco de acometimento do outro olho é alto sem corticoide.',
            '',
            '- ONTT: metilprednisolona 1 g/dia IV por 3 dias, seguida de prednisona oral 1 mg/kg/dia por 11 dias.',
            '- Lesões desmielinizantes na ressonância são o principal preditor de conversão para esclerose múltipla.',
            '- Neurite atípica (bilateral, grave, sem dor, sem melhora): pesquisar anticorpos anti-aquaporina-4 e anti-MOG.',
            '- Arterítica: claudicação de mandíbula, cefaleia, polimialgia, VHS e PCR elevados; iniciar corticoide antes da biópsia de artéria temporal.',
          ].join('\n'),
          handout: {
            title: 'Neurite óptica × NOIA',
            lines: [
              'Neurite: 20–45 anos, mulher, dor à movimentação, disco normal em 2/3.',
              'ONTT: pulso de metilprednisolona acelera a recuperação; prednisona oral isolada, não.',
              'NOIA não arterítica: disco de risco, edema setorial, defeito altitudinal.',
              'NOIA arterítica: ACG, disco branco-giz, VHS/PCR altos; corticoide imediato.',
            ],
          },
          flashcardTracks: [
            {
              titulo: 'Neuroftalmologia essencial',
              descricao: 'Neuropatias ópticas, paralisias e pupila.',
              cards: [
                {
                  frente: 'Qual tratamento do ONTT aumentou a recorrência da neurite óptica?',
                  verso: 'Prednisona oral isolada (1 mg/kg/dia).',
                },
                {
                  frente: 'Qual o principal preditor de esclerose múltipla após uma neurite óptica?',
                  verso: 'Lesões desmielinizantes na ressonância de encéfalo.',
                },
                {
                  frente: 'Como é o disco óptico na neuropatia óptica isquêmica arterítica?',
                  verso: 'Edema pálido, branco-giz.',
                },
                {
                  frente: 'Paralisia do III nervo com pupila dilatada: qual a principal hipótese?',
                  verso: 'Aneurisma de artéria comunicante posterior, até prova em contrário.',
                },
                {
                  frente: 'Qual colírio reverte a anisocoria da síndrome de Horner?',
                  verso: 'Apraclonidina, que dilata a pupila de Horner por hipersensibilidade de desnervação.',
                },
                {
                  frente: 'Qual a causa mais frequente de paralisia adquirida do IV nervo?',
                  verso: 'Traumatismo cranioencefálico.',
                },
              ],
            },
          ],
        },
        {
          title: 'Paralisias oculomotoras',
          minutes: 30,
          video: { vimeo: '812505182' },
          body: [
            'Na paralisia completa do III nervo, o olho fica desviado para baixo e para fora, com ptose e, se houver acometimento pupilar, midríase. As fibras pupilares são periféricas no nervo: pupila envolvida sugere compressão, e o aneurisma de artéria comunicante posterior deve ser excluído com angiotomografia ou angiorressonância de urgência. A forma microvascular, em diabéticos e hipertensos, costuma poupar a pupila e melhorar em até 3 meses.',
            '',
            'A paralisia do IV nervo causa hipertropia do olho acometido, que piora na adução, no olhar para baixo e na inclinação da cabeça para o mesmo lado (teste de Bielschowsky). A do VI nervo causa esotropia maior para longe e no olhar para o lado afetado, e pode ser um falso sinal localizador da hipertensão intracraniana.',
            '',
            '- Três passos de Parks-Bielschowsky: qual olho está mais alto, em que direção do olhar e para que lado de inclinação a hipertropia aumenta.',
            '- Na paralisia do IV nervo, o paciente compensa inclinando a cabeça para o lado oposto.',
            '- VI nervo em criança após infecção viral: forma benigna, mas exige afastar tumor de fossa posterior.',
            '- Oftalmoplegia internuclear: déficit de adução do lado da lesão do fascículo longitudinal medial, com nistagmo do olho que abduz.',
          ].join('\n'),
          questionTrack: { label: 'Neuroftalmologia', no: 4 },
        },
        {
          title: 'Síndrome de Horner e testes farmacológicos',
          minutes: 22,
          video: { vimeo: '812507520' },
          body: [
            'A síndrome de Horner associa ptose leve (1 a 2 mm, por paresia do músculo de Müller), miose e anidrose ipsilateral, com anisocoria maior no escuro e atraso na dilatação da pupila menor. A via simpática tem três neurônios: central (do hipotálamo à medula em C8–T2), pré-ganglionar (até o gânglio cervical superior) e pós-ganglionar (ao longo da carótida interna).',
            '',
            'O colírio de cocaína (4% a 10%) não dilata a pupila de Horner e confirma o diagnóstico; a apraclonidina reverte a anisocoria por hipersensibilidade de desnervação e é o teste mais disponível. A hidroxianfetamina diferencia lesão pré de pós-ganglionar: não dilata a pupila se o terceiro neurônio estiver lesado.',
            '',
            '- Horner doloroso agudo: dissecção de carótida até prova em contrário; angiotomografia ou angiorressonância de urgência.',
            '- Horner com dor no ombro ou no braço em tabagista: tumor de Pancoast.',
            '- Horner congênito: heterocromia de íris, com a íris mais clara do lado afetado.',
            '- Horner adquirido na criança pequena: investigar neuroblastoma.',
          ].join('\n'),
        },
      ],
    },
    {
      title: 'Estrabismo e Oftalmopediatria',
      description: 'Ambliopia, esotropias da infância e retinopatia da prematuridade.',
      lessons: [
        {
          title: 'Ambliopia: diagnóstico e tratamento',
          minutes: 28,
          video: { vimeo: '812510873' },
          body: [
            'Ambliopia é a redução da melhor acuidade visual corrigida sem lesão estrutural que a explique, causada por estímulo visual anormal no período crítico do desenvolvimento. Pode ser estrabísmica, anisometrópica, ametrópica bilateral ou por privação, esta a mais grave (catarata congênita, ptose que oclui o eixo visual, opacidade corneana).',
            '',
            'O primeiro passo é corrigir o erro refrativo com óculos por 16 a 18 semanas, o que resolve muitos casos. Depois, penaliza-se o olho dominante com oclusão ou atropina 1%. Os estudos do PEDIG mostraram que 2 horas diárias de oclusão equivalem a 6 horas na ambliopia moderada, e que 6 horas equivalem à oclusão em tempo integral na grave.',
            '',
            '- Diferença de 2 ou mais linhas de acuidade entre os olhos sugere ambliopia.',
            '- Catarata congênita unilateral densa: operar nas primeiras 6 semanas; bilateral, até cerca de 8 a 10 semanas.',
            '- Quanto mais jovem a criança, melhor a resposta, mas crianças maiores ainda podem responder.',
            '- A oclusão pode causar ambliopia no olho ocluído: reavaliar periodicamente.',
          ].join('\n'),
        },
        {
          title: 'Esotropias da infância',
          minutes: 26,
          video: { vimeo: '812513214' },
          body: [
            'A esotropia infantil (congênita) surge antes dos 6 meses, com ângulo grande e estável, hipermetropia baixa e fixação cruzada; com frequência há desvio vertical dissociado, hiperfunção dos oblíquos inferiores e nistagmo latente. O tratamento é cirúrgico, de preferência precoce, para favorecer algum grau de binocularidade.',
            '',
            'A esotropia acomodativa aparece em geral entre 2 e 3 anos, associada a hipermetropia moderada a alta. Na forma refrativa, a prescrição de toda a hipermetropia medida sob cicloplegia alinha os olhos; quando o desvio é maior para perto, há relação AC/A alta, e lentes bifocais podem ser indicadas.',
            '',
            '- Cicloplegia com ciclopentolato 1% ou atropina para medir toda a hipermetropia.',
            '- Pseudoestrabismo: epicanto e dorso nasal largo, com reflexos corneanos (Hirschberg) centrados.',
            '- Teste de cobertura: movimento de refixação ao ocluir o olho fixador denuncia uma tropia.',
            '- Esotropia aguda em criança maior ou com sinais neurológicos: neuroimagem.',
          ].join('\n'),
        },
        {
          title: 'Retinopatia da prematuridade',
          minutes: 30,
          video: { vimeo: '812515867' },
          body: [
            'A retinopatia da prematuridade (ROP) é causa importante de cegueira infantil evitável. No Brasil, a triagem é indicada para recém-nascidos com peso ao nascer igual ou menor que 1.500 g e/ou idade gestacional igual ou menor que 32 semanas, e para prematuros com fatores de risco; o primeiro exame é feito entre a 4ª e a 6ª semana de vida, por oftalmoscopia indireta sob midríase.',
            '',
            'A ICROP3 descreve a doença por zona (I, II e III, a partir do disco), estágio (1 a 5) e presença de doença plus (dilatação venosa e tortuosidade arterial no polo posterior), além da ROP agressiva (A-ROP). A ROP tipo 1 é tratada com fotocoagulação a laser da retina avascular ou anti-VEGF intravítreo, de preferência em até 72 horas.',
            '',
            '- Estágio 1: linha de demarcação; 2: crista; 3: proliferação fibrovascular extrarretiniana.',
            '- Estágio 4: descolamento parcial (4A poupa a fóvea, 4B a envolve); estágio 5: descolamento total.',
            '- ROP tipo 1 (ETROP): zona I, qualquer estágio, com plus; zona I, estágio 3, sem plus; zona II, estágio 2 ou 3, com plus.',
            '- Anti-VEGF: opção sobretudo na zona I e na A-ROP, com seguimento prolongado pelo risco de reativação.',
          ].join('\n'),
          link: { label: 'Sociedade Brasileira de Pediatria', url: 'https://www.sbp.com.br' },
          flashcardTracks: [
            {
              titulo: 'Retinopatia da prematuridade',
              cards: [
                {
                  frente: 'Quem deve ser triado para ROP no Brasil?',
                  verso:
                    'RN com peso ao nascer ≤ 1.500 g e/ou idade gestacional ≤ 32 semanas, e prematuros com fatores de risco.',
                },
                {
                  frente: 'Quando fazer o primeiro exame de triagem de ROP?',
                  verso: 'Entre a 4ª e a 6ª semana de vida.',
                },
                {
                  frente: 'O que caracteriza o estágio 3 da ROP?',
                  verso: 'Proliferação fibrovascular extrarretiniana.',
                },
                {
                  frente: 'O que é doença plus?',
                  verso: 'Dilatação venosa e tortuosidade arterial dos vasos do polo posterior.',
                },
                {
                  frente: 'Cite um critério de ROP tipo 1.',
                  verso: 'Zona II, estágio 2 ou 3, com plus (ou zona I com plus, ou zona I estágio 3).',
                },
                { frente: 'Em quanto tempo tratar a ROP tipo 1?', verso: 'De preferência em até 72 horas.' },
              ],
            },
          ],
        },
      ],
    },
    {
      title: 'Plástica Ocular e Órbita',
      description: 'Celulite orbitária, orbitopatia de Graves e ptose palpebral.',
      lessons: [
        {
          title: 'Celulite pré-septal e orbitária',
          minutes: 24,
          video: { vimeo: '812518402' },
          body: [
            'O septo orbitário separa a celulite pré-septal, restrita à pálpebra, da celulite orbitária, que acomete o conteúdo da órbita. Proptose, dor à movimentação ocular, oftalmoplegia, baixa visual e DPAR indicam celulite orbitária, que exige internação, antibiótico intravenoso e tomografia de órbitas e seios da face com contraste.',
            '',
            'A principal causa de celulite orbitária é a sinusite, sobretudo etmoidal, por contiguidade através da lâmina papirácea. A classificação de Chandler orienta a conduta: abscesso subperiosteal grande, piora da visão ou falha do antibiótico em 24 a 48 horas indicam drenagem cirúrgica.',
            '',
            '- Chandler I: edema inflamatório pré-septal; II: celulite orbitária; III: abscesso subperiosteal.',
            '- Chandler IV: abscesso orbitário; V: trombose do seio cavernoso.',
            '- Trombose do seio cavernoso: sinais bilaterais, paralisias de III, IV e VI nervos e toxemia.',
            '- Diabético em cetoacidose ou imunossuprimido: suspeitar de mucormicose (escara necrótica no palato ou na mucosa nasal).',
          ].join('\n'),
        },
        {
          title: 'Orbitopatia de Graves',
          minutes: 32,
          video: { vimeo: '812520951' },
          body: [
            'A orbitopatia associada à tireoide é a causa mais comum de proptose uni e bilateral em adultos. A retração palpebral é o sinal mais frequente (sinal de Dalrymple), acompanhada do atraso da pálpebra superior no olhar para baixo (sinal de von Graefe). Na tomografia, há espessamento do ventre dos músculos extraoculares com os tendões poupados, ao contrário da miosite orbitária.',
            '',
            'O tabagismo é o principal fator de risco modificável, e o radioiodo pode piorar a doença ativa, o que justifica profilaxia com corticoide oral nos pacientes de risco. A atividade é medida pelo Clinical Activity Score (CAS): 3 pontos ou mais, em 7, indicam doença ativa, tratada com metilprednisolona intravenosa na forma moderada a grave.',
            '',
            '- Músculos mais acometidos: reto inferior, reto medial, reto superior e reto lateral, nessa ordem.',
            '- Neuropatia óptica compressiva: pulsoterapia com metilprednisolona e, sem resposta, descompressão orbitária urgente.',
            '- Doença leve: lubrificação, cessação do tabagismo, controle da função tireoidiana e selênio.',
            '- Cirurgias na fase inativa, nesta ordem: descompressão, estrabismo e pálpebras.',
          ].join('\n'),
          handout: {
            title: 'Resumo: orbitopatia de Graves',
            lines: [
              'Causa mais comum de proptose uni e bilateral no adulto.',
              'Sinais: Dalrymple (retração) e von Graefe (atraso palpebral no olhar para baixo).',
              'TC: ventre muscular espesso, tendão poupado; reto inferior é o mais acometido.',
              'CAS ≥ 3/7: doença ativa; moderada a grave = metilprednisolona IV.',
              'Neuropatia compressiva: pulsoterapia e descompressão se não houver resposta.',
              'Cirurgia na fase inativa: descompressão → estrabismo → pálpebras.',
            ],
          },
          questionTrack: { label: 'Órbita e pálpebras', no: 5 },
        },
        {
          title: 'Ptose palpebral',
          minutes: 20,
          video: { vimeo: '812523486' },
          body: [
            'Na avaliação da ptose medem-se a distância margem-reflexo (MRD1), a altura da fenda palpebral e, principalmente, a função do músculo levantador: a excursão da pálpebra do olhar para baixo ao olhar para cima, com o músculo frontal bloqueado. A função do levantador define a técnica cirúrgica.',
            '',
            'A ptose congênita, por distrofia do levantador, tem função reduzida e prega palpebral pouco definida. A adquirida mais comum é a aponeurótica (involucional), com boa função e prega alta, associada à idade e ao uso de lentes de contato. Ptose com miose sugere síndrome de Horner; ptose que piora no fim do dia, com diplopia variável, sugere miastenia gravis.',
            '',
            '- Função do levantador boa: 8 mm ou mais; regular: 5 a 7 mm; ruim: 4 mm ou menos.',
            '- Função boa: reinserção ou avanço da aponeurose do levantador.',
            '- Função ruim: suspensão ao músculo frontal.',
            '- Ptose congênita que oclui o eixo visual pode causar ambliopia por privação: operar precocemente.',
          ].join('\n'),
        },
      ],
    },
  ],
};
