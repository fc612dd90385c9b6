import { randomBytes } from 'node:crypto';

/** Where apps/web/index.html carries the per-answer nonce (read by apps/web/src/main.tsx). */
export const NONCE_PLACEHOLDER = '__CSP_NONCE__';

export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * The policy with `nonce` added to style-src. The CSP allows no inline style (issue #20,
 * defect 9); the SPA's one need for it is the <style> Radix's scroll lock writes
 * (react-style-singleton), which carries the page's nonce.
 */
export function withStyleNonce(policy: string, nonce: string): string {
  return policy.replace(/(^|;)\s*style-src ([^;]*)/, (_m, start: string, sources: string) => {
    return `${start}style-src ${sources} 'nonce-${nonce}'`;
  });
}
