import type { DemoFlashcard, DemoSubjectPath } from './demo-flashcard-types.ts';

/** Ortopedia, part 1: princípios do trauma (fraturas expostas, síndrome compartimental, consolidação, politrauma) e pelve. */
const gustilo: DemoSubjectPath = [
  'Trauma Ortopédico',
  'Princípios do Trauma',
  'Fraturas expostas',
  'Classificação de Gustilo-Anderson',
];
const antibiotico: DemoSubjectPath = [
  'Trauma Ortopédico',
  'Princípios do Trauma',
  'Fraturas expostas',
  'Antibioticoprofilaxia',
];
const condutaExposta: DemoSubjectPath = [
  'Trauma Ortopédico',
  'Princípios do Trauma',
  'Fraturas expostas',
  'Conduta inicial e cirúrgica',
];
const compartimental: DemoSubjectPath = ['Trauma Ortopédico', 'Princípios do Trauma', 'Síndrome compartimental'];
const consolidacao: DemoSubjectPath = [
  'Trauma Ortopédico',
  'Princípios do Trauma',
  'Consolidação óssea e complicações',
];
const politrauma: DemoSubjectPath = ['Trauma Ortopédico', 'Princípios do Trauma', 'Politrauma e controle de danos'];
const pelve: DemoSubjectPath = ['Trauma Ortopédico', 'Trauma do Membro Inferior', 'Pelve e acetábulo'];

export const cards: readonly DemoFlashcard[] = [
  {
    subject: gustilo,
    kind: 'cloze',
    frente:
      'Gustilo-Anderson: tipo I tem ferida {{c1::menor que 1 cm}}, limpa; tipo II, ferida de {{c2::1 a 10 cm}} sem lesão extensa de partes moles.',
    verso: 'A classificação definitiva é feita após o desbridamento.',
    track: 'Fraturas expostas',
  },
  {
    subject: gustilo,
    frente: 'Quais achados tornam uma fratura exposta tipo III independentemente do tamanho da ferida?',
    verso:
      'Alta energia: fratura segmentar ou muito cominutiva, esmagamento, projétil de alta energia, contaminação grosseira (ambiente rural) ou lesão vascular.',
    track: 'Fraturas expostas',
  },
  {
    subject: gustilo,
    kind: 'reversible',
    frente: 'Gustilo IIIC',
    verso: 'Fratura exposta com lesão arterial que exige reparo para salvar o membro',
  },
  {
    subject: antibiotico,
    kind: 'cloze',
    frente:
      'Fratura exposta Gustilo I e II: {{c1::cefazolina}}; Gustilo III: cefazolina associada a {{c2::gentamicina::um aminoglicosídeo}}.',
    verso: 'Contaminação de solo ou fezes: acrescentar penicilina para clostrídios.',
    track: 'Fraturas expostas',
  },
  {
    subject: antibiotico,
    frente: 'Qual a dose inicial de cefazolina na fratura exposta do adulto?',
    verso: '2 g IV (3 g se peso ≥ 120 kg), repetida a cada 8 horas.',
  },
  {
    subject: antibiotico,
    frente: 'Por quanto tempo manter o antibiótico na fratura exposta?',
    verso:
      'Tipos I e II: até 24 h após o fechamento da ferida. Tipo III: até 72 h do trauma ou 24 h após a cobertura de partes moles.',
    track: 'Fraturas expostas',
  },
  {
    subject: antibiotico,
    frente: 'Fratura exposta com vacinação antitetânica desconhecida ou incompleta: qual a profilaxia do tétano?',
    verso: 'Vacina (dT) e imunoglobulina antitetânica, pois é ferida de alto risco.',
  },
  {
    subject: condutaExposta,
    frente: 'A “regra das 6 horas” para desbridar a fratura exposta é sustentada pela evidência atual?',
    verso:
      'Não. Importam o antibiótico na primeira hora e um desbridamento adequado, em geral nas primeiras 24 h (imediato se contaminação grosseira ou isquemia).',
  },
  {
    subject: condutaExposta,
    frente: 'Segundo o estudo FLOW, como irrigar a ferida da fratura exposta?',
    verso:
      'Com soro fisiológico em baixa pressão; o sabão não reduziu reoperações e a alta pressão não trouxe benefício.',
  },
  {
    subject: condutaExposta,
    kind: 'cloze',
    frente:
      'Volumes clássicos de irrigação (Anglen): {{c1::3}} L no tipo I, {{c2::6}} L no tipo II e {{c3::9}} L no tipo III.',
    verso: '',
  },
  {
    subject: condutaExposta,
    frente: 'Qual o prazo ideal para a cobertura definitiva de partes moles na fratura IIIB?',
    verso: 'O mais cedo possível, idealmente em até cerca de 7 dias (“fix and flap”); o atraso eleva a infecção.',
    track: 'Fraturas expostas',
  },
  {
    subject: compartimental,
    frente: 'Qual o sinal clínico mais precoce e sensível da síndrome compartimental?',
    verso: 'Dor desproporcional à lesão, que piora ao estiramento passivo dos músculos do compartimento.',
  },
  {
    subject: compartimental,
    kind: 'cloze',
    frente:
      'Indica fasciotomia a diferença entre a pressão {{c1::diastólica}} e a pressão do compartimento menor que {{c2::30 mmHg::valor do ΔP}}.',
    verso: 'O diagnóstico é clínico; a medida ajuda no paciente inconsciente ou duvidoso.',
  },
  {
    subject: compartimental,
    frente: 'Pulso distal palpável exclui síndrome compartimental?',
    verso:
      'Não. A pressão compartimental que causa isquemia muscular é bem menor que a arterial; a ausência de pulso é tardia.',
  },
  {
    subject: compartimental,
    kind: 'cloze',
    frente:
      'A perna tem {{c1::4}} compartimentos, liberados por fasciotomia com {{c2::duas incisões (anterolateral e posteromedial)}}.',
    verso: 'Compartimentos anterior, lateral, posterior superficial e posterior profundo.',
  },
  {
    subject: compartimental,
    frente: 'Qual compartimento da perna é o mais acometido e qual o achado sensitivo?',
    verso: 'O anterior; hipoestesia no 1º espaço interdigital dorsal (nervo fibular profundo).',
  },
  {
    subject: compartimental,
    kind: 'reversible',
    frente: 'Contratura isquêmica de Volkmann',
    verso:
      'Sequela de síndrome compartimental do antebraço: necrose e fibrose dos flexores (compartimento volar profundo)',
  },
  {
    subject: compartimental,
    frente: 'Suspeita de síndrome compartimental em membro gessado: primeiras medidas?',
    verso:
      'Abrir o gesso e as ataduras até a pele, manter o membro na altura do coração (não elevar) e reavaliar; sem melhora, fasciotomia.',
  },
  {
    subject: consolidacao,
    kind: 'cloze',
    frente:
      'A estabilidade {{c1::absoluta}} leva à consolidação primária, sem calo; a estabilidade {{c2::relativa}} leva à consolidação secundária, com calo.',
    verso: 'Compressão interfragmentária e placa de compressão × haste, fixador externo e gesso.',
  },
  {
    subject: consolidacao,
    kind: 'cloze',
    frente:
      'Teoria da deformação de Perren: com strain {{c1::menor que 2%}} forma-se osso; entre 2% e 10%, cartilagem; acima de {{c2::10%}}, tecido de granulação.',
    verso: '',
  },
  {
    subject: consolidacao,
    frente: 'Pseudartrose hipertrófica: qual a causa e o tratamento?',
    verso:
      'Biologia boa com estabilidade insuficiente; tratar com estabilização rígida (ex.: haste ou placa de compressão), sem necessidade de enxerto.',
  },
  {
    subject: consolidacao,
    frente: 'Pseudartrose atrófica: qual a causa e o tratamento?',
    verso: 'Biologia deficiente; desbridar, estabilizar e estimular com enxerto ósseo autólogo.',
  },
  {
    subject: consolidacao,
    kind: 'cloze',
    frente: 'O enxerto ósseo autólogo de crista ilíaca é {{c1::osteogênico}}, {{c2::osteoindutor}} e osteocondutor.',
    verso: 'Por isso é o padrão-ouro; o aloenxerto é sobretudo osteocondutor.',
  },
  {
    subject: consolidacao,
    frente: 'Qual a tríade clínica da síndrome de embolia gordurosa?',
    verso:
      'Insuficiência respiratória, alteração neurológica e petéquias (axilas, conjuntivas), em 24 a 72 h após fratura de osso longo.',
  },
  {
    subject: consolidacao,
    frente: 'Qual medida ortopédica reduz a incidência de embolia gordurosa no politraumatizado?',
    verso: 'A estabilização precoce das fraturas de ossos longos (em especial do fêmur).',
  },
  {
    subject: politrauma,
    kind: 'cloze',
    frente: 'A tríade letal do trauma é {{c1::hipotermia}}, {{c1::acidose}} e {{c1::coagulopatia}}.',
    verso: 'Com ela, prefere-se a ortopedia de controle de danos.',
  },
  {
    subject: politrauma,
    frente: 'O que é ortopedia de controle de danos?',
    verso:
      'Estabilização temporária rápida (em geral fixador externo) no paciente instável, com fixação definitiva adiada até a recuperação fisiológica.',
  },
  {
    subject: politrauma,
    frente: 'Quando converter o fixador externo em fixação definitiva no controle de danos?',
    verso:
      'Após a ressuscitação, em geral entre o 5º e o 10º dia; evitar os dias 2 a 4, de pico inflamatório (risco de “segundo golpe”).',
  },
  {
    subject: politrauma,
    frente: 'O que é cuidado total precoce (early total care)?',
    verso:
      'Fixação definitiva das fraturas de ossos longos nas primeiras 24 h, indicada no paciente estável e ressuscitado.',
  },
  {
    subject: pelve,
    kind: 'cloze',
    frente:
      'Tile: tipo A é {{c1::estável}}; tipo B, instável {{c2::rotacionalmente}} e estável verticalmente; tipo C, instável rotacional e {{c3::verticalmente}}.',
    verso: '',
  },
  {
    subject: pelve,
    frente: 'Quais os mecanismos da classificação de Young-Burgess?',
    verso:
      'Compressão anteroposterior (APC), compressão lateral (LC), cisalhamento vertical (VS) e mecanismo combinado (CM).',
  },
  {
    subject: pelve,
    frente: 'Qual a origem mais comum do sangramento na fratura instável da pelve?',
    verso: 'Venosa (plexo venoso pré-sacral) e das superfícies ósseas; a arterial é minoria.',
  },
  {
    subject: pelve,
    frente: 'Onde posicionar o cinto pélvico (binder)?',
    verso: 'Na altura dos trocânteres maiores, e não sobre as cristas ilíacas.',
  },
  {
    subject: pelve,
    frente: 'Fratura de pelve com sangue no meato uretral: o que fazer antes da sonda vesical?',
    verso: 'Uretrografia retrógrada, pela suspeita de lesão de uretra.',
  },
  {
    subject: pelve,
    frente: 'Quais incidências radiográficas estudam o acetábulo?',
    verso:
      'As oblíquas de Judet: alar (coluna posterior e parede anterior) e obturatriz (coluna anterior e parede posterior), além do AP.',
  },
  {
    subject: pelve,
    kind: 'reversible',
    frente: 'Lesão de Morel-Lavallée',
    verso:
      'Desenluvamento fechado da pele e do subcutâneo sobre a fáscia, típico da região trocantérica no trauma pélvico',
  },
  {
    subject: pelve,
    frente: 'Na APC, qual diástase da sínfise indica lesão dos ligamentos sacroespinal e sacrotuberal (APC II)?',
    verso: 'Diástase maior que 2,5 cm.',
  },
];
