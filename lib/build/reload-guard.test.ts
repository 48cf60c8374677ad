import { claimFullLoad, type GuardStorage } from './reload-guard';

function memoryStorage(): GuardStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value) };
}

describe('claimFullLoad', () => {
  it('allows one full load per path within 10 s, then again after the window', () => {
    const storage = memoryStorage();
    expect(claimFullLoad('/about-us', 1_000, storage)).toBe(true);
    expect(claimFullLoad('/about-us', 10_999, storage)).toBe(false);
    expect(claimFullLoad('/support', 10_999, storage)).toBe(true);
    expect(claimFullLoad('/about-us', 11_000, storage)).toBe(true);
  });

  it('survives a reload because the stamps live in the given storage', () => {
    const storage = memoryStorage();
    claimFullLoad('/', 5_000, storage);
    const afterReload = memoryStorage();
    afterReload.data.set('build-reload-guard', storage.data.get('build-reload-guard') ?? '');
    expect(claimFullLoad('/', 6_000, afterReload)).toBe(false);
  });

  it('treats unreadable stored stamps as none', () => {
    const storage = memoryStorage();
    storage.data.set('build-reload-guard', 'not json');
    expect(claimFullLoad('/', 0, storage)).toBe(true);
  });

  it('still guards in memory when storage throws', () => {
    const blocked: GuardStorage = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    expect(claimFullLoad('/blocked', 0, blocked)).toBe(true);
    expect(claimFullLoad('/blocked', 1, blocked)).toBe(false);
  });
});
