import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  accessErrorCodes,
  assistantErrorCodes,
  authErrorCodes,
  clinicalCaseErrorCodes,
  courseErrorCodes,
  errorCodes,
  flashcardErrorCodes,
  offerErrorCodes,
  plannerErrorCodes,
  questionErrorCodes,
} from '@members/contract';
import { describe, expect, it } from 'vitest';
import { clientErrorCodes } from '../lib/api/api-error.ts';
import enAreas from './en.areas.json';
import en from './en.json';
import ptBRAreas from './pt-BR.areas.json';
import ptBR from './pt-BR.json';

const catalogs = { 'pt-BR': ptBR, en } as const;
/**
 * The codes only signed-in areas answer (flashcards, clinical cases, the planner) are translated in the areas catalogs, which
 * those pages load before they can make a call: they stay out of the first paint's core catalog.
 */
const areaErrors = { 'pt-BR': ptBRAreas.errors, en: enAreas.errors } as const;
/** Field messages only the purchase pages show (the card's) live in the areas catalogs too. */
const areaFields = { 'pt-BR': ptBRAreas.fields, en: enAreas.fields } as const;
const contractFolder = join(import.meta.dirname, '../../../../packages/contract/src');

/** Every `field.<reason>` message the contract's schemas can answer (read from their source: no list exists). */
function contractFieldCodes(): string[] {
  const codes = new Set<string>();
  for (const file of readdirSync(contractFolder).filter((name) => name.endsWith('.ts') && !name.includes('.test.'))) {
    const source = readFileSync(join(contractFolder, file), 'utf8');
    for (const [, code] of source.matchAll(/'field\.([a-z_]+)'/g)) if (code) codes.add(code);
  }
  return [...codes].sort();
}

/**
 * Issue 13: every 4xx has a translated message on the screen that made the call. The API answers the codes
 * listed in the contract (and the client makes its own); each must read as a sentence in both languages.
 */
describe('every error code has a translation', () => {
  const apiCodes = [
    ...errorCodes,
    ...authErrorCodes,
    ...courseErrorCodes,
    ...questionErrorCodes,
    ...flashcardErrorCodes,
    ...clinicalCaseErrorCodes,
    ...plannerErrorCodes,
    ...offerErrorCodes,
    ...accessErrorCodes,
    ...assistantErrorCodes,
  ];
  const allCodes = [...apiCodes, ...Object.values(clientErrorCodes)];

  it.each(Object.entries(catalogs))(
    '%s: errors.<code> for each code of the contract and the client',
    (name, catalog) => {
      const errors: Record<string, string> = { ...catalog.errors, ...areaErrors[name as keyof typeof areaErrors] };
      const missing = allCodes.filter((code) => typeof errors[code] !== 'string' || errors[code].trim() === '');
      console.log(`error codes: ${allCodes.length} codes, ${missing.length} without a translation`);
      expect(missing).toEqual([]);
    },
  );

  it.each(Object.entries(catalogs))(
    "%s: fields.<reason> for each field message of the contract's schemas",
    (name, catalog) => {
      const fields: Record<string, string> = { ...catalog.fields, ...areaFields[name as keyof typeof areaFields] };
      const reasons = contractFieldCodes();
      expect(reasons.length).toBeGreaterThan(10);
      expect(reasons.filter((reason) => typeof fields[reason] !== 'string')).toEqual([]);
    },
  );

  it('has a generic fallback for a code this version does not know yet', () => {
    expect([ptBR.errors.unknown, en.errors.unknown].every((text) => text.length > 0)).toBe(true);
  });
});
