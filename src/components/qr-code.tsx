import { useMemo } from 'react';
import { encode } from 'uqr';

/** One SVG path for the dark modules: a rectangle per horizontal run, so a QR code is one small element. */
function qrPath(modules: boolean[][]): string {
  let path = '';
  modules.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x += 1;
      path += `M${start} ${y}h${x - start}v1h${start - x}z`;
    }
  });
  return path;
}

type Props = { value: string; label: string; className?: string };

/**
 * A QR code drawn as SVG in the browser (uqr encodes it; no request leaves the page). It is an image to assistive
 * technology, named by `label`, which should say what it encodes. The quiet zone is the standard 4 modules.
 */
export function QrCode({ value, label, className }: Props) {
  const { size, path } = useMemo(() => {
    const qr = encode(value, { ecc: 'M', border: 4 });
    return { size: qr.size, path: qrPath(qr.data) };
  }, [value]);

  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      className={className}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
