import { Heading, Stack, Text } from '@chakra-ui/react';
import { dataOf, failureOf, genericErrorMessage } from '@odonto/api';
import { Glossary, LoadStatus } from '@odonto/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import type { SessionClients } from '../session/SessionProvider';
import { useSession } from '../session/SessionProvider';

/** Shown when the glossary cannot be loaded and the server gave no better reason. */
export const GLOSSARY_LOAD_ERROR = 'Não foi possível carregar o glossário. Tente novamente.';

/** GET /glossario: reference data, the same for everyone and for the whole visit (the server caches it too). */
export const glossarioQuery = (dentistApi: SessionClients['dentistApi']) =>
  queryOptions({
    queryKey: ['glossario'],
    queryFn: ({ signal }) => dataOf(dentistApi.GET('/glossario', { signal })).then((body) => body.data),
    staleTime: Number.POSITIVE_INFINITY,
  });

/**
 * The glossary screen of both apps (/glossario, /auditoria/glossario): what the statuses, the TISS codes, the
 * Tabela 38 codes, the regions and the faces mean; a badge's or a code's link opens it at the entry.
 */
export function GlossaryScreen() {
  const { dentistApi } = useSession();
  const { hash } = useLocation();
  const glossario = useQuery(glossarioQuery(dentistApi));
  return (
    <Stack gap="6" maxW="4xl">
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          Glossário
        </Heading>
        <Text color="fg.muted">
          O que querem dizer os status, os códigos TISS e da Tabela 38, as regiões da boca e as faces do
          dente.
        </Text>
      </Stack>
      <LoadStatus
        loading={glossario.isPending}
        loadingText="Carregando o glossário..."
        error={glossario.error ? genericErrorMessage(failureOf(glossario.error), GLOSSARY_LOAD_ERROR) : null}
        onRetry={() => void glossario.refetch()}
      />
      {glossario.data ? <Glossary glossario={glossario.data} hash={hash} /> : null}
    </Stack>
  );
}
