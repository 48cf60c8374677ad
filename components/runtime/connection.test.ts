import { isSlowConnection } from './connection';
import { SLOW_CONNECTIONS } from './connection-fixtures';

const withConnection = (connection?: object) => ({ connection }) as unknown as Navigator;

describe('isSlowConnection', () => {
  it.each(SLOW_CONNECTIONS)('is slow on %o (save-data or 2g-class)', (connection) => {
    expect(isSlowConnection(withConnection(connection))).toBe(true);
  });

  it.each(['3g', '4g'])('is fast enough on %s', (effectiveType) => {
    expect(isSlowConnection(withConnection({ saveData: false, effectiveType }))).toBe(false);
  });

  it('counts an unknown connection as fast', () => {
    expect(isSlowConnection(withConnection())).toBe(false);
    expect(isSlowConnection(undefined)).toBe(false);
  });
});
