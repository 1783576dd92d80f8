import '@odonto/ui/fonts';
import { UiProvider } from '@odonto/ui';
import { toaster } from '@odonto/ui/toaster';
import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { quietNotificationHandlers } from '../apps/portal/src/testing/notifications-handlers';

/**
 * The worker every story shares. Its initial handlers are the fallbacks that `resetHandlers()` returns to
 * before each story: the portal header's bell, which every signed-in screen opens. A request to the API
 * that no handler answers is named in the output; the page's own assets are not.
 */
async function startWorker() {
  const { setupWorker } = await import('msw/browser');
  const worker = setupWorker(...quietNotificationHandlers);
  await worker.start({
    quiet: true,
    onUnhandledRequest(request, print) {
      if (new URL(request.url).pathname.startsWith('/api/')) print.warning();
    },
  });
  return worker;
}

const preview: Preview = {
  loaders: [mswLoader(startWorker)],
  // The toaster is one store for the page, and the story tests run one after another in one page: a toast
  // left by a story (an error stays until closed) would answer the next story's queries for 'status'.
  beforeEach: () => {
    toaster.remove();
  },
  decorators: [
    (Story) => (
      <UiProvider>
        <Story />
      </UiProvider>
    ),
  ],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    // Violations fail the story tests (addon-a11y with addon-vitest).
    a11y: { test: 'error' },
  },
};

export default preview;
