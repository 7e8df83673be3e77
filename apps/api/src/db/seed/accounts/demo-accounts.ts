/** The demo password of every demo account (README and start-up banner list it). */
export const demoPassword = 'medmember123';

export interface DemoAccount {
  email: string;
  nome: string;
  apelido: string;
  /** Accepted the producer's terms already. */
  termsAccepted: boolean;
  isProfessor: boolean;
  /** Access the account holds: a purchase, freemium ending in 7 days, a grant, or none. */
  access: 'compra' | 'freemium' | 'concessao' | null;
  /** What the banner says the account shows. */
  purpose: string;
}

/** Seeded in every producer; the same e-mails in several verticals demonstrate alternate-vertical login. */
export const demoAccounts: readonly DemoAccount[] = [
  {
    email: 'aluno@medmember.dev',
    nome: 'Ana Beatriz Souza',
    apelido: 'Ana',
    termsAccepted: true,
    isProfessor: false,
    access: 'compra',
    purpose: 'terms accepted, course access',
  },
  {
    email: 'novo@medmember.dev',
    nome: 'Bruno Carvalho',
    apelido: 'Bruno',
    termsAccepted: false,
    isProfessor: false,
    access: 'compra',
    purpose: 'terms not accepted yet',
  },
  {
    email: 'freemium@medmember.dev',
    nome: 'Camila Ferreira',
    apelido: 'Camila',
    termsAccepted: true,
    isProfessor: false,
    access: 'freemium',
    purpose: 'freemium ending in 7 days',
  },
  {
    // A second trial: the upgrade can be bought here without spending freemium@'s trial (a browser journey buys it).
    email: 'degustacao@medmember.dev',
    nome: 'Eduarda Lima',
    apelido: 'Duda',
    termsAccepted: true,
    isProfessor: false,
    access: 'freemium',
    purpose: 'freemium ending in 7 days, to try the upgrade',
  },
  {
    // The assistant's browser journeys (issue 18) ask as this learner: no other journey signs in with it.
    email: 'assistente@medmember.dev',
    nome: 'Gabriel Nunes',
    apelido: 'Gabriel',
    termsAccepted: true,
    isProfessor: false,
    access: 'compra',
    purpose: 'terms accepted, course access (the assistant journeys)',
  },
  {
    email: 'professor@medmember.dev',
    nome: 'Dr. Daniel Moreira',
    apelido: 'Prof. Daniel',
    termsAccepted: true,
    isProfessor: true,
    access: 'concessao',
    purpose: 'professor',
  },
];
