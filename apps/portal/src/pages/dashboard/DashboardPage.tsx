import { Box, Button, Heading, Link, Progress, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { Dashboard } from '@odonto/api';
import {
  DataTable,
  type DataTableColumn,
  EmptyState,
  formatCardNumber,
  formatDate,
  formatPlanCode,
  LoadingState,
  Notice,
  SummaryCard,
} from '@odonto/ui';
import { type ReactNode, useCallback } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useServerData } from '../../data/useServerData';
import { useSession } from '../../session/SessionProvider';

/** Shown when the dashboard cannot be loaded and the server gave no better reason. */
export const DASHBOARD_LOAD_ERROR = 'Não foi possível carregar o painel. Tente novamente.';

type Expiring = Dashboard['proximosVencimentos'][number];
type RecentPatient = Dashboard['pacientesRecentes'][number];

const percent = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });
const count = new Intl.NumberFormat('pt-BR');

function PlanLink({ id }: { id: number }) {
  return (
    <Link asChild color="brand.fg" fontWeight="medium">
      <RouterLink to={`/plano-tratamento/${id}`}>{formatPlanCode(id)}</RouterLink>
    </Link>
  );
}

const daysLabel = (days: number) => (days === 1 ? '1 dia' : `${count.format(days)} dias`);

const expiringColumns: DataTableColumn<Expiring>[] = [
  { id: 'nome', header: 'Beneficiário', cell: (row) => row.nome },
  { id: 'carteirinha', header: 'Carteirinha', cell: (row) => formatCardNumber(row.ba3MatAnt) },
  { id: 'plano', header: 'Plano', cell: (row) => <PlanLink id={row.idPlanoTratamento} /> },
  { id: 'validade', header: 'Vence em', cell: (row) => formatDate(row.dtValidade) },
  { id: 'dias', header: 'Dias restantes', cell: (row) => daysLabel(row.diasRestantes), align: 'end' },
];

const recentColumns: DataTableColumn<RecentPatient>[] = [
  { id: 'nome', header: 'Beneficiário', cell: (row) => row.nome },
  { id: 'carteirinha', header: 'Carteirinha', cell: (row) => formatCardNumber(row.ba3MatAnt) },
  { id: 'plano', header: 'Plano', cell: (row) => <PlanLink id={row.idPlanoTratamento} /> },
  { id: 'criacao', header: 'Criado em', cell: (row) => formatDate(row.dtCriacao) },
];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-label={title} borderWidth="1px" borderColor="border" borderRadius="l3" p="5">
      <Heading as="h2" size="md" mb="4">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

function ProceduresBySpecialty({ rows }: { rows: Dashboard['procedimentosPorEspecialidade'] }) {
  if (rows.length === 0) return <EmptyState title="Nenhum procedimento incluído nos últimos 30 dias." />;
  return (
    <Stack as="ul" gap="4" listStyleType="none">
      {rows.map((row) => (
        <li key={row.especialidade}>
          <Progress.Root value={row.percentual} max={100} colorPalette="brand" size="sm">
            <Stack direction="row" justify="space-between" mb="1">
              <Progress.Label>{row.especialidade}</Progress.Label>
              <Text fontSize="sm" color="fg.muted">
                {percent.format(row.percentual)}% ({count.format(row.quantidade)})
              </Text>
            </Stack>
            {/* Ark names the bar by its percentage alone; the specialty says what it measures. */}
            <Progress.Track aria-label={row.especialidade}>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        </li>
      ))}
    </Stack>
  );
}

function DashboardFigures({ data }: { data: Dashboard }) {
  return (
    <Stack gap="6">
      <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4">
        <SummaryCard label="Total de pacientes" value={count.format(data.totalPacientes)} />
        <SummaryCard
          label="Planos a vencer"
          value={count.format(data.planosAVencer)}
          helpText="Nos próximos 15 dias"
        />
        <SummaryCard
          label="Procedimentos"
          value={count.format(data.procedimentosUltimos30Dias)}
          helpText="Nos últimos 30 dias"
        />
        <SummaryCard label="Planos ativos" value={count.format(data.planosAtivos)} />
      </SimpleGrid>
      <Section title="Planos a vencer">
        <DataTable
          caption="Planos que vencem nos próximos 15 dias"
          columns={expiringColumns}
          rows={data.proximosVencimentos}
          getRowKey={(row) => String(row.idPlanoTratamento)}
          emptyText="Nenhum plano vence nos próximos 15 dias."
        />
      </Section>
      <SimpleGrid columns={{ base: 1, xl: 2 }} gap="6">
        <Section title="Procedimentos nos últimos 30 dias">
          <ProceduresBySpecialty rows={data.procedimentosPorEspecialidade} />
        </Section>
        <Section title="Pacientes recentes">
          <DataTable
            caption="Pacientes dos planos mais recentes"
            columns={recentColumns}
            rows={data.pacientesRecentes}
            getRowKey={(row) => String(row.idPlanoTratamento)}
            emptyText="Nenhum paciente ainda."
          />
        </Section>
      </SimpleGrid>
    </Stack>
  );
}

/** Dashboard (portal-spec.md §2): the signed-in dentist's figures, computed by the server (decisions.md 11). */
export function DashboardPage() {
  const { dentistApi, user } = useSession();
  const fetchDashboard = useCallback(() => dentistApi.GET('/v2/dashboard'), [dentistApi]);
  const { state, reload: load } = useServerData(fetchDashboard, DASHBOARD_LOAD_ERROR);

  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Dashboard
        </Heading>
        {user?.userName ? <Text color="fg.muted">Olá, {user.userName}</Text> : null}
      </Stack>
      {state.kind === 'loading' ? <LoadingState text="Carregando painel..." /> : null}
      {state.kind === 'error' ? (
        <Stack gap="3" align="start">
          <Notice status="error">{state.message}</Notice>
          <Button variant="outline" onClick={() => void load()}>
            Tentar novamente
          </Button>
        </Stack>
      ) : null}
      {state.kind === 'ready' ? <DashboardFigures data={state.data} /> : null}
    </Stack>
  );
}
