// The platform's date picker: Fluent's DatePicker with its calendar in Chinese (month and day
// names, 今天, the navigation buttons and every name assistive tech reads; Fluent's are English)
// and dates written as the platform writes them, yyyy-MM-dd, unless the caller formats them.
// Every date field uses this one rather than Fluent's directly.
import { formatDate, parseDate } from '@ent/core/forms';
import { CALENDAR_TEXT } from '@ent/core/messages';
import {
  type CalendarStrings,
  type DatePickerProps,
  DatePicker as FluentDatePicker,
} from '@fluentui/react-datepicker-compat';

export const DATE_FORMAT = 'yyyy-MM-dd';

export const CALENDAR_STRINGS: CalendarStrings = {
  months: [...CALENDAR_TEXT.months],
  shortMonths: [...CALENDAR_TEXT.months],
  days: [...CALENDAR_TEXT.days],
  shortDays: [...CALENDAR_TEXT.shortDays],
  goToToday: CALENDAR_TEXT.goToToday,
  prevMonthAriaLabel: CALENDAR_TEXT.prevMonth,
  nextMonthAriaLabel: CALENDAR_TEXT.nextMonth,
  prevYearAriaLabel: CALENDAR_TEXT.prevYear,
  nextYearAriaLabel: CALENDAR_TEXT.nextYear,
  prevYearRangeAriaLabel: CALENDAR_TEXT.prevYearRange,
  nextYearRangeAriaLabel: CALENDAR_TEXT.nextYearRange,
  closeButtonAriaLabel: CALENDAR_TEXT.close,
  selectedDateFormatString: CALENDAR_TEXT.selectedDate,
  todayDateFormatString: CALENDAR_TEXT.todayDate,
  weekNumberFormatString: CALENDAR_TEXT.weekNumber,
  monthPickerHeaderAriaLabel: CALENDAR_TEXT.monthPickerHeader,
  yearPickerHeaderAriaLabel: CALENDAR_TEXT.yearPickerHeader,
  dayMarkedAriaLabel: CALENDAR_TEXT.dayMarked,
};

const monthName = (date: Date) => CALENDAR_TEXT.months[date.getMonth()] ?? '';
const dayName = (date: Date) =>
  CALENDAR_TEXT.day(date.getFullYear(), date.getMonth() + 1, date.getDate(), CALENDAR_TEXT.days[date.getDay()] ?? '');

/** Fluent writes a month as "March 2026" and a day as "March 15, 2026"; here 2026年三月, 2026年3月15日. */
export const CALENDAR_FORMATTING: NonNullable<DatePickerProps['dateTimeFormatter']> = {
  formatDay: (date) => String(date.getDate()),
  formatMonth: monthName,
  formatYear: (date) => String(date.getFullYear()),
  formatMonthDayYear: dayName,
  formatMonthYear: (date) => CALENDAR_TEXT.monthYear(date.getFullYear(), monthName(date)),
};

/**
 * Fluent builds each day button's name itself ("15, 三月, 2026") without asking the formatter;
 * the cell's ref, called after every render of the cell, names it as the formatter does.
 */
function nameDay(cell: HTMLElement | null, date: Date): void {
  // Null when React lets go of the cell.
  cell?.querySelector('button')?.setAttribute('aria-label', dayName(date));
}

export function DatePicker({ calendar, ...props }: DatePickerProps) {
  const calendarProps = typeof calendar === 'object' && calendar !== null ? calendar : {};
  return (
    <FluentDatePicker
      formatDate={(date) => (date ? formatDate(date, DATE_FORMAT) : '')}
      parseDateFromString={(text) => parseDate(text.trim(), DATE_FORMAT)}
      {...props}
      strings={CALENDAR_STRINGS}
      dateTimeFormatter={CALENDAR_FORMATTING}
      calendar={{
        ...calendarProps,
        calendarDayProps: { ...calendarProps.calendarDayProps, customDayCellRef: nameDay },
      }}
    />
  );
}
