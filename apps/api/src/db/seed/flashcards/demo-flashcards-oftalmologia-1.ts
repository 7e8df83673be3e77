import type { DemoFlashcard, DemoSubjectPath } from './demo-flashcard-types.ts';

/** Flashcards de oftalmologia, parte 1: semiologia, olho vermelho e queimaduras químicas (dados de demonstração em português). */
const semiologia = ['Semiologia e Urgências Oftalmológicas', 'Semiologia Ocular'] as const;
const urgencias = ['Semiologia e Urgências Oftalmológicas', 'Urgências Oftalmológicas'] as const;
const refracao: DemoSubjectPath = [...semiologia, 'Acuidade visual e refração'];
const exames: DemoSubjectPath = [...semiologia, 'Exames complementares'];
const olhoVermelho: DemoSubjectPath = [...urgencias, 'Olho vermelho'];
const conjuntivites: DemoSubjectPath = [...urgencias, 'Olho vermelho', 'Conjuntivites'];
const esclerite: DemoSubjectPath = [...urgencias, 'Olho vermelho', 'Episclerite e esclerite'];
const queimaduras: DemoSubjectPath = [...urgencias, 'Queimaduras químicas'];

export const cards: readonly DemoFlashcard[] = [
  {
    subject: refracao,
    frente: 'A acuidade visual melhora com o buraco estenopeico. O que isso indica?',
    verso: 'Baixa visual de causa refrativa; ambliopia e doenças da mácula ou do nervo óptico não melhoram.',
  },
  {
    subject: refracao,
    kind: 'cloze',
    frente: 'Acuidade de 20/200: o paciente vê a {{c1::20 pés}} o que um olho normal vê a {{c2::200 pés}}.',
    verso: '20/200 equivale a 0,1 na notação decimal.',
  },
  {
    subject: refracao,
    kind: 'cloze',
    frente:
      'Na hipermetropia, a imagem se forma {{c1::atrás}} da retina e a correção é feita com lente {{c2::convergente (positiva)::tipo de lente}}.',
    verso: 'Na miopia, a imagem se forma à frente da retina e a correção é com lente divergente (negativa).',
  },
  {
    subject: refracao,
    kind: 'reversible',
    frente: 'Presbiopia',
    verso: 'Perda da amplitude de acomodação com a idade, com dificuldade para perto a partir dos 40 anos.',
  },
  {
    subject: refracao,
    kind: 'reversible',
    frente: 'Astigmatismo',
    verso:
      'Ametropia por curvaturas diferentes entre os meridianos da córnea ou do cristalino, corrigida com lente cilíndrica.',
  },
  {
    subject: refracao,
    frente: 'Qual colírio é o padrão para a refração sob cicloplegia na criança?',
    verso: 'Ciclopentolato 1%; a atropina fica para casos selecionados, como a esotropia acomodativa.',
  },
  {
    subject: refracao,
    frente: 'Como a OMS define cegueira pela acuidade visual?',
    verso:
      'Acuidade menor que 3/60 (20/400) no melhor olho com a melhor correção, ou campo visual menor que 10° do ponto de fixação.',
  },
  {
    subject: refracao,
    frente: 'Qual a ametropia mais comum em escolares com queixa de baixa visual para longe?',
    verso: 'Miopia.',
  },
  {
    subject: exames,
    frente: 'Qual corante evidencia defeitos epiteliais da córnea sob luz azul-cobalto?',
    verso: 'Fluoresceína sódica.',
  },
  {
    subject: exames,
    frente: 'Qual exame avalia o segmento posterior quando há opacidade de meios (catarata densa, hemorragia vítrea)?',
    verso: 'Ultrassonografia ocular modo B.',
  },
  {
    subject: exames,
    frente: 'O que a OCT de mácula mostra?',
    verso:
      'Cortes transversais da retina em alta resolução: espessura, líquido intra e sub-retiniano e interface vitreorretiniana.',
  },
  {
    subject: exames,
    kind: 'cloze',
    frente: 'A tela de {{c1::Amsler}} detecta {{c2::metamorfopsia}} e escotomas centrais, como na DMRI.',
    verso: '',
  },
  {
    subject: exames,
    frente: 'Com que teste se pesquisa o defeito pupilar aferente relativo?',
    verso: 'Teste da lanterna alternada: a pupila do olho doente se dilata quando a luz passa para ele.',
  },
  {
    subject: exames,
    frente: 'Quais os efeitos adversos da angiofluoresceinografia?',
    verso: 'Náuseas e vômitos são comuns; pele e urina ficam amareladas; a anafilaxia é rara.',
  },
  {
    subject: olhoVermelho,
    frente: 'Olho vermelho com dor, halos, córnea edemaciada e pupila em médio-midríase fixa: qual a hipótese?',
    verso: 'Crise de fechamento angular agudo.',
  },
  {
    subject: olhoVermelho,
    frente: 'Que processos a injeção ciliar (perilímbica) sugere?',
    verso: 'Ceratite, uveíte anterior e glaucoma agudo, ao contrário da injeção conjuntival difusa das conjuntivites.',
  },
  {
    subject: olhoVermelho,
    frente: 'Quais sinais de alarme no olho vermelho exigem avaliação oftalmológica urgente?',
    verso: 'Baixa visual, dor intensa, fotofobia, injeção ciliar, opacidade de córnea e pupila alterada.',
  },
  {
    subject: olhoVermelho,
    frente: 'Qual a conduta na hemorragia subconjuntival espontânea isolada?',
    verso: 'Tranquilizar (resolve em 1 a 2 semanas); se recorrente, medir a pressão arterial e rever anticoagulação.',
  },
  {
    subject: conjuntivites,
    frente: 'Qual o agente da ceratoconjuntivite epidêmica?',
    verso: 'Adenovírus (sorotipos 8, 19 e 37).',
  },
  {
    subject: conjuntivites,
    frente: 'Qual achado linfonodal é típico da conjuntivite viral?',
    verso: 'Linfonodo pré-auricular palpável e doloroso.',
  },
  {
    subject: conjuntivites,
    kind: 'reversible',
    frente: 'Pontos de Horner-Trantas',
    verso: 'Nódulos brancos límbicos de eosinófilos na ceratoconjuntivite vernal.',
  },
  {
    subject: conjuntivites,
    kind: 'cloze',
    frente:
      'Oftalmia neonatal: a gonocócica surge em {{c1::2 a 5 dias}}; a por clamídia, em {{c2::5 a 14 dias}} de vida.',
    verso: 'A conjuntivite química (nitrato de prata) aparece nas primeiras 24 horas.',
  },
  {
    subject: conjuntivites,
    frente: 'Como tratar a oftalmia neonatal gonocócica?',
    verso: 'Ceftriaxona 25–50 mg/kg IV ou IM em dose única (máximo 125 mg) e irrigação ocular frequente.',
  },
  {
    subject: conjuntivites,
    frente: 'Por que a conjuntivite neonatal por clamídia é tratada por via oral?',
    verso: 'Pelo risco de pneumonia associada: eritromicina (ou azitromicina) oral.',
  },
  {
    subject: conjuntivites,
    kind: 'cloze',
    frente:
      'Tracoma (OMS): {{c1::TF}} folicular, TI intensa, {{c2::TS}} cicatricial, {{c3::TT}} triquíase e CO opacidade corneana.',
    verso: 'Tratamento comunitário com azitromicina oral em dose única (estratégia SAFE).',
  },
  {
    subject: conjuntivites,
    kind: 'reversible',
    frente: 'Linha de Arlt',
    verso: 'Cicatriz linear horizontal na conjuntiva tarsal superior no tracoma.',
  },
  {
    subject: conjuntivites,
    kind: 'reversible',
    frente: 'Fossetas de Herbert',
    verso: 'Depressões límbicas deixadas por folículos cicatrizados no tracoma.',
  },
  {
    subject: conjuntivites,
    frente: 'Qual o tratamento tópico de primeira linha da conjuntivite alérgica?',
    verso: 'Colírios de ação dupla, anti-histamínico e estabilizador de mastócitos (olopatadina, cetotifeno).',
  },
  {
    subject: esclerite,
    frente: 'Como a fenilefrina tópica diferencia episclerite de esclerite?',
    verso:
      'Empalidece os vasos episclerais superficiais da episclerite; na esclerite, o plexo profundo segue ingurgitado.',
  },
  {
    subject: esclerite,
    frente: 'Qual doença sistêmica é mais associada à esclerite?',
    verso: 'Artrite reumatoide (também granulomatose com poliangiite).',
  },
  {
    subject: esclerite,
    kind: 'reversible',
    frente: 'Escleromalácia perfurante',
    verso: 'Esclerite necrosante sem inflamação, típica da artrite reumatoide de longa data.',
  },
  {
    subject: esclerite,
    frente: 'Como é a dor da esclerite e como se trata a forma não necrosante?',
    verso:
      'Dor intensa, profunda, que acorda o paciente; AINE oral, e corticoide sistêmico ou imunossupressor se refratária.',
  },
  {
    subject: queimaduras,
    frente: 'Qual a primeira conduta na queimadura química ocular?',
    verso: 'Irrigação copiosa imediata, antes do exame, até pH neutro (7,0 a 7,4).',
  },
  {
    subject: queimaduras,
    kind: 'cloze',
    frente:
      'Álcalis causam necrose de {{c1::liquefação}} e penetram mais; ácidos causam necrose de {{c2::coagulação}}, que limita a penetração.',
    verso: 'Por isso as queimaduras por álcali (cal, soda cáustica, amônia) são as mais graves.',
  },
  {
    subject: queimaduras,
    kind: 'cloze',
    frente: 'Roper-Hall: grau {{c1::IV}} tem córnea opaca e isquemia de mais da {{c2::metade}} do limbo.',
    verso: 'Grau I: sem isquemia límbica; II: menos de 1/3; III: 1/3 a 1/2; IV: mais de 1/2.',
  },
  {
    subject: queimaduras,
    frente: 'Quais medicações orais reduzem a ulceração estromal após queimadura por álcali?',
    verso: 'Doxiciclina (inibe colagenases) e vitamina C (síntese de colágeno).',
  },
];
