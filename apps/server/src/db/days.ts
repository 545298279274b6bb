// The days a person filters lists by are days in China: a day starts at midnight Asia/Shanghai,
// whatever the database server's time zone.
import { sql } from 'kysely';

/** The first instant of `day` (YYYY-MM-DD). */
export const startOfDay = (day: string) => sql<Date>`(${day}::date)::timestamp AT TIME ZONE 'Asia/Shanghai'`;

/** The first instant after `day`: an exclusive upper bound. */
export const endOfDay = (day: string) => sql<Date>`(${day}::date + 1)::timestamp AT TIME ZONE 'Asia/Shanghai'`;
