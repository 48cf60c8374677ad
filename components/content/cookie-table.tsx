// The privacy policy's list of cookies, drawn from the definitions the code sets them with (lib/session/cookie-definitions).
import { COOKIE_DEFINITIONS } from '@/lib/session/cookie-definitions';
import { Table } from '@/components/ui/table';

const MINUTE = 60;
const HOUR = 3600;
const DAY = 86_400;

/** "30 days", "1 hour", "10 minutes". */
export function lifetime(seconds: number): string {
  const [count, unit] =
    seconds % DAY === 0
      ? [seconds / DAY, 'day']
      : seconds % HOUR === 0
        ? [seconds / HOUR, 'hour']
        : [Math.round(seconds / MINUTE), 'minute'];
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

export function CookieTable() {
  return (
    <Table
      caption="The cookies this site sets"
      columns={['Cookie', 'What it is for', 'Kept for', 'Readable by scripts']}
      stackOnPhone
      rows={COOKIE_DEFINITIONS.map((cookie) => ({
        key: cookie.name,
        cells: [
          <code key="name">{cookie.name}</code>,
          cookie.purpose,
          lifetime(cookie.maxAgeSeconds),
          cookie.httpOnly ? 'No' : 'Yes',
        ],
      }))}
    />
  );
}
