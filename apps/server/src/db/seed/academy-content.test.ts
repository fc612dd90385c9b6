import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACADEMY_SAMPLE_MODULES } from '@algoone/domain';
import { AcademyContentError, loadAcademyContent, parseFrontmatter } from './academy-content.ts';

const modules = loadAcademyContent();
const byId = (id: string) => {
  const module = modules.find((m) => m.id === id);
  if (!module) throw new Error(`módulo ${id} ausente`);
  return module;
};
const text = (id: string) =>
  byId(id)
    .lessons.map((lesson) => lesson.body)
    .join('\n');

describe('the academy content in the repository', () => {
  it('has at least 7 modules of 2 lessons or more, in order, with unique ids', () => {
    expect(modules.length).toBeGreaterThanOrEqual(7);
    expect(modules.map((m) => m.order)).toEqual(modules.map((_, i) => i + 1));
    for (const module of modules) {
      expect(module.lessons.length, module.id).toBeGreaterThanOrEqual(2);
      expect(module.description.length, module.id).toBeGreaterThan(20);
    }
  });

  it("follows the product's sample durations and XP for the first four modules", () => {
    expect(
      modules.slice(0, 4).map((m) => ({ durationMinutes: m.durationMinutes, xp: m.xp })),
    ).toEqual(ACADEMY_SAMPLE_MODULES);
  });

  it("adds up each module's duration from its lessons", () => {
    for (const module of modules) {
      const total = module.lessons.reduce((sum, lesson) => sum + lesson.durationMinutes, 0);
      expect(total, module.id).toBe(module.durationMinutes);
    }
  });

  it('covers the topics of the issue', () => {
    const titles = modules.map((m) => m.title).join(' | ');
    for (const topic of [
      'Renda fixa e Tesouro Direto',
      'Reserva de emergência',
      'Perfil de risco e diversificação',
      'Fundos multimercado',
      'Ações e FIIs',
      'Investimento internacional',
      'Cripto com prudência',
      'Custos, taxas e cashback',
    ]) {
      expect(titles).toContain(topic);
    }
  });

  it('states the IR regressive table and the FGC limits', () => {
    const rendaFixa = text('renda-fixa-e-tesouro-direto');
    for (const row of [
      '| Até 180 dias | 22,5% |',
      '| De 181 a 360 dias | 20% |',
      '| De 361 a 720 dias | 17,5% |',
      '| Acima de 720 dias | 15% |',
    ]) {
      expect(rendaFixa).toContain(row);
    }
    expect(rendaFixa).toContain('R$ 250 mil por CPF por instituição');
    expect(rendaFixa).toContain('R$ 1 milhão a cada 4 anos');
  });

  it('states the R$ 20 mil monthly exemption, FII income and come-cotas', () => {
    expect(text('acoes-e-fiis')).toContain('R$ 20 mil');
    expect(text('acoes-e-fiis')).toMatch(/FIIs, ETFs e BDRs não têm essa isenção/);
    expect(text('fundos-multimercado')).toMatch(/maio.*novembro/s);
    expect(text('custos-taxas-e-cashback')).toMatch(/conflito de interesses/i);
  });

  it('is Markdown without HTML', () => {
    for (const module of modules) {
      for (const lesson of module.lessons) {
        expect(lesson.body, `${module.id}/${lesson.id}`).not.toMatch(/<\/?[A-Za-z][^>]*>/);
      }
    }
  });
});

describe('parseFrontmatter', () => {
  it('reads key: value pairs and the body', () => {
    expect(parseFrontmatter('---\nid: a\ntitle: "Olá: mundo"\n---\n\nTexto', 'x.md')).toEqual({
      fields: { id: 'a', title: 'Olá: mundo' },
      body: 'Texto',
    });
  });

  it('refuses a file without frontmatter', () => {
    expect(() => parseFrontmatter('Texto', 'x.md')).toThrow(AcademyContentError);
  });
});

describe('loadAcademyContent', () => {
  function folder(files: Record<string, string>): string {
    const dir = mkdtempSync(join(tmpdir(), 'academia-'));
    for (const [path, content] of Object.entries(files)) {
      mkdirSync(join(dir, path, '..'), { recursive: true });
      writeFileSync(join(dir, path), content);
    }
    return dir;
  }
  const moduleMd =
    '---\nid: m\ntitle: M\ndescription: D\ndurationMinutes: 10\nxp: 5\norder: 1\n---\n';
  const lessonMd = (id: string, body = 'Texto') =>
    `---\nid: ${id}\ntitle: T\ndurationMinutes: 5\norder: 1\n---\n${body}`;

  it('refuses HTML in a lesson', () => {
    const dir = folder({
      'm/module.md': moduleMd,
      'm/01.md': lessonMd('a', '<script>alert(1)</script>'),
    });
    expect(() => loadAcademyContent(dir)).toThrow(/HTML/);
  });

  it('refuses a bad id, a missing field and a module without lessons', () => {
    expect(() =>
      loadAcademyContent(folder({ 'm/module.md': moduleMd, 'm/01.md': lessonMd('Não Slug') })),
    ).toThrow(/id inválido/);
    expect(() =>
      loadAcademyContent(
        folder({ 'm/module.md': moduleMd.replace('xp: 5\n', ''), 'm/01.md': lessonMd('a') }),
      ),
    ).toThrow(/xp/);
    expect(() => loadAcademyContent(folder({ 'm/module.md': moduleMd }))).toThrow(/sem lições/);
  });
});
