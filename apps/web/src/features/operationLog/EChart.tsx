import type { ECharts, EChartsOption } from 'echarts';
import { useEffect, useRef, useState } from 'react';

/**
 * An ECharts chart. echarts is imported when the first chart mounts, so only the statistics pages'
 * chunks ever load it (the shell's budget does not carry it).
 */
export function EChart({
  option,
  height = 280,
  label,
  testId,
}: {
  option: EChartsOption;
  height?: number;
  label: string;
  testId?: string;
}) {
  const host = useRef<HTMLDivElement>(null);
  const [chart, setChart] = useState<ECharts | null>(null);

  useEffect(() => {
    let disposed = false;
    let instance: ECharts | undefined;
    let observer: ResizeObserver | undefined;
    void import('echarts').then((echarts) => {
      if (disposed || !host.current) return;
      instance = echarts.init(host.current, undefined, { renderer: 'svg' });
      if (typeof ResizeObserver !== 'undefined') {
        observer = new ResizeObserver(() => instance?.resize());
        observer.observe(host.current);
      }
      setChart(instance);
    });
    return () => {
      disposed = true;
      observer?.disconnect();
      instance?.dispose();
    };
  }, []);

  useEffect(() => {
    chart?.setOption(option, true);
  }, [chart, option]);

  return <div ref={host} role="img" aria-label={label} style={{ width: '100%', height }} data-testid={testId} />;
}
