import type { AppShellFooterContent } from '@odonto/ui';

/** The operator's head office, in the footer and on the Ouvidoria screen. */
export const OPERATOR_HEAD_OFFICE = 'Av. Paulista, 1000 — Bela Vista, São Paulo/SP, 01310-100';

/** The Ouvidoria's own phone lines (docs/product-rules.md#ouvidoria: two numbers). */
export const OUVIDORIA_PHONES: ReadonlyArray<{ label: string; number: string; href: string }> = [
  { label: 'Capitais e regiões metropolitanas', number: '(11) 3333-5555', href: 'tel:+551133335555' },
  { label: 'Demais localidades (ligação gratuita)', number: '0800 777 0123', href: 'tel:08007770123' },
];

/**
 * The operator's contact data shown in the footer of every protected screen. The ANS registration is not
 * here: it comes from the server's configuration (GET /operadora), the one the printed guide carries.
 */
export const OPERATOR_FOOTER: Omit<AppShellFooterContent, 'regulatorNumber'> = {
  address: OPERATOR_HEAD_OFFICE,
  phone: '(11) 3333-4444',
  technicalResponsible: 'Dra. Helena Prado — CRO-SP 98.765',
  councilNumbers: 'Inscrição CRO-SP EPAO 4.321',
  ouvidoriaPath: '/ouvidoria',
  whatsappHref: 'https://wa.me/5511933334444',
  socialLinks: [
    { label: 'Instagram', href: 'https://www.instagram.com/' },
    { label: 'Facebook', href: 'https://www.facebook.com/' },
    { label: 'LinkedIn', href: 'https://www.linkedin.com/' },
  ],
};
