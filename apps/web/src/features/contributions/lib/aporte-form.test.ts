import { describe, expect, it } from 'vitest';
import { emptyAporteForm, validateAporteForm } from './aporte-form';

const today = '2026-05-20';
const filled = { valor: '1.500,00', data: today, corretora: 'xp', categoria: 'Renda Fixa' };

describe('validateAporteForm', () => {
  it('starts with today and nothing else', () => {
    expect(emptyAporteForm(today)).toEqual({
      valor: '',
      data: today,
      corretora: '',
      categoria: '',
    });
  });

  it('builds the request body', () => {
    expect(validateAporteForm(filled, today)).toEqual({
      ok: true,
      body: { amountCents: 150_000, date: today, brokerId: 'xp', category: 'Renda Fixa' },
    });
  });

  it.each(['', '0,00', 'abc'])("refuses the value '%s' with 'Valor inválido'", (valor) => {
    const result = validateAporteForm({ ...filled, valor }, today);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.toast.title).toBe('Valor inválido');
    expect(result.errors.valor).toBeDefined();
  });

  it("asks for corretora and categoria with 'Campos obrigatórios'", () => {
    const result = validateAporteForm({ ...filled, corretora: '', categoria: '' }, today);
    expect(result).toMatchObject({
      ok: false,
      toast: { title: 'Campos obrigatórios', description: 'Por favor, preencha todos os campos.' },
    });
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual(['categoria', 'corretora']);
  });

  it('reports every field, with the value first in the toast', () => {
    const result = validateAporteForm(
      { valor: '', data: today, corretora: '', categoria: '' },
      today,
    );
    if (result.ok) throw new Error('expected a failure');
    expect(result.toast.title).toBe('Valor inválido');
    expect(Object.keys(result.errors).sort()).toEqual(['categoria', 'corretora', 'valor']);
  });

  it('refuses unknown brokers and categories', () => {
    const result = validateAporteForm({ ...filled, corretora: 'nubank', categoria: 'Ouro' }, today);
    expect(result.ok).toBe(false);
  });

  it('refuses a date in the future', () => {
    const result = validateAporteForm({ ...filled, data: '2026-05-21' }, today);
    if (result.ok) throw new Error('expected a failure');
    expect(result.errors.data).toBe('A data do aporte não pode estar no futuro.');
  });

  it('asks for a cleared date', () => {
    const result = validateAporteForm({ ...filled, data: '' }, today);
    if (result.ok) throw new Error('expected a failure');
    expect(result.toast.title).toBe('Campos obrigatórios');
  });
});
