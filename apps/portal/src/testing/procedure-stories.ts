import { expect, userEvent, waitFor, within } from 'storybook/test';

// The list is positioned before it is shown; give a busy machine time for that.
const eventually = { timeout: 5000 };
/** Faster than anyone types, yet not the zero delay at which a loaded machine drops keystrokes. */
export const typing = { delay: 15 };

/** Types `typed` in the picker's procedure search (within `scope`) and chooses the option `option`. */
export async function chooseProcedure(scope: ReturnType<typeof within>, typed: string, option: string) {
  const input = await scope.findByRole('combobox', { name: /Procedimento/ }, eventually);
  await waitFor(() => expect(input).toBeEnabled(), eventually);
  await userEvent.click(input);
  // A loaded machine may drop a keystroke: type again (after clearing) until the search reads what was typed.
  for (let attempt = 1; ; attempt += 1) {
    await userEvent.type(input, typed, typing);
    if ((input as HTMLInputElement).value === typed || attempt === 3) break;
    await userEvent.clear(input);
  }
  await expect(input).toHaveValue(typed);
  await userEvent.click(await within(document.body).findByRole('option', { name: option }, eventually));
}

/** Issue 15's acceptance example: the 2-face resin (85100200) with three faces of tooth 16 (M, O, D). */
export async function chooseTwoFaceResinOnThreeFaces(scope: ReturnType<typeof within>) {
  await chooseProcedure(scope, '85100200', '85100200 - Restauração em resina fotopolimerizável 2 faces');
  for (const face of ['mesial', 'oclusal', 'distal']) {
    await userEvent.click(scope.getByRole('button', { name: `Dente 16, face ${face}` }));
  }
}
