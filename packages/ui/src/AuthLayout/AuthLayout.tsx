import { Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Logo } from '../Logo';

export interface AuthLayoutProps {
  /** Main heading of the screen (the page's h1). */
  title: string;
  /** One line under the heading. */
  subtitle?: string;
  /** Title of the banner beside the card on wide screens. */
  bannerTitle?: string;
  /** Text of the banner beside the card on wide screens. */
  bannerText?: string;
  /** The form and links of the screen. */
  children: ReactNode;
}

/** Layout of the five access screens: a banner, the logo, a heading and a card holding the form. */
export function AuthLayout({
  title,
  subtitle,
  bannerTitle = 'Portal do Dentista',
  bannerText = 'Planos de tratamento, autorizações, glosas e pagamentos em um só lugar.',
  children,
}: AuthLayoutProps) {
  return (
    <Flex minH="100dvh" direction={{ base: 'column', lg: 'row' }} bg="bg.muted">
      <Box
        as="aside"
        aria-label="Apresentação do portal"
        flex={{ lg: '1' }}
        bgGradient="to-br"
        gradientFrom="brand.700"
        gradientTo="brand.900"
        color="white"
        px={{ base: '6', lg: '16' }}
        py={{ base: '8', lg: '16' }}
        display="flex"
        flexDirection="column"
        justifyContent="center"
      >
        <Text as="p" fontSize={{ base: '2xl', lg: '4xl' }} fontWeight="bold" lineHeight="1.2">
          {bannerTitle}
        </Text>
        <Text as="p" mt="3" fontSize={{ base: 'md', lg: 'lg' }} maxW="md" color="brand.50">
          {bannerText}
        </Text>
      </Box>
      <Flex as="main" flex={{ lg: '1' }} align="center" justify="center" px="4" py={{ base: '8', lg: '16' }}>
        <Box bg="bg" borderRadius="xl" boxShadow="md" p={{ base: '6', md: '10' }} w="full" maxW="md">
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
      </Flex>
    </Flex>
  );
}
