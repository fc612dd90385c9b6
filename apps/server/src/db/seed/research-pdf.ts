import PDFDocument from 'pdfkit';

export interface SamplePdf {
  title: string;
  category: string;
  author: string;
  analystCnpi: string;
  date: Date;
  paragraphs: string[];
  chart: { title: string; unit: string; bars: { label: string; value: number }[] };
}

const INK = '#1f2937';
const MUTED = '#6b7280';
const ACCENT = '#0f766e';

/**
 * A sample research PDF: a header saying it is an example, the text, a bar chart drawn with
 * the PDF's own vector operations, and the analyst's declaration CVM Res. 20/2021 requires
 * (art. 21) with the conflicts disclosure (art. 22). Built at seed time, never shipped as a file.
 */
export function renderSamplePdf(
  sample: SamplePdf,
): Promise<{ content: Buffer; pageCount: number }> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: {
      Title: sample.title,
      Author: sample.author,
      Subject: `Research AlgoOne — ${sample.category}`,
    },
  });
  const chunks: Buffer[] = [];
  let pageCount = 1;
  doc.on('pageAdded', () => (pageCount += 1));
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<{ content: Buffer; pageCount: number }>((resolve, reject) => {
    doc.on('end', () => resolve({ content: Buffer.concat(chunks), pageCount }));
    doc.on('error', reject);
  });

  const width = doc.page.width - 112;
  doc.rect(0, 0, doc.page.width, 28).fill('#fef3c7');
  doc
    .fillColor('#92400e')
    .font('Helvetica-Bold')
    .fontSize(9)
    .text(
      'RELATÓRIO DE EXEMPLO — conteúdo ilustrativo, não é recomendação de investimento',
      56,
      10,
      {
        width,
        align: 'center',
      },
    );

  doc.moveDown(2.5);
  doc
    .fillColor(ACCENT)
    .font('Helvetica-Bold')
    .fontSize(10)
    .text(`RESEARCH ALGOONE · ${sample.category.toUpperCase()}`, 56, 56);
  doc.moveDown(0.4);
  doc.fillColor(INK).fontSize(20).text(sample.title, { width });
  doc.moveDown(0.3);
  doc
    .fillColor(MUTED)
    .font('Helvetica')
    .fontSize(10)
    .text(
      `${sample.author} · CNPI ${sample.analystCnpi} · ${sample.date.toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' })}`,
    );
  doc.moveDown(1);

  doc.fillColor(INK).font('Helvetica').fontSize(11);
  for (const paragraph of sample.paragraphs) {
    doc.text(paragraph, { width, align: 'justify', lineGap: 2 });
    doc.moveDown(0.7);
  }

  drawBarChart(doc, sample.chart, width);

  doc.moveDown(1.5);
  doc
    .fillColor(INK)
    .font('Helvetica-Bold')
    .fontSize(10)
    .text('Declaração do analista (Resolução CVM nº 20/2021)', 56, doc.y, { width });
  doc.moveDown(0.3);
  doc
    .font('Helvetica')
    .fontSize(8.5)
    .fillColor(MUTED)
    .text(
      `Declaração do analista (art. 21): ${sample.author}, analista de valores mobiliários credenciado (CNPI ${sample.analystCnpi}), declara que as recomendações e opiniões deste relatório refletem única e exclusivamente suas opiniões pessoais e foram elaboradas de forma independente e autônoma, inclusive em relação à AlgoOne e às corretoras parceiras. ` +
        'Informações sobre conflitos de interesse (art. 22): o analista não detém, direta ou indiretamente, valores mobiliários citados neste relatório e não recebe remuneração vinculada a ele; a AlgoOne recebe rebates de corretoras, integralmente divulgados e repassados aos investidores como cashback. ' +
        'Este relatório tem caráter informativo, não constitui oferta ou recomendação individual e não substitui a análise do seu perfil de investidor (suitability). Rentabilidade passada não é garantia de rentabilidade futura. Os números deste exemplo são ilustrativos.',
      { width, align: 'justify', lineGap: 1 },
    );
  doc.end();
  return done;
}

function drawBarChart(doc: PDFKit.PDFDocument, chart: SamplePdf['chart'], width: number) {
  const height = 150;
  if (doc.y + height + 60 > doc.page.height - 56) doc.addPage();
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(11).text(chart.title, 56, doc.y, { width });
  doc.fillColor(MUTED).font('Helvetica').fontSize(8).text(`Dados ilustrativos · ${chart.unit}`);
  doc.moveDown(0.5);
  const top = doc.y;
  const left = 56 + 30;
  const plotWidth = width - 40;
  const max = Math.max(...chart.bars.map((bar) => bar.value)) * 1.15;
  const slot = plotWidth / chart.bars.length;
  // Axes and three grid lines.
  doc.lineWidth(0.5).strokeColor('#d1d5db');
  for (let i = 0; i <= 3; i++) {
    const y = top + height - (height * i) / 3;
    doc
      .moveTo(left, y)
      .lineTo(left + plotWidth, y)
      .stroke();
    doc
      .fillColor(MUTED)
      .fontSize(7)
      .text(((max * i) / 3).toLocaleString('pt-BR', { maximumFractionDigits: 1 }), 56, y - 4, {
        width: 26,
        align: 'right',
      });
  }
  chart.bars.forEach((bar, index) => {
    const barHeight = (bar.value / max) * height;
    const x = left + index * slot + slot * 0.2;
    doc.rect(x, top + height - barHeight, slot * 0.6, barHeight).fill(ACCENT);
    doc
      .fillColor(INK)
      .fontSize(8)
      .text(
        bar.value.toLocaleString('pt-BR', { maximumFractionDigits: 1 }),
        x - 6,
        top + height - barHeight - 11,
        {
          width: slot * 0.6 + 12,
          align: 'center',
        },
      );
    doc
      .fillColor(MUTED)
      .fontSize(8)
      .text(bar.label, left + index * slot, top + height + 4, { width: slot, align: 'center' });
  });
  doc.x = 56;
  doc.y = top + height + 22;
}
