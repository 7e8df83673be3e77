/**
 * The questions the assistant's panel suggests to a demo producer's learners (assistant_settings.suggestions), by
 * producer slug. Each comes from its vertical's retrieval test set (test-support/assistant/retrieval-sets/), so the
 * material is known to answer it; mostly from the courses the demo learner holds ('included' and 'freemium').
 * Producers of the same vertical share the material, so they get different questions of it.
 */
export const demoAssistantSuggestions: Record<string /* producer slug */, string[]> = {
  'foco-oftalmo': [
    'Por que tiraram o betacaroteno da fórmula AREDS?',
    'Anisocoria que aumenta no escuro: qual pupila está doente?',
    'Por que queimadura por álcali é pior que por ácido?',
    'Oclusão da artéria central da retina: por que mandar para um centro de AVC?',
  ],
  'lumen-oftalmologia': [
    'Quais os parâmetros do protocolo de Dresden no crosslinking do ceratocone?',
    'Ceratite por fungo filamentoso: natamicina ou voriconazol tópico?',
    'Em que dias o hifema traumático costuma ressangrar?',
    'O que é a estratégia SAFE da OMS para o tracoma?',
  ],
  'vigilia-anestesia': [
    'Quais os critérios de Langeron para ventilação difícil com máscara?',
    'Qual o primeiro sinal da hipertermia maligna na sala?',
    'Por que o etomidato mexe com o cortisol?',
    'Cal sodada ressecada com desflurano produz o quê?',
  ],
  'plano-anestesico': [
    'Na metemoglobinemia, a SpO2 marca quanto?',
    'Diferença entre sedação moderada e sedação profunda',
    'PCR na gestante: em quantos minutos indicar a cesárea perimortem?',
    'Capnografia com fase 3 inclinada tipo barbatana de tubarão: o que significa?',
  ],
  'fluxo-vascular': [
    'Quais os critérios anatômicos do colo proximal para indicar EVAR?',
    'Diferença entre NASCET e ECST para medir a estenose da carótida',
    'No escore de Wells, onde medir a circunferência da panturrilha?',
    'Aneurisma roto: qual PA sistólica manter na hipotensão permissiva?',
  ],
  'ortopedia-ativa': [
    'O que é a regra dos dois na radiografia de trauma?',
    'Entorse de tornozelo em inversão: qual ligamento lesiona primeiro?',
    'Hérnia de disco foraminal L4-L5 comprime qual raiz?',
    'Qual artéria irriga a cabeça do fêmur e por que o colo desviado necrosa?',
  ],
};
