import { z } from 'zod';

/** The 27 federative units (26 states and the Distrito Federal), as a boleto's payer address names them. */
export const brazilianStates = [
  'AC',
  'AL',
  'AP',
  'AM',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MT',
  'MS',
  'MG',
  'PA',
  'PB',
  'PR',
  'PE',
  'PI',
  'RJ',
  'RN',
  'RS',
  'RO',
  'RR',
  'SC',
  'SP',
  'SE',
  'TO',
] as const;

const required = { error: 'field.required', abort: true } as const;
const text = (max: number) => z.string().trim().min(1, required).max(max, 'field.too_long');

/**
 * The buyer's address (`buyer.endereco`): Mercado Pago's boleto needs it (payer.address, a Banco Central rule), so
 * the API requires it for a boleto only with that gateway. The CEP is stored as its 8 digits, the UF upper-case.
 */
export const buyerAddressSchema = z.object({
  cep: z
    .string()
    .trim()
    .min(1, required)
    .regex(/^\d{5}-?\d{3}$/, 'field.cep_invalid')
    .transform((value) => value.replace('-', '')),
  logradouro: text(120),
  numero: text(20),
  bairro: text(80),
  cidade: text(80),
  uf: z
    .string()
    .trim()
    .min(1, required)
    .transform((value) => value.toUpperCase())
    .pipe(z.enum(brazilianStates, 'field.uf_invalid')),
});
export type BuyerAddress = z.output<typeof buyerAddressSchema>;
