import { describe, expect, it } from 'vitest';
import { resolveToastOptions, toastDefaults } from './toast-options.ts';

describe('resolveToastOptions', () => {
  it('fills the spec defaults: success, bottom-right, 3000 ms, dismissible, no queue, pause on hover', () => {
    expect(resolveToastOptions({ message: 'Salvo' })).toEqual({
      message: 'Salvo',
      type: 'success',
      position: 'bottom-right',
      duration: 3000,
      dismissible: true,
      queue: false,
      pauseOnHover: true,
    });
    expect(toastDefaults.position).toBe('bottom-right');
  });

  it('keeps every valid value given', () => {
    expect(
      resolveToastOptions({
        message: 'x',
        type: 'warning',
        position: 'bottom',
        duration: 800,
        dismissible: false,
        queue: true,
        pauseOnHover: false,
      }),
    ).toMatchObject({
      type: 'warning',
      position: 'bottom',
      duration: 800,
      dismissible: false,
      queue: true,
      pauseOnHover: false,
    });
  });

  it.each(['top-right', 'top', 'top-left', 'bottom-right', 'bottom', 'bottom-left'] as const)(
    'accepts position %s',
    (position) => {
      expect(resolveToastOptions({ message: 'x', position }).position).toBe(position);
    },
  );

  it.each([
    [{ message: 'x', position: 'center' }, /position "center"/],
    [{ message: 'x', position: 'top-center' }, /position "top-center"/],
    [{ message: 'x', type: 'danger' }, /type "danger"/],
    [{ message: 'x', duration: -1 }, /duration -1/],
    [{ message: 'x', duration: '3s' }, /duration "3s"/],
    [{ message: 'x', color: 'red' }, /"color"/],
    [{ message: 42 }, /message must be a string, got 42/],
    ['just text', /got "just text"/],
  ])('rejects %j with a TypeError naming the bad value', (options, message) => {
    expect(() => resolveToastOptions(options)).toThrow(TypeError);
    expect(() => resolveToastOptions(options)).toThrow(message);
  });
});
