// Generates the small, valid PDF 1.4 documents listed in site.documents
// (public/docs/*.pdf). Run: node scripts/make-pdfs.mjs
// Text uses Helvetica with WinAnsiEncoding, so Spanish accents are written as Latin-1 bytes.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const brand = 'Salud Plena';

const documents = {
  'politica-de-privacidad.pdf': {
    title: 'Política de privacidad',
    lines: [
      `${brand} trata los datos personales de socios y visitantes conforme a la Ley 25.326`,
      'de Protección de los Datos Personales.',
      '',
      'Los datos se usan solo para prestar el servicio de salud contratado, responder',
      'consultas y cumplir obligaciones legales. No se ceden a terceros sin consentimiento,',
      'salvo en los casos que la ley autoriza.',
      '',
      'El titular de los datos puede ejercer en forma gratuita sus derechos de acceso,',
      'rectificación y supresión. La Agencia de Acceso a la Información Pública, órgano de',
      'control de la Ley 25.326, atiende las denuncias y reclamos relativos a su incumplimiento.',
    ],
  },
  'plan-a10-plus.pdf': {
    title: 'Plan A-10 PLUS',
    lines: [
      'Cobertura integral con asistencia al viajero incluida.',
      '',
      '- Asistencia al viajero a más de 100 km del domicilio habitual.',
      '- Consultas médicas con médicos de cabecera y especialistas.',
      '- Internación clínica y quirúrgica.',
      '- Emergencias domiciliarias las 24 horas.',
      '- Descuentos en farmacias adheridas, según el Programa Médico Obligatorio.',
      '- Análisis de laboratorio.',
      '- Kinesiología y fisioterapia.',
      '',
      'Documento de demostración: las condiciones completas las informa el área de Ventas.',
    ],
  },
  'plan-c60-plus.pdf': {
    title: 'Plan C-60 PLUS',
    lines: [
      'Cobertura completa con una cuota más accesible, gracias al régimen de copagos.',
      '',
      '- Consultas médicas con médicos de cabecera y especialistas.',
      '- Internación clínica y quirúrgica.',
      '- Emergencias domiciliarias las 24 horas.',
      '- Descuentos en farmacias adheridas, según el Programa Médico Obligatorio.',
      '- Análisis de laboratorio.',
      '- Kinesiología y fisioterapia.',
      '- Descuentos en asistencia al viajero.',
      '- Régimen de copagos.',
      '',
      'Documento de demostración: las condiciones completas las informa el área de Ventas.',
    ],
  },
  'formulario-dietoterapico.pdf': {
    title: 'Formulario de solicitud dietoterápica',
    lines: [
      'Datos del socio: apellido y nombre, número de socio, documento.',
      'Diagnóstico y fundamentación médica.',
      'Producto indicado, dosis diaria y duración del tratamiento.',
      '',
      'Firma y sello del médico tratante: ______________________',
      'Fecha: ____ / ____ / ______',
    ],
  },
  'formulario-diabetes-res-764-18.pdf': {
    title: 'Formulario de diabetes (Resolución 764/18)',
    lines: [
      'Formulario para la cobertura de medicamentos e insumos para personas con diabetes,',
      'según la Resolución 764/2018 del Ministerio de Salud de la Nación.',
      '',
      'Datos del socio, tipo de diabetes, tratamiento indicado e insumos.',
      '',
      'Firma y sello del médico tratante: ______________________',
      'Fecha: ____ / ____ / ______',
    ],
  },
  'formulario-medicacion-oncologica.pdf': {
    title: 'Formulario de medicación oncológica',
    lines: [
      'Datos del socio, diagnóstico y estadificación.',
      'Esquema terapéutico: droga, dosis, vía, frecuencia y cantidad de ciclos.',
      'Adjuntar resumen de historia clínica y estudios que avalen el diagnóstico.',
      '',
      'Firma y sello del médico tratante: ______________________',
      'Fecha: ____ / ____ / ______',
    ],
  },
};

/** A PDF string literal in WinAnsi (Latin-1) bytes. */
function pdfString(text) {
  const escaped = text.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)');
  return Buffer.from(`(${escaped})`, 'latin1');
}

function makePdf({ title, lines }) {
  const content = [];
  const push = (s) => content.push(Buffer.isBuffer(s) ? s : Buffer.from(s, 'latin1'));
  push('BT\n/F2 20 Tf\n56 770 Td\n');
  push(pdfString(title));
  push(' Tj\n/F1 10 Tf\n0 -18 Td\n');
  push(pdfString(`${brand} - Medicina prepaga`));
  push(' Tj\n/F1 11 Tf\n0 -30 Td\n16 TL\n');
  for (const line of lines) {
    push(pdfString(line));
    push(" '\n");
  }
  push('ET\n');
  const stream = Buffer.concat(content);

  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    Buffer.concat([Buffer.from(`<< /Length ${stream.length} >>\nstream\n`), stream, Buffer.from('\nendstream')]),
    Buffer.concat([Buffer.from('<< /Title '), pdfString(title), Buffer.from(` /Producer (${brand}) >>`)]),
  ];

  const parts = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = parts[0].length;
  const offsets = [];
  objects.forEach((obj, i) => {
    const body = Buffer.isBuffer(obj) ? obj : Buffer.from(obj, 'latin1');
    const chunk = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    offsets.push(offset);
    parts.push(chunk);
    offset += chunk.length;
  });
  const xref = [
    `xref\n0 ${objects.length + 1}\n`,
    '0000000000 65535 f \n',
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`),
  ].join('');
  parts.push(Buffer.from(xref));
  parts.push(
    Buffer.from(`trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${offset}\n%%EOF\n`),
  );
  return Buffer.concat(parts);
}

const outDir = join(root, 'public', 'docs');
mkdirSync(outDir, { recursive: true });
for (const [file, doc] of Object.entries(documents)) {
  const bytes = makePdf(doc);
  writeFileSync(join(outDir, file), bytes);
  console.log(`public/docs/${file} (${bytes.length} bytes)`);
}
