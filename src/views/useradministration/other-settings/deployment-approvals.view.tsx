import { Button, Card, DataList, Flex, Heading, Spinner, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { APPROVER_ROLES, type ApproverRole, type DeploymentStatus } from '../../../api/contract';
import { formatDateTime } from '../../../i18n/format';
import { ReloadIcon } from '../../shared/icons';
import { LabelledCheck } from '../../shared/labelled-check.view';
import { LoadFailedCallout } from './load-failed-callout.view';
import { versionText } from './version-number.view';

export interface DeploymentApprovalsViewProps {
  /** The last status read; null before the first. */
  readonly status: DeploymentStatus | null;
  /** The caller's role: its checkbox is the only one it may change. */
  readonly role: ApproverRole;
  readonly loading: boolean;
  readonly loadFailed: boolean;
  readonly approving: boolean;
  readonly deploying: boolean;
  /** The caller's own checkbox accepts a click now (not production, nothing running). */
  readonly mayApprove: boolean;
  /** Both approvals, not production, nothing running (spec 001 §4). */
  readonly mayDeploy: boolean;
  readonly onApprove: (approved: boolean) => void;
  readonly onDeploy: () => void;
  readonly onRefresh: () => void;
  readonly onRetry: () => void;
}

/**
 * Deployment with approvals (spec 001 §2 Other Settings, §4, §5): one checkbox per role, the
 * caller's own editable and the other read-only, who changed each last, the deploy button (both
 * approvals needed) and the last deployment.
 */
export function DeploymentApprovalsView(props: DeploymentApprovalsViewProps) {
  const { t } = useTranslation('administration');
  const { status } = props;
  const last = status?.lastDeployment ?? null;
  return (
    <Card size="3">
      <Flex direction="column" gap="3" data-testid="deployment-approvals">
        <Flex justify="between" align="center" gap="3">
          <Heading as="h3" size="4">
            {t('otherSettings.deployment.title')}
          </Heading>
          <Button
            type="button"
            variant="ghost"
            size="1"
            disabled={props.loading || props.approving || props.deploying}
            onClick={props.onRefresh}
          >
            <ReloadIcon size={14} />
            {t('otherSettings.deployment.refresh')}
          </Button>
        </Flex>
        {props.loadFailed && <LoadFailedCallout onRetry={props.onRetry} />}
        {status === null && props.loading && (
          <Flex gap="2" align="center">
            <Spinner />
            <Text size="2">{t('otherSettings.loading')}</Text>
          </Flex>
        )}
        {status !== null && (
          <>
            <Text as="p" size="2" weight="medium">
              {t('otherSettings.deployment.approvals')}
            </Text>
            {APPROVER_ROLES.map((role) => {
              const approval = status.deploymentStatus[role];
              const own = role === props.role;
              return (
                <Flex key={role} direction="column" gap="1">
                  <LabelledCheck
                    label={
                      <>
                        {t(`otherSettings.deployment.${role}`)}
                        {own && props.approving && <Spinner size="1" />}
                      </>
                    }
                    checked={approval.status}
                    disabled={!own || !props.mayApprove}
                    onCheckedChange={props.onApprove}
                  />
                  <Text size="1" color="gray" ml="5" data-testid={`approval-${role}`}>
                    {approval.approvedBy !== null && approval.approvedAt !== null
                      ? t('otherSettings.deployment.lastChange', {
                          name: approval.approvedBy,
                          at: formatDateTime(Date.parse(approval.approvedAt)),
                        })
                      : t('otherSettings.deployment.neverSet')}
                  </Text>
                </Flex>
              );
            })}
            <Text as="p" size="1" color="gray">
              {t('otherSettings.deployment.ownOnly')}
            </Text>
            <Flex gap="3" align="center" wrap="wrap">
              <Button
                type="button"
                disabled={!props.mayDeploy}
                loading={props.deploying}
                onClick={props.onDeploy}
              >
                {t('otherSettings.deployment.deploy')}
              </Button>
              {!props.mayDeploy && !props.deploying && (
                <Text size="1" color="gray">
                  {t('otherSettings.deployment.deployHint')}
                </Text>
              )}
            </Flex>
            <DataList.Root>
              <DataList.Item>
                <DataList.Label minWidth="160px">
                  {t('otherSettings.deployment.lastDeployment')}
                </DataList.Label>
                <DataList.Value data-testid="last-deployment">
                  {last
                    ? t('otherSettings.deployment.lastDeploymentValue', {
                        version: versionText(last.version),
                        at: formatDateTime(Date.parse(last.deployedAt)),
                        by: last.deployedBy,
                      })
                    : t('otherSettings.deployment.noDeployment')}
                </DataList.Value>
              </DataList.Item>
            </DataList.Root>
          </>
        )}
      </Flex>
    </Card>
  );
}
