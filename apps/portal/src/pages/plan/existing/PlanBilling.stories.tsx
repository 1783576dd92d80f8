import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { analisePaga, analiseSemRadiografiaFinal } from '../../../testing/analises';
import { storeSignedInSession } from '../../../testing/fixtures';
import { currentUserOk } from '../../../testing/handlers';
import { PortalScreen } from '../../../testing/PortalScreen';
import {
  ENDO_REALIZADO,
  PERIAPICAL_FINAL,
  PLAN_ITEMS,
  planExistingHandlers,
  realizado,
  type UploadFields,
} from '../../../testing/plan-existing-handlers';
import { generatedPng, itemsTable, LOAD, rowOf } from '../../../testing/plan-existing-stories';
import { finalDocumentationSent } from './FinalDocumentationDialog';

const meta = {
  title: 'Portal/Plano de Tratamento existente/Faturamento',
  component: PortalScreen,
  parameters: { layout: 'fullscreen', msw: { handlers: [currentUserOk, ...planExistingHandlers()] } },
  args: { path: '/plano-tratamento/1024' },
  beforeEach: () => storeSignedInSession(),
} satisfies Meta<typeof PortalScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const valuesOf = (canvas: Canvas) => canvas.findByRole('region', { name: 'Valores do plano' }, LOAD);
const field = (region: HTMLElement, label: string) =>
  within(region).getByText(label, { selector: 'dt' }).nextElementSibling;

/**
 * Each item's value with the patient's share under it (R$ 180,00 at 20%: R$ 36,00), and the plan's totals:
 * the value, the beneficiary's co-participation and what the operator pays.
 */
export const ValuesAndTotals: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await itemsTable(canvas);
    await expect(within(table).getByRole('columnheader', { name: 'Valor' })).toBeVisible();
    const row = await rowOf(canvas, 16);
    await expect(row).toHaveTextContent('R$ 180,00');
    await expect(row).toHaveTextContent('Coparticipação R$ 36,00');
    await expect(await rowOf(canvas, 'Exodontia')).toHaveTextContent('R$ 120,00Coparticipação R$ 24,00');
    const values = await valuesOf(canvas);
    await expect(field(values, 'Valor total')).toHaveTextContent('R$ 660,00');
    await expect(field(values, 'Coparticipação do beneficiário (20%)')).toHaveTextContent('R$ 132,00');
    await expect(field(values, 'A receber da operadora')).toHaveTextContent('R$ 528,00');
  },
};

/** A product without co-participation: no share under the items, no co-participation line; the operator pays it all. */
export const WithoutCoparticipation: Story = {
  parameters: { msw: { handlers: [currentUserOk, ...planExistingHandlers({ coparticipacao: 0 })] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await rowOf(canvas, 16)).toHaveTextContent('R$ 180,00');
    await expect(await itemsTable(canvas)).not.toHaveTextContent('Coparticipação');
    const values = await valuesOf(canvas);
    await expect(values).not.toHaveTextContent('Coparticipação');
    await expect(field(values, 'Valor total')).toHaveTextContent('R$ 660,00');
    await expect(field(values, 'A receber da operadora')).toHaveTextContent('R$ 660,00');
  },
};

/** On a phone each item's card names its value, and the totals fit the screen. */
export const ValuesOnPhone: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Procedimentos do plano' }, LOAD);
    const card = within(list)
      .getAllByRole('listitem')
      .find((each) => each.textContent?.includes('Restauração em resina fotopolimerizável 2 faces'));
    if (!card) throw new Error('Cartão do dente 16 não encontrado.');
    await expect(field(card, 'Valor')).toHaveTextContent('R$ 180,00Coparticipação R$ 36,00');
    await expect(field(await valuesOf(canvas), 'A receber da operadora')).toHaveTextContent('R$ 528,00');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

const uploads: UploadFields[] = [];

/**
 * A performed endodontic treatment whose final X-ray is missing: the row says so, and 'Enviar documentação
 * final' opens the plan's upload with the type fixed to 'Radiografia periapical'; the file goes with the item
 * (IdProcedimentoItem), and once the plan reloads the row says the documentation was sent.
 */
export const FinalDocumentationPending: Story = {
  parameters: {
    msw: {
      handlers: [currentUserOk, ...planExistingHandlers({ items: [...PLAN_ITEMS, ENDO_REALIZADO], uploads })],
    },
  },
  beforeEach: () => {
    uploads.length = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const endo = await rowOf(canvas, 'Tratamento endodôntico');
    await expect(endo).toHaveTextContent('Realizado em 21/11/2026 · Lote 000012');
    await expect(endo).toHaveTextContent('Documentação final pendente: Radiografia periapical');
    const row = within(endo);
    await expect(row.getByRole('link', { name: 'Lote 000012' })).toHaveAttribute(
      'href',
      '/faturamento/lotes/12',
    );
    // Only the item that misses it offers the upload.
    await expect(canvas.getAllByRole('button', { name: /^Enviar documentação final/ })).toHaveLength(1);

    const open = row.getByRole('button', { name: 'Enviar documentação final: dente 21, 85200042' });
    open.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(document.body).findByRole(
      'dialog',
      { name: 'Enviar documentação final' },
      LOAD,
    );
    const inDialog = within(dialog);
    // Once its opening animation is over.
    await waitFor(() =>
      expect(inDialog.getByText('Dente 21 · 85200042 - Tratamento endodôntico unirradicular')).toBeVisible(),
    );
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('Campo de arquivo não encontrado.');
    await userEvent.upload(input, await generatedPng('periapical-final-21.png'));
    // The type is the one the rules table asks for, chosen already.
    const type = await inDialog.findByRole('combobox', { name: 'Tipo de arquivo periapical-final-21.png' });
    await waitFor(() => expect(type).toHaveDisplayValue('Radiografia periapical'));
    await expect(
      within(type)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Selecione o tipo...', 'Radiografia periapical']);
    await userEvent.click(inDialog.getByRole('button', { name: 'Enviar Arquivo(s)' }));

    await expect(
      await canvas.findByText(finalDocumentationSent('periapical-final-21.png'), {}, LOAD),
    ).toBeVisible();
    await expect(uploads).toEqual([
      { fileName: 'periapical-final-21.png', IdImagemTipo: '1', IdProcedimentoItem: '3305' },
    ]);
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await waitFor(async () =>
      expect(await rowOf(canvas, 'Tratamento endodôntico')).toHaveTextContent(
        'Documentação final enviada: Radiografia periapical',
      ),
    );
    await expect(canvas.queryByRole('button', { name: /^Enviar documentação final/ })).toBeNull();
    // The file is one of the plan's files too.
    const files = canvas.getByRole('region', { name: 'Arquivos do Plano de Tratamento' });
    await expect(await within(files).findByText('periapical-final-21.png')).toBeVisible();
  },
};

/** Story data: the plan's performed items after the operator analysed September's batch (000010). */
const ANALYSED_ITEMS = [
  ...PLAN_ITEMS.map((item) =>
    item.idProcedimentoItem === 3304
      ? {
          ...item,
          realizacao: {
            ...realizadoNoLote10('2026-09-15'),
            analise: analisePaga(item.valores.valor, '2026-10-12T14:00:00.000Z'),
          },
        }
      : item,
  ),
  {
    ...ENDO_REALIZADO,
    documentacaoFinal: { ...PERIAPICAL_FINAL, idImagem: 4001 },
    realizacao: {
      ...realizadoNoLote10('2026-09-16'),
      analise: analiseSemRadiografiaFinal(ENDO_REALIZADO.valores.valor, '2026-10-12T14:10:00.000Z'),
    },
  },
];

function realizadoNoLote10(dataRealizacao: string) {
  return { ...realizado(dataRealizacao), idLote: 10, numeroLote: '000010' };
}

/**
 * Once the operator analysed the batch, each performed item says how: paid (what was paid) or glosed (what, and
 * the TISS table 38 code), after its date and batch.
 */
export const AnalysedItems: Story = {
  parameters: {
    msw: { handlers: [currentUserOk, ...planExistingHandlers({ items: ANALYSED_ITEMS })] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const endo = await rowOf(canvas, 'Tratamento endodôntico');
    await expect(endo).toHaveTextContent('Realizado em 16/09/2026 · Lote 000010 · Glosado R$ 450,00 (3067)');
    await expect(within(endo).getByRole('link', { name: 'Lote 000010' })).toHaveAttribute(
      'href',
      '/faturamento/lotes/10',
    );
    await expect(await rowOf(canvas, '85100218')).toHaveTextContent(
      'Realizado em 15/09/2026 · Lote 000010 · Pago R$ 220,00',
    );
    // An item not performed says nothing of billing.
    await expect(await rowOf(canvas, 16)).not.toHaveTextContent('Lote');
  },
};
