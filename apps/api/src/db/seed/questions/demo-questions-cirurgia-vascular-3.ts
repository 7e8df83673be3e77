import type { DemoQuestion } from './demo-question-types.ts';

/** Cirurgia vascular, part 3: doença venosa, linfologia, acessos vasculares, trauma e fundamentos. */
export const questions3: readonly DemoQuestion[] = [
  {
    subject: [
      'Doenças Venosas e Linfáticas',
      'Doença Venosa Aguda',
      'Tromboembolismo venoso',
      'Diagnóstico da TVP e da TEP',
    ],
    statement:
      '<p>Mulher, 75 anos, procura o pronto-atendimento com dor leve em panturrilha esquerda há 4 dias, sem edema significativo. Pelo escore de Wells, a TVP é considerada improvável. O D-dímero (FEU) é de 620 µg/L, e o valor de referência do laboratório é abaixo de 500 µg/L.</p><p>Qual a interpretação e a conduta?</p>',
    alternatives: [
      {
        text: 'D-dímero positivo; solicitar ultrassonografia venosa com compressão.',
        explanation:
          'Incorreta: acima dos 50 anos, o ponto de corte deve ser ajustado pela idade (750 µg/L nesta paciente).',
      },
      {
        text: 'D-dímero positivo; iniciar anticoagulação empírica.',
        explanation: 'Incorreta: o exame é negativo pelo corte ajustado, e não há indicação de anticoagulação.',
      },
      {
        text: 'D-dímero negativo pelo corte ajustado à idade; TVP excluída sem necessidade de imagem.',
        explanation:
          'Correta: com probabilidade clínica baixa, D-dímero abaixo de idade × 10 µg/L exclui TVP com segurança.',
      },
      {
        text: 'O D-dímero não tem valor após os 70 anos; fazer flebografia.',
        explanation:
          'Incorreta: o corte ajustado preserva a utilidade do exame em idosos, e a flebografia não é exame inicial.',
      },
      {
        text: 'Repetir o D-dímero em 7 dias antes de qualquer decisão.',
        explanation: 'Incorreta: a decisão pode ser tomada com o resultado atual.',
      },
    ],
    correct: 'C',
    explanation:
      '<p>O D-dímero tem alta sensibilidade e é usado para excluir TVP e TEP em pacientes de probabilidade clínica baixa ou improvável. Como ele aumenta com a idade, o corte ajustado (idade × 10 µg/L acima dos 50 anos) aumenta a especificidade sem perder segurança. Em pacientes de probabilidade alta, o D-dímero não deve ser usado para excluir: vai-se direto à imagem.</p>',
    source: { institution: 'SUS-SP', exam: 'Residência Médica R1 – Acesso Direto', year: 2024, board: 'VUNESP' },
  },
  {
    subject: [
      'Doenças Venosas e Linfáticas',
      'Doença Venosa Aguda',
      'Tromboembolismo venoso',
      'Diagnóstico da TVP e da TEP',
    ],
    statement:
      '<p>Homem, 45 anos, em tratamento de câncer de cólon, apresenta edema de todo o membro inferior direito há 2 dias, com panturrilha 4 cm maior que a contralateral e dor à palpação do trajeto venoso profundo. Não há diagnóstico alternativo mais provável.</p><p>Qual o próximo passo?</p>',
    alternatives: [
      {
        text: 'Ultrassonografia venosa com compressão (duplex) do membro inferior direito.',
        explanation:
          'Correta: com probabilidade alta pelo escore de Wells, a imagem é o passo seguinte, sem depender do D-dímero.',
      },
      {
        text: 'D-dímero e, se negativo, alta sem imagem.',
        explanation: 'Incorreta: na probabilidade alta, um D-dímero negativo não exclui TVP com segurança.',
      },
      {
        text: 'Flebografia com contraste como primeiro exame.',
        explanation: 'Incorreta: é invasiva e foi substituída pelo duplex na prática.',
      },
      {
        text: 'Tomografia de abdome para reestadiamento antes de investigar a TVP.',
        explanation: 'Incorreta: a suspeita de TVP deve ser esclarecida de imediato.',
      },
    ],
    correct: 'A',
    explanation:
      '<p>No escore de Wells para TVP, pontuam, entre outros, câncer ativo, edema de todo o membro, diferença de panturrilha de 3 cm ou mais e dor no trajeto venoso; dois pontos ou mais tornam a TVP provável. Nesses casos, o duplex com compressão é o exame de escolha. Se a ultrassonografia proximal for negativa e a suspeita persistir, repete-se o exame em cerca de 1 semana ou se faz ultrassom completo da perna.</p>',
    source: { institution: 'AMRIGS', exam: 'Residência Médica R1 – Acesso Direto', year: 2020, board: 'AMRIGS' },
  },
  {
    subject: [
      'Doenças Venosas e Linfáticas',
      'Doença Venosa Aguda',
      'Tromboembolismo venoso',
      'Diagnóstico da TVP e da TEP',
    ],
    statement:
      '<p>Mulher, 52 anos, no 5º dia após artroplastia de quadril, apresenta dispneia súbita, dor pleurítica e taquicardia. PA de 128 × 76 mmHg, saturação de 91% em ar ambiente. Função renal normal, sem alergia a contraste. A probabilidade clínica de TEP é alta.</p><p>Qual exame confirma o diagnóstico?</p>',
    alternatives: [
      {
        text: 'Radiografia de tórax.',
        explanation:
          'Incorreta: costuma ser normal ou inespecífica e serve mais para afastar diagnósticos diferenciais.',
      },
      {
        text: 'D-dímero.',
        explanation:
          'Incorreta: após cirurgia recente o D-dímero está quase sempre elevado, e na probabilidade alta ele não é usado.',
      },
      {
        text: 'Eletrocardiograma.',
        explanation: 'Incorreta: achados como S1Q3T3 são pouco sensíveis e não confirmam TEP.',
      },
      { text: 'Gasometria arterial.', explanation: 'Incorreta: hipoxemia e hipocapnia são inespecíficas.' },
      {
        text: 'Angiotomografia de artérias pulmonares.',
        explanation: 'Correta: é o exame de escolha para confirmar TEP no paciente estável.',
      },
    ],
    correct: 'E',
    explanation:
      '<p>No paciente estável com probabilidade alta de TEP, a angiotomografia de artérias pulmonares é o exame de escolha. A cintilografia de ventilação-perfusão é alternativa em alérgicos ao contraste, renais crônicos graves e gestantes com radiografia normal. No instável, o ecocardiograma à beira do leito mostrando disfunção de ventrículo direito pode justificar o tratamento imediato.</p>',
    source: { institution: 'UERJ', exam: 'Residência Médica R1 – Acesso Direto', year: 2018, board: 'FGV' },
  },
  {
    subject: [
      'Doenças Venosas e Linfáticas',
      'Doença Venosa Aguda',
      'Tromboembolismo venoso',
      'Tratamento anticoagulante',
    ],
    statement:
      '<p>Homem, 50 anos, com TVP femoropoplítea confirmada, função renal normal e sem contraindicações, vai iniciar tratamento ambulatorial com anticoagulante oral direto.</p><p>Qual anticoagulante pode ser iniciado em monoterapia, sem anticoagulante parenteral prévio?</p>',
    alternatives: [
      {
        text: 'Dabigatrana.',
        explanation: 'Incorreta: nos estudos de TEV, foi usada após pelo menos 5 dias de anticoagulante parenteral.',
      },
      { text: 'Edoxabana.', explanation: 'Incorreta: também exige pelo menos 5 dias de heparina antes do início.' },
      {
        text: 'Apixabana, com dose de ataque nos primeiros 7 dias.',
        explanation:
          'Correta: apixabana e rivaroxabana foram estudadas em monoterapia desde o início, com dose maior na fase inicial.',
      },
      {
        text: 'Varfarina.',
        explanation:
          'Incorreta: a varfarina exige sobreposição com heparina até RNI terapêutico por 2 dias consecutivos.',
      },
      {
        text: 'Dabigatrana ou edoxabana, indiferentemente.',
        explanation: 'Incorreta: ambas exigem fase parenteral inicial.',
      },
    ],
    correct: 'C',
    explanation:
      '<p>Os anticoagulantes orais diretos são a primeira escolha no tratamento da maioria dos pacientes com TEV. Rivaroxabana e apixabana podem ser iniciadas em monoterapia, com doses mais altas na fase inicial (21 e 7 dias, respectivamente); dabigatrana e edoxabana exigem pelo menos 5 dias de anticoagulante parenteral. A varfarina requer sobreposição com heparina até a RNI ficar entre 2 e 3 por 2 dias seguidos.</p>',
    source: { institution: 'UNIFESP', exam: 'Residência Médica R1 – Acesso Direto', year: 2022, board: 'VUNESP' },
  },
  {
    subject: [
      'Doenças Venosas e Linfáticas',
      'Doença Venosa Aguda',
      'Tromboembolismo venoso',
      'Tratamento anticoagulante',
    ],
    statement:
      '<p>Homem, 58 anos, desenvolveu TVP femoral esquerda 3 semanas após artroplastia total de joelho. Sem TEV prévio, câncer ou trombofilia conhecida.</p><p>Qual a duração recomendada da anticoagulação?</p>',
    alternatives: [
      { text: '4 semanas.', explanation: 'Incorreta: é tempo insuficiente para TVP proximal, com recorrência maior.' },
      {
        text: '6 semanas.',
        explanation: 'Incorreta: durações menores que 3 meses aumentam a recorrência na TVP proximal.',
      },
      {
        text: 'Por tempo indeterminado.',
        explanation: 'Incorreta: com fator de risco transitório maior já resolvido, o risco de recorrência é baixo.',
      },
      {
        text: '3 meses.',
        explanation:
          'Correta: TVP proximal provocada por fator transitório maior, como cirurgia, é tratada por 3 meses.',
      },
      {
        text: '12 meses obrigatoriamente.',
        explanation:
          'Incorreta: não há benefício em estender a anticoagulação quando o fator provocador foi transitório.',
      },
    ],
    correct: 'D',
    explanation:
      '<p>Todo TEV exige pelo menos 3 meses de anticoagulação. Quando provocado por fator de risco transitório maior (cirurgia, trauma, imobilização), o risco de recorrência após a suspensão é baixo e 3 meses bastam. No TEV não provocado ou associado a fator persistente, como câncer ativo, considera-se anticoagulação estendida, ponderando o risco de sangramento e reavaliando periodicamente.</p>',
    source: { institution: 'Santa Casa-SP', exam: 'Residência Médica R1 – Acesso Direto', year: 2021, board: 'FGV' },
  },
  {
    subject: [
      'Doenças Venosas e Linfáticas',
      'Doença Venosa Aguda',
      'Tromboembolismo venoso',
      'Tratamento anticoagulante',
    ],
    statement:
      '<p>Gestante, 29 anos, com 20 semanas de gestação, tem TVP poplítea direita confirmada por duplex.</p><p>Qual o anticoagulante de escolha?</p>',
    alternatives: [
      {
        text: 'Heparina de baixo peso molecular em dose terapêutica.',
        explanation: 'Correta: não atravessa a placenta e é segura e eficaz durante toda a gestação.',
      },
      {
        text: 'Varfarina.',
        explanation: 'Incorreta: atravessa a placenta, é teratogênica no primeiro trimestre e causa sangramento fetal.',
      },
      {
        text: 'Rivaroxabana.',
        explanation:
          'Incorreta: anticoagulantes orais diretos atravessam a placenta e não são recomendados na gestação.',
      },
      {
        text: 'Filtro de veia cava inferior sem anticoagulação.',
        explanation: 'Incorreta: a gestação não contraindica a anticoagulação.',
      },
      { text: 'Ácido acetilsalicílico em dose baixa.', explanation: 'Incorreta: antiagregante não trata TVP.' },
    ],
    correct: 'A',
    explanation:
      '<p>Na gestação, a heparina de baixo peso molecular em dose terapêutica é o anticoagulante de escolha, mantida durante a gestação e por pelo menos 6 semanas após o parto (com total mínimo de 3 meses). Varfarina e anticoagulantes diretos são contraindicados na gravidez; no puerpério, varfarina e heparina são compatíveis com a amamentação. O planejamento do parto inclui suspender a heparina a tempo da anestesia neuraxial.</p>',
    source: { institution: 'HCPA', exam: 'Residência Médica R1 – Acesso Direto', year: 2023, board: 'AMRIGS' },
  },
  {
    subject: [
      'Doenças Venosas e Linfáticas',
      'Doença Venosa Aguda',
      'Tromboembolismo venoso',
      'Tratamento anticoagulante',
    ],
    statement:
      '<p>Mulher, 38 anos, com segundo episódio de TVP proximal, tem diagnóstico de síndrome antifosfolípide com anticoagulante lúpico, anticardiolipina e anti-β2-glicoproteína I persistentemente positivos (tripla positividade).</p><p>Qual o anticoagulante de escolha para o tratamento prolongado?</p>',
    alternatives: [
      {
        text: 'Rivaroxabana em dose plena.',
        explanation:
          'Incorreta: na tripla positividade, a rivaroxabana teve mais eventos trombóticos que a varfarina (estudo TRAPS).',
      },
      {
        text: 'Apixabana em dose reduzida.',
        explanation:
          'Incorreta: anticoagulantes diretos não são recomendados na síndrome antifosfolípide de alto risco.',
      },
      {
        text: 'Ácido acetilsalicílico isolado.',
        explanation: 'Incorreta: é insuficiente para prevenir recorrência de TEV.',
      },
      {
        text: 'Dabigatrana.',
        explanation: 'Incorreta: também não é recomendada na síndrome antifosfolípide de alto risco.',
      },
      {
        text: 'Varfarina com RNI alvo entre 2 e 3.',
        explanation: 'Correta: é o anticoagulante de escolha na síndrome antifosfolípide trombótica.',
      },
    ],
    correct: 'E',
    explanation:
      '<p>Na síndrome antifosfolípide trombótica, sobretudo com tripla positividade, a varfarina (RNI 2 a 3) é o tratamento de escolha, em geral por tempo indeterminado. O estudo TRAPS foi interrompido por excesso de eventos arteriais no grupo rivaroxabana, e as diretrizes desaconselham os anticoagulantes diretos nesse cenário. A heparina de baixo peso molecular é a escolha durante a gestação.</p>',
    source: {
      institution: 'SBACV',
      exam: 'Prova de Título SBACV (Título de Especialista em Cirurgia Vascular)',
      year: 2022,
      board: 'SBACV',
    },
  },
  {
    subject: ['Doenças Venosas e Linfáticas', 'Doença Venosa Aguda', 'Tromboembolismo venoso', 'Profilaxia'],
    statement:
      '<p>Mulher, 72 anos, internada por pneumonia e insuficiência cardíaca descompensada, restrita ao leito. Escore de Padua de 6 pontos. Sem sangramento ativo, plaquetas normais e função renal preservada.</p><p>Qual a conduta quanto à profilaxia de TEV?</p>',
    alternatives: [
      {
        text: 'Apenas deambulação precoce, pois a paciente é clínica e não cirúrgica.',
        explanation:
          'Incorreta: pacientes clínicos com Padua de 4 ou mais têm risco alto e se beneficiam de profilaxia farmacológica.',
      },
      {
        text: 'Profilaxia farmacológica com heparina de baixo peso molecular (por exemplo, enoxaparina 40 mg SC uma vez ao dia) ou heparina não fracionada em dose profilática.',
        explanation: 'Correta: alto risco trombótico sem risco hemorrágico elevado indica profilaxia farmacológica.',
      },
      {
        text: 'Anticoagulação plena com rivaroxabana 20 mg/dia.',
        explanation: 'Incorreta: dose terapêutica não é profilaxia e aumenta o sangramento.',
      },
    ],
    correct: 'B',
    explanation:
      '<p>Em pacientes clínicos internados, o escore de Padua estima o risco de TEV: 4 pontos ou mais indicam alto risco. Sem contraindicações, usa-se profilaxia farmacológica com heparina de baixo peso molecular, heparina não fracionada ou fondaparinux, durante a internação. Quando há risco hemorrágico alto, prefere-se a profilaxia mecânica com compressão pneumática intermitente.</p>',
    source: {
      institution: 'PSU-MG',
      exam: 'Residência Médica R1 – Acesso Direto',
      year: 2019,
      board: 'Instituto AOCP',
    },
  },
  {
    subject: ['Doenças Venosas e Linfáticas', 'Doença Venosa Aguda', 'Tromboembolismo venoso', 'Profilaxia'],
    statement:
      '<p>Homem, 47 anos, politraumatizado, com contusão cerebral hemorrágica e fratura de bacia, está na UTI em ventilação mecânica. Pelo escore de Caprini, o risco de TEV é alto. A neurocirurgia contraindica, por ora, anticoagulantes.</p><p>Qual a profilaxia indicada neste momento?</p>',
    alternatives: [
      {
        text: 'Enoxaparina em dose profilática, apesar da contraindicação.',
        explanation: 'Incorreta: com sangramento intracraniano instável, o risco hemorrágico prevalece no momento.',
      },
      {
        text: 'Filtro de veia cava inferior profilático.',
        explanation:
          'Incorreta: filtros profiláticos, sem TEV diagnosticado, não reduziram mortalidade e têm complicações.',
      },
      {
        text: 'Nenhuma profilaxia até a alta da UTI.',
        explanation:
          'Incorreta: o politraumatizado tem risco trombótico muito alto e precisa de profilaxia mecânica imediata.',
      },
      {
        text: 'Compressão pneumática intermitente, iniciando a profilaxia farmacológica assim que o risco de sangramento permitir.',
        explanation: 'Correta: a profilaxia mecânica é a escolha enquanto o risco hemorrágico é alto.',
      },
      {
        text: 'Ácido acetilsalicílico em dose baixa.',
        explanation:
          'Incorreta: também aumenta o risco de sangramento e é inferior à profilaxia adequada nesse cenário.',
      },
    ],
    correct: 'D',
    explanation:
      '<p>A escolha da profilaxia depende do balanço entre risco trombótico e hemorrágico. Em pacientes de alto risco de TEV com contraindicação temporária à anticoagulação, como hemorragia intracraniana recente, usa-se compressão pneumática intermitente, e a heparina é introduzida assim que a equipe considerar seguro, geralmente após estabilidade da imagem. Filtros de veia cava profiláticos não são recomendados de rotina.</p>',
    source: { institution: 'SES-DF', exam: 'R3 – Cirurgia Vascular', year: 2020, board: 'Cebraspe' },
  },
  {
    subject: [
      'Doenças Venosas e Linfáticas',
      'Doença Venosa Aguda',
      'Tromboembolismo venoso',
      'Trombólise, trombectomia e filtro de veia cava',
    ],
    statement:
      '<p>Homem, 64 anos, com TEP confirmada, evolui com PA sistólica de 78 mmHg sustentada apesar de volume e noradrenalina. O ecocardiograma mostra ventrículo direito muito dilatado e hipocinético. Não há cirurgia recente, sangramento ativo ou AVC prévio.</p><p>Qual o tratamento indicado?</p>',
    alternatives: [
      {
        text: 'Trombólise sistêmica, mantendo a anticoagulação com heparina não fracionada.',
        explanation:
          'Correta: TEP de alto risco, com instabilidade hemodinâmica, é a principal indicação de trombólise.',
      },
      {
        text: 'Apenas heparina de baixo peso molecular em dose terapêutica.',
        explanation: 'Incorreta: na TEP com choque, a anticoagulação isolada não reverte a obstrução a tempo.',
      },
      {
        text: 'Filtro de veia cava inferior isolado.',
        explanation: 'Incorreta: o filtro não trata o êmbolo já alojado nas artérias pulmonares.',
      },
      {
        text: 'Rivaroxabana oral em dose plena.',
        explanation:
          'Incorreta: no paciente instável, não se usa anticoagulante oral; prefere-se heparina não fracionada, que permite ajustes e reperfusão.',
      },
      {
        text: 'Aguardar 48 horas de anticoagulação antes de decidir a reperfusão.',
        explanation: 'Incorreta: a TEP de alto risco tem mortalidade elevada nas primeiras horas.',
      },
    ],
    correct: 'A',
    explanation:
      '<p>A TEP de alto risco (maciça) é definida por instabilidade hemodinâmica: parada cardíaca, choque obstrutivo ou hipotensão persistente. Nesses pacientes, a trombólise sistêmica é indicada se não houver contraindicação absoluta; quando ela existe ou falha, consideram-se embolectomia cirúrgica ou tratamento percutâneo dirigido por cateter. Na TEP de risco intermediário, a trombólise de rotina não é recomendada, ficando para resgate se houver piora hemodinâmica.</p>',
    source: { institution: 'USP-SP', exam: 'Residência Médica R1 – Acesso Direto', year: 2019, board: 'FUVEST' },
  },
  {
    subject: [
      'Doenças Venosas e Linfáticas',
      'Doença Venosa Aguda',
      'Tromboembolismo venoso',
      'Trombólise, trombectomia e filtro de veia cava',
    ],
    statement:
      '<p>Mulher, 56 anos, em tratamento de câncer de ovário, apresenta edema maciço de todo o membro inferior esquerdo, de coloração violácea, muito doloroso, com bolhas e pulsos distais de difícil palpação. O duplex mostra trombose desde a veia ilíaca até as veias da perna, incluindo colaterais.</p><p>Qual o diagnóstico e a conduta?</p>',
    alternatives: [
      {
        text: 'Flegmasia alba dolens; meia elástica e deambulação.',
        explanation:
          'Incorreta: o membro cianótico com bolhas e pulsos reduzidos corresponde à forma mais grave, e compressão não é tratamento.',
      },
      {
        text: 'Erisipela bolhosa; antibiótico venoso.',
        explanation: 'Incorreta: o duplex confirma trombose venosa extensa como causa.',
      },
      {
        text: 'Flegmasia cerulea dolens; anticoagulação imediata, elevação do membro e remoção do trombo (trombólise farmacomecânica ou trombectomia), com fasciotomia se necessário.',
        explanation: 'Correta: a obstrução venosa maciça ameaça o membro e exige desobstrução urgente.',
      },
      {
        text: 'Isquemia arterial aguda; embolectomia com Fogarty.',
        explanation:
          'Incorreta: a causa é venosa; a redução dos pulsos resulta do edema e da hipertensão venosa extrema.',
      },
      {
        text: 'Flegmasia cerulea dolens; filtro de veia cava isolado.',
        explanation: 'Incorreta: o filtro não desobstrui o membro.',
      },
    ],
    correct: 'C',
    explanation:
      '<p>A flegmasia cerulea dolens é a forma mais grave da TVP: a oclusão de praticamente toda a drenagem venosa do membro eleva a pressão no compartimento e compromete o influxo arterial, podendo evoluir para gangrena venosa. É mais comum em pacientes com câncer. O tratamento é anticoagulação imediata, elevação do membro e remoção urgente do trombo, por trombólise dirigida por cateter, trombectomia farmacomecânica ou cirúrgica, com fasciotomia se houver síndrome compartimental.</p>',
    source: {
      institution: 'SBACV',
      exam: 'Prova de Título SBACV (Título de Especialista em Cirurgia Vascular)',
      year: 2020,
      board: 'SBACV',
    },
  },
  {
    subject: [
      'Doenças Venosas e Linfáticas',
      'Doença Venosa Aguda',
      'Tromboembolismo venoso',
      'Trombólise, trombectomia e filtro de veia cava',
    ],
    statement:
      '<p>Homem, 68 anos, teve hemorragia intracerebral há 5 dias e agora apresenta TVP femoral aguda à direita, confirmada por duplex.</p><p>Qual a conduta mais adequada?</p>',
    alternatives: [
      {
        text: 'Anticoagulação plena com heparina não fracionada.',
        explanation: 'Incorreta: a hemorragia intracraniana recente é contraindicação absoluta à anticoagulação plena.',
      },
      {
        text: 'Implante de filtro de veia cava inferior recuperável, com início da anticoagulação e retirada do filtro assim que o risco hemorrágico permitir.',
        explanation:
          'Correta: a TVP proximal aguda com contraindicação absoluta à anticoagulação é a principal indicação de filtro.',
      },
      {
        text: 'Trombólise dirigida por cateter.',
        explanation: 'Incorreta: o trombolítico está formalmente contraindicado após hemorragia intracraniana.',
      },
      {
        text: 'Observação sem tratamento e duplex semanal.',
        explanation: 'Incorreta: TVP proximal sem tratamento tem alto risco de TEP fatal.',
      },
      {
        text: 'Filtro de veia cava permanente, sem planejar anticoagulação futura.',
        explanation:
          'Incorreta: o filtro deve ser retirado e a anticoagulação iniciada quando possível, pelo risco de trombose associada ao filtro.',
      },
    ],
    correct: 'B',
    explanation:
      '<p>O filtro de veia cava inferior está indicado na TVP proximal aguda ou na TEP quando há contraindicação absoluta à anticoagulação, como sangramento ativo ou hemorragia intracraniana recente. Deve-se preferir filtro recuperável, iniciar a anticoagulação assim que possível e retirar o filtro quando ele não for mais necessário. Filtros deixados indefinidamente se associam a trombose de cava e TVP recorrente.</p>',
    source: { institution: 'UNICAMP', exam: 'R3 – Cirurgia Vascular', year: 2022, board: 'VUNESP' },
  },
  {
    subject: ['Doenças Venosas e Linfáticas', 'Doença Venosa Aguda', 'Tromboflebite superficial'],
    statement:
      '<p>Mulher, 54 anos, com varizes, apresenta cordão endurecido, doloroso e hiperemiado na face medial da coxa direita. O duplex mostra trombose de 8 cm da veia safena magna, cuja extremidade proximal fica a 6 cm da junção safenofemoral, sem TVP.</p><p>Qual a conduta?</p>',
    alternatives: [
      {
        text: 'Apenas compressas mornas e anti-inflamatório tópico.',
        explanation:
          'Incorreta: trombose de 5 cm ou mais na safena tem risco de progressão para TVP e TEP e se beneficia de anticoagulação.',
      },
      {
        text: 'Antibiótico oral por 10 dias.',
        explanation: 'Incorreta: a tromboflebite superficial é inflamatória, não infecciosa, na maioria dos casos.',
      },
      {
        text: 'Anticoagulação plena por 6 meses.',
        explanation: 'Incorreta: dose e duração são excessivas para trombose superficial distante da junção.',
      },
      {
        text: 'Fondaparinux 2,5 mg SC uma vez ao dia por 45 dias.',
        explanation: 'Correta: reduziu extensão, recorrência e TEV no estudo CALISTO.',
      },
      {
        text: 'Safenectomia de urgência.',
        explanation: 'Incorreta: não é tratamento da fase aguda; as varizes podem ser tratadas depois.',
      },
    ],
    correct: 'D',
    explanation:
      '<p>A tromboflebite superficial dos membros inferiores não é benigna: uma parte dos pacientes tem TVP concomitante ou evolui para TEV. Por isso o duplex é recomendado. Tromboses de 5 cm ou mais, a mais de 3 cm da junção safenofemoral, são tratadas com fondaparinux 2,5 mg por 45 dias (ou heparina de baixo peso molecular profilática); rivaroxabana 10 mg/dia é alternativa. Tromboses junto à junção são tratadas como TVP.</p>',
    source: { institution: 'UNIFESP', exam: 'R3 – Cirurgia Vascular', year: 2021, board: 'VUNESP' },
  },
  {
    subject: ['Doenças Venosas e Linfáticas', 'Doença Venosa Aguda', 'Tromboflebite superficial'],
    statement:
      '<p>Homem, 61 anos, tem tromboflebite da veia safena magna cujo trombo se estende até 1 cm da junção safenofemoral, sem penetrar na veia femoral comum.</p><p>Qual a conduta mais adequada?</p>',
    alternatives: [
      {
        text: 'Anti-inflamatório e meia elástica, sem anticoagulação.',
        explanation: 'Incorreta: trombo a menos de 3 cm da junção tem alto risco de extensão para o sistema profundo.',
      },
      {
        text: 'Anticoagulação em dose terapêutica, como na TVP, por cerca de 3 meses.',
        explanation: 'Correta: trombose superficial junto à junção safenofemoral é tratada como TVP.',
      },
      {
        text: 'Fondaparinux profilático por 7 dias.',
        explanation: 'Incorreta: dose e tempo insuficientes para o risco desse caso.',
      },
      { text: 'Filtro de veia cava inferior.', explanation: 'Incorreta: não há contraindicação à anticoagulação.' },
    ],
    correct: 'B',
    explanation:
      '<p>Quando a tromboflebite da safena magna chega a 3 cm ou menos da junção safenofemoral (ou da safena parva junto à junção safenopoplítea), o risco de propagação para a veia femoral e de TEP é semelhante ao da TVP. Por isso, recomenda-se anticoagulação em dose terapêutica, em geral por 3 meses. A ligadura cirúrgica da junção tem mais complicações e não é preferida.</p>',
    source: { institution: 'HCPA', exam: 'R3 – Cirurgia Vascular', year: 2019, board: 'AMRIGS' },
  },
  {
    subject: ['Doenças Venosas e Linfáticas', 'Doença Venosa Aguda', 'Tromboflebite superficial'],
    statement:
      '<p>Homem, 66 anos, sem varizes, tem episódios repetidos de tromboflebite superficial em locais diferentes dos braços e das pernas nos últimos 2 meses, além de perda de 7 kg e dor epigástrica.</p><p>Qual a principal hipótese a investigar?</p>',
    alternatives: [
      {
        text: 'Insuficiência venosa crônica.',
        explanation: 'Incorreta: não explica tromboflebites migratórias em veias sem varizes nem o emagrecimento.',
      },
      { text: 'Deficiência de vitamina B12.', explanation: 'Incorreta: não causa tromboflebite migratória.' },
      {
        text: 'Doença de Behçet.',
        explanation: 'Incorreta: pode causar tromboflebite, mas costuma acometer jovens, com úlceras orais e genitais.',
      },
      { text: 'Efeito adverso de estatina.', explanation: 'Incorreta: estatinas não causam tromboflebite migratória.' },
      {
        text: 'Neoplasia oculta, sobretudo de pâncreas (síndrome de Trousseau).',
        explanation:
          'Correta: tromboflebite migratória em veias sadias, com emagrecimento, sugere câncer, classicamente pancreático.',
      },
    ],
    correct: 'E',
    explanation:
      '<p>A tromboflebite superficial migratória (síndrome de Trousseau) associa-se a neoplasias, sobretudo adenocarcinomas de pâncreas, estômago e pulmão, por estado de hipercoagulabilidade. Tromboflebites em veias sem varizes, recorrentes ou migratórias, também podem indicar trombofilia, tromboangeíte obliterante ou doença de Behçet. A investigação é dirigida pelo quadro clínico.</p>',
    source: { institution: 'SUS-SP', exam: 'Residência Médica R1 – Acesso Direto', year: 2018, board: 'VUNESP' },
  },
  {
    subject: ['Doenças Venosas e Linfáticas', 'Doença Venosa Crônica', 'Varizes de membros inferiores'],
    statement:
      '<p>Mulher, 58 anos, apresenta varizes de trajeto de safena magna na perna esquerda, edema perimaleolar vespertino e numerosas pequenas veias azuladas em leque na borda medial do pé (corona flebectática). Não há pigmentação, eczema, lipodermatoesclerose ou úlcera.</p><p>Qual a classe clínica (C) da classificação CEAP?</p>',
    alternatives: [
      {
        text: 'C2.',
        explanation: 'A paciente tem varizes, mas a classificação considera a classe mais avançada presente.',
      },
      {
        text: 'C3.',
        explanation:
          'Corresponde ao edema; pela edição de 2004 da CEAP, a corona flebectática não alterava a classe, o que sustentou o recurso.',
      },
      { text: 'C4a.', explanation: 'Incorreta: C4a é pigmentação ou eczema, ausentes no caso.' },
      {
        text: 'C4c.',
        explanation: 'Gabarito preliminar: na CEAP revisada em 2020, a corona flebectática passou a ser a classe C4c.',
      },
      { text: 'C5.', explanation: 'Incorreta: C5 é úlcera cicatrizada.' },
    ],
    correct: 'D',
    explanation:
      '<p><strong>Questão anulada.</strong> O gabarito preliminar foi C4c, pela CEAP revisada em 2020, que incluiu a corona flebectática como subclasse C4c. Como a bibliografia do edital indicava a edição de 2004, em que a corona não integrava a classe C4 e a resposta seria C3, a banca reconheceu duas respostas defensáveis e anulou a questão. Na CEAP 2020: C0 sem sinais; C1 telangiectasias ou reticulares; C2 varizes (3 mm ou mais); C3 edema; C4a pigmentação ou eczema; C4b lipodermatoesclerose ou atrofia branca; C4c corona flebectática; C5 úlcera cicatrizada; C6 úlcera ativa.</p>',
    source: {
      institution: 'SBACV',
      exam: 'Prova de Título SBACV (Título de Especialista em Cirurgia Vascular)',
      year: 2021,
      board: 'SBACV',
    },
    annulled: true,
  },
  {
    subject: ['Doenças Venosas e Linfáticas', 'Doença Venosa Crônica', 'Varizes de membros inferiores'],
    statement:
      '<p>No duplex venoso dos membros inferiores realizado em ortostatismo, qual critério define refluxo patológico na veia safena magna?</p>',
    alternatives: [
      {
        text: 'Fluxo retrógrado com duração maior que 0,5 segundo após manobra de compressão e liberação ou Valsalva.',
        explanation: 'Correta: nas veias superficiais, refluxo acima de 0,5 s é patológico.',
      },
      {
        text: 'Fluxo retrógrado com duração maior que 3 segundos.',
        explanation: 'Incorreta: o limiar é muito mais curto; 3 s deixaria de diagnosticar grande parte dos refluxos.',
      },
      {
        text: 'Diâmetro da safena maior que 2 mm, independentemente do fluxo.',
        explanation: 'Incorreta: o diagnóstico de refluxo é funcional, não apenas pelo diâmetro.',
      },
      {
        text: 'Qualquer fluxo anterógrado durante a inspiração.',
        explanation: 'Incorreta: o fluxo anterógrado é fisiológico.',
      },
    ],
    correct: 'A',
    explanation:
      '<p>O duplex com o paciente em pé é o exame de escolha na doença venosa crônica. Por consenso, considera-se refluxo patológico o fluxo retrógrado acima de 0,5 s nas veias superficiais, nas veias profundas da perna e nas perfurantes (nestas, acima de 0,35 s em alguns critérios), e acima de 1 s nas veias femorais e poplítea. O exame mapeia pontos de refluxo, diâmetros e obstruções, orientando o tratamento.</p>',
    source: { institution: 'UERJ', exam: 'R3 – Cirurgia Vascular', year: 2017, board: 'FGV' },
  },
  {
    subject: ['Doenças Venosas e Linfáticas', 'Doença Venosa Crônica', 'Varizes de membros inferiores'],
    statement:
      '<p>Mulher, 49 anos, tem varizes sintomáticas (C2) por refluxo da veia safena magna, de 7 mm, desde a junção safenofemoral até o terço proximal da perna, sem TVP prévia. Deseja tratamento.</p><p>Segundo a diretriz da Sociedade Europeia de Cirurgia Vascular (ESVS 2022), qual o tratamento de primeira escolha para a safena?</p>',
    alternatives: [
      {
        text: 'Ligadura alta da junção safenofemoral isolada.',
        explanation: 'Incorreta: a ligadura isolada tem alta recorrência.',
      },
      {
        text: 'Meia elástica por tempo indeterminado como única opção.',
        explanation:
          'Incorreta: a compressão alivia sintomas, mas a paciente deseja tratamento e tem indicação de intervenção.',
      },
      {
        text: 'Escleroterapia com espuma como primeira opção.',
        explanation: 'Incorreta: é uma alternativa, mas tem menor taxa de oclusão da safena que a ablação térmica.',
      },
      {
        text: 'Flebotônicos por 6 meses antes de qualquer intervenção.',
        explanation: 'Incorreta: podem aliviar sintomas, mas não são pré-requisito para o tratamento.',
      },
      {
        text: 'Ablação térmica endovenosa (laser ou radiofrequência).',
        explanation:
          'Correta: é recomendada como primeira escolha, com menos dor, retorno mais rápido e eficácia semelhante ou superior à cirurgia.',
      },
    ],
    correct: 'E',
    explanation:
      '<p>A ESVS (2022) recomenda a ablação térmica endovenosa como primeira escolha no tratamento da insuficiência da safena magna, por sua eficácia e recuperação mais rápida que a safenectomia convencional. Técnicas não térmicas (cianoacrilato, mecanoquímica) e a escleroterapia com espuma são alternativas, e a cirurgia convencional continua válida quando a anatomia não favorece o tratamento endovenoso. As tributárias varicosas podem ser tratadas no mesmo tempo, com flebectomias.</p>',
    source: {
      institution: 'SBACV',
      exam: 'Prova de Título SBACV (Título de Especialista em Cirurgia Vascular)',
      year: 2023,
      board: 'SBACV',
    },
  },
  {
    subject: ['Doenças Venosas e Linfáticas', 'Doença Venosa Crônica', 'Varizes de membros inferiores'],
    statement:
      '<p>Uma semana após ablação térmica por laser da veia safena parva, o paciente refere formigamento e perda de sensibilidade na face lateral do pé e do tornozelo.</p><p>Qual nervo foi lesado?</p>',
    alternatives: [
      {
        text: 'Nervo safeno.',
        explanation: 'Incorreta: acompanha a safena magna na perna e inerva a face medial da perna e do pé.',
      },
      {
        text: 'Nervo sural.',
        explanation: 'Correta: acompanha a safena parva e inerva a face lateral do pé e do tornozelo.',
      },
      {
        text: 'Nervo fibular profundo.',
        explanation: 'Incorreta: inerva o primeiro espaço interdigital e está longe da safena parva.',
      },
      {
        text: 'Nervo tibial.',
        explanation: 'Incorreta: sua lesão causaria alteração da planta do pé e da flexão plantar.',
      },
      { text: 'Nervo femoral.', explanation: 'Incorreta: não tem relação com o trajeto da safena parva.' },
    ],
    correct: 'B',
    explanation:
      '<p>Lesões nervosas são complicações conhecidas das ablações térmicas e da cirurgia de varizes. O nervo sural acompanha a safena parva na panturrilha, e sua lesão causa parestesia na face lateral do pé; o nervo safeno acompanha a safena magna abaixo do joelho, causando parestesia na face medial da perna. A anestesia tumescente adequada e evitar tratar o segmento distal das safenas reduzem esse risco.</p>',
    source: { institution: 'PSU-MG', exam: 'R3 – Cirurgia Vascular', year: 2025, board: 'Instituto AOCP' },
  },
  {
    subject: ['Doenças Venosas e Linfáticas', 'Doença Venosa Crônica', 'Varizes de membros inferiores'],
    statement:
      '<p>Gestante, 31 anos, com 28 semanas, queixa-se de dor e peso nas pernas, com varizes que surgiram na gestação atual. Duplex sem TVP.</p><p>Qual a orientação adequada?</p>',
    alternatives: [
      {
        text: 'Ablação endovenosa da safena no segundo trimestre.',
        explanation: 'Incorreta: procedimentos eletivos para varizes são adiados até após o parto.',
      },
      { text: 'Escleroterapia com espuma imediata.', explanation: 'Incorreta: não é recomendada durante a gestação.' },
      {
        text: 'Meia elástica de compressão, elevação dos membros e reavaliação após o parto, quando muitas varizes regridem.',
        explanation:
          'Correta: o tratamento na gestação é conservador, e a indicação de intervenção é reavaliada no pós-parto.',
      },
      {
        text: 'Anticoagulação profilática até o parto.',
        explanation: 'Incorreta: varizes isoladas, sem outros fatores de risco, não indicam anticoagulação.',
      },
      {
        text: 'Safenectomia convencional sob raquianestesia.',
        explanation: 'Incorreta: cirurgia eletiva de varizes não é feita na gestação.',
      },
    ],
    correct: 'C',
    explanation:
      '<p>A gestação favorece varizes por aumento do volume sanguíneo, efeito da progesterona no tônus venoso e compressão das veias ilíacas pelo útero. Muitas varizes regridem parcialmente após o parto. O tratamento durante a gestação é conservador, com compressão elástica, elevação dos membros e atividade física, e as intervenções são reavaliadas alguns meses após o parto.</p>',
    source: { institution: 'Santa Casa-SP', exam: 'Residência Médica R1 – Acesso Direto', year: 2023, board: 'FGV' },
  },
  {
    subject: ['Doenças Venosas e Linfáticas', 'Doença Venosa Crônica', 'Úlcera venosa'],
    statement:
      '<p>Mulher, 63 anos, com varizes há 20 anos, apresenta úlcera rasa de 4 cm, com bordas irregulares e fundo granuloso, acima do maléolo medial esquerdo, há 5 meses. Pele ao redor com hiperpigmentação e lipodermatoesclerose. Pulsos distais palpáveis e ITB de 1,02.</p><p>Qual a base do tratamento para cicatrizar a úlcera?</p>',
    alternatives: [
      {
        text: 'Terapia compressiva, como bandagem multicamada ou bota de Unna.',
        explanation: 'Correta: a compressão corrige a hipertensão venosa e é o pilar do tratamento da úlcera venosa.',
      },
      {
        text: 'Antibiótico sistêmico contínuo até a cicatrização.',
        explanation: 'Incorreta: antibiótico só é indicado se houver infecção clínica.',
      },
      {
        text: 'Repouso absoluto no leito, sem compressão.',
        explanation: 'Incorreta: a elevação ajuda, mas o repouso absoluto não substitui a compressão e tem riscos.',
      },
      {
        text: 'Enxerto de pele imediato, sem compressão.',
        explanation: 'Incorreta: sem corrigir a hipertensão venosa, o enxerto falha e a úlcera recidiva.',
      },
      {
        text: 'Revascularização arterial do membro.',
        explanation: 'Incorreta: o ITB normal e os pulsos palpáveis afastam doença arterial significativa.',
      },
    ],
    correct: 'A',
    explanation:
      '<p>A úlcera venosa é típica da região maleolar medial, rasa, de bordas irregulares, com alterações de pele ao redor (pigmentação, eczema, lipodermatoesclerose). A base do tratamento é a compressão, com bandagens multicamada ou inelásticas (como a bota de Unna) de pressão adequada, após confirmar que não há doença arterial significativa pelo ITB. Cuidados locais, controle do edema e, quando houver refluxo superficial, a ablação completam o tratamento.</p>',
    source: { institution: 'USP-SP', exam: 'Residência Médica R1 – Acesso Direto', year: 2021, board: 'FUVEST' },
  },
  {
    subject: ['Doenças Venosas e Linfáticas', 'Doença Venosa Crônica', 'Úlcera venosa'],
    statement:
      '<p>Paciente com úlcera venosa ativa há 2 meses, em uso de compressão, tem refluxo da veia safena magna ao duplex, sem obstrução venosa profunda.</p><p>De acordo com o estudo EVRA, qual a melhor estratégia?</p>',
    alternatives: [
      {
        text: 'Aguardar a cicatrização completa da úlcera para então tratar o refluxo.',
        explanation: 'Incorreta: no EVRA, esperar a cicatrização foi inferior à ablação precoce.',
      },
      {
        text: 'Substituir a compressão pela ablação endovenosa.',
        explanation: 'Incorreta: a ablação é associada à compressão, não a substitui.',
      },
      {
        text: 'Tratar apenas com flebotônicos e curativos, sem intervir no refluxo.',
        explanation: 'Incorreta: deixar o refluxo sem tratamento prolonga a cicatrização e favorece a recorrência.',
      },
      {
        text: 'Ablação endovenosa precoce do refluxo superficial, associada à compressão.',
        explanation: 'Correta: acelerou a cicatrização e aumentou o tempo livre de úlcera.',
      },
      {
        text: 'Safenectomia apenas se a úlcera não cicatrizar em 2 anos.',
        explanation: 'Incorreta: o atraso prolonga a doença sem benefício.',
      },
    ],
    correct: 'D',
    explanation:
      '<p>O estudo EVRA mostrou que a ablação endovenosa precoce do refluxo superficial (em até 2 semanas), somada à compressão, acelera a cicatrização da úlcera venosa e aumenta o tempo livre de úlcera, em comparação com a ablação adiada até a cicatrização. O estudo ESCHAR já havia mostrado que a cirurgia do refluxo superficial reduz a recorrência. As diretrizes atuais recomendam avaliar e tratar precocemente o refluxo superficial nos pacientes com úlcera.</p>',
    source: {
      institution: 'SBACV',
      exam: 'Prova de Título SBACV (Título de Especialista em Cirurgia Vascular)',
      year: 2019,
      board: 'SBACV',
    },
  },
  {
    subject: ['Doenças Venosas e Linfáticas', 'Doença Venosa Crônica', 'Úlcera venosa'],
    statement:
      '<p>Homem, 74 anos, tabagista, tem úlcera em perna com aspecto de úlcera venosa, varizes e edema. Os pulsos pediosos não são palpáveis e o ITB é de 0,45.</p><p>Qual a conduta mais adequada?</p>',
    alternatives: [
      {
        text: 'Bandagem compressiva de alta pressão, como em qualquer úlcera venosa.',
        explanation: 'Incorreta: com ITB tão baixo, a compressão forte pode causar necrose e piorar a isquemia.',
      },
      {
        text: 'Ablação endovenosa da safena como primeira medida.',
        explanation: 'Incorreta: a doença arterial grave deve ser avaliada e tratada antes.',
      },
      {
        text: 'Evitar compressão forte, investigar a doença arterial e considerar revascularização antes de intensificar a compressão.',
        explanation: 'Correta: na úlcera mista com ITB abaixo de 0,5, a perfusão arterial é prioridade.',
      },
      {
        text: 'Amputação primária.',
        explanation: 'Incorreta: não há indicação; o membro é potencialmente recuperável.',
      },
      {
        text: 'Oxigenoterapia hiperbárica isolada.',
        explanation: 'Incorreta: não corrige a doença arterial nem a venosa.',
      },
    ],
    correct: 'C',
    explanation:
      '<p>Antes de comprimir qualquer úlcera de perna, mede-se o ITB. Com ITB entre 0,5 e 0,8, a úlcera é considerada mista e a compressão, se usada, deve ser de pressão reduzida e supervisionada; abaixo de 0,5 (ou pressão no tornozelo abaixo de 60 mmHg), a compressão forte é contraindicada e a prioridade é investigar e revascularizar. Depois da revascularização, a compressão pode ser reintroduzida.</p>',
    source: { institution: 'UNICAMP', exam: 'R3 – Cirurgia Vascular', year: 2017, board: 'VUNESP' },
  },
  {
    subject: ['Doenças Venosas e Linfáticas', 'Doença Venosa Crônica', 'Úlcera venosa'],
    statement:
      '<p>Homem, 70 anos, tem úlcera venosa na perna esquerda há 18 anos, nunca cicatrizada apesar de compressão adequada. Nos últimos meses, as bordas ficaram elevadas, endurecidas e vegetantes, com sangramento fácil.</p><p>Qual a conduta prioritária?</p>',
    alternatives: [
      {
        text: 'Aumentar a pressão da compressão.',
        explanation: 'Incorreta: as alterações de borda sugerem transformação maligna, que precisa ser excluída.',
      },
      {
        text: 'Antibiótico tópico por 30 dias.',
        explanation: 'Incorreta: não há sinais de infecção, e o atraso pode permitir a progressão de um tumor.',
      },
      {
        text: 'Enxerto de pele.',
        explanation: 'Incorreta: enxertar sem diagnóstico histológico pode encobrir uma neoplasia.',
      },
      {
        text: 'Ablação endovenosa da safena.',
        explanation: 'Incorreta: não é a prioridade diante da suspeita de câncer.',
      },
      {
        text: 'Biópsia das bordas da úlcera, em mais de um ponto.',
        explanation:
          'Correta: úlceras crônicas com bordas vegetantes devem ser biopsiadas para excluir carcinoma espinocelular (úlcera de Marjolin).',
      },
    ],
    correct: 'E',
    explanation:
      '<p>Úlceras crônicas que não cicatrizam apesar de tratamento adequado, ou com aspecto atípico (bordas elevadas, vegetantes, sangramento fácil), devem ser biopsiadas. A transformação em carcinoma espinocelular em feridas crônicas ou cicatrizes é chamada úlcera de Marjolin. Outros diagnósticos diferenciais incluem carcinoma basocelular, pioderma gangrenoso, vasculites e úlceras hipertensivas de Martorell.</p>',
    source: { institution: 'AMRIGS', exam: 'R3 – Cirurgia Vascular', year: 2022, board: 'AMRIGS' },
  },
  {
    subject: ['Doenças Venosas e Linfáticas', 'Doença Venosa Crônica', 'Síndromes compressivas venosas'],
    statement:
      '<p>Mulher, 27 anos, em uso de anticoncepcional oral, apresenta edema súbito de todo o membro inferior esquerdo. O duplex mostra TVP da veia ilíaca comum à femoral comum esquerdas. A angiotomografia mostra compressão da veia ilíaca comum esquerda entre a artéria ilíaca comum direita e a coluna lombar.</p><p>Qual o diagnóstico e o tratamento mais adequado, além da anticoagulação, em paciente jovem com sintomas intensos e baixo risco de sangramento?</p>',
    alternatives: [
      {
        text: 'Síndrome de quebra-nozes; embolização de veia gonadal.',
        explanation: 'Incorreta: a síndrome de quebra-nozes é a compressão da veia renal esquerda.',
      },
      {
        text: 'Síndrome de May-Thurner (Cockett); remoção do trombo por via endovascular e implante de stent venoso ilíaco.',
        explanation:
          'Correta: trata a trombose e a compressão subjacente, reduzindo recorrência e síndrome pós-trombótica.',
      },
      {
        text: 'Síndrome de May-Thurner; ligadura da veia ilíaca comum.',
        explanation: 'Incorreta: a ligadura agravaria a obstrução venosa.',
      },
      {
        text: 'Síndrome de Paget-Schroetter; ressecção da primeira costela.',
        explanation: 'Incorreta: essa síndrome acomete a veia subclávia.',
      },
      {
        text: 'Síndrome de congestão pélvica; histerectomia.',
        explanation: 'Incorreta: não é o diagnóstico nem o tratamento.',
      },
    ],
    correct: 'B',
    explanation:
      '<p>Na síndrome de May-Thurner, a artéria ilíaca comum direita comprime a veia ilíaca comum esquerda contra a coluna, favorecendo TVP iliofemoral esquerda, sobretudo em mulheres jovens. Nos pacientes selecionados (TVP iliofemoral recente, sintomas intensos, baixo risco de sangramento), a remoção do trombo por trombólise dirigida por cateter ou trombectomia farmacomecânica, seguida de stent na lesão compressiva, é uma opção para reduzir a síndrome pós-trombótica. O estudo ATTRACT mostrou benefício apenas em desfechos de gravidade, por isso a seleção é cuidadosa.</p>',
    source: { institution: 'SES-DF', exam: 'R3 – Cirurgia Vascular', year: 2025, board: 'Cebraspe' },
  },
  {
    subject: ['Doenças Venosas e Linfáticas', 'Doença Venosa Crônica', 'Síndromes compressivas venosas'],
    statement:
      '<p>Homem, 19 anos, magro, tem dor lombar esquerda, episódios de hematúria macroscópica e varicocele à esquerda. Urotomografia sem cálculos ou tumores.</p><p>Qual a principal hipótese?</p>',
    alternatives: [
      {
        text: 'Síndrome de May-Thurner.',
        explanation: 'Incorreta: a compressão da veia ilíaca causa sintomas no membro inferior, não hematúria.',
      },
      {
        text: 'Síndrome da artéria mesentérica superior (Wilkie).',
        explanation: 'Incorreta: envolve compressão do duodeno, com sintomas digestivos obstrutivos.',
      },
      {
        text: 'Trombose de veia cava inferior.',
        explanation: 'Incorreta: causaria edema bilateral dos membros inferiores.',
      },
      {
        text: 'Síndrome de quebra-nozes (compressão da veia renal esquerda entre a artéria mesentérica superior e a aorta).',
        explanation:
          'Correta: a hipertensão na veia renal esquerda causa hematúria, dor em flanco e varicocele esquerda.',
      },
      {
        text: 'Glomerulonefrite por IgA.',
        explanation: 'Incorreta: pode causar hematúria, mas não explica a varicocele e a dor em flanco.',
      },
    ],
    correct: 'D',
    explanation:
      '<p>Na síndrome de quebra-nozes (nutcracker), a veia renal esquerda é comprimida no ângulo entre a artéria mesentérica superior e a aorta. A hipertensão venosa renal causa hematúria, dor em flanco e, por refluxo na veia gonadal, varicocele em homens ou congestão pélvica em mulheres. A confirmação é feita com duplex, angiotomografia ou flebografia com gradiente de pressão; casos leves são acompanhados, e os graves tratados com transposição da veia renal ou outras técnicas.</p>',
    source: { institution: 'UERJ', exam: 'R3 – Cirurgia Vascular', year: 2024, board: 'FGV' },
  },
  {
    subject: ['Doenças Venosas e Linfáticas', 'Doença Venosa Crônica', 'Síndromes compressivas venosas'],
    statement:
      '<p>Mulher, 38 anos, com três gestações, refere dor pélvica crônica há 2 anos, que piora ao fim do dia, ao ficar em pé e após relações sexuais. Tem varizes vulvares e na face posterior da coxa. A ultrassonografia transvaginal mostra veias pélvicas dilatadas, e a flebografia confirma refluxo na veia ovariana esquerda.</p><p>Qual o tratamento de escolha?</p>',
    alternatives: [
      {
        text: 'Embolização da veia ovariana e das varizes pélvicas.',
        explanation: 'Correta: é o tratamento de escolha, minimamente invasivo e com boa resposta sintomática.',
      },
      {
        text: 'Histerectomia com ooforectomia bilateral.',
        explanation: 'Incorreta: é excessivamente agressiva e não é primeira linha.',
      },
      { text: 'Safenectomia bilateral.', explanation: 'Incorreta: não trata a fonte pélvica do refluxo.' },
      { text: 'Anticoagulação oral prolongada.', explanation: 'Incorreta: não há trombose a tratar.' },
      {
        text: 'Laparoscopia diagnóstica para endometriose, sem outro tratamento.',
        explanation: 'Incorreta: o refluxo ovariano já foi documentado como causa provável.',
      },
    ],
    correct: 'A',
    explanation:
      '<p>A síndrome de congestão pélvica acomete principalmente mulheres multíparas em idade reprodutiva, com dor pélvica crônica que piora em ortostatismo, dispareunia e varizes vulvares ou atípicas nos membros inferiores, por refluxo nas veias ovarianas e ilíacas internas. Na classificação SVP, insere-se no espectro dos distúrbios venosos pélvicos. O tratamento de escolha é a embolização das veias refluxivas, com molas e esclerosante; compressões proximais (May-Thurner, quebra-nozes) devem ser excluídas.</p>',
    source: { institution: 'UNIFESP', exam: 'R3 – Cirurgia Vascular', year: 2023, board: 'VUNESP' },
  },
  {
    subject: ['Doenças Venosas e Linfáticas', 'Linfologia', 'Linfedema'],
    statement:
      '<p>Mulher, 54 anos, operada de câncer de mama há 3 anos com esvaziamento axilar e radioterapia, apresenta aumento progressivo e indolor do volume do braço direito, com sensação de peso. Sem sinais de infecção ou recidiva tumoral; duplex venoso normal.</p><p>Qual o tratamento de primeira escolha?</p>',
    alternatives: [
      {
        text: 'Diurético de alça contínuo.',
        explanation: 'Incorreta: o edema linfático é rico em proteínas, e o diurético não trata o linfedema.',
      },
      {
        text: 'Lipoaspiração imediata.',
        explanation:
          'Incorreta: é reservada a casos avançados, com predomínio de gordura, após falha do tratamento conservador.',
      },
      {
        text: 'Terapia física complexa: drenagem linfática manual, bandagem compressiva multicamada, exercícios e cuidados com a pele, seguida de vestimenta compressiva.',
        explanation: 'Correta: é o tratamento padrão do linfedema, com fase intensiva e fase de manutenção.',
      },
      { text: 'Anticoagulação por suspeita de trombose.', explanation: 'Incorreta: o duplex venoso é normal.' },
      {
        text: 'Restrição total de movimentos do braço.',
        explanation: 'Incorreta: os exercícios fazem parte do tratamento e melhoram a drenagem.',
      },
    ],
    correct: 'C',
    explanation:
      '<p>No Brasil, a causa mais comum de linfedema secundário em membros superiores é o tratamento do câncer de mama, sobretudo com esvaziamento axilar e radioterapia. O tratamento padrão é a terapia física complexa (descongestiva), com drenagem linfática manual, enfaixamento compressivo multicamada, exercícios miolinfocinéticos e cuidados com a pele, seguida de vestimenta compressiva. Cirurgias como anastomoses linfaticovenosas, transferência de linfonodos e lipoaspiração são opções em casos selecionados.</p>',
    source: { institution: 'SUS-SP', exam: 'Residência Médica R1 – Acesso Direto', year: 2020, board: 'VUNESP' },
  },
  {
    subject: ['Doenças Venosas e Linfáticas', 'Linfologia', 'Linfedema'],
    statement:
      '<p>Julgue o item a seguir.</p><p>No exame de um paciente com edema crônico de membro inferior, a impossibilidade de pinçar e levantar a prega cutânea na base do segundo pododáctilo (sinal de Stemmer positivo) sugere fortemente linfedema.</p>',
    alternatives: [
      {
        text: 'Certo.',
        explanation:
          'Correta: o sinal de Stemmer positivo reflete a fibrose da pele típica do linfedema e é muito específico.',
      },
      { text: 'Errado.', explanation: 'Incorreta: o item descreve corretamente o sinal de Stemmer e seu significado.' },
    ],
    correct: 'A',
    explanation:
      '<p>O sinal de Stemmer é a incapacidade de pinçar a pele da base do segundo pododáctilo (ou do dedo médio, no membro superior), pelo espessamento e fibrose cutâneos. É bastante específico de linfedema, embora um resultado negativo não o exclua, sobretudo nas fases iniciais. No lipedema, o sinal costuma ser negativo, pois os pés são poupados.</p>',
    source: { institution: 'SES-DF', exam: 'Residência Médica R1 – Acesso Direto', year: 2021, board: 'Cebraspe' },
  },
  {
    subject: ['Doenças Venosas e Linfáticas', 'Linfologia', 'Linfedema'],
    statement:
      '<p>Adolescente, 15 anos, sexo feminino, refere edema indolor e progressivo do pé e da perna direitos, iniciado há 1 ano, sem trauma, cirurgia, viagens ou infecções. Sinal de Stemmer positivo. Exames laboratoriais e duplex venoso normais.</p><p>Qual o diagnóstico mais provável?</p>',
    alternatives: [
      {
        text: 'Linfedema congênito (doença de Milroy).',
        explanation: 'Incorreta: o linfedema congênito se manifesta ao nascimento ou nos primeiros 2 anos de vida.',
      },
      { text: 'Linfedema tardio.', explanation: 'Incorreta: o linfedema primário tardio começa após os 35 anos.' },
      {
        text: 'Lipedema.',
        explanation: 'Incorreta: é bilateral e simétrico, poupa os pés e tem sinal de Stemmer negativo.',
      },
      {
        text: 'Insuficiência venosa crônica.',
        explanation: 'Incorreta: o duplex venoso é normal, e a idade e o quadro não são típicos.',
      },
      {
        text: 'Linfedema primário precoce.',
        explanation:
          'Correta: começa entre a puberdade e os 35 anos, mais em mulheres, e é a forma mais comum de linfedema primário.',
      },
    ],
    correct: 'E',
    explanation:
      '<p>Os linfedemas primários são classificados pela idade de início: congênito (antes dos 2 anos; a forma hereditária é a doença de Milroy), precoce (da puberdade aos 35 anos; é a forma mais comum, predominante em mulheres, às vezes chamada doença de Meige) e tardio (após os 35 anos). A linfocintilografia confirma o diagnóstico, e o tratamento segue os princípios da terapia física complexa.</p>',
    source: {
      institution: 'PSU-MG',
      exam: 'Residência Médica R1 – Acesso Direto',
      year: 2024,
      board: 'Instituto AOCP',
    },
  },
  {
    subject: ['Doenças Venosas e Linfáticas', 'Linfologia', 'Linfedema'],
    statement:
      '<p>Qual o exame de escolha para confirmar o diagnóstico de linfedema e avaliar a função do sistema linfático?</p>',
    alternatives: [
      {
        text: 'Linfangiografia convencional com contraste oleoso.',
        explanation:
          'Incorreta: é invasiva, pode lesar os vasos linfáticos e foi abandonada para diagnóstico de rotina.',
      },
      {
        text: 'Linfocintilografia.',
        explanation:
          'Correta: é pouco invasiva, avalia a função e o trânsito linfático e é considerada o padrão diagnóstico.',
      },
      {
        text: 'Duplex venoso.',
        explanation: 'Incorreta: avalia o sistema venoso e serve para excluir causas venosas do edema.',
      },
      { text: 'Radiografia simples do membro.', explanation: 'Incorreta: não avalia o sistema linfático.' },
    ],
    correct: 'B',
    explanation:
      '<p>O diagnóstico de linfedema é principalmente clínico, mas a linfocintilografia é o exame de escolha para confirmá-lo, mostrando atraso ou ausência do trânsito linfático, refluxo dérmico e ausência de linfonodos. A linfografia com verde de indocianina ajuda no planejamento das cirurgias linfáticas, e a ressonância pode caracterizar a distribuição do edema. A linfangiografia convencional ficou restrita a situações específicas, como as fístulas linfáticas.</p>',
    source: { institution: 'UNICAMP', exam: 'R3 – Cirurgia Vascular', year: 2026, board: 'VUNESP' },
  },
  {
    subject: ['Doenças Venosas e Linfáticas', 'Linfologia', 'Lipedema'],
    statement:
      '<p>Mulher, 34 anos, refere aumento progressivo e simétrico do volume das pernas desde a puberdade, com dor ao toque e hematomas fáceis. Os pés são poupados, com um degrau nítido acima dos tornozelos. Sinal de Stemmer negativo, edema pouco depressível. Perdeu 10 kg com dieta, sem mudança proporcional nas pernas.</p><p>Qual o diagnóstico mais provável?</p>',
    alternatives: [
      {
        text: 'Linfedema primário bilateral.',
        explanation: 'Incorreta: o linfedema costuma acometer os pés e ter sinal de Stemmer positivo.',
      },
      {
        text: 'Insuficiência venosa crônica.',
        explanation: 'Incorreta: não explica a distribuição de gordura simétrica, dolorosa, que poupa os pés.',
      },
      {
        text: 'Obesidade simples.',
        explanation:
          'Incorreta: na obesidade, a gordura responde à dieta e não é tipicamente dolorosa, com degrau nos tornozelos.',
      },
      {
        text: 'Lipedema.',
        explanation:
          'Correta: acúmulo simétrico e doloroso de gordura nos membros, em mulheres, poupando os pés, com hematomas fáceis e pouca resposta à dieta.',
      },
      {
        text: 'Mixedema por hipotireoidismo.',
        explanation: 'Incorreta: o mixedema é pré-tibial e sem o padrão descrito de distribuição da gordura.',
      },
    ],
    correct: 'D',
    explanation:
      '<p>O lipedema é um distúrbio crônico do tecido adiposo que acomete quase exclusivamente mulheres, a partir da puberdade, gestação ou menopausa. Caracteriza-se por aumento simétrico e desproporcional dos membros, com dor, sensibilidade ao toque e hematomas fáceis, poupando pés e mãos (sinal do manguito) e com sinal de Stemmer negativo. Pode coexistir com obesidade e, em fases avançadas, com linfedema secundário.</p>',
    source: { institution: 'Santa Casa-SP', exam: 'R3 – Cirurgia Vascular', year: 2024, board: 'FGV' },
  },
  {
    subject: ['Doenças Venosas e Linfáticas', 'Linfologia', 'Lipedema'],
    statement: '<p>Sobre o tratamento do lipedema, é correto afirmar:</p>',
    alternatives: [
      {
        text: 'A restrição calórica intensa reduz seletivamente a gordura do lipedema.',
        explanation:
          'Incorreta: a gordura do lipedema responde pouco à dieta, embora controlar o peso seja importante.',
      },
      {
        text: 'Diuréticos são a base do tratamento por reduzirem o edema.',
        explanation: 'Incorreta: diuréticos não têm papel no lipedema.',
      },
      {
        text: 'O tratamento inclui compressão, atividade física e controle do peso, com lipoaspiração (técnicas tumescentes, preservando linfáticos) em casos selecionados.',
        explanation: 'Correta: são os pilares do tratamento conservador e cirúrgico.',
      },
      {
        text: 'A terapia física complexa cura o lipedema em poucas semanas.',
        explanation: 'Incorreta: pode aliviar sintomas, mas não remove o tecido adiposo doente.',
      },
      {
        text: 'A dermolipectomia extensa é a primeira opção terapêutica.',
        explanation: 'Incorreta: é reservada a excesso de pele em casos específicos, não à doença inicial.',
      },
    ],
    correct: 'C',
    explanation:
      '<p>O tratamento do lipedema é multidisciplinar: compressão para alívio de dor e edema, atividade física (especialmente aquática), controle do peso e suporte psicológico. A lipoaspiração com técnicas tumescentes, que preservam os vasos linfáticos, pode reduzir o volume e a dor em pacientes selecionados. A gordura do lipedema responde pouco à dieta, mas a obesidade associada piora a evolução e deve ser tratada.</p>',
    source: {
      institution: 'SBACV',
      exam: 'Prova de Título SBACV (Título de Especialista em Cirurgia Vascular)',
      year: 2025,
      board: 'SBACV',
    },
  },
  {
    subject: [
      'Trauma, Acessos e Fundamentos',
      'Acessos Vasculares',
      'Acessos para hemodiálise',
      'Fístula arteriovenosa',
    ],
    statement:
      '<p>Homem, 60 anos, destro, com doença renal crônica estágio 4 e previsão de diálise em cerca de 6 meses, é encaminhado para confecção de acesso. O mapeamento ultrassonográfico mostra veia cefálica esquerda no punho com 3,0 mm, artéria radial esquerda de 2,5 mm e arco palmar completo.</p><p>Qual o acesso de primeira escolha?</p>',
    alternatives: [
      {
        text: 'Cateter de hemodiálise tunelizado em veia jugular interna direita.',
        explanation:
          'Incorreta: cateteres têm mais infecção e trombose e não são o acesso de escolha para quem pode ter fístula.',
      },
      {
        text: 'Enxerto de PTFE no antebraço esquerdo.',
        explanation: 'Incorreta: com vasos adequados, a fístula autóloga é preferida ao enxerto protético.',
      },
      {
        text: 'Fístula braquiobasílica com transposição à direita.',
        explanation: 'Incorreta: devem-se usar primeiro os sítios distais, no membro não dominante.',
      },
      {
        text: 'Fístula braquiocefálica esquerda no cotovelo.',
        explanation: 'Incorreta: é a opção seguinte; começar distal preserva os sítios proximais para o futuro.',
      },
      {
        text: 'Fístula radiocefálica no punho esquerdo (Brescia-Cimino).',
        explanation:
          'Correta: vasos adequados no membro não dominante permitem o acesso mais distal, que preserva os demais sítios.',
      },
    ],
    correct: 'E',
    explanation:
      '<p>A fístula arteriovenosa autóloga é o acesso preferido para a maioria dos pacientes em hemodiálise, por ter menos infecção e trombose. A diretriz KDOQI 2019 recomenda um plano individualizado de acesso para toda a vida, mas a lógica clássica permanece: começar distal, no membro não dominante (radiocefálica no punho), e subir progressivamente. O mapeamento com ultrassom, com veia de pelo menos 2,0 a 2,5 mm e artéria de pelo menos 2,0 mm, aumenta a chance de maturação.</p>',
    source: { institution: 'USP-SP', exam: 'R3 – Cirurgia Vascular', year: 2022, board: 'FUVEST' },
  },
  {
    subject: [
      'Trauma, Acessos e Fundamentos',
      'Acessos Vasculares',
      'Acessos para hemodiálise',
      'Fístula arteriovenosa',
    ],
    statement:
      '<p>Seis semanas após a confecção de fístula radiocefálica, avalia-se a maturação com ultrassonografia.</p><p>Pela chamada regra dos 6, qual conjunto de achados indica fístula madura, pronta para punção?</p>',
    alternatives: [
      {
        text: 'Fluxo acima de 200 mL/min, diâmetro acima de 3 mm e profundidade acima de 10 mm.',
        explanation: 'Incorreta: fluxo e diâmetro insuficientes e veia profunda demais para punção segura.',
      },
      {
        text: 'Fluxo acima de 600 mL/min, diâmetro da veia acima de 6 mm e profundidade menor que 6 mm.',
        explanation: 'Correta: são os critérios da regra dos 6, avaliados em torno de 6 semanas.',
      },
      {
        text: 'Fluxo acima de 2.000 mL/min, independentemente do diâmetro.',
        explanation:
          'Incorreta: fluxo muito alto pode causar insuficiência cardíaca e não substitui os outros critérios.',
      },
      {
        text: 'Presença de pulso forte, sem frêmito, na veia arterializada.',
        explanation: 'Incorreta: pulso forte sem frêmito sugere estenose na via de saída.',
      },
      {
        text: 'Diâmetro de 4 mm e profundidade de 8 mm, com fluxo acima de 400 mL/min.',
        explanation: 'Incorreta: não atende aos critérios de maturação.',
      },
    ],
    correct: 'B',
    explanation:
      '<p>A regra dos 6 resume os critérios de maturação da fístula: fluxo acima de 600 mL/min, diâmetro acima de 6 mm e profundidade menor que 6 mm, avaliados em torno de 6 semanas. No exame físico, frêmito contínuo e veia facilmente palpável e reta indicam boa maturação. Fístulas que não amadurecem em 6 semanas devem ser investigadas, pois estenoses justa-anastomóticas e tributárias competidoras são tratáveis.</p>',
    source: {
      institution: 'SBACV',
      exam: 'Prova de Título SBACV (Título de Especialista em Cirurgia Vascular)',
      year: 2018,
      board: 'SBACV',
    },
  },
  {
    subject: [
      'Trauma, Acessos e Fundamentos',
      'Acessos Vasculares',
      'Acessos para hemodiálise',
      'Fístula arteriovenosa',
    ],
    statement:
      '<p>Mulher, 66 anos, destra, com doença renal crônica estágio 4, será internada para tratamento de uma infecção e precisará de antibiótico venoso por 10 dias.</p><p>Qual a orientação adequada para preservar futuros acessos de hemodiálise?</p>',
    alternatives: [
      {
        text: 'Implantar cateter central de inserção periférica (PICC) no braço esquerdo, que dura mais.',
        explanation:
          'Incorreta: o PICC lesa e trombosa as veias do braço e deve ser evitado na doença renal crônica avançada.',
      },
      {
        text: 'Preferir cateter na veia subclávia esquerda.',
        explanation:
          'Incorreta: a subclávia tem alto risco de estenose venosa central, que inviabiliza acessos no membro.',
      },
      {
        text: 'Puncionar as veias do antebraço esquerdo, pois são mais calibrosas.',
        explanation: 'Incorreta: as veias do membro não dominante devem ser preservadas para a fístula.',
      },
      {
        text: 'Evitar punções e PICC no membro não dominante, usando veias do dorso da mão dominante ou, se preciso, cateter em jugular interna.',
        explanation: 'Correta: é a estratégia de preservação venosa recomendada na doença renal crônica.',
      },
      {
        text: 'Não há restrição, pois a paciente ainda não está em diálise.',
        explanation:
          'Incorreta: a preservação venosa deve começar desde o diagnóstico da doença renal crônica avançada.',
      },
    ],
    correct: 'D',
    explanation:
      '<p>A preservação venosa começa cedo na doença renal crônica: evitar punções, acessos periféricos e PICC no membro não dominante, e evitar cateteres em subclávia. Quando um acesso central é inevitável, prefere-se a jugular interna. Pacientes e equipes devem ser orientados, e a identificação do braço a ser preservado ajuda a evitar punções inadvertidas.</p>',
    source: { institution: 'HCPA', exam: 'R3 – Cirurgia Vascular', year: 2021, board: 'AMRIGS' },
  },
  {
    subject: [
      'Trauma, Acessos e Fundamentos',
      'Acessos Vasculares',
      'Acessos para hemodiálise',
      'Fístula arteriovenosa',
    ],
    statement:
      '<p>No planejamento pré-operatório de uma fístula arteriovenosa, qual medida tem maior impacto na chance de maturação?</p>',
    alternatives: [
      {
        text: 'Mapeamento dos vasos com ultrassonografia, confirmando veia de pelo menos 2,0 a 2,5 mm e artéria de pelo menos 2,0 mm.',
        explanation: 'Correta: selecionar vasos adequados pelo ultrassom aumenta a chance de uma fístula funcional.',
      },
      {
        text: 'Flebografia com contraste de rotina em todos os pacientes.',
        explanation:
          'Incorreta: o contraste iodado pode piorar a função renal, e a flebografia é reservada à suspeita de estenose central.',
      },
      {
        text: 'Uso de anticoagulação plena por 1 mês antes da cirurgia.',
        explanation: 'Incorreta: não melhora a maturação e aumenta o risco de sangramento.',
      },
      {
        text: 'Confecção obrigatória no membro dominante.',
        explanation: 'Incorreta: prefere-se o membro não dominante, para preservar a função e a qualidade de vida.',
      },
      {
        text: 'Escolha baseada apenas no exame físico das veias com garrote.',
        explanation:
          'Incorreta: o exame físico é útil, mas o mapeamento ultrassonográfico é mais preciso, sobretudo em obesos.',
      },
    ],
    correct: 'A',
    explanation:
      '<p>O mapeamento ultrassonográfico pré-operatório identifica veias e artérias adequadas, a profundidade das veias, estenoses e a continuidade até o sistema central. Em geral, considera-se adequada uma veia de pelo menos 2,0 a 2,5 mm e uma artéria de pelo menos 2,0 mm. Suspeita de estenose central (edema do membro, colaterais, cateteres prévios) pede flebografia ou angiotomografia.</p>',
    source: { institution: 'AMRIGS', exam: 'R3 – Cirurgia Vascular', year: 2023, board: 'AMRIGS' },
  },
  {
    subject: [
      'Trauma, Acessos e Fundamentos',
      'Acessos Vasculares',
      'Acessos para hemodiálise',
      'Complicações do acesso',
    ],
    statement:
      '<p>Mulher, 71 anos, diabética, com fístula braquiocefálica esquerda funcionante há 4 meses, apresenta dor em repouso na mão esquerda e necrose na ponta do 3º dedo. O pulso radial só é palpável quando a fístula é comprimida. O fluxo do acesso é de 900 mL/min, e não há estenose arterial proximal.</p><p>Qual o tratamento que corrige a isquemia preservando o acesso?</p>',
    alternatives: [
      {
        text: 'Ligadura da fístula.',
        explanation:
          'Incorreta: resolve a isquemia, mas sacrifica um acesso funcionante; é reservada a falhas ou casos extremos.',
      },
      { text: 'Simpatectomia torácica.', explanation: 'Incorreta: não corrige o desvio de fluxo.' },
      {
        text: 'Revascularização distal com ligadura do intervalo (DRIL).',
        explanation:
          'Correta: restaura a perfusão da mão mantendo a fístula, indicada no roubo grave com fluxo normal ou baixo.',
      },
      {
        text: 'Bandagem da veia de saída para reduzir muito o fluxo.',
        explanation: 'Incorreta: a bandagem é mais adequada a fístulas de alto fluxo, e o fluxo aqui não é elevado.',
      },
      {
        text: 'Observação e analgesia.',
        explanation: 'Incorreta: dor em repouso e necrose são sinais de roubo grave, que exigem correção.',
      },
    ],
    correct: 'C',
    explanation:
      '<p>A isquemia da mão induzida pelo acesso (síndrome do roubo) é mais comum em fístulas proximais, diabéticos e idosos. Casos leves são observados; dor em repouso, déficit motor ou perda tecidual exigem intervenção. Com fluxo normal ou baixo, a DRIL (ponte da artéria braquial acima da fístula para abaixo dela, com ligadura da artéria entre a anastomose e a ponte) corrige a isquemia e preserva o acesso. Com fluxo alto, bandagem ou RUDI são opções; estenoses arteriais proximais devem ser excluídas antes.</p>',
    source: {
      institution: 'SBACV',
      exam: 'Prova de Título SBACV (Título de Especialista em Cirurgia Vascular)',
      year: 2024,
      board: 'SBACV',
    },
  },
  {
    subject: [
      'Trauma, Acessos e Fundamentos',
      'Acessos Vasculares',
      'Acessos para hemodiálise',
      'Complicações do acesso',
    ],
    statement:
      '<p>Homem, 68 anos, diabético com neuropatia periférica, é submetido a enxerto braquioaxilar de PTFE. Na sala de recuperação, refere dor intensa e fraqueza na mão, com perda sensitiva em todos os territórios nervosos. A mão está quente, com pulso radial palpável e sem necrose.</p><p>Qual a conduta?</p>',
    alternatives: [
      {
        text: 'Observação, pois o pulso radial está presente.',
        explanation: 'Incorreta: a lesão nervosa isquêmica progride em horas e pode ficar definitiva.',
      },
      {
        text: 'Fisioterapia e analgesia com gabapentinoide.',
        explanation: 'Incorreta: tratamento sintomático não reverte a isquemia nervosa.',
      },
      {
        text: 'Eletroneuromiografia em 3 semanas para definir a conduta.',
        explanation: 'Incorreta: esperar compromete a recuperação neurológica.',
      },
      {
        text: 'Cirurgia de DRIL eletiva em 2 semanas.',
        explanation: 'Incorreta: a neuropatia isquêmica exige ação imediata, e a ligadura é o procedimento de escolha.',
      },
      {
        text: 'Ligadura imediata do acesso.',
        explanation:
          'Correta: o quadro é de neuropatia isquêmica monomélica, e a ligadura precoce é a única chance de recuperação neurológica.',
      },
    ],
    correct: 'E',
    explanation:
      '<p>A neuropatia isquêmica monomélica é uma complicação rara e grave dos acessos com anastomose na artéria braquial, sobretudo em diabéticos com neuropatia prévia. Surge logo após a cirurgia, com dor, fraqueza e perda sensitiva difusas na mão, que paradoxalmente está quente e com pulso. A isquemia atinge os nervos, e não a pele ou o músculo, e o tratamento é a ligadura imediata do acesso.</p>',
    source: { institution: 'UNIFESP', exam: 'R3 – Cirurgia Vascular', year: 2020, board: 'VUNESP' },
  },
  {
    subject: [
      'Trauma, Acessos e Fundamentos',
      'Acessos Vasculares',
      'Acessos para hemodiálise',
      'Complicações do acesso',
    ],
    statement:
      '<p>Homem, 58 anos, em hemodiálise por fístula braquiocefálica direita, com história de vários cateteres em subclávia direita, apresenta edema progressivo de todo o membro superior direito, com circulação colateral no ombro e na parede torácica anterior. Fístula com frêmito, pressão venosa elevada na diálise.</p><p>Qual o diagnóstico e o tratamento inicial?</p>',
    alternatives: [
      {
        text: 'Síndrome do roubo; DRIL.',
        explanation: 'Incorreta: o roubo causa isquemia da mão, não edema de todo o membro.',
      },
      {
        text: 'Estenose venosa central (subclávia ou braquiocefálica); angioplastia com balão.',
        explanation: 'Correta: cateteres prévios causam estenose central, e a angioplastia é o tratamento inicial.',
      },
      {
        text: 'Linfedema secundário; drenagem linfática.',
        explanation: 'Incorreta: as colaterais venosas e a pressão venosa alta indicam obstrução venosa.',
      },
      {
        text: 'Trombose da fístula; trombectomia.',
        explanation: 'Incorreta: a fístula mantém frêmito, logo está pérvia.',
      },
      {
        text: 'Insuficiência cardíaca de alto débito; ligadura da fístula.',
        explanation: 'Incorreta: a IC não explica o edema unilateral com colaterais.',
      },
    ],
    correct: 'B',
    explanation:
      '<p>A estenose venosa central é consequência frequente de cateteres prévios, sobretudo em subclávia, e se manifesta quando uma fístula ipsilateral aumenta o fluxo venoso: edema de todo o membro, colaterais no tórax e pressão venosa elevada na diálise. O tratamento inicial é a angioplastia com balão, com stent recoberto em recidivas selecionadas; em casos refratários, podem ser necessárias derivações ou até a ligadura do acesso.</p>',
    source: { institution: 'Santa Casa-SP', exam: 'R3 – Cirurgia Vascular', year: 2019, board: 'FGV' },
  },
  {
    subject: [
      'Trauma, Acessos e Fundamentos',
      'Acessos Vasculares',
      'Acessos para hemodiálise',
      'Complicações do acesso',
    ],
    statement:
      '<p>Em enxertos arteriovenosos de PTFE para hemodiálise, qual o local mais frequente de estenose, principal causa de trombose do acesso?</p>',
    alternatives: [
      { text: 'Anastomose arterial.', explanation: 'Incorreta: é local menos frequente de estenose nos enxertos.' },
      {
        text: 'Segmento médio do enxerto, nas áreas de punção.',
        explanation: 'Incorreta: pode haver degeneração nas áreas de punção, mas não é a principal causa de estenose.',
      },
      { text: 'Artéria braquial proximal.', explanation: 'Incorreta: estenoses do influxo arterial são raras.' },
      {
        text: 'Anastomose venosa, por hiperplasia neointimal.',
        explanation:
          'Correta: a turbulência e o estresse de parede na anastomose venosa causam hiperplasia neointimal.',
      },
    ],
    correct: 'D',
    explanation:
      '<p>A estenose é a principal causa de disfunção e trombose dos acessos. Nos enxertos de PTFE, ocorre sobretudo na anastomose venosa e na veia de saída, por hiperplasia neointimal; nas fístulas autólogas, predomina no segmento justa-anastomótico. O tratamento de escolha é a angioplastia com balão, e stents recobertos melhoram a perviedade em estenoses da anastomose venosa de enxertos.</p>',
    source: { institution: 'UERJ', exam: 'R3 – Cirurgia Vascular', year: 2022, board: 'FGV' },
  },
  {
    subject: [
      'Trauma, Acessos e Fundamentos',
      'Acessos Vasculares',
      'Acessos para hemodiálise',
      'Cateteres de hemodiálise',
    ],
    statement:
      '<p>Paciente com lesão renal aguda precisa iniciar hemodiálise de urgência por cateter de duplo lúmen não tunelizado. Não há cateteres prévios nem contraindicações anatômicas.</p><p>Qual o sítio de inserção preferido?</p>',
    alternatives: [
      {
        text: 'Veia jugular interna direita, com punção guiada por ultrassom.',
        explanation: 'Correta: tem trajeto retilíneo até o átrio direito, menor taxa de estenose e de complicações.',
      },
      {
        text: 'Veia subclávia esquerda.',
        explanation:
          'Incorreta: a subclávia tem alto risco de estenose venosa central, que compromete futuros acessos.',
      },
      {
        text: 'Veia subclávia direita.',
        explanation: 'Incorreta: também deve ser evitada pelo risco de estenose central.',
      },
      {
        text: 'Veia jugular externa esquerda.',
        explanation: 'Incorreta: tem trajeto tortuoso e não é sítio habitual.',
      },
      {
        text: 'Veia femoral, por ter menor risco de infecção.',
        explanation:
          'Incorreta: a femoral é alternativa válida, mas não é o sítio preferido, e não tem menor risco de infecção.',
      },
    ],
    correct: 'A',
    explanation:
      '<p>Para cateteres de hemodiálise, a veia jugular interna direita é o sítio preferido, pelo trajeto curto e retilíneo até o átrio direito e pela menor taxa de disfunção e estenose. A jugular interna esquerda e a femoral são alternativas; a subclávia deve ser evitada, pois a estenose venosa central inviabiliza fístulas no membro ipsilateral. A punção guiada por ultrassom é o padrão.</p>',
    source: { institution: 'SUS-SP', exam: 'Residência Médica R1 – Acesso Direto', year: 2022, board: 'VUNESP' },
  },
  {
    subject: [
      'Trauma, Acessos e Fundamentos',
      'Acessos Vasculares',
      'Acessos para hemodiálise',
      'Cateteres de hemodiálise',
    ],
    statement:
      '<p>Na confecção de um cateter tunelizado com cuff para hemodiálise pela veia jugular interna direita, onde deve ficar a ponta do cateter?</p>',
    alternatives: [
      {
        text: 'Na veia braquiocefálica direita.',
        explanation: 'Incorreta: a ponta alta favorece disfunção, recirculação e trombose.',
      },
      {
        text: 'Na veia cava superior, logo abaixo da confluência das braquiocefálicas.',
        explanation: 'Incorreta: ainda é posição alta para cateter de hemodiálise, com fluxo inadequado.',
      },
      {
        text: 'Na junção cavoatrial ou no átrio direito.',
        explanation: 'Correta: essa posição garante o fluxo necessário à diálise com menos disfunção.',
      },
      {
        text: 'No ventrículo direito.',
        explanation: 'Incorreta: a posição ventricular aumenta o risco de arritmias e lesão valvar.',
      },
    ],
    correct: 'C',
    explanation:
      '<p>Os cateteres de hemodiálise exigem fluxos altos, e a ponta deve ficar na junção cavoatrial ou no átrio direito, sobretudo nos tunelizados, que têm as duas luzes com pontas escalonadas ou separadas. Pontas altas favorecem disfunção e estenose; no ventrículo, arritmias. A posição é confirmada por fluoroscopia durante o procedimento ou por radiografia.</p>',
    source: { institution: 'PSU-MG', exam: 'R3 – Cirurgia Vascular', year: 2020, board: 'Instituto AOCP' },
  },
  {
    subject: [
      'Trauma, Acessos e Fundamentos',
      'Acessos Vasculares',
      'Acessos para hemodiálise',
      'Cateteres de hemodiálise',
    ],
    statement:
      '<p>Paciente em hemodiálise por cateter tunelizado em jugular interna direita apresenta febre e calafrios durante as sessões. As hemoculturas do cateter e da periferia crescem <em>Staphylococcus aureus</em>. Está hemodinamicamente estável.</p><p>Qual a conduta?</p>',
    alternatives: [
      {
        text: 'Manter o cateter e tratar apenas com selo de antibiótico.',
        explanation: 'Incorreta: o selo isolado não é adequado para bacteremia por S. aureus.',
      },
      {
        text: 'Antibiótico oral por 7 dias, mantendo o cateter.',
        explanation: 'Incorreta: tempo e via insuficientes e manutenção do foco infeccioso.',
      },
      {
        text: 'Trocar o cateter pelo mesmo trajeto com fio-guia, sem antibiótico.',
        explanation: 'Incorreta: sem antibiótico sistêmico, a bacteremia persiste.',
      },
      {
        text: 'Observar, pois o paciente está estável.',
        explanation: 'Incorreta: bacteremia por S. aureus tem alto risco de complicações metastáticas.',
      },
      {
        text: 'Retirar o cateter e tratar com antibiótico sistêmico, com investigação de complicações como endocardite.',
        explanation: 'Correta: na bacteremia por S. aureus relacionada ao cateter, o cateter deve ser retirado.',
      },
    ],
    correct: 'E',
    explanation:
      '<p>A infecção é a principal complicação dos cateteres de hemodiálise. Na bacteremia por Staphylococcus aureus, Pseudomonas ou fungos, em sepse grave, infecção do túnel ou bacteremia persistente, o cateter deve ser retirado, com antibiótico sistêmico e investigação de complicações (ecocardiograma para endocardite). Em bacteremias por germes menos agressivos, a troca por fio-guia associada a antibiótico pode ser considerada. Reduzir o tempo de uso de cateter, com fístula precoce, é a melhor prevenção.</p>',
    source: { institution: 'UNICAMP', exam: 'R3 – Cirurgia Vascular', year: 2018, board: 'VUNESP' },
  },
  {
    subject: ['Trauma, Acessos e Fundamentos', 'Acessos Vasculares', 'Acessos venosos centrais'],
    statement:
      '<p>Julgue o item a seguir.</p><p>Durante a retirada de um cateter venoso central em veia jugular interna, com o paciente sentado, ele apresenta dispneia súbita, hipotensão e um sopro em roda de moinho à ausculta precordial. Diante da suspeita de embolia gasosa, deve-se manter o paciente sentado, com a cabeceira elevada, e posicioná-lo em decúbito lateral direito.</p>',
    alternatives: [
      {
        text: 'Certo.',
        explanation:
          'Incorreta: a cabeceira elevada favorece a entrada de ar e sua migração, e o decúbito correto é o lateral esquerdo.',
      },
      {
        text: 'Errado.',
        explanation:
          'Correta: deve-se ocluir o orifício, colocar o paciente em Trendelenburg e decúbito lateral esquerdo e oferecer oxigênio a 100%.',
      },
    ],
    correct: 'B',
    explanation:
      '<p>A embolia gasosa venosa pode ocorrer na inserção ou retirada de cateteres centrais, sobretudo com o paciente sentado, quando a pressão venosa central fica negativa. A conduta é ocluir imediatamente o orifício, colocar o paciente em Trendelenburg e decúbito lateral esquerdo (manobra de Durant), para reter o ar no ápice do ventrículo direito, oferecer oxigênio a 100% e, se possível, aspirar o ar por cateter. A prevenção é retirar e inserir cateteres com o paciente deitado, em Trendelenburg, e em apneia ou Valsalva.</p>',
    source: { institution: 'SES-DF', exam: 'Residência Médica R1 – Acesso Direto', year: 2023, board: 'Cebraspe' },
  },
  {
    subject: ['Trauma, Acessos e Fundamentos', 'Acessos Vasculares', 'Acessos venosos centrais'],
    statement:
      '<p>Durante a passagem de cateter venoso central de 12 Fr em jugular interna direita sem ultrassom, após a dilatação do trajeto, percebe-se fluxo pulsátil e sangue vermelho-vivo. A gasometria e a transdução da pressão confirmam que o cateter está na artéria carótida comum.</p><p>Qual a conduta?</p>',
    alternatives: [
      {
        text: 'Retirar o cateter imediatamente e comprimir o local por 20 minutos.',
        explanation:
          'Incorreta: a retirada de dilatador ou cateter calibroso de artéria não compressível pode causar hematoma, pseudoaneurisma e AVC.',
      },
      {
        text: 'Manter o cateter e iniciar a infusão das medicações previstas.',
        explanation: 'Incorreta: infundir medicações na carótida é perigoso e pode causar lesão cerebral.',
      },
      {
        text: 'Iniciar heparina plena para evitar trombose do cateter.',
        explanation: 'Incorreta: aumenta o risco de sangramento e não resolve a lesão.',
      },
      {
        text: 'Manter o cateter no lugar, sem infundir, e solicitar a retirada com reparo cirúrgico aberto ou fechamento endovascular.',
        explanation:
          'Correta: é a conduta recomendada para canulação arterial inadvertida com dispositivos calibrosos.',
      },
      {
        text: 'Retirar o cateter e aplicar um curativo compressivo cervical.',
        explanation: 'Incorreta: a compressão cervical é ineficaz e pode comprometer a via aérea e o fluxo cerebral.',
      },
    ],
    correct: 'D',
    explanation:
      '<p>Na canulação arterial inadvertida com dilatadores ou cateteres calibrosos (6 Fr ou mais), sobretudo em artérias de difícil compressão como carótida e subclávia, o dispositivo não deve ser retirado à beira do leito. Mantém-se o cateter no lugar e solicita-se avaliação vascular para retirada com reparo cirúrgico ou por técnica endovascular. Para agulhas finas, a compressão costuma bastar. A punção guiada por ultrassom reduz muito esse tipo de complicação.</p>',
    source: {
      institution: 'SBACV',
      exam: 'Prova de Título SBACV (Título de Especialista em Cirurgia Vascular)',
      year: 2026,
      board: 'SBACV',
    },
  },
  {
    subject: ['Trauma, Acessos e Fundamentos', 'Trauma Vascular', 'Trauma vascular de extremidades'],
    statement:
      '<p>Durante a exploração de ferimento por arma de fogo na fossa poplítea, identificam-se lesão da artéria poplítea e lesão extensa da veia poplítea. O paciente está estável, normotérmico, sem coagulopatia.</p><p>Qual a conduta para a lesão venosa?</p>',
    alternatives: [
      {
        text: 'Reparo da veia poplítea, por rafia ou interposição de enxerto venoso, antes ou junto com o reparo arterial.',
        explanation:
          'Correta: no paciente estável, reparar a poplítea reduz edema, síndrome compartimental e falha do reparo arterial.',
      },
      {
        text: 'Ligadura da veia poplítea em todos os casos.',
        explanation: 'Incorreta: a ligadura fica para pacientes instáveis (cirurgia de controle de danos).',
      },
      {
        text: 'Ligadura da veia e da artéria, com amputação primária.',
        explanation: 'Incorreta: o membro é salvável, e a conduta é o reparo de ambas.',
      },
      {
        text: 'Implante de stent venoso por via percutânea no pós-operatório.',
        explanation: 'Incorreta: o reparo é feito no mesmo tempo cirúrgico, por via aberta.',
      },
    ],
    correct: 'A',
    explanation:
      '<p>Nas lesões venosas de extremidades, a ligadura é aceitável em pacientes instáveis, na lógica de controle de danos. No paciente estável, as lesões de grandes veias, sobretudo poplítea e femoral comum, devem ser reparadas, porque a ligadura aumenta edema, síndrome compartimental e o risco de falha do reparo arterial. A fasciotomia deve ser considerada com liberalidade nas lesões combinadas.</p>',
    source: { institution: 'USP-SP', exam: 'R3 – Cirurgia Vascular', year: 2018, board: 'FUVEST' },
  },
  {
    subject: ['Trauma, Acessos e Fundamentos', 'Trauma Vascular', 'Trauma vascular de extremidades'],
    statement:
      '<p>No atendimento pré-hospitalar de um homem com amputação traumática parcial da perna e sangramento arterial que não cede com compressão direta, aplica-se um torniquete na coxa.</p><p>Sobre o uso do torniquete, é correto afirmar:</p>',
    alternatives: [
      {
        text: 'Deve ser afrouxado a cada 10 minutos para reperfundir o membro.',
        explanation: 'Incorreta: afrouxamentos repetidos aumentam a perda de sangue e não são recomendados.',
      },
      {
        text: 'Só deve ser usado após falha do clampeamento às cegas do vaso.',
        explanation: 'Incorreta: o clampeamento às cegas lesa estruturas e não é recomendado.',
      },
      {
        text: 'Deve ser aplicado proximal à lesão, apertado até cessar o sangramento, com registro do horário; tempos de até cerca de 2 horas têm baixo risco de complicações.',
        explanation:
          'Correta: são os princípios atuais do uso do torniquete no sangramento de extremidade com risco de vida.',
      },
      {
        text: 'É contraindicado no ambiente civil pelo risco de amputação.',
        explanation:
          'Incorreta: a experiência militar e civil mostra que o torniquete salva vidas com baixo risco de perda do membro.',
      },
      {
        text: 'Deve ser aplicado sobre a articulação do joelho para comprimir a artéria poplítea.',
        explanation: 'Incorreta: o torniquete é ineficaz sobre articulações e deve ficar na coxa ou no braço.',
      },
    ],
    correct: 'C',
    explanation:
      '<p>A hemorragia de extremidade é uma das principais causas evitáveis de morte no trauma. Quando a compressão direta não controla o sangramento, o torniquete deve ser aplicado precocemente, proximal à lesão, apertado até cessar o sangramento e o pulso distal, com registro do horário. O risco de complicações é baixo até cerca de 2 horas, e a remoção deve ocorrer em ambiente hospitalar com controle cirúrgico disponível.</p>',
    source: { institution: 'AMRIGS', exam: 'Residência Médica R1 – Acesso Direto', year: 2024, board: 'AMRIGS' },
  },
  {
    subject: ['Trauma, Acessos e Fundamentos', 'Fundamentos em Cirurgia Vascular', 'Antitrombóticos e hemostasia'],
    statement:
      '<p>Homem, 67 anos, no 8º dia após ponte femoropoplítea, em uso de heparina não fracionada, apresenta queda das plaquetas de 240.000 para 85.000/mm³ e trombose da ponte. Não há outra causa evidente de plaquetopenia. O escore 4T é de 7 pontos.</p><p>Qual a conduta?</p>',
    alternatives: [
      {
        text: 'Trocar a heparina não fracionada por heparina de baixo peso molecular.',
        explanation:
          'Incorreta: há reação cruzada frequente com os anticorpos da trombocitopenia induzida por heparina.',
      },
      {
        text: 'Transfundir plaquetas e manter a heparina.',
        explanation: 'Incorreta: a transfusão de plaquetas pode piorar a trombose, e a heparina deve ser suspensa.',
      },
      {
        text: 'Suspender a heparina e iniciar varfarina isolada imediatamente.',
        explanation:
          'Incorreta: a varfarina isolada na fase aguda pode causar necrose de pele e gangrena venosa por queda da proteína C.',
      },
      {
        text: 'Suspender toda heparina e iniciar anticoagulante não heparínico, como argatrobana ou fondaparinux.',
        explanation:
          'Correta: a trombocitopenia induzida por heparina é protrombótica e exige anticoagulação alternativa.',
      },
      {
        text: 'Suspender a heparina e não anticoagular, pela plaquetopenia.',
        explanation:
          'Incorreta: apesar da plaquetopenia, o risco é de trombose, e a anticoagulação alternativa é necessária.',
      },
    ],
    correct: 'D',
    explanation:
      '<p>A trombocitopenia induzida por heparina (HIT) é imunomediada, surge em geral 5 a 10 dias após o início da heparina, com queda de mais de 50% das plaquetas, e paradoxalmente causa trombose arterial e venosa. Com escore 4T intermediário ou alto, suspende-se toda heparina (inclusive flushes) e inicia-se anticoagulante não heparínico (argatrobana, bivalirrudina, fondaparinux ou anticoagulante oral direto), enquanto se pesquisam os anticorpos. A varfarina só é iniciada após a recuperação das plaquetas, com sobreposição.</p>',
    source: {
      institution: 'SBACV',
      exam: 'Prova de Título SBACV (Título de Especialista em Cirurgia Vascular)',
      year: 2017,
      board: 'SBACV',
    },
  },
  {
    subject: ['Trauma, Acessos e Fundamentos', 'Fundamentos em Cirurgia Vascular', 'Antitrombóticos e hemostasia'],
    statement:
      '<p>Ao final de uma endarterectomia carotídea, o cirurgião decide reverter a heparina não fracionada administrada durante o clampeamento.</p><p>Sobre o agente utilizado, é correto afirmar:</p>',
    alternatives: [
      {
        text: 'A protamina neutraliza a heparina não fracionada (cerca de 1 mg para cada 100 UI), mas reverte apenas parcialmente a heparina de baixo peso molecular.',
        explanation:
          'Correta: a protamina se liga à heparina não fracionada; o efeito anti-Xa da HBPM é revertido só em parte.',
      },
      {
        text: 'A vitamina K reverte a heparina em poucos minutos.',
        explanation: 'Incorreta: a vitamina K reverte antagonistas da vitamina K, como a varfarina, e não a heparina.',
      },
      {
        text: 'O idarucizumabe é o antídoto da heparina não fracionada.',
        explanation: 'Incorreta: o idarucizumabe é o antídoto específico da dabigatrana.',
      },
      {
        text: 'A protamina não tem efeitos adversos relevantes.',
        explanation:
          'Incorreta: pode causar hipotensão, reações anafilactoides e hipertensão pulmonar, sobretudo em infusão rápida.',
      },
      {
        text: 'O plasma fresco congelado é o agente de escolha para reverter a heparina.',
        explanation: 'Incorreta: o plasma não neutraliza a heparina.',
      },
    ],
    correct: 'A',
    explanation:
      '<p>O sulfato de protamina forma um complexo estável com a heparina, neutralizando-a; cerca de 1 mg neutraliza 100 UI de heparina não fracionada ainda circulante. Contra a heparina de baixo peso molecular, a reversão é parcial. Deve ser infundida lentamente, pelo risco de hipotensão e reações anafilactoides, mais frequentes em diabéticos que usaram insulina com protamina (NPH) e em alérgicos a peixe.</p>',
    source: { institution: 'UNIFESP', exam: 'R3 – Cirurgia Vascular', year: 2026, board: 'VUNESP' },
  },
  {
    subject: ['Trauma, Acessos e Fundamentos', 'Fundamentos em Cirurgia Vascular', 'Antitrombóticos e hemostasia'],
    statement:
      '<p>Homem, 76 anos, em uso de dabigatrana por fibrilação atrial, chega com AAA roto e precisa de correção de emergência. A última dose foi há 4 horas.</p><p>Qual o agente de reversão específico?</p>',
    alternatives: [
      { text: 'Protamina.', explanation: 'Incorreta: neutraliza a heparina, não os inibidores diretos da trombina.' },
      { text: 'Vitamina K.', explanation: 'Incorreta: atua apenas sobre os antagonistas da vitamina K.' },
      {
        text: 'Andexanete alfa.',
        explanation:
          'Incorreta: é o antídoto dos inibidores do fator Xa (rivaroxabana, apixabana), não da dabigatrana.',
      },
      {
        text: 'Ácido tranexâmico isolado.',
        explanation: 'Incorreta: é antifibrinolítico e não reverte o efeito anticoagulante da dabigatrana.',
      },
      {
        text: 'Idarucizumabe.',
        explanation: 'Correta: é um fragmento de anticorpo que se liga à dabigatrana e reverte seu efeito em minutos.',
      },
    ],
    correct: 'E',
    explanation:
      '<p>O idarucizumabe é o antídoto específico da dabigatrana, inibidor direto da trombina, com reversão em minutos, indicado em sangramento grave ou cirurgia de urgência. Os inibidores do fator Xa (rivaroxabana, apixabana, edoxabana) podem ser revertidos com andexanete alfa, onde disponível, ou, na sua falta, com concentrado de complexo protrombínico. A dabigatrana também é removível por hemodiálise.</p>',
    source: { institution: 'SUS-SP', exam: 'R3 – Cirurgia Vascular', year: 2021, board: 'VUNESP' },
  },
  {
    subject: ['Trauma, Acessos e Fundamentos', 'Fundamentos em Cirurgia Vascular', 'Antitrombóticos e hemostasia'],
    statement:
      '<p>Mulher, 80 anos, em uso de varfarina por prótese valvar mecânica, chega com rebaixamento do nível de consciência. A tomografia mostra hemorragia intracerebral. RNI de 6,2.</p><p>Qual a conduta para reverter a anticoagulação?</p>',
    alternatives: [
      {
        text: 'Suspender a varfarina e aguardar a normalização espontânea da RNI.',
        explanation: 'Incorreta: a normalização leva dias, e a hemorragia intracraniana exige reversão imediata.',
      },
      {
        text: 'Concentrado de complexo protrombínico associado a vitamina K intravenosa.',
        explanation: 'Correta: o complexo protrombínico reverte a RNI em minutos, e a vitamina K mantém o efeito.',
      },
      {
        text: 'Vitamina K oral isolada.',
        explanation: 'Incorreta: a ação é lenta (horas a dias), inadequada numa hemorragia com risco de vida.',
      },
      { text: 'Protamina em dose alta.', explanation: 'Incorreta: a protamina não reverte a varfarina.' },
      { text: 'Idarucizumabe.', explanation: 'Incorreta: é específico para a dabigatrana.' },
    ],
    correct: 'B',
    explanation:
      '<p>No sangramento grave em uso de antagonista da vitamina K, a reversão deve ser imediata: concentrado de complexo protrombínico (preferido ao plasma, por ser mais rápido e exigir pequeno volume) associado a vitamina K intravenosa, que sustenta a reversão após a meia-vida curta dos fatores infundidos. Mesmo com prótese mecânica, a reversão é prioritária na hemorragia intracraniana, e a retomada da anticoagulação é discutida depois.</p>',
    source: { institution: 'Santa Casa-SP', exam: 'Residência Médica R1 – Acesso Direto', year: 2016, board: 'FGV' },
  },
  {
    subject: ['Trauma, Acessos e Fundamentos', 'Fundamentos em Cirurgia Vascular', 'Métodos diagnósticos vasculares'],
    statement:
      '<p>No Doppler de ondas contínuas de um paciente claudicante, a artéria femoral comum direita tem onda trifásica, enquanto a artéria tibial posterior direita apresenta onda monofásica, amortecida e com tempo de aceleração prolongado.</p><p>Qual a interpretação?</p>',
    alternatives: [
      {
        text: 'Padrão normal em artérias distais.',
        explanation: 'Incorreta: artérias periféricas normais em repouso têm onda trifásica, inclusive as distais.',
      },
      {
        text: 'Estenose significativa proximal à artéria femoral comum.',
        explanation: 'Incorreta: a onda trifásica na femoral comum indica influxo normal.',
      },
      {
        text: 'Obstrução arterial hemodinamicamente significativa entre a femoral comum e a tibial posterior.',
        explanation:
          'Correta: a perda do padrão trifásico entre os dois pontos localiza a obstrução no segmento intermediário.',
      },
      { text: 'Trombose venosa profunda.', explanation: 'Incorreta: o exame descreve fluxo arterial.' },
      {
        text: 'Fístula arteriovenosa distal.',
        explanation:
          'Incorreta: uma fístula causaria fluxo de baixa resistência com diástole elevada, não amortecimento distal com femoral normal.',
      },
    ],
    correct: 'C',
    explanation:
      '<p>As artérias periféricas normais em repouso têm fluxo de alta resistência, com onda trifásica (pico sistólico, refluxo protodiastólico e componente anterógrado tardio). Distalmente a uma estenose ou oclusão significativa, a onda se torna monofásica, amortecida, com pico mais baixo e tempo de aceleração prolongado. A comparação entre os níveis permite localizar o segmento acometido, complementando o ITB e as pressões segmentares.</p>',
    source: { institution: 'HCPA', exam: 'R3 – Cirurgia Vascular', year: 2016, board: 'AMRIGS' },
  },
  {
    subject: ['Trauma, Acessos e Fundamentos', 'Fundamentos em Cirurgia Vascular', 'Métodos diagnósticos vasculares'],
    statement:
      '<p>Homem, 72 anos, diabético, com taxa de filtração glomerular de 38 mL/min/1,73 m², será submetido a angiotomografia com contraste iodado para planejamento de revascularização.</p><p>Qual medida tem melhor evidência para reduzir o risco de lesão renal associada ao contraste?</p>',
    alternatives: [
      {
        text: 'N-acetilcisteína oral antes e depois do exame.',
        explanation: 'Incorreta: no estudo PRESERVE, não reduziu lesão renal, diálise ou morte.',
      },
      {
        text: 'Bicarbonato de sódio em vez de soro fisiológico.',
        explanation: 'Incorreta: não foi superior ao cristaloide isotônico no PRESERVE.',
      },
      {
        text: 'Hemodiálise profilática logo após o exame.',
        explanation: 'Incorreta: não previne a lesão renal e expõe a riscos.',
      },
      {
        text: 'Furosemida em dose alta antes do contraste.',
        explanation: 'Incorreta: a diurese forçada pode piorar a lesão renal.',
      },
      {
        text: 'Hidratação venosa com cristaloide isotônico, usando o menor volume possível de contraste e suspendendo nefrotóxicos.',
        explanation: 'Correta: são as medidas recomendadas para pacientes de risco.',
      },
    ],
    correct: 'E',
    explanation:
      '<p>A lesão renal associada ao contraste é menos frequente do que se acreditava com os contrastes modernos, mas o risco é maior em pacientes com TFG reduzida, sobretudo abaixo de 30 mL/min/1,73 m², diabéticos e desidratados. As medidas com melhor evidência são hidratação venosa com cristaloide isotônico em pacientes de risco, menor volume de contraste de baixa ou iso-osmolalidade e suspensão temporária de nefrotóxicos. N-acetilcisteína e bicarbonato não mostraram benefício.</p>',
    source: { institution: 'UNICAMP', exam: 'Residência Médica R1 – Acesso Direto', year: 2023, board: 'VUNESP' },
  },
  {
    subject: ['Trauma, Acessos e Fundamentos', 'Fundamentos em Cirurgia Vascular', 'Métodos diagnósticos vasculares'],
    statement:
      '<p>Sobre o uso do dióxido de carbono (CO<sub>2</sub>) como agente de contraste em angiografia, é correto afirmar:</p>',
    alternatives: [
      {
        text: 'É nefrotóxico e deve ser evitado em renais crônicos.',
        explanation: 'Incorreta: o CO2 não é nefrotóxico, o que o torna útil justamente em renais crônicos.',
      },
      {
        text: 'Não é nefrotóxico nem alergênico, mas é contraindicado na circulação acima do diafragma (cerebral e coronária).',
        explanation:
          'Correta: é útil em angiografias infradiafragmáticas e contraindicado acima do diafragma pelo risco de neurotoxicidade e isquemia.',
      },
      {
        text: 'Produz imagens de melhor qualidade que o contraste iodado em artérias tibiais.',
        explanation:
          'Incorreta: nas artérias distais, a qualidade costuma ser inferior, e pode ser necessário complementar com pequeno volume de iodo.',
      },
      {
        text: 'Pode ser injetado livremente em carótidas durante o stent carotídeo.',
        explanation: 'Incorreta: é contraindicado na circulação cerebral.',
      },
      {
        text: 'É absorvido lentamente e permanece por horas na circulação.',
        explanation: 'Incorreta: o CO2 é rapidamente dissolvido e eliminado pelos pulmões.',
      },
    ],
    correct: 'B',
    explanation:
      '<p>O CO2 é um agente de contraste negativo, rapidamente dissolvido no sangue e eliminado na respiração. Não é nefrotóxico nem alergênico, e é útil em angiografias e procedimentos infradiafragmáticos em renais crônicos e alérgicos ao iodo. É contraindicado acima do diafragma, pelo risco de embolia gasosa cerebral e coronária, e deve ser usado com cuidado para evitar contaminação por ar ambiente.</p>',
    source: {
      institution: 'SBACV',
      exam: 'Prova de Título SBACV (Título de Especialista em Cirurgia Vascular)',
      year: 2020,
      board: 'SBACV',
    },
  },
  {
    subject: ['Trauma, Acessos e Fundamentos', 'Fundamentos em Cirurgia Vascular', 'Anomalias vasculares'],
    statement:
      '<p>Lactente de 3 meses apresenta lesão vermelho-vivo, elevada e de crescimento rápido na pálpebra superior direita, que não existia ao nascimento, apenas uma mancha discreta. A lesão começa a dificultar a abertura do olho.</p><p>Qual o diagnóstico e o tratamento?</p>',
    alternatives: [
      {
        text: 'Malformação venosa; escleroterapia.',
        explanation:
          'Incorreta: malformações venosas estão presentes ao nascimento, crescem com a criança e não têm fase proliferativa rápida.',
      },
      {
        text: 'Malformação capilar (mancha vinho do porto); laser.',
        explanation: 'Incorreta: a mancha vinho do porto é plana, presente ao nascimento e não cresce rapidamente.',
      },
      {
        text: 'Hemangioma infantil com risco de ambliopia; propranolol oral.',
        explanation:
          'Correta: o hemangioma periocular que obstrui o eixo visual exige tratamento, e o propranolol é a primeira escolha.',
      },
      {
        text: 'Malformação arteriovenosa; embolização.',
        explanation: 'Incorreta: não há achados de alto fluxo, e a evolução é típica de tumor vascular infantil.',
      },
      {
        text: 'Hemangioma infantil; apenas observação até a involução.',
        explanation:
          'Incorreta: a observação vale para lesões sem complicação, mas a localização periocular pode causar ambliopia.',
      },
    ],
    correct: 'C',
    explanation:
      '<p>A classificação da ISSVA separa tumores vasculares (como o hemangioma infantil) de malformações vasculares. O hemangioma infantil surge nas primeiras semanas de vida, prolifera nos primeiros meses e involui lentamente ao longo dos anos; é GLUT-1 positivo. A maioria é apenas observada, mas lesões que ameaçam função ou estética (periorbitárias, de via aérea, ulceradas, extensas na face) são tratadas, sendo o propranolol oral a primeira escolha.</p>',
    source: { institution: 'UERJ', exam: 'Residência Médica R1 – Acesso Direto', year: 2026, board: 'FGV' },
  },
  {
    subject: ['Trauma, Acessos e Fundamentos', 'Fundamentos em Cirurgia Vascular', 'Anomalias vasculares'],
    statement:
      '<p>Mulher, 22 anos, tem desde a infância uma massa azulada, mole e compressível no antebraço, que aumenta com o membro pendente e cresceu proporcionalmente com ela. Sem frêmito ou sopro. A radiografia mostra pequenas calcificações arredondadas na lesão.</p><p>Qual o diagnóstico e o tratamento habitual?</p>',
    alternatives: [
      {
        text: 'Hemangioma infantil; propranolol.',
        explanation:
          'Incorreta: hemangiomas infantis involuem na infância e não persistem crescendo até a idade adulta.',
      },
      {
        text: 'Malformação arteriovenosa; ressecção imediata.',
        explanation: 'Incorreta: a ausência de frêmito e sopro indica lesão de baixo fluxo.',
      },
      {
        text: 'Linfangioma; radioterapia.',
        explanation:
          'Incorreta: malformações linfáticas não são azuladas e compressíveis com flebólitos, e radioterapia não é tratamento.',
      },
      {
        text: 'Lipoma; lipoaspiração.',
        explanation: 'Incorreta: o lipoma não é azulado, não varia com a posição e não tem flebólitos.',
      },
      {
        text: 'Malformação venosa; compressão e escleroterapia.',
        explanation:
          'Correta: lesão de baixo fluxo, compressível, que enche com o membro pendente e com flebólitos é típica.',
      },
    ],
    correct: 'E',
    explanation:
      '<p>A malformação venosa é a malformação vascular mais comum: presente ao nascimento, cresce proporcionalmente à criança, é azulada, mole, compressível, aumenta com o declive ou Valsalva e pode conter flebólitos. A ressonância define a extensão. O tratamento inclui compressão elástica e escleroterapia percutânea (polidocanol, etanol, bleomicina), com cirurgia em casos localizados. Lesões extensas podem causar coagulopatia intravascular localizada, com D-dímero elevado.</p>',
    source: { institution: 'PSU-MG', exam: 'R3 – Cirurgia Vascular', year: 2017, board: 'Instituto AOCP' },
  },
  {
    subject: ['Trauma, Acessos e Fundamentos', 'Fundamentos em Cirurgia Vascular', 'Anomalias vasculares'],
    statement:
      '<p>Menino, 12 anos, tem o membro inferior esquerdo mais comprido e mais grosso que o direito, mancha vinho do porto extensa na coxa e varizes na face lateral da perna desde a infância. Não há frêmito, sopro ou aumento da temperatura local.</p><p>Qual o diagnóstico mais provável?</p>',
    alternatives: [
      {
        text: 'Síndrome de Parkes Weber.',
        explanation:
          'Incorreta: nela, há fístulas arteriovenosas múltiplas, com frêmito, sopro e aumento da temperatura (alto fluxo).',
      },
      {
        text: 'Síndrome de Sturge-Weber.',
        explanation:
          'Incorreta: associa mancha facial no território do trigêmeo a alterações leptomeníngeas e oculares.',
      },
      {
        text: 'Linfedema congênito.',
        explanation: 'Incorreta: não explica a mancha vinho do porto, as varizes laterais nem o alongamento ósseo.',
      },
      {
        text: 'Síndrome de Klippel-Trenaunay.',
        explanation:
          'Correta: malformação capilar, malformação venosa (varizes laterais, veia marginal persistente) e hipertrofia do membro, de baixo fluxo.',
      },
      {
        text: 'Síndrome de May-Thurner.',
        explanation: 'Incorreta: é uma compressão venosa ilíaca adquirida, sem malformação capilar ou hipertrofia.',
      },
    ],
    correct: 'D',
    explanation:
      '<p>A síndrome de Klippel-Trenaunay é uma malformação combinada de baixo fluxo (capilar, venosa e às vezes linfática) associada a hipertrofia de partes moles e óssea do membro, frequentemente com veia marginal lateral persistente; relaciona-se a mutações do gene PIK3CA. A síndrome de Parkes Weber também cursa com hipertrofia e mancha, mas com fístulas arteriovenosas (alto fluxo). A distinção é clínica e confirmada por duplex e ressonância, e orienta o tratamento.</p>',
    source: {
      institution: 'SBACV',
      exam: 'Prova de Título SBACV (Título de Especialista em Cirurgia Vascular)',
      year: 2022,
      board: 'SBACV',
    },
  },
];
