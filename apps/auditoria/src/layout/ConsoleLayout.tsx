import { Box, Button, chakra, Flex, HStack, Link, SkipNavLink, Text } from '@chakra-ui/react';
import { Logo } from '@odonto/ui';
import { createQueryClient, RequireSession } from '@odonto/web-shell';
import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext, useState } from 'react';
import { Outlet, Link as RouterLink } from 'react-router-dom';
import { useSession } from '../session/SessionProvider';

const MAIN_ID = 'conteudo';

/**
 * Every signed-in screen: a header with the console's name, the auditor and 'Sair', and the screen below.
 * The server-data cache lives as long as this layout, which a session's end unmounts: the next auditor to
 * sign in starts with an empty one. A cache provided above (stories, without retries) is used as it is.
 */
export function ConsoleLayout() {
  const provided = useContext(QueryClientContext);
  const [queryClient] = useState(() => provided ?? createQueryClient());
  return (
    <RequireSession>
      <QueryClientProvider client={queryClient}>
        <ConsoleHeader />
        <chakra.main id={MAIN_ID} tabIndex={-1} px={{ base: '4', md: '8' }} py="6" maxW="7xl" mx="auto">
          <Outlet />
        </chakra.main>
      </QueryClientProvider>
    </RequireSession>
  );
}

function ConsoleHeader() {
  const { user, signOut } = useSession();
  const [leaving, setLeaving] = useState(false);
  return (
    <Box as="header" borderBottomWidth="1px" bg="bg.panel">
      <SkipNavLink id={MAIN_ID}>Pular para o conteúdo</SkipNavLink>
      <Flex
        maxW="7xl"
        mx="auto"
        px={{ base: '4', md: '8' }}
        py="3"
        gap="4"
        align="center"
        justify="space-between"
        wrap="wrap"
      >
        <HStack gap="3">
          <Logo symbolOnly size={32} />
          <Link asChild fontWeight="semibold" fontSize="lg" color="fg">
            <RouterLink to="/">Auditoria odontológica</RouterLink>
          </Link>
        </HStack>
        <HStack gap="4">
          <Box textAlign="end">
            <Text fontWeight="medium">{user?.userName}</Text>
            <Text fontSize="sm" color="fg.muted">
              Auditor · CRO {user?.userCro}
            </Text>
          </Box>
          <Button
            variant="outline"
            loading={leaving}
            loadingText="Saindo..."
            onClick={() => {
              setLeaving(true);
              void signOut();
            }}
          >
            Sair
          </Button>
        </HStack>
      </Flex>
    </Box>
  );
}
