import { Card, DataList, Flex, Heading, Text, TextField } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { ADMIN_LIMITS, type VersionNumber } from '../../../api/contract';
import {
  VERSION_PARTS,
  type SettingsForm,
  type SettingsProblems,
  type VersionPart,
} from '../../../machines/other-settings-form/other-settings-form.types';
import { LabelledCheck } from '../../shared/labelled-check.view';
import { ProblemText } from './problem-text.view';

/** A version as users read it: 1.3.0. */
export const versionText = (version: VersionNumber | null | undefined): string =>
  version ? `${version.major}.${version.minor}.${version.bugFix}` : '–';

export interface VersionNumberViewProps {
  /** What production runs. */
  readonly production: VersionNumber | null;
  readonly form: Pick<SettingsForm, 'versionChange' | 'version'>;
  readonly problems: SettingsProblems;
  /** Everything read-only: production, loading or saving. */
  readonly locked: boolean;
  /** Per part: the caller may type into it now (version change checked; major and minor: administrator). */
  readonly editable: Readonly<Record<VersionPart, boolean>>;
  /** Major and minor are the administrator's: the hint says so to everybody else. */
  readonly majorMinorLocked: boolean;
  readonly onVersionChange: (checked: boolean) => void;
  readonly onVersionEdit: (part: VersionPart, value: string) => void;
}

/** The version number (spec 001 §2 Other Settings, §5): production's, and the prepared one to edit. */
export function VersionNumberView(props: VersionNumberViewProps) {
  const { t } = useTranslation('administration');
  return (
    <Card size="3">
      <Flex direction="column" gap="3">
        <Heading as="h3" size="4">
          {t('otherSettings.version.title')}
        </Heading>
        <DataList.Root>
          <DataList.Item>
            <DataList.Label minWidth="160px">{t('otherSettings.version.production')}</DataList.Label>
            <DataList.Value data-testid="production-version">{versionText(props.production)}</DataList.Value>
          </DataList.Item>
        </DataList.Root>
        <LabelledCheck
          label={t('otherSettings.version.change')}
          checked={props.form.versionChange}
          disabled={props.locked}
          onCheckedChange={props.onVersionChange}
        />
        <Text as="p" size="2" weight="medium">
          {t('otherSettings.version.prepared')}
        </Text>
        <Flex gap="3" wrap="wrap">
          {VERSION_PARTS.map((part) => {
            const id = `other-settings-version-${part}`;
            const problem = props.problems[part];
            return (
              <Flex key={part} direction="column" gap="1" className="other-settings-version-part">
                <Text as="label" size="2" htmlFor={id}>
                  {t(`otherSettings.version.${part}`)}
                </Text>
                <TextField.Root
                  id={id}
                  inputMode="numeric"
                  value={props.form.version[part]}
                  readOnly={props.locked || !props.editable[part]}
                  aria-invalid={problem !== undefined}
                  {...(problem ? { 'aria-describedby': `${id}-problem` } : {})}
                  onChange={(e) => props.onVersionEdit(part, e.target.value)}
                />
                <ProblemText id={`${id}-problem`} problem={problem} max={ADMIN_LIMITS.maxVersionPart} />
              </Flex>
            );
          })}
        </Flex>
        {props.majorMinorLocked && (
          <Text as="p" size="1" color="gray">
            {t('otherSettings.version.administratorOnly')}
          </Text>
        )}
      </Flex>
    </Card>
  );
}
