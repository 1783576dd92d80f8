import {
  Alert,
  Box,
  Button,
  CloseButton,
  chakra,
  Field,
  Flex,
  Heading,
  HStack,
  IconButton,
  Input,
  InputElement,
  Link,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { ReactElement } from 'react';
import type { NoticeStatus } from '../../Notice/Notice';

/**
 * The Chakra elements whose look the sign-in screen's first paint needs, as Chakra draws them: the source of
 * firstPaint.generated.css and firstPaintClasses.generated.ts (generate.ts renders this with the portal's
 * system and keeps, for each `data-fp` key, the class Chakra gave that element and the CSS behind it).
 * The kit's plain components (AuthLayout, Logo, FieldFrame, PasswordInput, Notice, LoadingState, the sign-in
 * form) draw the same elements with those classes and no Chakra at run time. Change a look here, then run
 * `pnpm generate:first-paint`; firstPaint.test.ts fails while the generated files are behind.
 */

export const NOTICE_PALETTE: Record<NoticeStatus, string> = {
  success: 'green',
  error: 'red',
  warning: 'yellow',
  info: 'blue',
};
export const NOTICE_STATUSES = Object.keys(NOTICE_PALETTE) as NoticeStatus[];
const capitalized = (status: NoticeStatus) => `${status.charAt(0).toUpperCase()}${status.slice(1)}`;

/** AuthLayout's elements (the five access screens and the console's sign-in). */
const authLayout = (
  <Flex data-fp="authPage" minH="100dvh" direction={{ base: 'column', lg: 'row' }} bg="bg.muted">
    <Box
      data-fp="authBanner"
      as="aside"
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
      <Text
        data-fp="authBannerTitle"
        as="p"
        fontSize={{ base: 'xl', lg: '4xl' }}
        fontWeight="bold"
        lineHeight="1.2"
      >
        t
      </Text>
      <Text
        data-fp="authBannerText"
        as="p"
        mt={{ base: '1', lg: '3' }}
        fontSize={{ base: 'sm', lg: 'lg' }}
        maxW="md"
        color="brand.50"
      >
        t
      </Text>
      <chakra.svg
        data-fp="authRings"
        position="absolute"
        right="-24"
        bottom="-24"
        w={{ base: '48', lg: '96' }}
        h={{ base: '48', lg: '96' }}
        opacity="0.18"
        pointerEvents="none"
      />
    </Box>
    <Flex
      data-fp="authMain"
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
        data-fp="authCard"
        bg="bg"
        borderRadius="xl"
        boxShadow="md"
        borderTopWidth="4px"
        borderTopColor="brand.solid"
        p={{ base: '6', md: '10' }}
        w="full"
        maxW="md"
      >
        <Stack data-fp="stack6" gap="6">
          <Stack data-fp="stack1" gap="1">
            <Heading data-fp="authHeading" as="h1" size="2xl">
              t
            </Heading>
            <Text data-fp="mutedText" color="fg.muted">
              t
            </Text>
          </Stack>
        </Stack>
      </Box>
      <Box data-fp="authFooter" textAlign="center" />
    </Flex>
  </Flex>
);

const logo = (
  <HStack data-fp="logo" gap="2" color="brand.fg">
    <Text data-fp="logoText" as="span" fontWeight="bold" fontSize="lg" lineHeight="1.1" color="brand.fg">
      t
    </Text>
  </HStack>
);

/** FieldFrame and its inputs (TextField, CroField, PasswordInput, the CRO's UF). */
const field = (
  <Field.Root data-fp="fieldRoot" invalid required>
    <Field.Label data-fp="fieldLabel">
      t<Field.RequiredIndicator data-fp="fieldRequiredIndicator" />
    </Field.Label>
    <Input data-fp="input" />
    <chakra.div
      data-fp="inputGroup"
      display="inline-flex"
      gap="var(--group-gap, 0.5rem)"
      isolation="isolate"
      position="relative"
      flexDirection="row"
      alignItems="center"
      justifyContent="flex-start"
      width="full"
    >
      <Input data-fp="inputBeforeEndElement" pe="calc(var(--input-height) - 0px)" />
      <InputElement data-fp="inputEndElement" placement="end">
        <IconButton data-fp="inputEndButton" variant="ghost" size="sm" me="-2" aria-label="t" />
      </InputElement>
    </chakra.div>
    <Field.HelperText data-fp="fieldHelperText">t</Field.HelperText>
    <Field.ErrorText data-fp="fieldErrorText">t</Field.ErrorText>
  </Field.Root>
);

/** Notice, once per status. */
const notices = NOTICE_STATUSES.map((status) => (
  <Alert.Root
    key={status}
    data-fp={`notice${capitalized(status)}`}
    status={status}
    colorPalette={NOTICE_PALETTE[status]}
    variant="surface"
    alignItems="start"
  >
    <Alert.Indicator data-fp={`notice${capitalized(status)}Indicator`} />
    <Alert.Content data-fp="noticeContent">
      <Alert.Title data-fp="noticeTitle">t</Alert.Title>
      <Alert.Description data-fp="noticeDescription">t</Alert.Description>
    </Alert.Content>
    <CloseButton data-fp="noticeClose" size="sm" mt="-1" me="-2" aria-label="t" />
  </Alert.Root>
));

/** The sign-in form, its links and the access screens' messages. */
const forms = (
  <Stack data-fp="stack4" gap="4">
    <HStack data-fp="linksRow" justify="space-between" wrap="wrap" gap="2">
      <Link data-fp="link" color="brand.fg" fontWeight="medium" href="/">
        t
      </Link>
    </HStack>
    <Stack data-fp="stack1Start" gap="1" align="start" />
    <Button data-fp="submitButton" colorPalette="brand" size="lg" w="full">
      t
    </Button>
  </Stack>
);

/** LoadingState: the spinner and its text. */
const loading = (
  <HStack data-fp="loadingState" justifyContent="center" gap="3" py="8" color="fg.muted">
    <Spinner data-fp="spinner" size="md" color="brand.solid" borderWidth="3px" />
  </HStack>
);

export const firstPaintCatalog: ReactElement = (
  <>
    {authLayout}
    {logo}
    {field}
    {notices}
    {forms}
    {loading}
  </>
);
