import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { NodeSDK } from '@opentelemetry/sdk-node';

/**
 * Starts OpenTelemetry tracing when an OTLP endpoint is configured; otherwise does nothing, so local
 * runs and tests pay no cost. Must run before the instrumented modules are used (server.ts does it first).
 */
export function startTracing(serviceName: string, otlpEndpoint: string | undefined): { shutdown(): Promise<void> } {
  if (!otlpEndpoint) return { shutdown: async () => undefined };
  const sdk = new NodeSDK({
    serviceName,
    traceExporter: new OTLPTraceExporter({ url: `${otlpEndpoint.replace(/\/$/, '')}/v1/traces` }),
    instrumentations: [new HttpInstrumentation()],
  });
  sdk.start();
  return { shutdown: () => sdk.shutdown() };
}
