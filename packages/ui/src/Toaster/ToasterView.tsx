import { Toaster as ChakraToaster, Portal, Stack, Toast } from '@chakra-ui/react';
import type { ToastStatus } from './showToast';
import { toaster } from './toaster';

/** The colour of a toast's icon and edge, by kind (each 3:1 or more against the panel). */
const EDGE: Readonly<Record<ToastStatus, string>> = {
  success: 'fg.success',
  error: 'fg.error',
  warning: 'fg.warning',
  info: 'fg.info',
};

/**
 * Where the toasts of `showToast` appear: a region named in pt-BR (Alt+T moves focus to it, Zag's
 * shortcut), each toast a status, or an alert when it is an error or a warning, with a 'Fechar' button.
 * Loaded by Toaster on the first toast (the default export is what React.lazy takes).
 */
export default function ToasterView() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} aria-label="Avisos (Alt+T)" insetInline={{ mdDown: '4' }}>
        {(toast) => {
          const urgent = toast.type === 'error' || toast.type === 'warning';
          return (
            // The panel's colours, not Chakra's solid ones: its faded description on green read 2.6:1 (AA
            // asks 4.5:1). The kind shows by its icon and a coloured edge, not by colour alone.
            <Toast.Root
              width={{ md: 'sm' }}
              role={urgent ? 'alert' : 'status'}
              data-testid="toast"
              data-type={toast.type}
              bg="bg.panel"
              color="fg"
              borderWidth="1px"
              borderColor="border"
              borderStartWidth="4px"
              borderStartColor={EDGE[toast.type as ToastStatus] ?? 'border'}
              focusRing="outside"
            >
              <Toast.Indicator color={EDGE[toast.type as ToastStatus] ?? 'fg'} />
              <Stack gap="1" flex="1" maxWidth="100%">
                {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
                {toast.description ? (
                  <Toast.Description opacity="1">{toast.description}</Toast.Description>
                ) : null}
              </Stack>
              {toast.closable ? <Toast.CloseTrigger aria-label="Fechar aviso" /> : null}
            </Toast.Root>
          );
        }}
      </ChakraToaster>
    </Portal>
  );
}
