import { Text } from '@radix-ui/themes';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SLIDER_MARKS, SLIDER_MAX, SLIDER_MIN, SLIDER_STEP, snapPercentage } from './fuel-estimate';

export interface PercentageSliderProps {
  readonly label: string;
  readonly value: number;
  readonly onChange: (value: number) => void;
  readonly disabled: boolean;
  /** Texts at the two ends (e.g. short / long distance), shown under the marks. */
  readonly startLabel?: string;
  readonly endLabel?: string;
}

/**
 * A 0–100 % slider in steps of 10 with a mark at every step (spec 000 §2 Datasheet). A native range
 * input: labelled, keyboard-operable (arrows, Home/End) and announced with its percentage.
 */
export function PercentageSlider({
  label,
  value,
  onChange,
  disabled,
  startLabel,
  endLabel,
}: PercentageSliderProps) {
  const { t } = useTranslation('fleet');
  const id = useId();
  return (
    <div className="fuel-slider" data-disabled={disabled ? '' : undefined}>
      <div className="fuel-slider-head">
        <Text as="label" size="2" htmlFor={id}>
          {label}
        </Text>
        <Text size="2" weight="medium" aria-hidden="true">
          {t('datasheet.percent', { value })}
        </Text>
      </div>
      <input
        id={id}
        type="range"
        min={SLIDER_MIN}
        max={SLIDER_MAX}
        step={SLIDER_STEP}
        value={value}
        disabled={disabled}
        aria-valuetext={t('datasheet.percent', { value })}
        onChange={(e) => onChange(snapPercentage(Number(e.target.value)))}
      />
      <div className="fuel-slider-marks" aria-hidden="true">
        {SLIDER_MARKS.map((mark) => (
          <span key={mark} className="fuel-slider-mark" data-major={mark % 50 === 0 ? '' : undefined}>
            {mark % 50 === 0 ? mark : ''}
          </span>
        ))}
      </div>
      {(startLabel || endLabel) && (
        <div className="fuel-slider-ends" aria-hidden="true">
          <Text size="1" color="gray">
            {startLabel}
          </Text>
          <Text size="1" color="gray">
            {endLabel}
          </Text>
        </div>
      )}
    </div>
  );
}
