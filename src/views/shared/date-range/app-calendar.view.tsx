import { DayPicker, type DayPickerProps } from 'react-day-picker';
import { de, enGB } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import './date-range-picker.css';

/** The calendar's props: react-day-picker's, without what every calendar of the app sets alike. */
export type AppCalendarProps = DayPickerProps & { readonly language: string };

/**
 * The app's calendar (react-day-picker in the theme's colours): weeks start on Monday in every language,
 * the names of days and months in the user's. Loaded when a calendar is first opened (`lazy-calendar.view`).
 */
export function AppCalendar({ language, ...props }: AppCalendarProps) {
  return (
    <DayPicker
      {...props}
      className="date-range-calendar"
      locale={language.startsWith('en') ? enGB : de}
      weekStartsOn={1}
    />
  );
}
