import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: [
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    '../packages/odontogram/src/**/*.stories.@(ts|tsx)',
    '../apps/portal/src/**/*.stories.@(ts|tsx)',
    '../apps/auditoria/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    viteConfig.build ??= {};
    // Ark UI marks its modules "use client"; the warnings flood the build output and say nothing.
    viteConfig.build.rolldownOptions = {
      ...viteConfig.build.rolldownOptions,
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    };
    return viteConfig;
  },
};

export default config;
