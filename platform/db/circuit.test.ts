import { Circuit } from './circuit';

test('closed until a failure; then calls fail at once, one probe per interval, and an answer closes it', () => {
  let now = 1_000;
  const circuit = new Circuit(2_000, () => now);
  expect(circuit.allow()).toBe(true);

  circuit.failed();
  expect(circuit.allow()).toBe(false);
  now += 1_999;
  expect(circuit.allow()).toBe(false);

  now += 1;
  expect(circuit.allow()).toBe(true); // the probe
  expect(circuit.allow()).toBe(false); // everyone else while it is out

  circuit.failed(); // the probe failed too
  now += 2_000;
  expect(circuit.allow()).toBe(true);
  circuit.succeeded();
  expect(circuit.allow()).toBe(true);
  expect(circuit.allow()).toBe(true);
});
