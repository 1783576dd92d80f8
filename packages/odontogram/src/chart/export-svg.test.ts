import { describe, expect, it } from 'vitest';
import { exportSvg } from './export-svg';

describe('exportSvg', () => {
  it('should give a standalone SVG with literal colours, a title and the summary', () => {
    const svg = exportSvg({
      value: { tooth: 16, faces: ['M', 'O'], root: false },
      markers: [{ tooth: 36, kind: 'extraction' }],
    });
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain('<title>Odontograma — Permanentes</title>');
    expect(svg).toContain('Dente 16 — Mesial, Oclusal');
    expect(svg).toContain('<title>Dente 16, face mesial, selecionada</title>');
    expect(svg).toContain('<title>Dente 36, 1 extração indicada</title>');
    expect(svg).toContain('fill="#1d4ed8"');
    expect(svg).not.toContain('var(');
    expect(svg.match(/data-tooth=/g)).toHaveLength(32);
  });

  it('should draw the selected tooth’s dentition unless told, and apply a theme', () => {
    const svg = exportSvg({ value: { tooth: 64, faces: [], root: true }, theme: { selected: '#00ff00' } });
    expect(svg).toContain('<title>Odontograma — Decíduos</title>');
    expect(svg.match(/data-tooth=/g)).toHaveLength(20);
    expect(svg).toContain('fill="#00ff00"');
    expect(exportSvg({ dentition: 'deciduous' })).toContain('Nenhuma seleção');
  });

  it('should export the mixed dentition with all 52 teeth', () => {
    const svg = exportSvg({ dentition: 'mixed' });
    expect(svg).toContain('<title>Odontograma — Mista</title>');
    expect(svg.match(/data-tooth=/g)).toHaveLength(52);
  });

  it('should escape text', () => {
    const svg = exportSvg({ labels: { noSelection: '<nada & "coisa">' } });
    expect(svg).toContain('&lt;nada &amp; &quot;coisa&quot;&gt;');
  });
});
