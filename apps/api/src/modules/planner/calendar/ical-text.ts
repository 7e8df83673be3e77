/**
 * iCalendar text (RFC 5545): TEXT values escaped (§3.3.11), content lines folded at 75 octets (§3.1) without
 * splitting a UTF-8 character, lines ended by CRLF.
 */

const maxLineOctets = 75;
const encoder = new TextEncoder();

/** A TEXT value: backslash, semicolon and comma escaped, line breaks as `\n`. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** One content line folded: at most 75 octets per physical line, continuations starting with a space. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > maxLineOctets) {
      parts.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n');
}

/** The content lines as one iCalendar text: each folded, each ended by CRLF. */
export function icalText(lines: readonly string[]): string {
  return lines.map((line) => `${foldLine(line)}\r\n`).join('');
}

/** `YYYYMMDD` of a `YYYY-MM-DD` date (a DATE value). */
export const icalDate = (key: string): string => key.replaceAll('-', '');

/** `YYYYMMDDTHHMMSSZ` of an instant (a UTC DATE-TIME value). */
export const icalUtc = (at: Date): string => `${at.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
