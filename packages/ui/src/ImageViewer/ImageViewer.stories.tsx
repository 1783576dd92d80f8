import { Button } from '@chakra-ui/react';
import { ImageViewer, type ImageViewerProps } from '@odonto/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, screen, userEvent, waitFor, within } from 'storybook/test';
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
  // The opening animation (a slight zoom) changes every measured size and position until it ends.
  await Promise.all(dialog.getAnimations({ subtree: true }).map((animation) => animation.finished));
  return dialog;
}
const image = (dialog: HTMLElement) => within(dialog).getByRole('img', { name: 'panoramica-2026-03.png' });
/** The element react-zoom-pan-pinch scales and moves: the stage's parent. */
const zoomed = (dialog: HTMLElement) => {
  const element = dialog.querySelector<HTMLElement>('[data-part="viewer-stage"]')?.parentElement;
  if (!element) throw new Error('viewer stage not found');
  return element;
};
/** The scale and position of the library's transform, e.g. { scale: 1.5, x: -120, y: -60 }. */
const zoomOf = (dialog: HTMLElement) => {
  const match = zoomed(dialog).style.transform.match(
    /translate\((-?[\d.]+)px, (-?[\d.]+)px\) scale\(([\d.]+)\)/,
  );
  if (!match) throw new Error(`unexpected transform ${zoomed(dialog).style.transform}`);
  return { x: Number(match[1]), y: Number(match[2]), scale: Number(match[3]) };
};
const transformOf = (dialog: HTMLElement) => image(dialog).style.transform;
const filterOf = (dialog: HTMLElement) => image(dialog).style.filter;

export const Default: Story = {
  play: async () => {
    const dialog = await viewer();
    await expect(image(dialog)).toHaveAttribute('src', panoramica);
    await expect(within(dialog).getByText('Zoom: 1x')).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription(
      'Arraste para mover a imagem e, no celular, afaste dois dedos para ampliar. ' +
        'Atalhos: + e - ampliam e reduzem, 0 mostra a imagem inteira, as setas movem a imagem, R gira, ' +
        'H e V espelham, I inverte, Esc fecha.',
    );
    for (const label of [
      'Reduzir zoom',
      'Ampliar zoom',
      'Girar para a esquerda',
      'Girar para a direita',
      'Espelhar horizontalmente',
      'Espelhar verticalmente',
      'Restaurar imagem',
      'Restaurar brilho, contraste e inversão',
      'Fechar',
    ]) {
      await expect(within(dialog).getByRole('button', { name: label })).toBeInTheDocument();
    }
    const adjustments = within(dialog).getByRole('group', { name: 'Ajustes da imagem' });
    await expect(within(adjustments).getByRole('slider', { name: 'Brilho' })).toHaveValue('100');
    await expect(within(adjustments).getByRole('slider', { name: 'Contraste' })).toHaveValue('100');
    await expect(within(adjustments).getByRole('button', { name: 'Inverter' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(filterOf(dialog)).toBe('invert(0) brightness(100%) contrast(100%)');
  },
};

/** Zoom goes in steps of 0.5 from 1x to 50x by button or key (+, -, 0); the wheel zooms too. */
export const ZoomBounds: Story = {
  play: async () => {
    const dialog = await viewer();
    const zoomIn = within(dialog).getByRole('button', { name: 'Ampliar zoom' });
    const zoomOut = within(dialog).getByRole('button', { name: 'Reduzir zoom' });
    await expect(zoomOut).toBeDisabled();

    await userEvent.click(zoomIn);
    await expect(within(dialog).getByText('Zoom: 1,5x')).toBeVisible();
    await expect(zoomOf(dialog).scale).toBe(1.5);
    await userEvent.click(zoomOut);
    await expect(within(dialog).getByText('Zoom: 1x')).toBeVisible();

    // 98 presses reach 50x; the extra ones stop at the top.
    await userEvent.keyboard('{+>100/}', { delay: null });
    await expect(within(dialog).getByText('Zoom: 50x')).toBeVisible();
    await expect(zoomOf(dialog).scale).toBe(50);
    await expect(zoomIn).toBeDisabled();
    await userEvent.click(zoomOut);
    await expect(within(dialog).getByText('Zoom: 49,5x')).toBeVisible();

    await userEvent.keyboard('{->100/}', { delay: null });
    await expect(within(dialog).getByText('Zoom: 1x')).toBeVisible();
    await expect(zoomOut).toBeDisabled();

    // 0 shows the whole image again.
    await userEvent.keyboard('+++');
    await expect(within(dialog).getByText('Zoom: 2,5x')).toBeVisible();
    await userEvent.keyboard('0');
    await expect(within(dialog).getByText('Zoom: 1x')).toBeVisible();
    await expect(zoomOf(dialog)).toEqual({ x: 0, y: 0, scale: 1 });

    const region = within(dialog).getByRole('region', { name: 'Imagem panoramica-2026-03.png' });
    const box = region.getBoundingClientRect();
    const wheel = (deltaY: number) =>
      region.querySelector('[data-part="viewer-stage"]')?.dispatchEvent(
        new WheelEvent('wheel', {
          deltaY,
          clientX: box.x + box.width / 2,
          clientY: box.y + box.height / 2,
          bubbles: true,
          cancelable: true,
        }),
      );
    wheel(-100);
    await waitFor(() => expect(zoomOf(dialog).scale).toBeGreaterThan(1));
    await waitFor(() => expect(zoomOut).toBeEnabled());
  },
};

/**
 * Zoomed in, the arrows move the image as a scroll would, and a drag moves it with the pointer and stops
 * where the pointer stops.
 */
export const Pan: Story = {
  play: async () => {
    const dialog = await viewer();
    await userEvent.keyboard('++');
    const start = zoomOf(dialog);
    await expect(start.scale).toBe(2);

    // The left arrow shows more of the left: the image moves right.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(zoomOf(dialog).x).toBeGreaterThan(start.x);
    await userEvent.keyboard('{ArrowUp}');
    await expect(zoomOf(dialog).y).toBeGreaterThan(start.y);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowDown}{ArrowDown}');
    await expect(zoomOf(dialog).x).toBeLessThan(start.x);
    await expect(zoomOf(dialog).y).toBeLessThan(start.y);

    // A mouse drag to the right and down moves the image with it.
    const region = within(dialog).getByRole('region', { name: 'Imagem panoramica-2026-03.png' });
    const stage = region.querySelector<HTMLElement>('[data-part="viewer-stage"]');
    if (!stage) throw new Error('viewer stage not found');
    const box = region.getBoundingClientRect();
    const from = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const before = zoomOf(dialog);
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: stage, coords: { clientX: from.x, clientY: from.y } },
      { target: stage, coords: { clientX: from.x + 20, clientY: from.y + 10 } },
      { target: stage, coords: { clientX: from.x + 40, clientY: from.y + 20 } },
      { keys: '[/MouseLeft]', target: stage, coords: { clientX: from.x + 40, clientY: from.y + 20 } },
    ]);
    // Moved by the drag's own 40 by 20 px, with no glide after it.
    await waitFor(() => expect(zoomOf(dialog)).toMatchObject({ x: before.x + 40, y: before.y + 20 }));
    await expect(zoomOf(dialog).scale).toBe(2);
  },
};

/** On a phone, two fingers moving apart zoom in (the fingers' touch events, as a touch screen sends them). */
export const Pinch: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async () => {
    const dialog = await viewer();
    const region = within(dialog).getByRole('region', { name: 'Imagem panoramica-2026-03.png' });
    const stage = region.querySelector<HTMLElement>('[data-part="viewer-stage"]');
    if (!stage) throw new Error('viewer stage not found');
    const box = region.getBoundingClientRect();
    const middle = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    // A touch screen sends page and client coordinates alike (the story's page does not scroll).
    const finger = (identifier: number, x: number) =>
      new Touch({ identifier, target: stage, clientX: x, clientY: middle.y, pageX: x, pageY: middle.y });
    const fingers = (apart: number) => [finger(1, middle.x - apart / 2), finger(2, middle.x + apart / 2)];
    const touch = (type: string, touches: Touch[]) =>
      stage.dispatchEvent(
        new TouchEvent(type, {
          touches,
          targetTouches: touches,
          changedTouches: touches,
          bubbles: true,
          cancelable: true,
        }),
      );

    touch('touchstart', fingers(40));
    for (const apart of [60, 80, 100, 120]) touch('touchmove', fingers(apart));
    touch('touchend', []);
    await waitFor(() => expect(zoomOf(dialog).scale).toBeGreaterThan(1.5));
    await expect(within(dialog).getByRole('button', { name: 'Reduzir zoom' })).toBeEnabled();
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

    await userEvent.keyboard('+i');
    await userEvent.click(button('Restaurar imagem'));
    await expect(transformOf(dialog)).toBe('translate(-50%, -50%) rotate(0deg) scale(1, 1)');
    await expect(filterOf(dialog)).toBe('invert(0) brightness(100%) contrast(100%)');
    await expect(within(dialog).getByText('Zoom: 1x')).toBeVisible();
  },
};

/**
 * Brightness and contrast by slider, invert by its toggle button or I; 'Restaurar' brings the
 * original back and keeps the zoom and the rotation.
 */
export const Adjustments: Story = {
  play: async () => {
    const dialog = await viewer();
    const brightness = within(dialog).getByRole('slider', { name: 'Brilho' });
    const contrast = within(dialog).getByRole('slider', { name: 'Contraste' });
    const invert = within(dialog).getByRole('button', { name: 'Inverter' });
    const restore = within(dialog).getByRole('button', { name: 'Restaurar brilho, contraste e inversão' });
    await expect(restore).toBeDisabled();
    await userEvent.keyboard('++r');
    const zoom = zoomOf(dialog);

    // The arrows on a slider are the slider's (the browser's own steps of 5%): the zoomed image stays.
    await userEvent.type(brightness, '{ArrowRight}{ArrowUp}');
    await expect(zoomOf(dialog)).toEqual(zoom);
    fireEvent.change(brightness, { target: { value: '120' } });
    await expect(brightness).toHaveAttribute('aria-valuetext', '120%');
    await expect(within(dialog).getByText('120%')).toBeVisible();
    await expect(filterOf(dialog)).toBe('invert(0) brightness(120%) contrast(100%)');

    // The browser keeps a slider within its range and on its steps.
    fireEvent.change(contrast, { target: { value: '999' } });
    await expect(filterOf(dialog)).toBe('invert(0) brightness(120%) contrast(300%)');
    fireEvent.change(contrast, { target: { value: '152' } });
    await expect(contrast).toHaveValue('150');
    await expect(filterOf(dialog)).toBe('invert(0) brightness(120%) contrast(150%)');

    await userEvent.click(invert);
    await expect(invert).toHaveAttribute('aria-pressed', 'true');
    await expect(filterOf(dialog)).toBe('invert(1) brightness(120%) contrast(150%)');
    await userEvent.keyboard('i');
    await expect(invert).toHaveAttribute('aria-pressed', 'false');
    await userEvent.keyboard('i');
    await expect(filterOf(dialog)).toBe('invert(1) brightness(120%) contrast(150%)');

    await expect(restore).toBeEnabled();
    await userEvent.click(restore);
    await expect(filterOf(dialog)).toBe('invert(0) brightness(100%) contrast(100%)');
    await expect(brightness).toHaveValue('100');
    await expect(invert).toHaveAttribute('aria-pressed', 'false');
    await expect(restore).toBeDisabled();
    // The zoom and the rotation are not adjustments: they stay.
    await expect(zoomOf(dialog).scale).toBe(2);
    await expect(transformOf(dialog)).toBe('translate(-50%, -50%) rotate(90deg) scale(1, 1)');
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
    // Every control a finger uses is at least 24x24 CSS px (WCAG 2.5.8).
    const adjustments = within(dialog).getByRole('group', { name: 'Ajustes da imagem' });
    const controls = {
      Brilho: within(adjustments).getByRole('slider', { name: 'Brilho' }),
      Contraste: within(adjustments).getByRole('slider', { name: 'Contraste' }),
      Inverter: within(adjustments).getByRole('button', { name: 'Inverter' }),
      Restaurar: within(adjustments).getByRole('button', { name: 'Restaurar brilho, contraste e inversão' }),
    };
    for (const [name, control] of Object.entries(controls)) {
      const box = control?.getBoundingClientRect();
      await expect(box?.width, name).toBeGreaterThanOrEqual(24);
      await expect(box?.height, name).toBeGreaterThanOrEqual(24);
    }
    await expect(within(dialog).getByRole('region', { name: 'Imagem panoramica-2026-03.png' })).toBeVisible();
  },
};
