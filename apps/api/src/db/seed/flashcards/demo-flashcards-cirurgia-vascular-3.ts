import type { DemoFlashcard, DemoSubjectPath } from './demo-flashcard-types.ts';

/** Cirurgia vascular, part 3: arteriopatias não ateroscleróticas (displasia, Raynaud, desfiladeiro, vasculites). */
const area = ['Doenças Arteriais', 'Arteriopatias Não Ateroscleróticas'] as const;
const jovem: DemoSubjectPath = [...area, 'Displasia fibromuscular e arteriopatias do jovem'];
const raynaud: DemoSubjectPath = [...area, 'Fenômeno de Raynaud'];
const desfiladeiro: DemoSubjectPath = [...area, 'Síndrome do desfiladeiro torácico'];
const vasculites: DemoSubjectPath = [...area, 'Vasculites'];

export const cards: readonly DemoFlashcard[] = [
  {
    subject: jovem,
    kind: 'reversible',
    frente: 'Imagem em “colar de contas” na arteriografia renal ou carotídea',
    verso: 'Displasia fibromuscular do tipo fibroplasia medial',
  },
  {
    subject: jovem,
    frente: 'Qual o subtipo mais comum de displasia fibromuscular?',
    verso: 'A fibroplasia medial (cerca de 80% a 90% dos casos).',
  },
  {
    subject: jovem,
    frente: 'Quais territórios a displasia fibromuscular acomete com mais frequência?',
    verso: 'Artérias renais e carótidas internas extracranianas; rastrear outros leitos, pois é multifocal.',
  },
  {
    subject: jovem,
    frente:
      'Jovem atleta com claudicação de panturrilha e pulsos pediosos que somem na flexão plantar ativa: qual diagnóstico?',
    verso: 'Síndrome do aprisionamento da artéria poplítea.',
  },
  {
    subject: jovem,
    kind: 'reversible',
    frente: 'Sinal da cimitarra na arteriografia da poplítea',
    verso: 'Doença cística adventicial da artéria poplítea',
  },
  {
    subject: jovem,
    frente: 'Ciclista de alto rendimento com claudicação da coxa ao esforço máximo: qual a hipótese?',
    verso: 'Endofibrose da artéria ilíaca externa.',
  },
  {
    subject: raynaud,
    kind: 'cloze',
    frente:
      'As fases do fenômeno de Raynaud são {{c1::palidez (vasoespasmo)}}, {{c2::cianose}} e {{c3::rubor (hiperemia reativa)}}.',
    verso: '',
  },
  {
    subject: raynaud,
    frente: 'Quais achados sugerem Raynaud secundário?',
    verso:
      'Início após os 30 anos, crises assimétricas e graves, úlceras ou necrose digital, FAN positivo e capilaroscopia alterada.',
  },
  {
    subject: raynaud,
    frente: 'Qual a doença mais associada ao Raynaud secundário?',
    verso: 'A esclerose sistêmica (presente em mais de 90% dos pacientes).',
  },
  {
    subject: raynaud,
    frente: 'Qual a primeira linha farmacológica do fenômeno de Raynaud?',
    verso:
      'Bloqueador de canal de cálcio di-hidropiridínico (nifedipino de liberação lenta ou anlodipino), além de proteção contra o frio e cessação do tabagismo.',
  },
  {
    subject: desfiladeiro,
    kind: 'cloze',
    frente:
      'A forma mais comum da síndrome do desfiladeiro torácico é a {{c1::neurogênica::neurogênica, venosa ou arterial?}}, com compressão sobretudo do tronco {{c2::inferior (C8-T1)}}.',
    verso: 'Mais de 90% dos casos; a forma arterial é a mais rara.',
  },
  {
    subject: desfiladeiro,
    kind: 'reversible',
    frente: 'Síndrome de Paget-Schroetter',
    verso: 'Trombose venosa axilossubclávia de esforço, na forma venosa do desfiladeiro torácico',
  },
  {
    subject: desfiladeiro,
    frente: 'Qual o tratamento da síndrome de Paget-Schroetter aguda?',
    verso: 'Trombólise dirigida por cateter e anticoagulação, seguidas de descompressão (ressecção da 1ª costela).',
  },
  {
    subject: desfiladeiro,
    frente: 'Qual a causa anatômica típica do desfiladeiro torácico arterial?',
    verso:
      'Costela cervical ou anomalia da 1ª costela, com estenose, aneurisma pós-estenótico da subclávia e embolia distal.',
  },
  {
    subject: desfiladeiro,
    frente: 'Quais os três espaços de compressão no desfiladeiro torácico?',
    verso: 'Triângulo interescalênico, espaço costoclavicular e espaço retropeitoral menor.',
  },
  {
    subject: desfiladeiro,
    kind: 'reversible',
    frente: 'Teste de Roos (EAST)',
    verso:
      'Abrir e fechar as mãos por 3 minutos com os braços abduzidos a 90° e rodados externamente, reproduzindo sintomas do desfiladeiro',
  },
  {
    subject: vasculites,
    kind: 'reversible',
    frente: 'Tromboangeíte obliterante',
    verso: 'Doença de Buerger: vasculite oclusiva de artérias distais de jovens tabagistas, com flebite migratória',
  },
  {
    subject: vasculites,
    frente: 'Qual o único tratamento que muda a evolução da doença de Buerger?',
    verso: 'A cessação completa do tabagismo (inclusive fumo passivo e outras formas de tabaco).',
  },
  {
    subject: vasculites,
    frente: 'Qual o perfil típico da arterite de Takayasu?',
    verso:
      'Mulher com menos de 40 anos, com acometimento da aorta e de seus ramos: pulsos diminuídos, sopros e claudicação de braço.',
  },
  {
    subject: vasculites,
    frente: 'Suspeita de arterite de células gigantes com sintoma visual: qual a conduta imediata?',
    verso: 'Corticoide em dose alta imediatamente, antes da biópsia da artéria temporal, pelo risco de cegueira.',
  },
  {
    subject: vasculites,
    frente: 'Quando indicar revascularização na arterite de Takayasu?',
    verso:
      'De preferência com a doença inativa (fora da fase inflamatória), pelo maior risco de reestenose e complicações.',
  },
  {
    subject: vasculites,
    frente: 'Qual vasculite combina aneurismas arteriais, tromboses venosas e úlceras orais e genitais?',
    verso: 'A doença de Behçet.',
  },
  {
    subject: vasculites,
    kind: 'cloze',
    frente:
      'A arterite de células gigantes ocorre acima dos {{c1::50 anos}} e associa-se à {{c2::polimialgia reumática}}.',
    verso: '',
  },
];
