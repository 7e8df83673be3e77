import type { DemoFlashcard, DemoSubjectPath } from './demo-flashcard-types.ts';

/** Flashcards de oftalmologia, parte 7: neuroftalmologia, ambliopia e esotropias (dados de demonstração). */
const neuro = ['Neuroftalmologia, Órbita e Oftalmopediatria', 'Neuroftalmologia'] as const;
const neurite: DemoSubjectPath = [...neuro, 'Neuropatias ópticas', 'Neurite óptica'];
const noia: DemoSubjectPath = [...neuro, 'Neuropatias ópticas', 'Neuropatia óptica isquêmica'];
const papiledema: DemoSubjectPath = [...neuro, 'Papiledema e vias ópticas'];
const paralisias: DemoSubjectPath = [...neuro, 'Paralisias oculomotoras'];
const pupila: DemoSubjectPath = [...neuro, 'Pupila e síndrome de Horner'];
const pediatria = ['Neuroftalmologia, Órbita e Oftalmopediatria', 'Estrabismo e Oftalmopediatria'] as const;
const ambliopia: DemoSubjectPath = [...pediatria, 'Ambliopia'];
const esotropias: DemoSubjectPath = [...pediatria, 'Estrabismo', 'Esotropias'];
const trilhaNeuro = 'Neuroftalmologia essencial';

export const cards: readonly DemoFlashcard[] = [
  {
    subject: neurite,
    frente: 'Qual o quadro típico da neurite óptica desmielinizante?',
    verso:
      'Mulher jovem com baixa visual subaguda unilateral, dor à movimentação ocular, discromatopsia e DPAR; disco normal em 2/3 (retrobulbar).',
  },
  {
    subject: neurite,
    frente: 'O que a metilprednisolona IV fez no ONTT?',
    verso: 'Acelerou a recuperação visual, sem mudar a acuidade final.',
    track: trilhaNeuro,
  },
  {
    subject: neurite,
    kind: 'cloze',
    frente:
      'No ONTT, o risco de esclerose múltipla em 15 anos foi de {{c1::50%}}: 25% sem lesões e {{c2::72%}} com ao menos uma lesão na ressonância.',
    verso: '',
  },
  {
    subject: neurite,
    kind: 'reversible',
    frente: 'Fenômeno de Uhthoff',
    verso:
      'Piora visual transitória com o aumento da temperatura corporal (exercício, banho quente) na desmielinização.',
    track: trilhaNeuro,
  },
  {
    subject: neurite,
    frente: 'Neurite óptica grave, bilateral ou com mielite longitudinalmente extensa: que anticorpos pesquisar?',
    verso: 'Anti-aquaporina-4 (neuromielite óptica) e anti-MOG.',
  },
  {
    subject: noia,
    frente: 'Qual a anatomia de risco da neuropatia óptica isquêmica anterior não arterítica?',
    verso: 'Disco pequeno e cheio, sem escavação ("disco de risco").',
    track: trilhaNeuro,
  },
  {
    subject: noia,
    frente: 'Qual o defeito de campo típico da NOIA não arterítica?',
    verso: 'Defeito altitudinal, mais comumente inferior.',
  },
  {
    subject: noia,
    kind: 'cloze',
    frente:
      'Arterite de células gigantes: cefaleia, claudicação de {{c1::mandíbula}}, VHS e PCR elevados; confirma-se com biópsia da artéria {{c2::temporal}}.',
    verso: 'Associa-se à polimialgia reumática.',
  },
  {
    subject: noia,
    frente: 'Na suspeita de NOIA arterítica, quando iniciar o corticoide?',
    verso: 'Imediatamente, em dose alta, sem esperar a biópsia, para proteger o outro olho.',
    track: trilhaNeuro,
  },
  {
    subject: papiledema,
    frente: 'O que é papiledema e como fica a visão no início?',
    verso:
      'Edema bilateral do disco por hipertensão intracraniana; acuidade preservada, com aumento da mancha cega e obscurecimentos transitórios.',
  },
  {
    subject: papiledema,
    kind: 'reversible',
    frente: 'Escala de Frisén',
    verso: 'Graduação do papiledema de 0 a 5.',
  },
  {
    subject: papiledema,
    kind: 'cloze',
    frente:
      'Na hipertensão intracraniana idiopática do adulto, a pressão de abertura liquórica é ≥ {{c1::25::valor}} cmH<sub>2</sub>O, com liquor e neuroimagem normais.',
    verso: 'Perfil: mulher obesa em idade fértil. Tratamento: perda de peso e acetazolamida (IIHTT).',
  },
  {
    subject: papiledema,
    kind: 'reversible',
    frente: 'Hemianopsia bitemporal',
    verso: 'Lesão do quiasma óptico, como o adenoma de hipófise.',
  },
  {
    subject: papiledema,
    kind: 'reversible',
    frente: 'Quadrantanopsia homônima superior ("torta no céu")',
    verso: 'Lesão do lobo temporal contralateral (alça de Meyer).',
  },
  {
    subject: papiledema,
    frente: 'Hemianopsia homônima congruente com preservação macular: onde está a lesão?',
    verso: 'No córtex occipital (AVC da artéria cerebral posterior).',
  },
  {
    subject: papiledema,
    frente: 'O que é o escotoma juncional?',
    verso:
      'Escotoma central de um olho com defeito temporal superior do outro: lesão na junção do nervo óptico com o quiasma.',
  },
  {
    subject: paralisias,
    kind: 'cloze',
    frente:
      'Mnemônico LR{{c1::6}}SO{{c2::4}}: o reto lateral é inervado pelo VI nervo, o oblíquo superior pelo IV; os demais, pelo III.',
    verso: '',
  },
  {
    subject: paralisias,
    frente: 'Por que a paralisia microvascular do III nervo costuma poupar a pupila?',
    verso: 'As fibras pupilares são periféricas e irrigadas pela pia-máter; a isquemia atinge o centro do nervo.',
    track: trilhaNeuro,
  },
  {
    subject: paralisias,
    frente:
      'Hipertropia direita que piora no olhar para a esquerda e na inclinação da cabeça para a direita: qual músculo?',
    verso: 'Oblíquo superior direito (paralisia do IV nervo direito).',
    track: trilhaNeuro,
  },
  {
    subject: paralisias,
    kind: 'reversible',
    frente: 'Oftalmoplegia internuclear',
    verso: 'Déficit de adução do lado da lesão do fascículo longitudinal medial, com nistagmo do olho que abduz.',
  },
  {
    subject: paralisias,
    frente: 'O que sobra de movimento horizontal na síndrome do um e meio?',
    verso: 'Apenas a abdução do olho contralateral à lesão (FPRP ou núcleo do VI mais FLM ipsilaterais).',
  },
  {
    subject: pupila,
    kind: 'cloze',
    frente: 'Síndrome de Horner: {{c1::ptose}} leve, {{c2::miose}} e {{c3::anidrose}} do mesmo lado.',
    verso: 'A anisocoria é maior no escuro, pela falha de dilatação da pupila menor.',
  },
  {
    subject: pupila,
    frente: 'O que faz a cocaína 10% no diagnóstico da síndrome de Horner?',
    verso: 'Não dilata a pupila de Horner (dilata a normal), em qualquer nível da lesão.',
  },
  {
    subject: pupila,
    frente: 'Para que serve a hidroxianfetamina 1% na síndrome de Horner?',
    verso: 'Localizar a lesão: dilata se pré-ganglionar (1ª ou 2ª ordem); não dilata se pós-ganglionar (3ª ordem).',
    track: trilhaNeuro,
  },
  {
    subject: pupila,
    frente: 'Horner agudo e doloroso com cervicalgia: qual hipótese excluir com urgência?',
    verso: 'Dissecção da artéria carótida interna.',
  },
  {
    subject: pupila,
    kind: 'reversible',
    frente: 'Pupila tônica de Adie',
    verso: 'Midríase com resposta lenta à luz, melhor à convergência, e hipersensibilidade à pilocarpina 0,125%.',
  },
  {
    subject: pupila,
    kind: 'reversible',
    frente: 'Pupilas de Argyll Robertson',
    verso: 'Pupilas pequenas e irregulares, com dissociação luz-perto, na neurossífilis.',
  },
  {
    subject: ambliopia,
    frente: 'O que é ambliopia?',
    verso:
      'Baixa visual sem lesão orgânica que a explique, por estrabismo, anisometropia ou privação visual no período crítico.',
  },
  {
    subject: ambliopia,
    kind: 'cloze',
    frente:
      'Tratamento da ambliopia: correção óptica e oclusão do olho {{c1::bom::qual olho?}} ou penalização com {{c2::atropina 1%}}.',
    verso: 'Quanto mais cedo, melhor a resposta.',
  },
  {
    subject: ambliopia,
    frente: 'Na ambliopia moderada, quantas horas diárias de oclusão o PEDIG mostrou equivaler a 6 horas?',
    verso: '2 horas por dia.',
  },
  {
    subject: ambliopia,
    frente: 'Qual tipo de ambliopia tem pior prognóstico?',
    verso: 'Por privação (catarata congênita, ptose que cobre o eixo visual).',
  },
  {
    subject: esotropias,
    frente: 'Quais as características da esotropia infantil (congênita)?',
    verso:
      'Início antes dos 6 meses, ângulo grande e estável, pouca hipermetropia e fixação cruzada; tratamento cirúrgico precoce.',
  },
  {
    subject: esotropias,
    frente: 'Como é e como se trata a esotropia acomodativa refracional?',
    verso: 'Surge aos 2–3 anos, com hipermetropia média de +4 D; correção total da hipermetropia sob cicloplegia.',
  },
  {
    subject: esotropias,
    frente: 'Esotropia maior para perto que para longe sugere o quê?',
    verso: 'Relação CA/A alta; trata-se com óculos bifocais.',
  },
  {
    subject: esotropias,
    kind: 'reversible',
    frente: 'Pseudoesotropia',
    verso: 'Falsa impressão de esotropia por epicanto e ponte nasal larga, com reflexos corneanos centrados.',
  },
  {
    subject: esotropias,
    kind: 'cloze',
    frente:
      'No teste de Hirschberg, cada {{c1::1 mm}} de descentração do reflexo corneano corresponde a cerca de {{c2::7°}} (15 dioptrias prismáticas).',
    verso: '',
  },
];
