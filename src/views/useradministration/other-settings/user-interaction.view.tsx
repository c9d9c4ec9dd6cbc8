import { Card, Flex, Grid, Heading, Text, TextArea } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { ADMIN_LIMITS, type UserMessage } from '../../../api/contract';
import type {
  InteractionFlag,
  SettingsForm,
  SettingsProblems,
} from '../../../machines/other-settings-form/other-settings-form.types';
import { DateTimeField } from '../../shared/date-time/date-time-field.view';
import { LabelledCheck } from '../../shared/labelled-check.view';
import type { DateTimeProblem } from '../../shared/date-time/date-time-text';
import { ProblemText } from './problem-text.view';

export interface UserInteractionViewProps {
  readonly form: SettingsForm;
  readonly problems: SettingsProblems;
  /** Everything read-only: production, loading or saving. */
  readonly locked: boolean;
  /** Per checkbox: it may be checked now (what it relies on is checked, spec 001 §5). */
  readonly checkable: Readonly<Record<InteractionFlag, boolean>>;
  /** The zone the times are written in (IANA id). */
  readonly timeZone: string;
  /** The earliest start the field offers, a wall time `YYYY-MM-DDTHH:mm` in `timeZone`. */
  readonly minStart: string;
  readonly onFlag: (flag: InteractionFlag, checked: boolean) => void;
  readonly onMessage: (language: keyof UserMessage, text: string) => void;
  readonly onStart: (value: string) => void;
  readonly onEnd: (value: string) => void;
}

/** The checkboxes in the spec's order, with their label and, for the dependent ones, a hint. */
const FLAGS = [
  { flag: 'suggestReload', label: 'suggestRefresh', hint: null },
  { flag: 'showMessage', label: 'showMessage', hint: null },
  { flag: 'msgIsDependent', label: 'msgIsDependent', hint: 'msgIsDependentHint' },
  { flag: 'isDisableDismissButton', label: 'disableDismiss', hint: 'disableDismissHint' },
] as const satisfies readonly { flag: InteractionFlag; label: string; hint: string | null }[];
const WALL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/**
 * The user interaction (spec 001 §2 Other Settings, §5): the update and message prompts users get
 * with the next deployment, the message in German and English, and its period (dd.MM.yyyy @ HH:mm).
 */
export function UserInteractionView(props: UserInteractionViewProps) {
  const { t } = useTranslation('administration');
  const { t: tc } = useTranslation('common');
  const { form, problems } = props;
  const dateMessage = (field: 'start' | 'end') => (problem: DateTimeProblem) =>
    problem === 'tooEarly'
      ? t(field === 'start' ? 'otherSettings.problems.inPast' : 'otherSettings.problems.beforeStart')
      : t('otherSettings.problems.invalidDate');
  const date = (field: 'start' | 'end') => {
    const id = `other-settings-${field}`;
    const problem = problems[field];
    return (
      <Flex direction="column" gap="1">
        <Text as="label" size="2" htmlFor={id}>
          {t(`otherSettings.interaction.${field}`)}
        </Text>
        <DateTimeField
          id={id}
          value={form[field]}
          onChange={field === 'start' ? props.onStart : props.onEnd}
          min={field === 'start' || !WALL.test(form.start) ? props.minStart : form.start}
          readOnly={props.locked}
          invalid={problem !== undefined}
          message={dateMessage(field)}
          placeholder={t('otherSettings.interaction.dateFormat')}
          calendarLabel={t('otherSettings.interaction.calendar')}
          separator=" @ "
        />
        {/* The field tells unreadable and out-of-range text itself; an empty one only the form knows. */}
        <ProblemText id={`${id}-problem`} problem={problem === 'required' ? problem : undefined} />
      </Flex>
    );
  };
  return (
    <Card size="3">
      <Flex direction="column" gap="3">
        <Heading as="h3" size="4">
          {t('otherSettings.interaction.title')}
        </Heading>
        <Grid columns={{ initial: '1', sm: '2' }} gap="2">
          {FLAGS.map(({ flag, label, hint }) => {
            const checked = form.flags[flag];
            const disabled = props.locked || (!checked && !props.checkable[flag]);
            return (
              <Flex key={flag} direction="column">
                <LabelledCheck
                  label={t(`otherSettings.interaction.${label}`)}
                  color={disabled ? 'gray' : undefined}
                  checked={checked}
                  disabled={disabled}
                  onCheckedChange={(value) => props.onFlag(flag, value)}
                />
                {hint && (
                  <Text size="1" color="gray" ml="5">
                    {t(`otherSettings.interaction.${hint}`)}
                  </Text>
                )}
              </Flex>
            );
          })}
        </Grid>
        <Grid columns={{ initial: '1', sm: '2' }} gap="3">
          {(['de', 'en'] as const).map((language) => {
            const field = language === 'de' ? 'messageDe' : 'messageEn';
            const id = `other-settings-message-${language}`;
            return (
              <Flex key={language} direction="column" gap="1">
                <Text as="label" size="2" htmlFor={id}>
                  {t(`otherSettings.interaction.${field}`)}
                </Text>
                <TextArea
                  id={id}
                  rows={4}
                  value={form.message[language]}
                  readOnly={props.locked}
                  aria-invalid={problems[field] !== undefined}
                  onChange={(e) => props.onMessage(language, e.target.value)}
                />
                <ProblemText
                  id={`${id}-problem`}
                  problem={problems[field]}
                  max={ADMIN_LIMITS.maxMessageLength}
                />
              </Flex>
            );
          })}
        </Grid>
        <Grid columns={{ initial: '1', sm: '2' }} gap="3">
          {date('start')}
          {date('end')}
        </Grid>
        <Text as="p" size="1" color="gray">
          {tc('labels.timeZone', { zone: props.timeZone })}
        </Text>
      </Flex>
    </Card>
  );
}
