export interface EmailContent {
  subject: string;
  heading: string;
  paragraphs: string[];
  // The one thing the reader came for: a code to type or a link to follow.
  code?: string;
  action?: { label: string; url: string };
  closing?: string;
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

const productName = 'SRM';

export function escapeHtml(value: string) {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

// Every email has the same frame: product name, heading, the code or button
// large and alone, the same words again as plain text for clients without HTML.
export function renderEmail(content: EmailContent): RenderedEmail {
  const paragraphs = content.paragraphs.map((text) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`).join('');
  const code = content.code
    ? `<p style="margin:24px 0;font-size:32px;font-weight:700;letter-spacing:8px;color:#1c3d7a">${escapeHtml(content.code)}</p>`
    : '';
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#1c3d7a;color:#ffffff;padding:12px 24px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(content.action.label)}</a></p><p style="margin:0 0 16px;font-size:13px;color:#495057">Or open this link: ${escapeHtml(content.action.url)}</p>`
    : '';
  const closing = content.closing ? `<p style="margin:0;color:#495057">${escapeHtml(content.closing)}</p>` : '';

  const html = `<!doctype html><html><body style="margin:0;background:#f1f3f5;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#212529">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px">
<tr><td style="padding:20px 32px;background:#1c3d7a;border-radius:8px 8px 0 0;color:#ffffff;font-size:20px;font-weight:800">${productName}</td></tr>
<tr><td style="padding:32px;font-size:16px;line-height:1.5">
<h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(content.heading)}</h1>${paragraphs}${code}${action}${closing}
</td></tr></table>
<p style="font-size:12px;color:#495057">${productName} · Stakeholder Relationship Management</p>
</td></tr></table></body></html>`;

  const text = [
    productName,
    '',
    content.heading,
    '',
    ...content.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(content.code ? [content.code, ''] : []),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.closing ? [content.closing] : []),
  ].join('\n');

  return { subject: content.subject, html, text: text.trimEnd() };
}
