import type { DemoQuestion } from './demo-question-types.ts';

const R1 = 'Residência Médica R1 – Acesso Direto';
const TEA = 'Prova de Título TEA/TSA (Sociedade Brasileira de Anestesiologia)';

/** Anestesiologia, part 3: bloqueios, obstetrícia, pediatria e crises em anestesia. */
export const questions3: readonly DemoQuestion[] = [
  {
    subject: ['Anestesia Regional', 'Farmacologia dos Anestésicos Locais', 'Adjuvantes em anestesia regional'],
    statement:
      '<p>Qual dos adjuvantes abaixo prolonga a duração da analgesia dos bloqueios de nervos periféricos tanto quando adicionado à solução perineural quanto quando administrado por via intravenosa?</p>',
    alternatives: [
      {
        text: 'Dexametasona.',
        explanation:
          'Correta: estudos mostram prolongamento da analgesia pelas duas vias, com efeito perineural ligeiramente maior.',
      },
      {
        text: 'Bicarbonato de sódio.',
        explanation: 'A alcalinização reduz a latência, mas não prolonga o bloqueio de forma relevante.',
      },
      { text: 'Hialuronidase.', explanation: 'Facilita a dispersão do anestésico, sem prolongar sua duração.' },
      {
        text: 'Neostigmina.',
        explanation: 'Não tem benefício consistente como adjuvante perineural e causa efeitos colinérgicos.',
      },
    ],
    correct: 'A',
    explanation:
      'A dexametasona prolonga a analgesia dos bloqueios periféricos por várias horas, tanto por via perineural quanto intravenosa, o que sugere mecanismo em parte sistêmico. Seu uso perineural é off-label, e a via intravenosa é uma alternativa. Adrenalina, clonidina e dexmedetomidina também são adjuvantes, com efeitos adversos próprios.',
    source: { institution: 'SBA', exam: TEA, year: 2024, board: 'SBA' },
  },
  {
    subject: ['Anestesia Regional', 'Farmacologia dos Anestésicos Locais', 'Adjuvantes em anestesia regional'],
    statement:
      '<p>Na complementação de uma peridural para cesárea de urgência, o anestesiologista adiciona bicarbonato de sódio à lidocaína com adrenalina.</p><p>O objetivo dessa mistura é:</p>',
    alternatives: [
      {
        text: 'Aumentar a duração do bloqueio por vasoconstrição.',
        explanation: 'A vasoconstrição é efeito da adrenalina, não do bicarbonato.',
      },
      {
        text: 'Reduzir a toxicidade sistêmica da lidocaína.',
        explanation: 'A alcalinização não reduz a toxicidade sistêmica.',
      },
      {
        text: 'Aumentar a densidade da solução para dispersão caudal.',
        explanation: 'O bicarbonato não tem esse objetivo; a baricidade é relevante no espaço subaracnóideo.',
      },
      {
        text: 'Permitir o uso de doses maiores de lidocaína.',
        explanation: 'A dose máxima não se altera com a alcalinização.',
      },
      {
        text: 'Reduzir a latência, por aumentar a fração não ionizada do anestésico local.',
        explanation: 'Correta: o pH mais alto aproxima-se do pKa e aumenta a forma que atravessa a membrana.',
      },
    ],
    correct: 'E',
    explanation:
      'As soluções comerciais de anestésicos locais, sobretudo as com adrenalina, são ácidas para maior estabilidade. A adição de bicarbonato eleva o pH, aumenta a fração não ionizada e acelera o início do bloqueio, útil na cesárea de urgência com cateter peridural. Com a bupivacaína, a alcalinização pode causar precipitação.',
    source: { institution: 'UNIFESP', exam: R1, year: 2019, board: 'VUNESP' },
  },
  {
    subject: ['Anestesia Regional', 'Bloqueios Neuroaxiais', 'Raquianestesia'],
    statement: '<p>Sobre a anatomia relevante para a raquianestesia, assinale a alternativa correta.</p>',
    alternatives: [
      {
        text: 'No adulto, a medula termina em L1–L2 e o saco dural em S2; no recém-nascido, a medula pode alcançar L3.',
        explanation:
          'Correta: por isso a punção é feita abaixo de L2 no adulto e em espaços mais baixos no recém-nascido.',
      },
      {
        text: 'No adulto, a medula termina em L4, o que contraindica punções em L3–L4.',
        explanation: 'A medula termina em L1–L2 na maioria dos adultos.',
      },
      {
        text: 'A linha de Tuffier, que une as cristas ilíacas, cruza a coluna em T12.',
        explanation: 'Ela cruza o corpo de L4 ou o espaço L4–L5.',
      },
      { text: 'No adulto, o saco dural termina em L5.', explanation: 'O saco dural termina em S2 no adulto.' },
      {
        text: 'No recém-nascido, a medula termina em T12.',
        explanation: 'No recém-nascido, a medula termina mais baixo, em torno de L3.',
      },
    ],
    correct: 'A',
    explanation:
      'No adulto, o cone medular termina em L1–L2, e o saco dural, em S2; no recém-nascido, o cone está em L3 e o saco dural, em S3–S4. A linha de Tuffier cruza L4 ou L4–L5, mas a estimativa clínica do nível costuma errar em um ou mais espaços, o que favorece punções em L3–L4 ou abaixo.',
    source: { institution: 'USP-SP', exam: R1, year: 2019, board: 'FUVEST' },
  },
  {
    subject: ['Anestesia Regional', 'Bloqueios Neuroaxiais', 'Raquianestesia'],
    statement:
      '<p>Mulher de 72 anos recebe raquianestesia com bupivacaína hiperbárica para ressecção transuretral de bexiga. Dez minutos depois, com nível sensitivo em T4, apresenta náuseas, pressão arterial de 78/40 mmHg e frequência cardíaca de 44 bpm.</p><p>A conduta farmacológica mais adequada é:</p>',
    alternatives: [
      {
        text: 'Fenilefrina em bolus repetidos.',
        explanation: 'A fenilefrina pode agravar a bradicardia por reflexo barorreceptor.',
      },
      {
        text: 'Nitroglicerina sublingual para as náuseas.',
        explanation: 'A náusea é sinal de hipoperfusão; vasodilatador agravaria a hipotensão.',
      },
      {
        text: 'Furosemida para reduzir a pré-carga.',
        explanation: 'Agravaria a hipovolemia relativa causada pelo bloqueio simpático.',
      },
      {
        text: 'Observar, pois a hipotensão da raquianestesia é autolimitada.',
        explanation: 'Hipotensão com bradicardia pode evoluir para parada cardíaca e exige tratamento imediato.',
      },
      {
        text: 'Efedrina intravenosa, com atropina se a bradicardia persistir e adrenalina se houver deterioração.',
        explanation: 'Correta: a efedrina eleva a pressão e a frequência cardíaca, tratando os dois componentes.',
      },
    ],
    correct: 'E',
    explanation:
      'O bloqueio simpático da raquianestesia causa venodilatação, redução do retorno venoso e, com bloqueio acima de T4, perda das fibras cardioaceleradoras, com bradicardia (reflexo de Bezold-Jarisch). Hipotensão com bradicardia é tratada com efedrina e atropina; a adrenalina deve ser usada precocemente se houver deterioração, pois a parada cardíaca sob raquianestesia pode ser súbita.',
    source: { institution: 'PSU-MG', exam: R1, year: 2024, board: 'Instituto AOCP' },
  },
  {
    subject: ['Anestesia Regional', 'Bloqueios Neuroaxiais', 'Raquianestesia'],
    statement:
      '<p>Homem de 45 anos será submetido a hemorroidectomia ambulatorial. O anestesiologista deseja um bloqueio restrito às raízes sacrais, com mínima repercussão hemodinâmica e motora nos membros inferiores.</p><p>A técnica mais adequada é:</p>',
    alternatives: [
      {
        text: 'Bupivacaína isobárica com o paciente em decúbito lateral e cabeceira baixa.',
        explanation: 'A cabeceira baixa favoreceria dispersão cefálica, não restrita às raízes sacrais.',
      },
      {
        text: 'Bupivacaína hiperbárica em dose baixa, com o paciente mantido sentado por alguns minutos após a injeção.',
        explanation:
          'Correta: a solução mais densa que o liquor desce e concentra-se nas raízes sacrais (bloqueio em sela).',
      },
      {
        text: 'Bupivacaína hipobárica com o paciente sentado.',
        explanation: 'A solução hipobárica sobe no liquor com o paciente sentado, com dispersão cefálica.',
      },
      {
        text: 'Peridural torácica com cateter.',
        explanation: 'Não bloqueia de forma adequada as raízes sacrais e é desproporcional ao procedimento.',
      },
    ],
    correct: 'B',
    explanation:
      'A baricidade (densidade da solução em relação ao liquor) e a posição do paciente determinam a dispersão na raquianestesia. Soluções hiperbáricas, com glicose, seguem a gravidade; mantendo o paciente sentado, obtém-se o bloqueio em sela, com pouca hipotensão e bloqueio motor limitado, adequado para cirurgias perineais.',
    source: { institution: 'Santa Casa-SP', exam: R1, year: 2016, board: 'VUNESP' },
  },
  {
    subject: ['Anestesia Regional', 'Bloqueios Neuroaxiais', 'Raquianestesia'],
    statement:
      '<p>Homem de 35 anos foi submetido a artroscopia de joelho ambulatorial, em posição de litotomia para acesso ao membro, sob raquianestesia com lidocaína hiperbárica a 5%. No dia seguinte, refere dor intensa em região glútea, com irradiação para ambos os membros inferiores. O exame neurológico é normal, sem alterações esfincterianas.</p><p>O diagnóstico e a conduta são:</p>',
    alternatives: [
      {
        text: 'Sintomas neurológicos transitórios; analgesia com anti-inflamatórios, com resolução esperada em poucos dias.',
        explanation:
          'Correta: o quadro é típico, associado à lidocaína intratecal, à litotomia e à cirurgia ambulatorial.',
      },
      {
        text: 'Síndrome da cauda equina; descompressão cirúrgica.',
        explanation: 'A síndrome da cauda equina cursa com déficit sensitivo-motor e disfunção esfincteriana.',
      },
      {
        text: 'Hematoma espinhal; ressonância e descompressão em até 8 horas.',
        explanation: 'O hematoma causa déficit neurológico progressivo, ausente aqui.',
      },
      {
        text: 'Abscesso peridural; antibioticoterapia.',
        explanation: 'O abscesso surge dias depois, com febre, dor localizada e déficit neurológico.',
      },
      {
        text: 'Cefaleia pós-punção dural atípica; tampão sanguíneo.',
        explanation: 'Não há cefaleia; a dor é lombar e radicular.',
      },
    ],
    correct: 'A',
    explanation:
      'Os sintomas neurológicos transitórios surgem em 6 a 36 horas após raquianestesia, com dor em região lombar e glútea irradiada para os membros inferiores e exame neurológico normal. São mais frequentes com lidocaína, posição de litotomia e cirurgia ambulatorial, e resolvem em até uma semana. O tratamento é sintomático com AINE.',
    source: { institution: 'SBA', exam: TEA, year: 2016, board: 'SBA' },
  },
  {
    subject: ['Anestesia Regional', 'Bloqueios Neuroaxiais', 'Anestesia peridural'],
    statement:
      '<p>Antes de injetar a dose plena por um cateter peridural lombar, o anestesiologista administra 3 mL de lidocaína a 1,5% com adrenalina a 1:200.000 (dose-teste).</p><p>Sobre a dose-teste, é correto afirmar:</p>',
    alternatives: [
      {
        text: 'Detecta apenas a injeção intravascular.',
        explanation: 'A lidocaína também detecta a injeção subaracnóidea, pelo bloqueio rápido.',
      },
      {
        text: 'A adrenalina intravascular causa bradicardia, que é o sinal positivo.',
        explanation: 'O sinal positivo da injeção intravascular é taquicardia.',
      },
      {
        text: 'A lidocaína detecta a injeção subaracnóidea, por bloqueio sensitivo e motor rápidos, e a adrenalina detecta a injeção intravascular, por taquicardia transitória em até 1 minuto.',
        explanation: 'Correta: cada componente rastreia uma localização indesejada do cateter.',
      },
      {
        text: 'Uma dose-teste negativa dispensa o fracionamento da dose plena.',
        explanation: 'A dose-teste tem falsos negativos; a dose plena deve sempre ser fracionada e aspirada.',
      },
    ],
    correct: 'C',
    explanation:
      'A dose-teste com lidocaína e adrenalina (15 mcg) busca detectar a posição subaracnóidea (bloqueio rápido) ou intravascular (taquicardia e elevação pressórica) do cateter. Seu valor é menor em gestantes em trabalho de parto, idosos e usuários de betabloqueador. A segurança depende de aspirar o cateter e fracionar a dose, observando sinais de toxicidade.',
    source: { institution: 'HCPA', exam: R1, year: 2023, board: 'FAURGS' },
  },
  {
    subject: ['Anestesia Regional', 'Bloqueios Neuroaxiais', 'Anestesia peridural'],
    statement:
      '<p>Na punção peridural lombar pela via mediana, a sequência de estruturas atravessadas pela agulha até o espaço peridural é:</p>',
    alternatives: [
      {
        text: 'Pele, subcutâneo, ligamento amarelo e ligamento interespinhoso.',
        explanation: 'O ligamento amarelo é o último antes do espaço peridural, e não o penúltimo.',
      },
      {
        text: 'Pele, subcutâneo, ligamento supraespinhoso, ligamento interespinhoso e ligamento longitudinal posterior.',
        explanation: 'O ligamento longitudinal posterior fica anterior ao saco dural e não é atravessado.',
      },
      {
        text: 'Pele, subcutâneo, ligamento supraespinhoso e dura-máter.',
        explanation: 'A dura-máter está além do espaço peridural.',
      },
      {
        text: 'Pele, subcutâneo, ligamento interespinhoso e aracnoide.',
        explanation: 'A aracnoide está no espaço subaracnóideo, além da dura-máter.',
      },
      {
        text: 'Pele, subcutâneo, ligamento supraespinhoso, ligamento interespinhoso e ligamento amarelo.',
        explanation: 'Correta: ao vencer o ligamento amarelo, obtém-se a perda de resistência.',
      },
    ],
    correct: 'E',
    explanation:
      'Na via mediana, a agulha atravessa pele, subcutâneo, ligamentos supraespinhoso e interespinhoso e ligamento amarelo, cuja resistência característica precede a perda de resistência ao entrar no espaço peridural. Na via paramediana, os ligamentos supraespinhoso e interespinhoso não são atravessados, o que é útil em idosos com ligamentos calcificados.',
    source: { institution: 'SUS-SP', exam: R1, year: 2020, board: 'VUNESP' },
  },
  {
    subject: ['Anestesia Regional', 'Bloqueios Neuroaxiais', 'Anestesia peridural'],
    statement:
      '<p>Parturiente com analgesia peridural de parto há 6 horas tem indicação de cesárea. Após injeção rápida de 15 mL de lidocaína a 2% com adrenalina pelo cateter, em poucos minutos refere dificuldade para falar e fraqueza nas mãos, evoluindo com hipotensão grave, bradicardia, apneia e perda da consciência.</p><p>O diagnóstico e a conduta são:</p>',
    alternatives: [
      {
        text: 'Raquianestesia total por migração do cateter para o espaço subaracnóideo; intubação, ventilação, vasopressores e deslocamento uterino para a esquerda.',
        explanation: 'Correta: o bloqueio ascendente rápido com fraqueza de membros superiores e apneia é típico.',
      },
      {
        text: 'Intoxicação sistêmica por anestésico local; emulsão lipídica como única medida.',
        explanation:
          'A LAST começa com sintomas neurológicos excitatórios; além disso, o suporte de via aérea e circulação é prioritário.',
      },
      {
        text: 'Eclâmpsia; sulfato de magnésio.',
        explanation: 'Não há convulsão nem hipertensão; o quadro é de bloqueio extenso.',
      },
      {
        text: 'Embolia de líquido amniótico; histerectomia.',
        explanation: 'A relação temporal com a injeção e a fraqueza ascendente indicam bloqueio extenso.',
      },
      {
        text: 'Anafilaxia à lidocaína; anti-histamínico.',
        explanation: 'Anafilaxia a amidas é rara, e o quadro é neurológico ascendente.',
      },
    ],
    correct: 'A',
    explanation:
      'A migração do cateter para o espaço subaracnóideo ou subdural e a injeção de volume peridural nesse espaço produzem bloqueio alto ou total: dispneia, fraqueza de membros superiores, hipotensão, bradicardia, apneia e inconsciência. O tratamento é de suporte, com via aérea, ventilação e vasopressores, até a regressão. Aspirar o cateter e fracionar a dose previnem o evento.',
    source: { institution: 'SBA', exam: TEA, year: 2022, board: 'SBA' },
  },
  {
    subject: ['Anestesia Regional', 'Bloqueios Neuroaxiais', 'Neuroeixo e anticoagulação'],
    statement:
      '<p>Homem de 70 anos, internado para artroplastia total de quadril, recebe enoxaparina 40 mg subcutânea uma vez ao dia como profilaxia. A última dose foi há 22 horas. Função renal normal, plaquetas de 210.000/mm³.</p><p>Quanto à raquianestesia, segundo as recomendações da ASRA, é correto:</p>',
    alternatives: [
      {
        text: 'Deve-se aguardar 24 horas da última dose.',
        explanation: 'O intervalo de 24 horas refere-se à dose terapêutica.',
      },
      {
        text: 'A raquianestesia pode ser realizada, pois já se passaram mais de 12 horas da dose profilática.',
        explanation: 'Correta: para enoxaparina profilática, o intervalo mínimo é de 12 horas.',
      },
      {
        text: 'A raquianestesia está contraindicada durante toda a internação.',
        explanation: 'Respeitados os intervalos, o bloqueio neuroaxial é seguro.',
      },
      {
        text: 'É obrigatório dosar o anti-Xa antes da punção.',
        explanation: 'A dosagem de anti-Xa não é rotina e não prediz o risco de hematoma.',
      },
      {
        text: 'Deve-se administrar protamina antes da punção.',
        explanation: 'Não há indicação de reversão quando o intervalo de segurança foi respeitado.',
      },
    ],
    correct: 'B',
    explanation:
      'Segundo a ASRA, a punção ou retirada de cateter deve ocorrer pelo menos 12 horas após enoxaparina profilática e 24 horas após dose terapêutica. Após a retirada do cateter, a próxima dose deve aguardar pelo menos 4 horas. Déficit neurológico novo exige ressonância e descompressão imediata, de preferência em até 8 horas.',
    source: { institution: 'UNICAMP', exam: R1, year: 2018, board: 'VUNESP' },
  },
  {
    subject: ['Anestesia Regional', 'Bloqueios Neuroaxiais', 'Neuroeixo e anticoagulação'],
    statement:
      '<p>Mulher de 76 anos, com fibrilação atrial e função renal normal, usa apixabana 5 mg duas vezes ao dia. Será submetida a artroplastia eletiva de joelho e deseja raquianestesia.</p><p>Segundo as recomendações da ASRA, o intervalo mínimo entre a última dose de apixabana e a punção é de:</p>',
    alternatives: [
      {
        text: '12 horas.',
        explanation: 'Intervalo insuficiente para um anticoagulante oral direto em dose terapêutica.',
      },
      { text: '24 horas.', explanation: 'Ainda insuficiente segundo a ASRA.' },
      { text: '48 horas.', explanation: 'Menor que o recomendado pela ASRA para inibidores do fator Xa.' },
      {
        text: '72 horas.',
        explanation: 'Correta: a ASRA recomenda 72 horas para rivaroxabana, apixabana e edoxabana.',
      },
      {
        text: '7 dias.',
        explanation: 'Intervalo excessivo, usado para antiagregantes como o clopidogrel, não para a apixabana.',
      },
    ],
    correct: 'D',
    explanation:
      'Para os inibidores diretos do fator Xa (rivaroxabana, apixabana, edoxabana), a ASRA recomenda suspender 72 horas antes do bloqueio neuroaxial; para a dabigatrana, 120 horas, com ajuste à função renal. O risco tromboembólico da suspensão deve ser discutido com o cardiologista, e a ponte com heparina geralmente não é necessária.',
    source: { institution: 'SES-DF', exam: R1, year: 2025, board: 'Cebraspe' },
  },
  {
    subject: ['Anestesia Regional', 'Bloqueios Neuroaxiais', 'Neuroeixo e anticoagulação'],
    statement:
      '<p>Homem de 65 anos usa ácido acetilsalicílico 100 mg/dia para prevenção cardiovascular e será submetido a prostatectomia transvesical. Não usa outros antitrombóticos, e a coagulação e as plaquetas são normais.</p><p>Quanto à raquianestesia, é correto:</p>',
    alternatives: [
      {
        text: 'Pode ser realizada, pois o ácido acetilsalicílico isolado não contraindica o bloqueio neuroaxial.',
        explanation: 'Correta: AAS e AINE isolados não aumentam de forma significativa o risco de hematoma espinhal.',
      },
      {
        text: 'Exige suspensão do ácido acetilsalicílico por 7 dias.',
        explanation: 'A suspensão não é necessária para o neuroeixo e pode aumentar o risco trombótico.',
      },
      {
        text: 'Exige tempo de sangramento normal antes da punção.',
        explanation: 'O tempo de sangramento não prediz o risco de hematoma e não é recomendado.',
      },
      {
        text: 'Está contraindicada, devendo-se optar por anestesia geral.',
        explanation: 'Não há contraindicação pelo uso isolado de AAS.',
      },
    ],
    correct: 'A',
    explanation:
      'Ácido acetilsalicílico e anti-inflamatórios não esteroides, isoladamente, não contraindicam raquianestesia, peridural ou retirada de cateter. O risco aumenta quando são associados a outros antitrombóticos. Inibidores de P2Y12 exigem suspensão (clopidogrel 5 a 7 dias; prasugrel 7 a 10 dias; ticagrelor 5 a 7 dias).',
    source: { institution: 'AMRIGS', exam: R1, year: 2018, board: 'AMRIGS' },
  },
  {
    subject: ['Anestesia Regional', 'Bloqueios Neuroaxiais', 'Cefaleia pós-punção dural'],
    statement: '<p>Sobre a cefaleia pós-punção dural, assinale a alternativa correta.</p>',
    alternatives: [
      {
        text: 'Caracteriza-se por piorar com o decúbito e melhorar na posição ortostática.',
        explanation: 'É o contrário: piora em pé ou sentado e melhora deitado.',
      },
      {
        text: 'Agulhas cortantes de maior calibre reduzem sua incidência.',
        explanation: 'Agulhas cortantes e calibrosas aumentam a perda de liquor e a incidência.',
      },
      {
        text: 'O repouso no leito após a punção previne a cefaleia.',
        explanation: 'O repouso não previne; apenas alivia os sintomas enquanto dura.',
      },
      { text: 'É mais frequente em homens idosos.', explanation: 'É mais frequente em mulheres jovens e gestantes.' },
      {
        text: 'Agulhas de ponta de lápis e de menor calibre reduzem sua incidência.',
        explanation: 'Correta: agulhas como Whitacre e Sprotte afastam as fibras da dura em vez de cortá-las.',
      },
    ],
    correct: 'E',
    explanation:
      'A cefaleia pós-punção dural decorre da perda de liquor pelo orifício dural, com tração de estruturas sensíveis e vasodilatação compensatória. É postural, surge em geral em até 5 dias e pode vir com náuseas, rigidez de nuca, zumbido e diplopia. Os fatores de risco são idade jovem, sexo feminino, gestação e agulhas calibrosas ou cortantes.',
    source: { institution: 'UERJ', exam: R1, year: 2018, board: 'Instituto AOCP' },
  },
  {
    subject: ['Anestesia Regional', 'Bloqueios Neuroaxiais', 'Cefaleia pós-punção dural'],
    statement:
      '<p>Puérpera de 29 anos teve perfuração dural acidental com agulha de Tuohy 17G durante a analgesia de parto. No terceiro dia, apresenta cefaleia frontoccipital intensa, que surge ao sentar-se e melhora em decúbito, sem resposta a analgésicos simples, cafeína e hidratação. Está afebril e o exame neurológico é normal.</p><p>A conduta mais eficaz é:</p>',
    alternatives: [
      {
        text: 'Repouso absoluto no leito por 7 dias.',
        explanation: 'O repouso alivia temporariamente, mas não trata a causa e atrasa a recuperação funcional.',
      },
      {
        text: 'Punção lombar diagnóstica para análise do liquor.',
        explanation: 'O quadro é típico e não há sinais de infecção; nova punção não está indicada.',
      },
      {
        text: 'Anticoagulação plena empírica.',
        explanation: 'Sem sinais de trombose venosa cerebral, a anticoagulação não tem indicação.',
      },
      {
        text: 'Tampão sanguíneo peridural com sangue autólogo.',
        explanation: 'Correta: é o tratamento mais eficaz da cefaleia pós-punção dural incapacitante e refratária.',
      },
    ],
    correct: 'D',
    explanation:
      'O tampão sanguíneo peridural (em geral 15 a 20 mL de sangue autólogo, injetados no espaço da punção ou abaixo) tem alta taxa de alívio, muitas vezes imediato, por efeito de massa e selamento do orifício. Está indicado nos casos intensos ou refratários ao tratamento conservador. O bloqueio do gânglio esfenopalatino é alternativa menos invasiva com evidência limitada.',
    source: { institution: 'UNIFESP', exam: R1, year: 2025, board: 'VUNESP' },
  },
  {
    subject: ['Anestesia Regional', 'Bloqueios Neuroaxiais', 'Cefaleia pós-punção dural'],
    statement:
      '<p>Puérpera de 31 anos, que teve cefaleia postural após perfuração dural acidental, procura o pronto-socorro no sétimo dia com cefaleia que deixou de ser postural, tornou-se contínua e progressiva, acompanhada de vômitos, hemiparesia direita e uma crise convulsiva.</p><p>A conduta mais adequada é:</p>',
    alternatives: [
      {
        text: 'Neuroimagem urgente para investigar hematoma subdural ou trombose venosa cerebral.',
        explanation: 'Correta: a mudança do padrão da cefaleia e os sinais focais são sinais de alarme.',
      },
      {
        text: 'Repetir o tampão sanguíneo peridural.',
        explanation: 'Com sinais focais e convulsão, o tampão não deve ser feito sem investigação.',
      },
      {
        text: 'Prescrever cafeína e hidratação e dar alta.',
        explanation: 'Ignorar sinais de alarme pode atrasar o diagnóstico de complicação grave.',
      },
      {
        text: 'Iniciar sulfato de magnésio e dar alta após 24 horas.',
        explanation: 'Eclâmpsia tardia é diagnóstico diferencial, mas não dispensa neuroimagem e internação.',
      },
      {
        text: 'Bloqueio do gânglio esfenopalatino.',
        explanation: 'É alternativa para a cefaleia pós-punção típica, não para quadro com sinais focais.',
      },
    ],
    correct: 'A',
    explanation:
      'A cefaleia pós-punção dural pode se complicar com hematoma subdural (por tração das veias pontes) e associa-se a trombose venosa cerebral, mais provável no puerpério. Perda do caráter postural, déficit focal, convulsão ou alteração da consciência exigem neuroimagem. Eclâmpsia, meningite e pré-eclâmpsia pós-parto também devem ser consideradas.',
    source: { institution: 'SBA', exam: TEA, year: 2025, board: 'SBA' },
  },
  {
    subject: ['Anestesia Regional', 'Bloqueios Periféricos', 'Plexo braquial'],
    statement:
      '<p>Homem de 70 anos, com DPOC grave (VEF1 de 30% do previsto) e hipercapnia crônica, será submetido a artroscopia de ombro para reparo do manguito rotador.</p><p>Quanto ao bloqueio interescalênico nesse paciente, é correto afirmar:</p>',
    alternatives: [
      {
        text: 'É a técnica mais segura, pois a paresia do nervo frênico é rara.',
        explanation: 'A paresia frênica ipsilateral ocorre em quase todos os pacientes com volumes usuais.',
      },
      {
        text: 'Causa paresia diafragmática ipsilateral em quase 100% dos casos com volumes usuais, o que pode ser mal tolerado; técnicas poupadoras do frênico devem ser consideradas.',
        explanation: 'Correta: baixos volumes, bloqueio do tronco superior ou do nervo supraescapular reduzem o risco.',
      },
      {
        text: 'A paresia frênica é sempre bilateral.',
        explanation: 'O bloqueio interescalênico unilateral causa paresia ipsilateral.',
      },
      {
        text: 'O bloqueio supraclavicular é alternativa livre de paresia frênica.',
        explanation: 'O supraclavicular também causa paresia frênica em parte importante dos casos.',
      },
      {
        text: 'Está contraindicado porque causa pneumotórax na maioria dos casos.',
        explanation: 'O pneumotórax é complicação rara no interescalênico.',
      },
    ],
    correct: 'B',
    explanation:
      'O bloqueio interescalênico é a técnica de referência para cirurgia de ombro, mas a dispersão para o nervo frênico (C3–C5) causa paresia diafragmática ipsilateral quase sempre, com redução de cerca de 25% da capacidade vital. Em pneumopatas graves, preferem-se técnicas poupadoras do frênico, como volumes baixos, bloqueio do tronco superior ou supraescapular associado ao axilar.',
    source: { institution: 'SBA', exam: TEA, year: 2020, board: 'SBA' },
  },
  {
    subject: ['Anestesia Regional', 'Bloqueios Periféricos', 'Plexo braquial'],
    statement:
      '<p>Mulher de 40 anos será submetida a tenólise do flexor do quinto dedo (borda ulnar da mão) sob bloqueio de plexo braquial.</p><p>Qual das abordagens abaixo é a <strong>menos</strong> adequada para essa cirurgia?</p>',
    alternatives: [
      { text: 'Axilar.', explanation: 'Bloqueia bem os nervos ulnar, mediano e radial na axila.' },
      { text: 'Infraclavicular.', explanation: 'Bloqueia os fascículos e oferece boa anestesia de antebraço e mão.' },
      {
        text: 'Interescalênico.',
        explanation: 'Correta: costuma poupar o tronco inferior (C8–T1), território do nervo ulnar.',
      },
      {
        text: 'Supraclavicular.',
        explanation: 'Bloqueia as divisões do plexo e produz anestesia densa de todo o membro superior.',
      },
    ],
    correct: 'C',
    explanation:
      'O bloqueio interescalênico atua nas raízes e troncos superiores e poupa com frequência C8–T1, sendo inadequado para cirurgias da mão, especialmente no território ulnar. Para antebraço e mão, preferem-se os bloqueios supraclavicular, infraclavicular ou axilar.',
    source: { institution: 'HCPA', exam: R1, year: 2017, board: 'FAURGS' },
  },
  {
    subject: ['Anestesia Regional', 'Bloqueios Periféricos', 'Plexo braquial'],
    statement:
      '<p>Após bloqueio axilar guiado por ultrassom, com anestésico depositado ao redor dos nervos mediano, ulnar e radial, o paciente refere dor durante a incisão na face lateral do antebraço.</p><p>O nervo não bloqueado é o:</p>',
    alternatives: [
      { text: 'Mediano.', explanation: 'Foi bloqueado e inerva sobretudo a face palmar lateral da mão.' },
      { text: 'Ulnar.', explanation: 'Foi bloqueado e inerva a borda medial da mão.' },
      { text: 'Radial.', explanation: 'Foi bloqueado e inerva a face posterior do braço e antebraço.' },
      { text: 'Cutâneo medial do antebraço.', explanation: 'Inerva a face medial, e não lateral, do antebraço.' },
      {
        text: 'Musculocutâneo.',
        explanation: 'Correta: ele deixa a bainha acima da axila e origina o nervo cutâneo lateral do antebraço.',
      },
    ],
    correct: 'E',
    explanation:
      'No bloqueio axilar, o nervo musculocutâneo já saiu da bainha neurovascular e corre entre os músculos bíceps e coracobraquial, devendo ser bloqueado à parte. Seu ramo terminal, o nervo cutâneo lateral do antebraço, inerva a face lateral do antebraço, e sua falta de bloqueio é causa comum de falha.',
    source: { institution: 'USP-SP', exam: R1, year: 2023, board: 'FUVEST' },
  },
  {
    subject: ['Anestesia Regional', 'Bloqueios Periféricos', 'Plexo braquial'],
    statement:
      '<p>Vinte minutos após bloqueio interescalênico à direita para artroscopia de ombro, o paciente apresenta ptose palpebral e miose à direita, com rouquidão leve. Está hemodinamicamente estável e consciente.</p><p>A interpretação e a conduta são:</p>',
    alternatives: [
      {
        text: 'Síndrome de Horner por dispersão do anestésico para a cadeia simpática cervical; conduta expectante e orientação.',
        explanation: 'Correta: efeito frequente e transitório, assim como a rouquidão pelo nervo laríngeo recorrente.',
      },
      {
        text: 'Acidente vascular cerebral; tomografia e trombólise.',
        explanation: 'Os achados são típicos e esperados do bloqueio, sem outros déficits neurológicos.',
      },
      {
        text: 'Intoxicação sistêmica por anestésico local; emulsão lipídica.',
        explanation: 'Não há sinais neurológicos centrais ou cardiovasculares de toxicidade.',
      },
      {
        text: 'Lesão do plexo braquial pela agulha; exploração cirúrgica.',
        explanation: 'A ptose e a miose não indicam lesão de plexo.',
      },
    ],
    correct: 'A',
    explanation:
      'Síndrome de Horner (ptose, miose, anidrose), rouquidão e paresia frênica são efeitos previsíveis do bloqueio interescalênico, pela dispersão para a cadeia simpática cervical, o nervo laríngeo recorrente e o nervo frênico. São transitórios e regridem com o fim do bloqueio; o paciente deve ser tranquilizado.',
    source: { institution: 'SUS-SP', exam: R1, year: 2017, board: 'VUNESP' },
  },
  {
    subject: ['Anestesia Regional', 'Bloqueios Periféricos', 'Bloqueios de membro inferior'],
    statement:
      '<p>Em um protocolo de recuperação acelerada para artroplastia total de joelho, deseja-se analgesia da face anteromedial do joelho com deambulação precoce no mesmo dia.</p><p>O bloqueio que melhor preserva a força do quadríceps é:</p>',
    alternatives: [
      {
        text: 'Bloqueio do nervo femoral.',
        explanation: 'Produz boa analgesia, mas causa fraqueza do quadríceps e aumenta o risco de queda.',
      },
      {
        text: 'Bloqueio do nervo ciático na fossa poplítea.',
        explanation: 'Contribui para a analgesia posterior, mas não cobre a face anteromedial.',
      },
      {
        text: 'Bloqueio do nervo obturatório isolado.',
        explanation: 'Cobre apenas parte da face medial e não é suficiente isoladamente.',
      },
      {
        text: 'Bloqueio do canal dos adutores.',
        explanation: 'Correta: bloqueia o nervo safeno e ramos sensitivos com mínima repercussão motora.',
      },
      {
        text: 'Bloqueio do plexo lombar pela via posterior.',
        explanation: 'Causa bloqueio motor extenso e tem riscos maiores, como dispersão neuroaxial.',
      },
    ],
    correct: 'D',
    explanation:
      'O bloqueio do canal dos adutores atinge o nervo safeno e ramos sensitivos do joelho, poupando em grande parte os ramos motores do quadríceps. Por isso, tem substituído o bloqueio femoral na artroplastia de joelho, muitas vezes associado à infiltração do espaço entre a artéria poplítea e a cápsula posterior (iPACK) e à infiltração periarticular.',
    source: { institution: 'UNICAMP', exam: R1, year: 2026, board: 'VUNESP' },
  },
  {
    subject: ['Anestesia Regional', 'Bloqueios Periféricos', 'Bloqueios de membro inferior'],
    statement:
      '<p>Mulher de 86 anos, com declínio cognitivo leve, chega ao pronto-socorro com fratura de colo de fêmur e dor intensa. A cirurgia está programada para o dia seguinte.</p><p>A melhor estratégia analgésica pré-operatória é:</p>',
    alternatives: [
      {
        text: 'Bloqueio do compartimento da fáscia ilíaca (ou bloqueio PENG) guiado por ultrassom.',
        explanation: 'Correta: reduz a dor e o consumo de opioides, com possível redução de delirium.',
      },
      {
        text: 'Morfina em bolus repetidos como estratégia única.',
        explanation: 'Opioides isolados em idosos aumentam sedação, delirium e depressão respiratória.',
      },
      {
        text: 'Cetorolaco em dose alta a cada 6 horas.',
        explanation: 'AINE em idosos aumenta risco de lesão renal e sangramento.',
      },
      {
        text: 'Evitar analgesia para não mascarar complicações.',
        explanation: 'A dor não tratada é fator de risco para delirium e complicações.',
      },
    ],
    correct: 'A',
    explanation:
      'Na fratura de quadril do idoso, os bloqueios regionais (fáscia ilíaca, femoral ou PENG) são recomendados desde a admissão: oferecem analgesia eficaz, reduzem opioides e podem diminuir o delirium. Fazem parte dos cuidados ortogeriátricos, com analgesia multimodal e cirurgia em até 48 horas.',
    source: { institution: 'SES-DF', exam: R1, year: 2023, board: 'Cebraspe' },
  },
  {
    subject: ['Anestesia Regional', 'Bloqueios Periféricos', 'Bloqueios de membro inferior'],
    statement:
      '<p>Paciente recebe bloqueio do nervo ciático na fossa poplítea para osteossíntese de fratura de tornozelo. Durante a cirurgia, refere dor apenas na incisão sobre o maléolo medial.</p><p>O nervo que precisa ser bloqueado adicionalmente é o:</p>',
    alternatives: [
      {
        text: 'Sural.',
        explanation: 'É ramo do ciático e inerva a face lateral do pé e do tornozelo; já está bloqueado.',
      },
      { text: 'Tibial.', explanation: 'É ramo do ciático, já bloqueado no poplíteo.' },
      { text: 'Fibular superficial.', explanation: 'É ramo do ciático e inerva o dorso do pé.' },
      { text: 'Fibular profundo.', explanation: 'É ramo do ciático e inerva o primeiro espaço interdigital.' },
      {
        text: 'Safeno.',
        explanation: 'Correta: ramo do nervo femoral, inerva a face medial da perna até o maléolo medial.',
      },
    ],
    correct: 'E',
    explanation:
      'O ciático inerva quase todo o pé e o tornozelo por seus ramos tibial, fibulares e sural. A exceção é a face medial da perna e do tornozelo, inervada pelo nervo safeno, ramo terminal do femoral. Por isso, cirurgias de tornozelo exigem bloqueio poplíteo associado ao do safeno, que pode ser feito no canal dos adutores.',
    source: { institution: 'Santa Casa-SP', exam: R1, year: 2020, board: 'VUNESP' },
  },
  {
    subject: ['Anestesia em Situações Especiais', 'Obstetrícia', 'Anestesia obstétrica', 'Fisiologia da gestação'],
    statement:
      '<p>Gestante de 36 semanas será submetida a cesárea eletiva.</p><p>Qual das alterações fisiológicas abaixo <strong>não</strong> é esperada no termo da gestação?</p>',
    alternatives: [
      {
        text: 'Aumento da capacidade residual funcional.',
        explanation:
          'Correta: a CRF diminui cerca de 20%, pela elevação do diafragma, o que acelera a dessaturação na apneia.',
      },
      {
        text: 'Aumento do volume minuto, com alcalose respiratória compensada.',
        explanation: 'É esperado: a progesterona estimula a ventilação, e a PaCO2 fica em torno de 30 mmHg.',
      },
      {
        text: 'Redução da concentração alveolar mínima dos halogenados.',
        explanation: 'É esperada, em parte pela ação da progesterona.',
      },
      {
        text: 'Aumento do débito cardíaco.',
        explanation: 'É esperado, com aumento de 40% a 50%, e é ainda maior no pós-parto imediato.',
      },
      {
        text: 'Anemia dilucional.',
        explanation: 'É esperada: o volume plasmático aumenta mais que a massa eritrocitária.',
      },
    ],
    correct: 'A',
    explanation:
      'No termo, há aumento do volume plasmático, do débito cardíaco e do volume minuto, com redução da CRF, da CAM e da resistência vascular sistêmica. A combinação de CRF menor com consumo de O2 maior faz a gestante dessaturar rapidamente na apneia; edema de via aérea e risco de aspiração completam o perfil de via aérea difícil obstétrica.',
    source: { institution: 'PSU-MG', exam: R1, year: 2017, board: 'Instituto AOCP' },
  },
  {
    subject: ['Anestesia em Situações Especiais', 'Obstetrícia', 'Anestesia obstétrica', 'Fisiologia da gestação'],
    statement:
      '<p>Gestante de 34 semanas recebe raquianestesia para cesárea e é colocada em decúbito dorsal horizontal. Logo em seguida, refere náuseas, fica pálida e a pressão arterial cai de 120/80 para 80/45 mmHg.</p><p>Além do vasopressor, a medida imediata é:</p>',
    alternatives: [
      {
        text: 'Colocar a paciente em Trendelenburg acentuado.',
        explanation:
          'O Trendelenburg não alivia a compressão aortocava e pode favorecer a dispersão cefálica do bloqueio.',
      },
      {
        text: 'Deslocar o útero para a esquerda, com cunha sob o quadril direito ou deslocamento manual.',
        explanation: 'Correta: alivia a compressão da veia cava inferior e da aorta pelo útero gravídico.',
      },
      { text: 'Elevar a cabeceira a 45 graus.', explanation: 'Reduziria ainda mais o retorno venoso.' },
      { text: 'Administrar furosemida.', explanation: 'O diurético agravaria a hipotensão.' },
    ],
    correct: 'B',
    explanation:
      'A partir de cerca de 20 semanas, o útero gravídico comprime a veia cava inferior e a aorta em decúbito dorsal, reduzindo o retorno venoso e o fluxo uteroplacentário. Associada ao bloqueio simpático da raquianestesia, a compressão aortocava causa hipotensão importante; o deslocamento uterino à esquerda é mandatório.',
    source: { institution: 'UERJ', exam: R1, year: 2025, board: 'Instituto AOCP' },
  },
  {
    subject: ['Anestesia em Situações Especiais', 'Obstetrícia', 'Anestesia obstétrica', 'Analgesia de parto'],
    statement:
      '<p>Primigesta de 26 anos, em trabalho de parto espontâneo com 3 cm de dilatação, contrações regulares e dor intensa, solicita analgesia. Não há contraindicações clínicas ou laboratoriais.</p><p>Sobre o momento de iniciar a analgesia neuraxial, é correto:</p>',
    alternatives: [
      {
        text: 'Deve-se aguardar dilatação de pelo menos 4 cm.',
        explanation: 'Não há dilatação mínima exigida pelas diretrizes atuais.',
      },
      {
        text: 'Deve-se aguardar dilatação de pelo menos 6 cm.',
        explanation: 'Esse critério não existe e prolongaria sofrimento desnecessário.',
      },
      {
        text: 'Só pode ser iniciada após a rotura das membranas.',
        explanation: 'A rotura das membranas não é pré-requisito.',
      },
      {
        text: 'É contraindicada em primigestas, por prolongar o período expulsivo.',
        explanation: 'A primiparidade não é contraindicação.',
      },
      {
        text: 'Pode ser iniciada a pedido da parturiente, sem exigência de dilatação cervical mínima.',
        explanation: 'Correta: a solicitação materna é indicação suficiente na ausência de contraindicações.',
      },
    ],
    correct: 'E',
    explanation:
      'ACOG e ASA afirmam que, na ausência de contraindicação, o pedido materno é indicação suficiente para analgesia de parto, e não há dilatação cervical mínima para iniciá-la. A analgesia precoce não aumenta a taxa de cesárea. Em situações de alto risco (obesidade, via aérea difícil, pré-eclâmpsia), o cateter precoce é recomendado.',
    source: { institution: 'SUS-SP', exam: R1, year: 2022, board: 'VUNESP' },
  },
  {
    subject: ['Anestesia em Situações Especiais', 'Obstetrícia', 'Anestesia obstétrica', 'Analgesia de parto'],
    statement:
      '<p>Sobre a analgesia peridural de parto com soluções de baixa concentração de anestésico local associadas a opioide, é correto afirmar:</p>',
    alternatives: [
      {
        text: 'Não aumenta a taxa de cesárea.',
        explanation: 'Correta: ensaios e metanálises não mostram aumento da taxa de cesárea com a analgesia neuraxial.',
      },
      {
        text: 'Aumenta a taxa de cesárea por distocia.',
        explanation: 'Esse efeito não foi confirmado pelos estudos controlados.',
      },
      {
        text: 'Deve ser suspensa no período expulsivo para reduzir partos instrumentais.',
        explanation: 'A suspensão não melhora os desfechos obstétricos e causa dor intensa.',
      },
      {
        text: 'É contraindicada em parturientes em uso de ocitocina.',
        explanation: 'O uso de ocitocina não contraindica a analgesia.',
      },
    ],
    correct: 'A',
    explanation:
      'Soluções diluídas (por exemplo, bupivacaína 0,0625% a 0,125% com fentanil) proporcionam analgesia com mínimo bloqueio motor, permitindo participação ativa no parto. A analgesia neuraxial não aumenta a taxa de cesárea; pode prolongar discretamente o segundo estágio e associa-se a febre intraparto, sem aumento de infecção.',
    source: { institution: 'HCPA', exam: R1, year: 2016, board: 'FAURGS' },
  },
  {
    subject: ['Anestesia em Situações Especiais', 'Obstetrícia', 'Anestesia obstétrica', 'Analgesia de parto'],
    statement:
      '<p>Gestante de 30 anos, com púrpura trombocitopênica imune, em trabalho de parto a termo, solicita analgesia. A contagem de plaquetas é de 85.000/mm³, estável nas últimas semanas. Não usa anticoagulantes, não há sangramento e a coagulação é normal.</p><p>A conduta mais adequada é:</p>',
    alternatives: [
      {
        text: 'Contraindicar a analgesia neuraxial, pois as plaquetas estão abaixo de 100.000/mm³.',
        explanation: 'O limiar de 100.000 é conservador e não é o recomendado atualmente.',
      },
      {
        text: 'Transfundir plaquetas antes da punção.',
        explanation: 'Não há indicação de transfusão com contagem estável nesse nível.',
      },
      {
        text: 'Exigir tromboelastografia normal como pré-requisito absoluto.',
        explanation: 'Pode ajudar, mas não é exigência das recomendações atuais.',
      },
      {
        text: 'Realizar a analgesia neuraxial, pois contagem ≥ 70.000/mm³ estável, sem outros fatores de risco, tem baixo risco de hematoma espinhal.',
        explanation: 'Correta: é a recomendação do consenso da SOAP para trombocitopenia na gestação.',
      },
      {
        text: 'Oferecer apenas analgesia com remifentanil.',
        explanation: 'A analgesia neuraxial é mais eficaz e, nesse caso, segura.',
      },
    ],
    correct: 'D',
    explanation:
      'O consenso da Society for Obstetric Anesthesia and Perinatology (SOAP) considera baixo o risco de hematoma espinhal com plaquetas ≥ 70.000/mm³, estáveis, sem outros distúrbios de coagulação ou uso de antitrombóticos. O benefício da analgesia neuraxial, que também evita anestesia geral em caso de cesárea de urgência, deve ser pesado contra esse risco.',
    source: { institution: 'SBA', exam: TEA, year: 2023, board: 'SBA' },
  },
  {
    subject: ['Anestesia em Situações Especiais', 'Obstetrícia', 'Anestesia obstétrica', 'Cesárea'],
    statement:
      '<p>Para a realização de cesárea sob raquianestesia com conforto materno adequado, o nível de bloqueio sensitivo recomendado é:</p>',
    alternatives: [
      { text: 'T12.', explanation: 'Insuficiente até mesmo para a incisão.' },
      { text: 'T10.', explanation: 'Adequado para analgesia de parto, não para cesárea.' },
      { text: 'T8.', explanation: 'Insuficiente para a manipulação peritoneal e uterina.' },
      { text: 'T6.', explanation: 'Ainda pode causar dor na tração peritoneal e exteriorização uterina.' },
      { text: 'T4.', explanation: 'Correta: o bloqueio até T4 cobre a inervação do peritônio visceral.' },
    ],
    correct: 'E',
    explanation:
      'Embora a incisão de Pfannenstiel corresponda a T11–T12, a manipulação do peritônio e do útero exige bloqueio sensitivo até T4 para evitar dor visceral. O nível deve ser testado antes da incisão, de preferência com estímulo tátil fino, que se correlaciona melhor com o conforto.',
    source: { institution: 'AMRIGS', exam: R1, year: 2025, board: 'AMRIGS' },
  },
  {
    subject: ['Anestesia em Situações Especiais', 'Obstetrícia', 'Anestesia obstétrica', 'Cesárea'],
    statement:
      '<p>Gestante hígida de 39 semanas recebe raquianestesia para cesárea eletiva.</p><p>Segundo o consenso internacional sobre vasopressores em cesárea, a estratégia recomendada para a hipotensão pós-raquianestesia é:</p>',
    alternatives: [
      {
        text: 'Infusão profilática de fenilefrina, titulada para manter a pressão sistólica próxima do valor basal, associada à coinfusão de cristaloide.',
        explanation:
          'Correta: a fenilefrina é o vasopressor de primeira escolha e previne a hipotensão com melhor equilíbrio ácido-básico fetal.',
      },
      {
        text: 'Efedrina como primeira escolha.',
        explanation: 'A efedrina atravessa a placenta e associa-se a acidose fetal; é segunda opção.',
      },
      {
        text: 'Pré-hidratação isolada com 2 litros de cristaloide.',
        explanation: 'A pré-carga isolada é pouco eficaz na prevenção da hipotensão.',
      },
      { text: 'Dopamina em infusão contínua.', explanation: 'Não é vasopressor recomendado nesse contexto.' },
      {
        text: 'Tratar apenas quando a pressão sistólica cair abaixo de 70 mmHg.',
        explanation:
          'Esse limiar é tardio e prejudica a perfusão uteroplacentária; recomenda-se manter pelo menos 90% do basal.',
      },
    ],
    correct: 'A',
    explanation:
      'O consenso internacional de 2018 recomenda alfa-agonistas como primeira escolha, com infusão profilática de fenilefrina titulada para manter a pressão sistólica em pelo menos 90% do basal, evitando valores abaixo de 80%. A efedrina causa mais acidose fetal. A noradrenalina é alternativa em estudo, e a coinfusão de cristaloide é mais eficaz que a pré-carga.',
    source: { institution: 'UNIFESP', exam: R1, year: 2021, board: 'VUNESP' },
  },
  {
    subject: ['Anestesia em Situações Especiais', 'Obstetrícia', 'Anestesia obstétrica', 'Cesárea'],
    statement:
      '<p>Gestante hígida de 38 semanas é levada para cesárea de emergência por prolapso de cordão com bradicardia fetal persistente. Sob anestesia geral em sequência rápida, três tentativas de intubação falham. Um dispositivo supraglótico de segunda geração é inserido, com ventilação adequada, SpO<sub>2</sub> de 98% e sem sinais de regurgitação.</p><p>Segundo as diretrizes da OAA/DAS para via aérea difícil obstétrica, a conduta mais adequada é:</p>',
    alternatives: [
      {
        text: 'Insistir em novas laringoscopias até conseguir a intubação.',
        explanation: 'Tentativas adicionais aumentam edema, sangramento e risco de perder a via aérea.',
      },
      {
        text: 'Acordar a paciente obrigatoriamente e realizar raquianestesia, qualquer que seja a condição fetal.',
        explanation: 'Acordar é opção quando não há ameaça imediata; aqui, a vida fetal está em risco iminente.',
      },
      {
        text: 'Prosseguir com a cesárea sob ventilação pelo supraglótico de segunda geração, com cuidado para evitar pressões altas e atenção à regurgitação.',
        explanation: 'Correta: com ventilação adequada e ameaça imediata à vida fetal, a diretriz favorece prosseguir.',
      },
      {
        text: 'Realizar cricotireoidostomia imediata.',
        explanation: 'A paciente está oxigenada; não é situação CICO.',
      },
      {
        text: 'Suspender a ventilação até o retorno da respiração espontânea.',
        explanation: 'Interromper a ventilação na gestante leva a dessaturação rápida.',
      },
    ],
    correct: 'C',
    explanation:
      'As diretrizes da OAA/DAS orientam decidir, de preferência antes da indução, entre acordar ou prosseguir após falha de intubação, considerando a condição materna, a urgência fetal, a experiência da equipe e a qualidade da ventilação pelo supraglótico. Com ameaça imediata à vida fetal e via aérea segura com supraglótico de segunda geração, prosseguir é a opção recomendada.',
    source: { institution: 'SBA', exam: TEA, year: 2018, board: 'SBA' },
  },
  {
    subject: ['Anestesia em Situações Especiais', 'Obstetrícia', 'Anestesia obstétrica', 'Pré-eclâmpsia'],
    statement:
      '<p>Puérpera de 24 anos com pré-eclâmpsia grave recebe sulfato de magnésio em infusão contínua há 18 horas. Evoluiu com oligúria e, agora, está sonolenta, com reflexos patelares abolidos e frequência respiratória de 9 ipm.</p><p>A conduta imediata é:</p>',
    alternatives: [
      {
        text: 'Aumentar a infusão de magnésio, pois a sonolência sugere iminência de eclâmpsia.',
        explanation: 'Os achados indicam intoxicação, e mais magnésio agravaria a depressão respiratória.',
      },
      {
        text: 'Suspender a infusão de magnésio e administrar gluconato de cálcio a 10% por via intravenosa, com suporte ventilatório se necessário.',
        explanation: 'Correta: o cálcio antagoniza os efeitos do magnésio na junção neuromuscular e no coração.',
      },
      { text: 'Administrar naloxona.', explanation: 'Não há opioide implicado; o quadro é de hipermagnesemia.' },
      {
        text: 'Substituir o magnésio por fenitoína imediatamente.',
        explanation:
          'A prioridade é tratar a intoxicação; a fenitoína é inferior ao magnésio na prevenção da eclâmpsia.',
      },
      {
        text: 'Administrar diazepam.',
        explanation: 'Agravaria a depressão do sistema nervoso central e respiratória.',
      },
    ],
    correct: 'B',
    explanation:
      'O magnésio é eliminado pelos rins, e a oligúria favorece o acúmulo. A perda do reflexo patelar é o primeiro sinal de toxicidade, seguida de depressão respiratória e, em níveis mais altos, parada cardíaca. A conduta é suspender a infusão, dar gluconato de cálcio a 10% (10 mL, cerca de 1 g) e oferecer suporte ventilatório.',
    source: { institution: 'SES-DF', exam: R1, year: 2016, board: 'Cebraspe' },
  },
  {
    subject: ['Anestesia em Situações Especiais', 'Obstetrícia', 'Anestesia obstétrica', 'Pré-eclâmpsia'],
    statement:
      '<p>Gestante de 33 semanas, com pré-eclâmpsia grave em uso de sulfato de magnésio, será submetida a cesárea. As plaquetas são de 140.000/mm³.</p><p>Sobre o manejo anestésico, é correto afirmar:</p>',
    alternatives: [
      {
        text: 'O magnésio potencializa os bloqueadores neuromusculares não despolarizantes, e a monitorização quantitativa é indispensável se houver anestesia geral.',
        explanation: 'Correta: o magnésio reduz a liberação de acetilcolina e a sensibilidade da placa motora.',
      },
      {
        text: 'A anestesia geral é preferível à raquianestesia, pelo risco de hipotensão grave.',
        explanation:
          'Com plaquetas adequadas, a anestesia neuraxial é preferida; a hipotensão tende a ser menor que em gestantes normotensas.',
      },
      {
        text: 'O magnésio deve ser suspenso antes da cesárea para evitar interação com os anestésicos.',
        explanation: 'O magnésio deve ser mantido no intraoperatório e até 24 horas após o parto.',
      },
      {
        text: 'A laringoscopia, em caso de anestesia geral, não provoca resposta hipertensiva relevante.',
        explanation:
          'A resposta hipertensiva à laringoscopia é intensa e pode causar hemorragia intracraniana; deve ser atenuada.',
      },
    ],
    correct: 'A',
    explanation:
      'Na pré-eclâmpsia, a anestesia neuraxial é preferida quando não há coagulopatia ou trombocitopenia importante. Se for necessária anestesia geral, a resposta hipertensiva à laringoscopia deve ser atenuada (remifentanil, labetalol) e os bloqueadores não despolarizantes devem ser titulados com monitorização, pois o magnésio os potencializa.',
    source: { institution: 'USP-SP', exam: R1, year: 2026, board: 'FUVEST' },
  },
  {
    subject: [
      'Anestesia em Situações Especiais',
      'Obstetrícia',
      'Anestesia obstétrica',
      'Parada cardiorrespiratória materna',
    ],
    statement:
      '<p>Gestante de 36 semanas, com fundo uterino acima da cicatriz umbilical, apresenta parada cardiorrespiratória em atividade elétrica sem pulso na sala de parto. A equipe inicia a reanimação.</p><p>Sobre a reanimação nessa paciente, é correto:</p>',
    alternatives: [
      {
        text: 'As compressões devem ser feitas com a paciente em decúbito lateral esquerdo de 30 graus.',
        explanation:
          'A inclinação reduz a eficácia das compressões; prefere-se decúbito dorsal com deslocamento manual do útero.',
      },
      {
        text: 'A adrenalina deve ser usada em doses reduzidas pela gestação.',
        explanation: 'As doses de fármacos na RCP não são alteradas na gestante.',
      },
      {
        text: 'A desfibrilação é contraindicada pelo risco fetal.',
        explanation: 'A desfibrilação é segura e deve ser feita quando indicada.',
      },
      {
        text: 'A cesárea deve ser considerada somente após 15 minutos de reanimação sem sucesso.',
        explanation: 'A histerotomia deve ser iniciada muito antes, em torno de 4 minutos.',
      },
      {
        text: 'Deve-se manter o deslocamento manual do útero para a esquerda durante as compressões e, sem retorno da circulação em cerca de 4 minutos, realizar a histerotomia de ressuscitação, com nascimento em até 5 minutos.',
        explanation: 'Correta: o esvaziamento uterino melhora o retorno venoso e a eficácia da reanimação materna.',
      },
    ],
    correct: 'E',
    explanation:
      'Na parada cardíaca materna com útero na altura da cicatriz umbilical ou acima, o deslocamento manual do útero e a histerotomia de ressuscitação precoce são essenciais, pois aliviam a compressão aortocava e melhoram a reanimação da mãe, qualquer que seja a viabilidade fetal. Acesso venoso acima do diafragma e via aérea precoce por profissional experiente completam as particularidades.',
    source: { institution: 'UNICAMP', exam: R1, year: 2021, board: 'VUNESP' },
  },
  {
    subject: ['Anestesia em Situações Especiais', 'Obstetrícia', 'Cirurgia não obstétrica na gestante'],
    statement:
      '<p>Sobre o momento de realização de cirurgias não obstétricas durante a gestação, é correto afirmar:</p>',
    alternatives: [
      {
        text: 'O primeiro trimestre é o período ideal para cirurgias eletivas.',
        explanation: 'É o período de organogênese e de maior risco de abortamento.',
      },
      {
        text: 'Cirurgias eletivas devem ser adiadas para após o parto, e cirurgias necessárias não urgentes, realizadas preferencialmente no segundo trimestre.',
        explanation: 'Correta: o segundo trimestre tem menor risco de abortamento e de trabalho de parto prematuro.',
      },
      {
        text: 'Cirurgias de urgência devem ser adiadas até o termo.',
        explanation:
          'A gestante nunca deve ter cirurgia indicada negada ou adiada por estar grávida, sob risco materno e fetal.',
      },
      {
        text: 'A anestesia geral é contraindicada em qualquer período da gestação.',
        explanation:
          'Não há anestésico de uso habitual comprovadamente teratogênico; a anestesia geral é segura quando indicada.',
      },
    ],
    correct: 'B',
    explanation:
      'Nenhum anestésico em uso clínico tem teratogenicidade comprovada em humanos em doses habituais. Ainda assim, cirurgias eletivas são adiadas para depois do parto, e as necessárias não urgentes são preferencialmente feitas no segundo trimestre. Cirurgias urgentes, como apendicectomia, devem ser feitas em qualquer idade gestacional.',
    source: { institution: 'Santa Casa-SP', exam: R1, year: 2017, board: 'VUNESP' },
  },
  {
    subject: ['Anestesia em Situações Especiais', 'Obstetrícia', 'Cirurgia não obstétrica na gestante'],
    statement:
      '<p>Gestante de 24 semanas será submetida a apendicectomia videolaparoscópica sob anestesia geral.</p><p>Sobre o manejo intraoperatório, é correto:</p>',
    alternatives: [
      {
        text: 'Deve-se manter deslocamento uterino à esquerda, evitar hipotensão e hipoxemia e ajustar a ventilação para a PaCO<sub>2</sub> fisiológica da gestação, em torno de 30 a 32 mmHg.',
        explanation: 'Correta: preservar o fluxo uteroplacentário e a oxigenação materna protege o feto.',
      },
      {
        text: 'A PaCO<sub>2</sub> deve ser mantida entre 40 e 45 mmHg.',
        explanation: 'Esses valores correspondem a hipercapnia relativa na gestante, com acidose fetal.',
      },
      {
        text: 'O uso de óxido nitroso é obrigatório, para reduzir a dose de halogenado.',
        explanation: 'Não há obrigatoriedade; muitos evitam o N2O na gestação inicial.',
      },
      {
        text: 'A laparoscopia é contraindicada após 20 semanas.',
        explanation: 'A laparoscopia é segura em qualquer trimestre, com ajustes de técnica.',
      },
      {
        text: 'A monitorização fetal contínua é obrigatória em qualquer idade gestacional.',
        explanation: 'No feto pré-viável, basta documentar os batimentos antes e após o procedimento.',
      },
    ],
    correct: 'A',
    explanation:
      'Na cirurgia não obstétrica, os objetivos são manter a oxigenação, a pressão arterial e a normocapnia da gestação (PaCO2 cerca de 30–32 mmHg), prevenir a compressão aortocava e evitar parto prematuro. No feto viável, a monitorização fetal deve ser individualizada, com equipe obstétrica disponível.',
    source: { institution: 'PSU-MG', exam: R1, year: 2025, board: 'Instituto AOCP' },
  },
  {
    subject: ['Anestesia em Situações Especiais', 'Pediatria', 'Via aérea pediátrica'],
    statement:
      '<p>Menino de 6 anos, 20 kg, será intubado para adenotonsilectomia com tubo traqueal com balonete.</p><p>Pela fórmula usual, o diâmetro interno do tubo é:</p>',
    alternatives: [
      { text: '4,5 mm.', explanation: 'Subestima o tamanho para a idade.' },
      { text: '5,0 mm.', explanation: 'Correta: para tubos com balonete, idade/4 + 3,5 = 6/4 + 3,5 = 5,0.' },
      { text: '5,5 mm.', explanation: 'Corresponde à fórmula do tubo sem balonete (idade/4 + 4).' },
      { text: '6,0 mm.', explanation: 'Superestima o tamanho e aumenta o risco de lesão subglótica.' },
      { text: '6,5 mm.', explanation: 'Muito acima do adequado para a idade.' },
    ],
    correct: 'B',
    explanation:
      'As fórmulas usuais para crianças acima de 2 anos são idade/4 + 4 para tubos sem balonete e idade/4 + 3,5 para tubos com balonete. Tubos com balonete de baixa pressão são hoje preferidos em muitas situações, por reduzir reintubações e vazamentos, desde que a pressão do balonete seja monitorizada.',
    source: { institution: 'UERJ', exam: R1, year: 2019, board: 'Instituto AOCP' },
  },
  {
    subject: ['Anestesia em Situações Especiais', 'Pediatria', 'Via aérea pediátrica'],
    statement:
      '<p>Sobre as diferenças anatômicas da via aérea do lactente em relação à do adulto, assinale a alternativa correta.</p>',
    alternatives: [
      {
        text: 'A laringe é mais caudal, ao nível de C6.',
        explanation: 'No lactente, a laringe é mais cefálica, em torno de C3–C4.',
      },
      {
        text: 'A laringe é mais cefálica (C3–C4), a epiglote é longa e em forma de ômega e o occipital é proeminente, o que favorece o uso de coxim sob os ombros.',
        explanation: 'Correta: essas características explicam as adaptações na laringoscopia pediátrica.',
      },
      {
        text: 'A língua é proporcionalmente menor que a do adulto.',
        explanation: 'A língua é proporcionalmente maior e pode obstruir a via aérea.',
      },
      {
        text: 'O lactente jovem tem respiração predominantemente oral.',
        explanation: 'O lactente jovem tem respiração preferencialmente nasal.',
      },
      {
        text: 'A traqueia é longa, o que torna a intubação seletiva rara.',
        explanation: 'A traqueia é curta, e a intubação seletiva é mais frequente.',
      },
    ],
    correct: 'B',
    explanation:
      'O lactente tem occipital grande, língua grande, laringe alta e anterior, epiglote longa e flexível e traqueia curta. Por isso, usa-se coxim sob os ombros, lâminas retas que levantam a epiglote em lactentes pequenos e atenção à profundidade do tubo. A região subglótica é estreita e vulnerável a edema.',
    source: { institution: 'SBA', exam: TEA, year: 2017, board: 'SBA' },
  },
  {
    subject: ['Anestesia em Situações Especiais', 'Pediatria', 'Via aérea pediátrica'],
    statement:
      '<p>Menina de 3 anos foi intubada com tubo sem balonete sem vazamento audível a 30 cmH<sub>2</sub>O para cirurgia de 3 horas. Uma hora após a extubação, apresenta estridor inspiratório, tosse ladrante, tiragem subcostal leve e SpO<sub>2</sub> de 95% em ar ambiente.</p><p>A conduta mais adequada é:</p>',
    alternatives: [
      {
        text: 'Reintubação imediata com tubo de maior calibre.',
        explanation: 'Não há falência respiratória, e um tubo maior agravaria o edema.',
      },
      {
        text: 'Antibioticoterapia intravenosa.',
        explanation: 'O quadro é de edema subglótico pós-extubação, não de infecção.',
      },
      {
        text: 'Nebulização com adrenalina e dexametasona, com oxigênio umidificado e observação.',
        explanation: 'Correta: a adrenalina reduz o edema de mucosa, e o corticoide reduz a inflamação.',
      },
      {
        text: 'Administração de succinilcolina.',
        explanation: 'Não há laringoespasmo; o quadro é de edema subglótico.',
      },
    ],
    correct: 'C',
    explanation:
      'O crupe pós-extubação decorre de edema subglótico, favorecido por tubo apertado (sem vazamento a 20–30 cmH2O), intubação traumática ou prolongada, mudanças de posição e infecção respiratória recente. Trata-se com adrenalina nebulizada (com observação pelo risco de efeito rebote), dexametasona e oxigênio umidificado; a reintubação fica reservada aos casos graves.',
    source: { institution: 'AMRIGS', exam: R1, year: 2026, board: 'AMRIGS' },
  },
  {
    subject: ['Anestesia em Situações Especiais', 'Pediatria', 'Fisiologia e doses em pediatria'],
    statement:
      '<p>Criança de 25 kg será submetida a cirurgia eletiva.</p><p>Pela regra de Holliday-Segar (4-2-1), a taxa horária de manutenção hídrica é de:</p>',
    alternatives: [
      { text: '50 mL/h.', explanation: 'Subestima a necessidade.' },
      { text: '65 mL/h.', explanation: 'Correta: 4 × 10 + 2 × 10 + 1 × 5 = 40 + 20 + 5 = 65 mL/h.' },
      { text: '75 mL/h.', explanation: 'Resultado de cálculo incorreto dos últimos quilos.' },
      { text: '100 mL/h.', explanation: 'Corresponderia a 4 mL/kg/h sobre o peso total.' },
      { text: '125 mL/h.', explanation: 'Muito acima da manutenção calculada.' },
    ],
    correct: 'B',
    explanation:
      'A regra 4-2-1 atribui 4 mL/kg/h aos primeiros 10 kg, 2 mL/kg/h aos 10 kg seguintes e 1 mL/kg/h a cada quilo acima de 20 kg. No intraoperatório, usa-se solução isotônica, e a reposição de déficits e perdas é somada à manutenção.',
    source: { institution: 'SUS-SP', exam: R1, year: 2026, board: 'VUNESP' },
  },
  {
    subject: ['Anestesia em Situações Especiais', 'Pediatria', 'Fisiologia e doses em pediatria'],
    statement:
      '<p>Sobre a fisiologia do recém-nascido e do lactente com implicações anestésicas, é correto afirmar:</p>',
    alternatives: [
      {
        text: 'O consumo de oxigênio por quilo é menor que o do adulto.',
        explanation: 'É cerca do dobro (6 a 8 mL/kg/min), o que acelera a dessaturação.',
      },
      {
        text: 'A capacidade residual funcional elevada protege contra dessaturação.',
        explanation: 'A CRF é pequena em relação ao consumo de O2 e cai ainda mais sob anestesia.',
      },
      {
        text: 'A CAM dos halogenados no lactente de 3 meses é menor que a do adulto.',
        explanation: 'A CAM é máxima entre 1 e 6 meses de vida, maior que a do adulto.',
      },
      {
        text: 'O recém-nascido tem predomínio do tônus simpático.',
        explanation: 'Há predomínio parassimpático, com tendência a bradicardia.',
      },
      {
        text: 'O débito cardíaco depende principalmente da frequência cardíaca, e a bradicardia deve ser tratada prontamente.',
        explanation: 'Correta: o miocárdio imaturo tem pouca capacidade de aumentar o volume sistólico.',
      },
    ],
    correct: 'E',
    explanation:
      'O miocárdio neonatal é pouco complacente e tem reserva contrátil limitada; o débito cardíaco depende da frequência, e a bradicardia, geralmente causada por hipoxemia, reduz o débito e deve ser tratada de imediato (oxigenação em primeiro lugar). O alto consumo de O2 e a CRF pequena explicam a dessaturação rápida.',
    source: { institution: 'HCPA', exam: R1, year: 2024, board: 'FAURGS' },
  },
  {
    subject: ['Anestesia em Situações Especiais', 'Pediatria', 'Fisiologia e doses em pediatria'],
    statement: '<p>Sobre a fluidoterapia intraoperatória de manutenção em crianças, é correto afirmar:</p>',
    alternatives: [
      {
        text: 'A solução glicosada a 5% sem eletrólitos é a de escolha.',
        explanation: 'Solução sem eletrólitos é hipotônica e causa hiponatremia e hiperglicemia.',
      },
      {
        text: 'A solução hipotônica de NaCl a 0,18% com glicose é a mais segura.',
        explanation: 'Soluções hipotônicas associam-se a hiponatremia grave e encefalopatia.',
      },
      {
        text: 'Em neonatos, não é necessário monitorar a glicemia.',
        explanation:
          'Neonatos e lactentes de risco precisam de controle glicêmico e, muitas vezes, de glicose na solução.',
      },
      {
        text: 'Deve-se usar solução isotônica balanceada, pois as hipotônicas aumentam o risco de hiponatremia.',
        explanation: 'Correta: o estresse cirúrgico aumenta o ADH e a retenção de água livre.',
      },
    ],
    correct: 'D',
    explanation:
      'O estresse cirúrgico, a dor, a náusea e os opioides aumentam a secreção de ADH, e soluções hipotônicas podem causar hiponatremia com edema cerebral. Recomenda-se solução isotônica balanceada; em neonatos e lactentes com risco de hipoglicemia, acrescenta-se glicose em baixa concentração (1% a 2,5%), com monitorização da glicemia.',
    source: { institution: 'UNIFESP', exam: R1, year: 2026, board: 'VUNESP' },
  },
  {
    subject: ['Anestesia em Situações Especiais', 'Pediatria', 'Situações cirúrgicas pediátricas'],
    statement:
      '<p>Lactente de 5 semanas, com vômitos em jato não biliosos há 5 dias, apresenta desidratação moderada e oliva pilórica palpável. A gasometria venosa mostra pH 7,55, bicarbonato de 36 mEq/L, cloro de 86 mEq/L e potássio de 2,9 mEq/L.</p><p>Sobre o manejo anestésico-cirúrgico, é correto:</p>',
    alternatives: [
      {
        text: 'A estenose hipertrófica de piloro é uma urgência clínica, e não cirúrgica: deve-se corrigir a desidratação e a alcalose metabólica hipoclorêmica antes da piloromiotomia.',
        explanation: 'Correta: a correção reduz o risco de apneia pós-operatória e de instabilidade hemodinâmica.',
      },
      {
        text: 'A cirurgia deve ser realizada imediatamente, antes da correção hidroeletrolítica.',
        explanation: 'Operar com alcalose e desidratação aumenta o risco anestésico sem benefício.',
      },
      {
        text: 'A indução pode ser feita sem esvaziar o estômago, pois o lactente está em jejum.',
        explanation: 'O estômago deve ser aspirado antes da indução, pelo alto risco de aspiração.',
      },
      {
        text: 'O distúrbio esperado é acidose metabólica com hipercalemia.',
        explanation: 'Os vômitos causam perda de ácido clorídrico, com alcalose hipoclorêmica e hipocalêmica.',
      },
      {
        text: 'A alcalose metabólica reduz o risco de apneia pós-operatória.',
        explanation: 'A alcalose deprime o drive respiratório e aumenta o risco de apneia.',
      },
    ],
    correct: 'A',
    explanation:
      'Na estenose hipertrófica do piloro, os vômitos causam desidratação e alcalose metabólica hipoclorêmica e hipocalêmica. A cirurgia só deve ser feita após correção (cloro ≥ 100 mEq/L e bicarbonato < 30 mEq/L, aproximadamente). Aspira-se o estômago antes da indução, que deve ser em sequência rápida ou técnica equivalente.',
    source: { institution: 'Santa Casa-SP', exam: R1, year: 2026, board: 'VUNESP' },
  },
  {
    subject: ['Anestesia em Situações Especiais', 'Pediatria', 'Situações cirúrgicas pediátricas'],
    statement:
      '<p>Lactente nascido com 30 semanas de idade gestacional, hoje com idade pós-concepcional de 44 semanas e hematócrito de 28%, será submetido a herniorrafia inguinal.</p><p>Sobre o risco de apneia pós-operatória, é correto:</p>',
    alternatives: [
      {
        text: 'O paciente pode receber alta no mesmo dia, após 1 hora na sala de recuperação.',
        explanation: 'O risco de apneia exige internação e monitorização prolongadas.',
      },
      {
        text: 'A raquianestesia elimina totalmente o risco de apneia.',
        explanation: 'Reduz o risco, sobretudo sem sedação, mas não o elimina.',
      },
      {
        text: 'Há risco aumentado de apneia pós-operatória até cerca de 60 semanas de idade pós-concepcional; o lactente deve ser internado e monitorizado por pelo menos 12 horas.',
        explanation:
          'Correta: o risco é maior quanto menores a idade gestacional e a pós-concepcional, e a anemia o agrava.',
      },
      {
        text: 'A cafeína é contraindicada nesses pacientes.',
        explanation: 'A cafeína reduz o risco de apneia e pode ser usada.',
      },
    ],
    correct: 'C',
    explanation:
      'Ex-prematuros têm risco aumentado de apneia pós-anestésica, inversamente relacionado à idade gestacional e à pós-concepcional, e agravado pela anemia. A maioria dos serviços interna e monitoriza por 12 a 24 horas os nascidos prematuros com menos de cerca de 60 semanas de idade pós-concepcional. Técnicas regionais sem sedação reduzem, mas não eliminam, o risco.',
    source: { institution: 'SBA', exam: TEA, year: 2026, board: 'SBA' },
  },
  {
    subject: [
      'Anestesia em Situações Especiais',
      'Emergências e Complicações',
      'Crises em anestesia',
      'Hipertermia maligna',
    ],
    statement:
      '<p>Menino de 12 anos é anestesiado com sevoflurano para correção de estrabismo. Quarenta minutos após a indução, o anestesiologista nota taquicardia e elevação progressiva do EtCO<sub>2</sub>, de 38 para 62 mmHg, apesar do aumento da ventilação minuto. A temperatura está em 37,6 °C.</p><p>Qual é o sinal mais precoce e sensível da hipertermia maligna presente nesse caso?</p>',
    alternatives: [
      {
        text: 'A elevação inexplicada do EtCO<sub>2</sub> apesar do aumento da ventilação.',
        explanation: 'Correta: reflete o hipermetabolismo muscular e costuma preceder a hipertermia.',
      },
      {
        text: 'A hipertermia acima de 40 °C.',
        explanation: 'A hipertermia é um sinal tardio e pode estar ausente no início.',
      },
      { text: 'A bradicardia.', explanation: 'A hipertermia maligna causa taquicardia, não bradicardia.' },
      { text: 'A hipocalemia.', explanation: 'Há hipercalemia, pela lise muscular.' },
      { text: 'A mioglobinúria.', explanation: 'É manifestação tardia da rabdomiólise.' },
    ],
    correct: 'A',
    explanation:
      'A hipertermia maligna é uma farmacogenética do músculo esquelético (receptor de rianodina RYR1 ou CACNA1S), desencadeada por halogenados e succinilcolina. O aumento descontrolado do cálcio intracelular gera hipermetabolismo: hipercapnia, taquicardia, rigidez, acidose, hipercalemia e, mais tarde, hipertermia e rabdomiólise.',
    source: { institution: 'USP-SP', exam: R1, year: 2017, board: 'FUVEST' },
  },
  {
    subject: [
      'Anestesia em Situações Especiais',
      'Emergências e Complicações',
      'Crises em anestesia',
      'Hipertermia maligna',
    ],
    statement:
      '<p>Diante de uma crise de hipertermia maligna em andamento, com hipercapnia, rigidez generalizada, taquicardia e acidose mista, a conduta correta é:</p>',
    alternatives: [
      {
        text: 'Reduzir a concentração do halogenado e observar a evolução.',
        explanation: 'O agente desencadeante deve ser suspenso de imediato, e o dantrolene, administrado sem demora.',
      },
      {
        text: 'Administrar dantrolene 0,25 mg/kg em dose única.',
        explanation: 'A dose inicial é de 2,5 mg/kg, repetida conforme a resposta.',
      },
      {
        text: 'Tratar a taquiarritmia com verapamil.',
        explanation:
          'Bloqueadores de canais de cálcio com dantrolene podem causar hipercalemia e colapso cardiovascular.',
      },
      {
        text: 'Resfriar ativamente até 34 °C.',
        explanation: 'O resfriamento deve ser interrompido em torno de 38 °C para evitar hipotermia.',
      },
      {
        text: 'Suspender o halogenado, hiperventilar com O<sub>2</sub> a 100% em alto fluxo, administrar dantrolene 2,5 mg/kg IV, repetindo conforme a resposta, resfriar e tratar a hipercalemia e a acidose.',
        explanation: 'Correta: é a sequência recomendada nos protocolos de crise.',
      },
    ],
    correct: 'E',
    explanation:
      'O tratamento da hipertermia maligna inclui suspender os agentes desencadeantes, pedir ajuda, hiperventilar com O2 a 100% em alto fluxo (filtros de carvão ativado se disponíveis), dantrolene 2,5 mg/kg IV repetido até o controle, resfriamento até cerca de 38 °C, tratamento da hipercalemia e das arritmias (sem bloqueadores de cálcio) e monitorização em UTI por pelo menos 24 horas pelo risco de recrudescência.',
    source: { institution: 'SBA', exam: TEA, year: 2021, board: 'SBA' },
  },
  {
    subject: [
      'Anestesia em Situações Especiais',
      'Emergências e Complicações',
      'Crises em anestesia',
      'Hipertermia maligna',
    ],
    statement:
      '<p>Homem de 28 anos, cujo irmão teve hipertermia maligna confirmada por teste de contratura, será submetido a septoplastia.</p><p>Sobre o preparo e a técnica anestésica, é correto:</p>',
    alternatives: [
      {
        text: 'O dantrolene profilático está indicado antes da indução.',
        explanation: 'O dantrolene profilático não é recomendado; deve estar disponível na sala.',
      },
      {
        text: 'A succinilcolina pode ser usada se precedida de pré-curarização.',
        explanation: 'A succinilcolina é desencadeante e está proibida em suscetíveis.',
      },
      {
        text: 'O sevoflurano é seguro em baixas concentrações.',
        explanation: 'Todos os halogenados são desencadeantes, em qualquer concentração.',
      },
      {
        text: 'Anestesia venosa total com propofol, opioides, bloqueadores não despolarizantes e anestésicos locais é segura, com o aparelho preparado (filtros de carvão ativado ou lavagem com alto fluxo).',
        explanation: 'Correta: nenhum desses agentes desencadeia a hipertermia maligna.',
      },
      {
        text: 'O óxido nitroso é desencadeante e deve ser evitado.',
        explanation: 'O óxido nitroso não é desencadeante de hipertermia maligna.',
      },
    ],
    correct: 'D',
    explanation:
      'Parentes de primeiro grau de paciente com hipertermia maligna devem ser tratados como suscetíveis. A anestesia livre de gatilhos usa agentes venosos, opioides, bloqueadores não despolarizantes, N2O e anestésicos locais; o aparelho deve ser preparado com filtros de carvão ativado ou lavagem com alto fluxo, e o dantrolene deve estar disponível imediatamente.',
    source: { institution: 'HCPA', exam: R1, year: 2026, board: 'FAURGS' },
  },
  {
    subject: [
      'Anestesia em Situações Especiais',
      'Emergências e Complicações',
      'Crises em anestesia',
      'Anafilaxia perioperatória',
    ],
    statement:
      '<p>Mulher de 35 anos recebe cefazolina, propofol e rocurônio. Cinco minutos depois, a pressão arterial cai para 60/30 mmHg, surgem broncoespasmo, eritema difuso e queda do EtCO<sub>2</sub>.</p><p>A conduta imediata mais adequada é:</p>',
    alternatives: [
      {
        text: 'Adrenalina intravenosa em bolus titulados, O<sub>2</sub> a 100%, expansão volêmica rápida e suspensão dos agentes suspeitos.',
        explanation: 'Correta: a adrenalina é o tratamento de primeira linha da anafilaxia.',
      },
      {
        text: 'Difenidramina e hidrocortisona como tratamento inicial.',
        explanation: 'Anti-histamínicos e corticoides são adjuvantes e não revertem o choque.',
      },
      {
        text: 'Adrenalina 1 mg intravenosa em bolus.',
        explanation: 'É a dose da parada cardíaca; sem PCR, pode causar hipertensão grave e arritmias.',
      },
      {
        text: 'Sugamadex como tratamento da anafilaxia ao rocurônio.',
        explanation: 'O sugamadex não é tratamento recomendado da anafilaxia.',
      },
      { text: 'Salbutamol inalatório isolado.', explanation: 'Trata apenas o broncoespasmo, não o choque.' },
    ],
    correct: 'A',
    explanation:
      'Na anafilaxia perioperatória grau III (colapso cardiovascular), a adrenalina IV em bolus titulados (em geral 100 a 200 mcg no adulto, repetidos) é o tratamento central, com O2 a 100%, elevação dos membros inferiores e cristaloide em volume. Infusão de adrenalina e outros vasopressores são usados nos casos refratários; anti-histamínicos e corticoides são adjuvantes.',
    source: { institution: 'UERJ', exam: R1, year: 2026, board: 'Instituto AOCP' },
  },
  {
    subject: [
      'Anestesia em Situações Especiais',
      'Emergências e Complicações',
      'Crises em anestesia',
      'Anafilaxia perioperatória',
    ],
    statement:
      '<p>Após a estabilização de um quadro de anafilaxia grave durante a indução anestésica, o anestesiologista deseja confirmar o diagnóstico e identificar o agente.</p><p>A conduta correta é:</p>',
    alternatives: [
      {
        text: 'Dosar a triptase apenas 24 horas após o evento.',
        explanation: 'A amostra de 24 horas é a basal; a amostra do evento deve ser colhida precocemente.',
      },
      {
        text: 'Colher triptase sérica entre 30 minutos e 2 horas após o início e uma amostra basal após 24 horas, e encaminhar para testes alérgicos em 4 a 6 semanas.',
        explanation:
          'Correta: a comparação com o basal confirma a degranulação de mastócitos, e os testes identificam o agente.',
      },
      {
        text: 'Realizar testes cutâneos no dia seguinte.',
        explanation: 'Os testes precoces podem ser falsamente negativos pela depleção de mediadores.',
      },
      {
        text: 'Dispensar a investigação se o paciente se recuperou bem.',
        explanation: 'A investigação é essencial para prevenir nova exposição.',
      },
    ],
    correct: 'B',
    explanation:
      'A triptase sérica atinge o pico entre 30 minutos e 2 horas após o início da anafilaxia; uma elevação acima de 1,2 vez o valor basal mais 2 ng/mL sustenta o diagnóstico. Os testes cutâneos e a dosagem de IgE específica são feitos após 4 a 6 semanas, e o resultado deve ser registrado e comunicado ao paciente.',
    source: { institution: 'SES-DF', exam: R1, year: 2026, board: 'Cebraspe' },
  },
  {
    subject: [
      'Anestesia em Situações Especiais',
      'Emergências e Complicações',
      'Crises em anestesia',
      'Anafilaxia perioperatória',
    ],
    statement:
      '<p>Em relação às reações anafiláticas perioperatórias, o grupo de fármacos ou substâncias mais frequentemente implicado é:</p>',
    alternatives: [
      { text: 'Látex.', explanation: 'Sua importância diminuiu muito com as políticas de ambiente livre de látex.' },
      {
        text: 'Opioides.',
        explanation: 'Causam mais liberação inespecífica de histamina do que anafilaxia verdadeira.',
      },
      {
        text: 'Bloqueadores neuromusculares.',
        explanation: 'São a principal causa nas séries francesas e em várias séries latino-americanas.',
      },
      {
        text: 'Antibióticos.',
        explanation: 'Foram a principal causa no estudo britânico NAP6 e em séries mais recentes.',
      },
      { text: 'Clorexidina.', explanation: 'É causa crescente e subdiagnosticada, mas não a mais frequente.' },
    ],
    correct: 'C',
    annulled: true,
    explanation:
      'O gabarito indicava os bloqueadores neuromusculares, principal causa nas séries francesas clássicas. Contudo, o NAP6 (Reino Unido, 2018) e outras séries recentes apontam os antibióticos como a causa mais frequente, e o enunciado não definia população nem período. Com duas alternativas defensáveis (C e D), a banca anulou a questão.',
    source: { institution: 'SBA', exam: TEA, year: 2019, board: 'SBA' },
  },
  {
    subject: [
      'Anestesia em Situações Especiais',
      'Emergências e Complicações',
      'Crises em anestesia',
      'Laringoespasmo e broncoespasmo',
    ],
    statement:
      '<p>Menino de 4 anos, após adenoidectomia, é extubado em plano anestésico superficial. Apresenta estridor inspiratório que evolui para silêncio respiratório com movimentos paradoxais do tórax e queda da SpO<sub>2</sub> para 85%.</p><p>A sequência de conduta mais adequada é:</p>',
    alternatives: [
      {
        text: 'Remover o estímulo, aplicar CPAP com O<sub>2</sub> a 100% e manobra de Larson; se persistir, aprofundar com propofol e, se necessário, succinilcolina com suporte ventilatório.',
        explanation: 'Correta: é a escalada recomendada para o laringoespasmo.',
      },
      {
        text: 'Intubar imediatamente sem medicação.',
        explanation: 'Com as cordas vocais fechadas, a intubação sem relaxamento é difícil e traumática.',
      },
      {
        text: 'Administrar naloxona.',
        explanation: 'Não há depressão por opioide; o problema é o fechamento glótico.',
      },
      {
        text: 'Aguardar, pois a hipoxemia interrompe o espasmo espontaneamente.',
        explanation: 'A espera pode levar a bradicardia e parada cardíaca em crianças.',
      },
      {
        text: 'Administrar adrenalina nebulizada.',
        explanation: 'É tratamento de edema subglótico, não de laringoespasmo.',
      },
    ],
    correct: 'A',
    explanation:
      'O laringoespasmo é o fechamento reflexo da glote, mais comum em crianças, com infecção respiratória recente, cirurgia de via aérea e extubação em plano superficial. A conduta é remover o estímulo, CPAP com O2 a 100%, manobra de Larson, aprofundamento com propofol e succinilcolina (IV ou IM) se persistir. A bradicardia deve ser tratada com oxigenação e atropina.',
    source: { institution: 'PSU-MG', exam: R1, year: 2026, board: 'Instituto AOCP' },
  },
  {
    subject: [
      'Anestesia em Situações Especiais',
      'Emergências e Complicações',
      'Crises em anestesia',
      'Laringoespasmo e broncoespasmo',
    ],
    statement:
      '<p>Homem de 22 anos, musculoso, apresentou laringoespasmo na extubação após septoplastia, resolvido com CPAP. Trinta minutos depois, evolui com dispneia, SpO<sub>2</sub> de 88% e secreção rósea e espumosa pelo nariz e boca. A radiografia mostra infiltrado bilateral, e o ecocardiograma é normal.</p><p>O diagnóstico e a conduta são:</p>',
    alternatives: [
      {
        text: 'Pneumonite aspirativa; antibiótico de amplo espectro.',
        explanation:
          'A relação com o esforço inspiratório contra a glote fechada e a secreção rósea indicam edema por pressão negativa.',
      },
      {
        text: 'Insuficiência cardíaca aguda; inotrópico.',
        explanation: 'O ecocardiograma normal afasta causa cardiogênica.',
      },
      { text: 'Lesão pulmonar aguda relacionada à transfusão; corticoide.', explanation: 'Não houve transfusão.' },
      {
        text: 'Edema pulmonar por pressão negativa; oxigênio e pressão positiva (CPAP, ventilação não invasiva ou ventilação com PEEP), com resolução em geral em 24 a 48 horas.',
        explanation:
          'Correta: a inspiração forçada contra a glote fechada gera pressão intratorácica muito negativa e transudação.',
      },
    ],
    correct: 'D',
    explanation:
      'O edema pulmonar por pressão negativa ocorre após obstrução aguda de via aérea superior (laringoespasmo, mordedura do tubo), sobretudo em jovens musculosos capazes de gerar grande pressão negativa. O tratamento é de suporte, com oxigênio e pressão positiva; diuréticos podem ser usados, e a resolução costuma ser rápida.',
    source: { institution: 'UNICAMP', exam: R1, year: 2016, board: 'VUNESP' },
  },
  {
    subject: [
      'Anestesia em Situações Especiais',
      'Emergências e Complicações',
      'Crises em anestesia',
      'Laringoespasmo e broncoespasmo',
    ],
    statement:
      '<p>Mulher de 30 anos, asmática, é intubada para colecistectomia. Logo após a intubação, há sibilos difusos, pressão de pico de 42 cmH<sub>2</sub>O, capnograma em "barbatana de tubarão" e SpO<sub>2</sub> de 92%.</p><p>A conduta inicial mais adequada é:</p>',
    alternatives: [
      {
        text: 'Administrar neostigmina.',
        explanation: 'Anticolinesterásicos podem piorar o broncoespasmo por efeito muscarínico.',
      },
      {
        text: 'Trocar o bloqueador por atracúrio.',
        explanation: 'O atracúrio libera histamina e pode agravar o broncoespasmo.',
      },
      {
        text: 'Administrar propranolol.',
        explanation: 'Betabloqueadores não seletivos são contraindicados no broncoespasmo.',
      },
      { text: 'Extubar imediatamente.', explanation: 'A extubação em broncoespasmo grave é perigosa.' },
      {
        text: 'Excluir causas mecânicas (tubo dobrado, intubação seletiva, secreção), usar O<sub>2</sub> a 100%, aprofundar a anestesia com halogenado e administrar beta-2-agonista inalatório pelo tubo; adrenalina se grave.',
        explanation: 'Correta: é a abordagem escalonada do broncoespasmo intraoperatório.',
      },
    ],
    correct: 'E',
    explanation:
      'O broncoespasmo intraoperatório é desencadeado muitas vezes pela intubação em plano superficial. Antes de tratá-lo, excluem-se causas mecânicas e anafilaxia. O tratamento inclui aprofundar a anestesia (halogenados, propofol, cetamina), beta-2-agonista inalatório, adrenalina nos casos graves e ventilação com tempo expiratório prolongado para evitar auto-PEEP.',
    source: { institution: 'Santa Casa-SP', exam: R1, year: 2018, board: 'VUNESP' },
  },
  {
    subject: ['Anestesia em Situações Especiais', 'Emergências e Complicações', 'Crises em anestesia'],
    statement:
      '<p>Durante craniotomia em posição sentada, o Doppler precordial passa a emitir som de "roda de moinho", o EtCO<sub>2</sub> cai de 35 para 20 mmHg e a pressão arterial diminui. O diagnóstico é embolia gasosa venosa.</p><p>A conduta mais adequada é:</p>',
    alternatives: [
      {
        text: 'Aumentar a concentração de óxido nitroso para manter a anestesia.',
        explanation: 'O N2O expande as bolhas de ar e deve ser interrompido.',
      },
      {
        text: 'Elevar ainda mais a cabeça do paciente.',
        explanation: 'Aumentaria o gradiente que favorece a entrada de ar.',
      },
      { text: 'Administrar furosemida.', explanation: 'Não trata a embolia e agravaria a hipotensão.' },
      {
        text: 'Avisar o cirurgião para inundar o campo com soro e ocluir os vasos abertos, interromper o N<sub>2</sub>O, usar O<sub>2</sub> a 100%, aspirar ar pelo cateter venoso central, se presente, e dar suporte hemodinâmico.',
        explanation: 'Correta: interrompe a entrada de ar e trata suas consequências.',
      },
      {
        text: 'Administrar heparina em dose plena.',
        explanation: 'A embolia gasosa não é tratada com anticoagulação.',
      },
    ],
    correct: 'D',
    explanation:
      'A embolia gasosa venosa ocorre quando o sítio cirúrgico está acima do coração. O ecocardiograma transesofágico é o método mais sensível, seguido do Doppler precordial. A conduta é impedir a entrada de ar (inundar o campo, cera óssea, compressão jugular), interromper o N2O, O2 a 100%, aspirar o ar pelo cateter atrial direito e dar suporte; se houver colapso, abaixar a cabeça e considerar decúbito lateral esquerdo.',
    source: { institution: 'SBA', exam: TEA, year: 2024, board: 'SBA' },
  },
  {
    subject: ['Anestesia em Situações Especiais', 'Emergências e Complicações', 'Crises em anestesia'],
    statement:
      '<p>Durante microcirurgia de laringe com laser, sob anestesia geral com tubo traqueal e FiO<sub>2</sub> de 0,6, surge chama no interior do tubo.</p><p>A conduta imediata correta é:</p>',
    alternatives: [
      {
        text: 'Aumentar a FiO<sub>2</sub> para 100% para proteger o paciente da hipoxemia.',
        explanation: 'O oxigênio alimenta o fogo; o fluxo de gases deve ser interrompido.',
      },
      {
        text: 'Manter o tubo e irrigar com água até apagar a chama.',
        explanation: 'O tubo em chamas deve ser removido imediatamente.',
      },
      {
        text: 'Desligar apenas o laser e continuar a cirurgia.',
        explanation: 'O fogo na via aérea exige interrupção e avaliação da lesão.',
      },
      {
        text: 'Aplicar extintor de CO<sub>2</sub> no interior da via aérea.',
        explanation: 'Extintores não devem ser usados dentro da via aérea.',
      },
      {
        text: 'Remover o tubo, interromper o fluxo de gases, retirar materiais inflamáveis e irrigar a via aérea com soro; depois, restabelecer a ventilação com a menor FiO<sub>2</sub> possível e avaliar a via aérea por broncoscopia.',
        explanation: 'Correta: é a sequência do algoritmo de incêndio na via aérea.',
      },
    ],
    correct: 'E',
    explanation:
      'O incêndio cirúrgico exige comburente (O2 ou N2O), combustível (tubo, campos) e fonte de ignição (laser, bisturi elétrico). Na via aérea, a conduta é remover o tubo, interromper os gases, retirar o material inflamável e irrigar com soro; depois, ventilar evitando O2 e N2O em alta concentração e avaliar a lesão por broncoscopia. A prevenção inclui tubos resistentes a laser e a menor FiO2 possível.',
    source: { institution: 'UNIFESP', exam: R1, year: 2023, board: 'VUNESP' },
  },
  {
    subject: ['Anestesia em Situações Especiais', 'Emergências e Complicações', 'Reanimação perioperatória'],
    statement:
      '<p>Durante a reanimação cardiopulmonar de um paciente intubado, monitorizado com capnografia, qual achado melhor indica retorno da circulação espontânea?</p>',
    alternatives: [
      {
        text: 'EtCO<sub>2</sub> acima de 40 mmHg indica compressões inadequadas.',
        explanation:
          'Valores altos durante as compressões sugerem boa perfusão ou retorno da circulação, não compressões ruins.',
      },
      {
        text: 'EtCO<sub>2</sub> persistentemente abaixo de 10 mmHg é irrelevante para a qualidade da RCP.',
        explanation: 'Valores abaixo de 10 mmHg sugerem compressões inadequadas e pior prognóstico.',
      },
      {
        text: 'Elevação abrupta e sustentada do EtCO<sub>2</sub>, por exemplo para 35 a 40 mmHg, durante a RCP.',
        explanation: 'Correta: o retorno do débito cardíaco leva mais CO2 aos pulmões.',
      },
      {
        text: 'A capnografia não tem utilidade na parada cardíaca.',
        explanation:
          'É recomendada para confirmar a via aérea, monitorizar a qualidade da RCP e detectar o retorno da circulação.',
      },
      {
        text: 'A capnografia substitui a checagem de ritmo e pulso.',
        explanation: 'É complementar e não substitui a avaliação do ritmo.',
      },
    ],
    correct: 'C',
    explanation:
      'Durante a RCP, o EtCO2 reflete o fluxo sanguíneo pulmonar gerado pelas compressões. Valores abaixo de 10 mmHg indicam compressões ineficazes ou mau prognóstico, e uma elevação abrupta e sustentada sugere retorno da circulação espontânea. A capnografia também confirma a posição do tubo traqueal.',
    source: { institution: 'AMRIGS', exam: R1, year: 2017, board: 'AMRIGS' },
  },
  {
    subject: ['Anestesia em Situações Especiais', 'Emergências e Complicações', 'Reanimação perioperatória'],
    statement:
      '<p>Homem de 58 anos, renal crônico com última hemodiálise há 4 dias, é levado para confecção de fístula arteriovenosa. Após a indução, o monitor mostra bradicardia com QRS alargado e ondas T apiculadas. O potássio sérico é de 7,4 mEq/L.</p><p>A primeira medida farmacológica é:</p>',
    alternatives: [
      {
        text: 'Cálcio intravenoso (gluconato ou cloreto), para estabilizar a membrana do miocárdio.',
        explanation: 'Correta: o cálcio age em minutos e protege contra arritmias, embora não reduza o potássio.',
      },
      { text: 'Furosemida intravenosa.', explanation: 'É pouco eficaz no renal crônico e de ação lenta.' },
      {
        text: 'Resina de troca iônica por via oral.',
        explanation: 'Tem ação lenta e não é adequada como primeira medida na emergência.',
      },
      {
        text: 'Succinilcolina para facilitar a intubação.',
        explanation: 'A succinilcolina eleva o potássio e é contraindicada na hipercalemia.',
      },
    ],
    correct: 'A',
    explanation:
      'Na hipercalemia com alterações eletrocardiográficas, o cálcio IV é a primeira medida, por estabilizar a membrana. Em seguida, desloca-se o potássio para o intracelular (insulina com glicose, beta-2-agonista, bicarbonato se houver acidose) e remove-se o potássio do organismo, no renal crônico por hemodiálise. A hiperventilação intraoperatória também desloca o potássio para as células.',
    source: { institution: 'UERJ', exam: R1, year: 2022, board: 'Instituto AOCP' },
  },
  {
    subject: ['Anestesia em Situações Especiais', 'Emergências e Complicações', 'Reanimação perioperatória'],
    statement:
      '<p>Durante cirurgia de revascularização de membro inferior, paciente monitorizado e sob anestesia geral evolui subitamente com fibrilação ventricular, sem pulso palpável. O desfibrilador está na sala, com pás adesivas já posicionadas.</p><p>A conduta imediata é:</p>',
    alternatives: [
      {
        text: 'Administrar adrenalina 1 mg e aguardar 2 minutos antes do choque.',
        explanation: 'Na FV, o choque precoce tem prioridade sobre os fármacos.',
      },
      {
        text: 'Administrar amiodarona antes do primeiro choque.',
        explanation: 'A amiodarona é usada após o terceiro choque sem sucesso, não antes do primeiro.',
      },
      {
        text: 'Checar o pulso por 30 segundos para confirmar a parada.',
        explanation: 'A checagem de pulso deve durar no máximo 10 segundos.',
      },
      {
        text: 'Desfibrilar imediatamente e reiniciar as compressões logo após o choque, por 2 minutos.',
        explanation: 'Correta: na FV monitorizada, o choque imediato é a intervenção de maior impacto.',
      },
      {
        text: 'Realizar cardioversão sincronizada.',
        explanation: 'A fibrilação ventricular não tem QRS para sincronizar; o choque é não sincronizado.',
      },
    ],
    correct: 'D',
    explanation:
      'Na fibrilação ventricular ou taquicardia ventricular sem pulso presenciada e monitorizada, a desfibrilação imediata aumenta muito a sobrevida. Após o choque, reiniciam-se as compressões sem checar o ritmo por 2 minutos; adrenalina é dada após o segundo choque e amiodarona ou lidocaína após o terceiro. No centro cirúrgico, as causas reversíveis (hipoxemia, hipovolemia, hipercalemia, toxinas, pneumotórax, tamponamento, trombose) devem ser buscadas.',
    source: { institution: 'SUS-SP', exam: R1, year: 2019, board: 'VUNESP' },
  },
];
