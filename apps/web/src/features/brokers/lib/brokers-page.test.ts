import { describe, expect, it } from 'vitest';
import type { TBroker } from '@algoone/contracts';
import {
  HOW_IT_WORKS,
  cashbackRateText,
  formatRating,
  safeSignUpUrl,
  splitBrokers,
} from './brokers-page';

const broker = (id: string, featured: boolean): TBroker => ({
  id,
  name: id.toUpperCase(),
  logo: null,
  cashbackAnnualBps: 60,
  cashbackAnnualRatePercent: 0.6,
  rating: null,
  clients: null,
  features: [],
  pros: [],
  cons: [],
  cashbackInfo: null,
  createAccountUrl: null,
  featured,
});

describe('brokers page helpers', () => {
  it('has the four steps, with 1 to 3 business days', () => {
    expect(HOW_IT_WORKS).toHaveLength(4);
    expect(HOW_IT_WORKS[2].text).toContain('1 a 3 dias úteis');
  });

  it('formats the rating and the cashback rate in pt-BR', () => {
    expect(formatRating('4.8')).toBe('4,8');
    expect(formatRating(null)).toBeNull();
    expect(cashbackRateText({ cashbackAnnualRatePercent: 0.6 })).toBe(
      '0,60% ao ano sobre o patrimônio',
    );
  });

  it('splits featured brokers from the others', () => {
    const { featured, others } = splitBrokers([broker('xp', true), broker('rico', false)]);
    expect(featured.map((b) => b.id)).toEqual(['xp']);
    expect(others.map((b) => b.id)).toEqual(['rico']);
  });

  it('opens only http(s) links', () => {
    expect(safeSignUpUrl('https://www.xpi.com.br/')).toBe('https://www.xpi.com.br/');
    expect(safeSignUpUrl('javascript:alert(1)')).toBeNull();
    expect(safeSignUpUrl('não é url')).toBeNull();
  });
});
