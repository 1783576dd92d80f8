import type { AppShellFooterContent } from '@odonto/ui';

/** The operator's contact and regulator data shown in the footer of every protected screen. */
export const OPERATOR_FOOTER: AppShellFooterContent = {
  address: 'Av. Paulista, 1000 — Bela Vista, São Paulo/SP, 01310-100',
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
  regulatorNumber: '41.234-5',
};
