/**
 * Words that say nothing about a question's subject, folded (lower case, no accents): they are compared after
 * folding. PostgreSQL's Portuguese dictionary drops its own stop words, but only in their accented spelling, and the
 * index folds accents first ("você" is indexed as "voce"): the Snowball list is repeated here folded.
 */

/** The Snowball Portuguese stop words (PostgreSQL's tsearch_data/portuguese.stop), folded. */
const snowball =
  'de a o que e do da em um para com nao uma os no se na por mais as dos como mas ao ele das seu sua ou quando ' +
  'muito nos ja eu tambem so pelo pela ate isso ela entre depois sem mesmo aos seus quem nas me esse eles voce essa ' +
  'num nem suas meu minha numa pelos elas qual lhe deles essas esses pelas este dele tu te voces vos lhes meus ' +
  'minhas teu tua teus tuas nosso nossa nossos nossas dela delas esta estes estas aquele aquela aqueles aquelas ' +
  'isto aquilo estou estamos estao estive esteve estivemos estiveram estava estavamos estavam estivera estiveramos ' +
  'esteja estejamos estejam estivesse estivessemos estivessem estiver estivermos estiverem hei ha havemos hao houve ' +
  'houvemos houveram houvera houveramos haja hajamos hajam houvesse houvessemos houvessem houver houvermos houverem ' +
  'houverei houveremos houverao houveria houveriamos houveriam sou somos sao era eramos eram fui foi fomos foram ' +
  'fora foramos seja sejamos sejam fosse fossemos fossem for formos forem serei sera seremos serao seria seriamos ' +
  'seriam tenho tem temos tinha tinhamos tinham tive teve tivemos tiveram tivera tiveramos tenha tenhamos tenham ' +
  'tivesse tivessemos tivessem tiver tivermos tiverem terei tera teremos terao teria teriamos teriam';

/**
 * Question words, everyday verbs of a question, and the ways learners refer to the material itself ("o que a aula
 * disse sobre…", "na apostila…", "explique este cartão"), folded.
 */
const asking =
  'uns umas pra pro sob sobre desde contra porem entao pois porque quais quanto quanta quantos quantas onde cade eh ' +
  'ser estar ter havia deve devo devem pode posso podem fazer faz faco feito mim sim muita muitos muitas menos ' +
  'ainda sempre bem mal assim la aqui ai algum alguma alguns algumas todo toda todos todas outro outra outros ' +
  'outras mesma cada qualquer vs x aula aulas apostila apostilas material materiais professor professora prof curso ' +
  'modulo disse diz dizer falou fala falar explica explique explicar explicacao explicou queria quero gostaria ' +
  'saber sei entendi entender duvida ajuda ajude favor obrigado obrigada ola oi resuma resumir diferenca diferencas ' +
  'exatamente certo certa errado errada correta correto alternativa letra resposta questao melhor detalhe detalhes ' +
  'detalhar novamente pouco antes tempo usar usa uso pensar costuma precisa preciso precisam caso casos segundo deu ' +
  'acabou vale mostra fecha olhar pedir dar muda feita feito feitos aparece aparecem conseguir iniciar comecar ' +
  'serve servir coisa coisas acontece significa quer dizer existe tipo video videos ponto pontos chave principais ' +
  'cartao cartoes flashcard flashcards card cards questoes pergunta perguntas tema temas assunto conteudo topico ' +
  'pdf deste desta destes destas desse dessa desses dessas neste nesta nestes nestas nesse nessa nesses nessas ' +
  'disso disto nisso nisto daquele daquela naquele naquela';

export const stopWords: ReadonlySet<string> = new Set(`${snowball} ${asking}`.split(' '));
