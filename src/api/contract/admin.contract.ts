import { Schema } from 'effect';
import { endpoint } from './endpoint';

/**
 * The administration console's release settings (spec 001 §3 Administration entities, §4
 * Administration, §5 Administration, §7 Administration) and the update check every client makes.
 */
const ADMIN = '/api/admin/v1';
const tag = 'administration';

/** Where an installation runs (server configuration `PORTAL_ENVIRONMENT`). */
export const PortalEnvironment = Schema.Literal('production', 'staging', 'local');
export type PortalEnvironment = typeof PortalEnvironment.Type;

/** The two roles whose approvals a deployment needs (spec 001 §4). */
export const ApproverRole = Schema.Literal('administrator', 'operator_admin');
export type ApproverRole = typeof ApproverRole.Type;
export const APPROVER_ROLES: readonly ApproverRole[] = ApproverRole.literals;

export const ADMIN_LIMITS = {
  /** Version parts are integers from 0 to this. */
  maxVersionPart: 9999,
  /** A user message per language, in characters. */
  maxMessageLength: 2000,
  /** A message may start this long before the server's now (the form's "now" is a few seconds old). */
  startGraceMs: 5 * 60_000,
  /** Audit log page size bound. */
  maxAuditTop: 200,
  /** Audit log offset bound (far beyond any real log; keeps the SQL offset sane). */
  maxAuditSkip: 1_000_000_000,
} as const;

const VersionPart = Schema.Number.pipe(
  Schema.int({ message: () => 'must be an integer' }),
  Schema.between(0, ADMIN_LIMITS.maxVersionPart),
);

export const VersionNumber = Schema.Struct({
  major: VersionPart,
  minor: VersionPart,
  bugFix: VersionPart,
}).annotations({ identifier: 'VersionNumber' });
export type VersionNumber = typeof VersionNumber.Type;

export const VersionNumbers = Schema.Struct({
  versionNos: Schema.Struct({
    /** The version being prepared (staging). */
    current: VersionNumber,
    /** The version users of production have (the last deployment's). */
    production: VersionNumber,
  }),
}).annotations({ identifier: 'VersionNumbers' });
export type VersionNumbers = typeof VersionNumbers.Type;

export const AdminPermission = Schema.Struct({
  userIsAllowed: Schema.Boolean,
  myUserRole: Schema.String,
  environment: PortalEnvironment,
}).annotations({ identifier: 'AdminPermission' });
export type AdminPermission = typeof AdminPermission.Type;

export const Approval = Schema.Struct({
  status: Schema.Boolean,
  /** Display name of who set the status last; null when never set. */
  approvedBy: Schema.NullOr(Schema.String),
  /** ISO instant of the last change; null when never set. */
  approvedAt: Schema.NullOr(Schema.String),
});
export type Approval = typeof Approval.Type;

export const DeploymentRecord = Schema.Struct({
  deployedAt: Schema.String,
  deployedBy: Schema.String,
  version: VersionNumber,
});
export type DeploymentRecord = typeof DeploymentRecord.Type;

export const DeploymentStatus = Schema.Struct({
  deploymentStatus: Schema.Struct({ administrator: Approval, operator_admin: Approval }),
  lastDeployment: Schema.NullOr(DeploymentRecord),
  environment: PortalEnvironment,
}).annotations({ identifier: 'DeploymentStatus' });
export type DeploymentStatus = typeof DeploymentStatus.Type;

export const ApprovalBody = Schema.Struct({ approvalStatus: Schema.Boolean });

/** `DD-MM-YYYY HH:mm:ss`, Europe/Berlin wall time (spec 001 §7 set user interaction). */
export const InteractionDateText = Schema.String.pipe(
  Schema.pattern(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}:\d{2}$/, {
    message: () => 'must be DD-MM-YYYY HH:mm:ss',
  }),
);

const MessageText = Schema.String.pipe(Schema.maxLength(ADMIN_LIMITS.maxMessageLength));
export const UserMessage = Schema.Struct({ de: MessageText, en: MessageText });
export type UserMessage = typeof UserMessage.Type;

export const UserInteractionBody = Schema.Struct({
  suggestReload: Schema.Boolean,
  showMessage: Schema.Boolean,
  /** Needs `showMessage` and `suggestReload`: the message shows once the client runs the update. */
  msgIsDependent: Schema.Boolean,
  /** Needs `showMessage`. */
  isDisableDismissButton: Schema.Boolean,
  message: UserMessage,
  start_date: InteractionDateText,
  end_date: InteractionDateText,
}).annotations({ identifier: 'UserInteractionBody' });
export type UserInteractionBody = typeof UserInteractionBody.Type;

export const UserInteraction = Schema.Struct({
  suggestReload: Schema.Boolean,
  showMessage: Schema.Boolean,
  msgIsDependent: Schema.Boolean,
  isDisableDismissButton: Schema.Boolean,
  message: UserMessage,
  /** ISO instants; null before a message was ever set. */
  startDate: Schema.NullOr(Schema.String),
  endDate: Schema.NullOr(Schema.String),
  /** Epoch milliseconds of the last suggest-refresh / message set; 0 when never. */
  userSuggestReloadTs: Schema.Number,
  userMsgTs: Schema.Number,
}).annotations({ identifier: 'UserInteraction' });
export type UserInteraction = typeof UserInteraction.Type;

const EpochMs = Schema.NumberFromString.pipe(Schema.int(), Schema.nonNegative());

export const UpdateCheckQuery = Schema.Struct({
  /** When the client's code was loaded (its stored stamp); absent: just loaded, up to date. */
  userSuggestReloadTs: Schema.optional(EpochMs),
  /** The message stamp the client dismissed last; absent: none. */
  userMsgTs: Schema.optional(EpochMs),
});

export const UpdateCheck = Schema.Struct({
  suggestRefresh: Schema.Boolean,
  showUserMsg: Schema.Boolean,
  userMsg: Schema.NullOr(UserMessage),
  userMsgTs: Schema.Number,
  isDisableDismissButton: Schema.Boolean,
}).annotations({ identifier: 'UpdateCheck' });
export type UpdateCheck = typeof UpdateCheck.Type;

export const AuditEntry = Schema.Struct({
  id: Schema.Number,
  at: Schema.String,
  accountName: Schema.String,
  action: Schema.String,
  target: Schema.NullOr(Schema.String),
  before: Schema.Unknown,
  after: Schema.Unknown,
});
export type AuditEntry = typeof AuditEntry.Type;

export const AuditLog = Schema.Struct({
  items: Schema.Array(AuditEntry),
  totalCount: Schema.Number,
}).annotations({ identifier: 'AuditLog' });
export type AuditLog = typeof AuditLog.Type;

const AuditQuery = Schema.Struct({
  top: Schema.optional(EpochMs.pipe(Schema.between(1, ADMIN_LIMITS.maxAuditTop))),
  skip: Schema.optional(EpochMs.pipe(Schema.lessThanOrEqualTo(ADMIN_LIMITS.maxAuditSkip))),
});

export const getAdminPermission = endpoint({
  operationId: 'getAdminPermission',
  method: 'GET',
  path: `${ADMIN}/permission`,
  summary: 'Whether the caller may use the administration console (userIsAllowed, myUserRole).',
  tag,
  auth: 'accessToken',
  success: { status: 200, schema: AdminPermission },
  errors: [401],
});

export const getVersionNumbers = endpoint({
  operationId: 'getVersionNumbers',
  method: 'GET',
  path: `${ADMIN}/versions`,
  summary: 'The version being prepared and the version production runs.',
  tag,
  auth: 'accessToken',
  access: 'administrator',
  success: { status: 200, schema: VersionNumbers },
  errors: [401, 403],
});

export const setVersionNumber = endpoint({
  operationId: 'setVersionNumber',
  method: 'PUT',
  path: `${ADMIN}/versions`,
  summary: 'Sets the version being prepared; only the administrator changes major and minor.',
  tag,
  auth: 'accessToken',
  access: 'administrator',
  body: VersionNumber,
  success: { status: 200, schema: VersionNumbers },
  errors: [401, 403, 409],
});

export const getDeploymentStatus = endpoint({
  operationId: 'getDeploymentStatus',
  method: 'GET',
  path: `${ADMIN}/deployment`,
  summary: 'The two approvals and the last deployment.',
  tag,
  auth: 'accessToken',
  access: 'administrator',
  success: { status: 200, schema: DeploymentStatus },
  errors: [401, 403],
});

export const setDeploymentApproval = endpoint({
  operationId: 'setDeploymentApproval',
  method: 'PUT',
  path: `${ADMIN}/deployment/approvals/{role}`,
  summary: 'Sets one role’s approval; only a holder of that role may.',
  tag,
  auth: 'accessToken',
  access: 'administrator',
  params: Schema.Struct({ role: ApproverRole }),
  body: ApprovalBody,
  success: { status: 200, schema: DeploymentStatus },
  errors: [401, 403, 409],
});

export const deployApp = endpoint({
  operationId: 'deployApp',
  method: 'POST',
  path: `${ADMIN}/deployment`,
  summary:
    'Releases what is prepared (version, user interaction) to production; needs both approvals, which it resets.',
  tag,
  auth: 'accessToken',
  access: 'administrator',
  success: { status: 200, schema: DeploymentStatus },
  errors: [401, 403, 409],
});

export const getUserInteraction = endpoint({
  operationId: 'getUserInteraction',
  method: 'GET',
  path: `${ADMIN}/user-interaction`,
  summary: 'The prepared update and message prompt settings.',
  tag,
  auth: 'accessToken',
  access: 'administrator',
  success: { status: 200, schema: UserInteraction },
  errors: [401, 403],
});

export const setUserInteraction = endpoint({
  operationId: 'setUserInteraction',
  method: 'PUT',
  path: `${ADMIN}/user-interaction`,
  summary: 'Prepares the update and message prompts; they reach users with the next deployment.',
  tag,
  auth: 'accessToken',
  access: 'administrator',
  body: UserInteractionBody,
  success: { status: 200, schema: UserInteraction },
  errors: [401, 403, 409],
});

export const checkForUpdate = endpoint({
  operationId: 'checkForUpdate',
  method: 'GET',
  path: `${ADMIN}/update-check`,
  summary: 'For every user: whether to suggest a refresh and which message to show, from the stored stamps.',
  tag,
  auth: 'accessToken',
  query: UpdateCheckQuery,
  success: { status: 200, schema: UpdateCheck },
  errors: [401],
});

export const getAuditLog = endpoint({
  operationId: 'getAuditLog',
  method: 'GET',
  path: `${ADMIN}/audit-log`,
  summary: 'Administration actions, newest first (who, when, what, before and after).',
  tag,
  auth: 'accessToken',
  access: 'administrator',
  query: AuditQuery,
  success: { status: 200, schema: AuditLog },
  errors: [401, 403],
});

export const adminEndpoints = [
  getAdminPermission,
  getVersionNumbers,
  setVersionNumber,
  getDeploymentStatus,
  setDeploymentApproval,
  deployApp,
  getUserInteraction,
  setUserInteraction,
  checkForUpdate,
  getAuditLog,
] as const;
