import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import decodeQR from 'qr/decode.js';
import { QrCode } from '@/components/qr-code';

/** The drawn path back into modules: every "M x y h w v1 h-w z" run. */
function modulesOf(path: string, size: number): boolean[][] {
  const grid = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  for (const [, x, y, w] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let i = 0; i < Number(w); i++) grid[Number(y)]![Number(x) + i] = true;
  }
  return grid;
}

/** Decodes the rendered SVG with an independent reader (paulmillr's qr), as a phone camera would read it. */
function readBack(svg: SVGElement): string {
  const size = Number(svg.getAttribute('viewBox')!.split(' ')[2]);
  const modules = modulesOf(svg.querySelector('path')!.getAttribute('d')!, size);
  const scale = 6;
  const width = size * scale;
  const data = new Uint8Array(width * width * 4).fill(255);
  for (let y = 0; y < width; y++) {
    for (let x = 0; x < width; x++) {
      if (modules[Math.floor(y / scale)]![Math.floor(x / scale)])
        data.fill(0, (y * width + x) * 4, (y * width + x) * 4 + 3);
    }
  }
  return decodeQR({ width, height: width, data }, { format: 'RGBA' });
}

describe('QR code', () => {
  it.each(['00123456-01', '98765', 'Número 12/ñ'])('draws %s as an SVG image that reads back', (value) => {
    render(<QrCode value={value} label={`Código QR con el número de socio ${value}`} />);
    const svg = screen.getByRole('img', { name: `Código QR con el número de socio ${value}` });
    expect(svg.tagName.toLowerCase()).toBe('svg');
    expect(readBack(svg as unknown as SVGElement)).toBe(value);
  });
});
