import { useEffect, useState } from 'react';
import { Loader2 } from 'lucide-react';
import { cn } from '@/lib/utils';
import { QUIET_ZONE, qrPath } from './format';

/**
 * A QR code drawn here, in the browser, from the text (the otpauth:// URI carries the TOTP
 * secret, so it must never be sent to a QR service). The encoder loads only when needed.
 */
export function QrCode({
  value,
  label,
  className,
}: {
  value: string;
  label: string;
  className?: string;
}) {
  const [symbol, setSymbol] = useState<{ value: string; size: number; path: string } | null>(null);

  useEffect(() => {
    let cancelled = false;
    void import('qrcode').then(({ create }) => {
      if (cancelled) return;
      const { modules } = create(value, { errorCorrectionLevel: 'M' });
      setSymbol({
        value,
        size: modules.size,
        path: qrPath(modules.size, (row, col) => modules.get(row, col) === 1),
      });
    });
    return () => {
      cancelled = true;
    };
  }, [value]);

  const box = cn(
    'flex aspect-square w-full max-w-56 items-center justify-center rounded-xl border bg-white p-2',
    className,
  );
  if (!symbol || symbol.value !== value) {
    return (
      <div className={box} role="status" aria-label="Gerando o QR code">
        <Loader2
          className="size-6 animate-spin text-muted-foreground motion-reduce:animate-none"
          aria-hidden="true"
        />
      </div>
    );
  }
  const extent = symbol.size + QUIET_ZONE * 2;
  return (
    <div className={box}>
      <svg
        viewBox={`0 0 ${extent} ${extent}`}
        role="img"
        aria-label={label}
        shapeRendering="crispEdges"
        className="size-full"
      >
        <rect width={extent} height={extent} fill="#fff" />
        <path d={symbol.path} fill="#0b1f20" />
      </svg>
    </div>
  );
}
