import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials.ts';
import { formatCpf, formatPhone } from '../../lib/forms/masks.ts';
import { dirtyProfileChanges, profileFormValues } from './profile-form-values.ts';
import { profileTestUser } from './test-user.ts';

describe('profile form values', () => {
  it('start from the stored user, masked for display, with empty strings for what is not set', () => {
    expect(profileFormValues(profileTestUser)).toMatchObject({
      whatsapp: '(11) 91234-5678',
      documento: '529.982.247-25',
      instagram: '@daniel.oftalmo',
      periodo: 'Formado',
    });
    const bare = profileFormValues({
      ...profileTestUser,
      apelido: null,
      whatsapp: null,
      documento: null,
      anoResidencia: null,
    });
    expect(bare).toMatchObject({ apelido: '', whatsapp: '', documento: '', anoResidencia: '' });
  });

  it('send only the dirty fields (spec §4: the others keep their stored value)', () => {
    const output = {
      nome: 'Dr. Daniel Moreira',
      apelido: 'Dani',
      email: 'professor@medmember.dev',
      whatsapp: '11912345678',
      periodo: null,
    };
    expect(dirtyProfileChanges(output, { apelido: true })).toEqual({ apelido: 'Dani' });
    // A cleared optional field goes as null (clears it); an untouched one is not sent at all.
    expect(dirtyProfileChanges(output, { apelido: true, periodo: true, nome: false })).toEqual({
      apelido: 'Dani',
      periodo: null,
    });
    expect(dirtyProfileChanges(output, {})).toEqual({});
  });

  it('never send a field the form left out (the locked e-mail of a pending account)', () => {
    expect(dirtyProfileChanges({ nome: 'Ana' }, { email: true, nome: true })).toEqual({ nome: 'Ana' });
  });
});

describe('masks and initials', () => {
  it('mask CPF and phone as typed', () => {
    expect(formatCpf('5299822')).toBe('529.982.2');
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
    expect(formatPhone('+55 11 3123-4567')).toBe('(11) 3123-4567');
    expect(formatPhone('119')).toBe('(11) 9');
  });

  it('take the first and last initials, skipping titles', () => {
    expect(initialsOf('Dr. Daniel Moreira')).toBe('DM');
    expect(initialsOf('ana')).toBe('A');
    expect(initialsOf('  ')).toBe('?');
  });
});
