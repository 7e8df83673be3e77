import { describe, expect, it } from 'vitest';
import { examKeyAction, typesText } from './keyboard.ts';

const letters = ['A', 'B', 'C', 'D'] as const;

describe('examKeyAction', () => {
  it('chooses by letter or by number, only among the alternatives', () => {
    expect(examKeyAction({ key: 'b' }, letters)).toEqual({ type: 'choose', letter: 'B' });
    expect(examKeyAction({ key: 'C' }, letters)).toEqual({ type: 'choose', letter: 'C' });
    expect(examKeyAction({ key: '4' }, letters)).toEqual({ type: 'choose', letter: 'D' });
    expect(examKeyAction({ key: 'e' }, letters)).toBeNull();
    expect(examKeyAction({ key: '5' }, letters)).toBeNull();
  });

  it('moves with the arrows and marks with M', () => {
    expect(examKeyAction({ key: 'ArrowLeft' }, letters)).toEqual({ type: 'move', delta: -1 });
    expect(examKeyAction({ key: 'ArrowRight' }, letters)).toEqual({ type: 'move', delta: 1 });
    expect(examKeyAction({ key: 'm' }, letters)).toEqual({ type: 'mark' });
  });

  it('leaves modified keys and others to the browser', () => {
    expect(examKeyAction({ key: 'a', ctrlKey: true }, letters)).toBeNull();
    expect(examKeyAction({ key: 'ArrowRight', altKey: true }, letters)).toBeNull();
    expect(examKeyAction({ key: 'Enter' }, letters)).toBeNull();
  });
});

describe('typesText', () => {
  it('is true for text fields only', () => {
    expect(typesText(document.createElement('textarea'))).toBe(true);
    expect(typesText(document.createElement('input'))).toBe(true);
    expect(typesText(document.createElement('button'))).toBe(false);
    expect(typesText(null)).toBe(false);
  });
});
