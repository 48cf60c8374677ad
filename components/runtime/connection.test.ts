import { isSlowConnection } from './connection';

const withConnection = (connection?: object) => ({ connection }) as unknown as Navigator;

describe('isSlowConnection', () => {
  it('is slow when the visitor asks to save data', () => {
    expect(isSlowConnection(withConnection({ saveData: true, effectiveType: '4g' }))).toBe(true);
  });

  it.each(['slow-2g', '2g'])('is slow on %s', (effectiveType) => {
    expect(isSlowConnection(withConnection({ saveData: false, effectiveType }))).toBe(true);
  });

  it.each(['3g', '4g'])('is fast enough on %s', (effectiveType) => {
    expect(isSlowConnection(withConnection({ saveData: false, effectiveType }))).toBe(false);
  });

  it('counts an unknown connection as fast', () => {
    expect(isSlowConnection(withConnection())).toBe(false);
    expect(isSlowConnection(undefined)).toBe(false);
  });
});
