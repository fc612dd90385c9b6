/**
 * A device in plain pt-BR from a User-Agent header: "Chrome no Windows", "Safari no iPhone".
 * Good enough to recognise one's own sessions; not a fingerprint.
 */
export function describeUserAgent(userAgent: string | null | undefined): string {
  if (!userAgent?.trim()) return 'Dispositivo desconhecido';
  const ua = userAgent;
  const browser = detectBrowser(ua);
  const system = detectSystem(ua);
  if (browser && system) return `${browser} no ${system}`;
  if (browser) return browser;
  if (system) return `Navegador no ${system}`;
  return 'Navegador desconhecido';
}

function detectBrowser(ua: string): string | null {
  if (/\bEdg(e|A|iOS)?\//.test(ua)) return 'Edge';
  if (/\b(OPR|Opera)\//.test(ua)) return 'Opera';
  if (/\bSamsungBrowser\//.test(ua)) return 'Samsung Internet';
  if (/\b(Firefox|FxiOS)\//.test(ua)) return 'Firefox';
  if (/\b(Chrome|CriOS|Chromium)\//.test(ua) || /HeadlessChrome\//.test(ua)) return 'Chrome';
  if (/\bVersion\/[\d.]+.*Safari\//.test(ua)) return 'Safari';
  if (/^curl\//i.test(ua)) return 'curl';
  if (/^node|undici/i.test(ua)) return 'Aplicativo (Node.js)';
  return null;
}

function detectSystem(ua: string): string | null {
  if (/\biPhone\b/.test(ua)) return 'iPhone';
  if (/\biPad\b/.test(ua)) return 'iPad';
  if (/\bAndroid\b/.test(ua)) return 'Android';
  if (/\bWindows\b/.test(ua)) return 'Windows';
  if (/\bCrOS\b/.test(ua)) return 'Chromebook';
  if (/\bMac OS X\b|\bMacintosh\b/.test(ua)) return 'Mac';
  if (/\bLinux\b/.test(ua)) return 'Linux';
  return null;
}
