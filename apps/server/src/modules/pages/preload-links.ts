/** One entry of Vite's build manifest (dist/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

export type BuildManifest = Record<string, ManifestChunk>;

const escapeAttribute = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The <link> tags that let the browser fetch, in parallel with the HTML, every chunk the matched
 * routes need (their modules and everything they import statically) and their stylesheets.
 * Without them, each lazy route's code would be discovered only after the previous one ran: a
 * waterfall of round trips on a phone's network. What index.html already loads is left out.
 */
export function preloadLinks(manifest: BuildManifest, routeIds: readonly string[]): string {
  const entry = manifest['index.html'];
  const loaded = new Set<string>();
  const collect = (key: string, into: Set<string>) => {
    if (into.has(key)) return;
    into.add(key);
    for (const imported of manifest[key]?.imports ?? []) collect(imported, into);
  };
  if (entry) collect('index.html', loaded);

  const wanted = new Set<string>();
  for (const id of routeIds) {
    const key = `src/app/${id}.tsx`;
    if (manifest[key]) collect(key, wanted);
  }
  const scripts: string[] = [];
  const styles: string[] = [];
  for (const key of wanted) {
    if (loaded.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) continue;
    scripts.push(chunk.file);
    styles.push(...(chunk.css ?? []));
  }
  return [
    ...[...new Set(styles)].map(
      (file) => `<link rel="stylesheet" href="/${escapeAttribute(file)}">`,
    ),
    ...scripts.map(
      (file) => `<link rel="modulepreload" crossorigin href="/${escapeAttribute(file)}">`,
    ),
  ].join('');
}
