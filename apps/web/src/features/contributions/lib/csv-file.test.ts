import { describe, expect, it } from 'vitest';
import { decodeCsvBytes, rejectedLineText } from './csv-file';

describe('decodeCsvBytes', () => {
  it('reads UTF-8 and drops the BOM', () => {
    const bytes = new Uint8Array([
      0xef,
      0xbb,
      0xbf,
      ...new TextEncoder().encode('Data;Previdência'),
    ]);
    expect(decodeCsvBytes(bytes)).toBe('Data;Previdência');
  });

  it('falls back to Windows-1252', () => {
    // "Ações" in Windows-1252.
    const bytes = new Uint8Array([0x41, 0xe7, 0xf5, 0x65, 0x73]);
    expect(decodeCsvBytes(bytes)).toBe('Ações');
  });
});

describe('rejectedLineText', () => {
  it('joins the reasons as sentences, each with one full stop', () => {
    expect(rejectedLineText({ line: 3, reasons: ['Valor inválido.', 'Data inválida.'] })).toBe(
      'Linha 3: Valor inválido. Data inválida.',
    );
    expect(rejectedLineText({ line: 4, reasons: ['Informe a corretora', 'Valor inválido.'] })).toBe(
      'Linha 4: Informe a corretora. Valor inválido.',
    );
  });
});
