import { describe, expect, it } from 'vitest';
import { transcriptRuns } from './transcript-runs.ts';

describe('transcriptRuns', () => {
  it('merges cues into runs that close at the first cue 60 s or more after the run began', () => {
    const runs = transcriptRuns([
      { start: 0.4, text: 'Bom dia.' },
      { start: 30, text: 'Hoje: jejum.' },
      { start: 59.9, text: 'Líquidos claros, 2 horas.' },
      { start: 60.4, text: 'Leite materno, 4 horas.' },
      { start: 150, text: 'Refeição gordurosa, 8 horas.' },
    ]);
    expect(runs).toEqual([
      { seconds: 0, body: 'Bom dia. Hoje: jejum. Líquidos claros, 2 horas.' },
      { seconds: 60, body: 'Leite materno, 4 horas.' },
      { seconds: 150, body: 'Refeição gordurosa, 8 horas.' },
    ]);
  });

  it('orders the cues by time and ignores empty or invalid ones', () => {
    const runs = transcriptRuns([
      { start: 200, text: 'Depois.' },
      { start: 10, text: '  ' },
      { start: -5, text: 'Antes do vídeo.' },
      { start: Number.NaN, text: 'Sem tempo.' },
      { start: 100, text: 'Antes.' },
    ]);
    expect(runs).toEqual([
      { seconds: 100, body: 'Antes.' },
      { seconds: 200, body: 'Depois.' },
    ]);
  });

  it('cuts a run too long to quote, each piece keeping the run’s start', () => {
    const cues = Array.from({ length: 20 }, (_, i) => ({
      start: 300 + i * 2,
      text: `Frase ${i} de um professor que fala muito rápido sobre anestesia geral e via aérea.`,
    }));
    const runs = transcriptRuns(cues);
    expect(runs.length).toBeGreaterThan(1);
    expect(runs.every((run) => run.seconds === 300)).toBe(true);
  });

  it('gives nothing for no transcript', () => {
    expect(transcriptRuns([])).toEqual([]);
  });
});
