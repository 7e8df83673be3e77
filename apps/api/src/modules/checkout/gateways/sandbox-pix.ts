/**
 * A PIX copy-and-paste code (BR Code, the EMV QR format the Central Bank specifies) for the sandbox: TLV fields,
 * the amount in reais, the payment id as txid, and the CRC16-CCITT check at the end, so banking apps' parsers would
 * read it (no bank ever settles it: the key is the sandbox's).
 */
function field(id: string, value: string): string {
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** CRC16-CCITT (polynomial 0x1021, initial 0xFFFF), 4 upper-case hex digits. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** ASCII upper case without accents, at most `max` characters (BR Code's merchant name and city). */
function plain(text: string, max: number): string {
  const ascii = text
    .normalize('NFD')
    .replace(/[^\x20-\x7e]/g, '')
    .toUpperCase()
    .replace(/\s+/g, ' ')
    .trim();
  return (ascii || 'SANDBOX').slice(0, max);
}

/** "R$ 1.999,90" as BR Code writes it: 1999.90 (from integer centavos, no float). */
export function pixAmount(amountCents: number): string {
  return `${Math.floor(amountCents / 100)}.${String(amountCents % 100).padStart(2, '0')}`;
}

export function pixCopyPaste(input: { amountCents: number; txid: string; merchant: string }): string {
  const account = field('00', 'br.gov.bcb.pix') + field('01', 'sandbox@pix.medmember.dev');
  const txid = input.txid.replace(/[^A-Za-z0-9]/g, '').slice(0, 25) || '***';
  const payload = [
    field('00', '01'),
    field('01', '12'),
    field('26', account),
    field('52', '0000'),
    field('53', '986'),
    field('54', pixAmount(input.amountCents)),
    field('58', 'BR'),
    field('59', plain(input.merchant, 25)),
    field('60', 'SAO PAULO'),
    field('62', field('05', txid)),
    '6304',
  ].join('');
  return payload + crc16(payload);
}
