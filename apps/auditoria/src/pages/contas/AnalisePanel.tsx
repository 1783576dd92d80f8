import { Box, Link, Stack, Text } from '@chakra-ui/react';
import { type Conta, failureOf, genericErrorMessage, type PlanoTratamentoItem } from '@odonto/api';
import { FileGallery, ItemHistory, LoadStatus, Notice, PanelSection } from '@odonto/ui';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useCodigos, useContaAnalysis, usePlano } from '../../data/auditoria';
import { AnaliseForm } from './AnaliseForm';
import { type AnaliseErrors, analiseFieldErrors, analiseOf } from './analise';
import { AnaliseInfo, procedimentoLabel } from './ContaItens';
import { inAnalysis } from './contaLabels';

const ANALYSIS_ERROR = 'Não foi possível registrar a análise.';

interface Outcome {
  status: 'success' | 'error';
  text: string;
  /** The item it is about: selecting another hides it. */
  idItem: number;
}

/**
 * The selected item's analysis: the form while it waits for one (and its batch is in analysis), else the
 * analysis registered, which never changes. The outcome of an analysis stays above either, so the server's
 * message (success, or a refusal such as 409) is read after the account is fetched again.
 */
function AnaliseDoItem({ conta, item }: { conta: Conta; item: PlanoTratamentoItem }) {
  const codigos = useCodigos();
  const analysis = useContaAnalysis(conta.lote.idLote);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [refused, setRefused] = useState<{ idItem: number; errors: AnaliseErrors } | null>(null);
  const idItem = item.idProcedimentoItem;
  const analise = analiseOf(item);
  const waiting = !analise && inAnalysis(conta.lote.status);
  // The form that had focus goes away once the item is analysed: focus moves to the outcome.
  const outcomeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  return (
    <Stack gap="4">
      {outcome && outcome.idItem === idItem ? (
        <Box ref={outcomeRef} tabIndex={-1} focusVisibleRing="outside">
          <Notice status={outcome.status} onDismiss={() => setOutcome(null)}>
            {outcome.text}
          </Notice>
        </Box>
      ) : null}
      {waiting ? (
        <>
          {codigos.isError ? (
            <Notice status="warning">
              {genericErrorMessage(
                failureOf(codigos.error),
                'Não foi possível carregar os códigos da Tabela 38 para glosar a conta.',
              )}
            </Notice>
          ) : null}
          <AnaliseForm
            key={idItem}
            item={item}
            codigos={codigos.data?.glosarConta}
            busy={analysis.isPending}
            serverErrors={refused?.idItem === idItem ? refused.errors : undefined}
            onChange={() => setRefused(null)}
            onSubmit={(request) => {
              setRefused(null);
              analysis.mutate(
                { idItem, analise: request },
                {
                  onSuccess: ({ message }) =>
                    setOutcome({ status: 'success', text: message?.trim() || 'Análise registrada.', idItem }),
                  onError: (error) => {
                    // A 400 or 422 names its fields: each message goes to its field, the summary above.
                    setRefused({ idItem, errors: analiseFieldErrors(error) });
                    setOutcome({
                      status: 'error',
                      text: genericErrorMessage(failureOf(error), ANALYSIS_ERROR),
                      idItem,
                    });
                  },
                },
              );
            }}
          />
        </>
      ) : analise ? (
        <Stack gap="2">
          <Text>Item analisado. Uma análise registrada não muda.</Text>
          <AnaliseInfo analise={analise} ariaLabel="Análise registrada" />
        </Stack>
      ) : (
        <Text>Este lote não está em análise: o item não recebe análise.</Text>
      )}
    </Stack>
  );
}

/** The item's files (its final documentation first among them) and its history, read from its plan. */
function ArquivosEHistorico({ item }: { item: PlanoTratamentoItem }) {
  const plano = usePlano(item.idPlanoTratamento);
  if (plano.isPending) {
    return <LoadStatus loading loadingText="Carregando os arquivos e o histórico do item..." error={null} />;
  }
  if (plano.isError) {
    return (
      <LoadStatus
        error={genericErrorMessage(
          failureOf(plano.error),
          'Não foi possível carregar os arquivos e o histórico do item.',
        )}
        onRetry={() => plano.refetch()}
      />
    );
  }
  const idItem = item.idProcedimentoItem;
  const idFinal = item.documentacaoFinal?.idImagem ?? null;
  const imagens = plano.data.plano.imagens;
  const doItem = imagens.filter(
    (imagem) => imagem.idProcedimentoItem === idItem || imagem.idImagem === idFinal,
  );
  const outros = imagens.filter((imagem) => !doItem.includes(imagem));
  return (
    <>
      <PanelSection title="Arquivos do item">
        <FileGallery files={doItem} emptyText="Nenhum arquivo enviado para este item." />
      </PanelSection>
      {outros.length > 0 ? (
        <PanelSection title="Outros arquivos do plano">
          <FileGallery files={outros} />
        </PanelSection>
      ) : null}
      <PanelSection title="Histórico do item">
        <ItemHistory
          entries={plano.data.historico.filter((entry) => entry.idProcedimentoItem === idItem)}
          ariaLabel={`Histórico do item ${item.codTuss}`}
          emptyText="Nenhuma mudança de status registrada para este item."
        />
      </PanelSection>
    </>
  );
}

/** Beside the account's items: the selected one's analysis, a link to its plan, its files and history. */
export function AnalisePanel({ conta, item }: { conta: Conta; item: PlanoTratamentoItem }) {
  return (
    <Stack gap="6">
      <PanelSection title={`Análise: ${procedimentoLabel(item)}`} label="Análise do item">
        <Stack gap="4">
          <AnaliseDoItem conta={conta} item={item} />
          <Link asChild color="brand.fg" fontWeight="medium" alignSelf="start">
            <RouterLink to={`/planos/${item.idPlanoTratamento}?item=${item.idProcedimentoItem}`}>
              Abrir plano
            </RouterLink>
          </Link>
        </Stack>
      </PanelSection>
      <ArquivosEHistorico item={item} />
    </Stack>
  );
}
