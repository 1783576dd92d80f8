/** The HTML of every e-mail the server sends: a title, paragraphs, one action button and its address. */

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const IGNORE_IF_NOT_ASKED = 'Se você não fez esta solicitação, ignore este e-mail.';

/** `closing`: the small print after the button (a notification of something done has none to ignore). */
export function layout(
  title: string,
  paragraphs: string[],
  action: { label: string; href: string },
  closing: string | null = IGNORE_IF_NOT_ASKED,
): string {
  const body = paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n');
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family: Arial, sans-serif; color: #1a202c; line-height: 1.5">
<h1 style="font-size: 20px">${escapeHtml(title)}</h1>
${body}
<p><a href="${escapeHtml(action.href)}" style="display: inline-block; padding: 10px 16px; background: #1d4ed8; color: #ffffff; text-decoration: none; border-radius: 6px">${escapeHtml(action.label)}</a></p>
<p style="font-size: 13px; color: #4a5568">Se o botão não funcionar, copie e cole este endereço no navegador:<br>${escapeHtml(action.href)}</p>
${closing === null ? '' : `<p style="font-size: 13px; color: #4a5568">${escapeHtml(closing)}</p>\n`}</body></html>`;
}
