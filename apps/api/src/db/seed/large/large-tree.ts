/**
 * A realistic subject tree for the 1M-question bank: the grandes áreas of the Brazilian residency exams with
 * their real specialties; temas and subtemas are numbered under each (6 × ~7 × 10 × 5 ≈ 2,500 nodes).
 */
export const largeSubjectAreas: Record<string, readonly string[]> = {
  'Clínica Médica': ['Cardiologia', 'Pneumologia', 'Nefrologia', 'Gastroenterologia', 'Endocrinologia', 'Infectologia', 'Hematologia', 'Reumatologia', 'Neurologia'],
  Cirurgia: ['Trauma', 'Cirurgia do aparelho digestivo', 'Cirurgia vascular', 'Urologia', 'Ortopedia', 'Cirurgia pediátrica', 'Anestesiologia'],
  Pediatria: ['Neonatologia', 'Puericultura', 'Infectologia pediátrica', 'Emergências pediátricas', 'Nefrologia pediátrica', 'Pneumologia pediátrica'],
  'Ginecologia e Obstetrícia': ['Obstetrícia', 'Ginecologia endócrina', 'Oncoginecologia', 'Mastologia', 'Reprodução humana', 'Uroginecologia'],
  'Medicina Preventiva': ['Epidemiologia', 'Bioestatística', 'Vigilância em saúde', 'Políticas de saúde e SUS', 'Medicina do trabalho', 'Ética médica'],
  Especialidades: ['Oftalmologia', 'Otorrinolaringologia', 'Dermatologia', 'Psiquiatria', 'Radiologia', 'Medicina intensiva'],
};
export const temasPerSpecialty = 10;
export const subtemasPerTema = 5;

export const largeInstitutions = [
  'USP-SP', 'USP-RP', 'UNIFESP', 'UNICAMP', 'SUS-SP', 'Santa Casa-SP', 'HIAE', 'Sírio-Libanês', 'UFRJ', 'UERJ', 'UFF', 'SES-DF', 'UFMG', 'PSU-MG',
  'HCPA', 'AMRIGS', 'UFPR', 'UFSC', 'UFBA', 'UFPE', 'UFC', 'UFG', 'UNESP', 'FMABC', 'PUC-RS', 'PUC-PR', 'HC-UFU', 'UFES', 'UFRN', 'UFPA',
];
export const largeBoards = ['FUVEST', 'VUNESP', 'Cebraspe', 'FGV', 'IBFC', 'Instituto AOCP', 'AMRIGS', 'COREMU', 'Consulplan', 'Fundep', 'FCC', 'Própria'];
export const largeYears = Array.from({ length: 15 }, (_, index) => String(2026 - index));
