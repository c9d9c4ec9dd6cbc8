import type { UserInteraction, VersionNumber } from '../../src/api/contract';
import type { Queryable } from '../db/db';

export type Channel = 'staging' | 'production';

/** One channel's release settings as the API shows them. */
export interface ReleaseSettings {
  readonly version: VersionNumber;
  readonly interaction: UserInteraction;
}

interface ReleaseRow {
  readonly version_major: number;
  readonly version_minor: number;
  readonly version_bug_fix: number;
  readonly suggest_reload: boolean;
  readonly suggest_reload_ms: number | null;
  readonly show_message: boolean;
  readonly message_ms: number | null;
  readonly message_de: string;
  readonly message_en: string;
  readonly message_depends_on_update: boolean;
  readonly disable_dismiss: boolean;
  readonly start_ms: number | null;
  readonly end_ms: number | null;
}

const ms = (column: string, as: string) => `(extract(epoch FROM ${column}) * 1000)::float8 AS ${as}`;
const iso = (value: number | null) => (value === null ? null : new Date(Math.round(value)).toISOString());

/** The channel's row; `lock` holds it for the transaction's update. */
export const readReleaseSettings = async (
  q: Queryable,
  channel: Channel,
  lock = false,
): Promise<ReleaseSettings> => {
  const [row] = await q.query<ReleaseRow>(
    `SELECT version_major, version_minor, version_bug_fix, suggest_reload, ${ms('suggest_reload_at', 'suggest_reload_ms')},
       show_message, ${ms('message_at', 'message_ms')}, message_de, message_en, message_depends_on_update,
       disable_dismiss, ${ms('message_start', 'start_ms')}, ${ms('message_end', 'end_ms')}
     FROM release_settings WHERE channel = $1${lock ? ' FOR UPDATE' : ''}`,
    [channel],
  );
  if (!row) throw new Error(`release_settings has no ${channel} row (migration 0012)`);
  return {
    version: { major: row.version_major, minor: row.version_minor, bugFix: row.version_bug_fix },
    interaction: {
      suggestReload: row.suggest_reload,
      showMessage: row.show_message,
      msgIsDependent: row.message_depends_on_update,
      isDisableDismissButton: row.disable_dismiss,
      message: { de: row.message_de, en: row.message_en },
      startDate: iso(row.start_ms),
      endDate: iso(row.end_ms),
      userSuggestReloadTs: Math.round(row.suggest_reload_ms ?? 0),
      userMsgTs: Math.round(row.message_ms ?? 0),
    },
  };
};

/** Both channels' version numbers in one read. */
export const readChannelVersions = async (q: Queryable): Promise<Record<Channel, VersionNumber>> => {
  const rows = await q.query<{
    channel: Channel;
    version_major: number;
    version_minor: number;
    version_bug_fix: number;
  }>(
    `SELECT channel, version_major, version_minor, version_bug_fix FROM release_settings
     WHERE channel IN ('staging', 'production')`,
  );
  const of = (channel: Channel): VersionNumber => {
    const row = rows.find((r) => r.channel === channel);
    if (!row) throw new Error(`release_settings has no ${channel} row (migration 0012)`);
    return { major: row.version_major, minor: row.version_minor, bugFix: row.version_bug_fix };
  };
  return { staging: of('staging'), production: of('production') };
};

const instantOrNull = (value: number) => (value === 0 ? null : new Date(value).toISOString());

/** Replaces the channel's settings (the caller holds its row). */
export const writeReleaseSettings = async (
  q: Queryable,
  channel: Channel,
  settings: ReleaseSettings,
  at: Date,
): Promise<void> => {
  const { version, interaction: i } = settings;
  await q.query(
    `UPDATE release_settings SET version_major = $2, version_minor = $3, version_bug_fix = $4,
       suggest_reload = $5, suggest_reload_at = $6, show_message = $7, message_at = $8, message_de = $9,
       message_en = $10, message_depends_on_update = $11, disable_dismiss = $12, message_start = $13,
       message_end = $14, updated_at = $15
     WHERE channel = $1`,
    [
      channel,
      version.major,
      version.minor,
      version.bugFix,
      i.suggestReload,
      instantOrNull(i.userSuggestReloadTs),
      i.showMessage,
      instantOrNull(i.userMsgTs),
      i.message.de,
      i.message.en,
      i.msgIsDependent,
      i.isDisableDismissButton,
      i.startDate,
      i.endDate,
      at.toISOString(),
    ],
  );
};
