import { Box, chakra, Flex, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { RenderLink } from './links';

export interface SocialLink {
  /** Name of the network, also the link's text (e.g. 'Instagram'). */
  label: string;
  href: string;
}

export interface AppShellFooterContent {
  /** The operator's postal address. */
  address: string;
  /** Phone number as people read it, e.g. '(11) 3333-4444'. */
  phone: string;
  /** Opening hours (docs/product-rules.md#layout: Mon–Fri 8h–18h). */
  hours?: string;
  /** Technical responsible with their council number, e.g. 'Dra. Helena Prado — CRO-SP 98.765'. */
  technicalResponsible: string;
  /** The operator's own council registration(s), e.g. 'CRO-SP EPAO 4.321'. */
  councilNumbers: string;
  /** Internal path of the ombudsman page. */
  ouvidoriaPath?: string;
  /** WhatsApp link (https://wa.me/...). */
  whatsappHref: string;
  /** Social network links. */
  socialLinks?: SocialLink[];
  /**
   * The operator's ANS registration from the server's configuration, e.g. '123456'; shown as 'ANS nº …'.
   * None (not loaded yet, or unavailable): no ANS line rather than a number that is not the operator's.
   */
  regulatorNumber?: string;
  /** The regulator seal; a drawn ANS seal with the number when omitted. */
  regulatorSeal?: ReactNode;
}

/** Default opening hours (docs/product-rules.md#layout). */
export const DEFAULT_OPENING_HOURS = 'Segunda a sexta, das 8h às 18h';

function AnsSeal({ number }: { number: string }) {
  return (
    <chakra.svg
      viewBox="0 0 160 48"
      width="160px"
      height="48px"
      role="img"
      aria-label={`Selo ANS nº ${number}`}
    >
      <rect x="1" y="1" width="158" height="46" rx="6" fill="white" stroke="currentColor" strokeWidth="2" />
      {/* Sizes as style: the CSS reset's `font: inherit` overrides SVG presentation attributes. */}
      <text x="12" y="31" fill="currentColor" style={{ fontSize: 18, fontWeight: 700 }}>
        ANS
      </text>
      <text x="62" y="30" fill="currentColor" style={{ fontSize: 12, fontWeight: 400 }}>
        nº {number}
      </text>
    </chakra.svg>
  );
}

function FooterHeading({ children }: { children: ReactNode }) {
  return (
    <Text as="h2" fontSize="sm" fontWeight="semibold" color="fg" mb="2">
      {children}
    </Text>
  );
}

const external = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** The footer of the protected screens: contact, hours, responsibility, links and regulator. */
export function AppShellFooterBody({
  content,
  renderLink,
}: {
  content: AppShellFooterContent;
  renderLink: RenderLink;
}) {
  const {
    address,
    phone,
    hours = DEFAULT_OPENING_HOURS,
    technicalResponsible,
    councilNumbers,
    ouvidoriaPath = '/ouvidoria',
    whatsappHref,
    socialLinks = [],
    regulatorNumber,
    regulatorSeal,
  } = content;
  return (
    <Stack gap="6">
      <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="6">
        <Box>
          <FooterHeading>Atendimento</FooterHeading>
          <Text>{address}</Text>
          <Text>
            Telefone: <Link href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</Link>
          </Text>
          <Text>{hours}</Text>
        </Box>
        <Box>
          <FooterHeading>Responsabilidade técnica</FooterHeading>
          <Text>Responsável técnico: {technicalResponsible}</Text>
          <Text>{councilNumbers}</Text>
        </Box>
        <Box>
          <FooterHeading>Fale conosco</FooterHeading>
          <Stack as="ul" gap="1" listStyleType="none">
            <li>
              <Link asChild color="brand.fg">
                {renderLink({ href: ouvidoriaPath, children: 'Ouvidoria' })}
              </Link>
            </li>
            <li>
              <Link href={whatsappHref} color="brand.fg" {...external}>
                WhatsApp
                <chakra.span srOnly> (abre em nova aba)</chakra.span>
              </Link>
            </li>
          </Stack>
        </Box>
        {socialLinks.length > 0 ? (
          <Box>
            <FooterHeading>Redes sociais</FooterHeading>
            <HStack as="ul" gap="4" listStyleType="none" wrap="wrap">
              {socialLinks.map((social) => (
                <li key={social.href}>
                  <Link href={social.href} color="brand.fg" {...external}>
                    {social.label}
                    <chakra.span srOnly> (abre em nova aba)</chakra.span>
                  </Link>
                </li>
              ))}
            </HStack>
          </Box>
        ) : null}
      </SimpleGrid>
      {regulatorNumber ? (
        <Flex
          borderTopWidth="1px"
          borderColor="border"
          pt="4"
          gap="4"
          align="center"
          justify="space-between"
          wrap="wrap"
        >
          <Text>ANS nº {regulatorNumber}</Text>
          <Box color="fg">{regulatorSeal ?? <AnsSeal number={regulatorNumber} />}</Box>
        </Flex>
      ) : null}
    </Stack>
  );
}
