import { describe, expect, it } from 'vitest';
import { announceDelta, announceDone, newAnnouncer } from './live-announcer.ts';

describe('the live region while an answer streams', () => {
  it('says each sentence once complete, never a half word, then the rest when the answer is stored', () => {
    const announcer = newAnnouncer();
    const heard = [
      'Segundo o mate',
      'rial: a dose é 2',
      ',5 mg/kg [1]. Repita',
      ' até o controle. Mon',
      'itore [2]',
    ].map((delta) => announceDelta(announcer, delta));
    expect(heard).toEqual([null, null, 'Segundo o material: a dose é 2,5 mg/kg [1].', 'Repita até o controle.', null]);
    expect(
      announceDone(announcer, 'Segundo o material: a dose é 2,5 mg/kg [1]. Repita até o controle. Monitore [2].'),
    ).toBe('Monitore [2].');
  });

  it('says the whole stored answer again when the server changed what was already said', () => {
    const announcer = newAnnouncer();
    expect(announceDelta(announcer, 'Trate logo [7]. E')).toBe('Trate logo [7].');
    expect(announceDone(announcer, 'Trate logo. E depois reavalie.')).toBe('Trate logo. E depois reavalie.');
  });
});
