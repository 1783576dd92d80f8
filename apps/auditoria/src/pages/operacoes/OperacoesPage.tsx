import { Box, Button, Heading, HStack, Link, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { type DentistSchema, failureOf, genericErrorMessage } from '@odonto/api';
import { LoadStatus, PanelSection, SummaryCard, TextField } from '@odonto/ui';
import { dateParam, listQueryCodec } from '@odonto/web-shell';
import { type FormEvent, useMemo, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useOperacoes } from '../../data/auditoria';
import { dayLabel, defaultPeriod, formatHours, formatPercent, periodErrors } from '../../data/operacoes';
import { EMPTY_FILTERS, faixaHref, filterParams } from '../fila/filaQuery';

type Operacoes = DentistSchema<'OperacoesAuditoria'>;

const LOAD_ERROR = 'Não foi possível carregar os números da operação.';

/** The period in the address (?de=&ate=, yyyy-mm-dd); missing dates read as ''. */
const periodAddress = listQueryCodec({ de: dateParam(), ate: dateParam() });

const count = (value: number, one: string, many: string) => `${value} ${value === 1 ? one : many}`;

/** The items waiting for the operator now, by deadline band: each band opens the queue filtered by it. */
function Pendentes({ pendentes }: { pendentes: Operacoes['pendentes'] }) {
  const bands = [
    { label: 'Atrasados', value: pendentes.atrasado, href: faixaHref('atrasado') },
    { label: 'Vencem hoje', value: pendentes.venceHoje, href: faixaHref('vence-hoje') },
    { label: 'Até 2 dias úteis', value: pendentes.ate2Dias, href: faixaHref('ate-2-dias') },
    { label: 'No prazo', value: pendentes.noPrazo, href: faixaHref('no-prazo') },
    {
      label: 'Em junta odontológica',
      value: pendentes.emJunta,
      href: `/?${filterParams({ ...EMPTY_FILTERS, junta: 'true' })}`,
    },
  ];
  return (
    <Stack gap="3">
      <Text>
        {count(pendentes.total, 'item espera', 'itens esperam')} a operadora agora;{' '}
        {count(pendentes.aguardandoDentista, 'item aguarda', 'itens aguardam')} o dentista (prazo pausado).
      </Text>
      <List.Root listStyle="none" gap="2" aria-label="Itens pendentes por faixa do prazo">
        {bands.map((band) => (
          <List.Item key={band.label}>
            <HStack justify="space-between" gap="4" maxW="md" borderBottomWidth="1px" py="1">
              <Link asChild color="brand.fg" fontWeight="medium">
                <RouterLink
                  to={band.href}
                  aria-label={`${band.label}: ${count(band.value, 'item', 'itens')} na fila`}
                >
                  {band.label}
                </RouterLink>
              </Link>
              <Text fontWeight="semibold" aria-hidden="true">
                {band.value}
              </Text>
            </HStack>
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}

/** The first final answers given in the period: how many of each, time to answer, on time, automatic. */
function Respostas({ respostas }: { respostas: Operacoes['respostas'] }) {
  return (
    <Stack gap="4">
      {respostas.total === 0 ? (
        <Text>Nenhuma resposta no período: não há mediana nem percentuais a mostrar.</Text>
      ) : null}
      <SimpleGrid
        columns={{ base: 1, sm: 2, lg: 4 }}
        gap="4"
        as="ul"
        listStyleType="none"
        aria-label="Respostas no período"
      >
        {[
          { label: 'Respostas', value: String(respostas.total) },
          { label: 'Autorizados', value: String(respostas.autorizados) },
          { label: 'Autorizados com alteração', value: String(respostas.autorizadosComAlteracao) },
          { label: 'Negados', value: String(respostas.negados) },
          { label: 'Automáticos', value: String(respostas.automaticos) },
          {
            label: 'Mediana até a resposta',
            value: formatHours(respostas.medianaHoras),
            helpText: 'da solicitação à resposta',
          },
          {
            label: 'Respondidos no prazo',
            value: formatPercent(respostas.percentualNoPrazo),
            helpText: respostas.total > 0 ? `${respostas.noPrazo} de ${respostas.total}` : undefined,
          },
          {
            label: 'Autorizados automaticamente',
            value: formatPercent(respostas.percentualAutomatico),
            helpText: respostas.total > 0 ? `${respostas.automaticos} de ${respostas.total}` : undefined,
          },
        ].map((card) => (
          <Box as="li" key={card.label}>
            <SummaryCard {...card} />
          </Box>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/**
 * /auditoria/operacoes: the operator's numbers. The items waiting now by deadline band (links to the queue),
 * and the answers of a period (default the last 30 days, kept in the address): counts, median time to the
 * answer, share on time and share authorized automatically.
 */
export function OperacoesPage() {
  const [params, setParams] = useSearchParams();
  const fallback = useMemo(() => defaultPeriod(), []);
  const asked = periodAddress.read(params);
  const de = asked.de || fallback.de;
  const ate = asked.ate || fallback.ate;
  const valid = Object.keys(periodErrors(de, ate)).length === 0;
  const operacoes = useOperacoes(de, ate, valid);

  const [draft, setDraft] = useState({ de, ate });
  const [shown, setShown] = useState(`${de}/${ate}`);
  // The address changed from outside (Back, a link): the fields show it.
  if (shown !== `${de}/${ate}`) {
    setShown(`${de}/${ate}`);
    setDraft({ de, ate });
  }
  const [errors, setErrors] = useState<{ de?: string; ate?: string }>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = periodErrors(draft.de, draft.ate);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setParams(periodAddress.write(draft));
  };

  return (
    <Stack gap="6">
      <Box>
        <Heading as="h1" size="2xl">
          Operações da auditoria
        </Heading>
        <Text color="fg.muted">
          Prazos de resposta em dias úteis (RN 566/2022); datas no horário de Brasília.
        </Text>
      </Box>

      <form onSubmit={submit} noValidate aria-label="Período">
        <HStack gap="4" align="end" wrap="wrap">
          <Box w={{ base: 'full', sm: '48' }}>
            <TextField
              label="De"
              type="date"
              name="de"
              required
              value={draft.de}
              errorText={errors.de}
              onChange={(event) => setDraft({ ...draft, de: event.target.value })}
            />
          </Box>
          <Box w={{ base: 'full', sm: '48' }}>
            <TextField
              label="Até"
              type="date"
              name="ate"
              required
              value={draft.ate}
              errorText={errors.ate}
              onChange={(event) => setDraft({ ...draft, ate: event.target.value })}
            />
          </Box>
          <Button type="submit" colorPalette="brand">
            Ver período
          </Button>
        </HStack>
      </form>

      {!valid ? (
        <LoadStatus error="O período do endereço não é válido: escolha as datas e clique em 'Ver período'." />
      ) : operacoes.isPending ? (
        <LoadStatus loading loadingText="Carregando os números..." error={null} />
      ) : operacoes.isError ? (
        <LoadStatus
          error={genericErrorMessage(failureOf(operacoes.error), LOAD_ERROR)}
          onRetry={() => operacoes.refetch()}
        />
      ) : (
        <>
          <PanelSection title="Pendentes agora, por faixa do prazo">
            <Pendentes pendentes={operacoes.data.pendentes} />
          </PanelSection>
          <PanelSection
            title={`Respostas de ${dayLabel(operacoes.data.de)} a ${dayLabel(operacoes.data.ate)}`}
            label="Respostas no período"
          >
            <Respostas respostas={operacoes.data.respostas} />
          </PanelSection>
        </>
      )}
    </Stack>
  );
}
