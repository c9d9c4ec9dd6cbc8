import { ClockView } from './clock.view';
import { useMinuteClock } from './use-now';

/** The header's clock with its own minute tick (only this part redraws when the minute turns). */
export function MinuteClockScreen() {
  return <ClockView now={useMinuteClock()} />;
}
