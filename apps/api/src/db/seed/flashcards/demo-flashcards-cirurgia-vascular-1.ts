import type { DemoFlashcard, DemoSubjectPath } from './demo-flashcard-types.ts';

/** Cirurgia vascular, part 1: doença arterial obstrutiva periférica (DAP, aortoilíaca, isquemia aguda, pé diabético). */
const area = ['Doenças Arteriais', 'Doença Arterial Obstrutiva Periférica'] as const;
const diagnostico: DemoSubjectPath = [...area, 'Doença arterial periférica', 'Diagnóstico e classificação'];
const clinico: DemoSubjectPath = [...area, 'Doença arterial periférica', 'Tratamento clínico'];
const revascularizacao: DemoSubjectPath = [...area, 'Doença arterial periférica', 'Revascularização'];
const aortoiliaca: DemoSubjectPath = [...area, 'Doença oclusiva aortoilíaca'];
const isquemiaAguda: DemoSubjectPath = [...area, 'Isquemia aguda de membros'];
const embolia: DemoSubjectPath = [...area, 'Isquemia aguda de membros', 'Embolia e trombose arterial'];
const reperfusao: DemoSubjectPath = [...area, 'Isquemia aguda de membros', 'Síndrome de reperfusão e compartimental'];
const peDiabetico: DemoSubjectPath = [...area, 'Pé diabético'];
const dap = 'Classificações da DAP';

export const cards: readonly DemoFlashcard[] = [
  {
    subject: diagnostico,
    kind: 'cloze',
    frente:
      'Fontaine: I {{c1::assintomático}}; IIa claudicação {{c2::acima de 200 m}}; IIb abaixo de 200 m; III {{c3::dor em repouso}}; IV úlcera ou gangrena.',
    verso: '',
    track: dap,
  },
  {
    subject: diagnostico,
    kind: 'cloze',
    frente:
      'Rutherford: categorias 1 a 3 são {{c1::claudicação leve, moderada e grave}}; 4 é dor em repouso; 5, {{c2::perda tecidual menor}}; 6, perda tecidual maior.',
    verso: 'A categoria 0 é o assintomático.',
    track: dap,
  },
  {
    subject: diagnostico,
    kind: 'cloze',
    frente:
      'ITB normal fica entre {{c1::1,00 e 1,40}}; entre 0,91 e 0,99 é limítrofe; abaixo de {{c2::0,40}} indica doença grave.',
    verso: '',
    track: dap,
  },
  {
    subject: diagnostico,
    frente: 'Qual valor do índice hálux-braquial é anormal?',
    verso:
      'Abaixo de 0,70; usado quando as artérias do tornozelo são incompressíveis (diabetes, doença renal crônica).',
    track: dap,
  },
  {
    subject: diagnostico,
    frente: 'Claudicação típica com ITB de repouso normal: qual exame pedir?',
    verso:
      'ITB após exercício em esteira; queda maior que 20% do ITB (ou de 30 mmHg na pressão do tornozelo) confirma DAP.',
    track: dap,
  },
  {
    subject: diagnostico,
    frente: 'O que define isquemia crônica ameaçadora do membro (CLTI)?',
    verso: 'DAP confirmada com dor isquêmica em repouso por mais de 2 semanas, úlcera ou gangrena.',
  },
  {
    subject: diagnostico,
    kind: 'reversible',
    frente: 'Classificação WIfI',
    verso:
      'Estadiamento da ameaça ao membro pela ferida (Wound), pela isquemia (Ischemia) e pela infecção do pé (foot Infection)',
  },
  {
    subject: clinico,
    kind: 'cloze',
    frente:
      'O exercício supervisionado na claudicação: sessões de {{c1::30 a 45 minutos}}, pelo menos {{c2::3 vezes por semana}}, por no mínimo 12 semanas.',
    verso: 'É a primeira linha para melhorar a distância de marcha.',
  },
  {
    subject: clinico,
    frente: 'Qual a contraindicação clássica do cilostazol?',
    verso: 'Insuficiência cardíaca de qualquer grau (inibidor da fosfodiesterase 3).',
  },
  {
    subject: clinico,
    frente: 'Quais medidas reduzem eventos cardiovasculares em todo paciente com DAP sintomática?',
    verso:
      'Cessar o tabagismo, estatina de alta intensidade, antiagregante (AAS ou clopidogrel) e controle de pressão e glicemia.',
  },
  {
    subject: clinico,
    frente: 'Qual esquema antitrombótico do estudo COMPASS reduziu eventos na DAP?',
    verso: 'Rivaroxabana 2,5 mg 2 vezes ao dia associada ao AAS 100 mg.',
  },
  {
    subject: clinico,
    frente: 'Qual a dose usual do cilostazol?',
    verso: '100 mg por via oral, 2 vezes ao dia.',
  },
  {
    subject: revascularizacao,
    frente: 'Qual o melhor conduto para a ponte infrainguinal?',
    verso: 'A veia safena magna autóloga, com patência superior à prótese, sobretudo abaixo do joelho.',
  },
  {
    subject: revascularizacao,
    frente: 'O que mostrou o estudo BEST-CLI?',
    verso:
      'Na isquemia crítica com safena magna adequada, a cirurgia aberta (ponte) reduziu amputação maior, reintervenção ou morte em relação ao endovascular.',
  },
  {
    subject: revascularizacao,
    frente: 'Como o TASC II orienta a escolha da revascularização?',
    verso: 'Lesões A: endovascular; D: cirurgia aberta; B e C conforme o risco e a experiência.',
  },
  {
    subject: revascularizacao,
    kind: 'reversible',
    frente: 'Conceito de angiossomo',
    verso:
      'Território de pele e tecidos irrigado por uma artéria-fonte; orienta a revascularização dirigida à artéria da úlcera',
  },
  {
    subject: aortoiliaca,
    frente: 'Qual a cirurgia padrão da doença oclusiva aortoilíaca extensa em paciente de bom risco?',
    verso: 'Ponte aortobifemoral, com patência de cerca de 85% a 90% em 5 anos.',
  },
  {
    subject: aortoiliaca,
    frente: 'Doença aortoilíaca em paciente de alto risco cirúrgico: qual alternativa de ponte?',
    verso: 'Extra-anatômica: axilobifemoral (ou femorofemoral cruzada se a doença for unilateral).',
  },
  {
    subject: aortoiliaca,
    kind: 'reversible',
    frente: 'Síndrome de Leriche',
    verso: 'Oclusão aortoilíaca com claudicação de nádegas e coxas, pulsos femorais ausentes e disfunção erétil',
  },
  {
    subject: isquemiaAguda,
    kind: 'cloze',
    frente:
      'Os 6 Ps da isquemia aguda: dor (pain), palidez, ausência de pulso, {{c1::parestesia}}, {{c2::paralisia}} e poiquilotermia.',
    verso: 'Parestesia e paralisia indicam membro ameaçado.',
  },
  {
    subject: isquemiaAguda,
    kind: 'cloze',
    frente:
      'Rutherford da isquemia aguda: I {{c1::viável}}; IIa marginalmente ameaçado; IIb {{c2::imediatamente ameaçado}}; III {{c3::irreversível}}.',
    verso: 'IIb: déficit motor leve a moderado e dor em repouso, revascularização imediata. III: amputação.',
  },
  {
    subject: isquemiaAguda,
    frente: 'Qual a primeira medida na suspeita de isquemia aguda de membro?',
    verso: 'Heparina não fracionada IV em bolus (cerca de 80 UI/kg ou 5.000 UI) seguida de infusão, antes da imagem.',
  },
  {
    subject: embolia,
    frente: 'Qual a fonte mais comum de embolia arterial periférica?',
    verso: 'O coração, sobretudo a fibrilação atrial.',
  },
  {
    subject: embolia,
    frente: 'Onde o êmbolo arterial se aloja com mais frequência no membro inferior?',
    verso: 'Na bifurcação da artéria femoral comum.',
  },
  {
    subject: embolia,
    frente: 'Como diferenciar clinicamente embolia de trombose arterial aguda?',
    verso:
      'Embolia: início súbito, fonte emboligênica, sem claudicação prévia e pulsos normais do outro lado. Trombose: DAP prévia, colaterais e quadro menos abrupto.',
  },
  {
    subject: embolia,
    kind: 'reversible',
    frente: 'Cateter de Fogarty',
    verso: 'Cateter com balão para embolectomia ou trombectomia arterial',
  },
  {
    subject: reperfusao,
    frente: 'Quais as alterações metabólicas da síndrome de reperfusão?',
    verso: 'Hipercalemia, acidose metabólica e mioglobinúria, com risco de arritmia e lesão renal aguda.',
  },
  {
    subject: reperfusao,
    frente: 'Quando fazer fasciotomia profilática após revascularização de isquemia aguda?',
    verso: 'Isquemia prolongada (mais de 4 a 6 horas) ou grave, sobretudo Rutherford IIb.',
  },
  {
    subject: reperfusao,
    frente: 'Como proteger o rim na mioglobinúria após reperfusão?',
    verso: 'Hidratação vigorosa para diurese alta (cerca de 200 a 300 mL/h) e correção dos distúrbios eletrolíticos.',
  },
  {
    subject: peDiabetico,
    frente: 'Qual teste rastreia a perda da sensibilidade protetora no pé diabético?',
    verso: 'O monofilamento de Semmes-Weinstein de 10 g.',
  },
  {
    subject: peDiabetico,
    frente: 'Qual o valor do teste probe-to-bone no pé diabético?',
    verso: 'Tocar o osso com a sonda estéril pela úlcera sugere fortemente osteomielite; RM confirma.',
  },
  {
    subject: peDiabetico,
    kind: 'cloze',
    frente:
      'Wagner: grau 0 {{c1::pé de risco sem úlcera}}; 1 úlcera superficial; 2 úlcera profunda; 3 {{c2::abscesso ou osteomielite}}; 4 gangrena localizada; 5 gangrena de todo o pé.',
    verso: '',
  },
  {
    subject: peDiabetico,
    kind: 'reversible',
    frente: 'Pé de Charcot',
    verso:
      'Neuroartropatia do pé neuropático: pé quente, edemaciado e deformado (mediopé em mata-borrão), sem infecção',
  },
  {
    subject: peDiabetico,
    frente: 'No diabético com ITB falsamente elevado, como avaliar a perfusão do pé?',
    verso: 'Pressão do hálux, índice hálux-braquial ou TcPO2 (oximetria transcutânea); a onda ao Doppler ajuda.',
  },
];
