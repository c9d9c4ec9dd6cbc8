import { Button, Callout, Flex, Heading, Spinner, Tabs, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_TABS, type AdminTab } from '../../machines/administration/admin-console.types';
import { AlertIcon, InfoIcon, LockIcon } from '../shared/icons';
import './administration.css';

export type AdminConsoleStatus = 'checking' | 'refused' | 'failed' | 'allowed';

export interface AdminConsoleViewProps {
  readonly status: AdminConsoleStatus;
  readonly tab: AdminTab;
  /** The user tab waits for "Start Testing" (non-production). */
  readonly testingGate: boolean;
  /** What each tab shows once allowed (only the selected one is rendered). */
  readonly tabs: Readonly<Record<AdminTab, () => ReactNode>>;
  readonly onSelectTab: (tab: AdminTab) => void;
  readonly onStartTesting: () => void;
  readonly onRetry: () => void;
}

/**
 * The administration console (spec 001 §2): a loader while the permission check runs, "Unauthorised
 * User" when the server refuses, else the tabs. Props in, callbacks out.
 */
export function AdminConsoleView(props: AdminConsoleViewProps) {
  const { t } = useTranslation('administration');
  return (
    <Flex direction="column" gap="4" className="admin-console" data-testid="admin-console">
      <Heading as="h1" size="6">
        {t('title')}
      </Heading>
      {props.status === 'checking' && (
        <Flex gap="2" align="center" role="status" data-testid="admin-checking">
          <Spinner />
          <Text>{t('loading')}</Text>
        </Flex>
      )}
      {props.status === 'refused' && (
        <Callout.Root color="red" role="alert" data-testid="admin-unauthorised">
          <Callout.Icon>
            <LockIcon />
          </Callout.Icon>
          <Callout.Text>
            <strong>{t('unauthorised')}</strong> {t('unauthorisedHint')}
          </Callout.Text>
        </Callout.Root>
      )}
      {props.status === 'failed' && (
        <Callout.Root color="red" role="alert">
          <Callout.Icon>
            <AlertIcon />
          </Callout.Icon>
          <Callout.Text>
            {t('checkFailed')}{' '}
            <Button size="1" variant="soft" onClick={props.onRetry}>
              {t('retry')}
            </Button>
          </Callout.Text>
        </Callout.Root>
      )}
      {props.status === 'allowed' && (
        <Tabs.Root value={props.tab} onValueChange={(value) => props.onSelectTab(value as AdminTab)}>
          <Tabs.List wrap="wrap">
            {ADMIN_TABS.map((tab) => (
              <Tabs.Trigger key={tab} value={tab}>
                {t(`tabs.${tab}`)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {/* It holds the section's controls: not a tab stop of its own (issue 36). */}
          <Tabs.Content value={props.tab} tabIndex={-1}>
            <Flex direction="column" gap="3" pt="4">
              {props.tab === 'users' && props.testingGate ? (
                <Flex direction="column" gap="3" data-testid="admin-testing-gate">
                  <Callout.Root color="amber">
                    <Callout.Icon>
                      <InfoIcon />
                    </Callout.Icon>
                    <Callout.Text>{t('startTesting.notice')}</Callout.Text>
                  </Callout.Root>
                  <Button onClick={props.onStartTesting} className="admin-start-testing">
                    {t('startTesting.button')}
                  </Button>
                </Flex>
              ) : (
                props.tabs[props.tab]()
              )}
            </Flex>
          </Tabs.Content>
        </Tabs.Root>
      )}
    </Flex>
  );
}

/** The notice Translation and Other Settings show on production (spec 001 §5). */
export function ProductionNotice() {
  const { t } = useTranslation('administration');
  return (
    <Callout.Root color="blue" data-testid="admin-production-notice">
      <Callout.Icon>
        <InfoIcon />
      </Callout.Icon>
      <Callout.Text>{t('productionNotice')}</Callout.Text>
    </Callout.Root>
  );
}
