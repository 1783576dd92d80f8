import { Button, Field, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { type Dentista, failureFromError, failureFromResult, lookupErrorMessageFor, UFS } from '@odonto/api';
import { Notice, YesNoSwitch } from '@odonto/ui';
import { useId, useState } from 'react';
import { useSession } from '../../../session/SessionProvider';
import { isUf, REQUESTER_INCOMPLETE, type Requester } from './requester';

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

type Lookup =
  | { kind: 'none' }
  | { kind: 'searching' }
  | { kind: 'found'; dentista: Dentista }
  | { kind: 'notFound'; message: string };

/** 'Selecionar Dentista Solicitante?': CRO search, UF and name, then 'Confirmar Solicitante' (portal-spec.md §4). */
export function RequesterSection({
  wanted,
  onWantedChange,
  confirmed,
  onConfirmedChange,
}: RequesterSectionProps) {
  const { dentistApi } = useSession();
  const [cro, setCro] = useState('');
  const [uf, setUf] = useState('');
  const [nome, setNome] = useState('');
  const [lookup, setLookup] = useState<Lookup>({ kind: 'none' });
  const [error, setError] = useState<string | null>(null);
  const ids = useId();
  const locked = lookup.kind === 'found' || confirmed !== null;
  const editable = lookup.kind === 'notFound' && confirmed === null;

  const reset = () => {
    setCro('');
    setUf('');
    setNome('');
    setLookup({ kind: 'none' });
    setError(null);
    onConfirmedChange(null);
  };

  const search = async () => {
    const numeroCRO = cro.trim();
    if (!numeroCRO) return;
    setLookup({ kind: 'searching' });
    setError(null);
    try {
      const result = await dentistApi.GET('/v2/dentista', { params: { query: { numeroCRO } } });
      const dentista = result.data?.success ? result.data.data[0] : undefined;
      if (dentista) {
        setLookup({ kind: 'found', dentista });
        setUf(dentista.uf);
        setNome(dentista.nome);
      } else {
        setLookup({
          kind: 'notFound',
          message: lookupErrorMessageFor('dentista', failureFromResult(result)),
        });
      }
    } catch (thrown) {
      setLookup({ kind: 'notFound', message: lookupErrorMessageFor('dentista', failureFromError(thrown)) });
    }
  };

  const confirm = () => {
    const croText = cro.trim();
    const nomeText = nome.trim();
    if (!croText || !nomeText || !isUf(uf)) {
      setError(REQUESTER_INCOMPLETE);
      return;
    }
    setError(null);
    onConfirmedChange({
      id: lookup.kind === 'found' ? lookup.dentista.id : null,
      cro: croText,
      uf,
      nome: nomeText,
    });
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
                  if (event.key === 'Enter') void search();
                }}
              />
            </Field.Root>
            <Button
              variant="outline"
              onClick={() => void search()}
              disabled={locked || cro.trim() === '' || lookup.kind === 'searching'}
            >
              {lookup.kind === 'searching' ? 'Buscando...' : 'Buscar CRO'}
            </Button>
          </Stack>
          {lookup.kind === 'notFound' ? <Notice status="warning">{lookup.message}</Notice> : null}
          <Stack direction={{ base: 'column', md: 'row' }} gap="3">
            <Field.Root disabled={!editable} width={{ base: 'full', md: '40' }}>
              <Field.Label htmlFor={`${ids}uf`}>UF do Solicitante</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field
                  id={`${ids}uf`}
                  value={uf}
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
              <Input value={nome} onChange={(event) => setNome(event.target.value)} />
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
