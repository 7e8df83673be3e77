import type { DemoQuestion } from './demo-question-types.ts';

/** Banco de questões de oftalmologia, parte 1 (dados de demonstração em português). */
export const questions1: readonly DemoQuestion[] = [
  {
    subject: ['Semiologia e Urgências Oftalmológicas', 'Semiologia Ocular', 'Acuidade visual e refração'],
    statement:
      '<p>Menino de 9 anos é levado à unidade básica porque a professora notou que ele aperta os olhos para enxergar a lousa. Na triagem com a tabela de Snellen, a acuidade visual é de 20/100 em ambos os olhos e melhora para 20/25 com o buraco estenopeico. O exame externo e o reflexo vermelho são normais.</p><p>Qual a hipótese diagnóstica mais provável?</p>',
    alternatives: [
      {
        text: 'Ambliopia bilateral',
        explanation:
          'A ambliopia não melhora com o buraco estenopeico, pois o déficit é de processamento cortical, e não óptico.',
      },
      {
        text: 'Catarata congênita bilateral',
        explanation:
          'Com reflexo vermelho normal e melhora quase completa com o estenopeico, uma opacidade de meios significativa é improvável.',
      },
      {
        text: 'Neurite óptica bilateral',
        explanation:
          'Neuropatias ópticas não melhoram com o estenopeico e cursam com dor, discromatopsia e alteração pupilar.',
      },
      {
        text: 'Erro refrativo não corrigido, provavelmente miopia',
        explanation:
          'A melhora com o buraco estenopeico indica baixa visual de origem óptica, corrigível com lentes; a dificuldade para longe e o hábito de apertar os olhos sugerem miopia.',
      },
      {
        text: 'Distrofia macular hereditária',
        explanation:
          'Doenças maculares não são corrigidas pelo estenopeico; a melhora para 20/25 aponta para causa refrativa.',
      },
    ],
    correct: 'D',
    explanation:
      'O buraco estenopeico deixa passar apenas um feixe estreito de raios centrais, o que reduz o círculo de desfoque na retina: se a acuidade melhora, o déficit é refrativo. É um teste simples que separa, na triagem, o erro refrativo das doenças orgânicas. A miopia é a ametropia mais comum em escolares com queixa para longe e é corrigida com lentes divergentes.',
    source: { institution: 'SUS-SP', exam: 'Residência Médica R1 – Acesso Direto', year: 2018, board: 'VUNESP' },
  },
  {
    subject: ['Semiologia e Urgências Oftalmológicas', 'Semiologia Ocular', 'Acuidade visual e refração'],
    statement:
      '<p>Homem de 46 anos, que nunca usou óculos, queixa-se de dificuldade progressiva para ler no celular e precisa afastar o texto para enxergar. A acuidade visual para longe é de 20/20 em ambos os olhos, sem correção, e o restante do exame oftalmológico é normal.</p><p>Qual o mecanismo da queixa?</p>',
    alternatives: [
      {
        text: 'Perda progressiva da amplitude de acomodação pelo enrijecimento do cristalino',
        explanation:
          'A presbiopia decorre da perda de elasticidade do cristalino com a idade, que reduz sua capacidade de aumentar o poder dióptrico para perto.',
      },
      {
        text: 'Alongamento do comprimento axial do olho',
        explanation:
          'O alongamento axial causa miopia, que prejudica a visão para longe, e não a visão de perto com longe preservada.',
      },
      {
        text: 'Paralisia do músculo ciliar por neuropatia autonômica',
        explanation:
          'A paresia de acomodação é rara, de causa neurológica ou farmacológica; aos 45 anos a queixa é fisiológica.',
      },
      {
        text: 'Aplanamento progressivo da curvatura corneana',
        explanation: 'Mudanças corneanas não explicam a perda seletiva da visão de perto nessa faixa etária.',
      },
    ],
    correct: 'A',
    explanation:
      'A presbiopia é a perda fisiológica da acomodação, sintomática em torno dos 40 a 45 anos, quando a amplitude acomodativa já não permite leitura confortável a 33–40 cm. A teoria mais aceita atribui a perda ao enrijecimento do cristalino. A correção é feita com lentes positivas para perto (óculos de leitura, bifocais ou multifocais).',
    source: { institution: 'UNICAMP', exam: 'Residência Médica R1 – Acesso Direto', year: 2021, board: 'VUNESP' },
  },
  {
    subject: ['Semiologia e Urgências Oftalmológicas', 'Semiologia Ocular', 'Acuidade visual e refração'],
    statement: '<p>Sobre os erros refrativos, assinale a alternativa correta.</p>',
    alternatives: [
      {
        text: 'Na miopia, a imagem de um objeto distante se forma atrás da retina, e a correção é feita com lentes convergentes',
        explanation: 'Na miopia a imagem se forma à frente da retina, e a correção usa lentes divergentes (negativas).',
      },
      {
        text: 'Na hipermetropia, a acomodação não interfere na refração, o que dispensa a cicloplegia em crianças',
        explanation:
          'A acomodação compensa e mascara parte da hipermetropia (hipermetropia latente); por isso a refração infantil exige cicloplegia.',
      },
      {
        text: 'A anisometropia não causa ambliopia, pois os dois olhos recebem imagens nítidas à mesma distância',
        explanation:
          'A anisometropia é causa frequente de ambliopia: o olho mais ametrope recebe imagem cronicamente desfocada.',
      },
      {
        text: 'A presbiopia é corrigida com lentes negativas para perto',
        explanation: 'A presbiopia é corrigida com lentes positivas (convergentes) para perto.',
      },
      {
        text: 'No astigmatismo regular, o poder refrativo difere entre dois meridianos perpendiculares, e a correção é feita com lentes cilíndricas ou esferocilíndricas',
        explanation:
          'O astigmatismo regular tem meridianos principais perpendiculares com poderes diferentes, corrigidos pelo componente cilíndrico da lente.',
      },
    ],
    correct: 'E',
    explanation:
      'Na emetropia, raios paralelos focam na retina com a acomodação relaxada. Na miopia o foco é anterior (lente negativa), na hipermetropia é posterior (lente positiva) e no astigmatismo o poder varia entre meridianos (lente cilíndrica). Em crianças, a refração sob cicloplegia é indispensável para revelar toda a hipermetropia.',
    source: { institution: 'UERJ', exam: 'Residência Médica R1 – Acesso Direto', year: 2017, board: 'Instituto AOCP' },
  },
  {
    subject: ['Semiologia e Urgências Oftalmológicas', 'Semiologia Ocular', 'Acuidade visual e refração'],
    statement:
      '<p>Segundo a Classificação Internacional de Doenças da Organização Mundial da Saúde, qual critério define cegueira?</p>',
    alternatives: [
      {
        text: 'Acuidade visual inferior a 3/60 (20/400) no melhor olho, ou campo visual de até 10° de raio em torno do ponto de fixação',
        explanation: 'É o limiar das categorias 3 a 5 de deficiência visual da OMS, que correspondem à cegueira.',
      },
      {
        text: 'Acuidade visual inferior a 20/200 no pior olho',
        explanation: 'O critério considera o melhor olho; a perda visual de um só olho não define cegueira.',
      },
      {
        text: 'Acuidade visual inferior a 6/18 (20/60) no melhor olho',
        explanation: 'Esse é o limiar da deficiência visual moderada, não da cegueira.',
      },
      {
        text: 'Ausência de percepção luminosa em ambos os olhos, exclusivamente',
        explanation:
          'A ausência de percepção luminosa é a categoria mais grave (5), mas a cegueira abrange também as categorias 3 e 4.',
      },
      {
        text: 'Acuidade visual inferior a 20/40 em qualquer olho, que impede a habilitação para dirigir',
        explanation: 'Critérios de habilitação para dirigir não definem cegueira.',
      },
    ],
    correct: 'A',
    explanation:
      'A OMS classifica a deficiência visual pela acuidade no melhor olho: moderada (pior que 6/18), grave (pior que 6/60) e cegueira (pior que 3/60, ou campo visual com raio de até 10° em torno da fixação). No Brasil, o Decreto 5.296/2004 define cegueira como acuidade igual ou menor que 0,05 no melhor olho com a melhor correção óptica, e baixa visão como acuidade entre 0,3 e 0,05, incluindo também a somatória do campo visual igual ou menor que 60°.',
    source: { institution: 'SES-DF', exam: 'Residência Médica R1 – Acesso Direto', year: 2020, board: 'Cebraspe' },
  },
  {
    subject: ['Semiologia e Urgências Oftalmológicas', 'Semiologia Ocular', 'Acuidade visual e refração'],
    statement:
      '<p>Mulher de 68 anos, hipermétrope e usuária de óculos para perto há 20 anos, relata com satisfação que voltou a ler sem óculos nos últimos meses, embora note piora da visão para longe e mais ofuscamento ao dirigir à noite.</p><p>Qual a explicação mais provável?</p>',
    alternatives: [
      {
        text: 'Recuperação da amplitude de acomodação com a idade',
        explanation: 'A acomodação não se recupera; a presbiopia é progressiva e irreversível.',
      },
      {
        text: 'Miopização por aumento do índice de refração do cristalino na catarata nuclear',
        explanation:
          'A esclerose nuclear aumenta o índice de refração do núcleo e torna o olho mais míope, o que melhora a leitura e piora a visão para longe.',
      },
      {
        text: 'Edema macular diabético',
        explanation: 'O edema macular piora a visão de perto e de longe, sem melhorar a leitura.',
      },
      {
        text: 'Ceratocone de início tardio',
        explanation:
          'O ceratocone começa na adolescência e produz astigmatismo irregular, não miopização tardia isolada.',
      },
      {
        text: 'Catarata subcapsular posterior',
        explanation:
          'A subcapsular posterior piora sobretudo a visão de perto e sob luz intensa, sem miopização significativa.',
      },
    ],
    correct: 'B',
    explanation:
      'A chamada segunda visão é a miopia de índice induzida pela catarata nuclear: o núcleo esclerosado refrata mais a luz, e o presbíope hipermétrope passa a ler sem óculos. É sinal de progressão da catarata, e não de melhora ocular. O ofuscamento noturno e a piora para longe completam o quadro.',
    source: { institution: 'Santa Casa-SP', exam: 'Residência Médica R1 – Acesso Direto', year: 2022, board: 'VUNESP' },
  },
  {
    subject: ['Semiologia e Urgências Oftalmológicas', 'Semiologia Ocular', 'Exames complementares'],
    statement:
      '<p>Mulher de 42 anos, com lúpus eritematoso sistêmico, usa hidroxicloroquina em dose inferior a 5 mg/kg/dia de peso real há 2 anos. Não tem doença renal, maculopatia prévia nem uso de tamoxifeno, e o exame oftalmológico basal, feito no primeiro ano de tratamento, foi normal.</p><p>Segundo as recomendações da Academia Americana de Oftalmologia, qual a conduta de rastreamento?</p>',
    alternatives: [
      {
        text: 'Rastreamento anual desde o primeiro ano, apenas com a tela de Amsler',
        explanation:
          'A tela de Amsler é pouco sensível; os exames recomendados são a perimetria e a SD-OCT, e o anual começa após 5 anos sem fatores de risco.',
      },
      {
        text: 'Angiofluoresceinografia semestral',
        explanation:
          'A angiofluoresceinografia é invasiva e detecta a maculopatia tardiamente; não é exame de rastreamento.',
      },
      {
        text: 'Nenhum rastreamento, pois a dose é inferior a 5 mg/kg/dia',
        explanation: 'A dose adequada reduz, mas não elimina, o risco, que cresce com o tempo de uso.',
      },
      {
        text: 'Iniciar o rastreamento anual após 5 anos de uso, com perimetria automatizada e OCT de domínio espectral',
        explanation:
          'Sem fatores de risco, o risco de toxicidade nos primeiros 5 anos é muito baixo; depois, o rastreamento é anual com perimetria e SD-OCT.',
      },
      {
        text: 'Eletrorretinograma de campo total anual a partir do segundo ano',
        explanation:
          'O ERG de campo total não é exame de rastreamento; o ERG multifocal é complementar em casos duvidosos.',
      },
    ],
    correct: 'D',
    explanation:
      'A toxicidade retiniana da hidroxicloroquina depende da dose diária por peso real e do tempo de uso. Recomenda-se exame basal no primeiro ano e rastreamento anual após 5 anos, ou antes se houver fatores de risco (doença renal, tamoxifeno, maculopatia). A perimetria 10-2 (também 24-2 ou 30-2 em asiáticos, pelo padrão extramacular) e a SD-OCT, que mostra perda parafoveal da zona elipsoide, são os exames principais; a lesão estabelecida não regride com a suspensão.',
    source: { institution: 'HCPA', exam: 'R3 – Oftalmologia', year: 2023, board: 'AMRIGS' },
  },
  {
    subject: ['Semiologia e Urgências Oftalmológicas', 'Semiologia Ocular', 'Exames complementares'],
    statement:
      '<p>Na angiofluoresceinografia de um paciente de 74 anos com metamorfopsia, observa-se lesão sub-retiniana macular com hiperfluorescência precoce bem delimitada, que aumenta de intensidade e de tamanho, com bordas borradas nas fases tardias.</p><p>Esse padrão corresponde a:</p>',
    alternatives: [
      {
        text: 'Defeito em janela por atrofia do epitélio pigmentado',
        explanation:
          'O defeito em janela é hiperfluorescência precoce que acompanha a fluorescência da coroide, não aumenta de tamanho e esmaece nas fases tardias.',
      },
      {
        text: 'Bloqueio por hemorragia',
        explanation: 'A hemorragia produz hipofluorescência, pois bloqueia a fluorescência de fundo.',
      },
      {
        text: 'Impregnação (staining) de drusas',
        explanation:
          'A impregnação é hiperfluorescência tardia de tecido que retém corante, sem aumento de área nem bordas borradas.',
      },
      {
        text: 'Defeito de enchimento por oclusão vascular',
        explanation: 'A não perfusão produz hipofluorescência por ausência de fluxo.',
      },
      {
        text: 'Extravasamento (leakage), típico de neovascularização de coroide',
        explanation:
          'A hiperfluorescência que aumenta em área e intensidade ao longo do exame indica vazamento de corante por vasos anômalos.',
      },
    ],
    correct: 'E',
    explanation:
      'Na angiofluoresceinografia, a hiperfluorescência pode ser por transmissão (janela), acúmulo em espaço delimitado (pooling), impregnação (staining) ou extravasamento (leakage); a hipofluorescência decorre de bloqueio ou de defeito de enchimento. O extravasamento precoce e progressivo é a marca da neovascularização de coroide. Hoje a OCT é o principal exame de diagnóstico e seguimento, mas a leitura da angiografia segue cobrada em prova.',
    source: { institution: 'UNIFESP', exam: 'R3 – Oftalmologia', year: 2019, board: 'VUNESP' },
  },
  {
    subject: ['Semiologia e Urgências Oftalmológicas', 'Semiologia Ocular', 'Exames complementares'],
    statement:
      '<p>Homem de 58 anos, diabético há 20 anos, refere baixa visual súbita e indolor no olho direito. A acuidade visual é de movimento de mãos, o reflexo vermelho está ausente e não é possível visualizar o fundo de olho por hemorragia vítrea densa.</p><p>Qual exame complementar é prioritário?</p>',
    alternatives: [
      {
        text: 'Ultrassonografia ocular modo B',
        explanation:
          'A ultrassonografia avalia o segmento posterior com meios opacos e identifica descolamento de retina, que muda a urgência da vitrectomia.',
      },
      {
        text: 'Angiofluoresceinografia',
        explanation:
          'A angiografia depende de meios transparentes para visualizar a retina, o que a hemorragia densa impede.',
      },
      {
        text: 'Tomografia de coerência óptica de mácula',
        explanation: 'A OCT também exige meios transparentes e não atravessa hemorragia densa.',
      },
      {
        text: 'Ressonância magnética de órbitas',
        explanation:
          'A ressonância não é o exame inicial para avaliar a retina atrás da hemorragia; a ultrassonografia é rápida, barata e feita no consultório.',
      },
    ],
    correct: 'A',
    explanation:
      'Em opacidade de meios (hemorragia vítrea, catarata total, edema corneano), a ultrassonografia modo B é o exame de escolha para avaliar vítreo, retina e coroide. Na hemorragia vítrea diabética, descolamento tracional que envolve a mácula ou descolamento combinado regmatogênico indica vitrectomia precoce. Na suspeita de rotura do globo, a ultrassonografia deve ser evitada ou feita com extremo cuidado.',
    source: { institution: 'SUS-SP', exam: 'Residência Médica R1 – Acesso Direto', year: 2019, board: 'VUNESP' },
  },
  {
    subject: ['Semiologia e Urgências Oftalmológicas', 'Semiologia Ocular', 'Exames complementares'],
    statement:
      '<p>Homem de 38 anos, executivo, relata há 2 semanas visão embaçada e escurecida no centro do campo visual do olho esquerdo, com micropsia. Usa prednisona 20 mg/dia há 1 mês por dermatite. A acuidade visual é de 20/40 e melhora parcialmente com lente positiva. A OCT de mácula mostra descolamento seroso da retina neurossensorial sob a fóvea, sem fluido intrarretiniano.</p><p>Qual o diagnóstico e a conduta inicial mais adequada?</p>',
    alternatives: [
      {
        text: 'Edema macular cistoide; iniciar corticoide tópico',
        explanation:
          'O edema macular cistoide mostra espaços cistoides intrarretinianos na OCT, e o corticoide agravaria a coriorretinopatia serosa.',
      },
      {
        text: 'Degeneração macular neovascular; anti-VEGF imediato',
        explanation: 'A idade, a ausência de drusas e o descolamento seroso isolado não sugerem DMRI neovascular.',
      },
      {
        text: 'Buraco macular; vitrectomia',
        explanation:
          'O buraco macular aparece na OCT como defeito de espessura total da fóvea, e não como descolamento seroso.',
      },
      {
        text: 'Coriorretinopatia serosa central; reduzir ou suspender o corticoide, se possível, e observar',
        explanation:
          'O corticoide é o principal fator de risco modificável, e a maioria dos episódios agudos resolve espontaneamente em 3 a 4 meses.',
      },
    ],
    correct: 'D',
    explanation:
      'A coriorretinopatia serosa central acomete homens jovens, com perfil estressado e uso de corticoide por qualquer via, e causa descolamento seroso neurossensorial macular com hipermetropização e micropsia. A OCT faz o diagnóstico, e a angiofluoresceinografia pode mostrar o ponto de vazamento em chaminé ou em mancha de tinta. Casos crônicos ou recorrentes podem ser tratados com terapia fotodinâmica em meia dose.',
    source: { institution: 'USP-SP', exam: 'R3 – Oftalmologia', year: 2021, board: 'FUVEST' },
  },
  {
    subject: ['Semiologia e Urgências Oftalmológicas', 'Urgências Oftalmológicas', 'Olho vermelho', 'Conjuntivites'],
    statement:
      '<p>Técnica de enfermagem de 28 anos apresenta hiperemia conjuntival no olho direito há 3 dias, que passou para o olho esquerdo ontem, com lacrimejamento, secreção aquosa, sensação de areia e edema palpebral. Há folículos na conjuntiva tarsal inferior e linfonodo pré-auricular palpável e doloroso. A acuidade visual é normal e a córnea não cora com fluoresceína.</p><p>Qual a conduta mais adequada?</p>',
    alternatives: [
      {
        text: 'Colírio de antibiótico de amplo espectro por 7 dias',
        explanation: 'O antibiótico não altera o curso da infecção viral e deve ser reservado à suspeita bacteriana.',
      },
      {
        text: 'Compressas frias, lubrificantes, higiene rigorosa das mãos e afastamento do trabalho enquanto houver secreção',
        explanation:
          'A conjuntivite adenoviral é autolimitada: o tratamento é de suporte, com medidas para evitar a transmissão.',
      },
      {
        text: 'Colírio de corticoide para reduzir a inflamação',
        explanation:
          'O corticoide prolonga a eliminação viral e só é usado, sob acompanhamento oftalmológico, em pseudomembranas ou infiltrados subepiteliais que reduzem a visão.',
      },
      { text: 'Aciclovir oral', explanation: 'O adenovírus não responde ao aciclovir.' },
      {
        text: 'Ceftriaxona intramuscular em dose única',
        explanation:
          'A ceftriaxona é reservada à conjuntivite gonocócica hiperaguda, com secreção purulenta abundante.',
      },
    ],
    correct: 'B',
    explanation:
      'A conjuntivite adenoviral (febre faringoconjuntival ou ceratoconjuntivite epidêmica) é muito contagiosa por cerca de 10 a 14 dias e se transmite por mãos, fômites e instrumentos. Folículos, secreção aquosa e linfonodo pré-auricular são típicos. Infiltrados subepiteliais numulares podem surgir após 1 a 2 semanas e causar borramento visual persistente.',
    source: { institution: 'SUS-SP', exam: 'Residência Médica R1 – Acesso Direto', year: 2023, board: 'VUNESP' },
  },
  {
    subject: ['Semiologia e Urgências Oftalmológicas', 'Urgências Oftalmológicas', 'Olho vermelho', 'Conjuntivites'],
    statement:
      '<p>Recém-nascido de 12 dias, de parto vaginal, filho de mãe sem pré-natal, apresenta secreção mucopurulenta bilateral e edema palpebral há 3 dias. Não há febre, e as córneas estão transparentes.</p><p>Qual o agente mais provável e o tratamento indicado?</p>',
    alternatives: [
      {
        text: 'Neisseria gonorrhoeae; colírio de tobramicina isolado',
        explanation: 'O gonococo surge entre 2 e 5 dias, com secreção hiperaguda, e exige ceftriaxona sistêmica.',
      },
      {
        text: 'Conjuntivite química; observação',
        explanation:
          'A conjuntivite química surge nas primeiras 24 a 48 horas após a profilaxia, sobretudo com nitrato de prata.',
      },
      {
        text: 'Chlamydia trachomatis; macrolídeo sistêmico (eritromicina ou azitromicina por via oral)',
        explanation:
          'O início entre 5 e 14 dias é típico da clamídia, e o tratamento sistêmico erradica a colonização da nasofaringe e previne a pneumonia.',
      },
      {
        text: 'Chlamydia trachomatis; pomada de eritromicina tópica isolada',
        explanation: 'O tratamento tópico isolado não erradica a infecção da nasofaringe nem previne a pneumonia.',
      },
      {
        text: 'Herpes simples; aciclovir tópico',
        explanation:
          'A conjuntivite herpética neonatal costuma vir com vesículas ou ceratite e exige aciclovir intravenoso, pelo risco de doença disseminada.',
      },
    ],
    correct: 'C',
    explanation:
      'A oftalmia neonatal tem cronologia típica: química nas primeiras 24 horas, gonocócica entre 2 e 5 dias, clamídia entre 5 e 14 dias e herpética na segunda semana. A clamídia é tratada com macrolídeo oral por via sistêmica, e a mãe e o parceiro devem ser tratados. Em lactentes com menos de 6 semanas, os macrolídeos se associam a estenose hipertrófica do piloro, o que exige orientação da família.',
    source: { institution: 'UNIFESP', exam: 'Residência Médica R1 – Acesso Direto', year: 2020, board: 'VUNESP' },
  },
  {
    subject: ['Semiologia e Urgências Oftalmológicas', 'Urgências Oftalmológicas', 'Olho vermelho', 'Conjuntivites'],
    statement:
      '<p>A profilaxia da oftalmia neonatal é obrigatória nas maternidades brasileiras. Qual das opções abaixo é adequada para essa profilaxia, aplicada logo após o nascimento?</p>',
    alternatives: [
      {
        text: 'Nitrato de prata 1% em dose única (método de Credé)',
        explanation:
          'Historicamente o método padrão, eficaz contra o gonococo; causa conjuntivite química e protege pouco contra a clamídia, mas ainda é aceito pelas normas brasileiras.',
      },
      {
        text: 'Iodopovidona 2,5% colírio em dose única',
        explanation:
          'Alternativa eficaz, barata e menos irritante, com ação contra bactérias e clamídia; foi a resposta do gabarito preliminar.',
      },
      {
        text: 'Colírio de dexametasona em dose única',
        explanation: 'O corticoide não tem papel na prevenção de infecção neonatal.',
      },
      {
        text: 'Limpeza das pálpebras com soro fisiológico, apenas',
        explanation: 'A limpeza não substitui o agente antimicrobiano na profilaxia.',
      },
    ],
    correct: 'B',
    explanation:
      'A questão foi anulada pela banca: o gabarito preliminar indicava a iodopovidona 2,5%, mas o nitrato de prata 1% também é profilaxia aceita pelas normas brasileiras vigentes, o que deixa duas alternativas corretas. Ambas as opções, assim como a pomada de eritromicina, previnem a oftalmia gonocócica, a forma mais grave, que pode perfurar a córnea. Nenhuma profilaxia tópica dispensa o tratamento sistêmico quando a infecção se instala.',
    source: { institution: 'SES-DF', exam: 'Residência Médica R1 – Acesso Direto', year: 2017, board: 'Cebraspe' },
    annulled: true,
  },
  {
    subject: ['Semiologia e Urgências Oftalmológicas', 'Urgências Oftalmológicas', 'Olho vermelho', 'Conjuntivites'],
    statement:
      '<p>Homem de 22 anos procura o pronto-socorro com olho esquerdo vermelho há 24 horas, com secreção purulenta muito abundante que se refaz logo após a limpeza, quemose intensa, edema palpebral importante e linfonodo pré-auricular. Relata uretrite recente, não tratada.</p><p>Qual a conduta mais adequada?</p>',
    alternatives: [
      {
        text: 'Ceftriaxona intramuscular, irrigação ocular frequente com soro fisiológico, avaliação corneana diária e tratamento da clamídia e dos parceiros',
        explanation:
          'A conjuntivite gonocócica hiperaguda exige antibiótico sistêmico, pois o gonococo pode perfurar a córnea em poucos dias.',
      },
      {
        text: 'Colírio de fluoroquinolona e retorno em 7 dias',
        explanation: 'O tratamento tópico isolado é insuficiente e o retorno tardio arrisca uma perfuração corneana.',
      },
      {
        text: 'Compressas frias e lubrificantes',
        explanation: 'É a conduta da conjuntivite viral, inadequada diante de secreção purulenta hiperaguda.',
      },
      {
        text: 'Colírio de corticoide para reduzir a quemose',
        explanation: 'O corticoide favorece a progressão da infecção e não tem papel nesse quadro.',
      },
    ],
    correct: 'A',
    explanation:
      'A Neisseria gonorrhoeae penetra o epitélio corneano íntegro e causa ulceração periférica com risco de perfuração rápida; por isso a conjuntivite hiperaguda é uma urgência. O tratamento é sistêmico (ceftriaxona em dose única, 1 g no adulto), com lavagens frequentes para remover a secreção. Como a coinfecção por clamídia é comum, trata-se também a clamídia e investigam-se os parceiros e outras ISTs.',
    source: { institution: 'UERJ', exam: 'Residência Médica R1 – Acesso Direto', year: 2019, board: 'Instituto AOCP' },
  },
  {
    subject: ['Semiologia e Urgências Oftalmológicas', 'Urgências Oftalmológicas', 'Olho vermelho', 'Conjuntivites'],
    statement:
      '<p>Menino de 10 anos, com rinite alérgica e asma, tem prurido ocular intenso bilateral que piora na primavera e no verão, com secreção mucosa filamentosa. À eversão da pálpebra superior, há papilas gigantes em pedra de calçamento; no limbo, nódulos gelatinosos com pontos brancos. Uma úlcera oval e rasa está presente na córnea superior.</p><p>Qual o diagnóstico?</p>',
    alternatives: [
      {
        text: 'Conjuntivite alérgica sazonal',
        explanation: 'A forma sazonal tem papilas pequenas, é mais leve e não causa úlcera em escudo.',
      },
      {
        text: 'Ceratoconjuntivite atópica',
        explanation:
          'A forma atópica acomete adultos com dermatite atópica, com papilas predominantes na tarsal inferior e cicatrização conjuntival.',
      },
      {
        text: 'Conjuntivite papilar gigante por lente de contato',
        explanation:
          'Exige exposição a lente de contato, prótese ou sutura, e não cursa com pontos de Trantas nem úlcera em escudo.',
      },
      {
        text: 'Tracoma',
        explanation:
          'O tracoma cursa com folículos tarsais superiores e cicatrização, sem prurido intenso nem úlcera em escudo.',
      },
      {
        text: 'Ceratoconjuntivite primaveril (vernal)',
        explanation:
          'Papilas gigantes tarsais superiores, pontos de Horner-Trantas no limbo e úlcera em escudo em menino atópico são típicos da forma vernal.',
      },
    ],
    correct: 'E',
    explanation:
      'A ceratoconjuntivite primaveril acomete meninos pré-púberes de clima quente, com exacerbações sazonais. Papilas gigantes, pontos de Horner-Trantas e úlcera em escudo (placa de muco e epitélio alterado) são os achados clássicos. O tratamento inclui anti-histamínico com estabilizador de mastócitos, imunomoduladores tópicos (ciclosporina ou tacrolimo) e corticoide em crises, com controle da pressão intraocular.',
    source: { institution: 'PSU-MG', exam: 'Residência Médica R1 – Acesso Direto', year: 2021, board: 'IBFC' },
  },
  {
    subject: ['Semiologia e Urgências Oftalmológicas', 'Urgências Oftalmológicas', 'Olho vermelho', 'Conjuntivites'],
    statement:
      '<p>Em inquérito escolar no interior do Nordeste, uma criança de 7 anos apresenta cinco ou mais folículos, com pelo menos 0,5 mm, na conjuntiva tarsal superior, sem cicatrizes, triquíase ou opacidade corneana.</p><p>Segundo a classificação simplificada da OMS, trata-se de:</p>',
    alternatives: [
      {
        text: 'Tracoma inflamatório intenso (TI)',
        explanation: 'O TI é o espessamento inflamatório que obscurece mais da metade dos vasos tarsais profundos.',
      },
      {
        text: 'Tracoma cicatricial (TS)',
        explanation: 'O TS corresponde a linhas ou faixas brancas de cicatriz na conjuntiva tarsal.',
      },
      {
        text: 'Triquíase tracomatosa (TT)',
        explanation: 'A TT é definida por pelo menos um cílio tocando o globo ocular.',
      },
      {
        text: 'Opacidade corneana (CO)',
        explanation: 'A CO é a opacidade corneana que encobre parte da margem pupilar.',
      },
      {
        text: 'Tracoma inflamatório folicular (TF)',
        explanation: 'O TF é definido por cinco ou mais folículos de pelo menos 0,5 mm na conjuntiva tarsal superior.',
      },
    ],
    correct: 'E',
    explanation:
      'O tracoma é uma ceratoconjuntivite crônica por Chlamydia trachomatis (sorotipos A a C), ainda presente em bolsões do Brasil, ligada a más condições de higiene e de acesso à água. A OMS recomenda a estratégia SAFE: cirurgia da triquíase, antibiótico (azitromicina oral em dose única ou tetraciclina tópica), higiene facial e melhorias ambientais. As formas inflamatórias (TF e TI) são tratadas, e os contatos domiciliares devem ser examinados.',
    source: { institution: 'SES-DF', exam: 'Residência Médica R1 – Acesso Direto', year: 2022, board: 'Cebraspe' },
  },
  {
    subject: [
      'Semiologia e Urgências Oftalmológicas',
      'Urgências Oftalmológicas',
      'Olho vermelho',
      'Episclerite e esclerite',
    ],
    statement:
      '<p>Mulher de 56 anos, com artrite reumatoide há 15 anos, refere dor intensa e profunda no olho direito, que a acorda à noite e irradia para a fronte e a mandíbula. O olho tem hiperemia difusa de tonalidade violácea, dolorosa à palpação, e os vasos profundos não empalidecem após a instilação de fenilefrina 10%.</p><p>Qual o diagnóstico e o tratamento adequado?</p>',
    alternatives: [
      {
        text: 'Episclerite; lubrificantes e observação',
        explanation: 'A episclerite causa desconforto leve, e seus vasos superficiais empalidecem com a fenilefrina.',
      },
      {
        text: 'Esclerite anterior difusa; tratamento sistêmico (AINE oral e, se necessário, corticoide ou imunossupressor) e avaliação da atividade da doença de base',
        explanation: 'A esclerite exige tratamento sistêmico e sinaliza atividade da doença reumatológica.',
      },
      {
        text: 'Conjuntivite bacteriana; antibiótico tópico',
        explanation: 'Não há secreção, e a dor profunda e a sensibilidade do globo não são típicas de conjuntivite.',
      },
      {
        text: 'Esclerite anterior; corticoide tópico isolado',
        explanation: 'O corticoide tópico isolado é insuficiente para a esclerite, que é tratada por via sistêmica.',
      },
      {
        text: 'Uveíte anterior aguda; cicloplégico e corticoide tópico',
        explanation:
          'A uveíte cursa com hiperemia perilímbica e células na câmara anterior, sem sensibilidade escleral nem coloração violácea.',
      },
    ],
    correct: 'B',
    explanation:
      'A esclerite causa dor intensa, que piora à noite e irradia para a face, com dilatação do plexo episcleral profundo, de cor violácea, que não empalidece com fenilefrina. Associa-se a artrite reumatoide, granulomatose com poliangiite e policondrite recidivante. A forma necrosante tem maior risco de perfuração e de vasculite sistêmica grave, exigindo imunossupressão agressiva.',
    source: { institution: 'USP-SP', exam: 'R3 – Oftalmologia', year: 2020, board: 'FUVEST' },
  },
  {
    subject: [
      'Semiologia e Urgências Oftalmológicas',
      'Urgências Oftalmológicas',
      'Olho vermelho',
      'Episclerite e esclerite',
    ],
    statement:
      '<p>Mulher de 31 anos nota hiperemia localizada no setor temporal do olho esquerdo há 2 dias, com leve desconforto, sem baixa visual, secreção ou fotofobia. A área hiperemiada é móvel sobre a esclera e empalidece após uma gota de fenilefrina 2,5%.</p><p>Qual o diagnóstico e a conduta?</p>',
    alternatives: [
      {
        text: 'Esclerite nodular; imunossupressão sistêmica',
        explanation: 'A esclerite causa dor intensa, e seus vasos profundos não empalidecem com fenilefrina.',
      },
      {
        text: 'Pterígio inflamado; exérese cirúrgica',
        explanation: 'O pterígio é uma prega fibrovascular que avança sobre a córnea, ausente nesse caso.',
      },
      {
        text: 'Episclerite simples; quadro em geral autolimitado, tratado com lubrificante e, se houver incômodo, AINE oral',
        explanation:
          'Vasos superficiais que empalidecem com fenilefrina, com pouco desconforto, caracterizam a episclerite, benigna e autolimitada.',
      },
      {
        text: 'Conjuntivite viral; compressas frias',
        explanation:
          'A conjuntivite viral causa hiperemia difusa com secreção aquosa e folículos, e não hiperemia setorial isolada.',
      },
    ],
    correct: 'C',
    explanation:
      'A episclerite acomete adultos jovens, com hiperemia setorial ou nodular e desconforto leve, e resolve em 1 a 3 semanas. O teste da fenilefrina ajuda: os vasos episclerais superficiais empalidecem, ao contrário dos profundos da esclerite. Associação sistêmica é rara, mas episódios recorrentes justificam investigar doenças reumatológicas.',
    source: { institution: 'Santa Casa-SP', exam: 'Residência Médica R1 – Acesso Direto', year: 2016, board: 'VUNESP' },
  },
  {
    subject: ['Semiologia e Urgências Oftalmológicas', 'Urgências Oftalmológicas', 'Olho vermelho'],
    statement:
      '<p>Na avaliação de um paciente com olho vermelho no pronto atendimento, qual dos achados abaixo mais sugere causa grave, que exige avaliação oftalmológica no mesmo dia?</p>',
    alternatives: [
      {
        text: 'Secreção mucopurulenta matinal com pálpebras coladas',
        explanation: 'É típica da conjuntivite bacteriana, em geral benigna.',
      },
      {
        text: 'Prurido intenso com quemose leve',
        explanation: 'Sugere conjuntivite alérgica, sem risco visual imediato.',
      },
      {
        text: 'Hiperemia difusa, mais intensa nos fórnices',
        explanation: 'É o padrão de hiperemia conjuntival das conjuntivites.',
      },
      {
        text: 'Hiperemia perilímbica (ciliar) com fotofobia e baixa da acuidade visual',
        explanation:
          'A hiperemia ciliar com fotofobia e baixa visual aponta para ceratite, uveíte anterior ou glaucoma agudo.',
      },
      {
        text: 'Linfonodo pré-auricular palpável com secreção aquosa',
        explanation: 'Sugere conjuntivite viral, autolimitada.',
      },
    ],
    correct: 'D',
    explanation:
      'Os sinais de alarme do olho vermelho são baixa visual, dor intensa, fotofobia, hiperemia perilímbica, pupila alterada, opacidade corneana e pressão intraocular elevada. Eles indicam ceratite, uveíte anterior, esclerite ou glaucoma agudo, e não conjuntivite. Na conjuntivite, a visão é normal e a hiperemia predomina nos fórnices.',
    source: { institution: 'SUS-SP', exam: 'Residência Médica R1 – Acesso Direto', year: 2024, board: 'VUNESP' },
  },
  {
    subject: ['Semiologia e Urgências Oftalmológicas', 'Urgências Oftalmológicas', 'Olho vermelho'],
    statement:
      '<p>Clínico do pronto-socorro prescreve, sem exame à lâmpada de fenda, colírio de dexametasona com neomicina para um olho vermelho e irritado há 5 dias. Qual o principal risco dessa conduta?</p>',
    alternatives: [
      { text: 'Causar miose e bloqueio pupilar', explanation: 'O corticoide não causa miose nem bloqueio pupilar.' },
      {
        text: 'Provocar descolamento de retina',
        explanation: 'Não há relação entre corticoide tópico e descolamento regmatogênico de retina.',
      },
      {
        text: 'Induzir ceratocone',
        explanation: 'O ceratocone se associa a fatores genéticos e à coçadura, e não ao corticoide.',
      },
      {
        text: 'Agravar uma ceratite herpética ou fúngica não diagnosticada e, com uso prolongado, elevar a pressão intraocular e induzir catarata',
        explanation:
          'O corticoide tópico favorece a replicação de vírus e fungos, e seu uso prolongado causa glaucoma e catarata subcapsular posterior.',
      },
    ],
    correct: 'D',
    explanation:
      'O corticoide tópico sem diagnóstico é um erro clássico: transforma um dendrito herpético em úlcera geográfica, faz progredir uma ceratite fúngica e mascara sinais de infecção. O uso prolongado eleva a pressão intraocular em respondedores e causa catarata subcapsular posterior. Por isso, corticoide ocular deve ser prescrito após biomicroscopia e com acompanhamento oftalmológico.',
    source: { institution: 'PSU-MG', exam: 'Residência Médica R1 – Acesso Direto', year: 2018, board: 'IBFC' },
  },
  {
    subject: ['Semiologia e Urgências Oftalmológicas', 'Urgências Oftalmológicas', 'Olho vermelho'],
    statement:
      '<p>Homem de 72 anos, hipertenso e em uso de varfarina por fibrilação atrial, nota ao acordar mancha vermelho-vivo, bem delimitada, ocupando a metade temporal da conjuntiva bulbar do olho direito. Nega dor, baixa visual ou trauma; teve crise de tosse na noite anterior. A acuidade visual e as pupilas são normais.</p><p>Qual a conduta mais adequada?</p>',
    alternatives: [
      {
        text: 'Tranquilizar o paciente, medir a pressão arterial e verificar o INR; a hemorragia reabsorve em 1 a 3 semanas sem tratamento ocular',
        explanation:
          'A hemorragia subconjuntival é benigna; cabe apenas avaliar fatores predisponentes, como hipertensão e anticoagulação excessiva.',
      },
      {
        text: 'Colírio vasoconstritor até a resolução',
        explanation: 'O vasoconstritor não acelera a reabsorção e pode causar hiperemia de rebote.',
      },
      {
        text: 'Suspender a varfarina imediatamente',
        explanation:
          'A suspensão expõe o paciente a risco tromboembólico; só se ajusta a dose se o INR estiver acima da faixa terapêutica.',
      },
      {
        text: 'Drenagem cirúrgica da hemorragia',
        explanation: 'A hemorragia subconjuntival não é drenada; reabsorve espontaneamente.',
      },
      {
        text: 'Corticoide tópico para acelerar a reabsorção',
        explanation: 'O corticoide não acelera a reabsorção e traz riscos desnecessários.',
      },
    ],
    correct: 'A',
    explanation:
      'A hemorragia subconjuntival surge após Valsalva (tosse, vômito, esforço), hipertensão ou anticoagulação, e é indolor, sem baixa visual. A conduta é tranquilizar e tratar fatores predisponentes; episódios recorrentes justificam investigar discrasias sanguíneas. No trauma, uma hemorragia bolhosa de 360° pode mascarar rotura do globo.',
    source: { institution: 'UNICAMP', exam: 'Residência Médica R1 – Acesso Direto', year: 2016, board: 'VUNESP' },
  },
  {
    subject: ['Semiologia e Urgências Oftalmológicas', 'Urgências Oftalmológicas', 'Trauma ocular', 'Trauma aberto'],
    statement:
      '<p>Serralheiro de 34 anos, sem óculos de proteção, sentiu algo bater no olho direito enquanto martelava metal sobre metal. Apresenta leve baixa visual, pequena laceração corneana autosselante com teste de Seidel negativo e pequeno defeito de transiluminação da íris no mesmo trajeto.</p><p>Qual exame de imagem deve ser solicitado?</p>',
    alternatives: [
      {
        text: 'Ressonância magnética de órbitas',
        explanation:
          'A ressonância é contraindicada diante de possível corpo estranho metálico ferromagnético, que pode se deslocar.',
      },
      {
        text: 'Tomografia computadorizada de órbitas com cortes finos',
        explanation:
          'A tomografia é o exame de escolha para detectar e localizar corpo estranho intraocular, sobretudo metálico.',
      },
      {
        text: 'Radiografia simples de crânio como exame definitivo',
        explanation: 'A radiografia tem baixa sensibilidade e não localiza o corpo estranho com precisão.',
      },
      {
        text: 'Nenhum exame, pois o Seidel negativo exclui perfuração',
        explanation: 'Feridas pequenas e autosselantes podem ter Seidel negativo; o trajeto na íris sugere penetração.',
      },
    ],
    correct: 'B',
    explanation:
      'Martelar metal sobre metal lança fragmentos em alta velocidade, que penetram o globo por orifícios pequenos e autosselantes. Um trajeto corneano com defeito correspondente na íris ou opacidade focal do cristalino denuncia a penetração. O corpo estranho intraocular exige remoção cirúrgica, pelo risco de endoftalmite (inclusive por Bacillus) e de siderose.',
    source: { institution: 'UNIFESP', exam: 'Residência Médica R1 – Acesso Direto', year: 2018, board: 'VUNESP' },
  },
  {
    subject: ['Semiologia e Urgências Oftalmológicas', 'Urgências Oftalmológicas', 'Trauma ocular', 'Trauma aberto'],
    statement:
      '<p>Homem de 25 anos é atendido após agressão com soco no olho esquerdo. A acuidade visual é de movimento de mãos, há hemorragia subconjuntival bolhosa de 360°, câmara anterior muito profunda, pupila em gota apontando para as 2 horas e hifema parcial.</p><p>Enquanto aguarda o oftalmologista, qual a conduta correta?</p>',
    alternatives: [
      {
        text: 'Curativo oclusivo compressivo para conter o hifema',
        explanation: 'A compressão pode expulsar o conteúdo intraocular em um globo aberto.',
      },
      {
        text: 'Medir a pressão intraocular com tonômetro de aplanação para estimar a gravidade',
        explanation: 'Não se faz tonometria de contato diante de suspeita de globo aberto.',
      },
      {
        text: 'Proteger o olho com escudo rígido sem compressão, manter jejum, prescrever analgesia e antiemético, atualizar a profilaxia antitetânica e iniciar antibiótico sistêmico',
        explanation: 'São as medidas que evitam a extrusão do conteúdo ocular e a infecção até o reparo cirúrgico.',
      },
      {
        text: 'Instilar pomada de antibiótico e colírio cicloplégico',
        explanation: 'Medicações tópicas devem ser evitadas no globo aberto, pois podem penetrar no olho.',
      },
      {
        text: 'Reposicionar a íris com lente de contato terapêutica',
        explanation: 'Não se manipula o globo antes da exploração cirúrgica.',
      },
    ],
    correct: 'C',
    explanation:
      'São sinais de rotura oculta: hemorragia subconjuntival bolhosa de 360°, câmara anterior anormalmente profunda ou rasa, pupila irregular apontando para a lesão, hipotonia e prolapso uveal. A conduta é não manipular, proteger com escudo rígido, manter jejum, evitar Valsalva com antiemético, prescrever antibiótico sistêmico e profilaxia antitetânica, solicitar tomografia de órbitas e encaminhar para reparo cirúrgico em até 24 horas.',
    source: { institution: 'HCPA', exam: 'Residência Médica R1 – Acesso Direto', year: 2021, board: 'AMRIGS' },
  },
  {
    subject: ['Semiologia e Urgências Oftalmológicas', 'Urgências Oftalmológicas', 'Trauma ocular', 'Hifema'],
    statement:
      '<p>Adolescente de 15 anos, com traço falciforme (HbAS), apresenta hifema traumático de 3 mm após bolada. No segundo dia, a pressão intraocular é de 32 mmHg.</p><p>Qual medicação deve ser evitada para o controle da pressão?</p>',
    alternatives: [
      {
        text: 'Timolol 0,5% colírio',
        explanation: 'O betabloqueador tópico é primeira escolha para controlar a pressão no hifema.',
      },
      {
        text: 'Brimonidina 0,2% colírio',
        explanation: 'O alfa-agonista pode ser usado em adolescentes e adultos com hifema.',
      },
      {
        text: 'Acetato de prednisolona 1% colírio',
        explanation: 'O corticoide tópico faz parte do tratamento, reduzindo a inflamação e o risco de ressangramento.',
      },
      {
        text: 'Atropina 1% colírio',
        explanation:
          'O cicloplégico também integra o tratamento, pois dá conforto e estabiliza a barreira hematoaquosa.',
      },
      {
        text: 'Acetazolamida oral',
        explanation:
          'A acidose metabólica e a hemoconcentração aumentam a falcização das hemácias na câmara anterior, o que piora a obstrução trabecular.',
      },
    ],
    correct: 'E',
    explanation:
      'Na hemoglobinopatia falciforme, inclusive no traço, as hemácias falcizam no humor aquoso ácido e hipóxico, obstruem a malha trabecular e tornam o nervo óptico e a artéria central da retina mais vulneráveis a elevações moderadas da pressão. Evitam-se a acetazolamida e os agentes hiperosmóticos, e o limiar para lavagem da câmara anterior é mais baixo. Todo paciente negro com hifema deve ser investigado para hemoglobinopatia.',
    source: { institution: 'SES-DF', exam: 'R3 – Oftalmologia', year: 2019, board: 'Cebraspe' },
  },
  {
    subject: ['Semiologia e Urgências Oftalmológicas', 'Urgências Oftalmológicas', 'Trauma ocular', 'Hifema'],
    statement: '<p>Sobre o hifema traumático, assinale a alternativa correta.</p>',
    alternatives: [
      {
        text: 'O ácido acetilsalicílico é o analgésico preferido, por reduzir a inflamação',
        explanation: 'O AAS e os AINEs aumentam o risco de ressangramento e devem ser evitados.',
      },
      {
        text: 'O paciente deve permanecer em decúbito horizontal absoluto',
        explanation:
          'A cabeceira elevada a 30–45° faz o sangue sedimentar inferiormente, liberando o eixo visual e a malha superior.',
      },
      {
        text: 'A impregnação hemática da córnea é mais provável com pressão baixa e endotélio saudável',
        explanation: 'A impregnação ocorre com hifema extenso, pressão elevada prolongada e endotélio comprometido.',
      },
      {
        text: 'A recessão angular associada não aumenta o risco de glaucoma no longo prazo',
        explanation: 'A recessão angular aumenta o risco de glaucoma tardio, o que exige seguimento prolongado.',
      },
      {
        text: 'O ressangramento ocorre com maior frequência entre o 2º e o 5º dia após o trauma e se associa a pior prognóstico',
        explanation:
          'Nesse período o coágulo se retrai e se lisa, e o ressangramento costuma ser maior e mais grave que o sangramento inicial.',
      },
    ],
    correct: 'E',
    explanation:
      'No hifema traumático recomendam-se repouso relativo com cabeceira elevada, escudo protetor, cicloplégico, corticoide tópico, controle da pressão e suspensão de antiagregantes. As complicações são ressangramento, hipertensão ocular, impregnação hemática da córnea e sinéquias. O seguimento deve incluir gonioscopia após a fase aguda, pela associação com recessão angular.',
    source: { institution: 'UNICAMP', exam: 'Residência Médica R1 – Acesso Direto', year: 2023, board: 'VUNESP' },
  },
  {
    subject: ['Semiologia e Urgências Oftalmológicas', 'Urgências Oftalmológicas', 'Trauma ocular'],
    statement:
      '<p>Homem de 30 anos chega ao pronto-socorro com dor intensa, fotofobia e lacrimejamento após ser atingido por um galho no olho direito. A fluoresceína revela abrasão epitelial corneana central de 3 mm, sem infiltrado e sem corpo estranho; ele não usa lentes de contato.</p><p>Assinale a conduta INCORRETA.</p>',
    alternatives: [
      {
        text: 'Prescrever colírio ou pomada de antibiótico profilático',
        explanation: 'É conduta adequada, que reduz o risco de infecção enquanto o epitélio cicatriza.',
      },
      {
        text: 'Considerar cicloplégico e analgésico oral para a dor',
        explanation:
          'É conduta adequada: o cicloplégico alivia o espasmo ciliar e o analgésico oral controla a dor com segurança.',
      },
      {
        text: 'Reavaliar em 24 a 48 horas, ou antes se houver piora',
        explanation: 'É conduta adequada, sobretudo após trauma vegetal, pelo risco de ceratite fúngica.',
      },
      {
        text: 'Prescrever colírio anestésico para uso domiciliar até a melhora da dor',
        explanation:
          'Esta é a conduta incorreta: o anestésico tópico repetido é tóxico para o epitélio, retarda a cicatrização e pode levar a ceratopatia grave.',
      },
    ],
    correct: 'D',
    explanation:
      'A abrasão corneana cicatriza em 24 a 72 horas com antibiótico tópico profilático, analgesia oral e, se necessário, cicloplégico. O anestésico tópico serve apenas para o exame: o uso domiciliar retarda a reepitelização, mascara complicações e pode causar ceratopatia e até perfuração. Em usuários de lentes de contato, a cobertura deve incluir Pseudomonas e não se faz oclusão.',
    source: { institution: 'SUS-SP', exam: 'Residência Médica R1 – Acesso Direto', year: 2020, board: 'VUNESP' },
  },
  {
    subject: ['Semiologia e Urgências Oftalmológicas', 'Urgências Oftalmológicas', 'Queimaduras químicas'],
    statement: '<p>Por que as queimaduras oculares por álcalis costumam ser mais graves que as por ácidos?</p>',
    alternatives: [
      {
        text: 'Os álcalis saponificam os lipídios das membranas celulares e penetram rapidamente nos tecidos, podendo atingir a câmara anterior',
        explanation:
          'A saponificação rompe as barreiras celulares e permite a penetração profunda, com dano ao estroma, ao endotélio e às estruturas intraoculares.',
      },
      {
        text: 'Os álcalis coagulam as proteínas epiteliais, formando uma barreira que retém o agente na superfície',
        explanation: 'A coagulação proteica que limita a penetração é característica dos ácidos.',
      },
      {
        text: 'Os ácidos são sempre neutralizados pela lágrima antes de causar dano',
        explanation: 'A lágrima tem capacidade tampão limitada; ácidos fortes causam lesão grave.',
      },
      {
        text: 'Os álcalis causam apenas lesão térmica, sem efeito químico',
        explanation: 'A lesão é química; o componente térmico, quando existe (como na cal), é secundário.',
      },
      {
        text: 'Os ácidos não atingem o limbo',
        explanation: 'Ácidos também podem lesar o limbo; a diferença está na profundidade de penetração.',
      },
    ],
    correct: 'A',
    explanation:
      'Álcalis (cal, cimento, soda cáustica, amônia) saponificam os ácidos graxos das membranas e penetram rapidamente, lesando estroma, endotélio, íris, cristalino e corpo ciliar, com risco de glaucoma, catarata e perda das células-tronco límbicas. Os ácidos desnaturam e precipitam proteínas, formando uma barreira que limita a penetração; a exceção é o ácido fluorídrico, que penetra profundamente. A gravidade depende também do tempo de contato, daí a importância da irrigação imediata.',
    source: { institution: 'USP-SP', exam: 'Residência Médica R1 – Acesso Direto', year: 2017, board: 'FUVEST' },
  },
  {
    subject: ['Semiologia e Urgências Oftalmológicas', 'Urgências Oftalmológicas', 'Queimaduras químicas'],
    statement:
      '<p>Pedreiro de 40 anos chega ao pronto-socorro 15 minutos após um respingo de cal no olho esquerdo, com dor intensa e blefaroespasmo.</p><p>Qual a primeira conduta?</p>',
    alternatives: [
      {
        text: 'Identificar o pH da substância com o fabricante antes de iniciar a irrigação',
        explanation:
          'Qualquer atraso aumenta a penetração do álcali; a irrigação começa antes de qualquer investigação.',
      },
      {
        text: 'Anestesia tópica e irrigação imediata e abundante com soro fisiológico ou Ringer lactato, com eversão palpebral e remoção de partículas, até normalizar o pH',
        explanation:
          'A irrigação imediata é a medida que mais muda o prognóstico e precede qualquer outra etapa do exame.',
      },
      {
        text: 'Neutralizar com solução ácida fraca',
        explanation: 'A neutralização química atrasa a irrigação e pode gerar reação exotérmica.',
      },
      {
        text: 'Ocluir com pomada antibiótica e encaminhar ao oftalmologista',
        explanation: 'A oclusão mantém o agente em contato com o olho e atrasa o tratamento.',
      },
      {
        text: 'Medir a acuidade visual e fazer a fundoscopia antes da irrigação',
        explanation: 'Nas queimaduras químicas a irrigação precede até a medida da acuidade visual.',
      },
    ],
    correct: 'B',
    explanation:
      'Na queimadura química, irriga-se imediatamente com qualquer solução neutra disponível (até água corrente, fora do hospital), por pelo menos 30 minutos ou até o pH normalizar, conferido alguns minutos depois. É essencial everter as pálpebras, inclusive com dupla eversão da superior, e remover partículas dos fórnices, comuns com cal e cimento. Só então se faz a avaliação completa e a classificação da gravidade.',
    source: { institution: 'SES-DF', exam: 'Residência Médica R1 – Acesso Direto', year: 2024, board: 'Cebraspe' },
  },
  {
    subject: ['Semiologia e Urgências Oftalmológicas', 'Urgências Oftalmológicas', 'Queimaduras químicas'],
    statement:
      '<p>Na classificação de Roper-Hall para queimaduras químicas oculares, além da transparência corneana, qual o principal fator prognóstico avaliado?</p>',
    alternatives: [
      {
        text: 'A profundidade da câmara anterior',
        explanation: 'A profundidade da câmara não integra a classificação e pouco reflete a gravidade da queimadura.',
      },
      {
        text: 'O pH inicial da lágrima',
        explanation: 'O pH orienta a irrigação, mas não é critério prognóstico da classificação.',
      },
      {
        text: 'A extensão da isquemia límbica',
        explanation:
          'A isquemia límbica reflete a perda de células-tronco do limbo, que define a capacidade de reepitelização da córnea.',
      },
      {
        text: 'A acuidade visual inicial',
        explanation: 'A acuidade inicial é influenciada pela dor e pelo edema e não faz parte da classificação.',
      },
      { text: 'A presença de hifema', explanation: 'O hifema não é critério da classificação de Roper-Hall.' },
    ],
    correct: 'C',
    explanation:
      'Na classificação de Roper-Hall, o grau I tem lesão epitelial sem isquemia límbica; o II, córnea turva com detalhes da íris visíveis e isquemia de até um terço do limbo; o III, perda epitelial total, estroma que encobre a íris e isquemia de um terço a metade do limbo; e o IV, córnea opaca e isquemia de mais da metade do limbo. A classificação de Dua quantifica o acometimento límbico em horas de relógio e a área de conjuntiva envolvida. Quanto maior a isquemia límbica, maior o risco de insuficiência límbica e de conjuntivalização da córnea.',
    source: {
      institution: 'CBO',
      exam: 'Prova de Título CBO (Título de Especialista do Conselho Brasileiro de Oftalmologia)',
      year: 2019,
      board: 'CBO',
    },
  },
  {
    subject: ['Semiologia e Urgências Oftalmológicas', 'Urgências Oftalmológicas', 'Queimaduras químicas'],
    statement:
      '<p>Paciente com queimadura por álcali grau III de Roper-Hall, após irrigação adequada, é internado para tratamento.</p><p>Sobre o tratamento nas primeiras semanas, assinale a alternativa correta.</p>',
    alternatives: [
      {
        text: 'O corticoide tópico deve ser mantido em dose plena de forma contínua por pelo menos 6 semanas',
        explanation:
          'O corticoide é intensivo na primeira semana e reduzido depois de 10 a 14 dias, pois inibe o reparo estromal e favorece o afinamento.',
      },
      {
        text: 'Doxiciclina oral e ascorbato (vitamina C) são usados para reduzir a colagenólise e favorecer a síntese de colágeno',
        explanation:
          'A doxiciclina inibe metaloproteinases, e o ascorbato repõe o que se perde no humor aquoso após o álcali, reduzindo o risco de afinamento estromal.',
      },
      {
        text: 'O transplante penetrante de córnea deve ser feito na primeira semana para prevenir o simbléfaro',
        explanation:
          'O transplante na fase aguda tem péssimo prognóstico; a reconstrução é tardia e começa pela restauração da superfície límbica.',
      },
      {
        text: 'A membrana amniótica é contraindicada na fase aguda',
        explanation:
          'A membrana amniótica pode ser usada precocemente para favorecer a epitelização e reduzir a inflamação.',
      },
    ],
    correct: 'B',
    explanation:
      'Após a irrigação, o tratamento combina corticoide tópico intensivo na primeira semana, cicloplégico, antibiótico profilático, lubrificação, controle da pressão intraocular, doxiciclina e vitamina C. A membrana amniótica e a lise de simbléfaro ajudam a preservar a superfície. Nos casos com insuficiência límbica, a reabilitação exige transplante de limbo antes de um eventual transplante de córnea.',
    source: { institution: 'UNIFESP', exam: 'R3 – Oftalmologia', year: 2022, board: 'VUNESP' },
  },
  {
    subject: ['Segmento Anterior', 'Córnea e Superfície Ocular', 'Ceratites infecciosas', 'Ceratite bacteriana'],
    statement:
      '<p>Estudante de 21 anos, usuária de lentes de contato gelatinosas que frequentemente dorme com elas, refere dor intensa, fotofobia e baixa visual no olho direito há 36 horas. Há úlcera central de 4 mm com infiltrado supurativo denso, secreção mucopurulenta aderida e hipópio de 1 mm.</p><p>Qual o agente etiológico mais provável?</p>',
    alternatives: [
      {
        text: 'Acanthamoeba spp.',
        explanation:
          'A ceratite por Acanthamoeba tem curso arrastado, dor desproporcional e infiltrado em anel, e não supuração em 36 horas.',
      },
      {
        text: 'Fusarium solani',
        explanation:
          'O fungo filamentoso se associa a trauma vegetal e tem evolução mais lenta, com bordas plumosas e lesões satélites.',
      },
      {
        text: 'Herpes simples tipo 1',
        explanation: 'O herpes causa úlcera dendrítica, sem infiltrado supurativo nem hipópio na fase epitelial.',
      },
      {
        text: 'Pseudomonas aeruginosa',
        explanation:
          'É o agente clássico da ceratite em usuários de lentes de contato, com úlcera supurativa de evolução muito rápida.',
      },
      {
        text: 'Moraxella lacunata',
        explanation:
          'A Moraxella causa ceratite indolente em desnutridos e etilistas, e não é o agente típico da lente de contato.',
      },
    ],
    correct: 'D',
    explanation:
      'O uso de lentes de contato, sobretudo durante o sono, é o principal fator de risco para ceratite bacteriana em jovens. A Pseudomonas, gram-negativa, produz úlcera de evolução rápida, com necrose liquefativa, secreção mucopurulenta e hipópio, e pode perfurar em poucos dias. O tratamento começa após o raspado para cultura, com fluoroquinolona de quarta geração ou colírios fortificados em alta frequência; a lente e o estojo também devem ser cultivados.',
    source: { institution: 'Santa Casa-SP', exam: 'Residência Médica R1 – Acesso Direto', year: 2019, board: 'VUNESP' },
  },
  {
    subject: ['Segmento Anterior', 'Córnea e Superfície Ocular', 'Ceratites infecciosas', 'Ceratite bacteriana'],
    statement:
      '<p>Homem de 60 anos apresenta úlcera corneana central de 5 mm, com infiltrado estromal profundo e hipópio, 4 dias após trauma leve com a unha de uma criança.</p><p>Qual a conduta inicial mais adequada?</p>',
    alternatives: [
      {
        text: 'Colírio de corticoide associado a antibiótico, para reduzir a cicatriz',
        explanation: 'O corticoide não deve ser iniciado antes do controle da infecção e da identificação do agente.',
      },
      {
        text: 'Ciprofloxacino colírio de 6 em 6 horas e retorno em uma semana',
        explanation: 'A frequência é insuficiente para uma úlcera grave, e o retorno em uma semana é tardio demais.',
      },
      {
        text: 'Raspado da úlcera para bacterioscopia e cultura, seguido de colírios fortificados de amplo espectro em alta frequência',
        explanation:
          'Úlceras grandes e centrais exigem identificação do agente e cobertura ampla e intensiva desde o início.',
      },
      {
        text: 'Oclusão compressiva por 48 horas',
        explanation: 'A oclusão é contraindicada na ceratite infecciosa, pois favorece a proliferação bacteriana.',
      },
      {
        text: 'Aguardar o resultado da cultura antes de iniciar o antibiótico',
        explanation: 'O tratamento empírico não deve esperar a cultura, sob risco de perfuração.',
      },
    ],
    correct: 'C',
    explanation:
      'A regra prática 1-2-3 indica raspado para cultura quando há reação de câmara anterior de 1+ ou mais, infiltrado maior que 2 mm ou lesão a menos de 3 mm do centro. Colhe-se material para Gram, Giemsa e cultura (ágar sangue, chocolate e Sabouraud) e inicia-se tratamento intensivo, com dose de ataque e instilações de hora em hora. Os esquemas usuais são colírios fortificados (cefalosporina com aminoglicosídeo, ou vancomicina quando há suspeita de estafilococo resistente) ou fluoroquinolona de quarta geração.',
    source: { institution: 'USP-SP', exam: 'R3 – Oftalmologia', year: 2018, board: 'FUVEST' },
  },
  {
    subject: ['Segmento Anterior', 'Córnea e Superfície Ocular', 'Ceratites infecciosas', 'Ceratite bacteriana'],
    statement:
      '<p>O Steroids for Corneal Ulcers Trial (SCUT) avaliou o acréscimo de corticoide tópico ao tratamento antibiótico da ceratite bacteriana.</p><p>Qual conclusão desse estudo está correta?</p>',
    alternatives: [
      {
        text: 'Não houve diferença significativa na acuidade visual final na população geral, com possível benefício nas úlceras centrais graves e piores resultados nas úlceras por Nocardia',
        explanation:
          'O SCUT não mostrou benefício global, mas sugeriu ganho em úlceras graves e prejuízo nas causadas por Nocardia.',
      },
      {
        text: 'O corticoide aumentou significativamente a taxa de perfuração corneana',
        explanation: 'As taxas de perfuração não diferiram significativamente entre os grupos.',
      },
      {
        text: 'O corticoide melhorou a acuidade final em todos os subgrupos e deve ser iniciado junto com o antibiótico',
        explanation:
          'No estudo, o corticoide foi iniciado após 48 horas de antibiótico, e o benefício não foi generalizado.',
      },
      {
        text: 'O corticoide deve ser usado também na ceratite fúngica quando houver hipópio',
        explanation: 'A ceratite fúngica foi excluída do estudo, e o corticoide agrava a infecção fúngica.',
      },
      {
        text: 'O corticoide acelerou significativamente a reepitelização',
        explanation: 'O tempo de reepitelização não diferiu significativamente entre os grupos.',
      },
    ],
    correct: 'A',
    explanation:
      'No SCUT, pacientes com ceratite bacteriana com cultura positiva receberam moxifloxacino e, após 48 horas, prednisolona ou placebo. Não houve diferença na acuidade aos 3 meses, na cicatriz nem na perfuração; os subgrupos com acuidade inicial muito baixa e úlceras centrais tiveram melhor resultado aos 12 meses com corticoide. Nas úlceras por Nocardia, o corticoide associou-se a cicatrizes maiores, o que reforça a necessidade de identificar o agente antes de usá-lo.',
    source: {
      institution: 'CBO',
      exam: 'Prova de Título CBO (Título de Especialista do Conselho Brasileiro de Oftalmologia)',
      year: 2018,
      board: 'CBO',
    },
  },
  {
    subject: ['Segmento Anterior', 'Córnea e Superfície Ocular', 'Ceratites infecciosas', 'Ceratite fúngica'],
    statement:
      '<p>Lavrador de 52 anos refere dor e baixa visual no olho esquerdo há 12 dias, após ser atingido por uma folha de cana-de-açúcar. Usou colírio de antibiótico com corticoide, sem melhora. Há infiltrado estromal branco-acinzentado, seco, de bordas filamentosas (plumosas), com lesões satélites e hipópio.</p><p>Qual o tratamento tópico de primeira escolha?</p>',
    alternatives: [
      {
        text: 'Voriconazol 1% colírio em monoterapia',
        explanation: 'O voriconazol tópico foi inferior à natamicina para fungos filamentosos, sobretudo Fusarium.',
      },
      { text: 'Moxifloxacino 0,5% em alta frequência', explanation: 'É antibacteriano, sem ação sobre fungos.' },
      { text: 'Aciclovir pomada 3%', explanation: 'É antiviral, sem ação sobre fungos.' },
      {
        text: 'Prednisolona 1% associada a antibiótico',
        explanation: 'O corticoide agrava a ceratite fúngica e deve ser suspenso.',
      },
      {
        text: 'Natamicina 5% colírio',
        explanation:
          'A natamicina é a droga de escolha para ceratite por fungo filamentoso, como Fusarium e Aspergillus.',
      },
    ],
    correct: 'E',
    explanation:
      'Trauma vegetal em trabalhador rural sugere fungo filamentoso; no Brasil predominam Fusarium e Aspergillus, e o corticoide prévio é fator de risco. O diagnóstico é feito com raspado (KOH, Gram, Giemsa) e cultura em Sabouraud, e a microscopia confocal ajuda nos casos profundos. A natamicina 5% é o tratamento inicial para filamentosos, e a anfotericina B tópica é usada nas leveduras; a resposta é lenta e pode exigir ceratoplastia terapêutica.',
    source: { institution: 'PSU-MG', exam: 'R3 – Oftalmologia', year: 2020, board: 'IBFC' },
  },
  {
    subject: ['Segmento Anterior', 'Córnea e Superfície Ocular', 'Ceratites infecciosas', 'Ceratite fúngica'],
    statement:
      '<p>Sobre os ensaios clínicos MUTT (Mycotic Ulcer Treatment Trials), assinale a alternativa correta.</p>',
    alternatives: [
      {
        text: 'No MUTT II, o voriconazol oral associado ao tratamento tópico reduziu significativamente as perfurações',
        explanation: 'O voriconazol oral não reduziu perfurações nem ceratoplastias e causou mais efeitos adversos.',
      },
      {
        text: 'O voriconazol tópico foi superior à natamicina nas úlceras por Fusarium e Aspergillus',
        explanation: 'O voriconazol foi inferior, com a diferença concentrada nas úlceras por Fusarium.',
      },
      {
        text: 'No MUTT I, a natamicina tópica resultou em melhor acuidade visual e menos perfurações que o voriconazol tópico, sobretudo nas úlceras por Fusarium',
        explanation:
          'Esse resultado consolidou a natamicina como primeira escolha para ceratite por fungo filamentoso.',
      },
      {
        text: 'Os estudos mostraram que o corticoide tópico acelera a cicatrização na ceratite fúngica',
        explanation: 'O corticoide não foi avaliado como tratamento e é contraindicado na ceratite fúngica ativa.',
      },
    ],
    correct: 'C',
    explanation:
      'O MUTT I comparou natamicina 5% e voriconazol 1% tópicos em ceratite fúngica filamentosa: a natamicina teve melhor acuidade final e menos perfurações ou ceratoplastias, com efeito maior no Fusarium. O MUTT II mostrou que acrescentar voriconazol oral não trouxe benefício. Assim, a natamicina tópica é a primeira escolha, e o voriconazol fica como alternativa ou complemento em casos selecionados.',
    source: {
      institution: 'CBO',
      exam: 'Prova de Título CBO (Título de Especialista do Conselho Brasileiro de Oftalmologia)',
      year: 2022,
      board: 'CBO',
    },
  },
  {
    subject: ['Segmento Anterior', 'Córnea e Superfície Ocular', 'Ceratites infecciosas', 'Ceratite por Acanthamoeba'],
    statement:
      '<p>Mulher de 26 anos, usuária de lentes de contato gelatinosas, costuma enxaguar o estojo com água da torneira e nadar com as lentes. Refere dor ocular intensa no olho direito há 4 semanas, tratada sem sucesso com antiviral e antibiótico. Há epiteliopatia irregular, infiltrado estromal em anel e infiltrados lineares ao longo dos nervos corneanos, com dor desproporcional aos achados.</p><p>Qual o tratamento específico indicado?</p>',
    alternatives: [
      { text: 'Natamicina 5% colírio', explanation: 'É antifúngico, sem eficácia contra Acanthamoeba.' },
      {
        text: 'Biguanida tópica (PHMB 0,02% ou clorexidina 0,02%), isolada ou associada a diamidina (propamidina)',
        explanation:
          'As biguanidas agem sobre trofozoítos e cistos e são a base do tratamento da ceratite por Acanthamoeba.',
      },
      {
        text: 'Aciclovir oral em dose de tratamento',
        explanation: 'O quadro costuma ser confundido com herpes, mas o aciclovir não age sobre a ameba.',
      },
      {
        text: 'Moxifloxacino em alta frequência associado a corticoide',
        explanation: 'O antibiótico não trata a ameba, e o corticoide precoce favorece sua persistência.',
      },
      {
        text: 'Transplante penetrante de córnea imediato',
        explanation: 'O transplante na fase ativa tem alto risco de recidiva e é reservado a complicações.',
      },
    ],
    correct: 'B',
    explanation:
      'A ceratite por Acanthamoeba se associa a lentes de contato em contato com água de torneira, piscina ou mar. Dor desproporcional e perineurite radial são sinais precoces; o infiltrado em anel é mais tardio. O tratamento com biguanidas, associadas ou não a diamidinas, dura meses, e o diagnóstico tardio, muitas vezes após tratamento para herpes, piora o prognóstico.',
    source: { institution: 'UNIFESP', exam: 'R3 – Oftalmologia', year: 2021, board: 'VUNESP' },
  },
  {
    subject: ['Segmento Anterior', 'Córnea e Superfície Ocular', 'Ceratites infecciosas', 'Ceratite por Acanthamoeba'],
    statement:
      '<p>Na suspeita de ceratite por Acanthamoeba, qual meio é usado para o cultivo do agente a partir do raspado corneano?</p>',
    alternatives: [
      {
        text: 'Ágar não nutriente com cobertura de Escherichia coli',
        explanation: 'As bactérias servem de alimento aos trofozoítos, que deixam trilhas visíveis na placa.',
      },
      { text: 'Ágar Sabouraud com cloranfenicol', explanation: 'É o meio para cultura de fungos.' },
      { text: 'Meio de Löwenstein-Jensen', explanation: 'É o meio para cultura de micobactérias.' },
    ],
    correct: 'A',
    explanation:
      'A cultura de Acanthamoeba usa ágar não nutriente com cobertura de E. coli. A microscopia confocal in vivo mostra cistos de dupla parede e trofozoítos, e a PCR tem alta sensibilidade. A coloração com calcoflúor branco ou Giemsa do raspado também pode evidenciar os cistos.',
    source: { institution: 'UERJ', exam: 'R3 – Oftalmologia', year: 2023, board: 'Instituto AOCP' },
  },
  {
    subject: ['Segmento Anterior', 'Córnea e Superfície Ocular', 'Ceratites infecciosas', 'Ceratite herpética'],
    statement:
      '<p>Homem de 35 anos apresenta olho vermelho, lacrimejamento e fotofobia no olho esquerdo há 3 dias, após episódio febril. À fluoresceína, observa-se úlcera epitelial ramificada com bulbos terminais, e a sensibilidade corneana está diminuída.</p><p>Qual a conduta adequada?</p>',
    alternatives: [
      {
        text: 'Colírio de corticoide associado a antibiótico',
        explanation:
          'O corticoide na forma epitelial ativa favorece a replicação viral e pode gerar úlcera geográfica.',
      },
      { text: 'Natamicina 5% colírio', explanation: 'É antifúngico, sem ação sobre o herpes.' },
      {
        text: 'Oclusão e lente de contato terapêutica',
        explanation: 'Não tratam a infecção viral e não são indicadas.',
      },
      {
        text: 'Antiviral tópico (ganciclovir gel 0,15% ou aciclovir pomada 3%) ou aciclovir oral, sem corticoide tópico',
        explanation:
          'A ceratite epitelial herpética é tratada com antiviral, por via tópica ou oral, com eficácia semelhante.',
      },
      {
        text: 'Debridamento seguido de corticoide tópico',
        explanation: 'O debridamento pode ajudar, mas o corticoide é contraindicado na forma epitelial.',
      },
    ],
    correct: 'D',
    explanation:
      'A ceratite epitelial por herpes simples se apresenta como dendrito com bulbos terminais, onde há vírus ativo, e com hipoestesia corneana. O tratamento é antiviral, e o corticoide tópico é contraindicado nessa forma, pois amplia a lesão para úlcera geográfica. As formas estromal e endotelial, por outro lado, são imunomediadas e tratadas com corticoide sob cobertura antiviral.',
    source: { institution: 'HCPA', exam: 'Residência Médica R1 – Acesso Direto', year: 2019, board: 'AMRIGS' },
  },
  {
    subject: ['Segmento Anterior', 'Córnea e Superfície Ocular', 'Ceratites infecciosas', 'Ceratite herpética'],
    statement:
      '<p>Mulher de 40 anos, com três episódios prévios de ceratite herpética epitelial no olho direito, apresenta baixa visual e opacidade estromal disciforme central, com edema estromal, precipitados ceráticos subjacentes e epitélio íntegro, sem úlcera.</p><p>Com base no Herpetic Eye Disease Study (HEDS), qual a conduta mais adequada?</p>',
    alternatives: [
      {
        text: 'Antiviral tópico isolado, pois o corticoide é contraindicado em qualquer forma de ceratite herpética',
        explanation:
          'O corticoide só é contraindicado na forma epitelial ativa; a forma disciforme é imunomediada e responde a ele.',
      },
      {
        text: 'Aciclovir oral em dose de tratamento isolado, superior ao corticoide tópico na ceratite estromal',
        explanation:
          'No HEDS, o aciclovir oral acrescentado ao corticoide não trouxe benefício adicional na ceratite estromal ativa.',
      },
      {
        text: 'Transplante penetrante de córnea imediato',
        explanation: 'O transplante na fase ativa tem alto risco de rejeição e recorrência.',
      },
      {
        text: 'Observação, pois a forma estromal não compromete a visão',
        explanation: 'A ceratite estromal é causa importante de cicatriz e perda visual.',
      },
      {
        text: 'Corticoide tópico com cobertura antiviral e, após a resolução, aciclovir oral profilático de longo prazo para reduzir recorrências',
        explanation:
          'O corticoide acelera a resolução da ceratite estromal, e o aciclovir oral profilático reduziu as recorrências no HEDS.',
      },
    ],
    correct: 'E',
    explanation:
      'A ceratite disciforme é uma reação imune ao antígeno viral no estroma e no endotélio, com edema e precipitados ceráticos, e epitélio íntegro. O HEDS mostrou que o corticoide tópico, com antiviral profilático, acelera a resolução, e que o aciclovir oral (400 mg de 12 em 12 horas) por 1 ano reduz as recorrências, sobretudo em quem já teve ceratite estromal. O corticoide deve ser reduzido lentamente, pois a retirada abrupta provoca rebote.',
    source: {
      institution: 'CBO',
      exam: 'Prova de Título CBO (Título de Especialista do Conselho Brasileiro de Oftalmologia)',
      year: 2021,
      board: 'CBO',
    },
  },
  {
    subject: ['Segmento Anterior', 'Córnea e Superfície Ocular', 'Ceratites infecciosas', 'Ceratite herpética'],
    statement:
      '<p>Homem de 70 anos apresenta vesículas dolorosas na fronte e no couro cabeludo à esquerda, respeitando a linha média, iniciadas há 48 horas. Há também lesões vesiculares na ponta e na asa do nariz do mesmo lado.</p><p>O acometimento da ponta do nariz (sinal de Hutchinson) indica:</p>',
    alternatives: [
      {
        text: 'Envolvimento do ramo nasociliar do nervo oftálmico e maior risco de acometimento ocular',
        explanation: 'O nervo nasociliar inerva a ponta do nariz e também a córnea, a íris e o corpo ciliar.',
      },
      {
        text: 'Disseminação hematogênica, com necessidade de internação em todos os casos',
        explanation: 'O sinal indica o território do nervo acometido, e não disseminação sistêmica.',
      },
      {
        text: 'Infecção bacteriana secundária, com necessidade de antibiótico tópico',
        explanation: 'O sinal é das vesículas virais, sem relação com infecção bacteriana.',
      },
      {
        text: 'Ausência de risco ocular, pois o nervo nasociliar não inerva o globo',
        explanation: 'O nasociliar inerva estruturas oculares; por isso o sinal aumenta o risco ocular.',
      },
      {
        text: 'Envolvimento do ramo maxilar do trigêmeo',
        explanation: 'A ponta do nariz é inervada pelo nasociliar, ramo do oftálmico (V1), e não pelo maxilar.',
      },
    ],
    correct: 'A',
    explanation:
      'O herpes zoster oftálmico acomete o território do nervo oftálmico (V1); lesões na ponta do nariz indicam envolvimento do nasociliar e maior chance de ceratite, uveíte e elevação da pressão intraocular. O antiviral oral (aciclovir, valaciclovir ou fanciclovir), idealmente nas primeiras 72 horas, reduz as complicações oculares. Todo paciente deve ter avaliação oftalmológica, e a vacina recombinante contra o zoster é indicada para prevenção a partir dos 50 anos.',
    source: { institution: 'SUS-SP', exam: 'Residência Médica R1 – Acesso Direto', year: 2022, board: 'VUNESP' },
  },
  {
    subject: ['Segmento Anterior', 'Córnea e Superfície Ocular', 'Ceratocone e ectasias'],
    statement:
      '<p>Adolescente de 16 anos, com rinite alérgica e hábito de coçar intensamente os olhos, troca o grau dos óculos a cada 6 meses por aumento do astigmatismo e tem baixa visual mesmo corrigida. A tomografia de córnea mostra afinamento e encurvamento inferocentral progressivos em relação ao exame de 1 ano antes; a paquimetria mínima é de 460 µm, e a córnea é transparente.</p><p>Qual a conduta mais adequada?</p>',
    alternatives: [
      {
        text: 'Ceratoplastia penetrante',
        explanation:
          'É reservada a casos avançados com opacidade ou intolerância à lente de contato e visão insatisfatória.',
      },
      {
        text: 'Crosslinking corneano com riboflavina e radiação ultravioleta A, além de orientar a interrupção do hábito de coçar',
        explanation: 'O crosslinking é o tratamento que estabiliza a progressão do ceratocone documentada.',
      },
      {
        text: 'LASIK para corrigir o astigmatismo',
        explanation: 'A cirurgia refrativa ablativa é contraindicada no ceratocone, pois agrava a ectasia.',
      },
      {
        text: 'Apenas óculos e reavaliação em 2 anos',
        explanation: 'Em adolescentes a progressão é rápida; adiar o tratamento arrisca perda visual irreversível.',
      },
      {
        text: 'Anel intraestromal isolado para estabilizar a progressão',
        explanation: 'O anel regulariza a córnea e melhora a visão, mas não estabiliza a biomecânica corneana.',
      },
    ],
    correct: 'B',
    explanation:
      'O ceratocone é uma ectasia bilateral e assimétrica, associada a atopia, coçadura, síndrome de Down e história familiar. O diagnóstico precoce é feito pela tomografia de córnea, e sinais como anel de Fleischer, estrias de Vogt e sinal de Munson aparecem nas formas avançadas. Diante de progressão documentada, o crosslinking é indicado para estabilizar a doença, e a visão é reabilitada com óculos, lentes rígidas, anel intraestromal ou transplante lamelar.',
    source: { institution: 'SES-DF', exam: 'R3 – Oftalmologia', year: 2023, board: 'Cebraspe' },
  },
  {
    subject: ['Segmento Anterior', 'Córnea e Superfície Ocular', 'Ceratocone e ectasias'],
    statement:
      '<p>No protocolo clássico de Dresden de crosslinking corneano (com desepitelização, riboflavina 0,1% e radiação UVA de 3 mW/cm² por 30 minutos), qual a espessura corneana mínima exigida após a desepitelização, e por quê?</p>',
    alternatives: [
      {
        text: '300 µm, para evitar perfuração mecânica durante a desepitelização',
        explanation:
          'A espessura mínima protege o endotélio da radiação, e não de perfuração mecânica, e 300 µm seria insuficiente.',
      },
      {
        text: '500 µm, para garantir a absorção da riboflavina no estroma posterior',
        explanation: 'A exigência não é de 500 µm, e o motivo é a proteção endotelial, não a absorção da riboflavina.',
      },
      {
        text: '400 µm, para proteger o endotélio da citotoxicidade da radiação UVA',
        explanation:
          'Com pelo menos 400 µm de estroma embebido em riboflavina, a radiação que chega ao endotélio fica abaixo do limiar tóxico.',
      },
      {
        text: 'Não há espessura mínima, pois a riboflavina protege integralmente o endotélio',
        explanation: 'A proteção da riboflavina é parcial e depende da espessura do estroma embebido.',
      },
    ],
    correct: 'C',
    explanation:
      'No protocolo de Dresden, a riboflavina atua como fotossensibilizante e absorve grande parte da UVA no estroma anterior, formando ligações cruzadas entre as fibras de colágeno. Córneas com menos de 400 µm após a desepitelização expõem o endotélio a dano. Em córneas finas usam-se riboflavina hipo-osmolar, que edemacia o estroma, ou protocolos personalizados.',
    source: {
      institution: 'CBO',
      exam: 'Prova de Título CBO (Título de Especialista do Conselho Brasileiro de Oftalmologia)',
      year: 2020,
      board: 'CBO',
    },
  },
  {
    subject: ['Segmento Anterior', 'Córnea e Superfície Ocular', 'Ceratocone e ectasias'],
    statement:
      '<p>Jovem de 19 anos, com ceratocone avançado e síndrome de Down, apresenta baixa visual súbita, dor leve e lacrimejamento no olho esquerdo. Há edema estromal central intenso, com opacidade esbranquiçada e microcistos epiteliais sobre o cone.</p><p>Qual o diagnóstico e a conduta inicial?</p>',
    alternatives: [
      {
        text: 'Ceratite bacteriana; colírios fortificados',
        explanation: 'Não há infiltrado supurativo nem secreção que sugiram infecção.',
      },
      {
        text: 'Rejeição de transplante; corticoide sistêmico',
        explanation: 'O paciente não tem transplante de córnea.',
      },
      {
        text: 'Hidropsia aguda; transplante penetrante de urgência',
        explanation: 'O transplante não é urgente e, se necessário, é feito após a resolução do edema.',
      },
      {
        text: 'Hidropsia aguda por ruptura da membrana de Descemet; tratamento conservador com solução hipertônica, cicloplégico e proteção contra a coçadura, podendo-se considerar gás intracameral',
        explanation: 'A hidropsia resolve em semanas a meses, e o gás intracameral pode acelerar a resolução.',
      },
    ],
    correct: 'D',
    explanation:
      'A hidropsia aguda ocorre no ceratocone avançado quando a membrana de Descemet se rompe e o humor aquoso invade o estroma. É mais frequente em pacientes com síndrome de Down e atopia, associada à coçadura. O edema regride em 2 a 4 meses, muitas vezes deixando cicatriz que aplana o cone, e o transplante é considerado depois, se a visão continuar insatisfatória.',
    source: { institution: 'UNICAMP', exam: 'R3 – Oftalmologia', year: 2017, board: 'VUNESP' },
  },
  {
    subject: ['Segmento Anterior', 'Córnea e Superfície Ocular', 'Olho seco e blefarite'],
    statement:
      '<p>Segundo o TFOS DEWS II, a doença do olho seco é classificada em deficiência aquosa e evaporativa, formas que frequentemente coexistem.</p><p>Qual a causa mais frequente de olho seco evaporativo?</p>',
    alternatives: [
      {
        text: 'Síndrome de Sjögren',
        explanation: 'A síndrome de Sjögren causa deficiência aquosa, e não evaporativa.',
      },
      {
        text: 'Paralisia facial com lagoftalmo',
        explanation: 'Causa olho seco evaporativo por exposição, mas é muito menos frequente.',
      },
      {
        text: 'Uso de lentes de contato',
        explanation: 'Contribui para o olho seco, mas não é a causa mais frequente da forma evaporativa.',
      },
      {
        text: 'Deficiência de vitamina A',
        explanation: 'A xeroftalmia é rara em nosso meio e se deve a alteração epitelial, não meibomiana.',
      },
      {
        text: 'Disfunção das glândulas de Meibomius',
        explanation:
          'A disfunção meibomiana reduz a camada lipídica da lágrima e é a principal causa de olho seco evaporativo.',
      },
    ],
    correct: 'E',
    explanation:
      'A disfunção das glândulas de Meibomius se manifesta por orifícios obstruídos, secreção espessa e telangiectasias da margem palpebral, com filme lacrimal instável e tempo de ruptura curto. O tratamento inclui compressas mornas, higiene e massagem palpebral, lubrificantes com componente lipídico e, nos casos moderados a graves, tetraciclinas ou azitromicina em baixa dose, além de luz intensa pulsada. No estudo DREAM, o ômega-3 não foi superior ao placebo.',
    source: { institution: 'HCPA', exam: 'R3 – Oftalmologia', year: 2020, board: 'AMRIGS' },
  },
  {
    subject: ['Segmento Anterior', 'Córnea e Superfície Ocular', 'Olho seco e blefarite'],
    statement:
      '<p>Mulher de 52 anos queixa-se de ardor, sensação de areia e visão flutuante em ambos os olhos, além de boca seca e dificuldade para engolir alimentos secos. O teste de Schirmer I (sem anestesia) mostra 3 mm em 5 minutos em ambos os olhos, e há ceratite puntata inferior corada por fluoresceína e lisamina verde.</p><p>Qual a interpretação e o próximo passo mais adequado?</p>',
    alternatives: [
      {
        text: 'Olho seco evaporativo por disfunção meibomiana, sem necessidade de investigação sistêmica',
        explanation: 'O Schirmer de 3 mm indica deficiência aquosa, e a xerostomia exige investigação sistêmica.',
      },
      {
        text: 'Schirmer normal; sintomas provavelmente psicogênicos',
        explanation: 'Valores de 5 mm ou menos em 5 minutos são anormais.',
      },
      {
        text: 'Conjuntivite alérgica crônica; anti-histamínico tópico',
        explanation: 'Não há prurido nem papilas, e anti-histamínicos podem piorar o olho seco.',
      },
      {
        text: 'Olho seco por deficiência aquosa; investigar síndrome de Sjögren com anticorpos anti-Ro/SSA e anti-La/SSB',
        explanation:
          'Schirmer muito reduzido com xerostomia sugere deficiência aquosa associada à síndrome de Sjögren.',
      },
    ],
    correct: 'D',
    explanation:
      'O Schirmer I sem anestesia mede a secreção basal e reflexa; 5 mm ou menos em 5 minutos indica deficiência aquosa. Olho seco com boca seca sugere síndrome de Sjögren, cujos critérios (ACR/EULAR 2016) incluem anti-Ro/SSA, biópsia de glândula salivar menor, coloração da superfície ocular, Schirmer e fluxo salivar. O tratamento ocular inclui lubrificantes sem conservante, ciclosporina tópica e oclusão dos pontos lacrimais.',
    source: { institution: 'UERJ', exam: 'Residência Médica R1 – Acesso Direto', year: 2021, board: 'Instituto AOCP' },
  },
  {
    subject: ['Segmento Anterior', 'Córnea e Superfície Ocular', 'Olho seco e blefarite'],
    statement:
      '<p>Homem de 66 anos refere prurido e irritação crônica na margem palpebral, pior pela manhã, com perda de cílios. À biomicroscopia, há descamação cilíndrica que envolve como uma luva a base dos cílios, sem ulcerações na margem.</p><p>Qual a causa mais provável?</p>',
    alternatives: [
      {
        text: 'Blefarite estafilocócica',
        explanation:
          'Cursa com escamas duras e quebradiças e pequenas ulcerações na base dos cílios, além de hordéolos e infiltrados marginais.',
      },
      {
        text: 'Infestação por Demodex folliculorum',
        explanation: 'A caspa cilíndrica na base dos cílios é o sinal característico da blefarite por Demodex.',
      },
      {
        text: 'Pediculose palpebral por Phthirus pubis',
        explanation: 'Cursa com lêndeas aderidas aos cílios e piolhos visíveis na margem.',
      },
      {
        text: 'Dermatite de contato por colírio',
        explanation: 'Causa eczema da pele palpebral, e não descamação cilíndrica na base dos cílios.',
      },
    ],
    correct: 'B',
    explanation:
      'O Demodex é um ácaro que habita os folículos dos cílios e as glândulas sebáceas, e sua prevalência aumenta com a idade. A caspa cilíndrica é praticamente patognomônica, e a infestação contribui para blefarite crônica, madarose e disfunção meibomiana. O tratamento inclui higiene palpebral com derivados do óleo de melaleuca (terpinen-4-ol); o lotilaner 0,25% colírio foi aprovado nos Estados Unidos em 2023.',
    source: { institution: 'Santa Casa-SP', exam: 'R3 – Oftalmologia', year: 2024, board: 'VUNESP' },
  },
  {
    subject: ['Segmento Anterior', 'Córnea e Superfície Ocular', 'Transplante e distrofias de córnea'],
    statement:
      '<p>Mulher de 64 anos refere visão embaçada em ambos os olhos, pior ao acordar e melhor ao longo do dia. À biomicroscopia, há gutas centrais confluentes na membrana de Descemet, com edema estromal central e espessura corneana central de 680 µm. O cristalino é transparente.</p><p>Qual o diagnóstico e o tratamento cirúrgico de escolha na descompensação corneana?</p>',
    alternatives: [
      { text: 'Ceratocone; crosslinking', explanation: 'Não há ectasia, e o crosslinking não trata edema endotelial.' },
      {
        text: 'Distrofia de Fuchs; ceratoplastia penetrante como primeira opção',
        explanation:
          'O transplante penetrante foi substituído pela ceratoplastia endotelial, que tem menos rejeição e preserva a integridade do globo.',
      },
      {
        text: 'Distrofia endotelial de Fuchs; ceratoplastia endotelial, preferencialmente DMEK',
        explanation:
          'A ceratoplastia endotelial substitui apenas o endotélio doente, com reabilitação visual mais rápida e menos rejeição que o transplante penetrante.',
      },
      {
        text: 'Distrofia granular; ceratectomia fototerapêutica',
        explanation: 'A distrofia granular é estromal, com depósitos bem delimitados, e não causa edema corneano.',
      },
      {
        text: 'Ceratopatia bolhosa pseudofácica; transplante lamelar anterior profundo',
        explanation:
          'A paciente é fácica, e o transplante lamelar anterior preserva o endotélio doente, o que não resolve o edema.',
      },
    ],
    correct: 'C',
    explanation:
      'A distrofia de Fuchs causa perda progressiva de células endoteliais, com gutas e edema, que piora ao acordar porque a evaporação cessa com os olhos fechados. No início, soluções hipertônicas aliviam os sintomas; na descompensação, a ceratoplastia endotelial (DMEK ou DSAEK) é o padrão. A descemetorrexe sem enxerto, associada a inibidores de Rho-quinase, é alternativa em casos selecionados.',
    source: { institution: 'USP-SP', exam: 'R3 – Oftalmologia', year: 2022, board: 'FUVEST' },
  },
  {
    subject: ['Segmento Anterior', 'Córnea e Superfície Ocular', 'Transplante e distrofias de córnea'],
    statement:
      '<p>Homem de 45 anos, submetido a ceratoplastia penetrante por ceratocone há 8 meses, refere há 3 dias baixa visual, fotofobia e hiperemia no olho operado. Há precipitados ceráticos dispostos em linha que avança pelo endotélio do enxerto, a partir de uma área periférica vascularizada, com edema estromal na área já percorrida.</p><p>Qual o diagnóstico e o tratamento?</p>',
    alternatives: [
      {
        text: 'Rejeição endotelial (linha de Khodadoust); corticoide tópico intensivo, podendo-se associar corticoide sistêmico',
        explanation: 'A rejeição endotelial precocemente tratada com corticoide intensivo é frequentemente reversível.',
      },
      {
        text: 'Falência primária do enxerto; novo transplante imediato',
        explanation: 'A falência primária se manifesta por edema desde o pós-operatório imediato, sem inflamação.',
      },
      {
        text: 'Ceratite herpética recorrente; aciclovir isolado',
        explanation: 'Não há dendrito, e a linha de precipitados avançando pelo endotélio é típica de rejeição.',
      },
      {
        text: 'Endoftalmite tardia; antibiótico intravítreo',
        explanation: 'Não há hipópio nem vitreíte, e o quadro é restrito ao endotélio do enxerto.',
      },
    ],
    correct: 'A',
    explanation:
      'A rejeição endotelial é a principal causa de falência tardia do transplante de córnea. São fatores de risco a vascularização corneana, enxertos grandes ou excêntricos, rejeições prévias, inflamação e herpes. O paciente deve ser orientado a procurar atendimento diante de hiperemia, fotofobia, baixa visual ou dor, pois o tratamento precoce com corticoide tópico intensivo salva o enxerto.',
    source: { institution: 'PSU-MG', exam: 'R3 – Oftalmologia', year: 2019, board: 'IBFC' },
  },
  {
    subject: ['Segmento Anterior', 'Cristalino', 'Catarata: diagnóstico e biometria'],
    statement:
      '<p>Na biometria para cálculo da lente intraocular, um erro de 1 mm na medida do comprimento axial produz, aproximadamente, qual erro refrativo pós-operatório?</p>',
    alternatives: [
      { text: '0,25 D', explanation: 'Esse seria o erro de uma diferença de cerca de 0,1 mm, e não de 1 mm.' },
      {
        text: '1,0 D',
        explanation:
          'Aproximadamente 1 D é o erro produzido por 1 D de erro na ceratometria, e não por 1 mm de comprimento axial.',
      },
      {
        text: '2,5 a 3,0 D',
        explanation:
          'Cada milímetro de erro no comprimento axial corresponde a cerca de 2,5 a 3,0 D de erro refrativo, mais em olhos curtos.',
      },
      { text: '6,0 D', explanation: 'O valor superestima muito o impacto de 1 mm de erro.' },
      { text: '10,0 D', explanation: 'O valor é incompatível com a óptica do olho médio.' },
    ],
    correct: 'C',
    explanation:
      'O comprimento axial é a medida de maior impacto no cálculo da lente intraocular: 1 mm de erro gera cerca de 2,5 a 3,0 D de erro refrativo. A biometria óptica por interferometria é mais precisa que a ultrassônica de contato, que tende a encurtar o olho por indentação da córnea. Diferenças de comprimento axial acima de 0,3 mm entre os olhos, sem explicação refrativa, exigem repetir a medida.',
    source: { institution: 'UNIFESP', exam: 'R3 – Oftalmologia', year: 2017, board: 'VUNESP' },
  },
  {
    subject: ['Segmento Anterior', 'Cristalino', 'Catarata: diagnóstico e biometria'],
    statement:
      '<p>Paciente de 58 anos, submetido a LASIK para miopia há 20 anos, vai operar catarata. O poder da lente intraocular é calculado com a ceratometria atual em fórmula convencional de terceira geração, sem ajustes.</p><p>Qual o resultado refrativo esperado?</p>',
    alternatives: [
      {
        text: 'Surpresa miópica, pois a córnea aplanada faz a fórmula superestimar o poder da lente',
        explanation: 'A surpresa miópica é o erro típico após LASIK hipermetrópico, e não miópico.',
      },
      {
        text: 'Emetropia, pois a ceratometria mede com precisão a córnea operada',
        explanation:
          'A ceratometria padrão perde precisão após a ablação, pois assume uma relação fixa entre as faces anterior e posterior da córnea.',
      },
      {
        text: 'Surpresa hipermetrópica, pois a ceratometria superestima o poder corneano efetivo e a fórmula subestima o poder da lente',
        explanation: 'A lente escolhida fica mais fraca que o necessário, e o paciente termina hipermétrope.',
      },
      {
        text: 'Astigmatismo irregular, sem alteração do equivalente esférico',
        explanation: 'O principal erro é esférico, hipermetrópico, e não astigmático.',
      },
    ],
    correct: 'C',
    explanation:
      'Após LASIK miópico, a face anterior da córnea é aplanada, mas o ceratômetro assume uma relação fixa com a face posterior e superestima o poder corneano total. Além disso, fórmulas de terceira geração usam a ceratometria para prever a posição efetiva da lente e a estimam mal. Os dois erros levam à escolha de uma lente fraca e à surpresa hipermetrópica, o que se evita com fórmulas próprias, como Barrett True-K e Haigis-L, ou com a medida do poder corneano total.',
    source: {
      institution: 'CBO',
      exam: 'Prova de Título CBO (Título de Especialista do Conselho Brasileiro de Oftalmologia)',
      year: 2023,
      board: 'CBO',
    },
  },
  {
    subject: ['Segmento Anterior', 'Cristalino', 'Catarata: diagnóstico e biometria'],
    statement:
      '<p>Mulher de 34 anos, com asma grave em uso de corticoide oral contínuo há 3 anos, queixa-se de ofuscamento intenso sob luz forte e piora da visão para leitura. A acuidade visual é de 20/30 em sala escura e piora muito sob iluminação intensa.</p><p>Qual o tipo de catarata mais provável?</p>',
    alternatives: [
      {
        text: 'Nuclear',
        explanation: 'A catarata nuclear predomina em idosos, causa miopização e afeta mais a visão para longe.',
      },
      {
        text: 'Subcapsular posterior',
        explanation:
          'O corticoide é causa clássica de catarata subcapsular posterior, que prejudica a visão de perto e sob luz intensa.',
      },
      {
        text: 'Cortical em raios de roda',
        explanation: 'A catarata cortical se associa à idade e ao diabetes, e não é a forma típica do corticoide.',
      },
      {
        text: 'Polar anterior congênita',
        explanation: 'É congênita, pequena e não progressiva, sem relação com o corticoide.',
      },
    ],
    correct: 'B',
    explanation:
      'A catarata subcapsular posterior se associa a corticoide (sistêmico, inalatório ou tópico), diabetes, radiação, uveíte e retinite pigmentosa. Por estar próxima do ponto nodal do olho, causa sintomas desproporcionais ao tamanho, sobretudo com a miose da luz intensa e da leitura. Em pacientes jovens com ofuscamento e uso crônico de corticoide, deve ser a primeira hipótese.',
    source: { institution: 'SUS-SP', exam: 'Residência Médica R1 – Acesso Direto', year: 2021, board: 'VUNESP' },
  },
];
