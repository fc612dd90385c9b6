import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createLucideIcon, type LucideIconData } from 'lucide-react';
import createIcon, { type IconData } from './create-icon';

/** lucide's own data for an icon, as each icon module exports it (no types ship for them). */
async function iconData(name: string): Promise<IconData> {
  const module = (await import(`lucide-react/dist/esm/icons/${name}.mjs`)) as {
    __iconData: IconData;
  };
  return module.__iconData;
}

const chartPie = await iconData('chart-pie');
const ICONS: Record<string, IconData> = {
  'arrow-right': await iconData('arrow-right'),
  'chart-pie': chartPie,
  'circle-check': await iconData('circle-check'),
};

/** Attributes in name order, so that two drawings compare by content, not by writing order. */
function normalized(markup: string): string {
  return markup.replace(/<(\w+)([^>]*?)(\/?)>/g, (_tag, name: string, attributes: string, end) => {
    const sorted = (attributes.match(/[\w:-]+="[^"]*"/g) ?? []).sort().join(' ');
    return `<${name}${sorted ? ` ${sorted}` : ''}${end}>`;
  });
}

const PROPS: Record<string, Record<string, unknown>> = {
  bare: {},
  'with a class': { className: 'size-4 shrink-0 text-primary' },
  'sized and coloured': { size: 16, color: 'red', strokeWidth: 1.5 },
  'with its own width': { width: 20, height: 18 },
  'absolute stroke': { size: 48, absoluteStrokeWidth: true },
  'non-scaling stroke': { nonScalingStroke: true },
  'named for readers': { 'aria-label': 'Concluído', role: 'img' },
  'with a title child': { children: <title>Concluído</title> },
  'with data attributes': { 'data-state': 'open', id: 'icone' },
};

describe('createIcon (the build’s stand-in for lucide’s createLucideIcon)', () => {
  for (const [iconName, data] of Object.entries(ICONS)) {
    for (const [case_, props] of Object.entries(PROPS)) {
      it(`draws ${iconName}, ${case_}, as lucide does`, () => {
        const Lucide = createLucideIcon(data as LucideIconData);
        const Light = createIcon(data);
        expect(normalized(renderToStaticMarkup(<Light {...props} />))).toBe(
          normalized(renderToStaticMarkup(<Lucide {...props} />)),
        );
      });
    }
  }

  it('names its component as lucide does', () => {
    expect(createIcon(chartPie).displayName).toBe('ChartPie');
  });
});
