import { unsupportedNodeReason } from './node-runtime';

describe('unsupportedNodeReason', () => {
  it('refuses Node 20 and 22 in one line that names the version and the way out', () => {
    for (const version of ['20.20.2', '22.12.0']) {
      const reason = unsupportedNodeReason(version);
      expect(reason).toContain(`Node.js ${version} is not supported`);
      expect(reason).toContain('npm start');
      expect(reason).not.toContain('\n');
    }
  });

  it('accepts Node 24 and later', () => {
    expect(unsupportedNodeReason('24.21.0')).toBeUndefined();
    expect(unsupportedNodeReason('26.0.0')).toBeUndefined();
  });

  it('is satisfied by the Node.js the tests run on (npm scripts run node_modules/.bin/node)', () => {
    expect(unsupportedNodeReason()).toBeUndefined();
  });
});
