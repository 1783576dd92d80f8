import { Box, Stack, Text } from '@chakra-ui/react';
import type { DentistSchema, PlanoTratamentoItem } from '@odonto/api';
import { formatDateTime, LabelValueList } from '@odonto/ui';
import { itemSiteLabel } from '../../data/itemSite';

type AlteracaoDoItem = DentistSchema<'AlteracaoDoItem'>;
type ProcedimentoDoItem = DentistSchema<'ProcedimentoDoItem'>;

const SITUACAO: Record<AlteracaoDoItem['situacao'], string> = {
  proposta: 'aguardando o aceite do dentista',
  aceita: 'aceita pelo dentista',
  recusada: 'recusada pelo dentista',
};

const procedure = (item: ProcedimentoDoItem) =>
  `${item.codTuss} - ${item.descricao} · ${itemSiteLabel(item)}`;

/** An authorization with change: what was requested and what was authorized, why, and the dentist's answer. */
export function AlteracaoInfo({ alteracao }: { alteracao: AlteracaoDoItem }) {
  const answered = alteracao.respondidaEm
    ? `; ${alteracao.situacao === 'aceita' ? 'aceita' : 'recusada'} em ${formatDateTime(alteracao.respondidaEm)}`
    : '';
  return (
    <Box borderWidth="1px" borderColor="border" rounded="md" p="3">
      <Stack gap="2">
        <Text fontWeight="semibold">Autorização com alteração: {SITUACAO[alteracao.situacao]}</Text>
        <LabelValueList
          ariaLabel="Alteração autorizada"
          items={[
            { label: 'Pedido', value: procedure(alteracao.pedido) },
            { label: 'Autorizado', value: procedure(alteracao.autorizado) },
            { label: 'Motivo', value: `${alteracao.codigoGlosa} - ${alteracao.motivo}` },
            { label: 'Nota do auditor', value: alteracao.nota },
          ]}
        />
        <Text fontSize="sm" color="fg.muted">
          Proposta em {formatDateTime(alteracao.propostaEm)}
          {answered}.
        </Text>
      </Stack>
    </Box>
  );
}

/** The last decision's code, reason and ground, and a change the auditor authorized. */
export function ItemDecisionDetails({
  item,
}: {
  item: Pick<PlanoTratamentoItem, 'audiCodigoGlosa' | 'audiMotivoStatus' | 'fundamento' | 'alteracao'>;
}) {
  if (!item.audiCodigoGlosa && !item.audiMotivoStatus && !item.fundamento && !item.alteracao) return null;
  return (
    <Stack gap="2">
      {item.audiCodigoGlosa ? <Text>Código da glosa: {item.audiCodigoGlosa}</Text> : null}
      {item.audiMotivoStatus ? <Text>Motivo: {item.audiMotivoStatus}</Text> : null}
      {item.fundamento ? <Text>Fundamento: {item.fundamento}</Text> : null}
      {item.alteracao ? <AlteracaoInfo alteracao={item.alteracao} /> : null}
    </Stack>
  );
}
