import { render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createEntryDrawerMachine } from '../../../machines/logbook/entry/entry-drawer-machine';
import { createI18n } from '../../../i18n/i18n';
import { createLocaleBackend } from '../../../i18n/locale-backend';
import { EntryDrawerScreen } from './entry-drawer.screen';
import { EntryDrawerServicesProvider } from './entry-drawer.services';
import { createFakeEntryGateway } from './entry-fake-gateway';

describe('entry drawer screen texts', () => {
  it("loads the drawer's locale files with the page, before it is first opened (an opening offline has its texts)", async () => {
    const requested: string[] = [];
    const backend = createLocaleBackend('', async (url) => {
      requested.push(url);
      return {};
    });
    const { i18n, ready } = createI18n({
      language: 'en-GB',
      storage: null,
      source: { kind: 'backend', backend },
    });
    await ready;
    const { gateway } = createFakeEntryGateway({});
    render(
      <I18nextProvider i18n={i18n}>
        <Suspense fallback={<p>loading texts</p>}>
          <EntryDrawerServicesProvider
            value={{ entryDrawerMachine: createEntryDrawerMachine(gateway, vi.fn()) }}
          >
            <p>logbook page</p>
            <EntryDrawerScreen
              organisationId="org-rail-1"
              vehicleId={101}
              vehicleName="V 100 Lisa"
              entryId={null}
              open={false}
              onClose={vi.fn()}
            />
          </EntryDrawerServicesProvider>
        </Suspense>
      </I18nextProvider>,
    );
    await screen.findByText('logbook page');
    await waitFor(() =>
      expect(requested).toEqual(
        expect.arrayContaining(['/locales/en-GB/logbookEntry.json', '/locales/en-GB/logbookComments.json']),
      ),
    );
    expect(screen.queryByTestId('entry-drawer')).toBeNull();
  });
});
