import { describe, expect, it } from 'vitest';
import { preloadLinks, type BuildManifest } from './preload-links.ts';

const manifest: BuildManifest = {
  'index.html': { file: 'assets/index-1.js', imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-1.js' },
  '_card.js': { file: 'assets/card-1.js', imports: ['_react.js'] },
  'src/app/layouts/app-layout.tsx': {
    file: 'assets/app-layout-1.js',
    imports: ['index.html', '_card.js'],
    css: ['assets/app-layout-1.css'],
  },
  'src/app/routes/dashboard.tsx': {
    file: 'assets/dashboard-1.js',
    imports: ['_card.js', '_react.js', 'src/app/layouts/app-layout.tsx'],
  },
};

describe('preloadLinks', () => {
  it('preloads the matched routes and what they import, once each', () => {
    const links = preloadLinks(manifest, ['root', 'layouts/app-layout', 'routes/dashboard']);
    expect(links.match(/modulepreload/g)).toHaveLength(3);
    expect(links).toContain('href="/assets/app-layout-1.js"');
    expect(links).toContain('href="/assets/card-1.js"');
    expect(links).toContain('href="/assets/dashboard-1.js"');
    expect(links).toContain('<link rel="stylesheet" href="/assets/app-layout-1.css">');
  });

  it('leaves out what index.html loads already', () => {
    const links = preloadLinks(manifest, ['routes/dashboard']);
    expect(links).not.toContain('react-1.js');
    expect(links).not.toContain('index-1.js');
  });

  it('ignores ids that are not route modules of the build', () => {
    expect(preloadLinks(manifest, ['root', 'routes/missing'])).toBe('');
    expect(preloadLinks({}, ['routes/dashboard'])).toBe('');
  });
});
