/**
 * A staff session's device as /admin/security names it: "Chrome 131 · Android", "Safari 18 ·
 * iPhone". The browser's major version is what support asks for; the rest of a User-Agent header
 * (cut at an arbitrary length before) told a person nothing.
 */
export function nameUserAgent(userAgent: string | null | undefined): string {
  if (!userAgent?.trim()) return 'Aparelho desconhecido';
  const browser = browserOf(userAgent);
  const system = systemOf(userAgent);
  const parts = [browser, system].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(' · ') : 'Navegador desconhecido';
}

const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/\b(?:OPR|Opera)\/(\d+)/, 'Opera'],
  [/\bSamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\/(\d+)/, 'Firefox'],
  [/\b(?:HeadlessChrome|Chrome|CriOS|Chromium)\/(\d+)/, 'Chrome'],
  [/\bVersion\/(\d+)[\d.]*.*Safari\//, 'Safari'],
  [/^curl\/(\d+)/i, 'curl'],
];

function browserOf(ua: string): string | null {
  for (const [pattern, name] of BROWSERS) {
    const match = pattern.exec(ua);
    if (match) return `${name} ${match[1]}`;
  }
  if (/^node|undici/i.test(ua)) return 'Aplicativo (Node.js)';
  return null;
}

function systemOf(ua: string): string | null {
  if (/\biPhone\b/.test(ua)) return 'iPhone';
  if (/\biPad\b/.test(ua)) return 'iPad';
  if (/\bAndroid\b/.test(ua)) return 'Android';
  if (/\bWindows\b/.test(ua)) return 'Windows';
  if (/\bCrOS\b/.test(ua)) return 'Chromebook';
  if (/\bMac OS X\b|\bMacintosh\b/.test(ua)) return 'Mac';
  if (/\bLinux\b/.test(ua)) return 'Linux';
  return null;
}
