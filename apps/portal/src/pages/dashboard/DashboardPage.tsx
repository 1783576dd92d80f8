import { Heading, Link, Progress, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { type Dashboard, genericErrorMessage } from '@odonto/api';
import {
  DataTable,
  type DataTableColumn,
  EmptyState,
  formatCardNumber,
  formatCurrency,
  formatDate,
  formatPlanCode,
  LoadStatus,
  PanelSection,
  SummaryCard,
} from '@odonto/ui';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { dashboardQuery } from '../../data/account';
import { useDeferredLoadView } from '../../data/loadView';
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

/** Both lists have a row per plan. */
const planKey = (row: { idPlanoTratamento: number }) => String(row.idPlanoTratamento);

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

/**
 * The money of the billed batches (the same as Financeiro and Glosas): owed, received, glosed and recovered on
 * appeal of late.
 */
function FinancialFigures({ financeiro }: { financeiro: Dashboard['financeiro'] }) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4">
      <SummaryCard
        label="A receber"
        value={formatCurrency(financeiro.aReceber)}
        helpText="Lotes enviados e ainda não pagos"
      />
      <SummaryCard
        label="Recebido (30 dias)"
        value={formatCurrency(financeiro.recebidoUltimos30Dias)}
        helpText="Pagamentos da operadora"
      />
      <SummaryCard
        label="Glosado (30 dias)"
        value={formatCurrency(financeiro.glosadoUltimos30Dias)}
        helpText={`${percent.format(financeiro.percentualGlosaUltimos30Dias)}% do valor analisado`}
      />
      <SummaryCard
        label="Recuperado em recursos (30 dias)"
        value={formatCurrency(financeiro.recuperadoUltimos30Dias)}
        helpText="Aceito pela operadora em recursos de glosa"
      />
    </SimpleGrid>
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
      <FinancialFigures financeiro={data.financeiro} />
      <PanelSection title="Planos a vencer">
        <DataTable
          caption="Planos que vencem nos próximos 15 dias"
          columns={expiringColumns}
          rows={data.proximosVencimentos}
          getRowKey={planKey}
          emptyText="Nenhum plano vence nos próximos 15 dias."
        />
      </PanelSection>
      <SimpleGrid columns={{ base: 1, xl: 2 }} gap="6">
        <PanelSection title="Procedimentos nos últimos 30 dias">
          <ProceduresBySpecialty rows={data.procedimentosPorEspecialidade} />
        </PanelSection>
        <PanelSection title="Pacientes recentes">
          <DataTable
            caption="Pacientes dos planos mais recentes"
            columns={recentColumns}
            rows={data.pacientesRecentes}
            getRowKey={planKey}
            emptyText="Nenhum paciente ainda."
          />
        </PanelSection>
      </SimpleGrid>
    </Stack>
  );
}

/** Dashboard (docs/product-rules.md#dashboard): the signed-in dentist's figures, computed by the server (docs/product-rules.md#d11). */
export function DashboardPage() {
  const { dentistApi, user } = useSession();
  const dashboard = useQuery(dashboardQuery(dentistApi));
  const { data, loading, failure } = useDeferredLoadView(dashboard);

  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Dashboard
        </Heading>
        {user?.userName ? <Text color="fg.muted">Olá, {user.userName}</Text> : null}
      </Stack>
      <LoadStatus
        loading={loading}
        loadingText="Carregando painel..."
        error={failure && genericErrorMessage(failure, DASHBOARD_LOAD_ERROR)}
        onRetry={() => void dashboard.refetch()}
      />
      {data ? <DashboardFigures data={data} /> : null}
    </Stack>
  );
}
