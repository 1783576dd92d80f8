import { Box, chakra, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Logo } from '../Logo';

export interface AuthLayoutProps {
  /** Main heading of the screen (the page's h1). */
  title: string;
  /** One line under the heading. */
  subtitle?: string;
  /** Title of the banner (beside the card on wide screens, above it on phones); says what the portal is for. */
  bannerTitle?: string;
  /** Text of the banner under its title. */
  bannerText?: string;
  /** Shown under the card, e.g. a 'Voltar para o login' link. */
  footer?: ReactNode;
  /** The form and links of the screen. */
  children: ReactNode;
}

// Defaults of the banner.
const DEFAULT_BANNER_TITLE = 'Seus planos de tratamento, do pedido ao pagamento';
const DEFAULT_BANNER_TEXT = 'Autorizações, glosas e pagamentos da sua clínica em um só lugar.';

/** Soft rings behind the banner text; decoration only. */
function BannerRings() {
  return (
    <chakra.svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 400 400"
      position="absolute"
      right="-24"
      bottom="-24"
      w={{ base: '48', lg: '96' }}
      h={{ base: '48', lg: '96' }}
      opacity="0.18"
      pointerEvents="none"
    >
      {[190, 150, 110, 70].map((r) => (
        <circle key={r} cx="200" cy="200" r={r} fill="none" stroke="white" strokeWidth="18" />
      ))}
    </chakra.svg>
  );
}

/** Layout of the five access screens: a banner, the logo, a heading and a card holding the form. */
export function AuthLayout({
  title,
  subtitle,
  // The logo and the sign-in heading already name the portal; the banner says what it is for.
  bannerTitle = DEFAULT_BANNER_TITLE,
  bannerText = DEFAULT_BANNER_TEXT,
  footer,
  children,
}: AuthLayoutProps) {
  return (
    <Flex minH="100dvh" direction={{ base: 'column', lg: 'row' }} bg="bg.muted">
      <Box
        as="aside"
        aria-label="Apresentação do portal"
        position="relative"
        overflow="hidden"
        flex={{ lg: '1' }}
        bgGradient="to-br"
        gradientFrom="brand.700"
        gradientTo="brand.900"
        color="white"
        px={{ base: '6', lg: '16' }}
        py={{ base: '6', lg: '16' }}
        display="flex"
        flexDirection="column"
        justifyContent="center"
      >
        <Text as="p" fontSize={{ base: 'xl', lg: '4xl' }} fontWeight="bold" lineHeight="1.2">
          {bannerTitle}
        </Text>
        <Text
          as="p"
          mt={{ base: '1', lg: '3' }}
          fontSize={{ base: 'sm', lg: 'lg' }}
          maxW="md"
          color="brand.50"
        >
          {bannerText}
        </Text>
        <BannerRings />
      </Box>
      <Flex
        as="main"
        flex={{ lg: '1' }}
        direction="column"
        align="center"
        justify="center"
        gap="4"
        px="4"
        py={{ base: '8', lg: '16' }}
      >
        <Box
          bg="bg"
          borderRadius="xl"
          boxShadow="md"
          borderTopWidth="4px"
          borderTopColor="brand.solid"
          p={{ base: '6', md: '10' }}
          w="full"
          maxW="md"
        >
          <Stack gap="6">
            <Logo />
            <Stack gap="1">
              <Heading as="h1" size="2xl">
                {title}
              </Heading>
              {subtitle ? <Text color="fg.muted">{subtitle}</Text> : null}
            </Stack>
            {children}
          </Stack>
        </Box>
        {footer ? <Box textAlign="center">{footer}</Box> : null}
      </Flex>
    </Flex>
  );
}
