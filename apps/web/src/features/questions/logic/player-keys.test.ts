import { describe, expect, it } from 'vitest';
import { isTypingTarget, playerCommand } from './player-keys.ts';

describe('playerCommand', () => {
  it('chooses by letter (either case) or by number, within the question alternatives', () => {
    expect(playerCommand({ key: 'a' }, 5)).toEqual({ kind: 'choose', letter: 'A' });
    expect(playerCommand({ key: 'E' }, 5)).toEqual({ kind: 'choose', letter: 'E' });
    expect(playerCommand({ key: '3' }, 5)).toEqual({ kind: 'choose', letter: 'C' });
    expect(playerCommand({ key: 'e' }, 4)).toBeNull();
    expect(playerCommand({ key: '5' }, 4)).toBeNull();
    expect(playerCommand({ key: '6' }, 5)).toBeNull();
    expect(playerCommand({ key: 'f' }, 5)).toBeNull();
  });

  it('confirms with Enter, moves with the arrows, marks with M', () => {
    expect(playerCommand({ key: 'Enter' }, 5)).toEqual({ kind: 'confirm' });
    expect(playerCommand({ key: 'ArrowLeft' }, 5)).toEqual({ kind: 'previous' });
    expect(playerCommand({ key: 'ArrowRight' }, 5)).toEqual({ kind: 'next' });
    expect(playerCommand({ key: 'm' }, 5)).toEqual({ kind: 'mark' });
    expect(playerCommand({ key: 'M' }, 5)).toEqual({ kind: 'mark' });
  });

  it('leaves the browser its shortcuts', () => {
    expect(playerCommand({ key: 'a', ctrlKey: true }, 5)).toBeNull();
    expect(playerCommand({ key: 'ArrowLeft', altKey: true }, 5)).toBeNull();
    expect(playerCommand({ key: 'c', metaKey: true }, 5)).toBeNull();
    expect(playerCommand({ key: 'Tab' }, 5)).toBeNull();
  });
});

describe('isTypingTarget', () => {
  it('is true in text fields and editable content, false on buttons and checkboxes', () => {
    const textarea = document.createElement('textarea');
    const text = document.createElement('input');
    const checkbox = Object.assign(document.createElement('input'), { type: 'checkbox' });
    expect(isTypingTarget(textarea)).toBe(true);
    expect(isTypingTarget(text)).toBe(true);
    expect(isTypingTarget(checkbox)).toBe(false);
    expect(isTypingTarget(document.createElement('button'))).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});
