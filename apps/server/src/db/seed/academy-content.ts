import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Resolved from this module: src/db/seed/academy in the sources, dist/academy in the bundle
// (build.mjs copies it there, next to the bundled code).
export const ACADEMY_CONTENT_DIR = fileURLToPath(new URL('./academy', import.meta.url));

export interface AcademyLessonContent {
  id: string;
  title: string;
  durationMinutes: number;
  order: number;
  /** Markdown, no HTML. */
  body: string;
}

export interface AcademyModuleContent {
  id: string;
  title: string;
  description: string;
  durationMinutes: number;
  xp: number;
  order: number;
  lessons: AcademyLessonContent[];
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Tags such as <script> or <img ...>; the lesson renderer never outputs HTML anyway. */
const HTML_TAG = /<\/?[A-Za-z][^>]*>/;

export class AcademyContentError extends Error {}

/** Splits `---\nkey: value\n---\nbody`. Values are plain strings (quotes optional). */
export function parseFrontmatter(source: string, file: string) {
  const text = source.replace(/\r\n/g, '\n');
  const match = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(text);
  if (!match) throw new AcademyContentError(`${file}: falta o cabeçalho (frontmatter) entre ---`);
  const fields: Record<string, string> = {};
  for (const line of (match[1] ?? '').split('\n')) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    const pair = /^([A-Za-z][A-Za-z0-9]*):\s*(.*)$/.exec(line);
    if (!pair) throw new AcademyContentError(`${file}: linha de cabeçalho inválida: ${line}`);
    const [, key = '', raw = ''] = pair;
    const value = raw.trim().replace(/^(['"])(.*)\1$/, '$2');
    fields[key] = value;
  }
  return { fields, body: (match[2] ?? '').trim() };
}

function text(fields: Record<string, string>, key: string, file: string): string {
  const value = fields[key];
  if (!value) throw new AcademyContentError(`${file}: falta "${key}"`);
  return value;
}

function positiveInt(fields: Record<string, string>, key: string, file: string): number {
  const value = Number(text(fields, key, file));
  if (!Number.isInteger(value) || value < 0) {
    throw new AcademyContentError(`${file}: "${key}" deve ser um inteiro não negativo`);
  }
  return value;
}

function slug(fields: Record<string, string>, file: string): string {
  const id = text(fields, 'id', file);
  if (!SLUG.test(id) || id.length > 80) throw new AcademyContentError(`${file}: id inválido`);
  return id;
}

/**
 * Reads the academy: one folder per module with `module.md` (frontmatter: id, title,
 * description, durationMinutes, xp, order) and one Markdown file per lesson (frontmatter: id,
 * title, durationMinutes, order). Fails loudly on anything malformed, so bad content never
 * reaches the database.
 */
export function loadAcademyContent(dir: string = ACADEMY_CONTENT_DIR): AcademyModuleContent[] {
  const modules: AcademyModuleContent[] = [];
  const folders = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  for (const folder of folders) {
    const moduleFile = join(folder, 'module.md');
    const { fields } = parseFrontmatter(readFileSync(join(dir, moduleFile), 'utf8'), moduleFile);
    const lessons: AcademyLessonContent[] = readdirSync(join(dir, folder))
      .filter((name) => name.endsWith('.md') && name !== 'module.md')
      .sort()
      .map((name) => {
        const file = join(folder, name);
        const lesson = parseFrontmatter(readFileSync(join(dir, file), 'utf8'), file);
        if (!lesson.body) throw new AcademyContentError(`${file}: lição sem texto`);
        if (HTML_TAG.test(lesson.body)) {
          throw new AcademyContentError(`${file}: use Markdown, não HTML`);
        }
        return {
          id: slug(lesson.fields, file),
          title: text(lesson.fields, 'title', file),
          durationMinutes: positiveInt(lesson.fields, 'durationMinutes', file),
          order: positiveInt(lesson.fields, 'order', file),
          body: lesson.body,
        };
      })
      .sort((a, b) => a.order - b.order);
    if (lessons.length === 0) throw new AcademyContentError(`${folder}: módulo sem lições`);
    if (new Set(lessons.map((l) => l.id)).size !== lessons.length) {
      throw new AcademyContentError(`${folder}: ids de lição repetidos`);
    }
    modules.push({
      id: slug(fields, moduleFile),
      title: text(fields, 'title', moduleFile),
      description: text(fields, 'description', moduleFile),
      durationMinutes: positiveInt(fields, 'durationMinutes', moduleFile),
      xp: positiveInt(fields, 'xp', moduleFile),
      order: positiveInt(fields, 'order', moduleFile),
      lessons,
    });
  }
  if (new Set(modules.map((m) => m.id)).size !== modules.length) {
    throw new AcademyContentError('ids de módulo repetidos');
  }
  return modules.sort((a, b) => a.order - b.order);
}
