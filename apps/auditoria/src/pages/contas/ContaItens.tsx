import { Box, Button, List, Stack, Text } from '@chakra-ui/react';
import type { AnaliseDaConta, GuiaDoLote, PlanoTratamentoItem } from '@odonto/api';
import {
  formatCardNumber,
  formatCurrency,
  formatDate,
  formatDateTime,
  LabelValueList,
  PanelSection,
} from '@odonto/ui';
import { itemSiteLabel } from '../../data/itemSite';
import { ANALISE_LABELS, analiseOf, codigoLabel } from './analise';
import { documentacaoFinalLabel } from './contaLabels';

/** The procedure as the screen names it: '85200166 - Tratamento endodôntico unirradicular'. */
export const procedimentoLabel = (item: Pick<PlanoTratamentoItem, 'codTuss' | 'descricao'>) =>
  `${item.codTuss} - ${item.descricao}`;

/** A registered analysis: the decision, glosed and released amounts, the code and note of a glosa, who and when. */
export function AnaliseInfo({ analise, ariaLabel }: { analise: AnaliseDaConta; ariaLabel: string }) {
  return (
    <LabelValueList
      ariaLabel={ariaLabel}
      items={[
        { label: 'Decisão', value: ANALISE_LABELS[analise.decisao] },
        { label: 'Valor glosado', value: formatCurrency(analise.valorGlosado) },
        { label: 'Valor liberado', value: formatCurrency(analise.valorLiberado) },
        ...(analise.codigoGlosa
          ? [{ label: 'Motivo da glosa', value: codigoLabel(analise.codigoGlosa, analise.descricaoGlosa) }]
          : []),
        ...(analise.observacao ? [{ label: 'Nota do auditor', value: analise.observacao }] : []),
        { label: 'Analisado por', value: `${analise.auditor} em ${formatDateTime(analise.analisadoEm)}` },
      ]}
    />
  );
}

interface ItemCardProps {
  item: PlanoTratamentoItem;
  selected: boolean;
  /** The batch takes analyses (sent or in analysis). */
  analysable: boolean;
  onSelect: (id: number) => void;
}

/** One billed item: procedure, site, day performed, informed value, final documentation, and its analysis. */
function ItemCard({ item, selected, analysable, onSelect }: ItemCardProps) {
  const analise = analiseOf(item);
  const titleId = `conta-item-${item.idProcedimentoItem}`;
  const action = analise || !analysable ? 'Ver análise' : 'Analisar';
  return (
    <List.Item
      aria-labelledby={titleId}
      borderWidth={selected ? '2px' : '1px'}
      borderColor={selected ? 'brand.solid' : 'border'}
      borderRadius="l2"
      p="4"
    >
      <Stack gap="3">
        <Box>
          <Text id={titleId} fontWeight="semibold">
            {procedimentoLabel(item)}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {itemSiteLabel(item)}
          </Text>
        </Box>
        <LabelValueList
          layout="columns"
          ariaLabel={`Faturamento do item ${item.codTuss}`}
          items={[
            { label: 'Realizado em', value: formatDate(item.realizacao?.dataRealizacao, '—') },
            { label: 'Valor informado', value: formatCurrency(item.valores.valor) },
            { label: 'Documentação final', value: documentacaoFinalLabel(item) },
          ]}
        />
        {analise ? (
          <AnaliseInfo analise={analise} ariaLabel={`Análise do item ${item.codTuss}`} />
        ) : (
          <Text fontWeight="medium">Aguardando análise</Text>
        )}
        <Button
          alignSelf="start"
          size="sm"
          variant={selected ? 'subtle' : analise ? 'outline' : 'solid'}
          colorPalette="brand"
          aria-pressed={selected}
          aria-label={`${action} ${item.codTuss} · ${itemSiteLabel(item)}`}
          onClick={() => onSelect(item.idProcedimentoItem)}
        >
          {action}
        </Button>
      </Stack>
    </List.Item>
  );
}

export interface GuiaSectionProps {
  guia: GuiaDoLote;
  selectedId: number | undefined;
  analysable: boolean;
  onSelect: (id: number) => void;
}

/** One guide of the account (the performed items of one plan): its beneficiary, sums and items. */
export function GuiaSection({ guia, selectedId, analysable, onSelect }: GuiaSectionProps) {
  return (
    <PanelSection title={`Guia ${guia.numeroGuiaPrestador} · ${guia.nome}`}>
      <Stack gap="4">
        <LabelValueList
          layout="columns"
          ariaLabel={`Dados da guia ${guia.numeroGuiaPrestador}`}
          items={[
            { label: 'Beneficiário', value: guia.nome },
            { label: 'Carteirinha', value: formatCardNumber(guia.ba3MatAnt) },
            { label: 'Plano de tratamento', value: String(guia.idPlanoTratamento) },
            { label: 'Valor informado', value: formatCurrency(guia.valorInformado) },
            { label: 'Valor glosado', value: formatCurrency(guia.valorGlosado) },
            { label: 'Valor liberado', value: formatCurrency(guia.valorLiberado) },
          ]}
        />
        {guia.itens.length === 0 ? (
          <Text color="fg.muted">Nenhum procedimento nesta guia.</Text>
        ) : (
          <List.Root
            listStyle="none"
            gap="3"
            aria-label={`Procedimentos da guia ${guia.numeroGuiaPrestador}`}
          >
            {guia.itens.map((item) => (
              <ItemCard
                key={item.idProcedimentoItem}
                item={item}
                selected={item.idProcedimentoItem === selectedId}
                analysable={analysable}
                onSelect={onSelect}
              />
            ))}
          </List.Root>
        )}
      </Stack>
    </PanelSection>
  );
}
