import { Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { SettingsProblem } from '../../../machines/other-settings-form/other-settings-form.types';

/** A field's problem under it, in red; nothing when there is none. */
export function ProblemText(props: {
  readonly id: string;
  readonly problem: SettingsProblem | undefined;
  /** The limit `tooLarge` and `tooLong` name. */
  readonly max?: number;
}) {
  const { t } = useTranslation('administration');
  if (props.problem === undefined) return null;
  return (
    <Text as="p" size="1" color="red" id={props.id}>
      {t(`otherSettings.problems.${props.problem}`, { max: props.max ?? 0 })}
    </Text>
  );
}
