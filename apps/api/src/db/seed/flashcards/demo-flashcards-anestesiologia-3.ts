import type { DemoFlashcard, DemoSubjectPath } from './demo-flashcard-types.ts';

/** Flashcards de anestesiologia, parte 3: via aérea (dados de demonstração em português). */
const viaAerea = ['Anestesia Geral', 'Via Aérea'] as const;
const preOxigenacao: DemoSubjectPath = [...viaAerea, 'Pré-oxigenação'];
const sequencia: DemoSubjectPath = [...viaAerea, 'Sequência rápida'];
const dificil: DemoSubjectPath = [...viaAerea, 'Via aérea difícil'];
const preditores: DemoSubjectPath = [...viaAerea, 'Via aérea difícil', 'Preditores de via aérea difícil'];
const algoritmos: DemoSubjectPath = [...viaAerea, 'Via aérea difícil', 'Algoritmos de via aérea difícil'];
const trilha = 'Avaliação pré-anestésica e via aérea';

export const cards: readonly DemoFlashcard[] = [
  {
    subject: preOxigenacao,
    kind: 'cloze',
    frente:
      'Pré-oxigenação adequada: fração expirada de O<sub>2</sub> ≥ {{c1::0,9}}, com {{c2::3 minutos}} de volume corrente ou 8 inspirações profundas em 1 minuto.',
    verso: 'O objetivo é desnitrogenar a capacidade residual funcional.',
  },
  {
    subject: preOxigenacao,
    frente: 'Quanto tempo de apneia um adulto saudável bem pré-oxigenado tolera até SpO<sub>2</sub> de 90%?',
    verso: 'Cerca de 8 minutos; bem menos em obesos, gestantes, crianças e doentes graves.',
  },
  {
    subject: preOxigenacao,
    frente: 'Como otimizar a pré-oxigenação do obeso?',
    verso: 'Cabeceira elevada (25 a 30°) ou rampa e pressão positiva (CPAP ou PEEP).',
  },
  {
    subject: preOxigenacao,
    frente: 'O que é oxigenação apneica?',
    verso:
      'Fluxo de O<sub>2</sub> pela cânula nasal (inclusive de alto fluxo) durante a apneia, prolongando o tempo até a dessaturação.',
  },
  {
    subject: sequencia,
    kind: 'reversible',
    frente: 'Manobra de Sellick',
    verso: 'Pressão na cartilagem cricoide (10 N acordado, 30 N após a perda de consciência) para ocluir o esôfago.',
  },
  {
    subject: sequencia,
    frente: 'Quais as indicações da sequência rápida de intubação?',
    verso:
      'Estômago cheio: jejum inadequado, obstrução intestinal, gestação a partir do 2º trimestre, refluxo grave, gastroparesia, trauma.',
  },
  {
    subject: sequencia,
    kind: 'reversible',
    frente: 'Síndrome de Mendelson',
    verso: 'Pneumonite química por aspiração de conteúdo gástrico ácido.',
  },
  {
    subject: sequencia,
    kind: 'cloze',
    frente:
      'Risco clássico de pneumonite aspirativa: volume gástrico > {{c1::0,4 mL/kg}} (cerca de 25 mL) com pH < {{c2::2,5}}.',
    verso: '',
  },
  {
    subject: sequencia,
    frente: 'Que profilaxia farmacológica reduz o risco de aspiração na sequência rápida?',
    verso: 'Antiácido não particulado (citrato de sódio), antagonista H2 e metoclopramida.',
  },
  {
    subject: sequencia,
    frente: 'É permitido ventilar sob máscara durante a sequência rápida?',
    verso:
      'Sim, na sequência rápida modificada: ventilação suave, com pressão abaixo de 20 cmH<sub>2</sub>O, para evitar hipoxemia.',
  },
  {
    subject: sequencia,
    frente: 'Quais doses de bloqueador neuromuscular usar na sequência rápida?',
    verso: 'Succinilcolina 1 a 1,5 mg/kg ou rocurônio 1,2 mg/kg.',
  },
  {
    subject: preditores,
    kind: 'cloze',
    frente:
      'Mallampati {{c1::I}}: palato mole, fauces, úvula e pilares visíveis; Mallampati {{c2::IV}}: só o palato duro.',
    verso: 'Classe II: palato mole, fauces e úvula; classe III: palato mole e base da úvula.',
  },
  {
    subject: preditores,
    kind: 'cloze',
    frente:
      'Regra 3-3-2: {{c1::3}} dedos de abertura bucal, 3 dedos entre mento e hioide e {{c2::2}} dedos entre hioide e cartilagem tireoide.',
    verso: '',
    track: trilha,
  },
  {
    subject: preditores,
    frente: 'Qual distância tireomentoniana sugere intubação difícil?',
    verso: 'Menos de 6 cm.',
  },
  {
    subject: preditores,
    frente: 'Quais os preditores de ventilação difícil sob máscara (Langeron)?',
    verso: 'Idade acima de 55 anos, IMC > 26, barba, ausência de dentes e história de ronco.',
    track: trilha,
  },
  {
    subject: preditores,
    frente: 'O que é o teste da mordida do lábio superior classe III?',
    verso: 'Os incisivos inferiores não alcançam o lábio superior: preditor de laringoscopia difícil.',
  },
  {
    subject: preditores,
    kind: 'cloze',
    frente: 'Cormack-Lehane {{c1::I}}: glote inteira visível; {{c2::IV}}: nem a epiglote é vista.',
    verso: 'Grau II: parte posterior da glote; grau III: só a epiglote.',
  },
  {
    subject: preditores,
    kind: 'reversible',
    frente: 'LEMON',
    verso:
      'Avaliação de intubação difícil: olhar (Look), regra 3-3-2 (Evaluate), Mallampati, Obstrução e mobilidade cervical (Neck).',
  },
  {
    subject: algoritmos,
    frente: 'Quantas tentativas de laringoscopia o plano A da DAS permite?',
    verso: 'Até 3, mais 1 por profissional mais experiente.',
    track: trilha,
  },
  {
    subject: algoritmos,
    frente: 'O que é o plano B da DAS?',
    verso: 'Dispositivo supraglótico de segunda geração para oxigenar, com até 3 tentativas.',
  },
  {
    subject: algoritmos,
    kind: 'reversible',
    frente: 'Situação CICO',
    verso:
      'Não consigo intubar, não consigo oxigenar: indica acesso cervical de emergência pela membrana cricotireoidea.',
  },
  {
    subject: algoritmos,
    frente: 'Qual a técnica de escolha diante de via aérea difícil prevista com paciente cooperativo?',
    verso: 'Intubação acordado, com fibroscópio flexível ou videolaringoscópio, sob anestesia tópica e sedação leve.',
  },
  {
    subject: algoritmos,
    frente: 'Onde fica a membrana cricotireoidea e como localizá-la?',
    verso:
      'Entre as cartilagens tireoide e cricoide; pela palpação com a técnica do "aperto de mão laríngeo" ou por ultrassom.',
  },
  {
    subject: dificil,
    frente: 'Qual o conteúdo do carrinho de via aérea difícil?',
    verso:
      'Lâminas e tubos de vários tamanhos, bougie, videolaringoscópio, supraglóticos de 2ª geração, fibroscópio e kit de cricotireoidostomia.',
  },
  {
    subject: dificil,
    frente: 'Por que o bougie ajuda na laringoscopia grau III?',
    verso: 'Passa sob a epiglote até a traqueia (sente-se o clique dos anéis) e guia o tubo.',
  },
];
