export function renderNginxConfig(options: {
  upstreamPorts: number[];
  port: number;
  prefix: string;
  workerProcesses?: number;
  perClientLimits?: boolean;
}): string;
