import type { DemoFlashcard, DemoSubjectPath } from './demo-flashcard-types.ts';

/** Flashcards de oftalmologia, parte 4: tonometria, gonioscopia e glaucomas primários (dados de demonstração). */
const glaucoma = ['Segmento Anterior', 'Glaucoma'] as const;
const tonometria: DemoSubjectPath = [...glaucoma, 'Tonometria'];
const gonioscopia: DemoSubjectPath = [...glaucoma, 'Gonioscopia'];
const gpaa: DemoSubjectPath = [...glaucoma, 'Glaucoma primário de ângulo aberto'];
const nervo: DemoSubjectPath = [...glaucoma, 'Glaucoma primário de ângulo aberto', 'Nervo óptico e campo visual'];
const clinico: DemoSubjectPath = [...glaucoma, 'Glaucoma primário de ângulo aberto', 'Tratamento clínico'];
const fechamento: DemoSubjectPath = [...glaucoma, 'Fechamento angular primário'];
const trilha = 'Gonioscopia e nervo óptico';

export const cards: readonly DemoFlashcard[] = [
  {
    subject: tonometria,
    frente: 'Qual o tonômetro padrão-ouro para medir a PIO?',
    verso: 'Tonômetro de aplanação de Goldmann.',
  },
  {
    subject: tonometria,
    kind: 'cloze',
    frente:
      'O tonômetro de Goldmann baseia-se no princípio de {{c1::Imbert-Fick}} e aplana uma área de {{c2::3,06 mm}} de diâmetro.',
    verso: 'Nesse diâmetro, a rigidez corneana e a tensão superficial da lágrima se anulam.',
  },
  {
    subject: tonometria,
    kind: 'cloze',
    frente:
      'Com córnea espessa, a tonometria de Goldmann {{c1::superestima}} a PIO; após LASIK miópico, {{c2::subestima}}.',
    verso: '',
  },
  {
    subject: tonometria,
    frente: 'Qual a faixa estatística normal da PIO?',
    verso: '10 a 21 mmHg (média em torno de 15,5 mmHg).',
  },
  {
    subject: tonometria,
    frente: 'Miras de fluoresceína largas demais alteram a leitura de Goldmann como?',
    verso: 'Superestimam a PIO (miras finas demais a subestimam).',
  },
  {
    subject: tonometria,
    frente: 'Qual fator de risco independente para conversão em glaucoma o OHTS mostrou além da PIO?',
    verso: 'Córnea central fina (também idade, relação escavação/disco e PSD maiores).',
  },
  {
    subject: tonometria,
    kind: 'cloze',
    frente:
      'No OHTS, o tratamento da hipertensão ocular reduziu a conversão em glaucoma em 5 anos de {{c1::9,5%}} para {{c2::4,4%}}.',
    verso: '',
  },
  {
    subject: tonometria,
    frente: 'Que vantagem tem o tonômetro de rebote (iCare)?',
    verso: 'Dispensa anestésico e lâmpada de fenda: útil em crianças e em exames domiciliares.',
  },
  {
    subject: gonioscopia,
    kind: 'reversible',
    frente: 'Linha de Schwalbe',
    verso: 'Término da membrana de Descemet: a estrutura mais anterior do ângulo.',
    track: trilha,
  },
  {
    subject: gonioscopia,
    kind: 'cloze',
    frente:
      'Estruturas do ângulo, de anterior para posterior: {{c1::linha de Schwalbe}}, {{c2::trabeculado}}, {{c3::esporão escleral}} e {{c4::banda do corpo ciliar}}.',
    verso: 'A raiz da íris se insere logo após a banda do corpo ciliar.',
    track: trilha,
  },
  {
    subject: gonioscopia,
    frente: 'Por que o ângulo não é visto sem lente de gonioscopia?',
    verso: 'A luz que vem do ângulo sofre reflexão interna total na interface córnea–ar.',
    track: trilha,
  },
  {
    subject: gonioscopia,
    kind: 'reversible',
    frente: 'Linha de Sampaolesi',
    verso: 'Faixa de pigmento anterior à linha de Schwalbe, típica da pseudoexfoliação.',
    track: trilha,
  },
  {
    subject: gonioscopia,
    frente: 'O que é a recessão angular e qual seu risco?',
    verso: 'Alargamento irregular da banda do corpo ciliar após trauma contuso; risco de glaucoma anos depois.',
    track: trilha,
  },
  {
    subject: gonioscopia,
    kind: 'cloze',
    frente: 'Shaffer {{c1::grau 4}}: 35 a 45°, corpo ciliar visível; {{c2::grau 0}}: ângulo fechado.',
    verso: 'Grau 2 (cerca de 20°): fechamento possível; grau 1 (cerca de 10°): fechamento provável.',
    track: trilha,
  },
  {
    subject: gonioscopia,
    frente: 'Que lentes permitem indentação sem gel de acoplamento?',
    verso: 'Lentes de 4 espelhos (Zeiss, Posner, Sussman), menores que a córnea.',
  },
  {
    subject: gonioscopia,
    kind: 'reversible',
    frente: 'Ciclodiálise',
    verso: 'Desinserção do corpo ciliar do esporão escleral, com fenda no ângulo e hipotonia.',
  },
  {
    subject: nervo,
    kind: 'cloze',
    frente:
      'Critérios de Anderson: agrupamento de {{c1::3}} pontos não periféricos com p < 5% (um com p < 1%) no gráfico de desvio padrão, {{c2::GHT}} fora dos limites ou PSD com p < 5%.',
    verso: 'Defeito mínimo de campo visual glaucomatoso, confirmado em exame repetido.',
  },
  {
    subject: nervo,
    frente: 'Que alterações do disco óptico são sugestivas de glaucoma?',
    verso: 'Escavação vertical aumentada, entalhe (notch) da rima, violação da regra ISNT e hemorragia de disco.',
  },
  {
    subject: nervo,
    frente: 'O que a OCT avalia no glaucoma?',
    verso: 'Espessura da camada de fibras nervosas peripapilar e do complexo de células ganglionares macular.',
  },
  {
    subject: nervo,
    frente: 'Que parte do campo visual se preserva até as fases avançadas do glaucoma?',
    verso: 'A ilha central e a ilha temporal.',
  },
  {
    subject: gpaa,
    frente: 'Quais os principais fatores de risco do glaucoma primário de ângulo aberto?',
    verso: 'PIO elevada, idade, história familiar, ascendência africana, córnea fina e miopia.',
  },
  {
    subject: gpaa,
    frente: 'No glaucoma de pressão normal, quanto reduzir a PIO segundo o CNTGS?',
    verso: '30% em relação à basal, o que reduziu a progressão.',
  },
  {
    subject: gpaa,
    frente: 'No EMGT, cada 1 mmHg de redução da PIO diminuiu o risco de progressão em quanto?',
    verso: 'Cerca de 10%.',
  },
  {
    subject: clinico,
    kind: 'cloze',
    frente:
      'Prostaglandinas aumentam o escoamento {{c1::uveoescleral}}; betabloqueadores e inibidores da anidrase carbônica {{c2::reduzem a produção}} de humor aquoso.',
    verso: 'A brimonidina faz as duas coisas; a pilocarpina aumenta o escoamento trabecular.',
  },
  {
    subject: clinico,
    frente: 'Em que condições oculares evitar análogos de prostaglandina?',
    verso: 'Uveíte ativa, edema macular cistoide e ceratite herpética prévia (risco de reativação).',
  },
  {
    subject: clinico,
    kind: 'reversible',
    frente: 'Colírio antiglaucomatoso contraindicado em asma, DPOC grave, bradicardia e bloqueio AV',
    verso: 'Timolol (betabloqueador não seletivo).',
  },
  {
    subject: clinico,
    frente: 'Por que a brimonidina é contraindicada em menores de 2 anos?',
    verso: 'Atravessa a barreira hematoencefálica: sonolência, hipotonia, bradicardia e apneia.',
  },
  {
    subject: clinico,
    frente: 'Quais os efeitos adversos da acetazolamida oral?',
    verso:
      'Parestesias, hipocalemia, acidose metabólica, litíase renal e, raramente, discrasias sanguíneas; cautela na alergia a sulfas.',
  },
  {
    subject: clinico,
    kind: 'cloze',
    frente:
      'No estudo {{c1::LiGHT}}, a trabeculoplastia seletiva a laser como primeira linha deixou cerca de {{c2::3/4}} dos olhos sem colírio aos 3 anos.',
    verso: '',
  },
  {
    subject: clinico,
    frente: 'Que antimetabólito se usa na trabeculectomia e por quê?',
    verso: 'Mitomicina C (ou 5-fluorouracil), para reduzir a fibrose e a falência da bolha filtrante.',
  },
  {
    subject: fechamento,
    frente: 'Qual o tratamento definitivo do fechamento angular primário?',
    verso: 'Iridotomia periférica com Nd:YAG laser, também profilática no olho contralateral.',
  },
  {
    subject: fechamento,
    frente: 'Como tratar a crise aguda de fechamento angular antes do laser?',
    verso:
      'Acetazolamida, betabloqueador e alfa-agonista tópicos, manitol IV se preciso, corticoide tópico; pilocarpina quando a PIO cair.',
  },
  {
    subject: fechamento,
    frente: 'Por que a pilocarpina falha no início da crise com PIO muito alta?',
    verso: 'A isquemia do esfíncter da íris (PIO acima de 40–50 mmHg) o torna irresponsivo.',
  },
  {
    subject: fechamento,
    frente: 'Quais características predispõem ao fechamento angular primário?',
    verso: 'Hipermetropia, câmara anterior rasa, cristalino espesso, sexo feminino, idade e ascendência asiática.',
  },
  {
    subject: fechamento,
    kind: 'cloze',
    frente:
      'ISGEO: {{c1::suspeito de fechamento angular primário}} (contato iridotrabecular ≥ 180°), {{c2::fechamento angular primário}} (sinéquias ou PIO alta) e {{c3::glaucoma por fechamento angular primário}} (com neuropatia óptica).',
    verso: 'O corte original do contato iridotrabecular era de 270°; as diretrizes atuais usam 180°.',
  },
  {
    subject: fechamento,
    kind: 'reversible',
    frente: 'Sinal da dupla corcova na gonioscopia de indentação',
    verso: 'Íris em platô.',
  },
];
