import { Callout, Flex } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { InfoIcon } from '../../shared/icons';
import { DeploymentApprovalsView, type DeploymentApprovalsViewProps } from './deployment-approvals.view';
import {
  OtherSettingsOutcomeDialog,
  type OtherSettingsOutcomeDialogProps,
} from './other-settings-outcome-dialog.view';
import { SettingsFormView, type SettingsFormViewProps } from './settings-form.view';
import './other-settings.css';

export interface OtherSettingsViewProps {
  /** The installation is production: the notice shows and everything is read-only (spec 001 §5). */
  readonly production: boolean;
  readonly settings: SettingsFormViewProps;
  readonly deployment: DeploymentApprovalsViewProps;
  readonly outcome: OtherSettingsOutcomeDialogProps;
}

/**
 * The Other Settings tab of /useradministration (spec 001 §2, §5, §8): the version number and the
 * user interaction on one side, the deployment with its approvals on the other, and the outcome
 * dialog. Props in, callbacks out.
 */
export function OtherSettingsView(props: OtherSettingsViewProps) {
  const { t } = useTranslation('administration');
  return (
    <Flex direction="column" gap="4" className="other-settings" data-testid="other-settings">
      {props.production && (
        <Callout.Root color="amber" role="status">
          <Callout.Icon>
            <InfoIcon />
          </Callout.Icon>
          <Callout.Text>{t('productionNotice')}</Callout.Text>
        </Callout.Root>
      )}
      <div className="other-settings-grid">
        <SettingsFormView {...props.settings} />
        <DeploymentApprovalsView {...props.deployment} />
      </div>
      <OtherSettingsOutcomeDialog {...props.outcome} />
    </Flex>
  );
}
