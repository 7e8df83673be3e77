import { describe, expect, it } from 'vitest';
import { calendarDocument, type FeedPlan } from './calendar-document.ts';
import { escapeText, foldLine, icalText } from './ical-text.ts';

const octets = (line: string) => new TextEncoder().encode(line).length;

describe('iCalendar text', () => {
  it('escapes backslashes, semicolons, commas and line breaks in TEXT values', () => {
    expect(escapeText('a\\b; c, d\ne\r\nf')).toBe('a\\\\b\\; c\\, d\\ne\\nf');
  });

  it('folds at 75 octets with a leading space, never splitting a UTF-8 character', () => {
    const line = `DESCRIPTION:${'ação '.repeat(40)}`;
    const physical = foldLine(line).split('\r\n');
    expect(physical.length).toBeGreaterThan(2);
    for (const part of physical) expect(octets(part)).toBeLessThanOrEqual(75);
    for (const part of physical.slice(1)) expect(part.startsWith(' ')).toBe(true);
    expect(physical.map((part, index) => (index === 0 ? part : part.slice(1))).join('')).toBe(line);
    expect(foldLine('SUMMARY:curta')).toBe('SUMMARY:curta');
  });

  it('ends every line with CRLF, no bare LF', () => {
    const text = icalText(['BEGIN:VCALENDAR', `X:${'x'.repeat(100)}`, 'END:VCALENDAR']);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
  });

  it('writes one all-day event per study day with activities, stable UIDs and the day summary', () => {
    const plan: FeedPlan = {
      id: 12,
      examDate: '2027-11-15',
      dayPageBase: 'https://medicina.example.com/planner/12/activities',
      days: [
        {
          date: '2027-01-04',
          activities: [
            { title: 'Insuficiência cardíaca, parte 1; revisão', subject: 'Cardiologia', minutes: 45, done: true },
            { title: 'Questões de Nefrologia', subject: null, minutes: 50, done: false },
            { title: 'Flashcards', subject: null, minutes: 55, done: false },
          ],
        },
        { date: '2027-01-05', activities: [] },
        { date: '2027-01-06', activities: [{ title: 'Caso clínico', subject: null, minutes: 20, done: false }] },
      ],
    };
    const text = calendarDocument(plan, new Date('2027-01-04T10:00:00Z'));
    const unfolded = text.replaceAll('\r\n ', '');
    expect(unfolded.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(unfolded).toContain('UID:plano-12-20270104@planner.members\r\n');
    expect(unfolded).toContain('DTSTART;VALUE=DATE:20270104\r\nDTEND;VALUE=DATE:20270105\r\n');
    expect(unfolded).toContain('SUMMARY:Estudo: 3 atividades · 2h30\r\n');
    expect(unfolded).toContain('SUMMARY:Estudo: 1 atividade · 20 min\r\n');
    expect(unfolded).toContain(
      'DESCRIPTION:✓ Insuficiência cardíaca\\, parte 1\\; revisão (Cardiologia) · 45 min\\n• Questões de Nefrologia · 50 min',
    );
    expect(unfolded).toContain('URL:https://medicina.example.com/planner/12/activities?dia=2027-01-06\r\n');
    expect(unfolded).toContain('DTSTAMP:20270104T100000Z\r\n');
    expect(calendarDocument(plan, new Date('2027-01-05T10:00:00Z')).match(/UID:[^\r]+/g)).toEqual(
      text.match(/UID:[^\r]+/g),
    );
  });
});
