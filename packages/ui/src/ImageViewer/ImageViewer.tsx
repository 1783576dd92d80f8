import { Box, CloseButton, Dialog, HStack, IconButton, Image, Portal, Text } from '@chakra-ui/react';
import { type ReactNode, useEffect, useLayoutEffect, useReducer, useRef } from 'react';
import {
  formatZoom,
  initialViewerState,
  isQuarterTurned,
  VIEWER_ZOOM,
  viewerActionForKey,
  viewerActionForWheel,
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

export interface ImageViewerProps {
  /** Whether the viewer is open. */
  open: boolean;
  /** Called when the user closes the viewer (button, Escape or a click outside). */
  onClose: () => void;
  /** Address of the image. */
  src: string;
  /** File name: the dialog's title and the image's alternative text. */
  title: string;
}

const SHORTCUTS_TEXT = 'Atalhos: + e - ampliam e reduzem, R gira, H e V espelham, Esc fecha.';

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

/** The dialog's content; mounted per opening (and per image) so every image starts fresh. */
function ViewerContent({ src, title }: Pick<ImageViewerProps, 'src' | 'title'>) {
  const [state, dispatch] = useReducer(viewerReducer, initialViewerState);
  const viewportRef = useRef<HTMLDivElement>(null);
  // Where the middle of the view sits in the image (0-1 on each axis), kept across zoom changes.
  const focus = useRef({ x: 0.5, y: 0.5 });

  // React's wheel listeners are passive; a native one may cancel the page scroll while zooming.
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    const onWheel = (event: WheelEvent) => {
      const action = viewerActionForWheel(event.deltaY);
      if (!action) return;
      event.preventDefault();
      dispatch(action);
    };
    viewport.addEventListener('wheel', onWheel, { passive: false });
    return () => viewport.removeEventListener('wheel', onWheel);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-centre exactly when the zoom changes.
  useLayoutEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    viewport.scrollLeft = focus.current.x * viewport.scrollWidth - viewport.clientWidth / 2;
    viewport.scrollTop = focus.current.y * viewport.scrollHeight - viewport.clientHeight / 2;
  }, [state.zoom]);

  const rememberFocus = () => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    focus.current = {
      x: (viewport.scrollLeft + viewport.clientWidth / 2) / viewport.scrollWidth,
      y: (viewport.scrollTop + viewport.clientHeight / 2) / viewport.scrollHeight,
    };
  };

  // Shortcuts listen on the document: the dialog is modal, and a button that just became disabled
  // (zoom at a bound) drops the focus to the body, outside the dialog's own elements.
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
      const action = viewerActionForKey(event.key);
      if (!action) return;
      event.preventDefault();
      dispatch(action);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const quarterTurned = isQuarterTurned(state);
  const stageSize = `${state.zoom * 100}%`;

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
        <HStack gap="1" wrap="wrap" mb="2">
          <Tool
            label="Reduzir zoom"
            onClick={() => dispatch({ type: 'zoom-out' })}
            disabled={state.zoom <= VIEWER_ZOOM.min}
          >
            <ZoomOutIcon />
          </Tool>
          <Text as="output" aria-live="polite" minW="16" textAlign="center" fontVariantNumeric="tabular-nums">
            Zoom: {formatZoom(state.zoom)}
          </Text>
          <Tool
            label="Ampliar zoom"
            onClick={() => dispatch({ type: 'zoom-in' })}
            disabled={state.zoom >= VIEWER_ZOOM.max}
          >
            <ZoomInIcon />
          </Tool>
          <Tool label="Girar para a esquerda" onClick={() => dispatch({ type: 'rotate-counterclockwise' })}>
            <RotateLeftIcon />
          </Tool>
          <Tool label="Girar para a direita" onClick={() => dispatch({ type: 'rotate-clockwise' })}>
            <RotateRightIcon />
          </Tool>
          <Tool label="Espelhar horizontalmente" onClick={() => dispatch({ type: 'flip-horizontal' })}>
            <FlipHorizontalIcon />
          </Tool>
          <Tool label="Espelhar verticalmente" onClick={() => dispatch({ type: 'flip-vertical' })}>
            <FlipVerticalIcon />
          </Tool>
          <Tool label="Restaurar imagem" onClick={() => dispatch({ type: 'reset' })}>
            <ResetIcon />
          </Tool>
        </HStack>
        <Box
          ref={viewportRef}
          onScroll={rememberFocus}
          // Scrollable when zoomed, so it must take focus for keyboard panning.
          tabIndex={0}
          role="region"
          aria-label={`Imagem ${title}`}
          overflow="auto"
          height={{ base: '60vh', md: 'min(70vh, calc(100dvh - 16rem))' }}
          bg="gray.900"
          borderRadius="md"
          focusVisibleRing="inside"
        >
          {/* Inline styles: these values change with every step and would each make a new CSS class. */}
          <Box
            data-part="viewer-stage"
            position="relative"
            style={{ width: stageSize, height: stageSize, containerType: 'size' }}
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
              }}
            />
          </Box>
        </Box>
      </Dialog.Body>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label="Fechar" />
      </Dialog.CloseTrigger>
    </Dialog.Content>
  );
}

/** Dialog that shows a plan image with zoom (1x to 50x), rotation and mirroring. */
export function ImageViewer({ open, onClose, src, title }: ImageViewerProps) {
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
