import type { Metric } from 'web-vitals';

/** Web-vitals metrics by beacon to POST /analytics (spec 000 §2). */
export function reportMetric(metric: Pick<Metric, 'name' | 'value' | 'id' | 'rating' | 'delta' | 'navigationType'>): boolean {
  const body = JSON.stringify({
    name: metric.name,
    value: metric.value,
    delta: metric.delta,
    id: metric.id,
    rating: metric.rating,
    navigationType: metric.navigationType,
    page: typeof location !== 'undefined' ? location.pathname : '',
    at: new Date().toISOString(),
  });
  if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function') {
    return navigator.sendBeacon('/analytics', new Blob([body], { type: 'application/json' }));
  }
  void fetch('/analytics', { method: 'POST', body, keepalive: true, headers: { 'Content-Type': 'application/json' } }).catch(() => undefined);
  return false;
}

export function startWebVitals(): void {
  void import('web-vitals').then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
    onCLS(reportMetric);
    onFCP(reportMetric);
    onINP(reportMetric);
    onLCP(reportMetric);
    onTTFB(reportMetric);
  });
}
