import type { DemoFlashcard, DemoSubjectPath } from './demo-flashcard-types.ts';

/** Flashcards de oftalmologia, parte 8: trauma ocular, exotropias e retinopatia da prematuridade (dados de demonstração). */
const urgencias = ['Semiologia e Urgências Oftalmológicas', 'Urgências Oftalmológicas'] as const;
const trauma: DemoSubjectPath = [...urgencias, 'Trauma ocular'];
const hifema: DemoSubjectPath = [...urgencias, 'Trauma ocular', 'Hifema'];
const traumaAberto: DemoSubjectPath = [...urgencias, 'Trauma ocular', 'Trauma aberto'];
const pediatria = ['Neuroftalmologia, Órbita e Oftalmopediatria', 'Estrabismo e Oftalmopediatria'] as const;
const exotropias: DemoSubjectPath = [...pediatria, 'Estrabismo', 'Exotropias'];
const rop: DemoSubjectPath = [...pediatria, 'Retinopatia da prematuridade'];
const trilhaRop = 'Retinopatia da prematuridade';

export const cards: readonly DemoFlashcard[] = [
  {
    subject: trauma,
    frente: 'Soldador com dor, fotofobia e lacrimejamento horas após trabalhar sem proteção: qual o diagnóstico?',
    verso: 'Ceratite actínica (fotoceratite por UV), com ceratite puntata; surge 6 a 12 horas após a exposição.',
  },
  {
    subject: trauma,
    frente: 'Qual exame de imagem se pede na suspeita de corpo estranho intraocular?',
    verso:
      'Tomografia de órbita com cortes finos; a ressonância é contraindicada se o corpo estranho puder ser metálico.',
  },
  {
    subject: traumaAberto,
    frente: 'Qual a conduta inicial no trauma ocular aberto?',
    verso:
      'Protetor rígido sem compressão, jejum, antiemético, analgesia, antibiótico sistêmico, antitetânica e reparo cirúrgico urgente.',
  },
  {
    subject: traumaAberto,
    frente: 'O que indica o teste de Seidel positivo?',
    verso: 'Extravasamento de humor aquoso, que dilui a fluoresceína concentrada: ferida perfurante ou fístula.',
  },
  {
    subject: traumaAberto,
    frente: 'Pupila em gota após trauma sugere o quê?',
    verso: 'Perfuração do globo com íris encarcerada na ferida.',
  },
  {
    subject: traumaAberto,
    kind: 'reversible',
    frente: 'Oftalmia simpática',
    verso: 'Panuveíte granulomatosa bilateral semanas a meses após trauma perfurante ou cirurgia em um olho.',
  },
  {
    subject: hifema,
    frente: 'Quais os cuidados no hifema traumático?',
    verso:
      'Repouso com cabeceira elevada, protetor ocular, cicloplégico e corticoide tópicos, evitar AAS e AINE, controlar a PIO.',
  },
  {
    subject: hifema,
    frente: 'Hifema em paciente com doença falciforme: que cuidados extras?',
    verso:
      'Hemácias falcizadas obstruem o trabeculado: PIO alta com menos tolerância; evitar acetazolamida e hiperosmóticos.',
  },
  {
    subject: hifema,
    frente: 'Qual complicação corneana do hifema total com PIO elevada?',
    verso: 'Impregnação hemática da córnea.',
  },
  {
    subject: exotropias,
    frente: 'Qual sinal é típico da exotropia intermitente?',
    verso: 'Fechar um olho sob luz solar intensa.',
  },
  {
    subject: exotropias,
    kind: 'reversible',
    frente: 'Síndrome de Duane tipo 1',
    verso: 'Limitação da abdução, com retração do globo e estreitamento da fenda palpebral na adução.',
  },
  {
    subject: rop,
    kind: 'cloze',
    frente: 'A zona I da ROP é um círculo centrado no disco com raio de {{c1::2 vezes}} a distância disco–fóvea.',
    verso: 'A zona II vai até a ora serrata nasal; a zona III é o crescente temporal restante.',
    track: trilhaRop,
  },
  {
    subject: rop,
    kind: 'cloze',
    frente:
      'ROP: estágio 1, {{c1::linha de demarcação}}; estágio 2, {{c2::crista}}; estágio 4, descolamento parcial; estágio 5, total.',
    verso: 'O estágio 3 é a proliferação fibrovascular extrarretiniana.',
    track: trilhaRop,
  },
  {
    subject: rop,
    frente: 'Quais os tratamentos da ROP tipo 1?',
    verso: 'Fotocoagulação a laser da retina avascular ou anti-VEGF intravítreo (sobretudo na zona I).',
    track: trilhaRop,
  },
  {
    subject: rop,
    frente: 'O que caracteriza a ROP agressiva (A-ROP)?',
    verso:
      'Doença plus intensa e neovascularização plana no polo posterior, com evolução rápida sem passar pelos estágios clássicos.',
    track: trilhaRop,
  },
  {
    subject: rop,
    kind: 'cloze',
    frente: 'ROP tipo 2 (acompanhar): zona I, estágio {{c1::1 ou 2}} sem plus, ou zona II, estágio {{c2::3}} sem plus.',
    verso: 'Pelo ETROP, trata-se a tipo 1 e acompanha-se de perto a tipo 2.',
    track: trilhaRop,
  },
  {
    subject: rop,
    frente: 'Quais os principais fatores de risco da ROP?',
    verso: 'Baixo peso ao nascer, baixa idade gestacional e oxigenoterapia com grande variação da saturação.',
  },
];
