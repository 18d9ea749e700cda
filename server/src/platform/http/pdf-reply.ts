import type { FastifyReply } from 'fastify';

// A document we made (an invoice, a receipt, a credit note) as a download named after its number, never cached:
// it is drawn anew from the data as it is now.
export function replyWithPdf(reply: FastifyReply, pdf: { filename: string; content: Buffer }) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${pdf.filename}"`)
    .header('cache-control', 'no-store')
    .send(pdf.content);
}
