import '@odonto/ui/fonts';
import { UiProvider } from '@odonto/ui';
import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';

const preview: Preview = {
  loaders: [mswLoader()],
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
