import { describe, expect, it } from 'vitest';
import { activatesOnEnter, optionLetter, runCommand } from './run-keys.ts';

describe('runCommand', () => {
  it('maps 1–9 to the Nth option the stage has', () => {
    expect(runCommand({ key: '1' }, 6, 'history')).toEqual({ kind: 'pick', index: 0 });
    expect(runCommand({ key: '6' }, 6, 'tests')).toEqual({ kind: 'pick', index: 5 });
    expect(runCommand({ key: '7' }, 6, 'tests')).toBeNull();
    expect(runCommand({ key: '0' }, 6, 'tests')).toBeNull();
  });

  it('takes A–E on a question stage only', () => {
    expect(runCommand({ key: 'c' }, 5, 'question')).toEqual({ kind: 'pick', index: 2 });
    expect(runCommand({ key: 'E' }, 4, 'question')).toBeNull();
    expect(runCommand({ key: 'a' }, 5, 'management')).toBeNull();
  });

  it('makes Enter the commit (or move on) key', () => {
    expect(runCommand({ key: 'Enter' }, 0, null)).toEqual({ kind: 'enter' });
  });

  it('leaves keys with modifiers to the browser', () => {
    expect(runCommand({ key: '1', ctrlKey: true }, 6, 'exam')).toBeNull();
    expect(runCommand({ key: 'Enter', metaKey: true }, 6, 'exam')).toBeNull();
    expect(runCommand({ key: '2', altKey: true }, 6, 'exam')).toBeNull();
  });
});

describe('optionLetter', () => {
  it('letters A–E, then numbers', () => {
    expect(optionLetter(0)).toBe('A');
    expect(optionLetter(4)).toBe('E');
    expect(optionLetter(5)).toBe('6');
  });
});

describe('activatesOnEnter', () => {
  it('leaves Enter to links and buttons, but not to a question alternative', () => {
    const button = document.createElement('button');
    const radio = document.createElement('button');
    radio.setAttribute('role', 'radio');
    const heading = document.createElement('h2');
    expect(activatesOnEnter(button)).toBe(true);
    expect(activatesOnEnter(radio)).toBe(false);
    expect(activatesOnEnter(heading)).toBe(false);
  });
});
