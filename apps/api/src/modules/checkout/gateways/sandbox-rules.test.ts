import { describe, expect, it } from 'vitest';
import { boletoDigitableLine, dueFactor, mod10, mod11 } from './sandbox-boleto.ts';
import { boletoPdf } from './sandbox-boleto-pdf.ts';
import { cardBrand, cardToken, luhnValid, readCardToken, sandboxCard } from './sandbox-card.ts';
import { crc16, pixAmount, pixCopyPaste } from './sandbox-pix.ts';

describe('sandbox cards', () => {
  it('checks the Luhn digit', () => {
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(luhnValid('4000000000000002')).toBe(true);
    expect(luhnValid('4000000000009995')).toBe(true);
    expect(luhnValid('4111111111111112')).toBe(false);
    expect(luhnValid('41111')).toBe(false);
  });

  it('decides each test card: pays, declined, insufficient funds; other valid numbers pay', () => {
    expect(sandboxCard('4111 1111 1111 1111')).toEqual({ outcome: 'pay', brand: 'visa', last4: '1111' });
    expect(sandboxCard('4000 0000 0000 0002')?.outcome).toBe('card_declined');
    expect(sandboxCard('4000 0000 0000 9995')?.outcome).toBe('insufficient_funds');
    expect(sandboxCard('5555 5555 5555 4444')).toEqual({ outcome: 'pay', brand: 'mastercard', last4: '4444' });
    expect(sandboxCard('4111 1111 1111 1112')).toBeNull();
    expect(cardBrand('378282246310005')).toBe('amex');
  });

  it('reads back its own tokens and nothing else', () => {
    const card = { outcome: 'card_declined' as const, brand: 'visa', last4: '0002' };
    expect(readCardToken(cardToken(card, '0123456789abcdef'))).toEqual(card);
    expect(readCardToken('sbx_card.pay.visa.1111.short')).toBeNull();
    expect(readCardToken('sbx_card.stolen.visa.1111.0123456789abcdef')).toBeNull();
    expect(readCardToken('tok_live_123')).toBeNull();
  });
});

describe('sandbox PIX (BR Code)', () => {
  it("computes CRC16-CCITT (the check value of '123456789' is 29B1)", () => {
    expect(crc16('123456789')).toBe('29B1');
  });

  it('writes the amount from centavos, and a code whose last four digits check the rest', () => {
    expect(pixAmount(199_990)).toBe('1999.90');
    expect(pixAmount(5)).toBe('0.05');
    const code = pixCopyPaste({ amountCents: 16_666, txid: 'a1b2-c3', merchant: 'Clínica Médica — R1' });
    expect(code.startsWith('000201')).toBe(true);
    expect(code).toContain('5406166.66');
    expect(code).toContain('5917CLINICA MEDICA R1');
    expect(code.slice(-4)).toBe(crc16(code.slice(0, -4)));
  });
});

describe('sandbox boleto', () => {
  it("computes FEBRABAN check digits (a bank's published line: 00190000090 1149718601 6852452211 4 6 75860000102656)", () => {
    expect(mod10('001900000')).toBe(9);
    expect(mod10('0114971860')).toBe(1);
    expect(mod10('6852452211')).toBe(4);
    expect(mod11(`0019${'75860000102656'}${'00000'}${'0114971860'}${'6852452211'}`)).toBe(6);
  });

  it('counts the due factor from 1997-10-07, restarting at 1000 after 9999', () => {
    expect(dueFactor(new Date(Date.UTC(2000, 6, 3)))).toBe('1000');
    expect(dueFactor(new Date(Date.UTC(2025, 1, 21)))).toBe('9999');
    expect(dueFactor(new Date(Date.UTC(2025, 1, 22)))).toBe('1000');
  });

  it('lays out 47 digits: each field checked, the amount and due factor at the end', () => {
    const line = boletoDigitableLine({ amountCents: 199_990, due: new Date(Date.UTC(2025, 1, 25)), reference: '123' });
    expect(line).toMatch(/^\d{47}$/);
    expect(Number(line[9])).toBe(mod10(line.slice(0, 9)));
    expect(Number(line[20])).toBe(mod10(line.slice(10, 20)));
    expect(Number(line[31])).toBe(mod10(line.slice(21, 31)));
    expect(line.slice(33)).toBe('10030000199990');
  });

  it('writes a PDF whose cross-reference table points at its objects', () => {
    const pdf = boletoPdf([{ text: 'Boleto (teste) de R$ 1.999,90 \\ ção' }]).toString('latin1');
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf).toContain('(Boleto \\(teste\\) de R$ 1.999,90 \\\\ ção)');
    const xref = Number(/startxref\n(\d+)/.exec(pdf)?.[1]);
    expect(pdf.slice(xref, xref + 4)).toBe('xref');
    const offsets = [...pdf.matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    offsets.forEach((offset, index) => expect(pdf.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true));
  });
});
