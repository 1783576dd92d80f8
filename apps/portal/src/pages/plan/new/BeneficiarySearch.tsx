import { Box, Button, Stack, Text } from '@chakra-ui/react';
import type { Beneficiario } from '@odonto/api';
import { formatCardNumber, formatDate, LabelValueList, Notice, SearchField } from '@odonto/ui';
import { useEffect, useEffectEvent, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CardValidity } from '../CardValidity';
import { beneficiaryType } from './beneficiary';
import { NO_BENEFICIARY, useBeneficiarySearch } from './useBeneficiarySearch';

/** docs/product-rules.md#business-constants: a search given in the address runs after this delay. */
export const SEARCH_AUTO_RUN_MS = 100;

export interface BeneficiarySearchProps {
  /** Called with the chosen beneficiary (a single result is chosen at once). */
  onSelect: (beneficiario: Beneficiario) => void;
  /** The card number of the chosen beneficiary, to mark its result. */
  selected?: string;
}

function ResultCard({
  beneficiario,
  selected,
  onSelect,
}: {
  beneficiario: Beneficiario;
  selected: boolean;
  onSelect: () => void;
}) {
  return (
    <Box as="li" borderWidth="1px" borderColor={selected ? 'brand.solid' : 'border'} borderRadius="l2" p="4">
      <Stack gap="3">
        <LabelValueList
          items={[
            { label: 'Carteira', value: formatCardNumber(beneficiario.numeroCarteira) },
            { label: 'Tipo', value: beneficiaryType(beneficiario) },
            { label: 'Nome', value: beneficiario.nome },
            { label: 'Nome social', value: beneficiario.nomeSocial },
            { label: 'Plano', value: beneficiario.nomeProduto },
            { label: 'Vigência do plano', value: formatDate(beneficiario.dataVigenciaPlano) },
            { label: 'Validade da carteira', value: <CardValidity beneficiario={beneficiario} /> },
            { label: 'Empresa', value: beneficiario.nomePessoaJuridicaContratantePlanoColetivo },
          ]}
        />
        <Box>
          <Button
            size="sm"
            variant={selected ? 'solid' : 'outline'}
            colorPalette="brand"
            onClick={onSelect}
            aria-pressed={selected}
          >
            Selecionar Beneficiário
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

/** Find the beneficiary by card number or CPF; `?search=` fills the box and searches by itself. */
export function BeneficiarySearch({ onSelect, selected }: BeneficiarySearchProps) {
  const [params] = useSearchParams();
  const initial = params.get('search')?.trim() ?? '';
  const [text, setText] = useState(initial);
  const { state, search } = useBeneficiarySearch();

  const run = async (term: string) => {
    const results = await search(term);
    const [only] = results;
    if (only && results.length === 1) onSelect(only);
  };
  const autoRun = useEffectEvent((term: string) => void run(term));

  useEffect(() => {
    if (!initial) return;
    setText(initial);
    const timer = setTimeout(() => autoRun(initial), SEARCH_AUTO_RUN_MS);
    return () => clearTimeout(timer);
  }, [initial]);

  return (
    <Stack gap="4">
      <SearchField
        label="Número da Carteira ou CPF"
        value={text}
        onValueChange={setText}
        onSearch={(term) => void run(term)}
        searching={state.kind === 'searching'}
      />
      {state.kind === 'none' ? (
        <Stack gap="3">
          <Notice status="error">{NO_BENEFICIARY}</Notice>
          <Notice status="warning" title="Nenhum resultado encontrado">
            <Text>Nenhum beneficiário corresponde a “{state.term}”.</Text>
          </Notice>
        </Stack>
      ) : null}
      {state.kind === 'error' ? <Notice status="error">{state.message}</Notice> : null}
      {state.kind === 'found' ? (
        <Stack as="ul" gap="3" listStyleType="none" aria-label="Beneficiários encontrados">
          {state.results.map((beneficiario) => (
            <ResultCard
              key={beneficiario.numeroCarteira}
              beneficiario={beneficiario}
              selected={beneficiario.numeroCarteira === selected}
              onSelect={() => onSelect(beneficiario)}
            />
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
