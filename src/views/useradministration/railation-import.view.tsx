import { Button, Callout, Card, Code, Flex, Heading, Spinner, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RAILATION_IMPORT_MAX_CHARS, type FieldIssue } from '../../api/contract';
import type { RailationImportRequest } from '../../machines/administration/railation-import.actors';
import { railationImportFormat } from '../../machines/administration/railation-import.machine';
import { AlertIcon, InfoIcon } from '../shared/icons';

/** The rows of a refused file listed at most; the rest are counted. */
export const RAILATION_ISSUES_SHOWN = 20;

export type RailationImportNotice =
  | { readonly kind: 'imported'; readonly created: number; readonly replaced: number }
  /** `reason` in the user's language; `issues` the bad rows a 400 named (empty otherwise). */
  | { readonly kind: 'failed'; readonly reason: string; readonly issues: readonly FieldIssue[] };

export interface RailationImportViewProps {
  readonly importing: boolean;
  readonly notice: RailationImportNotice | null;
  readonly onImport: (request: RailationImportRequest) => void;
  readonly onDismiss: () => void;
}

type FileProblem = 'fileEmpty' | 'fileTooLarge';

/** UTF-8 takes at most 4 bytes a character: a larger file is too long without reading it. */
const MAX_FILE_BYTES = RAILATION_IMPORT_MAX_CHARS * 4;

function IssueList({ issues }: { readonly issues: readonly FieldIssue[] }) {
  const { t } = useTranslation('administration');
  const more = issues.length - RAILATION_ISSUES_SHOWN;
  return (
    <Flex direction="column" gap="1">
      <Text size="2">{t('railation.issuesTitle')}</Text>
      <Text as="div" size="2">
        <ul data-testid="railation-import-issues" style={{ margin: 0 }}>
          {issues.slice(0, RAILATION_ISSUES_SHOWN).map((issue, index) => (
            <li key={`${index}-${issue.field}`}>
              <Code variant="ghost">{issue.field}</Code>: {issue.message}
            </li>
          ))}
        </ul>
        {more > 0 && t('railation.moreIssues', { count: more })}
      </Text>
    </Flex>
  );
}

/**
 * The import card of the railation tab (issue 12): a CSV or GeoJSON file (the format from its
 * extension), read here and handed on as text; the outcome is the counts or the failure with every
 * bad row the server named. Props in, callbacks out.
 */
export function RailationImportView(props: RailationImportViewProps) {
  const { t } = useTranslation('administration');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<FileProblem | null>(null);
  const { notice } = props;
  const start = async (chosen: File) => {
    const content = chosen.size > MAX_FILE_BYTES ? null : await chosen.text();
    const found: FileProblem | null =
      content === ''
        ? 'fileEmpty'
        : content === null || content.length > RAILATION_IMPORT_MAX_CHARS
          ? 'fileTooLarge'
          : null;
    setProblem(found);
    if (content !== null && found === null)
      props.onImport({ fileName: chosen.name, format: railationImportFormat(chosen.name), content });
  };
  return (
    <Card className="admin-card" data-testid="railation-import">
      <Flex direction="column" gap="3">
        <Heading as="h2" size="3">
          {t('railation.importTitle')}
        </Heading>
        <Text as="label" size="2">
          <Flex direction="column" gap="1">
            {t('railation.file')}
            <input
              type="file"
              accept=".csv,.geojson,.json"
              disabled={props.importing}
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                setProblem(null);
              }}
            />
          </Flex>
        </Text>
        {problem !== null && (
          <Text size="2" color="red" role="alert">
            {t(`railation.${problem}`)}
          </Text>
        )}
        <Flex gap="3" align="center">
          <Button disabled={file === null || props.importing} onClick={() => file && void start(file)}>
            {t('railation.import')}
          </Button>
          {props.importing && (
            <Flex gap="2" align="center" role="status">
              <Spinner />
              <Text size="2">{t('railation.importing')}</Text>
            </Flex>
          )}
        </Flex>
        {notice !== null && (
          <Callout.Root
            color={notice.kind === 'imported' ? 'green' : 'red'}
            role={notice.kind === 'imported' ? 'status' : 'alert'}
            data-testid="railation-import-notice"
          >
            <Callout.Icon>{notice.kind === 'imported' ? <InfoIcon /> : <AlertIcon />}</Callout.Icon>
            <Flex direction="column" gap="2" align="start">
              <Callout.Text>
                {notice.kind === 'imported'
                  ? t('railation.imported', { created: notice.created, replaced: notice.replaced })
                  : `${t('railation.importFailed')} ${notice.reason}`}
              </Callout.Text>
              {notice.kind === 'failed' && notice.issues.length > 0 && <IssueList issues={notice.issues} />}
              <Button size="1" variant="soft" color="gray" onClick={props.onDismiss}>
                {t('railation.dismiss')}
              </Button>
            </Flex>
          </Callout.Root>
        )}
        <Text size="1" color="gray">
          {t('railation.help')}
        </Text>
      </Flex>
    </Card>
  );
}
