import type { DemoCase } from './demo-case-types.ts';

/** Cirurgia vascular, part 2: aneurisma de aorta abdominal roto e estenose carotídea sintomática. */
export const casesCirurgiaVascular2: readonly DemoCase[] = [
  {
    title: 'Dor lombar súbita e desmaio num idoso tabagista',
    summary:
      'Homem de 72 anos chega trazido pelo SAMU com dor lombar intensa que começou há 90 minutos e um episódio de síncope em casa. A equipe da emergência pede sua avaliação: cada minuto e cada decisão sobre volume contam.',
    subjects: [
      ['Aorta e Aneurismas', 'Doenças da Aorta', 'Aneurismas da aorta', 'Aneurisma da aorta abdominal'],
      ['Aorta e Aneurismas', 'Doenças da Aorta', 'Aneurismas da aorta', 'Tratamento endovascular e endoleaks'],
    ],
    difficulty: 'hard',
    estimatedMinutes: 35,
    stages: [
      {
        kind: 'history',
        title: 'Chegada do SAMU',
        body: '<p>Seu Antônio, 72 anos, aposentado, sentiu às 6h30 uma dor lombar "rasgando", irradiada para o flanco e a virilha esquerdos, e desmaiou no banheiro. O SAMU encontrou PA 78/40 mmHg e infundiu 500 mL de Ringer lactato.</p><p>Na sala de emergência (8h): PA 86/52 mmHg, FC 118 bpm, FR 24 irpm, SpO<sub>2</sub> 94%, consciente, pálido e sudoreico. Glasgow 15.</p>',
        prompt: 'O que você pergunta, enquanto a equipe monitora o paciente?',
        discussion:
          '<p>A tríade dor abdominal ou lombar, hipotensão e massa pulsátil em idoso tabagista é aneurisma roto até prova em contrário. A anamnese deve ser curta e dirigida: aneurisma conhecido, comorbidades que pesem na decisão e anticoagulantes.</p>',
        options: [
          {
            label: 'Diagnóstico prévio de aneurisma ou "dilatação da aorta"',
            finding:
              '<p>A esposa mostra um laudo de ultrassonografia de 3 anos atrás: aorta infrarrenal de 4,8 cm. Ele faltou ao retorno com o vascular.</p>',
            points: 15,
            rating: 'essential',
            feedback:
              'Um AAA conhecido de 4,8 cm há 3 anos hoje provavelmente passa de 5,5 cm: a ruptura passa a ser a principal hipótese.',
            lessonTitle: 'Aneurisma roto: do pronto-socorro ao centro cirúrgico',
          },
          {
            label: 'Uso de anticoagulantes ou antiagregantes',
            finding: '<p>Usa AAS 100 mg/dia; nenhum anticoagulante.</p>',
            points: 12,
            rating: 'essential',
            feedback: 'Muda o preparo de hemoderivados e a reversão antes da cirurgia.',
          },
          {
            label: 'Comorbidades cardíacas, pulmonares e renais',
            finding:
              '<p>Hipertenso, ex-tabagista (50 maços-ano), DPOC leve; infarto há 8 anos com angioplastia. Sem doença renal conhecida.</p>',
            points: 8,
            rating: 'useful',
            feedback: 'Ajuda a estimar o risco e discutir a escolha entre reparo endovascular e aberto.',
          },
          {
            label: 'Desejo do paciente quanto a medidas invasivas',
            finding: '<p>Lúcido, diz que "quer tudo o que for possível" e autoriza a cirurgia.</p>',
            points: 6,
            rating: 'useful',
            feedback:
              'Em aneurisma roto, a decisão de operar é compartilhada rapidamente; ouvir o paciente consciente é parte da conduta.',
          },
          {
            label: 'Hematúria, disúria e história de cálculos renais',
            finding: '<p>Nega cálculos prévios e alterações urinárias.</p>',
            points: -3,
            rating: 'unnecessary',
            feedback:
              'Investigar cólica renal num idoso hipotenso com síncope é perder tempo: a cólica renal não causa choque.',
          },
          {
            label: 'Hábito intestinal e última evacuação',
            finding: '<p>Evacuou normalmente ontem.</p>',
            points: -3,
            rating: 'unnecessary',
            feedback: 'Não muda nada na avaliação de um paciente em choque com dor lombar súbita.',
          },
        ],
      },
      {
        kind: 'exam',
        title: 'Exame físico dirigido',
        body: '<p>Paciente pálido, extremidades frias, tempo de enchimento capilar de 4 segundos.</p>',
        prompt: 'O que você examina?',
        discussion:
          '<p>Massa pulsátil dolorosa em paciente hipotenso fecha o diagnóstico clínico. A ultrassonografia à beira do leito confirma o aneurisma em segundos, mas não exclui ruptura retroperitoneal, a forma mais comum e a que dá tempo de chegar ao hospital.</p>',
        options: [
          {
            label: 'Palpação abdominal',
            finding:
              '<p>Massa pulsátil e expansiva, dolorosa, supraumbilical, de cerca de 8 cm; abdome flácido, sem peritonite.</p>',
            points: 15,
            rating: 'essential',
            feedback: 'A massa pulsátil dolorosa em choque é o achado-chave da ruptura de AAA.',
          },
          {
            label: 'Ultrassonografia à beira do leito (POCUS) da aorta',
            finding:
              '<p>Aorta infrarrenal de 7,6 cm, com trombo mural; pequena coleção retroperitoneal à esquerda.</p>',
            points: 12,
            rating: 'essential',
            feedback:
              'Confirma o aneurisma em minutos; a ausência de líquido livre não afasta ruptura retroperitoneal.',
          },
          {
            label: 'Pulsos femorais e distais',
            finding: '<p>Femorais presentes e simétricos, finos; pediosos presentes.</p>',
            points: 6,
            rating: 'useful',
            feedback: 'Linha de base para avaliar isquemia de membro após o reparo e o acesso femoral do EVAR.',
          },
          {
            label: 'Flancos e região lombar',
            finding: '<p>Equimose discreta em flanco esquerdo (sinal de Grey Turner).</p>',
            points: 5,
            rating: 'useful',
            feedback: 'Equimose em flanco sugere hematoma retroperitoneal, mas é tardia e inconstante.',
          },
          {
            label: 'Toque retal',
            finding: '<p>Ampola retal com fezes, sem sangue.</p>',
            points: -3,
            rating: 'unnecessary',
            feedback: 'Não contribui para o diagnóstico de ruptura e gasta tempo.',
          },
          {
            label: 'Sinal de Giordano',
            finding: '<p>Punho-percussão lombar esquerda dolorosa.</p>',
            points: -3,
            rating: 'unnecessary',
            feedback:
              'Positivo no hematoma retroperitoneal também: conduz à falsa hipótese de pielonefrite ou cálculo.',
          },
        ],
      },
      {
        kind: 'management',
        title: 'Primeiras medidas',
        body: '<p>Diagnóstico clínico de AAA roto. PA 84/50 mmHg, consciente. O hospital tem sala híbrida e equipe endovascular de sobreaviso.</p>',
        prompt: 'Escolha e ordene as condutas imediatas.',
        discussion:
          '<p>A <strong>hipotensão permissiva</strong> (PAS de 70–90 mmHg com paciente consciente) evita desfazer o tamponamento retroperitoneal e a coagulopatia dilucional. Ativar o protocolo de transfusão maciça e o centro cirúrgico é paralelo; em paciente responsivo, uma angiotomografia rápida define a anatomia para EVAR, que reduz mortalidade precoce na ruptura quando a anatomia é favorável.</p>',
        options: [
          {
            label: 'Acionar a equipe vascular, anestesia e sala híbrida imediatamente',
            points: 15,
            rating: 'essential',
            feedback:
              'O tempo até o controle da aorta decide a sobrevida (meta de porta-intervenção abaixo de 90 minutos): a mobilização começa com o diagnóstico clínico.',
            expertPosition: 1,
            lessonTitle: 'Aneurisma roto: do pronto-socorro ao centro cirúrgico',
          },
          {
            label: 'Hipotensão permissiva: PAS alvo de 70–90 mmHg, com paciente consciente',
            points: 15,
            rating: 'essential',
            feedback: 'Limita o sangramento até o controle proximal da aorta.',
            expertPosition: 2,
          },
          {
            label:
              'Dois acessos calibrosos, tipagem e protocolo de transfusão maciça (hemácias:plasma:plaquetas 1:1:1)',
            points: 12,
            rating: 'essential',
            feedback: 'Reposição com hemoderivados, não com cristaloide, corrige o choque sem diluir a coagulação.',
            expertPosition: 3,
          },
          {
            label: 'Ácido tranexâmico 1 g IV',
            points: -3,
            rating: 'unnecessary',
            feedback: 'Não há evidência de benefício no AAA roto; não substitui o controle cirúrgico.',
          },
          {
            label: 'Cristaloide 2 L em bolus para PAS de 120 mmHg',
            points: -15,
            rating: 'harmful',
            feedback: 'Aumentar a pressão rompe o tamponamento, dilui fatores e plaquetas e aumenta a mortalidade.',
          },
          {
            label: 'Noradrenalina para PAS acima de 110 mmHg',
            points: -12,
            rating: 'harmful',
            feedback: 'Vasopressor para normalizar a pressão no sangramento ativo aumenta a perda de sangue.',
          },
          {
            label: 'Sondagem vesical e monitorização da diurese',
            points: 4,
            rating: 'useful',
            feedback:
              'Útil, desde que não atrase a ida à sala; ajuda a seguir a perfusão e, depois, a pressão intra-abdominal.',
            expertPosition: 4,
          },
        ],
      },
      {
        kind: 'tests',
        title: 'Exames no caminho para a sala',
        body: '<p>Com 500 mL de hemácias e 500 mL de plasma, PA 92/58 mmHg, FC 108 bpm, consciente. A sala híbrida estará pronta em 20 minutos.</p>',
        prompt: 'Quais exames você pede?',
        discussion:
          '<p>No paciente responsivo, a angiotomografia define se a anatomia permite EVAR (colo, ilíacas, acessos) e é o exame que muda a conduta. Laboratório de base, tipagem e ECG se fazem em paralelo. Qualquer exame que atrase a sala em um paciente que volta a piorar é prejudicial.</p>',
        options: [
          {
            label: 'Angiotomografia de aorta abdominal e ilíacas',
            finding:
              '<p>AAA infrarrenal de 7,8 cm com hematoma retroperitoneal esquerdo e extravasamento de contraste. Colo proximal de 22 mm de diâmetro e 18 mm de extensão, angulação de 40°; ilíacas comuns de 14 mm, externas de 8 mm.</p>',
            points: 20,
            rating: 'essential',
            feedback:
              'Confirma a ruptura e mostra anatomia favorável ao EVAR (colo ≥ 15 mm, pouco angulado, acessos adequados).',
            costReais: 780,
            turnaroundMinutes: 15,
          },
          {
            label: 'Tipagem sanguínea e prova cruzada',
            finding: '<p>A positivo; 6 unidades de hemácias e 6 de plasma reservadas.</p>',
            points: 15,
            rating: 'essential',
            feedback: 'Indispensável: a perda sanguínea intraoperatória costuma ser grande.',
            costReais: 60,
            turnaroundMinutes: 30,
          },
          {
            label: 'Hemograma, coagulograma, fibrinogênio e gasometria com lactato',
            finding:
              '<p>Hb 8,2 g/dL (13–17); plaquetas 128.000/mm³; INR 1,4; fibrinogênio 160 mg/dL (200–400); pH 7,29; lactato 4,8 mmol/L (&lt; 2).</p>',
            points: 12,
            rating: 'essential',
            feedback:
              'Mostra choque e coagulopatia incipiente, orientando a reposição de plasma, crioprecipitado e plaquetas.',
            costReais: 90,
            turnaroundMinutes: 20,
          },
          {
            label: 'Creatinina, potássio e eletrocardiograma',
            finding:
              '<p>Creatinina 1,6 mg/dL (0,7–1,3); K<sup>+</sup> 4,9 mEq/L. ECG: taquicardia sinusal, sem supra de ST.</p>',
            points: 6,
            rating: 'useful',
            feedback: 'Linha de base para contraste e cirurgia; afasta infarto como causa do choque.',
            costReais: 40,
            turnaroundMinutes: 30,
          },
          {
            label: 'Ultrassonografia abdominal formal pela radiologia',
            finding: '<p>Aneurisma de aorta de 7,7 cm; o radiologista não consegue avaliar o retroperitônio.</p>',
            points: -3,
            rating: 'unnecessary',
            feedback: 'Repete o POCUS, não define anatomia para EVAR e gasta tempo.',
            costReais: 150,
            turnaroundMinutes: 45,
          },
          {
            label: 'Ressonância magnética de abdome',
            finding: '<p>Durante a aquisição, PA cai para 68/40 mmHg e o exame é interrompido.</p>',
            points: -15,
            rating: 'harmful',
            feedback: 'Exame longo e longe da sala de emergência num paciente em choque hemorrágico: nunca.',
            costReais: 1200,
            turnaroundMinutes: 60,
          },
        ],
      },
      {
        kind: 'diagnosis',
        title: 'Diagnóstico',
        body: '<p>Você reúne os dados para o termo de consentimento e a comunicação com a família. Corte axial da angiotomografia, no nível de L3:</p><p><img src="/casos/cirurgia-vascular-aaa-roto-angiotc.svg" alt="Esquema de angiotomografia axial: aneurisma de aorta de 7,8 cm com trombo mural e hematoma retroperitoneal à esquerda com extravasamento de contraste"></p>',
        prompt: 'Qual o diagnóstico principal e quais diferenciais?',
        discussion:
          '<p>AAA infrarrenal roto com hematoma retroperitoneal contido, em choque responsivo. Cólica renal é o erro diagnóstico mais frequente e mais letal; dissecção aórtica e infarto são diferenciais do choque com dor.</p>',
        hypotheses: [
          {
            label: 'Aneurisma de aorta abdominal infrarrenal roto (retroperitoneal)',
            synonyms: ['aaa roto', 'ruptura de aneurisma de aorta', 'aneurisma de aorta roto', 'raaa'],
            points: 20,
            differentialPoints: 5,
            rating: 'essential',
            feedback: 'Diagnóstico confirmado pela angiotomografia; mortalidade sem cirurgia próxima de 100%.',
            lessonTitle: 'Aneurisma roto: do pronto-socorro ao centro cirúrgico',
          },
          {
            label: 'Dissecção aguda da aorta',
            synonyms: ['disseccao de aorta', 'disseccao aortica', 'sindrome aortica aguda'],
            points: 3,
            differentialPoints: 6,
            rating: 'useful',
            feedback: 'Diferencial de dor lancinante com choque, afastado pela angiotomografia.',
          },
          {
            label: 'Infarto agudo do miocárdio com choque cardiogênico',
            synonyms: ['iam', 'infarto', 'choque cardiogenico'],
            points: 3,
            differentialPoints: 4,
            rating: 'useful',
            feedback: 'Deve ser lembrado num coronariopata em choque; o ECG não mostrou isquemia aguda.',
          },
          {
            label: 'Pancreatite aguda',
            synonyms: ['pancreatite', 'pancreatite aguda'],
            points: -3,
            differentialPoints: 0,
            rating: 'unnecessary',
            feedback: 'Não explica massa pulsátil nem hematoma com extravasamento de contraste.',
          },
          {
            label: 'Cólica renal por cálculo ureteral',
            synonyms: ['colica renal', 'nefrolitiase', 'calculo ureteral'],
            points: -15,
            differentialPoints: -3,
            rating: 'harmful',
            feedback:
              'É o diagnóstico errado mais comum no AAA roto e o mais letal: cólica renal não causa síncope e choque.',
          },
        ],
      },
      {
        kind: 'question',
        title: 'Questão: reparo e pós-operatório',
        body: '<p>O paciente é submetido a EVAR de urgência sob anestesia local com balão de oclusão aórtica de sobreaviso. Na UTI, 10 horas depois: PA 100/60 mmHg com noradrenalina em dose crescente, diurese de 10 mL/h nas últimas 3 horas, pressão de platô de 34 cmH<sub>2</sub>O, abdome tenso e distendido; pressão intravesical de 28 mmHg.</p>',
        prompt: 'Qual é o diagnóstico e a conduta?',
        discussion:
          '<p>Pressão intra-abdominal acima de 20 mmHg com nova disfunção orgânica define síndrome compartimental abdominal, frequente após reparo de AAA roto, sobretudo com grande hematoma retroperitoneal, coagulopatia e reposição volêmica maciça. O tratamento é a descompressão por laparotomia, com fechamento temporário do abdome.</p>',
        options: [
          {
            label: 'Síndrome compartimental abdominal: laparotomia descompressiva com peritoneostomia',
            points: 15,
            rating: 'essential',
            correct: true,
            feedback:
              'Correta: PIA > 20 mmHg com oligúria e piora ventilatória é síndrome compartimental; descomprimir.',
          },
          {
            label: 'Endoleak tipo II: embolização da artéria mesentérica inferior',
            points: -2,
            rating: 'unnecessary',
            feedback:
              'Incorreta: endoleak tipo II raramente causa instabilidade e não explica a hipertensão abdominal.',
          },
          {
            label: 'Lesão renal por contraste: hemodiálise e observação',
            points: -2,
            rating: 'unnecessary',
            feedback: 'Incorreta: a oligúria aqui é pela compressão renal; dialisar não trata a causa.',
          },
          {
            label: 'Isquemia colônica: colonoscopia à beira do leito',
            points: -2,
            rating: 'unnecessary',
            feedback:
              'Incorreta: a colonoscopia deve ser lembrada após AAA roto, mas o quadro é de hipertensão intra-abdominal.',
          },
          {
            label: 'Hipovolemia: expansão com 2 L de cristaloide',
            points: -2,
            rating: 'unnecessary',
            feedback: 'Incorreta: mais volume aumenta o edema visceral e a pressão abdominal.',
          },
        ],
      },
    ],
    expertReasoning:
      '<p>Idoso, ex-tabagista, com AAA conhecido e sem seguimento, dor lombar súbita, síncope e massa pulsátil: ruptura de aneurisma. O diagnóstico é clínico e o hospital deve ser mobilizado antes de qualquer exame.</p><p>As primeiras decisões são sobre volume. Hipotensão permissiva (PAS 70–90 mmHg com paciente consciente) e hemoderivados em proporção 1:1:1 preservam o tamponamento e a coagulação; grandes volumes de cristaloide e vasopressores para "normalizar" a pressão matam.</p><p>Com o paciente responsivo, a angiotomografia rápida mostrou anatomia favorável, e o EVAR de urgência, de preferência sob anestesia local, reduz a mortalidade precoce nessa situação (IMPROVE e diretrizes ESVS 2024). No pós-operatório, vigiar a pressão intravesical: a síndrome compartimental abdominal é uma complicação comum e tratável.</p>',
    references: [
      'Wanhainen A, et al. ESVS 2024 Clinical Practice Guidelines on the Management of Abdominal Aorto-Iliac Artery Aneurysms. Eur J Vasc Endovasc Surg. 2024;67:192-331.',
      'Chaikof EL, et al. The Society for Vascular Surgery practice guidelines on the care of patients with an abdominal aortic aneurysm. J Vasc Surg. 2018;67:2-77.',
      'IMPROVE Trial Investigators. Endovascular or open repair strategy for ruptured abdominal aortic aneurysm: 30 day outcomes. BMJ. 2014;348:f7661.',
    ],
    lessonTitles: [
      'Aneurisma roto: do pronto-socorro ao centro cirúrgico',
      'Aneurisma de aorta abdominal: rastreamento e indicação de correção',
      'EVAR, cirurgia aberta e endoleaks',
    ],
    questionStarts: ['Homem, 73 anos, chega ao pronto-socorro ', 'Homem, 69 anos, assintomático, tem AAA i'],
  },
  {
    title: 'Uma cortina que desce sobre o olho direito',
    summary:
      'Homem de 74 anos teve, na última semana, três episódios de perda visual transitória no olho direito. O oftalmologista o encaminhou ao ambulatório de cirurgia vascular. Investigue e decida quando e como tratar.',
    subjects: [
      ['Doenças Arteriais', 'Doença Cerebrovascular Extracraniana', 'Carótidas', 'Estenose carotídea sintomática'],
      ['Doenças Arteriais', 'Doença Cerebrovascular Extracraniana', 'Carótidas'],
    ],
    difficulty: 'medium',
    estimatedMinutes: 20,
    stages: [
      {
        kind: 'history',
        title: 'A queixa visual',
        body: '<p>Seu Joaquim, 74 anos, conta que "uma cortina desceu" sobre a visão do olho direito, de cima para baixo, por cerca de 3 minutos, e depois a visão voltou ao normal. Aconteceu três vezes em 6 dias; o último episódio foi anteontem.</p><p>PA 158/90 mmHg (igual nos dois braços), FC 72 bpm regular.</p>',
        prompt: 'O que você pergunta?',
        discussion:
          '<p>Amaurose fugaz monocular é um ataque isquêmico transitório do território carotídeo, por embolia para a artéria oftálmica. A data do último evento importa: o benefício da endarterectomia é máximo nas primeiras 2 semanas.</p>',
        options: [
          {
            label: 'Sintomas neurológicos associados (fraqueza, dormência, fala)',
            finding: '<p>No segundo episódio, a mão esquerda ficou "dormente e desajeitada" por 10 minutos.</p>',
            points: 15,
            rating: 'essential',
            feedback:
              'Sintomas no hemicorpo esquerdo com amaurose à direita localizam os dois eventos no mesmo território carotídeo direito.',
          },
          {
            label: 'Data exata do último evento',
            finding: '<p>Último episódio há 2 dias; o primeiro, há 8 dias.</p>',
            points: 15,
            rating: 'essential',
            feedback: 'O risco de AVC é maior nos primeiros dias; a cirurgia deve ser feita em até 14 dias do evento.',
            lessonTitle: 'Endarterectomia ou angioplastia: quem tratar e quando',
          },
          {
            label: 'Fatores de risco vascular e medicações',
            finding:
              '<p>Hipertenso, dislipidêmico, ex-tabagista há 5 anos (40 maços-ano). Usa enalapril; nunca usou estatina ou AAS.</p>',
            points: 10,
            rating: 'essential',
            feedback: 'Ninguém deve chegar à cirurgia sem antiagregante e estatina; são parte do tratamento.',
          },
          {
            label: 'Palpitações ou arritmia conhecida',
            finding: '<p>Nega palpitações; nunca teve diagnóstico de arritmia.</p>',
            points: 6,
            rating: 'useful',
            feedback: 'Fibrilação atrial é a principal causa alternativa de embolia para a retina.',
          },
          {
            label: 'Cefaleia temporal, claudicação da mandíbula e febre',
            finding: '<p>Nega cefaleia, dor ao mastigar, febre ou perda de peso.</p>',
            points: 6,
            rating: 'useful',
            feedback: 'Arterite de células gigantes causa perda visual em idosos e não pode passar despercebida.',
          },
          {
            label: 'Uso de lentes de contato e última troca de óculos',
            finding: '<p>Usa óculos para perto, trocados há 1 ano.</p>',
            points: -3,
            rating: 'unnecessary',
            feedback: 'Erro refracional não causa perda visual súbita e transitória.',
          },
        ],
      },
      {
        kind: 'exam',
        title: 'Exame',
        body: '<p>Paciente lúcido, sem déficits aparentes no momento.</p>',
        prompt: 'O que você examina?',
        discussion:
          '<p>O sopro cervical sugere, mas não mede, a estenose; o exame neurológico documenta o estado atual e a fundoscopia pode mostrar êmbolos de colesterol (placas de Hollenhorst), prova de embolia ateromatosa.</p>',
        options: [
          {
            label: 'Exame neurológico completo (NIHSS)',
            finding: '<p>NIHSS 0; força, sensibilidade, linguagem e campos visuais normais.</p>',
            points: 12,
            rating: 'essential',
            feedback: 'Documenta ausência de déficit fixo, o que favorece cirurgia precoce.',
          },
          {
            label: 'Ausculta cervical',
            finding: '<p>Sopro sistólico em bifurcação carotídea direita; esquerda sem sopro.</p>',
            points: 10,
            rating: 'essential',
            feedback:
              'O sopro sugere estenose, mas sua ausência não a exclui (estenoses críticas podem ficar silenciosas).',
          },
          {
            label: 'Fundoscopia do olho direito',
            finding:
              '<p>Êmbolo amarelado e brilhante em bifurcação de arteríola temporal superior (placa de Hollenhorst).</p>',
            points: 8,
            rating: 'useful',
            feedback: 'Placa de Hollenhorst é êmbolo de colesterol, típica de ateroembolia carotídea.',
          },
          {
            label: 'Pulsos e pressão arterial nos dois braços',
            finding: '<p>Pulsos simétricos; PA 158/90 mmHg à direita e 154/88 mmHg à esquerda.</p>',
            points: 4,
            rating: 'useful',
            feedback: 'Diferença > 15 mmHg sugeriria estenose de subclávia, relevante para escolhas técnicas.',
          },
          {
            label: 'Compressão carotídea para testar a circulação colateral',
            finding: '<p>Você desiste: o paciente refere tontura ao início da manobra.</p>',
            points: -15,
            rating: 'harmful',
            feedback: 'Comprimir uma carótida com placa instável pode soltar êmbolos e causar AVC; nunca faça.',
          },
        ],
      },
      {
        kind: 'tests',
        title: 'Investigação',
        body: '<p>O paciente é internado para investigação acelerada.</p>',
        prompt: 'Quais exames você pede?',
        discussion:
          '<p>O duplex é o exame inicial para a bifurcação carotídea; a angiotomografia confirma o grau (NASCET), avalia arco e circulação intracraniana e planeja a cirurgia. Imagem do encéfalo e ritmo cardíaco completam. A arteriografia diagnóstica tem risco de AVC e não é mais necessária.</p>',
        options: [
          {
            label: 'Duplex de carótidas e vertebrais',
            finding:
              '<p>ACI direita: placa heterogênea, ulcerada; VPS 310 cm/s, VDF 118 cm/s, razão VPS ACI/ACC 4,6 (critérios SRU: ≥ 70% se VPS &gt; 230 cm/s, VDF &gt; 100 cm/s, razão &gt; 4). ACI esquerda: estenose &lt; 50%.</p>',
            points: 15,
            rating: 'essential',
            feedback: 'Todos os critérios de velocidade indicam estenose de 70–99% à direita.',
            costReais: 220,
            turnaroundMinutes: 120,
            lessonTitle: 'Estenose carotídea: NASCET e critérios do duplex',
          },
          {
            label: 'Angiotomografia de vasos cervicais e intracranianos',
            finding:
              '<p>Estenose de 82% (NASCET) na origem da ACI direita; arco tipo I; bifurcação em C3–C4; polígono de Willis completo.</p>',
            points: 12,
            rating: 'essential',
            feedback: 'Confirma o grau pelo método NASCET e mostra bifurcação baixa, favorável ao acesso cirúrgico.',
            costReais: 800,
            turnaroundMinutes: 180,
          },
          {
            label: 'Ressonância de crânio com difusão',
            finding:
              '<p>Pequeno foco de restrição à difusão em coroa radiada direita, compatível com infarto agudo.</p>',
            points: 8,
            rating: 'useful',
            feedback: 'Mostra infarto silencioso no território; o paciente continua elegível para cirurgia precoce.',
            costReais: 1100,
            turnaroundMinutes: 360,
          },
          {
            label: 'Eletrocardiograma e Holter de 24 horas',
            finding: '<p>Ritmo sinusal em todo o registro; extrassístoles supraventriculares raras.</p>',
            points: 6,
            rating: 'useful',
            feedback: 'Afasta fibrilação atrial paroxística, fonte alternativa de embolia.',
            costReais: 180,
            turnaroundMinutes: 1440,
          },
          {
            label: 'Perfil lipídico e glicemia',
            finding: '<p>LDL-c 162 mg/dL; glicemia 98 mg/dL.</p>',
            points: 5,
            rating: 'useful',
            feedback: 'Orienta a estatina de alta intensidade.',
            costReais: 30,
            turnaroundMinutes: 240,
          },
          {
            label: 'Arteriografia cerebral diagnóstica por cateter',
            finding: '<p>Confirma estenose de 80%; 4 horas depois, disartria transitória.</p>',
            points: -12,
            rating: 'harmful',
            feedback: 'Cerca de 1% de AVC com o cateterismo do arco; os métodos não invasivos bastam.',
            costReais: 2500,
            turnaroundMinutes: 1440,
          },
          {
            label: 'Eletroencefalograma',
            finding: '<p>Traçado normal para a idade.</p>',
            points: -3,
            rating: 'unnecessary',
            feedback: 'Não há suspeita de crise epiléptica; o EEG não ajuda no AIT.',
            costReais: 150,
            turnaroundMinutes: 1440,
          },
        ],
      },
      {
        kind: 'diagnosis',
        title: 'Diagnóstico',
        body: '<p>Amaurose fugaz à direita, parestesia em mão esquerda, estenose de 82% da ACI direita. O espectro do duplex na carótida interna direita:</p><p><img src="/casos/cirurgia-vascular-duplex-carotida.svg" alt="Espectro de duplex da carótida interna direita com velocidade de pico sistólico de 310 cm/s, diastólica final de 118 cm/s e alargamento espectral"></p>',
        prompt: 'Qual o diagnóstico principal e quais diferenciais?',
        discussion:
          '<p>Estenose sintomática de 70–99% da carótida interna direita: amaurose fugaz e AIT hemisférico no mesmo território. A fibrilação atrial e a arterite temporal são diferenciais de perda visual transitória que foram investigados.</p>',
        hypotheses: [
          {
            label: 'Estenose carotídea interna direita sintomática de 70–99% (amaurose fugaz e AIT)',
            synonyms: ['estenose carotidea sintomatica', 'estenose de carotida', 'amaurose fugaz', 'ait carotideo'],
            points: 20,
            differentialPoints: 5,
            rating: 'essential',
            feedback: 'Diagnóstico que indica revascularização carotídea precoce.',
            lessonTitle: 'Estenose carotídea: NASCET e critérios do duplex',
          },
          {
            label: 'Embolia cardiogênica por fibrilação atrial paroxística',
            synonyms: ['fibrilacao atrial', 'fa', 'embolia cardiogenica'],
            points: 3,
            differentialPoints: 6,
            rating: 'useful',
            feedback: 'Diferencial obrigatório, afastado pelo Holter.',
          },
          {
            label: 'Arterite de células gigantes',
            synonyms: ['arterite temporal', 'acg', 'doenca de horton'],
            points: 3,
            differentialPoints: 5,
            rating: 'useful',
            feedback:
              'Diferencial em idoso com perda visual; aqui não há cefaleia, claudicação da mandíbula nem sintomas sistêmicos.',
          },
          {
            label: 'Enxaqueca com aura',
            synonyms: ['enxaqueca', 'migranea com aura'],
            points: -3,
            differentialPoints: 0,
            rating: 'unnecessary',
            feedback: 'Aura costuma ser binocular, positiva (cintilações) e progressiva, em pessoas mais jovens.',
          },
          {
            label: 'Oclusão da artéria central da retina',
            synonyms: ['oacr', 'oclusao de arteria central da retina'],
            points: -3,
            differentialPoints: 2,
            rating: 'unnecessary',
            feedback: 'A oclusão é perda visual persistente; aqui a visão voltou ao normal, mas é a evolução a temer.',
          },
        ],
      },
      {
        kind: 'management',
        title: 'Tratamento',
        body: '<p>Paciente com bom estado funcional, sem cirurgia cervical ou radioterapia prévias; risco cirúrgico baixo.</p>',
        prompt: 'Escolha e ordene as condutas.',
        discussion:
          '<p>Tratamento clínico otimizado imediato (antiagregante, estatina de alta intensidade, controle pressórico) e endarterectomia nas primeiras 2 semanas, idealmente nos primeiros dias. Acima de 70 anos, a endarterectomia tem menos AVC periprocedimento que a angioplastia com stent.</p>',
        options: [
          {
            label: 'AAS 100 mg/dia (com clopidogrel por curto período, se a equipe adotar dupla antiagregação)',
            points: 15,
            rating: 'essential',
            feedback: 'Antiagregação reduz recorrência desde o primeiro dia e é mantida na cirurgia.',
            expertPosition: 1,
          },
          {
            label: 'Atorvastatina 80 mg/dia',
            points: 12,
            rating: 'essential',
            feedback: 'Estabiliza a placa e reduz eventos perioperatórios.',
            expertPosition: 2,
          },
          {
            label: 'Endarterectomia carotídea direita nos próximos dias (até 14 dias do evento)',
            points: 20,
            rating: 'essential',
            feedback: 'Na estenose sintomática de 70–99%, a endarterectomia precoce tem o maior benefício absoluto.',
            expertPosition: 3,
            lessonTitle: 'Endarterectomia ou angioplastia: quem tratar e quando',
          },
          {
            label: 'Controle da PA, com alvo abaixo de 130/80 mmHg após a cirurgia',
            points: 6,
            rating: 'useful',
            feedback: 'Controle rigoroso no pós-operatório também previne a síndrome de hiperperfusão.',
            expertPosition: 4,
          },
          {
            label: 'Angioplastia carotídea com stent como primeira escolha',
            points: -4,
            rating: 'unnecessary',
            feedback: 'Em maiores de 70 anos sem anatomia hostil, o stent tem mais AVC periprocedimento.',
          },
          {
            label: 'Heparina não fracionada em dose plena',
            points: -12,
            rating: 'harmful',
            feedback: 'Anticoagulação não previne AVC aterotrombótico carotídeo e aumenta o risco hemorrágico.',
          },
          {
            label: 'Operar eletivamente em 3 meses, quando a placa "estabilizar"',
            points: -12,
            rating: 'harmful',
            feedback: 'O risco de AVC é máximo nas primeiras semanas; esperar perde a maior parte do benefício.',
          },
        ],
      },
      {
        kind: 'question',
        title: 'Questão: primeiro dia de pós-operatório',
        body: '<p>Endarterectomia carotídea direita sem intercorrências. No primeiro dia, o paciente está sem déficits motores, mas você nota que a língua desvia para a direita quando ele a põe para fora.</p>',
        prompt: 'Qual nervo foi lesado?',
        discussion:
          '<p>O hipoglosso cruza superficialmente a carótida interna e externa acima da bifurcação e é lesado por tração ou dissecção alta. A língua desvia para o lado da lesão. A maioria das lesões de nervos cranianos após endarterectomia é neuropraxia e melhora em semanas.</p>',
        options: [
          {
            label: 'Nervo hipoglosso direito',
            points: 15,
            rating: 'essential',
            correct: true,
            feedback: 'Correta: a paralisia do hipoglosso desvia a língua para o lado lesado.',
          },
          {
            label: 'Nervo hipoglosso esquerdo',
            points: -2,
            rating: 'unnecessary',
            feedback: 'Incorreta: a língua desvia para o lado da lesão, e a cirurgia foi à direita.',
          },
          {
            label: 'Ramo marginal da mandíbula do nervo facial',
            points: -2,
            rating: 'unnecessary',
            feedback: 'Incorreta: causa queda da comissura labial, não desvio da língua.',
          },
          {
            label: 'Nervo laríngeo recorrente (ramo do vago)',
            points: -2,
            rating: 'unnecessary',
            feedback: 'Incorreta: causa rouquidão por paralisia da prega vocal.',
          },
          {
            label: 'Nervo glossofaríngeo',
            points: -2,
            rating: 'unnecessary',
            feedback: 'Incorreta: lesado em dissecções muito altas, causa disfagia e aspiração.',
          },
        ],
      },
    ],
    expertReasoning:
      '<p>Amaurose fugaz monocular, descrita como cortina, é isquemia retiniana transitória e, no idoso com fatores de risco, aponta para a bifurcação carotídea ipsilateral. O episódio de parestesia da mão contralateral confirma que o território é o mesmo.</p><p>O duplex mostrou critérios de estenose ≥ 70% e a angiotomografia confirmou 82% pelo NASCET. Fibrilação atrial e arterite temporal foram lembradas e afastadas.</p><p>Estenose sintomática de 70–99% com evento recente: antiagregante e estatina no mesmo dia e endarterectomia nas primeiras 2 semanas, de preferência à angioplastia num paciente de 74 anos. No pós-operatório, vigiar hematoma cervical, hiperperfusão e lesão de nervos cranianos.</p>',
    references: [
      'Naylor R, et al. ESVS 2023 Clinical Practice Guidelines on the Management of Atherosclerotic Carotid and Vertebral Artery Disease. Eur J Vasc Endovasc Surg. 2023;65:7-111.',
      'North American Symptomatic Carotid Endarterectomy Trial Collaborators. Beneficial effect of carotid endarterectomy in symptomatic patients with high-grade carotid stenosis. N Engl J Med. 1991;325:445-53.',
      'Grant EG, et al. Carotid artery stenosis: gray-scale and Doppler US diagnosis — Society of Radiologists in Ultrasound Consensus Conference. Radiology. 2003;229:340-6.',
    ],
    lessonTitles: [
      'Estenose carotídea: NASCET e critérios do duplex',
      'Endarterectomia ou angioplastia: quem tratar e quando',
      'Complicações da endarterectomia carotídea',
      'Episódio 2: Amaurose fugaz e estenose carotídea de 80%',
    ],
    questionStarts: ['Homem, 67 anos, hipertenso e tabagista, ', 'Homem, 64 anos, teve AIT com paresia do '],
  },
];
