import { Button, DropdownMenu, Flex, IconButton, Spinner, Text } from '@radix-ui/themes';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ORGANISATION_TIME_ZONE } from '../../api/contract/time-zone';
import { wallTimeOf, instantOfWallTime } from '../../machines/other-settings-form/interaction-time';
import { REPLAY_SPEEDS, type ReplaySpeed } from '../../machines/replay/replay.types';
import { formatDateTimeSeconds } from '../../i18n/format';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '../shared/icons';
import { DateTimeField } from '../shared/date-time/date-time-field.view';
import type { DateTimeProblem } from '../shared/date-time/date-time-text';
import './replay-bar.css';

export interface ReplayBarProps {
  /** The period as instants: [from, to). */
  readonly range: { readonly from: number; readonly to: number };
  readonly cursor: number;
  readonly speed: ReplaySpeed;
  readonly playing: boolean;
  readonly loading: boolean;
  /** The last fetch failed: the bar offers to try again. */
  readonly failed: boolean;
  /** The server asked to wait this many seconds (heavy work); null: no wait. */
  readonly waitSeconds: number | null;
  /** Nothing selected: the bar is disabled. */
  readonly noVehicles: boolean;
  /** "Fleet at" answered: how many vehicles it found, and how many of them are stale. */
  readonly fleetAt: { readonly found: number; readonly stale: number } | null;
  /** The replay's vehicle picker (first in the bar); left out: none. */
  readonly vehicles?: ReactNode;
  readonly onPlay: () => void;
  readonly onPause: () => void;
  readonly onSpeed: (speed: ReplaySpeed) => void;
  readonly onStepBack: () => void;
  readonly onStepForward: () => void;
  readonly onSeek: (at: number) => void;
  readonly onFleetAt: (at: number) => void;
  readonly onRetry: () => void;
}

const SLIDER_STEP_MS = 10_000;
const wall = (ms: number) => wallTimeOf(ms, ORGANISATION_TIME_ZONE);

/**
 * The fleet replay's bar (issue 30 §3): the vehicles replayed, a slider over the period, play/pause, the
 * speed, steps, the cursor's time and a "fleet at" field, every time in the organisation's zone
 * whatever the browser's.
 */
export function ReplayBar(props: ReplayBarProps) {
  const { t } = useTranslation('map');
  const id = useId();
  const { range, cursor, noVehicles } = props;
  const [fleetAtValue, setFleetAtValue] = useState(() => wall(cursor));
  const fleetAtMs = instantOfWallTime(fleetAtValue, ORGANISATION_TIME_ZONE);
  const fleetAtUsable = fleetAtMs !== null && fleetAtMs >= range.from && fleetAtMs <= range.to;
  const submitFleetAt = (event: FormEvent) => {
    event.preventDefault();
    if (fleetAtUsable) props.onFleetAt(fleetAtMs);
  };
  const problem = (p: DateTimeProblem) => t(`replay.dateProblem.${p}`);
  return (
    <section className="replay-bar" aria-label={t('replay.label')} data-testid="replay-bar">
      <Flex align="center" gap="2" wrap="wrap">
        {props.vehicles}
        <IconButton
          variant="soft"
          onClick={props.onStepBack}
          disabled={noVehicles}
          aria-label={t('replay.stepBack')}
        >
          <ChevronLeftIcon />
        </IconButton>
        {props.playing ? (
          <IconButton onClick={props.onPause} aria-label={t('replay.pause')} data-testid="replay-pause">
            <PauseIcon />
          </IconButton>
        ) : (
          <IconButton
            onClick={props.onPlay}
            disabled={noVehicles}
            aria-label={t('replay.play')}
            data-testid="replay-play"
          >
            <PlayIcon />
          </IconButton>
        )}
        <IconButton
          variant="soft"
          onClick={props.onStepForward}
          disabled={noVehicles}
          aria-label={t('replay.stepForward')}
        >
          <ChevronRightIcon />
        </IconButton>
        {/* A menu of the five speeds: one tap opens it, a second picks, as on the other map controls. */}
        <DropdownMenu.Root>
          <DropdownMenu.Trigger>
            <Button
              variant="surface"
              color="gray"
              aria-label={t('replay.speedButton', { speed: props.speed })}
              data-testid="replay-speed"
            >
              {t('replay.speedValue', { speed: props.speed })}
              <DropdownMenu.TriggerIcon />
            </Button>
          </DropdownMenu.Trigger>
          <DropdownMenu.Content>
            <DropdownMenu.Label>{t('replay.speed')}</DropdownMenu.Label>
            <DropdownMenu.RadioGroup
              value={String(props.speed)}
              onValueChange={(v) => props.onSpeed(Number(v) as ReplaySpeed)}
            >
              {REPLAY_SPEEDS.map((s) => (
                <DropdownMenu.RadioItem key={s} value={String(s)}>
                  {t('replay.speedValue', { speed: s })}
                </DropdownMenu.RadioItem>
              ))}
            </DropdownMenu.RadioGroup>
          </DropdownMenu.Content>
        </DropdownMenu.Root>
        <Text as="span" size="2" weight="bold" data-testid="replay-cursor" aria-live="off">
          {formatDateTimeSeconds(cursor)}
        </Text>
        {props.loading && (
          <Spinner
            role="status"
            aria-label={
              props.waitSeconds === null
                ? t('replay.loading')
                : t('replay.serverBusy', { seconds: props.waitSeconds })
            }
          />
        )}
        {props.failed && (
          <Flex align="center" gap="2" role="alert">
            <Text size="2" color="red">
              {t('replay.failed')}
            </Text>
            <Button size="1" onClick={props.onRetry}>
              {t('replay.retry')}
            </Button>
          </Flex>
        )}
      </Flex>
      <input
        type="range"
        className="replay-slider"
        min={range.from}
        max={range.to}
        step={SLIDER_STEP_MS}
        value={cursor}
        disabled={noVehicles}
        aria-label={t('replay.slider')}
        aria-valuetext={formatDateTimeSeconds(cursor)}
        onChange={(event) => props.onSeek(Number(event.currentTarget.value))}
      />
      <form className="replay-fleet-at" onSubmit={submitFleetAt}>
        <label htmlFor={id}>
          <Text size="2">{t('replay.fleetAt')}</Text>
        </label>
        <DateTimeField
          id={id}
          value={fleetAtValue}
          onChange={setFleetAtValue}
          min={wall(range.from)}
          max={wall(range.to)}
          readOnly={noVehicles}
          message={problem}
          placeholder={t('replay.dateFormat')}
          calendarLabel={t('replay.calendar')}
        />
        <Button type="submit" disabled={noVehicles || !fleetAtUsable}>
          {t('replay.show')}
        </Button>
        {props.fleetAt && (
          <Text size="2" data-testid="replay-fleet-at-result" role="status">
            {t('replay.fleetAtResult', { count: props.fleetAt.found, stale: props.fleetAt.stale })}
          </Text>
        )}
      </form>
    </section>
  );
}
