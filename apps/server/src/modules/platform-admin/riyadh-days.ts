import { addDays, zonedDayStart, zonedToday } from '@sufra/domain';

/** The platform's days are Riyadh's (every restaurant is in Saudi Arabia; the admin works on its clock). */
const PLATFORM_TIME_ZONE = 'Asia/Riyadh';

/** When today began in Riyadh, and the day six days before it (the last 7 days, today included). */
export function riyadhWindows(now: Date): { todayStart: Date; weekStart: Date } {
  const today = zonedToday(now, PLATFORM_TIME_ZONE);
  return {
    todayStart: zonedDayStart(today, PLATFORM_TIME_ZONE),
    weekStart: zonedDayStart(addDays(today, -6), PLATFORM_TIME_ZONE),
  };
}
