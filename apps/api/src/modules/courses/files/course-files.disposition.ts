/** `Content-Disposition: attachment` with a file name no client can misread (RFC 6266, RFC 8187). */

const maxNameLength = 150;

/**
 * The stored name made safe to save: no folders, control or invisible characters, double quotes, or marks
 * that file systems or naive header parsers trip on (`<>:|?*;%` and backticks); no leading dot; at most
 * 150 characters with its extension kept. `fallback` when nothing remains.
 */
export function safeFileName(name: string, fallback: string): string {
  const base = name.normalize('NFC').split(/[/\\]/).pop() ?? '';
  const cleaned = base
    .replace(/[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}"`<>:|?*;%]/gu, '')
    .replace(/\s+/gu, ' ')
    .trim();
  // No hidden files: leading dots go; a name that was only an extension (".pdf") gets the fallback stem.
  const visible = cleaned.replace(/^[.\s]+/u, '');
  if (!visible) return fallback;
  if (visible !== cleaned && !visible.includes('.')) return `${fallback}.${visible}`;
  return shorten(visible, maxNameLength);
}

/** Cuts a long name in its stem, keeping its extension. */
function shorten(name: string, max: number): string {
  const characters = Array.from(name);
  if (characters.length <= max) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? Array.from(name.slice(dot)) : [];
  const keep = extension.length < 16 ? extension : [];
  return (
    characters
      .slice(0, max - keep.length)
      .join('')
      .trimEnd() + keep.join('')
  );
}

/** The name in printable ASCII: accents dropped, anything else becomes `_`. */
export function asciiFileName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_');
}

/** Percent-encodes everything but RFC 8187 attr-chars. */
function encodeAttrValue(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** `attachment; filename="<ascii>"; filename*=UTF-8''<encoded>` for a (possibly hostile) stored file name. */
export function attachmentDisposition(name: string, fallback: string): string {
  const safe = safeFileName(name, fallback);
  return `attachment; filename="${asciiFileName(safe)}"; filename*=UTF-8''${encodeAttrValue(safe)}`;
}

/** `inline` with the same file names: the browser shows the file (a PDF in its viewer) rather than saving it. */
export function inlineDisposition(name: string, fallback: string): string {
  return attachmentDisposition(name, fallback).replace(/^attachment/, 'inline');
}
