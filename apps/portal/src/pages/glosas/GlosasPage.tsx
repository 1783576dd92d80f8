import { Box, Button, Link, Stack, Text } from '@chakra-ui/react';
import { GLOSA_STATUS, type Glosa, type GlosaStatus } from '@odonto/api';
import {
  type DataTableColumn,
  DeadlineBadge,
  DetailCell,
  formatCardNumber,
  formatCurrency,
  formatDate,
  GlossaryLink,
  glosaAnchor,
  Notice,
  StatusBadge,
  statusDisplay,
} from '@odonto/ui';
import { lazy, type ReactNode, Suspense, useMemo, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { GlosasQuery } from '../../data/keys';
import { glosasQuery } from '../../data/records';
import { useSession } from '../../session/SessionProvider';
import { DemonstrativoDownloads } from '../faturamento/DemonstrativoDownloads';
import { LoteLink } from '../faturamento/LoteLink';
import { type CsvColumn, csvAmount } from '../records/csvExport';
import { RecordsScreen, type RecordsSorting } from '../records/RecordsScreen';
import { glosaNome, motivoLabel, prazoFaixa, prazoLabel } from './glosaLabels';

// The dialogs load on their first use, in one chunk: not in the screen's first paint (scripts/web-budget.ts).
const dialogs = () => import('./GlosaDialogs');
const RecursoDialog = lazy(() => dialogs().then((module) => ({ default: module.RecursoDialog })));
const HistoricoDialog = lazy(() => dialogs().then((module) => ({ default: module.HistoricoDialog })));

/** Shown when the glosas cannot be loaded and the server gave no better reason. */
export const GLOSAS_LOAD_ERROR = 'Não foi possível carregar as glosas. Tente novamente.';

/** A tab per appeal status of the API, named in the plural (the badges use the singular). */
const TAB_LABELS: Record<GlosaStatus, string> = {
  nao_recorrida: 'Não recorridas',
  em_recurso: 'Em recurso',
  aceita: 'Aceitas',
  aceita_parcialmente: 'Aceitas em parte',
  mantida: 'Mantidas',
};

/** Whether the operator glosed the whole informed value or a part of it. */
const TIPO_LABELS: Record<Glosa['tipo'], string> = { total: 'Glosa total', parcial: 'Glosa parcial' };

export { motivoLabel };

/** The server's columns (listGlosas `ordenarPor`) the table sorts by; newest analysis first by default. */
const GLOSAS_SORTING: RecordsSorting<NonNullable<GlosasQuery['ordenarPor']>> = {
  keys: ['dataAnalise', 'valorGlosado', 'situacao'],
  default: { by: 'dataAnalise', order: 'desc' },
};

/** The batch filter's value from the address: a batch code, or none. */
const idLoteFrom = (value: string): number | undefined => {
  const id = Number(value);
  return value !== '' && Number.isSafeInteger(id) && id > 0 ? id : undefined;
};

const csvColumns: CsvColumn<Glosa>[] = [
  { header: 'Paciente', value: (row) => row.patientName },
  // As the table shows it (formatCardNumber): one rule on the screen, in this file and in the PDFs.
  { header: 'Carteira', value: (row) => formatCardNumber(row.patientId) },
  { header: 'Código', value: (row) => row.procedureCode },
  { header: 'Procedimento', value: (row) => row.procedureName },
  { header: 'Dente/Região', value: (row) => row.local },
  { header: 'Realizado em', value: (row) => formatDate(row.dataRealizacao) },
  { header: 'Lote', value: (row) => row.numeroLote },
  { header: 'Guia', value: (row) => row.numeroGuiaPrestador },
  { header: 'Valor informado (R$)', value: (row) => csvAmount(row.originalAmount) },
  { header: 'Valor glosado (R$)', value: (row) => csvAmount(row.glosedAmount) },
  { header: 'Valor recuperado (R$)', value: (row) => csvAmount(row.valorRecuperado) },
  { header: 'Tipo', value: (row) => TIPO_LABELS[row.tipo] },
  { header: 'Motivo', value: motivoLabel },
  { header: 'Observação', value: (row) => row.observacao },
  { header: 'Situação', value: (row) => statusDisplay('glosa', row.status).label },
  { header: 'Data da análise', value: (row) => formatDate(row.responseDate) },
];

const Muted = ({ children }: { children: ReactNode }) => (
  <Text fontSize="sm" color="fg.muted">
    {children}
  </Text>
);

/** What a row's actions open: the appeal of the glosa (with its batch's others) or its rounds. */
interface RowActions {
  recorrer: (glosa: Glosa) => void;
  historico: (glosa: Glosa) => void;
}

/** Where the appeal stands: the badge, then the deadline of an open round or why none is open. */
function AppealStatus({ row }: { row: Glosa }) {
  const prazo = prazoLabel(row.recurso);
  return (
    <Stack gap="1" align="start" maxW={{ md: '40' }}>
      <StatusBadge kind="glosa" value={row.status} />
      {prazo ? (
        <DeadlineBadge faixa={prazoFaixa(row.recurso)} fontSize="xs">
          {prazo}
        </DeadlineBadge>
      ) : row.recurso.motivo ? (
        <Text fontSize="xs" color="fg.muted">
          {row.recurso.motivo}
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * The columns of the glosas table (issue 34): at 1366 px its frame is 1,044 px wide, so the row keeps what a
 * dentist compares (patient, procedure, amount, reason, situation, day of the analysis) and carries the rest
 * (card, code and site, day performed, batch, informed value, kind) as muted lines under them; the reason
 * takes the spare width and wraps.
 */
const columnsWith = ({ recorrer, historico }: RowActions): DataTableColumn<Glosa>[] => [
  {
    id: 'paciente',
    header: 'Paciente',
    cell: (row) => <DetailCell detail={formatCardNumber(row.patientId)}>{row.patientName}</DetailCell>,
  },
  {
    id: 'procedimento',
    header: 'Procedimento',
    // The name wraps; its code and tooth or region, the day it was performed and its batch under it.
    cell: (row) => (
      <Stack gap="0" align="start">
        <Text fontWeight="medium">{row.procedureName}</Text>
        <Muted>{`${row.procedureCode} · ${row.local}`}</Muted>
        {row.dataRealizacao ? <Muted>{`Realizado em ${formatDate(row.dataRealizacao)}`}</Muted> : null}
        <LoteLink lote={row} fontSize="sm" whiteSpace="nowrap" />
      </Stack>
    ),
  },
  {
    id: 'glosado',
    header: 'Valor glosado',
    sortKey: 'valorGlosado',
    cell: (row) => (
      <Stack gap="0" align={{ base: 'start', md: 'end' }}>
        <Text whiteSpace="nowrap">{formatCurrency(row.glosedAmount)}</Text>
        <Muted>{TIPO_LABELS[row.tipo]}</Muted>
        <Text fontSize="sm" color="fg.muted" whiteSpace="nowrap">
          {`de ${formatCurrency(row.originalAmount)}`}
        </Text>
        {row.valorRecuperado > 0 ? (
          <Text fontSize="sm" color="fg.success">
            {`Recuperado ${formatCurrency(row.valorRecuperado)}`}
          </Text>
        ) : null}
      </Stack>
    ),
    align: 'end',
  },
  {
    id: 'motivo',
    header: 'Motivo',
    // The reason wraps in the table's spare width: the code and its text, the auditor's note under them.
    grow: true,
    cell: (row) => (
      <Stack gap="0.5">
        <Text fontSize="sm" fontWeight="medium">
          {/* The Tabela 38 code leads to its entry in the glossary. */}
          <GlossaryLink anchor={glosaAnchor(row.codigoGlosa)} about="o código">
            {row.codigoGlosa}
          </GlossaryLink>
          {` – ${row.descricaoGlosa}`}
        </Text>
        {row.observacao ? <Muted>{row.observacao}</Muted> : null}
      </Stack>
    ),
  },
  { id: 'status', header: 'Situação', sortKey: 'situacao', cell: (row) => <AppealStatus row={row} /> },
  {
    id: 'analise',
    header: 'Data da análise',
    sortKey: 'dataAnalise',
    cell: (row) => formatDate(row.responseDate),
  },
  {
    id: 'acoes',
    header: 'Ações',
    cell: (row) => (
      <Stack gap="2" align="start">
        {row.recurso.permitido ? (
          <Button
            size="xs"
            colorPalette="brand"
            aria-label={`Recorrer da glosa de ${glosaNome(row)}`}
            onClick={() => recorrer(row)}
          >
            Recorrer
          </Button>
        ) : null}
        {row.recursos.length > 0 ? (
          <Button
            size="xs"
            variant="outline"
            colorPalette="brand"
            aria-label={`Histórico do recurso de ${glosaNome(row)}`}
            onClick={() => historico(row)}
          >
            Histórico do recurso
          </Button>
        ) : null}
        <Link asChild color="brand.fg" fontWeight="medium" fontSize="sm" whiteSpace="nowrap">
          <RouterLink to={`/plano-tratamento/${row.idPlanoTratamento}`}>Ver plano</RouterLink>
        </Link>
        {row.temDemonstrativo ? <DemonstrativoDownloads lote={row} /> : null}
      </Stack>
    ),
  },
];

/**
 * Glosas (docs/product-rules.md#glosas): the billed items the operator glosed in the account analysis, in full or
 * in part, with the TISS code and the auditor's note, where the appeal stands, and the batch's statement once
 * paid; searched, filtered by batch and paged by the server.
 */
export function GlosasPage() {
  const { dentistApi } = useSession();
  // The glosa whose appeal or history is open; each dialog's code loads the first time it opens.
  const [recorrendo, setRecorrendo] = useState<Glosa | null>(null);
  const [historico, setHistorico] = useState<Glosa | null>(null);
  const [abriuRecurso, setAbriuRecurso] = useState(false);
  const [abriuHistorico, setAbriuHistorico] = useState(false);
  const [enviado, setEnviado] = useState<string | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  // After sending, the keyboard goes to what happened (the row's 'Recorrer' is gone); after cancelling, back.
  const sentRef = useRef(false);
  const columns = useMemo(
    () =>
      columnsWith({
        recorrer: (glosa) => {
          sentRef.current = false;
          setAbriuRecurso(true);
          setRecorrendo(glosa);
        },
        historico: (glosa) => {
          setAbriuHistorico(true);
          setHistorico(glosa);
        },
      }),
    [],
  );
  return (
    <>
      <RecordsScreen
        title="Glosas"
        description="Acompanhe os procedimentos glosados pela operadora na análise das contas."
        pageQuery={(query, idLote) => glosasQuery(dentistApi, { ...query, idLote: idLoteFrom(idLote) })}
        summary={({ resumo }) => [
          { label: 'Total glosado', value: formatCurrency(resumo.totalGlosado) },
          { label: 'Não recorrido', value: formatCurrency(resumo.naoRecorrido) },
          { label: 'Em recurso', value: formatCurrency(resumo.emRecurso) },
          { label: 'Recuperado em recurso', value: formatCurrency(resumo.recuperado) },
        ]}
        notice={
          enviado ? (
            <Box ref={noticeRef} tabIndex={-1} borderRadius="l2" focusVisibleRing="outside">
              <Notice status="success" onDismiss={() => setEnviado(null)}>
                {enviado}
              </Notice>
            </Box>
          ) : null
        }
        search={{ label: 'Buscar glosas', placeholder: 'Paciente, carteira, procedimento ou código' }}
        filter={{
          param: 'idLote',
          label: 'Lote',
          allLabel: 'Todos os lotes',
          // The batches come from the server's answer; the chosen one shows while it loads.
          options: (page, chosen) =>
            page
              ? page.lotes.map((lote) => ({ value: String(lote.idLote), label: `Lote ${lote.numeroLote}` }))
              : idLoteFrom(chosen)
                ? [{ value: chosen, label: 'Lote escolhido' }]
                : [],
        }}
        tabs={{
          ariaLabel: 'Filtrar glosas por situação',
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
          sorting: GLOSAS_SORTING,
        }}
        csv={{ fileName: 'glosas.csv', columns: csvColumns }}
      />
      <Suspense fallback={null}>
        {abriuRecurso ? (
          <RecursoDialog
            glosa={recorrendo}
            onClose={() => setRecorrendo(null)}
            onSent={(message) => {
              sentRef.current = true;
              setEnviado(message);
              setRecorrendo(null);
            }}
            finalFocusEl={() => (sentRef.current ? noticeRef.current : null)}
          />
        ) : null}
        {abriuHistorico ? <HistoricoDialog glosa={historico} onClose={() => setHistorico(null)} /> : null}
      </Suspense>
    </>
  );
}
