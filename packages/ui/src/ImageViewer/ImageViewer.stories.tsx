import { Button } from '@chakra-ui/react';
import { ImageViewer, type ImageViewerProps } from '@odonto/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { samplePngDataUrl } from '../files/sampleFiles';

const panoramica = samplePngDataUrl({ label: 'Panorâmica', width: 480, height: 240 });

const meta = {
  title: 'UI/ImageViewer',
  component: ImageViewer,
  tags: ['autodocs'],
  args: {
    open: true,
    onClose: fn(),
    src: panoramica,
    title: 'panoramica-2026-03.png',
  },
  parameters: { docs: { story: { inline: false, iframeHeight: 640 } } },
} satisfies Meta<typeof ImageViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page's use: a button opens the viewer, closing it hands focus back. */
function WithTrigger(props: ImageViewerProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Ver imagem</Button>
      <ImageViewer
        {...props}
        open={open}
        onClose={() => {
          setOpen(false);
          props.onClose();
        }}
      />
    </>
  );
}

/** The open viewer, once its opening animation has made it visible. */
async function viewer(): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog', { name: 'panoramica-2026-03.png' });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}
const image = (dialog: HTMLElement) => within(dialog).getByRole('img', { name: 'panoramica-2026-03.png' });
const stage = (dialog: HTMLElement) => {
  const element = dialog.querySelector<HTMLElement>('[data-part="viewer-stage"]');
  if (!element) throw new Error('viewer stage not found');
  return element;
};
const transformOf = (dialog: HTMLElement) => image(dialog).style.transform;

export const Default: Story = {
  play: async () => {
    const dialog = await viewer();
    await expect(image(dialog)).toHaveAttribute('src', panoramica);
    await expect(within(dialog).getByText('Zoom: 1x')).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription(
      'Atalhos: + e - ampliam e reduzem, R gira, H e V espelham, Esc fecha.',
    );
    for (const label of [
      'Reduzir zoom',
      'Ampliar zoom',
      'Girar para a esquerda',
      'Girar para a direita',
      'Espelhar horizontalmente',
      'Espelhar verticalmente',
      'Restaurar imagem',
      'Fechar',
    ]) {
      await expect(within(dialog).getByRole('button', { name: label })).toBeInTheDocument();
    }
  },
};

/** Zoom goes in steps of 0.5 from 1x to 50x, by button, keyboard (+ and -) or mouse wheel. */
export const ZoomBounds: Story = {
  play: async () => {
    const dialog = await viewer();
    const zoomIn = within(dialog).getByRole('button', { name: 'Ampliar zoom' });
    const zoomOut = within(dialog).getByRole('button', { name: 'Reduzir zoom' });
    await expect(zoomOut).toBeDisabled();

    await userEvent.click(zoomIn);
    await expect(within(dialog).getByText('Zoom: 1,5x')).toBeVisible();
    await expect(stage(dialog).style.width).toBe('150%');
    await userEvent.click(zoomOut);
    await expect(within(dialog).getByText('Zoom: 1x')).toBeVisible();

    // 98 presses reach 50x; the extra ones stop at the top.
    await userEvent.keyboard('{+>100/}', { delay: null });
    await expect(within(dialog).getByText('Zoom: 50x')).toBeVisible();
    await expect(stage(dialog).style.width).toBe('5000%');
    await expect(zoomIn).toBeDisabled();
    await userEvent.click(zoomOut);
    await expect(within(dialog).getByText('Zoom: 49,5x')).toBeVisible();

    await userEvent.keyboard('{->100/}', { delay: null });
    await expect(within(dialog).getByText('Zoom: 1x')).toBeVisible();
    await expect(zoomOut).toBeDisabled();

    const region = within(dialog).getByRole('region', { name: 'Imagem panoramica-2026-03.png' });
    region.dispatchEvent(new WheelEvent('wheel', { deltaY: -100, bubbles: true, cancelable: true }));
    await waitFor(() => expect(within(dialog).getByText('Zoom: 1,5x')).toBeVisible());
    region.dispatchEvent(new WheelEvent('wheel', { deltaY: 100, bubbles: true, cancelable: true }));
    region.dispatchEvent(new WheelEvent('wheel', { deltaY: 100, bubbles: true, cancelable: true }));
    await waitFor(() => expect(within(dialog).getByText('Zoom: 1x')).toBeVisible());
  },
};

/** Rotation in quarter turns and mirroring along the screen's axes, by button or key (r, h, v). */
export const RotateAndFlip: Story = {
  play: async () => {
    const dialog = await viewer();
    const button = (name: string) => within(dialog).getByRole('button', { name });
    await expect(transformOf(dialog)).toBe('translate(-50%, -50%) rotate(0deg) scale(1, 1)');

    await userEvent.click(button('Girar para a direita'));
    await expect(transformOf(dialog)).toBe('translate(-50%, -50%) rotate(90deg) scale(1, 1)');
    await userEvent.keyboard('r');
    await expect(transformOf(dialog)).toBe('translate(-50%, -50%) rotate(180deg) scale(1, 1)');
    await userEvent.click(button('Girar para a esquerda'));
    await expect(transformOf(dialog)).toBe('translate(-50%, -50%) rotate(90deg) scale(1, 1)');
    // On its side the image is fitted with its axes swapped.
    await expect(image(dialog).style.width).toBe('100cqh');

    // Quarter-turned, the screen's left-right is the image's top-bottom.
    await userEvent.click(button('Espelhar horizontalmente'));
    await expect(transformOf(dialog)).toBe('translate(-50%, -50%) rotate(90deg) scale(1, -1)');
    await userEvent.keyboard('v');
    await expect(transformOf(dialog)).toBe('translate(-50%, -50%) rotate(90deg) scale(-1, -1)');
    await userEvent.keyboard('r');
    await userEvent.keyboard('h');
    await expect(transformOf(dialog)).toBe('translate(-50%, -50%) rotate(180deg) scale(1, -1)');

    await userEvent.keyboard('+');
    await userEvent.click(button('Restaurar imagem'));
    await expect(transformOf(dialog)).toBe('translate(-50%, -50%) rotate(0deg) scale(1, 1)');
    await expect(within(dialog).getByText('Zoom: 1x')).toBeVisible();
  },
};

/** Escape closes the viewer and focus returns to what opened it; reopening starts fresh. */
export const ClosesOnEscape: Story = {
  args: { open: false },
  render: (args) => <WithTrigger {...args} />,
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Ver imagem' });
    await userEvent.click(trigger);
    let dialog = await viewer();
    await userEvent.keyboard('+');
    await expect(within(dialog).getByText('Zoom: 1,5x')).toBeVisible();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(trigger).toHaveFocus());

    await userEvent.click(trigger);
    dialog = await viewer();
    await expect(within(dialog).getByText('Zoom: 1x')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledTimes(2);
  },
};

/** On a desktop screen the dialog is a centred panel that fits the window, not a full-height sheet. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async () => {
    const dialog = await viewer();
    await waitFor(() => expect(window.innerWidth).toBeGreaterThanOrEqual(1024));
    const box = dialog.getBoundingClientRect();
    await expect(box.top).toBeGreaterThan(0);
    await expect(box.bottom).toBeLessThan(window.innerHeight);
    await expect(getComputedStyle(dialog).borderTopLeftRadius).not.toBe('0px');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async () => {
    const dialog = await viewer();
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Girar para a direita' })).toBeVisible(),
    );
  },
};
