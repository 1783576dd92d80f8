import { Button, Dialog, Portal, Stack } from '@chakra-ui/react';
import { failureFromError, failureFromResult, genericErrorMessage } from '@odonto/api';
import { Notice, PasswordInput, PasswordStrengthMeter } from '@odonto/ui';
import { type FormEvent, useState } from 'react';
import { useSession } from '../../session/SessionProvider';
import { type PasswordErrors, type PasswordForm, validatePasswordForm } from './passwordValidation';

/** Shown when the password could not be changed and the server gave no better reason. */
export const CHANGE_PASSWORD_ERROR = 'Não foi possível alterar a senha. Tente novamente.';

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

/** Senha tab: changes the password on the server, which checks the current one (decisions.md 12). */
export function PasswordTab() {
  const { authApi } = useSession();
  const [form, setForm] = useState<PasswordForm>(EMPTY_FORM);
  const [errors, setErrors] = useState<PasswordErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [changed, setChanged] = useState(false);

  const update = (field: keyof PasswordForm) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validatePasswordForm(form);
    setErrors(found);
    setServerError(null);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      const result = await authApi.POST('/account/change-password', { body: form });
      if (result.data) {
        setForm(EMPTY_FORM);
        setChanged(true);
      } else setServerError(genericErrorMessage(failureFromResult(result), CHANGE_PASSWORD_ERROR));
    } catch (thrown) {
      setServerError(genericErrorMessage(failureFromError(thrown), CHANGE_PASSWORD_ERROR));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Stack asChild gap="4" maxW="md">
      <form noValidate onSubmit={submit} aria-label="Alterar senha">
        {serverError ? <Notice status="error">{serverError}</Notice> : null}
        <PasswordInput
          label="Senha atual"
          name="currentPassword"
          required
          autoComplete="current-password"
          value={form.currentPassword}
          onChange={update('currentPassword')}
          errorText={errors.currentPassword}
        />
        <Stack gap="2">
          <PasswordInput
            label="Nova senha"
            name="newPassword"
            required
            autoComplete="new-password"
            value={form.newPassword}
            onChange={update('newPassword')}
            errorText={errors.newPassword}
          />
          <PasswordStrengthMeter password={form.newPassword} />
        </Stack>
        <PasswordInput
          label="Confirmar nova senha"
          name="confirmPassword"
          required
          autoComplete="new-password"
          value={form.confirmPassword}
          onChange={update('confirmPassword')}
          errorText={errors.confirmPassword}
        />
        <Button
          type="submit"
          colorPalette="brand"
          alignSelf="start"
          loading={saving}
          loadingText="Alterando..."
        >
          Alterar senha
        </Button>
        <PasswordChangedDialog open={changed} onClose={() => setChanged(false)} />
      </form>
    </Stack>
  );
}
