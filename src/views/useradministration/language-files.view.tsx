import { Button, Callout, Card, Flex, Heading, Select, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TranslationBackupFile } from '../../api/contract';
import { formatDateTime } from '../../i18n/format';
import { LabelledCheck } from '../shared/labelled-check.view';

export type LanguageFilesNotice =
  | { readonly kind: 'deployed'; readonly count: number; readonly file: string }
  | { readonly kind: 'deployFailed'; readonly reason: string }
  | { readonly kind: 'restored' }
  | { readonly kind: 'restoreFailed'; readonly reason: string };

export interface LanguageFilesViewProps {
  readonly readOnly: boolean;
  readonly backups: readonly TranslationBackupFile[];
  readonly backupsFailed: boolean;
  readonly busy: boolean;
  readonly notice: LanguageFilesNotice | null;
  readonly onDeploy: (sure: boolean) => void;
  readonly onRestore: (enable: boolean, fileName: string | null) => void;
  readonly onDismiss: () => void;
}

/**
 * Deploying the language files (needs the sure-checkbox) and restoring a backup (needs the
 * enable-checkbox and a chosen file), spec 001 §5 and §8.
 */
export function LanguageFilesView(props: LanguageFilesViewProps) {
  const { t } = useTranslation('administration');
  const [sure, setSure] = useState(false);
  const [enable, setEnable] = useState(false);
  const [file, setFile] = useState<string | null>(null);
  const { notice } = props;
  return (
    <Flex gap="3" wrap="wrap" data-testid="admin-language-files">
      <Card className="admin-card">
        <Flex direction="column" gap="2">
          <Heading as="h2" size="3">
            {t('translations.deployTitle')}
          </Heading>
          <Text size="2" color="gray">
            {t('translations.deployHint')}
          </Text>
          <LabelledCheck
            label={t('translations.sure')}
            checked={sure}
            disabled={props.readOnly}
            onCheckedChange={setSure}
          />
          <Button
            disabled={!sure || props.readOnly || props.busy}
            onClick={() => {
              props.onDeploy(sure);
              setSure(false);
            }}
          >
            {t('translations.deploy')}
          </Button>
        </Flex>
      </Card>
      <Card className="admin-card">
        <Flex direction="column" gap="2">
          <Heading as="h2" size="3">
            {t('translations.restoreTitle')}
          </Heading>
          <LabelledCheck
            label={t('translations.restoreEnable')}
            checked={enable}
            disabled={props.readOnly}
            onCheckedChange={setEnable}
          />
          <Select.Root
            value={file ?? undefined}
            disabled={!enable || props.readOnly || props.backups.length === 0}
            onValueChange={setFile}
          >
            <Select.Trigger
              aria-label={t('translations.backupFile')}
              placeholder={
                props.backups.length === 0 ? t('translations.noBackups') : t('translations.chooseBackup')
              }
            />
            <Select.Content>
              {props.backups.map((backup) => (
                <Select.Item key={backup.fileName} value={backup.fileName}>
                  {t('translations.backupLabel', {
                    file: `${backup.fileName} (${formatDateTime(Date.parse(backup.createdAt))})`,
                    by: backup.createdBy,
                    count: backup.entries,
                  })}
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Root>
          {props.backupsFailed && (
            <Text size="2" color="red">
              {t('translations.backupsFailed')}
            </Text>
          )}
          <Button
            disabled={!enable || file === null || props.readOnly || props.busy}
            onClick={() => {
              props.onRestore(enable, file);
              setEnable(false);
            }}
          >
            {t('translations.restore')}
          </Button>
        </Flex>
      </Card>
      {notice !== null && (
        <Callout.Root
          color={notice.kind === 'deployed' || notice.kind === 'restored' ? 'green' : 'red'}
          role={notice.kind === 'deployed' || notice.kind === 'restored' ? 'status' : 'alert'}
          data-testid="admin-language-files-notice"
          className="admin-notice"
        >
          <Callout.Text>
            {notice.kind === 'deployed' &&
              t('translations.deployed', { count: notice.count, file: notice.file })}
            {notice.kind === 'deployFailed' && `${t('translations.deployFailed')} ${notice.reason}`}
            {notice.kind === 'restored' && t('translations.restoreComplete')}
            {notice.kind === 'restoreFailed' && `${t('translations.restoreFailed')}. ${notice.reason}`}{' '}
            <Button size="1" variant="soft" onClick={props.onDismiss}>
              {t('translations.dismiss')}
            </Button>
          </Callout.Text>
        </Callout.Root>
      )}
    </Flex>
  );
}
