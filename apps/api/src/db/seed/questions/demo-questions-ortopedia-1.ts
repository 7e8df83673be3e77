import type { DemoQuestion } from './demo-question-types.ts';

/** Ortopedia, part 1: princípios do trauma (fraturas expostas, síndrome compartimental, consolidação, politrauma) e pelve. */
export const questions1: readonly DemoQuestion[] = [
  {
    subject: ['Trauma Ortopédico', 'Princípios do Trauma', 'Fraturas expostas', 'Classificação de Gustilo-Anderson'],
    statement:
      '<p>Homem, 24 anos, vítima de queda de moto, apresenta ferida de 12 cm na face anteromedial da perna esquerda, com fratura cominutiva da diáfise da tíbia. No centro cirúrgico, após desbridamento amplo, a pele e a musculatura remanescentes permitem cobertura adequada do osso, sem necessidade de retalho. Os pulsos distais são palpáveis e simétricos.</p><p>Segundo Gustilo-Anderson, essa fratura é classificada como:</p>',
    alternatives: [
      {
        text: 'Tipo I.',
        explanation: 'Incorreta: o tipo I tem ferida de até 1 cm, limpa, com traço simples e baixa energia.',
      },
      {
        text: 'Tipo II.',
        explanation:
          'Incorreta: o tipo II tem ferida de 1 a 10 cm sem lesão extensa de partes moles; aqui a ferida mede 12 cm e a fratura é cominutiva.',
      },
      {
        text: 'Tipo IIIA.',
        explanation:
          'Correta: lesão extensa de partes moles em trauma de alta energia, mas com cobertura óssea possível sem retalho.',
      },
      {
        text: 'Tipo IIIB.',
        explanation:
          'Incorreta: o IIIB exige perda de partes moles com desperiostização e necessidade de retalho para cobrir o osso.',
      },
      {
        text: 'Tipo IIIC.',
        explanation: 'Incorreta: o IIIC é definido por lesão arterial que precisa de reparo, ausente neste caso.',
      },
    ],
    correct: 'C',
    explanation:
      '<p>A classificação de Gustilo-Anderson considera o tamanho da ferida, a energia do trauma, o grau de lesão de partes moles e a contaminação. O tipo III divide-se pela possibilidade de cobertura: IIIA cobre com tecidos locais, IIIB precisa de retalho e IIIC tem lesão arterial com necessidade de reparo. Ferida maior que 10 cm com cobertura local possível é IIIA.</p>',
    source: {
      institution: 'SBOT',
      exam: 'Prova de Título TEOT (Título de Especialista em Ortopedia e Traumatologia, SBOT)',
      year: 2019,
      board: 'SBOT',
    },
  },
  {
    subject: ['Trauma Ortopédico', 'Princípios do Trauma', 'Fraturas expostas', 'Classificação de Gustilo-Anderson'],
    statement:
      '<p>Em relação ao momento em que a classificação de Gustilo-Anderson de uma fratura exposta deve ser considerada definitiva, assinale a alternativa correta.</p>',
    alternatives: [
      {
        text: 'No intraoperatório, após o desbridamento cirúrgico, quando se conhecem a extensão real da lesão de partes moles e a contaminação.',
        explanation:
          'Correta: só após o desbridamento se avalia a lesão muscular, a desperiostização e a necessidade de retalho.',
      },
      {
        text: 'Na admissão ao pronto-socorro, pela medida do tamanho da ferida.',
        explanation:
          'Incorreta: a ferida cutânea subestima com frequência a lesão profunda; a classificação na admissão é apenas provisória.',
      },
      {
        text: 'Após a radiografia, de acordo com o padrão do traço de fratura.',
        explanation:
          'Incorreta: o traço ajuda a estimar a energia, mas a classificação depende das partes moles e da contaminação.',
      },
      {
        text: 'Somente após a consolidação, conforme a ocorrência ou não de infecção.',
        explanation:
          'Incorreta: a classificação serve para orientar o tratamento inicial e estimar o prognóstico, e não é retrospectiva.',
      },
    ],
    correct: 'A',
    explanation:
      '<p>A classificação de Gustilo-Anderson é definida no centro cirúrgico, após o desbridamento, porque a ferida vista no pronto-socorro não revela a extensão da lesão muscular, do periósteo e da contaminação. No pronto-socorro, a ferida deve ser fotografada e coberta, sem explorações repetidas. O antibiótico não espera a classificação definitiva: começa na admissão.</p>',
    source: { institution: 'USP-SP', exam: 'Residência Médica R1 – Acesso Direto', year: 2017, board: 'FUVEST' },
  },
  {
    subject: ['Trauma Ortopédico', 'Princípios do Trauma', 'Fraturas expostas', 'Classificação de Gustilo-Anderson'],
    statement:
      '<p>Homem, 35 anos, atropelado, apresenta fratura exposta da tíbia proximal com ferida de 6 cm. O pé está frio e pálido, sem pulsos pedioso e tibial posterior palpáveis. A angiotomografia mostra oclusão da artéria poplítea, reparada com enxerto de veia safena contralateral no mesmo tempo cirúrgico do desbridamento.</p><p>Qual a classificação de Gustilo-Anderson dessa fratura?</p>',
    alternatives: [
      {
        text: 'Tipo II, pois a ferida mede menos de 10 cm.',
        explanation:
          'Incorreta: a presença de lesão arterial que necessita reparo classifica a fratura como tipo III, qualquer que seja a ferida.',
      },
      { text: 'Tipo IIIA.', explanation: 'Incorreta: o IIIA não tem lesão vascular que exija reparo.' },
      {
        text: 'Tipo IIIB.',
        explanation:
          'Incorreta: o IIIB refere-se à perda de partes moles com necessidade de retalho, sem lesão arterial a reparar.',
      },
      {
        text: 'Tipo IIIC.',
        explanation:
          'Correta: fratura exposta com lesão arterial que exige reparo para a viabilidade do membro é IIIC.',
      },
      {
        text: 'Tipo III sem subtipo, pois a lesão arterial não faz parte da classificação.',
        explanation: 'Incorreta: a lesão arterial com necessidade de reparo é justamente o critério do subtipo IIIC.',
      },
    ],
    correct: 'D',
    explanation:
      '<p>O subtipo IIIC é a fratura exposta associada a lesão arterial que precisa de reparo, independentemente do tamanho da ferida. É o grupo de pior prognóstico, com as maiores taxas de infecção e de amputação. Em geral, faz-se estabilização esquelética rápida (ou shunt temporário) e revascularização, com fasciotomia profilática após isquemia prolongada.</p>',
    source: { institution: 'UNIFESP', exam: 'Residência Médica R1 – Acesso Direto', year: 2020, board: 'VUNESP' },
  },
  {
    subject: ['Trauma Ortopédico', 'Princípios do Trauma', 'Fraturas expostas', 'Classificação de Gustilo-Anderson'],
    statement:
      '<p>Qual das situações abaixo classifica a fratura exposta como tipo III de Gustilo-Anderson, independentemente do tamanho da ferida?</p>',
    alternatives: [
      {
        text: 'Ferida puntiforme de 0,5 cm, de dentro para fora, em fratura transversa da ulna.',
        explanation: 'Incorreta: ferida pequena, limpa, de baixa energia e traço simples corresponde ao tipo I.',
      },
      {
        text: 'Ferida de 4 cm limpa, em fratura oblíqua da tíbia por queda da própria altura.',
        explanation: 'Incorreta: ferida de 1 a 10 cm sem lesão extensa nem contaminação grosseira é tipo II.',
      },
      {
        text: 'Ferimento por projétil de arma de fogo de baixa velocidade, com orifício de 1 cm e fratura simples.',
        explanation:
          'Incorreta: projéteis de baixa velocidade costumam ser tratados como tipo I ou II; os de alta energia é que são tipo III.',
      },
      {
        text: 'Fratura exposta do rádio distal com ferida de 1,5 cm, sem contaminação.',
        explanation: 'Incorreta: sem critério de alta energia ou contaminação, essa lesão é tipo II.',
      },
      {
        text: 'Fratura exposta ocorrida em ambiente rural, com ferida de 2 cm grosseiramente contaminada por terra e esterco.',
        explanation:
          'Correta: contaminação grosseira em ambiente rural eleva a fratura ao tipo III, mesmo com ferida pequena.',
      },
    ],
    correct: 'E',
    explanation:
      '<p>Algumas situações classificam a fratura exposta como tipo III qualquer que seja o tamanho da ferida: contaminação grosseira (ambiente rural, água parada, esgoto), fratura segmentar ou muito cominutiva, esmagamento, ferimento por arma de fogo de alta energia e lesão vascular com necessidade de reparo. Nesses casos, amplia-se também a cobertura antimicrobiana, com penicilina quando há risco de clostrídios.</p>',
    source: {
      institution: 'SBOT',
      exam: 'Prova de Título TEOT (Título de Especialista em Ortopedia e Traumatologia, SBOT)',
      year: 2022,
      board: 'SBOT',
    },
  },
  {
    subject: ['Trauma Ortopédico', 'Princípios do Trauma', 'Fraturas expostas', 'Antibioticoprofilaxia'],
    statement:
      '<p>Homem, 29 anos, chega ao pronto-socorro 40 minutos após acidente de moto com fratura exposta da diáfise da tíbia. Em relação à prevenção de infecção, qual medida tem maior impacto comprovado na redução da taxa de infecção?</p>',
    alternatives: [
      {
        text: 'Coletar cultura da ferida antes de iniciar o antibiótico.',
        explanation:
          'Incorreta: culturas da ferida na admissão não predizem o agente de uma infecção futura e não são recomendadas.',
      },
      {
        text: 'Iniciar antibiótico intravenoso o mais precocemente possível, idealmente na primeira hora após o atendimento.',
        explanation: 'Correta: o atraso no início do antibiótico é o fator modificável mais associado à infecção.',
      },
      {
        text: 'Manter o antibiótico até a retirada dos pontos.',
        explanation: 'Incorreta: a profilaxia prolongada não reduz infecção e aumenta resistência e efeitos adversos.',
      },
      {
        text: 'Usar antibiótico tópico na ferida em substituição ao intravenoso.',
        explanation:
          'Incorreta: o antibiótico local pode ser adjuvante em casos selecionados, mas não substitui o sistêmico.',
      },
      {
        text: 'Irrigar a ferida com solução de sabão sob alta pressão.',
        explanation:
          'Incorreta: no estudo FLOW, a solução com sabão teve mais reoperações que o soro fisiológico, e a alta pressão não trouxe benefício.',
      },
    ],
    correct: 'B',
    explanation:
      '<p>Nas fraturas expostas, o início precoce do antibiótico intravenoso é a medida isolada de maior impacto na prevenção de infecção, e as diretrizes recomendam administrá-lo na primeira hora. A irrigação deve ser feita com soro fisiológico em baixa pressão, e culturas da ferida antes do desbridamento não têm utilidade.</p>',
    source: { institution: 'SUS-SP', exam: 'Residência Médica R1 – Acesso Direto', year: 2018, board: 'VUNESP' },
  },
  {
    subject: ['Trauma Ortopédico', 'Princípios do Trauma', 'Fraturas expostas', 'Antibioticoprofilaxia'],
    statement:
      '<p>Mulher, 30 anos, sem alergias, sofre queda de bicicleta com fratura exposta do antebraço. A ferida mede 3 cm, é limpa e não há perda de partes moles nem contaminação grosseira.</p><p>Qual o esquema antimicrobiano mais indicado?</p>',
    alternatives: [
      {
        text: 'Cefazolina intravenosa.',
        explanation:
          'Correta: nos tipos I e II, a cefalosporina de primeira geração cobre os gram-positivos da pele, principais agentes.',
      },
      {
        text: 'Cefazolina associada a gentamicina e penicilina cristalina.',
        explanation:
          'Incorreta: o aminoglicosídeo é acrescentado no tipo III, e a penicilina apenas quando há contaminação por solo ou fezes.',
      },
      {
        text: 'Vancomicina isolada.',
        explanation:
          'Incorreta: a vancomicina fica reservada a situações como alergia grave a betalactâmicos ou colonização conhecida por MRSA.',
      },
      {
        text: 'Ciprofloxacino oral.',
        explanation:
          'Incorreta: a profilaxia da fratura exposta é intravenosa e dirigida principalmente a gram-positivos.',
      },
      {
        text: 'Nenhum antibiótico, pois a ferida é limpa.',
        explanation: 'Incorreta: toda fratura exposta é considerada contaminada e exige antibiótico precoce.',
      },
    ],
    correct: 'A',
    explanation:
      '<p>Ferida de 1 a 10 cm, sem lesão extensa de partes moles nem contaminação grosseira, corresponde ao Gustilo II. Nos tipos I e II, a cefazolina isolada é suficiente. No tipo III, acrescenta-se cobertura para gram-negativos (gentamicina, ou ceftriaxona conforme protocolos mais recentes), e a penicilina entra se houver contaminação com risco de clostrídios.</p>',
    source: { institution: 'AMRIGS', exam: 'Residência Médica R1 – Acesso Direto', year: 2021, board: 'AMRIGS' },
  },
  {
    subject: ['Trauma Ortopédico', 'Princípios do Trauma', 'Fraturas expostas', 'Antibioticoprofilaxia'],
    statement:
      '<p>Homem, 40 anos, com fratura exposta Gustilo II da tíbia, foi submetido a desbridamento e fixação com haste intramedular, com fechamento primário da ferida no mesmo ato.</p><p>Em relação à duração da antibioticoprofilaxia, é correto afirmar:</p>',
    alternatives: [
      {
        text: 'Deve ser mantida por 14 dias, por se tratar de fratura exposta.',
        explanation: 'Incorreta: cursos prolongados não reduzem infecção e favorecem resistência bacteriana.',
      },
      {
        text: 'Deve ser mantida até a consolidação radiográfica.',
        explanation: 'Incorreta: isso seria tratamento, e não profilaxia, sem base em evidência.',
      },
      {
        text: 'Deve ser substituída por antibiótico oral por 6 semanas.',
        explanation: 'Incorreta: seis semanas é a duração do tratamento de osteomielite, e não da profilaxia.',
      },
      {
        text: 'Deve ser suspensa em até 24 horas após o fechamento da ferida.',
        explanation: 'Correta: nos tipos I e II, a profilaxia é mantida por até 24 horas após o fechamento da ferida.',
      },
    ],
    correct: 'D',
    explanation:
      '<p>A profilaxia da fratura exposta é curta. Nos tipos I e II, ela se estende até 24 horas após o fechamento da ferida. No tipo III, mantém-se por até 72 horas do trauma ou até 24 horas após a cobertura definitiva de partes moles, o que ocorrer primeiro. Prolongar o antibiótico além disso não reduz infecção.</p>',
    source: {
      institution: 'SBOT',
      exam: 'Prova de Título TEOT (Título de Especialista em Ortopedia e Traumatologia, SBOT)',
      year: 2023,
      board: 'SBOT',
    },
  },
  {
    subject: ['Trauma Ortopédico', 'Princípios do Trauma', 'Fraturas expostas', 'Conduta inicial e cirúrgica'],
    statement:
      '<p>No atendimento inicial de um paciente com fratura exposta no pronto-socorro, assinale a conduta <strong>INCORRETA</strong>.</p>',
    alternatives: [
      {
        text: 'Fotografar a ferida e cobri-la com curativo estéril umedecido em soro.',
        explanation: 'Conduta adequada: a fotografia evita que a ferida seja aberta repetidamente por cada examinador.',
      },
      {
        text: 'Alinhar e imobilizar o membro com tala, reavaliando os pulsos após a manobra.',
        explanation: 'Conduta adequada: o alinhamento alivia a tensão na pele e nos vasos e reduz a dor.',
      },
      {
        text: 'Coletar swab da ferida para cultura, a fim de orientar a escolha do antibiótico.',
        explanation:
          'Esta é a conduta incorreta: culturas pré-desbridamento não se correlacionam com o agente de infecções posteriores e não são recomendadas.',
      },
      {
        text: 'Iniciar antibiótico intravenoso e fazer a profilaxia antitetânica conforme a história vacinal.',
        explanation: 'Conduta adequada: antibiótico precoce e profilaxia do tétano são pilares do tratamento.',
      },
      {
        text: 'Evitar explorar a ferida no pronto-socorro.',
        explanation:
          'Conduta adequada: a exploração fora do centro cirúrgico aumenta a contaminação hospitalar sem trazer benefício.',
      },
    ],
    correct: 'C',
    explanation:
      '<p>No pronto-socorro, a fratura exposta é tratada com antibiótico precoce, profilaxia antitetânica, fotografia e cobertura da ferida com curativo estéril, alinhamento e imobilização com reavaliação neurovascular. A exploração e o desbridamento ficam para o centro cirúrgico. Culturas da ferida na admissão foram abandonadas por não predizerem o agente das infecções.</p>',
    source: {
      institution: 'PSU-MG',
      exam: 'Residência Médica R1 – Acesso Direto',
      year: 2019,
      board: 'Instituto AOCP',
    },
  },
  {
    subject: ['Trauma Ortopédico', 'Princípios do Trauma', 'Fraturas expostas', 'Conduta inicial e cirúrgica'],
    statement:
      '<p>Homem, 52 anos, trabalhador rural, sofre fratura exposta da tíbia com ferida contaminada por terra. Não sabe informar sua situação vacinal.</p><p>Em relação à profilaxia do tétano, deve-se:</p>',
    alternatives: [
      {
        text: 'Fazer apenas limpeza e desbridamento, sem vacina ou imunoglobulina.',
        explanation:
          'Incorreta: ferimento de alto risco em paciente com vacinação desconhecida exige imunização ativa e passiva.',
      },
      {
        text: 'Iniciar a vacinação com dT e administrar imunoglobulina humana antitetânica (ou soro antitetânico, se indisponível).',
        explanation:
          'Correta: ferimento de alto risco com história vacinal incerta requer vacina e imunização passiva, além do desbridamento.',
      },
      {
        text: 'Administrar apenas uma dose de reforço de dT.',
        explanation: 'Incorreta: o reforço isolado é para quem tem esquema completo documentado.',
      },
      {
        text: 'Administrar apenas imunoglobulina antitetânica, sem vacina.',
        explanation:
          'Incorreta: a imunoglobulina dá proteção transitória; a vacina é necessária para proteção duradoura.',
      },
    ],
    correct: 'B',
    explanation:
      '<p>Fratura exposta contaminada é ferimento de alto risco para tétano. Se a vacinação é desconhecida ou tem menos de três doses, indica-se vacina (dT), iniciando ou completando o esquema, e imunoglobulina humana antitetânica (ou soro antitetânico), aplicadas em locais diferentes. O desbridamento cirúrgico adequado também faz parte da prevenção.</p>',
    source: { institution: 'SES-DF', exam: 'Residência Médica R1 – Acesso Direto', year: 2016, board: 'Cebraspe' },
  },
  {
    subject: ['Trauma Ortopédico', 'Princípios do Trauma', 'Fraturas expostas', 'Conduta inicial e cirúrgica'],
    statement:
      '<p>Homem, 28 anos, com fratura exposta cominutiva da tíbia distal. No desbridamento, a tíbia fica exposta e desperiostizada, sem possibilidade de cobertura com tecidos locais, e é colocado um fixador externo. Pulsos distais normais.</p><p>Sobre esse caso, é correto afirmar:</p>',
    alternatives: [
      {
        text: 'Trata-se de Gustilo IIIA, pois não há lesão vascular.',
        explanation: 'Incorreta: a necessidade de retalho para cobrir o osso define o IIIB, mesmo sem lesão arterial.',
      },
      {
        text: 'A cobertura definitiva deve aguardar a consolidação da fratura.',
        explanation: 'Incorreta: osso exposto por semanas evolui com infecção, necrose e pseudartrose.',
      },
      {
        text: 'A terapia por pressão negativa pode substituir indefinidamente o retalho.',
        explanation:
          'Incorreta: o curativo a vácuo é ponte temporária até a cobertura, e seu uso prolongado aumenta a infecção.',
      },
      {
        text: 'A fixação interna definitiva está contraindicada; o fixador externo deve ser mantido até a consolidação.',
        explanation:
          'Incorreta: a conversão para fixação interna, de preferência coordenada com o retalho, é a conduta habitual.',
      },
      {
        text: 'Trata-se de Gustilo IIIB, e a cobertura com retalho deve ser precoce, de preferência nas primeiras 72 horas e não além da primeira semana.',
        explanation:
          'Correta: a cobertura precoce de partes moles reduz infecção profunda e falhas de consolidação no IIIB.',
      },
    ],
    correct: 'E',
    explanation:
      '<p>No Gustilo IIIB há perda de partes moles com exposição e desperiostização óssea que exige retalho local ou livre. A cobertura precoce, idealmente nas primeiras 72 horas e não além de cerca de 7 dias, associa-se a menores taxas de infecção. A estratégia “fix and flap”, com fixação definitiva e retalho no mesmo momento ou em tempos próximos, é a preferida em centros com ortoplástica.</p>',
    source: {
      institution: 'SBOT',
      exam: 'Prova de Título TEOT (Título de Especialista em Ortopedia e Traumatologia, SBOT)',
      year: 2024,
      board: 'SBOT',
    },
  },
  {
    subject: ['Trauma Ortopédico', 'Princípios do Trauma', 'Fraturas expostas', 'Conduta inicial e cirúrgica'],
    statement:
      '<p>Em relação ao momento do desbridamento cirúrgico das fraturas expostas, assinale a alternativa correta segundo as recomendações atuais.</p>',
    alternatives: [
      {
        text: 'A “regra das 6 horas” não é absoluta: o desbridamento deve ser feito por equipe experiente nas primeiras 12 a 24 horas, e de imediato se houver contaminação grosseira, lesão vascular ou síndrome compartimental.',
        explanation:
          'Correta: estudos recentes não confirmam o limite rígido de 6 horas, desde que o antibiótico seja precoce.',
      },
      {
        text: 'Todo desbridamento feito após 6 horas do trauma deve ser seguido de amputação primária.',
        explanation: 'Incorreta: o tempo até o desbridamento, isoladamente, não indica amputação.',
      },
      {
        text: 'O desbridamento pode ser adiado por até 72 horas se o antibiótico tiver sido iniciado.',
        explanation:
          'Incorreta: o antibiótico não substitui a remoção cirúrgica do tecido desvitalizado e da contaminação.',
      },
      {
        text: 'O desbridamento deve ser feito no pronto-socorro, sob anestesia local, para não atrasar o antibiótico.',
        explanation: 'Incorreta: o desbridamento é feito no centro cirúrgico, sob anestesia adequada.',
      },
    ],
    correct: 'A',
    explanation:
      '<p>A antiga regra de desbridar em até 6 horas não se sustentou nos estudos mais recentes, que mostram mais relação da infecção com o atraso do antibiótico e a qualidade do desbridamento. Diretrizes como as britânicas (BOAST) recomendam desbridamento imediato nas feridas muito contaminadas ou com lesão vascular, em até 12 horas nas lesões de alta energia e em até 24 horas nas demais.</p>',
    source: { institution: 'HCPA', exam: 'Residência Médica R1 – Acesso Direto', year: 2022, board: 'FAURGS' },
  },
  {
    subject: ['Trauma Ortopédico', 'Princípios do Trauma', 'Síndrome compartimental'],
    statement:
      '<p>Homem, 22 anos, internado com fratura fechada da diáfise da tíbia aguardando cirurgia, queixa-se 8 horas após a admissão de dor intensa e crescente na perna, que não melhora com morfina. A perna está tensa.</p><p>Qual achado é o mais precoce e sensível para o diagnóstico de síndrome compartimental aguda?</p>',
    alternatives: [
      {
        text: 'Ausência de pulso pedioso.',
        explanation:
          'Incorreta: a pressão compartimental raramente supera a pressão arterial sistólica; o pulso desaparece tardiamente ou nunca.',
      },
      {
        text: 'Dor desproporcional à lesão, que piora com o estiramento passivo dos músculos do compartimento.',
        explanation: 'Correta: é o sinal mais precoce, presente antes do déficit neurológico.',
      },
      {
        text: 'Palidez e cianose da extremidade.',
        explanation: 'Incorreta: alterações de cor são inespecíficas e tardias, mais sugestivas de lesão arterial.',
      },
      {
        text: 'Paralisia dos músculos do compartimento.',
        explanation: 'Incorreta: a paralisia indica isquemia muscular estabelecida e é achado tardio.',
      },
      {
        text: 'Enchimento capilar acima de 5 segundos.',
        explanation:
          'Incorreta: o enchimento capilar costuma estar preservado, pois a circulação dos grandes vasos se mantém.',
      },
    ],
    correct: 'B',
    explanation:
      '<p>O diagnóstico da síndrome compartimental aguda é clínico. Dor desproporcional, progressiva, refratária a analgesia e que piora ao estiramento passivo é o sinal mais precoce, seguida por parestesia, e depois paresia. Pulsos presentes não excluem o diagnóstico. A causa mais comum é a fratura da diáfise da tíbia, sobretudo em homens jovens.</p>',
    source: { institution: 'USP-SP', exam: 'Residência Médica R1 – Acesso Direto', year: 2020, board: 'FUVEST' },
  },
  {
    subject: ['Trauma Ortopédico', 'Princípios do Trauma', 'Síndrome compartimental'],
    statement:
      '<p>Homem, 30 anos, politraumatizado, intubado e sedado na UTI, com fratura fechada da tíbia direita. A perna está tensa ao exame. PA 110/70 mmHg. A pressão intracompartimental medida no compartimento anterior é de 48 mmHg.</p><p>Qual a conduta mais adequada?</p>',
    alternatives: [
      {
        text: 'Observação, pois a pressão compartimental absoluta é inferior a 50 mmHg.',
        explanation:
          'Incorreta: o critério mais aceito é a diferença entre a pressão diastólica e a compartimental, e não um valor absoluto.',
      },
      {
        text: 'Elevar o membro acima do coração e reavaliar em 6 horas.',
        explanation: 'Incorreta: a elevação reduz a pressão de perfusão e piora a isquemia.',
      },
      {
        text: 'Repetir a medida em 24 horas.',
        explanation: 'Incorreta: o atraso leva a necrose muscular irreversível.',
      },
      {
        text: 'Fasciotomia de urgência, pois a diferença entre a pressão diastólica e a compartimental (ΔP) é menor que 30 mmHg.',
        explanation: 'Correta: ΔP = 70 − 48 = 22 mmHg, abaixo do limiar de 30 mmHg.',
      },
      {
        text: 'Manitol e oxigenoterapia hiperbárica antes de decidir pela cirurgia.',
        explanation: 'Incorreta: nenhuma dessas medidas substitui a descompressão cirúrgica.',
      },
    ],
    correct: 'D',
    explanation:
      '<p>Em pacientes inconscientes ou com exame não confiável, mede-se a pressão intracompartimental. O critério mais usado é o ΔP (pressão arterial diastólica menos pressão do compartimento): valor igual ou inferior a 30 mmHg indica fasciotomia. Esse critério considera a perfusão tecidual, o que um valor absoluto isolado não faz.</p>',
    source: {
      institution: 'SBOT',
      exam: 'Prova de Título TEOT (Título de Especialista em Ortopedia e Traumatologia, SBOT)',
      year: 2018,
      board: 'SBOT',
    },
  },
  {
    subject: ['Trauma Ortopédico', 'Princípios do Trauma', 'Síndrome compartimental'],
    statement: '<p>A fasciotomia da perna para tratamento da síndrome compartimental aguda deve:</p>',
    alternatives: [
      {
        text: 'Liberar apenas o compartimento anterior, que é o mais acometido.',
        explanation:
          'Incorreta: compartimentos não liberados podem continuar em hipertensão; a regra é liberar os quatro.',
      },
      {
        text: 'Ser feita por incisões cutâneas pequenas, com liberação subcutânea da fáscia, para evitar enxerto de pele.',
        explanation: 'Incorreta: a pele também restringe o volume; as incisões devem ser amplas.',
      },
      {
        text: 'Liberar os quatro compartimentos (anterior, lateral, posterior superficial e posterior profundo), geralmente por duas incisões, anterolateral e posteromedial.',
        explanation: 'Correta: é a técnica padrão, que descomprime todos os compartimentos da perna.',
      },
      {
        text: 'Ser seguida de fechamento primário da pele no mesmo ato.',
        explanation:
          'Incorreta: a ferida fica aberta, com fechamento tardio ou enxerto de pele após a redução do edema.',
      },
    ],
    correct: 'C',
    explanation:
      '<p>A perna tem quatro compartimentos osteofasciais. A técnica mais usada é a de duas incisões: a anterolateral libera os compartimentos anterior e lateral (com cuidado com o nervo fibular superficial) e a posteromedial libera os posteriores superficial e profundo. As feridas ficam abertas e são fechadas de forma tardia ou com enxerto.</p>',
    source: { institution: 'Santa Casa-SP', exam: 'Residência Médica R1 – Acesso Direto', year: 2021, board: 'VUNESP' },
  },
  {
    subject: ['Trauma Ortopédico', 'Princípios do Trauma', 'Síndrome compartimental'],
    statement:
      '<p>Homem, 19 anos, jogador de futebol, sofre chute direto na face anterior da perna. Horas depois, refere dor intensa na região anterior da perna, que piora com a flexão plantar passiva dos dedos, e parestesia no dorso do primeiro espaço interdigital do pé.</p><p>Quais são o compartimento e o nervo acometidos?</p>',
    alternatives: [
      {
        text: 'Compartimento anterior; nervo fibular profundo.',
        explanation:
          'Correta: o fibular profundo corre no compartimento anterior e inerva a pele do primeiro espaço interdigital.',
      },
      {
        text: 'Compartimento lateral; nervo fibular superficial.',
        explanation:
          'Incorreta: o fibular superficial inerva a maior parte do dorso do pé, poupando o primeiro espaço.',
      },
      {
        text: 'Compartimento posterior profundo; nervo tibial.',
        explanation: 'Incorreta: o nervo tibial inerva a planta do pé, e a dor surgiria à extensão passiva dos dedos.',
      },
      {
        text: 'Compartimento posterior superficial; nervo sural.',
        explanation: 'Incorreta: o sural inerva a borda lateral do pé.',
      },
      {
        text: 'Compartimento lateral; nervo fibular profundo.',
        explanation: 'Incorreta: o nervo fibular profundo está no compartimento anterior, e não no lateral.',
      },
    ],
    correct: 'A',
    explanation:
      '<p>O compartimento anterior da perna é o mais acometido na síndrome compartimental. Contém os músculos tibial anterior, extensor longo do hálux e extensor longo dos dedos, a artéria tibial anterior e o nervo fibular profundo. O estiramento passivo desses músculos (flexão plantar) provoca dor, e a isquemia do nervo reduz a sensibilidade do primeiro espaço interdigital.</p>',
    source: { institution: 'UNIFESP', exam: 'Residência Médica R1 – Acesso Direto', year: 2023, board: 'VUNESP' },
  },
  {
    subject: ['Trauma Ortopédico', 'Princípios do Trauma', 'Síndrome compartimental'],
    statement:
      '<p>Mulher, 45 anos, 12 horas após redução incruenta e gesso axilopalmar circular por fratura dos ossos do antebraço, queixa-se de dor crescente, que não cede com analgesia, e de dor à extensão passiva dos dedos. Pulso radial palpável.</p><p>Qual a conduta imediata?</p>',
    alternatives: [
      {
        text: 'Elevar o membro acima do nível do coração e aumentar a dose de opioide.',
        explanation: 'Incorreta: a elevação reduz a perfusão, e o opioide apenas mascara a evolução.',
      },
      {
        text: 'Solicitar radiografia de controle e reavaliar no ambulatório.',
        explanation: 'Incorreta: a suspeita de síndrome compartimental é uma emergência.',
      },
      {
        text: 'Solicitar ultrassonografia com Doppler arterial antes de qualquer intervenção.',
        explanation: 'Incorreta: o fluxo arterial costuma estar normal e o exame atrasa o tratamento.',
      },
      {
        text: 'Manter o gesso e iniciar anti-inflamatório.',
        explanation: 'Incorreta: o gesso circular pode ser a causa do aumento de pressão.',
      },
      {
        text: 'Abrir o gesso e o algodão em toda a extensão até a pele, manter o membro na altura do coração e, sem melhora rápida, indicar fasciotomia.',
        explanation:
          'Correta: a abertura do gesso reduz a pressão; persistindo o quadro, a fasciotomia não deve ser adiada.',
      },
    ],
    correct: 'E',
    explanation:
      '<p>Diante da suspeita de síndrome compartimental em membro imobilizado, abrem-se imediatamente gesso, algodão e curativos até a pele, e o membro é mantido na altura do coração, sem elevação. Se os sinais persistirem, indica-se fasciotomia dos compartimentos volar e dorsal do antebraço. A demora pode levar à contratura isquêmica de Volkmann.</p>',
    source: { institution: 'SUS-SP', exam: 'Residência Médica R1 – Acesso Direto', year: 2024, board: 'VUNESP' },
  },
  {
    subject: ['Trauma Ortopédico', 'Princípios do Trauma', 'Consolidação óssea e complicações'],
    statement:
      '<p>Homem, 34 anos, com fratura transversa da diáfise do rádio, é tratado com redução anatômica e placa de compressão. Qual o tipo de consolidação esperado?</p>',
    alternatives: [
      {
        text: 'Secundária, com formação abundante de calo periosteal.',
        explanation:
          'Incorreta: o calo é típico da estabilidade relativa (gesso, haste, fixador), que permite micromovimento.',
      },
      {
        text: 'Primária (direta), por remodelação haversiana através dos cones de corte, sem calo visível.',
        explanation: 'Correta: a estabilidade absoluta com compressão interfragmentária leva à consolidação direta.',
      },
      {
        text: 'Endocondral, a mesma observada no tratamento com gesso.',
        explanation: 'Incorreta: a ossificação endocondral participa da consolidação secundária.',
      },
      {
        text: 'Por ossificação do hematoma com calo exuberante, sinal de boa fixação.',
        explanation: 'Incorreta: calo exuberante após placa de compressão sugere instabilidade, e não boa fixação.',
      },
    ],
    correct: 'B',
    explanation:
      '<p>A consolidação depende da estabilidade. Com estabilidade absoluta (redução anatômica e compressão, como parafuso interfragmentário e placa de compressão), ocorre consolidação primária, sem calo, por remodelação haversiana. Com estabilidade relativa (haste intramedular, placa em ponte, fixador, gesso), há micromovimento e consolidação secundária, com calo e ossificação endocondral.</p>',
    source: {
      institution: 'SBOT',
      exam: 'Prova de Título TEOT (Título de Especialista em Ortopedia e Traumatologia, SBOT)',
      year: 2016,
      board: 'SBOT',
    },
  },
  {
    subject: ['Trauma Ortopédico', 'Princípios do Trauma', 'Consolidação óssea e complicações'],
    statement:
      '<p>Homem, 38 anos, teve fratura fechada da diáfise da tíbia tratada com gesso. Após 9 meses, mantém dor à carga e mobilidade no foco. A radiografia mostra traço de fratura persistente com calo abundante, em “pata de elefante”. Exames inflamatórios normais.</p><p>Qual o tratamento mais adequado?</p>',
    alternatives: [
      {
        text: 'Enxerto ósseo autólogo isolado, mantendo o gesso.',
        explanation: 'Incorreta: a biologia já é adequada; o que falta é estabilidade.',
      },
      {
        text: 'Estimulação elétrica isolada.',
        explanation: 'Incorreta: não corrige a instabilidade mecânica, causa dessa pseudartrose.',
      },
      {
        text: 'Ressecção do foco e transporte ósseo.',
        explanation: 'Incorreta: tratamento reservado a falhas ósseas e pseudartroses infectadas.',
      },
      {
        text: 'Aumentar a estabilidade mecânica com fixação rígida, como haste intramedular bloqueada, sem necessidade obrigatória de enxerto.',
        explanation:
          'Correta: na pseudartrose hipertrófica, a estabilização permite que o calo existente se mineralize.',
      },
      {
        text: 'Desbridamento e antibioticoterapia prolongada por se tratar de pseudartrose infectada.',
        explanation: 'Incorreta: não há sinais clínicos ou laboratoriais de infecção.',
      },
    ],
    correct: 'D',
    explanation:
      '<p>A pseudartrose hipertrófica tem boa vascularização e potencial biológico, com calo abundante que não se une por excesso de movimento. O tratamento é mecânico: estabilizar o foco (haste bloqueada, placa de compressão). Na pseudartrose atrófica, com pouca biologia, é preciso também estimular a consolidação, em geral com enxerto ósseo autólogo.</p>',
    source: {
      institution: 'SBOT',
      exam: 'Prova de Título TEOT (Título de Especialista em Ortopedia e Traumatologia, SBOT)',
      year: 2021,
      board: 'SBOT',
    },
  },
  {
    subject: ['Trauma Ortopédico', 'Princípios do Trauma', 'Consolidação óssea e complicações'],
    statement:
      '<p>Homem, 20 anos, 36 horas após fratura fechada da diáfise do fêmur mantida em tração, apresenta dispneia, SpO<sub>2</sub> de 86% em ar ambiente, confusão mental e petéquias em axilas e conjuntivas. A radiografia de tórax mostra infiltrado difuso bilateral.</p><p>Qual o diagnóstico mais provável e a medida que reduz sua incidência?</p>',
    alternatives: [
      {
        text: 'Tromboembolismo pulmonar; anticoagulação profilática.',
        explanation: 'Incorreta: o TEP não explica as petéquias nem o infiltrado difuso, e costuma ocorrer mais tarde.',
      },
      {
        text: 'Pneumonia aspirativa; decúbito elevado.',
        explanation: 'Incorreta: não há história de aspiração, e o quadro não explica as petéquias.',
      },
      {
        text: 'Síndrome da embolia gordurosa; estabilização precoce das fraturas de ossos longos.',
        explanation:
          'Correta: a tríade de insuficiência respiratória, alteração neurológica e petéquias 24 a 72 horas após a fratura é típica, e a fixação precoce reduz sua incidência.',
      },
      {
        text: 'Contusão pulmonar; restrição hídrica.',
        explanation: 'Incorreta: a contusão surge logo após o trauma torácico e não causa petéquias.',
      },
      {
        text: 'Síndrome da embolia gordurosa; corticoterapia em dose alta para todos os pacientes com fratura de fêmur.',
        explanation: 'Incorreta: o corticoide profilático rotineiro não é recomendado; o tratamento é de suporte.',
      },
    ],
    correct: 'C',
    explanation:
      '<p>A síndrome da embolia gordurosa surge em geral 24 a 72 horas após fraturas de ossos longos ou da pelve, com a tríade clássica de hipoxemia, alteração neurológica e petéquias (axilas, conjuntivas, tronco), descrita nos critérios de Gurd. O tratamento é de suporte ventilatório. A estabilização precoce das fraturas de ossos longos reduz sua incidência.</p>',
    source: { institution: 'USP-SP', exam: 'Residência Médica R1 – Acesso Direto', year: 2022, board: 'FUVEST' },
  },
  {
    subject: ['Trauma Ortopédico', 'Princípios do Trauma', 'Consolidação óssea e complicações'],
    statement:
      '<p>Mulher, 58 anos, 6 semanas após fratura do rádio distal tratada com gesso, apresenta dor em queimação desproporcional, edema, alteração da coloração e da temperatura da mão, sudorese aumentada e rigidez dos dedos.</p><p>Sobre o quadro, é correto afirmar:</p>',
    alternatives: [
      {
        text: 'O diagnóstico é clínico, pelos critérios de Budapeste, e o tratamento inclui reabilitação precoce com fisioterapia e terapia ocupacional, associada a analgesia.',
        explanation:
          'Correta: trata-se de síndrome da dor regional complexa, cujo pilar terapêutico é a mobilização ativa precoce.',
      },
      {
        text: 'A cintilografia óssea normal exclui o diagnóstico.',
        explanation: 'Incorreta: a cintilografia pode apoiar, mas não é necessária nem exclui a síndrome.',
      },
      {
        text: 'O diagnóstico exige lesão nervosa documentada por eletroneuromiografia.',
        explanation:
          'Incorreta: o tipo I, o mais comum, ocorre sem lesão nervosa definida; o tipo II é que se associa a lesão nervosa.',
      },
      {
        text: 'O tratamento de escolha é a imobilização prolongada da mão até a resolução da dor.',
        explanation: 'Incorreta: a imobilização agrava a rigidez e a dor.',
      },
    ],
    correct: 'A',
    explanation:
      '<p>A síndrome da dor regional complexa tipo I é uma complicação frequente da fratura do rádio distal. O diagnóstico é clínico, pelos critérios de Budapeste: dor desproporcional e sinais sensitivos, vasomotores, sudomotores ou de edema, e motores ou tróficos, sem outra causa. O tratamento é multidisciplinar, com ênfase na reabilitação ativa precoce.</p>',
    source: { institution: 'HCPA', exam: 'Residência Médica R1 – Acesso Direto', year: 2019, board: 'FAURGS' },
  },
  {
    subject: ['Trauma Ortopédico', 'Princípios do Trauma', 'Politrauma e controle de danos'],
    statement:
      '<p>Homem, 32 anos, vítima de colisão automobilística, apresenta fratura diafisária do fêmur, fratura do anel pélvico e contusão pulmonar. Após a reposição volêmica inicial: PA 88/50 mmHg, lactato 5 mmol/L, temperatura 34,5 °C, INR 1,9 e plaquetas 80.000/mm<sup>3</sup>.</p><p>Qual a melhor conduta para a fratura do fêmur?</p>',
    alternatives: [
      {
        text: 'Haste intramedular fresada imediata (cuidado total precoce).',
        explanation:
          'Incorreta: o paciente está instável, hipotérmico e coagulopático; a cirurgia longa agravaria a resposta inflamatória.',
      },
      {
        text: 'Tração esquelética por 6 semanas como tratamento definitivo.',
        explanation:
          'Incorreta: a tração prolongada imobiliza o paciente e aumenta complicações pulmonares e tromboembólicas.',
      },
      {
        text: 'Placa em ponte por via aberta imediata.',
        explanation: 'Incorreta: procedimento longo e com sangramento, inadequado ao paciente instável.',
      },
      {
        text: 'Aguardar 48 horas e então fazer a haste intramedular entre o 2º e o 4º dia.',
        explanation:
          'Incorreta: nesse intervalo o paciente está no pico da resposta inflamatória, período em que se evita a cirurgia maior.',
      },
      {
        text: 'Fixador externo temporário e conversão para haste quando o paciente estiver fisiologicamente estável, em geral após o 4º ou 5º dia.',
        explanation: 'Correta: é o controle de danos ortopédico, indicado ao paciente instável.',
      },
    ],
    correct: 'E',
    explanation:
      '<p>No paciente instável (choque, lactato elevado, hipotermia, coagulopatia) ou em extremos, indica-se o controle de danos ortopédico: estabilização rápida com fixador externo e fixação definitiva após a recuperação fisiológica, geralmente entre o 5º e o 10º dia. O cuidado total precoce fica para pacientes estáveis. Evita-se operar entre o 2º e o 4º dia, pico da resposta inflamatória.</p>',
    source: {
      institution: 'SBOT',
      exam: 'Prova de Título TEOT (Título de Especialista em Ortopedia e Traumatologia, SBOT)',
      year: 2025,
      board: 'SBOT',
    },
  },
  {
    subject: ['Trauma Ortopédico', 'Princípios do Trauma', 'Politrauma e controle de danos'],
    statement:
      '<p>Julgue o item a seguir.</p><p>Em politraumatizado com choque hemorrágico, hipotermia e coagulopatia, a fixação intramedular definitiva imediata da fratura diafisária do fêmur é a conduta preferencial, pois reduz o risco de embolia gordurosa e de síndrome do desconforto respiratório agudo.</p>',
    alternatives: [
      {
        text: 'Certo.',
        explanation:
          'Incorreta: no paciente instável, a fresagem e a cirurgia prolongada atuam como “segundo golpe” e podem piorar a lesão pulmonar.',
      },
      {
        text: 'Errado.',
        explanation: 'Correta: a conduta preferencial nesse cenário é o controle de danos com fixador externo.',
      },
    ],
    correct: 'B',
    explanation:
      '<p>A fixação precoce dos ossos longos traz benefícios no paciente estável. Já no paciente em choque, hipotérmico e coagulopático, a fixação definitiva imediata funciona como segundo insulto e aumenta o risco de SDRA e falência de múltiplos órgãos. Prefere-se a fixação externa temporária (controle de danos) com conversão posterior.</p>',
    source: { institution: 'SES-DF', exam: 'Residência Médica R1 – Acesso Direto', year: 2018, board: 'Cebraspe' },
  },
  {
    subject: ['Trauma Ortopédico', 'Trauma do Membro Inferior', 'Pelve e acetábulo'],
    statement:
      '<p>Homem, 40 anos, motociclista, chega com PA 80/50 mmHg, FC 130 bpm, FAST negativo e radiografia de pelve com diástase da sínfise púbica de 4 cm e alargamento das sacroilíacas (compressão anteroposterior).</p><p>Qual a medida inicial mais adequada em relação à fratura?</p>',
    alternatives: [
      {
        text: 'Fixação interna definitiva da sínfise com placa, em caráter imediato.',
        explanation: 'Incorreta: a fixação definitiva não é feita no paciente em choque na fase inicial.',
      },
      {
        text: 'Tração esquelética femoral bilateral.',
        explanation: 'Incorreta: não fecha o volume pélvico e não controla o sangramento.',
      },
      {
        text: 'Cinta ou lençol pélvico centrado sobre os trocânteres maiores, com os membros inferiores aproximados e em rotação interna.',
        explanation:
          'Correta: reduz o volume da pelve e estabiliza os coágulos, diminuindo o sangramento venoso e ósseo.',
      },
      {
        text: 'Tomografia antes de qualquer medida de estabilização.',
        explanation:
          'Incorreta: o paciente instável não deve ir à tomografia antes das medidas de controle da hemorragia.',
      },
      {
        text: 'Laparotomia exploradora.',
        explanation: 'Incorreta: o FAST negativo aponta a pelve, e não o abdome, como fonte do sangramento.',
      },
    ],
    correct: 'C',
    explanation:
      '<p>Na fratura pélvica em “livro aberto” com instabilidade hemodinâmica, a primeira medida é a compressão pélvica com cinta ou lençol na altura dos trocânteres maiores. Se o paciente seguir instável, as opções são o tamponamento pré-peritoneal, a angioembolização (sangramento arterial) e o fixador externo. A maior parte do sangramento é venosa e do osso esponjoso.</p>',
    source: { institution: 'AMRIGS', exam: 'Residência Médica R1 – Acesso Direto', year: 2024, board: 'AMRIGS' },
  },
  {
    subject: ['Trauma Ortopédico', 'Trauma do Membro Inferior', 'Pelve e acetábulo'],
    statement:
      '<p>Segundo a classificação de Young-Burgess, qual o mecanismo mais frequente das fraturas do anel pélvico e sua lesão característica?</p>',
    alternatives: [
      {
        text: 'Compressão anteroposterior; diástase da sínfise púbica.',
        explanation:
          'Incorreta: é um padrão importante, pelo sangramento, mas menos frequente que a compressão lateral.',
      },
      {
        text: 'Cisalhamento vertical; deslocamento cranial da hemipelve.',
        explanation: 'Incorreta: é o padrão mais instável, típico de queda de altura, mas pouco frequente.',
      },
      {
        text: 'Mecanismo combinado; fratura do acetábulo.',
        explanation: 'Incorreta: o mecanismo combinado associa padrões e é o menos comum.',
      },
      {
        text: 'Compressão lateral; fraturas horizontais dos ramos púbicos e impacção do sacro.',
        explanation:
          'Correta: a compressão lateral é o mecanismo mais comum, com ramos púbicos de traço horizontal e impacção sacral.',
      },
    ],
    correct: 'D',
    explanation:
      '<p>A classificação de Young-Burgess agrupa as lesões do anel pélvico pelo mecanismo: compressão lateral (a mais comum, com traço horizontal dos ramos e impacção sacral), compressão anteroposterior (livro aberto, com maior volume pélvico e sangramento), cisalhamento vertical e mecanismo combinado. Cada padrão orienta a previsão de lesões associadas e de necessidade transfusional.</p>',
    source: {
      institution: 'SBOT',
      exam: 'Prova de Título TEOT (Título de Especialista em Ortopedia e Traumatologia, SBOT)',
      year: 2017,
      board: 'SBOT',
    },
  },
  {
    subject: ['Trauma Ortopédico', 'Trauma do Membro Inferior', 'Pelve e acetábulo'],
    statement:
      '<p>Homem, 25 anos, com fratura do anel pélvico após queda de moto, apresenta sangue no meato uretral e hematoma perineal. Está hemodinamicamente estável.</p><p>Antes da passagem de sonda vesical, deve-se:</p>',
    alternatives: [
      {
        text: 'Passar sonda vesical de demora com cuidado e lubrificação abundante.',
        explanation: 'Incorreta: a sondagem às cegas pode converter uma lesão parcial da uretra em lesão completa.',
      },
      {
        text: 'Fazer cistoscopia rígida.',
        explanation: 'Incorreta: não é o exame inicial para suspeita de lesão uretral no trauma.',
      },
      {
        text: 'Solicitar tomografia de abdome com fase excretora tardia.',
        explanation: 'Incorreta: a tomografia avalia bexiga e rins, mas não a uretra de forma adequada.',
      },
      {
        text: 'Tentar cateterismo com sonda de menor calibre.',
        explanation: 'Incorreta: o risco de agravar a lesão permanece com qualquer calibre.',
      },
      {
        text: 'Fazer uretrografia retrógrada.',
        explanation: 'Correta: é o exame indicado para confirmar ou excluir lesão da uretra antes da sondagem.',
      },
    ],
    correct: 'E',
    explanation:
      '<p>Sangue no meato uretral, hematoma perineal ou escrotal e incapacidade de urinar em paciente com fratura pélvica sugerem lesão da uretra posterior. A uretrografia retrógrada deve preceder a sondagem. Confirmada a lesão, a drenagem vesical é feita por cistostomia suprapúbica.</p>',
    source: {
      institution: 'PSU-MG',
      exam: 'Residência Médica R1 – Acesso Direto',
      year: 2023,
      board: 'Instituto AOCP',
    },
  },
];
