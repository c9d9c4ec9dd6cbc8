import type { StorybookConfig } from '@storybook/react-vite';

/** Stories sit beside the views they show (and the machine walkers beside theirs). */
const config: StorybookConfig = {
  stories: ['../src/**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
};

export default config;
