import {
  Box,
  Button,
  CloseButton,
  chakra,
  Dialog,
  Flex,
  HStack,
  IconButton,
  Image,
  Portal,
  Text,
} from '@chakra-ui/react';
import { type ReactNode, useCallback, useEffect, useId, useReducer, useRef } from 'react';
import {
  type ReactZoomPanPinchContentRef,
  type ReactZoomPanPinchContextState,
  TransformComponent,
  TransformWrapper,
  useTransformComponent,
} from 'react-zoom-pan-pinch';
import {
  formatAdjustment,
  formatZoom,
  initialViewerState,
  isAdjusted,
  isQuarterTurned,
  VIEWER_ADJUSTMENT,
  VIEWER_ZOOM,
  type ViewerCommand,
  viewerCommandForKey,
  viewerFilter,
  viewerReducer,
  viewerTransform,
} from '../files/imageViewerState';
import {
  FlipHorizontalIcon,
  FlipVerticalIcon,
  ResetIcon,
  RotateLeftIcon,
  RotateRightIcon,
  ZoomInIcon,
  ZoomOutIcon,
} from '../icons/icons';
import type { ImageViewerProps } from './ImageViewer';

export const SHORTCUTS_TEXT =
  'Arraste para mover a imagem e, no celular, afaste dois dedos para ampliar. ' +
  'Atalhos: + e - ampliam e reduzem, 0 mostra a imagem inteira, as setas movem a imagem, R gira, ' +
  'H e V espelham, I inverte, Esc fecha.';

interface ToolProps {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  children: ReactNode;
}

function Tool({ label, onClick, disabled, children }: ToolProps) {
  return (
    <IconButton
      aria-label={label}
      title={label}
      variant="ghost"
      size="sm"
      onClick={onClick}
      disabled={disabled}
    >
      {children}
    </IconButton>
  );
}

const readScale = ({ state }: ReactZoomPanPinchContextState) => state.scale;

/** The zoom buttons and readout: they follow the library's scale, whatever changed it (pinch, wheel, key). */
function ZoomControls({ run }: { run: (command: ViewerCommand) => void }) {
  const scale = useTransformComponent(readScale);
  return (
    <>
      <Tool
        label="Reduzir zoom"
        onClick={() => run({ type: 'zoom-out' })}
        disabled={scale <= VIEWER_ZOOM.min}
      >
        <ZoomOutIcon />
      </Tool>
      <Text as="output" aria-live="polite" minW="20" textAlign="center" fontVariantNumeric="tabular-nums">
        Zoom: {formatZoom(scale)}
      </Text>
      <Tool label="Ampliar zoom" onClick={() => run({ type: 'zoom-in' })} disabled={scale >= VIEWER_ZOOM.max}>
        <ZoomInIcon />
      </Tool>
    </>
  );
}

interface AdjustmentSliderProps {
  label: string;
  value: number;
  range: { min: number; max: number; step: number };
  onChange: (value: number) => void;
}

/**
 * A native range input: labelled, keyboard-operable (arrows, Home, End, Page keys) and announced with its
 * value by every screen reader, without a slider recipe in the signed-in screens' theme.
 */
function AdjustmentSlider({ label, value, range, onChange }: AdjustmentSliderProps) {
  const id = useId();
  const text = formatAdjustment(value);
  return (
    // No shrinking: on a phone the group wraps the slider to a line of its own rather than narrow it.
    <Flex align="center" gap="2" flexShrink={0}>
      <chakra.label htmlFor={id} fontSize="sm" fontWeight="medium">
        {label}
      </chakra.label>
      <chakra.input
        id={id}
        type="range"
        min={range.min}
        max={range.max}
        step={range.step}
        value={value}
        aria-valuetext={text}
        onChange={(event) => onChange(event.currentTarget.valueAsNumber)}
        width="32"
        height="6"
        flexShrink={0}
        cursor="pointer"
        accentColor="brand.solid"
        focusVisibleRing="outside"
      />
      {/* The slider announces its value itself (aria-valuetext); this copy is for the eye. */}
      <Text as="span" aria-hidden="true" fontSize="sm" minW="11" fontVariantNumeric="tabular-nums">
        {text}
      </Text>
    </Flex>
  );
}

const isRangeInput = (target: EventTarget | null) =>
  target instanceof HTMLInputElement && target.type === 'range';

/** The dialog's content; mounted per opening (and per image) so every image starts fresh. */
function ViewerContent({ src, title }: Pick<ImageViewerProps, 'src' | 'title'>) {
  const [state, dispatch] = useReducer(viewerReducer, initialViewerState);
  // Zoom and position live in react-zoom-pan-pinch, which follows drag, pinch and wheel.
  const zoom = useRef<ReactZoomPanPinchContentRef>(null);

  // Buttons and keys change the zoom at once (no animation): an animated step would start from the scale
  // still on its way, so quick presses would each add less than a step.
  const run = useCallback((command: ViewerCommand) => {
    const controls = zoom.current;
    switch (command.type) {
      case 'zoom-in':
        controls?.zoomIn(VIEWER_ZOOM.step, 0);
        return;
      case 'zoom-out':
        controls?.zoomOut(VIEWER_ZOOM.step, 0);
        return;
      case 'fit':
        controls?.resetTransform(0);
        return;
      case 'pan':
        controls?.panBy(command.x, command.y, 0);
        return;
      case 'reset':
        controls?.resetTransform(0);
        dispatch(command);
        return;
      default:
        dispatch(command);
    }
  }, []);

  // Shortcuts listen on the document: the dialog is modal, and a button that just became disabled
  // (zoom at a bound) drops the focus to the body, outside the dialog's own elements.
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
      const command = viewerCommandForKey(event.key);
      if (!command) return;
      // On a brightness or contrast slider the arrows move the slider, not the image.
      if (command.type === 'pan' && isRangeInput(event.target)) return;
      event.preventDefault();
      run(command);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [run]);

  const quarterTurned = isQuarterTurned(state);

  return (
    // size 'full' on phones sets a full-height sheet; from md on, undo that so the dialog fits the screen.
    <Dialog.Content
      minH={{ md: 'auto' }}
      borderRadius={{ md: 'l3' }}
      css={{ md: { '--dialog-margin': '1.5rem' } }}
    >
      <Dialog.Header pe="14">
        <Dialog.Title truncate>{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Dialog.Description fontSize="sm" color="fg.muted" mb="2">
          {SHORTCUTS_TEXT}
        </Dialog.Description>
        <TransformWrapper
          ref={zoom}
          minScale={VIEWER_ZOOM.min}
          maxScale={VIEWER_ZOOM.max}
          doubleClick={{ mode: 'zoomIn', step: VIEWER_ZOOM.step * 2 }}
          // No glide after a drag: the image stays where the auditor let go of it, and a key pressed
          // right after a drag is not undone by the glide's last frames.
          panning={{ velocityDisabled: true }}
          velocityAnimation={{ disabled: true }}
        >
          <HStack gap="1" wrap="wrap" mb="2">
            <ZoomControls run={run} />
            <Tool label="Girar para a esquerda" onClick={() => run({ type: 'rotate-counterclockwise' })}>
              <RotateLeftIcon />
            </Tool>
            <Tool label="Girar para a direita" onClick={() => run({ type: 'rotate-clockwise' })}>
              <RotateRightIcon />
            </Tool>
            <Tool label="Espelhar horizontalmente" onClick={() => run({ type: 'flip-horizontal' })}>
              <FlipHorizontalIcon />
            </Tool>
            <Tool label="Espelhar verticalmente" onClick={() => run({ type: 'flip-vertical' })}>
              <FlipVerticalIcon />
            </Tool>
            <Tool label="Restaurar imagem" onClick={() => run({ type: 'reset' })}>
              <ResetIcon />
            </Tool>
          </HStack>
          <Flex
            role="group"
            aria-label="Ajustes da imagem"
            gap="3"
            columnGap="5"
            wrap="wrap"
            align="center"
            mb="2"
          >
            <AdjustmentSlider
              label="Brilho"
              value={state.brightness}
              range={VIEWER_ADJUSTMENT.brightness}
              onChange={(value) => run({ type: 'set-brightness', value })}
            />
            <AdjustmentSlider
              label="Contraste"
              value={state.contrast}
              range={VIEWER_ADJUSTMENT.contrast}
              onChange={(value) => run({ type: 'set-contrast', value })}
            />
            {/* A toggle button, not Chakra's Switch: the switch's machine would join the chunk every signed-in
                screen loads (shared with the new plan's switches), for this one control. */}
            <Button
              size="sm"
              variant={state.invert ? 'solid' : 'outline'}
              colorPalette="brand"
              aria-pressed={state.invert}
              onClick={() => run({ type: 'toggle-invert' })}
            >
              Inverter
            </Button>
            {/* The visible word leads the name (WCAG 2.5.3); the rest says what it restores. */}
            <Button
              size="sm"
              variant="outline"
              aria-label="Restaurar brilho, contraste e inversão"
              onClick={() => run({ type: 'reset-adjustments' })}
              disabled={!isAdjusted(state)}
            >
              Restaurar
            </Button>
          </Flex>
          <Box
            role="region"
            aria-label={`Imagem ${title}`}
            height={{ base: '50vh', md: 'min(65vh, calc(100dvh - 19rem))' }}
            bg="gray.900"
            borderRadius="md"
            overflow="hidden"
            cursor="grab"
            _active={{ cursor: 'grabbing' }}
          >
            <TransformComponent
              // touch-action none: the fingers pinch the image, not the page.
              wrapperStyle={{ width: '100%', height: '100%', touchAction: 'none' }}
              contentStyle={{ width: '100%', height: '100%' }}
            >
              {/* Inline styles: these values change with every step and would each make a new CSS class. */}
              <Box
                data-part="viewer-stage"
                position="relative"
                style={{ width: '100%', height: '100%', containerType: 'size' }}
              >
                <Image
                  src={src}
                  alt={title}
                  position="absolute"
                  top="50%"
                  left="50%"
                  maxWidth="none"
                  objectFit="contain"
                  transition="transform 0.15s ease-out"
                  draggable={false}
                  style={{
                    // On its side the image swaps axes, so its width is fitted to the stage's height.
                    width: quarterTurned ? '100cqh' : '100cqw',
                    height: quarterTurned ? '100cqw' : '100cqh',
                    transform: `translate(-50%, -50%) ${viewerTransform(state)}`,
                    filter: viewerFilter(state),
                  }}
                />
              </Box>
            </TransformComponent>
          </Box>
        </TransformWrapper>
      </Dialog.Body>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label="Fechar" />
      </Dialog.CloseTrigger>
    </Dialog.Content>
  );
}

/**
 * Dialog that shows a plan image: zoom (1x to 50x) and pan by drag, pinch, wheel, buttons and keys;
 * rotation and mirroring; brightness, contrast and invert. Loaded lazily by ImageViewer.
 */
export function ImageViewerDialog({ open, onClose, src, title }: ImageViewerProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      size={{ base: 'full', md: 'xl' }}
      placement="center"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <ViewerContent key={src} src={src} title={title} />
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
