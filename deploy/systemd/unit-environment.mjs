// The environment the systemd unit (learner-portal@.service) gives every instance, read from its Environment=
// lines: how the production test suite starts its instances exactly as an operator's would run (memory settings
// included).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const UNIT = fileURLToPath(new URL('./learner-portal@.service', import.meta.url));

/**
 * Every `NAME=value` of the unit's Environment= lines (several per line, a "quoted" one may hold spaces).
 * @param {string} [unit] the unit's text (the shipped unit by default)
 * @returns {Record<string, string>}
 */
export function unitEnvironment(unit = readFileSync(UNIT, 'utf8')) {
  const environment = {};
  for (const [, assignments] of unit.matchAll(/^Environment=(.*)$/gm)) {
    for (const [, quoted, bare] of assignments.matchAll(/"([^"]*)"|(\S+)/g)) {
      const assignment = quoted ?? bare;
      const equals = assignment.indexOf('=');
      if (equals > 0) environment[assignment.slice(0, equals)] = assignment.slice(equals + 1);
    }
  }
  return environment;
}
