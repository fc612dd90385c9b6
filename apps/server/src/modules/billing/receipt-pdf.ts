import PDFDocument from 'pdfkit';
import { PLANS, SAO_PAULO_TIME_ZONE, formatBRL, type PlanPeriod } from '@algoone/domain';

export interface ReceiptData {
  number: string;
  name: string;
  email: string;
  plan: PlanPeriod;
  amountCents: number;
  paidAt: Date;
  periodStart: Date | null;
  periodEnd: Date | null;
  refunded: boolean;
}

const day = (date: Date) => date.toLocaleDateString('pt-BR', { timeZone: SAO_PAULO_TIME_ZONE });

/**
 * The demo provider's receipt, a real PDF: it says, in its title and in every line that could
 * be mistaken for a charge, that it is a demonstration (Stripe's receipts are Stripe's own).
 */
export function renderDemoReceipt(data: ReceiptData): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 56,
      info: { Title: `Recibo ${data.number}` },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    doc.fillColor('#0f172a').fontSize(20).text('AlgoOne — Recibo', { continued: false });
    doc.moveDown(0.3);
    doc
      .fillColor('#b45309')
      .fontSize(11)
      .text('DEMONSTRAÇÃO — nenhuma cobrança real foi feita. Este recibo não tem valor fiscal.');
    doc.moveDown(1);
    doc.fillColor('#0f172a').fontSize(11);
    const rows: [string, string][] = [
      ['Recibo nº', data.number],
      ['Cliente', `${data.name} <${data.email}>`],
      ['Plano', `AlgoOne ${PLANS[data.plan].name}`],
      ['Valor', formatBRL(data.amountCents)],
      ['Data do pagamento', day(data.paidAt)],
      [
        'Período',
        data.periodStart && data.periodEnd
          ? `${day(data.periodStart)} a ${day(data.periodEnd)}`
          : '—',
      ],
      ['Situação', data.refunded ? 'Reembolsado integralmente' : 'Pago'],
    ];
    for (const [label, value] of rows) {
      doc.font('Helvetica-Bold').text(`${label}: `, { continued: true });
      doc.font('Helvetica').text(value);
      doc.moveDown(0.2);
    }
    doc.moveDown(1);
    doc
      .fontSize(9)
      .fillColor('#475569')
      .text(
        'AlgoOne — consultoria de investimentos independente, remunerada por assinatura. ' +
          'Cancelamento a qualquer momento; reembolso integral em até 7 dias do primeiro pagamento.',
      );
    doc.end();
  });
}
