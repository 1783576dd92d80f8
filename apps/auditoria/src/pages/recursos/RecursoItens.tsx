import { Box, chakra, Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import type { PlanoImagem, RecursoGlosaItem, RespostaDoRecursoItem, RodadaDeRecurso } from '@odonto/api';
import {
  formatCardNumber,
  formatCurrency,
  formatDate,
  formatDateTime,
  LabelValueList,
  PanelSection,
} from '@odonto/ui';
import { codigoLabel } from '../contas/analise';
import { RESPOSTA_LABELS, recursoItemLegend, recursoItemTitle, rodadaTitle } from './recursoLabels';

/** An answer registered for a round: the decision, the accepted value, the justification, who and when. */
export function RespostaInfo({
  resposta,
  ariaLabel,
}: {
  resposta: RespostaDoRecursoItem;
  ariaLabel: string;
}) {
  return (
    <LabelValueList
      ariaLabel={ariaLabel}
      items={[
        { label: 'Decisão', value: RESPOSTA_LABELS[resposta.decisao] },
        { label: 'Valor aceito', value: formatCurrency(resposta.valorAcatado) },
        ...(resposta.justificativa ? [{ label: 'Justificativa', value: resposta.justificativa }] : []),
        { label: 'Respondido por', value: `${resposta.auditor} em ${formatDateTime(resposta.respondidoEm)}` },
      ]}
    />
  );
}

/** The files the dentist sent with a round, each opening in a new tab (signed links). */
export function Arquivos({ arquivos, ariaLabel }: { arquivos: readonly PlanoImagem[]; ariaLabel: string }) {
  if (arquivos.length === 0) return <Text>Nenhum arquivo enviado.</Text>;
  return (
    <List.Root listStyle="none" gap="1" aria-label={ariaLabel}>
      {arquivos.map((arquivo) => (
        <List.Item key={arquivo.idImagem}>
          <Link href={arquivo.absolutePath} target="_blank" rel="noopener noreferrer" color="brand.fg">
            {arquivo.nomeArquivoOriginal}
            <chakra.span srOnly> (abre em nova aba)</chakra.span>
          </Link>
        </List.Item>
      ))}
    </List.Root>
  );
}

/** The glosa's earlier rounds, the first before: what the dentist wrote and sent, and the answer. */
function RodadasAnteriores({ item, anteriores }: { item: RecursoGlosaItem; anteriores: RodadaDeRecurso[] }) {
  const legend = recursoItemLegend(item);
  return (
    <Stack gap="3">
      <Heading as="h3" size="sm">
        Rodadas anteriores
      </Heading>
      {anteriores.map((rodada) => {
        const titleId = `recurso-item-${item.id}-rodada-${rodada.rodada}`;
        return (
          <Box
            as="article"
            key={rodada.idRecurso}
            aria-labelledby={titleId}
            borderWidth="1px"
            borderColor="border"
            borderRadius="l2"
            p="4"
          >
            <Stack gap="3">
              <Heading as="h4" size="xs" id={titleId}>
                {rodadaTitle(rodada)}
              </Heading>
              <LabelValueList
                ariaLabel={`Rodada ${rodada.rodada} de ${legend}`}
                items={[
                  { label: 'Justificativa do dentista', value: rodada.justificativa },
                  { label: 'Valor recursado', value: formatCurrency(rodada.valorRecursado) },
                  {
                    label: 'Arquivos',
                    value: (
                      <Arquivos
                        arquivos={rodada.arquivos}
                        ariaLabel={`Arquivos da rodada ${rodada.rodada} de ${legend}`}
                      />
                    ),
                  },
                ]}
              />
              <Heading as="h5" size="xs" color="fg.muted" borderTopWidth="1px" borderColor="border" pt="3">
                Resposta da operadora
              </Heading>
              {rodada.resposta ? (
                <RespostaInfo
                  resposta={rodada.resposta}
                  ariaLabel={`Resposta da rodada ${rodada.rodada} de ${legend}`}
                />
              ) : (
                <Text color="fg.muted">Sem resposta registrada.</Text>
              )}
            </Stack>
          </Box>
        );
      })}
    </Stack>
  );
}

/**
 * One appealed item: the procedure performed and its glosa, the dentist's justification and files for this
 * round, the earlier rounds, and the operator's answer once given.
 */
export function RecursoItemSection({ item }: { item: RecursoGlosaItem }) {
  const legend = recursoItemLegend(item);
  return (
    <PanelSection title={recursoItemTitle(item)}>
      <Stack gap="5">
        <LabelValueList
          layout="columns"
          ariaLabel={`Procedimento ${legend}`}
          items={[
            { label: 'Beneficiário', value: item.patientName },
            { label: 'Carteirinha', value: formatCardNumber(item.patientId) },
            { label: 'Guia', value: item.numeroGuiaPrestador },
            { label: 'Realizado em', value: formatDate(item.dataRealizacao, '—') },
            { label: 'Informado', value: formatCurrency(item.originalAmount) },
            { label: 'Glosado', value: formatCurrency(item.glosedAmount) },
          ]}
        />
        <LabelValueList
          ariaLabel={`Glosa e recurso de ${legend}`}
          items={[
            { label: 'Glosa', value: codigoLabel(item.codigoGlosa, item.descricaoGlosa) },
            { label: 'Nota da análise', value: item.observacao },
            { label: 'Rodada', value: String(item.rodada) },
            { label: 'Justificativa do dentista', value: item.justificativa },
            { label: 'Valor recursado', value: formatCurrency(item.valorRecursado) },
            {
              label: 'Arquivos',
              value: <Arquivos arquivos={item.arquivos} ariaLabel={`Arquivos do recurso de ${legend}`} />,
            },
          ]}
        />
        {item.anteriores.length > 0 ? <RodadasAnteriores item={item} anteriores={item.anteriores} /> : null}
        {item.resposta ? (
          <Stack gap="3">
            <Heading as="h3" size="sm">
              Resposta da operadora
            </Heading>
            <RespostaInfo resposta={item.resposta} ariaLabel={`Resposta de ${legend}`} />
          </Stack>
        ) : null}
      </Stack>
    </PanelSection>
  );
}
