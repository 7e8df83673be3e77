import type { DemoCase } from './demo-case-types.ts';

/** Cirurgia vascular, part 4: pé diabético isquêmico infectado, trauma arterial de coxa e (rascunho) úlcera venosa. */
export const casesCirurgiaVascular4: readonly DemoCase[] = [
  {
    title: 'Ferida no dedão que não fecha, num pé que parece bem irrigado',
    summary:
      'Diabético de 67 anos, em diálise há 2 anos, tem uma ferida no hálux direito há 6 semanas que piorou nos últimos dias. O ITB feito na unidade básica "veio normal". Avalie a ferida, a perfusão e a infecção e decida o que fazer primeiro.',
    subjects: [
      ['Doenças Arteriais', 'Doença Arterial Obstrutiva Periférica', 'Pé diabético'],
      ['Doenças Arteriais', 'Doença Arterial Obstrutiva Periférica', 'Doença arterial periférica', 'Revascularização'],
    ],
    difficulty: 'medium',
    estimatedMinutes: 30,
    stages: [
      {
        kind: 'history',
        title: 'Ambulatório do pé diabético',
        body: '<p>Seu Edson, 67 anos, diabético tipo 2 há 25 anos, em hemodiálise 3 vezes por semana por nefropatia diabética. Há 6 semanas machucou o hálux direito com um sapato novo; a ferida cresceu, e há 3 dias o dedo ficou vermelho e inchado.</p><p>PA 142/76 mmHg, FC 88 bpm, FR 18 irpm, Tax 37,8 °C, glicemia capilar 286 mg/dL.</p>',
        prompt: 'O que você pergunta?',
        discussion:
          '<p>No pé diabético, a anamnese precisa separar os três componentes do WIfI: ferida (Wound), isquemia (Ischemia) e infecção do pé (foot Infection). Neuropatia explica a lesão indolor; dor em repouso sugere isquemia importante; sinais sistêmicos graduam a infecção.</p>',
        options: [
          {
            label: 'Dor em repouso, à noite, ou ao elevar o pé',
            finding: '<p>Há 1 mês dorme com a perna pendente para fora da cama porque o pé "queima" à noite.</p>',
            points: 15,
            rating: 'essential',
            feedback: 'Dor em repouso aliviada pela pendência é isquemia, mesmo num neuropata com ITB "normal".',
          },
          {
            label: 'Febre, calafrios e descontrole glicêmico recente',
            finding: '<p>Calafrios há 2 noites; glicemias acima de 250 mg/dL desde a semana passada.</p>',
            points: 15,
            rating: 'essential',
            feedback:
              'Calafrios e hiperglicemia mostram infecção que repercute no organismo; com isquemia associada, o paciente deve ser internado.',
          },
          {
            label: 'Sensibilidade dos pés e feridas anteriores',
            finding: '<p>Não sente os pés "há anos"; teve úlcera plantar no outro pé que cicatrizou em 4 meses.</p>',
            points: 8,
            rating: 'useful',
            feedback: 'Neuropatia sensitiva explica a lesão indolor e é o maior fator de risco para úlcera.',
          },
          {
            label: 'Claudicação prévia e tabagismo',
            finding:
              '<p>Anda pouco, mas sente a panturrilha direita "pesar" após 100 metros. Ex-tabagista há 10 anos.</p>',
            points: 6,
            rating: 'useful',
            feedback: 'A doença infrapoplítea do diabético frequentemente é silenciosa por neuropatia e sedentarismo.',
          },
          {
            label: 'Tipo de calçado e hábito de andar descalço',
            finding: '<p>Usa chinelo em casa; o sapato novo era apertado na ponta.</p>',
            points: 4,
            rating: 'useful',
            feedback: 'Importa para a prevenção de recidiva (calçado adequado e descarga).',
          },
          {
            label: 'Vacinação contra influenza',
            finding: '<p>Vacinado na campanha deste ano.</p>',
            points: -3,
            rating: 'unnecessary',
            feedback: 'Não muda nada no manejo do pé.',
          },
        ],
      },
      {
        kind: 'exam',
        title: 'Exame do pé',
        body: '<p>Pé direito com pele fina, brilhante, sem pelos; pé esquerdo com calosidade plantar.</p>',
        prompt: 'O que você examina?',
        discussion:
          '<p>Pulsos ausentes, rubor de pendência e palidez à elevação falam em isquemia, mesmo com ITB alto. A sonda que toca o osso (probe-to-bone) positiva, em úlcera infectada, tem alto valor preditivo para osteomielite. Eritema maior que 2 cm ou infecção profunda (osso), sem critérios de SIRS, é infecção moderada (IWGDF/IDSA 3); com SIRS, seria grave.</p>',
        options: [
          {
            label: 'Inspeção e medida da úlcera, com teste da sonda óssea (probe-to-bone)',
            finding:
              '<p>Úlcera de 2,5 × 2 cm na face medial da falange distal do hálux, com fundo necrótico; a sonda toca o osso. Eritema de 3 cm ao redor, edema do dedo, secreção purulenta.</p>',
            points: 15,
            rating: 'essential',
            feedback:
              'Probe-to-bone positivo e infecção com eritema > 2 cm: osteomielite provável e infecção moderada.',
          },
          {
            label: 'Palpação dos pulsos femoral, poplíteo e distais',
            finding: '<p>Femoral e poplíteo direitos presentes; tibial posterior e pedioso ausentes.</p>',
            points: 15,
            rating: 'essential',
            feedback:
              'Pulsos distais ausentes com poplíteo presente: doença infrapoplítea, típica do diabético renal crônico.',
          },
          {
            label: 'Teste de Buerger (elevação e pendência)',
            finding: '<p>Palidez do antepé em 30 segundos de elevação; rubor intenso em pendência.</p>',
            points: 8,
            rating: 'useful',
            feedback: 'Sinal clínico de isquemia grave, útil quando o ITB engana.',
          },
          {
            label: 'Monofilamento de 10 g',
            finding: '<p>Insensível em 8 de 10 pontos em ambos os pés.</p>',
            points: 5,
            rating: 'useful',
            feedback: 'Confirma perda da sensibilidade protetora (componente neuropático).',
          },
          {
            label: 'Palpação das lojas plantares e do dorso do pé',
            finding: '<p>Sem flutuação plantar; dorso sem crepitação.</p>',
            points: 8,
            rating: 'useful',
            feedback: 'Abscesso plantar ou gás mudariam a urgência para drenagem imediata.',
          },
          {
            label: 'Reflexos patelares',
            finding: '<p>Hiporreflexia simétrica.</p>',
            points: -2,
            rating: 'unnecessary',
            feedback: 'Confirma polineuropatia já evidente, sem mudar a conduta.',
          },
        ],
      },
      {
        kind: 'tests',
        title: 'Exames',
        body: '<p>O paciente é internado. O laudo da unidade básica mostra ITB direito de 1,52.</p>',
        prompt: 'Quais exames você pede?',
        discussion:
          '<p>ITB &gt; 1,40 indica artérias incompressíveis (calcinose de Mönckeberg), não perfusão normal: use pressão e índice do hálux ou TcPO<sub>2</sub>. A radiografia avalia osteomielite, gás e corpo estranho; a cultura deve ser de tecido profundo ou osso, não de swab superficial. O duplex mapeia as lesões para planejar a revascularização.</p>',
        options: [
          {
            label:
              'Pressão de pododáctilo (2º dedo direito, já que a ferida impede medir o hálux) e TcPO2 no dorso do pé',
            finding:
              '<p>Pressão no 2º pododáctilo direito 28 mmHg (índice pododáctilo-braquial 0,20; normal &gt; 0,70). TcPO<sub>2</sub> no dorso do pé direito 18 mmHg (normal &gt; 40; &lt; 30 prediz má cicatrização).</p>',
            points: 15,
            rating: 'essential',
            feedback:
              'Pressão de dedo abaixo de 30 mmHg e TcPO2 de 18 mmHg confirmam isquemia grave (WIfI isquemia 3) que o ITB escondia.',
            costReais: 180,
            turnaroundMinutes: 60,
            lessonTitle: 'Episódio 1: Diabético com úlcera no pé e ITB de 1,5',
          },
          {
            label: 'Radiografia do pé direito (AP, perfil e oblíqua)',
            finding:
              '<p>Erosão cortical e rarefação da falange distal do hálux; sem gás em partes moles; calcificação arterial difusa.</p>',
            points: 12,
            rating: 'essential',
            feedback: 'Alterações compatíveis com osteomielite; calcinose arterial explica o ITB alto.',
            costReais: 45,
            turnaroundMinutes: 60,
          },
          {
            label: 'Hemograma, PCR e glicemia',
            finding:
              '<p>Leucócitos 11.200/mm³ (4.000–11.000), 78% neutrófilos; PCR 96 mg/L (&lt; 5); glicemia 298 mg/dL.</p>',
            points: 10,
            rating: 'essential',
            feedback:
              'Inflamação importante e descontrole glicêmico, mas sem critérios de SIRS: infecção moderada (IWGDF/IDSA 3).',
            costReais: 30,
            turnaroundMinutes: 60,
          },
          {
            label: 'Duplex arterial do membro inferior direito',
            finding:
              '<p>Femoral e poplítea com placas sem estenose significativa. Oclusão da tibial anterior e da tibial posterior desde a origem; fibular pérvia até o tornozelo, com colaterais para o pé.</p>',
            points: 12,
            rating: 'essential',
            feedback: 'Doença infrapoplítea típica; a fibular é o alvo para revascularização.',
            costReais: 180,
            turnaroundMinutes: 180,
          },
          {
            label: 'Cultura de fragmento ósseo ou tecido profundo, colhida no desbridamento',
            finding: '<p>Staphylococcus aureus sensível à oxacilina e Streptococcus agalactiae.</p>',
            points: 8,
            rating: 'useful',
            feedback: 'Orienta o antibiótico definitivo e a duração para osteomielite.',
            costReais: 90,
            turnaroundMinutes: 4320,
          },
          {
            label: 'Swab superficial da úlcera',
            finding: '<p>Flora mista: Enterococcus, Pseudomonas, estafilococos coagulase-negativos.</p>',
            points: -4,
            rating: 'unnecessary',
            feedback: 'Isola colonizantes, não o agente da infecção profunda, e leva a antibióticos inadequados.',
            costReais: 60,
            turnaroundMinutes: 4320,
          },
          {
            label: 'Angiotomografia de membros inferiores com 120 mL de contraste',
            finding: '<p>Calcificação intensa impede avaliar as tibiais.</p>',
            points: -4,
            rating: 'unnecessary',
            feedback:
              'Em artérias tibiais calcificadas, a angiotomografia avalia mal; o duplex e a arteriografia no procedimento são melhores.',
            costReais: 900,
            turnaroundMinutes: 240,
          },
        ],
      },
      {
        kind: 'diagnosis',
        title: 'Diagnóstico',
        body: '<p>Úlcera com osteomielite do hálux, infecção moderada sem SIRS, TcPO<sub>2</sub> de 18 mmHg, oclusão de tibiais.</p>',
        prompt: 'Qual o diagnóstico principal e quais diferenciais?',
        discussion:
          '<p>Isquemia crônica ameaçadora do membro em diabético (pé diabético neuroisquêmico), com osteomielite da falange distal do hálux: WIfI ferida 2, isquemia 3, infecção 2, alto risco de amputação sem tratamento. Considerar a úlcera "neuropática pura" por causa do ITB é o erro que este caso ensina.</p>',
        hypotheses: [
          {
            label:
              'Pé diabético neuroisquêmico infectado com osteomielite do hálux (isquemia crônica ameaçadora do membro)',
            synonyms: ['pe diabetico', 'pe diabetico isquemico', 'clti', 'isquemia critica', 'osteomielite do halux'],
            points: 20,
            differentialPoints: 5,
            rating: 'essential',
            feedback: 'Os três componentes (ferida, isquemia e infecção) precisam ser tratados.',
            lessonTitle: 'Episódio 1: Diabético com úlcera no pé e ITB de 1,5',
          },
          {
            label: 'Neuroartropatia de Charcot aguda',
            synonyms: ['charcot', 'pe de charcot', 'neuroartropatia'],
            points: 3,
            differentialPoints: 5,
            rating: 'useful',
            feedback:
              'Diferencial de pé quente e edemaciado, mas acomete o mediopé e não tem úlcera com sonda óssea positiva.',
          },
          {
            label: 'Úlcera neuropática pura, sem isquemia',
            synonyms: ['ulcera neuropatica', 'mal perfurante plantar'],
            points: -12,
            differentialPoints: -2,
            rating: 'harmful',
            feedback: 'O ITB de 1,52 é falso; tratar como neuropática pura adia a revascularização e leva à amputação.',
          },
          {
            label: 'Gota com tofo infectado',
            synonyms: ['gota', 'tofo gotoso'],
            points: -3,
            differentialPoints: 1,
            rating: 'unnecessary',
            feedback: 'Pode acometer o hálux, mas não explica a ausência de pulsos nem a TcPO2 baixa.',
          },
          {
            label: 'Úlcera venosa',
            synonyms: ['ulcera venosa', 'ulcera de estase'],
            points: -3,
            differentialPoints: 0,
            rating: 'unnecessary',
            feedback: 'Úlcera venosa fica no maléolo medial, não no hálux.',
          },
        ],
      },
      {
        kind: 'management',
        title: 'Conduta',
        body: '<p>Paciente internado, estável, sem abscesso plantar.</p>',
        prompt: 'Escolha e ordene as condutas.',
        discussion:
          '<p>Infecção primeiro: antibiótico empírico e desbridamento com ressecção do osso infectado em até 24–48 horas, sem esperar a revascularização (salvo abscesso, que se drena já). Em seguida, revascularização rápida, aqui por angioplastia da fibular, guiada pelo angiossoma quando possível. Depois, controle glicêmico, descarga e prevenção secundária.</p>',
        options: [
          {
            label: 'Antibiótico IV empírico (ex.: ampicilina-sulbactam) após colher culturas',
            points: 15,
            rating: 'essential',
            feedback:
              'Infecção moderada com osteomielite em pé isquêmico: antibiótico parenteral no início, com cobertura para gram-positivos.',
            expertPosition: 1,
          },
          {
            label: 'Desbridamento e amputação da falange distal do hálux, com biópsia óssea',
            points: 15,
            rating: 'essential',
            feedback: 'Remove o osso infectado e controla a sepse local; a ferida fica aberta até revascularizar.',
            expertPosition: 2,
          },
          {
            label: 'Angioplastia infrapoplítea (fibular) nos dias seguintes',
            points: 20,
            rating: 'essential',
            feedback: 'Sem revascularização, a ferida com TcPO2 de 18 mmHg não cicatriza.',
            expertPosition: 3,
            lessonTitle: 'Tratamento clínico da claudicação e indicação de revascularização',
          },
          {
            label: 'Insulina basal-bolus com alvo de 140–180 mg/dL',
            points: 6,
            rating: 'useful',
            feedback: 'Hiperglicemia prejudica a imunidade e a cicatrização.',
            expertPosition: 4,
          },
          {
            label: 'Descarga do pé (sandália de retropé) e curativos',
            points: 6,
            rating: 'useful',
            feedback: 'Pressão sobre a ferida impede a cicatrização mesmo com fluxo restaurado.',
            expertPosition: 5,
          },
          {
            label: 'Oxigenoterapia hiperbárica antes de revascularizar',
            points: -4,
            rating: 'unnecessary',
            feedback: 'Não substitui a revascularização e tem evidência fraca no pé isquêmico.',
          },
          {
            label: 'Amputação transfemoral primária',
            points: -15,
            rating: 'harmful',
            feedback: 'O membro é salvável; amputação maior em diálise tem mortalidade e perda funcional muito altas.',
          },
          {
            label: 'Alta com antibiótico oral e curativo, reavaliando em 30 dias',
            points: -12,
            rating: 'harmful',
            feedback:
              'Infecção moderada com osteomielite e isquemia grave não se trata em casa; o risco é perder o pé.',
          },
        ],
      },
    ],
    expertReasoning:
      '<p>Diabético em diálise com úlcera de hálux, dor em repouso e pulsos distais ausentes tem isquemia até prova em contrário. O ITB de 1,52 não é normal: indica artérias calcificadas e incompressíveis. A pressão de hálux ou a TcPO<sub>2</sub> (18 mmHg aqui) mostram a isquemia real.</p><p>O caso combina os três componentes do WIfI: ferida profunda com exposição óssea, isquemia grave e infecção moderada. A ordem importa: controlar a infecção (antibiótico, desbridamento e ressecção da falange) e revascularizar nos dias seguintes, sem esperar semanas.</p><p>O padrão infrapoplíteo, com fibular pérvia, favorece o tratamento endovascular. O salvamento do membro depende também de descarga, controle glicêmico e seguimento em equipe multiprofissional.</p>',
    references: [
      'Conte MS, et al. Global Vascular Guidelines on the Management of Chronic Limb-Threatening Ischemia. Eur J Vasc Endovasc Surg. 2019;58:S1-109.',
      'Schaper NC, et al. IWGDF Guidelines on the prevention and management of diabetes-related foot disease. 2023.',
      'Mills JL, et al. The Society for Vascular Surgery Lower Extremity Threatened Limb Classification System (WIfI). J Vasc Surg. 2014;59:220-34.',
    ],
    lessonTitles: ['Episódio 1: Diabético com úlcera no pé e ITB de 1,5'],
    questionStarts: ['Mulher, 63 anos, diabética, com úlcera n', 'Homem, 61 anos, diabético, chega com feb'],
  },
  {
    title: 'Tiro na coxa com torniquete do SAMU',
    summary:
      'Jovem de 22 anos chega ao trauma com ferimento por arma de fogo na coxa direita e um torniquete colocado na rua há 50 minutos. Examine, decida o caminho até o reparo e previna as complicações da reperfusão.',
    subjects: [['Trauma, Acessos e Fundamentos', 'Trauma Vascular', 'Trauma vascular de extremidades']],
    difficulty: 'medium',
    estimatedMinutes: 18,
    stages: [
      {
        kind: 'exam',
        title: 'Avaliação primária',
        body: '<p>Admissão às 23h10. Vias aéreas pérvias, fala normalmente. PA 96/60 mmHg, FC 124 bpm, FR 24 irpm, SpO<sub>2</sub> 97%. Torniquete tático apertado na raiz da coxa direita, aplicado às 22h20.</p>',
        prompt: 'O que você examina primeiro?',
        discussion:
          '<p>No ABCDE, a hemorragia externa vem antes de tudo (xABCDE). Os sinais maiores de lesão arterial (sangramento pulsátil, hematoma expansivo, frêmito ou sopro, ausência de pulsos distais, isquemia evidente) indicam exploração cirúrgica imediata, sem exames de imagem. Achados do exame de outros segmentos também importam: um segundo ferimento pode mudar as prioridades.</p>',
        options: [
          {
            label: 'Inspeção do ferimento e afrouxamento controlado do torniquete, com compressão pronta',
            finding:
              '<p>Orifício de entrada na face medial do terço médio da coxa e saída lateral. Ao afrouxar o torniquete, sangramento pulsátil vivo; hematoma tenso na face medial.</p>',
            points: 15,
            rating: 'essential',
            feedback:
              'Sangramento pulsátil e hematoma expansivo são sinais maiores: lesão arterial até prova em contrário.',
            lessonTitle: 'Trauma vascular periférico: sinais maiores e menores',
          },
          {
            label: 'Exposição completa do paciente à procura de outros ferimentos',
            finding: '<p>Nenhum outro orifício; tórax e abdome sem lesões. FAST negativo.</p>',
            points: 12,
            rating: 'essential',
            feedback: 'Ferimentos ocultos em tronco mudariam a prioridade; não basta olhar o membro.',
          },
          {
            label: 'Pulsos distais e perfusão do pé (com torniquete afrouxado)',
            finding: '<p>Pedioso e tibial posterior direitos ausentes; pé frio e pálido; pulsos esquerdos normais.</p>',
            points: 12,
            rating: 'essential',
            feedback: 'Ausência de pulsos distais é outro sinal maior.',
          },
          {
            label: 'Sensibilidade e motricidade do pé',
            finding: '<p>Hipoestesia no dorso do pé; dorsiflexão presente, fraca.</p>',
            points: 8,
            rating: 'useful',
            feedback: 'Documenta isquemia e possível lesão nervosa associada antes da cirurgia.',
          },
          {
            label: 'Índice pressórico arterial (IPA) com Doppler',
            finding: '<p>Sem sinal arterial no tornozelo direito.</p>',
            points: -3,
            rating: 'unnecessary',
            feedback: 'O IPA é útil com sinais menores; com sinais maiores, atrasa a ida ao centro cirúrgico.',
          },
        ],
      },
      {
        kind: 'history',
        title: 'Enquanto a sala é preparada',
        body: '<p>A equipe de enfermagem puncionou dois acessos calibrosos. O paciente está consciente e colaborativo.</p>',
        prompt: 'O que você pergunta rapidamente (AMPLE)?',
        discussion:
          '<p>No trauma, a anamnese é o AMPLE: alergias, medicações, passado médico, última refeição e ambiente do evento. O horário do torniquete e do trauma conta o tempo de isquemia, que decide shunt e fasciotomia.</p>',
        options: [
          {
            label: 'Horário exato do trauma e da colocação do torniquete',
            finding: '<p>Baleado às 22h10; torniquete às 22h20 (há 50 minutos).</p>',
            points: 15,
            rating: 'essential',
            feedback: 'O tempo total de isquemia orienta fasciotomia e prioridades no centro cirúrgico.',
          },
          {
            label: 'Alergias e medicações em uso',
            finding: '<p>Nega alergias; não usa medicações.</p>',
            points: 8,
            rating: 'useful',
            feedback: 'Parte do AMPLE, importante para antibiótico e anestesia.',
          },
          {
            label: 'Vacinação antitetânica',
            finding: '<p>Não sabe informar.</p>',
            points: 8,
            rating: 'useful',
            feedback: 'Ferida contaminada com vacinação desconhecida: vacina e imunoglobulina antitetânica.',
          },
          {
            label: 'Última refeição',
            finding: '<p>Jantou às 20h.</p>',
            points: 5,
            rating: 'useful',
            feedback: 'Relevante para a anestesia (estômago cheio: sequência rápida).',
          },
          {
            label: 'Detalhes sobre o autor dos disparos e o motivo',
            finding: '<p>Diz que "foi uma confusão no bar".</p>',
            points: -3,
            rating: 'unnecessary',
            feedback: 'Não muda a conduta médica; a notificação cabe ao serviço social e à polícia.',
          },
          {
            label: 'Antecedentes familiares de doença cardiovascular',
            finding: '<p>Pai hipertenso.</p>',
            points: -3,
            rating: 'unnecessary',
            feedback: 'Irrelevante para a emergência do trauma.',
          },
        ],
      },
      {
        kind: 'management',
        title: 'Do trauma ao centro cirúrgico',
        body: '<p>Sinais maiores presentes. O torniquete foi reapertado; PA 92/58 mmHg, FC 126 bpm.</p>',
        prompt: 'Escolha e ordene as condutas.',
        discussion:
          '<p>Com sinais maiores, o caminho é o centro cirúrgico, sem angiotomografia. Reanimação com hemoderivados e ácido tranexâmico em até 3 horas; profilaxias. Na cirurgia: controle proximal e distal, embolectomia com Fogarty e heparina local, reparo com interposição de veia safena contralateral e arteriografia de controle. Fasciotomia se isquemia prolongada, lesão venosa associada ou compartimentos tensos.</p>',
        options: [
          {
            label: 'Levar direto ao centro cirúrgico, sem exames de imagem',
            points: 20,
            rating: 'essential',
            feedback: 'Sinais maiores indicam exploração imediata; a imagem só atrasa.',
            expertPosition: 1,
            lessonTitle: 'Trauma vascular periférico: sinais maiores e menores',
          },
          {
            label: 'Hemoderivados em proporção balanceada e ácido tranexâmico 1 g IV',
            points: 12,
            rating: 'essential',
            feedback: 'Choque hemorrágico classe III: sangue, plasma e plaquetas; TXA em até 3 horas do trauma.',
            expertPosition: 2,
          },
          {
            label: 'Cefazolina IV e profilaxia antitetânica',
            points: 8,
            rating: 'useful',
            feedback: 'Ferimento por arma de fogo é contaminado.',
            expertPosition: 3,
          },
          {
            label:
              'Reparo da femoral superficial com interposição de veia safena contralateral e arteriografia de controle',
            points: 15,
            rating: 'essential',
            feedback:
              'Lesão segmentar por projétil raramente permite sutura primária; a veia autóloga é o melhor substituto.',
            expertPosition: 4,
          },
          {
            label:
              'Fasciotomia dos quatro compartimentos da perna se isquemia > 4–6 h, lesão venosa associada ou compartimento tenso',
            points: 8,
            rating: 'useful',
            feedback: 'A reperfusão após isquemia prolongada causa síndrome compartimental.',
            expertPosition: 5,
          },
          {
            label: 'Angiotomografia do membro antes da cirurgia',
            points: -12,
            rating: 'harmful',
            feedback: 'Atrasa o controle do sangramento e da isquemia num paciente em choque com sinais maiores.',
          },
          {
            label: 'Ligadura da artéria femoral superficial',
            points: -15,
            rating: 'harmful',
            feedback:
              'Ligadura da femoral superficial em jovem leva a alta taxa de amputação; só em controle de danos extremo, com shunt sendo preferível.',
          },
        ],
      },
      {
        kind: 'tests',
        title: 'Exames no intra e pós-operatório',
        body: '<p>O enxerto de veia safena contralateral foi anastomosado e o pulso pedioso voltou a ser palpável; a ferida ainda está aberta. Tempo total de isquemia: 2 horas e 40 minutos.</p>',
        prompt: 'Quais exames você solicita?',
        discussion:
          '<p>Depois da revascularização, os exames vigiam o choque (lactato, hemoglobina, coagulação) e a reperfusão (potássio, CK, função renal). A arteriografia de controle é feita na mesa; estudos de imagem adicionais só se a perfusão piorar.</p>',
        options: [
          {
            label: 'Arteriografia de controle na mesa cirúrgica',
            finding: '<p>Enxerto pérvio, anastomoses sem estenose, fluxo para as três artérias tibiais.</p>',
            points: 15,
            rating: 'essential',
            feedback: 'Confirma o reparo e a ausência de trombo distal antes de fechar.',
            costReais: 600,
            turnaroundMinutes: 15,
          },
          {
            label: 'Gasometria com lactato, hemoglobina e coagulograma',
            finding:
              '<p>pH 7,31; lactato 3,8 mmol/L (&lt; 2); Hb 8,6 g/dL (13–17); INR 1,3; fibrinogênio 180 mg/dL (200–400).</p>',
            points: 12,
            rating: 'essential',
            feedback: 'Choque em resolução, com coagulopatia leve a corrigir.',
            costReais: 80,
            turnaroundMinutes: 20,
          },
          {
            label: 'Potássio, creatinina, CK e mioglobina',
            finding:
              '<p>K<sup>+</sup> 5,4 mEq/L (3,5–5,0); creatinina 1,2 mg/dL; CK 4.850 U/L (&lt; 190); mioglobina urinária positiva.</p>',
            points: 12,
            rating: 'essential',
            feedback: 'Rabdomiólise da reperfusão: hidratação para diurese > 1 mL/kg/h e vigilância do potássio.',
            costReais: 70,
            turnaroundMinutes: 40,
          },
          {
            label: 'Medida da pressão intracompartimental da perna',
            finding:
              '<p>Compartimento anterior 22 mmHg; PA diastólica 70 mmHg (delta 48 mmHg; &gt; 30 mmHg é seguro).</p>',
            points: 5,
            rating: 'useful',
            feedback:
              'Útil no paciente sedado ou duvidoso: delta (diastólica − compartimento) < 30 mmHg indica fasciotomia.',
            costReais: 150,
            turnaroundMinutes: 15,
          },
          {
            label: 'Duplex venoso bilateral de rotina',
            finding: '<p>Sem trombose venosa profunda.</p>',
            points: -3,
            rating: 'unnecessary',
            feedback: 'Sem suspeita clínica, o rastreamento não muda a conduta; a profilaxia é que importa.',
            costReais: 180,
            turnaroundMinutes: 240,
          },
          {
            label: 'Angiotomografia do membro de rotina no pós-operatório imediato',
            finding: '<p>Enxerto pérvio; creatinina sobe para 1,8 mg/dL no dia seguinte.</p>',
            points: -10,
            rating: 'harmful',
            feedback: 'Contraste em paciente com rabdomiólise, sem nenhuma pergunta nova a responder.',
            costReais: 780,
            turnaroundMinutes: 60,
          },
        ],
      },
      {
        kind: 'diagnosis',
        title: 'Diagnóstico',
        body: '<p>Descrição cirúrgica: transecção parcial da artéria femoral superficial no canal dos adutores, com 3 cm de lesão e trombo distal; veia femoral íntegra.</p>',
        prompt: 'Qual o diagnóstico principal e quais diferenciais?',
        discussion:
          '<p>Lesão traumática da artéria femoral superficial direita com sinais maiores e isquemia aguda do membro. O espasmo arterial é uma armadilha: ausência de pulso após trauma penetrante nunca deve ser atribuída a espasmo sem investigação.</p>',
        hypotheses: [
          {
            label: 'Lesão traumática da artéria femoral superficial direita com isquemia aguda',
            synonyms: [
              'lesao arterial femoral',
              'trauma vascular de coxa',
              'lesao da femoral superficial',
              'trauma arterial',
            ],
            points: 20,
            differentialPoints: 5,
            rating: 'essential',
            feedback: 'Diagnóstico confirmado na cirurgia, feito clinicamente pelos sinais maiores.',
          },
          {
            label: 'Lesão venosa femoral associada',
            synonyms: ['lesao venosa', 'lesao da veia femoral'],
            points: 3,
            differentialPoints: 6,
            rating: 'useful',
            feedback: 'Frequente em ferimentos da coxa e deve ser procurada na exploração.',
          },
          {
            label: 'Síndrome compartimental da perna',
            synonyms: ['sindrome compartimental', 'sindrome compartimental aguda'],
            points: 3,
            differentialPoints: 5,
            rating: 'useful',
            feedback: 'Complicação a vigiar após reperfusão, não o diagnóstico principal.',
          },
          {
            label: 'Lesão isolada do nervo ciático',
            synonyms: ['lesao do ciatico', 'lesao nervosa'],
            points: -3,
            differentialPoints: 2,
            rating: 'unnecessary',
            feedback: 'Não explica sangramento pulsátil nem ausência de pulsos.',
          },
          {
            label: 'Espasmo arterial pós-traumático',
            synonyms: ['espasmo arterial', 'vasoespasmo'],
            points: -15,
            differentialPoints: -3,
            rating: 'harmful',
            feedback: 'Atribuir ausência de pulso a espasmo é causa clássica de amputação evitável.',
          },
        ],
      },
      {
        kind: 'question',
        title: 'Questão: escolha do enxerto',
        body: '<p>Num caso semelhante, com lesões da artéria e da veia femorais superficiais no mesmo ferimento, o residente pergunta qual substituto arterial usar.</p>',
        prompt: 'Qual é o substituto de escolha?',
        discussion:
          '<p>A veia safena magna do membro contralateral é o padrão: autóloga, resistente à infecção e sem comprometer a drenagem venosa do membro lesado, que pode depender da safena ipsilateral quando a veia profunda foi lesada. Próteses sintéticas ficam para calibres grandes ou falta de veia adequada, com maior risco de infecção em ferida contaminada.</p>',
        options: [
          {
            label: 'Veia safena magna do membro contralateral',
            points: 15,
            rating: 'essential',
            correct: true,
            feedback: 'Correta: autóloga e preserva a drenagem venosa do membro lesado.',
          },
          {
            label: 'Veia safena magna do membro lesado',
            points: -2,
            rating: 'unnecessary',
            feedback:
              'Incorreta: com veia profunda lesada, a safena ipsilateral pode ser a principal via de retorno venoso.',
          },
          {
            label: 'Prótese de PTFE',
            points: -2,
            rating: 'unnecessary',
            feedback: 'Incorreta como primeira escolha em ferida contaminada: mais infecção e oclusão.',
          },
          {
            label: 'Prótese de Dacron',
            points: -2,
            rating: 'unnecessary',
            feedback: 'Incorreta: reservada a vasos de grande calibre, como aorta e ilíacas.',
          },
          {
            label: 'Ligadura da artéria e observação',
            points: -2,
            rating: 'unnecessary',
            feedback: 'Incorreta: a ligadura da femoral em jovem leva a isquemia e amputação.',
          },
        ],
      },
    ],
    expertReasoning:
      '<p>Ferimento penetrante de coxa com sangramento pulsátil, hematoma e ausência de pulsos distais: sinais maiores de lesão arterial. O torniquete salvou a vida na rua; no hospital, o tempo de isquemia passa a contar.</p><p>Sinais maiores levam direto ao centro cirúrgico, com reanimação balanceada em paralelo; imagem pré-operatória só atrasa. Na cirurgia, controle proximal e distal, trombectomia, heparina local e reparo com veia safena contralateral, seguido de arteriografia de controle.</p><p>Após reperfusão, vigie compartimentos, potássio, CK e função renal. A fasciotomia deve ser liberal quando a isquemia passa de 4 a 6 horas, há lesão venosa associada ou o compartimento está tenso.</p>',
    references: [
      'American College of Surgeons. ATLS – Advanced Trauma Life Support, 10ª ed. Chicago; 2018.',
      'Fox N, et al. Evaluation and management of penetrating lower extremity arterial trauma: an EAST practice management guideline. J Trauma Acute Care Surg. 2012;73:S315-20.',
      'Feliciano DV, et al. Western Trauma Association critical decisions in trauma: management of peripheral vascular injuries. J Trauma. 2011;70:1551-6.',
    ],
    lessonTitles: ['Trauma vascular periférico: sinais maiores e menores'],
    questionStarts: ['Homem, 19 anos, chega com ferimento por ', 'Durante a exploração de ferimento por ar'],
  },
  {
    draft: true,
    title: 'Uma ferida no tornozelo que volta todo inverno',
    summary:
      'Cozinheira de 59 anos, que passa o dia em pé, tem uma ferida acima do tornozelo esquerdo há 7 meses, depois de anos de varizes. Descubra a causa, classifique e trate para que ela feche e não volte.',
    subjects: [
      ['Doenças Venosas e Linfáticas', 'Doença Venosa Crônica', 'Úlcera venosa'],
      ['Doenças Venosas e Linfáticas', 'Doença Venosa Crônica', 'Varizes de membros inferiores'],
    ],
    difficulty: 'easy',
    estimatedMinutes: 14,
    stages: [
      {
        kind: 'history',
        title: 'Ambulatório',
        body: '<p>Dona Lourdes, 59 anos, cozinheira de restaurante, tem varizes desde a segunda gestação. Há 7 meses surgiu uma ferida acima do tornozelo esquerdo, que "mela" e coça. Usa pomadas indicadas por vizinhas.</p><p>PA 134/82 mmHg, FC 76 bpm, IMC 33 kg/m².</p>',
        prompt: 'O que você pergunta?',
        discussion:
          '<p>A úlcera venosa é a mais comum das úlceras de perna (cerca de 70%). A anamnese confirma a hipertensão venosa (varizes, TVP prévia, trabalho em pé, piora no fim do dia) e procura doença arterial, que muda o uso da compressão.</p>',
        options: [
          {
            label: 'Trombose venosa prévia, cirurgias ou fraturas no membro',
            finding: '<p>Teve "trombose na perna esquerda" após cesárea, há 28 anos, tratada com injeções.</p>',
            points: 15,
            rating: 'essential',
            feedback: 'TVP prévia sugere síndrome pós-trombótica, com refluxo e obstrução profundos.',
          },
          {
            label: 'Claudicação, dor em repouso e tabagismo',
            finding: '<p>Nunca fumou; nega dor ao caminhar ou à noite.</p>',
            points: 15,
            rating: 'essential',
            feedback: 'Doença arterial associada (úlcera mista) contraindica compressão forte sem avaliar o ITB.',
          },
          {
            label: 'Sintomas ao longo do dia: peso, edema, melhora com a elevação',
            finding: '<p>Pernas pesadas e inchadas no fim do expediente; melhora ao deitar com as pernas elevadas.</p>',
            points: 8,
            rating: 'useful',
            feedback: 'Padrão típico de hipertensão venosa.',
          },
          {
            label: 'Diabetes e controle glicêmico',
            finding: '<p>Pré-diabetes na última consulta; sem tratamento.</p>',
            points: 5,
            rating: 'useful',
            feedback: 'Diabetes interfere na cicatrização e pode indicar neuropatia ou doença arterial.',
          },
          {
            label: 'Hábito intestinal',
            finding: '<p>Intestino regular.</p>',
            points: -3,
            rating: 'unnecessary',
            feedback: 'Não contribui para o diagnóstico da úlcera.',
          },
          {
            label: 'Uso de anti-inflamatórios para dor articular',
            finding: '<p>Usa ibuprofeno às vezes para dor no joelho.</p>',
            points: -2,
            rating: 'unnecessary',
            feedback: 'Tem pouca relação com o quadro; vale orientar depois, mas não ajuda no diagnóstico.',
          },
        ],
      },
      {
        kind: 'exam',
        title: 'Exame',
        body: '<p>Membro inferior esquerdo com varizes calibrosas na face medial da coxa e da perna.</p>',
        prompt: 'O que você examina?',
        discussion:
          '<p>Localização maleolar medial, bordas irregulares, fundo com granulação, hiperpigmentação e lipodermatoesclerose caracterizam a úlcera venosa (CEAP C6). Os pulsos e o ITB são obrigatórios antes da compressão.</p>',
        options: [
          {
            label: 'Descrição da úlcera e da pele ao redor',
            finding:
              '<p>Úlcera de 5 × 4 cm acima do maléolo medial, rasa, bordas irregulares, fundo com granulação e fibrina; hiperpigmentação ocre, eczema e endurecimento da pele do terço distal (lipodermatoesclerose).</p>',
            points: 15,
            rating: 'essential',
            feedback: 'Quadro típico de úlcera venosa ativa, CEAP C6.',
            lessonTitle: 'Varizes e insuficiência venosa crônica: classificação CEAP',
          },
          {
            label: 'Pulsos distais e ITB',
            finding: '<p>Pulsos pediosos e tibiais posteriores presentes; ITB esquerdo 1,02 e direito 1,05.</p>',
            points: 15,
            rating: 'essential',
            feedback: 'ITB ≥ 0,8 permite compressão elástica forte com segurança.',
          },
          {
            label: 'Edema e perimetria',
            finding: '<p>Edema depressível 2+/4+ no tornozelo esquerdo.</p>',
            points: 5,
            rating: 'useful',
            feedback: 'Edema é componente C3 e acompanha a resposta à compressão.',
          },
          {
            label: 'Palpação de linfonodos inguinais',
            finding: '<p>Linfonodos pequenos, móveis, indolores.</p>',
            points: -2,
            rating: 'unnecessary',
            feedback: 'Sem suspeita de neoplasia; só investigar se a úlcera for atípica ou não cicatrizar.',
          },
          {
            label: 'Prova de Trendelenburg com garrote',
            finding: '<p>Enchimento rápido das varizes ao retirar o garrote da coxa.</p>',
            points: -2,
            rating: 'unnecessary',
            feedback: 'Manobra histórica; o duplex substituiu os testes de garrote na avaliação do refluxo.',
          },
        ],
      },
      {
        kind: 'tests',
        title: 'Exames',
        body: '<p>Você quer confirmar a causa e planejar o tratamento.</p>',
        prompt: 'Quais exames você pede?',
        discussion:
          '<p>O duplex venoso é o exame essencial: mostra refluxo superficial (tratável) e sinais de doença pós-trombótica. Biópsia só em úlcera atípica ou que não cicatriza após 6 a 12 semanas de tratamento adequado. Cultura de rotina não é indicada sem infecção clínica.</p>',
        options: [
          {
            label: 'Duplex venoso do membro inferior esquerdo',
            finding:
              '<p>Refluxo na junção safenofemoral e em toda a safena magna (tempo de refluxo 3,2 s; normal &lt; 0,5 s); veia perfurante incompetente de 4 mm junto à úlcera; veias femoral e poplítea com espessamento parietal e refluxo de 1,4 s (&gt; 1 s), sem obstrução.</p>',
            points: 20,
            rating: 'essential',
            feedback: 'Refluxo superficial e profundo pós-trombótico: CEAP C6 Esi As,p,d Pr.',
            costReais: 180,
            turnaroundMinutes: 20160,
          },
          {
            label: 'Hemograma, glicemia e albumina',
            finding: '<p>Hb 12,8 g/dL; glicemia de jejum 118 mg/dL; albumina 3,9 g/dL.</p>',
            points: 5,
            rating: 'useful',
            feedback: 'Avalia fatores que atrasam a cicatrização (anemia, diabetes, desnutrição).',
            costReais: 30,
            turnaroundMinutes: 1440,
          },
          {
            label: 'Biópsia da borda da úlcera',
            finding: '<p>Tecido de granulação inespecífico.</p>',
            points: -4,
            rating: 'unnecessary',
            feedback:
              'Indicada em úlcera atípica ou refratária (suspeita de carcinoma, úlcera de Marjolin), não agora.',
            costReais: 250,
            turnaroundMinutes: 10080,
          },
          {
            label: 'Swab da úlcera para cultura',
            finding: '<p>Staphylococcus aureus e Pseudomonas aeruginosa.</p>',
            points: -4,
            rating: 'unnecessary',
            feedback:
              'Toda úlcera crônica é colonizada; sem sinais de infecção, a cultura leva a antibiótico desnecessário.',
            costReais: 60,
            turnaroundMinutes: 4320,
          },
          {
            label: 'Flebografia ascendente',
            finding: '<p>Recanalização parcial da femoral; reação ao contraste com urticária.</p>',
            points: -10,
            rating: 'harmful',
            feedback: 'Invasiva e desnecessária; reservada ao planejamento de intervenções profundas específicas.',
            costReais: 900,
            turnaroundMinutes: 10080,
          },
          {
            label: 'Ultrassonografia de partes moles da perna',
            finding: '<p>Edema de subcutâneo, sem coleções.</p>',
            points: -3,
            rating: 'unnecessary',
            feedback: 'Não responde à pergunta sobre o refluxo venoso.',
            costReais: 150,
            turnaroundMinutes: 10080,
          },
        ],
      },
      {
        kind: 'diagnosis',
        title: 'Diagnóstico',
        body: '<p>Úlcera maleolar medial, ITB normal, refluxo superficial e profundo.</p>',
        prompt: 'Qual o diagnóstico principal e quais diferenciais?',
        discussion:
          '<p>Úlcera venosa ativa (CEAP C6) por refluxo superficial e profundo pós-trombótico. Os diferenciais são úlcera arterial ou mista (afastada pelo ITB), hipertensiva de Martorell (lateral, muito dolorosa) e neoplásica (atípica, refratária).</p>',
        hypotheses: [
          {
            label: 'Úlcera venosa ativa (CEAP C6) por insuficiência venosa crônica',
            synonyms: ['ulcera venosa', 'ulcera de estase', 'insuficiencia venosa cronica', 'ceap c6'],
            points: 20,
            differentialPoints: 5,
            rating: 'essential',
            feedback: 'Diagnóstico clínico confirmado pelo duplex e com ITB normal.',
            lessonTitle: 'Varizes e insuficiência venosa crônica: classificação CEAP',
          },
          {
            label: 'Úlcera mista arterial e venosa',
            synonyms: ['ulcera mista', 'ulcera arteriovenosa'],
            points: 3,
            differentialPoints: 5,
            rating: 'useful',
            feedback: 'Precisa ser afastada antes da compressão; o ITB de 1,02 a afasta.',
          },
          {
            label: 'Úlcera hipertensiva de Martorell',
            synonyms: ['martorell', 'ulcera hipertensiva'],
            points: 3,
            differentialPoints: 4,
            rating: 'useful',
            feedback: 'Fica na face lateral, é muito dolorosa e ocorre em hipertensos graves.',
          },
          {
            label: 'Pioderma gangrenoso',
            synonyms: ['pioderma gangrenoso', 'pioderma'],
            points: -3,
            differentialPoints: 2,
            rating: 'unnecessary',
            feedback: 'Borda violácea e solapada, dor intensa e doença inflamatória associada; não é o quadro.',
          },
          {
            label: 'Carcinoma espinocelular (úlcera de Marjolin)',
            synonyms: ['marjolin', 'carcinoma espinocelular', 'cec'],
            points: -4,
            differentialPoints: 3,
            rating: 'unnecessary',
            feedback: 'Lembrar em úlcera antiga com borda elevada ou que não responde ao tratamento.',
          },
        ],
      },
      {
        kind: 'management',
        title: 'Tratamento',
        body: '<p>Dona Lourdes pergunta se precisa "parar de trabalhar" e se a ferida vai fechar.</p>',
        prompt: 'Escolha e ordene as condutas.',
        discussion:
          '<p>A compressão (bota de Unna ou bandagem multicamadas, 40 mmHg) é a base do tratamento. O estudo EVRA mostrou que a ablação precoce do refluxo superficial acelera a cicatrização e reduz recidiva. Após a cicatrização, meia elástica de 30–40 mmHg para sempre.</p>',
        options: [
          {
            label: 'Terapia compressiva (bota de Unna ou bandagem multicamadas)',
            points: 20,
            rating: 'essential',
            feedback: 'É o tratamento que mais acelera a cicatrização da úlcera venosa.',
            expertPosition: 1,
          },
          {
            label: 'Limpeza com soro fisiológico e curativo simples não aderente',
            points: 6,
            rating: 'useful',
            feedback: 'Mantém o leito úmido e limpo; nenhum curativo especial supera a compressão.',
            expertPosition: 2,
          },
          {
            label: 'Ablação endovenosa precoce da safena magna',
            points: 15,
            rating: 'essential',
            feedback: 'Corrigir o refluxo superficial cedo acelera a cicatrização e reduz a recidiva (EVRA).',
            expertPosition: 3,
            lessonTitle: 'Varizes e insuficiência venosa crônica: classificação CEAP',
          },
          {
            label: 'Meia elástica de 30–40 mmHg após a cicatrização',
            points: 8,
            rating: 'useful',
            feedback: 'Reduz recidiva, que é alta sem compressão mantida.',
            expertPosition: 4,
          },
          {
            label: 'Pomadas com antibiótico e corticoide na úlcera',
            points: -4,
            rating: 'unnecessary',
            feedback: 'Causam dermatite de contato e resistência bacteriana sem ajudar a cicatrizar.',
          },
          {
            label: 'Antibiótico oral por 14 dias pela cultura positiva',
            points: -10,
            rating: 'harmful',
            feedback: 'Colonização não é infecção; antibiótico sem sinais clínicos só seleciona resistência.',
          },
          {
            label: 'Enxerto de pele imediato, sem compressão',
            points: -10,
            rating: 'harmful',
            feedback: 'Sem controlar a hipertensão venosa, o enxerto não pega e a úlcera volta.',
          },
        ],
      },
    ],
    expertReasoning:
      '<p>Úlcera na região maleolar medial, com hiperpigmentação, eczema e lipodermatoesclerose, em mulher com varizes antigas e TVP prévia: úlcera venosa. O ITB normal afasta componente arterial e libera a compressão.</p><p>O duplex mostrou refluxo superficial (safena magna e perfurante) e profundo pós-trombótico. O tratamento é compressão, curativo simples e correção precoce do refluxo superficial.</p><p>Cultura de rotina, antibiótico e pomadas não ajudam e ainda prejudicam. A prevenção da recidiva depende de compressão mantida, controle do peso e pausas com elevação das pernas.</p>',
    references: [
      'De Maeseneer MG, et al. ESVS 2022 Clinical Practice Guidelines on the Management of Chronic Venous Disease of the Lower Limbs. Eur J Vasc Endovasc Surg. 2022;63:184-267.',
      'Gohel MS, et al. A Randomized Trial of Early Endovenous Ablation in Venous Ulceration (EVRA). N Engl J Med. 2018;378:2105-14.',
      'Lurie F, et al. The 2020 update of the CEAP classification system and reporting standards. J Vasc Surg Venous Lymphat Disord. 2020;8:342-52.',
    ],
    lessonTitles: ['Varizes e insuficiência venosa crônica: classificação CEAP'],
    questionStarts: ['Paciente com úlcera venosa ativa há 2 me', 'Mulher, 63 anos, com varizes há 20 anos,'],
  },
];
