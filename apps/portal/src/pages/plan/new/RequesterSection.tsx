import { Button, Field, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { type Dentista, lookupErrorMessageFor, UFS } from '@odonto/api';
import { Notice, YesNoSwitch } from '@odonto/ui';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { loadView } from '../../../data/loadView';
import { dentistasQuery } from '../../../data/lookups';
import { useSession } from '../../../session/SessionProvider';
import { confirmedRequester, type Requester } from './requester';

export interface RequesterSectionProps {
  /** Whether the dentist wants to name a requester (the switch). */
  wanted: boolean;
  /** Called when the switch changes. */
  onWantedChange: (wanted: boolean) => void;
  /** The confirmed requester, or null. */
  confirmed: Requester | null;
  /** Called with the confirmed requester, or null when it is changed. */
  onConfirmedChange: (requester: Requester | null) => void;
}

/** Why the CRO search found nobody; null before a search, while it runs, or when it found someone. */
function notFoundMessage(lookup: { data: Dentista[] | undefined; isFetching: boolean; error: unknown }) {
  if (lookup.isFetching || lookup.data?.[0]) return null;
  const { failure } = loadView(lookup);
  if (failure) return lookupErrorMessageFor('dentista', failure);
  // An empty list is a 'not found' too.
  return lookup.data ? lookupErrorMessageFor('dentista', { status: 404 }) : null;
}

/** 'Selecionar Dentista Solicitante?': CRO search, UF and name, then 'Confirmar Solicitante' (docs/product-rules.md#requester-flow). */
export function RequesterSection({
  wanted,
  onWantedChange,
  confirmed,
  onConfirmedChange,
}: RequesterSectionProps) {
  const { dentistApi } = useSession();
  // A requester confirmed before (a draft given back) shows in the fields it was typed in.
  const [cro, setCro] = useState(confirmed?.cro ?? '');
  const [uf, setUf] = useState<string>(confirmed?.uf ?? '');
  const [nome, setNome] = useState(confirmed?.nome ?? '');
  // The CRO of the last search; null before any (or after 'Alterar Solicitante').
  const [searched, setSearched] = useState<string | null>(null);
  const lookup = useQuery({ ...dentistasQuery(dentistApi, searched ?? ''), enabled: searched !== null });
  const searching = lookup.isFetching;
  const found = searching ? undefined : lookup.data?.[0];
  const notFound = notFoundMessage(lookup);
  const [error, setError] = useState<string | null>(null);
  const ids = useId();
  const locked = found !== undefined || confirmed !== null;
  const editable = notFound !== null && confirmed === null;
  // A found dentist's UF and name fill the (locked) fields.
  const shownUf = found?.uf ?? uf;
  const shownNome = found?.nome ?? nome;

  const reset = () => {
    setCro('');
    setUf('');
    setNome('');
    setSearched(null);
    setError(null);
    onConfirmedChange(null);
  };

  const search = () => {
    const numeroCRO = cro.trim();
    if (!numeroCRO) return;
    setError(null);
    if (numeroCRO === searched) void lookup.refetch();
    else setSearched(numeroCRO);
  };

  const confirm = () => {
    const outcome = confirmedRequester({ cro, uf: shownUf, nome: shownNome }, found?.id ?? null);
    if ('error' in outcome) {
      setError(outcome.error);
      return;
    }
    setError(null);
    onConfirmedChange(outcome.requester);
  };

  return (
    <Stack gap="4">
      <YesNoSwitch
        label="Selecionar Dentista Solicitante?"
        checked={wanted}
        onCheckedChange={(checked) => {
          onWantedChange(checked);
          if (!checked) reset();
        }}
      />
      {wanted ? (
        <Stack gap="3">
          <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ base: 'stretch', md: 'end' }}>
            <Field.Root disabled={locked}>
              <Field.Label>CRO do Solicitante</Field.Label>
              <Input
                value={cro}
                inputMode="numeric"
                onChange={(event) => setCro(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') search();
                }}
              />
            </Field.Root>
            <Button variant="outline" onClick={search} disabled={locked || cro.trim() === '' || searching}>
              {searching ? 'Buscando...' : 'Buscar CRO'}
            </Button>
          </Stack>
          {notFound ? <Notice status="warning">{notFound}</Notice> : null}
          <Stack direction={{ base: 'column', md: 'row' }} gap="3">
            <Field.Root disabled={!editable} width={{ base: 'full', md: '40' }}>
              <Field.Label htmlFor={`${ids}uf`}>UF do Solicitante</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field
                  id={`${ids}uf`}
                  value={shownUf}
                  onChange={(event) => setUf(event.target.value)}
                >
                  <option value="">Selecione</option>
                  {UFS.map((option) => (
                    <option key={option} value={option}>
                      {option}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Field.Root disabled={!editable}>
              <Field.Label>Nome do Solicitante</Field.Label>
              <Input value={shownNome} onChange={(event) => setNome(event.target.value)} />
            </Field.Root>
          </Stack>
          {error ? <Notice status="error">{error}</Notice> : null}
          {confirmed ? (
            <Notice status="success">
              Solicitante confirmado: {confirmed.nome} (CRO {confirmed.cro}-{confirmed.uf})
            </Notice>
          ) : null}
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
            <Button colorPalette="brand" onClick={confirm} disabled={confirmed !== null}>
              Confirmar Solicitante
            </Button>
            <Button variant="outline" onClick={reset}>
              Alterar Solicitante
            </Button>
          </Stack>
        </Stack>
      ) : null}
    </Stack>
  );
}
