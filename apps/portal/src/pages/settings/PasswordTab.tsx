import { Button, Dialog, Portal, Stack } from '@chakra-ui/react';
import { dataOf, failureOf, genericErrorMessage } from '@odonto/api';
import { Notice, PasswordInput, PasswordStrengthMeter } from '@odonto/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { operadoraQuery } from '../../data/account';
import { useSession } from '../../session/SessionProvider';
import {
  type PasswordErrors,
  type PasswordForm,
  serverPasswordErrors,
  validatePasswordForm,
} from './passwordValidation';

/** Shown when the password could not be changed and the server gave no better reason. */
export const CHANGE_PASSWORD_ERROR = 'Não foi possível alterar a senha. Tente novamente.';

const FIELDS: ReadonlyArray<{ name: keyof PasswordForm; label: string; autoComplete: string }> = [
  { name: 'currentPassword', label: 'Senha atual', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'Nova senha', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Confirmar nova senha', autoComplete: 'new-password' },
];

const EMPTY_FORM: PasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

function PasswordChangedDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Senha alterada</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>Sua senha foi alterada com sucesso.</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="brand" onClick={onClose}>
                OK
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** Senha tab: changes the password on the server, which checks the current one (docs/product-rules.md#d12). */
export function PasswordTab() {
  const { authApi, user } = useSession();
  // The server refuses a password made of the dentist's own name, CRO or the operator's name: the meter too.
  const { data: operadora } = useQuery(operadoraQuery(authApi));
  const owner = { nome: user?.userName, cro: user?.userCro, nomeOperadora: operadora?.nome };
  const [form, setForm] = useState<PasswordForm>(EMPTY_FORM);
  const [errors, setErrors] = useState<PasswordErrors>({});
  const [changed, setChanged] = useState(false);
  const change = useMutation({
    mutationFn: (body: PasswordForm) => dataOf(authApi.POST('/account/change-password', { body })),
    onSuccess: () => {
      setForm(EMPTY_FORM);
      setChanged(true);
    },
    // The notice says why; the field the server names is marked too, by name (invalid-params).
    onError: (error) => setErrors(serverPasswordErrors(failureOf(error))),
  });
  const serverError = change.error && genericErrorMessage(failureOf(change.error), CHANGE_PASSWORD_ERROR);

  const update = (field: keyof PasswordForm) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = validatePasswordForm(form);
    setErrors(found);
    change.reset();
    if (Object.keys(found).length === 0) change.mutate(form);
  }

  return (
    <Stack asChild gap="4" maxW="md">
      <form noValidate onSubmit={submit} aria-label="Alterar senha">
        {serverError ? <Notice status="error">{serverError}</Notice> : null}
        {FIELDS.map((field) => (
          <Stack key={field.name} gap="2">
            <PasswordInput
              label={field.label}
              name={field.name}
              required
              autoComplete={field.autoComplete}
              value={form[field.name]}
              onChange={update(field.name)}
              errorText={errors[field.name]}
            />
            {field.name === 'newPassword' ? (
              <PasswordStrengthMeter password={form.newPassword} owner={owner} />
            ) : null}
          </Stack>
        ))}
        <Button
          type="submit"
          colorPalette="brand"
          alignSelf="start"
          loading={change.isPending}
          loadingText="Alterando..."
        >
          Alterar senha
        </Button>
        <PasswordChangedDialog open={changed} onClose={() => setChanged(false)} />
      </form>
    </Stack>
  );
}
