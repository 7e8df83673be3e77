import { describe, expect, it } from 'vitest';
import { cardFaces, cardOrds } from './card-faces.ts';

describe('cardOrds', () => {
  it('gives one card for a basic note and two for a reversible one', () => {
    expect(cardOrds({ kind: 'basic', frente: 'F' })).toEqual([0]);
    expect(cardOrds({ kind: 'reversible', frente: 'F' })).toEqual([0, 1]);
  });

  it('gives one card per cloze number present, ord = number − 1, repeated numbers once', () => {
    const frente = '{{c3::A}} e {{c1::B}} e {{c1::C::dica}} e {{c10::D}}';
    expect(cardOrds({ kind: 'cloze', frente })).toEqual([0, 2, 9]);
    expect(cardOrds({ kind: 'cloze', frente: 'sem lacunas {{c0::x}}' })).toEqual([]);
  });
});

describe('cardFaces', () => {
  it('shows front → back, and back → front for the reversed card', () => {
    const note = { kind: 'reversible' as const, frente: '<strong>Insulina</strong>', verso: 'Pâncreas' };
    expect(cardFaces(note, 0)).toEqual({ front: '<strong>Insulina</strong>', back: 'Pâncreas' });
    expect(cardFaces(note, 1)).toEqual({ front: 'Pâncreas', back: '<strong>Insulina</strong>' });
  });

  it('hides only the asked deletion (with its hint) and reveals it on the back, then the verso', () => {
    const note = {
      kind: 'cloze' as const,
      frente: 'A {{c1::aorta}} sai do {{c2::ventrículo esquerdo::câmara}}.',
      verso: 'Anatomia cardíaca',
    };
    expect(cardFaces(note, 0)).toEqual({
      front: 'A <span class="cloze">[...]</span> sai do ventrículo esquerdo.',
      back: 'A <mark class="cloze">aorta</mark> sai do ventrículo esquerdo.<br>Anatomia cardíaca',
    });
    expect(cardFaces(note, 1).front).toBe('A aorta sai do <span class="cloze">[câmara]</span>.');
    expect(cardFaces({ ...note, verso: ' ' }, 1).back).toBe(
      'A aorta sai do <mark class="cloze">ventrículo esquerdo</mark>.',
    );
  });

  it('hides every deletion of the same number together', () => {
    const note = { kind: 'cloze' as const, frente: '{{c1::K}} e {{c1::Na}} e {{c2::Cl}}', verso: '' };
    expect(cardFaces(note, 0).front).toBe('<span class="cloze">[...]</span> e <span class="cloze">[...]</span> e Cl');
  });
});
