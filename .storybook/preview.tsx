import '@radix-ui/themes/styles.css';
import { Theme } from '@radix-ui/themes';
import type { Decorator, Preview } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createStaticI18n } from '../src/i18n/static-resources';

/** One i18n instance per language, with the locale files bundled (no server needed). */
const i18nByLanguage = { 'de-DE': createStaticI18n('de-DE'), 'en-GB': createStaticI18n('en-GB') } as const;

/** An in-memory router per story, so links work without leaving the story; `parameters.path` sets the start. */
function StoryRouter({ path, children }: { readonly path: string; readonly children: ReactNode }) {
  const [location] = useState(() => memoryLocation({ path }));
  return (
    <Router hook={location.hook} searchHook={location.searchHook}>
      {children}
    </Router>
  );
}

const withProviders: Decorator = (Story, context) => {
  const language = context.globals['locale'] === 'en-GB' ? 'en-GB' : 'de-DE';
  const path = typeof context.parameters['path'] === 'string' ? context.parameters['path'] : '/';
  return (
    <I18nextProvider i18n={i18nByLanguage[language]}>
      <Theme accentColor="teal" grayColor="slate" radius="medium">
        <StoryRouter path={path}>
          <Story />
        </StoryRouter>
      </Theme>
    </I18nextProvider>
  );
};

const preview: Preview = {
  decorators: [withProviders],
  parameters: { layout: 'fullscreen' },
  globalTypes: {
    locale: {
      description: 'Interface language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'de-DE', title: 'Deutsch' },
          { value: 'en-GB', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'de-DE' },
};

export default preview;
