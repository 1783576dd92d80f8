import { Text } from '@chakra-ui/react';
import { GLOSA_STATUS, type Glosa, type GlosaStatus } from '@odonto/api';
import {
  type DataTableColumn,
  DetailCell,
  formatCurrency,
  formatDate,
  StatusBadge,
  statusDisplay,
} from '@odonto/ui';
import { glosasQuery } from '../../data/records';
import { useSession } from '../../session/SessionProvider';
import { type CsvColumn, csvAmount } from '../records/csvExport';
import { RecordsScreen } from '../records/RecordsScreen';

/** Shown when the glosas cannot be loaded and the server gave no better reason. */
export const GLOSAS_LOAD_ERROR = 'Não foi possível carregar as glosas. Tente novamente.';

/** A tab per status of the API, named in the plural (the badges use the singular). */
const TAB_LABELS: Record<GlosaStatus, string> = {
  pending: 'Pendentes',
  under_review: 'Em Análise',
  approved: 'Aprovadas',
  rejected: 'Rejeitadas',
};

const csvColumns: CsvColumn<Glosa>[] = [
  { header: 'Paciente', value: (row) => row.patientName },
  { header: 'Carteira', value: (row) => row.patientId },
  { header: 'Código', value: (row) => row.procedureCode },
  { header: 'Procedimento', value: (row) => row.procedureName },
  { header: 'Valor original (R$)', value: (row) => csvAmount(row.originalAmount) },
  { header: 'Valor glosado (R$)', value: (row) => csvAmount(row.glosedAmount) },
  { header: 'Operadora', value: (row) => row.insuranceName },
  { header: 'Status', value: (row) => statusDisplay('glosa', row.status).label },
  { header: 'Data de envio', value: (row) => formatDate(row.submissionDate) },
  { header: 'Motivo', value: (row) => row.reason },
];

const columns: DataTableColumn<Glosa>[] = [
  {
    id: 'paciente',
    header: 'Paciente',
    cell: (row) => <DetailCell detail={row.patientId}>{row.patientName}</DetailCell>,
  },
  {
    id: 'procedimento',
    header: 'Procedimento',
    cell: (row) => <DetailCell detail={row.procedureCode}>{row.procedureName}</DetailCell>,
  },
  {
    id: 'original',
    header: 'Valor original',
    cell: (row) => formatCurrency(row.originalAmount),
    align: 'end',
  },
  { id: 'glosado', header: 'Valor glosado', cell: (row) => formatCurrency(row.glosedAmount), align: 'end' },
  { id: 'operadora', header: 'Operadora', cell: (row) => row.insuranceName },
  { id: 'status', header: 'Status', cell: (row) => <StatusBadge kind="glosa" value={row.status} /> },
  { id: 'envio', header: 'Data de envio', cell: (row) => formatDate(row.submissionDate) },
  {
    id: 'motivo',
    header: 'Motivo',
    cell: (row) => (
      <Text fontSize="sm" minW={{ md: '56' }}>
        {row.reason}
      </Text>
    ),
  },
];

/** Glosas (docs/product-rules.md#glosas): the dentist's claim denials, searched, filtered and paged by the server. */
export function GlosasPage() {
  const { dentistApi } = useSession();
  return (
    <RecordsScreen
      title="Glosas"
      description="Acompanhe os procedimentos glosados pelas operadoras."
      pageQuery={(query, operadora) =>
        glosasQuery(dentistApi, { ...query, operadora: operadora || undefined })
      }
      summary={({ resumo }) => [
        { label: 'Total glosado', value: formatCurrency(resumo.totalGlosado) },
        { label: 'Pendente', value: formatCurrency(resumo.pendente) },
        { label: 'Aprovado', value: formatCurrency(resumo.aprovado) },
      ]}
      search={{ label: 'Buscar glosas', placeholder: 'Paciente, procedimento, código ou carteira' }}
      filter={{
        param: 'operadora',
        label: 'Operadora',
        allLabel: 'Todas as operadoras',
        // The insurers come from the server's answer; the chosen one shows while it loads.
        options: (page, chosen) =>
          (page?.operadoras ?? (chosen ? [chosen] : [])).map((name) => ({ value: name, label: name })),
      }}
      tabs={{
        ariaLabel: 'Filtrar glosas por status',
        allLabel: 'Todas',
        statuses: GLOSA_STATUS,
        labels: TAB_LABELS,
      }}
      list={{
        caption: 'Glosas',
        columns,
        emptyText: 'Nenhuma glosa encontrada',
        loadingText: 'Carregando glosas...',
        loadError: GLOSAS_LOAD_ERROR,
        paginationLabel: 'Paginação das glosas',
        hideOnSinglePage: true,
      }}
      csv={{ fileName: 'glosas.csv', columns: csvColumns }}
    />
  );
}
